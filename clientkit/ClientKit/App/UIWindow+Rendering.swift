import Foundation
import StrataPixman

extension UIWindow {
    /// The window's renderer, created on first use (ClientKit's own API: UIKit renders
    /// out of process and has no equivalent).
    public var renderer: WindowRenderer {
        if let existing = _renderer { return existing }
        let renderer = WindowRenderer(window: self)
        _renderer = renderer
        return renderer
    }

    /// Renders the window into `target` with its ``renderer`` and returns the damage
    /// (see `WindowRenderer.render(into:)`).
    @discardableResult
    public func render(into target: PixmanImage) -> [CGRect] {
        renderer.render(into: target)
    }
}

extension UIWindow {
    /// Runs the window's part of the update cycle now: pending layout, then pending
    /// display (even for a hidden window). For the platform layer and benchmarks; apps
    /// use `layoutIfNeeded()` and let the update cycle draw.
    @_spi(StrataPlatform)
    public func layoutAndDisplayIfNeeded() {
        _layoutSubtreeIfNeeded()
        layer._displaySubtreeIfNeeded(ignoringHidden: true)
    }
}

extension UIApplication {
    /// Called at the end of every update cycle with the visible windows, after layout
    /// and display: the platform layer renders and commits them there. While one is
    /// installed, any change that needs re-compositing (not only layout and display
    /// requests) schedules an update cycle.
    @_spi(StrataPlatform)
    public var updateCyclePresenter: (([UIWindow]) -> Void)? {
        get { _UIUpdateCycle.presenter }
        set { _UIUpdateCycle.presenter = newValue }
    }
}
