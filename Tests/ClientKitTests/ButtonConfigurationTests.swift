import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// UIButton.Configuration (iOS 15): styles, sizes and insets, corner styles, state looks,
/// the update handler, image padding and primary actions.
final class ButtonConfigurationTests: XCTestCase {
    func testAFilledButtonDrawsTheTintBehindWhiteTitleWithItsInsets() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Save"
            configuration.cornerStyle = .capsule
            let button = UIButton(configuration: configuration)
            let window = makeRenderWindow(width: 200, height: 80)
            window.addSubview(button)
            let size = button.intrinsicContentSize
            let title = button.titleLabel!.sizeThatFits(.zero)
            XCTAssertEqual(button.titleLabel?.font.pointSize, 17, "a medium button's font")
            XCTAssertEqual(size.width, (title.width + 24).rounded(.up), "12 points each side")
            XCTAssertEqual(size.height, (title.height + 14).rounded(.up), "7 points above and below")
            button.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: size)
            window.layoutIfNeeded()
            XCTAssertEqual(button.layer.cornerRadius, size.height / 2, "a capsule")
            let image = renderedImage(of: window)
            assertPixel(image, 20 + Int(size.width / 2), 22, RGBA(0, 122, 255), tolerance: 4)
            XCTAssertNotNil(pixelBounds(in: image, button.frame) { $0.r > 230 && $0.g > 230 && $0.b > 230 }, "a white title")
            window.isHidden = true
        }
    }

    func testStateLooksAndTheUpdateHandler() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.tinted()
            configuration.title = "Up"
            let button = UIButton(configuration: configuration)
            XCTAssertEqual(button.titleColor(for: .normal), UIColor.systemBlue)
            XCTAssertEqual(button.backgroundColor, UIColor.systemBlue.withAlphaComponent(0.15))
            button.isEnabled = false
            XCTAssertEqual(button.titleColor(for: .normal), .tertiaryLabel)
            XCTAssertEqual(button.backgroundColor, .tertiarySystemFill)
            button.isEnabled = true
            button.configurationUpdateHandler = { button in
                button.configuration?.title = button.isHighlighted ? "Down" : "Up"
            }
            button.isHighlighted = true
            XCTAssertEqual(button.currentTitle, "Down")
            button.isHighlighted = false
            XCTAssertEqual(button.currentTitle, "Up")
        }
    }

    func testImagePaddingSizesAndPrimaryActions() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.gray()
            configuration.buttonSize = .small
            configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in }
            configuration.imagePadding = 6
            var ran = 0
            let button = UIButton(configuration: configuration, primaryAction: UIAction(title: "Share") { _ in ran += 1 })
            XCTAssertEqual(button.currentTitle, "Share", "the action's title")
            XCTAssertEqual(button.titleLabel?.font.pointSize, 15)
            XCTAssertEqual(button.contentEdgeInsets, UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10))
            button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
            button.layoutIfNeeded()
            let imageFrame = button.imageView!.frame, titleFrame = button.titleLabel!.frame
            XCTAssertEqual(titleFrame.minX - imageFrame.maxX, 6, accuracy: 1, "image, padding, title")
            XCTAssertEqual(button.intrinsicContentSize.width,
                           (16 + 6 + button.titleLabel!.sizeThatFits(.zero).width + 20).rounded(.up))
            button.sendActions(for: .primaryActionTriggered)
            XCTAssertEqual(ran, 1)
            XCTAssertEqual(button.layer.cornerRadius, 6, "dynamic corners of a small button")
            button.configuration = nil
            XCTAssertNil(button.backgroundColor, "back to the classic look")
        }
    }

    func testAttributedTitlesAndTextAttributeTransformers() {
        MainActor.assumeIsolated {
            var configuration = UIButton.Configuration.plain()
            var title = AttributedString("Bold")
            title.font = .boldSystemFont(ofSize: 20)
            configuration.attributedTitle = title
            let button = UIButton(configuration: configuration)
            XCTAssertEqual(button.currentTitle, "Bold")
            XCTAssertEqual(button.titleLabel?.font.pointSize, 20, "the attributed title's font")

            var transformed = UIButton.Configuration.filled()
            transformed.title = "Go"
            transformed.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = UIFont.systemFont(ofSize: 13)
                outgoing.foregroundColor = .systemYellow
                return outgoing
            }
            let other = UIButton(configuration: transformed)
            XCTAssertEqual(other.titleLabel?.font.pointSize, 13)
            XCTAssertEqual(other.titleColor(for: .normal), .systemYellow)
            var container = AttributeContainer()
            container.foregroundColor = .systemRed
            let string = NSAttributedString(AttributedString("x", attributes: container))
            XCTAssertEqual(string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .systemRed,
                           "UIKit attributes keep their NSAttributedString keys")
        }
    }
}
