import Foundation

let emptyTuple = ()
let labeledGlobal = (id: 1, name: "a")
let refGlobal = (id: 1, ref: Ref())
let nestedGlobal: ((Int, Int), (String, Ref?)) = ((1, 2), ("a", nil))
let closures = (start: {}, stop: {})
let sendableClosures: (@Sendable () -> Void, Int) = ({}, 1)
let anyTuple: (Any, Int) = (1, 2)
let errorTuple: (Error?, Int) = (nil, 1)
let metaTuple: (P.Type, Int) = (S.self, 1)
let protoTuple: (P, P) = (S(), S())
let mixedArray: [(Int, String)] = [(1, "a")]
let refArray = [(1, Ref())]
let tupleDict = ["a": (1, 2)]
let tupleOpt: (Int, Int)? = (1, 2)
var mutableTuple = (1, 2)
nonisolated(unsafe) var unsafeTuple = (1, Ref())

struct Point3 { var x = 0.0, y = 0.0, z = 0.0 }

enum Geometry {
    static let origin = Point3()
    static let axes = (Point3(x: 1), Point3(y: 1), Point3(z: 1))
    static let pairs: [(Point3, Point3)] = []
    static let bounds: (min: Point3, max: Point3)? = nil
    static let transform: (Point3) -> Point3 = { $0 }
    static let transforms: [(Point3) -> Point3] = []
    static let lookup: [String: (Point3) -> Double] = [:]
    static let compose: ((Point3) -> Point3, (Point3) -> Point3) -> (Point3) -> Point3 = { f, g in { g(f($0)) } }
    static var scale = 1.0
    static let date = (Date(), TimeZone.current)
    static let url = (URL(fileURLWithPath: "/"), [URLQueryItem]())
}

func pairUp(_ a: P, _ b: P) -> (P, P) { (a, b) }
func named() -> (first: P, rest: [P]) { (S(), []) }
func optPair() -> (P, Int)? { nil }
