protocol Src {}
protocol Snk {}
struct Tap: Src {}
struct Drain: Snk {}

func connect<A: Src, B: Snk>(_ a: A, _ b: B) -> Int { 1 } // expect: single_use_generic, single_use_generic

func useWiring() {
    print(Tap(), Drain())
}
