internal import CXCB
import StrataPixman
import StrataShm

extension X11Backend {
    /// Waits until the X server has handled every request sent so far (one round trip,
    /// `GetInputFocus`), handling MIT-SHM completions that arrive meanwhile. For benchmarks.
    public func sync() {
        connection.flush()
        let c = connection.raw
        free(xcb_get_input_focus_reply(c, xcb_get_input_focus(c), nil))
        while let event = xcb_poll_for_queued_event(c) {
            _ = output.handleCompletion(event)
            free(event)
        }
    }

    /// A raw `xcb_shm_put_image` of `rect` into the output's window from a segment of its
    /// own, then ``sync()``: the baseline the X11 present path is measured against.
    /// Returns false when the server has no MIT-SHM.
    public func rawSharedMemoryPut(_ rect: PixmanRect) -> Bool {
        if rawSegment == nil {
            let c = connection.raw
            guard output.usesSharedMemory,
                  let shared = try? SharedBuffer.create(width: output.width, height: output.height, format: .x8r8g8b8),
                  let fd = try? shared.fd.duplicate() else { return false }
            let segment = connection.generateID()
            _ = xcb_shm_attach_fd(c, segment, fd.release(), 1)
            rawSegment = (segment, shared)
        }
        guard let (segment, _) = rawSegment else { return false }
        _ = xcb_shm_put_image(connection.raw, output.window, output.gc, UInt16(output.width), UInt16(output.height),
                              UInt16(rect.x), UInt16(rect.y), UInt16(rect.width), UInt16(rect.height),
                              Int16(rect.x), Int16(rect.y), 24, UInt8(XCB_IMAGE_FORMAT_Z_PIXMAP.rawValue), 0, segment, 0)
        sync()
        return true
    }
}
