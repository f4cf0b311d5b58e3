import Foundation
import StrataCairo
import XCTest
@testable import ClientKit

/// `UIFont(name:size:)` by PostScript, full and family names, fontconfig's
/// substitutes for families it does not have, `nil` for names it knows nothing of,
/// and the family and font lists — each checked against fontconfig's own tools
/// (`fc-match`, `fc-list`), which share no code with ClientKit.
final class UIFontNameTests: XCTestCase {
    /// What `fc-match -f FORMAT PATTERN` prints.
    private static func fcMatch(_ pattern: String, _ format: String = "%{postscriptname}") -> String {
        run("/usr/bin/fc-match", ["-f", format, pattern])
    }

    private static func run(_ tool: String, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        guard (try? process.run()) != nil else { return "" }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    func testPostScriptAndFullNamesMeanThatFace() {
        XCTAssertEqual(UIFont(name: "DejaVuSans-Bold", size: 30)?.fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont(name: "DejaVuSans-Bold", size: 30)?.familyName, "DejaVu Sans")
        XCTAssertEqual(UIFont(name: "DejaVuSans-Bold", size: 30), UIFont.boldSystemFont(ofSize: 30))
        XCTAssertEqual(UIFont(name: "DejaVuSerif", size: 12)?.familyName, "DejaVu Serif")
        XCTAssertEqual(UIFont(name: "DejaVu Sans Bold", size: 12)?.fontName, "DejaVuSans-Bold", "the full name")
        XCTAssertEqual(UIFont(name: "DejaVuSansMono", size: 12)?.fontName, "DejaVuSansMono")
    }

    /// Families fontconfig has not got, but whose names its configuration knows, give
    /// the face `fc-match` names, with the weight and slant of a PostScript-style name.
    func testSubstitutedFamiliesGiveFcMatchsFace() {
        let cases: [(String, String)] = [
            ("Helvetica", "Helvetica"),
            ("Helvetica-Bold", "Helvetica:bold"),
            ("Helvetica-BoldOblique", "Helvetica:bold:italic"),
            ("Verdana-Bold", "Verdana:bold"),
            ("Arial", "Arial"),
            ("ArialMT", "Arial"),
            ("TimesNewRomanPSMT", "Times New Roman"),
            ("Courier", "Courier"),
            ("Monospace", "Monospace"),
        ]
        for (name, pattern) in cases {
            let expected = Self.fcMatch(pattern)
            XCTAssertFalse(expected.isEmpty, "fc-match \(pattern) answered")
            XCTAssertEqual(UIFont(name: name, size: 30)?.fontName, expected, name)
        }
        // The calculator's title font from the issue is no longer nil.
        XCTAssertEqual(UIFont(name: "Verdana-Bold", size: 30)?.pointSize, 30)
    }

    /// A name fontconfig's configuration does not mention gets nil, although fc-match
    /// would fall back to its default font: that fallback is what any unknown name
    /// gets, so it is not a substitute for this family.
    func testNamesFontconfigKnowsNothingOfAreNil() {
        XCTAssertNil(UIFont(name: "No Such Family", size: 12))
        XCTAssertNil(UIFont(name: "Papyrus", size: 12))
        XCTAssertNil(UIFont(name: "NoSuchFont-Bold", size: 12))
        XCTAssertNil(UIFont(name: "", size: 12))
        XCTAssertEqual(Self.fcMatch("No Such Family"), Self.fcMatch("Another Unknown Name"),
                       "fontconfig's fallback is the same for any unknown name")
    }

    func testPangoDescriptionsAreStillUnderstood() {
        let semibold = UIFont(name: "DejaVu Sans Semi-Bold", size: 14)
        XCTAssertEqual(semibold, UIFont.systemFont(ofSize: 14, weight: .semibold))
    }

    func testFamilyAndFontListsAreFontconfigs() {
        // fc-list prints "family[,other names]" per face; the main family is the first.
        let listedFamilies = Set(Self.run("/usr/bin/fc-list", [":", "family"]).split(separator: "\n")
            .compactMap { $0.split(separator: ",").first.map(String.init) })
        // The test font (UIFontRegistrationTests) is this process's own, unknown to fc-list.
        XCTAssertEqual(Set(UIFont.familyNames).subtracting([TestFont.family]), listedFamilies)
        XCTAssertEqual(UIFont.familyNames, UIFont.familyNames.sorted())
        let names = Self.run("/usr/bin/fc-list", ["DejaVu Sans", "postscriptname"]).split(separator: "\n")
            .map { $0.replacingOccurrences(of: ":postscriptname=", with: "") }.sorted()
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "DejaVu Sans"), names)
        XCTAssertTrue(names.contains("DejaVuSans-Bold"))
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "dejavusans"), names, "case and blanks ignored, as fontconfig does")
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "Helvetica"), [], "a substituted family has no faces of its own")
    }

    /// For every face fontconfig has, the font made from its PostScript name is drawn
    /// by Pango with exactly that face's file.
    func testPangoDrawsTheFaceTheNameChose() {
        let faces = FontCatalog.faces().filter { !$0.postScriptName.isEmpty }
        XCTAssertGreaterThan(faces.count, 3)
        // Several files may share a PostScript name (a font installed twice); any of
        // them is that face.
        let filesByName = Dictionary(grouping: faces, by: \.postScriptName).mapValues { Set($0.map(\.file)) }
        for face in faces {
            guard let font = UIFont(name: face.postScriptName, size: 16) else {
                XCTFail("no font for \(face.postScriptName)")
                continue
            }
            XCTAssertEqual(font.fontName, face.postScriptName)
            XCTAssertTrue(filesByName[face.postScriptName]?.contains(font._face?.file ?? "") ?? false,
                          "\(face.postScriptName): Pango loads \(String(describing: font._face?.file))")
        }
    }

    func testWithSizeKeepsTheFace() {
        let font = UIFont(name: "DejaVuSerif", size: 12)!
        let big = font.withSize(40)
        XCTAssertEqual(big.pointSize, 40)
        XCTAssertEqual(big.fontName, "DejaVuSerif")
        XCTAssertEqual(big.familyName, "DejaVu Serif")
    }
}
