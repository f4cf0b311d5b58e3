import Foundation
import XCTest
@_spi(StrataPlatform) @testable import ClientKit

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
            for view in [label, button, field, hidden, toggle] { window.addSubview(view) }
            let ours = window._automationTreeJSON()
            let foundation = try window._automationTreeJSONThroughFoundation()
            let a = try JSONSerialization.jsonObject(with: Data(ours.utf8)) as? NSDictionary
            let b = try JSONSerialization.jsonObject(with: Data(foundation.utf8)) as? NSDictionary
            XCTAssertNotNil(a, ours)
            XCTAssertEqual(a, b, "\n\(ours)\n\(foundation)")
            XCTAssertTrue(ours.contains("\\\"") && ours.contains("\\n") && ours.contains("\\u0007"), ours)
        }
    }
}
