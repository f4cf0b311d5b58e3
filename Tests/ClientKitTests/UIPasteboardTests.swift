import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// Notifications seen by an observer block (run on the posting thread: here, the main one).
private final class NoteLog: @unchecked Sendable {
    var notes: [Notification] = []
}

/// UIPasteboard as UIKit documents it, kept in the process (no display here; the
/// daemon's shared pasteboard is tested end to end in CopyPasteTests).
final class UIPasteboardTests: XCTestCase {
    func testStringsURLsImagesAndColorsRoundTrip() {
        MainActor.assumeIsolated {
            let board = UIPasteboard.withUniqueName()
            defer { UIPasteboard.remove(withName: board.name) }
            XCTAssertNil(board.string)
            XCTAssertFalse(board.hasStrings)
            XCTAssertEqual(board.numberOfItems, 0)

            board.string = "héllo"
            XCTAssertEqual(board.string, "héllo")
            XCTAssertTrue(board.hasStrings)
            XCTAssertFalse(board.hasURLs)
            XCTAssertEqual(board.types, ["public.utf8-plain-text"])
            XCTAssertEqual(board.data(forPasteboardType: "public.utf8-plain-text"), Data("héllo".utf8))
            XCTAssertEqual(board.value(forPasteboardType: "public.utf8-plain-text") as? String, "héllo")

            board.strings = ["a", "b"]
            XCTAssertEqual(board.numberOfItems, 2)
            XCTAssertEqual(board.strings, ["a", "b"])
            XCTAssertEqual(board.string, "a")

            let url = URL(string: "https://example.org/a?b=1")!
            board.url = url
            XCTAssertEqual(board.url, url)
            XCTAssertTrue(board.hasURLs)
            XCTAssertNil(board.string, "setting a URL replaced the text")
            XCTAssertEqual(board.types, ["public.url"])

            let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
            }
            board.image = image
            XCTAssertTrue(board.hasImages)
            XCTAssertEqual(board.types, ["public.png"])
            XCTAssertEqual(board.image?.size, CGSize(width: 3, height: 2))

            board.color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
            XCTAssertTrue(board.hasColors)
            var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            XCTAssertTrue(board.color?.getRed(&r, green: &g, blue: &b, alpha: &a) == true)
            XCTAssertEqual([r, g, b, a], [0.25, 0.5, 0.75, 1])

            board.string = nil
            XCTAssertEqual(board.numberOfItems, 0, "nil empties the pasteboard")
        }
    }

    func testItemsKeepEveryRepresentationAndTypesQueriesFollowThem() {
        MainActor.assumeIsolated {
            let board = UIPasteboard.withUniqueName()
            defer { UIPasteboard.remove(withName: board.name) }
            let raw = Data([0, 1, 2, 255])
            board.items = [["public.utf8-plain-text": "text", "com.example.raw": raw],
                           ["public.url": URL(string: "file:///tmp/x")!]]
            XCTAssertEqual(board.numberOfItems, 2)
            XCTAssertEqual(board.types, ["com.example.raw", "public.utf8-plain-text"])
            XCTAssertEqual(board.types(forItemSet: nil)?.count, 2)
            XCTAssertEqual(board.types(forItemSet: IndexSet(integer: 1)), [["public.url"]])
            XCTAssertNil(board.types(forItemSet: IndexSet(integer: 5)), "an item past the end")
            XCTAssertTrue(board.contains(pasteboardTypes: ["com.example.raw"]))
            XCTAssertFalse(board.contains(pasteboardTypes: ["public.url"]), "only the first item")
            XCTAssertTrue(board.contains(pasteboardTypes: ["public.url"], inItemSet: IndexSet(integer: 1)))
            XCTAssertFalse(board.contains(pasteboardTypes: ["public.url"], inItemSet: nil), "not every item has one")
            let items = board.items
            XCTAssertEqual(items[0]["public.utf8-plain-text"] as? String, "text")
            XCTAssertEqual(items[0]["com.example.raw"] as? Data, raw)
            XCTAssertEqual(items[1]["public.url"] as? URL, URL(string: "file:///tmp/x"))
            XCTAssertEqual(board.values(forPasteboardType: "public.url", inItemSet: nil)?.count, 1)

            board.addItems([["public.utf8-plain-text": "more"]])
            XCTAssertEqual(board.numberOfItems, 3)
            XCTAssertEqual(board.strings, ["text", "more"])

            board.setData(raw, forPasteboardType: "com.example.raw")
            XCTAssertEqual(board.numberOfItems, 1)
            XCTAssertEqual(board.data(forPasteboardType: "com.example.raw"), raw)
            board.setValue("v", forPasteboardType: "public.plain-text")
            XCTAssertEqual(board.string, "v", "any of the text types is text")
        }
    }

    func testChangeCountAndNotifications() {
        MainActor.assumeIsolated {
            let board = UIPasteboard.withUniqueName()
            defer { UIPasteboard.remove(withName: board.name) }
            let log = NoteLog()
            let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board,
                                                               queue: nil) { log.notes.append($0) }
            defer { NotificationCenter.default.removeObserver(token) }
            let start = board.changeCount
            board.string = "one"
            XCTAssertEqual(board.changeCount, start + 1)
            board.url = URL(string: "https://x.org")!
            XCTAssertEqual(board.changeCount, start + 2)
            let notes = log.notes
            XCTAssertEqual(notes.count, 2)
            XCTAssertEqual(notes[1].userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String], ["public.url"])
            XCTAssertEqual(notes[1].userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String],
                           ["public.utf8-plain-text"])
            _ = board.string // reading changes nothing
            XCTAssertEqual(board.changeCount, start + 2)
            XCTAssertEqual(log.notes.count, 2)
        }
    }

    func testNamedPasteboards() {
        MainActor.assumeIsolated {
            let name = UIPasteboard.Name("com.example.test-\(UUID().uuidString)")
            XCTAssertNil(UIPasteboard(name: name, create: false), "none yet")
            let created = UIPasteboard(name: name, create: true)
            XCTAssertNotNil(created)
            created?.string = "shared"
            XCTAssertEqual(UIPasteboard(name: name, create: false)?.string, "shared", "the same pasteboard by name")
            XCTAssertEqual(created?.name, name)
            let log = NoteLog()
            let token = NotificationCenter.default.addObserver(forName: UIPasteboard.removedNotification, object: nil,
                                                               queue: nil) { log.notes.append($0) }
            defer { NotificationCenter.default.removeObserver(token) }
            UIPasteboard.remove(withName: name)
            XCTAssertEqual(log.notes.count, 1)
            XCTAssertNil(UIPasteboard(name: name, create: false))
            XCTAssertNotEqual(UIPasteboard.withUniqueName().name, UIPasteboard.withUniqueName().name)
            XCTAssertEqual(UIPasteboard.general.name, .general)
            XCTAssertEqual(UIPasteboard.general.name.rawValue, "com.apple.UIKit.pboard.general")
        }
    }
}

/// The standard edit actions on text: cut, copy, paste, select all and delete, from
/// the keyboard (Control or Command with X, C, V, A) and called directly.
final class TextEditActionTests: XCTestCase {
    @MainActor
    private final class PasteCounter: UITextField {
        var pastes = 0
        override func paste(_ sender: Any?) {
            pastes += 1
            super.paste(sender)
        }
    }

    @MainActor
    private final class Refuser: UITextFieldDelegate {
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                       replacementString string: String) -> Bool { string != "refused" }
    }

    @MainActor
    private static func field(_ text: String, in window: UIWindow, _ made: UITextField? = nil) -> UITextField {
        let field = made ?? UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        window.addSubview(field)
        field.text = text
        XCTAssertTrue(field.becomeFirstResponder())
        return field
    }

    func testKeysCopyAndPasteBetweenFields() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.makeKeyAndVisible()
            let source = Self.field("copy this", in: window)
            sendKeyPress(.keyboardA, "a", modifiers: .control)
            XCTAssertEqual(source.selectedTextRange.map { source.offset(from: $0.start, to: $0.end) }, 9, "select all")
            sendKeyPress(.keyboardC, "c", modifiers: .control)
            XCTAssertEqual(UIPasteboard.general.string, "copy this")
            XCTAssertEqual(source.text, "copy this", "copy leaves the text")

            let target = PasteCounter(frame: CGRect(x: 10, y: 50, width: 200, height: 30))
            _ = Self.field("> ", in: window, target)
            sendKeyPress(.keyboardV, "v", modifiers: .command)
            XCTAssertEqual(target.text, "> copy this")
            XCTAssertEqual(target.pastes, 1, "the key goes through paste(_:), so a subclass's override runs")

            XCTAssertTrue(source.becomeFirstResponder())
            sendKeyPress(.keyboardA, "a", modifiers: .control)
            sendKeyPress(.keyboardX, "x", modifiers: .control)
            XCTAssertEqual(source.text, "", "cut removes the selection")
            XCTAssertEqual(UIPasteboard.general.string, "copy this")
            // Without Control or Command, V is text.
            sendKeyPress(.keyboardV, "v")
            XCTAssertEqual(source.text, "v")
            withExtendedLifetime(window) {}
        }
    }

    func testSecureFieldsDoNotGiveTheirTextAndPastesAreOneLineAndAskTheDelegate() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.makeKeyAndVisible()
            UIPasteboard.general.string = "before"
            let secret = Self.field("hunter2", in: window)
            secret.isSecureTextEntry = true
            secret.selectAll(nil)
            secret.copy(nil)
            XCTAssertEqual(UIPasteboard.general.string, "before", "a secure field's text is not copied")
            secret.cut(nil)
            XCTAssertEqual(secret.text, "hunter2", "nor cut")
            XCTAssertEqual(UIPasteboard.general.string, "before")

            let field = Self.field("", in: window)
            UIPasteboard.general.string = "two\nlines\r\nhere"
            field.paste(nil)
            XCTAssertEqual(field.text, "two lines here", "a one-line field takes line breaks as spaces")
            let refuser = Refuser()
            field.delegate = refuser
            UIPasteboard.general.string = "refused"
            field.paste(nil)
            XCTAssertEqual(field.text, "two lines here", "the delegate refused the paste")
            field.selectAll(nil)
            field.delete(nil)
            XCTAssertEqual(field.text, "", "delete removes the selection")
            withExtendedLifetime((window, refuser)) {}
        }
    }

    func testTextViewsCopyWhenSelectableAndChangeOnlyWhenEditable() {
        MainActor.assumeIsolated {
            resetApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.makeKeyAndVisible()
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            window.addSubview(view)
            view.text = "line one\nline two"
            XCTAssertTrue(view.becomeFirstResponder())
            view.selectedRange = NSRange(location: 5, length: 3)
            sendKeyPress(.keyboardC, "c", modifiers: .control)
            XCTAssertEqual(UIPasteboard.general.string, "one")
            view.selectedRange = NSRange(location: 0, length: 0)
            sendKeyPress(.keyboardV, "v", modifiers: .control)
            XCTAssertEqual(view.text, "oneline one\nline two")
            UIPasteboard.general.string = "a\nb"
            view.paste(nil)
            XCTAssertEqual(view.text, "onea\nbline one\nline two", "a text view keeps line breaks")

            view.isEditable = false
            view.selectAll(nil)
            XCTAssertEqual(view.selectedRange, NSRange(location: 0, length: (view.text as NSString).length))
            view.copy(nil)
            XCTAssertEqual(UIPasteboard.general.string, view.text, "a read-only view still copies")
            view.cut(nil)
            view.paste(nil)
            view.delete(nil)
            XCTAssertEqual(view.text, "onea\nbline one\nline two", "nor cut, paste or delete changes it")
            withExtendedLifetime(window) {}
        }
    }

    func testActionsTravelTheResponderChainToWhoeverImplementsThem() {
        MainActor.assumeIsolated {
            final class Catcher: UIView {
                var actions: [String] = []
                override func copy(_ sender: Any?) { actions.append("copy") }
                override func paste(_ sender: Any?) { actions.append("paste \(sender as? String ?? "")") }
            }
            let catcher = Catcher(frame: .zero)
            let inner = UIView(frame: .zero)
            catcher.addSubview(inner)
            inner.copy(nil)
            inner.paste("menu")
            inner.cut(nil) // nobody implements it: dropped at the end of the chain
            XCTAssertEqual(catcher.actions, ["copy", "paste menu"])
        }
    }
}
