import Foundation
import XCTest
@testable import ClientKit

private final class TintView: UIView {
    var log: CallLog?
    var name = "v"
    override func tintColorDidChange() { log?.add(name) }
}

/// `UIView.tintColor` (inherited down the hierarchy, `tintColorDidChange()` where the
/// effective tint changes), `.system` buttons following it, and the system colours'
/// light values.
final class TintColorTests: XCTestCase {
    func testTintIsInheritedAndDefaultsToTheSystemBlue() {
        MainActor.assumeIsolated {
            let parent = UIView(), child = UIView()
            parent.addSubview(child)
            XCTAssertEqual(child.tintColor, UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
            parent.tintColor = .red
            XCTAssertEqual(child.tintColor, .red)
            child.tintColor = .green
            XCTAssertEqual(child.tintColor, .green)
            child.tintColor = nil
            XCTAssertEqual(child.tintColor, .red, "nil inherits again")
        }
    }

    func testChangesReachTheViewsThatInheritThem() {
        MainActor.assumeIsolated {
            let log = CallLog()
            let a = TintView(), b = TintView(), c = TintView(), d = TintView()
            for (view, name) in [(a, "a"), (b, "b"), (c, "c"), (d, "d")] {
                view.name = name
                view.log = log
            }
            a.addSubview(b)
            b.addSubview(c)
            a.addSubview(d)
            d.tintColor = .green
            XCTAssertEqual(log.entries, ["d"])
            log.clear()
            a.tintColor = .red
            XCTAssertEqual(log.entries, ["a", "b", "c"], "d keeps its own tint")
            log.clear()
            a.tintColor = .red
            XCTAssertEqual(log.entries, [], "the same tint again")
            // Moving c under d changes its tint; moving it back changes it again;
            // removing it from a red hierarchy makes it the default blue.
            d.addSubview(c)
            XCTAssertEqual(log.entries, ["c"])
            XCTAssertEqual(c.tintColor, .green)
            log.clear()
            c.removeFromSuperview()
            XCTAssertEqual(log.entries, ["c"])
            XCTAssertEqual(c.tintColor, .systemBlue)
            log.clear()
            let plain = TintView()
            plain.log = log
            UIView().addSubview(plain)
            XCTAssertEqual(log.entries, [], "blue to blue is no change")
        }
    }

    func testSystemButtonTitlesFollowTheTint() {
        MainActor.assumeIsolated {
            let bar = UIView()
            let button = UIButton(type: .system)
            button.setTitle("Done", for: .normal)
            bar.addSubview(button)
            XCTAssertEqual(button.titleLabel?.textColor, .systemBlue)
            bar.tintColor = .red
            XCTAssertEqual(button.currentTitleColor, .red)
            XCTAssertEqual(button.titleLabel?.textColor, .red)
            button.isEnabled = false
            XCTAssertEqual(button.titleLabel?.textColor, UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1),
                           "disabled stays gray")
            let custom = UIButton(type: .custom)
            custom.setTitle("x", for: .normal)
            bar.addSubview(custom)
            XCTAssertEqual(custom.currentTitleColor, .white, "custom buttons are not tinted")
        }
    }

    func testSystemColoursHaveTheirLightValues() {
        MainActor.assumeIsolated {
            func components(_ color: UIColor) -> [Int] {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                color.getRed(&r, green: &g, blue: &b, alpha: &a)
                return [r, g, b, a].map { Int(($0 * 255).rounded()) }
            }
            XCTAssertEqual(components(.systemBlue), [0, 122, 255, 255])
            XCTAssertEqual(components(.systemRed), [255, 59, 48, 255])
            XCTAssertEqual(components(.systemGray), [142, 142, 147, 255])
            XCTAssertEqual(components(.systemGroupedBackground), [242, 242, 247, 255])
            XCTAssertEqual(components(.separator), [60, 60, 67, 74])   // 0.29 × 255 = 73.95
            XCTAssertEqual(components(.secondaryLabel), [60, 60, 67, 153])
        }
    }
}
