import Foundation

enum UserTag {}
typealias UserID = Tagged<UserTag, Int>
typealias StringBox = Box<String>
typealias Handlers = Registry<String, () -> Void>

enum Globals {
    static let counter = Box(0)
    static let names = Box<[String]>([])
    static let userID = UserID(raw: 1)
    static let pairOfInts = Pair(first: 1, second: 2)
    static let pairWithClosure = Pair(first: 1, second: { print("x") })
    static let lazyConfig = Lazy { 42 }
    static let either: Either<Int, String> = .left(1)
    static let eitherBox = Either<Int, Box<Int>>.left(1)
    static let registry = Registry<String, Int>()
    static let handlers = Handlers()
    static let aliasBox = StringBox("a")
    static let boxed = box(1)
    static let paired = pair("a", 2)
    static let emptyRegistry = Registry<String, Int>.empty()
    static let optionalBox: Box<Int>? = nil
    static let nested = Box(Box(1))
}

let sharedBox = Box("shared")
let intPair = Pair(first: 1, second: 2)
let boxArray = [Box(1), Box(2)]
let taggedIDs: Set<UserID> = []
