/// `unretained_cancellable`: a Combine `sink`/`assign(to:on:)` whose `AnyCancellable` is
/// dropped, which cancels the subscription at once (or at the end of the scope).
public struct UnretainedCancellableRule: Rule {
    public static let metadata = RuleMetadata(
        id: "unretained_cancellable",
        name: "Unretained Cancellable",
        summary: "The AnyCancellable returned by 'sink' or 'assign(to:on:)' must be stored, or the subscription is cancelled at once.",
        rationale: "Combine cancels a subscription when its AnyCancellable is deallocated; a result that is discarded, or kept in a local that goes out of scope, silently ends the subscription.")

    public init(options: RuleOptions) throws(RuleOptionError) {}

    /// Modules that provide Combine's `sink` and `assign(to:on:)`, or re-export them.
    static let combineModules = ["Combine", "OpenCombine", "CombineX", "SwiftUI"]

    /// The bodies that hold a `sink` or `assign`: what the rule reads around a call (its
    /// closures, the locals it is stored in, the function it is returned from) lies in the
    /// bodies that enclose it.
    public var bodyNeeds: BodyNeeds { BodyNeeds(keywords: [.sink, .assign]) }

    /// The positions of `.sink` and `.assign` (the member, after a `.`), in one pass over the
    /// tokens' buffer: a file that holds either word is read whole, and a large one holds
    /// millions of tokens.
    static func memberCalls(in tokens: [Token]) -> [Int] {
        tokens.withUnsafeBufferPointer { tokens in
            var positions: [Int] = []
            var position = 1
            while position < tokens.count {
                let keyword = tokens[position].keyword
                if (keyword == .sink || keyword == .assign) && tokens[position].kind == .identifier
                    && tokens[position - 1].kind == .period {
                    positions.append(position)
                }
                position += 1
            }
            return positions
        }
    }

    public func check(_ context: inout RuleContext) {
        let tree = context.tree
        // The lexer recorded which keywords the file holds: most hold neither word.
        guard tree.stream.keywords.contains(.sink) || tree.stream.keywords.contains(.assign) else { return }
        let tokens = tree.tokens
        var scanner: SubscriptionScanner?
        // Reads receivers' initializers (see ``SubscriptionScanner/receiverTypePath(_:index:reader:)``).
        var reader: ValueExpressionReader?
        // Whether the file sees Combine (or a module built on it), asked only when the project
        // declares a `sink` or `assign` of its own that returns no cancellable of Combine's.
        var seesCombine: Bool?
        for position in Self.memberCalls(in: tokens) {
            let isLookalikeName = context.index.declaresSubscriptionLookalike(named: tree.name(of: position))
            // Without Combine in sight, a call of a name the project also declares returning no
            // cancellable is the project's own method, unless its first label is that of a
            // project overload that returns a cancellable (`sink(receiveValue:)` beside
            // `EventBus.sink(_:)`), or its receiver's type says so (below).
            var needsReceiverEvidence = false
            if isLookalikeName {
                if seesCombine == nil {
                    let modules = context.index.imports(of: tree).modules
                    seesCombine = Self.combineModules.contains { modules.contains($0) }
                }
                needsReceiverEvidence = seesCombine == false && !Self.callsCancellableOverload(at: position, in: tree, index: context.index)
                if needsReceiverEvidence && !context.index.declaresAnyCancellableSubscription(named: tree.name(of: position)) { continue }
            }
            if scanner == nil { scanner = SubscriptionScanner(tree: tree, index: context.index) }
            guard let call = scanner!.combineCall(at: position, index: context.index) else { continue }
            if needsReceiverEvidence {
                // `subject.sink { … }` on a `Subject` whose `sink` comes from
                // `extension Publisher { func sink(receiveValue:) -> AnyCancellable }` (hw60): a
                // receiver of a type of the project that declares only such methods of the name
                // itself, or none and has only such from the protocols and classes it inherits
                // (an unrelated `protocol LogHandler { func sink(_:) }` aside, hw63); when what
                // it inherits declares none, those of all protocols and extensions decide.
                guard let receiver = scanner!.receiverTypePath(call, index: context.index, reader: &reader) else { continue }
                let name = tree.name(of: position)
                let isCancellable: Bool
                if context.index.instanceMethods(of: receiver).contains(name) {
                    isCancellable = context.index.declaresOnlyCancellableSubscriptions(ofPath: receiver, named: name)
                } else {
                    let inherited = context.index.inheritedSubscriptionKinds(ofPath: receiver, named: name)
                    isCancellable = inherited.isEmpty ? context.index.inheritsOnlyCancellableSubscriptions(named: name)
                                                      : inherited.contains(.cancellableSubscription) && !inherited.contains(.subscriptionLookalike)
                }
                guard isCancellable else { continue }
            }
            // With Combine in sight, a receiver declared with a type of the project that has
            // a method of this name is the project's own call (`signal.sink { … }` on a
            // `Signal<Int>` whose `sink` returns nothing; also `model.taps.sink { … }` through
            // stored properties), unless each such method the type declares returns a
            // cancellable (`store.sink { … }` on a `Store` whose `sink` does).
            if isLookalikeName && !needsReceiverEvidence {
                let name = tree.name(of: position)
                func isOwnLookalike(_ path: String) -> Bool {
                    context.index.instanceMethods(of: path).contains(name)
                        && !context.index.declaresOnlyCancellableSubscriptions(ofPath: path, named: name)
                }
                if let receiver = scanner!.receiverTypePath(call, index: context.index, reader: &reader) {
                    if isOwnLookalike(receiver) { continue }
                } else if scanner!.lastMemberTypePaths(call, index: context.index, reader: &reader).contains(where: isOwnLookalike) {
                    // `panel.signal().sink { … }`, `panel.computedClicks.sink { … }`: a member
                    // this file declares with such a type (hw60).
                    continue
                }
            }
            // A publisher that completes while `sink` subscribes loses nothing when its
            // cancellable is dropped.
            if scanner!.isSynchronousChain(call, index: context.index) || scanner!.isSynchronousReceiverChain(call, index: context.index, reader: &reader) { continue }
            let name = tree.name(of: position)
            if let (variable, reference) = scanner!.nonRetainingTarget(call) {
                context.report(at: Int(tokens[position].start),
                               "the AnyCancellable returned by '\(name)' is stored in the \(reference) '\(variable)', which does not keep it, so the subscription is cancelled at once; make '\(variable)' a strong reference")
            } else if !scanner!.isRetained(call) && !scanner!.isCollectedByResultBuilder(call, index: context.index) {
                context.report(at: Int(tokens[position].start),
                               "the AnyCancellable returned by '\(name)' is not retained, so the subscription is cancelled at once; store it (e.g. '.store(in: &cancellables)')")
            } else if let bag = scanner!.unreadLocalBag(call) {
                context.report(at: Int(tokens[position].start),
                               "the AnyCancellable returned by '\(name)' is stored in the local '\(bag)', which is freed at the end of its scope, and the subscription with it; store it in a property")
            }
        }
    }
}

extension UnretainedCancellableRule {
    /// Whether the member call named at `position` (`sink(receiveValue: …)`) passes its first
    /// argument with the label of a `sink` or `assign` overload of the project's that returns a
    /// cancellable of Combine's.
    static func callsCancellableOverload(at position: Int, in tree: SyntaxTree, index: ProjectIndex) -> Bool {
        let tokens = tree.tokens
        let open = position + 1
        guard open + 2 < tokens.count, tokens[open].kind == .leftParen, !tokens[open].hasLeadingTrivia,
              tokens[open + 1].kind.isWord, tokens[open + 2].kind == .colon else { return false }
        return index.declaresCancellableSubscription(named: tree.name(of: position), firstLabel: tree.name(of: open + 1))
    }
}
