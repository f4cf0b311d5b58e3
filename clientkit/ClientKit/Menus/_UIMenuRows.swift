import Foundation

/// One line of a shown menu, flattened from the menu's elements: what it shows and
/// what choosing it does.
@MainActor
struct _UIMenuRow {
    enum Kind {
        /// An action, key command or other leaf element.
        case element(UIMenuElement)
        /// A submenu that opens in the panel.
        case submenu(UIMenu)
        /// Leads back from a submenu to its parent.
        case back(String)
        /// A heading (a menu's title); not choosable.
        case header(String)
        /// A deferred element still waiting for its elements; not choosable.
        case loading
    }

    var kind: Kind
    /// The row opens a new group (an inline submenu begins or ends here).
    var startsGroup = false
    /// The menu listing the element (for `.singleSelection`).
    weak var parent: UIMenu?

    var isChoosable: Bool {
        switch kind {
        case .element(let element): !element._menuAttributes.contains(.disabled)
        case .submenu, .back: true
        case .header, .loading: false
        }
    }

    var title: String {
        switch kind {
        case .element(let element): element.title
        case .submenu(let menu): menu.title
        case .back(let title): title
        case .header(let title): title
        case .loading: "Loading…"
        }
    }

    /// Flattens `menu`'s children into rows: hidden elements left out, inline submenus
    /// listed in place as a group (under their title when they have one), deferred
    /// elements replaced by what `resolve` gives (`nil`: still loading).
    static func rows(for menu: UIMenu, resolve: (UIDeferredMenuElement) -> [UIMenuElement]?) -> [_UIMenuRow] {
        var rows: [_UIMenuRow] = []
        var groupPending = false
        func add(_ row: _UIMenuRow) {
            var row = row
            if groupPending && !rows.isEmpty { row.startsGroup = true }
            groupPending = false
            rows.append(row)
        }
        func walk(_ elements: [UIMenuElement], in parent: UIMenu) {
            for element in elements {
                if element._menuAttributes.contains(.hidden) { continue }
                if let deferred = element as? UIDeferredMenuElement {
                    if let resolved = resolve(deferred) { walk(resolved, in: parent) } else { add(_UIMenuRow(kind: .loading)) }
                } else if let submenu = element as? UIMenu {
                    if submenu.options.contains(.displayInline) {
                        let before = rows.count
                        groupPending = true
                        if !submenu.title.isEmpty { add(_UIMenuRow(kind: .header(submenu.title))) }
                        walk(submenu.children, in: submenu)
                        if rows.count > before { groupPending = true }
                    } else {
                        add(_UIMenuRow(kind: .submenu(submenu)))
                    }
                } else {
                    add(_UIMenuRow(kind: .element(element), parent: parent))
                }
            }
        }
        walk(menu.children, in: menu)
        return rows
    }
}

/// The view of one row in a menu panel: the title (and subtitle), a checkmark on the
/// leading side when the element is `.on`, the image (or a submenu's chevron) on the
/// trailing side. Red for destructive elements, grey for disabled ones and headers.
final class _UIMenuRowView: UIView {
    let row: _UIMenuRow
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let imageView = UIImageView()
    let checkView = UIImageView()
    /// A key command's shortcut ("⇧⌘S"), before the image.
    let shortcutLabel = UILabel()
    /// Whether the row is drawn highlighted (pressed or chosen with the arrow keys).
    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? _UIMenuRowView.highlightColor : nil }
    }

    static let height: CGFloat = 44
    static let subtitledHeight: CGFloat = 58
    static let headerHeight: CGFloat = 32
    static let leading: CGFloat = 16
    static let checkColumn: CGFloat = 28
    static let imageSize: CGFloat = 20
    static let highlightColor = UIColor(white: 0, alpha: 0.1)

    /// A cell of an edit menu's bar: the title alone, centred (the image when there is
    /// no title).
    let isCompact: Bool
    static let barHeight: CGFloat = 36
    static let barPadding: CGFloat = 12

    init(row: _UIMenuRow, indentsForCheckmarks: Bool, compact: Bool = false) {
        self.row = row
        isCompact = compact
        super.init(frame: .zero)
        isOpaque = false
        for view in [titleLabel, subtitleLabel, imageView, checkView, shortcutLabel] as [UIView] {
            view.isUserInteractionEnabled = false
            view.isOpaque = false
            view.isAccessibilityElement = false  // the row is the element
            addSubview(view)
        }
        titleLabel.font = .systemFont(ofSize: 17)
        subtitleLabel.font = .systemFont(ofSize: 13)
        subtitleLabel.textColor = .secondaryLabel
        shortcutLabel.font = .systemFont(ofSize: 15)
        shortcutLabel.textColor = .secondaryLabel
        shortcutLabel.textAlignment = .right
        imageView.contentMode = .scaleAspectFit
        checkView.contentMode = .scaleAspectFit
        titleLabel.text = row.title
        var color = UIColor.label
        var traits: UIAccessibilityTraits = .button
        switch row.kind {
        case .element(let element):
            let attributes = element._menuAttributes
            subtitleLabel.text = element.subtitle
            let on = element._menuState == .on
            let selectedImage = (element as? UIAction)?.selectedImage ?? (element as? UICommand)?.selectedImage
            imageView.image = (on ? selectedImage : nil) ?? element.image
            if element._menuState != .off {
                checkView.image = UIImage(systemName: on ? "checkmark" : "minus")
                traits.insert(.selected)
            }
            if let command = element as? UIKeyCommand { shortcutLabel.text = Self.shortcut(command) }
            if attributes.contains(.destructive) { color = .systemRed }
            if attributes.contains(.disabled) {
                color = .tertiaryLabel
                traits.insert(.notEnabled)
            }
        case .submenu(let menu):
            subtitleLabel.text = menu.subtitle
            imageView.image = menu.image ?? UIImage(systemName: "chevron.right")
        case .back:
            checkView.image = UIImage(systemName: "chevron.left")
        case .header:
            titleLabel.font = .systemFont(ofSize: 13)
            color = .secondaryLabel
            traits = .header
        case .loading:
            color = .secondaryLabel
            traits = .staticText
        }
        titleLabel.textColor = color
        imageView.tintColor = color
        checkView.tintColor = color
        self.indentsForCheckmarks = indentsForCheckmarks || checkView.image != nil
        if compact {
            titleLabel.font = .systemFont(ofSize: 15)
            titleLabel.textAlignment = .center
            subtitleLabel.text = nil
            checkView.image = nil
            if !row.title.isEmpty { imageView.image = nil }
        }
        isAccessibilityElement = true
        accessibilityLabel = {
            if case .element(let element) = row.kind, let label = element.accessibilityLabel { return label }
            return row.title
        }()
        accessibilityTraits = traits
    }

    required init?(coder: NSCoder) { fatalError("a menu row is made by its menu") }

    private var indentsForCheckmarks = false

    /// The row's height for `width`.
    var preferredHeight: CGFloat {
        if case .header = row.kind { return Self.headerHeight }
        return subtitleLabel.text == nil ? Self.height : Self.subtitledHeight
    }

    /// The width the row's content needs.
    var preferredWidth: CGFloat {
        let text = max(titleLabel.intrinsicContentSize.width, subtitleLabel.text == nil ? 0 : subtitleLabel.intrinsicContentSize.width)
        return Self.leading * 2 + (indentsForCheckmarks ? Self.checkColumn : 0) + text
            + (imageView.image == nil ? 0 : Self.imageSize + 12) + shortcutWidth
    }

    /// The room the shortcut takes (with its gap), 0 without one.
    private var shortcutWidth: CGFloat {
        shortcutLabel.text == nil ? 0 : shortcutLabel.intrinsicContentSize.width.rounded(.up) + 12
    }

    /// A key command's shortcut as iPadOS's menus show it: ⌃⌥⇧⌘ then the key.
    static func shortcut(_ command: UIKeyCommand) -> String? {
        guard let input = command.input, !input.isEmpty else { return nil }
        let flags = command.modifierFlags
        var text = ""
        if flags.contains(.control) { text += "⌃" }
        if flags.contains(.alternate) { text += "⌥" }
        if flags.contains(.shift) { text += "⇧" }
        if flags.contains(.command) { text += "⌘" }
        let names: [String: String] = [
            UIKeyCommand.inputUpArrow: "↑", UIKeyCommand.inputDownArrow: "↓", UIKeyCommand.inputLeftArrow: "←",
            UIKeyCommand.inputRightArrow: "→", UIKeyCommand.inputEscape: "⎋", UIKeyCommand.inputDelete: "⌦",
            UIKeyCommand.inputPageUp: "⇞", UIKeyCommand.inputPageDown: "⇟", UIKeyCommand.inputHome: "↖",
            UIKeyCommand.inputEnd: "↘", "\r": "↩", "\t": "⇥", " ": "Space", "\u{8}": "⌫",
        ]
        return text + (names[input] ?? (input.hasPrefix("UIKeyInputF") ? "F" + input.dropFirst(11) : input.uppercased()))
    }

    /// The width of the row as a cell of an edit menu's bar.
    var preferredBarWidth: CGFloat {
        let content = row.title.isEmpty ? Self.imageSize : titleLabel.intrinsicContentSize.width
        return max(44, (content + 2 * Self.barPadding).rounded(.up))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if isCompact {
            titleLabel.frame = bounds
            imageView.frame = CGRect(x: ((bounds.width - Self.imageSize) / 2).rounded(),
                                     y: ((bounds.height - Self.imageSize) / 2).rounded(),
                                     width: Self.imageSize, height: Self.imageSize)
            return
        }
        let leading = Self.leading + (indentsForCheckmarks ? Self.checkColumn : 0)
        let trailing = (imageView.image == nil ? Self.leading : Self.leading + Self.imageSize + 12) + shortcutWidth
        let size = Self.imageSize
        let shortcutRight = bounds.width - (imageView.image == nil ? Self.leading : Self.leading + Self.imageSize + 12)
        shortcutLabel.frame = CGRect(x: shortcutRight - shortcutWidth + 12, y: 0, width: max(0, shortcutWidth - 12),
                                     height: bounds.height)
        checkView.frame = CGRect(x: Self.leading - 2, y: ((bounds.height - 16) / 2).rounded(), width: 16, height: 16)
        imageView.frame = CGRect(x: bounds.width - Self.leading - size, y: ((bounds.height - size) / 2).rounded(),
                                 width: size, height: size)
        let width = max(0, bounds.width - leading - trailing)
        if subtitleLabel.text == nil {
            titleLabel.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
            subtitleLabel.frame = .zero
        } else {
            titleLabel.frame = CGRect(x: leading, y: 8, width: width, height: 22)
            subtitleLabel.frame = CGRect(x: leading, y: 32, width: width, height: 18)
        }
    }
}
