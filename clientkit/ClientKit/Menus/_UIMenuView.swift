import Foundation

/// A menu shown in a window (see ``UIMenu`` for what it looks like): a transparent view
/// over the whole window, so a touch outside the panel closes the menu without reaching
/// the views under it, holding the panel of rows beside the anchor.
///
/// One menu at a time per window: showing another closes the first. While a menu is
/// shown, the window gives it every key press (arrows, Return, Escape).
final class _UIMenuView: UIView {
    /// What a presenter does when an element is chosen and when the menu closes.
    struct Handlers {
        /// Runs a chosen action (default: its handler with `sender`).
        var perform: (@MainActor (UIAction) -> Void)?
        /// Runs after the menu closed (once), with the action chosen, if any.
        var didDismiss: (@MainActor (UIMenuElement?) -> Void)?
        /// Where chosen commands (`UICommand`) start up the responder chain; `nil`: the
        /// window's first responder.
        weak var commandResponder: UIResponder?
        /// An edit menu: a horizontal bar of titles centred above its anchor (below
        /// when there is no room), as UIKit's edit menu.
        var isEditMenu = false
    }

    /// The menu shown at the top level.
    let menu: UIMenu
    /// The object set as the chosen action's `sender`.
    let sender: Any?
    /// The rectangle (window coordinates) the panel stands beside.
    let anchor: CGRect
    var handlers: Handlers
    /// The panel.
    let panel = UIView()
    /// The rows' container in the panel: it scrolls a menu taller (or an edit menu
    /// wider) than the window, and clips the rows to the panel's rounded corners.
    let content = UIScrollView()
    /// The submenus opened, innermost last.
    private(set) var path: [UIMenu] = []
    private(set) var rowViews: [_UIMenuRowView] = []
    private var separators: [UIView] = []
    /// The deferred elements answered while this menu is shown.
    private var resolved: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var pending: Set<ObjectIdentifier> = []
    /// The row a touch is on, or the arrow keys chose.
    private var highlighted: Int?
    private(set) var isDismissed = false

    static let panelWidth: CGFloat = 250
    static let maxPanelWidth: CGFloat = 320
    static let margin: CGFloat = 8
    static let gap: CGFloat = 6
    static let groupSeparator: CGFloat = 8
    static let cornerRadius: CGFloat = 13
    static let panelColor = UIColor(white: 0.96, alpha: 1)

    init(menu: UIMenu, in window: UIWindow, anchor: CGRect, sender: Any?, dims: Bool, handlers: Handlers) {
        self.menu = menu
        self.sender = sender
        self.anchor = anchor
        self.handlers = handlers
        super.init(frame: window.bounds)
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if dims { backgroundColor = UIColor(white: 0, alpha: 0.1) }
        panel.backgroundColor = Self.panelColor
        panel.layer.cornerRadius = Self.cornerRadius
        panel.layer.shadowOpacity = 0.2
        panel.layer.shadowRadius = 16
        panel.layer.shadowOffset = CGSize(width: 0, height: 4)
        content.layer.cornerRadius = Self.cornerRadius
        content.clipsToBounds = true
        content.showsHorizontalScrollIndicator = false
        content.alwaysBounceVertical = false
        content.isAccessibilityElement = false
        content.contentInsetAdjustmentBehavior = .never
        // A row answers the touch that goes down on it at once (a drag still scrolls).
        content.delaysContentTouches = false
        panel.addSubview(content)
        addSubview(panel)
        rebuild()
    }

    required init?(coder: NSCoder) { fatalError("a menu view is made by its presenter") }

    /// The menu shown in `window`, if any.
    static func shown(in window: UIWindow?) -> _UIMenuView? {
        window?.subviews.last { ($0 as? _UIMenuView)?.isDismissed == false } as? _UIMenuView
    }

    /// Shows `menu` in `window` beside `anchor` (window coordinates), closing a menu
    /// already shown there.
    @discardableResult
    static func present(_ menu: UIMenu, in window: UIWindow, anchor: CGRect, sender: Any?, dims: Bool = false,
                        handlers: Handlers = Handlers()) -> _UIMenuView {
        shown(in: window)?.dismiss()
        let view = _UIMenuView(menu: menu, in: window, anchor: anchor, sender: sender, dims: dims, handlers: handlers)
        window.addSubview(view)
        view.presentingWindow = window
        view.layoutIfNeeded()
        return view
    }

    /// The menu being shown (the innermost submenu opened).
    var currentMenu: UIMenu { path.last ?? menu }

    /// The window the menu is shown in (kept after it closes, for the chosen command).
    private(set) weak var presentingWindow: UIWindow?

    /// Closes the menu; `chosen` is told to the presenter.
    func dismiss(chosen: UIMenuElement? = nil) {
        guard !isDismissed else { return }
        isDismissed = true
        removeFromSuperview()
        handlers.didDismiss?(chosen)
    }

    // MARK: Rows

    private func rebuild() {
        for view in rowViews as [UIView] + separators { view.removeFromSuperview() }
        separators = []
        var rows: [_UIMenuRow] = []
        if let submenu = path.last {
            rows.append(_UIMenuRow(kind: .back(submenu.title)))
        } else if !menu.title.isEmpty {
            rows.append(_UIMenuRow(kind: .header(menu.title)))
        }
        var body = _UIMenuRow.rows(for: currentMenu) { [unowned self] in self.elements(of: $0) }
        if !rows.isEmpty, !body.isEmpty { body[0].startsGroup = true }
        rows += body
        let indents = rows.contains {
            if case .element(let element) = $0.kind { return element._menuState != .off }
            return false
        }
        rowViews = rows.map { _UIMenuRowView(row: $0, indentsForCheckmarks: indents, compact: handlers.isEditMenu) }
        for view in rowViews { content.addSubview(view) }
        highlighted = nil
        setNeedsLayout()
        // Laid out at once: the rows must answer the very next touch.
        if window != nil { layoutIfNeeded() }
    }

    /// A deferred element's elements, asking for them the first time; `nil` while they
    /// have not come.
    private func elements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        let key = ObjectIdentifier(deferred)
        if let elements = resolved[key] { return elements }
        guard !pending.contains(key) else { return nil }
        pending.insert(key)
        var inProgress = true
        deferred._resolve { [weak self] elements in
            guard let self else { return }
            self.resolved[key] = elements
            self.pending.remove(key)
            if !inProgress, !self.isDismissed { self.rebuild() }
        }
        inProgress = false
        return resolved[key]
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for line in separators { line.removeFromSuperview() }
        separators = []
        let available = bounds.insetBy(dx: Self.margin, dy: Self.margin)
        let size = handlers.isEditMenu ? layOutBar(in: available) : layOutColumn(in: available)
        // Below the anchor when it fits, else above it, else wherever it fits best (an
        // edit menu tries above first, centred on the anchor).
        var origin = CGPoint(x: handlers.isEditMenu ? anchor.midX - size.width / 2 : anchor.minX,
                             y: anchor.maxY + Self.gap)
        if handlers.isEditMenu, anchor.minY - Self.gap - size.height >= available.minY {
            origin.y = anchor.minY - Self.gap - size.height
        } else if origin.y + size.height > available.maxY {
            let above = anchor.minY - Self.gap - size.height
            origin.y = above >= available.minY ? above : max(available.minY, available.maxY - size.height)
        }
        origin.x = min(max(origin.x, available.minX), available.maxX - size.width)
        panel.frame = CGRect(x: origin.x.rounded(), y: origin.y.rounded(), width: size.width, height: size.height)
        content.frame = panel.bounds
    }

    private func separator(_ frame: CGRect, group: Bool) {
        let line = UIView(frame: frame)
        line.backgroundColor = group ? UIColor(white: 0, alpha: 0.06) : .separator
        line.isUserInteractionEnabled = false
        content.addSubview(line)
        separators.append(line)
    }

    /// Rows one under another; the panel's size.
    private func layOutColumn(in available: CGRect) -> CGSize {
        let width = min(available.width, max(Self.panelWidth, min(Self.maxPanelWidth, rowViews.map(\.preferredWidth).max() ?? 0)))
        var y: CGFloat = 0
        for (index, view) in rowViews.enumerated() {
            if index > 0 {
                let thickness: CGFloat = view.row.startsGroup ? Self.groupSeparator : 1
                separator(CGRect(x: 0, y: y, width: width, height: thickness), group: view.row.startsGroup)
                y += thickness
            }
            view.frame = CGRect(x: 0, y: y, width: width, height: view.preferredHeight)
            y += view.preferredHeight
        }
        content.contentSize = CGSize(width: width, height: y)
        return CGSize(width: width, height: min(y, available.height))
    }

    /// Rows side by side (an edit menu); the panel's size.
    private func layOutBar(in available: CGRect) -> CGSize {
        var x: CGFloat = 0
        let height = _UIMenuRowView.barHeight
        for (index, view) in rowViews.enumerated() {
            if index > 0 {
                separator(CGRect(x: x, y: 0, width: 1, height: height), group: false)
                x += 1
            }
            let width = view.preferredBarWidth
            view.frame = CGRect(x: x, y: 0, width: width, height: height)
            x += width
        }
        content.contentSize = CGSize(width: x, height: height)
        return CGSize(width: min(x, available.width), height: height)
    }

    // MARK: Choosing

    /// The row under `point` (in this view's coordinates).
    func rowIndex(at point: CGPoint) -> Int? {
        guard panel.bounds.contains(convert(point, to: panel)) else { return nil }
        let local = convert(point, to: content)
        return rowViews.firstIndex { $0.frame.contains(local) }
    }

    private func highlight(_ index: Int?) {
        if let highlighted, highlighted < rowViews.count { rowViews[highlighted].isHighlighted = false }
        highlighted = index.flatMap { rowViews[$0].row.isChoosable ? $0 : nil }
        if let highlighted {
            rowViews[highlighted].isHighlighted = true
            content.scrollRectToVisible(rowViews[highlighted].frame, animated: false)
        }
    }

    /// Chooses the row at `index`: runs an action, opens a submenu or goes back.
    func choose(_ index: Int) {
        guard !isDismissed, index < rowViews.count else { return }
        let row = rowViews[index].row
        guard row.isChoosable else { return }
        switch row.kind {
        case .submenu(let submenu):
            path.append(submenu)
            rebuild()
        case .back:
            path.removeLast()
            rebuild()
        case .element(let element):
            if let parent = row.parent, parent.options.contains(.singleSelection), let action = element as? UIAction {
                // iOS 15: the chosen action of a single-selection menu is the one `.on`.
                for case let sibling as UIAction in parent.children { sibling.state = sibling === action ? .on : .off }
            }
            perform(element)
        case .header, .loading:
            break
        }
    }

    private func perform(_ element: UIMenuElement) {
        let keepsOpen = element._menuAttributes.contains(.keepsMenuPresented)
        if !keepsOpen { dismiss(chosen: element) }
        if let action = element as? UIAction {
            if let perform = handlers.perform { perform(action) } else { action._perform(sender: sender) }
        } else if let command = element as? UIKeyCommand, let window = presentingWindow {
            _ = command._perform(from: window._firstResponder ?? window)
        } else if let command = element as? UICommand,
                  let first = handlers.commandResponder ?? presentingWindow.map({ $0._firstResponder ?? $0 }) {
            command._send(from: first)
        }
        if keepsOpen, !isDismissed { rebuild() }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        if let index = rowIndex(at: point) {
            highlight(index)
        } else if !panel.frame.contains(point) {
            dismiss()
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        highlight(rowIndex(at: touch.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        highlight(nil)
        if let index = rowIndex(at: touch.location(in: self)) { choose(index) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlight(nil)
    }

    /// A touch that showed the menu (on a button, or a long press) moved to `point`
    /// (window coordinates): the row under it is highlighted.
    func trackPresentingTouch(movedTo point: CGPoint) {
        guard !isDismissed else { return }
        highlight(rowIndex(at: convert(point, from: nil)))
    }

    /// The touch that showed the menu lifted at `point`: on a row, that row is chosen
    /// (press, slide and release); elsewhere the menu stays.
    func trackPresentingTouch(endedAt point: CGPoint) {
        guard !isDismissed else { return }
        highlight(nil)
        if let index = rowIndex(at: convert(point, from: nil)) { choose(index) }
    }

    // MARK: Keys

    /// Handles a key press while shown: Escape closes, the arrows move the highlight
    /// (left goes back from a submenu, right opens one), Return or Space chooses. Every
    /// press is taken.
    func handleKey(_ press: UIPress) {
        guard press.phase == .began, let key = press.key else { return }
        switch key.keyCode {
        case .keyboardEscape:
            dismiss()
        case .keyboardDownArrow, .keyboardUpArrow, .keyboardLeftArrow where handlers.isEditMenu,
             .keyboardRightArrow where handlers.isEditMenu:
            let choosable = rowViews.indices.filter { rowViews[$0].row.isChoosable }
            guard !choosable.isEmpty else { return }
            let down = key.keyCode == .keyboardDownArrow || key.keyCode == .keyboardRightArrow
            let next: Int
            if let current = highlighted, let at = choosable.firstIndex(of: current) {
                next = choosable[(at + (down ? 1 : choosable.count - 1)) % choosable.count]
            } else {
                next = down ? choosable[0] : choosable[choosable.count - 1]
            }
            highlight(next)
        case .keyboardLeftArrow:
            if !path.isEmpty { path.removeLast(); rebuild() }
        case .keyboardRightArrow:
            if let highlighted, case .submenu = rowViews[highlighted].row.kind { choose(highlighted) }
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            if let highlighted { choose(highlighted) }
        default:
            break
        }
    }
}
