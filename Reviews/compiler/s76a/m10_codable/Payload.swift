import Foundation

struct Payload: Decodable {
    var id: Int
    var attributes: [String: AnyCodable]
    var metadata: [String: Sendable] = [:]
    var path: [CodingKey] = []

    enum CodingKeys: String, CodingKey { case id, attributes }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        attributes = try c.decodeIfPresent([String: AnyCodable].self, forKey: .attributes) ?? [:]
        path = decoder.codingPath
    }
}

struct DecodingFailure: Error {
    var path: [any CodingKey]
    var underlying: Error
    static let unknown = DecodingFailure(path: [], underlying: CocoaError(.coderInvalidValue))
}

protocol DecodingStrategy {
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONDecoder: DecodingStrategy {}
