final class Engine {}
struct Box<T> { var value: T; var engine = Engine() }
func make<T>(_ value: T, _ n: Int = 0) -> Box<T> { Box(value: value) }
func mk(_ n: Int = 0) -> Engine { Engine() }
