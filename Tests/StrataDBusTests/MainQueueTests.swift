import Dispatch
import Foundation
import StrataDBus
import StrataSystem
import StrataTestSupport
import XCTest

/// Apps drive their connection from the main queue, serviced by `RunLoop.main`:
/// D-Bus replies, `DispatchQueue.main`, `Timer` and `@MainActor` tasks all run there.
final class MainQueueTests: XCTestCase {
    func testRunLoopTurnsDeliverRepliesTimersAndMainQueueWork() throws {
        let bus = try PrivateBus()
        // The service lives on its own thread with its own loop; the app side is main.
        let address = bus.address
        let ready = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var serviceName: String?
        nonisolated(unsafe) var serviceLoop: EventLoop?
        let thread = Thread {
            do {
                let loop = try EventLoop()
                let service = try DBusConnection.bus(address: address)
                service.attach(to: loop)
                try service.export(TestInterface.makeObject(path: "/org/strata/Test1", state: TestInterface.State()))
                serviceName = service.uniqueName
                serviceLoop = loop
                ready.signal()
                try loop.run()
                withExtendedLifetime(service) {}
            } catch {
                ready.signal()
            }
        }
        thread.start()
        XCTAssertEqual(ready.wait(timeout: .now() + 10), .success)
        defer { serviceLoop?.stop() }
        let destination = try XCTUnwrap(serviceName)

        let app = try DBusConnection.bus(address: address)
        app.attachToMainQueue()
        // Everything below runs on the main thread; the closures' types just cannot say so.
        nonisolated(unsafe) var reply: Int32?
        nonisolated(unsafe) var timerFired = false
        nonisolated(unsafe) var mainQueueRan = false
        nonisolated(unsafe) var taskRan = false
        let call = DBusMessage.methodCall(destination: destination, path: "/org/strata/Test1",
                                          interface: TestInterface.name, member: "Add")
        try call.append(Int32(19), Int32(23))
        app.call(call, timeout: 5) { reply = try? $0.get().decode(Int32.self) }
        let timer = Timer(timeInterval: 0.01, repeats: false) { _ in timerFired = true }
        RunLoop.main.add(timer, forMode: .default)
        DispatchQueue.main.async { mainQueueRan = true }
        Task { @MainActor in taskRan = true }

        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline && !(reply != nil && timerFired && mainQueueRan && taskRan) {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(reply, 42)
        XCTAssertTrue(timerFired)
        XCTAssertTrue(mainQueueRan)
        XCTAssertTrue(taskRan)

        // Signals arrive through the main queue too.
        var ticks = 0
        try app.subscribe(DBusMatchRule(interface: "org.strata.Tick1")) { _ in ticks += 1 }
        let emitter = try DBusConnection.bus(address: address)
        try emitter.emitSignal(path: "/t", interface: "org.strata.Tick1", member: "Tick", UInt32(1))
        emitter.flush()
        let until = Date().addingTimeInterval(10)
        while Date() < until && ticks == 0 { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
        XCTAssertEqual(ticks, 1)
    }
}
