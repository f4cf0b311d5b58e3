import StrataProtocol

/// The windows in stacking order, and the key window.
///
/// Levels order the stack; within a level the window raised or shown last is on
/// top. Hidden windows keep their place (the `Windows` property lists them too).
package struct WindowStack {
    /// Bottom to top.
    package private(set) var windows: [CompositorWindow] = []
    /// The key window (always visible), if any.
    package private(set) var keyWindow: CompositorWindow?
    private var nextSerial: UInt64 = 1

    package init() {}

    mutating func insert(_ window: CompositorWindow) {
        window.stackSerial = nextSerial
        nextSerial += 1
        windows.append(window)
        sort()
    }

    mutating func remove(_ window: CompositorWindow) {
        windows.removeAll { $0 === window }
        if keyWindow === window { keyWindow = nil }
    }

    /// Moves `window` to the top of its level.
    mutating func raise(_ window: CompositorWindow) {
        window.stackSerial = nextSerial
        nextSerial += 1
        sort()
    }

    /// Re-sorts after a level change.
    mutating func sort() {
        windows.sort { ($0.level, $0.stackSerial) < ($1.level, $1.stackSerial) }
    }

    mutating func setKey(_ window: CompositorWindow?) {
        keyWindow = window
    }

    /// The topmost visible window containing the screen point — the window input goes to.
    package func window(at x: Double, _ y: Double) -> CompositorWindow? {
        windows.last { $0.isVisible && $0.geometry.contains(x: x, y: y) }
    }

    package func window(id: UInt32) -> CompositorWindow? {
        windows.first { $0.id == id }
    }

    /// The visible windows, bottom to top.
    package var visible: [CompositorWindow] { windows.filter(\.isVisible) }
}
