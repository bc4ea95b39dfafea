import Foundation

enum Coders {
    static let json = JSONDecoder()
    static let strategies: [String: DecodingStrategy] = ["json": JSONDecoder()]
    static let fallbackKey: CodingKey = DynamicKey(stringValue: "fallback")
    static let sendableValues: [String: Sendable] = ["a": 1, "b": "two"]
    static let anyValues: [String: Any] = [:]
    static var customDecoders: [String: (Decoder) throws -> Any] = [:]
    static let dateDecoding: (Decoder) throws -> Date = { decoder in
        let c = try decoder.singleValueContainer()
        return Date(timeIntervalSince1970: try c.decode(Double.self))
    }
    static let keyPath = \Payload.id
    static let emptyPayloadKeys: [Payload.CodingKeys] = []
}

let defaultStrategy: DecodingStrategy = JSONDecoder()
let encoderFactory: () -> JSONEncoder = { JSONEncoder() }
let keyDescriptions = [DynamicKey.id].map { $0 as CodingKey }

func decodeAll<T: Decodable>(_ type: T.Type, from blobs: [Data], using strategy: some DecodingStrategy) -> [Result<T, Error>] {
    blobs.map { blob in Result { try strategy.decode(type, from: blob) } }
}

func describe(path: [CodingKey]) -> String {
    path.map { $0.stringValue }.joined(separator: ".")
}

func firstError(in results: [Result<Payload, any Error>]) -> Error? {
    for case .failure(let e) in results { return e }
    return nil
}

extension KeyedDecodingContainer {
    func decodeLossy<T: Decodable>(_ type: T.Type, forKey key: Key, default value: T) -> T {
        (try? decode(type, forKey: key)) ?? value
    }
}

extension Decoder {
    func path() -> [CodingKey] { codingPath }
}
