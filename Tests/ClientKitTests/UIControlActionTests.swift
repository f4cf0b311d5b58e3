import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A control subclass, to check typed senders.
private final class SwitchLikeControl: UIControl {}

/// A target in the style of a UIKit view controller: methods taking no argument, the
/// sender, a typed sender, or the sender and the event.
@MainActor
private final class Target {
    let log: CallLog
    let name: String
    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
    }

    func tapped() { log.add("\(name).tapped") }
    func tapped(_ sender: UIControl) { log.add("\(name).tapped(sender \(sender.tag))") }
    func switched(_ sender: SwitchLikeControl) { log.add("\(name).switched(\(sender.isSelected))") }
    func touched(_ sender: UIControl, _ event: UIEvent?) { log.add("\(name).touched(event: \(event != nil))") }
    // The @IBAction style: the sender as `Any`.
    func anyTapped(_ sender: Any) { log.add("\(name).anyTapped(\(sender is SwitchLikeControl))") }
}

/// Registering, removing and sending actions and target–action pairs.
final class UIControlActionTests: XCTestCase {
    func testSendActionsCallsEverythingRegisteredForTheEventsInOrder() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let control = UIControl(frame: .zero)
            control.tag = 7
            let target = Target("t", log: log)
            control.addAction(UIAction { _ in log.add("action1") }, for: .valueChanged)
            control.addTarget(target, action: Target.tapped as (Target) -> (UIControl) -> Void, for: .valueChanged)
            control.addTarget(target, action: Target.tapped as (Target) -> () -> Void, for: [.valueChanged, .touchUpInside])
            control.addAction(UIAction { _ in log.add("other") }, for: .editingChanged)
            control.sendActions(for: .valueChanged)
            XCTAssertEqual(log.entries, ["action1", "t.tapped(sender 7)", "t.tapped"])
            log.clear()
            // Several events at once: each registration runs once.
            control.sendActions(for: [.valueChanged, .touchUpInside, .editingChanged])
            XCTAssertEqual(log.entries, ["action1", "t.tapped(sender 7)", "t.tapped", "other"])
            XCTAssertEqual(control.allControlEvents, [.valueChanged, .touchUpInside, .editingChanged])
        }
    }

    func testTypedSenderAndEventForms() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let control = SwitchLikeControl(frame: .zero)
            let target = Target("t", log: log)
            control.addTarget(target, action: Target.switched, for: .valueChanged)
            control.addTarget(target, action: Target.touched, for: .valueChanged)
            control.addTarget(target, action: Target.anyTapped, for: .valueChanged)
            control.isSelected = true
            control.sendActions(for: .valueChanged)
            XCTAssertEqual(log.entries, ["t.switched(true)", "t.touched(event: false)", "t.anyTapped(true)"])
        }
    }

    func testActionSenderIsTheControlDuringTheCall() {
        MainActor.assumeIsolated {
            let control = UIControl(frame: .zero)
            var seen: [Bool] = []
            let action = UIAction(title: "Go") { action in seen.append((action.sender as? UIControl) === control) }
            control.addAction(action, for: .primaryActionTriggered)
            control.sendActions(for: .primaryActionTriggered)
            control.sendAction(action)
            XCTAssertEqual(seen, [true, true])
            XCTAssertNil(action.sender, "sender is only set during the call")
            XCTAssertEqual(action.title, "Go")
        }
    }

    func testRemoveActionForSomeEvents() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let control = UIControl(frame: .zero)
            let action = UIAction(identifier: UIAction.Identifier("go")) { _ in log.add("go") }
            control.addAction(action, for: [.touchUpInside, .valueChanged])
            control.removeAction(action, for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
            XCTAssertEqual(log.entries, [])
            control.sendActions(for: .valueChanged)
            XCTAssertEqual(log.entries, ["go"])
            control.removeAction(identifiedBy: UIAction.Identifier("go"), for: .valueChanged)
            control.sendActions(for: .allEvents)
            XCTAssertEqual(log.entries, ["go"])
            XCTAssertEqual(control.allControlEvents, [])
        }
    }

    func testAddingAnActionWithAnExistingIdentifierReplacesIt() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let control = UIControl(frame: .zero)
            let id = UIAction.Identifier("save")
            control.addAction(UIAction(identifier: id) { _ in log.add("old") }, for: .touchUpInside)
            control.addAction(UIAction(identifier: id) { _ in log.add("new") }, for: .valueChanged)
            control.sendActions(for: [.touchUpInside, .valueChanged])
            XCTAssertEqual(log.entries, ["new"])
            var count = 0
            control.enumerateEventHandlers { action, target, events, _ in
                count += 1
                XCTAssertEqual(action?.identifier, id)
                XCTAssertNil(target)
                XCTAssertEqual(events, [.touchUpInside, .valueChanged])
            }
            XCTAssertEqual(count, 1)
        }
    }

    func testRemoveTarget() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let control = UIControl(frame: .zero)
            let a = Target("a", log: log), b = Target("b", log: log)
            control.addTarget(a, action: Target.tapped as (Target) -> () -> Void, for: [.touchUpInside, .valueChanged])
            control.addTarget(a, action: Target.tapped as (Target) -> (UIControl) -> Void, for: .touchUpInside)
            control.addTarget(b, action: Target.tapped as (Target) -> () -> Void, for: .touchUpInside)
            control.addAction(UIAction { _ in log.add("action") }, for: .touchUpInside)
            XCTAssertEqual(control.allTargets.count, 2)
            control.removeTarget(a, for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
            XCTAssertEqual(log.entries, ["b.tapped", "action"])
            log.clear()
            control.sendActions(for: .valueChanged)
            XCTAssertEqual(log.entries, ["a.tapped"], "a is still registered for the other event")
            log.clear()
            control.removeTarget(nil, for: .allEvents)
            control.sendActions(for: .allEvents)
            XCTAssertEqual(log.entries, ["action"], "a nil target removes every target, not actions")
            XCTAssertTrue(control.allTargets.isEmpty)
        }
    }

    func testTargetsAreHeldWeakly() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let control = UIControl(frame: .zero)
            var target: Target? = Target("t", log: log)
            weak var weakTarget = target
            control.addTarget(target!, action: Target.tapped as (Target) -> () -> Void, for: .touchUpInside)
            control.sendActions(for: .touchUpInside)
            XCTAssertEqual(log.entries, ["t.tapped"])
            target = nil
            XCTAssertNil(weakTarget, "the control does not keep its target alive")
            control.sendActions(for: .touchUpInside)
            XCTAssertEqual(log.entries, ["t.tapped"])
            XCTAssertTrue(control.allTargets.isEmpty)
            XCTAssertEqual(control.allControlEvents, [])
        }
    }

    func testTouchUpInsideThroughTheWindowReachesTargetAndAction() {
        MainActor.assumeIsolated {
            resetApplication()
            let log = CallLog()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let control = UIControl(frame: CGRect(x: 50, y: 50, width: 60, height: 30))
            window.addSubview(control)
            window.makeKeyAndVisible()
            let target = Target("t", log: log)
            control.addTarget(target, action: Target.touched, for: .touchUpInside)
            control.addAction(UIAction { _ in log.add("action") }, for: .touchUpInside)
            control.addAction(UIAction { _ in log.add("outside") }, for: .touchUpOutside)
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 60, y: 60), timestamp: 1)
            let event = makeTouchEvent([touch])
            UIApplication.shared.sendEvent(event)
            touch._update(phase: .ended, locationInWindow: CGPoint(x: 62, y: 61), timestamp: 2)
            UIApplication.shared.sendEvent(event)
            XCTAssertEqual(log.entries, ["t.touched(event: true)", "action"])
        }
    }

    func testPrimaryActionInitializer() {
        MainActor.assumeIsolated {
            var ran = 0
            let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran += 1 })
            control.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(ran, 1)
            XCTAssertEqual(control.allControlEvents, .primaryActionTriggered)
        }
    }

    func testEnumerationCanStop() {
        MainActor.assumeIsolated {
            let control = UIControl(frame: .zero)
            let log = CallLog()
            let target = Target("t", log: log)
            control.addAction(UIAction { _ in }, for: .touchDown)
            control.addTarget(target, action: Target.tapped as (Target) -> () -> Void, for: .touchUpInside)
            control.addAction(UIAction { _ in }, for: .valueChanged)
            var seen: [UIControl.Event] = []
            control.enumerateEventHandlers { action, handlerTarget, events, stop in
                seen.append(events)
                if handlerTarget != nil {
                    XCTAssertNil(action)
                    XCTAssertTrue(handlerTarget === target)
                    stop.pointee = true
                }
            }
            XCTAssertEqual(seen, [.touchDown, .touchUpInside])
        }
    }
}
