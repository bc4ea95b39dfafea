func destructure() -> Int {
    let (x, y): (P, Int) = (S(), 1)
    let list: [(P, Int)] = [(x, y)]
    var total = 0
    for (p, n) in list where p is S { total += n }
    for case let (p as S, n) in list { total += n; _ = p }
    let handler: ((P, Int)) -> Int = { $0.1 }
    total += handler((S(), 2))
    let closure = { (pair: (P, Int)) -> Int in pair.1 }
    total += closure((S(), 3))
    return total
}

struct Holder {
    var pair: (P, Int)
    var opt: (P?, Int?)
    var fn: (P) -> (P, P)
    static let empty = Holder(pair: (S(), 0), opt: (nil, nil), fn: { ($0, $0) })
}
