import StrataDBus
import StrataPixman
import StrataProtocol
import StrataShm

/// A buffer a client registered with `CreateBuffer`: its validated, read-only
/// mapping. The mapping lives as long as anything references it, so a window keeps
/// showing a buffer its client destroyed until a later commit replaces it.
package final class ClientBuffer {
    package let id: UInt32
    package let mapped: MappedBuffer
    /// Bytes counted against the owner's cap.
    package var byteCount: Int { mapped.bytes.count }

    init(id: UInt32, mapped: MappedBuffer) {
        self.id = id
        self.mapped = mapped
    }
}

/// One window in the compositor: what the protocol's `Window1` properties show,
/// plus its buffers and what the frame clock owes its owner.
package final class CompositorWindow {
    /// The number in its object path; never reused while the daemon runs.
    package let id: UInt32
    package let path: DBusObjectPath
    /// The owner's unique bus name.
    package let owner: String
    package let processID: UInt32
    package let appID: String
    package internal(set) var title: String
    package internal(set) var geometry: WindowGeometry
    package internal(set) var level: Int32
    package internal(set) var isVisible = false
    package let isOpaque: Bool
    /// Whether the owner asked for `FramePresented` (one signal per frame carrying the
    /// released buffers) instead of `FrameDone` and `BufferReleased` (version 5).
    package var combinedFrameEvents = false

    /// Buffers registered on this window, by id.
    package internal(set) var buffers: [UInt32: ClientBuffer] = [:]
    /// The buffer shown (the last committed one), if any.
    package internal(set) var current: ClientBuffer?
    /// Buffers replaced by commits since the last frame: released after the next composite.
    var replaced: [UInt32] = []
    /// Serials of commits whose `FrameDone` is due at the next frame.
    var pendingFrames: [UInt32] = []
    /// Orders windows within a level: higher is nearer the top.
    var stackSerial: UInt64 = 0
    /// Commits, presentation latency and pixels composited (`Window1.GetStatistics`).
    package internal(set) var statistics = WindowFrameStatistics()

    init(id: UInt32, owner: String, processID: UInt32, appID: String, title: String,
         geometry: WindowGeometry, level: Int32, isOpaque: Bool) {
        self.id = id
        path = StrataProtocol.windowPath(id)
        self.owner = owner
        self.processID = processID
        self.appID = appID
        self.title = title
        self.geometry = geometry
        self.level = level
        self.isOpaque = isOpaque
    }

    /// The screen area the window's current contents cover: the buffer placed at the
    /// window's origin, clipped to its geometry (empty without a buffer).
    package var contentRegion: PixmanRegion {
        PixmanRegion(rect: contentRect(showing: current))
    }

    /// The screen rectangle `buffer` covers when it is the window's contents (see
    /// ``contentRegion``); empty without a buffer.
    package func contentRect(showing buffer: ClientBuffer?) -> PixmanRect {
        let empty = PixmanRect(x: 0, y: 0, width: 0, height: 0)
        guard let buffer else { return empty }
        let placed = PixmanRect(x: geometry.x, y: geometry.y,
                                width: Int32(clamping: buffer.mapped.width), height: Int32(clamping: buffer.mapped.height))
        return placed.intersection(geometryRect) ?? empty
    }

    /// The window's geometry as a rectangle.
    package var geometryRect: PixmanRect {
        PixmanRect(x: geometry.x, y: geometry.y, width: geometry.width, height: geometry.height)
    }
}
