final class Ref { var n = 0 }
protocol P {}
struct S: P {}

enum T {
    static let unit: () = ()
    static let void: Void = ()
    static let labeled = (x: 1, y: Ref())
    static let nested = ((1, Ref()), "a")
    static let withOpt: (Int, Ref?) = (1, nil)
    static let withFunc: (Int, () -> Void) = (1, {})
    static let withExistential: (Int, P) = (1, S())
    static let withAny: (Int, Any) = (1, 2)
    static let arrayOfTuples: [(name: String, ref: Ref)] = []
    static let dictOfTuples: [String: (Int, Ref)] = [:]
    static let optionalTuple: (Int, Ref)? = nil
    static let tupleOfArrays = ([Ref](), [Int]())
    static let metaTuple = (Ref.self, Int.self)
    static let (a, b) = (Ref(), 1)
    static let (c, d): (Int, Ref) = (1, Ref())
    static var (e, f) = (1, 2)
    static let single = (Ref())
    static let inferredLabels = (first: Ref(), second: S())
    static let funcReturningTuple: () -> (Int, Ref) = { (1, Ref()) }
    static let neverFunc: () -> Never = { fatalError() }
    static let optionalFunc: (() -> Void)? = nil
    static let iuo: Ref! = nil
    static let pTuple = (S() as P, 1)
    static let anyP: (any P)? = nil
    static let doubleOpt: Ref?? = nil
    static let arrOpt: [Ref?] = []
    static let optArr: [Ref]? = nil
    static let dictOpt: [String: Ref?] = [:]
    static let setMeta: [ObjectIdentifier: Ref.Type] = [:]
    static let inoutFunc: (inout Int) -> Void = { $0 += 1 }
    static let variadicFunc: (Int...) -> Int = { $0.count }
    static let autoclosureFunc: (@autoclosure () -> Int) -> Int = { $0() }
    static let escapingFunc: (@escaping () -> Void) -> Void = { _ in }
    static let throwingFunc: () throws -> Int = { 1 }
    static let typedThrows: () throws(CancellationError) -> Int = { 1 }
    static let asyncThrows: () async throws -> [String: Int] = { [:] }
}

let (ga, gb) = (Ref(), S())
let gTuple: (label: Int, Ref) = (1, Ref())
