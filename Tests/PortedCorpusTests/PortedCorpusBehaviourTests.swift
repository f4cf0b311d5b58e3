import Foundation
import StrataTestSupport
import UIKit
import XCTest

/// The corpus after strata-port (`Ported/`, strata-port's expected output, compiled
/// here against ClientKit) behaves as the UIKit original: actions get the same sender,
/// timers fire, observers hear notifications, delayed performs run.
final class PortedCorpusBehaviourTests: XCTestCase {
    func testButtonActionsStillReceiveTheButtonAsSender() {
        MainActor.assumeIsolated {
            let controller = CorpusFormController()
            _ = controller.view                                     // viewDidLoad adds the targets
            controller.saveButton.tag = 5
            controller.resetButton.tag = 9
            controller.saveButton.sendActions(for: .touchUpInside)
            controller.resetButton.sendActions(for: .touchUpOutside)
            controller.resetButton.sendActions(for: .touchUpInside)
            controller.dragButton.sendActions(for: .touchDragInside)
            XCTAssertEqual(controller.log, ["save 5", "reset", "reset", "any 9", "dragged true"])
            // The nil-target registration was left for a person (and so is still there to port by hand).
            XCTAssertTrue(controller.saveButton.allTargets.allSatisfy { $0 === controller })
            // Bar button items keep their targets (their taps are tested in ClientKit's tests).
            XCTAssertTrue(controller.navigationItem.rightBarButtonItem?.target === controller)
            XCTAssertTrue(controller.navigationItem.leftBarButtonItem?.target === controller)
            XCTAssertEqual(controller.navigationItem.leftBarButtonItem?.title, "Edit")
        }
    }

    func testGestureRecognizersCallTheirTargetsWithTheRecognizer() {
        MainActor.assumeIsolated {
            let view = CorpusCanvasView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let recognizers = view.gestureRecognizers ?? []
            XCTAssertEqual(recognizers.count, 3)
            XCTAssertEqual((recognizers.first as? UITapGestureRecognizer)?.numberOfTapsRequired, 2)
            // Recognizing (as a subclass does, through the public state) calls each action
            // with its recognizer, or with nothing for the parameterless one.
            for recognizer in recognizers { recognizer.state = .ended }
            XCTAssertEqual(view.log, ["tap 2", "pan", "long press"])
        }
    }

    func testTimersObserversAndDelayedPerformsCallTheirMethods() {
        MainActor.assumeIsolated {
            let controller = CorpusClockController()
            controller.start()
            NotificationCenter.default.post(name: .corpusRefresh, object: nil)
            // Both observers, synchronously (in the order Foundation keeps them: on Linux the
            // last added is called first).
            XCTAssertEqual(Set(controller.log), ["refresh CorpusRefresh", "refresh all"])
            XCTAssertEqual(controller.log.count, 2)
            let deadline = Date().addingTimeInterval(5)
            while controller.log.count < 5 && Date() < deadline {
                RunLoop.main.run(until: Date().addingTimeInterval(0.01))
            }
            XCTAssertEqual(Set(controller.log.dropFirst(2)), ["tick", "hint", "hello Ada"])
            XCTAssertEqual(controller.log.count, 5, "the invalidated timers did not fire")
        }
    }

    func testThePortedAppDelegateStartsThroughClientKitsMain() throws {
        // No daemon on this address: ClientKit's main says it cannot connect and exits 1,
        // so `@main` on the final delegate reached UIApplicationMain.
        var environment = ProcessInfo.processInfo.environment
        environment["STRATA_BUS_ADDRESS"] = "unix:path=/nonexistent/strata-port-test"
        let output = try Tools.run(Tools.executable("ported-corpus-app"), [], environment: environment, timeout: 20)
        XCTAssertEqual(output.termination, .exited(1), output.description)
        XCTAssertTrue(output.stderr.contains("ClientKit: cannot connect to unix:path=/nonexistent/strata-port-test"), output.description)
    }
}
