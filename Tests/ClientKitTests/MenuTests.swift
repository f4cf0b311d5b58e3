import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A key window 400×600 with a button (a menu's anchor) at (20, 20), 100×40.
@MainActor
private func makeButtonScene(_ menu: UIMenu, primary: Bool = true) -> (UIWindow, UIButton) {
    resetApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 40)
    button.setTitle("Options", for: .normal)
    button.menu = menu
    button.showsMenuAsPrimaryAction = primary
    window.addSubview(button)
    window.makeKeyAndVisible()
    return (window, button)
}

@MainActor
private func titles(_ window: UIWindow) -> [String]? {
    _UIMenuView.shown(in: window)?.rowViews.map(\.row.title)
}

/// The centre of the row titled `title`, in window coordinates.
@MainActor
private func center(of title: String, in window: UIWindow) -> CGPoint {
    let row = _UIMenuView.shown(in: window)!.rowViews.first { $0.row.title == title }!
    return row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
}

/// Menus shown as panels: UIButton's menu (primary action, long press, pop-up
/// buttons), rows and their attributes, choosing, dismissal, keys, submenus and
/// deferred elements.
final class MenuTests: XCTestCase {
    func testAPrimaryActionMenuOpensOnTouchDownBelowTheButtonAndSendsNoTap() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, button) = makeButtonScene(UIMenu(children: [UIAction(title: "One") { _ in log.add("one") }]))
            button.addAction(UIAction { _ in log.add("menuActionTriggered") }, for: .menuActionTriggered)
            button.addAction(UIAction { _ in log.add("tap") }, for: .touchUpInside)
            let finger = Finger(window, at: CGPoint(x: 70, y: 40))
            XCTAssertEqual(titles(window), ["One"])
            XCTAssertEqual(log.entries, ["menuActionTriggered"])
            finger.lift()
            XCTAssertEqual(log.entries, ["menuActionTriggered"], "no tap, and the menu stays")
            let panel = _UIMenuView.shown(in: window)!.panel.frame
            XCTAssertGreaterThan(panel.minY, button.frame.maxY, "below the button")
            XCTAssertEqual(panel.minX, button.frame.minX)
            window.isHidden = true
        }
    }

    func testChoosingARowRunsItsHandlerOnceWithTheButtonAsSenderAndCloses() {
        MainActor.assumeIsolated {
            var senders: [Any?] = []
            let action = UIAction(title: "Rename") { action in senders.append(action.sender) }
            let (window, button) = makeButtonScene(UIMenu(children: [action, UIAction(title: "Other") { _ in }]))
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            Finger(window, at: center(of: "Rename", in: window)).lift()
            XCTAssertEqual(senders.count, 1)
            XCTAssertTrue(senders.first as AnyObject? === button)
            XCTAssertNil(action.sender, "the sender is set only while the handler runs")
            XCTAssertNil(_UIMenuView.shown(in: window))
            XCTAssertFalse(window.subviews.contains { $0 is _UIMenuView })
            window.isHidden = true
        }
    }

    func testRowsShowAttributesStateAndInlineGroups() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let menu = UIMenu(title: "Edit", children: [
                UIAction(title: "Checked", state: .on) { _ in },
                UIAction(title: "Hidden", attributes: .hidden) { _ in },
                UIAction(title: "Off", subtitle: "More words") { _ in },
                UIMenu(title: "", options: .displayInline, children: [
                    UIAction(title: "Disabled", attributes: .disabled) { _ in log.add("disabled") },
                    UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                ]),
                UIAction(title: "After") { _ in },
            ])
            let (window, _) = makeButtonScene(menu)
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            let view = _UIMenuView.shown(in: window)!
            XCTAssertEqual(view.rowViews.map(\.row.title), ["Edit", "Checked", "Off", "Disabled", "Delete", "After"])
            let rows = Dictionary(uniqueKeysWithValues: view.rowViews.map { ($0.row.title, $0) })
            XCTAssertNotNil(rows["Checked"]?.checkView.image, "a checkmark for .on")
            XCTAssertNil(rows["Off"]?.checkView.image)
            XCTAssertEqual(rows["Off"]?.subtitleLabel.text, "More words")
            XCTAssertEqual(rows["Checked"]?.titleLabel.frame.minX, rows["Off"]?.titleLabel.frame.minX,
                           "titles line up past the checkmark column")
            XCTAssertEqual(rows["Delete"]?.titleLabel.textColor, .systemRed)
            XCTAssertNotNil(rows["Delete"]?.imageView.image)
            XCTAssertTrue(rows["Disabled"]!.accessibilityTraits.contains(.notEnabled))
            XCTAssertEqual(view.rowViews.map(\.row.startsGroup), [false, true, false, true, false, true],
                           "the heading and the inline group are set apart")
            Finger(window, at: center(of: "Disabled", in: window)).lift()
            XCTAssertEqual(log.entries, [], "a disabled row does nothing")
            XCTAssertNotNil(_UIMenuView.shown(in: window), "and the menu stays")
            window.isHidden = true
        }
    }

    func testATouchOutsideClosesTheMenuWithoutReachingTheViewsBelow() {
        MainActor.assumeIsolated {
            let (window, _) = makeButtonScene(UIMenu(children: [UIAction(title: "One") { _ in }]))
            let below = TouchLogView(frame: CGRect(x: 0, y: 400, width: 400, height: 200))
            window.insertSubview(below, at: 0)
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            XCTAssertNotNil(_UIMenuView.shown(in: window))
            Finger(window, at: CGPoint(x: 200, y: 500)).lift()
            XCTAssertNil(_UIMenuView.shown(in: window))
            XCTAssertEqual(below.log, [], "the closing touch is the menu's")
            Finger(window, at: CGPoint(x: 200, y: 500)).lift()
            XCTAssertEqual(below.log, ["began", "ended"])
            window.isHidden = true
        }
    }

    func testEscapeClosesAndTheArrowsAndReturnChoose() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let menu = UIMenu(children: [
                UIAction(title: "A") { _ in log.add("a") },
                UIAction(title: "B", attributes: .disabled) { _ in log.add("b") },
                UIAction(title: "C") { _ in log.add("c") },
            ])
            let (window, _) = makeButtonScene(menu)
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            sendKeyPress(.keyboardEscape)
            XCTAssertNil(_UIMenuView.shown(in: window))
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            sendKeyPress(.keyboardDownArrow)
            sendKeyPress(.keyboardDownArrow)
            XCTAssertEqual(_UIMenuView.shown(in: window)?.rowViews.map(\.isHighlighted), [false, false, true],
                           "the disabled row is skipped")
            sendKeyPress(.keyboardReturnOrEnter, "\r")
            XCTAssertEqual(log.entries, ["c"])
            XCTAssertNil(_UIMenuView.shown(in: window))
            window.isHidden = true
        }
    }

    func testASubmenuOpensInThePanelAndLeadsBack() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let menu = UIMenu(children: [
                UIAction(title: "Top") { _ in },
                UIMenu(title: "Sort By", children: [UIAction(title: "Name") { _ in log.add("name") }]),
            ])
            let (window, _) = makeButtonScene(menu)
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            Finger(window, at: center(of: "Sort By", in: window)).lift()
            XCTAssertEqual(titles(window), ["Sort By", "Name"])
            Finger(window, at: center(of: "Sort By", in: window)).lift()
            XCTAssertEqual(titles(window), ["Top", "Sort By"], "the back row")
            Finger(window, at: center(of: "Sort By", in: window)).lift()
            Finger(window, at: center(of: "Name", in: window)).lift()
            XCTAssertEqual(log.entries, ["name"])
            XCTAssertNil(_UIMenuView.shown(in: window))
            window.isHidden = true
        }
    }

    func testPressSlideAndReleaseChoosesARow() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, _) = makeButtonScene(UIMenu(children: [
                UIAction(title: "A") { _ in log.add("a") }, UIAction(title: "B") { _ in log.add("b") },
            ]))
            let finger = Finger(window, at: CGPoint(x: 70, y: 40))
            let target = center(of: "B", in: window)
            finger.move(to: CGPoint(x: 70, y: target.y - 20))
            finger.move(to: target)
            finger.lift()
            XCTAssertEqual(log.entries, ["b"])
            XCTAssertNil(_UIMenuView.shown(in: window))
            window.isHidden = true
        }
    }

    func testWithoutShowsMenuAsPrimaryActionALongPressShowsTheMenuAndATapTaps() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let (window, button) = makeButtonScene(UIMenu(children: [UIAction(title: "One") { _ in }]), primary: false)
            XCTAssertTrue(button.isContextMenuInteractionEnabled)
            XCTAssertNotNil(button.contextMenuInteraction)
            button.addAction(UIAction { _ in log.add("tap") }, for: .touchUpInside)
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            XCTAssertEqual(log.entries, ["tap"])
            XCTAssertNil(_UIMenuView.shown(in: window))
            let finger = Finger(window, at: CGPoint(x: 70, y: 40))
            spinMainRunLoop(0.3)
            XCTAssertNil(_UIMenuView.shown(in: window), "not before half a second")
            spinMainRunLoop(0.4)
            XCTAssertEqual(titles(window), ["One"])
            finger.lift()
            XCTAssertEqual(log.entries, ["tap"], "the long press cancelled the button's touch")
            XCTAssertFalse(button.isHighlighted)
            window.isHidden = true
        }
    }

    func testAPopUpButtonShowsTheSelectedActionAndMovesTheSelection() {
        MainActor.assumeIsolated {
            var seen: [String] = []
            let small = UIAction(title: "Small") { _ in }
            let large = UIAction(title: "Large") { action in seen.append("\(action.title) \(action.state == .on)") }
            let menu = UIMenu(options: .singleSelection, children: [small, large])
            let (window, button) = makeButtonScene(menu)
            button.changesSelectionAsPrimaryAction = true
            XCTAssertEqual(small.state, .on, "the first action is selected when none is")
            XCTAssertEqual(button.currentTitle, "Small")
            XCTAssertTrue(menu.selectedElements.first === small)
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            Finger(window, at: center(of: "Large", in: window)).lift()
            XCTAssertEqual(seen, ["Large true"], "the selection moves before the handler runs")
            XCTAssertEqual(small.state, .off)
            XCTAssertEqual(button.currentTitle, "Large")
            window.isHidden = true
        }
    }

    func testAToggleButtonWithoutAMenuTogglesSelection() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
            button.changesSelectionAsPrimaryAction = true
            window.addSubview(button)
            window.makeKeyAndVisible()
            Finger(window, at: CGPoint(x: 50, y: 20)).lift()
            XCTAssertTrue(button.isSelected)
            Finger(window, at: CGPoint(x: 50, y: 20)).lift()
            XCTAssertFalse(button.isSelected)
            window.isHidden = true
        }
    }

    func testDeferredElementsAreAskedOnceUnlessUncached() {
        MainActor.assumeIsolated {
            var cachedAsks = 0
            var uncachedAsks = 0
            var later: (([UIMenuElement]) -> Void)?
            let menu = UIMenu(children: [
                UIDeferredMenuElement { completion in
                    cachedAsks += 1
                    completion([UIAction(title: "Cached") { _ in }])
                },
                UIDeferredMenuElement.uncached { completion in
                    uncachedAsks += 1
                    later = completion
                },
            ])
            let (window, _) = makeButtonScene(menu)
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            XCTAssertEqual(titles(window), ["Cached", "Loading…"])
            later?([UIAction(title: "Late") { _ in }])
            XCTAssertEqual(titles(window), ["Cached", "Late"])
            sendKeyPress(.keyboardEscape)
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            XCTAssertEqual(cachedAsks, 1)
            XCTAssertEqual(uncachedAsks, 2)
            window.isHidden = true
        }
    }

    func testUIActionDefaultsAndMenuOptions() {
        MainActor.assumeIsolated {
            let action = UIAction(title: "T") { _ in }
            XCTAssertEqual(action.attributes, [])
            XCTAssertEqual(action.state, .off)
            XCTAssertNil(action.subtitle)
            XCTAssertNil(action.sender)
            let button = UIButton(type: .system)
            XCTAssertNil(button.menu)
            XCTAssertFalse(button.showsMenuAsPrimaryAction)
            XCTAssertFalse(button.changesSelectionAsPrimaryAction)
            XCTAssertFalse(button.isContextMenuInteractionEnabled)
            XCTAssertNil(button.contextMenuInteraction)
        }
    }

    func testChoosingInASingleSelectionMenuMovesTheCheckmark() {
        MainActor.assumeIsolated {
            var states: [String] = []
            let a = UIAction(title: "A", state: .on) { _ in }
            let b = UIAction(title: "B") { action in states.append("\(action.state == .on)") }
            let other = UIAction(title: "Other", state: .on) { _ in }
            let menu = UIMenu(children: [UIMenu(options: [.displayInline, .singleSelection], children: [a, b]), other])
            let (window, _) = makeButtonScene(menu)
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            Finger(window, at: center(of: "B", in: window)).lift()
            XCTAssertEqual(states, ["true"])
            XCTAssertEqual(a.state, .off)
            XCTAssertEqual(other.state, .on, "only the single-selection menu's own children")
            window.isHidden = true
        }
    }

    /// UI tests find rows as XCUITest finds menu items: buttons labelled by their titles.
    func testRowsAreButtonsInTheAutomationTree() throws {
        try MainActor.assumeIsolated {
            let (window, _) = makeButtonScene(UIMenu(children: [
                UIAction(title: "Rename") { _ in }, UIAction(title: "Locked", attributes: .disabled) { _ in },
            ]))
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            let tree = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(window._automationTreeJSON().utf8)) as? [String: Any])
            var byLabel: [String: [String: Any]] = [:]
            func walk(_ node: [String: Any]) {
                if let label = node["label"] as? String, node["isElement"] as? Bool == true { byLabel[label] = node }
                for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
            }
            for root in tree["windows"] as? [[String: Any]] ?? [] { walk(root) }
            XCTAssertEqual(byLabel["Rename"]?["elementType"] as? String, "button")
            XCTAssertTrue((byLabel["Locked"]?["traits"] as? [String])?.contains("notEnabled") == true)
            window.isHidden = true
        }
    }

    func testAMenuTallerThanTheWindowScrollsAndTheArrowsFollow() {
        MainActor.assumeIsolated {
            var chosen: [String] = []
            let actions = (0..<30).map { n in UIAction(title: "Item \(n)") { _ in chosen.append("\(n)") } }
            let (window, _) = makeButtonScene(UIMenu(children: actions))
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            let view = _UIMenuView.shown(in: window)!
            XCTAssertLessThanOrEqual(view.panel.frame.maxY, 600 - _UIMenuView.margin, "inside the window")
            XCTAssertGreaterThan(view.content.contentSize.height, view.content.bounds.height)
            for _ in 0..<30 { sendKeyPress(.keyboardDownArrow) }  // the first press highlights row 0
            XCTAssertTrue(view.content.bounds.intersects(view.rowViews[29].frame), "the highlighted row scrolled into view")
            let last = center(of: "Item 29", in: window)
            XCTAssertTrue(view.panel.frame.contains(last))
            Finger(window, at: last, time: 5).lift()
            XCTAssertEqual(chosen, ["29"])
            // A drag scrolls and chooses nothing.
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            let again = _UIMenuView.shown(in: window)!
            let drag = Finger(window, at: center(of: "Item 8", in: window), time: 8)
            drag.drag(by: 0, -150)
            drag.lift()
            XCTAssertGreaterThan(again.content.contentOffset.y, 100)
            XCTAssertEqual(chosen, ["29"])
            XCTAssertNotNil(_UIMenuView.shown(in: window))
            window.isHidden = true
        }
    }

    func testAKeepsMenuPresentedActionRunsAndTheMenuStaysWithItsNewState() {
        MainActor.assumeIsolated {
            var runs = 0
            let toggle = UIAction(title: "Bold", attributes: .keepsMenuPresented) { action in
                runs += 1
                action.state = action.state == .on ? .off : .on
            }
            let (window, _) = makeButtonScene(UIMenu(children: [toggle]))
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            Finger(window, at: center(of: "Bold", in: window)).lift()
            XCTAssertEqual(runs, 1)
            let view = _UIMenuView.shown(in: window)
            XCTAssertNotNil(view, "still shown")
            XCTAssertNotNil(view?.rowViews.first?.checkView.image, "redrawn with its checkmark")
            window.isHidden = true
        }
    }

    func testKeyCommandsShowTheirShortcutsAndRunAlongTheResponderChain() {
        MainActor.assumeIsolated {
            @MainActor final class Document: UIView {
                var saves = 0
                override var canBecomeFirstResponder: Bool { true }
                func save(_ sender: UIKeyCommand) { saves += 1 }
            }
            let save = UIKeyCommand(title: "Save", action: Document.save, input: "s", modifierFlags: [.command, .shift])
            let (window, _) = makeButtonScene(UIMenu(children: [save]))
            let document = Document(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
            window.addSubview(document)
            XCTAssertTrue(document.becomeFirstResponder())
            Finger(window, at: CGPoint(x: 70, y: 40)).lift()
            let row = _UIMenuView.shown(in: window)!.rowViews[0]
            XCTAssertEqual(row.shortcutLabel.text, "⇧⌘S")
            XCTAssertGreaterThan(row.shortcutLabel.frame.minX, row.titleLabel.frame.minX)
            Finger(window, at: center(of: "Save", in: window)).lift()
            XCTAssertEqual(document.saves, 1)
            XCTAssertEqual(_UIMenuRowView.shortcut(UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: .control,
                                                                action: Document.save)), "⌃↑")
            window.isHidden = true
        }
    }
}
