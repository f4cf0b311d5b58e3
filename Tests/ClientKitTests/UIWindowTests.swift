import Foundation
import XCTest
@testable import ClientKit

private final class KeyRecordingWindow: UIWindow {
    var name = ""
    var log: CallLog?
    override func becomeKey() { log?.add("\(name).becomeKey(isKey: \(isKeyWindow))") }
    override func resignKey() { log?.add("\(name).resignKey(isKey: \(isKeyWindow))") }
}

final class UIWindowTests: XCTestCase {
    func testDefaultsAndLevels() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            XCTAssertTrue(window.isHidden, "windows start hidden")
            XCTAssertEqual(window.windowLevel, .normal)
            XCTAssertFalse(window.isKeyWindow)
            XCTAssertNil(window.rootViewController)
            XCTAssertNil(window.superview)
            XCTAssertTrue(window.window === window)
            XCTAssertEqual(UIWindow.Level.normal.rawValue, 0)
            XCTAssertEqual(UIWindow.Level.statusBar.rawValue, 1000)
            XCTAssertEqual(UIWindow.Level.alert.rawValue, 2000)
            XCTAssertEqual((UIWindow.Level.alert + 1).rawValue, 2001)
            XCTAssertEqual(UIWindow.Level(rawValue: 5), UIWindow.Level(5))
            XCTAssertEqual(UIWindow().frame, .zero)
        }
    }

    func testWindowsListOrderedByLevelThenShowing() {
        MainActor.assumeIsolated {
            resetApplication()
            let alert = UIWindow(frame: .zero)
            alert.windowLevel = .alert
            let first = UIWindow(frame: .zero)
            let status = UIWindow(frame: .zero)
            status.windowLevel = .statusBar
            let second = UIWindow(frame: .zero)
            let mine = UIApplication.shared.windows.filter { [alert, first, status, second].contains($0) }
            XCTAssertEqual(mine.map(ObjectIdentifier.init), [first, second, status, alert].map(ObjectIdentifier.init))
            first.isHidden = false
            let reordered = UIApplication.shared.windows.filter { [alert, first, status, second].contains($0) }
            XCTAssertEqual(reordered.map(ObjectIdentifier.init), [second, first, status, alert].map(ObjectIdentifier.init))
            second.isHidden = false
            first.makeKeyAndVisible()  // already visible: still ordered front
            let again = UIApplication.shared.windows.filter { [alert, first, status, second].contains($0) }
            XCTAssertEqual(again.map(ObjectIdentifier.init), [second, first, status, alert].map(ObjectIdentifier.init))
        }
    }

    /// The window system's stacking wins: when the daemon raises a window (a click on
    /// it), `windows` follows (`StrataDisplay` passes the daemon's order on).
    func testWindowsFollowTheWindowSystemsStacking() {
        MainActor.assumeIsolated {
            resetApplication()
            let a = UIWindow(frame: .zero), b = UIWindow(frame: .zero), never = UIWindow(frame: .zero)
            a.isHidden = false
            b.isHidden = false
            let mine = { UIApplication.shared.windows.filter { [a, b, never].contains($0) }.map(ObjectIdentifier.init) }
            XCTAssertEqual(mine(), [never, a, b].map(ObjectIdentifier.init))
            UIApplication.shared._adoptStacking([b, a])
            XCTAssertEqual(mine(), [never, b, a].map(ObjectIdentifier.init))
            // Levels still order across levels.
            b.windowLevel = .alert
            XCTAssertEqual(mine(), [never, a, b].map(ObjectIdentifier.init))
        }
    }

    func testReleasedWindowsLeaveTheList() {
        MainActor.assumeIsolated {
            resetApplication()
            var window: UIWindow? = UIWindow(frame: .zero)
            weak let weakWindow = window
            window?.makeKeyAndVisible()
            XCTAssertTrue(UIApplication.shared.windows.contains { $0 === weakWindow })
            window = nil
            XCTAssertNil(weakWindow)
            XCTAssertNil(UIApplication.shared.keyWindow)
        }
    }

    func testMakeKeyResignsThePreviousKeyWindow() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let a = KeyRecordingWindow(frame: .zero), b = KeyRecordingWindow(frame: .zero)
            a.name = "a"
            b.name = "b"
            a.log = log
            b.log = log
            let notifications = CallLog()
            let names = [ObjectIdentifier(a): "a", ObjectIdentifier(b): "b"]
            let center = NotificationCenter.default
            let observers = [
                center.addObserver(forName: UIWindow.didBecomeKeyNotification, object: nil, queue: nil) { note in
                    let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
                    MainActor.assumeIsolated { notifications.add("become \(id.flatMap { names[$0] } ?? "?")") }
                },
                center.addObserver(forName: UIWindow.didResignKeyNotification, object: nil, queue: nil) { note in
                    let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
                    MainActor.assumeIsolated { notifications.add("resign \(id.flatMap { names[$0] } ?? "?")") }
                },
            ]
            defer { observers.forEach(center.removeObserver) }

            a.makeKeyAndVisible()
            XCTAssertFalse(a.isHidden)
            XCTAssertTrue(a.isKeyWindow)
            XCTAssertTrue(UIApplication.shared.keyWindow === a)
            b.makeKey()
            XCTAssertTrue(b.isHidden, "makeKey does not show the window")
            XCTAssertFalse(a.isKeyWindow)
            XCTAssertTrue(b.isKeyWindow)
            XCTAssertTrue(UIApplication.shared.keyWindow === b)
            b.makeKey()  // already key: nothing happens
            XCTAssertEqual(log.entries, ["a.becomeKey(isKey: true)", "a.resignKey(isKey: false)", "b.becomeKey(isKey: true)"])
            XCTAssertEqual(notifications.entries, ["become a", "resign a", "become b"])
        }
    }

    func testRootViewControllerFillsTheWindow() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let controller = UIViewController()
            XCTAssertFalse(controller.isViewLoaded)
            window.rootViewController = controller
            XCTAssertTrue(controller.isViewLoaded)
            XCTAssertTrue(controller.view.superview === window)
            XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
            XCTAssertEqual(controller.view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
            window.frame = CGRect(x: 0, y: 0, width: 640, height: 400)
            XCTAssertEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 640, height: 400))
            let replacement = UIViewController()
            window.rootViewController = replacement
            XCTAssertNil(controller.view.superview)
            XCTAssertTrue(replacement.view.superview === window)
            XCTAssertEqual(replacement.view.frame, CGRect(x: 0, y: 0, width: 640, height: 400))
            window.rootViewController = nil
            XCTAssertNil(replacement.view.superview)
            XCTAssertTrue(window.subviews.isEmpty)
        }
    }

    /// UIKit's `UIWindow.convert(_:to:)`/`(_:from:)` with a window: `nil` is the screen
    /// (a window's frame is in screen coordinates), where `UIView`'s `nil` is the
    /// receiver's own window; another window converts through the screen; a view argument
    /// still takes `UIView`'s overload.
    func testConvertingWithANilWindowUsesScreenCoordinates() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
            let other = UIWindow(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
            XCTAssertEqual(window.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 51, y: 62))
            XCTAssertEqual(window.convert(CGPoint(x: 51, y: 62), from: nil), CGPoint(x: 1, y: 2))
            XCTAssertEqual(window.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil),
                           CGRect(x: 50, y: 60, width: 10, height: 10))
            XCTAssertEqual(window.convert(CGRect(x: 50, y: 60, width: 10, height: 10), from: nil),
                           CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertEqual(window.convert(CGPoint.zero, to: other), CGPoint(x: -50, y: -40))
            XCTAssertEqual(window.convert(CGPoint.zero, from: other), CGPoint(x: 50, y: 40))
            XCTAssertEqual(window.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: other),
                           CGRect(x: -50, y: -40, width: 4, height: 4))
            // A window whose bounds are scrolled and scaled: the screen sees its frame.
            window.bounds.origin = CGPoint(x: 10, y: 0)
            window.transform = CGAffineTransform(scaleX: 2, y: 2)
            let frame = window.frame
            XCTAssertEqual(window.convert(window.bounds, to: nil), frame)
            XCTAssertEqual(window.convert(frame, from: nil), window.bounds)
            // UIView's overload: a subview, and its nil (the window's own coordinates).
            let view = UIView(frame: CGRect(x: 20, y: 30, width: 5, height: 5))
            window.addSubview(view)
            XCTAssertEqual(window.convert(CGPoint(x: 20, y: 30), to: view), CGPoint.zero)
            XCTAssertEqual(view.convert(CGPoint.zero, to: nil), CGPoint(x: 20, y: 30))
            let nowhere: UIView? = nil
            XCTAssertEqual(window.convert(CGPoint(x: 1, y: 2), to: nowhere), CGPoint(x: 1, y: 2),
                           "UIView's nil is the receiver's window: the window itself")
        }
    }
}
