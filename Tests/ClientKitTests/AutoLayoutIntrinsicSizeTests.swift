import Foundation
import XCTest
@testable import ClientKit

/// Intrinsic content sizes with content hugging and compression resistance, and the
/// intrinsic sizes of ClientKit's views.
final class AutoLayoutIntrinsicSizeTests: XCTestCase {
    /// `a` and `b` side by side between the root's edges, 10 apart.
    @MainActor
    private static func row(_ width: CGFloat, _ a: UIView, _ b: UIView) -> UIView {
        let root = makeRoot(width, 100, a, b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return root
    }

    func testDefaultPriorities() {
        MainActor.assumeIsolated {
            let view = UIView()
            XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
            XCTAssertEqual(view.contentHuggingPriority(for: .vertical), UILayoutPriority(250))
            XCTAssertEqual(view.contentCompressionResistancePriority(for: .horizontal), .defaultHigh)
            XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), UILayoutPriority(750))
            XCTAssertEqual(UIView.noIntrinsicMetric, -1)
            XCTAssertEqual(view.intrinsicContentSize, CGSize(width: -1, height: -1))
        }
    }

    func testAViewTakesItsIntrinsicSize() {
        MainActor.assumeIsolated {
            let view = IntrinsicSizeView(70, 30)
            let root = makeRoot(400, 300, view)
            NSLayoutConstraint.activate([
                view.centerXAnchor.constraint(equalTo: root.centerXAnchor), view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(view.frame, CGRect(x: 165, y: 135, width: 70, height: 30))
        }
    }

    func testTheLowerHuggingViewStretches() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(100, 20), b = IntrinsicSizeView(150, 20)
            b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            _ = Self.row(400, a, b)
            // 400 − 10 − 100 − 150 = 140 extra, all to a.
            XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 240, height: 20))
            XCTAssertEqual(b.frame, CGRect(x: 250, y: 0, width: 150, height: 20))
        }
    }

    func testSwappingHuggingSwapsWhichStretches() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(100, 20), b = IntrinsicSizeView(150, 20)
            a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let root = Self.row(400, a, b)
            XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 290, height: 20))
            a.setContentHuggingPriority(.defaultLow, for: .horizontal)
            b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            root.layoutIfNeeded()
            XCTAssertEqual(a.frame.width, 240)
        }
    }

    func testTheLowerCompressionResistanceViewShrinks() {
        MainActor.assumeIsolated {
            let a = IntrinsicSizeView(150, 20), b = IntrinsicSizeView(150, 20)
            a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
            _ = Self.row(200, a, b)
            // 200 − 10 leaves 190: b keeps 150, a gets 40.
            XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
            XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 150, height: 20))
        }
    }

    func testAnIntrinsicSizeChangeIsIncremental() {
        MainActor.assumeIsolated {
            let view = IntrinsicSizeView(70, 30)
            let root = makeRoot(400, 300, view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            let engine = root._layoutStorage!.engine!
            let added = engine.constraintsAdded
            view.size = CGSize(width: 90, height: 10)
            root.layoutIfNeeded()
            XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 90, height: 10))
            XCTAssertEqual(engine.constraintsAdded, added, "hugging and compression constants changed in place")
            view.size = CGSize(width: 90, height: UIView.noIntrinsicMetric)
            view.heightAnchor.constraint(equalToConstant: 44).isActive = true
            root.layoutIfNeeded()
            XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 90, height: 44), "no height of its own any more")
        }
    }

    func testTwoLabelsInARowTheLowerHuggingOneStretches() {
        MainActor.assumeIsolated {
            let name = UILabel(), value = UILabel()
            name.text = "Name"
            value.text = "Value"
            name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            let nameSize = name.intrinsicContentSize, valueSize = value.intrinsicContentSize
            XCTAssertEqual(nameSize, name.sizeThatFits(.zero))
            _ = Self.row(300, name, value)
            XCTAssertEqual(name.frame, CGRect(x: 0, y: 0, width: nameSize.width, height: nameSize.height))
            XCTAssertEqual(value.frame, CGRect(x: nameSize.width + 10, y: 0, width: 290 - nameSize.width,
                                               height: valueSize.height))
        }
    }

    func testAConstrainedMultiLineLabelWrapsAtTheWidthItIsGiven() {
        MainActor.assumeIsolated {
            let label = UILabel(), below = UIView()
            label.numberOfLines = 0
            label.text = "A label with enough words in it to need several lines at two hundred points."
            let root = makeRoot(240, 400, label, below)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
                below.leadingAnchor.constraint(equalTo: root.leadingAnchor)
            ] + sizeConstraints(below, 10, 10))
            root.layoutIfNeeded()
            let wrapped = label.sizeThatFits(CGSize(width: 200, height: 0))
            let oneLine = label.sizeThatFits(CGSize(width: 10_000, height: 0))
            XCTAssertGreaterThanOrEqual(wrapped.height, 3 * oneLine.height, "the text needs at least three lines at 200")
            XCTAssertEqual(label.frame, CGRect(x: 20, y: 10, width: 200, height: wrapped.height))
            XCTAssertEqual(below.frame.minY, 10 + wrapped.height + 8)
            XCTAssertEqual(label.intrinsicContentSize.height, wrapped.height, "its intrinsic size follows its width")
            // Narrower: more lines, taller.
            root.frame = CGRect(x: 0, y: 0, width: 160, height: 400)
            root.layoutIfNeeded()
            let narrower = label.sizeThatFits(CGSize(width: 120, height: 0))
            XCTAssertGreaterThan(narrower.height, wrapped.height)
            XCTAssertEqual(label.frame, CGRect(x: 20, y: 10, width: 120, height: narrower.height))
        }
    }

    func testAPreferredMaxLayoutWidthWrapsAnUnboundedLabel() {
        MainActor.assumeIsolated {
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "A label with enough words in it to need several lines at a hundred and fifty."
            label.preferredMaxLayoutWidth = 150
            let root = makeRoot(400, 400, label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor), label.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            let expected = label.sizeThatFits(CGSize(width: 150, height: 0))
            XCTAssertLessThanOrEqual(expected.width, 150)
            XCTAssertEqual(label.frame.size, expected)
        }
    }

    func testAButtonsIntrinsicSizeFollowsItsTitle() {
        MainActor.assumeIsolated {
            let button = UIButton(type: .system)
            button.setTitle("OK", for: .normal)
            button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
            let root = makeRoot(400, 300, button)
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: root.leadingAnchor), button.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            let title = button.titleLabel!.sizeThatFits(.zero)
            // iOS's button: the title, 6 points above and below it, then the insets.
            XCTAssertEqual(button.frame.size, CGSize(width: title.width + 24, height: title.height + 12 + 8))
            button.setTitle("Cancel everything", for: .normal)
            root.layoutIfNeeded()
            let longer = button.titleLabel!.sizeThatFits(.zero)
            XCTAssertGreaterThan(longer.width, title.width)
            XCTAssertEqual(button.frame.size, CGSize(width: longer.width + 24, height: longer.height + 12 + 8))
        }
    }

    func testAnImageViewsIntrinsicSizeIsItsImages() {
        MainActor.assumeIsolated {
            let imageView = UIImageView()
            XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: -1, height: -1))
            let root = makeRoot(400, 300, imageView)
            NSLayoutConstraint.activate([
                imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor), imageView.topAnchor.constraint(equalTo: root.topAnchor),
                imageView.widthAnchor.constraint(equalToConstant: 5).withPriority(.fittingSizeLevel),
                imageView.heightAnchor.constraint(equalToConstant: 5).withPriority(.fittingSizeLevel),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(imageView.frame.size, CGSize(width: 5, height: 5), "no image: only the weak size holds")
            imageView.image = UIGraphicsImageRenderer(size: CGSize(width: 32, height: 24)).image { _ in }
            root.layoutIfNeeded()
            XCTAssertEqual(imageView.frame.size, CGSize(width: 32, height: 24))
        }
    }

    func testATextFieldsIntrinsicSizeFollowsItsTextOrPlaceholder() {
        MainActor.assumeIsolated {
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.placeholder = "Your full name here"
            let root = makeRoot(400, 300, field)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: root.leadingAnchor), field.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            let placeholderWidth = field.frame.width
            XCTAssertEqual(field.frame.size, field.intrinsicContentSize)
            XCTAssertGreaterThan(placeholderWidth, 2 * 7 + 2, "the placeholder's width")
            field.text = "Al"
            root.layoutIfNeeded()
            XCTAssertEqual(field.frame.size, field.sizeThatFits(.zero))
            XCTAssertLessThan(field.frame.width, placeholderWidth)
        }
    }
}
