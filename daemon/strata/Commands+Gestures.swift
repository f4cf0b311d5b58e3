import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol

/// How a multi-step gesture is paced: its length and the motion events in it.
struct PacingOptions: ParsableArguments {
    @Option(help: "How long the movement takes, in seconds (default: 0.5 for pinch and rotate, 0.15 for swipe).") var duration: Double?
    @Option(help: "Motion events during the movement (each finger).") var steps: Int = 20
    @Option(help: "The first touch slot to use (gestures of several fingers use the next ones too).") var slot: UInt32 = 0

    func validate() throws {
        guard steps >= 1, steps <= 10_000 else { throw ValidationError("--steps must be between 1 and 10000") }
        if let duration, !(0...60).contains(duration) {
            throw ValidationError("--duration must be between 0 and 60 seconds")
        }
        guard slot <= UInt32.max - 8 else { throw ValidationError("--slot is too large") }
    }
}

/// Puts fingers down, moves them in timed steps and lifts them, through Input1's touch
/// slots on one connection (one input session, so the slots are this command's own).
/// `path(t)` gives every finger's position at `t` in 0...1.
private func perform(_ client: DaemonClient, _ pacing: PacingOptions, defaultDuration: Double, fingers: Int,
                     _ path: (Double) -> [(x: Double, y: Double)]) throws {
    let slots = (0..<UInt32(fingers)).map { pacing.slot + $0 }
    for (slot, point) in zip(slots, path(0)) {
        try client.input("NotifyTouchDown") { try $0.append(slot, point.x, point.y) }
    }
    let pause = (pacing.duration ?? defaultDuration) / Double(pacing.steps)
    for step in 1...pacing.steps {
        Thread.sleep(forTimeInterval: pause)
        for (slot, point) in zip(slots, path(Double(step) / Double(pacing.steps))) {
            try client.input("NotifyTouchMotion") { try $0.append(slot, point.x, point.y) }
        }
    }
    for slot in slots {
        try client.input("NotifyTouchUp") { try $0.append(slot) }
    }
}

/// Two fingers on opposite sides of (x, y): `distance` apart, the line between them at
/// `angle` radians (0: horizontal, positive: clockwise on the screen).
private func twoFingers(_ x: Double, _ y: Double, distance: Double, angle: Double) -> [(x: Double, y: Double)] {
    let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
    return [(x - dx, y - dy), (x + dx, y + dy)]
}

struct Pinch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Pinch with two fingers around X Y, from D1 to D2 points apart.",
        discussion: """
        Two touches go down on a horizontal line through X Y, --from points apart, move \
        apart or together in --steps timed steps over --duration seconds (0.5) until they are \
        --to points apart, and lift. A UIPinchGestureRecognizer reports a scale of about \
        D2/D1. Uses touch slots --slot and --slot + 1.
        """)
    @OptionGroup var options: BusOptions
    @Argument(help: "Screen x of the centre, in pixels.") var x: Double
    @Argument(help: "Screen y of the centre, in pixels.") var y: Double
    @Option(name: .customLong("from"), help: "The distance between the fingers at the start, in pixels.") var start: Double
    @Option(name: .customLong("to"), help: "The distance between the fingers at the end, in pixels.") var end: Double
    @OptionGroup var pacing: PacingOptions

    func validate() throws {
        guard start > 0, end > 0, start <= 100_000, end <= 100_000 else {
            throw ValidationError("--from and --to must be distances above 0 (and at most 100000)")
        }
    }

    func run() throws {
        let client = try DaemonClient(options)
        try perform(client, pacing, defaultDuration: 0.5, fingers: 2) { t in
            twoFingers(x, y, distance: start + (end - start) * t, angle: 0)
        }
    }
}

struct Rotate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Turn two fingers around X Y by A degrees (positive: clockwise).",
        discussion: """
        Two touches go down on a horizontal line through X Y, --distance points apart, \
        turn around X Y by --degrees (clockwise on the screen when positive, as UIKit's \
        rotation counts) in --steps timed steps over --duration seconds (0.5), and lift. A \
        UIRotationGestureRecognizer reports a rotation of about A × π / 180. Uses touch \
        slots --slot and --slot + 1.
        """)
    @OptionGroup var options: BusOptions
    @Argument(help: "Screen x of the centre, in pixels.") var x: Double
    @Argument(help: "Screen y of the centre, in pixels.") var y: Double
    @Option(help: "How far to turn, in degrees; positive turns clockwise.") var degrees: Double
    @Option(help: "The distance between the fingers, in pixels.") var distance: Double = 100
    @OptionGroup var pacing: PacingOptions

    func validate() throws {
        guard abs(degrees) <= 3600 else { throw ValidationError("--degrees must be between -3600 and 3600") }
        guard distance > 0, distance <= 100_000 else { throw ValidationError("--distance must be above 0 (and at most 100000)") }
    }

    func run() throws {
        let client = try DaemonClient(options)
        try perform(client, pacing, defaultDuration: 0.5, fingers: 2) { t in
            twoFingers(x, y, distance: distance, angle: degrees * t * .pi / 180)
        }
    }
}

struct Swipe: ParsableCommand {
    /// The four directions a swipe can go.
    enum Direction: String, ExpressibleByArgument, CaseIterable {
        case left, right, up, down

        var vector: (dx: Double, dy: Double) {
            switch self {
            case .left: (-1, 0)
            case .right: (1, 0)
            case .up: (0, -1)
            case .down: (0, 1)
            }
        }
    }

    static let configuration = CommandConfiguration(
        abstract: "Swipe from X Y in a direction (a quick straight stroke).",
        discussion: """
        --fingers touches (side by side, 20 pixels apart, centred on X Y) go down, move \
        --distance pixels towards --direction in --steps timed steps over --duration \
        seconds (0.15), and lift. The defaults (200 pixels in 0.15 s) are a swipe for a \
        UISwipeGestureRecognizer. Uses touch slots from --slot on.
        """)
    @OptionGroup var options: BusOptions
    @Argument(help: "Screen x where the swipe starts, in pixels.") var x: Double
    @Argument(help: "Screen y where the swipe starts, in pixels.") var y: Double
    @Option(help: "Which way: left, right, up or down.") var direction: Direction
    @Option(help: "How far the fingers move, in pixels.") var distance: Double = 200
    @Option(help: "How many fingers (1 to 5).") var fingers: Int = 1
    @OptionGroup var pacing: PacingOptions

    func validate() throws {
        guard distance > 0, distance <= 100_000 else { throw ValidationError("--distance must be above 0 (and at most 100000)") }
        guard (1...5).contains(fingers) else { throw ValidationError("--fingers must be between 1 and 5") }
    }

    func run() throws {
        let client = try DaemonClient(options)
        let (dx, dy) = direction.vector
        // Fingers side by side across the stroke.
        let across = (x: -dy * 20, y: dx * 20)
        try perform(client, pacing, defaultDuration: 0.15, fingers: fingers) { t in
            (0..<fingers).map { i in
                let offset = Double(i) - Double(fingers - 1) / 2
                return (x + dx * distance * t + across.x * offset, y + dy * distance * t + across.y * offset)
            }
        }
    }
}
