import Foundation

/// A spinner showing that a task is under way, as UIKit's `UIActivityIndicatorView`.
///
/// It spins between ``startAnimating()`` and ``stopAnimating()``. With
/// ``hidesWhenStopped`` (the default) it is hidden whenever it is not animating — also
/// right after it is made. The spinning is driven by a `CADisplayLink` that exists only
/// while the indicator animates in a window, so a stopped (or window-less) indicator
/// causes no wake-ups at all.
///
/// **Look.** Eight spokes around the centre, each fading from the leading one (full
/// ``color``) to 30%; the leading spoke moves one position every eighth of a second (a
/// turn a second). `.medium` is 20 × 20 points, `.large` 37 × 37 (``intrinsicContentSize``
/// and ``sizeThatFits(_:)``; `init(style:)` sizes the view). The default colour is the
/// system gray for `.medium`, `.large` and `.gray`, white for `.white` and `.whiteLarge`.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The looks of an activity indicator (`UIActivityIndicatorView.Style`, same raw values).
    public enum Style: Int, Sendable {
        /// The standard size, 20 × 20 points.
        case medium = 100
        /// The large size, 37 × 37 points.
        case large = 101
        /// Large and white (deprecated in UIKit: use `.large` and ``color``).
        case whiteLarge = 0
        /// White, 20 × 20 points (deprecated in UIKit: use `.medium`).
        case white = 1
        /// Gray, 20 × 20 points (deprecated in UIKit: use `.medium`).
        case gray = 2

        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
        var defaultColor: UIColor { self == .white || self == .whiteLarge ? .white : .systemGray }
    }

    static let spokes = 8
    /// Spoke steps per second.
    static let stepsPerSecond = 8.0

    /// The look; changing it changes the intrinsic size. Default `.medium`.
    open var style: Style = .medium {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    private var _color: UIColor?
    /// The spokes' colour; setting `nil` restores the style's colour.
    open var color: UIColor! {
        get { _color ?? style.defaultColor }
        set {
            defer { _noteAppearance(\UIActivityIndicatorView.color) }
            _color = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the indicator is hidden while not animating. Default `true`.
    open var hidesWhenStopped = true {
        didSet { if !_isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the indicator is animating (between ``startAnimating()`` and
    /// ``stopAnimating()``).
    open var isAnimating: Bool { _isAnimating }

    private var _isAnimating = false
    /// The leading spoke, 0 ..< 8.
    private(set) var _leadingSpoke = 0
    private var displayLink: CADisplayLink?

    /// An indicator of `style`, sized for it, hidden until it animates.
    public init(style: Style) {
        super.init(frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        self.style = style
        _configure()
    }

    /// A `.medium` indicator in `frame`, hidden until it animates.
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
        isUserInteractionEnabled = false
        contentMode = .redraw
        isHidden = hidesWhenStopped
    }

    // MARK: Animating

    /// Starts spinning (and shows the indicator).
    open func startAnimating() {
        guard !_isAnimating else { return }
        _isAnimating = true
        isHidden = false
        _updateDisplayLink()
    }

    /// Stops spinning; hides the indicator when ``hidesWhenStopped``.
    open func stopAnimating() {
        guard _isAnimating else { return }
        _isAnimating = false
        _updateDisplayLink()
        if hidesWhenStopped { isHidden = true }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        _updateDisplayLink()
    }

    /// Whether a display link drives the spinning now.
    var _isDrivenByDisplayLink: Bool { displayLink != nil }

    private func _updateDisplayLink() {
        let wanted = _isAnimating && window != nil
        if wanted, displayLink == nil {
            let link = CADisplayLink { [weak self] link in self?._tick(link.timestamp) }
            link.add(to: .main, forMode: .common)
            displayLink = link
        } else if !wanted, let link = displayLink {
            link.invalidate()
            displayLink = nil
        }
    }

    /// Advances the spokes to the step `time` falls in; redraws only when it moved.
    func _tick(_ time: CFTimeInterval) {
        let step = Int((time * Self.stepsPerSecond).rounded(.down)) % Self.spokes
        guard step != _leadingSpoke else { return }
        _leadingSpoke = step
        setNeedsDisplay()
    }

    // MARK: Size

    /// The style's size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: style.side, height: style.side)
    }

    /// The style's size: 20 × 20, or 37 × 37 for the large styles.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: style.side, height: style.side)
    }

    // MARK: Drawing

    /// The spokes, centred in the bounds (see the type's documentation).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = style.side
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = side * 0.22
        let thickness = side * 0.1
        let base = color.cgColor.rgba
        context.setLineWidth(thickness)
        context.setLineCap(.round)
        for spoke in 0..<Self.spokes {
            // Clockwise from the top; spokes behind the leading one fade.
            let behind = (_leadingSpoke - spoke + Self.spokes) % Self.spokes
            let alpha = 1 - 0.7 * CGFloat(behind) / CGFloat(Self.spokes - 1)
            let angle = CGFloat(spoke) * 2 * .pi / CGFloat(Self.spokes) - .pi / 2
            let (dx, dy) = (cos(angle), sin(angle))
            let reach = outer - thickness / 2
            context.setStrokeColor(CGColor(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha * alpha))
            context.beginPath()
            context.move(to: CGPoint(x: centre.x + dx * inner, y: centre.y + dy * inner))
            context.addLine(to: CGPoint(x: centre.x + dx * reach, y: centre.y + dy * reach))
            context.strokePath()
        }
    }
}
