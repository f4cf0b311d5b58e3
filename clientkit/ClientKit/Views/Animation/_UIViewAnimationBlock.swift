import Foundation

/// One animation block while it runs: `UIView.animate(…)`'s closure, a keyframe, a
/// property animator's animations, or `performWithoutAnimation(_:)`.
///
/// Blocks nest (``_UIViewAnimationBlock/stack``); the innermost decides. While an animating
/// block is innermost, each change of an animatable property of a view's layer reaches
/// `UIView.action(for:forKey:)` before the new value is stored, which records the layer,
/// the key and the value it starts from (``record(_:key:)``). When the closure returns, the
/// code that opened the block reads each recorded layer's new model value and adds the
/// animations. Properties keep their new model values at once, as in UIKit.
@MainActor
final class _UIViewAnimationBlock {
    /// A property changed inside the block: where it started.
    struct Change {
        let layer: CALayer
        let key: String
        let from: Any
    }

    /// Whether changes animate (false for `performWithoutAnimation(_:)`, duration 0,
    /// or with animations disabled).
    let animates: Bool
    /// The duration inner blocks inherit (`UIView.inheritedAnimationDuration`).
    let duration: TimeInterval
    /// The timing inner blocks inherit unless they override it.
    let timing: _UIViewAnimationTiming
    /// The options (`.beginFromCurrentState` decides where changes start).
    let options: UIView.AnimationOptions
    /// Set on the block of `animateKeyframes`: where its keyframes gather.
    var keyframes: _UIViewKeyframes?
    /// The changes, first change of each layer and key only, in order.
    private(set) var changes: [Change] = []
    private var seen: Set<_LayerKey> = []

    private struct _LayerKey: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }

    /// The blocks running now, outermost first.
    static var stack: [_UIViewAnimationBlock] = []
    /// The innermost running block.
    static var current: _UIViewAnimationBlock? { stack.last }

    init(animates: Bool, duration: TimeInterval, timing: _UIViewAnimationTiming, options: UIView.AnimationOptions) {
        self.animates = animates
        self.duration = duration
        self.timing = timing
        self.options = options
    }

    /// A block for `UIView.animate`'s parameters, inheriting from the enclosing block as
    /// UIKit does: an animating outer block's duration, curve and options apply unless
    /// overridden (`.overrideInheritedDuration`, `.overrideInheritedCurve`,
    /// `.overrideInheritedOptions`).
    static func nested(duration: TimeInterval, timing: _UIViewAnimationTiming,
                       options: UIView.AnimationOptions) -> _UIViewAnimationBlock {
        var (duration, timing, options) = (duration, timing, options)
        // Inside performWithoutAnimation(_:) nothing animates, nested blocks included.
        if stack.contains(where: \.isWithoutAnimation) { return disabled() }
        if let outer = current, outer.animates {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { timing = outer.timing }
            if !options.contains(.overrideInheritedOptions) {
                options.formUnion(outer.options.intersection([.repeat, .autoreverse, .allowUserInteraction]))
            }
        }
        return _UIViewAnimationBlock(animates: duration > 0 && UIView.areAnimationsEnabled,
                                     duration: duration, timing: timing, options: options)
    }

    /// A block that animates nothing.
    static func disabled() -> _UIViewAnimationBlock {
        _UIViewAnimationBlock(animates: false, duration: 0, timing: .init(.easeInOut), options: [])
    }

    /// The block of `performWithoutAnimation(_:)`: nothing inside it animates.
    static func withoutAnimation() -> _UIViewAnimationBlock {
        let block = disabled()
        block.isWithoutAnimation = true
        return block
    }

    /// Whether this is `performWithoutAnimation(_:)`'s block.
    private(set) var isWithoutAnimation = false

    /// Runs `body` with the receiver innermost.
    func run(_ body: () -> Void) {
        Self.stack.append(self)
        defer { Self.stack.removeLast() }
        body()
    }

    /// Records a change of `key` on `layer` about to happen (its value is still the old
    /// one): the start is the presentation value with `.beginFromCurrentState` when the
    /// key is animating, else the model value.
    func record(_ layer: CALayer, key: String) {
        guard seen.insert(_LayerKey(layer: ObjectIdentifier(layer), key: key)).inserted else { return }
        // A colour that was nil animates from transparent, as in UIKit.
        var from: Any? = layer.value(forKey: key) ?? (Self.colorKeys.contains(key) ? CGColor.clear : nil)
        if options.contains(.beginFromCurrentState), layer.animation(forKey: key) != nil,
           let presented = layer._presentationNow.value(forKey: key) {
            from = presented
        }
        guard let from else { return }
        changes.append(Change(layer: layer, key: key, from: from))
    }

    /// The changes whose model value now differs from where they started, with that value.
    func changedValues() -> [(change: Change, to: Any)] {
        changes.compactMap { change in
            guard let to = change.layer.value(forKey: change.key) ?? (Self.colorKeys.contains(change.key) ? CGColor.clear : nil),
                  !_UIViewAnimationBlock.same(change.from, to) else { return nil }
            return (change, to)
        }
    }

    /// The keys whose values are colours.
    static let colorKeys: Set<String> = ["backgroundColor", "borderColor", "shadowColor"]

    /// Whether two property values are equal (the animatable value types).
    static func same(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case let (a as CGPoint, b as CGPoint): a == b
        case let (a as CGRect, b as CGRect): a == b
        case let (a as CGSize, b as CGSize): a == b
        case let (a as CGFloat, b as CGFloat): a == b
        case let (a as Float, b as Float): a == b
        case let (a as Double, b as Double): a == b
        case let (a as CATransform3D, b as CATransform3D): a == b
        case let (a as CGColor, b as CGColor): a == b
        default: false
        }
    }
}
