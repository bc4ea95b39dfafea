import Foundation

enum Infer {
    static let intPool = Pool<Int>()
    static let madePool = Pool<String>.make(size: 3)
    static let stringPool = Pool(["a"])
    static let mappedPool = Pool<Int>().map { "\($0)" }
    static let page = Page(items: [1, 2], next: nil)
    static let pageOfConnections = Page(items: [Connection()], next: 1)
    static let typedPage: Page<String> = Page(items: [], next: nil)
    static let codec = Codec<Int, String>(encode: { "\($0)" })
    static let connection = Connection.connect(host: "h")
    static let child = Connection().child()
    static let peer = Connection().peer
    static let endpoint = Endpoint.make("/")
    static let endpointConnection = Endpoint.make("/").connection
    static let factoryConnection = Factory.connection()
    static let factoryEndpoint = Factory.endpoint()
    static let factoryMaybe = Factory.maybe()
    static let factoryPair = Factory.pair()
    static let factoryList = Factory.list()
    static let factoryGeneric = Factory.generic(Connection())
    static let factoryGenericInt = Factory.generic(3)
    static let factoryPage = Factory.page()
    static let factoryClosure = Factory.closure()
    static let factoryThrowing = try! Factory.throwing()
    static let factoryTry = try? Factory.throwing()
    static let global = globalFactory()
    static let globalE = globalEndpoint()
    static let first = [Connection()].first
    static let firstBang = [Connection()].first!
    static let filtered = [Connection()].filter { $0.open }
    static let compact = [Connection?.none].compactMap { $0 }
    static let dict = ["a": Connection()]
    static let grouped = Dictionary(grouping: [Connection()], by: { $0.open })
    static let tupleArr = [(1, Connection())]
    static let setOfInts: Set = [1, 2]
    static let nested = [[Connection()]]
    static let optionalChain = Factory.maybe()?.child()
    static let ternary = true ? Factory.connection() : Connection()
    static let nilCoalesce = Factory.maybe() ?? Connection()
    static let closureCall = { () -> Connection in Connection() }()
    static let closureInferred = { Connection() }()
    static let ifExpr = if Bool.random() { Connection() } else { Connection() }
    static let switchExpr = switch 1 { case 1: Endpoint.make("a"); default: Endpoint.make("b") }
    static let asCast = Connection() as AnyObject
    static let selfRef = Connection.self
    static let reduce = [1, 2].reduce(Connection()) { c, _ in c }
    static let buffer = [UInt8](repeating: 0, count: 4)
    static let data = Data([1, 2])
    static let decoded = try? JSONDecoder().decode([String: Int].self, from: Data())
    static let json = try? JSONSerialization.data(withJSONObject: [:])
    static let weakBox: (() -> Connection?) = { [weak c = Connection()] in c }
    static let unmanaged = Unmanaged.passUnretained(Connection())
    static let objectID = ObjectIdentifier(Connection())
    static let opaque = Unmanaged.passUnretained(Connection()).toOpaque()
}
