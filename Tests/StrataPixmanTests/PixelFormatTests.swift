import StrataPixman
import XCTest

final class PixelFormatTests: XCTestCase {
    func testProtocolNamesRoundTrip() {
        XCTAssertEqual(PixelFormat.a8r8g8b8.protocolName, "a8r8g8b8")
        XCTAssertEqual(PixelFormat.x8r8g8b8.protocolName, "x8r8g8b8")
        for format in PixelFormat.allCases {
            XCTAssertEqual(PixelFormat(protocolName: format.protocolName), format)
        }
        XCTAssertNil(PixelFormat(protocolName: "A8R8G8B8"))
        XCTAssertNil(PixelFormat(protocolName: "r5g6b5"))
        XCTAssertNil(PixelFormat(protocolName: ""))
    }

    func testBytesPerPixelAndAlpha() {
        XCTAssertEqual(PixelFormat.a8r8g8b8.bytesPerPixel, 4)
        XCTAssertEqual(PixelFormat.x8r8g8b8.bytesPerPixel, 4)
        XCTAssertEqual(PixelFormat.a8.bytesPerPixel, 1)
        XCTAssertTrue(PixelFormat.a8r8g8b8.hasAlpha)
        XCTAssertFalse(PixelFormat.x8r8g8b8.hasAlpha)
        XCTAssertTrue(PixelFormat.a8.hasAlpha)
    }

    /// Pixman allocates rows of `width * bytesPerPixel` rounded up to 4 bytes; if our
    /// bytesPerPixel disagreed with pixman's format code, the strides would differ.
    func testPixmanAgreesOnRowSize() {
        for format in PixelFormat.allCases {
            for width in [1, 3, 5, 8] {
                let image = PixmanImage(format: format, width: width, height: 2)
                XCTAssertEqual(image.stride, (width * format.bytesPerPixel + 3) / 4 * 4, "\(format) width \(width)")
                XCTAssertEqual(image.format, format)
            }
        }
    }
}
