import Foundation

extension UITextField: _BaselineProviding {
    /// One line of text centred vertically in the text rectangle.
    func _baselineShapes(forWidth width: CGFloat) -> (first: _BaselineShape, last: _BaselineShape) {
        let layout = _layout(for: _displayText.isEmpty ? " " : _displayText, color: .black, width: nil)
        guard let line = layout.lines.first else { return (.bottom, .bottom) }
        let lineHeight = CGFloat(line.logicalRect.y + line.logicalRect.height)
        let shape = _BaselineShape(heightFraction: 0.5, offset: CGFloat(line.baseline) - lineHeight / 2)
        return (shape, shape)
    }
}
