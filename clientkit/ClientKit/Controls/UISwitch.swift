import Foundation

/// A control that turns an option on or off, as UIKit's `UISwitch`.
///
/// **Size.** Always 51 × 31 points, as on iOS: ``intrinsicContentSize`` and
/// ``sizeThatFits(_:)`` give that, `init(frame:)` keeps only the frame's origin, and the
/// switch is drawn in a 51 × 31 box at the bounds' origin whatever the bounds are.
///
/// **Values and events.** ``isOn`` (default `false`) changes silently when set in code
/// (``setOn(_:animated:)`` too); it reports the new value at once, while
/// `setOn(_:animated: true)` slides the thumb and fades the track's colour over 0.25 s
/// (Core Animation, on the display clock: the track and the thumb are sublayers whose
/// presentation animates). A user's change sends `.valueChanged`, once, when the
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
/// Differences from UIKit: the thumb's stretch while pressed and its following a drag
/// change at once (iOS animates them briefly); the animation is Core Animation's default
/// ease-in-ease-out curve rather than iOS's spring; `title` and `preferredStyle`
/// (checkbox, on Mac Catalyst) are absent.
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
        didSet { if isOn != oldValue { _updateLayers(animated: _animatingChange) } }
    }

    /// The change being made is to animate (`setOn(_:animated: true)`, a tap).
    private var _animatingChange = false

    /// How long an animated change of the value takes, as on iOS.
    static let animationDuration: CFTimeInterval = 0.25

    /// The track's colour when on; `nil` (the default) draws the system green.
    open var onTintColor: UIColor? {
        didSet { _noteAppearance(\UISwitch.onTintColor); _updateLayers(animated: false) }
    }

    /// The thumb's colour; `nil` (the default) draws white.
    open var thumbTintColor: UIColor? {
        didSet { _noteAppearance(\UISwitch.thumbTintColor); _updateLayers(animated: false) }
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
        _contentLayer.addSublayer(_trackLayer)
        _contentLayer.addSublayer(_thumbLayer)
        layer.addSublayer(_contentLayer)
        _updateLayers(animated: false)
    }

    /// Sets ``isOn``; no event is sent. ``isOn`` reports the new value at once; with
    /// `animated` the thumb slides and the track's colour fades over 0.25 s.
    open func setOn(_ on: Bool, animated: Bool) {
        _animatingChange = animated
        defer { _animatingChange = false }
        isOn = on
    }

    // MARK: Layers

    /// Holds the track and the thumb; half opaque while disabled (group opacity).
    let _contentLayer = CALayer()
    /// The capsule, filled with the on tint or the off fill.
    let _trackLayer = CALayer()
    /// The thumb with its shadow (drawn inside ``_ControlThumbLayer/shadowInsets``).
    let _thumbLayer = _ControlThumbLayer()

    /// Puts the layers where the state says: inside a Core Animation transaction whose
    /// implicit animations last 0.25 s when `animated`, and with actions disabled
    /// otherwise.
    func _updateLayers(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated || !UIView.areAnimationsEnabled)
        CATransaction.setAnimationDuration(Self.animationDuration)
        defer { CATransaction.commit() }
        let on = draggedOn ?? isOn
        _contentLayer.frame = CGRect(origin: bounds.origin, size: Self.size)
        _contentLayer.opacity = isEnabled ? 1 : 0.5
        _trackLayer.frame = CGRect(origin: .zero, size: Self.size)
        _trackLayer.cornerRadius = Self.size.height / 2
        _trackLayer.backgroundColor = (on ? (onTintColor ?? .systemGreen) : .secondarySystemFill).cgColor
        let thumb = _thumbRect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        _thumbLayer.place(thumb)
        _thumbLayer.tint = thumbTintColor ?? .white
        _thumbLayer.contentsScale = layer.contentsScale
        _trackLayer.contentsScale = layer.contentsScale
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _updateLayers(animated: false)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateLayers(animated: false)
    }

    // MARK: Size

    /// 51 × 31, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { Self.size }

    // MARK: State

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { _updateLayers(animated: false) } }
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { _updateLayers(animated: false) } }
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
                _updateLayers(animated: false)
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let start = trackingStart else { return }
        let inside = touch.map { bounds.contains($0.location(in: self)) } ?? false
        let newValue = draggedOn ?? (inside ? !start.wasOn : start.wasOn)
        let dragged = draggedOn != nil
        _finishTracking()
        guard newValue != isOn else { return }
        // A tap slides the thumb over; after a drag it is already on its side.
        setOn(newValue, animated: !dragged)
        sendActions(for: .valueChanged)
    }

    open override func cancelTracking(with event: UIEvent?) {
        _finishTracking()
    }

    private func _finishTracking() {
        trackingStart = nil
        if draggedOn != nil {
            draggedOn = nil
            _updateLayers(animated: false)
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

    // The switch draws nothing itself: its sublayers show the track and the thumb.
}
