import Foundation

enum Streams {
    static let userNames = PublishSubject<String>()
    static let counter = BehaviorRelay(value: 0)
    static let lengths = userNames.map { $0.count }
    static let errors = PublishSubject<Error>()
    static var bags: [DisposeBag] = []
    static let disposables: [Disposable] = []
    static let completed: StreamEvent<Int> = .completed
    static let failed = StreamEvent<Int>.error(CocoaError(.fileNoSuchFile))
    static let firstEvent = StreamEvent.next(1)
}

let appEvents = PublishSubject<StreamEvent<Int>>()
let relayOfRelays = BehaviorRelay(value: [BehaviorRelay(value: 1)])
let disposeBag = DisposeBag()

func bind(_ relay: BehaviorRelay<String>, to handler: @escaping (String) -> Void, bag: DisposeBag = disposeBag) {
    relay.subscribe(handler).disposed(by: bag)
}

func merge(_ streams: [PublishSubject<Int>], onError: @escaping (Error) -> Void = { _ in }) -> Disposable {
    let ds: [Disposable] = streams.map { $0.subscribe { e in if case .error(let err) = e { onError(err) } } }
    return AnonymousDisposable { ds.forEach { $0.dispose() } }
}
