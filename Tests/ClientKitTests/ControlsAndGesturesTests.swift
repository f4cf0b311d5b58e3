import Foundation
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// A control's action wins over a single-tap recognizer on an ancestor (UIKit, iOS 6+),
/// through `gestureRecognizerShouldBegin(_:)`.
final class ControlsAndGesturesTests: XCTestCase {
    func testATapOnAButtonIsTheButtonsNotTheParentsTapRecognizer() {
        MainActor.assumeIsolated {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.isHidden = false
            let parent = UIView(frame: window.bounds)
            window.addSubview(parent)
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
            parent.addSubview(button)
            var recognized = 0, tapped = 0
            let tap = UITapGestureRecognizer(handler: { _ in recognized += 1 })
            parent.addGestureRecognizer(tap)
            button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)

            let onButton = Finger(window, at: CGPoint(x: 50, y: 40))
            onButton.lift()
            XCTAssertEqual(tapped, 1, "the button's action")
            XCTAssertEqual(recognized, 0, "the parent's tap recognizer took the button's tap")

            let elsewhere = Finger(window, at: CGPoint(x: 150, y: 150), time: 5)
            elsewhere.lift()
            XCTAssertEqual(recognized, 1, "a tap beside the button is the recognizer's")
            XCTAssertEqual(tapped, 1)
            withExtendedLifetime(window) {}
        }
    }

    func testAPlainViewHasNoIntrinsicSizeAndALabelDoes() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            XCTAssertEqual(UIView.noIntrinsicMetric, -1)
            let label = UILabel()
            label.text = "Hello"
            let views: [UIView] = [label]
            XCTAssertGreaterThan(views[0].intrinsicContentSize.width, 10, "dynamic dispatch reaches UILabel's override")
        }
    }
}
