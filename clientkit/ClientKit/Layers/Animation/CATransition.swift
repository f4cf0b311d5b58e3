import Foundation

/// A transition of a layer from what it showed to what it shows now (`CATransition`).
///
/// ClientKit draws every type as `.fade` (a cross-dissolve) and fades the layer's own
/// background and contents: when the transition is added, the layer keeps its current
/// contents image and background colour, and until the transition ends the renderer draws
/// them over the new ones with the remaining opacity. Sublayers change at once (ClientKit
/// does not snapshot subtrees); to cross-dissolve between two views, use
/// `UIView.transition(from:to:…)`, which fades the views themselves.
@MainActor
open class CATransition: CAAnimation {
    /// The kind of transition (drawn as `.fade`). Default `.fade`.
    open var type: CATransitionType = .fade
    /// The direction of directional types (unused).
    open var subtype: String?
    /// Where the transition starts and ends, as fractions of its progress. Defaults 0 and 1.
    open var startProgress: Float = 0
    open var endProgress: Float = 1

    override func _takeProperties(of other: CAAnimation) {
        super._takeProperties(of: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    /// What the layer showed when the transition was added.
    var _oldContents: Any?
    var _oldBackground: CGColor?

    /// How much of the new state shows at `progress`.
    func _newFraction(_ progress: Double) -> Double {
        let start = Double(startProgress), end = Double(endProgress)
        return start + (end - start) * _eased(progress)
    }
}
