import Foundation

/// The presentation controller of a sheet (UIKit's `UISheetPresentationController`, iOS
/// 15): a `.pageSheet` or `.formSheet` presentation (`.automatic` too), reached through
/// ``UIViewController/sheetPresentationController`` — configure it before presenting.
///
/// The sheet is the card described in `UIModalPresentationStyle`, as tall as its
/// selected detent: the largest detent (`.large()`) is the whole card, `.medium()` half
/// the window's height, a custom detent what its resolver returns (clamped to the
/// large height). In a compact window (narrower than 768 points) and for page sheets on
/// a large screen the card rises from the bottom edge to that height; a form sheet
/// stays centred. With ``prefersGrabberVisible`` a grabber (36 × 5 points, gray) is
/// drawn 5 points below the card's top edge, over the content. When the selected detent
/// is no larger than ``largestUndimmedDetentIdentifier`` the presenting views are not
/// dimmed and touches outside the card reach them.
///
/// **Dragging.** A vertical drag that starts in the top 44 points of the card (where
/// the grabber and a navigation bar are) moves the card with the finger; let go, the
/// sheet rests at the detent nearest to where it was left (the delegate's
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` is told when that
/// changes), or, dragged below half its smallest detent, is dismissed by the user (see
/// ``UIPresentationController``: the delegate may refuse, as `isModalInPresentation`
/// does). On a large screen a tap outside the card dismisses it too, as on an iPad.
///
/// Differs from UIKit: UIKit's sheets can be dragged from anywhere on their content
/// (and hand over to a scroll view at its edge); ClientKit's only from the top 44
/// points, so the content's own drags and scrolling are untouched.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at (UIKit's `UISheetPresentationController.Detent`).
    @MainActor
    public final class Detent {
        /// A detent's name (UIKit's `Detent.Identifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's half-height detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's full-height detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        let resolver: (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the window's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in (context._windowHeight / 2).rounded() }
        }

        /// The whole sheet (its largest height).
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` gives (nil: the detent is not used).
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The height of the detent in `context` (UIKit's `resolvedValue(in:)`).
        public func resolvedValue(in context: UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context).map { Swift.min(Swift.max(0, $0), context.maximumDetentValue) }
        }
    }

    /// The detents the sheet can rest at, smallest first. Default `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet {
            precondition(!detents.isEmpty, "a sheet needs at least one detent")
            _relayout()
        }
    }

    /// The detent the sheet rests at; `nil` (the default) is the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet {
            guard oldValue != selectedDetentIdentifier else { return }
            _relayout()
        }
    }

    /// The largest detent at which the presenting views are neither dimmed nor covered
    /// for touches; `nil` (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { _relayout() }
    }

    /// Whether the grabber is drawn at the top of the sheet. Default `false`.
    open var prefersGrabberVisible = false {
        didSet { _relayout() }
    }

    /// The corner radius of the sheet (nil, the default: 10 points).
    open var preferredCornerRadius: CGFloat? {
        didSet { _relayout() }
    }

    /// Whether scrolling expands the sheet to a larger detent. Stored only (sheets do not
    /// follow scrolling here). Default `true`.
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in a compact height. Stored only. Default `false`.
    open var prefersEdgeAttachedInCompactHeight = false
    /// Whether the sheet follows `preferredContentSize` when edge-attached. Stored only. Default `false`.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// Whether a page sheet shows the presenting view scaled behind it. Stored only. Default `false`.
    open var prefersPageSizing = true
    /// The view the sheet is anchored to when shown as a popover. Stored only.
    open var sourceView: UIView?

    /// Makes the changes in `changes` (to the detents, the selected detent…) and
    /// animates the sheet to its new height.
    open func animateChanges(_ changes: () -> Void) {
        _animatingChanges = true
        changes()
        _animatingChanges = false
        guard let container = containerView else { return }
        UIView.animate(withDuration: 0.35) { container.layoutIfNeeded() }
    }
    private var _animatingChanges = false

    /// Custom detents are resolved again (their resolvers may answer differently now).
    open func invalidateDetents() {
        _relayout()
    }

    /// Lays the container out again (at once, or within ``animateChanges(_:)``).
    private func _relayout() {
        guard let container = containerView else { return }
        container.setNeedsLayout()
        if !_animatingChanges { container.layoutIfNeeded() }
    }

    private let _grabber = _UISheetGrabberView()

    // MARK: Geometry

    /// The resolution context in `bounds` (the window's).
    func _resolutionContext(in bounds: CGRect, style: _UIPresentation.Style) -> UISheetPresentationControllerDetentResolutionContext {
        let full = _UIPresentationLayout(style: style, bounds: bounds)
        return UISheetPresentationControllerDetentResolutionContext(containerTraitCollection: traitCollection,
                                                                    maximumDetentValue: full.contentSize.height,
                                                                    windowHeight: bounds.height)
    }

    /// The detent in use: the selected one, else the smallest.
    func _currentDetent(in context: UISheetPresentationControllerDetentResolutionContext) -> (Detent, CGFloat)? {
        let resolved = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent, $0) } }
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.0.identifier == selected }) {
            return match
        }
        return resolved.min { $0.1 < $1.1 }
    }

    override func _layout(style: _UIPresentation.Style, in bounds: CGRect) -> _UIPresentationLayout {
        var layout = _UIPresentationLayout(style: style, bounds: bounds)
        guard style == .pageSheet || style == .formSheet else { return layout }
        if let radius = preferredCornerRadius { layout.cornerRadius = Swift.max(0, radius) }
        let context = _resolutionContext(in: bounds, style: style)
        guard let (_, height) = _currentDetent(in: context) else { return layout }
        if let undimmed = largestUndimmedDetentIdentifier,
           let limit = detents.first(where: { $0.identifier == undimmed })?.resolvedValue(in: context),
           height <= limit {
            layout.dims = false
        }
        guard height < layout.contentSize.height else { return layout }
        layout.contentSize.height = height
        let centred = style == .formSheet && bounds.width >= _UIPresentationLayout.largeScreenWidth
        if centred {
            layout.cardFrame = CGRect(x: layout.cardFrame.minX, y: (bounds.midY - height / 2).rounded(),
                                      width: layout.cardFrame.width, height: height)
        } else {
            layout.cardFrame = CGRect(x: layout.cardFrame.minX, y: bounds.maxY - height, width: layout.cardFrame.width,
                                      height: height + layout.cornerRadius)
        }
        return layout
    }

    override func _makeContainerView(in window: UIWindow) -> UIView {
        let container = super._makeContainerView(in: window)
        if let container = container as? _UIPresentationContainerView { _installDrag(on: container.cardView) }
        return container
    }

    override func _passesTouchesThrough(at point: CGPoint, in container: UIView) -> Bool {
        guard let container = container as? _UIPresentationContainerView else { return false }
        return container.layout.map { !$0.dims } ?? false
    }

    override func _dismissesOnTapOutside() -> Bool {
        (window?.bounds.width ?? 0) >= _UIPresentationLayout.largeScreenWidth
    }

    /// Places the grabber in the card (over the content) when it is wanted.
    func _layoutGrabber(in card: UIView) {
        guard prefersGrabberVisible else {
            _grabber.removeFromSuperview()
            return
        }
        if _grabber.superview !== card { card.addSubview(_grabber) } else { card.bringSubviewToFront(_grabber) }
        _grabber.frame = CGRect(x: ((card.bounds.width - _UISheetGrabberView.size.width) / 2).rounded(),
                                y: _UISheetGrabberView.topInset, width: _UISheetGrabberView.size.width,
                                height: _UISheetGrabberView.size.height)
    }

    /// The grabber view while shown (for tests).
    var _grabberView: UIView? { _grabber.superview == nil ? nil : _grabber }
}

/// What a custom detent's resolver is given (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
@MainActor
public final class UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    public let containerTraitCollection: UITraitCollection
    /// The largest height a detent can have (the `.large()` height).
    public let maximumDetentValue: CGFloat
    let _windowHeight: CGFloat

    init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat, windowHeight: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
        _windowHeight = windowHeight
    }
}

/// A sheet presentation controller's delegate (UIKit's
/// `UISheetPresentationControllerDelegate`): an adaptive presentation delegate that also
/// hears when the user changes the detent (never, in ClientKit: detents change in code).
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController) {}
}

/// The grabber of a sheet: a gray capsule.
final class _UISheetGrabberView: UIView {
    static let size = CGSize(width: 36, height: 5)
    static let topInset: CGFloat = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.5, alpha: 0.5)
        layer.cornerRadius = Self.size.height / 2
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("made by a sheet") }
}
