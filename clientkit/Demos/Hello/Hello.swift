// demo-hello: the minimal app shown in the README. Tap the window to add a bar.
import ClientKit

final class CounterView: UIView {
    private var taps = 0

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        taps += 1
        setNeedsDisplay()                       // drawn at the end of this run-loop turn
    }

    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()!
        UIColor(white: 0.95, alpha: 1).setFill()
        context.fill(bounds)
        UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1).setFill()
        for i in 0..<taps {
            context.fill(CGRect(x: 20 + CGFloat(i) * 30, y: 40, width: 20, height: bounds.height - 80))
        }
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 320, height: 200))
        window.addSubview(CounterView(frame: window.bounds))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
