protocol Keyed<Key> {
    associatedtype Key: Hashable
    var key: Key { get }
}

protocol Storage<Element> {
    associatedtype Element
    func all() -> [Element]
}

struct IntKeyed: Keyed { var key: Int }

struct ArrayStorage<Element>: Storage {
    var items: [Element]
    func all() -> [Element] { items }
}

typealias IntKeyedAlias = Keyed<Int>
typealias DrawStorage = Storage<Drawable>
typealias DrawStorageAny = Storage<any Drawable>

func keyedUse(_ a: any Keyed<Int>, _ b: any Storage<Drawable>, _ c: some Storage<DrawSize>) {}
func keyedUse2(_ a: any IntKeyedAlias, _ b: [any Storage<[Drawable]>]) {}
func keyedOpt(_ a: (any Storage<Drawable?>)?) {}
func keyedResult() -> Result<any Storage<Drawable>, Error> { .success(ArrayStorage<Drawable>(items: [])) }

enum Stores {
    static let drawables: any Storage<Drawable> = ArrayStorage<Drawable>(items: [])
    static let keyed: any Keyed<Int> = IntKeyed(key: 1)
    static let keyedList: [any Keyed<Int>] = []
    static let storageAlias: (any DrawStorage)? = nil
    static let storageAny: (any DrawStorageAny)? = nil
    static let concrete = ArrayStorage<Int>(items: [1])
    static let concreteDraw = ArrayStorage<Drawable>(items: [])
}

extension ArrayStorage where Element == Drawable {
    func drawAll() { items.forEach { $0.draw() } }
}

extension ArrayStorage where Element == any Sizable {
    var totalSize: Int { items.reduce(0) { $0 + $1.size } }
}
