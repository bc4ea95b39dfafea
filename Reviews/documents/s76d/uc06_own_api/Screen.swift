import Combine
import Foundation

final class Screen {
    let taps: Signal<Int>
    let values = PassthroughSubject<Int, Never>()
    var onAppear: (() -> Void)?
    var token: AnyCancellable?

    init(taps: Signal<Int>) {
        self.taps = taps
    }

    func wire() {
        taps.sink { print($0) } // ok
        onAppear = {
            self.token = self.values.sink { print($0) } // ok
        }
        values.sink { [weak self] v in // expect: unretained_cancellable
            self?.taps.send(v)
        }
    }

    func wireHelper(_ s: Signal<String>) {
        s.sink { print($0) } // ok
    }
}
