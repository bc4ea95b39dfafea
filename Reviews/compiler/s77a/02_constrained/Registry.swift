enum Registry {
    static let ints = Box(value: 1)
    static let strings = Box(value: "a")
    static let described = ints.describe()
    static let describedString = strings.describe()
    static let doubled = ints.doubled()
    static let gear = Box(value: 3).gear()
    static let zero = Box(value: 2.5).zero()
    static let pair = Box(value: 7).pair()
    static let engineBox = Box(value: Engine())
    static let label = engineBox.label()
    static let labelled = strings.label(3)
    static let dedup = strings.dedup()
    static let split = strings.split()
}

let globalDescribed = Box(value: "x").describe()
let globalIntDescribed = Box<Int>(value: 1).describe()

enum Workshop {
    static let labelledEngine = Registry.engineBox.label(3)
    static let made = Box(value: "s").make()
    static let madeInt = Box(value: 1).make()
}

enum Peeks {
    static let peekString = Box(value: "s").peek()
    static let peekEngine = Box(value: Engine()).peek()
    static let withString = Box(value: "s").with(1)
    static let withDouble = Box(value: 1.5).with(Engine())
}
