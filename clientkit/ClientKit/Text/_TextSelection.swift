import Foundation

/// The UTF-16 offsets between a text's grapheme clusters (its Characters): where a
/// caret may stand.
struct _GraphemeBoundaries {
    /// Ascending; the first is 0 and the last the text's UTF-16 length.
    let offsets: [Int]

    init(_ text: String) {
        var offsets = [0]
        offsets.reserveCapacity(text.count + 1)
        var utf16 = 0
        for character in text {
            utf16 += character.utf16.count
            offsets.append(utf16)
        }
        self.offsets = offsets
    }

    /// The boundary before `offset` (0 stays 0).
    func previous(before offset: Int) -> Int {
        offsets.last { $0 < offset } ?? 0
    }

    /// The boundary after `offset` (the end stays the end).
    func next(after offset: Int) -> Int {
        offsets.first { $0 > offset } ?? offsets[offsets.count - 1]
    }

    /// `offset` clamped to the text and moved back to a boundary if it falls inside a
    /// cluster.
    func snapped(_ offset: Int) -> Int {
        offsets.last { $0 <= offset } ?? 0
    }
}

/// A selection in a text, in UTF-16 offsets: the anchor stays where a Shift-extended
/// selection began and the focus moves; an empty selection is the caret.
struct _TextSelection: Equatable {
    var anchor = 0
    var focus = 0

    /// The selection as a range.
    var range: NSRange {
        NSRange(location: Swift.min(anchor, focus), length: abs(focus - anchor))
    }

    init(anchor: Int = 0, focus: Int = 0) {
        self.anchor = anchor
        self.focus = focus
    }

    /// A selection of `range` (its end is the focus) fitted to `text`'s clusters.
    init(_ range: NSRange, in text: String) {
        let boundaries = _GraphemeBoundaries(text)
        anchor = boundaries.snapped(range.location)
        focus = boundaries.snapped(range.location + range.length)
        if focus < anchor { focus = anchor }
    }

    /// Moves the focus to `offset`; without `extend` the anchor follows (the caret).
    mutating func move(to offset: Int, extend: Bool) {
        focus = offset
        if !extend { anchor = offset }
    }

    /// Left: without `extend` a selection collapses to its start, else the focus goes
    /// back one cluster.
    mutating func moveLeft(in text: String, extend: Bool) {
        if !extend, anchor != focus { return move(to: range.location, extend: false) }
        move(to: _GraphemeBoundaries(text).previous(before: focus), extend: extend)
    }

    /// Right: without `extend` a selection collapses to its end, else the focus goes
    /// forward one cluster.
    mutating func moveRight(in text: String, extend: Bool) {
        if !extend, anchor != focus { return move(to: range.location + range.length, extend: false) }
        move(to: _GraphemeBoundaries(text).next(after: focus), extend: extend)
    }

    /// What Backspace deletes: the selection, else the cluster before the caret (nil at
    /// the start).
    func rangeForDeleteBackward(in text: String) -> NSRange? {
        if anchor != focus { return range }
        guard focus > 0 else { return nil }
        let start = _GraphemeBoundaries(text).previous(before: focus)
        return NSRange(location: start, length: focus - start)
    }

    /// What Delete (forward) deletes: the selection, else the cluster after the caret
    /// (nil at the end).
    func rangeForDeleteForward(in text: String) -> NSRange? {
        if anchor != focus { return range }
        let end = _GraphemeBoundaries(text).next(after: focus)
        guard end > focus else { return nil }
        return NSRange(location: focus, length: end - focus)
    }
}
