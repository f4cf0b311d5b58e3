import Foundation

/// How one presented controller is shown: the view that holds it in the window (UIKit's
/// transition view), the style, and the presenting views it removed.
@MainActor
final class _UIPresentation {
    /// The style used (``UIModalPresentationStyle`` resolved, see there).
    let style: Style
    /// Added to the window over everything else; holds the dimming view and the card.
    let containerView: _UIPresentationContainerView
    /// The presenting context's view, removed by a full-screen presentation, and where
    /// it was.
    var removedPresenterView: (view: UIView, superview: UIView, index: Int)?
    /// The window presented in.
    private(set) weak var window: UIWindow?

    /// The styles ClientKit draws.
    enum Style: Equatable {
        /// Fills the window; the presenting views are removed.
        case fullScreen
        /// Fills the window over the presenting views.
        case overFullScreen
        /// A card over the dimmed presenting views.
        case pageSheet, formSheet

        init(_ style: UIModalPresentationStyle) {
            switch style {
            case .fullScreen, .currentContext, .none: self = .fullScreen
            case .overFullScreen, .overCurrentContext, .custom: self = .overFullScreen
            case .pageSheet, .automatic: self = .pageSheet
            case .formSheet, .popover: self = .formSheet
            }
        }

        var removesPresenterView: Bool { self == .fullScreen }
    }

    init(style: Style, window: UIWindow) {
        self.style = style
        self.window = window
        containerView = _UIPresentationContainerView(frame: window.bounds, style: style)
    }

    /// The presented view's frame in the container (the card's bounds for sheets).
    func presentedViewFrame(in bounds: CGRect) -> CGRect {
        let card = _UIPresentationLayout(style: style, bounds: bounds)
        return CGRect(origin: .zero, size: card.contentSize)
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

    init(style: _UIPresentation.Style, bounds: CGRect) {
        switch style {
        case .fullScreen, .overFullScreen:
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
/// a card that clips it to rounded corners.
final class _UIPresentationContainerView: UIView {
    let style: _UIPresentation.Style
    let dimmingView = UIView()
    let cardView = UIView()

    init(frame: CGRect, style: _UIPresentation.Style) {
        self.style = style
        super.init(frame: frame)
        isOpaque = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.backgroundColor = UIColor(white: 0, alpha: _UIPresentationLayout.dimmingAlpha)
        dimmingView.isOpaque = false
        cardView.isOpaque = false
        cardView.clipsToBounds = true
        addSubview(dimmingView)
        addSubview(cardView)
        _applyLayout()
    }

    required init?(coder: NSCoder) {
        style = .fullScreen
        super.init(coder: coder)
    }

    /// Puts the presented view in the card.
    func install(_ presentedView: UIView) {
        presentedView.frame = CGRect(origin: .zero, size: _UIPresentationLayout(style: style, bounds: bounds).contentSize)
        presentedView.autoresizingMask = []
        cardView.addSubview(presentedView)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _applyLayout()
    }

    private func _applyLayout() {
        let layout = _UIPresentationLayout(style: style, bounds: bounds)
        dimmingView.frame = bounds
        dimmingView.isHidden = !layout.dims
        cardView.frame = layout.cardFrame
        cardView.layer.cornerRadius = layout.cornerRadius
        for view in cardView.subviews { view.frame = CGRect(origin: .zero, size: layout.contentSize) }
    }
}
