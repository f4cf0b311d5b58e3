import Foundation

/// ClientKit's built-in presentation styles (the geometry of each is `_UIPresentationLayout`).
enum _UIPresentation {
    /// The styles ClientKit draws.
    enum Style: Equatable {
        /// Fills the window; the presenting views are removed.
        case fullScreen
        /// Fills the window over the presenting views.
        case overFullScreen
        /// A card over the dimmed presenting views.
        case pageSheet, formSheet
        /// A panel with an arrow pointing at its source (see `UIPopoverPresentationController`).
        case popover

        init(_ style: UIModalPresentationStyle) {
            switch style {
            case .fullScreen, .currentContext, .none: self = .fullScreen
            case .overFullScreen, .overCurrentContext, .custom: self = .overFullScreen
            case .pageSheet, .automatic: self = .pageSheet
            case .formSheet: self = .formSheet
            case .popover: self = .popover
            }
        }

        var removesPresenterView: Bool { self == .fullScreen }
        /// Whether the presented view sits in a card (a clipping, rounded wrapper).
        var usesCard: Bool { self == .pageSheet || self == .formSheet || self == .popover }
    }
}

/// Where a presentation puts its card in a window's bounds (pure geometry).
struct _UIPresentationLayout: Equatable {
    /// Windows at least this wide are "large screens" (UIKit's regular width on an iPad).
    static let largeScreenWidth: CGFloat = 768
    /// A form sheet's size on a large screen.
    static let formSheetSize = CGSize(width: 540, height: 620)
    /// A page sheet's width on a large screen.
    static let pageSheetWidth: CGFloat = 704
    /// The dimming over the presenting views: black at this opacity.
    static let dimmingAlpha: CGFloat = 0.4
    static let compactTopGap: CGFloat = 10
    static let largeScreenMargin: CGFloat = 20
    static let cornerRadius: CGFloat = 10

    /// The card's frame in the container (for a compact card it reaches below the
    /// bottom edge by the corner radius, so only its top corners are round).
    var cardFrame: CGRect
    /// The size of the presented view (the visible part of the card).
    var contentSize: CGSize
    var cornerRadius: CGFloat
    var dims: Bool
    /// A popover's arrow: its direction and its tip, in the card's coordinates.
    var arrow: (direction: UIPopoverArrowDirection, tip: CGPoint)?

    init(cardFrame: CGRect, contentSize: CGSize, cornerRadius: CGFloat, dims: Bool) {
        self.cardFrame = cardFrame
        self.contentSize = contentSize
        self.cornerRadius = cornerRadius
        self.dims = dims
    }

    static func == (a: Self, b: Self) -> Bool {
        a.cardFrame == b.cardFrame && a.contentSize == b.contentSize && a.cornerRadius == b.cornerRadius
            && a.dims == b.dims && a.arrow?.direction == b.arrow?.direction && a.arrow?.tip == b.arrow?.tip
    }

    init(style: _UIPresentation.Style, bounds: CGRect) {
        switch style {
        case .fullScreen, .overFullScreen, .popover:
            cardFrame = bounds
            contentSize = bounds.size
            cornerRadius = 0
            dims = false
        case .pageSheet, .formSheet:
            dims = true
            cornerRadius = Self.cornerRadius
            let margin = Self.largeScreenMargin
            if bounds.width < Self.largeScreenWidth {
                let top = Swift.min(Self.compactTopGap, bounds.height)
                contentSize = CGSize(width: bounds.width, height: bounds.height - top)
                cardFrame = CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width,
                                   height: contentSize.height + cornerRadius)
            } else if style == .formSheet {
                let width = Swift.min(Self.formSheetSize.width, bounds.width - 2 * margin)
                let height = Swift.max(0, Swift.min(Self.formSheetSize.height, bounds.height - 2 * margin))
                contentSize = CGSize(width: width, height: height)
                cardFrame = CGRect(x: (bounds.midX - width / 2).rounded(), y: (bounds.midY - height / 2).rounded(),
                                   width: width, height: height)
            } else {
                let width = Swift.min(Self.pageSheetWidth, bounds.width - 2 * margin)
                let height = Swift.max(0, bounds.height - margin)
                contentSize = CGSize(width: width, height: height)
                cardFrame = CGRect(x: (bounds.midX - width / 2).rounded(), y: bounds.minY + margin,
                                   width: width, height: height + cornerRadius)
            }
        }
    }
}

/// The view a presentation adds to the window: it covers the window (so touches do not
/// reach the presenting views), dims them for sheets, and holds the presented view in
/// a card that clips it to rounded corners (sheets, popovers) or directly (full-screen
/// styles and custom presentations). It tells its presentation controller around each
/// layout pass (`containerViewWillLayoutSubviews` / `…DidLayoutSubviews`).
final class _UIPresentationContainerView: UIView {
    unowned let controller: UIPresentationController
    let dimmingView = UIView()
    let cardView = UIView()
    /// Draws a popover's panel and arrow behind the card.
    let popoverBackground = _UIPopoverBackgroundView()
    private(set) var layout: _UIPresentationLayout?

    init(frame: CGRect, controller: UIPresentationController) {
        self.controller = controller
        super.init(frame: frame)
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        guard let style = controller._style else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: _UIPresentationLayout.dimmingAlpha)
        dimmingView.isOpaque = false
        cardView.isOpaque = false
        cardView.clipsToBounds = true
        addSubview(dimmingView)
        if style == .popover { addSubview(popoverBackground) }
        if style.usesCard { addSubview(cardView) }
        _applyLayout()
    }

    required init?(coder: NSCoder) { fatalError("a presentation's container is made by its presentation controller") }

    var usesCard: Bool { controller._style?.usesCard ?? false }

    /// Puts the presented controller's view where its style puts it.
    func install(_ presentedView: UIView) {
        presentedView.autoresizingMask = []
        if usesCard {
            presentedView.frame = CGRect(origin: .zero, size: layout?.contentSize ?? cardView.bounds.size)
            cardView.addSubview(presentedView)
        } else {
            presentedView.frame = bounds
            addSubview(presentedView)
        }
    }

    override func layoutSubviews() {
        controller.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        _applyLayout()
        controller.containerViewDidLayoutSubviews()
    }

    func _applyLayout() {
        guard let style = controller._style else { return }
        let layout = controller._layout(style: style, in: bounds)
        self.layout = layout
        dimmingView.frame = bounds
        dimmingView.isHidden = !layout.dims
        if usesCard {
            cardView.frame = layout.cardFrame
            cardView.layer.cornerRadius = layout.cornerRadius
            for view in cardView.subviews where !(view is _UISheetGrabberView) {
                view.frame = CGRect(origin: .zero, size: layout.contentSize)
            }
            (controller as? UISheetPresentationController)?._layoutGrabber(in: cardView)
        } else if let view = controller.presentedViewController.viewIfLoaded, view.superview === self {
            view.frame = layout.cardFrame
        }
        if style == .popover {
            popoverBackground.frame = layout.cardFrame.insetBy(dx: -_UIPopoverLayout.arrowHeight,
                                                               dy: -_UIPopoverLayout.arrowHeight)
            popoverBackground.update(card: layout.cardFrame, arrow: layout.arrow, in: self)
        }
    }

    /// Touches outside the card go through when the presentation says so (an undimmed
    /// sheet, a popover's passthrough views).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard super.point(inside: point, with: event) else { return false }
        if usesCard, cardView.frame.contains(point) { return true }
        return !controller._passesTouchesThrough(at: point, in: self)
    }

    /// A tap outside the card asks the presentation controller to dismiss (popovers,
    /// sheets on large screens).
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, touch.view === self || touch.view === dimmingView,
              controller._dismissesOnTapOutside() else {
            super.touchesEnded(touches, with: event)
            return
        }
        controller._dismissInteractively()
    }
}
