final class Engine {}
struct Box<T> { var value: T; var engine = Engine() }
