import UIKit

extension Notification.Name {
    static let corpusRefresh = Notification.Name("CorpusRefresh")
}

class CorpusClockController: UIViewController {
    var log: [String] = []
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 0.01, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: false)
        let idle = Timer(timeInterval: 5, target: self, selector: #selector(idleFired), userInfo: nil, repeats: true)
        idle.invalidate()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh(_:)), name: .corpusRefresh, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(refreshAll), name: .corpusRefresh, object: nil)
        perform(#selector(showHint), with: nil, afterDelay: 0.01)
        self.perform(#selector(greet(_:)), with: "Ada", afterDelay: 0.01)
    }

    @objc func tick(_ timer: Timer) {
        log.append("tick")
    }

    @objc func idleFired() {
        log.append("idle")
    }

    @objc func refresh(_ notification: Notification) {
        log.append("refresh \(notification.name.rawValue)")
    }

    @objc func refreshAll() {
        log.append("refresh all")
    }

    @objc func showHint() {
        log.append("hint")
    }

    @objc func greet(_ name: Any?) {
        log.append("hello \(name as? String ?? "?")")
    }
}
