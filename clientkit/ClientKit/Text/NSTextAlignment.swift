import Foundation

/// How lines of text are aligned horizontally (`NSTextAlignment`, UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines but the last of each paragraph fill the width.
    case justified = 3
    /// The script's natural alignment: left for left-to-right text. ClientKit lays
    /// out left-to-right, so this is `.left` (Pango still puts a paragraph that starts
    /// in a right-to-left script at the right).
    case natural = 4
}

/// What happens to text that does not fit its width (`NSLineBreakMode`, UIKit's raw values).
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words; a word longer than a line breaks between characters.
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping = 1
    /// Lines break between words and what does not fit is not drawn.
    case byClipping = 2
    /// The last line shown ends with the text's end, its start replaced by "…".
    case byTruncatingHead = 3
    /// The last line shown is cut at its end and "…" appended.
    case byTruncatingTail = 4
    /// The last line shown keeps its start and the text's end, with "…" in the middle.
    case byTruncatingMiddle = 5

    /// Whether the mode puts an ellipsis in text that does not fit.
    var _truncates: Bool {
        self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle
    }
}
