import UIKit

/// Uses of the Objective-C runtime strata-port has no Swift form for: it reports each
/// and leaves it as it was (only the @objc it understands goes).
class CorpusLeftController: UIViewController {
    let saveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(nil, action: #selector(save(_:)), for: .touchDown)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: #selector(save(_:)))
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(save(_:)), userInfo: ["n": 1], repeats: false)
        if responds(to: #selector(save(_:))) {
            saveButton.removeTarget(self, action: #selector(save(_:)), for: .touchUpInside)
        }
    }

    @objc func save(_ sender: Any) {}
}

@objc protocol CorpusLegacyDelegate {
    @objc optional func legacyDidChange()
}
