import Foundation
import XCTest
@testable import ClientKit

/// `systemLayoutSizeFitting` and alignment rectangles.
final class AutoLayoutFittingTests: XCTestCase {
    /// A card: a label inset 10 on every side, plus a fixed-size view below it.
    @MainActor
    private static func makeCard(_ text: String, lines: Int = 1) -> (UIView, UILabel) {
        let card = UIView()
        let label = constrained(UILabel())
        label.text = text
        label.numberOfLines = lines
        let footer = constrained(UIView())
        card.addSubview(label)
        card.addSubview(footer)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            footer.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 5),
            footer.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            footer.widthAnchor.constraint(equalToConstant: 30), footer.heightAnchor.constraint(equalToConstant: 20),
            footer.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        return (card, label)
    }

    func testTheCompressedSizeWrapsTheContent() {
        MainActor.assumeIsolated {
            let (card, label) = Self.makeCard("Hello there")
            let text = label.intrinsicContentSize
            let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            XCTAssertEqual(size, CGSize(width: text.width + 20, height: 10 + text.height + 5 + 20 + 10))
            XCTAssertEqual(card.frame, .zero, "measuring does not change the view")
            XCTAssertNil(label._layoutStorage?.item, "the measuring engine leaves no trace in the views")
        }
    }

    func testARequiredWidthWrapsAMultiLineLabel() {
        MainActor.assumeIsolated {
            let (card, label) = Self.makeCard("Words enough to need more than one line in a narrow card, surely.", lines: 0)
            let size = card.systemLayoutSizeFitting(CGSize(width: 180, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel)
            let wrapped = label.sizeThatFits(CGSize(width: 160, height: 0))
            XCTAssertGreaterThan(wrapped.height, label.sizeThatFits(.zero).height, "it wraps")
            XCTAssertEqual(size, CGSize(width: 180, height: 10 + wrapped.height + 5 + 20 + 10))
        }
    }

    func testTheExpandedSizeStopsAtTheConstraints() {
        MainActor.assumeIsolated {
            let view = UIView()
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 300).isActive = true
            XCTAssertEqual(UIView.layoutFittingExpandedSize, CGSize(width: 10_000, height: 10_000))
            let size = view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
            XCTAssertEqual(size, CGSize(width: 300, height: 10_000))
            XCTAssertEqual(UIView().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), .zero)
            XCTAssertEqual(IntrinsicSizeView(12, 34).systemLayoutSizeFitting(.zero), CGSize(width: 12, height: 34))
        }
    }

    func testMeasuringIgnoresTheViewsOwnFrameAndSuperview() {
        MainActor.assumeIsolated {
            let (card, label) = Self.makeCard("Hi")
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            card.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            root.addSubview(card)
            card.widthAnchor.constraint(equalTo: root.widthAnchor).isActive = true   // held by root: ignored
            let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            XCTAssertEqual(size.width, label.intrinsicContentSize.width + 20)
        }
    }

    func testConstraintsRelateAlignmentRectangles() {
        MainActor.assumeIsolated {
            final class ShadowedView: UIView {
                override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
            }
            let view = ShadowedView()
            XCTAssertEqual(view.alignmentRect(forFrame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                           CGRect(x: 4, y: 2, width: 88, height: 92))
            XCTAssertEqual(view.frame(forAlignmentRect: CGRect(x: 4, y: 2, width: 88, height: 92)),
                           CGRect(x: 0, y: 0, width: 100, height: 100))
            let root = makeRoot(400, 300, view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
            ] + sizeConstraints(view, 100, 50))
            root.layoutIfNeeded()
            // The alignment rectangle is (20, 20, 100, 50); the frame grows by the insets.
            XCTAssertEqual(view.frame, CGRect(x: 16, y: 18, width: 112, height: 58))
        }
    }
}
