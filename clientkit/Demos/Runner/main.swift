// strata-demo: the demo `make demo` runs. It starts a private D-Bus bus and the
// compositor (headless), launches seven ClientKit apps as separate processes (and an
// eighth, the table and grid, and a ninth, the animations, near the end), drives
// a scripted session of taps, drags and key presses through the daemon's Input1
// interface, and writes screenshots (PNG) and what each app received (logs).
// Usage: strata-demo [OUTPUT-FOLDER [BACKEND]]   (default: out/demo, headless)
// With BACKEND x11 (a window on $DISPLAY) or vnc (a VNC server on 127.0.0.1:5900) the
// session runs live and the apps keep running until Ctrl-C, for a person to play with.
import Foundation
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataSystem

func say(_ text: String) { FileHandle.standardOutput.write(Data("\(text)\n".utf8)) }
func fail(_ text: String) -> Never {
    FileHandle.standardError.write(Data("strata-demo: \(text)\n".utf8))
    exit(1)
}

let output = URL(fileURLWithPath: CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "out/demo")
let logs = output.appendingPathComponent("logs")
let binPath = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
let screen = (width: 1280, height: 800)
let backend = CommandLine.arguments.count > 2 && !CommandLine.arguments[2].isEmpty ? CommandLine.arguments[2] : "headless"
guard ["headless", "x11", "vnc"].contains(backend) else { fail("unknown backend '\(backend)': use headless, x11 or vnc") }
if backend == "x11" && (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty {
    fail("BACKEND=x11 needs an X display, and the DISPLAY environment variable is not set (try Xephyr :1 and DISPLAY=:1)")
}
// Live sessions end with Ctrl-C: take SIGINT and SIGTERM before any thread starts.
var stopSignals = sigset_t()
sigemptyset(&stopSignals)
sigaddset(&stopSignals, SIGINT)
sigaddset(&stopSignals, SIGTERM)
if backend != "headless" { pthread_sigmask(SIG_BLOCK, &stopSignals, nil) }

do {
    try? FileManager.default.removeItem(at: output)
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    let bus = try DBusDaemonProcess()
    var environment = ProcessInfo.processInfo.environment
    environment[StrataProtocol.busAddressEnvironmentVariable] = bus.address
    environment.removeValue(forKey: "DBUS_SESSION_BUS_ADDRESS")

    func launch(_ name: String, _ arguments: [String] = []) throws -> ChildProcess {
        let log = try OwnedFileDescriptor.open(logs.appendingPathComponent("\(name).log").path, flags: O_WRONLY | O_CREAT | O_TRUNC)
        return try ChildProcess(executable: binPath + "/" + name, arguments: arguments, environment: environment,
                                stdout: log.rawValue, stderr: log.rawValue)
    }

    say("private bus: \(bus.address)")
    let daemon = try launch("stratad", ["--size", "\(screen.width)x\(screen.height)", "--background", "202428",
                                        "--backend", backend])
    let session = try Session(address: bus.address)
    guard session.waitFor(timeout: 20, { (try? session.bus.nameHasOwner(StrataProtocol.busName)) == true }) else {
        fail("stratad did not start; see \(logs.path)/stratad.log")
    }
    say("stratad running (pid \(daemon.pid)), screen \(screen.width)x\(screen.height), backend \(backend)")
    switch backend {
    case "x11": say("watch it in the X window titled Strata on DISPLAY=\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "")")
    case "vnc": say("watch it with a VNC viewer on 127.0.0.1:5900 (e.g. gvncviewer 127.0.0.1::5900, vncviewer 127.0.0.1::5900, Remmina)")
    default: break
    }

    var apps: [String: ChildProcess] = [:]
    for app in ["demo-panel", "demo-list", "demo-form", "demo-tiles", "demo-settings", "demo-controls", "demo-painter"] {
        apps[app] = try launch(app)
        guard session.waitFor(timeout: 20, { session.visibleWindowCount() >= apps.count }) else {
            fail("\(app) showed no window; see \(logs.path)/\(app).log")
        }
    }
    say("\(apps.count) apps running, each in its own process, sharing one screen")
    session.settle(0.5)
    try session.screenshot(output.appendingPathComponent("1-apps-started.png"))

    // The painter is key: draw a blue wave, switch to red with a key press, draw again.
    try session.drag(from: (80, 200), to: (420, 260), steps: 24, wave: 30)
    try session.keys("r")
    try session.drag(from: (90, 330), to: (440, 300), steps: 24, wave: -25)
    session.settle(0.3)
    try session.screenshot(output.appendingPathComponent("2-painted.png"))

    // A tap where the painter overlaps the tiles window goes to the painter (on top).
    // Then tap the tiles: the tiles window becomes key and rises above the painter,
    // and each hit tile comes to the front of its board.
    try session.tap(410, 280)   // painter, above the orange tile
    try session.tap(500, 330)   // teal tile
    try session.tap(620, 460)   // violet tile
    session.settle(0.3)
    try session.screenshot(output.appendingPathComponent("3-tiles-tapped.png"))

    // Back to the painter: a drag that starts on the canvas and leaves its window keeps
    // going to the canvas; keys go to the key window's first responder again.
    try session.tap(100, 120)
    try session.keys("g")
    try session.drag(from: (300, 150), to: (700, 120), steps: 20, wave: 0)
    try session.keys("x")         // not handled by the canvas: travels to the app delegate
    try session.tap(640, 20)      // the status-bar panel, always on top
    session.settle(0.5)
    try session.screenshot(output.appendingPathComponent("4-painter-again.png"))

    // The form: tap the name field (its window becomes key), type, Return moves to the
    // next field, type, Return greets; then the button greets too.
    try session.tap(900, 138)
    try session.keys("Ada\n")
    try session.keys("London\n")
    try session.tap(880, 234)     // the Greet button
    session.settle(0.3)
    try session.screenshot(output.appendingPathComponent("5-form-filled.png"))

    // The form is laid out with Auto Layout: "Wider" resizes its window (growing to the
    // left) and its stack views re-lay out to the new width.
    try session.tap(1210, 234)
    session.settle(0.3)
    try session.screenshot(output.appendingPathComponent("5b-form-wider.png"))

    // The settings app (bottom left): a tab bar controller whose first tab is a
    // navigation stack of table views. A row pushes a screen, the back button pops it,
    // the Favorites tab switches, the Colours tab shows a collection-view grid, and a pushed screen's button presents an alert whose Reset action
    // runs after the alert is dismissed (its window's coordinates, plus its origin).
    let settings = (x: 20.0, y: 410.0)
    try session.tap(settings.x + 170, settings.y + 86)     // the "General" row: pushed
    session.settle(0.3)
    try session.screenshot(output.appendingPathComponent("6-settings-pushed.png"))
    try session.tap(settings.x + 30, settings.y + 22)      // the back button: popped
    try session.tap(settings.x + 170, settings.y + 355)    // the Favorites tab
    try session.tap(settings.x + 283, settings.y + 355)    // the Colours tab: a grid
    try session.tap(settings.x + 44, settings.y + 44)      // its first swatch: selected
    try session.tap(settings.x + 57, settings.y + 355)     // back to the Settings tab
    try session.tap(settings.x + 170, settings.y + 86)     // General again
    try session.tap(settings.x + 170, settings.y + 138)    // "Reset General…": an alert
    session.settle(0.3)
    try session.screenshot(output.appendingPathComponent("7-settings-alert.png"))
    try session.tap(settings.x + 237, settings.y + 238)    // its Reset button

    // The controls (bottom middle, at 390,540): Bluetooth on (its spinner turns), the
    // brightness slider dragged by its thumb from 0.5 to 0.75 (the progress bar follows),
    // "Dark", one more copy, then a pinch that doubles the pad's square.
    let controls = (x: 390.0, y: 540.0)
    try session.tap(controls.x + 192, controls.y + 79)
    try session.drag(from: (controls.x + 120, controls.y + 125), to: (controls.x + 162, controls.y + 125), steps: 10, wave: 0)
    try session.tap(controls.x + 120, controls.y + 171)
    try session.tap(controls.x + 195, controls.y + 217)
    try session.pinch(at: (controls.x + 325, controls.y + 77), from: 40, to: 80)
    session.settle(0.3)
    try session.screenshot(output.appendingPathComponent("7b-controls.png"))

    // The list: a quick upward drag scrolls 100,000 pixels of rows, which keep
    // decelerating after the finger lifts; rows are reused views.
    try session.drag(from: (1020, 740), to: (1020, 420), steps: 40, wave: 0)
    session.settle(3.5)
    try session.screenshot(output.appendingPathComponent("8-list-flicked.png"))

    // The table and grid (UITableView, UICollectionView), launched now at (20, 410) on
    // top of the settings app and the lower windows: a tap on the General row (section
    // 1, row 0, 248 points down the window) selects it in gray; a tap on the seventh
    // colour tile rings it; then drags scroll the table and the grid.
    apps["demo-table"] = try launch("demo-table")
    guard session.waitFor(timeout: 20, { session.visibleWindowCount() >= apps.count }) else {
        fail("demo-table showed no window; see \(logs.path)/demo-table.log")
    }
    session.settle(0.5)
    try session.tap(120, 658)
    try session.tap(536, 556)
    session.settle(0.3)
    try session.screenshot(output.appendingPathComponent("9-table-row-selected.png"))
    try session.drag(from: (200, 760), to: (200, 470), steps: 30, wave: 0)
    try session.drag(from: (600, 760), to: (600, 560), steps: 30, wave: 0)
    session.settle(3)
    try session.screenshot(output.appendingPathComponent("10-final.png"))

    // Animations (demo-motion, launched at 440,60 on top): a tap slides its blue panel in
    // over 2 s while its green badge fades (UIView.animate) and its caption
    // cross-dissolves (UIView.transition). Two screenshots one after the other catch the
    // panel at two places on its way; the third shows where it ends.
    apps["demo-motion"] = try launch("demo-motion")
    guard session.waitFor(timeout: 20, { session.visibleWindowCount() >= apps.count }) else {
        fail("demo-motion showed no window; see \(logs.path)/demo-motion.log")
    }
    session.settle(0.5)
    try session.tap(480, 240)
    session.settle(0.4)
    try session.screenshot(output.appendingPathComponent("11-motion-sliding-a.png"))
    session.settle(0.4)
    try session.screenshot(output.appendingPathComponent("11-motion-sliding-b.png"))
    session.settle(2)
    try session.screenshot(output.appendingPathComponent("12-motion-done.png"))

    if backend != "headless" {
        say("live: the apps keep running; click and type in them. Ctrl-C stops the demo.")
        var timeout = timespec(tv_sec: 0, tv_nsec: 200_000_000)
        while daemon.isRunning && sigtimedwait(&stopSignals, nil, &timeout) < 0 {}
        say(daemon.isRunning ? "stopping" : "stratad stopped (the display was closed)")
    }
    let windows = (try? session.windowsText()) ?? ""
    for (_, process) in apps { process.terminate() }
    daemon.terminate()
    say("")
    say("windows at the end (top first):")
    say(windows)
    say("what each app received:")
    for app in ["demo-painter", "demo-tiles", "demo-form", "demo-settings", "demo-controls", "demo-list", "demo-table",
                "demo-panel", "demo-motion"] {
        let text = (try? String(contentsOf: logs.appendingPathComponent("\(app).log"), encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").filter { !$0.contains("draw ") }
        say("  \(app): \(lines.count) lines, e.g.")
        for line in lines.prefix(6) { say("    \(line)") }
    }
    say("")
    say("screenshots: \(output.path)/1-apps-started.png … 12-motion-done.png")
    say("logs:        \(logs.path)/")
} catch {
    fail("\(error)")
}
