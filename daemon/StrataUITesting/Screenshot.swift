import Foundation
import StrataCairo
import StrataDBus
import StrataPixman
import StrataProtocol
import StrataSystem

/// `Compositor1.Screenshot` into a memfd, read back as PNG data.
enum Screenshot {
    /// The screen, or the part of it in `area` (screen pixels, clipped by the daemon).
    static func png(of display: PrivateDisplay, area: CGRect?) throws(StrataUITestingError) -> Data {
        var options: [String: DBusVariant] = [:]
        let fd: OwnedFileDescriptor
        do {
            if let area {
                let r = area.integral
                options["area"] = try DBusVariant(WindowGeometry(x: Int32(r.minX), y: Int32(r.minY),
                                                                 width: Int32(r.width), height: Int32(r.height)))
            }
            fd = try MemFD.create(name: "strata-uitest-screenshot")
        } catch {
            throw .callFailed(member: "Screenshot", error: "\(error)")
        }
        let reply = try display.call(StrataProtocol.rootPath, StrataProtocol.Interface.compositor, "Screenshot") {
            try $0.append(options, fd)
        }
        let image: PixmanImage
        do {
            let info = try reply.decode([String: DBusVariant].self)
            let width = Int(try info["width"]?.decode(as: UInt32.self) ?? 0)
            let height = Int(try info["height"]?.decode(as: UInt32.self) ?? 0)
            let stride = Int(try info["stride"]?.decode(as: UInt32.self) ?? 0)
            let format = PixelFormat(protocolName: try info["format"]?.decode(as: String.self) ?? "") ?? .x8r8g8b8
            image = PixmanImage(format: format, width: width, height: height)
            var row = [UInt32](repeating: 0, count: width)
            for y in 0..<height {
                let n = row.withUnsafeMutableBytes { pread(fd.rawValue, $0.baseAddress, width * 4, off_t(y * stride)) }
                guard n == width * 4 else { throw DBusError.failed("the daemon wrote a short screenshot") }
                for x in 0..<width { image.setPixel(x: x, y: y, row[x]) }
            }
        } catch {
            throw .callFailed(member: "Screenshot", error: "\(error)")
        }
        // cairo's PNG writer compresses; the built-in encoder only stores.
        return Data(CairoPNG.encode(image) ?? PNGEncoder.encode(image))
    }
}
