import StrataCompositor
import StrataDBus
import XCTest

/// `KillClient`'s rule for signals (kill(2)'s, as the caller would meet it), with
/// users written out by hand: the same user or root may; another user, an unknown
/// caller or client may not; a pid now run by someone else is not signalled.
final class SignalPermissionTests: XCTestCase {
    private func refusal(caller: UInt32?, client: UInt32?, process: UInt32?) -> DBusError? {
        do {
            try SignalPermission(callerUser: caller, clientUser: client, processUser: process).check(pid: 4242, client: "private:7")
            return nil
        } catch {
            return error
        }
    }

    func testTheSameUserOrRootMaySignal() {
        XCTAssertNil(refusal(caller: 1000, client: 1000, process: 1000))
        XCTAssertNil(refusal(caller: 0, client: 1000, process: 1000))
        XCTAssertNil(refusal(caller: 0, client: 0, process: 0))
    }

    func testAnotherUserMayNot() throws {
        let error = try XCTUnwrap(refusal(caller: 1001, client: 1000, process: 1000))
        XCTAssertEqual(error.name, DBusError.Name.accessDenied)
        XCTAssertEqual(error.message, "private:7 runs as user 1000; the caller (user 1001) may not signal its process 4242")
        // Not even root's process, for an ordinary user.
        XCTAssertEqual(refusal(caller: 1000, client: 0, process: 0)?.name, DBusError.Name.accessDenied)
    }

    func testUnknownUsersAreRefused() {
        XCTAssertEqual(refusal(caller: nil, client: 1000, process: 1000)?.name, DBusError.Name.accessDenied)
        XCTAssertEqual(refusal(caller: 1000, client: nil, process: 1000)?.name, DBusError.Name.accessDenied)
        XCTAssertEqual(refusal(caller: 0, client: nil, process: 1000)?.name, DBusError.Name.accessDenied, "root too: whose process is it?")
    }

    func testAGoneOrReusedProcessIsNotSignalled() throws {
        XCTAssertEqual(refusal(caller: 1000, client: 1000, process: nil)?.message, "process 4242 of private:7 is gone")
        let reused = try XCTUnwrap(refusal(caller: 0, client: 1000, process: 1002))
        XCTAssertEqual(reused.name, DBusError.Name.failed)
        XCTAssertTrue(reused.message.contains("runs as user 1002, not as private:7's user 1000"), reused.message)
    }
}
