import Foundation
import StrataPixman
import StrataSystem
import XCTest

/// A private X server (`Xvfb`) for tests of the X11 backend, with the independent X
/// tools that look at it and drive it: `xwd` reads pixels back, `xdotool` clicks and types.
public final class XvfbServer {
    public let process: Tools.Background
    /// The display name, e.g. ":3".
    public let display: String

    /// Skips the test (with the reason printed) when Xvfb, xwd or xdotool are missing.
    public static func requireTools() throws {
        for tool in ["Xvfb", "xwd", "xdotool"] where Tools.which(tool) == nil {
            throw XCTSkip("\(tool) is not installed (Debian: xvfb, x11-apps, xdotool; make test installs them)")
        }
    }

    /// Starts `Xvfb` on a free display, `width`×`height` at depth 24; `sharedMemory: false`
    /// disables MIT-SHM (`-extension MIT-SHM`), as a remote X server would lack it.
    public init(width: Int = 640, height: Int = 480, sharedMemory: Bool = true) throws {
        try Self.requireTools()
        var arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        if !sharedMemory { arguments += ["-extension", "MIT-SHM"] }
        let server = try Tools.Background(Tools.which("Xvfb")!, arguments)
        var number: String?
        let started = try waitUntil(timeout: 20) {
            let out = server.stdout
            if out.hasSuffix("\n"), let n = Int(out.trimmingCharacters(in: .whitespacesAndNewlines)) { number = String(n) }
            return number != nil || !server.process.isRunning
        }
        guard started, let number else { throw XCTSkip("Xvfb did not start: \(server.stderr)") }
        process = server
        display = ":" + number
    }

    deinit { process.process.terminate(grace: 1) }

    public var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        return environment
    }

    /// Runs an X tool on this display; fails the test if it fails.
    @discardableResult
    public func run(_ tool: String, _ arguments: [String], pump: (() throws -> Void)? = nil,
                    file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let out = try Tools.run(Tools.which(tool) ?? tool, arguments, environment: environment, pump: pump)
        XCTAssertTrue(out.succeeded, "\(tool) \(arguments.joined(separator: " ")): \(out)", file: file, line: line)
        return out.stdout
    }

    /// The id of the first window named `name` (`xdotool search --name`), waiting for it to appear.
    public func window(named name: String, pump: () throws -> Void) throws -> String {
        var id: String?
        try waitUntil(timeout: 10, pump: pump) {
            let out = try Tools.run(Tools.which("xdotool")!, ["search", "--name", "^\(name)$"], environment: environment)
            id = out.stdout.split(separator: "\n").first.map(String.init)
            return id != nil
        }
        return try XCTUnwrap(id, "no X window named \(name)")
    }

    /// The pixels of window `id` as the X server has them, read by `xwd`.
    public func capture(window id: String, pump: (() throws -> Void)? = nil) throws -> PixmanImage {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(getpid())-\(UUID().uuidString).xwd")
        defer { try? FileManager.default.removeItem(at: file) }
        try run("xwd", ["-silent", "-id", id, "-out", file.path], pump: pump)
        return try XWDImage.decode(Data(contentsOf: file))
    }
}

extension Tools {
    /// The full path of `tool` on the PATH (or in /usr/bin), if installed.
    public static func which(_ tool: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/usr/local/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// `xwd`'s file format (X Window Dump, version 7): a big-endian header, a colour map,
/// then the pixels as the server stores them. Only 24/32-bit TrueColor ZPixmap is read.
public enum XWDImage {
    public struct FormatError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func decode(_ data: Data) throws -> PixmanImage {
        let bytes = [UInt8](data)
        func field(_ i: Int) -> Int {
            Int(bytes[4 * i]) << 24 | Int(bytes[4 * i + 1]) << 16 | Int(bytes[4 * i + 2]) << 8 | Int(bytes[4 * i + 3])
        }
        guard bytes.count >= 100, field(1) == 7 else { throw FormatError(description: "not an XWD version 7 file") }
        let headerSize = field(0), format = field(2), width = field(4), height = field(5), byteOrder = field(7)
        let bitsPerPixel = field(11), bytesPerLine = field(12), colors = field(19)
        guard format == 2, bitsPerPixel == 32 else {
            throw FormatError(description: "XWD format \(format) at \(bitsPerPixel) bits per pixel; expected ZPixmap at 32")
        }
        let start = headerSize + colors * 12
        guard bytes.count >= start + bytesPerLine * height else { throw FormatError(description: "XWD file is truncated") }
        let image = PixmanImage(format: .x8r8g8b8, width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let o = start + y * bytesPerLine + x * 4
                let (b0, b1, b2, b3) = (UInt32(bytes[o]), UInt32(bytes[o + 1]), UInt32(bytes[o + 2]), UInt32(bytes[o + 3]))
                let value = byteOrder == 0 ? b3 << 24 | b2 << 16 | b1 << 8 | b0 : b0 << 24 | b1 << 16 | b2 << 8 | b3
                image.setPixel(x: x, y: y, 0xFF00_0000 | value)
            }
        }
        return image
    }
}
