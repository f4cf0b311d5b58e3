import StrataDBus
import StrataProtocol
import StrataTestSupport

/// The scene the X11 and VNC backend tests draw and read back: on a `--background
/// 202428` daemon, an opaque blue window under a half-transparent red one.
enum BackendTestScene {
    static let background: UInt32 = 0xFF20_2428
    static let blue: UInt32 = 0xFF00_00FF
    static let halfRed: UInt32 = 0x8080_0000 // premultiplied: red at 50 %

    /// Two clients present the two windows; returns them, their windows and the expected scene.
    static func present(on fixture: DaemonFixture) throws
        -> (TestClient, DBusObjectPath, TestClient, DBusObjectPath, ExpectedScene) {
        let lower = try fixture.connect(), upper = try fixture.connect()
        let (lowerWindow, _, _) = try lower.presentWindow(WindowGeometry(x: 10, y: 10, width: 100, height: 80), color: blue)
        let (upperWindow, _, _) = try upper.presentWindow(WindowGeometry(x: 60, y: 40, width: 100, height: 80), color: halfRed)
        var scene = ExpectedScene()
        scene.background = background
        scene.add(10, 10, 100, 80, blue)
        scene.add(60, 40, 100, 80, halfRed)
        return (lower, lowerWindow, upper, upperWindow, scene)
    }
}
