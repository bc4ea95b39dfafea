import Foundation

struct Entry: Expirable, Sendable {
    var value: String
    var expiresAt: Date
}

enum Caches {
    static var images = MemoryCache<String, Data>()
    static let thumbnails = LRUCache<String, Data>(capacity: 100)
    static let entries = MemoryCache<String, Entry>()
    static var anyCache: (any Cache<String, Int>)? = nil
    static let expirables: [Expirable] = []
    static let sendableEntries: [Entry] = []
}

let sharedLRU = LRUCache<Int, String>(capacity: 10)
let defaultCache: any Cache<String, String> = MemoryCache<String, String>()
var scratch: MemoryCache<Int, Int> = .init()

func evict(_ items: [Expirable], now: Date = Date()) -> [Expirable] {
    items.filter { $0.expiresAt > now }
}

func makeCache() -> some Cache<String, Int> { MemoryCache<String, Int>() }
func eraseCache<C: Cache>(_ c: C) -> any Cache<C.Key, C.Value> { c }
