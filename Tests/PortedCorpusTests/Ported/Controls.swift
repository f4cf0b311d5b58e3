import UIKit

/// A form in the style of a storyboard-less UIKit view controller.
class CorpusFormController: UIViewController {
    var log: [String] = []
    let saveButton = UIButton(type: .system)
    let resetButton = UIButton(type: .system)

    lazy var dragButton: UIButton = {
        let button = UIButton(type: .custom)
        button.addTarget(self, action: CorpusFormController.dragged(_:forEvent:), for: .touchDragInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: CorpusFormController.save(_:), for: .touchUpInside)
        resetButton.addTarget(self, action: CorpusFormController.reset, for: [.touchUpInside, .touchUpOutside])
        resetButton.addTarget(self,
                              action: CorpusFormController.anyTapped(_:),
                              for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: CorpusFormController.add)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: CorpusFormController.edit(_:))
    }

    func save(_ sender: UIButton) {
        log.append("save \(sender.tag)")
    }

    private func reset() {
        log.append("reset")
    }

    func anyTapped(_ sender: Any) {
        log.append("any \((sender as? UIButton)?.tag ?? -1)")
    }

    func dragged(_ sender: UIButton, forEvent event: UIEvent?) {
        log.append("dragged \(event == nil)")
    }

    func add() {
        log.append("add")
    }

    func edit(_ sender: Any) {
        log.append("edit \((sender as? UIBarButtonItem)?.title ?? "")")
    }
}
