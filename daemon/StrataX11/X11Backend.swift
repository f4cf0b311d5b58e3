internal import CXCB
import StrataCompositor
import StrataPixman
import StrataShm
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// `stratad --backend x11`: the screen in a window on an X server (a desktop, Xephyr,
/// Xvfb), with the X pointer and keyboard in that window as Strata input.
///
/// Closing the window (the window manager's `WM_DELETE_WINDOW`) ends the backend with
/// ``BackendTermination/closedByUser``; a lost connection with ``BackendTermination/lost(_:)``.
public final class X11Backend: Backend {
    public let name = "x11"
    public let outputs: [Output]
    public let inputDevices = [InputDeviceInfo(name: "x11-pointer", capabilities: [.pointer]),
                               InputDeviceInfo(name: "x11-keyboard", capabilities: [.keyboard])]
    public var onTerminate: ((BackendTermination) -> Void)?
    /// The output (the X window).
    public let output: X11Output
    /// The X window's id (for tools such as `xdotool`, `xwd -id`).
    public var windowID: UInt32 { output.window }

    let connection: XCBConnection
    private let loop: EventLoop
    /// The benchmark's own MIT-SHM segment (see `rawSharedMemoryPut`).
    var rawSegment: (UInt32, SharedBuffer)?
    private let input = X11InputDevice()
    private let wmProtocols: xcb_atom_t
    private let wmDeleteWindow: xcb_atom_t
    private var deferred: [UnsafeMutablePointer<xcb_generic_event_t>] = []
    private var watch: EventLoop.Token?
    private var hook: EventLoop.Token?
    private var terminated = false

    /// Opens a `width` × `height` window titled "Strata" on `display` (default `$DISPLAY`).
    ///
    /// - Parameters:
    ///   - allowSharedMemory: use MIT-SHM when the server offers it (false: always `PutImage`).
    /// - Throws: ``X11Error`` (no `$DISPLAY`, no server, a screen that is not 24-bit TrueColor).
    public init(width: Int, height: Int, refreshHz: Double, display: String? = nil,
                allowSharedMemory: Bool = true, loop: EventLoop) throws {
        guard let display = display ?? getenv("DISPLAY").map({ String(cString: $0) }), !display.isEmpty else {
            throw X11Error.noDisplay
        }
        guard width <= Int(Int16.max), height <= Int(Int16.max) else {
            throw X11Error.unsupportedScreen("X windows are at most 32767 pixels wide and tall")
        }
        let connection = try XCBConnection(display: display)
        let screen = connection.screen.pointee
        guard screen.root_depth == 24, connection.isLSBFirst else {
            throw X11Error.unsupportedScreen("needs a 24-bit screen with little-endian images (this one: depth \(screen.root_depth))")
        }
        self.connection = connection
        self.loop = loop
        let window = connection.generateID()
        let events = XCB_EVENT_MASK_EXPOSURE.rawValue | XCB_EVENT_MASK_STRUCTURE_NOTIFY.rawValue
            | XCB_EVENT_MASK_KEY_PRESS.rawValue | XCB_EVENT_MASK_KEY_RELEASE.rawValue
            | XCB_EVENT_MASK_BUTTON_PRESS.rawValue | XCB_EVENT_MASK_BUTTON_RELEASE.rawValue
            | XCB_EVENT_MASK_POINTER_MOTION.rawValue | XCB_EVENT_MASK_FOCUS_CHANGE.rawValue
        let values: [UInt32] = [screen.black_pixel, events]
        _ = xcb_create_window(connection.raw, UInt8(XCB_COPY_FROM_PARENT), window, screen.root, 0, 0,
                              UInt16(width), UInt16(height), 0, UInt16(XCB_WINDOW_CLASS_INPUT_OUTPUT.rawValue),
                              screen.root_visual, XCB_CW_BACK_PIXEL.rawValue | XCB_CW_EVENT_MASK.rawValue, values)
        connection.setProperty(window, xcb_atom_t(XCB_ATOM_WM_NAME.rawValue), type: xcb_atom_t(XCB_ATOM_STRING.rawValue), string: "Strata")
        connection.setProperty(window, connection.internAtom("_NET_WM_NAME"), type: connection.internAtom("UTF8_STRING"), string: "Strata")
        connection.setProperty(window, xcb_atom_t(XCB_ATOM_WM_CLASS.rawValue), type: xcb_atom_t(XCB_ATOM_STRING.rawValue),
                               string: "stratad\0Strata\0")
        wmProtocols = connection.internAtom("WM_PROTOCOLS")
        wmDeleteWindow = connection.internAtom("WM_DELETE_WINDOW")
        connection.setProperty(window, wmProtocols, type: xcb_atom_t(XCB_ATOM_ATOM.rawValue), values: [wmDeleteWindow])
        // WM_NORMAL_HINTS: a fixed size (PMinSize | PMaxSize); the screen does not resize.
        var hints = [UInt32](repeating: 0, count: 18)
        hints[0] = 16 | 32
        hints[5] = UInt32(width); hints[6] = UInt32(height); hints[7] = UInt32(width); hints[8] = UInt32(height)
        connection.setProperty(window, xcb_atom_t(XCB_ATOM_WM_NORMAL_HINTS.rawValue), type: xcb_atom_t(XCB_ATOM_WM_SIZE_HINTS.rawValue), values: hints)
        output = try X11Output(connection: connection, window: window, width: width, height: height, refreshHz: refreshHz,
                               allowSharedMemory: allowSharedMemory, loop: loop)
        outputs = [output]
        _ = xcb_map_window(connection.raw, window)
        connection.flush()
        output.deferEvent = { [unowned self] event in self.deferred.append(event) }
    }

    deinit {
        if let watch { loop.remove(watch) }
        if let hook { loop.remove(hook) }
        for event in deferred { free(event) }
    }

    public func start(input sink: InputSink) throws {
        input.sink = sink
        watch = try loop.watch(fd: connection.fileDescriptor, events: .readable) { [unowned self] _ in self.dispatch() }
        // Replies read by our own requests can leave events queued with nothing left to read.
        hook = loop.addPrepareHook { [unowned self] in
            self.dispatch(queuedOnly: true)
            return false
        }
    }

    private func dispatch(queuedOnly: Bool = false) {
        guard !terminated else { return }
        while !deferred.isEmpty, !terminated {
            let event = deferred.removeFirst()
            handle(event)
            free(event)
        }
        while !terminated {
            let next = queuedOnly ? xcb_poll_for_queued_event(connection.raw) : connection.pollEvent()
            guard let event = next else { break }
            handle(event)
            free(event)
        }
        if !terminated && (connection.errorCode != 0 || output.connectionLost) {
            terminate(.lost("lost the connection to the X server on DISPLAY=\(connection.display) "
                            + "(\(XCBConnection.describe(connection.errorCode)))"))
        }
    }

    private func handle(_ event: UnsafeMutablePointer<xcb_generic_event_t>) {
        if output.handleCompletion(event) { return }
        let raw = UnsafeMutableRawPointer(event)
        switch Int32(event.pointee.response_type & 0x7F) {
        case XCB_EXPOSE:
            let e = raw.assumingMemoryBound(to: xcb_expose_event_t.self).pointee
            output.expose(PixmanRect(x: Int32(e.x), y: Int32(e.y), width: Int32(e.width), height: Int32(e.height)))
        case XCB_CLIENT_MESSAGE:
            let e = raw.assumingMemoryBound(to: xcb_client_message_event_t.self).pointee
            if e.type == wmProtocols && e.format == 32 && e.data.data32.0 == wmDeleteWindow { terminate(.closedByUser) }
        case XCB_DESTROY_NOTIFY:
            let e = raw.assumingMemoryBound(to: xcb_destroy_notify_event_t.self).pointee
            if e.window == output.window { terminate(.closedByUser) }
        default:
            input.handle(event)
        }
    }

    private func terminate(_ reason: BackendTermination) {
        guard !terminated else { return }
        terminated = true
        if let watch { loop.remove(watch) }
        watch = nil
        onTerminate?(reason)
    }
}
