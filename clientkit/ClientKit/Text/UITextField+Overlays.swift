import Foundation

// The overlay views (`leftView`, `rightView`) and the clear button: where they go, when
// they show, and the text area they leave.

extension UITextField {
    /// The space between the clear button (or the right view) and the text.
    static let _overlaySpacing: CGFloat = 4
    /// The clear button's circle.
    static let _clearButtonSide: CGFloat = 19

    /// Whether something shown in `mode` is shown now.
    func _isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: _isEditing
        case .unlessEditing: !_isEditing
        }
    }

    var _showsLeftView: Bool { leftView != nil && _isShown(leftViewMode) }
    var _showsRightView: Bool { rightView != nil && _isShown(rightViewMode) }
    /// The clear button shows in its mode while there is text (UIKit's rule).
    var _showsClearButton: Bool { _isShown(clearButtonMode) && !_text.isEmpty }

    /// `inset` (the bounds inside the border) less what the shown overlays take.
    func _textArea(forBounds bounds: CGRect, inset: CGRect) -> CGRect {
        var minX = inset.minX, maxX = inset.maxX
        if _showsLeftView { minX = Swift.max(minX, leftViewRect(forBounds: bounds).maxX) }
        if _showsClearButton {
            maxX = Swift.min(maxX, clearButtonRect(forBounds: bounds).minX - Self._overlaySpacing)
        } else if _showsRightView {
            maxX = Swift.min(maxX, rightViewRect(forBounds: bounds).minX)
        }
        return CGRect(x: minX, y: inset.minY, width: Swift.max(0, maxX - minX), height: inset.height)
    }

    /// What the shown left and right views add to the natural width.
    var _overlayWidth: CGFloat {
        (_showsLeftView ? leftView!.frame.width : 0) + (_showsRightView ? rightView!.frame.width : 0)
    }

    /// The tallest shown overlay view.
    var _overlayHeight: CGFloat {
        Swift.max(_showsLeftView ? leftView!.frame.height : 0, _showsRightView ? rightView!.frame.height : 0)
    }

    func _overlayView(replaced old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        if let old, old.superview === self { old.removeFromSuperview() }
        _overlaysChanged()
    }

    /// Something that decides the overlays changed: lay them out and redraw the text.
    func _overlaysChanged() {
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    func _layoutOverlays() {
        for (view, shown, rect) in [(leftView, _showsLeftView, leftViewRect(forBounds:)),
                                    (rightView, _showsRightView, rightViewRect(forBounds:))] {
            guard let view else { continue }
            if shown {
                if view.superview !== self { addSubview(view) }
                view.isHidden = false
                view.frame = rect(bounds)
            } else if view.superview === self {
                view.isHidden = true
            }
        }
        if _showsClearButton {
            let button = _clearButton ?? {
                let button = _UITextFieldClearButton()
                button.addAction(UIAction { [unowned self] _ in self._clearButtonTapped() }, for: .touchUpInside)
                _clearButton = button
                addSubview(button)
                return button
            }()
            button.isHidden = false
            button.frame = clearButtonRect(forBounds: bounds)
        } else {
            _clearButton?.isHidden = true
        }
    }

    /// The clear button was tapped: editing begins if it had not, and the delegate's
    /// `textFieldShouldClear(_:)` decides; clearing sends `.editingChanged` and posts
    /// ``textDidChangeNotification`` (it does not ask
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, as in UIKit).
    func _clearButtonTapped() {
        if !isFirstResponder { _ = becomeFirstResponder() }
        guard !_text.isEmpty, delegate?.textFieldShouldClear(self) ?? true else { return }
        _text = ""
        _selection = _TextSelection(anchor: 0, focus: 0)
        _overlaysChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}

/// The clear button: a gray circle with a white cross.
final class _UITextFieldClearButton: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        accessibilityLabel = "Clear text"
    }

    required init?(coder: NSCoder) { fatalError("a clear button is made by its text field") }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let circle = bounds.insetBy(dx: 0.5, dy: 0.5)
        context.setFillColor((isHighlighted ? UIColor.systemGray : UIColor.systemGray3).cgColor)
        context.fillEllipse(in: circle)
        let inset: CGFloat = bounds.width * 0.32
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(1.75)
        context.setLineCap(.round)
        context.move(to: CGPoint(x: bounds.minX + inset, y: bounds.minY + inset))
        context.addLine(to: CGPoint(x: bounds.maxX - inset, y: bounds.maxY - inset))
        context.move(to: CGPoint(x: bounds.maxX - inset, y: bounds.minY + inset))
        context.addLine(to: CGPoint(x: bounds.minX + inset, y: bounds.maxY - inset))
        context.strokePath()
    }
}
