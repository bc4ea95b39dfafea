import Combine
import Foundation

enum PlaybackStatus: Equatable {
    case idle, playing, paused
}

final class Player: ObservableObject {
    static let shared = Player()

    @Published var status: PlaybackStatus = .idle
    @Published var rate = 1.0
    @Published var position = 0.0
    let chapters = ["Intro", "Middle", "End"]

    func play() { status = .playing }

    // Static context: `Player.shared` outlives the call, but the token does not.
    static func warmUp() {
        Player.shared.$status.sink { print("warm", $0) } // expect: unretained_cancellable
    }

    static func observe(_ player: Player) -> AnyCancellable {
        player.$status.sink { print("observed", $0) }
    }
}
