import Foundation

// Caret geometry and hit testing on a laid-out text, in UTF-16 offsets (the units of
// NSRange and of UIKit's text positions), for editable text views.
extension _TextLayout {
    /// The UTF-16 offset of byte `index` of the text (the first offset whose byte is at
    /// or after it).
    func utf16Offset(ofByte index: Int) -> Int {
        var low = 0, high = utf8Offsets.count - 1
        while low < high {
            let mid = (low + high) / 2
            if utf8Offsets[mid] < index { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The caret before the character at UTF-16 `offset`, in layout coordinates: its x,
    /// and the top and height of its line.
    func caretRect(atUTF16Offset offset: Int) -> CGRect {
        let x = caretX(atUTF16Offset: offset)
        guard !lines.isEmpty else { return CGRect(x: x, y: 0, width: 0, height: 0) }
        let rect = lines[lineIndex(containingUTF16Offset: offset)].logicalRect
        return CGRect(x: x, y: CGFloat(rect.y), width: 0, height: CGFloat(rect.height))
    }

    /// The index of the line holding the caret at UTF-16 `offset` (a caret at a wrap
    /// point belongs to the line that starts there; at a newline, to the line it ends).
    func lineIndex(containingUTF16Offset offset: Int) -> Int {
        let byte = utf8Offsets[Swift.max(0, Swift.min(offset, utf8Offsets.count - 1))]
        var found = 0
        for (i, line) in lines.enumerated() where line.startIndex <= byte { found = i }
        return found
    }

    /// The UTF-16 range of line `index`'s characters, its line break left out.
    func utf16Range(ofLine index: Int) -> NSRange {
        let line = lines[index]
        let start = utf16Offset(ofByte: line.startIndex)
        let end = utf16Offset(ofByte: line.startIndex + line.length)
        return NSRange(location: start, length: end - start)
    }

    /// The caret offset nearest the point (`x`, `y`) in layout coordinates: before or
    /// after the character there, whichever side the point is on.
    func utf16Offset(nearestX x: CGFloat, y: CGFloat, in text: String) -> Int {
        // Pango places lines without the space between paragraphs: find the line the
        // point is on (the gap above a line counts as that line) and ask at Pango's place.
        var pangoY = Double(y)
        if let index = lines.firstIndex(where: { Double(y) < $0.logicalRect.y + $0.logicalRect.height }) ?? lines.indices.last,
           index < lineOffsets.count {
            let rect = lines[index].logicalRect
            pangoY = Swift.max(rect.y, Swift.min(Double(y), rect.y + rect.height - 0.01)) - lineOffsets[index]
        }
        let hit = pango.characterIndex(atX: Double(x), y: pangoY)
        var offset = utf16Offset(ofByte: hit.byteIndex)
        if hit.trailing { offset = _GraphemeBoundaries(text).next(after: offset) }
        return offset
    }

    /// The UTF-16 offset of the character under the point (`x`, `y`) in layout
    /// coordinates, or `nil` when the point is beside or between the lines' text.
    func utf16Offset(ofCharacterAtX x: CGFloat, y: CGFloat) -> Int? {
        guard let index = lines.firstIndex(where: {
            Double(y) >= $0.logicalRect.y && Double(y) < $0.logicalRect.y + $0.logicalRect.height
        }) else { return nil }
        let rect = lines[index].logicalRect
        let left = rect.x + Double(leadingInset)
        guard Double(x) >= left, Double(x) < left + rect.width else { return nil }
        let hit = pango.characterIndex(atX: Double(x - leadingInset), y: Double(y) - lineOffsets[index])
        let offset = utf16Offset(ofByte: hit.byteIndex)
        return offset < utf8Offsets.count - 1 ? offset : nil
    }
}
