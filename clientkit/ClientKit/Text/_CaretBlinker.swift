import Foundation

/// Blinks the caret of the editing text view, as iOS does: shown 0.5 s, hidden 0.5 s,
/// shown again at once after each edit or caret move. One display link drives it and
/// exists only while some view edits, so an app with no editing view gets no frames
/// (no wake-ups) from it.
@MainActor
final class _CaretBlinker {
    static let shared = _CaretBlinker()

    /// How long the caret stays shown, then hidden (seconds).
    static let halfPeriod: CFTimeInterval = 0.5

    private(set) var link: CADisplayLink?
    private weak var view: UIView?
    /// When the current shown phase began; nil until the first frame after a restart.
    private var phaseStart: CFTimeInterval?
    private(set) var isCaretShown = true

    /// Starts blinking `view`'s caret (it just began editing), shown first.
    func start(for view: UIView) {
        self.view = view
        restart()
        if link == nil {
            let link = CADisplayLink { [weak self] link in self?.tick(at: link.timestamp) }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
    }

    /// Stops blinking if `view` is the one blinking (it ended editing); the display link
    /// goes away.
    func stop(for view: UIView) {
        guard self.view === view else { return }
        teardown()
    }

    private func teardown() {
        view = nil
        link?.invalidate()
        link = nil
        isCaretShown = true
    }

    /// Shows the caret again and begins a new period (after an edit or a caret move).
    func restart() {
        phaseStart = nil
        if !isCaretShown {
            isCaretShown = true
            view?.setNeedsDisplay()
        }
    }

    /// Whether `view`'s caret is drawn now.
    func isCaretVisible(in view: UIView) -> Bool {
        self.view !== view || isCaretShown
    }

    /// A frame at `time`: flips the caret when its half period is over.
    func tick(at time: CFTimeInterval) {
        // A view gone or out of its window stops the blinking (and the frames).
        guard let view, view.window != nil else { return teardown() }
        guard let start = phaseStart else {
            phaseStart = time
            return
        }
        let shown = Int(((time - start) / Self.halfPeriod).rounded(.down)) % 2 == 0
        if shown != isCaretShown {
            isCaretShown = shown
            view.setNeedsDisplay()
        }
    }
}
