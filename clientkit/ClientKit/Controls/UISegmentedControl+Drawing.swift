import Foundation

/// The segmented control's geometry and drawing (see `UISegmentedControl` for the look).
extension UISegmentedControl {
    /// The separators' colour: the system gray at 30%.
    static let separatorColor = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
    /// The shade over the segment under a touch.
    static let pressedShade = UIColor(white: 0, alpha: 0.06)

    /// The title attributes for a segment in `state`: `.normal`'s filled in under the
    /// state's own, then the defaults (13 points, semibold when selected; the label
    /// colour, tertiary when disabled).
    func _attributes(for state: State) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: state.contains(.selected) ? .semibold : .regular),
            .foregroundColor: state.contains(.disabled) ? UIColor.tertiaryLabel : UIColor.label,
        ]
        for key in [State.normal, state] {
            for (name, value) in _titleAttributes[key.rawValue] ?? [:] { attributes[name] = value }
        }
        return attributes
    }

    /// The size of a segment's title or image.
    func _contentSize(of index: Int) -> CGSize {
        let segment = _segments[index]
        if let image = segment.image { return image.size }
        guard let title = segment.title, !title.isEmpty else { return .zero }
        // The wider of the regular and selected looks, so selecting does not resize.
        let regular = (title as NSString).size(withAttributes: _attributes(for: .normal))
        let selected = (title as NSString).size(withAttributes: _attributes(for: .selected))
        return CGSize(width: Swift.max(regular.width, selected.width), height: Swift.max(regular.height, selected.height))
    }

    func _naturalWidth(of index: Int) -> CGFloat {
        _contentSize(of: index).width + 2 * Self.contentPadding
    }

    /// The segments' rectangles in the bounds (see the type's documentation).
    var _segmentFrames: [CGRect] {
        let count = _segments.count
        guard count > 0 else { return [] }
        let fixed = _segments.reduce(CGFloat(0)) { $0 + $1.width }
        let automatic = _segments.indices.filter { _segments[$0].width == 0 }
        let remaining = Swift.max(0, bounds.width - fixed)
        let contentTotal = automatic.reduce(CGFloat(0)) { $0 + _naturalWidth(of: $1) }
        var frames: [CGRect] = []
        var x = bounds.minX
        for index in _segments.indices {
            var width = _segments[index].width
            if width == 0 {
                width = apportionsSegmentWidthsByContent && contentTotal > 0
                    ? remaining * _naturalWidth(of: index) / contentTotal
                    : remaining / CGFloat(automatic.count)
            }
            frames.append(CGRect(x: x, y: bounds.minY, width: width, height: bounds.height))
            x += width
        }
        return frames
    }

    /// The segment whose column holds `point` (clamped to the first and last segments).
    func _segmentIndex(at point: CGPoint) -> Int? {
        let frames = _segmentFrames
        guard !frames.isEmpty else { return nil }
        return frames.firstIndex { point.x < $0.maxX } ?? frames.count - 1
    }

    /// The selected segment's rectangle (its frame inset by 2 points).
    func _selectedRect(_ frame: CGRect) -> CGRect {
        frame.insetBy(dx: Self.selectedInset, dy: Self.selectedInset)
    }

    /// Draws the background, the pressed shade and the separators (the view's own
    /// content; the selected segment and the contents are sublayers above it).
    func _drawSegments(in context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        if !isEnabled { context.setAlpha(0.5) }
        _ControlDrawing.fill(bounds, radius: Self.cornerRadius, .tertiarySystemFill, in: context)
        let frames = _segmentFrames
        let selected = _shownSelection
        let innerRadius = Self.cornerRadius - Self.selectedInset
        if let pressed = _highlightedSegment, pressed != selected, frames.indices.contains(pressed) {
            _ControlDrawing.fill(_selectedRect(frames[pressed]), radius: innerRadius, Self.pressedShade, in: context)
        }
        // Separators between neighbours that are neither selected nor pressed.
        for index in frames.indices.dropLast() {
            let quiet = [index, index + 1].allSatisfy { $0 != selected && $0 != _highlightedSegment }
            guard quiet else { continue }
            let x = frames[index].maxX
            context.setFillColor(Self.separatorColor.cgColor)
            context.fill(CGRect(x: (x - 0.5).rounded(), y: bounds.minY + 8, width: 1, height: Swift.max(0, bounds.height - 16)))
        }
    }

    /// The segment shown as selected: none while momentary or out of range.
    var _shownSelection: Int? {
        isMomentary ? nil : (_segments.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : nil)
    }

    /// Draws each segment's title or image (``_UISegmentContentsLayer``'s content).
    func _drawContents(in context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        if !isEnabled { context.setAlpha(0.5) }
        let frames = _segmentFrames
        let selected = _shownSelection
        for index in frames.indices {
            var state: State = []
            if index == selected { state.insert(.selected) }
            if index == _highlightedSegment { state.insert(.highlighted) }
            if !_segments[index].isEnabled { state.insert(.disabled) }
            let frame = frames[index]
            if let image = _segments[index].image {
                let origin = CGPoint(x: (frame.midX - image.size.width / 2).rounded(),
                                     y: (frame.midY - image.size.height / 2).rounded())
                image.draw(at: origin)
            } else if let title = _segments[index].title, !title.isEmpty {
                let attributes = _attributes(for: state)
                let size = (title as NSString).size(withAttributes: attributes)
                let origin = CGPoint(x: (frame.midX - size.width / 2).rounded(), y: (frame.midY - size.height / 2).rounded())
                (title as NSString).draw(at: origin, withAttributes: attributes)
            }
        }
    }

    /// Puts the selected segment's layer on the selection (hidden when none), in a
    /// transaction whose implicit animations last 0.25 s when `animated` (a tap moving
    /// the selection), with actions disabled otherwise; and keeps the contents layer
    /// over the bounds.
    func _updateLayers(animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated || !UIView.areAnimationsEnabled)
        CATransaction.setAnimationDuration(0.25)
        defer { CATransaction.commit() }
        _contentsLayer.bounds = bounds
        _contentsLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        _contentsLayer.contentsScale = layer.contentsScale
        let frames = _segmentFrames
        _selectionLayer.radius = Self.cornerRadius - Self.selectedInset
        _selectionLayer.tint = selectedSegmentTintColor ?? .white
        _selectionLayer.contentsScale = layer.contentsScale
        _selectionLayer.opacity = isEnabled ? 1 : 0.5
        if let selected = _shownSelection {
            let wasHidden = _selectionLayer.isHidden
            if wasHidden { CATransaction.setDisableActions(true) }
            _selectionLayer.place(_selectedRect(frames[selected]))
            _selectionLayer.isHidden = false
        } else {
            _selectionLayer.isHidden = true
        }
    }
}

/// A segmented control's titles and images, drawn above the selected segment's layer.
@MainActor
final class _UISegmentContentsLayer: CALayer {
    weak var owner: UISegmentedControl?

    override func draw(in context: CGContext) {
        owner?._drawContents(in: context)
    }
}
