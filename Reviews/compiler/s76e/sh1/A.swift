final class Engine {}
struct Box<T> { var value: T; var engine = Engine() }
func box<T>(_ value: T) -> Box<T> { Box(value: value) }
enum NS {
    static let a = { () in
        func box(_ x: Int) -> Int { x }
        return box(1)
    }()
    static let b = { (box: (Int) -> Int) in box(1) }({ $0 })
    static let c = [1, 2].map { box($0) }
    static let d = [1, 2].map { (box: Int) in box }
}
