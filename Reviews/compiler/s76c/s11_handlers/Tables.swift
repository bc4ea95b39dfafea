import Foundation

enum Table {
    static let index = Handlers.index
    static let health = Handlers.health
    static let fail = Handlers.fail
    static let notFoundRef = notFound
    static let instanceMethod = Context.handle
    static let boundMethod = Context().handle
    static let plus: (Int, Int) -> Int = (+)
    static let plusCast = (+) as (Int, Int) -> Int
    static let sendablePlus: @Sendable (Int, Int) -> Int = (+)
    static let routes: [String: (Req) -> Res] = ["/": Handlers.index]
    static let asyncRoutes: [String: (Req) async throws -> Res] = [:]
    static let sendableRoutes: [String: @Sendable (Req) async throws -> Res] = [:]
    static let emptyRoutes = [String: (Req) -> Res]()
    static let orderedRoutes: [(String, (Req) -> Res)] = []
    static let routeClosure = { (r: Req) -> Res in .ok }
    static let sendableClosure = { @Sendable (r: Req) -> Res in .ok }
    static let contextFactory = Context.build
    static let contextInit = Context.init
    static let resInit = Res.init(code:text:)
    static let maybeHandler: ((Req) -> Res)? = nil
    static let handlerArray = [Handlers.index]
    static let selfRef = Self.index
    static let made = Context.build()
}

let globalIndex = Handlers.index
var globalRoutes: [String: (Req) -> Res] = [:]
let regex = try! Regex("a+")
let regexLiteral = try! Regex<Substring>("[0-9]+")
