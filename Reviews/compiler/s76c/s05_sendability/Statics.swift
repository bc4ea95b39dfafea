enum Shared {
    static let point = Point(x: 1, y: 2)
    static let safePoint = SafePoint(x: 1)
    static let derived = Derived()
    static let callbacks = Callbacks(onDone: {}, onFail: { _ in })
    static let plainCallbacks = PlainCallbacks(onDone: {})
    static let sendableCallbacks = SendableCallbacks(onDone: {})
    static let event = Event.scroll(3)
    static let safeEvent = SafeEvent.none
    static let expr = Expr.num(1)
    static let tree = Tree.leaf(1)
    static let intBox = Box(value: 1)
    static let pointBox = Box(value: Point(x: 0, y: 0))
    static let typedBox: Box<Point> = Box(value: Point(x: 0, y: 0))
    static let pair = Pair(a: 1, b: "x")
    static let wrapper = Wrapper(value: 3)
    static let holder = Holder(point: Point(x: 0, y: 0))
    static let safeHolder = SafeHolder(point: SafePoint(x: 0), items: [])
    static let existentialHolder = ExistentialHolder(value: 3)
    static let errorHolder = ErrorHolder(error: CancellationError())
    static let anyHolder = AnyHolder(value: 1)
    static let publicValue = PublicValue()
    static let frozenValue = FrozenValue()
    static let publicMode = PublicMode.a
    static let open = OpenClass()
    static let counter = Counter()
    static let viewModel: ViewModel? = nil
    static let mainState: MainState? = nil
    static let points = [Point(x: 0, y: 0)]
    static let pointMap: [String: Point] = [:]
    static let optionalPoint: Point? = nil
    static let tuplePoint = (Point(x: 0, y: 0), 1)
    static let pointType = Point.self
    static let pointTypes: [Point.Type] = [Point.self]
    static let metatype: Any.Type = Point.self
    static let events: [Event] = [.scroll(1)]
    static let nestedBox = Box(value: Box(value: 1))
    static let arrayBox = Box(value: [Point(x: 0, y: 0)])
}

func makePoint() -> Point { Point(x: 0, y: 0) }
func makeSafe() -> SafePoint { SafePoint(x: 0) }

let madePoint = makePoint()
let madeSafe = makeSafe()
let chainedPoint = Shared.point
let chainedSafe = Shared.safePoint
let conditional = Bool.random() ? Point(x: 0, y: 0) : Point(x: 1, y: 1)
let coalesced = Shared.optionalPoint ?? Point(x: 0, y: 0)
let immediate = { Point(x: 0, y: 0) }()
let viaInit = Point.init(x: 1, y: 1)
let mapped = [1, 2].map { Point(x: $0, y: $0) }
let emptyPoints = [Point]()
let pointDict = Dictionary<String, Point>()
let repeated = Array(repeating: Point(x: 0, y: 0), count: 2)
let methodRef = makePoint
let initRef = Point.init
let unapplied = Counter.init
