import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem

/// An app under test, on a display of its own: `launch()` starts a private
/// `dbus-daemon`, a headless `stratad` on it and then the app, and returns once the app
/// shows a window with a frame drawn; queries (`app.buttons["Sign In"]`) read the app's
/// view tree through `org.strata.App1`, and actions (`tap()`, `typeText(_:)`) go through
/// `org.strata.Input1`, the path a person's touches and keys take.
///
/// ```swift
/// let app = StrataApplication(executable: "demo-form")
/// try app.launch()
/// try app.textFields["name"].typeText("Ada")
/// try app.buttons["Greet"].tap()
/// XCTAssertEqual(try app.staticTexts["greeting"].label, "Hello, Ada …")
/// ```
///
/// `stratad`, and an executable given by bare name, are looked for in the folders
/// ``ExecutableSearch`` lists: `STRATA_BIN_PATH`, beside the running test bundle, then
/// `PATH`.
///
/// Differences from XCUITest's `XCUIApplication`: the app is an executable, not a bundle
/// identifier, and runs on its own private display (several apps can be under test at
/// once, each with its own); it is not an ``XCUIElement`` itself (its windows are
/// `app.windows`); states are only `notRunning` and `runningForeground`; failures throw
/// ``StrataUITestingError`` instead of being recorded in the test. Not thread-safe: use
/// an application and its elements from one thread (XCTest's); the processes `launch()`
/// starts end when that thread ends, so none outlives a crashed test run.
public final class StrataApplication: XCUIElementTypeQueryProvider, CustomStringConvertible {
    /// The app's executable: a path, or a bare name looked for like `stratad`.
    public let executable: String
    /// Arguments given to the app at launch (XCUITest's `launchArguments`).
    public var launchArguments: [String]
    /// Variables added to this process's environment for the app (`launchEnvironment`).
    public var launchEnvironment: [String: String]
    /// The private display's size in points (pixels): 1280×800 unless set before `launch()`.
    public var screenSize: CGSize = CGSize(width: 1280, height: 800)
    /// More `stratad` arguments, e.g. `["--backend", "vnc"]` to watch a test live with a
    /// VNC viewer (the default backend is headless: nothing is shown anywhere).
    public var daemonArguments: [String] = []
    /// How long `launch()` waits for the daemon, and then for the app's first frame (seconds).
    public var launchTimeout: TimeInterval = 20

    /// Whether the app is running (XCUITest's `XCUIApplication.State`, two of its cases).
    public enum State: Sendable {
        case notRunning
        case runningForeground
    }

    private var display: PrivateDisplay?
    private var process: ChildProcess?
    /// The last launch's folder (the app's output, the daemon's log), kept after
    /// `terminate()` so a failing test can still show them; removed at the next launch.
    private var folder: URL?

    /// - Parameters:
    ///   - executable: the app's path, or a bare name (`"demo-form"`) looked for in
    ///     ``ExecutableSearch/folders`` at launch.
    ///   - arguments: its command-line arguments.
    ///   - environment: variables added to this process's environment for it.
    public init(executable: String, arguments: [String] = [], environment: [String: String] = [:]) {
        self.executable = executable
        launchArguments = arguments
        launchEnvironment = environment
    }

    /// The same with the executable's file URL.
    public convenience init(executable: URL, arguments: [String] = [], environment: [String: String] = [:]) {
        self.init(executable: executable.path, arguments: arguments, environment: environment)
    }

    deinit {
        terminate()
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }

    // MARK: Launching

    /// Starts a private bus, `stratad` and the app, and waits (at most ``launchTimeout``)
    /// until the app shows a window with a frame drawn in it and answers for its view tree.
    /// An app already running is terminated first, as in XCUITest.
    public func launch() throws(StrataUITestingError) {
        terminate()
        if let folder { try? FileManager.default.removeItem(at: folder) }
        folder = nil
        let stratad = try ExecutableSearch.locate("stratad")
        let app = try ExecutableSearch.locate(executable)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("strata-uitest-\(getpid())-\(UUID().uuidString.prefix(8))")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .daemonFailed(detail: "cannot create \(folder.path): \(error)")
        }
        self.folder = folder
        let display = try PrivateDisplay(folder: folder, stratad: stratad, width: Int(screenSize.width),
                                         height: Int(screenSize.height), daemonArguments: daemonArguments,
                                         timeout: launchTimeout)
        var environment = ProcessInfo.processInfo.environment
        environment[StrataProtocol.busAddressEnvironmentVariable] = display.bus.address
        environment.merge(launchEnvironment) { _, new in new }
        do {
            process = try PrivateDisplay.spawn(app, launchArguments, environment: environment,
                                               stdout: display.folder.appendingPathComponent("app.stdout"),
                                               stderr: display.folder.appendingPathComponent("app.stderr"))
        } catch {
            throw .appExited(termination: "could not start \(app): \(error)", standardError: "")
        }
        self.display = display
        let deadline = Date().addingTimeInterval(launchTimeout)
        while true {
            try checkRunning()
            if try showsAWindow(display) { return }
            guard Date() < deadline else {
                let stderr = standardError
                terminate()
                throw .launchTimedOut(timeout: launchTimeout, standardError: stderr)
            }
            usleep(20_000)
        }
    }

    /// Whether a window is visible with a buffer, and its app answers `GetTree`.
    private func showsAWindow(_ display: PrivateDisplay) throws(StrataUITestingError) -> Bool {
        let windows = try display.scene()["windows"] as? [[String: Any]] ?? []
        for window in windows where window["visible"] as? Bool == true && window["buffer"] is [String: Any] {
            guard let path = (window["path"] as? String).flatMap(DBusObjectPath.init) else { continue }
            if (try? display.rawCall(path, StrataProtocol.Interface.app, "GetTree", { try $0.append([String: DBusVariant]()) })) != nil {
                return true
            }
        }
        return false
    }

    /// Stops the app (SIGTERM, then SIGKILL after 2 s), its daemon and its bus. Safe to
    /// call when nothing runs.
    public func terminate() {
        process?.terminate(grace: 2)
        process = nil
        display = nil
    }

    /// `runningForeground` from `launch()` until the app ends or `terminate()`.
    public var state: State {
        guard let process, process.isRunning else { return .notRunning }
        return .runningForeground
    }

    /// Waits until the app is in `state` (e.g. `.notRunning` after it closes itself);
    /// false when `timeout` seconds pass first.
    public func wait(for state: State, timeout: TimeInterval) -> Bool {
        poll(timeout: timeout) { self.state == state }
    }

    /// The app's process id while it runs. Not in XCUITest.
    public var processIdentifier: Int32? { state == .runningForeground ? process?.pid : nil }

    /// The private bus's address while the app runs, for `strata --bus ADDRESS` (`strata
    /// tree`, `strata screenshot`) while debugging a test. Not in XCUITest.
    public var busAddress: String? { display?.bus.address }

    /// What the app has printed on standard output since the last launch (still there
    /// after it ended or was terminated; "" before any launch). Not in XCUITest.
    public var standardOutput: String { read("app.stdout") }
    /// What the app has printed on standard error since the last launch. Not in XCUITest.
    public var standardError: String { read("app.stderr") }
    /// What the private `stratad` has logged since the last launch. Not in XCUITest.
    public var daemonLog: String { read("stratad.log") }

    private func read(_ name: String) -> String {
        folder.map { PrivateDisplay.read($0.appendingPathComponent(name)) } ?? ""
    }

    public var description: String { "app '\(executable)'" }

    // MARK: What tests use

    /// The display, if the app still runs; else why not.
    func runningDisplay() throws(StrataUITestingError) -> PrivateDisplay {
        try checkRunning()
        return display!
    }

    private func checkRunning() throws(StrataUITestingError) {
        guard let process, display != nil else { throw .notRunning }
        if let ended = process.poll() {
            throw .appExited(termination: describe(ended), standardError: standardError)
        }
    }

    /// The app's view tree now: every window that serves one, top first.
    func tree() throws(StrataUITestingError) -> ElementTree {
        let display = try runningDisplay()
        var windows: [ElementNode] = []
        for path in try display.windowsTopFirst() {
            let reply: DBusMessage
            do {
                reply = try display.rawCall(path, StrataProtocol.Interface.app, "GetTree") { try $0.append([String: DBusVariant]()) }
            } catch {
                // A window that is not a ClientKit app's, or that went away meanwhile.
                if [DBusError.Name.unknownObject, DBusError.Name.unknownMethod, StrataError.noSuchWindow].contains(error.name) { continue }
                try checkRunning()
                throw .callFailed(member: "GetTree", error: error.description)
            }
            let text: String
            do { text = try reply.decode(String.self) } catch { throw .badTree(detail: "\(error)") }
            guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw .badTree(detail: "not a JSON object: \(text.prefix(200))")
            }
            for root in object["windows"] as? [[String: Any]] ?? [] {
                windows.append(try ElementNode(root, window: path.rawValue, parent: nil))
            }
        }
        return ElementTree(windows: windows)
    }

    /// The root query: every element of every window.
    var root: XCUIElementQuery {
        XCUIElementQuery(app: self, description: "app") { tree in tree.all }
    }

    /// Every element in the app's windows of the given type (`.any`: all of them), windows
    /// included, in tree order, top window first.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        root.filtered(type, description: "app.\(XCUIElementQuery.name(of: type))") { tree in tree.all }
    }

    /// The app's windows, top first.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(app: self, description: "app.children(matching: .\(type.rawValue))") { tree in
            tree.windows.filter { !$0.isHidden && (type == .any || $0.elementType == type) }
        }
    }

    // MARK: Screenshots

    /// The whole screen as PNG data. XCUITest returns an `XCUIScreenshot`; this is its
    /// `pngRepresentation`.
    public func screenshot() throws(StrataUITestingError) -> Data {
        try Screenshot.png(of: runningDisplay(), area: nil)
    }

    // MARK: Input

    /// Touches the screen at `point` (screen points), holds it `duration` seconds, lifts it.
    func touch(at point: CGPoint, for duration: TimeInterval = 0) throws(StrataUITestingError) {
        let display = try runningDisplay()
        try display.input("NotifyTouchDown") { try $0.append(UInt32(0), Double(point.x), Double(point.y)) }
        if duration > 0 { usleep(UInt32(min(duration, 3600) * 1_000_000)) }
        try display.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
    }

    /// Moves the pointer to `point` (screen points) and presses and releases `button`
    /// (an evdev `BTN_*` code).
    func click(at point: CGPoint, button: UInt32) throws(StrataUITestingError) {
        let display = try runningDisplay()
        try display.input("NotifyPointerMotionAbsolute") { try $0.append(Double(point.x), Double(point.y)) }
        try display.input("NotifyPointerButton") { try $0.append(button, true) }
        try display.input("NotifyPointerButton") { try $0.append(button, false) }
    }

    /// A touch from `start` to `end` in `steps` motions over about `duration` seconds.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 12, duration: TimeInterval = 0.12) throws(StrataUITestingError) {
        let display = try runningDisplay()
        try display.input("NotifyTouchDown") { try $0.append(UInt32(0), Double(start.x), Double(start.y)) }
        for i in 1...steps {
            usleep(UInt32(duration / Double(steps) * 1_000_000))
            let t = Double(i) / Double(steps)
            let x = Double(start.x + (end.x - start.x) * t), y = Double(start.y + (end.y - start.y) * t)
            try display.input("NotifyTouchMotion") { try $0.append(UInt32(0), x, y) }
        }
        try display.input("NotifyTouchUp") { try $0.append(UInt32(0)) }
    }

    /// Presses and releases the keys that type `text` on the US layout, into the key window.
    func typeKeys(_ strokes: [(key: EvdevKeymap.Key, shift: Bool)]) throws(StrataUITestingError) {
        let display = try runningDisplay()
        func send(_ code: UInt32, _ pressed: Bool) throws(StrataUITestingError) {
            try display.input("NotifyKeyboardKeycode") { try $0.append(code, pressed) }
        }
        for (key, shift) in strokes {
            if shift { try send(EvdevKeymap.leftShift, true) }
            try send(key.code, true)
            try send(key.code, false)
            if shift { try send(EvdevKeymap.leftShift, false) }
        }
    }
}

/// Calls `condition` every 50 ms until it holds or `timeout` seconds pass.
func poll(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if condition() { return true }
        if Date() >= deadline { return false }
        usleep(50_000)
    }
}
