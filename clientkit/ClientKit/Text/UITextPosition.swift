import Foundation

/// A place in a text-input object's text (`UITextPosition`). Positions come from the
/// object (``UITextField/beginningOfDocument``, ``UITextField/position(from:offset:)``,
/// …) and are compared and measured through it. ClientKit's are UTF-16 offsets, as
/// `NSRange`'s locations; equal positions are `==` (UIKit's are compared through
/// `compare(_:to:)`).
open class UITextPosition: NSObject {
    /// The UTF-16 offset from the start of the text.
    let _offset: Int

    init(_offset offset: Int) {
        _offset = offset
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextPosition)?._offset == _offset
    }

    open override var hash: Int { _offset.hashValue }
}

/// A range of a text-input object's text (`UITextRange`): from ``start`` to ``end``;
/// empty when they are equal (an insertion point).
open class UITextRange: NSObject {
    private let _start: UITextPosition
    private let _end: UITextPosition

    init(_start start: UITextPosition, end: UITextPosition) {
        _start = start
        _end = end
        super.init()
    }

    /// The range's start.
    open var start: UITextPosition { _start }
    /// The range's end.
    open var end: UITextPosition { _end }
    /// Whether the range is empty (an insertion point).
    open var isEmpty: Bool { _start._offset == _end._offset }

    /// The range as UTF-16 offsets.
    var _nsRange: NSRange { NSRange(location: _start._offset, length: _end._offset - _start._offset) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        return other._nsRange == _nsRange
    }

    open override var hash: Int { _nsRange.location &* 31 &+ _nsRange.length }
}
