enum Tree {
    static let root = Node<Engine>()
    static let rootValue = root.get()
    static let rootRetained = root.retained()
    static let rootParent = root.parent()
    static let rootClone = root.cloned()
    static let rootRewrap = root.rewrap(Gear())
    static let engineNode = EngineNode()
    static let engineValue = engineNode.get()
    static let engineRetained = engineNode.retained()
    static let engineParent = engineNode.parent()
    static let list = ListNode<Engine>()
    static let listValue = list.get()
    static let listHead = list.head()
    static let listRetained = list.retained()
    static let listClone = list.cloned()
    static let listDescribe = list.describe()
    static let tagged = TaggedNode<Gear>()
    static let taggedDescribe = tagged.describe()
    static let taggedTag = tagged.tag()
    static let taggedValue = tagged.get()
    static let pairs = PairNode<Engine>()
    static let pairValue = pairs.get()
    static let pairIndexed = pairs.get(0)
    static let children = root.children
    static let listChildren = list.children
    static let listStored = list.value
}
