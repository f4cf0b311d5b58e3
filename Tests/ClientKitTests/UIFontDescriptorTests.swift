import Foundation
import XCTest
@testable import ClientKit

/// `UIFontDescriptor` basics: attributes, family and traits picking faces, sizes, and
/// fonts made from descriptors and back.
final class UIFontDescriptorTests: XCTestCase {
    func testAttributesAndUIKitsRawValues() {
        let descriptor = UIFontDescriptor(name: "DejaVuSerif", size: 15)
        XCTAssertEqual(descriptor.postscriptName, "DejaVuSerif")
        XCTAssertEqual(descriptor.pointSize, 15)
        XCTAssertEqual(descriptor.object(forKey: .name) as? String, "DejaVuSerif")
        XCTAssertEqual(UIFontDescriptor.AttributeName.family.rawValue, "NSFontFamilyAttribute")
        XCTAssertEqual(UIFontDescriptor.AttributeName.size.rawValue, "NSFontSizeAttribute")
        XCTAssertEqual(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue, 1)
        XCTAssertEqual(UIFontDescriptor.SymbolicTraits.traitBold.rawValue, 2)
        XCTAssertEqual(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue, 1 << 10)
        XCTAssertEqual(UIFontDescriptor().pointSize, 0)
    }

    func testFamilyAndTraitsPickTheFace() {
        let family = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans"])
        XCTAssertEqual(UIFont(descriptor: family, size: 14).fontName, "DejaVuSans")
        let bold = family.withSymbolicTraits(.traitBold)!
        XCTAssertEqual(UIFont(descriptor: bold, size: 14).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(bold.symbolicTraits, .traitBold)
        let boldItalic = family.withSymbolicTraits([.traitBold, .traitItalic])!
        XCTAssertEqual(UIFont(descriptor: boldItalic, size: 14).fontName, "DejaVuSans-BoldOblique")
        let serifBold = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif", .face: "Bold"])
        XCTAssertEqual(UIFont(descriptor: serifBold, size: 14).fontName, "DejaVuSerif-Bold")
        let weighted = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans",
                                                         .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        XCTAssertEqual(UIFont(descriptor: weighted, size: 14), UIFont.boldSystemFont(ofSize: 14))
    }

    func testAFontsDescriptorMakesTheSameFontAndItsVariants() {
        let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let descriptor = font.fontDescriptor
        XCTAssertEqual(descriptor.pointSize, 17)
        XCTAssertEqual(descriptor.postscriptName, font.fontName)
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 0), font, "size 0: the descriptor's")
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 20), font.withSize(20))
        XCTAssertEqual(UIFont(descriptor: descriptor.withSize(9), size: 0).pointSize, 9)
        let italic = UIFont.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitItalic)!
        XCTAssertEqual(UIFont(descriptor: italic, size: 0).fontName, "DejaVuSans-Oblique")
        XCTAssertEqual(UIFont(descriptor: italic, size: 0).pointSize, 17)
        XCTAssertTrue(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits
            .contains(.traitMonoSpace))
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits, .traitBold)
    }

    func testAnUnknownFamilyFallsBackToTheSystemFamily() {
        let descriptor = UIFontDescriptor(fontAttributes: [.family: "No Such Family", .size: 11])
        let font = UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 0)
        XCTAssertEqual(font.familyName, "DejaVu Sans")
        XCTAssertEqual(font.fontName, "DejaVuSans-Bold")
        XCTAssertEqual(font.pointSize, 11)
        let withFamily = UIFontDescriptor(name: "DejaVuSans-Bold", size: 10).withFamily("DejaVu Serif")
        XCTAssertEqual(UIFont(descriptor: withFamily, size: 0).fontName, "DejaVuSerif")
    }
}
