// demo-painter: drag to draw. Each drag is bound to the canvas for its whole life
// (even outside the window), and each new segment invalidates only a small rect with
// setNeedsDisplay(_:). Keys: r, g, b pick a colour; c clears.
import ClientKit
import Foundation

/// One line per event on stdout (the demo collects it as the app's log).
func log(_ text: String) {
    FileHandle.standardOutput.write(Data("painter: \(text)\n".utf8))
}

final class CanvasView: UIView {
    private struct Stroke {
        var color: UIColor
        var points: [CGPoint]
    }
    private var strokes: [Stroke] = []
    private var color = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
    private let lineWidth: CGFloat = 6

    override var canBecomeFirstResponder: Bool { true }

    private func dirtyRect(_ a: CGPoint, _ b: CGPoint) -> CGRect {
        CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
            .insetBy(dx: -lineWidth, dy: -lineWidth)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        strokes.append(Stroke(color: color, points: [point]))
        log("touchesBegan at \(Int(point.x)),\(Int(point.y)) tapCount \(touch.tapCount)")
        setNeedsDisplay(dirtyRect(point, point))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !strokes.isEmpty else { return }
        let point = touch.location(in: self)
        let previous = strokes[strokes.count - 1].points.last ?? point
        strokes[strokes.count - 1].points.append(point)
        setNeedsDisplay(dirtyRect(previous, point))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        let inside = self.point(inside: point, with: event)
        log("touchesEnded at \(Int(point.x)),\(Int(point.y))\(inside ? "" : " (outside the window, still mine)") "
            + "after \(strokes.last?.points.count ?? 0) points")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("touchesCancelled")
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var handled = false
        for press in presses {
            guard let key = press.key else { continue }
            switch key.charactersIgnoringModifiers.lowercased() {
            case "r": color = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1); handled = true
            case "g": color = UIColor(red: 0.1, green: 0.7, blue: 0.2, alpha: 1); handled = true
            case "b": color = UIColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1); handled = true
            case "c": strokes.removeAll(); setNeedsDisplay(); handled = true
            default: break
            }
            log("key \"\(key.characters)\" (HID \(key.keyCode.rawValue))\(handled ? "" : " not mine: up the responder chain")")
        }
        if !handled { super.pressesBegan(presses, with: event) }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.white.setFill()
        context.fill(rect)
        context.setLineWidth(lineWidth)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        for stroke in strokes {
            context.setStrokeColor(stroke.color.cgColor)
            guard let first = stroke.points.first else { continue }
            context.beginPath()
            context.move(to: first)
            for point in stroke.points.dropFirst() { context.addLine(to: point) }
            if stroke.points.count == 1 { context.addLine(to: first) }
            context.strokePath()
        }
    }
}

final class PainterController: UIViewController {
    let canvas = CanvasView()
    override func loadView() {
        view = canvas
    }
}

@main
final class PainterDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 40, y: 70, width: 460, height: 320))
        let controller = PainterController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        _ = controller.canvas.becomeFirstResponder()
        self.window = window
        log("launched")
        return true
    }

    /// The end of the responder chain: keys the canvas did not want arrive here.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("app delegate got unhandled key \"\(presses.first?.key?.characters ?? "")\"")
    }

    func applicationWillTerminate(_ application: UIApplication) {
        log("terminating")
    }
}
