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
/// Differences from UIKit: no thumb, track or value images (`setThumbImage(_:for:)`,
/// `minimumValueImage` and the like are absent); nothing animates.
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
            setNeedsDisplay()
        }
    }

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
        didSet { _noteAppearance(\UISlider.minimumTrackTintColor); setNeedsDisplay() }
    }

    /// The track's colour right of the thumb; `nil` (the default) draws the system fill.
    open var maximumTrackTintColor: UIColor? {
        didSet { _noteAppearance(\UISlider.maximumTrackTintColor); setNeedsDisplay() }
    }

    /// The thumb's colour; `nil` (the default) draws white.
    open var thumbTintColor: UIColor? {
        didSet { _noteAppearance(\UISlider.thumbTintColor); setNeedsDisplay() }
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

    /// Sets ``value`` (pinned); no event is sent. `animated` is ignored.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    private func _repin() {
        let pinned = Swift.min(Swift.max(_value, _minimumValue), _maximumValue)
        if pinned != _value { _value = pinned }
        setNeedsDisplay()
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
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if minimumTrackTintColor == nil { setNeedsDisplay() }
    }

    // MARK: Drawing

    /// The track split at the thumb's centre, then the thumb (see the type's documentation).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if !isEnabled { context.setAlpha(0.5) }
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: _value)
        let radius = track.height / 2
        let split = thumb.midX
        context.saveGState()
        context.clip(to: CGRect(x: split, y: track.minY, width: Swift.max(0, track.maxX - split), height: track.height))
        _ControlDrawing.fill(track, radius: radius, maximumTrackTintColor ?? .systemFill, in: context)
        context.restoreGState()
        context.saveGState()
        context.clip(to: CGRect(x: track.minX, y: track.minY, width: Swift.max(0, split - track.minX), height: track.height))
        _ControlDrawing.fill(track, radius: radius, minimumTrackTintColor ?? tintColor, in: context)
        context.restoreGState()
        _ControlDrawing.thumb(in: thumb, thumbTintColor ?? .white, in: context)
    }
}
