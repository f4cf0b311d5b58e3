import Foundation

/// The buttons of revealed swipe actions (or of the delete confirmation) beside a cell's
/// moved content: one button per ``UIContextualAction``, the first at the row's edge,
/// each as wide as its title (or image) plus 15 points a side and at least 74 points
/// (ClientKit's choice, close to iOS's Delete button), white 15-point text on the
/// action's background colour. When the row is pulled further than the buttons need
/// (a full swipe), the first button takes the extra width.
@MainActor
final class _UITableViewCellSwipeActionsView: UIView {
    enum Side { case leading, trailing }

    let side: Side
    let actions: [UIContextualAction]
    let buttons: [UIButton]
    /// The buttons' natural widths, in the actions' order.
    let widths: [CGFloat]
    /// The width that shows every button.
    var totalWidth: CGFloat { widths.reduce(0, +) }

    /// Buttons for `actions` on `side`; `tapped` runs with the action and its button.
    init(actions: [UIContextualAction], side: Side,
         tapped: @escaping @MainActor (UIContextualAction, UIButton) -> Void) {
        self.side = side
        self.actions = actions
        var buttons: [UIButton] = []
        var widths: [CGFloat] = []
        for action in actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15, weight: .medium)
            if let image = action.image { button.setImage(image, for: .normal) }
            button.backgroundColor = action.backgroundColor
            let titleWidth = (action.title ?? "").isEmpty ? 0
                : (button.titleLabel?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude,
                                                          height: .greatestFiniteMagnitude)).width ?? 0)
            let content = Swift.max(titleWidth, action.image?.size.width ?? 0).rounded(.up)
            widths.append(Swift.max(_UITableViewMetrics.swipeActionMinimumWidth,
                                    content + 2 * _UITableViewMetrics.swipeActionPadding))
            buttons.append(button)
        }
        self.buttons = buttons
        self.widths = widths
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = actions.first?.backgroundColor
        for (action, button) in zip(actions, buttons) {
            addSubview(button)
            button.addAction(UIAction { [weak button] _ in
                guard let button else { return }
                tapped(action, button)
            }, for: .touchUpInside)
        }
    }

    required init?(coder: NSCoder) {
        side = .trailing
        actions = []
        buttons = []
        widths = []
        super.init(coder: coder)
    }

    /// From the row's edge inwards: the first button at the edge, with any extra width.
    override func layoutSubviews() {
        super.layoutSubviews()
        let extra = Swift.max(0, bounds.width - totalWidth)
        var edge = side == .trailing ? bounds.width : 0
        for (index, button) in buttons.enumerated() {
            let width = widths[index] + (index == 0 ? extra : 0)
            if side == .trailing {
                edge -= width
                button.frame = CGRect(x: edge, y: 0, width: width, height: bounds.height)
            } else {
                button.frame = CGRect(x: edge, y: 0, width: width, height: bounds.height)
                edge += width
            }
        }
    }
}
