import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// An app delegate that is a responder and records the touches reaching it.
private final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var began: [Set<UITouch>] = []
    var ended = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began.append(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
}

/// An app delegate that is not a responder.
private final class PlainAppDelegate: UIApplicationDelegate {}

/// A controller that handles touchesBegan itself (without calling super).
private final class HandlingController: UIViewController {
    var handled = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { handled += 1 }
}

/// A view that records and forwards.
private final class ForwardingView: UIView {
    var log: CallLog?
    var name = ""
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.add("\(name).touchesBegan")
        super.touchesBegan(touches, with: event)
    }
}

final class ResponderChainTests: XCTestCase {
    func testNextResponders() {
        MainActor.assumeIsolated {
            resetApplication()
            let delegate = RecordingAppDelegate()
            UIApplication.shared.delegate = delegate
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let controller = UIViewController()
            window.rootViewController = controller
            let container = UIView()
            let leaf = UIView()
            controller.view.addSubview(container)
            container.addSubview(leaf)

            XCTAssertTrue(leaf.next === container)
            XCTAssertTrue(container.next === controller.view)
            XCTAssertTrue(controller.view.next === controller)
            XCTAssertTrue(controller.next === window)
            XCTAssertTrue(window.next === UIApplication.shared)
            XCTAssertTrue(UIApplication.shared.next === delegate)
            XCTAssertNil(delegate.next)

            // A view directly in a window: its next responder is the window.
            let loose = UIView()
            window.addSubview(loose)
            XCTAssertTrue(loose.next === window)
            // A view outside any hierarchy and a controller whose view is not in one.
            XCTAssertNil(UIView().next)
            let detached = UIViewController()
            XCTAssertNil(detached.next)
            _ = detached.view
            XCTAssertNil(detached.next)
            XCTAssertTrue(detached.view.next === detached)

            UIApplication.shared.delegate = PlainAppDelegate()
            XCTAssertNil(UIApplication.shared.next)
            UIApplication.shared.delegate = nil
            XCTAssertNil(UIApplication.shared.next)
            XCTAssertNil(UIResponder().next)
        }
    }

    func testUnhandledTouchTravelsToTheAppDelegate() {
        MainActor.assumeIsolated {
            resetApplication()
            let delegate = RecordingAppDelegate()
            UIApplication.shared.delegate = delegate
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = UIViewController()
            let log = CallLog()
            let outer = ForwardingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let inner = ForwardingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            outer.name = "outer"
            inner.name = "inner"
            outer.log = log
            inner.log = log
            window.rootViewController!.view.addSubview(outer)
            outer.addSubview(inner)
            window.makeKeyAndVisible()

            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 10, y: 10), timestamp: 1)
            let event = makeTouchEvent([touch])
            UIApplication.shared.sendEvent(event)
            XCTAssertTrue(touch.view === inner)
            XCTAssertEqual(log.entries, ["inner.touchesBegan", "outer.touchesBegan"])
            XCTAssertEqual(delegate.began.count, 1)
            XCTAssertEqual(delegate.began.first, [touch])

            touch._update(phase: .ended, locationInWindow: CGPoint(x: 10, y: 10), timestamp: 2)
            UIApplication.shared.sendEvent(event)
            XCTAssertEqual(delegate.ended, 1)
        }
    }

    func testAHandlerStopsTheChain() {
        MainActor.assumeIsolated {
            resetApplication()
            let delegate = RecordingAppDelegate()
            UIApplication.shared.delegate = delegate
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let controller = HandlingController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 10, y: 10), timestamp: 1)
            UIApplication.shared.sendEvent(makeTouchEvent([touch]))
            XCTAssertTrue(touch.view === controller.view)
            XCTAssertEqual(controller.handled, 1)
            XCTAssertEqual(delegate.began.count, 0)
        }
    }

    func testEventsPastTheChainAreDropped() {
        MainActor.assumeIsolated {
            resetApplication()
            // A delegate that is not a responder ends the chain at the application.
            UIApplication.shared.delegate = PlainAppDelegate()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 10, y: 10), timestamp: 1)
            UIApplication.shared.sendEvent(makeTouchEvent([touch]))
            XCTAssertTrue(touch.view === window)
            // A responder delegate that does not handle them forwards to nil: dropped.
            UIApplication.shared.delegate = RecordingAppDelegate()
            let plain = UIResponder()
            plain.touchesBegan([touch], with: nil)
            plain.motionBegan(.motionShake, with: nil)
            plain.remoteControlReceived(with: nil)
        }
    }
}
