import Foundation

/// A button in a navigation bar (UIKit's `UIBarButtonItem`): a title, an image, a
/// system item or a custom view, that runs its primary action, its target's method, or
/// shows its menu when tapped.
///
/// Target–action takes a Swift method reference instead of a selector, as
/// `UIControl.addTarget` does (no Objective-C runtime): the method may take the item
/// (or `Any`) or nothing, and the target is held weakly:
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
///                                                     action: ListController.addTapped)
/// ```
///
/// When tapped, the item runs its ``primaryAction`` if it has one, else its target's
/// method, else shows its ``menu`` (a panel below the item, see ``UIMenu``); an item
/// with both shows its menu on a long press, as in UIKit. Items are drawn in the bar's tint (the item's
/// ``tintColor`` when set): titles 17-point, semibold for `.done`; disabled items gray.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a titled item is drawn (`UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Deprecated in UIKit; drawn as `.plain`.
        case bordered = 1
        /// Semibold: the item that completes a task.
        case done = 2
    }

    /// UIKit's standard items (`UIBarButtonItem.SystemItem`).
    ///
    /// ClientKit draws `.add` (a plus), `.close` (a cross in a circle) and `.search` (a
    /// magnifier) as images; `.flexibleSpace` and `.fixedSpace` are space; every other
    /// item is drawn as its English title ("Done", "Cancel", "Edit", "Save", "Undo",
    /// "Redo", "Compose", "Reply", "Share", "Organize", "Bookmarks", "Refresh", "Stop",
    /// "Camera", "Trash", "Play", "Pause", "Rewind", "Fast Forward", "Page Curl"), `.done`
    /// and `.save` semibold, as iOS does for those two.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    /// The style. Default `.plain`.
    open var style: Style = .plain {
        didSet { if style != oldValue { _changed() } }
    }
    /// The width of a `.fixedSpace` item, or the minimum width of another item (0: its
    /// natural width). Default 0.
    open var width: CGFloat = 0 {
        didSet { if width != oldValue { _changed() } }
    }
    /// A view shown in place of a button (tapping it is the view's business). Default `nil`.
    open var customView: UIView? {
        didSet { if customView !== oldValue { _changed() } }
    }
    /// The action run when tapped (its title and image are the item's when created with
    /// it). Default `nil`.
    open var primaryAction: UIAction? {
        didSet { _changed() }
    }
    /// The menu shown when tapped when there is no primary action or target, else on a
    /// long press. Default `nil`.
    open var menu: UIMenu? {
        didSet { _applyMenuSelection() }
    }
    /// Whether the item is a pop-up item (iOS 15): one action of its ``menu`` is `.on`
    /// at a time (the first when none is), the item's title is that action's, and
    /// choosing another moves the selection to it before its handler runs. Default `false`.
    open var changesSelectionAsPrimaryAction = false {
        didSet { _applyMenuSelection() }
    }
    /// The tint of the item; `nil` uses the bar's tint. Default `nil`.
    open var tintColor: UIColor? {
        didSet { _noteAppearance(\UIBarButtonItem.tintColor); if tintColor != oldValue { _changed() } }
    }
    /// The object whose method runs when tapped (held weakly); see the type's documentation.
    open private(set) weak var target: AnyObject?
    /// The standard item this is, if it was created as one.
    public let systemItem: SystemItem?

    /// Calls the target's method with the item.
    private var _invoke: (@MainActor (AnyObject, UIBarButtonItem) -> Void)?

    /// An item with no title, image or action.
    public override init() {
        systemItem = nil
        super.init()
    }

    /// Archives do not exist in ClientKit: an item with no title, image or action.
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    private init(_systemItem systemItem: SystemItem?) {
        self.systemItem = systemItem
        super.init()
    }

    // MARK: UIKit's initialisers, with primary actions and menus

    /// An item with a title and/or an image, running `primaryAction` or showing `menu`
    /// when tapped. With a primary action and neither title nor image, the action's
    /// title and image are the item's.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(_systemItem: nil)
        self.title = title ?? ((image == nil && primaryAction?.title.isEmpty == false) ? primaryAction?.title : nil)
        self.image = image ?? (title == nil ? primaryAction?.image : nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A standard item running `primaryAction` or showing `menu` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(_systemItem: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
        _applySystemItem(systemItem)
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init(_systemItem: nil)
        self.customView = customView
    }

    // MARK: Target–action (method references in place of selectors)

    /// A titled item calling `action` on `target` with the item when tapped.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init(title: title, image: nil)
        self.style = style
        _setTarget(target) { target, item in action(target)(item) }
    }

    /// A titled item calling the argument-less `action` on `target` when tapped.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
        self.init(title: title, image: nil)
        self.style = style
        _setTarget(target) { target, _ in action(target)() }
    }

    /// An item with an image calling `action` on `target` with the item when tapped.
    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init(title: nil, image: image)
        self.style = style
        _setTarget(target) { target, item in action(target)(item) }
    }

    /// An item with an image calling the argument-less `action` on `target` when tapped.
    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
        self.init(title: nil, image: image)
        self.style = style
        _setTarget(target) { target, _ in action(target)() }
    }

    /// A standard item calling `action` on `target` with the item when tapped.
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init(systemItem: systemItem, primaryAction: nil, menu: nil)
        _setTarget(target) { target, item in action(target)(item) }
    }

    /// A standard item calling the argument-less `action` on `target` when tapped.
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T,
                                          action: @escaping (T) -> () -> Void) {
        self.init(systemItem: systemItem, primaryAction: nil, menu: nil)
        _setTarget(target) { target, _ in action(target)() }
    }

    /// A titled item calling `action` on `target` with the item as `Any` (an
    /// `@IBAction func f(_ sender: Any)`) when tapped.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping (T) -> (Any) -> Void) {
        self.init(title: title, image: nil)
        self.style = style
        _setTarget(target) { target, item in action(target)(item) }
    }

    /// An item with an image calling `action` on `target` with the item as `Any` when tapped.
    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T, action: @escaping (T) -> (Any) -> Void) {
        self.init(title: nil, image: image)
        self.style = style
        _setTarget(target) { target, item in action(target)(item) }
    }

    /// A standard item calling `action` on `target` with the item as `Any` when tapped.
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T,
                                          action: @escaping (T) -> (Any) -> Void) {
        self.init(systemItem: systemItem, primaryAction: nil, menu: nil)
        _setTarget(target) { target, item in action(target)(item) }
    }

    /// A standard item with no action (spaces, or an action added later).
    public convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init(systemItem: systemItem, primaryAction: nil, menu: nil)
    }

    /// A fixed space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that takes what is left.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// Makes `action` on `target` the item's target–action (replacing any before).
    public func setTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        _setTarget(target) { target, item in action(target)(item) }
    }

    // MARK: Internals

    private func _setTarget<T: AnyObject>(_ target: T, _ invoke: @escaping @MainActor (T, UIBarButtonItem) -> Void) {
        self.target = target
        _invoke = { object, item in
            guard let target = object as? T else { return }
            invoke(target, item)
        }
    }

    private func _applySystemItem(_ item: SystemItem) {
        if let image = _UIBarGlyphs.image(for: item) {
            self.image = image
        } else {
            title = Self._systemTitles[item]
        }
        if item == .done || item == .save { style = .done }
    }

    static let _systemTitles: [SystemItem: String] = [
        .done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save", .undo: "Undo", .redo: "Redo",
        .compose: "Compose", .reply: "Reply", .action: "Share", .organize: "Organize", .bookmarks: "Bookmarks",
        .refresh: "Refresh", .stop: "Stop", .camera: "Camera", .trash: "Trash", .play: "Play", .pause: "Pause",
        .rewind: "Rewind", .fastForward: "Fast Forward", .pageCurl: "Page Curl",
    ]

    /// Shows the edit button item's state: "Done" (semibold) in editing mode, "Edit".
    func _showEditing(_ editing: Bool) {
        title = editing ? Self._systemTitles[.done] : Self._systemTitles[.edit]
        style = editing ? .done : .plain
    }

    /// Whether the item is space rather than a button.
    var _isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The item was tapped in `bar`: its primary action, its target's method, or its menu.
    func _trigger(from view: UIView) {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction._perform(sender: self)
        } else if let invoke = _invoke, let target {
            invoke(target, self)
        } else if let menu {
            _presentMenu(menu, from: view)
        }
    }

    /// Shows `menu` beside `view` (the item's button), as a panel (see ``UIMenu``);
    /// chosen actions run with the item as their sender.
    func _presentMenu(_ menu: UIMenu, from view: UIView) {
        guard let window = view.window else { return }
        var handlers = _UIMenuView.Handlers()
        handlers.perform = { [weak self] action in
            self?._menuSelectionChanged(to: action)
            action._perform(sender: self)
        }
        _UIMenuView.present(menu, in: window, anchor: view.convert(view.bounds, to: nil), sender: self, handlers: handlers)
    }

    /// A pop-up item: makes exactly one action `.on` and shows its title.
    private func _applyMenuSelection() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu._allActions
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        _select(selected, among: actions)
    }

    private func _select(_ selected: UIAction, among actions: [UIAction]) {
        for action in actions { action.state = action === selected ? .on : .off }
        if title != selected.title { title = selected.title }
    }

    private func _menuSelectionChanged(to action: UIAction) {
        guard changesSelectionAsPrimaryAction, let actions = menu?._allActions,
              actions.contains(where: { $0 === action }) else { return }
        _select(action, among: actions)
    }

    /// The item's button was long-pressed: an item with a menu and a primary action or
    /// target shows its menu (UIKit's rule: the menu is then the secondary action).
    func _longPressed(from view: UIView) {
        guard isEnabled, let menu, primaryAction != nil || (_invoke != nil && target != nil) else { return }
        _presentMenu(menu, from: view)
    }
}
