import Foundation
import XCTest
@_spi(StrataPlatform) @testable import ClientKit

/// A view that says where it is itself (its accessibilityFrame is not the default).
private final class CustomFrameView: UIView {
    override var accessibilityFrame: CGRect {
        get { CGRect(x: 1, y: 2, width: 3, height: 4) }
        set {}
    }
}

/// `GetTree`'s JSON is written by hand for speed; it must say exactly what the
/// `JSONSerialization` of the same tree says (parsed, compared as objects), escapes
/// included.
final class AppTreeJSONTests: XCTestCase {
    func testTheHandWrittenTreeEqualsFoundationsJSON() throws {
        try MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 200, height: 120))
            let label = UILabel(frame: CGRect(x: 5, y: 5, width: 100.5, height: 20))
            label.text = "quote \" backslash \\ newline \n tab \t bell \u{7} é ✓"
            label.accessibilityIdentifier = "greeting"
            let button = UIButton(type: .system)
            button.setTitle("Sign In", for: .normal)
            button.frame = CGRect(x: 5, y: 40, width: 80, height: 30)
            button.accessibilityHint = "Signs you in"
            button.isEnabled = false
            let field = UITextField(frame: CGRect(x: 90, y: 40, width: 100, height: 30))
            field.text = "Ada"
            let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
            hidden.isHidden = true
            hidden.alpha = 0.25
            hidden.isUserInteractionEnabled = false
            let toggle = UISwitch()
            toggle.isOn = true
            let container = UIView(frame: CGRect(x: 7, y: 9, width: 60, height: 40))
            container.bounds.origin = CGPoint(x: 2, y: 1)
            let inner = UIView(frame: CGRect(x: 3, y: 4, width: 10, height: 6))
            inner.transform = CGAffineTransform(scaleX: 2, y: 2)
            container.addSubview(inner)
            container.addSubview(CustomFrameView(frame: CGRect(x: 1, y: 1, width: 5, height: 5)))
            for view in [label, button, field, hidden, toggle, container] { window.addSubview(view) }
            let ours = window._automationTreeJSON()
            let foundation = try window._automationTreeJSONThroughFoundation()
            let a = try JSONSerialization.jsonObject(with: Data(ours.utf8)) as? NSDictionary
            let b = try JSONSerialization.jsonObject(with: Data(foundation.utf8)) as? NSDictionary
            XCTAssertNotNil(a, ours)
            XCTAssertEqual(a, b, "\n\(ours)\n\(foundation)")
            XCTAssertTrue(ours.contains("\\\"") && ours.contains("\\n") && ours.contains("\\u0007"), ours)
        }
    }

    /// Each view says what kind of element it is (XCUIElement.ElementType's names: from
    /// the class, else the traits) and whether it is its window's first responder.
    func testElementTypesAndFocus() throws {
        try MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let label = UILabel()
            label.accessibilityIdentifier = "label"
            let link = UILabel()
            link.accessibilityIdentifier = "link"
            link.accessibilityTraits = .link
            let button = UIButton(type: .system)
            button.accessibilityIdentifier = "button"
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            field.accessibilityIdentifier = "field"
            let toggle = UISwitch()
            toggle.accessibilityIdentifier = "switch"
            let slider = UISlider()
            slider.accessibilityIdentifier = "slider"
            let image = UIImageView()
            image.accessibilityIdentifier = "image"
            let custom = UIView()
            custom.accessibilityIdentifier = "custom"
            custom.accessibilityTraits = .button
            let plain = UIView()
            plain.accessibilityIdentifier = "plain"
            let table = UITableView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
            table.accessibilityIdentifier = "table"
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.accessibilityIdentifier = "cell"
            let scroll = UIScrollView()
            scroll.accessibilityIdentifier = "scroll"
            for view in [label, link, button, field, toggle, slider, image, custom, plain, table, cell, scroll] {
                window.addSubview(view)
            }
            window.makeKeyAndVisible()
            XCTAssertTrue(field.becomeFirstResponder())
            // An editing field's caret blinks on the shared display link: stop it after.
            defer { field.resignFirstResponder() }

            func elements(_ json: String) throws -> [String: [String: Any]] {
                let tree = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
                let root = try XCTUnwrap((tree["windows"] as? [[String: Any]])?.first)
                XCTAssertEqual(root["elementType"] as? String, "window")
                XCTAssertEqual(root["focused"] as? Bool, false)
                var byIdentifier: [String: [String: Any]] = [:]
                func walk(_ node: [String: Any]) {
                    if let id = node["identifier"] as? String { byIdentifier[id] = node }
                    for child in node["children"] as? [[String: Any]] ?? [] { walk(child) }
                }
                walk(root)
                return byIdentifier
            }
            let ours = window._automationTreeJSON()
            let byIdentifier = try elements(ours)
            let expected = ["label": "staticText", "link": "link", "button": "button", "field": "textField",
                            "switch": "switch", "slider": "slider", "image": "image", "custom": "button",
                            "plain": "other", "table": "table", "cell": "cell", "scroll": "scrollView"]
            for (identifier, type) in expected {
                XCTAssertEqual(byIdentifier[identifier]?["elementType"] as? String, type, identifier)
                XCTAssertEqual(byIdentifier[identifier]?["focused"] as? Bool, identifier == "field", identifier)
            }
            let foundation = try window._automationTreeJSONThroughFoundation()
            XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(ours.utf8)) as? NSDictionary,
                           try JSONSerialization.jsonObject(with: Data(foundation.utf8)) as? NSDictionary)
        }
    }
}
