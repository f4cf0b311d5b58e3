import StrataCompositor
import StrataProtocol

/// A `CompositorDelegate` that records what window owners would be told, and checks
/// what every event must satisfy as it arrives.
package final class RecordingDelegate: CompositorDelegate {
    /// Commit serials not answered by `FrameDone` yet, per window id.
    package var pendingSerials: [UInt32: [UInt32]] = [:]
    package private(set) var eventCount = 0

    package init() {}

    package func windowListChanged() { eventCount += 1 }
    package func keyWindowChanged(from old: CompositorWindow?, to new: CompositorWindow?) {
        precondition(old !== new || old == nil, "key window 'changed' to itself")
        eventCount += 1
    }
    package func windowPropertiesChanged(_ window: CompositorWindow, _ names: [String]) { eventCount += 1 }
    package func frameDone(_ window: CompositorWindow, serial: UInt32, timeMicroseconds: UInt64) {
        var pending = pendingSerials[window.id] ?? []
        guard let index = pending.firstIndex(of: serial) else {
            preconditionFailure("FrameDone(\(serial)) for window \(window.id), which did not commit it (pending: \(pending))")
        }
        pending.remove(at: index)
        pendingSerials[window.id] = pending
        eventCount += 1
    }
    package func bufferReleased(_ window: CompositorWindow, buffer: UInt32) {
        precondition(window.current?.id != buffer, "buffer \(buffer) released while window \(window.id) shows it")
        eventCount += 1
    }
    package func touch(_ window: CompositorWindow, slot: UInt32, phase: InputPhase, x: Double, y: Double, timeMicroseconds: UInt64) {
        eventCount += 1
    }
    package func pointer(_ window: CompositorWindow, button: UInt32, phase: InputPhase, x: Double, y: Double, timeMicroseconds: UInt64) {
        eventCount += 1
    }
    package func key(_ window: CompositorWindow, code: UInt32, pressed: Bool, timeMicroseconds: UInt64) { eventCount += 1 }
    package func closeRequested(_ window: CompositorWindow) { eventCount += 1 }
    package func windowError(_ window: CompositorWindow, name: String, message: String) { eventCount += 1 }
}
