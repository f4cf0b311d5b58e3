// demo-motion: UIKit's view animations on Strata. A tap anywhere slides a blue panel in
// from the left edge (UIView.animate, linear, 2 s) while a green badge fades to 15%
// (a second animation) and the caption cross-dissolves to its new text
// (UIView.transition); the next tap slides the panel out again with a
// UIViewPropertyAnimator. Nothing is redrawn while the panel moves: the compositor
// shows the layers' snapshots at their presentation values, frame by frame.
// One line per event on stdout ("motion: …"). `--at X,Y` puts the window's top-left
// corner there (default 440,60).
import ClientKit
import Foundation

func log(_ text: String) {
    FileHandle.standardOutput.write(Data("motion: \(text)\n".utf8))
}

/// The window's content: the panel, the badge and the caption.
final class MotionView: UIView {
    /// Where the panel rests when shown, and off-screen to the left when not.
    static let shownFrame = CGRect(x: 180, y: 40, width: 160, height: 120)
    static let hiddenFrame = CGRect(x: -170, y: 40, width: 160, height: 120)
    static let duration: TimeInterval = 2

    let panel = UIView(frame: MotionView.hiddenFrame)
    let badge = UIView(frame: CGRect(x: 20, y: 70, width: 60, height: 60))
    let caption = UILabel(frame: CGRect(x: 20, y: 10, width: 320, height: 22))
    private var shown = false
    private var busy = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
        panel.backgroundColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
        panel.layer.cornerRadius = 12
        badge.backgroundColor = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
        badge.layer.cornerRadius = 30
        caption.text = "Tap to slide the panel in"
        caption.font = .systemFont(ofSize: 15)
        addSubview(badge)
        addSubview(caption)
        addSubview(panel)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard !busy else { return log("tap ignored: animating") }
        busy = true
        shown ? slideOut() : slideIn()
    }

    /// UIView.animate: the panel's frame and the badge's alpha, linear over 2 s.
    private func slideIn() {
        log("slide in started")
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveLinear, .allowUserInteraction],
                       animations: {
            self.panel.frame = Self.shownFrame
            self.badge.alpha = 0.15
        }, completion: { finished in
            self.shown = true
            self.busy = false
            log("slide in finished \(finished) at x \(Int(self.panel.frame.minX))")
        })
        UIView.transition(with: caption, duration: 0.5, options: .transitionCrossDissolve, animations: {
            self.caption.text = "Tap again to slide it out"
        })
    }

    /// A property animator: ease-out back to the left, the badge back to opaque.
    private func slideOut() {
        log("slide out started")
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .easeOut) {
            self.panel.frame = Self.hiddenFrame
            self.badge.alpha = 1
        }
        animator.addCompletion { position in
            self.shown = false
            self.busy = false
            log("slide out finished at \(position) x \(Int(self.panel.frame.minX))")
        }
        animator.startAnimation()
        UIView.transition(with: caption, duration: 0.5, options: .transitionCrossDissolve, animations: {
            self.caption.text = "Tap to slide the panel in"
        })
    }
}

@main
final class MotionDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        var origin = CGPoint(x: 440, y: 60)
        let arguments = CommandLine.arguments
        if let i = arguments.firstIndex(of: "--at"), i + 1 < arguments.count {
            let parts = arguments[i + 1].split(separator: ",").compactMap { Double($0) }
            if parts.count == 2 { origin = CGPoint(x: parts[0], y: parts[1]) }
        }
        let window = UIWindow(frame: CGRect(x: origin.x, y: origin.y, width: 360, height: 200))
        let content = MotionView(frame: window.bounds)
        window.addSubview(content)
        window.makeKeyAndVisible()
        self.window = window
        log("launched: panel at x \(Int(content.panel.frame.minX)), badge alpha \(content.badge.alpha)")
        return true
    }
}
