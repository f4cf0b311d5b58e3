import Foundation

/// The content of a ``UITextView``: draws its text, the selection (the text view's
/// tint at 20%, as iOS) and the blinking caret in the tint, in content coordinates (it sits at the content's
/// origin and is as tall as the content).
@MainActor
final class _UITextContainerView: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// The caret and the selection take the new tint (inherited from the text view).
    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
        let layout = textView._layout
        let origin = textView._textOrigin
        let selection = textView._selection.range
        if textView.isFirstResponder, selection.length > 0 {
            context.setFillColor(textView.tintColor.withAlphaComponent(UITextField._selectionAlpha).cgColor)
            for index in layout.lines.indices {
                let line = layout.utf16Range(ofLine: index)
                let start = Swift.max(selection.location, line.location)
                let end = Swift.min(selection.location + selection.length, line.location + line.length)
                let continues = selection.location + selection.length > line.location + line.length
                guard start < end || (continues && start <= end && start >= line.location) else { continue }
                let rect = layout.lines[index].logicalRect
                let x0 = layout.caretX(atUTF16Offset: start)
                let x1 = continues ? textView._textWidth : layout.caretX(atUTF16Offset: end)
                context.fill(CGRect(x: origin.x + x0, y: origin.y + CGFloat(rect.y),
                                    width: Swift.max(0, x1 - x0), height: CGFloat(rect.height)))
            }
        }
        layout.draw(in: context, at: origin)
        if textView.isEditing, selection.length == 0, _CaretBlinker.shared.isCaretVisible(in: self) {
            context.setFillColor(textView.tintColor.cgColor)
            context.fill(textView._caretRect(at: selection.location))
        }
    }
}
