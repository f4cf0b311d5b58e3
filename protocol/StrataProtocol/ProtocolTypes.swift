import StrataDBus

/// A window's geometry, `(iiii)` on the wire: x, y, width, height in screen pixels.
public struct WindowGeometry: Hashable, Sendable, DBusCodable, CustomStringConvertible {
    public var x: Int32
    public var y: Int32
    public var width: Int32
    public var height: Int32

    public init(x: Int32, y: Int32, width: Int32, height: Int32) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static var dbusSignature: DBusSignature { "(iiii)" }

    public func encode(to writer: inout DBusWriter) throws(DBusError) {
        try writer.append(DBusStruct(x, y, width, height))
    }

    public init(from reader: inout DBusReader) throws(DBusError) {
        let s = try reader.read(DBusStruct<Int32, Int32, Int32, Int32>.self)
        self.init(x: s.fields.0, y: s.fields.1, width: s.fields.2, height: s.fields.3)
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }

    /// Whether the point lies inside (right and bottom edges excluded).
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= Double(x) && py >= Double(y) && px < Double(x) + Double(width) && py < Double(y) + Double(height)
    }
}

/// The `phase` of `Touch` and `Pointer` signals (protocol values, not `UITouch.Phase` raw values).
public enum InputPhase: UInt32, Sendable {
    case began = 0
    case moved = 1
    case ended = 2
    case cancelled = 3
}

/// Window levels as the protocol numbers them; any integer orders.
public enum WindowLevelValue {
    public static let normal: Int32 = 0
    public static let statusBar: Int32 = 1000
    public static let alert: Int32 = 2000
}

/// Linux input event codes used by the protocol.
public enum EvdevCode {
    /// `BTN_LEFT`
    public static let buttonLeft: UInt32 = 272
    /// `BTN_RIGHT`
    public static let buttonRight: UInt32 = 273
    /// `BTN_MIDDLE`
    public static let buttonMiddle: UInt32 = 274
}
