import Foundation

/// A view that lays out a list of views in a row or a column with Auto Layout, as
/// UIKit's `UIStackView`.
///
/// The stack view manages the layout of its ``arrangedSubviews`` (a subset of its
/// subviews) by making constraints for them in ``updateConstraints()``: along
/// ``axis`` according to ``distribution`` and ``spacing``, across it according to
/// ``alignment``. Position and size the stack view itself with constraints (or a
/// frame); when nothing fixes its size it takes the size of its content.
///
/// As in UIKit: adding an arranged view makes it a subview and sets its
/// `translatesAutoresizingMaskIntoConstraints` to `false`; ``removeArrangedSubview(_:)``
/// leaves it a subview; removing it from its superview removes it from the list too;
/// a hidden arranged view takes no space, and the spacing next to it goes too. The
/// constraints it makes carry UIKit's identifiers (`UISV-spacing`,
/// `UISV-canvas-connection`, `UISV-alignment`, `UISV-hiding`, …), which show in the
/// "Unable to simultaneously satisfy constraints." log.
///
/// Like UIKit's, it draws nothing but its ``UIView/backgroundColor``, and its layout
/// margins are zero by default (so ``isLayoutMarginsRelativeArrangement`` only matters
/// once you set them).
@MainActor
open class UIStackView: UIView {
    /// The value of ``customSpacing(after:)`` for a view with no custom spacing: the
    /// stack's ``spacing`` applies (UIKit's value, `Float.greatestFiniteMagnitude`).
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// A spacing value meaning "the system spacing" (8 points in ClientKit, the space
    /// UIKit uses between standard views). UIKit's value, `Float.leastNormalMagnitude`.
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lays out, in order; always subviews of the stack.
    public private(set) var arrangedSubviews: [UIView] = []

    /// The axis the arranged views are laid out along. Default `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { _arrangementChanged() } }
    }

    /// The layout along the axis. Default `.fill`.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { _arrangementChanged() } }
    }

    /// The layout across the axis. Default `.fill`.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { _arrangementChanged() } }
    }

    /// The space between neighbouring arranged views (for `.equalSpacing` and
    /// `.equalCentering`, the minimum space). ``spacingUseSystem`` asks for the system
    /// spacing. Default 0.
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { _arrangementChanged() } }
    }

    /// Whether a vertical stack measures the spacing between views from the last
    /// baseline of one to the first baseline of the next (instead of between their
    /// edges). Ignored by horizontal stacks, as in UIKit. Default `false`.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { _arrangementChanged() } }
    }

    /// Whether the arranged views are laid out inside the stack view's layout margins
    /// (its `layoutMarginsGuide`) instead of its bounds. Default `false`.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { _arrangementChanged() } }
    }

    /// Custom spacings after given arranged views (by identity).
    var _customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints (and spacer guides) of the current arrangement.
    var _arrangement = _StackArrangement()

    /// Creates a stack view with a zero frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configureStack()
    }

    /// Creates a stack view managing `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Archives do not exist in ClientKit: this creates an empty stack view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configureStack()
    }

    private func _configureStack() {
        isOpaque = false
        layoutMargins = .zero
        setNeedsUpdateConstraints()
    }

    /// Stack views lay out with constraints (`true`, as in UIKit).
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: Managing arranged views

    /// Appends `view` to ``arrangedSubviews`` and, if it is not one yet, adds it as the
    /// last subview. A view already arranged moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count - (arrangedSubviews.contains { $0 === view } ? 1 : 0))
    }

    /// Inserts `view` into ``arrangedSubviews`` at `stackIndex` (0…count), moving it if
    /// it is arranged already; a view that is not a subview yet is added as the last
    /// subview (the order of subviews that are already there does not change). An index
    /// out of range is a programming error (UIKit raises).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        precondition(view !== self, "UIStackView: a stack view cannot arrange itself")
        arrangedSubviews.removeAll { $0 === view }
        precondition(stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
                     "UIStackView.insertArrangedSubview(_:at:): index \(stackIndex) beyond bounds [0, \(arrangedSubviews.count)]")
        arrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        _arrangementChanged()
    }

    /// Removes `view` from ``arrangedSubviews``; it stays a subview (remove it from its
    /// superview to take it off screen, as UIKit documents). Its custom spacing goes.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        _customSpacings[ObjectIdentifier(view)] = nil
        _arrangementChanged()
    }

    /// Sets the space after `arrangedSubview` (before the next visible arranged view),
    /// overriding ``spacing``; ``spacingUseDefault`` removes the override and
    /// ``spacingUseSystem`` asks for the system spacing. Ignored for a view that is not
    /// arranged; lost when the view leaves ``arrangedSubviews``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let value: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard _customSpacings[key] != value else { return }
        _customSpacings[key] = value
        _arrangementChanged()
    }

    /// The custom spacing after `arrangedSubview`, or ``spacingUseDefault`` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// An arranged view leaving the stack's subviews leaves ``arrangedSubviews`` too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    // MARK: Constraints

    /// Replaces the constraints of the arrangement with ones for the current state,
    /// then calls `super` (as every override must).
    open override func updateConstraints() {
        _updateArrangement()
        super.updateConstraints()
    }

    /// Something the arrangement depends on changed: new constraints before the next layout.
    func _arrangementChanged() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Called when an arranged view is hidden or shown.
    func _arrangedSubviewChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { _arrangementChanged() }
    }

    /// Called when an arranged view's intrinsic size changes: `.fillProportionally`
    /// shares the room anew; otherwise only the view's tie-break hug changes its
    /// constant (in place, without new constraints).
    func _arrangedSubviewIntrinsicSizeChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        if distribution == .fillProportionally {
            _arrangementChanged()
        } else if let tiebreak = _arrangement.tiebreaks[ObjectIdentifier(view)] {
            let natural = _intrinsicLength(of: view)
            if natural >= 0 { tiebreak.constant = natural } else { _arrangementChanged() }
        }
    }
}
