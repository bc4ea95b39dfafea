enum Aliases {
    static let drawSize: DrawSize? = nil
    static let viewDrawable: ViewDrawable? = nil
    static let alias: DrawAlias? = nil
    static let chain: [Chain] = []
    static let metaAlias: DrawAlias.Type? = nil
    static let metaPair: DrawSize.Type? = nil
    static let nestedMeta: Canvas.Layer.Type? = nil
    static let protoMeta = Canvas.Layer.self
    static let aliasProto = DrawAlias.self
}
