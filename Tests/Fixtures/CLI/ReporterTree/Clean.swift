struct Clean {
    let value = 1

    func describe(_ network: any Networking) -> String {
        "\(value) \(network)"
    }
}
