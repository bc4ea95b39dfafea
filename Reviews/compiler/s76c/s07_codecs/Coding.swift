import Foundation

struct Envelope: Codable {
    let kind: String
    let payload: Data

    enum CodingKeys: String, CodingKey {
        case kind, payload
    }

    init(kind: String, payload: Data) {
        self.kind = kind
        self.payload = payload
    }

    init(from decoder: Decoder) throws {
        let c: KeyedDecodingContainer<CodingKeys> = try decoder.container(keyedBy: CodingKeys.self)
        kind = try c.decode(String.self, forKey: .kind)
        payload = try c.decode(Data.self, forKey: .payload)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(payload, forKey: .payload)
    }
}

struct Flexible: Decodable {
    let values: [Int]
    init(from decoder: any Decoder) throws {
        if let single: SingleValueDecodingContainer = try? decoder.singleValueContainer(),
           let v = try? single.decode(Int.self) {
            values = [v]
            return
        }
        var list: UnkeyedDecodingContainer = try decoder.unkeyedContainer()
        var out: [Int] = []
        while !list.isAtEnd { out.append(try list.decode(Int.self)) }
        values = out
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = "\(intValue)"; self.intValue = intValue }
    static let root = AnyKey(stringValue: "root")
}

func path(_ keys: [CodingKey]) -> String {
    keys.map(\.stringValue).joined(separator: ".")
}

func context(_ path: [any CodingKey]) -> DecodingError.Context {
    DecodingError.Context(codingPath: path, debugDescription: "bad")
}
