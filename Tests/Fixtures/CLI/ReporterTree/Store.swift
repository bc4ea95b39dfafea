struct Store {
    static var count = 0
}
