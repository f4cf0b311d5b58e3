@testable import StrataVNC
import XCTest

/// What a VNC viewer may send before neatvnc reads it (`RFBViewerFilter`, in front of
/// neatvnc 0.5's two flaws: a viewer choosing "no authentication" when only VeNCrypt was
/// offered, and a use-after-free when neatvnc refuses a message). Whole messages pass,
/// split ones wait, and what neatvnc would refuse is refused here, naming why.
final class RFBViewerFilterTests: XCTestCase {
    private static let handshake: [UInt8] = Array("RFB 003.008\n".utf8) + [1, 1] // version, None, ClientInit (shared)

    /// Feeds `bytes` in pieces of `step`, as a viewer's reads may split them; returns
    /// how many passed, or the violation.
    private func feed(_ filter: inout RFBViewerFilter, _ bytes: [UInt8], step: Int = .max) -> Result<Int, RFBViewerFilter.Violation> {
        var arrived = 0, passed = 0
        while arrived < bytes.count {
            arrived = min(bytes.count, arrived + step)
            do {
                let slice = Array(bytes[passed..<arrived])
                passed += try slice.withUnsafeBytes { bytes throws(RFBViewerFilter.Violation) in try filter.admit(bytes) }
            } catch {
                return .failure(error as? RFBViewerFilter.Violation ?? RFBViewerFilter.Violation(description: "\(error)"))
            }
        }
        return .success(passed)
    }

    private func ready() -> RFBViewerFilter {
        var filter = RFBViewerFilter(requiresPassword: false)
        XCTAssertEqual(try feed(&filter, Self.handshake).get(), Self.handshake.count)
        XCTAssertEqual(filter.state, .ready)
        return filter
    }

    func testEveryMessageAViewerSendsPassesWholeEvenSplitByteByByte() throws {
        var pixelFormat: [UInt8] = [0, 0, 0, 0, 32, 24, 0, 1, 0, 255, 0, 255, 0, 255, 16, 8, 0, 0, 0, 0]
        pixelFormat[7] = 1 // true colour
        let encodings: [UInt8] = [2, 0, 0, 3] + [0, 0, 0, 0] + [0, 0, 0, 1] + [0xFF, 0xFF, 0xFF, 0x11]
        let update: [UInt8] = [3, 1, 0, 0, 0, 0, 0, 100, 0, 100]
        let key: [UInt8] = [4, 1, 0, 0, 0, 0, 0xFF, 0x0D]
        let pointer: [UInt8] = [5, 1, 0, 10, 0, 20]
        let cut: [UInt8] = [6, 0, 0, 0, 0, 0, 0, 5] + Array("hello".utf8)
        let qemuKey: [UInt8] = [255, 0, 0, 1, 0, 0, 0, 0x61, 0, 0, 0, 0x1E]
        let all = pixelFormat + encodings + update + key + pointer + cut + qemuKey
        for step in [1, 3, 7, all.count] {
            var filter = ready()
            XCTAssertEqual(try feed(&filter, all, step: step).get(), all.count, "pieces of \(step)")
            XCTAssertEqual(filter.state, .ready)
        }
        // A message not yet whole waits; what came before it passes.
        var filter = ready()
        XCTAssertEqual(try feed(&filter, key + Array(pointer.prefix(4))).get(), key.count)
    }

    func testWhatNeatVNCWouldRefuseIsRefusedHere() throws {
        let cases: [(String, [UInt8], String)] = [
            ("unknown type", [7, 0, 0, 0], "message type 7"),
            ("colour map", [0, 0, 0, 0, 8, 8, 0, 0] + [UInt8](repeating: 0, count: 12), "colour-map"),
            ("too many encodings", [2, 0, 0, 33] + [UInt8](repeating: 0, count: 33 * 4), "33 encodings"),
            ("huge clipboard", [6, 0, 0, 0, 0x00, 0x98, 0x96, 0x81], "10000001 bytes"),
            ("unknown QEMU message", [255, 1, 0, 0], "QEMU message 1"),
        ]
        for (what, bytes, says) in cases {
            var filter = ready()
            switch feed(&filter, bytes) {
            case .success(let passed): XCTFail("\(what) passed (\(passed) bytes)")
            case .failure(let violation): XCTAssertTrue(violation.description.contains(says), "\(what): \(violation)")
            }
        }
        // Garbage after good messages: the good ones were passed before the cut.
        var filter = ready()
        var passed = 0
        let bytes: [UInt8] = [5, 0, 0, 1, 0, 1] + [9, 9, 9]
        try bytes.withUnsafeBytes { raw in
            XCTAssertThrowsError(try filter.admit(raw))
            passed = (try? filter.admit(UnsafeRawBufferPointer(rebasing: raw[0..<6]))) ?? -1
        }
        XCTAssertEqual(passed, 6)
    }

    func testASecurityTypeThatWasNotOfferedIsRefused() {
        // Without a password the server offers None only; with one, VeNCrypt only.
        var open = RFBViewerFilter(requiresPassword: false)
        XCTAssertThrowsError(try feed(&open, Array("RFB 003.008\n".utf8) + [19]).get())
        var guarded = RFBViewerFilter(requiresPassword: true)
        switch feed(&guarded, Array("RFB 003.008\n".utf8) + [1, 1]) {
        case .success: XCTFail("a viewer skipped the password")
        case .failure(let violation): XCTAssertTrue(violation.description.contains("security type 1"), "\(violation)")
        }
    }

    func testClipboardTextPassesAsItComesAndTLSIsNotRead() throws {
        var filter = ready()
        let text = [UInt8](repeating: 0x41, count: 100_000)
        let message: [UInt8] = [6, 0, 0, 0, 0, 0x01, 0x86, 0xA0] + text + [5, 0, 0, 0, 0, 0]
        XCTAssertEqual(try feed(&filter, message, step: 4096).get(), message.count)
        XCTAssertEqual(filter.state, .ready)

        var tls = RFBViewerFilter(requiresPassword: true)
        let vencrypt: [UInt8] = Array("RFB 003.008\n".utf8) + [19] + [0, 2] + [0, 0, 1, 6]
        XCTAssertEqual(try feed(&tls, vencrypt).get(), vencrypt.count)
        XCTAssertEqual(tls.state, .opaque)
        let record: [UInt8] = [0x16, 0x03, 0x01, 0x02, 0x00] + [UInt8](repeating: 7, count: 512)
        XCTAssertEqual(try feed(&tls, record).get(), record.count)
    }
}
