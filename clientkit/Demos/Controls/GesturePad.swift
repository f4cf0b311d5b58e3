import ClientKit
import Foundation

/// A white pad with a square in the middle: a pinch scales the square, a rotation turns
/// it (both at once), a swipe left or right changes its colour, and a long press puts
/// it back. Each gesture's end is logged.
final class GesturePad: UIView, UIGestureRecognizerDelegate {
    private let square = UIView(frame: CGRect(x: 0, y: 0, width: 56, height: 56))
    private let hint = UILabel()
    private var scale: CGFloat = 1
    private var angle: CGFloat = 0
    private var colourIndex = 0
    private static let colours: [(String, UIColor)] = [("blue", .systemBlue), ("orange", .systemOrange),
                                                       ("green", .systemGreen), ("purple", .systemPurple)]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 10
        clipsToBounds = true
        square.center = CGPoint(x: bounds.midX, y: bounds.midY - 8)
        square.backgroundColor = Self.colours[0].1
        square.layer.cornerRadius = 8
        addSubview(square)
        hint.frame = CGRect(x: 0, y: bounds.height - 22, width: bounds.width, height: 18)
        hint.text = "pinch · rotate · swipe · hold"
        hint.font = .systemFont(ofSize: 11)
        hint.textColor = .secondaryLabel
        hint.textAlignment = .center
        addSubview(hint)

        let pinch = UIPinchGestureRecognizer(target: self, action: GesturePad.pinched)
        let rotation = UIRotationGestureRecognizer(target: self, action: GesturePad.rotated)
        pinch.delegate = self
        addGestureRecognizer(pinch)
        addGestureRecognizer(rotation)
        for direction in [UISwipeGestureRecognizer.Direction.left, .right] {
            let swipe = UISwipeGestureRecognizer(target: self, action: GesturePad.swiped)
            swipe.direction = direction
            addGestureRecognizer(swipe)
        }
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: GesturePad.pressed))
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// Pinch and rotation together.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    private func pinched(_ pinch: UIPinchGestureRecognizer) {
        scale *= pinch.scale
        pinch.scale = 1
        applyTransform()
        if pinch.state == .ended { log(String(format: "pinch ended: square scale %.2f", scale)) }
    }

    private func rotated(_ rotation: UIRotationGestureRecognizer) {
        angle += rotation.rotation
        rotation.rotation = 0
        applyTransform()
        if rotation.state == .ended { log(String(format: "rotation ended: square angle %.0f°", angle * 180 / .pi)) }
    }

    private func swiped(_ swipe: UISwipeGestureRecognizer) {
        let step = swipe.direction == .left ? 1 : Self.colours.count - 1
        colourIndex = (colourIndex + step) % Self.colours.count
        square.backgroundColor = Self.colours[colourIndex].1
        log("swipe \(swipe.direction == .left ? "left" : "right"): square \(Self.colours[colourIndex].0)")
    }

    private func pressed(_ press: UILongPressGestureRecognizer) {
        guard press.state == .began else { return }
        scale = 1
        angle = 0
        applyTransform()
        log("long press began: square back to its size")
    }

    private func applyTransform() {
        square.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
    }
}
