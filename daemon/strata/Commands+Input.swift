import ArgumentParser
import Foundation
import StrataDBus
import StrataProtocol

/// Whether to inject touches (the default) or pointer presses.
struct DeviceOptions: ParsableArguments {
    @Flag(help: "Use the pointer (left button) instead of a touch.") var pointer = false
    @Option(help: "The touch slot to use.") var slot: UInt32 = 0
}

struct Tap: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Tap the screen at X Y, or an element found by --id, --label… (a touch, or a click with --pointer).",
        discussion: """
        With --hold SECONDS the touch (or button) stays down that long before it lifts: a \
        long press (a UILongPressGestureRecognizer begins after 0.5 s). With --id, --label, \
        --text or --class instead of X Y, strata finds the element in the apps' view trees \
        (org.strata.App1, privileged) and taps the centre of its screen frame through the \
        same input path.
        """)
    @OptionGroup var options: BusOptions
    @OptionGroup var device: DeviceOptions
    @OptionGroup var element: ElementOptions
    @Argument(help: "Screen x in pixels.") var x: Double?
    @Argument(help: "Screen y in pixels.") var y: Double?
    @Option(help: "Keep the touch down this many seconds before lifting it (a long press).") var hold: Double?

    func validate() throws {
        if let hold, !(0...3600).contains(hold) { throw ValidationError("--hold must be between 0 and 3600 seconds") }
        if element.isEmpty && (x == nil || y == nil) { throw ValidationError("give X Y, or an element with --id, --label, --text or --class") }
        if !element.isEmpty && (x != nil || y != nil) { throw ValidationError("give X Y or an element, not both") }
    }

    func run() throws {
        let client = try DaemonClient(options)
        let (px, py) = try element.isEmpty ? (x!, y!) : centre(of: client.element(element))
        try press(client, device, px, py)
        if let hold { Thread.sleep(forTimeInterval: hold) }
        try release(client, device)
    }
}

struct Drag: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Drag from X1 Y1 to X2 Y2 in steps (a touch, or the pointer with --pointer).")
    @OptionGroup var options: BusOptions
    @OptionGroup var device: DeviceOptions
    @Argument var x1: Double
    @Argument var y1: Double
    @Argument var x2: Double
    @Argument var y2: Double
    @Option(help: "Motion events between the ends.") var steps: Int = 10

    func validate() throws {
        guard steps >= 1, steps <= 10_000 else { throw ValidationError("--steps must be between 1 and 10000") }
    }

    func run() throws {
        let client = try DaemonClient(options)
        try press(client, device, x1, y1)
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            try move(client, device, x1 + (x2 - x1) * t, y1 + (y2 - y1) * t)
        }
        try release(client, device)
    }
}

private func press(_ client: DaemonClient, _ device: DeviceOptions, _ x: Double, _ y: Double) throws {
    if device.pointer {
        try client.input("NotifyPointerMotionAbsolute") { try $0.append(x, y) }
        try client.input("NotifyPointerButton") { try $0.append(EvdevCode.buttonLeft, true) }
    } else {
        try client.input("NotifyTouchDown") { try $0.append(device.slot, x, y) }
    }
}

private func move(_ client: DaemonClient, _ device: DeviceOptions, _ x: Double, _ y: Double) throws {
    if device.pointer {
        try client.input("NotifyPointerMotionAbsolute") { try $0.append(x, y) }
    } else {
        try client.input("NotifyTouchMotion") { try $0.append(device.slot, x, y) }
    }
}

private func release(_ client: DaemonClient, _ device: DeviceOptions) throws {
    if device.pointer {
        try client.input("NotifyPointerButton") { try $0.append(EvdevCode.buttonLeft, false) }
    } else {
        try client.input("NotifyTouchUp") { try $0.append(device.slot) }
    }
}

struct Key: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Press and release keys on the key window, or make a window key with --window.",
        discussion: """
        Each NAME is a key (a, 3, enter, space, backspace, tab, escape, left, shift, f1 …) or a \
        chord joined with '+' (shift+a, ctrl+c), pressed in order and released in reverse; a \
        digit is the digit's key. --text types a string with the US layout. --window WINDOW \
        (a number or object path) makes that window the key window instead, as 'strata focus'.
        """)
    @OptionGroup var options: BusOptions
    @Argument(help: "Keys or chords to press, in order.") var names: [String] = []
    @Option(help: "Type this text (US layout).") var text: String?
    @Option(help: "Make this window (number or object path) the key window instead of typing.") var window: String?

    func validate() throws {
        if window == nil && names.isEmpty && text == nil { throw ValidationError("give key names, --text, or --window WINDOW") }
        guard window == nil else { return }
        for name in names {
            // 'strata key WINDOW' made a window key before; digits are keys now.
            if name.hasPrefix("/") {
                throw ValidationError("'\(name)' is not a key; to make a window key use 'strata key --window WINDOW' or 'strata focus WINDOW'")
            }
            for part in name.split(separator: "+") where EvdevKeymap.key(named: String(part)) == nil {
                throw ValidationError("unknown key '\(part)'; known keys: " + EvdevKeymap.keys.map(\.name).joined(separator: " "))
            }
        }
        if let text {
            for character in text where EvdevKeymap.keystroke(for: character) == nil {
                throw ValidationError("cannot type '\(character)' with the US layout")
            }
        }
    }

    func run() throws {
        let client = try DaemonClient(options)
        if let window {
            try client.call(try client.windowPath(window), StrataProtocol.Interface.window, "MakeKey")
            return
        }
        func send(_ code: UInt32, _ pressed: Bool) throws {
            try client.input("NotifyKeyboardKeycode") { try $0.append(code, pressed) }
        }
        for name in names {
            let codes = name.split(separator: "+").compactMap { EvdevKeymap.key(named: String($0))?.code }
            for code in codes { try send(code, true) }
            for code in codes.reversed() { try send(code, false) }
        }
        for character in text ?? "" {
            let (key, shift) = EvdevKeymap.keystroke(for: character)!
            if shift { try send(EvdevKeymap.leftShift, true) }
            try send(key.code, true)
            try send(key.code, false)
            if shift { try send(EvdevKeymap.leftShift, false) }
        }
    }
}
