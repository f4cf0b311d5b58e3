import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

private final class RecordingAlert: UIAlertController {
    var log: CallLog?
    override func viewWillAppear(_ animated: Bool) { log?.add("alert.viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log?.add("alert.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log?.add("alert.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log?.add("alert.viewDidDisappear") }
}

/// UIAlertController: buttons in UIKit's order and looks, handlers after the dismissal,
/// Return and Escape, text fields, action sheets.
final class AlertControllerTests: XCTestCase {
    @MainActor
    private static func buttons(of alert: UIAlertController) -> [_UIAlertButton] {
        alert.view.layoutIfNeeded()
        return (alert.view as! _UIAlertView).buttons
    }

    @MainActor
    private static func press(_ keyCode: UIKeyboardHIDUsage, _ characters: String, in window: UIWindow) {
        let key = UIKey(keyCode: keyCode, characters: characters, charactersIgnoringModifiers: characters)
        let press = UIPress(phase: .began, key: key, timestamp: 1)
        window.sendEvent(UIPressesEvent(timestamp: 1, presses: [press]))
        press._update(phase: .ended, timestamp: 2)
        window.sendEvent(UIPressesEvent(timestamp: 2, presses: [press]))
    }

    @MainActor
    private static func shownRoot(_ log: CallLog) -> (RecordingController, UIWindow) {
        let root = RecordingController("R", log: log)
        let window = makeControllerWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        log.clear()
        return (root, window)
    }

    func testTheHandlerRunsAfterTheAlertIsDismissed() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (root, window) = Self.shownRoot(log)
            let alert = RecordingAlert(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.log = log
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel handler") })
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { action in
                log.add("\(action.title!) handler, presented: \(root.presentedViewController != nil)")
            })
            root.present(alert, animated: true)
            XCTAssertEqual(log.entries, ["alert.viewWillAppear", "alert.viewDidAppear"], "the presenter stays: nothing for it")
            XCTAssertTrue(alert.view.window === window)
            log.clear()
            let buttons = Self.buttons(of: alert)
            XCTAssertEqual(buttons.map(\.action.title), ["Cancel", "Delete"], "two side by side: cancel on the left")
            buttons[1].sendActions(for: .touchUpInside)
            XCTAssertEqual(log.entries, ["alert.viewWillDisappear", "alert.viewDidDisappear"])
            XCTAssertNil(root.presentedViewController)
            buttons[0].sendActions(for: .touchUpInside)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["alert.viewWillDisappear", "alert.viewDidDisappear", "Delete handler, presented: false"],
                           "dismissed first, then the handler; nothing more once an action was used")
            window.isHidden = true
        }
    }

    func testButtonsAreOrderedAndStyledAsInUIKit() {
        MainActor.assumeIsolated {
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            let cancel = UIAlertAction(title: "Cancel", style: .cancel), one = UIAlertAction(title: "One", style: .default)
            let delete = UIAlertAction(title: "Delete", style: .destructive)
            for action in [cancel, one, delete] { alert.addAction(action) }
            XCTAssertEqual(alert.actions.map(\.title), ["Cancel", "One", "Delete"])
            let window = makeControllerWindow()
            window.rootViewController = alert
            let buttons = Self.buttons(of: alert)
            XCTAssertEqual(buttons.map(\.action.title), ["One", "Delete", "Cancel"], "stacked: the cancel button last")
            let top = buttons[0].frame.minY
            XCTAssertEqual(buttons.map(\.frame.minY), [top, top + 44, top + 88], "44 points each")
            XCTAssertEqual(buttons[0]._titleColor, .systemBlue)
            XCTAssertEqual(buttons[1]._titleColor, .systemRed)
            XCTAssertEqual(buttons[2]._titleFont, UIFont.systemFont(ofSize: 17, weight: .semibold), "cancel is semibold")
            XCTAssertEqual(buttons[0]._titleFont, UIFont.systemFont(ofSize: 17))
            alert.preferredAction = one
            let restyled = Self.buttons(of: alert)
            XCTAssertEqual(restyled[0]._titleFont, UIFont.systemFont(ofSize: 17, weight: .semibold), "the preferred action is")
            XCTAssertEqual(restyled[2]._titleFont, UIFont.systemFont(ofSize: 17), "and then cancel is not")
            one.isEnabled = false
            XCTAssertEqual(Self.buttons(of: alert)[0]._titleColor, .tertiaryLabel)
        }
    }

    func testReturnUsesThePreferredActionAndEscapeTheCancelAction() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (root, window) = Self.shownRoot(log)
            @MainActor func makeAlert() -> UIAlertController {
                let alert = UIAlertController(title: "Save?", message: nil, preferredStyle: .alert)
                let save = UIAlertAction(title: "Save", style: .default) { _ in log.add("save") }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
                alert.addAction(save)
                alert.preferredAction = save
                return alert
            }
            let first = makeAlert()
            root.present(first, animated: true)
            XCTAssertTrue(first.isFirstResponder, "the alert takes the keyboard")
            Self.press(.keyboardReturnOrEnter, "\r", in: window)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["save"])
            XCTAssertNil(root.presentedViewController)
            let second = makeAlert()
            root.present(second, animated: true)
            Self.press(.keyboardEscape, "\u{1B}", in: window)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["save", "cancel"])
            let third = makeAlert()
            third.preferredAction?.isEnabled = false
            root.present(third, animated: true)
            Self.press(.keyboardReturnOrEnter, "\r", in: window)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["save", "cancel"], "a disabled action is not used")
            XCTAssertTrue(root.presentedViewController === third)
            root.dismiss(animated: false)
            window.isHidden = true
        }
    }

    func testTextFieldsTakeTheKeyboardAndReturnInThemUsesThePreferredAction() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (root, window) = Self.shownRoot(log)
            let alert = UIAlertController(title: "Name", message: "Give it a name", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField { $0.text = "second" }
            let ok = UIAlertAction(title: "OK", style: .default) { _ in log.add("ok \(alert.textFields![0].text ?? "")") }
            alert.addAction(ok)
            alert.preferredAction = ok
            XCTAssertEqual(alert.textFields?.count, 2)
            XCTAssertEqual(alert.textFields?[0].placeholder, "Name")
            root.present(alert, animated: true)
            XCTAssertTrue(alert.textFields![0].isFirstResponder)
            Self.press(.keyboardA, "a", in: window)
            Self.press(.keyboardReturnOrEnter, "\r", in: window)
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["ok a"])
            window.isHidden = true
        }
    }

    func testAnActionSheetSitsAtTheBottomWithItsCancelButtonApart() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (root, window) = Self.shownRoot(log)
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.add("cancel") })
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            sheet.addAction(UIAlertAction(title: "Copy", style: .default))
            root.present(sheet, animated: true)
            let buttons = Self.buttons(of: sheet)
            let view = sheet.view as! _UIAlertView
            // 320 − 2 × 8 wide; the cancel group 57 high, 8 above the bottom; the others 8 above it.
            XCTAssertEqual(view.cancelGroup.frame, CGRect(x: 8, y: 480 - 8 - 57, width: 304, height: 57))
            XCTAssertEqual(view.panel.frame, CGRect(x: 8, y: 480 - 8 - 57 - 8 - 114, width: 304, height: 114))
            XCTAssertEqual(buttons.map(\.action.title), ["Share", "Copy", "Cancel"])
            XCTAssertTrue(buttons[2].superview === view.cancelGroup)
            // A tap on the dimmed background cancels.
            let touch = UITouch(window: window, locationInWindow: CGPoint(x: 160, y: 100), timestamp: 1)
            window.sendEvent(makeTouchEvent([touch]))
            touch._update(phase: .ended, locationInWindow: CGPoint(x: 160, y: 100), timestamp: 2)
            window.sendEvent(makeTouchEvent([touch], timestamp: 2))
            spinMainRunLoop()
            XCTAssertEqual(log.entries, ["cancel"])
            XCTAssertNil(root.presentedViewController)
            window.isHidden = true
        }
    }
}
