import Foundation
import StrataPixman
import XCTest

/// The tests' independent VNC viewer: `vncdo` from vncdotool (PyPI), in the virtual
/// environment `scripts/install-test-tools.sh` creates (`make test` runs it first; a
/// test run without it runs it once itself).
public enum VNCViewer {
    /// The package's root folder.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized

    /// The path of `vncdo`, installing it when needed; skips the test (with the reason)
    /// when it cannot be installed (no network to PyPI, no python3-venv).
    public static func vncdo() throws -> String {
        if let path = ProcessInfo.processInfo.environment["STRATA_VNCDO"], !path.isEmpty { return path }
        let venv = packageRoot.appendingPathComponent(".build/test-venv")
        let path = venv.appendingPathComponent("bin/vncdo").path
        if !FileManager.default.isExecutableFile(atPath: path) {
            let script = packageRoot.appendingPathComponent("scripts/install-test-tools.sh").path
            let out = try Tools.run(script, [venv.path], timeout: 300)
            guard out.succeeded, FileManager.default.isExecutableFile(atPath: path) else {
                throw XCTSkip("vncdotool cannot be installed from PyPI into \(venv.path): "
                              + out.stderr.split(separator: "\n").last.map(String.init).orEmpty)
            }
        }
        return path
    }

    /// Starts `vncdo -s HOST::PORT COMMANDS…` in the background.
    public static func start(port: UInt16, _ commands: [String]) throws -> Tools.Background {
        try Tools.Background(try vncdo(), ["-s", "127.0.0.1::\(port)"] + commands)
    }

    /// Runs `vncdo` to completion; fails the test if it fails.
    public static func run(port: UInt16, _ commands: [String], pump: (() throws -> Void)? = nil,
                           file: StaticString = #filePath, line: UInt = #line) throws {
        let out = try Tools.run(try vncdo(), ["-s", "127.0.0.1::\(port)"] + commands, timeout: 60, pump: pump)
        XCTAssertTrue(out.succeeded, "vncdo \(commands.joined(separator: " ")): \(out)", file: file, line: line)
    }

    /// A screen captured by `vncdo capture FILE.bmp`.
    public static func capture(port: UInt16, pump: (() throws -> Void)? = nil) throws -> PixmanImage {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(getpid())-\(UUID().uuidString).bmp")
        defer { try? FileManager.default.removeItem(at: file) }
        try run(port: port, ["capture", file.path], pump: pump)
        return try BMPImage.decode(Data(contentsOf: file))
    }

    /// A free TCP port on the loopback interface.
    public static func freePort() -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        return UInt16(bigEndian: address.sin_port)
    }
}

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}

/// Uncompressed 24- or 32-bit BMP (what Pillow writes), decoded to `x8r8g8b8`.
public enum BMPImage {
    public struct FormatError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func decode(_ data: Data) throws -> PixmanImage {
        let b = [UInt8](data)
        func u32(_ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 | Int(b[o + 2]) << 16 | Int(b[o + 3]) << 24 }
        func u16(_ o: Int) -> Int { Int(b[o]) | Int(b[o + 1]) << 8 }
        guard b.count > 54, b[0] == 0x42, b[1] == 0x4D else { throw FormatError(description: "not a BMP file") }
        let offset = u32(10), width = u32(18), rawHeight = Int32(bitPattern: UInt32(u32(22)))
        let bits = u16(28), compression = u32(30)
        guard (bits == 24 || bits == 32), compression == 0 || compression == 3 else {
            throw FormatError(description: "BMP with \(bits) bits, compression \(compression)")
        }
        let height = Int(abs(rawHeight)), bottomUp = rawHeight > 0
        let rowBytes = (width * bits / 8 + 3) / 4 * 4
        guard b.count >= offset + rowBytes * height else { throw FormatError(description: "BMP is truncated") }
        let image = PixmanImage(format: .x8r8g8b8, width: width, height: height)
        for y in 0..<height {
            let row = offset + (bottomUp ? height - 1 - y : y) * rowBytes
            for x in 0..<width {
                let p = row + x * bits / 8
                image.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(b[p + 2]) << 16 | UInt32(b[p + 1]) << 8 | UInt32(b[p]))
            }
        }
        return image
    }
}
