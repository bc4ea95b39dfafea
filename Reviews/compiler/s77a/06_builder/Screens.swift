enum Screens {
    static let root = Screen<Int>()
    static let single = root.content { Engine() }
    static let pair = root.content {
        Engine()
        Gear()
    }
    static let text = root.text { 1 }
    static let textEngine = root.text { Engine() }
    static let plain = root.plain { Engine() }
    static let plainLiteral = root.plain { 1 }
    static let list = Screen<Engine>().list {
        Engine()
        Engine()
    }
    static let overlay = Screen<Gear>().overlay { Engine() }
    static let stack = Layout().stack { Gear() }
    static let singleText = Layout().single { 2 }
    static let singleEngine = Layout().single { Engine() }
}

let globalStack = Layout().stack {
    Gear()
    Engine()
}

let globalNamed = Layout().named { Engine() }
let globalFreeNamed = named { Engine() }
let globalFreeParts = parts { Engine() }
