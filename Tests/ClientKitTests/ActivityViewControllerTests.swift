import Foundation
import XCTest
@testable import ClientKit

/// The share sheet: which services it lists, Copy putting the items on the general
/// pasteboard, an application activity performed, Cancel, and the completion handler.
final class ActivityViewControllerTests: XCTestCase {
    @MainActor final class UppercaseActivity: UIActivity {
        var prepared: [Any] = []
        override var activityType: UIActivity.ActivityType? { ActivityType("org.example.uppercase") }
        override var activityTitle: String? { "Uppercase" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() { activityDidFinish(true) }
    }

    @MainActor final class NumbersOnly: UIActivity {
        override var activityTitle: String? { "Numbers" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.allSatisfy { $0 is Int } }
    }

    @MainActor final class Source: UIActivityItemSource {
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
        func activityViewController(_ activityViewController: UIActivityViewController,
                                    itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
            activityType == .copyToPasteboard ? "copied text" : "other text"
        }
    }

    @MainActor private static func present(_ sheet: UIActivityViewController) -> (UIWindow, UIViewController) {
        let root = UIViewController()
        let window = showInWindow(root, log: CallLog())
        root.present(sheet, animated: false)
        spinMainRunLoop()
        return (window, root)
    }

    func testCopyPutsTheItemsOnTheGeneralPasteboard() {
        MainActor.assumeIsolated {
            let url = URL(string: "https://example.org/a")!
            let sheet = UIActivityViewController(activityItems: ["Hello", url], applicationActivities: [UppercaseActivity(), NumbersOnly()])
            var results: [(UIActivity.ActivityType?, Bool)] = []
            sheet.completionWithItemsHandler = { type, completed, _, _ in results.append((type, completed)) }
            let (window, root) = Self.present(sheet)
            XCTAssertEqual(sheet.preferredStyle, .actionSheet)
            XCTAssertEqual(sheet.actions.map(\.title), ["Copy", "Uppercase", "Cancel"], "Numbers cannot perform on these items")
            sheet._perform(sheet.actions[0])
            spinMainRunLoop()
            XCTAssertNil(root.presentedViewController, "dismissed")
            XCTAssertEqual(results.count, 1)
            XCTAssertEqual(results.first?.0, .copyToPasteboard)
            XCTAssertEqual(results.first?.1, true)
            XCTAssertEqual(UIPasteboard.general.string, "Hello")
            XCTAssertEqual(UIPasteboard.general.url, url)
            XCTAssertEqual(UIPasteboard.general.numberOfItems, 2, "one item each")
            window.isHidden = true
        }
    }

    func testAnApplicationActivityIsPreparedAndPerformed() {
        MainActor.assumeIsolated {
            let activity = UppercaseActivity()
            let sheet = UIActivityViewController(activityItems: [Source()], applicationActivities: [activity])
            sheet.excludedActivityTypes = [.copyToPasteboard]
            var results: [(UIActivity.ActivityType?, Bool)] = []
            sheet.completionWithItemsHandler = { type, completed, _, _ in results.append((type, completed)) }
            let (window, _) = Self.present(sheet)
            XCTAssertEqual(sheet.actions.map(\.title), ["Uppercase", "Cancel"], "Copy excluded")
            sheet._perform(sheet.actions[0])
            spinMainRunLoop()
            XCTAssertEqual(activity.prepared as? [String], ["other text"], "the source's value for that service")
            XCTAssertEqual(results.first?.0, UIActivity.ActivityType("org.example.uppercase"))
            XCTAssertEqual(results.first?.1, true)
            window.isHidden = true
        }
    }

    func testCancelReportsNothingChosen() {
        MainActor.assumeIsolated {
            let sheet = UIActivityViewController(activityItems: [42], applicationActivities: nil)
            var results: [(UIActivity.ActivityType?, Bool)] = []
            sheet.completionWithItemsHandler = { type, completed, _, _ in results.append((type, completed)) }
            let (window, root) = Self.present(sheet)
            XCTAssertEqual(sheet.actions.map(\.title), ["Cancel"], "nothing can act on a number")
            sheet._perform(sheet.actions[0])
            spinMainRunLoop()
            XCTAssertNil(root.presentedViewController)
            XCTAssertEqual(results.count, 1)
            XCTAssertNil(results.first?.0)
            XCTAssertEqual(results.first?.1, false)
            window.isHidden = true
        }
    }
}
