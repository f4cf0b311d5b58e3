import Foundation
import StrataDBus
import XCTest
@_spi(StrataPlatform) @testable import ClientKit

/// A chart that draws its bars itself and describes them as elements, the UIKit way:
/// by overriding `accessibilityElements`.
private final class ChartView: UIView {
    lazy var bars: [UIAccessibilityElement] = (0..<2).map { i in
        let bar = UIAccessibilityElement(accessibilityContainer: self)
        bar.accessibilityLabel = "Bar \(i + 1)"
        bar.accessibilityValue = "\(10 * (i + 1))"
        bar.accessibilityTraits = .image
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10 + 30 * i, y: 5, width: 20, height: 30)
        return bar
    }
    override var accessibilityElements: [Any]? {
        get { bars }
        set {}
    }
}

/// What App1 reaches beyond plain views (issue 17): elements listed in
/// `accessibilityElements` that are not views, nothing under a view whose
/// `accessibilityElementsHidden` is set, nothing outside an `accessibilityViewIsModal`
/// view — and GetTree's two writers say the same of them.
final class AppTreeAccessibilityHierarchyTests: XCTestCase {
    @MainActor
    private static func scene() -> (window: UIWindow, chart: ChartView, hiddenChild: UILabel, panel: UIView, inPanel: UIButton, outside: UILabel) {
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 300, height: 200))
        window.isHidden = false // as makeKeyAndVisible would (a window starts hidden)
        let chart = ChartView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        let secret = UIView(frame: CGRect(x: 10, y: 60, width: 100, height: 30))
        secret.accessibilityElementsHidden = true
        let hiddenChild = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        hiddenChild.text = "Secret"
        secret.addSubview(hiddenChild)
        let outside = UILabel(frame: CGRect(x: 150, y: 10, width: 100, height: 20))
        outside.text = "Behind"
        for view in [chart, secret, outside] { window.addSubview(view) }
        let panel = UIView(frame: CGRect(x: 120, y: 100, width: 150, height: 80))
        let inPanel = UIButton(type: .system)
        inPanel.setTitle("OK", for: .normal)
        inPanel.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
        panel.addSubview(inPanel)
        window.addSubview(panel)
        return (window, chart, hiddenChild, panel, inPanel, outside)
    }

    @MainActor
    private static func reachable(_ window: UIWindow) -> (views: [UIView], elements: [UIAccessibilityElement]) {
        var views: [UIView] = [], elements: [UIAccessibilityElement] = []
        AppTreeService.visitAccessible(AppTreeService.accessibleRoot(of: window), view: { views.append($0) }, element: { elements.append($0) })
        return (views, elements)
    }

    func testListedElementsAndHiddenSubtreesAsFindSeesThem() throws {
        try MainActor.assumeIsolated {
            let s = Self.scene()
            let (views, elements) = Self.reachable(s.window)
            XCTAssertEqual(elements.map(\.accessibilityLabel), ["Bar 1", "Bar 2"], "the chart's bars are found")
            guard elements.count == 2 else { return }
            XCTAssertEqual(elements[1].accessibilityFrame, CGRect(x: 100 + 10 + 40, y: 50 + 10 + 5, width: 20, height: 30),
                           "a frame in container space follows the container on the screen")
            XCTAssertFalse(views.contains { $0 === s.hiddenChild }, "nothing under accessibilityElementsHidden")
            XCTAssertTrue(views.contains { $0 === s.hiddenChild.superview }, "the view that hides them is still there")
            XCTAssertTrue(views.contains { $0 === s.outside })

            let query = try ElementQuery(["label": DBusVariant(.string("Bar 2")), "traits": DBusVariant(try DBusValue(["image"]))])
            XCTAssertEqual(elements.filter { query.matches($0) }.count, 1)
            XCTAssertFalse(try ElementQuery(["text": DBusVariant(.string("Bar 2"))]).matches(elements[1]), "an element shows no text")
            XCTAssertTrue(try ElementQuery(["class": DBusVariant(.string("UIAccessibilityElement"))]).matches(elements[0]))

            // A modal panel: only what is in it can be reached.
            s.panel.accessibilityViewIsModal = true
            let modal = Self.reachable(s.window)
            XCTAssertTrue(modal.views.first === s.panel)
            XCTAssertTrue(modal.views.contains { $0 === s.inPanel })
            XCTAssertFalse(modal.views.contains { $0 === s.outside || $0 === s.window })
            XCTAssertEqual(modal.elements.count, 0, "the chart is outside the modal view")
            s.panel.isHidden = true
            XCTAssertTrue(Self.reachable(s.window).views.contains { $0 === s.outside }, "a hidden modal view is no modal view")
        }
    }

    func testGetTreeListsElementsAndSaysWhatIsHiddenOrModal() throws {
        try MainActor.assumeIsolated {
            let s = Self.scene()
            s.panel.accessibilityViewIsModal = true
            let ours = s.window._automationTreeJSON()
            let foundation = try s.window._automationTreeJSONThroughFoundation()
            let a = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(ours.utf8)) as? NSDictionary)
            let b = try JSONSerialization.jsonObject(with: Data(foundation.utf8)) as? NSDictionary
            XCTAssertEqual(a, b, "\n\(ours)\n\(foundation)")
            let root = try XCTUnwrap((a["windows"] as? [[String: Any]])?.first)
            let children = try XCTUnwrap(root["children"] as? [[String: Any]])
            let bars = try XCTUnwrap(children[0]["elements"] as? [[String: Any]])
            XCTAssertEqual(bars.map { $0["label"] as? String }, ["Bar 1", "Bar 2"])
            XCTAssertEqual(bars[0]["elementType"] as? String, "image")
            XCTAssertEqual(bars[0]["screenFrame"] as? [Double], [120, 65, 20, 30])
            XCTAssertEqual(bars[0]["value"] as? String, "10")
            XCTAssertTrue((bars[0]["id"] as? String)?.hasPrefix("e") == true)
            XCTAssertEqual(children[1]["elementsHidden"] as? Bool, true)
            XCTAssertEqual(children[3]["viewIsModal"] as? Bool, true)
            XCTAssertNil(children[2]["viewIsModal"], "only set keys are written")
        }
    }
}
