import Foundation

/// A pair of buttons, − and +, that decrement and increment a value, as UIKit's
/// `UIStepper`.
///
/// **Values.** ``value`` lies in ``minimumValue`` ... ``maximumValue`` (defaults 0, 0,
/// 100); a value set outside is pinned. Setting a minimum above the maximum (or a
/// maximum below the minimum) sets both to the new value, as UIKit's overview says.
/// ``stepValue`` (default 1) must be above 0: setting 0 or less stops the program, as
/// UIKit raises an exception for it.
///
/// **Tracking.** A touch going down on an enabled half steps the value at once (− by
/// ``stepValue`` down, + up), pinned to the range — or, with ``wraps``, going past one
/// end continues from the other. With ``autorepeat`` (the default) a held half steps
/// again after 0.5 s and then every 0.1 s while the finger stays on it. Each step sends
/// `.valueChanged` when ``isContinuous`` is `true` (the default); otherwise one is sent
/// when the touch lifts, if the value changed. Without ``wraps``, the − half is disabled
/// at the minimum and the + half at the maximum. Setting the value in code sends nothing.
///
/// **Look** (iOS 13 and later, light): 94 × 32 points (``intrinsicContentSize`` and
/// ``sizeThatFits(_:)``), drawn at the bounds' origin: a rounded rectangle of the
/// tertiary system fill, a divider in the middle, − and + glyphs in the label colour
/// (the tertiary label colour for a disabled half). The half under a touch is shaded.
///
/// Differences from UIKit: the repeat rate does not accelerate; no images per state
/// (`setIncrementImage(_:for:)` and the like are absent).
@MainActor
open class UIStepper: UIControl {
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1

    /// The two halves.
    enum _Half { case decrement, increment }

    private var _value: Double = 0
    private var _minimumValue: Double = 0
    private var _maximumValue: Double = 100
    /// The half under the tracked touch (shaded, and stepping while held).
    var _pressedHalf: _Half?
    private var trackedHalf: _Half?
    private var valueAtTrackingStart: Double = 0
    private var repeatTimer: Timer?

    /// The value, pinned to ``minimumValue`` ... ``maximumValue``. Setting it in code
    /// sends no event. Default 0.
    open var value: Double {
        get { _value }
        set { _setValue(newValue) }
    }

    /// The lowest value. Default 0.
    open var minimumValue: Double {
        get { _minimumValue }
        set {
            _minimumValue = newValue
            if _maximumValue < newValue { _maximumValue = newValue }
            _setValue(_value)
            setNeedsDisplay()
        }
    }

    /// The highest value. Default 100.
    open var maximumValue: Double {
        get { _maximumValue }
        set {
            _maximumValue = newValue
            if _minimumValue > newValue { _minimumValue = newValue }
            _setValue(_value)
            setNeedsDisplay()
        }
    }

    /// How much one step changes the value; above 0. Default 1.
    open var stepValue: Double = 1 {
        didSet { precondition(stepValue > 0, "UIStepper.stepValue must be above 0, not \(stepValue)") }
    }

    /// Whether stepping past one end continues from the other. Default `false`.
    open var wraps = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether a held half keeps stepping. Default `true`.
    open var autorepeat = true

    /// Whether each step sends `.valueChanged` (`true`, the default) or one is sent
    /// when the touch lifts.
    open var isContinuous = true

    /// A stepper at `frame`'s origin (drawn 94 × 32 points there).
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

    // MARK: Size

    /// 94 × 32, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// 94 × 32.
    open override var intrinsicContentSize: CGSize { Self.size }

    // MARK: Halves

    /// Whether `half` can step now (without wrapping, not at its end).
    func _canStep(_ half: _Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .decrement ? _value > _minimumValue : _value < _maximumValue
    }

    /// The half's rectangle (in the 94 × 32 box at the bounds' origin).
    func _rect(of half: _Half) -> CGRect {
        let width = Self.size.width / 2
        return CGRect(x: bounds.minX + (half == .decrement ? 0 : width), y: bounds.minY, width: width,
                      height: Self.size.height)
    }

    private func _half(at point: CGPoint) -> _Half? {
        if _rect(of: .decrement).contains(point) { return .decrement }
        if _rect(of: .increment).contains(point) { return .increment }
        return nil
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let half = _half(at: touch.location(in: self)), _canStep(half) else { return false }
        trackedHalf = half
        valueAtTrackingStart = _value
        _press(half)
        _step(half)
        if autorepeat {
            repeatTimer = _scheduleMainTimer(after: Self.autorepeatDelay) { [weak self] in self?._startRepeating() }
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let trackedHalf else { return false }
        let onIt = _rect(of: trackedHalf).contains(touch.location(in: self))
        _press(onIt ? trackedHalf : nil)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        _finishTracking()
    }

    open override func cancelTracking(with event: UIEvent?) {
        _finishTracking()
    }

    private func _finishTracking() {
        repeatTimer?.invalidate()
        repeatTimer = nil
        trackedHalf = nil
        _press(nil)
        if !isContinuous && _value != valueAtTrackingStart { sendActions(for: .valueChanged) }
    }

    private func _startRepeating() {
        guard trackedHalf != nil else { return }
        let timer = Timer(fire: Date().addingTimeInterval(Self.autorepeatInterval), interval: Self.autorepeatInterval,
                          repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?._repeatStep() }
        }
        RunLoop.main.add(timer, forMode: .common)
        repeatTimer = timer
    }

    private func _repeatStep() {
        guard let half = trackedHalf, _pressedHalf == half, _canStep(half) else { return }
        _step(half)
    }

    private func _press(_ half: _Half?) {
        guard half != _pressedHalf else { return }
        _pressedHalf = half
        setNeedsDisplay()
    }

    /// One step of `half`, wrapping or pinning; sends `.valueChanged` when continuous.
    private func _step(_ half: _Half) {
        var next = _value + (half == .decrement ? -stepValue : stepValue)
        if wraps {
            if next > _maximumValue { next = _minimumValue } else if next < _minimumValue { next = _maximumValue }
        }
        let before = _value
        _setValue(next)
        if isContinuous && _value != before { sendActions(for: .valueChanged) }
    }

    private func _setValue(_ newValue: Double) {
        let pinned = Swift.min(Swift.max(newValue, _minimumValue), _maximumValue)
        guard pinned != _value else { return }
        _value = pinned
        setNeedsDisplay()
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    // MARK: Drawing

    /// The background, the shade under a touch, the divider and the glyphs.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let box = CGRect(origin: bounds.origin, size: Self.size)
        _ControlDrawing.fill(box, radius: Self.cornerRadius, .tertiarySystemFill, in: context)
        if let pressed = _pressedHalf {
            context.saveGState()
            context.clip(to: _rect(of: pressed))
            _ControlDrawing.fill(box, radius: Self.cornerRadius, UISegmentedControl.pressedShade, in: context)
            context.restoreGState()
        }
        context.setFillColor(UISegmentedControl.separatorColor.cgColor)
        context.fill(CGRect(x: (box.midX - 0.5).rounded(.down), y: box.minY + 7, width: 1, height: box.height - 14))
        for half in [_Half.decrement, .increment] {
            let centre = CGPoint(x: _rect(of: half).midX.rounded(), y: box.midY.rounded())
            context.setFillColor((_canStep(half) ? UIColor.label : UIColor.tertiaryLabel).cgColor)
            // Bars 14 points long and 2 thick, centred (whole pixels at scale 1).
            context.fill(CGRect(x: centre.x - 7, y: centre.y - 1, width: 14, height: 2))
            if half == .increment {
                context.fill(CGRect(x: centre.x - 1, y: centre.y - 7, width: 2, height: 6))
                context.fill(CGRect(x: centre.x - 1, y: centre.y + 1, width: 2, height: 6))
            }
        }
    }
}
