import Dispatch
import Foundation

/// Core Animation's transactions (`CATransaction`): how layer changes are batched, whether
/// they run their actions (implicit animations), how long those animations last, and a
/// block to call when the animations added in a transaction have ended.
///
/// Transactions nest: ``begin()`` opens one, ``commit()`` closes the innermost, and a
/// setting (``setDisableActions(_:)``, ``setAnimationDuration(_:)``…) applies to the
/// innermost open transaction and every transaction nested in it. A layer change made
/// while no transaction is open belongs to the main queue's implicit transaction, which
/// ClientKit commits at the end of the update cycle's pass (as UIKit's run loop commits
/// Core Animation's implicit transaction). A setter called with no transaction open opens
/// the implicit one and schedules a pass so that it is committed.
///
/// A layer is *committed* once a transaction that was open when it was created (or any
/// later one) has been committed: an outermost ``commit()``, ``flush()``, or the end of an
/// update-cycle pass. Only committed layers run implicit actions (a layer created and
/// configured in one turn does not animate into place) and only they have a
/// ``CALayer/presentation()``.
///
/// Differences from Core Animation: ClientKit's layers live on the main actor, so
/// ``lock()`` and ``unlock()`` do nothing; ``flush()`` commits the implicit transaction
/// (what its layers show is rendered by the next update-cycle pass, which a change has
/// already scheduled).
@MainActor
open class CATransaction {
    /// One open transaction: its settings (by key) and its completion group.
    final class _Frame {
        var values: [String: Any] = [:]
        var completion: _CATransactionCompletion?
    }

    /// The explicit transactions, outermost first.
    static var _stack: [_Frame] = []
    /// The implicit transaction, when one is open (settings made outside `begin()`).
    static var _implicit: _Frame?
    /// Bumped when an outermost transaction is committed; layers created before the
    /// current value are committed.
    static var _generation = 0
    /// Whether any open transaction may hold a setting (set on every ``setValue(_:forKey:)``
    /// and completion block, cleared when the last transaction closes): ``value(forKey:)``
    /// is asked on every property change of every layer and answers at once without.
    static var _mayHaveSettings = false

    public init() {}

    /// Opens a transaction nested in the current one.
    open class func begin() {
        _stack.append(_Frame())
    }

    /// Closes the innermost transaction. Closing the outermost commits: layers created
    /// until now are committed, and completion blocks whose animations have ended run.
    /// A `commit()` with no `begin()` does nothing.
    open class func commit() {
        guard let frame = _stack.popLast() else { return }
        frame.completion?.close()
        if _stack.isEmpty {
            _generation &+= 1
            if _implicit == nil { _mayHaveSettings = false }
        }
    }

    /// Commits the implicit transaction now (explicit transactions stay open).
    open class func flush() {
        guard _stack.isEmpty else { return }
        _commitImplicit()
    }

    /// Does nothing: ClientKit's layers are confined to the main actor.
    open class func lock() {}

    /// Does nothing (see ``lock()``).
    open class func unlock() {}

    // MARK: Settings

    /// The duration of the animations actions add in this transaction. Default 0.25 s.
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? Double)
            ?? (value(forKey: kCATransactionAnimationDuration) as? NSNumber)?.doubleValue
            ?? CAAnimation._defaultDuration
    }

    /// Sets the duration of the animations actions add in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of the animations actions add in this transaction; `nil`
    /// (the default) leaves each action's own (an implicit animation uses `.default`).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of the animations actions add in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes run no actions (no implicit animations). Default `false`.
    open class func disableActions() -> Bool {
        guard _mayHaveSettings, let value = value(forKey: kCATransactionDisableActions) else { return false }
        return (value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false
    }

    /// Sets whether property changes run no actions in this transaction.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The block called when the animations added from now on in this transaction (and
    /// the transactions nested in it) have all ended or been removed.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Sets the block called, on the main queue, once this transaction is committed and
    /// every animation added after this call within it has ended or been removed — at
    /// once after the commit when none was added. Replacing a block hands the animations
    /// added so far to the old one, as Core Animation does.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = _currentFrame()
        frame.completion?.close()
        frame.completion = block.map { _CATransactionCompletion(block: $0) }
        frame.values[kCATransactionCompletionBlock] = block
        _mayHaveSettings = true
    }

    /// The value of a transaction setting: the innermost open transaction that set it.
    open class func value(forKey key: String) -> Any? {
        // Asked on every property change of every layer (is there an action?): no key is
        // hashed while no open transaction has settings.
        guard _mayHaveSettings else { return nil }
        for frame in _stack.reversed() {
            if let value = frame.values[key] { return value }
        }
        return _implicit?.values[key]
    }

    /// Sets a transaction setting on the innermost open transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        if key == kCATransactionCompletionBlock {
            return setCompletionBlock(anObject as? () -> Void)
        }
        _currentFrame().values[key] = anObject
        _mayHaveSettings = true
    }

    // MARK: ClientKit's side

    /// The innermost open transaction, opening the implicit one if none is.
    static func _currentFrame() -> _Frame {
        if let frame = _stack.last { return frame }
        if let frame = _implicit { return frame }
        let frame = _Frame()
        _implicit = frame
        _UIUpdateCycle.schedule()
        return frame
    }

    /// Commits the implicit transaction (the end of an update-cycle pass, or `flush()`).
    static func _commitImplicit() {
        let frame = _implicit
        _implicit = nil
        frame?.completion?.close()
        if _stack.isEmpty {
            _generation &+= 1
            _mayHaveSettings = false
        }
    }

    /// The completion groups an animation added now belongs to (every open transaction
    /// with a completion block).
    static func _openCompletions() -> [_CATransactionCompletion] {
        var groups: [_CATransactionCompletion] = []
        if let group = _implicit?.completion { groups.append(group) }
        for frame in _stack {
            if let group = frame.completion { groups.append(group) }
        }
        return groups
    }
}

/// The key of ``CATransaction/animationDuration()``.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of ``CATransaction/disableActions()``.
public let kCATransactionDisableActions = "disableActions"
/// The key of ``CATransaction/animationTimingFunction()``.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of ``CATransaction/completionBlock()``.
public let kCATransactionCompletionBlock = "completionBlock"

/// A transaction's completion block and the animations it waits for.
@MainActor
final class _CATransactionCompletion {
    private var block: (() -> Void)?
    private var pending = 0
    private var closed = false

    init(block: @escaping () -> Void) { self.block = block }

    /// An animation joined the group.
    func animationAdded() { pending += 1 }

    /// An animation of the group ended or was removed.
    func animationEnded() {
        pending -= 1
        fireIfDone()
    }

    /// The transaction was committed (or its block replaced): no more animations join.
    func close() {
        guard !closed else { return }
        closed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard closed, pending <= 0, let block else { return }
        self.block = nil
        DispatchQueue.main.async { block() }
    }
}
