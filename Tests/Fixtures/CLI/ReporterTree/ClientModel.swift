protocol Networking {
    func fetch(_ path: String) -> String
}

struct Client {
    func load(_ network: Networking) -> String {
        network.fetch("/")
    }
}
