protocol Drawable { func draw() }
protocol Sizable { var size: Int { get } }
class View {}

typealias DrawSize = Drawable & Sizable
typealias ViewDrawable = View & Drawable
typealias DrawAlias = Drawable
typealias Chain = DrawSize & CustomStringConvertible
typealias MaybeDraw = Drawable?
typealias DrawList = [Drawable]

enum Canvas {
    protocol Layer { func render() }
    typealias LayerAlias = Layer
    typealias Pair = Layer & Drawable
    struct Flat: Layer { func render() {} }
    static let layers: [Layer] = []
    static let aliased: [LayerAlias] = []
    static let pairs: [Pair] = []
    static func add(_ l: Self.Layer) {}
}

protocol Renderer {
    typealias Output = Drawable
    associatedtype Target: Drawable
    func render(_ d: Output) -> Target
}

struct Screen {
    typealias Delegate = Drawable
    var delegate: Delegate?
    var layers: [Canvas.Layer] = []
    var pair: Canvas.Pair?
}

func use(_ a: DrawSize, _ b: ViewDrawable, _ c: DrawAlias, _ d: Chain, _ e: MaybeDraw, _ f: DrawList) {}
func meta(_ a: DrawSize.Type, _ b: DrawAlias.Type, _ c: Canvas.Layer.Type) {}
func nestedAlias(_ d: Screen.Delegate, _ l: Canvas.LayerAlias) {}
func generic<R: Renderer>(_ r: R, _ o: R.Output) {}
func anyObj(_ x: AnyObject & Drawable, _ y: Drawable & AnyObject) {}
func local() {
    typealias Local = Drawable & Sizable
    let x: Local? = nil
    let y: [DrawSize] = []
    _ = (x, y)
}
