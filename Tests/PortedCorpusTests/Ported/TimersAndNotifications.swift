import UIKit

extension Notification.Name {
    static let corpusRefresh = Notification.Name("CorpusRefresh")
}

class CorpusClockController: UIViewController {
    var log: [String] = []
    var timer: Timer?

    func start() {
        timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: false) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { self.tick(timer) }
        }
        let idle = Timer(timeInterval: 5, repeats: true) { _ in MainActor.assumeIsolated { self.idleFired() } }
        idle.invalidate()
        _ = NotificationCenter.default.addObserver(forName: .corpusRefresh, object: nil, queue: nil) { [weak self] notification in
            nonisolated(unsafe) let notification = notification
            MainActor.assumeIsolated { self?.refresh(notification) }
        }
        _ = NotificationCenter.default.addObserver(forName: .corpusRefresh, object: nil, queue: nil) { [weak self] _ in MainActor.assumeIsolated { self?.refreshAll() } }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { self.showHint() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { self.greet("Ada") }
    }

    func tick(_ timer: Timer) {
        log.append("tick")
    }

    func idleFired() {
        log.append("idle")
    }

    func refresh(_ notification: Notification) {
        log.append("refresh \(notification.name.rawValue)")
    }

    func refreshAll() {
        log.append("refresh all")
    }

    func showHint() {
        log.append("hint")
    }

    func greet(_ name: Any?) {
        log.append("hello \(name as? String ?? "?")")
    }
}
