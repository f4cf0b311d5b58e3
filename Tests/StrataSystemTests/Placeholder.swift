import XCTest
final class StrataSystemTestsPlaceholder: XCTestCase { func testBuilds() {} }
