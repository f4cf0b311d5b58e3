internal import CDBus

/// The D-Bus specification's rules for names, paths, signatures and strings, applied
/// to NUL-terminated bytes in a message read without libdbus (libdbus's own public
/// validators, so both paths accept exactly the same).
enum DBusWireNames {
    private static func chars<R>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<CChar>) -> R) -> R {
        // The bytes are followed by their NUL in the message (checked by the reader).
        bytes.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: bytes.count + 1, body) } ?? body("")
    }

    static func isObjectPath(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { chars(bytes) { dbus_validate_path($0, nil) != 0 } }
    static func isSignature(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { chars(bytes) { dbus_signature_validate($0, nil) != 0 } }
    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // ASCII, the common case, without a call.
        if !bytes.contains(where: { $0 >= 0x80 }) { return true }
        return chars(bytes) { dbus_validate_utf8($0, nil) != 0 }
    }
    static func isInterface(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { chars(bytes) { dbus_validate_interface($0, nil) != 0 } }
    static func isMember(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { chars(bytes) { dbus_validate_member($0, nil) != 0 } }
    static func isErrorName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { chars(bytes) { dbus_validate_error_name($0, nil) != 0 } }
    static func isBusName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { chars(bytes) { dbus_validate_bus_name($0, nil) != 0 } }
}
