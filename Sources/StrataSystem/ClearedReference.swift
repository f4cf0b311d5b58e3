/// A reference to an object that the object clears itself (from its `deinit`): what a
/// `weak` reference gives callbacks, without making the object slower.
///
/// The first `weak` reference to an object gives it a side table, and from then on every
/// retain and release of that object takes the Swift runtime's slow path. For an object
/// retained on every frame (the daemon's service, its connections) that costs more than
/// the callbacks it protects. Callbacks capture this box instead of `[weak self]`:
///
/// ```swift
/// let reference = ClearedReference<Service>()   // a stored property
/// init() { …; reference.object = self }
/// deinit { reference.clear() }
/// timer = loop.makeTimer { [reference] in reference.object?.tick() }
/// ```
///
/// Single-threaded, like the ``EventLoop`` it is used on; an object that forgets to
/// clear it leaves a dangling reference, so only the owner of the box sets it.
public final class ClearedReference<Object: AnyObject> {
    /// The object, until it clears this reference.
    public unowned(unsafe) var object: Object?

    /// Empty: the object sets ``object`` once it is initialized.
    public init() {}

    /// Called by the object from its `deinit`.
    public func clear() {
        object = nil
    }
}
