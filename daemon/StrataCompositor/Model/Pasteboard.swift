/// The screen's one shared pasteboard (`org.strata.Pasteboard1`, protocol version 6):
/// what an app copied, for any app to paste. A list of items; each item maps type
/// identifiers ("public.utf8-plain-text", "public.png", a MIME type) to bytes the
/// daemon keeps as they are and never reads.
///
/// Every change is checked whole before anything is kept: a refused `setItems` leaves
/// the pasteboard as it was.
package struct Pasteboard: Sendable {
    /// One item: its representations by type identifier.
    package typealias Item = [String: [UInt8]]

    /// Most items at once.
    package static let maxItems = 100
    /// Most representations in one item.
    package static let maxTypesPerItem = 32
    /// Longest type identifier, in UTF-8 bytes.
    package static let maxTypeBytes = 255

    /// The items, in order.
    package private(set) var items: [Item] = []
    /// Grows by one with every change, clearing included (UIPasteboard's `changeCount`).
    package private(set) var changeCount: UInt32 = 0
    /// Bytes of all representations together.
    package private(set) var byteCount = 0

    package init() {}

    /// Each item's type identifiers, sorted (the `Types` property).
    package var types: [[String]] { items.map { $0.keys.sorted() } }

    /// Replaces the items, after checking them against the limits and the type rules;
    /// returns the new change count.
    @discardableResult
    package mutating func setItems(_ newItems: [Item], maxBytes: Int) throws(CompositorError) -> UInt32 {
        guard newItems.count <= Self.maxItems else {
            throw .limitsExceeded("pasteboard: at most \(Self.maxItems) items, got \(newItems.count)")
        }
        var bytes = 0
        for (index, item) in newItems.enumerated() {
            guard item.count <= Self.maxTypesPerItem else {
                throw .limitsExceeded("pasteboard: at most \(Self.maxTypesPerItem) representations an item, item \(index) has \(item.count)")
            }
            for (type, data) in item {
                try Self.check(type: type, item: index)
                bytes += data.count
            }
        }
        guard bytes <= maxBytes else {
            throw .limitsExceeded("max-pasteboard-bytes: the pasteboard holds at most \(maxBytes) bytes, got \(bytes)")
        }
        items = newItems
        byteCount = bytes
        changeCount &+= 1
        return changeCount
    }

    /// The items with only the representations of `wanted` (all of them when `wanted`
    /// is empty); an item with none keeps its place as an empty map.
    package func items(ofTypes wanted: [String]) -> [Item] {
        guard !wanted.isEmpty else { return items }
        let set = Set(wanted)
        return items.map { $0.filter { set.contains($0.key) } }
    }

    /// A type identifier is 1 to ``maxTypeBytes`` bytes without control characters
    /// (D-Bus has already checked that it is UTF-8).
    static func check(type: String, item: Int) throws(CompositorError) {
        guard !type.isEmpty else { throw .invalid("pasteboard: item \(item) has an empty type identifier") }
        guard type.utf8.count <= maxTypeBytes else {
            throw .invalid("pasteboard: item \(item)'s type identifier is \(type.utf8.count) bytes; at most \(maxTypeBytes)")
        }
        guard !type.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw .invalid("pasteboard: item \(item)'s type identifier contains a control character")
        }
    }
}
