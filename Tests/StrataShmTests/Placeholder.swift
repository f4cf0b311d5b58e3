import XCTest
final class StrataShmTestsPlaceholder: XCTestCase { func testBuilds() {} }
