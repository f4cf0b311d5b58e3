import Foundation
import StrataPixman
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// UIButton sized as iOS sizes buttons (measured there by UIKit-cross-platform's suite:
/// an empty button is 30 × 34, a title gets 6 points above and below, an image alone is
/// its size) and its title shadows per state.
final class UIButtonSizingAndShadowTests: XCTestCase {
    func testAnEmptyButtonIs30By34() {
        MainActor.assumeIsolated {
            for button in [UIButton(type: .system), UIButton(type: .custom), UIButton(frame: .zero)] {
                button.sizeToFit()
                XCTAssertEqual(button.frame.size, CGSize(width: 30, height: 34), "\(button.buttonType)")
                XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 30, height: 34))
            }
            let inset = UIButton(type: .system)
            inset.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            XCTAssertEqual(inset.sizeThatFits(.zero), CGSize(width: 36, height: 38), "insets are added")
        }
    }

    func testATitleGetsSixPointsAboveAndBelow() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Short", for: .normal)
            let title = button.titleLabel!.sizeThatFits(.zero)
            button.sizeToFit()
            XCTAssertEqual(button.frame.size, CGSize(width: title.width.rounded(.up), height: (title.height + 12).rounded(.up)))
            // iOS's 15-point system button is 30 points high.
            XCTAssertEqual(button.frame.height, 30)
            button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
            XCTAssertEqual(button.sizeThatFits(.zero),
                           CGSize(width: (title.width + 20).rounded(.up), height: (title.height + 20).rounded(.up)))

            // In a taller button, top alignment leaves the 6 points above the title.
            button.contentEdgeInsets = .zero
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            button.contentVerticalAlignment = .top
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel!.frame.minY, 6)
            button.contentVerticalAlignment = .bottom
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel!.frame.maxY, 94)
            button.contentVerticalAlignment = .center
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel!.frame.midY, 50, accuracy: 0.5)
        }
    }

    func testAnImageAloneIsItsSizeAndWithATitleTheTallerOne() {
        MainActor.assumeIsolated {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 80)).image { _ in }
            let button = UIButton(frame: .zero)
            button.setImage(image, for: .normal)
            button.sizeToFit()
            XCTAssertEqual(button.frame.size, CGSize(width: 80, height: 80))
            button.setTitle("Go", for: .normal)
            let title = button.titleLabel!.sizeThatFits(.zero)
            XCTAssertEqual(button.sizeThatFits(.zero), CGSize(width: (80 + title.width).rounded(.up), height: 80))
            // With an image, top alignment puts both at the top.
            button.frame = CGRect(x: 0, y: 0, width: 300, height: 120)
            button.contentVerticalAlignment = .top
            button.layoutIfNeeded()
            XCTAssertEqual(button.titleLabel!.frame.minY, 0)
            XCTAssertEqual(button.imageView!.frame.minY, 0)
        }
    }

    func testTitleShadowColoursPerStateAndTheirOffset() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("Shadow", for: .normal)
            XCTAssertNil(button.titleShadowColor(for: .normal), "no shadow by default")
            XCTAssertNil(button.titleLabel?.shadowColor)
            XCTAssertEqual(button.titleLabel?.shadowOffset, CGSize(width: 0, height: -1), "UILabel's default offset")
            button.setTitleShadowColor(.red, for: .normal)
            button.setTitleShadowColor(.blue, for: .highlighted)
            XCTAssertEqual(button.titleLabel?.shadowColor, .red)
            XCTAssertEqual(button.currentTitleShadowColor, .red)
            XCTAssertEqual(button.titleShadowColor(for: .selected), .red, "falls back to .normal")
            button.isHighlighted = true
            XCTAssertEqual(button.titleLabel?.shadowColor, .blue)
            button.isHighlighted = false
            XCTAssertEqual(button.titleLabel?.shadowColor, .red)

            button.titleLabel?.shadowOffset = CGSize(width: 2, height: 3)
            button.reversesTitleShadowWhenHighlighted = true
            button.isHighlighted = true
            XCTAssertEqual(button.titleLabel?.shadowOffset, CGSize(width: -2, height: -3), "mirrored while highlighted")
            button.isHighlighted = false
            XCTAssertEqual(button.titleLabel?.shadowOffset, CGSize(width: 2, height: 3))
            button.setTitleShadowColor(nil, for: .normal)
            XCTAssertNil(button.titleLabel?.shadowColor)
        }
    }
}
