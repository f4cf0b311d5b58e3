import Foundation

/// Haptic feedback (UIKit's `UIFeedbackGenerator` and its three kinds), so apps that tap
/// the user's hand on a selection, an impact or a result build and run.
///
/// Difference from UIKit: the machines Strata runs on have no haptic engine, so every
/// generator does nothing, as UIKit's do on devices without one (and in the Simulator).
@MainActor
open class UIFeedbackGenerator {
    public init() {}

    /// Readies the engine for feedback soon (nothing to ready here).
    open func prepare() {}
}

/// Feedback for a physical impact (UIKit's `UIImpactFeedbackGenerator`).
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels (UIKit's raw values).
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` impacts (UIKit's default).
    public override convenience init() {
        self.init(style: .medium)
    }

    /// An impact of the generator's style (nothing happens: see `UIFeedbackGenerator`).
    open func impactOccurred() {}

    /// An impact at `intensity` (0 to 1) (nothing happens).
    open func impactOccurred(intensity: CGFloat) {}

    /// An impact at a location in a view (iOS 17.5) (nothing happens).
    open func impactOccurred(at location: CGPoint) {}
}

/// Feedback for a task's outcome (UIKit's `UINotificationFeedbackGenerator`).
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome (UIKit's raw values).
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// An outcome of `notificationType` (nothing happens: see `UIFeedbackGenerator`).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Feedback for a changed selection (UIKit's `UISelectionFeedbackGenerator`).
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// The selection changed (nothing happens: see `UIFeedbackGenerator`).
    open func selectionChanged() {}
}
