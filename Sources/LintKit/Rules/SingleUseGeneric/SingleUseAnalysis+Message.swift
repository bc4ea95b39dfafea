// MARK: - The suggested signature, for the message

extension SingleUseAnalysis {
    /// The declaration's signature with `edits` applied, comments left out and white space
    /// folded, with no space just inside brackets: for the message. String literals (a
    /// default value `"a   b"`) are kept as written, and a space around `<` or `>` as an
    /// operator (`1 < 2`) stays.
    func signature(applying edits: [TextEdit]) -> String {
        let start = Int(tokens[declaration.keywordToken].start)
        var end = declaration.body.map { Int(tokens[$0.lowerBound].start) } ?? Int(tokens[max(declaration.keywordToken, declaration.endToken - 1)].end)
        if let clause = declaration.whereClause, declaration.body == nil { end = max(end, Int(tokens[clause.upperBound - 1].end)) }
        var bytes = Array(file.bytes[start..<end])
        // Which bytes belong to a string literal, and are kept as they are.
        var literal = [Bool](repeating: false, count: bytes.count)
        var position = declaration.keywordToken
        while position < tokens.count && Int(tokens[position].start) < end {
            let token = tokens[position]
            if token.kind == .stringLiteral {
                for offset in max(start, Int(token.start))..<min(end, Int(token.end)) { literal[offset - start] = true }
            }
            position += 1
        }
        // Comments become white space (a `// note` in a multi-line clause would swallow the
        // rest of the one-line signature); the offsets stay as they were for the edits.
        // Comments are in source order: the first that ends after `start` is found by bisection
        // (a file's every comment once per finding was quadratic on a large file).
        let comments = tree.stream.comments
        var comment = SyntaxTree.partitionPoint(comments.count) { Int(comments[$0].end) <= start }
        while comment < comments.count && Int(comments[comment].start) < end {
            for offset in max(start, Int(comments[comment].start))..<min(end, Int(comments[comment].end)) {
                bytes[offset - start] = UInt8(ascii: " ")
                literal[offset - start] = false
            }
            comment += 1
        }
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where edit.range.lowerBound >= start && edit.range.upperBound <= end {
            let range = (edit.range.lowerBound - start)..<(edit.range.upperBound - start)
            let replacement = Array(edit.replacement.utf8)
            bytes.replaceSubrange(range, with: replacement)
            literal.replaceSubrange(range, with: repeatElement(false, count: replacement.count))
        }
        let (folded, kept) = Self.foldingWhiteSpace(bytes, keeping: literal)
        return String(decoding: Self.tighteningBrackets(folded, keeping: kept), as: UTF8.self)
    }

    /// `bytes` with each run of white space made one space and none at either end; bytes
    /// whose `keeping` flag is set stay as they are. Returns the flags of the result too.
    static func foldingWhiteSpace(_ bytes: [UInt8], keeping: [Bool]) -> ([UInt8], [Bool]) {
        var folded: [UInt8] = []
        var kept: [Bool] = []
        folded.reserveCapacity(bytes.count)
        kept.reserveCapacity(bytes.count)
        let space = UInt8(ascii: " ")
        for (offset, byte) in bytes.enumerated() {
            let isSpace = byte == space || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            if isSpace && !keeping[offset] {
                if let last = folded.last, last != space || kept.last == true {
                    folded.append(space)
                    kept.append(false)
                }
            } else {
                folded.append(byte)
                kept.append(keeping[offset])
            }
        }
        if folded.last == space && kept.last == false {
            folded.removeLast()
            kept.removeLast()
        }
        return (folded, kept)
    }

    /// `bytes` without the space after `(` or before `)`, then (in a second pass, so that `T
    /// > )` is `T>)`) without the space after a `<` that follows a name (`f< T` is `f<T`, `1 <
    /// 2` stays) or before a `>` that no space follows (`T >(` is `T>(`, `3 > 2` stays), and
    /// without a `,` right before `>`; bytes whose `keeping` flag is set (string literals) are
    /// never touched.
    static func tighteningBrackets(_ bytes: [UInt8], keeping: [Bool]) -> [UInt8] {
        var dropped = [Bool](repeating: false, count: bytes.count)
        for offset in bracketSpaceRemovals(bytes, keeping: keeping) { dropped[offset] = true }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for (offset, byte) in bytes.enumerated() where !dropped[offset] { output.append(byte) }
        return output
    }

    /// The offsets of the bytes ``tighteningBrackets(_:keeping:)`` leaves out, ascending.
    static func bracketSpaceRemovals(_ bytes: [UInt8], keeping: [Bool]) -> [Int] {
        let space = UInt8(ascii: " ")
        // Offsets into `bytes` of what is left after each pass.
        func isFree(_ index: Int, _ byte: UInt8, in left: [Int]) -> Bool {
            index >= 0 && index < left.count && bytes[left[index]] == byte && !keeping[left[index]]
        }
        // Pass 1: parentheses.
        let all = Array(bytes.indices)
        var first: [Int] = []
        var removed: [Int] = []
        for index in all.indices {
            if isFree(index, space, in: all) && (isFree(index + 1, UInt8(ascii: ")"), in: all) || isFree(index - 1, UInt8(ascii: "("), in: all)) {
                removed.append(all[index])
            } else {
                first.append(all[index])
            }
        }
        // Pass 2: angle brackets and a trailing comma before `>`.
        for index in first.indices {
            // `<` opens generic arguments only right after a name (`Range<`, not `1 <<` or
            // `0 ..<`), and `>` closes them only when no operator character follows it (`T >)`,
            // not `2 >> 1` or `func >>> (`).
            let afterNamedOpen = isFree(index - 1, UInt8(ascii: "<"), in: first) && index >= 2 && isNameByte(bytes[first[index - 2]])
            let beforeClose = isFree(index + 1, UInt8(ascii: ">"), in: first)
                && !(index + 2 < first.count && (bytes[first[index + 2]] == space || isOperatorByte(bytes[first[index + 2]])))
            if isFree(index, space, in: first) && (afterNamedOpen || beforeClose)
                || isFree(index, UInt8(ascii: ","), in: first) && isFree(index + 1, UInt8(ascii: ">"), in: first) {
                removed.append(first[index])
            }
        }
        return removed.sorted()
    }

    /// Whether `byte` may end a name: an ASCII identifier character, a backtick, or part of a
    /// non-ASCII character.
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte.isASCIIIdentifierContinuation || byte == UInt8(ascii: "`") || byte >= 0x80
    }

    /// Whether `byte` is one of the ASCII characters Swift's operators are made of.
    static func isOperatorByte(_ byte: UInt8) -> Bool {
        byte.isASCIIOperatorCharacter || byte == UInt8(ascii: ".")
    }
}
