import StrataDBus
import StrataPixman
import StrataProtocol
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// What `Screenshot` was asked for: the screen, an area of it, or one window's buffer.
struct ScreenshotRequest {
    enum Source {
        case screen
        case area(WindowGeometry)
        case window(DBusObjectPath)
    }
    var source: Source

    init(options: [String: DBusVariant]) throws {
        let unknown = Set(options.keys).subtracting(["area", "window"])
        guard unknown.isEmpty else { throw DBusError.invalidArgs("unknown screenshot options: \(unknown.sorted())") }
        if let area = options["area"] {
            guard options["window"] == nil else { throw DBusError.invalidArgs("give either area or window, not both") }
            source = .area(try area.decode(as: WindowGeometry.self))
        } else if let window = options["window"] {
            source = .window(try window.decode(as: DBusObjectPath.self))
        } else {
            source = .screen
        }
    }
}

extension CompositorService {
    /// Writes the requested pixels to `fd` (`stride × height` bytes from offset 0,
    /// rows packed, `stride = width × 4`) and describes them.
    func screenshot(_ request: ScreenshotRequest, into fd: OwnedFileDescriptor) throws -> [String: DBusVariant] {
        let info = try fd.status()
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw DBusError.invalidArgs("the screenshot fd must be a memfd or a regular file")
        }
        compositor.flush()
        let image: PixmanImage
        var rect: WindowGeometry
        switch request.source {
        case .screen:
            image = compositor.renderer.screen
            rect = WindowGeometry(x: 0, y: 0, width: Int32(image.width), height: Int32(image.height))
        case .area(let area):
            image = compositor.renderer.screen
            let x0 = max(0, Int64(area.x)), y0 = max(0, Int64(area.y))
            let x1 = min(Int64(image.width), Int64(area.x) + Int64(area.width))
            let y1 = min(Int64(image.height), Int64(area.y) + Int64(area.height))
            guard area.width > 0, area.height > 0, x1 > x0, y1 > y0 else {
                throw DBusError.invalidArgs("the area \(area) does not overlap the screen")
            }
            rect = WindowGeometry(x: Int32(x0), y: Int32(y0), width: Int32(x1 - x0), height: Int32(y1 - y0))
        case .window(let path):
            guard let id = StrataProtocol.windowNumber(of: path), let window = compositor.window(id: id) else {
                throw DBusError(name: StrataError.noSuchWindow, message: "no window \(path)")
            }
            guard let buffer = window.current else {
                throw DBusError.invalidArgs("window \(id) has no committed buffer")
            }
            image = buffer.mapped.image
            rect = WindowGeometry(x: 0, y: 0, width: Int32(image.width), height: Int32(image.height))
        }
        let pixels = Int(rect.width) * Int(rect.height)
        guard pixels <= compositor.limits.maxScreenshotPixels else {
            throw DBusError(name: StrataError.limitsExceeded,
                            message: "max-screenshot-pixels: a screenshot is at most \(compositor.limits.maxScreenshotPixels) pixels, "
                                + "\(rect.width)x\(rect.height) asked for")
        }
        // One copy, from the image's memory into the file: whole rows at once when
        // they are contiguous, else row by row.
        let stride = Int(rect.width) * 4
        guard let base = image.data else { throw DBusError.failed("the image has no pixels") }
        let start = base + Int(rect.y) * image.stride + Int(rect.x) * 4
        do {
            if image.stride == stride {
                try fd.write(UnsafeRawBufferPointer(start: start, count: stride * Int(rect.height)), at: 0)
            } else {
                for y in 0..<Int(rect.height) {
                    try fd.write(UnsafeRawBufferPointer(start: start + y * image.stride, count: stride), at: y * stride)
                }
            }
        } catch {
            throw DBusError.invalidArgs("cannot write the screenshot: \(error)")
        }
        let format = image.format?.protocolName ?? "x8r8g8b8"
        return ["width": DBusVariant(.uint32(UInt32(rect.width))), "height": DBusVariant(.uint32(UInt32(rect.height))),
                "stride": DBusVariant(.uint32(UInt32(stride))), "format": DBusVariant(.string(format))]
    }
}
