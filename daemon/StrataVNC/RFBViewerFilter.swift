/// What a VNC viewer may send, checked before neatvnc reads it (``VNCGate``).
///
/// Why: the neatvnc this daemon links (0.5, Debian 12) has two flaws a viewer can use.
/// It accepts security type None even when it offered only VeNCrypt (CVE-2024-42458,
/// fixed in neatvnc 0.8.1): any viewer could skip the password. And when it refuses a
/// message (an unknown type, a colour-map pixel format, an unknown QEMU message, a
/// clipboard over 10 MB) it frees the viewer's state and then keeps using it (fixed
/// upstream in 2025): a use-after-free any viewer could cause. The filter follows the
/// viewer's side of RFB 3.8 and passes only what neatvnc handles safely; anything else
/// ends the connection here, which neatvnc sees as a viewer that hung up.
///
/// Inside VeNCrypt's TLS the bytes cannot be read: from there on they pass as they are,
/// so only a viewer that has the certificate's trust and then the password can reach
/// neatvnc's message handling.
package struct RFBViewerFilter {
    /// Why a viewer was cut off.
    package struct Violation: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    package enum State: Equatable {
        case version
        case securityType
        case clientInit
        case vencryptVersion
        case vencryptSubtype
        /// TLS: nothing more can be checked.
        case opaque
        case ready
        /// The rest of a clipboard message (its text), passed as it comes.
        case passing(Int)
    }

    /// The security type the server offers (it offers one): 19 (VeNCrypt) with a
    /// password, else 1 (None).
    package let securityType: UInt8
    package private(set) var state = State.version

    static let securityNone: UInt8 = 1
    static let securityVeNCrypt: UInt8 = 19
    /// neatvnc's limits: it reads at most 32 encodings (a longer list would be misread)
    /// and refuses clipboard text over 10,000,000 bytes.
    static let maximumEncodings = 32
    static let maximumCutText = 10_000_000

    package init(requiresPassword: Bool) {
        securityType = requiresPassword ? Self.securityVeNCrypt : Self.securityNone
    }

    /// How many bytes at the start of `bytes` (what the viewer sent that has not been
    /// passed on yet) may go to the server now: whole messages, and clipboard text as
    /// it comes. The rest waits for more. Throws when the viewer broke the rules.
    package mutating func admit(_ bytes: UnsafeRawBufferPointer) throws(Violation) -> Int {
        var offset = 0
        func u16(_ at: Int) -> Int { Int(bytes[offset + at]) << 8 | Int(bytes[offset + at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        while offset < bytes.count {
            let available = bytes.count - offset
            /// Whether a message of `size` bytes has arrived whole (then it is taken).
            func whole(_ size: Int) -> Bool {
                guard available >= size else { return false }
                offset += size
                return true
            }
            switch state {
            case .opaque:
                return bytes.count
            case .passing(let remaining):
                let taken = min(remaining, available)
                offset += taken
                state = taken == remaining ? .ready : .passing(remaining - taken)
            case .version:
                guard whole(12) else { return offset }
                state = .securityType
            case .securityType:
                let chosen = bytes[offset]
                guard chosen == securityType else {
                    throw Violation(description: "chose security type \(chosen), which was not offered (\(securityType) was)")
                }
                offset += 1
                state = chosen == Self.securityNone ? .clientInit : .vencryptVersion
            case .clientInit:
                offset += 1
                state = .ready
            case .vencryptVersion:
                guard whole(2) else { return offset }
                state = .vencryptSubtype
            case .vencryptSubtype:
                guard whole(4) else { return offset }
                state = .opaque
            case .ready:
                let type = bytes[offset]
                switch type {
                case 0: // SetPixelFormat: 3 bytes of padding, then the format.
                    guard available >= 20 else { return offset }
                    guard bytes[offset + 7] != 0 else { throw Violation(description: "asked for a colour-map pixel format") }
                    offset += 20
                case 2: // SetEncodings
                    guard available >= 4 else { return offset }
                    let count = u16(2)
                    guard count <= Self.maximumEncodings else {
                        throw Violation(description: "sent \(count) encodings (at most \(Self.maximumEncodings))")
                    }
                    guard whole(4 + 4 * count) else { return offset }
                case 3: // FramebufferUpdateRequest
                    guard whole(10) else { return offset }
                case 4: // KeyEvent
                    guard whole(8) else { return offset }
                case 5: // PointerEvent
                    guard whole(6) else { return offset }
                case 6: // ClientCutText: 3 bytes of padding, the length, the text.
                    guard available >= 8 else { return offset }
                    let length = u32(4)
                    guard length <= Self.maximumCutText else {
                        throw Violation(description: "sent \(length) bytes of clipboard text (at most \(Self.maximumCutText))")
                    }
                    offset += 8
                    if length > 0 { state = .passing(length) }
                case 255: // QEMU: only the extended key event (subtype 0) is known.
                    guard available >= 2 else { return offset }
                    guard bytes[offset + 1] == 0 else {
                        throw Violation(description: "sent QEMU message \(bytes[offset + 1]), which is not handled")
                    }
                    guard whole(12) else { return offset }
                default:
                    throw Violation(description: "sent message type \(type), which is not handled")
                }
            }
        }
        return offset
    }
}
