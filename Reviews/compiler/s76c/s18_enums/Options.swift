struct Permissions: OptionSet {
    let rawValue: Int
    static let read = Permissions(rawValue: 1)
    static let write = Permissions(rawValue: 2)
    static let all: Permissions = [.read, .write]
}

struct RefOptions: OptionSet {
    let rawValue: Int
    var ref: Ref? = nil
    init(rawValue: Int) { self.rawValue = rawValue }
    static let a = RefOptions(rawValue: 1)
}

enum Sizes {
    static let small = CGSizeLike(w: 1, h: 1)
    static let table: [Status: CGSizeLike] = [:]
    static let perms = Permissions.all
    static let readOnly: Permissions = .read
}

struct CGSizeLike: Hashable { var w: Double; var h: Double }
