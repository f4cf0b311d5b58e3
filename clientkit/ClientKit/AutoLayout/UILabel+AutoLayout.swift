import Foundation

extension UILabel: _LayoutWidthDependent, _BaselineProviding {
    /// Several lines at the automatic width: the height depends on the laid-out width.
    var _intrinsicSizeDependsOnWidth: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth == 0
    }

    func _intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize {
        _layoutWidthHint = width ?? 0
        defer { _layoutWidthHint = nil }
        return intrinsicContentSize
    }

    /// The text is centred vertically in the bounds (see `drawText(in:)`), so its
    /// baselines sit at half the height, offset by the lines' baselines from the text's
    /// middle. An empty label has the font's one line.
    func _baselineShapes(forWidth width: CGFloat) -> (first: _BaselineShape, last: _BaselineShape) {
        let layout = _layout(width: numberOfLines == 1 ? nil : width, height: nil)
        guard let firstLine = layout.lines.first, let lastLine = layout.lines.last, layout.usedSize.height > 0 else {
            let font = self.font ?? .systemFont(ofSize: 17)
            let shape = _BaselineShape(heightFraction: 0.5, offset: font.ascender - font.lineHeight / 2)
            return (shape, shape)
        }
        let half = layout.usedSize.height / 2
        return (_BaselineShape(heightFraction: 0.5, offset: CGFloat(firstLine.baseline) - half),
                _BaselineShape(heightFraction: 0.5, offset: CGFloat(lastLine.baseline) - half))
    }
}
