/// Pairs `(`/`)`, `[`/`]`, `{`/`}` one token at a time, with a stack of the brackets still
/// open, so that the pairing can be done while tokens are made (unpacked between the passes,
/// see ``PackedTokens/unpacked(extraCapacity:pairingInto:)``) and go on over tokens appended
/// later (a file's interpolations), instead of in a pass of its own over all of them.
///
/// A closer that does not match the top of the stack is left unmatched when an opener
/// further down matches it (the openers in between are then unbalanced), and ignored
/// otherwise; at most 8 openers down are looked at, so unbalanced input stays linear.
///
/// The stack is memory of its own: call ``deallocate()`` when done.
struct BracketPairing {
    /// Open brackets: token index and kind (raw value), on a stack that grows by doubling.
    private var openIndices: UnsafeMutablePointer<Int32>
    private var openKinds: UnsafeMutablePointer<UInt8>
    private var capacity = 64
    private var height = 0

    /// An empty stack.
    init() {
        openIndices = .allocate(capacity: capacity)
        openKinds = .allocate(capacity: capacity)
    }

    /// A pairing table for `count` tokens, none of them paired yet (-1 each), with room for
    /// `capacity`.
    static func unpairedTable(count: Int, capacity: Int) -> [Int32] {
        [Int32](unsafeUninitializedCapacity: max(count, capacity)) { table, initialized in
            // -1 everywhere: every byte 0xFF, one memset.
            if let base = table.baseAddress {
                UnsafeMutableRawPointer(base).initializeMemory(as: UInt8.self, repeating: 0xFF,
                                                               count: count * MemoryLayout<Int32>.stride)
            }
            initialized = count
        }
    }

    /// Frees the stack.
    func deallocate() {
        openIndices.deallocate()
        openKinds.deallocate()
    }

    /// Takes the token of `kind` at `index`: an opener goes on the stack; a closer is paired
    /// with its opener, both written into `table` (which holds -1 for every unpaired token).
    @inline(__always)
    mutating func add(_ kind: TokenKind, at index: Int, into table: UnsafeMutablePointer<Int32>) {
        // Brackets are six consecutive kinds (openers even, each closer one above its
        // opener): one comparison passes over every other token.
        let bracket = kind.rawValue &- TokenKind.leftParen.rawValue
        guard bracket <= TokenKind.rightSquare.rawValue - TokenKind.leftParen.rawValue else {
            // Each run of tokens (the file's, then each interpolation's appended after it)
            // ends with its own end of file: what is still open there stays unpaired, and
            // never pairs with a closer of the next run.
            if kind == .endOfFile { height = 0 }
            return
        }
        if bracket & 1 == 0 {
            if height == capacity { grow() }
            openIndices[height] = Int32(truncatingIfNeeded: index)
            openKinds[height] = kind.rawValue
            height += 1
        } else {
            let opener = kind.rawValue - 1
            let lowest = max(0, height - 8)
            var depth = height - 1
            while depth >= lowest && openKinds[depth] != opener { depth -= 1 }
            guard depth >= lowest else { return }
            let open = openIndices[depth]
            height = depth
            table[Int(open)] = Int32(truncatingIfNeeded: index)
            table[index] = open
        }
    }

    /// Doubles the stack.
    @inline(never)
    private mutating func grow() {
        let grownIndices = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * capacity)
        let grownKinds = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * capacity)
        grownIndices.moveInitialize(from: openIndices, count: height)
        grownKinds.moveInitialize(from: openKinds, count: height)
        deallocate()
        openIndices = grownIndices
        openKinds = grownKinds
        capacity *= 2
    }

    /// Pairs the tokens of `tokens` from `start` on, after the ones already taken: `table` is
    /// extended with -1 to the tokens' count first.
    mutating func add(_ tokens: [Token], from start: Int, into table: inout [Int32]) {
        guard start < tokens.count else { return }
        table.append(contentsOf: repeatElement(-1, count: tokens.count - table.count))
        tokens.withUnsafeBufferPointer { tokens in
            table.withUnsafeMutableBufferPointer { table in
                guard let table = table.baseAddress else { return }
                for index in start..<tokens.count { add(tokens[index].kind, at: index, into: table) }
            }
        }
    }

    /// Pairs the tokens of `tokens` at `brackets` (indices in order, every bracket token of
    /// one run of tokens that has no end of file before its last), reading no other token.
    mutating func add(_ tokens: [Token], at brackets: [Int32], into table: inout [Int32]) {
        tokens.withUnsafeBufferPointer { tokens in
            table.withUnsafeMutableBufferPointer { table in
                guard let table = table.baseAddress else { return }
                for index in brackets { add(tokens[Int(index)].kind, at: Int(index), into: table) }
            }
        }
    }
}
