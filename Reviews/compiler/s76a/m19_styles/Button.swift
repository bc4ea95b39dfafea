struct Button<S: ButtonStyle> {
    var label: String
    var style: S
    var action: () -> Void
    func render() -> S.Body { style.makeBody(label: label) }
}

extension Button where S == PlainButtonStyle {
    init(_ label: String, action: @escaping () -> Void) {
        self.init(label: label, style: .plain, action: action)
    }
}

func styled<S: ButtonStyle>(_ label: String, style: S) -> some ButtonStyle { style }
func anyStyle(_ flag: Bool) -> any ButtonStyle { flag ? PlainButtonStyle() : BorderedButtonStyle() }
func apply(_ style: some ButtonStyle, to labels: [String]) -> [Any] { labels.map { style.makeBody(label: $0) } }
func applyAll(_ styles: [any ButtonStyle]) -> Int { styles.count }

enum Buttons {
    static let ok = Button("OK") {}
    static let cancel = Button(label: "Cancel", style: .bordered, action: {})
    static let styles: [any ButtonStyle] = [PlainButtonStyle(), BorderedButtonStyle()]
    static let defaultStyle = PlainButtonStyle()
    static let bordered = BorderedButtonStyle.bordered(radius: 4)
    static let themables: [Themable] = []
}
