import Foundation

/// An animation of one property between two values (`CABasicAnimation`).
///
/// The values follow Core Animation's rules: `fromValue` and `toValue`; `fromValue` and
/// `fromValue + byValue`; `toValue − byValue` and `toValue`; with only one given, the
/// other end is the layer's model value (only `byValue`: from the model value to it plus
/// `byValue`).
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// Where the animation starts.
    open var fromValue: Any?
    /// Where it ends.
    open var toValue: Any?
    /// The change, when one end is not given.
    open var byValue: Any?

    override func _takeProperties(of other: CAAnimation) {
        super._takeProperties(of: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The two ends for `model`'s current value of the key.
    func _ends(model: Any?) -> (Any, Any)? {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return _CAValues.add(from, by).map { (from, $0) }
        case let (nil, to?, by?): return _CAValues.subtract(to, by).map { ($0, to) }
        case let (from?, nil, nil): return model.map { (from, $0) }
        case let (nil, to?, nil): return model.map { ($0, to) }
        case let (nil, nil, by?): return model.flatMap { m in _CAValues.add(m, by).map { (m, $0) } }
        default: return nil
        }
    }

    /// The eased fraction for `progress`; a spring overrides it.
    func _fraction(_ progress: Double) -> Double {
        _eased(progress)
    }

    override func _apply(progress: Double, to presentation: CALayer, model: CALayer) {
        guard let keyPath, let (from, to) = _ends(model: model.value(forKeyPath: keyPath)),
              let value = _CAValues.interpolate(from, to, _fraction(progress)) else { return }
        presentation.setValue(_combine(value, change: (from, to), keyPath: keyPath, presentation: presentation),
                              forKeyPath: keyPath)
    }
}

/// A basic animation paced by a damped spring (`CASpringAnimation`): the value moves from
/// `fromValue` to `toValue` as a mass on a spring released with `initialVelocity`,
/// overshooting when under-damped. Local time is the spring's time in seconds; set
/// `duration` to ``settlingDuration`` to see it come to rest.
@MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass (> 0). Default 1.
    open var mass: CGFloat = 1
    /// The spring's stiffness. Default 100.
    open var stiffness: CGFloat = 100
    /// The damping coefficient. Default 10.
    open var damping: CGFloat = 10
    /// The initial velocity, in fractions of the change per second (positive towards the target).
    open var initialVelocity: CGFloat = 0

    override func _takeProperties(of other: CAAnimation) {
        super._takeProperties(of: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    /// The time the spring needs to stay within 0.1% of the change from its target.
    open var settlingDuration: CFTimeInterval {
        // The last moment the motion is 0.1% or more away, sampled at 1 ms over 60 s.
        var last = 0.0
        var t = 0.0
        while t < 60 {
            if abs(_position(t) - 1) >= 0.001 { last = t }
            t += 0.001
        }
        return last
    }

    override func _fraction(_ progress: Double) -> Double {
        _position(progress * _cycleDuration)
    }

    /// Where the unit spring is at time `t`: the closed-form solution of
    /// m x″ + c x′ + k (x − 1) = 0 with x(0) = 0 and x′(0) = initialVelocity.
    func _position(_ t: Double) -> Double {
        let m = Double(max(mass, 1e-6)), k = Double(max(stiffness, 1e-6)), c = Double(max(damping, 0))
        let v = Double(initialVelocity)
        let omega = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 + exp(-zeta * omega * t) * (-cos(wd * t) + (v - zeta * omega) / wd * sin(wd * t))
        }
        if zeta == 1 { return 1 + exp(-omega * t) * (-1 + (v - omega) * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (v + r1) / (r2 - r1)
        return 1 + (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
}
