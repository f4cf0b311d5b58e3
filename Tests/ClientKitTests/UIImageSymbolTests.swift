import Foundation
import StrataPixman
import XCTest
@testable import ClientKit

/// `UIImage(systemName:)`: template images at the symbol's size, drawn for the common
/// names, a placeholder for other symbol-shaped names, `nil` for names that cannot be
/// symbols; an image view tints them.
final class UIImageSymbolTests: XCTestCase {
    func testSymbolsAreTemplatesSizedByTheirConfiguration() {
        MainActor.assumeIsolated {
            let plus = try! XCTUnwrap(UIImage(systemName: "plus"))
            XCTAssertEqual(plus.renderingMode, .alwaysTemplate)
            XCTAssertEqual(plus.size, CGSize(width: 20, height: 20), "17 points × 1.2")
            let large = UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold))
            XCTAssertEqual(large?.size, CGSize(width: 36, height: 36))
            XCTAssertNotNil(UIImage(systemName: "some.symbol.we.do.not.draw"), "a placeholder, not nil")
            XCTAssertNil(UIImage(systemName: ""))
            XCTAssertNil(UIImage(systemName: "Not A Symbol"))
            XCTAssertEqual(UIImage.SymbolConfiguration(textStyle: .largeTitle).pointSize, 34)
        }
    }

    func testCommonSymbolsDifferAndAnImageViewTintsThem() {
        MainActor.assumeIsolated {
            func ink(_ name: String) -> [Bool] {
                let image = UIImage(systemName: name)!.cgImage!
                let pixman = image.pixmanImage
                var mask: [Bool] = []
                for y in 0..<pixman.height { for x in 0..<pixman.width { mask.append(pixman.pixel(x: x, y: y) >> 24 > 64) } }
                return mask
            }
            let names = ["plus", "minus", "xmark", "checkmark", "chevron.right", "star", "star.fill", "heart", "trash",
                         "magnifyingglass", "gear", "circle", "plus.circle.fill", "ellipsis", "house", "person"]
            let masks = names.map(ink)
            for (name, mask) in zip(names, masks) { XCTAssertTrue(mask.contains(true), "\(name) draws something") }
            XCTAssertEqual(Set(masks.map { $0.description }).count, names.count, "each symbol its own drawing")
            XCTAssertGreaterThan(ink("star.fill").filter { $0 }.count, ink("star").filter { $0 }.count, "filled is fuller")

            let window = makeRenderWindow(width: 40, height: 40)
            let view = UIImageView(image: UIImage(systemName: "circle.fill"))
            view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            view.tintColor = .red
            window.addSubview(view)
            let image = renderedImage(of: window)
            let centre = RGBA(pixel: image.pixel(x: 20, y: 20))
            XCTAssertTrue(centre.r > 200 && centre.g < 60 && centre.b < 60, "tinted red: \(centre)")
        }
    }
}
