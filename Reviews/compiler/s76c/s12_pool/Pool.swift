import Foundation

protocol Resource: AnyObject {
    var id: Int { get }
    func reset()
}

protocol PoolDelegate: AnyObject {
    func pool(_ pool: ObjectPool, didCreate resource: Resource)
}

final class Socket: Resource {
    let id: Int
    var open = true
    init(id: Int) { self.id = id }
    func reset() { open = false }
}

final class ObjectPool {
    static let shared = ObjectPool(limit: 8)
    static var created = 0
    static let factory: (Int) -> Resource = { Socket(id: $0) }
    weak var delegate: PoolDelegate?
    private var idle: [Resource] = []
    private let lock = NSLock()
    let limit: Int

    init(limit: Int) { self.limit = limit }

    func checkout() -> Resource {
        lock.lock(); defer { lock.unlock() }
        if let r = idle.popLast() { return r }
        ObjectPool.created += 1
        let r = ObjectPool.factory(ObjectPool.created)
        delegate?.pool(self, didCreate: r)
        return r
    }

    func checkin(_ r: any Resource) {
        lock.lock(); defer { lock.unlock() }
        r.reset()
        idle.append(r)
    }
}
