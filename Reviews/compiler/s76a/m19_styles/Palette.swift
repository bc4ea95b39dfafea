protocol ColorProvider {
    func color(named: String) -> String?
}

struct Palette: ColorProvider {
    var colors: [String: String]
    func color(named: String) -> String? { colors[named] }
    static let standard = Palette(colors: ["red": "#f00"])
}

final class PaletteStore {
    static let shared = PaletteStore()
    var providers: [ColorProvider] = [Palette.standard]
    func color(_ name: String) -> String? { providers.lazy.compactMap { $0.color(named: name) }.first }
}

let defaultProvider: ColorProvider = Palette.standard
let paletteLookup = PaletteStore.shared.color
let providerList = [Palette.standard] as [ColorProvider]
