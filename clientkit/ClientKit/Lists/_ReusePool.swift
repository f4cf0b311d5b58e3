import Foundation

/// The reuse queues of a table or collection view, one per reuse identifier, and the
/// classes registered for them.
///
/// A view that scrolls out of sight is hidden and queued under its identifier (it stays
/// a subview, which is cheaper than leaving the hierarchy and coming back); a dequeue
/// takes the most recently queued one, or makes a new one from the registered class.
/// After each layout pass the owner trims every queue to a bound, so the number of live
/// views stays at what is visible plus a few, however far the list scrolls.
@MainActor
struct _ReusePool<View: UIView> {
    /// Makes a new view for an identifier (from the class registered for it).
    typealias Factory = (String) -> View

    /// How many views each queue keeps after a layout pass. While a list scrolls, the
    /// views that leave are reused by the items that arrive in the same pass, so the
    /// queues stay nearly empty; this bounds them when fewer items fit (a smaller list)
    /// or the data source makes new views instead of dequeuing.
    static var queueLimit: Int { 4 }

    private var factories: [String: Factory] = [:]
    private var queues: [String: [View]] = [:]

    /// Registers `factory` for `identifier` (`nil` unregisters), as `register(_:for…)`.
    mutating func register(_ factory: Factory?, for identifier: String) {
        factories[identifier] = factory
    }

    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A view for `identifier`: the most recently queued one, shown again (`reused`:
    /// the caller calls its `prepareForReuse()`), or a new one of the registered class
    /// added to `list`; `nil` when neither exists.
    mutating func dequeue(_ identifier: String, for list: UIView) -> (view: View, reused: Bool)? {
        if let view = queues[identifier]?.popLast() {
            view.isHidden = false
            return (view, true)
        }
        guard let view = factories[identifier].map({ $0(identifier) }) else { return nil }
        list.addSubview(view)
        return (view, false)
    }

    /// Hides `view` and queues it under `identifier`; a view without an identifier
    /// cannot be reused and leaves its superview.
    mutating func enqueue(_ view: View, identifier: String?) {
        guard let identifier else {
            view.removeFromSuperview()
            return
        }
        view.isHidden = true
        queues[identifier, default: []].append(view)
    }

    /// Every queue keeps at most `limit` views; the others leave their superview and
    /// are released.
    mutating func trim(to limit: Int) {
        for (identifier, queue) in queues where queue.count > limit {
            for view in queue[limit...] { view.removeFromSuperview() }
            queues[identifier] = Array(queue[..<limit])
        }
    }

    /// How many views wait in the queues.
    var queuedCount: Int { queues.values.reduce(0) { $0 + $1.count } }

    /// Whether `view` waits in a queue.
    func contains(_ view: View) -> Bool {
        queues.values.contains { $0.contains { $0 === view } }
    }
}
