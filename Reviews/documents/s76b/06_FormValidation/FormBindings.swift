struct FieldBinding {
    let label: String
    let subject: CurrentValueSubject<String>

    func attach(to bag: inout Set<AnyCancellable>) {
        subject
            .sink { print("\(label): \($0)") } // ok
            .store(in: &bag)
    }

    func attachTemporarily() {
        var bag = Set<AnyCancellable>()
        subject
            .sink { print("\(label): \($0)") } // ok
            .store(in: &bag)
        subject.send("probe")
        print(bag.count)
    }

    func attachInBranch(_ verbose: Bool) {
        var bag = Set<AnyCancellable>()
        if verbose {
            subject.sink { print("verbose \($0)") }.store(in: &bag) // expect: unretained_cancellable
        } else {
            subject.sink { _ in }.store(in: &bag) // expect: unretained_cancellable
        }
    }

    func attachInLoop(_ subjects: [CurrentValueSubject<Int>]) -> [AnyCancellable] {
        var bag: [AnyCancellable] = []
        for s in subjects {
            s.sink { print($0) }.store(in: &bag) // ok
        }
        return bag
    }

    func attachInserted() {
        var bag = Set<AnyCancellable>()
        bag.insert(subject.sink { print($0) }) // expect: unretained_cancellable
    }
}

final class FormCoordinator {
    unowned var owner: FormOwner
    private var forms: [SignUpForm] = []

    init(owner: FormOwner) {
        self.owner = owner
    }

    func observeAll() {
        _ = forms.map { $0.email.sink { print($0) } } // expect: unretained_cancellable
        owner.tokens = forms.map { $0.password.sink { print($0) } } // ok
    }

    func observeWeakly(_ form: SignUpForm) {
        weak var token = form.email.sink { print($0) } // expect: unretained_cancellable
        print(token == nil)
    }
}

final class FormOwner {
    var tokens: [AnyCancellable] = []
}
