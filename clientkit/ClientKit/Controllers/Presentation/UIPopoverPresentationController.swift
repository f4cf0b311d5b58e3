import Foundation

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is shown), or no arrow.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of a popover (UIKit's `UIPopoverPresentationController`):
/// a `.popover` presentation, reached through
/// ``UIViewController/popoverPresentationController`` — set its source before presenting.
///
/// **How a popover shows.** ClientKit reports a regular × regular trait collection (an
/// iPad's), and the apps it runs are desktop or kiosk apps in large windows, so a
/// popover shows as a popover, as on an iPad, not adapted to a sheet as on a compact
/// iPhone: a white panel with rounded corners (13 points) and a hairline border, with
/// an arrow (13 points tall) pointing at the source — ``sourceRect`` in ``sourceView``
/// (its bounds when `sourceRect` is empty), or the button of ``barButtonItem``. The
/// panel is the presented controller's `preferredContentSize` (320 × 480 points when
/// that is zero), kept 10 points inside the window. The arrow direction is the first of
/// up (panel below the source), down, left, right that ``permittedArrowDirections``
/// allows and where the panel fits; if none fits, the one with the most room, the
/// panel shrunk to it — unless that leaves less than half its width or height, when the
/// panel covers the source, centred on it, without an arrow. The presenting views are not dimmed; a tap outside the panel
/// (not on one of the ``passthroughViews``) dismisses the popover, asking the delegate
/// first (see ``UIPresentationController``).
///
/// **Adaptation.** When the presentation begins the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` is asked with the presentation's
/// (regular) traits; its default answer is `.none` (stay a popover). Any other style
/// answered is used instead (a sheet, full screen…), and ``arrowDirection`` stays
/// `.unknown`.
///
/// Differs from UIKit: with neither a source view nor a bar button item UIKit raises;
/// ClientKit centres the panel in the window without an arrow. An action sheet
/// (`UIAlertController` with `.actionSheet`) has a popover presentation controller: in a
/// window at least 768 points wide with a source set it is shown as a popover at the
/// source (see `UIAlertController`), otherwise at the bottom of the window, as on a
/// phone (UIKit raises on an iPad when no source is set).
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view containing ``sourceRect``.
    open var sourceView: UIView? {
        didSet { _relayout() }
    }
    /// The rectangle in ``sourceView`` the arrow points at (empty: the view's bounds).
    /// Default `.zero`.
    open var sourceRect: CGRect = .zero {
        didSet { _relayout() }
    }
    /// A bar button item the arrow points at instead of a source view.
    open var barButtonItem: UIBarButtonItem? {
        didSet { _relayout() }
    }
    /// The item the arrow points at (iOS 16): a view (its bounds, or ``sourceRect`` in
    /// it) or a bar button item; it takes the place of ``sourceView`` and
    /// ``barButtonItem``.
    open var sourceItem: UIPopoverPresentationControllerSourceItem? {
        didSet { _relayout() }
    }
    /// The directions the arrow may point. Default `.any`.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any {
        didSet { _relayout() }
    }
    /// The direction the arrow points, once the popover is shown (`.unknown` before).
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views a tap on which goes to them instead of dismissing the popover.
    open var passthroughViews: [UIView]?
    /// The panel's colour (nil: white).
    open var backgroundColor: UIColor? {
        didSet { (containerView as? _UIPresentationContainerView)?.popoverBackground.setNeedsDisplay() }
    }
    /// The margins kept between the panel and the window's edges. Default 10 points.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) {
        didSet { _relayout() }
    }
    /// Whether the panel may cover the source. Stored only (the panel never covers it
    /// unless it has no room elsewhere). Default `false`.
    open var canOverlapSourceViewRect = false

    /// Whether ClientKit shows the popover itself (false for an action sheet or an adapted
    /// presentation, which take another style).
    var _showsAsPopover: Bool { _style == .popover }

    /// A popover in a compact environment becomes full screen (UIKit's default).
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    private func _relayout() {
        guard let container = containerView else { return }
        container.setNeedsLayout()
        container.layoutIfNeeded()
    }

    /// The presented content's size: its `preferredContentSize`, or the default.
    var _preferredContentSize: CGSize {
        let preferred = presentedViewController.preferredContentSize
        return CGSize(width: preferred.width > 0 ? preferred.width : _UIPopoverLayout.defaultContentSize.width,
                      height: preferred.height > 0 ? preferred.height : _UIPopoverLayout.defaultContentSize.height)
    }

    /// The source rectangle in `container`'s coordinates, or nil when there is none.
    func _sourceRect(in container: UIView) -> CGRect? {
        if let view = sourceItem as? UIView, view.window != nil {
            let rect = sourceRect.isEmpty && sourceRect.origin == .zero ? view.bounds : sourceRect
            return view.convert(rect, to: container)
        }
        if let item = (sourceItem as? UIBarButtonItem) ?? barButtonItem, let window = container.window, let view = _UIPopoverLayout.view(of: item, in: window) {
            return view.convert(view.bounds, to: container)
        }
        guard let sourceView, sourceView.window != nil else { return nil }
        let rect = sourceRect.isEmpty && sourceRect.origin == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    override func _layout(style: _UIPresentation.Style, in bounds: CGRect) -> _UIPresentationLayout {
        guard style == .popover else { return super._layout(style: style, in: bounds) }
        let area = bounds.inset(by: popoverLayoutMargins)
        let source = containerView.flatMap { _sourceRect(in: $0) }
        let placed = _UIPopoverLayout.place(size: _preferredContentSize, source: source, in: area,
                                            permitted: permittedArrowDirections)
        arrowDirection = placed.arrow?.direction ?? .unknown
        var layout = _UIPresentationLayout(cardFrame: placed.card, contentSize: placed.card.size,
                                           cornerRadius: _UIPopoverLayout.cornerRadius, dims: false)
        layout.arrow = placed.arrow
        return layout
    }

    override func _passesTouchesThrough(at point: CGPoint, in container: UIView) -> Bool {
        guard _showsAsPopover, let passthroughViews else { return false }
        return passthroughViews.contains { view in
            view.window === container.window && view.bounds.contains(container.convert(point, to: view))
        }
    }

    override func _dismissesOnTapOutside() -> Bool { _showsAsPopover }

    override func _allowsInteractiveDismissal() -> Bool {
        (delegate as? UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerShouldDismissPopover(self) ?? true
    }

    override func _didDismissInteractively() {
        (delegate as? UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(self)
    }

    open override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        _relayout()
    }
}

/// A popover presentation controller's delegate (UIKit's
/// `UIPopoverPresentationControllerDelegate`). Every method is optional.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be presented (set its source here if you have not).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Whether a tap outside may dismiss the popover (deprecated in UIKit: use
    /// `presentationControllerShouldDismiss(_:)`). Default `true`.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (deprecated in UIKit: use
    /// `presentationControllerDidDismiss(_:)`).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
    /// The popover is about to move (never called: ClientKit windows do not rotate).
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationControllerShouldDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(
        _ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                              in view: UnsafeMutablePointer<UIView>) {}
}

/// What a popover can point at (UIKit's `UIPopoverPresentationControllerSourceItem`,
/// iOS 16): views and bar button items.
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// Where a popover's panel and arrow go (pure geometry).
enum _UIPopoverLayout {
    static let defaultContentSize = CGSize(width: 320, height: 480)
    static let arrowHeight: CGFloat = 13
    static let arrowHalfWidth: CGFloat = 13
    static let cornerRadius: CGFloat = 13

    /// The panel's frame and the arrow for content of `size` pointing at `source`, inside
    /// `area`.
    static func place(size: CGSize, source: CGRect?, in area: CGRect, permitted: UIPopoverArrowDirection)
        -> (card: CGRect, arrow: (direction: UIPopoverArrowDirection, tip: CGPoint)?) {
        let fitted = CGSize(width: min(size.width, max(0, area.width)), height: min(size.height, max(0, area.height)))
        guard let source else {
            return (CGRect(x: (area.midX - fitted.width / 2).rounded(), y: (area.midY - fitted.height / 2).rounded(),
                           width: fitted.width, height: fitted.height), nil)
        }
        let allowed = permitted == .unknown || permitted.intersection(.any).isEmpty ? .any : permitted
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right].filter { allowed.contains($0) }
        func room(_ direction: UIPopoverArrowDirection) -> CGSize {
            switch direction {
            case .up: CGSize(width: area.width, height: area.maxY - source.maxY - arrowHeight)
            case .down: CGSize(width: area.width, height: source.minY - arrowHeight - area.minY)
            case .left: CGSize(width: area.maxX - source.maxX - arrowHeight, height: area.height)
            default: CGSize(width: source.minX - arrowHeight - area.minX, height: area.height)
            }
        }
        let direction = order.first { room($0).width >= fitted.width && room($0).height >= fitted.height }
            ?? order.max { a, b in
                let ra = room(a), rb = room(b)
                return max(0, min(ra.width, fitted.width)) * max(0, min(ra.height, fitted.height))
                    < max(0, min(rb.width, fitted.width)) * max(0, min(rb.height, fitted.height))
            }!
        let space = room(direction)
        let width = max(0, min(fitted.width, space.width)), height = max(0, min(fitted.height, space.height))
        if width < fitted.width / 2 || height < fitted.height / 2 {
            // No side has room for half of it: over the source, centred on it, without an arrow.
            func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), max(low, high)) }
            return (CGRect(x: clamp((source.midX - fitted.width / 2).rounded(), area.minX, area.maxX - fitted.width),
                           y: clamp((source.midY - fitted.height / 2).rounded(), area.minY, area.maxY - fitted.height),
                           width: fitted.width, height: fitted.height), nil)
        }
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { min(max(value, low), max(low, high)) }
        let inset = cornerRadius + arrowHalfWidth
        switch direction {
        case .up, .down:
            let x = clamp((source.midX - width / 2).rounded(), area.minX, area.maxX - width)
            let y = direction == .up ? source.maxY + arrowHeight : source.minY - arrowHeight - height
            let card = CGRect(x: x, y: y, width: width, height: height)
            let tipX = clamp(source.midX, card.minX + inset, card.maxX - inset)
            return (card, (direction, CGPoint(x: tipX, y: direction == .up ? source.maxY : source.minY)))
        default:
            let y = clamp((source.midY - height / 2).rounded(), area.minY, area.maxY - height)
            let x = direction == .left ? source.maxX + arrowHeight : source.minX - arrowHeight - width
            let card = CGRect(x: x, y: y, width: width, height: height)
            let tipY = clamp(source.midY, card.minY + inset, card.maxY - inset)
            return (card, (direction, CGPoint(x: direction == .left ? source.maxX : source.minX, y: tipY)))
        }
    }

    /// The view showing `item` in `window` (its custom view, or its bar button).
    @MainActor
    static func view(of item: UIBarButtonItem, in window: UIWindow) -> UIView? {
        if let custom = item.customView, custom.window === window { return custom }
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if let button = view as? _UIBarButton, button.item === item { return button }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }
}

/// Draws a popover's panel and its arrow (behind the card that clips the content).
final class _UIPopoverBackgroundView: UIView {
    private var card: CGRect = .zero
    private var arrow: (direction: UIPopoverArrowDirection, tip: CGPoint)?
    weak var controller: UIPopoverPresentationController?
    /// The panel's colour when no popover controller says (an action sheet's panel).
    var fillColor: UIColor?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("made by a popover") }

    /// The panel is `card` and the arrow `arrow`, both in `container`'s coordinates.
    func update(card: CGRect, arrow: (direction: UIPopoverArrowDirection, tip: CGPoint)?, in container: UIView) {
        self.card = container.convert(card, to: self)
        self.arrow = arrow.map { ($0.direction, container.convert($0.tip, to: self)) }
        controller = (container as? _UIPresentationContainerView)?.controller as? UIPopoverPresentationController
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(roundedRect: card, cornerRadius: _UIPopoverLayout.cornerRadius)
        let fill = controller?.backgroundColor ?? fillColor ?? .white
        fill.setFill()
        path.fill()
        if let arrow {
            let half = _UIPopoverLayout.arrowHalfWidth, tip = arrow.tip
            let triangle = UIBezierPath()
            switch arrow.direction {
            case .up:
                triangle.move(to: CGPoint(x: tip.x - half, y: card.minY + 0.5))
                triangle.addLine(to: tip)
                triangle.addLine(to: CGPoint(x: tip.x + half, y: card.minY + 0.5))
            case .down:
                triangle.move(to: CGPoint(x: tip.x - half, y: card.maxY - 0.5))
                triangle.addLine(to: tip)
                triangle.addLine(to: CGPoint(x: tip.x + half, y: card.maxY - 0.5))
            case .left:
                triangle.move(to: CGPoint(x: card.minX + 0.5, y: tip.y - half))
                triangle.addLine(to: tip)
                triangle.addLine(to: CGPoint(x: card.minX + 0.5, y: tip.y + half))
            default:
                triangle.move(to: CGPoint(x: card.maxX - 0.5, y: tip.y - half))
                triangle.addLine(to: tip)
                triangle.addLine(to: CGPoint(x: card.maxX - 0.5, y: tip.y + half))
            }
            triangle.close()
            triangle.fill()
        }
        UIColor(white: 0, alpha: 0.2).setStroke()
        path.lineWidth = 1
        path.stroke()
    }
}
