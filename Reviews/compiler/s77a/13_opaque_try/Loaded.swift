enum Loaded {
    static let loader = Loader<Engine>()
    static var mutableLoader = Loader<Engine>()
    static let optionalLoader: Loader<Engine>? = nil
    static let tried = try? loader.load()
    static let forced = try! loader.loadAll()
    static let triedMaybe = try? loader.maybe()
    static let viewCount = loader.view().underestimatedCount
    static let viewArray = Array(loader.typedView())
    static let viewFirst = loader.typedView().first
    static let erased = loader.erased()
    static let appended = mutableLoader.append(Engine())
    static let reset = mutableLoader.reset()
    static let split = loader.split()
    static let splitHead = loader.split().head
    static let converted = loader.convert { _ in 1 }
    static let convertedTry = try? loader.convert { _ in Engine() }
    static let chainedLoad = try? optionalLoader?.load()
    static let chainedSplit = optionalLoader?.split()
    static let chainedDescribe = optionalLoader?.describe()
    static let tuple = (loader.describe(), try? loader.load())
    static let array = [loader.erased()]
}
