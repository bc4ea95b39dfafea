final class ProfileViewModel {
    let name = CurrentValueSubject<String>("")
    let avatar = PassthroughSubject<[UInt8]>()
    var displayName = ""
    var bag = Set<AnyCancellable>()
    var debugBag = Set<AnyCancellable>()
    var primary: AnyCancellable?
    weak var weakToken: AnyCancellable?

    func bindDefaults() {
        Just("Anonymous").sink { print("default \($0)") } // ok
        Just("Anonymous").map { $0.uppercased() }.sink { print($0) } // ok
        ["a", "b"].publisher.sink { print($0) } // ok
        Just("Anonymous").receiveOnMain().sink { print($0) } // expect: unretained_cancellable
        let names = ["x"]
        names.publisher.sink { print($0) } // expect: unretained_cancellable
    }

    func bindWithDebug() {
        name
            .sink { print($0) } // ok
        #if DEBUG
            .store(in: &debugBag)
        #else
            .store(in: &bag)
        #endif
    }

    func bindConditional(_ flag: Bool) {
        primary = if flag { name.sink { print($0) } } else { avatar.sink { print($0.count) } } // ok
    }

    func bindSwitch(_ mode: Int) {
        switch mode {
        case 0: name.sink { print($0) } // expect: unretained_cancellable
        default: avatar.sink { print($0) } // expect: unretained_cancellable
        }
    }

    func bindTuple() {
        let (first, second) = (name.sink { print($0) }, avatar.sink { print($0) }) // expect: unretained_cancellable
        bag.insert(first)
    }

    @CancellableBuilder
    func bindings() -> [AnyCancellable] {
        name.sink { print($0) } // ok
        avatar.sink { print($0) } // ok
    }

    func collect(@CancellableBuilder _ content: () -> [AnyCancellable]) {
        bag.formUnion(content())
    }

    func bindCollected() {
        collect {
            name.sink { print($0) } // ok
            avatar.sink { print($0) } // ok
        }
    }

    func bindWithLifetime() {
        let token = name.sink { print($0) } // ok
        withExtendedLifetime(token) {
            name.send("probe")
        }
    }
}

extension ProfileViewModel {
    func bindWeak() {
        weakToken = name.sink { print($0) } // expect: unretained_cancellable
        self.weakToken = avatar.sink { print($0) } // expect: unretained_cancellable
    }

    func bindWeakLater() {
        Task { [weak self] in
            guard let self else { return }
            self.weakToken = self.name.sink { print($0) } // expect: unretained_cancellable
        }
    }

    func mapAll(_ subjects: [PassthroughSubject<Int>]) {
        _ = subjects.map { s in
            print("mapping")
            return s.sink { print($0) } // expect: unretained_cancellable
        }
        bag.formUnion(subjects.map { $0.sink { print($0) } }) // ok
    }

    func setupClosure() {
        let setup: () -> Void = {
            self.name.sink { print($0) } // expect: unretained_cancellable
        }
        setup()
    }
}
