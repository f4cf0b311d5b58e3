import Foundation
import XCTest
@testable import ClientKit

/// UIAccessibility's defaults for UIKit's views, as Apple documents them, and the
/// setters and overrides apps use.
final class AccessibilityTests: XCTestCase {
    func testPlainViewsAreNotElementsAndStoreWhatIsSet() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertFalse(view.isAccessibilityElement)
            XCTAssertNil(view.accessibilityLabel)
            XCTAssertNil(view.accessibilityIdentifier)
            XCTAssertNil(view.accessibilityValue)
            XCTAssertNil(view.accessibilityHint)
            XCTAssertEqual(view.accessibilityTraits, [])
            XCTAssertFalse(view.accessibilityElementsHidden)
            XCTAssertFalse(view.accessibilityViewIsModal)
            XCTAssertFalse(view.shouldGroupAccessibilityChildren)
            XCTAssertNil(view.accessibilityElements)
            XCTAssertFalse(view.accessibilityActivate())
            XCTAssertNil(view._accessibility, "nothing is allocated for a view nobody describes")
            view.isAccessibilityElement = true
            view.accessibilityLabel = "Total"
            view.accessibilityIdentifier = "cart.total"
            view.accessibilityValue = "79.0"
            view.accessibilityHint = "The sum"
            view.accessibilityTraits = [.header, .updatesFrequently]
            XCTAssertTrue(view.isAccessibilityElement)
            XCTAssertEqual(view.accessibilityLabel, "Total")
            XCTAssertEqual(view.accessibilityIdentifier, "cart.total")
            XCTAssertEqual(view.accessibilityValue, "79.0")
            XCTAssertEqual(view.accessibilityHint, "The sum")
            XCTAssertEqual(view.accessibilityTraits, [.header, .updatesFrequently])
            XCTAssertEqual(view.accessibilityTraits.names, ["updatesFrequently", "header"])
        }
    }

    func testLabelsAndButtonsAreElementsNamedByTheirText() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.text = "Welcome"
            XCTAssertTrue(label.isAccessibilityElement)
            XCTAssertEqual(label.accessibilityLabel, "Welcome")
            XCTAssertEqual(label.accessibilityTraits, .staticText)
            label.text = "Changed"
            XCTAssertEqual(label.accessibilityLabel, "Changed", "the default follows the text")
            label.accessibilityLabel = "Greeting"
            label.text = "Again"
            XCTAssertEqual(label.accessibilityLabel, "Greeting", "a set label stays")
            label.accessibilityLabel = nil
            XCTAssertNil(label.accessibilityLabel, "setting nil is a value too, as in UIKit")

            let button = UIButton(type: .system)
            button.setTitle("Sign In", for: .normal)
            XCTAssertTrue(button.isAccessibilityElement)
            XCTAssertEqual(button.accessibilityLabel, "Sign In")
            XCTAssertEqual(button.accessibilityTraits, .button)
            button.isEnabled = false
            XCTAssertEqual(button.accessibilityTraits, [.button, .notEnabled])
            button.isEnabled = true
            button.isSelected = true
            XCTAssertEqual(button.accessibilityTraits, [.button, .selected])
        }
    }

    func testControlsReportTheirValues() {
        MainActor.assumeIsolated {
            let toggle = UISwitch()
            XCTAssertTrue(toggle.isAccessibilityElement)
            XCTAssertEqual(toggle.accessibilityValue, "0")
            toggle.isOn = true
            XCTAssertEqual(toggle.accessibilityValue, "1")

            let slider = UISlider()
            slider.minimumValue = 0
            slider.maximumValue = 200
            slider.value = 50
            XCTAssertEqual(slider.accessibilityValue, "25%")
            XCTAssertTrue(slider.accessibilityTraits.contains(.adjustable))

            let field = UITextField()
            field.placeholder = "Name"
            XCTAssertTrue(field.isAccessibilityElement)
            XCTAssertEqual(field.accessibilityValue, "Name", "an empty field reads its placeholder")
            field.text = "Ada"
            XCTAssertEqual(field.accessibilityValue, "Ada")

            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.5
            XCTAssertEqual(progress.accessibilityValue, "50%")

            let image = UIImageView()
            XCTAssertFalse(image.isAccessibilityElement)
            XCTAssertEqual(image.accessibilityTraits, .image)
        }
    }

    func testTheFrameIsInScreenCoordinates() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 300, height: 200))
            let container = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
            let button = UIButton(frame: CGRect(x: 5, y: 6, width: 40, height: 30))
            window.addSubview(container)
            container.addSubview(button)
            XCTAssertEqual(button.accessibilityFrame, CGRect(x: 115, y: 76, width: 40, height: 30))
            XCTAssertEqual(window.accessibilityFrame, CGRect(x: 100, y: 50, width: 300, height: 200))
            button.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
            XCTAssertEqual(button.accessibilityFrame, CGRect(x: 1, y: 2, width: 3, height: 4))

            let element = UIAccessibilityElement(accessibilityContainer: container)
            element.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 1, width: 10, height: 10)
            XCTAssertEqual(element.accessibilityFrame, CGRect(x: 111, y: 71, width: 10, height: 10))
            XCTAssertTrue(element.isAccessibilityElement)
        }
    }

    /// An app's subclass overrides the properties, as UIKit apps do.
    func testSubclassesOverrideTheProperties() {
        MainActor.assumeIsolated {
            final class Badge: UIView {
                override var isAccessibilityElement: Bool { get { true } set {} }
                override var accessibilityLabel: String? { get { "3 new messages" } set {} }
                override func accessibilityActivate() -> Bool { true }
            }
            let badge = Badge()
            XCTAssertTrue(badge.isAccessibilityElement)
            XCTAssertEqual(badge.accessibilityLabel, "3 new messages")
            XCTAssertTrue(badge.accessibilityActivate())
        }
    }
}
