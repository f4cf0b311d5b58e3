import Foundation

extension UIView {
    /// The layer keys a view animates inside an animation block: its animatable properties
    /// (`position`, `bounds`, `transform`, `opacity`, `backgroundColor`) and the layer
    /// appearance UIKit animates there too.
    static let _animatableLayerKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor",
        "cornerRadius", "borderWidth", "borderColor",
        "shadowOpacity", "shadowColor", "shadowOffset", "shadowRadius",
    ]

    /// The default `action(for:forKey:)`: a view's own layer never animates implicitly
    /// (`NSNull`), as in UIKit. Inside an animating block an animatable key's change is
    /// recorded instead (the block adds the animation when its closure returns).
    func _animationAction(for layer: CALayer, forKey event: String) -> CAAction? {
        guard layer === self.layer else { return nil }
        if let block = _UIViewAnimationBlock.current, block.animates, Self._animatableLayerKeys.contains(event) {
            block.record(layer, key: event)
        }
        return Self._noAction
    }

    /// The `NSNull` a view answers: one instance, so a layout pass that moves 10,000
    /// views does not allocate and free 20,000 of them (and ``CALayer`` recognises it by
    /// identity before a dynamic cast).
    static let _noAction = NSNull()
}
