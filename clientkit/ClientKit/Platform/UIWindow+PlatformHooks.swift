import Foundation

/// The bridge from `UIWindow` changes to the daemon window, when the app has a display.
extension UIWindow {
    /// The daemon window, created the first time the window is shown.
    var _platformWindow: PlatformWindow? {
        StrataDisplay.current?.platformWindow(for: self, create: false)
    }

    func _platformVisibilityChanged() {
        guard let display = StrataDisplay.current else { return }
        if isHidden {
            display.platformWindow(for: self, create: false)?.setVisible(false)
        } else {
            display.platformWindow(for: self, create: true)?.setVisible(true)
        }
    }

    func _platformGeometryChanged() {
        _platformWindow?.setFrame(frame)
    }

    func _platformLevelChanged() {
        _platformWindow?.setLevel(windowLevel)
    }

    /// Asks the daemon to make the window key; false without a display.
    func _platformRequestKey() -> Bool {
        guard let display = StrataDisplay.current else { return false }
        guard let platform = display.platformWindow(for: self, create: true) else { return false }
        platform.requestKey()
        return true
    }
}

extension StrataDisplay {
    /// The platform window of `window`, creating the daemon window if asked.
    func platformWindow(for window: UIWindow, create: Bool) -> PlatformWindow? {
        if let existing = windows.values.first(where: { $0.window === window }) { return existing }
        guard create else { return nil }
        do {
            return try PlatformWindow(window: window, display: self)
        } catch {
            FileHandle.standardError.write(Data("ClientKit: cannot create a window on the daemon: \(error)\n".utf8))
            return nil
        }
    }

    /// Presents every visible window that has something to show (the update cycle's
    /// last step).
    func present(_ visible: [UIWindow]) {
        // The pass may have changed anything: each window looks for damage (a clean
        // layer tree is not even walked) and draws and commits only if there is some.
        for window in visible { platformWindow(for: window, create: false)?.presentIfNeeded() }
        // Windows that went away: their daemon windows go too.
        for (path, platform) in windows where platform.window == nil {
            windows[path] = nil
            platform.detach()
        }
    }
}
