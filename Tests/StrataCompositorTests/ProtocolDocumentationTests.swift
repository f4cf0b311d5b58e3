import Foundation
import StrataTestSupport
import XCTest

/// The protocol XML's comments are in gdbus-codegen's documentation form ("Name:"
/// first, then the text): `gdbus-codegen --generate-docbook` turns every interface,
/// method, signal and property into a non-empty description, so the XML installed in
/// share/dbus-1/interfaces/ documents itself for other clients' code generators.
final class ProtocolDocumentationTests: XCTestCase {
    func testGdbusCodegenDocumentsEveryMember() throws {
        let codegen = "/usr/bin/gdbus-codegen"
        guard FileManager.default.isExecutableFile(atPath: codegen) else {
            throw XCTSkip("gdbus-codegen is not installed (Debian package libglib2.0-dev-bin; make test installs it)")
        }
        let xmlDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("protocol/StrataProtocol/xml")
        let files = try FileManager.default.contentsOfDirectory(atPath: xmlDirectory.path).filter { $0.hasSuffix(".xml") }.sorted()
        XCTAssertEqual(files.count, 6, "\(files)")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("strata-docbook-\(getpid())")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: out) }
        var documented = 0
        for file in files {
            let interface = String(file.dropLast(4))
            let run = try Tools.run(codegen, ["--generate-docbook", out.appendingPathComponent("doc").path,
                                              xmlDirectory.appendingPathComponent(file).path])
            XCTAssertTrue(run.succeeded, "\(file): \(run)")
            let doc = try String(contentsOf: out.appendingPathComponent("doc-\(interface).xml"), encoding: .utf8)
            // The interface's own description.
            let overview = try XCTUnwrap(doc.range(of: "role=\"desc\""), file)
            XCTAssertFalse(Self.firstParagraph(in: doc[overview.upperBound...]).isEmpty, "\(interface) has no description")
            // Each member: the paragraph after its signature.
            let sections = doc.components(separatedBy: "<refsect2 role=\"").dropFirst()
            XCTAssertFalse(sections.isEmpty, file)
            for section in sections {
                let title = section.components(separatedBy: "<title>").dropFirst().first?.components(separatedBy: "</title>").first ?? "?"
                guard let signature = section.range(of: "</programlisting>") else { XCTFail("\(interface) \(title): no signature"); continue }
                let text = Self.firstParagraph(in: section[signature.upperBound...])
                XCTAssertFalse(text.isEmpty, "\(interface) \(title) has no description")
                documented += 1
            }
        }
        print("gdbus-codegen documented \(documented) methods, signals and properties in \(files.count) interfaces")
        XCTAssertGreaterThan(documented, 50)
    }

    /// The text of the first <para> in `text`, trimmed.
    private static func firstParagraph(in text: Substring) -> String {
        guard let open = text.range(of: "<para>"), let close = text.range(of: "</para>", range: open.upperBound..<text.endIndex) else { return "" }
        return text[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
