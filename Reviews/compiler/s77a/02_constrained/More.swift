extension Box where T: Numeric {
    func zero() -> T { 0 }
    func pair() -> (T, Engine) { (value, engine) }
}

extension Box where T: AnyObject {
    func label() -> T { value }
}

extension Box where T: Equatable {
    func dedup() -> [T] { [value] }
}

extension Box where T == String {
    func split() -> [Substring] { [] }
}
