import ClientKit
import Foundation

/// A pushed screen: a description and a button that asks, with an alert, whether to
/// reset (Return resets, Escape cancels).
final class DetailController: UIViewController {
    private let detail: String
    private let canReset: Bool
    private let label = UILabel()
    private let button = UIButton(type: .system)

    init(title: String, detail: String, canReset: Bool = true) {
        self.detail = detail
        self.canReset = canReset
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("no archives") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        label.text = detail
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        view.addSubview(label)
        if canReset {
            button.setTitle("Reset \(title ?? "")…", for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.addAction(UIAction { [unowned self] _ in self.askToReset() }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("appeared \(title ?? "?")")
    }

    /// The text and the button below the navigation bar, above the tab bar (the safe area).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        label.frame = CGRect(x: safe.minX + 16, y: safe.minY + 16, width: safe.width - 32, height: 44)
        button.frame = CGRect(x: safe.minX + 16, y: safe.minY + 72, width: safe.width - 32, height: 44)
    }

    private func askToReset() {
        let name = title ?? ""
        let alert = UIAlertController(title: "Reset \(name)?", message: "Your \(name.lowercased()) settings go back to their defaults.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { action in
            log("alert action \(action.title ?? "?")")
        })
        let reset = UIAlertAction(title: "Reset", style: .destructive) { [weak self] action in
            log("alert action \(action.title ?? "?")")
            self?.label.text = "\(name) settings were reset."
        }
        alert.addAction(reset)
        alert.preferredAction = reset
        present(alert, animated: true) { log("alert shown \(alert.title ?? "")") }
    }
}
