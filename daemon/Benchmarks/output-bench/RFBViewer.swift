import Foundation
import StrataSystem

/// A minimal RFB 3.8 viewer for the benchmark: no security, Raw encoding only, reads
/// framebuffer updates in full from a non-blocking socket driven by the event loop.
final class RFBViewer {
    private let fd: Int32
    private var input: [UInt8] = []
    private(set) var width = 0
    private(set) var height = 0
    /// Updates received in full since start.
    private(set) var updates = 0

    init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let ok = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0 else { throw SystemError.current("connect") }
    }

    deinit { close(fd) }

    private func send(_ bytes: [UInt8]) { bytes.withUnsafeBytes { _ = Glibc.send(fd, $0.baseAddress, $0.count, 0) } }

    private func readExactly(_ n: Int, loop: EventLoop) throws -> [UInt8] {
        while input.count < n { try pull(loop: loop, blocking: true) }
        defer { input.removeFirst(n) }
        return Array(input.prefix(n))
    }

    /// Reads and drops `n` bytes (pixel data) without keeping them.
    private func skip(_ n: Int, loop: EventLoop) throws {
        var left = n
        let buffered = min(left, input.count)
        input.removeFirst(buffered)
        left -= buffered
        while left > 0 {
            let got = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, min(left, $0.count), Int32(MSG_DONTWAIT)) }
            if got > 0 { left -= got; continue }
            if got == 0 { throw SystemError.current("the server closed the connection") }
            try loop.runOnce(timeoutMilliseconds: 1)
        }
    }

    private var scratch = [UInt8](repeating: 0, count: 1 << 20)

    private func pull(loop: EventLoop, blocking: Bool) throws {
        let n = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, 4096, Int32(MSG_DONTWAIT)) }
        if n > 0 { input += scratch.prefix(n); return }
        if n == 0 { throw SystemError.current("the server closed the connection") }
        if blocking { try loop.runOnce(timeoutMilliseconds: 1) }
    }

    /// The handshake; the server's loop (`loop`) runs meanwhile.
    func handshake(loop: EventLoop) throws {
        _ = try readExactly(12, loop: loop)
        send(Array("RFB 003.008\n".utf8))
        let count = Int(try readExactly(1, loop: loop)[0])
        _ = try readExactly(count, loop: loop)
        send([1])
        _ = try readExactly(4, loop: loop)
        send([1]) // shared
        let head = try readExactly(24, loop: loop)
        width = Int(head[0]) << 8 | Int(head[1])
        height = Int(head[2]) << 8 | Int(head[3])
        let nameLength = Int(head[20]) << 24 | Int(head[21]) << 16 | Int(head[22]) << 8 | Int(head[23])
        _ = try readExactly(nameLength, loop: loop)
        send([2, 0, 0, 1, 0, 0, 0, 0]) // SetEncodings: Raw only
        request(incremental: false)
        try readUpdate(loop: loop)
    }

    func request(incremental: Bool) {
        send([3, incremental ? 1 : 0, 0, 0, 0, 0, UInt8(width >> 8), UInt8(width & 0xFF), UInt8(height >> 8), UInt8(height & 0xFF)])
    }

    /// Reads one whole FramebufferUpdate (Raw rectangles), running `loop` while waiting.
    func readUpdate(loop: EventLoop) throws {
        var head = try readExactly(4, loop: loop)
        while head[0] != 0 { head = Array(head.dropFirst()) + (try readExactly(1, loop: loop)) } // skip other messages
        let rects = Int(head[2]) << 8 | Int(head[3])
        for _ in 0..<rects {
            let r = try readExactly(12, loop: loop)
            let w = Int(r[4]) << 8 | Int(r[5]), h = Int(r[6]) << 8 | Int(r[7])
            let encoding = Int32(bitPattern: UInt32(r[8]) << 24 | UInt32(r[9]) << 16 | UInt32(r[10]) << 8 | UInt32(r[11]))
            if encoding == 0 { try skip(w * h * 4, loop: loop) }
        }
        updates += 1
    }
}
