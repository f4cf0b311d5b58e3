import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// A view controller that records its life-cycle and appearance callbacks in a shared
/// log as "name.callback" (layout callbacks only when `logsLayout`).
class RecordingController: UIViewController {
    let name: String
    let log: CallLog
    var logsLayout = false
    /// What the view's bounds were in viewDidLoad.
    var boundsInViewDidLoad: CGRect?
    /// Flags seen in the appearance callbacks: "movingTo", "movingFrom", "presented", "dismissed".
    var flagsSeen: [String: [String]] = [:]

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func record(_ callback: String) {
        log.add("\(name).\(callback)")
        var flags: [String] = []
        if isMovingToParent { flags.append("movingTo") }
        if isMovingFromParent { flags.append("movingFrom") }
        if isBeingPresented { flags.append("presented") }
        if isBeingDismissed { flags.append("dismissed") }
        flagsSeen[callback] = flags
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        boundsInViewDidLoad = view.bounds
        record("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); record("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { if logsLayout { record("viewWillLayoutSubviews") } }
    override func viewDidLayoutSubviews() { if logsLayout { record("viewDidLayoutSubviews") } }
    override func willMove(toParent parent: UIViewController?) {
        record("willMove(toParent: \(Self.label(parent)))")
    }
    override func didMove(toParent parent: UIViewController?) {
        record("didMove(toParent: \(Self.label(parent)))")
    }

    static func label(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        if let recording = controller as? RecordingController { return recording.name }
        return String(describing: type(of: controller))
    }
}

/// A hidden window of `size` at the origin, with nothing pending.
@MainActor
func makeControllerWindow(width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    resetApplication()
    return UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A shown window whose root view controller is `root`; `log` cleared afterwards.
@MainActor
func showInWindow(_ root: UIViewController, log: CallLog, width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    let window = makeControllerWindow(width: width, height: height)
    window.rootViewController = root
    window.isHidden = false
    log.clear()
    return window
}

/// The smallest rectangle holding every pixel of `rect` (in `image`) that `matches`
/// accepts, or `nil` when none does.
func pixelBounds(in image: PixmanImage, _ rect: CGRect, where matches: (RGBA) -> Bool) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) where matches(RGBA(pixel: image.pixel(x: x, y: y))) {
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        }
    }
    guard minX <= maxX else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

/// Whether two colours are within `tolerance` on every channel.
func close(_ a: RGBA, _ b: RGBA, _ tolerance: Int = 3) -> Bool {
    abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance && abs(a.a - b.a) <= tolerance
}

/// Asserts the pixel at (x, y) is `expected` within `tolerance`.
func assertPixel(_ image: PixmanImage, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 3, _ message: String = "",
                 file: StaticString = #filePath, line: UInt = #line) {
    let got = RGBA(pixel: image.pixel(x: x, y: y))
    XCTAssertTrue(close(got, expected, tolerance), "(\(x), \(y)): got \(got), expected \(expected) \(message)", file: file, line: line)
}
