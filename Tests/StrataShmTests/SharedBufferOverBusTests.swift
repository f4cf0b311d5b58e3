import Foundation
import StrataDBus
import StrataPixman
import StrataShm
import StrataSystem
import StrataTestSupport
import XCTest

/// A memfd buffer passed through a real dbus-daemon: the receiver maps it without
/// copying and sees what the sender writes afterwards; bad buffers are refused by
/// validation on the receiving side, each with its own error.
final class SharedBufferOverBusTests: XCTestCase {
    private var bus: PrivateBus!
    private var loop: EventLoop!
    private var sender: DBusConnection!
    private var receiver: DBusConnection!
    private var received: [(OwnedFileDescriptor, BufferDescription)] = []

    override func setUpWithError() throws {
        bus = try PrivateBus()
        loop = try EventLoop()
        sender = try DBusConnection.bus(address: bus.address)
        receiver = try DBusConnection.bus(address: bus.address)
        sender.attach(to: loop)
        receiver.attach(to: loop)
        received = []
        try receiver.subscribe(DBusMatchRule(interface: "org.strata.ShmTest1", member: "Buffer"), addToBus: false) { [unowned self] m in
            guard let (fd, w, h, stride, format) = try? m.decode(OwnedFileDescriptor.self, UInt32.self, UInt32.self,
                                                                 UInt32.self, String.self) else { return }
            self.received.append((fd, BufferDescription(width: w, height: h, stride: stride, format: format)))
        }
    }

    override func tearDown() {
        received = []
        sender = nil
        receiver = nil
        loop = nil
        bus = nil
    }

    private func send(_ fd: OwnedFileDescriptor, width: UInt32, height: UInt32, stride: UInt32, format: String) throws
        -> (OwnedFileDescriptor, BufferDescription) {
        received.removeAll()
        try sender.emitSignal(path: "/shm", interface: "org.strata.ShmTest1", member: "Buffer",
                              destination: receiver.uniqueName, fd, width, height, stride, format)
        XCTAssertTrue(try loop.run(until: { !received.isEmpty }, timeout: 10), "the buffer never arrived")
        return try XCTUnwrap(received.first)
    }

    func testReceiverMapsTheBufferAndSeesLaterWrites() throws {
        let buffer = try SharedBuffer.create(width: 8, height: 4)
        buffer.image.fill(.src, color: PixmanColor(argb: 0xFF11_2233), rects: [PixmanRect(x: 0, y: 0, width: 8, height: 4)])
        let (fd, description) = try send(buffer.fd, width: 8, height: 4, stride: UInt32(buffer.stride), format: "a8r8g8b8")
        XCTAssertNotEqual(fd.rawValue, buffer.fd.rawValue)
        let mapped = try MappedBuffer.map(fd: fd, description: description)
        XCTAssertEqual(mapped.image.pixel(x: 7, y: 3), 0xFF11_2233)

        // Written after the fd crossed the bus: visible through the receiver's mapping.
        buffer.image.setPixel(x: 2, y: 1, 0x8040_2010)
        XCTAssertEqual(mapped.image.pixel(x: 2, y: 1), 0x8040_2010)
        XCTAssertEqual(mapped.image.pixel(x: 3, y: 1), 0xFF11_2233)
    }

    private func expect(_ expected: ShmBufferError.Category, _ fd: OwnedFileDescriptor, width: UInt32 = 8, height: UInt32 = 4,
                        stride: UInt32 = 32, format: String = "a8r8g8b8",
                        matches: (ShmBufferError) -> Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let (received, description) = try send(fd, width: width, height: height, stride: stride, format: format)
        do {
            _ = try MappedBuffer.map(fd: received, description: description)
            XCTFail("a bad buffer was mapped", file: file, line: line)
        } catch {
            XCTAssertEqual(error.category, expected, "\(error)", file: file, line: line)
            XCTAssertTrue(matches(error), "unexpected error \(error)", file: file, line: line)
        }
    }

    func testBadBuffersThroughTheBusAreEachRejectedWithTheirOwnError() throws {
        let unsealed = try MemFD.create(name: "unsealed")
        try unsealed.truncate(to: 32 * 4)
        try expect(.badBuffer, unsealed) { if case .notSealedAgainstShrinking = $0 { return true } else { return false } }

        let small = try MemFD.create(name: "small")
        try small.truncate(to: 32 * 3)
        try small.addSeals(.shrink)
        try expect(.badBuffer, small) { if case .fileTooSmall = $0 { return true } else { return false } }

        let good = try SharedBuffer.create(width: 8, height: 4)
        try expect(.badBuffer, good.fd, stride: 16) { if case .strideTooSmall = $0 { return true } else { return false } }
        try expect(.badFormat, good.fd, format: "r5g6b5") { if case .unknownFormat = $0 { return true } else { return false } }

        let (pipeRead, _) = try OwnedFileDescriptor.pipe()
        try expect(.badBuffer, pipeRead) { if case .notSealable = $0 { return true } else { return false } }

        // After all that, a good buffer still maps.
        let (fd, description) = try send(good.fd, width: 8, height: 4, stride: 32, format: "a8r8g8b8")
        XCTAssertNoThrow(try MappedBuffer.map(fd: fd, description: description))
    }
}
