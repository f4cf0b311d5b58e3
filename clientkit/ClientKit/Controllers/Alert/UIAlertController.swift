import Foundation

/// A controller that shows an alert or an action sheet (UIKit's `UIAlertController`).
///
/// Present it as any controller (`present(_:animated:completion:)`); it is shown over
/// the presenting views, which stay (no disappearance callbacks), on a background
/// dimmed with black at 20%. An **alert** is a 270-point-wide panel with rounded
/// corners (14 points) centred in the window: the title in bold 17-point, the message
/// in 13-point, text fields, then the buttons separated by hairlines — side by side when
/// there are two (the cancel button on the left), else stacked (the cancel button last).
/// An **action sheet** sits at the bottom of the window, 8 points from its edges: the
/// title and message in gray 13-point, the buttons in 20-point, stacked, and the cancel
/// button in a group of its own below; tapping the dimmed background uses the cancel
/// action. In a window at least 768 points wide (a large screen, as an iPad's) an action
/// sheet whose ``popoverPresentationController`` has a source (`sourceView` or
/// `barButtonItem`) is shown as a popover instead: a 304-point-wide panel with an arrow
/// at the source (placed as `UIPopoverPresentationController` places its panels), over
/// undimmed content, without its cancel button; a tap outside uses the cancel action (or
/// just dismisses when there is none), as on an iPad. Default buttons are drawn in the ``UIView/tintColor`` of the alert's view
/// (the system blue), destructive ones red, cancel ones and the ``preferredAction``
/// semibold, disabled ones gray.
///
/// **Using an action** (a tap, or a key): the alert is dismissed, then the action's
/// handler runs (on the next turn of the main queue, after the alert's
/// `viewDidDisappear`, as UIKit runs it after the dismissal). The alert becomes first
/// responder when it appears (its first text field, if it has any): Return uses the
/// ``preferredAction`` (also from a text field), Escape the cancel action; disabled
/// actions are not used.
///
/// Programmer errors stop with a message, as UIKit raises: a second cancel action, a
/// preferred action that is not one of the actions, a text field in an action sheet.
@MainActor
open class UIAlertController: UIViewController {
    /// The kind of alert (`UIAlertController.Style`).
    public enum Style: Int, Sendable {
        /// A sheet of choices at the bottom of the window.
        case actionSheet = 0
        /// A panel in the middle of the window.
        case alert = 1
    }

    /// The kind, fixed at creation.
    public let preferredStyle: Style
    private var _actions: [UIAlertAction] = []
    private var _textFields: [UITextField] = []
    /// An action was used: the alert is being dismissed (nothing else may be used).
    private var _isDismissingForAction = false

    /// An alert controller with a title, a message and a style.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
    }

    /// Archives do not exist in ClientKit: an alert with no title or message.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// The message under the title.
    open var message: String? {
        didSet { _alertView?.setNeedsContent() }
    }

    open override var title: String? {
        didSet { _alertView?.setNeedsContent() }
    }

    /// The actions, in the order added.
    open var actions: [UIAlertAction] { _actions }

    /// Adds a button for `action`.
    open func addAction(_ action: UIAlertAction) {
        precondition(action.style != .cancel || !_actions.contains { $0.style == .cancel },
                     "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        action._alert = self
        _actions.append(action)
        _actionsChanged()
    }

    /// The action Return uses, drawn semibold (it must be one of ``actions``). Default `nil`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction {
                precondition(_actions.contains { $0 === preferredAction }, "the preferred action must be one of the alert's actions")
            }
            _actionsChanged()
        }
    }

    /// Adds a text field to an alert (not an action sheet) and lets `configurationHandler`
    /// set it up.
    open func addTextField(configurationHandler: (@MainActor (UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "Text fields can only be added to an alert controller of style .alert")
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        field.backgroundColor = .white
        field.addAction(UIAction { [unowned self] _ in self._returnPressed() }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        _textFields.append(field)
        _alertView?.setNeedsContent()
    }

    /// The text fields, in the order added (`nil` when there are none).
    open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

    // MARK: The view

    private var _alertView: _UIAlertView? { viewIfLoaded as? _UIAlertView }

    open override func loadView() {
        view = _UIAlertView(controller: self, frame: _frameForLoading ?? UIScreen.main.bounds)
    }

    /// An alert is shown over the presenting views, whatever style was asked for; an
    /// action sheet has a popover presentation controller (so that
    /// `alert.popoverPresentationController?.sourceView = view` works as on an iPad); the
    /// alert's own view draws it as a popover or at the bottom of the window.
    override func _makePresentationController() -> UIPresentationController {
        let controller = preferredStyle == .actionSheet
            ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil)
        controller._style = .overFullScreen
        controller._requestedStyle = modalPresentationStyle
        return controller
    }

    override var _presentsAsPopover: Bool { preferredStyle == .actionSheet || super._presentsAsPopover }

    func _actionsChanged() {
        _alertView?.setNeedsContent()
    }

    /// The actions in the order their buttons appear (see the type's documentation).
    var _orderedActions: [UIAlertAction] {
        let cancel = _actions.filter { $0.style == .cancel }
        let others = _actions.filter { $0.style != .cancel }
        if preferredStyle == .alert && _actions.count == 2 { return cancel + others }
        return others + cancel
    }

    var _cancelAction: UIAlertAction? { _actions.first { $0.style == .cancel } }

    // MARK: Using actions

    /// Dismisses the alert, then runs `action`'s handler.
    func _perform(_ action: UIAlertAction) {
        guard action.isEnabled, !_isDismissingForAction else { return }
        _isDismissingForAction = true
        let handler = action.handler
        guard presentingViewController != nil else {
            handler?(action)
            _isDismissingForAction = false
            return
        }
        dismiss(animated: true) { [weak self] in
            self?._isDismissingForAction = false
            handler?(action)
        }
    }

    private func _returnPressed() {
        if let preferredAction { _perform(preferredAction) }
    }

    /// The alert takes the keyboard when it appears: its first text field, else itself.
    override func _presentationDidAppear() {
        if let field = _textFields.first, field.becomeFirstResponder() { return }
        becomeFirstResponder()
    }

    /// An alert controller can be first responder (to hear Return and Escape).
    open override var canBecomeFirstResponder: Bool { true }

    /// Return uses the preferred action, Escape the cancel action; other presses travel on.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var others = Set<UIPress>()
        for press in presses {
            guard let key = press.key else { others.insert(press); continue }
            if key.keyCode == .keyboardReturnOrEnter || key.keyCode.rawValue == 88 /* keypad Enter */, let preferredAction {
                _perform(preferredAction)
            } else if key.keyCode == .keyboardEscape, let cancel = _cancelAction {
                _perform(cancel)
            } else {
                others.insert(press)
            }
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }
}
