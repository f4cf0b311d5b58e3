import Foundation
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

/// A shown window of `size` at the origin, with nothing pending.
@MainActor
func makeControllerWindow(width: CGFloat = 320, height: CGFloat = 480) -> UIWindow {
    resetApplication()
    return UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
}
