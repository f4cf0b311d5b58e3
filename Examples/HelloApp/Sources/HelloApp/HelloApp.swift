// HelloApp: a label and a button in a view controller, the way a UIKit app writes them.
import UIKit

/// Prints a line at once (stdout to a file or pipe is otherwise buffered until exit).
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

final class HelloViewController: UIViewController {
    private let label = UILabel()
    private let button = UIButton(type: .system)
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.text = "Hello from outside the repo"
        label.accessibilityIdentifier = "greeting"
        label.frame = CGRect(x: 20, y: 20, width: view.bounds.width - 40, height: 30)
        label.autoresizingMask = [.flexibleWidth]
        button.setTitle("Count", for: .normal)
        button.frame = CGRect(x: 20, y: 70, width: 120, height: 44)
        button.addTarget(self, action: HelloViewController.countTapped, for: .touchUpInside)
        view.addSubview(label)
        view.addSubview(button)
    }

    func countTapped(_ sender: UIButton) {
        count += 1
        label.text = "Tapped \(count) times"
        say("HelloApp: tapped \(count)")
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 140))
        window.rootViewController = HelloViewController()
        window.makeKeyAndVisible()
        self.window = window
        say("HelloApp: launched")
        return true
    }
}
