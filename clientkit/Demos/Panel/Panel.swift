// demo-panel: a status-bar-level window across the top of the screen. It stays above
// the other apps' windows however they are raised. A CADisplayLink (driven by the
// compositor's frames) slides an indicator by moving its layer — no redraw.
import ClientKit
import Foundation

func log(_ text: String) {
    FileHandle.standardOutput.write(Data("panel: \(text)\n".utf8))
}

final class PanelView: UIView {
    let indicator = UIView(frame: CGRect(x: 8, y: 8, width: 60, height: 24))
    private var link: CADisplayLink?
    private var frames = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.12, green: 0.12, blue: 0.14, alpha: 0.92)
        indicator.backgroundColor = UIColor(red: 0.3, green: 0.75, blue: 1, alpha: 1)
        indicator.layer.cornerRadius = 12
        addSubview(indicator)
        for i in 0..<6 {
            let dot = UIView(frame: CGRect(x: frame.width - 30 - CGFloat(i) * 22, y: 14, width: 12, height: 12))
            dot.backgroundColor = UIColor(white: 0.4 + CGFloat(i) * 0.1, alpha: 1)
            dot.layer.cornerRadius = 6
            addSubview(dot)
        }
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func startAnimating(frames limit: Int) {
        let link = CADisplayLink { [weak self] link in
            guard let self else { return }
            self.frames += 1
            let travel = self.bounds.width - 300
            let phase = CGFloat(self.frames % 240) / 240
            self.indicator.center.x = 38 + travel * (phase < 0.5 ? phase * 2 : 2 - phase * 2)
            if self.frames == limit {
                link.invalidate()
                log("display link ran \(limit) frames, then stopped (the panel goes idle)")
            }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let point = touches.first?.location(in: self) else { return }
        log("panel touched at \(Int(point.x)),\(Int(point.y))")
    }
}

@main
final class PanelDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 40))
        window.windowLevel = .statusBar
        let panel = PanelView(frame: window.bounds)
        window.addSubview(panel)
        window.isHidden = false // shown without asking for key (a tap on it still makes it key)
        self.window = window
        panel.startAnimating(frames: 120)
        log("launched at status-bar level")
        return true
    }
}
