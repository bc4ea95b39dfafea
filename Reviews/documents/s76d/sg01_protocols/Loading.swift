struct Names: Repository {
    func all() -> [String] { ["a"] }
}

func load<R: Repository>(_ repo: R) -> Int where R.Model == String { // expect: single_use_generic
    repo.all().count
}

func loadAll<R: Repository>(_ repos: [R]) -> [R.Model] { // ok
    repos.flatMap { $0.all() }
}

func use() {
    print(load(Names()), [1, 2][safe: 1] as Any)
    Canvas().draw(Square())
    var s = IntStore()
    s.insert([1, 2])
}
