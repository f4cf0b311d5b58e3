import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataTestSupport
import XCTest

/// Reference-image tests of the composited screen: references are computed from the
/// scene's rectangles (premultiplied OVER), never recorded from the daemon.
final class StackingTests: XCTestCase {
    func testTwoOverlappingWindowsWithAlpha() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        try client.presentWindow(WindowGeometry(x: 10, y: 10, width: 80, height: 60), color: 0xFF00_00FF, opaque: true)
        try client.presentWindow(WindowGeometry(x: 50, y: 40, width: 80, height: 60), color: 0x8080_0000)
        var scene = ExpectedScene()
        scene.add(10, 10, 80, 60, 0xFF00_00FF)
        scene.add(50, 40, 80, 60, 0x8080_0000)
        assertImage(try client.screenshot(), matches: scene.pixel, "two-overlapping-windows")
    }

    func testLevelsOrderTheStackAndRaiseWithinALevel() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let (alert, _, _) = try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 60, height: 60), color: 0xFFFF_0000,
                                                     level: WindowLevelValue.alert, opaque: true)
        let (a, _, _) = try client.presentWindow(WindowGeometry(x: 20, y: 20, width: 60, height: 60), color: 0xFF00_FF00, opaque: true)
        let (b, _, _) = try client.presentWindow(WindowGeometry(x: 40, y: 40, width: 60, height: 60), color: 0xFF00_00FF, opaque: true)
        // The alert window stays on top although it was shown first; b is above a.
        var scene = ExpectedScene()
        scene.add(20, 20, 60, 60, 0xFF00_FF00)
        scene.add(40, 40, 60, 60, 0xFF00_00FF)
        scene.add(0, 0, 60, 60, 0xFFFF_0000)
        assertImage(try client.screenshot(), matches: scene.pixel, "levels")
        let windows = try client.property(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Windows",
                                          as: [DBusObjectPath].self)
        XCTAssertEqual(windows, [a, b, alert])

        // Raise a: now above b, still below the alert.
        try client.window(a, "Raise")
        var raised = ExpectedScene()
        raised.add(40, 40, 60, 60, 0xFF00_00FF)
        raised.add(20, 20, 60, 60, 0xFF00_FF00)
        raised.add(0, 0, 60, 60, 0xFFFF_0000)
        assertImage(try client.screenshot(), matches: raised.pixel, "raise")

        // b moves up to the alert level: on top of the alert window shown before.
        try client.window(b, "SetLevel") { try $0.append(WindowLevelValue.alert) }
        XCTAssertEqual(try client.property(b, StrataProtocol.Interface.window, "Level", as: Int32.self), WindowLevelValue.alert)
        var relevelled = ExpectedScene()
        relevelled.add(20, 20, 60, 60, 0xFF00_FF00)
        relevelled.add(0, 0, 60, 60, 0xFFFF_0000)
        relevelled.add(40, 40, 60, 60, 0xFF00_00FF)
        assertImage(try client.screenshot(), matches: relevelled.pixel, "set-level")
    }
}
