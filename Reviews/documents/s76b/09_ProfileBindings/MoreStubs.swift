struct Just<Output>: Publisher {
    let value: Output
    init(_ value: Output) { self.value = value }
    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receive(value)
        return AnyCancellable {}
    }
}

struct SequencePublisher<Output>: Publisher {
    let values: [Output]
    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        values.forEach(receive)
        return AnyCancellable {}
    }
}

extension Array {
    var publisher: SequencePublisher<Element> { SequencePublisher(values: self) }
}

@resultBuilder
enum CancellableBuilder {
    static func buildBlock(_ parts: AnyCancellable...) -> [AnyCancellable] { parts }
}
