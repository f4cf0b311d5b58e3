import StrataPort
import XCTest

/// Single rewrites: formatting kept, what is not understood left alone and reported.
final class StrataPortRewriteTests: XCTestCase {
    private func port(_ source: String) -> PortResult { StrataPort.port(source: source) }

    func testRemovingAttributesKeepsDocCommentsIndentationAndOtherAttributes() {
        let source = """
        class A {
            /// Tapped.
            @objc
            // the handler
            @discardableResult func tapped() -> Int { 1 }
            @IBOutlet private weak var label: UILabel?   // trailing comment
            @available(*, deprecated) @objc dynamic func old() {}
        }
        """
        XCTAssertEqual(port(source).source, """
        class A {
            /// Tapped.
            // the handler
            @discardableResult func tapped() -> Int { 1 }
            private weak var label: UILabel?   // trailing comment
            @available(*, deprecated) func old() {}
        }
        """)
    }

    func testSelectorUsesItDoesNotKnowAreLeftAndReported() {
        let source = """
        class B: UIViewController {
            func f() {
                let item = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                if responds(to: #selector(done)) {}
                other.addTarget(other, action: #selector(done), for: .touchUpInside)
                Timer.scheduledTimer(timeInterval: 1, target: model, selector: #selector(Model.tick), userInfo: nil, repeats: true)
                perform(#selector(unknown), with: nil, afterDelay: 1)
            }
            @objc func done() {}
        }
        """
        let result = port(source)
        XCTAssertEqual(result.source, source.replacingOccurrences(of: "    @objc func done", with: "    func done")
            .replacingOccurrences(of: "target: self, action: #selector(done))\n", with: "target: self, action: B.done)\n"))
        XCTAssertEqual(result.leftForPerson.map(\.description), [
            "4: left for a person: #selector(done): no ClientKit form is known for this use of a selector",
            "5: left for a person: #selector(done): the target is not self and the selector names no type (write `Type.done`)",
            "6: left for a person: Timer with a target other than self",
            "7: left for a person: #selector(unknown): method not found in this file, or takes more than one argument",
        ])
    }

    func testTargetOtherThanSelfWithATypedSelectorGetsThatTypesMethod() {
        let result = port("func wire() { button.addTarget(model, action: #selector(Model.changed(_:)), for: .valueChanged) }")
        XCTAssertEqual(result.source, "func wire() { button.addTarget(model, action: Model.changed(_:), for: .valueChanged) }")
    }

    func testPerformTakesItsObjectWhenCalledAndParenthesisesTheDelay() {
        let source = """
        class C {
            func go() { perform(#selector(show(_:)), with: items.first, afterDelay: base * 2) }
            @objc func show(_ item: Any?) {}
        }
        """
        XCTAssertEqual(port(source).source, """
        class C {
            func go() { DispatchQueue.main.asyncAfter(deadline: .now() + (base * 2)) { [object = items.first] in self.show(object) } }
            func show(_ item: Any?) {}
        }
        """)
    }

    func testAppDelegateWithModifiersGetsFinalAfterThem() {
        let result = port("@UIApplicationMain public class App: UIResponder, UIApplicationDelegate {}")
        XCTAssertEqual(result.source, "@main public final class App: UIResponder, UIApplicationDelegate {}")
        XCTAssertEqual(port("class D: UIResponder, UIApplicationDelegate {}").source,
                       "final class D: UIResponder, UIApplicationDelegate {}")
    }

    func testPreSwift42TypeNamesAreLeftForClientKitToAccept() {
        let source = "import UIKit\nlet s: UIControlState = .normal; let e = UIControlEvents.valueChanged\n"
        let result = port(source)
        XCTAssertEqual(result.source, source)
        XCTAssertEqual(result.findings, [])
    }

    func testTheGestureRecognizerSubclassImportBecomesImportUIKit() {
        let source = "import UIKit.UIGestureRecognizerSubclass\nimport Foundation\n"
        let result = port(source)
        XCTAssertEqual(result.source, "import UIKit\nimport Foundation\n")
        XCTAssertEqual(result.findings.count, 1)
        XCTAssertEqual(port(result.source).findings, [], "not idempotent")
    }

    func testCodeWithoutAnythingToPortIsUntouched() {
        let source = "// #selector(x) @objc\nlet s = \"@IBAction #selector(y)\"\nfinal class E { func f() {} }\n"
        let result = port(source)
        XCTAssertEqual(result.source, source)
        XCTAssertEqual(result.findings, [])
    }
}

/// Swipe-to-delete: a data source with `commit` but no `canEditRowAt` gets UIKit's
/// default stated, so ClientKit can see it handles deleting.
final class StrataPortTableEditingTests: XCTestCase {
    func testCommitWithoutCanEditGetsItOnceWithOverrideWhereCommitHasIt() {
        let source = """
        class List: UIViewController, UITableViewDataSource {
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                if editingStyle == .delete { items.remove(at: indexPath.row) }
            }
            func other() {}
        }
        final class Todos: UITableViewController {
          override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        }
        """
        let result = StrataPort.port(source: source)
        XCTAssertEqual(result.source, """
        class List: UIViewController, UITableViewDataSource {
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                if editingStyle == .delete { items.remove(at: indexPath.row) }
            }

            // Added by strata-port: UIKit's default, stated so that ClientKit offers swipe-to-delete.
            func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            func other() {}
        }
        final class Todos: UITableViewController {
          override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

          // Added by strata-port: UIKit's default, stated so that ClientKit offers swipe-to-delete.
          override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        }
        """)
        XCTAssertEqual(result.findings.map(\.description), [
            "2: changed: added tableView(_:canEditRowAt:) returning true beside commit (UIKit's default), so ClientKit offers swipe-to-delete",
            "8: changed: added tableView(_:canEditRowAt:) returning true beside commit (UIKit's default), so ClientKit offers swipe-to-delete",
        ])
        XCTAssertEqual(StrataPort.port(source: result.source).source, result.source, "a second run changes nothing")
    }

    func testADataSourceThatSaysWhichRowsAreEditableIsLeftAlone() {
        let source = """
        extension List: UITableViewDataSource {
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        }
        extension List {
            func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }
        }
        """
        let result = StrataPort.port(source: source)
        XCTAssertEqual(result.source, source)
        XCTAssertTrue(result.findings.isEmpty)
    }
}

/// Key commands: the selector becomes a method reference on the declaring type (or the
/// type the selector names).
final class StrataPortKeyCommandTests: XCTestCase {
    func testKeyCommandSelectorsBecomeMethodReferences() {
        let source = """
        class Editor: UIViewController {
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(find(_:))),
                 UIKeyCommand(title: "Save", action: #selector(Document.save), input: "s", modifierFlags: .command)]
            }
            @objc func find(_ sender: UIKeyCommand) {}
        }
        """
        let result = StrataPort.port(source: source)
        XCTAssertEqual(result.source, """
        class Editor: UIViewController {
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "f", modifierFlags: .command, action: Editor.find(_:)),
                 UIKeyCommand(title: "Save", action: Document.save, input: "s", modifierFlags: .command)]
            }
            func find(_ sender: UIKeyCommand) {}
        }
        """)
        XCTAssertTrue(result.leftForPerson.isEmpty, "\(result.leftForPerson)")
    }

    func testSelectorsComparedInCanPerformActionAndMenuItemActionsBecomeClientKitSelectors() {
        let source = """
        class NoteView: UIView {
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                if action == #selector(copy(_:)) || action == #selector(define(_:)) { return true }
                switch action {
                case #selector(UIResponderStandardEditActions.paste(_:)), #selector(move(to:)): return false
                default: return super.canPerformAction(action, withSender: sender)
                }
            }
            func show() {
                UIMenuController.shared.menuItems = [UIMenuItem(title: "Define", action: #selector(define(_:)))]
            }
            @objc func define(_ sender: Any?) {}
        }
        """
        let result = StrataPort.port(source: source)
        XCTAssertEqual(result.source, """
        class NoteView: UIView {
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                if action == Selector("copy:") || action == Selector("define:") { return true }
                switch action {
                case Selector("paste:"), Selector("moveTo:"): return false
                default: return super.canPerformAction(action, withSender: sender)
                }
            }
            func show() {
                UIMenuController.shared.menuItems = [UIMenuItem(title: "Define", action: Selector("define:", NoteView.define(_:)))]
            }
            func define(_ sender: Any?) {}
        }
        """)
        XCTAssertTrue(result.leftForPerson.isEmpty, "\(result.leftForPerson)")
    }
}
