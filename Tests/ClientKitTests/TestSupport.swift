import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// An ordered record of callbacks, shared by the recording views of one test.
@MainActor
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries = [] }
}

/// Puts the process-global application state back to a known start: no delegate, no
/// key window, every surviving window hidden, no update cycle pending.
@MainActor
func resetApplication() {
    let app = UIApplication.shared
    app.delegate = nil
    app._keyWindow = nil
    app._connectedScenes = []
    app._applicationState = .inactive
    app._isTerminating = false
    for window in app.windows { window.isHidden = true }
    spinMainRunLoop()
}

/// Lets the main queue run (and with it any pending update cycle).
@MainActor
func spinMainRunLoop(_ seconds: TimeInterval = 0.05) {
    RunLoop.main.run(until: Date().addingTimeInterval(seconds))
}

func XCTAssertEqual(_ a: CGPoint, _ b: CGPoint, accuracy: CGFloat, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.x, b.x, accuracy: accuracy, "x \(message)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: accuracy, "y \(message)", file: file, line: line)
}

func XCTAssertEqual(_ a: CGRect, _ b: CGRect, accuracy: CGFloat, _ message: String = "",
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.origin.x, b.origin.x, accuracy: accuracy, "x \(message)", file: file, line: line)
    XCTAssertEqual(a.origin.y, b.origin.y, accuracy: accuracy, "y \(message)", file: file, line: line)
    XCTAssertEqual(a.size.width, b.size.width, accuracy: accuracy, "width \(message)", file: file, line: line)
    XCTAssertEqual(a.size.height, b.size.height, accuracy: accuracy, "height \(message)", file: file, line: line)
}

/// A touch event of one or more touches, as the platform layer builds it.
@MainActor
func makeTouchEvent(_ touches: Set<UITouch>, timestamp: TimeInterval = 1) -> UIEvent {
    UIEvent(type: .touches, timestamp: timestamp, touches: touches)
}
