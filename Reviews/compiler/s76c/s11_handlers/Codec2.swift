import Foundation

protocol BodyCodec {
    func encode(_ value: Encodable) throws -> Data
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

struct JSONCodec: BodyCodec {
    static let shared = JSONCodec()
    static let encoder = JSONEncoder()
    func encode(_ value: Encodable) throws -> Data { try Self.encoder.encode(value) }
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try JSONDecoder().decode(type, from: data)
    }
}

enum Codecs {
    static let byType: [String: BodyCodec] = ["application/json": JSONCodec.shared]
    static let fallback: any BodyCodec = JSONCodec()
    static let encodeFn = JSONCodec.shared.encode
}
