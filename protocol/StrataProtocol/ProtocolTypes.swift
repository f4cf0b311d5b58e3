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

    // Field by field rather than through the variadic `DBusStruct`: each Commit carries
    // these, and a parameter pack's metadata is built at run time on every use (7,700
    // instructions a rectangle, against a few hundred this way).
    public func encode(to writer: inout DBusWriter) throws(DBusError) {
        try writer.appendStruct { (fields: inout DBusWriter) throws(DBusError) in
            try fields.append(x)
            try fields.append(y)
            try fields.append(width)
            try fields.append(height)
        }
    }

    public init(from reader: inout DBusReader) throws(DBusError) {
        var values: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        try reader.readStruct(signature: Self.dbusSignature) { (fields: inout DBusReader) throws(DBusError) in
            values = (try fields.read(Int32.self), try fields.read(Int32.self), try fields.read(Int32.self), try fields.read(Int32.self))
            guard fields.isAtEnd else { throw .invalidArgs("a rectangle has four fields") }
        }
        self.init(x: values.0, y: values.1, width: values.2, height: values.3)
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }

    /// The largest distance of a window's origin from the screen's origin, either way:
    /// `x` and `y` must lie within `-maximumCoordinate...maximumCoordinate`, so edges
    /// (`x + width`) are always far from the `Int32` limits.
    public static let maximumCoordinate: Int32 = 1_000_000

    /// Whether the origin lies within ``maximumCoordinate``.
    public var hasValidOrigin: Bool {
        (-Self.maximumCoordinate...Self.maximumCoordinate).contains(x)
            && (-Self.maximumCoordinate...Self.maximumCoordinate).contains(y)
    }

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
    /// Key codes `Input1` accepts: `KEY_ESC` (1) to `KEY_MAX` (0x2ff).
    public static let keys: ClosedRange<UInt32> = 1...0x2FF
    /// Pointer buttons `Input1` accepts: `BTN_LEFT` (0x110) to `BTN_TASK` (0x117).
    public static let pointerButtons: ClosedRange<UInt32> = 0x110...0x117
    /// Touch slots `Input1` accepts (a multi-touch device has a handful; 64 is ample).
    public static let touchSlots: Range<UInt32> = 0..<64
    /// `BTN_LEFT`
    public static let buttonLeft: UInt32 = 272
    /// `BTN_RIGHT`
    public static let buttonRight: UInt32 = 273
    /// `BTN_MIDDLE`
    public static let buttonMiddle: UInt32 = 274
}

/// A commit's damage list (`a(iiii)`), read with a bound: at most ``maximumCount``
/// rectangles are read; a longer list is not read further and means "the whole
/// buffer" (``isWhole``), so a client cannot make the receiver decode millions.
public struct DamageList: DBusDecodable, Sendable {
    /// The most rectangles read from one list.
    public static let maximumCount = 256
    /// The rectangles read (all of them, unless ``isWhole``).
    public var rectangles: [WindowGeometry]
    /// Whether the list was longer than ``maximumCount``.
    public var isWhole: Bool

    public init(rectangles: [WindowGeometry], isWhole: Bool = false) {
        self.rectangles = rectangles
        self.isWhole = isWhole
    }

    /// Made once: building a signature from a literal checks it each time.
    public static let dbusSignature: DBusSignature = "a(iiii)"

    public init(from reader: inout DBusReader) throws(DBusError) {
        self.init(rectangles: [])
        // A commit carries a few rectangles: one allocation, not one per doubling.
        rectangles.reserveCapacity(8)
        try read(from: &reader)
    }

    /// Replaces this list with the one `reader` is at, keeping the rectangles' storage
    /// when nothing else refers to it: a receiver that reads a list at every commit into
    /// the same value allocates none after the first.
    public mutating func read(from reader: inout DBusReader) throws(DBusError) {
        rectangles.removeAll(keepingCapacity: true)
        isWhole = false
        let complete = try reader.readInt32Structs(fields: 4, maximumCount: Self.maximumCount) { fields in
            rectangles.append(WindowGeometry(x: fields[0], y: fields[1], width: fields[2], height: fields[3]))
        }
        if !complete {
            rectangles.removeAll(keepingCapacity: true)
            isWhole = true
        }
    }
}
