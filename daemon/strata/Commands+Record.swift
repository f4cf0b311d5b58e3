import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol
import StrataSystem

// `strata record` and `strata replay`: input sessions with their timing, and for each
// touch or click the element it hit, so a bug report or a smoke test can be played
// back on another daemon — elements found by identifier first, coordinates second.

/// A recorded input session (the JSON `strata record` writes and `strata replay` reads).
struct InputSession: Codable {
    static let format = "strata-input-session"
    var format = InputSession.format
    var version = 1
    var events: [Event] = []

    /// One input event as the daemon reported it (`Input1.InputEvent`).
    struct Event: Codable {
        /// Seconds since the first event.
        var t: Double
        /// "touch-down", "touch-motion", "touch-up", "pointer-motion", "pointer-button" or "key".
        var kind: String
        var slot: UInt32?
        var x: Double?
        var y: Double?
        /// An evdev key or button code.
        var code: UInt32?
        var pressed: Bool?
        /// The app the event went to.
        var appId: String?
        /// For a touch-down or a button press: the element under the point.
        var element: Element?
    }

    /// What was hit: enough to find it again in another run.
    struct Element: Codable {
        var identifier: String?
        var label: String?
        var className: String?
        /// Without an identifier: which of the visible views with this label and class
        /// it was, in tree order (as XCUITest's `element(boundBy:)`).
        var index: Int?
        /// Its screen frame when it was hit: X, Y, WIDTH, HEIGHT.
        var screenFrame: [Double]

        enum CodingKeys: String, CodingKey {
            case identifier, label, index, screenFrame
            case className = "class"
        }
    }
}

/// The element at a screen point in a `GetTree` JSON node: the deepest visible view
/// containing it that has an identifier, else the deepest accessibility element, else
/// nil. Children are searched front first.
func elementAt(x: Double, y: Double, in root: [String: Any]) -> InputSession.Element? {
    var best: (depth: Int, rank: Int, node: [String: Any])?
    func nonEmpty(_ value: Any?) -> String? { (value as? String).flatMap { $0.isEmpty ? nil : $0 } }
    func visit(_ node: [String: Any], depth: Int) {
        guard node["hidden"] as? Bool != true, let f = node["screenFrame"] as? [Double], f.count == 4,
              x >= f[0], y >= f[1], x < f[0] + f[2], y < f[1] + f[3] else { return }
        // An identifier beats a plain element at any depth; among equals, the deepest wins.
        let rank = nonEmpty(node["identifier"]) != nil ? 2 : (node["isElement"] as? Bool == true ? 1 : 0)
        if rank > 0, best.map({ rank > $0.rank || (rank == $0.rank && depth > $0.depth) }) ?? true {
            best = (depth, rank, node)
        }
        guard node["elementsHidden"] as? Bool != true else { return }
        // Elements the view lists that are not views (a chart's bars) describe what it
        // draws: they win over its subviews at the same depth.
        for listed in node["elements"] as? [[String: Any]] ?? [] { visit(listed, depth: depth + 1) }
        for child in (node["children"] as? [[String: Any]] ?? []).reversed() { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    guard let node = best?.node, let frame = node["screenFrame"] as? [Double] else { return nil }
    var element = InputSession.Element(identifier: nonEmpty(node["identifier"]), label: nonEmpty(node["label"]),
                                       className: node["class"] as? String, screenFrame: frame)
    if element.identifier == nil {
        // Its place among the visible views Find would return for its label and class.
        var index = 0
        var found = false
        func count(_ candidate: [String: Any]) {
            guard !found, candidate["hidden"] as? Bool != true else { return }
            if candidate["id"] as? String == node["id"] as? String {
                found = true
                return
            }
            if candidate["class"] as? String == element.className, nonEmpty(candidate["label"]) == element.label { index += 1 }
            guard candidate["elementsHidden"] as? Bool != true else { return }
            // Find's order: the view, the elements it lists, then its subviews.
            for listed in candidate["elements"] as? [[String: Any]] ?? [] { count(listed) }
            for child in candidate["children"] as? [[String: Any]] ?? [] { count(child) }
        }
        count(root)
        element.index = index
    }
    return element
}

struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record input (touches, clicks, keys) with its timing and the elements hit, until interrupted (privileged).",
        discussion: """
            Every input event the daemon receives (Input1.MonitorInput: from devices, VNC, \
            X11 or injected), with the time since the first, and for each touch-down and \
            button press the element under the point in the app's view tree (its \
            accessibilityIdentifier, else its label, class and screen frame). Ends on \
            Ctrl-C (SIGINT), SIGTERM, --count or --duration, then writes the session as \
            JSON to --out (default: standard output). 'strata replay' plays it back. \
            The element is read from the app when the touch-down is seen: a synthetic tap \
            that lifts at once (strata tap without --hold) may be handled by the app first, \
            and record the element as the tap left it (a toggle's new label).
            """)
    @OptionGroup var options: BusOptions
    @Option(help: "Write the session to this file instead of standard output.") var out: String?
    @Option(help: "Stop after this many events.") var count: Int?
    @Option(help: "Stop after this many seconds.") var duration: Double?

    func validate() throws {
        if let count, count <= 0 { throw ValidationError("--count must be positive") }
        if let duration, duration <= 0 { throw ValidationError("--duration must be positive") }
    }

    func run() throws {
        let client = try DaemonClient(options)
        let loop = try EventLoop()
        var session = InputSession()
        var firstTime: UInt64?
        var daemonGone = false
        try client.monitorInput { input in
            let kind = input.kind
            let start = firstTime ?? input.time
            firstTime = start
            var event = InputSession.Event(t: Double(input.time &- start) / 1_000_000, kind: kind)
            event.slot = input.slot
            event.x = input.x
            event.y = input.y
            event.code = input.code
            event.pressed = input.pressed
            event.appId = input.appId
            let window = input.window
            let startsStroke = kind == "touch-down" || (kind == "pointer-button" && event.pressed == true)
            if startsStroke, let window {
                let (x, y) = kind == "touch-down" ? (event.x, event.y) : Self.pointer(in: session)
                if let x, let y { event.element = Self.element(at: x, y, in: window, client) }
            }
            session.events.append(event)
            if let count, session.events.count >= count { loop.stop() }
        }
        try client.connection.watchNameOwner(StrataProtocol.busName) { _, _, newOwner in
            if newOwner.isEmpty {
                daemonGone = true
                loop.stop()
            }
        }
        try loop.handleSignals([SIGINT, SIGTERM]) { _ in loop.stop() }
        FileHandle.standardError.write(Data("strata: recording input on \(client.address); Ctrl-C stops\n".utf8))
        client.connection.onDisconnect = { loop.stop() }
        client.connection.attach(to: loop)
        if let duration {
            let timer = try loop.makeTimer { loop.stop() }
            timer.arm(afterNanoseconds: UInt64(duration * 1_000_000_000))
            withExtendedLifetime(timer) { try? loop.run() }
        } else {
            try loop.run()
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(session)
        if let out {
            do { try data.write(to: URL(fileURLWithPath: out)) } catch { throw failure("cannot write \(out): \(error.localizedDescription)") }
            FileHandle.standardError.write(Data("strata: recorded \(session.events.count) events to \(out)\n".utf8))
        } else {
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        }
        if daemonGone { throw failure("the daemon stopped (the \(session.events.count) events so far were written)") }
    }

    /// Where the pointer is: the last position a pointer event gave.
    private static func pointer(in session: InputSession) -> (Double?, Double?) {
        guard let last = session.events.last(where: { $0.kind == "pointer-motion" }) else { return (nil, nil) }
        return (last.x, last.y)
    }

    /// The element under a point in `window`'s view tree, if its app serves one.
    private static func element(at x: Double, _ y: Double, in window: DBusObjectPath, _ client: DaemonClient) -> InputSession.Element? {
        guard let reply = try? client.app(window, "GetTree", { try $0.append([String: DBusVariant]()) }),
              let text = try? reply.decode(String.self),
              let tree = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        for root in tree["windows"] as? [[String: Any]] ?? [] {
            if let found = elementAt(x: x, y: y, in: root) { return found }
        }
        return nil
    }
}

struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play back a session 'strata record' wrote, through Input1 (privileged).",
        discussion: """
            Events are injected with their recorded timing (--speed 2 plays twice as \
            fast). A touch or click that hit an element is aimed at that element where it \
            is now — found by identifier, else by label and class, waiting up to \
            --wait seconds for it to appear — and the rest of its stroke moves with it; \
            when it cannot be found (or with --coordinates) the recorded coordinates are \
            used and a warning says so. Touches still down at the end are lifted.
            """)
    @OptionGroup var options: BusOptions
    @Argument(help: "The session file (- for standard input).") var file: String
    @Option(help: "Play this many times faster (0 for no pauses).") var speed: Double = 1
    @Option(help: "Seconds to wait for a recorded element to appear.") var wait: Double = 5
    @Flag(help: "Ignore recorded elements: replay coordinates only.") var coordinates = false

    func validate() throws {
        if speed < 0 { throw ValidationError("--speed must not be negative") }
        if wait < 0 { throw ValidationError("--wait must not be negative") }
    }

    func run() throws {
        let data: Data
        do {
            data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw failure("cannot read \(file): \(error.localizedDescription)")
        }
        let session: InputSession
        do {
            session = try JSONDecoder().decode(InputSession.self, from: data)
        } catch {
            throw failure("\(file) is not a session 'strata record' wrote: \(error)")
        }
        guard session.format == InputSession.format else { throw failure("\(file) is not a strata input session (format \"\(session.format)\")") }
        guard session.version == 1 else { throw failure("\(file) is a version \(session.version) session; this strata reads version 1") }

        let client = try DaemonClient(options)
        let started = Date()
        // Offsets of strokes aimed at a moved element: per touch slot, and the pointer's.
        var touchOffset: [UInt32: (Double, Double)] = [:]
        var pointerOffset: (Double, Double)?
        var downSlots: Set<UInt32> = []
        var missed = 0
        for (index, event) in session.events.enumerated() {
            if speed > 0 {
                let due = started.addingTimeInterval(event.t / speed)
                let delay = due.timeIntervalSinceNow
                if delay > 0 { usleep(useconds_t(min(delay, 3600) * 1_000_000)) }
            }
            /// How far to move this event's stroke so it lands on its element where the
            /// element is now: the same relative point in its current frame.
            func aim(_ x: Double, _ y: Double) -> (Double, Double) {
                guard let element = event.element, !coordinates else { return (0, 0) }
                guard let now = Self.locate(element, appId: event.appId, client, wait: wait) else {
                    missed += 1
                    FileHandle.standardError.write(Data("strata: event \(index + 1): \(Self.describe(element)) not found; using the recorded point\n".utf8))
                    return (0, 0)
                }
                let was = element.screenFrame
                let fx = was[2] > 0 ? (x - was[0]) / was[2] : 0.5, fy = was[3] > 0 ? (y - was[1]) / was[3] : 0.5
                return (now[0] + fx * now[2] - x, now[1] + fy * now[3] - y)
            }
            switch event.kind {
            case "touch-down":
                guard let slot = event.slot, let x = event.x, let y = event.y else { continue }
                let (dx, dy) = aim(x, y)
                touchOffset[slot] = (dx, dy)
                try client.input("NotifyTouchDown") { try $0.append(slot, x + dx, y + dy) }
                downSlots.insert(slot)
            case "touch-motion":
                guard let slot = event.slot, let x = event.x, let y = event.y else { continue }
                let (dx, dy) = touchOffset[slot] ?? (0, 0)
                try client.input("NotifyTouchMotion") { try $0.append(slot, x + dx, y + dy) }
            case "touch-up":
                guard let slot = event.slot else { continue }
                try client.input("NotifyTouchUp") { try $0.append(slot) }
                touchOffset[slot] = nil
                downSlots.remove(slot)
            case "pointer-motion":
                guard let x = event.x, let y = event.y else { continue }
                let (dx, dy) = pointerOffset ?? (0, 0)
                try client.input("NotifyPointerMotionAbsolute") { try $0.append(x + dx, y + dy) }
            case "pointer-button":
                guard let code = event.code, let pressed = event.pressed else { continue }
                if pressed, event.element != nil, !coordinates,
                   let last = session.events[..<index].last(where: { $0.kind == "pointer-motion" }), let x = last.x, let y = last.y {
                    // Aim the press: move the pointer onto the element where it is now.
                    let offset = aim(x, y)
                    if offset != (0, 0) {
                        pointerOffset = offset
                        try client.input("NotifyPointerMotionAbsolute") { try $0.append(x + offset.0, y + offset.1) }
                    }
                }
                try client.input("NotifyPointerButton") { try $0.append(code, pressed) }
                if !pressed { pointerOffset = nil }
            case "key":
                guard let code = event.code, let pressed = event.pressed else { continue }
                try client.input("NotifyKeyboardKeycode") { try $0.append(code, pressed) }
            default:
                FileHandle.standardError.write(Data("strata: event \(index + 1): unknown kind \"\(event.kind)\" skipped\n".utf8))
            }
        }
        for slot in downSlots.sorted() { try client.input("NotifyTouchUp") { try $0.append(slot) } }
        FileHandle.standardError.write(Data("strata: replayed \(session.events.count) events\(missed > 0 ? " (\(missed) elements not found)" : "")\n".utf8))
    }

    private static func describe(_ element: InputSession.Element) -> String {
        if let identifier = element.identifier { return "element --id \(identifier)" }
        return "element \(element.className ?? "?") \(element.index ?? 0)" + (element.label.map { " labelled '\($0)'" } ?? "")
    }

    /// The element's screen frame now: by identifier, else by label, class and index,
    /// in the windows of the app it was recorded in (if that app has windows); waits up
    /// to `wait` seconds for it.
    private static func locate(_ element: InputSession.Element, appId: String?, _ client: DaemonClient, wait: Double) -> [Double]? {
        var query: [String: DBusVariant] = [:]
        if let identifier = element.identifier {
            query["identifier"] = DBusVariant(.string(identifier))
        } else {
            if let label = element.label { query["label"] = DBusVariant(.string(label)) }
            if let className = element.className { query["class"] = DBusVariant(.string(className)) }
        }
        guard !query.isEmpty else { return nil }
        let deadline = Date().addingTimeInterval(wait)
        while true {
            var windows = (try? client.windowsTopFirst(appID: appId)) ?? []
            if windows.isEmpty { windows = (try? client.windowsTopFirst()) ?? [] }
            for window in windows {
                let found = (try? client.findElements(query, in: [window])) ?? []
                let index = element.identifier == nil ? element.index ?? 0 : 0
                if index < found.count, let frame = found[index]["screenFrame"] as? [Double], frame.count == 4 { return frame }
            }
            if Date() >= deadline { return nil }
            usleep(50_000)
        }
    }
}
