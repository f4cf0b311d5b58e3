import Foundation

/// A row of dots, one per page, the current one highlighted, as UIKit's `UIPageControl`.
///
/// **Pages.** ``numberOfPages`` (default 0) and ``currentPage`` (default 0, pinned to
/// 0 ... ``numberOfPages`` − 1). Setting them in code sends no event. A tap left of the
/// current page's dot goes one page back, right of it one page on, and sends
/// `.valueChanged` when the page changed (not at either end). With
/// ``hidesForSinglePage`` a control with one page (or none) shows nothing and takes no
/// taps.
///
/// **Look.** 7-point dots 16 points apart (centre to centre), centred in the bounds;
/// the current one in ``currentPageIndicatorTintColor``, the others in
/// ``pageIndicatorTintColor``. As UIKit documents, the defaults are for dark
/// backgrounds: opaque white, and white at 30% (set both on a light background).
/// ``size(forNumberOfPages:)`` is 16 × n − 9 points by 37 (the classic iOS metrics);
/// ``intrinsicContentSize`` is that for ``numberOfPages``.
///
/// Differences from UIKit: no custom indicator images, no background style, no
/// scrubbing across the dots (iOS 14's continuous interaction).
@MainActor
open class UIPageControl: UIControl {
    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 37

    /// How many pages (dots) there are; not below 0. Default 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            guard numberOfPages != oldValue else { return }
            _pinCurrentPage()
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    private var _currentPage = 0
    /// The page shown, pinned to 0 ... ``numberOfPages`` − 1. Setting it sends no event.
    /// Default 0.
    open var currentPage: Int {
        get { _currentPage }
        set {
            _currentPage = newValue
            _pinCurrentPage()
            setNeedsDisplay()
        }
    }

    /// Whether a control with a single page shows nothing. Default `false`.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the other pages' dots; `nil` (the default) draws white at 30%.
    open var pageIndicatorTintColor: UIColor? {
        didSet { _noteAppearance(\UIPageControl.pageIndicatorTintColor); setNeedsDisplay() }
    }

    /// The colour of the current page's dot; `nil` (the default) draws white.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { _noteAppearance(\UIPageControl.currentPageIndicatorTintColor); setNeedsDisplay() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configure()
    }

    private func _configure() {
        isOpaque = false
        contentMode = .redraw
    }

    private func _pinCurrentPage() {
        _currentPage = Swift.min(Swift.max(_currentPage, 0), Swift.max(numberOfPages - 1, 0))
    }

    /// Whether the control shows nothing (``hidesForSinglePage`` with one page or none).
    private var _showsNothing: Bool { hidesForSinglePage && numberOfPages <= 1 }

    // MARK: Size

    /// The size the dots of `pageCount` pages need: 16 × n − 9 points wide (0 for no
    /// pages), 37 high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(Swift.max(pageCount, 0))
        return CGSize(width: count > 0 ? Self.dotPitch * count - (Self.dotPitch - Self.dotDiameter) : 0, height: Self.height)
    }

    /// ``size(forNumberOfPages:)`` for ``numberOfPages``, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// ``size(forNumberOfPages:)`` for ``numberOfPages``.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The centre of page `page`'s dot in the bounds.
    func _dotCentre(_ page: Int) -> CGPoint {
        let width = size(forNumberOfPages: numberOfPages).width
        let firstX = bounds.midX - width / 2 + Self.dotDiameter / 2
        return CGPoint(x: firstX + Self.dotPitch * CGFloat(page), y: bounds.midY)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        !_showsNothing && numberOfPages > 0
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        let before = _currentPage
        currentPage = before + (touch.location(in: self).x < _dotCentre(before).x ? -1 : 1)
        if _currentPage != before { sendActions(for: .valueChanged) }
    }

    // MARK: Drawing

    /// The dots (see the type's documentation).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !_showsNothing else { return }
        for page in 0..<numberOfPages {
            let centre = _dotCentre(page)
            let color = page == _currentPage ? (currentPageIndicatorTintColor ?? .white)
                : (pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3))
            context.setFillColor(color.cgColor)
            let r = Self.dotDiameter / 2
            context.fillEllipse(in: CGRect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
        }
    }
}
