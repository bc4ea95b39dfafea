import Combine
import Foundation

final class Loader {
    let progress = CurrentValueSubject<Double, Never>(0)
    var bag = Set<AnyCancellable>()
    var token: AnyCancellable?

    func start() {
        Task {
            progress.sink { print($0) } // expect: unretained_cancellable
        }
        DispatchQueue.main.async {
            self.progress
                .receive(on: DispatchQueue.main)
                .sink { print($0) } // expect: unretained_cancellable
        }
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.progress.sink { print($0) }.store(in: &self.bag) // ok
        }
        Task { @MainActor in
            self.token = self.progress.sink { _ in } // ok
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
            let t = self.progress.sink { print($0) } // expect: unretained_cancellable
            print("scheduled")
        }
        Task {
            await Task.yield()
            progress.map { $0 * 100 }.sink { print($0) } // expect: unretained_cancellable
        }
    }

    func later() {
        var local: AnyCancellable?
        DispatchQueue.main.async {
            local = self.progress.sink { print($0) } // expect: unretained_cancellable
        }
    }

    func selfCancelling() {
        var once: AnyCancellable?
        once = progress.sink { value in // ok
            if value >= 1 { once?.cancel() }
        }
    }
}
