import StrataDBus
import StrataPixman
import StrataProtocol
import StrataShm

/// A buffer a client registered with `CreateBuffer`: its validated, read-only
/// mapping. The mapping lives as long as anything references it, so a window keeps
/// showing a buffer its client destroyed until a later commit replaces it.
public final class ClientBuffer {
    public let id: UInt32
    public let mapped: MappedBuffer
    /// Bytes counted against the owner's cap.
    public var byteCount: Int { mapped.bytes.count }

    init(id: UInt32, mapped: MappedBuffer) {
        self.id = id
        self.mapped = mapped
    }
}

/// One window in the compositor: what the protocol's `Window1` properties show,
/// plus its buffers and what the frame clock owes its owner.
public final class CompositorWindow {
    /// The number in its object path; never reused while the daemon runs.
    public let id: UInt32
    public let path: DBusObjectPath
    /// The owner's unique bus name.
    public let owner: String
    public let processID: UInt32
    public let appID: String
    public internal(set) var title: String
    public internal(set) var geometry: WindowGeometry
    public internal(set) var level: Int32
    public internal(set) var isVisible = false
    public let isOpaque: Bool

    /// Buffers registered on this window, by id.
    public internal(set) var buffers: [UInt32: ClientBuffer] = [:]
    /// The buffer shown (the last committed one), if any.
    public internal(set) var current: ClientBuffer?
    /// Buffers replaced by commits since the last frame: released after the next composite.
    var replaced: [UInt32] = []
    /// Serials of commits whose `FrameDone` is due at the next frame.
    var pendingFrames: [UInt32] = []
    /// Orders windows within a level: higher is nearer the top.
    var stackSerial: UInt64 = 0

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
    public var contentRegion: PixmanRegion {
        guard let current else { return PixmanRegion() }
        let buffer = PixmanRegion(x: geometry.x, y: geometry.y,
                                  width: Int32(clamping: current.mapped.width), height: Int32(clamping: current.mapped.height))
        return buffer.intersection(geometryRegion)
    }

    /// The window's geometry as a region.
    public var geometryRegion: PixmanRegion {
        PixmanRegion(x: geometry.x, y: geometry.y, width: geometry.width, height: geometry.height)
    }
}
