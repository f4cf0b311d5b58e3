import Foundation

extension CALayer {
    /// Appends `layer` as the frontmost sublayer, removing it from its superlayer first.
    public func addSublayer(_ layer: CALayer) {
        _insert(layer, at: nil)
    }

    /// Inserts `layer` at `idx` in ``sublayers`` (clamped to the end), removing it from
    /// its superlayer first.
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        _insert(layer, at: Int(idx))
    }

    /// Inserts `layer` directly below `sibling`, or at the back if `sibling` is `nil`
    /// or not a sublayer.
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer._detachIfNeeded(from: self)
        let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } } ?? 0
        _insert(layer, at: index)
    }

    /// Inserts `layer` directly above `sibling`, or at the front if `sibling` is `nil`
    /// or not a sublayer.
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer._detachIfNeeded(from: self)
        let index = sibling.flatMap { s in _sublayers.firstIndex { $0 === s } }.map { $0 + 1 }
        _insert(layer, at: index)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = _sublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        _insert(newLayer, at: index)
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        _recordRemovalDamage()
        parent._render.sublayerRemoved = true
        parent._sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Removes `self` from its superlayer if that is `parent`, so that indexes computed
    /// afterwards are final.
    func _detachIfNeeded(from parent: CALayer) {
        if superlayer === parent { removeFromSuperlayer() }
    }

    /// Inserts `layer` at `index` (nil or past the end: at the front).
    func _insert(_ layer: CALayer, at index: Int?) {
        precondition(layer !== self, "a layer cannot be its own sublayer")
        layer._maskOwner?.mask = nil
        layer.removeFromSuperlayer()
        let i = Swift.min(index ?? _sublayers.count, _sublayers.count)
        _sublayers.insert(layer, at: i)
        layer.superlayer = self
        layer._invalidateRender(.geometry)
        layer._propagateNeedsDisplay()
    }
}
