import Foundation

/// A control that turns an option on or off, as UIKit's `UISwitch`.
///
/// **Size.** Always 51 × 31 points, as on iOS: ``intrinsicContentSize`` and
/// ``sizeThatFits(_:)`` give that, `init(frame:)` keeps only the frame's origin, and the
/// switch is drawn in a 51 × 31 box at the bounds' origin whatever the bounds are.
///
/// **Values and events.** ``isOn`` (default `false`) changes silently when set in code
/// (``setOn(_:animated:)`` too). A user's change sends `.valueChanged`, once, when the
/// touch lifts: a tap toggles the switch; a drag moves the thumb to the side the finger
/// is on (the left or right half), and the switch ends on that side. A touch that ends
/// where it began sends nothing.
///
/// **Look** (iOS's light appearance): the track is a capsule filled with ``onTintColor``
/// (drawn as the system green while that is `nil`) when on and with the secondary
/// system fill when off; the thumb is a 27-point circle of ``thumbTintColor`` (white
/// while `nil`) with a soft shadow, 2 points inside the track. While the switch is
/// highlighted (touched) the thumb stretches 8 points towards the middle. A disabled
/// switch is drawn at half opacity.
///
/// Differences from UIKit: nothing animates (`animated` is accepted and ignored, as
/// ClientKit has no animations yet); `title` and `preferredStyle` (checkbox, on Mac
/// Catalyst) are absent.
@MainActor
open class UISwitch: UIControl {
    /// The size of every switch, in points.
    static let size = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27
    static let thumbInset: CGFloat = 2
    /// How much wider the thumb is while the switch is highlighted.
    static let pressedThumbStretch: CGFloat = 8
    /// How far a touch must move sideways before it counts as a drag, in points.
    static let dragThreshold: CGFloat = 4

    /// Whether the switch is on. Setting it in code sends no event. Default `false`.
    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The track's colour when on; `nil` (the default) draws the system green.
    open var onTintColor: UIColor? {
        didSet { _noteAppearance(\UISwitch.onTintColor); setNeedsDisplay() }
    }

    /// The thumb's colour; `nil` (the default) draws white.
    open var thumbTintColor: UIColor? {
        didSet { _noteAppearance(\UISwitch.thumbTintColor); setNeedsDisplay() }
    }

    /// Where the thumb is shown while a touch drags it (`nil`: on ``isOn``'s side).
    private var draggedOn: Bool?
    private var trackingStart: (location: CGPoint, wasOn: Bool)?

    /// A switch at `frame`'s origin, 51 × 31 points (the frame's size is not used).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        _configure()
    }

    /// Archives do not exist in ClientKit: an off switch at the origin.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.size
        _configure()
    }

    private func _configure() {
        isOpaque = false
        contentMode = .redraw
    }

    /// Sets ``isOn``; no event is sent. `animated` is ignored (nothing animates yet).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    // MARK: Size

    /// 51 × 31, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Self.size }

    // MARK: State

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = (touch.location(in: self), isOn)
        draggedOn = nil
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = trackingStart else { return false }
        let location = touch.location(in: self)
        if draggedOn != nil || abs(location.x - start.location.x) >= Self.dragThreshold {
            let on = location.x >= Self.size.width / 2
            if draggedOn != on {
                draggedOn = on
                setNeedsDisplay()
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let start = trackingStart else { return }
        let inside = touch.map { bounds.contains($0.location(in: self)) } ?? false
        let newValue = draggedOn ?? (inside ? !start.wasOn : start.wasOn)
        _finishTracking()
        guard newValue != isOn else { return }
        isOn = newValue
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        _finishTracking()
    }

    private func _finishTracking() {
        trackingStart = nil
        if draggedOn != nil {
            draggedOn = nil
            setNeedsDisplay()
        }
    }

    // MARK: Drawing

    /// The thumb's rectangle for the side shown, stretched while highlighted.
    var _thumbRect: CGRect {
        let on = draggedOn ?? isOn
        let width = Self.thumbDiameter + (isHighlighted ? Self.pressedThumbStretch : 0)
        let x = on ? Self.size.width - Self.thumbInset - width : Self.thumbInset
        return CGRect(x: bounds.minX + x, y: bounds.minY + Self.thumbInset, width: width, height: Self.thumbDiameter)
    }

    /// The track and the thumb (see the type's documentation).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if !isEnabled { context.setAlpha(0.5) }
        let on = draggedOn ?? isOn
        let track = CGRect(origin: bounds.origin, size: Self.size)
        _ControlDrawing.fill(track, radius: track.height / 2,
                             on ? (onTintColor ?? .systemGreen) : .secondarySystemFill, in: context)
        _ControlDrawing.thumb(in: _thumbRect, thumbTintColor ?? .white, in: context)
    }
}
