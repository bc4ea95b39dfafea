import Combine
import Foundation

enum CheckoutStep: Hashable, CaseIterable {
    case cart, shipping, payment, review
}

struct CheckoutSubscriptions {
    var payment: AnyCancellable?
    var shipping: AnyCancellable?
}

final class CheckoutRetainer {
    private var retained: [AnyCancellable] = []
    func retain(_ token: AnyCancellable) { retained.append(token) }
}

final class CheckoutModel {
    let total = CurrentValueSubject<Decimal, Never>(0)
    let paymentMethod = PassthroughSubject<String, Never>()
    let address = PassthroughSubject<String, Never>()
    let stepEvents = PassthroughSubject<CheckoutStep, Never>()

    private var subscriptions = CheckoutSubscriptions()
    private var stepTokens: [CheckoutStep: AnyCancellable] = [:]
    private var named: [String: AnyCancellable] = [:]
    private var extra: [AnyCancellable] = []
    private let retainer = CheckoutRetainer()

    func bind() {
        subscriptions.payment = paymentMethod.sink { print("pay with", $0) }
        subscriptions.shipping = address
            .filter { !$0.isEmpty }
            .sink { print("ship to", $0) }
        named.updateValue(total.sink { print("total", $0) }, forKey: "total")
        retainer.retain(stepEvents.sink { print("step", $0) })
    }

    func bindSteps() {
        var byStep: [CheckoutStep: AnyCancellable] = [:]
        for step in CheckoutStep.allCases {
            byStep[step] = stepEvents
                .filter { $0 == step }
                .sink { print("entered", $0) }
        }
        stepTokens = byStep
    }

    func auditTotals() {
        // Declared here, assigned below, never read: dropped.
        var audit: AnyCancellable?
        audit = total
            .map { $0 * 100 }
            .sink { print("cents", $0) } // expect: unretained_cancellable
        print("auditing")
    }

    func confirm() async {
        // A scoped subscription: the `defer` keeps it until the function returns.
        let watcher = total.sink { print("total while confirming", $0) }
        defer { watcher.cancel() }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }

    func makeStepBag() -> [AnyCancellable] {
        var bag = [AnyCancellable]()
        stepEvents.sink { print("a", $0) }.store(in: &bag)
        address.sink { print("b", $0) }.store(in: &bag)
        return bag
    }

    func mergeIntoExtra() {
        var local = [AnyCancellable]()
        total.sink { print("c", $0) }.store(in: &local)
        extra.append(contentsOf: local)
    }

    func trackLocally() {
        var seen = Set<AnyCancellable>()
        let token = paymentMethod.sink { print("method", $0) } // expect: unretained_cancellable
        seen.insert(token)
    }

    func deferredBind() {
        var token: AnyCancellable?
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            token = self.address.sink { print("late address", $0) } // expect: unretained_cancellable
        }
    }

    func bindOptional(_ coupon: CurrentValueSubject<String?, Never>?) {
        coupon?.compactMap { $0 }.sink { print("coupon", $0) } // expect: unretained_cancellable
    }

    func clear() {
        stepTokens.removeAll()
        subscriptions = CheckoutSubscriptions()
    }
}
