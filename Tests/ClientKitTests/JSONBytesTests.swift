import Foundation
import XCTest
@testable import ClientKit

/// GetTree's byte writer: numbers to a thousandth (trailing zeros left out, half away
/// from zero), ids in hexadecimal, escapes, and a buffer that grows.
final class JSONBytesTests: XCTestCase {
    private func written(_ body: (_JSONBytes) -> Void) -> String {
        let out = _JSONBytes(capacity: 8)
        body(out)
        return out.text
    }

    func testNumbers() {
        let cases: [(Double, String)] = [(0, "0"), (-0.0, "0"), (7, "7"), (-42, "-42"), (1.5, "1.5"), (2.25, "2.25"),
                                         (0.125, "0.125"), (-3.5, "-3.5"), (100.1, "100.1"), (0.0004, "0"), (0.0005, "0.001"),
                                         (-0.0005, "-0.001"), (9.9996, "10"), (1234567.891, "1234567.891"),
                                         (.nan, "0"), (.infinity, "0"), (1e16, "\(1e16)")]
        for (value, expected) in cases {
            XCTAssertEqual(written { $0.number(value) }, expected, "\(value)")
        }
    }

    func testIdsStringsAndGrowth() {
        XCTAssertEqual(written { $0.id(UInt8(ascii: "v"), 0) }, "\"v0\"")
        XCTAssertEqual(written { $0.id(UInt8(ascii: "v"), 0x7f3a_0b10) }, "\"v\(String(0x7f3a_0b10, radix: 16))\"")
        XCTAssertEqual(written { $0.id(UInt8(ascii: "e"), UInt.max) }, "\"e\(String(UInt.max, radix: 16))\"")
        XCTAssertEqual(written { $0.string("a\"b\\c\nd\u{1}é") }, #""a\"b\\c\nd\u0001é""#)
        let long = String(repeating: "x", count: 10_000)
        XCTAssertEqual(written { out in out.raw("["); out.string(long); out.key("k"); out.raw("]") }, "[\"\(long)\",\"k\":]")
    }
}
