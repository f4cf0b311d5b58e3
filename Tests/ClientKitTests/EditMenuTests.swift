import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

@MainActor
private func editTitles() -> [String]? {
    guard let shown = _UIEditMenu.shown, !shown.isDismissed else { return nil }
    return shown.rowViews.map(\.row.title)
}

@MainActor
private func chooseEdit(_ title: String) {
    let shown = _UIEditMenu.shown!
    shown.choose(shown.rowViews.firstIndex { $0.row.title == title }!)
}

/// A key window 320×200 holding a text field at (10, 10), 200×30, with `text`.
@MainActor
private func makeFieldScene<F: UITextField>(_ text: String, _ field: F = UITextField()) -> (UIWindow, F) {
    resetApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    field.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
    field.text = text
    window.addSubview(field)
    window.makeKeyAndVisible()
    return (window, field)
}

/// A controller offering a custom action, "define:", to the views under it.
private final class DefiningController: UIViewController {
    var defined: [String] = []
    func define(_ sender: Any?) { defined.append((sender as? UICommand)?.title ?? "?") }
}

/// A field that refuses to paste.
private final class NoPasteField: UITextField {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector("paste:") ? false : super.canPerformAction(action, withSender: sender)
    }
}

/// A view that copies something of its own (it says so in canPerformAction, as ClientKit needs).
private final class CopyingView: UIView {
    var copies = 0
    override var canBecomeFirstResponder: Bool { true }
    override func copy(_ sender: Any?) { copies += 1 }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == .copy || super.canPerformAction(action, withSender: sender)
    }
}

@MainActor
private final class EditDelegate: UIEditMenuInteractionDelegate {
    var log: [String] = []
    var suggested: [String] = []
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        suggested = suggestedActions.map(\.title)
        return UIMenu(children: suggestedActions + [UIAction(title: "Custom") { [unowned self] _ in self.log.append("custom") }])
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) { log.append("willPresent") }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: UIEditMenuInteractionAnimating) { log.append("willDismiss") }
}

/// The edit menu: text views' long press, canPerformAction filtering along the
/// responder chain, UIMenuController and UIMenuItem, UIEditMenuInteraction, and actions
/// sent by name.
final class EditMenuTests: XCTestCase {
    func testALongPressInATextFieldShowsTheCommandsThatApplyAndSendsTheChosenOne() {
        MainActor.assumeIsolated {
            UIPasteboard.general.string = "pasted"
            let (window, field) = makeFieldScene("hello world")
            let finger = Finger(window, at: CGPoint(x: 60, y: 25))
            spinMainRunLoop(0.3)
            XCTAssertNil(editTitles(), "not before half a second")
            spinMainRunLoop(0.4)
            finger.lift()
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(editTitles(), ["Paste", "Select", "Select All"], "nothing selected: no Cut or Copy")
            let cells = _UIEditMenu.shown!.rowViews.map { $0.convert($0.bounds, to: nil) }
            XCTAssertEqual(Set(cells.map(\.minY)).count, 1, "a bar: side by side")
            XCTAssertTrue(zip(cells, cells.dropFirst()).allSatisfy { $0.maxX < $1.minX })
            XCTAssertGreaterThan(cells[0].minY, 25, "below the press: no room above it")
            XCTAssertTrue(UIMenuController.shared.isMenuVisible)
            chooseEdit("Select All")
            XCTAssertNil(editTitles())
            XCTAssertFalse(UIMenuController.shared.isMenuVisible)
            XCTAssertEqual(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) }, 11)
            let again = Finger(window, at: CGPoint(x: 60, y: 25))
            spinMainRunLoop(0.7)
            again.lift()
            XCTAssertEqual(editTitles(), ["Cut", "Copy", "Paste"], "all selected")
            chooseEdit("Copy")
            XCTAssertEqual(UIPasteboard.general.string, "hello world")
            window.isHidden = true
        }
    }

    func testASecondaryClickShowsTheMenuAtOnceAndSelectPicksAWord() {
        MainActor.assumeIsolated {
            let (window, field) = makeFieldScene("hello world")
            let event = UIEvent(type: .touches, timestamp: 1)
            event._buttonMask = .secondary
            Finger(window, at: CGPoint(x: 60, y: 25), event: event).lift()
            XCTAssertTrue(editTitles()?.contains("Select") == true)
            chooseEdit("Select")
            XCTAssertEqual(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) }, 6)
            XCTAssertEqual(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) }, 5, "the word at the caret")
            window.isHidden = true
        }
    }

    func testCanPerformActionFiltersAlongTheChainAndCustomItemsReachTheirResponder() {
        MainActor.assumeIsolated {
            UIPasteboard.general.string = "pasted"
            let controller = DefiningController()
            let field = NoPasteField()
            field.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
            field.text = "word"
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.rootViewController = controller
            controller.view.addSubview(field)
            window.makeKeyAndVisible()
            UIMenuController.shared.menuItems = [
                UIMenuItem(title: "Define", action: Selector("define:", DefiningController.define)),
                UIMenuItem(title: "Nobody", action: Selector("nobody:")),
            ]
            defer { UIMenuController.shared.menuItems = nil }
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertFalse(field.canPerformAction(.paste, withSender: nil))
            XCTAssertTrue(field.target(forAction: Selector("define:", DefiningController.define), withSender: nil) as AnyObject? === controller)
            XCTAssertNil(field.target(forAction: Selector("nobody:"), withSender: nil))
            UIMenuController.shared.showMenu(from: field, rect: field.bounds)
            XCTAssertEqual(editTitles(), ["Select", "Select All", "Define"], "no Paste (refused), no Nobody (no one performs it)")
            chooseEdit("Define")
            XCTAssertEqual(controller.defined, ["Define"], "sent up the chain, once, with the command as sender")
            window.isHidden = true
        }
    }

    func testUIMenuControllerShowsForAResponderThatSaysItCopiesAndHides() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let view = CopyingView(frame: CGRect(x: 20, y: 100, width: 100, height: 40))
            window.addSubview(view)
            window.makeKeyAndVisible()
            XCTAssertTrue(view.becomeFirstResponder())
            let menu = UIMenuController.shared
            menu.showMenu(from: view, rect: view.bounds)
            XCTAssertTrue(menu.isMenuVisible)
            XCTAssertEqual(editTitles(), ["Copy"])
            XCTAssertLessThan(menu.menuFrame.maxY, view.frame.minY, "above the target rectangle")
            menu.hideMenu()
            XCTAssertFalse(menu.isMenuVisible)
            menu.showMenu(from: view, rect: view.bounds)
            chooseEdit("Copy")
            XCTAssertEqual(view.copies, 1)
            window.isHidden = true
        }
    }

    func testUIEditMenuInteractionAsksItsDelegate() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            let view = CopyingView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
            window.addSubview(view)
            window.makeKeyAndVisible()
            let delegate = EditDelegate()
            let interaction = UIEditMenuInteraction(delegate: delegate)
            view.addInteraction(interaction)
            interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 50, y: 50)))
            XCTAssertEqual(delegate.suggested, ["Copy"])
            XCTAssertEqual(editTitles(), ["Copy", "Custom"])
            XCTAssertEqual(interaction.location(in: view), CGPoint(x: 50, y: 50))
            chooseEdit("Custom")
            XCTAssertEqual(delegate.log, ["willPresent", "willDismiss", "custom"])
            interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
            chooseEdit("Copy")
            XCTAssertEqual(view.copies, 1)
            window.isHidden = true
        }
    }

    func testTheTextDelegateMayReplaceTheMenu() {
        MainActor.assumeIsolated {
            @MainActor final class Delegate: UITextFieldDelegate {
                var ranges: [NSRange] = []
                func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                               suggestedActions: [UIMenuElement]) -> UIMenu? {
                    ranges.append(range)
                    return UIMenu(children: [UIAction(title: "Only") { _ in }] + suggestedActions.filter { $0.title == "Select All" })
                }
            }
            let (window, field) = makeFieldScene("abc")
            let delegate = Delegate()
            field.delegate = delegate
            let finger = Finger(window, at: CGPoint(x: 60, y: 25))
            spinMainRunLoop(0.7)
            finger.lift()
            XCTAssertEqual(editTitles(), ["Only", "Select All"])
            XCTAssertEqual(delegate.ranges.count, 1)
            window.isHidden = true
        }
    }

    func testActionsSentByName() {
        MainActor.assumeIsolated {
            let (window, field) = makeFieldScene("abc")
            XCTAssertTrue(field.becomeFirstResponder())
            XCTAssertTrue(UIApplication.shared.sendAction(.selectAll, to: nil, from: nil, for: nil))
            XCTAssertEqual(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) }, 3)
            XCTAssertTrue(UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertFalse(UIApplication.shared.sendAction(Selector("unknown:"), to: nil, from: nil, for: nil))
            XCTAssertEqual(Selector("copy:"), .copy)
            XCTAssertEqual(NSStringFromSelector(.paste), "paste:")
            window.isHidden = true
        }
    }
}
