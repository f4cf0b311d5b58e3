// demo-controls: a settings-like panel of UIKit's standard controls — two switches, a
// slider (a progress bar follows it), a segmented control, a stepper, an activity
// indicator that spins while Bluetooth is on, a page control — beside a gesture pad
// whose square scales with a pinch, turns with a rotation, changes colour with a swipe
// and comes back with a long press. One line per event on stdout ("controls: …").
// `--at X,Y` puts the window's top-left corner there (default 390,540).
import ClientKit
import Foundation

func log(_ text: String) {
    FileHandle.standardOutput.write(Data("controls: \(text)\n".utf8))
}

@main
final class ControlsDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let panel = SettingsPanel(frame: CGRect(x: 10, y: 10, width: 220, height: 230))
    private let pad = GesturePad(frame: CGRect(x: 240, y: 10, width: 170, height: 150))
    private let progress = UIProgressView(progressViewStyle: .default)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let status = UILabel()
    private let pages = UIPageControl()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        var origin = CGPoint(x: 390, y: 540)
        let arguments = CommandLine.arguments
        if let i = arguments.firstIndex(of: "--at"), i + 1 < arguments.count {
            let parts = arguments[i + 1].split(separator: ",").compactMap { Double($0) }
            if parts.count == 2 { origin = CGPoint(x: parts[0], y: parts[1]) }
        }
        let window = UIWindow(frame: CGRect(x: origin.x, y: origin.y, width: 420, height: 250))
        window.backgroundColor = .systemGroupedBackground

        panel.onChange = { [weak self] in self?.panelChanged($0) }
        window.addSubview(panel)
        window.addSubview(pad)

        progress.frame = CGRect(x: 240, y: 172, width: 170, height: 4)
        progress.progress = panel.brightness.value
        window.addSubview(progress)

        spinner.frame.origin = CGPoint(x: 240, y: 184)
        window.addSubview(spinner)
        status.frame = CGRect(x: 266, y: 184, width: 144, height: 20)
        status.accessibilityIdentifier = "bluetooth.status"
        progress.accessibilityIdentifier = "brightness.progress"
        status.font = .systemFont(ofSize: 13)
        status.textColor = .secondaryLabel
        window.addSubview(status)

        pages.frame = CGRect(x: 240, y: 206, width: 170, height: 37)
        pages.numberOfPages = 4
        pages.pageIndicatorTintColor = .systemGray3
        pages.currentPageIndicatorTintColor = .label
        pages.addAction(UIAction { [unowned self] _ in log("page \(self.pages.currentPage + 1) of 4") }, for: .valueChanged)
        window.addSubview(pages)

        window.makeKeyAndVisible()
        self.window = window
        updateBluetoothStatus()
        log("launched: \(panel.summary)")
        return true
    }

    private func panelChanged(_ what: String) {
        log(what)
        progress.progress = panel.brightness.value
        updateBluetoothStatus()
    }

    /// The spinner turns (and says so) while Bluetooth is on: searching for devices.
    private func updateBluetoothStatus() {
        if panel.bluetooth.isOn {
            spinner.startAnimating()
            status.text = "Searching…"
        } else {
            spinner.stopAnimating()
            status.text = "Bluetooth is off"
        }
    }
}
