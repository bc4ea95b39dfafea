enum More {
    static let prefixConn = Factory.list().prefix(1)
    static let reversedConn = Factory.list().reversed()
    static let countConn = Factory.list().count
    static let lazyConn = Factory.list().lazy.filter { $0.open }
    static let mappedIDs = Factory.list().map { $0.open }
    static let firstWhere = Factory.list().first { $0.open }
    static let endpointPaths = [Endpoint.make("/")].map(\.path)
    static let zippedConn = zip(Factory.list(), [1, 2])
    static let joinedConn = [[Connection()]].joined()
    static let flatConn = [[Connection()]].flatMap { $0 }
    static let dictValues = ["a": Connection()].values
    static let dictKeys = ["a": Connection()].keys
    static let mappedValues = ["a": 1].mapValues { _ in Connection() }
}
