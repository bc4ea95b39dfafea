import Combine
import Foundation

struct Binder {
    var token: AnyCancellable
    init(subject: PassthroughSubject<Int, Never>) {
        token = subject.sink { print($0) } // ok
        subject.sink { print("again", $0) } // expect: unretained_cancellable
    }
}

final class ClassBinder {
    let token: AnyCancellable
    init(subject: PassthroughSubject<Int, Never>) {
        self.token = subject.sink { _ in } // ok
        subject.sink { _ in } // expect: unretained_cancellable
    }
}

enum Wiring {
    static var shared = Set<AnyCancellable>()
    static func connect(_ s: PassthroughSubject<Int, Never>) {
        s.sink { print($0) } // expect: unretained_cancellable
        s.sink { print($0) }.store(in: &shared) // ok
    }
    static func make(_ s: PassthroughSubject<Int, Never>) -> AnyCancellable {
        s.sink { _ in } // ok
    }
}

func connectFree(_ s: PassthroughSubject<String, Never>) {
    var bag = Set<AnyCancellable>()
    s.sink { print($0) }.store(in: &bag) // expect: unretained_cancellable
}

func connectFreeReturned(_ s: PassthroughSubject<String, Never>) -> Set<AnyCancellable> {
    var bag = Set<AnyCancellable>()
    s.sink { print($0) }.store(in: &bag) // ok
    return bag
}

protocol Bindable: AnyObject {
    var bag: Set<AnyCancellable> { get set }
}

extension Bindable {
    func observe(_ p: AnyPublisher<Int, Never>) {
        p.sink { print($0) } // expect: unretained_cancellable
    }
    func observeKept(_ p: AnyPublisher<Int, Never>) {
        p.sink { print($0) }.store(in: &bag) // ok
    }
}
