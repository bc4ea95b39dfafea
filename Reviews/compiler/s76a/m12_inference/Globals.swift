import Foundation

let globalLoader = ImageLoader.make()
let globalHandler = makeHandler()
let globalClosure = { print("hi") }
let sendableClosure: @Sendable () -> Void = { print("hi") }
let defaultsInstance = Defaults()
let plainDefault = PlainConfig()
let configs = [PlainConfig(), PlainConfig()]
let lazyLoaders = (0..<3).map { _ in ImageLoader() }
let firstLoader = Shared.loaders.first
let modes: [Mode] = [.fast]
var counter = 0, total = 0
let (left, right) = (ImageLoader(), PlainConfig())
