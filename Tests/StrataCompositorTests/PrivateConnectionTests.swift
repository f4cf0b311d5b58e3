import Foundation
import StrataDBus
import StrataProtocol
import StrataTestSupport
import XCTest

/// What a private client hears: its own windows' changes, and nothing of others'.
final class PrivateConnectionTests: XCTestCase {
    private func windowOrders(_ client: TestClient) -> [[DBusObjectPath]] {
        client.propertyChanges.compactMap { path, interface, changed in
            guard path == StrataProtocol.rootPath, interface == StrataProtocol.Interface.compositor else { return nil }
            return try? changed["Windows"]?.decode(as: [DBusObjectPath].self)
        }
    }

    func testAnAppFollowsItsOwnWindowsStackingAndHearsNothingOfOthers() throws {
        let fixture = try DaemonFixture(width: 200, height: 100)
        let app = try fixture.connectPrivately()
        let other = try fixture.connectPrivately()
        let (first, _, _) = try app.presentWindow(WindowGeometry(x: 0, y: 0, width: 100, height: 100), color: 0xFF00_00FF)
        let (second, _, _) = try app.presentWindow(WindowGeometry(x: 50, y: 0, width: 100, height: 100), color: 0xFF00_FF00)
        XCTAssertEqual(try app.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                        as: [DBusObjectPath].self), [first, second])
        try fixture.settle(0.1)
        app.clearSignals()
        let before = app.propertyChanges.count
        // Another app's window comes and goes: this app hears nothing of it.
        let (theirs, _, _) = try other.presentWindow(WindowGeometry(x: 0, y: 0, width: 20, height: 20), color: 0xFFFF_0000)
        try other.window(theirs, "SetTitle") { try $0.append("elsewhere") }
        try other.window(theirs, "Destroy")
        try fixture.settle(0.2)
        XCTAssertEqual(app.propertyChanges.count, before, "\(app.propertyChanges.suffix(from: before).map { "\($0.0) \($0.2.keys)" })")
        // A click raises the first window: the app learns its new order.
        try other.input("NotifyTouchDown") { try $0.append(UInt32(0), 10.0, 50.0) }
        try other.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
        XCTAssertTrue(try fixture.run(until: { self.windowOrders(app).last == [second, first] }), "\(windowOrders(app))")
    }
}
