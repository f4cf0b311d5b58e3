// Fuzz target: shared-buffer layout validation (StrataShm), the checks the daemon runs
// on every CreateBuffer before it looks at the client's file, then the mapping itself
// against a few small real files (sealed and unsealed memfds, too short, /dev/null).
//
// Input: offset, width, height, stride (u32 each, extremes reachable from one byte),
// a format (known names, or an arbitrary string), the receiver's limits, a file choice.
import FuzzSupport
import StrataPixman
import StrataShm
import StrataSystem
#if canImport(Glibc)
import Glibc
#endif

/// Files the mapping step is tried against; made once, reused by every input.
private let files: [OwnedFileDescriptor] = {
    func memfd(size: Int, seal: FileSeals) -> OwnedFileDescriptor {
        let fd = try! MemFD.create(name: "fuzz-buffer")
        try! fd.truncate(to: size)
        if !seal.isEmpty { try! fd.addSeals(seal) }
        return fd
    }
    return [
        memfd(size: 65536, seal: .shrink),
        memfd(size: 4, seal: .shrink),
        memfd(size: 0, seal: [.shrink, .grow]),
        memfd(size: 65536, seal: []),
        memfd(size: 8192, seal: [.shrink, .write]),
        try! OwnedFileDescriptor.open("/dev/null", flags: O_RDONLY),
    ]
}()

private func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) {
    var input = FuzzInput(data, size)
    let formats = PixelFormat.allCases.map(\.protocolName)
    let formatChoice = input.take(below: formats.count + 1)
    let format = formatChoice < formats.count ? formats[formatChoice] : input.takeString(maxLength: 12)
    let description = BufferDescription(offset: input.takeUInt32(), width: input.takeUInt32(),
                                        height: input.takeUInt32(), stride: input.takeUInt32(), format: format)
    let limits = input.takeBool()
        ? BufferLimits.standard
        : BufferLimits(maxDimension: input.takeUInt32(), maxByteCount: Int(input.takeInt32()) << input.take(below: 40))

    let layout: BufferLayout
    do {
        layout = try BufferLayout(validating: description, limits: limits)
    } catch {
        _ = error.description
        _ = error.category
        return
    }
    // What a successful validation promises (MappedBuffer relies on each).
    let pixel = layout.format.bytesPerPixel
    precondition(description.width > 0 && description.height > 0)
    precondition(description.width <= limits.maxDimension && description.height <= limits.maxDimension)
    precondition(description.offset % 4 == 0 && description.stride % 4 == 0)
    precondition(Int(description.stride) >= Int(description.width) * pixel)
    let pixelBytes = Int(description.stride) * Int(description.height)
    precondition(pixelBytes <= min(limits.maxByteCount, Int(Int32.max)))
    precondition(layout.end == Int(description.offset) + pixelBytes && layout.offset == Int(description.offset))

    // The mapping: whatever the file, either a clean error or a buffer whose every byte reads.
    let file = files[input.take(below: files.count)]
    guard let mapped = try? MappedBuffer.map(fd: file, description: description, limits: limits,
                                             writable: input.takeBool()) else { return }
    precondition(mapped.bytes.count == pixelBytes)
    var sum: UInt8 = 0
    for index in Swift.stride(from: 0, to: mapped.bytes.count, by: 997) { sum &+= mapped.bytes[index] }
    sum &+= mapped.bytes[mapped.bytes.count - 1]
    if mapped.isWritable { mapped.image.fill(.src, color: PixmanColor(argb: UInt32(sum)),
                                             rects: [PixmanRect(x: 0, y: 0, width: 2, height: 2)]) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    fuzzOne(data, size)
    return 0
}

@main
enum FuzzBufferLayoutMain {
    static func main() { FuzzMain.run(fuzzerTestOneInput) }
}
