import Foundation

protocol Serializer {
    func encode<T: Encodable>(_ value: T) throws -> Data
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

struct JSONSerializer: Serializer {
    func encode<T: Encodable>(_ value: T) throws -> Data { try JSONEncoder().encode(value) }
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try JSONDecoder().decode(type, from: data) }
}

final class DiskCache {
    static let `default` = DiskCache(directory: "/tmp/cache")
    static var serializer: Serializer = JSONSerializer()
    static let fileManager = FileManager.default

    let directory: String
    private let serializer: Serializer
    private let ioQueue = DispatchQueue(label: "disk")

    init(directory: String, serializer: Serializer = JSONSerializer()) {
        self.directory = directory
        self.serializer = serializer
    }

    func store<T: Encodable>(_ value: T, for key: String) throws {
        let data = try serializer.encode(value)
        try data.write(to: URL(fileURLWithPath: directory).appendingPathComponent(key))
    }

    func load<T: Decodable>(_ type: T.Type, for key: String) -> Result<T, Error> {
        Result {
            let data = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(key))
            return try serializer.decode(type, from: data)
        }
    }
}

extension DiskCache {
    struct Stats { var hits = 0; var misses = 0 }
    static var stats = Stats()
    static let emptyStats = Stats()
}
