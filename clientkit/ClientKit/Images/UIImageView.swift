import Foundation

/// A view that shows an image, as UIKit's `UIImageView`.
///
/// The image is not drawn: its bitmap becomes the view's layer's `contents`, with
/// `contentsScale` set to the image's scale, and the view's ``UIView/contentMode``
/// (through the layer's `contentsGravity`) places or scales it. Resizing the view
/// therefore never redraws anything, in every content mode (`.redraw` behaves as
/// `.scaleToFill`): the compositor shows the same contents at the new size. A
/// resizable image (cap insets) sets the layer's `contentsCenter`, so its caps keep
/// their size while the middle stretches (also for `.tile` images: see
/// `UIImage.resizableImage(withCapInsets:resizingMode:)`).
///
/// As in UIKit, image views ignore touches by default (``isUserInteractionEnabled`` is
/// `false`), and ``draw(_:)`` is never called, even in subclasses that override it.
@MainActor
open class UIImageView: UIView {
    /// The layer of image views: its contents are set by the view, never drawn.
    final class _ImageLayer: CALayer {
        override func display() {}
    }

    open override class var layerClass: AnyClass { _ImageLayer.self }

    /// The image shown when the view is not highlighted (or has no highlighted image).
    /// Setting it does not resize the view. Default `nil`.
    open var image: UIImage? {
        didSet {
            _updateContents()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while ``isHighlighted`` is `true`; `nil` (the default) shows
    /// ``image`` then too.
    open var highlightedImage: UIImage? {
        didSet {
            _updateContents()
            if isHighlighted, highlightedImage?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The animation's state (see ``startAnimating()``).
    private var _animationTimer: Timer?
    private var _animationFrame: Int?
    private var _animationPass = 0

    /// Whether the view shows ``highlightedImage``. Default `false`.
    open var isHighlighted = false {
        didSet {
            _updateContents()
            if isHighlighted != oldValue, highlightedImage != nil { invalidateIntrinsicContentSize() }
        }
    }

    /// A view with the given frame and no image, ignoring touches.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// A view showing `image`, its frame at the origin with the image's size (zero
    /// without an image).
    public convenience init(image: UIImage?) {
        self.init(image: image, highlightedImage: nil)
    }

    /// A view showing `image`, or `highlightedImage` when highlighted, framed as
    /// ``init(image:)``.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
        self.highlightedImage = highlightedImage
        _updateContents()
    }

    /// Archives do not exist in ClientKit: an image view with a zero frame and no image.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: Animating a sequence of images

    /// The images ``startAnimating()`` shows in turn. Setting them stops an animation.
    /// Default `nil`.
    open var animationImages: [UIImage]? {
        didSet { if isAnimating { stopAnimating() } }
    }

    /// The images shown in turn while highlighted (`nil`: ``animationImages``).
    open var highlightedAnimationImages: [UIImage]?

    /// How long one pass through the images takes, in seconds; 0 (the default) means a
    /// thirtieth of a second per image.
    open var animationDuration: TimeInterval = 0

    /// How many passes to make; 0 (the default) repeats until ``stopAnimating()``.
    open var animationRepeatCount = 0

    /// Whether the images are being shown in turn.
    open var isAnimating: Bool { _animationTimer != nil }

    /// Starts showing the images in turn from the first, one each duration ÷ count
    /// seconds, on the main run loop; does nothing without images.
    open func startAnimating() {
        guard let images = _currentAnimationImages, !images.isEmpty else { return }
        stopAnimating()
        _animationFrame = 0
        _animationPass = 0
        _updateContents()
        _scheduleNextAnimationFrame()
    }

    /// Stops the images and shows ``image`` again.
    open func stopAnimating() {
        _animationTimer?.invalidate()
        _animationTimer = nil
        guard _animationFrame != nil else { return }
        _animationFrame = nil
        _updateContents()
    }

    private var _currentAnimationImages: [UIImage]? {
        isHighlighted ? (highlightedAnimationImages ?? animationImages) : animationImages
    }

    private func _scheduleNextAnimationFrame() {
        guard let images = _currentAnimationImages, !images.isEmpty else { return stopAnimating() }
        let perImage = animationDuration > 0 ? animationDuration / Double(images.count) : 1.0 / 30
        _animationTimer = _scheduleMainTimer(after: perImage) { [weak self] in
            guard let self, let frame = self._animationFrame else { return }
            let next = frame + 1
            if next >= images.count {
                self._animationPass += 1
                if self.animationRepeatCount > 0, self._animationPass >= self.animationRepeatCount {
                    self.stopAnimating()
                    return
                }
            }
            self._animationFrame = next % images.count
            self._updateContents()
            self._scheduleNextAnimationFrame()
        }
    }

    /// The image on screen: an animation frame while animating, else the highlighted one
    /// while highlighted (if set), else ``image``.
    var _displayedImage: UIImage? {
        if let frame = _animationFrame, let images = _currentAnimationImages, frame < images.count { return images[frame] }
        return isHighlighted ? (highlightedImage ?? image) : image
    }

    /// The last template image shown, as its bitmap, the tint it was filled with and the
    /// result (a new tint or image makes a new stencil; the same ones reuse it).
    private var _stencil: (source: CGImage, tint: UIColor, result: CGImage)?

    /// A template image (`.alwaysTemplate`) shows in the view's `tintColor`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if _displayedImage?.renderingMode == .alwaysTemplate { _updateContents() }
    }

    /// Points the layer at the displayed image's bitmap (for a template image, its
    /// stencil in the tint colour).
    private func _updateContents() {
        let shown = _displayedImage
        var contents = shown?.cgImage
        if let source = contents, shown?.renderingMode == .alwaysTemplate {
            let tint: UIColor = tintColor
            if let cached = _stencil, cached.source === source, cached.tint == tint {
                contents = cached.result
            } else {
                let result = UIImage._stencil(source, color: tint)
                _stencil = (source, tint, result)
                contents = result
            }
        } else {
            _stencil = nil
        }
        if (layer.contents as? CGImage) !== contents { layer.contents = contents }
        guard let shown else { return }
        if layer.contentsScale != shown.scale { layer.contentsScale = shown.scale }
        let center = Self._contentsCenter(for: shown)
        if layer.contentsCenter != center { layer.contentsCenter = center }
    }

    /// The layer's `contentsCenter` for `image`: the part inside the cap insets, in unit
    /// coordinates of the bitmap; everything for an image that is not resizable.
    static func _contentsCenter(for image: UIImage) -> CGRect {
        let size = image.size
        guard image._isResizable, size.width > 0, size.height > 0 else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        let insets = image.capInsets
        func axis(_ lead: CGFloat, _ trail: CGFloat, _ total: CGFloat) -> (CGFloat, CGFloat) {
            let start = Swift.max(0, Swift.min(total, lead)) / total
            let end = Swift.max(start, Swift.min(1, (total - Swift.max(0, trail)) / total))
            return (start, end - start)
        }
        let (x, width) = axis(insets.left, insets.right, size.width)
        let (y, height) = axis(insets.top, insets.bottom, size.height)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    // MARK: Sizing

    /// The image's size in points (of the displayed image), or (-1, -1) (UIKit's
    /// `UIView.noIntrinsicMetric` on both axes) without an image. Setting another image
    /// invalidates it.
    open override var intrinsicContentSize: CGSize {
        _displayedImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size whatever `size` is (zero without an image), as UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        _displayedImage?.size ?? .zero
    }
}
