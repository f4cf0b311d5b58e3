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

    /// A removed watch's slot is reused by the next watch: the old token must then name
    /// nothing (removing or updating it leaves the new watch alone), and a handler that
    /// removes another watch and registers a new one in the same batch must not see the
    /// removed one's event delivered to the new one.
    func testAStaleTokenNamesNothingWhenItsSlotIsReused() throws {
        let loop = try EventLoop()
        let (firstRead, firstWrite) = try OwnedFileDescriptor.pipe()
        let (secondRead, secondWrite) = try OwnedFileDescriptor.pipe()
        var calls: [String] = []
        let stale = try loop.watch(fd: firstRead.rawValue, events: .readable) { _ in calls.append("first") }
        loop.remove(stale)
        let fresh = try loop.watch(fd: secondRead.rawValue, events: .readable) { _ in
            calls.append("second")
            _ = try? secondRead.read(upTo: 16)
        }
        loop.remove(stale)
        try loop.updateWatch(stale, events: [])
        try [UInt8]([1]).withUnsafeBytes { try secondWrite.write($0) }
        try [UInt8]([1]).withUnsafeBytes { try firstWrite.write($0) }
        XCTAssertTrue(try loop.run(until: { calls.count >= 1 }, timeout: 5))
        try loop.run(until: { false }, timeout: 0.05)
        XCTAssertEqual(calls, ["second"], "the stale token reached the new watch, or the removed one was called")

        // Within one batch: the first ready handler removes the other watch and takes its slot.
        let (aRead, aWrite) = try OwnedFileDescriptor.pipe()
        let (bRead, bWrite) = try OwnedFileDescriptor.pipe()
        let (cRead, cWrite) = try OwnedFileDescriptor.pipe()
        var order: [String] = []
        var tokens: [String: EventLoop.Token] = [:]
        var replaced = false
        func handler(_ name: String, _ fd: OwnedFileDescriptor) -> (IOEvents) -> Void {
            { _ in
                order.append(name)
                _ = try? fd.read(upTo: 16)
                guard !replaced else { return }
                replaced = true
                let other = name == "a" ? "b" : "a"
                loop.remove(tokens[other]!)
                // cRead is never readable: if the removed one's event reached it, "c" would show.
                tokens["c"] = try? loop.watch(fd: cRead.rawValue, events: .readable) { _ in order.append("c") }
            }
        }
        tokens["a"] = try loop.watch(fd: aRead.rawValue, events: .readable, handler: handler("a", aRead))
        tokens["b"] = try loop.watch(fd: bRead.rawValue, events: .readable, handler: handler("b", bRead))
        try [UInt8]([1]).withUnsafeBytes { try aWrite.write($0) }
        try [UInt8]([1]).withUnsafeBytes { try bWrite.write($0) }
        try loop.run(until: { false }, timeout: 0.1)
        XCTAssertEqual(order.count, 1, "\(order)")
        XCTAssertFalse(order.contains("c"), "a removed watch's event reached the watch that took its slot: \(order)")
        withExtendedLifetime(cWrite) {}
        loop.remove(fresh)
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

    /// Timers, transports and servers refer to their loop through `EventLoop.reference`
    /// (not `weak`): it must read `nil` once the loop has gone, and a timer that outlives
    /// its loop must go quietly.
    func testALoopsReferenceIsClearedWhenItGoesAndATimerMayOutliveIt() throws {
        var loop: EventLoop? = try EventLoop()
        let reference = loop!.reference
        var timer: LoopTimer? = try loop!.makeTimer {}
        timer!.arm(afterNanoseconds: 1_000_000_000)
        XCTAssertTrue(reference.object === loop)
        loop = nil
        XCTAssertNil(reference.object, "the loop's reference still names it after it went")
        timer = nil
        XCTAssertNil(timer)
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

    func testAWakeUpFromTheLoopsOwnThreadIsAFlagNotAWrite() throws {
        let loop = try EventLoop()
        // As libdbus does: a message was read in a handler, and it asks for a wake-up so
        // that the message is dispatched. The next pass's prepare hooks do that.
        var queued = 0
        var dispatched = 0
        loop.addPrepareHook {
            dispatched += queued
            queued = 0
            return false
        }
        let timer = try loop.makeTimer {
            queued += 1
            loop.wakeUp()
        }
        timer.arm(afterNanoseconds: 1_000_000)
        try loop.runOnce(timeoutMilliseconds: 5_000)
        XCTAssertEqual(dispatched, 1, "the hooks after the handlers dispatch what the handler queued")
        XCTAssertEqual(loop.eventfdWakeUps, 0, "the loop's own thread wrote the eventfd")
        // The request was answered by that pass: the next wait blocks (until its timer)
        // instead of returning at once with nothing to do.
        let later = try loop.makeTimer {}
        later.arm(afterNanoseconds: 30_000_000)
        let blocked = Date()
        try loop.runOnce(timeoutMilliseconds: 5_000)
        XCTAssertGreaterThan(Date().timeIntervalSince(blocked), 0.02, "an answered wake-up still cut a wait short")

        // A wake-up asked for by a hook itself (after the pass began) makes the wait poll.
        var asked = false
        loop.addPrepareHook {
            if !asked { asked = true; loop.wakeUp() }
            return false
        }
        let start = Date()
        try loop.runOnce(timeoutMilliseconds: 5_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 4.5, "a wake-up asked for during the pass was lost")
        XCTAssertEqual(loop.eventfdWakeUps, 0)
    }

    func testNoCrossThreadWakeUpIsLost() throws {
        let loop = try EventLoop()
        let total = 2_000
        nonisolated(unsafe) var done = 0
        nonisolated(unsafe) var slowest = 0.0
        let thread = Thread {
            for i in 0..<total {
                let queued = Date()
                loop.execute {
                    done += 1
                    slowest = max(slowest, Date().timeIntervalSince(queued))
                }
                if i % 7 == 0 { usleep(50) }
            }
            usleep(20_000)
            loop.wakeUp() // ends the wait of the pass that ran the last items
        }
        thread.start()
        let start = Date()
        // Every wait may block for 5 s: a lost wake-up leaves queued work waiting that long.
        while done < total, Date().timeIntervalSince(start) < 60 {
            try loop.runOnce(timeoutMilliseconds: 5_000)
        }
        XCTAssertEqual(done, total)
        XCTAssertLessThan(slowest, 2.5, "a wake-up was lost: queued work waited for a wait's whole timeout")
    }

    /// The frame clock's situation, for the two tests below: a pipe whose reads count as
    /// read but not yet dispatched (as libdbus leaves a message) until the loop's prepare
    /// hook dispatches them, and a tick that finds one message read in its batch but not
    /// dispatched, writes another that nobody has read, and asks for what is ready to be
    /// handled first. Everything is logged in order.
    private final class TickScenario {
        let loop: EventLoop
        var log: [String] = []
        private var queued = 0
        private let readEnd: OwnedFileDescriptor, writeEnd: OwnedFileDescriptor
        private var tick: LoopTimer?

        init() throws {
            loop = try EventLoop()
            (readEnd, writeEnd) = try OwnedFileDescriptor.pipe()
            loop.addPrepareHook { [unowned self] in
                if queued > 0 { log.append("dispatched \(queued)") }
                queued = 0
                return false
            }
            try loop.watch(fd: readEnd.rawValue, events: .readable) { [unowned self] _ in
                let bytes = (try? readEnd.read(upTo: 64)) ?? []
                queued += bytes.count
                log.append("read \(bytes.count)")
            }
            tick = try loop.makeTimer { [unowned self] in
                queued = 1
                try? [UInt8]([7, 7]).withUnsafeBytes { try writeEnd.write($0) }
                try? loop.handleReadyEvents(maximumPolls: 4)
                log.append("tick")
            }
            tick?.arm(afterNanoseconds: 1_000_000)
        }
    }

    func testAHandlerCanHaveWhatIsReadyHandledFirst() throws {
        let scenario = try TickScenario()
        let loop = scenario.loop
        // Something else is ready in the tick's batch: the loop was busy, not idle.
        let (otherRead, otherWrite) = try OwnedFileDescriptor.pipe()
        // Read once, then unwatched (a nested poll may handle it before its batch entry).
        var otherToken: EventLoop.Token?
        otherToken = try loop.watch(fd: otherRead.rawValue, events: .readable) { _ in
            _ = try? otherRead.read(upTo: 64)
            if let otherToken { loop.remove(otherToken) }
        }
        usleep(20_000)
        try [UInt8]([1]).withUnsafeBytes { try otherWrite.write($0) }
        XCTAssertTrue(try loop.run(until: { scenario.log.contains("tick") }, timeout: 5))
        XCTAssertEqual(scenario.log, ["dispatched 1", "read 2", "dispatched 2", "tick"])
    }

    /// A tick that alone woke an idle loop finds nothing else to handle: what was ready
    /// when the loop woke was only the tick, so ``EventLoop/handleReadyEvents(maximumPolls:)``
    /// dispatches what was read and does not poll (a system call a frame saved); what
    /// arrives after is handled after the tick.
    func testATickThatAloneWokeTheLoopDoesNotPoll() throws {
        let scenario = try TickScenario()
        XCTAssertTrue(try scenario.loop.run(until: { scenario.log.contains("dispatched 2") }, timeout: 5))
        XCTAssertEqual(scenario.log, ["dispatched 1", "tick", "read 2", "dispatched 2"])
    }

    /// Hooks may hold their owners `unowned` (a peer connection's transport does): an owner
    /// that goes removes its hook, and a hook removed by an earlier hook in the same pass
    /// must not be called (its owner may be gone). The others still run, in order.
    func testAHookRemovedByAnotherInTheSamePassIsNotCalled() throws {
        let loop = try EventLoop()
        var calls: [String] = []
        var second: EventLoop.Token?
        var armed = false
        loop.addPrepareHook {
            calls.append("first")
            if armed, let second { loop.remove(second) }
            return false
        }
        second = loop.addPrepareHook {
            calls.append("second")
            return false
        }
        loop.addPrepareHook {
            calls.append("third")
            return false
        }
        try loop.runOnce(timeoutMilliseconds: 0)
        XCTAssertEqual(Array(calls.prefix(3)), ["first", "second", "third"])
        calls.removeAll()
        armed = true
        try loop.runOnce(timeoutMilliseconds: 0)
        XCTAssertEqual(Array(calls.prefix(2)), ["first", "third"])
        XCTAssertFalse(calls.contains("second"))
        XCTAssertEqual(loop.prepareHookCount, 2)
    }

    func testStopEndsRun() throws {
        let loop = try EventLoop()
        let timer = try loop.makeTimer { loop.stop() }
        timer.arm(afterNanoseconds: 1_000_000)
        try loop.run()
    }
}
