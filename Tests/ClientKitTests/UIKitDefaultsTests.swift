import Foundation
import XCTest
@testable import ClientKit

/// Defaults as UIKit's documentation gives them, across the classes apps reach for first.
final class UIKitDefaultsTests: XCTestCase {
    func testViewAndWindowDefaults() {
        MainActor.assumeIsolated {
            let view = UIView()
            XCTAssertEqual(view.frame, .zero)
            XCTAssertEqual(view.alpha, 1)
            XCTAssertTrue(view.isOpaque)
            XCTAssertFalse(view.isHidden)
            XCTAssertFalse(view.clipsToBounds)
            XCTAssertTrue(view.isUserInteractionEnabled)
            XCTAssertEqual(view.tag, 0)
            XCTAssertEqual(view.contentMode, .scaleToFill)
            XCTAssertTrue(view.autoresizesSubviews)
            XCTAssertEqual(view.autoresizingMask, [])
            XCTAssertNil(view.backgroundColor)
            XCTAssertTrue(view.transform.isIdentity)
            XCTAssertFalse(view.canBecomeFirstResponder)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            XCTAssertEqual(window.windowLevel, .normal)
            XCTAssertTrue(window.isHidden)
            XCTAssertFalse(window.isKeyWindow)
            XCTAssertEqual(UIWindow.Level.statusBar.rawValue, 1000)
            XCTAssertEqual(UIWindow.Level.alert.rawValue, 2000)
        }
    }

    func testLabelTextFieldImageViewDefaults() {
        MainActor.assumeIsolated {
            let label = UILabel()
            XCTAssertEqual(label.numberOfLines, 1)
            XCTAssertEqual(label.font.pointSize, 17)
            XCTAssertEqual(label.textAlignment, .natural)
            XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
            XCTAssertFalse(label.isUserInteractionEnabled)
            XCTAssertTrue(label.isEnabled)
            XCTAssertNil(label.text)
            let field = UITextField()
            XCTAssertEqual(field.text, "")
            XCTAssertNil(field.placeholder)
            XCTAssertEqual(field.borderStyle, .none)
            XCTAssertFalse(field.isEditing)
            XCTAssertTrue(field.canBecomeFirstResponder)
            let imageView = UIImageView()
            XCTAssertFalse(imageView.isUserInteractionEnabled)
            XCTAssertNil(imageView.image)
            XCTAssertFalse(imageView.isHighlighted)
        }
    }

    func testControlsGesturesAndScrollViewDefaults() {
        MainActor.assumeIsolated {
            let control = UIControl()
            XCTAssertTrue(control.isEnabled)
            XCTAssertFalse(control.isSelected)
            XCTAssertFalse(control.isHighlighted)
            XCTAssertEqual(control.state, .normal)
            XCTAssertFalse(control.isTracking)
            let button = UIButton(type: .system)
            XCTAssertEqual(button.buttonType, .system)
            XCTAssertNil(button.currentTitle)
            let tap = UITapGestureRecognizer(handler: { _ in })
            XCTAssertEqual(tap.numberOfTapsRequired, 1)
            XCTAssertEqual(tap.numberOfTouchesRequired, 1)
            XCTAssertTrue(tap.cancelsTouchesInView)
            XCTAssertFalse(tap.delaysTouchesBegan)
            XCTAssertTrue(tap.delaysTouchesEnded)
            XCTAssertTrue(tap.isEnabled)
            XCTAssertEqual(tap.state, .possible)
            let press = UILongPressGestureRecognizer(handler: { _ in })
            XCTAssertEqual(press.minimumPressDuration, 0.5)
            XCTAssertEqual(press.allowableMovement, 10)
            let pan = UIPanGestureRecognizer(handler: { _ in })
            XCTAssertEqual(pan.minimumNumberOfTouches, 1)
            let scroll = UIScrollView()
            XCTAssertTrue(scroll.isScrollEnabled)
            XCTAssertTrue(scroll.bounces)
            XCTAssertFalse(scroll.alwaysBounceVertical)
            XCTAssertEqual(scroll.contentOffset, .zero)
            XCTAssertEqual(scroll.contentSize, .zero)
            XCTAssertEqual(scroll.contentInset, .zero)
            XCTAssertEqual(scroll.decelerationRate, .normal)
            XCTAssertTrue(scroll.delaysContentTouches)
            XCTAssertTrue(scroll.canCancelContentTouches)
            XCTAssertFalse(scroll.isDragging)
        }
    }
}
