import UIKit

/// Code already in ClientKit's forms: strata-port must leave it byte for byte.
final class CorpusPortedController: UIViewController {
    var log: [String] = []
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: CorpusPortedController.tapped(_:), for: .touchUpInside)
        button.addAction(UIAction { [weak self] _ in self?.log.append("action") }, for: .touchUpInside)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: CorpusPortedController.tapped))
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }.invalidate()
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in self?.log.append("later") }
    }

    // An objc-looking name that is not an attribute: @objc in a comment, "#selector" in a string.
    func tapped(_ sender: UIButton) {
        log.append("tapped: not #selector(tapped)")
    }

    func tapped() {
        log.append("tapped")
    }
}

/// Already final, as ClientKit needs; not @main, so that the corpus can share a module.
final class CorpusPortedAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}
