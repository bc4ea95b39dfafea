protocol Repository<Model> {
    associatedtype Model
    func all() -> [Model]
}

protocol ItemStore {
    associatedtype Item
    mutating func insert<C: Collection>(_ items: C) where C.Element == Item // expect: single_use_generic
}

struct IntStore: ItemStore {
    typealias Item = Int
    var values: [Int] = []
    mutating func insert<C: Collection>(_ items: C) where C.Element == Int { // expect: single_use_generic
        values.append(contentsOf: items)
    }
}

extension Collection {
    subscript<I: BinaryInteger>(safe offset: I) -> Element? { // expect: single_use_generic
        let i = Int(offset)
        guard i >= 0, i < count else { return nil }
        return self[index(startIndex, offsetBy: i)]
    }
}
