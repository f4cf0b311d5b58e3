import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataShm
import StrataTestSupport
import XCTest

/// Reference-image tests of what the compositor paints when the scene changes: hiding,
/// showing, moving, alpha, pixel formats, buffers that do not match their window, and
/// damage. References are computed from the scene (``ExpectedScene``), never recorded.
final class RenderingTests: XCTestCase {
    private static let blue: UInt32 = 0xFF00_00FF
    private static let green: UInt32 = 0xFF00_C000
    private static let grey: UInt32 = 0xFF80_8080
    private static let yellow: UInt32 = 0xFFFF_FF00
    /// 50% red and 25% green, premultiplied.
    private static let halfRed: UInt32 = 0x8080_0000
    private static let quarterGreen: UInt32 = 0x4000_4000

    /// Writes `word` to every pixel of the buffer's memory, bypassing pixman (so an
    /// `x8r8g8b8` buffer keeps whatever "alpha" byte we put there).
    private func fillRaw(_ buffer: SharedBuffer, _ word: (Int, Int) -> UInt32) {
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                buffer.bytes.storeBytes(of: word(x, y).littleEndian, toByteOffset: y * buffer.stride + x * 4, as: UInt32.self)
            }
        }
    }

    /// Red, green and blue within `tolerance` of `expected` (alpha ignored).
    private func assertColor(_ actual: UInt32, _ expected: UInt32, tolerance: Int = 2, _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        for shift: UInt32 in [0, 8, 16] {
            let a = Int((actual >> shift) & 0xFF), e = Int((expected >> shift) & 0xFF)
            XCTAssertLessThanOrEqual(abs(a - e), tolerance, String(format: "%@: 0x%06X, expected 0x%06X", what,
                                                                   actual & 0xFF_FFFF, expected & 0xFF_FFFF),
                                     file: file, line: line)
        }
    }

    private func full(_ width: Int, _ height: Int) -> [WindowGeometry] {
        [WindowGeometry(x: 0, y: 0, width: Int32(width), height: Int32(height))]
    }

    // MARK: Hide, show, move

    func testHidingRevealsWhatIsBelowAndShowingRestoresIt() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let (bottom, _, _) = try client.presentWindow(WindowGeometry(x: 10, y: 10, width: 80, height: 60), color: Self.blue, opaque: true)
        let (top, _, _) = try client.presentWindow(WindowGeometry(x: 50, y: 40, width: 80, height: 60), color: Self.green, opaque: true)
        var both = ExpectedScene()
        both.add(10, 10, 80, 60, Self.blue)
        both.add(50, 40, 80, 60, Self.green)
        assertImage(try client.screenshot(), matches: both.pixel, "hide-show-initial")

        try client.window(top, "Hide")
        var onlyBottom = ExpectedScene()
        onlyBottom.add(10, 10, 80, 60, Self.blue)
        assertImage(try client.screenshot(), matches: onlyBottom.pixel, "hide-top")

        try client.window(top, "Show")
        assertImage(try client.screenshot(), matches: both.pixel, "show-top-again")

        // Hiding the bottom one shows the background under it, the top one untouched.
        try client.window(bottom, "Hide")
        var onlyTop = ExpectedScene()
        onlyTop.add(50, 40, 80, 60, Self.green)
        assertImage(try client.screenshot(), matches: onlyTop.pixel, "hide-bottom")

        // Showing raises: the former bottom window comes back on top.
        try client.window(bottom, "Show")
        var raised = ExpectedScene()
        raised.add(50, 40, 80, 60, Self.green)
        raised.add(10, 10, 80, 60, Self.blue)
        assertImage(try client.screenshot(), matches: raised.pixel, "show-bottom-raises")
    }

    func testHidingATranslucentWindowRemovesItsBlend() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 100, height: 120), color: Self.blue, opaque: true)
        let (glass, _, _) = try client.presentWindow(WindowGeometry(x: 60, y: 30, width: 80, height: 60), color: Self.halfRed)
        var scene = ExpectedScene()
        scene.add(0, 0, 100, 120, Self.blue)
        scene.add(60, 30, 80, 60, Self.halfRed)
        assertImage(try client.screenshot(), matches: scene.pixel, "glass-shown")
        try client.window(glass, "Hide")
        var hidden = ExpectedScene()
        hidden.add(0, 0, 100, 120, Self.blue)
        assertImage(try client.screenshot(), matches: hidden.pixel, "glass-hidden")
        // Showing it twice must not blend it twice.
        try client.window(glass, "Show")
        try client.window(glass, "Show")
        assertImage(try client.screenshot(), matches: scene.pixel, "glass-shown-again")
    }

    func testSetGeometryMovesTheWindowAndRepaintsItsOldPlace() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 120, height: 120), color: Self.grey, opaque: true)
        let (mover, _, _) = try client.presentWindow(WindowGeometry(x: 10, y: 10, width: 40, height: 30), color: Self.blue, opaque: true)

        try client.window(mover, "SetGeometry") { try $0.append(Int32(100), Int32(70), Int32(40), Int32(30)) }
        XCTAssertEqual(try client.property(mover, StrataProtocol.Interface.window, "Geometry", as: WindowGeometry.self),
                       WindowGeometry(x: 100, y: 70, width: 40, height: 30))
        var moved = ExpectedScene()
        moved.add(0, 0, 120, 120, Self.grey)
        moved.add(100, 70, 40, 30, Self.blue)
        assertImage(try client.screenshot(), matches: moved.pixel, "moved")

        // Overlapping its old place, and partly off screen (top-left).
        try client.window(mover, "SetGeometry") { try $0.append(Int32(-15), Int32(-10), Int32(40), Int32(30)) }
        var offScreen = ExpectedScene()
        offScreen.add(0, 0, 120, 120, Self.grey)
        offScreen.add(-15, -10, 40, 30, Self.blue)
        assertImage(try client.screenshot(), matches: offScreen.pixel, "moved-off-screen")
    }

    func testMovingATranslucentWindowOverAnOpaqueOne() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        try client.presentWindow(WindowGeometry(x: 20, y: 20, width: 60, height: 60), color: Self.blue, opaque: true)
        let (glass, _, _) = try client.presentWindow(WindowGeometry(x: 90, y: 60, width: 50, height: 40), color: Self.halfRed)
        var before = ExpectedScene()
        before.add(20, 20, 60, 60, Self.blue)
        before.add(90, 60, 50, 40, Self.halfRed)
        assertImage(try client.screenshot(), matches: before.pixel, "glass-before-move")

        try client.window(glass, "SetGeometry") { try $0.append(Int32(50), Int32(40), Int32(50), Int32(40)) }
        var after = ExpectedScene()
        after.add(20, 20, 60, 60, Self.blue)
        after.add(50, 40, 50, 40, Self.halfRed)
        assertImage(try client.screenshot(), matches: after.pixel, "glass-after-move")
    }

    // MARK: Alpha and formats

    func testTranslucentWindowsBlendOverOpaqueOnesAndTheBackgroundInStackOrder() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 80, height: 120), color: Self.blue, opaque: true)
        try client.presentWindow(WindowGeometry(x: 40, y: 10, width: 80, height: 60), color: Self.halfRed)
        try client.presentWindow(WindowGeometry(x: 60, y: 40, width: 90, height: 70), color: Self.quarterGreen)
        var scene = ExpectedScene()
        scene.add(0, 0, 80, 120, Self.blue)
        scene.add(40, 10, 80, 60, Self.halfRed)
        scene.add(60, 40, 90, 70, Self.quarterGreen)
        let image = try client.screenshot()
        assertImage(image, matches: scene.pixel, "alpha-stack")
        // Spot checks from the formula s + d × (255 − sa) / 255, as a second opinion:
        // red 50% over blue, over the background, then green 25% over both.
        assertColor(image.pixel(x: 50, y: 20), 0x80_007F, "red 50% over blue")
        // The background is black: 0x80 + 0 = 0x80; green: 0x80 × 191 / 255 ≈ 0x60 red, 0x40 green.
        assertColor(image.pixel(x: 100, y: 20), 0x80_0000, "red 50% over the (black) background")
        assertColor(image.pixel(x: 100, y: 60), 0x60_4000, "green 25% over red 50% over the background")
    }

    func testX8R8G8B8BufferIgnoresItsAlphaByte() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 160, height: 60), color: 0xFFFF_FFFF, opaque: true)
        // Not declared opaque: the format alone must make it so.
        let geometry = WindowGeometry(x: 20, y: 30, width: 100, height: 60)
        let window = try client.createWindow(geometry)
        let (id, buffer) = try client.createBuffer(window, width: 100, height: 60, color: 0, format: .x8r8g8b8)
        // Left half: "alpha" 0x00; right half: 0x40. Both must show as solid colours.
        fillRaw(buffer) { x, _ in x < 50 ? 0x0080_2040 : 0x4010_A0C0 }
        try client.waitForFrame(window, serial: try client.commit(window, buffer: id, damage: full(100, 60)))
        var scene = ExpectedScene()
        scene.add(0, 0, 160, 60, 0xFFFF_FFFF)
        scene.add(20, 30, 50, 60, 0xFF80_2040)
        scene.add(70, 30, 50, 60, 0xFF10_A0C0)
        assertImage(try client.screenshot(), matches: scene.pixel, "x8r8g8b8")
    }

    // MARK: Buffers that do not match the window

    func testBufferSmallerThanTheWindowShowsWhatIsBelowInTheRest() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 90, height: 120), color: Self.blue, opaque: true)
        // Declared opaque, but its buffer covers only the top-left quarter of its geometry.
        let window = try client.createWindow(WindowGeometry(x: 40, y: 30, width: 100, height: 80), opaque: true)
        let (id, _) = try client.createBuffer(window, width: 50, height: 40, color: Self.yellow)
        try client.waitForFrame(window, serial: try client.commit(window, buffer: id, damage: full(100, 80)))
        var scene = ExpectedScene()
        scene.add(0, 0, 90, 120, Self.blue)
        scene.add(40, 30, 50, 40, Self.yellow)
        assertImage(try client.screenshot(), matches: scene.pixel, "buffer-smaller")
        // Input still goes by geometry: the uncovered part belongs to the window.
        let at = try client.root("WindowAt") { try $0.append(130.0, 100.0) }.decode(DBusObjectPath.self)
        XCTAssertEqual(at, window)
    }

    func testBufferLargerThanTheWindowIsClippedToItsGeometry() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let window = try client.createWindow(WindowGeometry(x: 30, y: 20, width: 40, height: 30))
        let (id, buffer) = try client.createBuffer(window, width: 120, height: 90, color: 0)
        // A distinct colour per quadrant-ish: inside the first 40x30 green, the rest yellow.
        fillRaw(buffer) { x, y in x < 40 && y < 30 ? Self.green : Self.yellow }
        try client.waitForFrame(window, serial: try client.commit(window, buffer: id, damage: full(120, 90)))
        var scene = ExpectedScene()
        scene.add(30, 20, 40, 30, Self.green)
        assertImage(try client.screenshot(), matches: scene.pixel, "buffer-larger")

        // Growing the window reveals more of the buffer.
        try client.window(window, "SetGeometry") { try $0.append(Int32(30), Int32(20), Int32(80), Int32(60)) }
        var grown = ExpectedScene()
        grown.add(30, 20, 80, 60, Self.yellow)
        grown.add(30, 20, 40, 30, Self.green)
        assertImage(try client.screenshot(), matches: grown.pixel, "buffer-larger-grown")

        // Shrinking it hides that part again (what was there is repainted from below).
        try client.window(window, "SetGeometry") { try $0.append(Int32(30), Int32(20), Int32(20), Int32(15)) }
        var shrunk = ExpectedScene()
        shrunk.add(30, 20, 20, 15, Self.green)
        assertImage(try client.screenshot(), matches: shrunk.pixel, "buffer-larger-shrunk")
    }

    /// A new buffer is the window's whole new contents: where it covers more than the
    /// old one (or than nothing, on the first commit), that area must be painted too,
    /// whatever the commit's damage says, or the screen would go on showing what was
    /// below while input already goes to the window.
    func testANewLargerBufferIsShownWhollyEvenWithSmallDamage() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let window = try client.createWindow(WindowGeometry(x: 20, y: 20, width: 100, height: 80))
        let (small, _) = try client.createBuffer(window, width: 50, height: 40, color: Self.blue)
        try client.waitForFrame(window, serial: try client.commit(window, buffer: small, damage: full(50, 40)))
        var first = ExpectedScene()
        first.add(20, 20, 50, 40, Self.blue)
        assertImage(try client.screenshot(), matches: first.pixel, "new-buffer-first")

        let (large, _) = try client.createBuffer(window, width: 100, height: 80, color: Self.green)
        let serial = try client.commit(window, buffer: large, damage: [WindowGeometry(x: 0, y: 0, width: 10, height: 10)])
        try client.waitForFrame(window, serial: serial)
        var second = ExpectedScene()
        second.add(20, 20, 100, 80, Self.green)
        assertImage(try client.screenshot(), matches: second.pixel, "new-buffer-larger-small-damage")
    }

    /// The same for a window's first buffer: the window appears whole.
    func testAFirstBufferIsShownWhollyEvenWithSmallDamage() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let window = try client.createWindow(WindowGeometry(x: 20, y: 20, width: 100, height: 80))
        let (id, _) = try client.createBuffer(window, width: 100, height: 80, color: Self.blue)
        // Let the daemon's first frame (the whole screen) pass, so it cannot cover for the commit.
        try fixture.settle(0.1)
        let serial = try client.commit(window, buffer: id, damage: [WindowGeometry(x: 0, y: 0, width: 10, height: 10)])
        try client.waitForFrame(window, serial: serial)
        var scene = ExpectedScene()
        scene.add(20, 20, 100, 80, Self.blue)
        assertImage(try client.screenshot(), matches: scene.pixel, "first-buffer-small-damage")
    }

    // MARK: Damage

    func testOnlyTheDamagedRectangleIsRepainted() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let geometry = WindowGeometry(x: 20, y: 20, width: 100, height: 80)
        let (window, id, buffer) = try client.presentWindow(geometry, color: Self.blue)
        try fixture.settle(0.1)

        // The whole buffer changes, but the commit says only 10x10 at (30, 20) did.
        fillRaw(buffer) { _, _ in Self.yellow }
        let serial = try client.commit(window, buffer: id, damage: [WindowGeometry(x: 30, y: 20, width: 10, height: 10)])
        try client.waitForFrame(window, serial: serial)
        // Read before any screenshot: a screenshot repaints, and would reset the counter.
        let composited = try client.frameStat("last_frame_composited_pixels")
        XCTAssertGreaterThan(composited, 0)
        XCTAssertLessThanOrEqual(composited, 2 * 10 * 10, "repainted more than the damage")

        var scene = ExpectedScene()
        scene.add(20, 20, 100, 80, Self.blue)
        scene.add(50, 40, 10, 10, Self.yellow)
        assertImage(try client.screenshot(), matches: scene.pixel, "damage-only")

        // Two rectangles, one partly outside the buffer (clipped to it).
        let serial2 = try client.commit(window, buffer: id, damage: [WindowGeometry(x: -5, y: -5, width: 10, height: 10),
                                                                      WindowGeometry(x: 95, y: 70, width: 20, height: 20)])
        try client.waitForFrame(window, serial: serial2)
        let composited2 = try client.frameStat("last_frame_composited_pixels")
        XCTAssertGreaterThan(composited2, 0)
        XCTAssertLessThanOrEqual(composited2, 2 * (5 * 5 + 5 * 10))
        scene.add(20, 20, 5, 5, Self.yellow)
        scene.add(115, 90, 5, 10, Self.yellow)
        assertImage(try client.screenshot(), matches: scene.pixel, "damage-two-rects-clipped")

        // Full damage finally shows the whole buffer.
        try client.waitForFrame(window, serial: try client.commit(window, buffer: id, damage: full(100, 80)))
        var all = ExpectedScene()
        all.add(20, 20, 100, 80, Self.yellow)
        assertImage(try client.screenshot(), matches: all.pixel, "damage-full")
    }

    /// Damage to a window below others is repainted in stack order: an opaque window
    /// above keeps covering it, a translucent one is blended again over its new pixels.
    func testDamageBelowOtherWindowsKeepsTheStackOrder() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        let (bottom, id, buffer) = try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 160, height: 120),
                                                            color: Self.blue, opaque: true)
        try client.presentWindow(WindowGeometry(x: 10, y: 10, width: 60, height: 50), color: Self.green, opaque: true)
        try client.presentWindow(WindowGeometry(x: 90, y: 60, width: 60, height: 50), color: Self.halfRed)
        try fixture.settle(0.1)

        fillRaw(buffer) { _, _ in Self.yellow }
        // Damage straddling both windows above, plus a strip fully under the opaque one.
        let serial = try client.commit(bottom, buffer: id, damage: [WindowGeometry(x: 0, y: 0, width: 160, height: 30),
                                                                    WindowGeometry(x: 80, y: 50, width: 80, height: 40),
                                                                    WindowGeometry(x: 20, y: 35, width: 30, height: 10)])
        try client.waitForFrame(bottom, serial: serial)
        var scene = ExpectedScene()
        scene.add(0, 0, 160, 120, Self.blue)
        scene.add(0, 0, 160, 30, Self.yellow)
        scene.add(80, 50, 80, 40, Self.yellow)
        scene.add(10, 10, 60, 50, Self.green)
        scene.add(90, 60, 60, 50, Self.halfRed)
        assertImage(try client.screenshot(), matches: scene.pixel, "damage-below")
    }

    func testDamageOfAnOpaqueWindowCostsOnlyTheRectangle() throws {
        let fixture = try DaemonFixture(width: 160, height: 120)
        let client = try fixture.connect()
        try client.presentWindow(WindowGeometry(x: 0, y: 0, width: 160, height: 120), color: Self.grey, opaque: true)
        let (window, id, buffer) = try client.presentWindow(WindowGeometry(x: 30, y: 30, width: 100, height: 60),
                                                            color: Self.blue, opaque: true)
        try fixture.settle(0.1)
        fillRaw(buffer) { _, _ in Self.green }
        let serial = try client.commit(window, buffer: id, damage: [WindowGeometry(x: 90, y: 50, width: 10, height: 10)])
        try client.waitForFrame(window, serial: serial)
        // The opaque window claims the rectangle: nothing below is painted there.
        XCTAssertEqual(try client.frameStat("last_frame_composited_pixels"), 100)
        var scene = ExpectedScene()
        scene.add(0, 0, 160, 120, Self.grey)
        scene.add(30, 30, 100, 60, Self.blue)
        scene.add(120, 80, 10, 10, Self.green)
        assertImage(try client.screenshot(), matches: scene.pixel, "damage-opaque")
    }
}
