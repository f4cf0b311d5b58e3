import StrataProtocol

/// What the compositor tells the outside world (the D-Bus service implements it).
/// Every call is about a window's owner except the list and key-window changes.
package protocol CompositorDelegate: AnyObject {
    /// The window list or its order changed (`Windows`).
    func windowListChanged()
    /// The key window changed (`KeyWindow`, and `IsKey` of both windows).
    func keyWindowChanged(from old: CompositorWindow?, to new: CompositorWindow?)
    /// Properties of `window` changed (protocol property names).
    func windowPropertiesChanged(_ window: CompositorWindow, _ names: [String])
    func frameDone(_ window: CompositorWindow, serial: UInt32, timeMicroseconds: UInt64)
    func bufferReleased(_ window: CompositorWindow, buffer: UInt32)
    /// A frame for a window whose owner asked for combined frame events: the commit
    /// with `serial` is on screen and `released` buffers are free (`FramePresented`).
    func framePresented(_ window: CompositorWindow, serial: UInt32, released: [UInt32], timeMicroseconds: UInt64)
    func touch(_ window: CompositorWindow, slot: UInt32, phase: InputPhase, x: Double, y: Double, timeMicroseconds: UInt64)
    func pointer(_ window: CompositorWindow, button: UInt32, phase: InputPhase, x: Double, y: Double, timeMicroseconds: UInt64)
    func key(_ window: CompositorWindow, code: UInt32, pressed: Bool, timeMicroseconds: UInt64)
    func closeRequested(_ window: CompositorWindow)
    /// A commit that could not be applied (reported by the `Error` signal).
    func windowError(_ window: CompositorWindow, name: String, message: String)
    /// The shared pasteboard changed (`Pasteboard1.ChangeCount` and `Types`).
    func pasteboardChanged()
    /// A frame tick begins, before anything is repainted: what clients sent that has not
    /// been read yet can be read now and be in this frame.
    func frameWillBegin()
    /// A frame tick's repaint and frame events are done.
    func frameDidEnd()
}

extension CompositorDelegate {
    /// By default nothing: a delegate that serves no pasteboard.
    package func pasteboardChanged() {}

    /// By default nothing.
    package func frameWillBegin() {}
    package func frameDidEnd() {}

    /// By default, what a client that did not ask gets: the releases, then `FrameDone`.
    package func framePresented(_ window: CompositorWindow, serial: UInt32, released: [UInt32], timeMicroseconds: UInt64) {
        for id in released { bufferReleased(window, buffer: id) }
        frameDone(window, serial: serial, timeMicroseconds: timeMicroseconds)
    }
}
