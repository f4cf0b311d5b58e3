// strata-output-bench: the cost of the output paths, each beside a raw baseline of the
// same area in the same run (make bench). X11: present (ShmPutImage of the damage, until
// the server has it) vs a raw xcb_shm_put_image + round trip, on Xvfb. VNC: an update
// (neatvnc encodes and sends, a local viewer receives it all) vs a memcpy of the area.
import Foundation
import Logging
import StrataCompositor
import StrataPixman
import StrataSystem
import StrataVNC
import StrataX11

let screen = (width: 1280, height: 800)
let iterations = 200

func median(_ samples: [UInt64]) -> Double { Double(samples.sorted()[samples.count / 2]) / 1_000_000 }
func row(_ label: String, _ ms: Double, _ baselineLabel: String, _ baseline: Double) {
    print(String(format: "  %-36@ %8.3f ms    %-24@ %8.3f ms", label as NSString, ms, baselineLabel as NSString, baseline))
}
func nanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

final class NullSink: InputSink {
    func notifyPointerMotion(x: Double, y: Double, source: String) {}
    func notifyPointerButton(_ button: UInt32, pressed: Bool, source: String) {}
    func notifyKey(_ code: UInt32, pressed: Bool, source: String) {}
    func notifyTouchDown(slot: UInt32, x: Double, y: Double, source: String) {}
    func notifyTouchMotion(slot: UInt32, x: Double, y: Double, source: String) {}
    func notifyTouchUp(slot: UInt32, source: String) {}
    func endSession(_ source: String) {}
}

let areas: [(String, PixmanRect)] = [("100x100 damage", PixmanRect(x: 300, y: 200, width: 100, height: 100)),
                                     ("full-screen damage", PixmanRect(x: 0, y: 0, width: Int32(screen.width), height: Int32(screen.height)))]

/// Draws a frame of alternating colour in `rect` into the output's next buffer and commits it.
enum Frames { @MainActor static var number = 0 }
@MainActor func drawAndCommit(_ output: Output, _ rect: PixmanRect) -> UInt64 {
    let buffer = output.acquireBuffer()
    Frames.number += 1
    buffer.image.fill(.src, color: PixmanColor(argb: Frames.number % 2 == 0 ? 0xFF33_6699 : 0xFF99_6633),
                      region: buffer.age == 0 ? PixmanRegion(x: 0, y: 0, width: Int32(screen.width), height: Int32(screen.height))
                                              : PixmanRegion(rect: rect))
    let start = nanoseconds()
    output.commit(buffer, damage: PixmanRegion(rect: rect))
    return start
}

// MARK: X11 (on Xvfb)

func startXvfb() throws -> (ChildProcess, String)? {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else { return nil }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-bench-display-\(getpid())")
    let out = try OwnedFileDescriptor.open(file.path, flags: O_WRONLY | O_CREAT | O_TRUNC)
    let null = try OwnedFileDescriptor.open("/dev/null", flags: O_RDWR)
    let xvfb = try ChildProcess(executable: "/usr/bin/Xvfb", arguments: ["-displayfd", "1", "-screen", "0", "\(screen.width)x\(screen.height)x24", "-nolisten", "tcp"],
                                stdin: null.rawValue, stdout: out.rawValue, stderr: null.rawValue)
    for _ in 0..<200 {
        if let text = try? String(contentsOf: file, encoding: .utf8), text.hasSuffix("\n") {
            return (xvfb, ":" + text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        usleep(20_000)
    }
    return nil
}

@MainActor func benchX11() throws {
    print("X11 backend on Xvfb, \(screen.width)x\(screen.height), median of \(iterations) frames:")
    guard let (xvfb, display) = try startXvfb() else {
        print("  skipped: Xvfb is not installed (Debian: xvfb)")
        return
    }
    defer { xvfb.terminate() }
    let loop = try EventLoop()
    let backend = try X11Backend(width: screen.width, height: screen.height, refreshHz: 60, display: display, loop: loop)
    try backend.start(input: NullSink())
    for (label, rect) in areas {
        var present: [UInt64] = [], raw: [UInt64] = []
        for _ in 0..<iterations {
            let start = drawAndCommit(backend.output, rect)
            backend.sync()
            present.append(nanoseconds() - start)
            let rawStart = nanoseconds()
            guard backend.rawSharedMemoryPut(rect) else { print("  skipped: no MIT-SHM"); return }
            raw.append(nanoseconds() - rawStart)
        }
        row("present, \(label)", median(present), "raw xcb_shm_put_image", median(raw))
    }
}

// MARK: VNC

@MainActor func benchVNC() throws {
    print("VNC backend (neatvnc, Raw encoding) to one local viewer, \(screen.width)x\(screen.height), median of \(iterations) frames:")
    let loop = try EventLoop()
    let port = UInt16(20000 + getpid() % 20000)
    let backend = try VNCBackend(width: screen.width, height: screen.height, refreshHz: 60, host: "127.0.0.1", port: port,
                                 loop: loop, logger: { var l = Logger(label: "bench"); l.logLevel = .warning; return l }())
    try backend.start(input: NullSink())
    _ = drawAndCommit(backend.output, areas[1].1)
    let viewer = try RFBViewer(port: port)
    try viewer.handshake(loop: loop)
    let source = PixmanImage(format: .x8r8g8b8, width: screen.width, height: screen.height)
    let target = PixmanImage(format: .x8r8g8b8, width: screen.width, height: screen.height)
    for (label, rect) in areas {
        var update: [UInt64] = [], copy: [UInt64] = []
        for _ in 0..<iterations {
            viewer.request(incremental: true)
            let start = drawAndCommit(backend.output, rect)
            try viewer.readUpdate(loop: loop)
            update.append(nanoseconds() - start)
            let copyStart = nanoseconds()
            for y in Int(rect.y)..<Int(rect.y + rect.height) {
                memcpy(target.data! + y * target.stride + Int(rect.x) * 4, source.data! + y * source.stride + Int(rect.x) * 4, Int(rect.width) * 4)
            }
            copy.append(nanoseconds() - copyStart)
        }
        row("update, \(label)", median(update), "memcpy of the area", median(copy))
    }
}

do {
    try benchX11()
    try benchVNC()
} catch {
    print("strata-output-bench: \(error)")
    exit(1)
}
