import Foundation

/// A visual effect (`UIVisualEffect`): a blur or a vibrancy.
@MainActor
open class UIVisualEffect {
    public init() {}
}

/// A blur of what lies behind a view, in a style (`UIBlurEffect`).
@MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look (`UIBlurEffect.Style`, UIKit's raw values).
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark
        case regular = 4, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The colour ClientKit fills with in place of the blur: the style's tint, more
    /// opaque for thicker materials, dark for the dark styles.
    var _tint: UIColor {
        switch style {
        case .extraLight: UIColor(white: 0.97, alpha: 0.85)
        case .light, .regular, .systemMaterial, .systemMaterialLight: UIColor(white: 0.97, alpha: 0.8)
        case .prominent, .systemThickMaterial, .systemThickMaterialLight, .systemChromeMaterial, .systemChromeMaterialLight:
            UIColor(white: 0.97, alpha: 0.9)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: UIColor(white: 0.97, alpha: 0.5)
        case .systemThinMaterial, .systemThinMaterialLight: UIColor(white: 0.97, alpha: 0.65)
        case .dark, .systemMaterialDark: UIColor(white: 0.11, alpha: 0.8)
        case .extraDark, .systemThickMaterialDark, .systemChromeMaterialDark: UIColor(white: 0.11, alpha: 0.9)
        case .systemUltraThinMaterialDark: UIColor(white: 0.11, alpha: 0.5)
        case .systemThinMaterialDark: UIColor(white: 0.11, alpha: 0.65)
        }
    }
}

/// Content made vivid against a blur (`UIVibrancyEffect`). ClientKit draws the content
/// as it is.
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }

    /// The vibrancy style (`UIVibrancyEffectStyle`), kept.
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blurEffect: blurEffect)
    }
}

/// The kinds of vibrant content (`UIVibrancyEffectStyle`, UIKit's raw values).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// A view showing a visual effect behind its ``contentView`` (`UIVisualEffectView`).
/// Add subviews to ``contentView``, not to the view itself.
///
/// Differences from UIKit: ClientKit does not blur what lies behind: a blur effect is
/// drawn as its style's translucent tint (light or dark, thinner or thicker), and a
/// vibrancy effect draws its content unchanged.
@MainActor
open class UIVisualEffectView: UIView {
    /// Where the content goes; it fills the view.
    public let contentView = UIView()

    /// The effect, or `nil` for none (the view is then clear). Setting it changes the look at once.
    open var effect: UIVisualEffect? {
        didSet { _applyEffect() }
    }

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        _applyEffect()
    }

    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func _applyEffect() {
        backgroundColor = (effect as? UIBlurEffect)?._tint
    }
}
