import Foundation

final class ImageLoader {
    var cache: [String: Data] = [:]
    static func make() -> ImageLoader { ImageLoader() }
    static var shared: ImageLoader { ImageLoader() }
    func clone() -> ImageLoader { ImageLoader() }
    var config: LoaderConfig { LoaderConfig() }
}

struct LoaderConfig {
    var retries = 3
    var onFailure: (() -> Void)?
}

struct PlainConfig {
    var retries = 3
    var name = "plain"
}

enum Mode {
    case fast
    case custom(handler: () -> Void)
    static func named(_ s: String) -> Mode { .fast }
}

enum SafeMode: Sendable {
    case fast, slow
}

func makeLoader() -> ImageLoader { ImageLoader() }
func makeConfig() -> PlainConfig { PlainConfig() }
func makeHandler() -> () -> Void { {} }
