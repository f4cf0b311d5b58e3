// Fuzz target: what a VNC viewer sends, checked before neatvnc reads it
// (daemon/StrataVNC/RFBViewerFilter). The first byte picks the server's offer (a password
// or not) and where the stream is cut into reads; the rest is the viewer's bytes. The
// harness requires that the filter never crashes and never passes more than arrived,
// and that how the stream is cut does not matter: read byte by byte, in the chosen
// pieces and all at once, the same bytes pass and the same verdict comes.
import FuzzSupport
import StrataVNC

/// Feeds `bytes` to a fresh filter in pieces of `step` (0: all at once), as the relay
/// does (what passed is dropped, the rest waits for more); returns how many bytes
/// passed and whether the viewer was cut off.
private func run(_ bytes: UnsafeBufferPointer<UInt8>, requiresPassword: Bool, step: Int) -> (passed: Int, refused: Bool) {
    var filter = RFBViewerFilter(requiresPassword: requiresPassword)
    var arrived = 0, passed = 0
    while arrived < bytes.count {
        arrived = step == 0 ? bytes.count : min(bytes.count, arrived + step)
        let waiting = UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[passed..<arrived]))
        do {
            let taken = try filter.admit(waiting)
            precondition(taken >= 0 && taken <= waiting.count, "the filter passed \(taken) of \(waiting.count) bytes")
            passed += taken
        } catch {
            return (passed, true)
        }
    }
    return (passed, false)
}

private func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) {
    guard size > 0 else { return }
    let requiresPassword = data[0] & 1 == 1
    let step = Int(data[0] >> 1) // 0: all at once
    let bytes = UnsafeBufferPointer(start: data + 1, count: size - 1)
    let whole = run(bytes, requiresPassword: requiresPassword, step: 0)
    for other in [1, step] {
        let split = run(bytes, requiresPassword: requiresPassword, step: other)
        precondition(split.refused == whole.refused, "cut into pieces of \(other): refused \(split.refused), whole \(whole.refused)")
        // A refusal may come before or after the bytes that preceded it in the same read
        // passed; without one, the same bytes pass however the stream was cut.
        if !whole.refused {
            precondition(split.passed == whole.passed, "cut into pieces of \(other): \(split.passed) passed, whole \(whole.passed)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    fuzzOne(data, size)
    return 0
}

@main
enum FuzzRFBViewerMain {
    static func main() { FuzzMain.run(fuzzerTestOneInput) }
}
