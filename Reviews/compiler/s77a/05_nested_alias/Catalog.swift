enum Catalog {
    static let engines = EngineStore()
    static let pair = engines.pair()
    static let listener = engines.listener()
    static let batch = engines.batch()
    static let token = engines.token()
    static let handle = engines.handle()
    static let phase = engines.phase()
    static let callback = Store<Int>().callback()
    static let fromAlias = EngineStore().batch()
    static let listOf = StoreOf<Engine>()
    static let listOfBatch = StoreOf<Engine>().batch()
    static let listOfStore = listOf.store()
    static let gearBatch: GearBatch = []
    static let gearStore = Store<Gear>()
    static let gearStoreBatch = gearStore.batch()
    static let annotated: EngineStore = Store()
    static let annotatedItems = annotated.items
    static let annotatedStore = annotated.store()
}
