import Foundation

// A small stand-in for StoreKit's transaction stream.
struct StoreTransaction: Sendable {
    let productID: String
    func finish() async {}

    static var updates: AsyncThrowingStream<StoreTransaction, any Error> {
        AsyncThrowingStream { $0.finish() }
    }
}
