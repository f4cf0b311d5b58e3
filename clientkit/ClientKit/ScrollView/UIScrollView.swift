import Foundation

/// A view whose content is larger than itself and moves under the finger, as UIKit's
/// `UIScrollView`.
///
/// The content is the subviews, laid out in content coordinates; ``contentOffset`` is
/// the ``bounds`` origin, so scrolling moves every subview at once without touching
/// their frames. Each offset change calls `scrollViewDidScroll(_:)` and
/// `setNeedsLayout()`, so a subclass can tile its content in `layoutSubviews()`.
///
/// A drag (``panGestureRecognizer``) moves the content 1:1, rubber-banding past the
/// edges when ``bounces``. On release the content keeps the finger's velocity and
/// decelerates by ``decelerationRate`` per millisecond, then springs back if it is past
/// an edge; a touch during deceleration stops it. Motion runs on a `CADisplayLink`
/// that exists only while something moves: an idle scroll view costs nothing.
///
/// ``adjustedContentInset`` adds the safe area to ``contentInset`` as
/// ``contentInsetAdjustmentBehavior`` says (so a list under a navigation bar starts below
/// it); see `UIScrollView+InsetAdjustment`.
///
/// ``isPagingEnabled`` makes drags end on whole pages (`UIScrollView+Paging`); the
/// delegate's `viewForZooming(in:)` view zooms by pinching or from code
/// (`UIScrollView+Zooming`).
///
/// A ``refreshControl`` (`UIRefreshControl`) above the content starts a refresh when
/// the content is pulled down past its trigger.
///
/// Scroll indicators appear while the content moves by a drag, deceleration or
/// animation (or ``flashScrollIndicators()``) and fade half a second after it rests;
/// they are subviews, as in UIKit, added when first shown.
@MainActor
open class UIScrollView: UIView {
    /// How quickly motion slows after a drag: the factor applied to the velocity per
    /// millisecond (`UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    // MARK: Content

    /// The size of the content, in points. Default zero.
    open var contentSize: CGSize = .zero {
        // With .scrollableAxes (and .automatic's horizontal edges), whether an axis
        // scrolls decides whether the safe area is added: a new size may change
        // adjustedContentInset, which is then reported.
        didSet { if contentSize != oldValue { _adjustedContentInsetMayHaveChanged(keepingRestingOffset: false) } }
    }

    /// The point of the content shown at the top-left corner: the ``bounds`` origin.
    /// Setting it moves the content at once (no bounds check); see
    /// ``setContentOffset(_:animated:)``.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Extra scrollable space around the content, in points. Default zero.
    open var contentInset: UIEdgeInsets = .zero {
        // As in UIKit, setting it does not move the content.
        didSet { if contentInset != oldValue { _adjustedContentInsetMayHaveChanged(keepingRestingOffset: false) } }
    }

    /// How the safe area adds to ``contentInset`` in ``adjustedContentInset``.
    /// Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { _adjustedContentInsetMayHaveChanged() } }
    }

    /// The pull-to-refresh control above the content (`UIRefreshControl`), or `nil`.
    /// Setting it makes it a subview (behind the content); while it refreshes it adds its
    /// height to ``adjustedContentInset``'s top.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue {
                oldValue._scrollView = nil
                if oldValue.superview === self { oldValue.removeFromSuperview() }
            }
            if let refreshControl {
                refreshControl._scrollView = self
                insertSubview(refreshControl, at: 0)
            }
            _adjustedContentInsetMayHaveChanged(keepingRestingOffset: false)
            setNeedsLayout()
        }
    }

    /// The insets scrolling uses: ``contentInset`` plus the parts of the safe area
    /// ``contentInsetAdjustmentBehavior`` selects (and a refreshing ``refreshControl``'s
    /// height at the top).
    open var adjustedContentInset: UIEdgeInsets { _adjustedContentInset() }

    /// ``adjustedContentInset`` changed. Default: nothing.
    open func adjustedContentInsetDidChange() {}

    /// The value ``adjustedContentInsetDidChange()`` was last reported for.
    var _lastAdjustedContentInset = UIEdgeInsets.zero

    /// The safe area changed: so may the adjusted insets.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        _adjustedContentInsetMayHaveChanged()
    }

    // MARK: Behaviour

    /// Whether dragging scrolls (enables ``panGestureRecognizer``). Default `true`.
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }

    /// Whether the content can be pulled past its edges (with resistance) and springs
    /// back. Default `true`.
    open var bounces = true

    /// How dragging the content dismisses the keyboard (`UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    /// Whether a drag ends editing: `.onDrag` (and `.onDragWithAccessory`) make the
    /// window's first responder resign when a drag begins, as the keyboard is dismissed on
    /// iOS. The interactive modes follow the on-screen keyboard, which Linux does not
    /// have: they do nothing. Default `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a tap on the status bar scrolls to the top (kept: Linux has no status bar).
    /// Default `true`.
    open var scrollsToTop = true
    /// The colour scheme of the scroll indicators (`UIScrollView.IndicatorStyle`).
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }
    /// The indicators' style (kept: ClientKit draws no scroll indicators). Default `.default`.
    open var indicatorStyle: IndicatorStyle = .default
    /// Whether vertical drags bounce even when the content is not taller than the view.
    /// Default `false`.
    open var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { _adjustedContentInsetMayHaveChanged(keepingRestingOffset: false) } }
    }
    /// Whether horizontal drags bounce even when the content is not wider than the view.
    /// Default `false`.
    open var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { _adjustedContentInsetMayHaveChanged(keepingRestingOffset: false) } }
    }
    /// Whether a drag that starts mostly along one axis scrolls only along it.
    /// Default `false`.
    open var isDirectionalLockEnabled = false
    /// How quickly motion slows after a drag. Default `.normal`.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a drag ends on a multiple of the bounds size (a page), at most one page
    /// from where it began; see `UIScrollView+Paging`. Default `false`.
    open var isPagingEnabled = false
    /// Whether a touch reaches the content (`touchesBegan` of the view under it) only
    /// after a 0.15 s pause without scrolling, or when it ends without scrolling; a
    /// drag that begins sooner never shows the content the touch. Default `true`.
    open var delaysContentTouches = true
    /// Whether a drag may begin after the content got the touch (its view then gets
    /// `touchesCancelled`, when ``touchesShouldCancel(in:)`` agrees). When `false`, a
    /// touch the content is tracking never scrolls. Default `true`.
    open var canCancelContentTouches = true
    /// Accepted for UIKit compatibility; ClientKit draws no scroll indicators. Default `true`.
    open var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { _verticalIndicator?.alpha = 0 } }
    }
    /// Accepted for UIKit compatibility; ClientKit draws no scroll indicators. Default `true`.
    open var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { _horizontalIndicator?.alpha = 0 } }
    }
    /// Where the vertical scroll indicator runs, inset from the view's edges. Default zero.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Where the horizontal scroll indicator runs, inset from the view's edges. Default zero.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (deprecated in UIKit): reads the vertical one's, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators also keep out of the safe area (as the content insets
    /// do). Default `true`.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The scroll indicators, once first shown (see `UIScrollView+Indicators`).
    var _verticalIndicator: _UIScrollViewScrollIndicator?
    var _horizontalIndicator: _UIScrollViewScrollIndicator?
    var _indicatorFadeTimer: Timer?
    /// When the indicators were last shown (a scroll frame), for their fade.
    var _indicatorsShownAt: CFTimeInterval = 0

    /// The delegate (held weakly).
    /// The navigation controller whose bar follows this scroll view (large titles and the
    /// scroll-edge appearance); set by it while this is its top controller's content.
    weak var _barScrollObserver: UINavigationController?

    open weak var delegate: UIScrollViewDelegate? {
        didSet { if delegate !== oldValue { _updatePinchGestureRecognizer() } }
    }

    /// The recognizer that drags the content. Attached to the scroll view; do not
    /// change its delegate.
    public let panGestureRecognizer: UIPanGestureRecognizer

    // MARK: Zooming (see UIScrollView+Zooming)

    /// The smallest ``zoomScale``. Default 1.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { if minimumZoomScale != oldValue { _updatePinchGestureRecognizer() } }
    }
    /// The largest ``zoomScale``; zooming needs it above ``minimumZoomScale``. Default 1.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { if maximumZoomScale != oldValue { _updatePinchGestureRecognizer() } }
    }
    /// The scale of the delegate's `viewForZooming(in:)`, within the limits (setting it
    /// is ``setZoomScale(_:animated:)`` without animation). Stays 1 without a view to zoom.
    open var zoomScale: CGFloat {
        get { _zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch may go past the zoom limits (with resistance) and the scale
    /// springs back when it ends. Default `true`.
    open var bouncesZoom = true
    /// Whether the user is pinching the content.
    public internal(set) var isZooming = false
    /// Whether the scale is springing back to a limit after a pinch went past it.
    public internal(set) var isZoomBouncing = false
    /// The recognizer that zooms: it exists (attached to the scroll view) while zooming
    /// is possible, when ``maximumZoomScale`` is above ``minimumZoomScale`` and the
    /// delegate gives a view for zooming; `nil` otherwise. UIKit creates it when the
    /// delegate implements `viewForZooming(in:)`; a Swift protocol's default cannot be
    /// told from an implementation, so ClientKit asks for the view when the delegate or
    /// the limits change, and at layout while there is none.
    public internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

    /// Scales the view for zooming to `scale` (clamped to the limits) about the centre
    /// of the visible area: at once (`scrollViewDidZoom(_:)`), or animated over 0.3 s on
    /// the display link between `scrollViewWillBeginZooming(_:with:)` and
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        _setZoomScale(scale, animated: animated)
    }

    /// Zooms so that `rect` (in the coordinates of the view for zooming) fills the
    /// bounds, as large as it fits and centred (the scale within the limits, the offset
    /// within the content), at once or animated as ``setZoomScale(_:animated:)``.
    open func zoom(to rect: CGRect, animated: Bool) {
        _zoom(to: rect, animated: animated)
    }

    // MARK: State

    /// Whether a finger is on the scroll view (it may not have moved yet).
    public internal(set) var isTracking = false
    /// Whether the user is dragging the content.
    public internal(set) var isDragging = false
    /// Whether the content is moving on after a drag (momentum or bouncing back).
    public internal(set) var isDecelerating = false

    // MARK: Internal motion state (see UIScrollView+Dragging, UIScrollView+Motion)

    /// The offset the drag started from, undoing any rubber band.
    var _dragOrigin = CGPoint.zero
    /// The axis a directional lock chose: `true` horizontal, `false` vertical.
    var _lockedHorizontal: Bool?
    var _displayLink: CADisplayLink?
    var _lastFrameTime: CFTimeInterval?
    /// Deceleration in progress: the precise position and velocity of each axis, and the
    /// deceleration rate it runs at (``decelerationRate``, or paging's).
    var _deceleration: (x: _ScrollPhysics.Axis, y: _ScrollPhysics.Axis, rate: CGFloat)?
    /// An animated `setContentOffset`: from, to, start time, duration.
    var _animation: (from: CGPoint, to: CGPoint, start: CFTimeInterval?, duration: CFTimeInterval)?
    var _zoomScale: CGFloat = 1
    /// An animated zoom or a bounce back to a zoom limit.
    var _zoomAnimation: _ZoomAnimation?
    /// The pinch in progress: the point of the zoomed view under the fingers' centre when
    /// the second finger touched, and the scale when the pinch began.
    var _pinchAnchor: (point: CGPoint, scale: CGFloat)?

    // MARK: Creating scroll views

    /// A scroll view with the given frame; it clips its content (`clipsToBounds`).
    public override init(frame: CGRect) {
        let pan = _UIScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(frame: frame)
        _setUp(pan)
    }

    /// Archives do not exist in ClientKit: a scroll view with a zero frame.
    public required init?(coder: NSCoder) {
        let pan = _UIScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        super.init(coder: coder)
        _setUp(pan)
    }

    private func _setUp(_ pan: _UIScrollViewPanGestureRecognizer) {
        clipsToBounds = true
        pan.scrollView = self
        pan.addTarget(self, action: UIScrollView._handlePan)
        addGestureRecognizer(pan)
    }

    // MARK: Geometry

    /// Moving the bounds origin scrolls: the delegate hears `scrollViewDidScroll(_:)`
    /// and the view needs layout (for tiling subclasses).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if newValue.origin != oldOrigin {
                setNeedsLayout()
                if let refreshControl {
                    refreshControl._pulled(by: -newValue.origin.y - adjustedContentInset.top, dragging: isDragging)
                }
                // A user's scroll (or an animated one) shows the indicators; setting the
                // offset from code does not, as in UIKit.
                if isDragging || isDecelerating || _isMoving || isZooming {
                    _showScrollIndicators()
                } else if _verticalIndicator != nil || _horizontalIndicator != nil {
                    _layoutScrollIndicators()
                }
                delegate?.scrollViewDidScroll(self)
                _barScrollObserver?._contentScrollViewDidScroll(self)
            }
        }
    }

    /// Keeps the scroll indicators above content added after them (cells, tiles).
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !(subview is _UIScrollViewScrollIndicator) else { return }
        for indicator in [_verticalIndicator, _horizontalIndicator].compactMap({ $0 }) { bringSubviewToFront(indicator) }
    }

    /// Zooming becomes possible once the delegate has a view for zooming, which may be
    /// added after the delegate and the zoom limits are set.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if _verticalIndicator != nil || _horizontalIndicator != nil { _layoutScrollIndicators() }
        if let refreshControl, refreshControl.superview === self {
            // Just above the content, as wide as the view.
            refreshControl.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
        }
        if pinchGestureRecognizer == nil && maximumZoomScale > minimumZoomScale { _updatePinchGestureRecognizer() }
    }

    // MARK: Scrolling from code

    /// Scrolls to `contentOffset`: at once (stopping any deceleration or animation), or
    /// animated over 0.3 s on the display link, ending with
    /// `scrollViewDidEndScrollingAnimation(_:)`. The offset is not checked against the
    /// content bounds, as in UIKit.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        _stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        _animation = (self.contentOffset, contentOffset, nil, 0.3)
        _startDisplayLink()
    }

    /// Scrolls the least needed to show `rect` (content coordinates), within the
    /// content's bounds.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let size = bounds.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        let x = _offsetRange(horizontal: true), y = _offsetRange(horizontal: false)
        offset.x = min(max(offset.x, x.lowerBound), x.upperBound)
        offset.y = min(max(offset.y, y.lowerBound), y.upperBound)
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// Shows the indicators of the axes that scroll (those the `shows…ScrollIndicator`
    /// properties allow) for a short while, as after a scroll: call it when the view
    /// appears, to tell the user there is more.
    open func flashScrollIndicators() {
        _showScrollIndicators()
    }

    /// Asked when a drag is about to begin on a touch the content view `view` already
    /// got; `false` keeps the touch for the view and the scroll view does not scroll.
    /// Default: `true` unless `view` is a `UIControl` (as UIKit; override to scroll from
    /// buttons too).
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    // MARK: Limits

    /// The valid offsets along one axis: from −inset to content size + inset − view size
    /// (for ``contentSize``, or the given size).
    func _offsetRange(horizontal: Bool, contentSize: CGSize? = nil) -> ClosedRange<CGFloat> {
        let inset = adjustedContentInset
        let contentSize = contentSize ?? self.contentSize
        if horizontal {
            let low = -inset.left
            return low...max(low, contentSize.width + inset.right - bounds.width)
        }
        let low = -inset.top
        return low...max(low, contentSize.height + inset.bottom - bounds.height)
    }

    /// Whether dragging moves the content along one axis.
    func _canScroll(horizontal: Bool) -> Bool {
        let range = _offsetRange(horizontal: horizontal)
        if range.upperBound > range.lowerBound { return true }
        return bounces && (horizontal ? alwaysBounceHorizontal : alwaysBounceVertical)
    }
}
