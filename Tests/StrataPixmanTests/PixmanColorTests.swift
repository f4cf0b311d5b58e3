import StrataPixman
import XCTest

final class PixmanColorTests: XCTestCase {
    func testEightBitChannelsWidenAndNarrowBack() {
        let color = PixmanColor(argb: 0x80FF_4001)
        XCTAssertEqual(color.alpha, 0x8080)
        XCTAssertEqual(color.red, 0xFFFF)
        XCTAssertEqual(color.green, 0x4040)
        XCTAssertEqual(color.blue, 0x0101)
        XCTAssertEqual(color.argb, 0x80FF_4001)
    }

    func testUnitChannelsRoundAndClamp() {
        let color = PixmanColor(unitRed: 0.5, green: 2, blue: -1, alpha: 1)
        XCTAssertEqual(color.red, 32768)  // 0.5 × 65535 = 32767.5, rounded up
        XCTAssertEqual(color.green, 65535)
        XCTAssertEqual(color.blue, 0)
        XCTAssertEqual(color.alpha, 65535)
        XCTAssertEqual(PixmanColor.white.argb, 0xFFFF_FFFF)
        XCTAssertEqual(PixmanColor.transparent.argb, 0)
    }
}
