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
            let x0 = max(0, area.x), y0 = max(0, area.y)
            let x1 = min(Int32(image.width), area.x &+ area.width), y1 = min(Int32(image.height), area.y &+ area.height)
            guard area.width > 0, area.height > 0, x1 > x0, y1 > y0 else {
                throw DBusError.invalidArgs("the area \(area) does not overlap the screen")
            }
            rect = WindowGeometry(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
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
        let stride = Int(rect.width) * 4
        var row = [UInt32](repeating: 0, count: Int(rect.width))
        for y in 0..<Int(rect.height) {
            for x in 0..<Int(rect.width) { row[x] = image.pixel(x: Int(rect.x) + x, y: Int(rect.y) + y) }
            do {
                try row.withUnsafeBytes { try fd.write($0, at: y * stride) }
            } catch {
                throw DBusError.invalidArgs("cannot write the screenshot: \(error)")
            }
        }
        let format = image.format?.protocolName ?? "x8r8g8b8"
        return ["width": DBusVariant(.uint32(UInt32(rect.width))), "height": DBusVariant(.uint32(UInt32(rect.height))),
                "stride": DBusVariant(.uint32(UInt32(stride))), "format": DBusVariant(.string(format))]
    }
}
