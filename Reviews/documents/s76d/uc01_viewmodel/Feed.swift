import Combine
import Foundation

final class Retainer {
    private var kept: [AnyCancellable] = []
    func keep(_ c: AnyCancellable) { kept.append(c) }
}

final class Feed {
    let subject = PassthroughSubject<Int, Never>()
    let retainer = Retainer()
    var cancellables = Set<AnyCancellable>()

    func subscribe() -> AnyCancellable {
        subject.sink { print($0) } // ok
    }

    func subscribe2() -> AnyCancellable {
        let token = subject.filter { $0 > 0 }.sink { print($0) } // ok
        return token
    }

    func bindAll() {
        retainer.keep(subject.sink { print($0) }) // ok
        let local = subject.map { $0 * 2 }.sink { print($0) } // ok
        retainer.keep(local)
        let unused = subject
            .removeDuplicates()
            .sink { print($0) } // expect: unretained_cancellable
        print("bound")
        self.subject.sink { _ in }.store(in: &self.cancellables) // ok
    }

    func scoped() {
        let token = subject.sink { print($0) } // ok
        subject.send(1)
        token.cancel()
    }

    var computed: AnyCancellable {
        subject.sink { print($0) } // ok
    }
}
