import Foundation

/// What a bar draws behind its content (UIKit's `UIBarAppearance`, iOS 13): the base of
/// ``UINavigationBarAppearance``, ``UIToolbarAppearance`` and ``UITabBarAppearance``. Bars
/// take a copy when one is assigned (UIKit's properties are `@NSCopying`), so change an
/// appearance and assign it again.
///
/// The background is drawn in this order: ``backgroundColor``, else — when
/// ``backgroundEffect`` is set, as the default configuration sets it — the bar's default
/// light gray (Linux has no blur: the material is drawn as its opaque light colour), else
/// nothing; then ``backgroundImage`` over it. The hairline along the bar's edge is
/// ``shadowColor`` (`nil` or clear: none); ``shadowImage`` is kept but not drawn.
@MainActor
open class UIBarAppearance {
    /// The idiom the appearance was made for (ClientKit draws every idiom alike).
    public let idiom: UIUserInterfaceIdiom

    /// The blur behind the bar's content. Default: `.systemChromeMaterial`.
    open var backgroundEffect: UIBlurEffect?
    /// The colour over the effect. Default `nil`.
    open var backgroundColor: UIColor?
    /// An image over the colour. Default `nil`.
    open var backgroundImage: UIImage?
    /// How ``backgroundImage`` fills the bar. Default `.scaleToFill`.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline's colour. Default: black at 30 %.
    open var shadowColor: UIColor?
    /// An image for the hairline (kept, not drawn; see the type's documentation).
    open var shadowImage: UIImage?

    /// An appearance with the default background, for `idiom`.
    public required init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// An appearance with the default background, for the device's idiom.
    public convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// An appearance with `barAppearance`'s background and shadow (and this class's
    /// defaults for everything else).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        _copyBackground(from: barAppearance)
    }

    /// A copy: changing it does not change the receiver.
    open func copy() -> Self {
        let copy = Self(idiom: idiom)
        copy._copy(from: self)
        return copy
    }

    /// Copies every property (subclasses add theirs).
    func _copy(from other: UIBarAppearance) {
        _copyBackground(from: other)
    }

    private func _copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The system's translucent background: the chrome material, no colour or image, and
    /// the hairline.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = _UIBarBackgroundView.hairlineColor
        shadowImage = nil
    }

    /// An opaque background of the system background colour, and the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = _UIBarBackgroundView.hairlineColor
        shadowImage = nil
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    /// The fill a bar draws: the colour, else the default gray under an effect, else clear.
    var _fillColor: UIColor? {
        backgroundColor ?? (backgroundEffect != nil ? _UIBarBackgroundView.defaultColor : nil)
    }
}
