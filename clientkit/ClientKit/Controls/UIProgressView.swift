import Foundation

/// A bar showing how far a task has got, as UIKit's `UIProgressView`.
///
/// ``progress`` runs from 0 to 1 (values outside are pinned). The bar fills the bounds:
/// the track in ``trackTintColor`` (the system fill while `nil`), the part done from
/// the left in ``progressTintColor`` (the ``UIView/tintColor`` while `nil`), both with
/// rounded ends for `.default` (iOS 13 and later) and square ends for `.bar`.
/// ``intrinsicContentSize`` is (`UIView.noIntrinsicMetric`, 4), as iOS's; the
/// ``sizeThatFits(_:)`` height is 4 too.
///
/// ``progress`` reports a new value at once; `setProgress(_:animated: true)` grows or
/// shrinks the part done to it over 0.25 s (Core Animation, on the display clock: the
/// part done is a sublayer whose presentation animates).
///
/// Differences from UIKit: no track or progress images; no `observedProgress`.
@MainActor
open class UIProgressView: UIView {
    /// The looks of a progress view (`UIProgressView.Style`).
    public enum Style: Int, Sendable {
        /// The standard bar, with rounded ends.
        case `default` = 0
        /// A bar for toolbars, with square ends.
        case bar = 1
    }

    static let height: CGFloat = 4

    /// The look. Default `.default`.
    open var progressViewStyle: Style = .default {
        didSet { setNeedsDisplay(); _updateLayers(animated: false) }
    }

    private var _progress: Float = 0

    /// How far the task has got, pinned to 0 ... 1. Default 0.
    open var progress: Float {
        get { _progress }
        set {
            let pinned = newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), 1)
            guard pinned != _progress else { return }
            _progress = pinned
            _updateLayers(animated: _animatingChange)
        }
    }

    /// The colour of the part done; `nil` (the default) draws the tint colour.
    open var progressTintColor: UIColor? {
        didSet { _noteAppearance(\UIProgressView.progressTintColor); _updateLayers(animated: false) }
    }

    /// The colour of the track; `nil` (the default) draws the system fill.
    open var trackTintColor: UIColor? {
        didSet { _noteAppearance(\UIProgressView.trackTintColor); setNeedsDisplay() }
    }

    /// A progress view of `style`, 4 points high.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
        progressViewStyle = style
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
        _doneLayer.anchorPoint = .zero
        layer.addSublayer(_doneLayer)
        _updateLayers(animated: false)
    }

    /// The change being made is to animate (`setProgress(_:animated: true)`).
    private var _animatingChange = false

    /// Sets ``progress`` (pinned), which reports the new value at once; with `animated`
    /// the part done grows or shrinks to it over 0.25 s.
    open func setProgress(_ progress: Float, animated: Bool) {
        _animatingChange = animated
        defer { _animatingChange = false }
        self.progress = progress
    }

    // MARK: Layers

    /// The part done: the whole bar in the progress colour clipped to the progress's
    /// share of the width, from the left (anchored at its top-left corner, so only its
    /// width animates).
    let _doneLayer = _ControlTrackPartLayer()

    /// Sizes the part done: in a transaction whose implicit animations last 0.25 s when
    /// `animated`, with actions disabled otherwise.
    func _updateLayers(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated || !UIView.areAnimationsEnabled)
        CATransaction.setAnimationDuration(0.25)
        defer { CATransaction.commit() }
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        let done = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(_progress), height: bounds.height)
        _doneLayer.show(done, of: bounds, radius: radius, progressTintColor ?? tintColor)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _updateLayers(animated: false)
    }

    /// The current width and a height of 4.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: Self.height)
    }

    /// No intrinsic width; 4 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if progressTintColor == nil { _updateLayers(animated: false) }
    }

    /// The track (the part done is a sublayer above it: see the type's documentation).
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let radius = progressViewStyle == .default ? bounds.height / 2 : 0
        _ControlDrawing.fill(bounds, radius: radius, trackTintColor ?? .systemFill, in: context)
    }
}
