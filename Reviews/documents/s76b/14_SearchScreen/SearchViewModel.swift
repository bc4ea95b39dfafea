final class SearchViewModel {
    let query = CurrentValueSubject<String>("")
    let results = PassthroughSubject<[String]>()
    var visible: [String] = []
    var tokens: [AnyCancellable] = []
    var observation: AnyCancellable?
    lazy var lazyObservation: AnyCancellable = query.sink { print($0) } // ok

    var queryBinding: AnyCancellable { // ok
        query.sink { print($0) }
    }

    func bind() {
        query
            .filter { !$0.isEmpty }
            // debounce would go here
            .map { $0.lowercased() }
            .sink( // expect: unretained_cancellable
                receiveCompletion: { _ in print("done") },
                receiveValue: { print($0) }
            )

        results
            .sink { finished in // expect: unretained_cancellable
                print(finished)
            } receiveValue: { values in
                print(values)
            }

        results.sink { _ in
            print("done")
        } receiveValue: { [weak self] values in // ok
            self?.visible = values
        }
        .store(in: &tokens)
    }

    func bindOptional(_ other: SearchViewModel?) {
        other?.query.sink { print($0) } // expect: unretained_cancellable
        observation = other?.query.sink { print($0) } // ok
    }

    func bindGuarded(_ enabled: Bool) -> AnyCancellable? {
        guard enabled else { return nil }
        return query.sink { print($0) } // ok
    }

    func bindTernary(_ flag: Bool) {
        observation = flag ? query.sink { print($0) } : results.sink { print($0) } // ok
    }

    func bindAsync() async {
        await MainActor.run {
            query.sink { print($0) } // expect: unretained_cancellable
        }
        let kept = await MainActor.run { query.sink { print($0) } } // ok
        tokens.append(kept)
    }

    func bindEach(_ subjects: [PassthroughSubject<Int>]) {
        subjects.forEach { $0.sink { print($0) } } // expect: unretained_cancellable
        subjects.forEach { $0.sink { print($0) }.store(in: &tokens) } // ok
    }

    func makeTokens() -> [AnyCancellable] {
        var local: [AnyCancellable] = []
        query.sink { print($0) }.store(in: &local) // ok
        results.sink { print($0) }.store(in: &local) // ok
        return local
    }

    func storeLocalThenDrop() {
        var local: [AnyCancellable] = []
        let token = query.sink { print($0) } // expect: unretained_cancellable
        token.store(in: &local)
    }

    func dictionaryBag() {
        var byKey: [String: AnyCancellable] = [:]
        byKey["q"] = query.sink { print($0) } // expect: unretained_cancellable
    }

    func appendBag() {
        var bag = Set<AnyCancellable>()
        defer { print("bag size \(bag.count)") }
        query.sink { print($0) }.store(in: &bag) // expect: unretained_cancellable
    }

    func appendBagKeptByDefer() {
        var bag = Set<AnyCancellable>()
        defer { bag.removeAll() }
        query.sink { print($0) }.store(in: &bag) // ok
    }
}
