import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A shown key window of `width` × `height` holding `view`.
@MainActor
@discardableResult
func showInWindow(_ view: UIView, width: CGFloat = 400, height: CGFloat = 300) -> UIWindow {
    resetApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.addSubview(view)
    window.makeKeyAndVisible()
    return window
}

/// Counts a control's `.valueChanged` events (and any others asked for), by name.
@MainActor
final class ControlEvents {
    private(set) var names: [String] = []

    init(_ control: UIControl, _ events: [(UIControl.Event, String)] = [(.valueChanged, "valueChanged")]) {
        for (event, name) in events {
            control.addAction(UIAction { [unowned self] _ in self.names.append(name) }, for: event)
        }
    }

    var count: Int { names.count }
}

/// Taps at `point` (window coordinates) with one finger at time `time`.
@MainActor
func tap(_ window: UIWindow, _ point: CGPoint, time: TimeInterval = 1) {
    Finger(window, at: point, time: time).lift()
}
