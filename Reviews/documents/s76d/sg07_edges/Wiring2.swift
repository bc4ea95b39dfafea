func connect<B: Snk, A: Src>(_ a: A, _ b: B) -> Int { 2 } // expect: single_use_generic, single_use_generic

extension Meter {
    func scaled<N: BinaryInteger>(by n: N) -> Meter { self * n } // expect: single_use_generic
}
