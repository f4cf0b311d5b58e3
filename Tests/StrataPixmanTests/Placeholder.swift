import XCTest
final class StrataPixmanTestsPlaceholder: XCTestCase { func testBuilds() {} }
