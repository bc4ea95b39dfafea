import Foundation

protocol Assembly {
    func assemble(into container: Registrar)
}

struct CoreAssembly: Assembly {
    func assemble(into container: Registrar) {
        container.register(Logger.self) { _ in ConsoleLogger() }
        container.register(Clock.self) { _ in SystemClock() }
        container.register(Analytics.self) { (r: Resolver) in NoopAnalytics() }
    }
}

final class Assembler {
    let assemblies: [Assembly]
    private(set) var container: ContainerProtocol

    init(_ assemblies: [Assembly], container: ContainerProtocol = Container()) {
        self.assemblies = assemblies
        self.container = container
        for a in assemblies { a.assemble(into: container) }
    }

    func logger() -> Logger? { container.resolve(Logger.self) }
    func clock() -> (any Clock)? { container.resolve((any Clock).self) }
}

extension Assembler {
    static var `default`: Assembler = Assembler([CoreAssembly()])
    static let factories: [() -> Assembly] = [{ CoreAssembly() }]
}
