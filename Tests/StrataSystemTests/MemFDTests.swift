import Foundation
import StrataSystem
import XCTest

final class MemFDTests: XCTestCase {
    func testSealsAreAddedAndReported() throws {
        let fd = try MemFD.create(name: "seals")
        try fd.truncate(to: 4096)
        XCTAssertEqual(try fd.seals().rawValue, 0)
        try fd.addSeals(.shrink)
        XCTAssertTrue(try fd.seals().contains(.shrink))
        XCTAssertThrowsError(try fd.truncate(to: 10), "a file sealed against shrinking shrank")
        try fd.truncate(to: 8192) // growing is still allowed
        XCTAssertEqual(try fd.size(), 8192)
    }

    func testPipesCannotBeSealed() throws {
        let (readEnd, _) = try OwnedFileDescriptor.pipe()
        XCTAssertThrowsError(try readEnd.seals()) { error in
            XCTAssertEqual((error as? SystemError)?.code, EINVAL)
        }
    }
}
