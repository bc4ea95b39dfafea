extension SyntaxTree {
    /// The tokens of the outermost declaration that holds token `token` (a top-level type,
    /// function or variable with everything nested in it), or the whole file when `token` lies
    /// in no declaration (top-level code). Tables that a rule builds to answer questions about
    /// one function in constant time are built for this region, not for the whole file: a
    /// 20 MB file's table would cost more than the questions save.
    func outermostDeclarationTokens(containing token: Int) -> Range<Int> {
        var current: Int? = SyntaxTree.partitionPoint(declarations.count) { declarations[$0].firstToken <= token } - 1
        var outermost: Int?
        while let position = current, position >= 0 {
            if declarations[position].firstToken <= token && token < declarations[position].endToken {
                outermost = position
            }
            current = declarations[position].parent
        }
        guard let outermost else { return 0..<tokens.count }
        return declarations[outermost].firstToken..<max(declarations[outermost].firstToken, declarations[outermost].endToken)
    }
}
