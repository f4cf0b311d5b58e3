import XCTest
final class StrataDBusTestsPlaceholder: XCTestCase { func testBuilds() {} }
