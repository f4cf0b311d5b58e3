import Foundation

/// The drag that moves a sheet between its detents or dismisses it (see
/// `UISheetPresentationController`): a vertical pan that starts in the top
/// ``_UISheetPanGestureRecognizer/handleHeight`` points of the card.
final class _UISheetPanGestureRecognizer: UIPanGestureRecognizer {
    /// How much of the card's top a drag may start in (a navigation bar's height).
    static let handleHeight: CGFloat = 44
    private var startsInHandle = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches == touches.count, let touch = touches.first, let card = view {
            startsInHandle = touch.location(in: card).y < Self.handleHeight
        }
        super.touchesBegan(touches, with: event)
    }

    override func _shouldBegin(withTranslation translation: CGPoint) -> Bool {
        startsInHandle && abs(translation.y) > abs(translation.x)
    }
}

extension UISheetPresentationController {
    /// Adds the drag to the card of a new presentation.
    func _installDrag(on card: UIView) {
        guard card.gestureRecognizers?.contains(where: { $0 is _UISheetPanGestureRecognizer }) != true else { return }
        let pan = _UISheetPanGestureRecognizer { [weak self] recognizer in self?._dragChanged(recognizer) }
        card.addGestureRecognizer(pan)
    }

    private func _dragChanged(_ pan: _UISheetPanGestureRecognizer) {
        guard let container = containerView as? _UIPresentationContainerView, let layout = container.layout else { return }
        let card = container.cardView
        let dy = pan.translation(in: container).y
        let style = _style ?? .pageSheet
        let context = _resolutionContext(in: container.bounds, style: style)
        let heights = detents.compactMap { $0.resolvedValue(in: context) }
        let largest = heights.max() ?? layout.contentSize.height
        switch pan.state {
        case .began, .changed:
            // Follows the finger, down freely, up no higher than the largest detent.
            let rise = Swift.max(0, largest - layout.contentSize.height)
            card.transform = CGAffineTransform(translationX: 0, y: Swift.max(dy, -rise))
        case .ended, .cancelled, .failed:
            let target = layout.contentSize.height - dy
            let smallest = heights.min() ?? layout.contentSize.height
            UIView.animate(withDuration: 0.25) { card.transform = .identity }
            guard pan.state == .ended else { return }
            if target < smallest / 2 {
                _dismissInteractively()
                return
            }
            let nearest = detents.compactMap { detent in detent.resolvedValue(in: context).map { (detent, $0) } }
                .min { abs($0.1 - target) < abs($1.1 - target) }
            guard let (detent, _) = nearest else { return }
            let current = _currentDetent(in: context)?.0.identifier
            guard detent.identifier != current else { return }
            animateChanges { selectedDetentIdentifier = detent.identifier }
            (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        default:
            break
        }
    }
}
