import Foundation

protocol DateProvider {
    func now() -> Date
}

struct FixedDateProvider: DateProvider {
    var date: Date
    func now() -> Date { date }
}

final class MutableDateProvider: DateProvider {
    var date = Date(timeIntervalSince1970: 0)
    func now() -> Date { date }
    func advance(by s: TimeInterval) { date += s }
}

enum TestClock {
    static let fixed = FixedDateProvider(date: Date(timeIntervalSince1970: 0))
    static let mutable = MutableDateProvider()
    static var provider: DateProvider = TestClock.fixed
    static let providers: [String: DateProvider] = ["fixed": fixed]
}
