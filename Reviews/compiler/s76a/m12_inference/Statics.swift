import Foundation

enum Shared {
    static let loader = ImageLoader.make()
    static let loader2 = makeLoader()
    static let loader3: ImageLoader = .make()
    static let loader4 = ImageLoader().clone()
    static let config = ImageLoader().config
    static let plain = makeConfig()
    static let loaderConfig = LoaderConfig()
    static let mode = Mode.fast
    static let namedMode = Mode.named("x")
    static let safeMode = SafeMode.fast
    static let handler = makeHandler()
    static let inline = { (x: Int) in x * 2 }
    static let computed: ImageLoader = {
        let l = ImageLoader()
        l.cache["a"] = Data()
        return l
    }()
    static let inferredClosureValue = {
        return PlainConfig(retries: 5)
    }()
    static let maybeLoader = Bool.random() ? ImageLoader() : nil
    static let loaders = [ImageLoader(), ImageLoader()]
    static let loaderMap = ["a": ImageLoader()]
    static let tuple = (ImageLoader(), 1)
    static let sharedAlias = ImageLoader.shared
}

struct Defaults {
    static let `default` = Defaults()
    static let shared = Self()
    var loader = ImageLoader()
}
