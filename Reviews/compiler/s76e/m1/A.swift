struct Counter { var count = 0 }
final class Context { func handle() {} }
struct Dual { func value() -> Int { 1 } }
enum Mode { case run; case handle(Int) ; func go() {} }
actor Worker { func work() {} }
struct Gen { func handle<T>(_ x: T) {} }
protocol P {}
extension P { func ext() {} }
struct SP: P {}
struct Over { func f(_ x: Int) {} ; func f(_ x: String) {} }
class Base { func show() {} }
final class Derived: Base {}
