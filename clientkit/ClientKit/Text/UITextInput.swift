import Foundation

/// A responder with a caret and a selection in its text (UIKit's `UITextInput`, the
/// part ClientKit has): positions and ranges in the text and the selected range.
/// ``UITextField`` and ``UITextView`` adopt it. Positions count UTF-16 units, as
/// `NSRange`; ClientKit has no marked text (input methods) and no geometry queries.
@MainActor
public protocol UITextInput: UIKeyInput {
    /// The selection; an empty range is the caret. `nil` when the object is not
    /// editing in UIKit; ClientKit keeps the range while not editing. Setting it
    /// clamps to the text.
    var selectedTextRange: UITextRange? { get set }
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The position `offset` UTF-16 units from `position`, or nil when outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The range between two positions (in either order).
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// How far `toPosition` is from `from` (negative when before it).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The text in `range`, or nil when the range is outside the text.
    func text(in range: UITextRange) -> String?
}

/// The UITextInput arithmetic over a text, shared by the classes that adopt it.
enum _TextPositions {
    static func position(in text: String, from position: UITextPosition, offset: Int) -> UITextPosition? {
        let target = position._offset + offset
        guard target >= 0, target <= text.utf16.count else { return nil }
        return UITextPosition(_offset: target)
    }

    static func range(in text: String, from a: UITextPosition, to b: UITextPosition) -> UITextRange? {
        let length = text.utf16.count
        guard (0...length).contains(a._offset), (0...length).contains(b._offset) else { return nil }
        let (start, end) = a._offset <= b._offset ? (a, b) : (b, a)
        return UITextRange(_start: start, end: end)
    }

    static func range(_ range: NSRange) -> UITextRange {
        UITextRange(_start: UITextPosition(_offset: range.location),
                    end: UITextPosition(_offset: range.location + range.length))
    }

    static func text(in text: String, range: UITextRange) -> String? {
        let r = range._nsRange
        guard r.location >= 0, r.location + r.length <= text.utf16.count else { return nil }
        return (text as NSString).substring(with: r)
    }
}
