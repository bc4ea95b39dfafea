import Foundation

enum Coders {
    static let decoder: JSONDecoder = {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        d.dateDecodingStrategy = .iso8601
        return d
    }()
    static let encoder = { () -> JSONEncoder in
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return e
    }()
    static let formatter = {
        let f = DateFormatter()
        f.dateFormat = "yyyy-MM-dd"
        return f
    }()
    static let iso = ISO8601DateFormatter()
    static let types: [any Codable.Type] = [String.self, Int.self]
    static let bareTypes: [Codable.Type] = []
    static var lastError: Error?
    static let errorBox: Result<Int, Error> = .success(1)
}

func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    try Coders.decoder.decode(type, from: data)
}

func encodeAny(_ value: Encodable) throws -> Data {
    try Coders.encoder.encode(value)
}

func describe(_ values: [Any]) -> String {
    values.map { "\($0)" }.joined(separator: ",")
}
