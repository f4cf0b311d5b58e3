import Foundation

/// A control for picking a value from a continuous range, as UIKit's `UISlider`.
///
/// **Values.** ``value`` lies in ``minimumValue`` ... ``maximumValue`` (defaults 0, 0
/// and 1): a value set outside is pinned to the nearer end, and moving an end past the
/// value moves the value with it. Setting ``minimumValue`` above ``maximumValue`` moves
/// the maximum up to it, and the other way round, as UIKit documents.
///
/// **Tracking.** Only the thumb tracks, as in UIKit: a touch that goes down on the
/// thumb (or within a few points of it) drags it, keeping the finger's offset from its
/// centre; a touch elsewhere on the track does nothing (the thumb does not jump). While
/// dragging, every change sends `.valueChanged` when ``isContinuous`` is `true` (the
/// default); otherwise one `.valueChanged` is sent when the touch lifts, if the value
/// changed. Setting the value in code sends nothing.
///
/// **Look** (iOS's light appearance): a 4-point capsule track across the bounds,
/// vertically centred, filled with ``minimumTrackTintColor`` (the ``UIView/tintColor``
/// while `nil`) left of the thumb's centre and ``maximumTrackTintColor`` (the system
/// fill while `nil`) right of it; a 28-point thumb of ``thumbTintColor`` (white while
/// `nil`) with a soft shadow, whose centre travels from 14 points inside the left end
/// to 14 points inside the right end. A disabled slider is drawn at half opacity.
///
/// **Size.** ``intrinsicContentSize`` is (`UIView.noIntrinsicMetric`, 31), as iOS's: the
/// width comes from the layout. ``sizeThatFits(_:)`` keeps the current width.
///
/// **Animation.** ``value`` reports a new value at once; `setValue(_:animated: true)`
/// slides the thumb (and the split between the track's colours) to it over 0.25 s (Core
/// Animation, on the display clock: the two track parts and the thumb are sublayers whose
/// presentation animates). A subclass that overrides ``draw(_:)`` draws over them.
///
/// Differences from UIKit: no thumb, track or value images (`setThumbImage(_:for:)`,
/// `minimumValueImage` and the like are absent).
@MainActor
open class UISlider: UIControl {
    static let height: CGFloat = 31
    static let trackHeight: CGFloat = 4
    static let thumbDiameter: CGFloat = 28
    /// How far around the thumb a touch still grabs it, in points.
    static let thumbTouchMargin: CGFloat = 8

    private var _value: Float = 0
    private var _minimumValue: Float = 0
    private var _maximumValue: Float = 1
    /// The finger's horizontal offset from the thumb's centre, while dragging.
    private var grabOffset: CGFloat?
    private var valueAtTrackingStart: Float = 0

    /// The value, pinned to ``minimumValue`` ... ``maximumValue``. Setting it in code sends
    /// no event. Default 0.
    open var value: Float {
        get { _value }
        set {
            let pinned = Swift.min(Swift.max(newValue, _minimumValue), _maximumValue)
            guard pinned != _value else { return }
            _value = pinned
            _updateLayers(animated: _animatingChange)
        }
    }

    /// The change being made is to animate (`setValue(_:animated: true)`).
    private var _animatingChange = false

    /// The value at the left end. Raising it past ``value`` raises the value; past
    /// ``maximumValue``, raises the maximum too. Default 0.
    open var minimumValue: Float {
        get { _minimumValue }
        set {
            _minimumValue = newValue
            if _maximumValue < newValue { _maximumValue = newValue }
            _repin()
        }
    }

    /// The value at the right end. Lowering it below ``value`` lowers the value; below
    /// ``minimumValue``, lowers the minimum too. Default 1.
    open var maximumValue: Float {
        get { _maximumValue }
        set {
            _maximumValue = newValue
            if _minimumValue > newValue { _minimumValue = newValue }
            _repin()
        }
    }

    /// Whether dragging sends `.valueChanged` at every change (`true`, the default) or
    /// once when the touch lifts.
    open var isContinuous = true

    /// The track's colour left of the thumb; `nil` (the default) draws the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { _noteAppearance(\UISlider.minimumTrackTintColor); _updateLayers(animated: false) }
    }

    /// The track's colour right of the thumb; `nil` (the default) draws the system fill.
    open var maximumTrackTintColor: UIColor? {
        didSet { _noteAppearance(\UISlider.maximumTrackTintColor); _updateLayers(animated: false) }
    }

    /// The thumb's colour; `nil` (the default) draws white.
    open var thumbTintColor: UIColor? {
        didSet { _noteAppearance(\UISlider.thumbTintColor); _updateLayers(animated: false) }
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
        _maximumTrackLayer.anchorPoint = CGPoint(x: 1, y: 0)
        _minimumTrackLayer.anchorPoint = .zero
        _contentLayer.addSublayer(_maximumTrackLayer)
        _contentLayer.addSublayer(_minimumTrackLayer)
        _contentLayer.addSublayer(_thumbLayer)
        layer.addSublayer(_contentLayer)
        _updateLayers(animated: false)
    }

    /// Sets ``value`` (pinned), which reports the new value at once; no event is sent.
    /// With `animated` the thumb slides to it over 0.25 s.
    open func setValue(_ value: Float, animated: Bool) {
        _animatingChange = animated
        defer { _animatingChange = false }
        self.value = value
    }

    private func _repin() {
        let pinned = Swift.min(Swift.max(_value, _minimumValue), _maximumValue)
        if pinned != _value { _value = pinned }
        _updateLayers(animated: false)
    }

    // MARK: Layers

    /// Holds the track parts and the thumb; half opaque while disabled (group opacity).
    let _contentLayer = CALayer()
    /// The track left of the thumb's centre, in the minimum track colour (anchored at
    /// its left end).
    let _minimumTrackLayer = _ControlTrackPartLayer()
    /// The track right of the thumb's centre, in the maximum track colour (anchored at
    /// its right end).
    let _maximumTrackLayer = _ControlTrackPartLayer()
    /// The thumb with its shadow.
    let _thumbLayer = _ControlThumbLayer()

    /// Puts the layers where the state says (the geometry from ``trackRect(forBounds:)``
    /// and ``thumbRect(forBounds:trackRect:value:)``): in a transaction whose implicit
    /// animations last 0.25 s when `animated`, with actions disabled otherwise.
    func _updateLayers(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated || !UIView.areAnimationsEnabled)
        CATransaction.setAnimationDuration(0.25)
        defer { CATransaction.commit() }
        _contentLayer.bounds = bounds
        _contentLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        _contentLayer.opacity = isEnabled ? 1 : 0.5
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: _value)
        let split = Swift.min(Swift.max(thumb.midX, track.minX), track.maxX)
        let radius = track.height / 2
        _minimumTrackLayer.show(CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height),
                                of: track, radius: radius, minimumTrackTintColor ?? tintColor)
        _maximumTrackLayer.show(CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height),
                                of: track, radius: radius, maximumTrackTintColor ?? .systemFill)
        _thumbLayer.place(thumb)
        _thumbLayer.tint = thumbTintColor ?? .white
        _thumbLayer.contentsScale = layer.contentsScale
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _updateLayers(animated: false)
    }

    // MARK: Geometry

    /// Where the track is drawn in `bounds`: its full width, 4 points high, centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - Self.trackHeight / 2, width: bounds.width, height: Self.trackHeight)
    }

    /// Where the thumb is drawn for `value` along `rect` (the track): 28 points square,
    /// centred on the track's middle line, its centre 14 points inside the track's left
    /// end at the minimum and 14 points inside its right end at the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let range = _maximumValue - _minimumValue
        let fraction = range > 0 ? CGFloat((Swift.min(Swift.max(value, _minimumValue), _maximumValue) - _minimumValue) / range) : 0
        let travel = Swift.max(0, rect.width - Self.thumbDiameter)
        let centreX = rect.minX + Self.thumbDiameter / 2 + travel * fraction
        return CGRect(x: centreX - Self.thumbDiameter / 2, y: rect.midY - Self.thumbDiameter / 2,
                      width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// The thumb's rectangle now.
    var _currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
    }

    /// The current width and a height of 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: Self.height)
    }

    /// No intrinsic width; 31 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumb = _currentThumbRect
        let location = touch.location(in: self)
        guard thumb.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin).contains(location) else { return false }
        grabOffset = location.x - thumb.midX
        valueAtTrackingStart = _value
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let grabOffset else { return false }
        let track = trackRect(forBounds: bounds)
        let travel = track.width - Self.thumbDiameter
        guard travel > 0 else { return true }
        let centreX = touch.location(in: self).x - grabOffset
        let fraction = Float((centreX - track.minX - Self.thumbDiameter / 2) / travel)
        let before = _value
        value = _minimumValue + fraction * (_maximumValue - _minimumValue)
        if isContinuous && _value != before { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        grabOffset = nil
        if !isContinuous && _value != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        grabOffset = nil
        if !isContinuous && _value != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { _updateLayers(animated: false) } }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if minimumTrackTintColor == nil { _updateLayers(animated: false) }
    }

    // The slider draws nothing itself: its sublayers show the track and the thumb.
}
