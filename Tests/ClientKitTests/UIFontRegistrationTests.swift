import CoreText
import Foundation
import StrataCairo
import StrataPixman
import XCTest
@testable import ClientKit

/// A font file shipped with the tests (see `TestFont`) is unknown until registered;
/// registered through Core Text's call, `UIFont(name:)` finds it by its names, Pango
/// draws exactly that file, and text drawn with it matches the independent Pango
/// renderer given the same file.
final class UIFontRegistrationTests: XCTestCase {
    /// What registering the test font once per run found: whether the family was
    /// unknown before, and Core Text's answer.
    @MainActor
    private static var registration: (unknownBefore: Bool, registered: Bool, error: NSError?)?

    @MainActor
    private static func registerTestFont() throws -> URL {
        let url = try TestFont.file.get()
        if registration == nil {
            let unknownBefore = UIFont(name: TestFont.family, size: 12) == nil
                && UIFont(name: TestFont.postScriptName, size: 12) == nil
                && !UIFont.familyNames.contains(TestFont.family)
            var error: Unmanaged<CFError>?
            let registered = CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error)
            registration = (unknownBefore, registered, error?.takeRetainedValue())
        }
        return url
    }

    func testARegisteredFontIsFoundByItsNames() throws {
        try MainActor.assumeIsolated {
            let url = try Self.registerTestFont()
            let result = try XCTUnwrap(Self.registration)
            XCTAssertTrue(result.unknownBefore, "before registration fontconfig has no Strata Serif")
            XCTAssertTrue(result.registered, "\(String(describing: result.error))")

            let font = try XCTUnwrap(UIFont(name: TestFont.postScriptName, size: 20))
            XCTAssertEqual(font.fontName, TestFont.postScriptName)
            XCTAssertEqual(font.familyName, TestFont.family)
            XCTAssertEqual(font.pointSize, 20)
            XCTAssertEqual(UIFont(name: TestFont.family, size: 20), font, "the family's regular face")
            XCTAssertTrue(UIFont.familyNames.contains(TestFont.family))
            XCTAssertEqual(UIFont.fontNames(forFamilyName: TestFont.family), [TestFont.postScriptName])
            // The face Pango loads for it is the registered file.
            let canonical = url.resolvingSymlinksInPath().path
            XCTAssertEqual(font._face?.file, canonical)
        }
    }

    func testRegistrationErrorsAreCoreTextsCodes() throws {
        try MainActor.assumeIsolated {
            let url = try Self.registerTestFont()
            var error: Unmanaged<CFError>?
            XCTAssertFalse(CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error))
            var failure = error?.takeRetainedValue()
            XCTAssertEqual(failure?.domain, kCTFontManagerErrorDomain)
            XCTAssertEqual(failure?.code, CTFontManagerError.alreadyRegistered.rawValue)

            let missing = url.deletingLastPathComponent().appendingPathComponent("missing.ttf")
            error = nil
            XCTAssertFalse(CTFontManagerRegisterFontsForURL(missing as CFURL, .process, &error))
            failure = error?.takeRetainedValue()
            XCTAssertEqual(failure?.code, CTFontManagerError.fileNotFound.rawValue)

            let notAFont = url.deletingLastPathComponent().appendingPathComponent("not-a-font.ttf")
            try Data("not a font".utf8).write(to: notAFont)
            XCTAssertThrowsError(try UIFont.registerFont(at: notAFont)) { error in
                XCTAssertEqual(error as? UIFont.RegistrationError, .unrecognizedFormat(notAFont))
            }
            XCTAssertFalse(CTFontManagerRegisterFontsForURL(notAFont as CFURL, .process, nil), "no error pointer: no crash")
        }
    }

    func testTextInTheRegisteredFontMatchesPango() throws {
        try MainActor.assumeIsolated {
            let url = try Self.registerTestFont()
            let font = try XCTUnwrap(UIFont(name: TestFont.postScriptName, size: 24))
            let label = UILabel(frame: CGRect(x: 6, y: 6, width: 200, height: 36))
            label.font = font
            label.text = "Strata Qy fig"
            let window = makeRenderWindow(width: 220, height: 50)
            window.addSubview(label)
            spinMainRunLoop()
            let image = renderedImage(of: window)
            guard let expected = pythonReferenceImage(width: 220, height: 50, fontFiles: [url.path], texts: [
                ReferenceText(text: "Strata Qy fig", family: TestFont.family, size: 24, x: 6, y: 6, boxWidth: 200,
                              boxHeight: 36, ellipsize: true),
            ]) else { return }
            assertImage(image, matches: expected, tolerance: 4, name: "registered-font")
            // Not the system font: DejaVu Sans draws the same text differently.
            guard let sans = pythonReferenceImage(width: 220, height: 50, texts: [
                ReferenceText(text: "Strata Qy fig", size: 24, x: 6, y: 6, boxWidth: 200, boxHeight: 36, ellipsize: true),
            ]) else { return }
            var differing = 0
            for y in 0..<50 {
                for x in 0..<220 where sans[x, y] != RGBA(pixel: image.pixel(x: x, y: y)) { differing += 1 }
            }
            XCTAssertGreaterThan(differing, 200, "the serif face, not a fallback, drew the text")
        }
    }
}
