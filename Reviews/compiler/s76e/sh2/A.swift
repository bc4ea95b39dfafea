final class Engine {}
func mk(_ x: Int) -> Engine { Engine() }
enum NS {
    static let a = { () in
        func mk(_ x: Int) -> Int { x }
        return mk(1)
    }()
}
