import Combine
import Foundation

final class Settings: ObservableObject {
    @Published var volume = 0
    @Published var muted = false
    private var bag = Set<AnyCancellable>()
    private var token: AnyCancellable?
    lazy var lazyToken: AnyCancellable = $volume.sink { print($0) } // ok
    var flag = false {
        didSet {
            $volume.sink { print($0) } // expect: unretained_cancellable
        }
    }

    func configure(debug: Bool, model: Settings?) {
        if debug {
            $muted.sink { print($0) } // expect: unretained_cancellable
        }
        switch volume {
        case 0:
            $volume.sink(receiveValue: { print($0) }) // expect: unretained_cancellable
        default:
            break
        }
        model?.$volume.sink { print($0) } // expect: unretained_cancellable
        let _ = $volume.assign(to: \.volume, on: self) // expect: unretained_cancellable
        let (kept, dropped) = ($volume.sink { print($0) }, $muted.sink { print($0) }) // expect: unretained_cancellable
        bag.insert(kept)
        let later = $muted.sink { print($0) } // ok
        later.store(in: &bag)
        var scoped: AnyCancellable? = $volume.sink { print($0) } // ok
        volume += 1
        scoped = nil
    }

    @MainActor
    func onMain() async {
        await MainActor.run {
            $volume.sink { print($0) } // expect: unretained_cancellable
        }
        let kept = await MainActor.run {
            $volume.sink { print($0) } // ok
        }
        bag.insert(kept)
    }

    func localBagInsert() {
        var local = Set<AnyCancellable>()
        let token = $volume.sink { print($0) } // expect: unretained_cancellable
        local.insert(token)
    }

    func retry() -> () -> Void {
        let retry = {
            self.token = self.$volume.sink { print($0) } // ok
        }
        return retry
    }
}
