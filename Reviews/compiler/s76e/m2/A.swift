enum Mode { case go; func go(_ x: Int) {} }
class Base { class var handle: Int { 1 } }
final class Sub: Base { func handle(_ x: Int) {} }
protocol P {}
extension P { static var run: Int { 1 } }
struct S: P { func run(_ x: Int) {} }
struct Ctx { func handle(_ x: Int) {} }
enum Kind { case a, b }
struct Other { func a(_ x: Int) {} }
