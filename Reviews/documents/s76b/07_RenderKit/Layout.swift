enum Layout {
    static func add<V: BaseView & Themable>(_ view: V, to parent: BaseView) { // expect: single_use_generic
        parent.subviews.append(view)
        view.apply(theme: "dark")
    }

    static func register<V: BaseView>(_ type: V.Type?) { // expect: single_use_generic
        print(type as Any)
    }

    static func theme<T: Themable>(_ items: [T]?) { // expect: single_use_generic
        items?.forEach { $0.apply(theme: "light") }
    }

    static func slot<C: Shape>(_ slot: Container<C>.Slot) -> Int { // expect: single_use_generic
        slot.index
    }

    static func make<S: Shape>(_ build: @autoclosure () -> S) -> Double { // expect: single_use_generic
        build().area()
    }

    static func makeOptional<S: Shape>(_ build: () -> S?) -> Double { // expect: single_use_generic
        build()?.area() ?? 0
    }

    static func total<S: Shape>(_ shapes: inout [S]) -> Double { // expect: single_use_generic
        shapes.reduce(0) { $0 + $1.area() }
    }

    static func consume<S: Shape & Sendable>(_ shape: consuming S) -> Double { // expect: single_use_generic
        shape.area()
    }

    static func result<S: Shape>(_ r: Result<S, any Error>) -> Double { // expect: single_use_generic
        (try? r.get().area()) ?? 0
    }

    static func detach<S: Shape & Sendable>(_ make: @escaping @Sendable () async -> S) { // expect: single_use_generic
        Task { _ = await make().area() }
    }

    static func pair<S: Shape>(_ p: (S, label: String)) -> String { // expect: single_use_generic
        "\(p.label) \(p.0.area())"
    }

    static func nested<S: Shape>(_ rows: [[S]]) -> Int { // expect: single_use_generic
        rows.count
    }

    static func keyed<K: Hashable>(_ map: [K: [String]]) -> Int { // expect: single_use_generic
        map.count
    }

    static func some<C: Collection>(_ c: some Collection<C>) -> Int where C: Equatable { // expect: single_use_generic
        c.count
    }

    static func exist<C: Equatable>(_ c: any Collection<C>) -> Int { // ok
        c.count
    }

    static func typeOf<S: Shape>(_ t: S.Type) -> String { // expect: single_use_generic
        "\(t)"
    }

    static func metaOptional<S: Shape>(_ t: S.Type, _ fallback: S?) -> String { // ok
        "\(t)"
    }

    static func cast<S: Shape>(_ any: Any, as: S.Type) -> S? { // ok
        any as? S
    }

    static func clock<C: Clock>(_ clock: C = ContinuousClock()) -> Bool where C.Duration == Duration { // expect: single_use_generic
        true
    }

    static func sleep<C: Clock>(on clock: C) async throws where C.Duration == Duration { // expect: single_use_generic
        try await clock.sleep(for: .milliseconds(10))
    }
}
