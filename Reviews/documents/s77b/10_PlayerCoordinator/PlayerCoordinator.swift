import Combine
import Foundation

final class PlayerCoordinator {
    let player: Player
    private var cancellables = Set<AnyCancellable>()
    private var statusToken: AnyCancellable?
    private var token: AnyCancellable?
    var onReady: (() -> Void)?

    init(player: Player) {
        self.player = player
        player.$status
            .sink { [weak self] status in
                guard let self else { return }
                if status == .playing {
                    self.player.$rate
                        .sink { print("rate while playing", $0) }
                        .store(in: &self.cancellables)
                }
            }
            .store(in: &cancellables)
        _ = player.$position.sink { print("position", $0) } // expect: unretained_cancellable
    }

    func bindPair() {
        let (status, rate) = (
            player.$status.sink { print("status", $0) },
            player.$rate.sink { print("rate", $0) } // expect: unretained_cancellable
        )
        statusToken = status
    }

    func prepare() {
        // The stored closure assigns to a property when it runs: kept.
        onReady = { [weak self] in
            self?.token = self?.player.$status.sink { print("ready", $0) }
        }
    }

    func playOnce() {
        var once: AnyCancellable?
        defer { once?.cancel() }
        once = player.$status.sink { print("once", $0) }
        player.play()
    }

    func loadArtwork() {
        Future<Data, Never> { promise in
            DispatchQueue.global().async { promise(.success(Data())) }
        }
        .receive(on: DispatchQueue.main)
        .sink { print("artwork bytes", $0.count) } // expect: unretained_cancellable
    }

    func preloadChapters() {
        _ = Just(player.chapters).map(\.count).sink { print("chapters", $0) }
        _ = player.chapters.publisher.sink { print("chapter", $0) } // expect: unretained_cancellable
        _ = Deferred { Just(self.player.rate) }.sink { print("rate now", $0) } // expect: unretained_cancellable
    }

    deinit {
        player.$status.sink { print("final status", $0) } // expect: unretained_cancellable
    }
}
