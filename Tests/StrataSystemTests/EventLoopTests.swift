import Foundation
import StrataSystem
import XCTest

final class EventLoopTests: XCTestCase {
    func testWatchedDescriptorBecomesReadable() throws {
        let loop = try EventLoop()
        let (readEnd, writeEnd) = try OwnedFileDescriptor.pipe()
        var got: [UInt8] = []
        let token = try loop.watch(fd: readEnd.rawValue, events: .readable) { _ in
            got += (try? readEnd.read(upTo: 16)) ?? []
        }
        try [UInt8]([1, 2, 3]).withUnsafeBytes { try writeEnd.write($0) }
        XCTAssertTrue(try loop.run(until: { got.count == 3 }, timeout: 5))
        XCTAssertEqual(got, [1, 2, 3])
        loop.remove(token)
        loop.remove(token) // harmless twice
    }

    func testOneShotAndRepeatingTimers() throws {
        let loop = try EventLoop()
        var once = 0, repeated = 0
        let oneShot = try loop.makeTimer { once += 1 }
        let repeating = try loop.makeTimer { repeated += 1 }
        oneShot.arm(afterNanoseconds: 5_000_000)
        repeating.arm(afterNanoseconds: 1_000_000, intervalNanoseconds: 1_000_000)
        XCTAssertTrue(try loop.run(until: { repeated >= 5 && once == 1 }, timeout: 5))
        XCTAssertFalse(oneShot.isArmed, "a one-shot timer disarms itself when it fires")
        repeating.disarm()
        let count = repeated
        try loop.run(until: { false }, timeout: 0.05)
        XCTAssertEqual(repeated, count, "a disarmed timer fired")
        XCTAssertEqual(once, 1)
    }

    func testSignalsArriveAsCallbacks() throws {
        let loop = try EventLoop()
        var signals: [Int32] = []
        try loop.handleSignals([SIGUSR1]) { signals.append($0) }
        // To this thread, which blocked it: a process-directed kill() could be delivered
        // to another of the test runner's threads, where SIGUSR1 would end the process.
        // (stratad blocks its signals before any other thread exists, so threads it
        // starts later inherit the mask.)
        pthread_kill(pthread_self(), SIGUSR1)
        XCTAssertTrue(try loop.run(until: { !signals.isEmpty }, timeout: 5))
        XCTAssertEqual(signals, [SIGUSR1])
    }

    func testWakeUpAndExecuteFromAnotherThread() throws {
        let loop = try EventLoop()
        nonisolated(unsafe) var ran = false
        let thread = Thread {
            usleep(20_000)
            loop.execute { ran = true }
        }
        thread.start()
        let start = Date()
        // One long wait: only the cross-thread wake-up can end it early.
        try loop.runOnce(timeoutMilliseconds: 5_000)
        try loop.runOnce(timeoutMilliseconds: 0)
        XCTAssertTrue(ran)
        XCTAssertLessThan(Date().timeIntervalSince(start), 4.5, "the loop was not woken")
    }

    func testStopEndsRun() throws {
        let loop = try EventLoop()
        let timer = try loop.makeTimer { loop.stop() }
        timer.arm(afterNanoseconds: 1_000_000)
        try loop.run()
    }
}
