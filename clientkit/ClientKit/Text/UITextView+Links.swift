import Foundation

/// How the user interacted with a link or attachment in a text view
/// (`UITextItemInteraction`, iOS 10).
public enum UITextItemInteraction: Int, Sendable {
    /// A tap: open the link.
    case invokeDefaultAction = 0
    /// A long press: show the item's actions.
    case presentActions = 1
    /// A 3D Touch preview.
    case preview = 2
}

/// A link, attachment or tag in a text view's text that the user interacted with
/// (`UITextItem`, iOS 17). ClientKit reports taps on links only.
@MainActor
public final class UITextItem {
    /// What the item is.
    public enum Content {
        /// A `.link` run's URL.
        case link(URL)
        /// An attachment (ClientKit does not report taps on attachments).
        case textAttachment(NSTextAttachment)
        /// A tagged run (ClientKit does not report taps on tags).
        case tag(String)
    }

    /// What the item is.
    public let content: Content
    /// Where the item is in the text (UTF-16 offsets).
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
    }
}

extension UITextView {
    /// The attributes links are drawn with: they replace the link runs' own. Default:
    /// the view's ``UIView/tintColor`` (iOS text views do not underline links; add
    /// `.underlineStyle` here for that). Setting `nil` restores the default.
    ///
    /// ClientKit draws links of an editable view this way too (UIKit does only while
    /// not editing in some versions).
    public var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get {
            _linkAttributes ?? [.foregroundColor: tintColor as Any]
        }
        set {
            _linkAttributes = newValue
            _textDidChangeLayout()
        }
    }

    /// The text as drawn: the storage with ``linkTextAttributes`` over its links
    /// (the storage itself when it has none).
    var _displayedText: NSAttributedString {
        let whole = NSRange(location: 0, length: _storage.length)
        var links: [NSRange] = []
        _storage.enumerateAttribute(.link, in: whole, options: []) { value, range, _ in
            if value != nil { links.append(range) }
        }
        guard !links.isEmpty else { return _storage }
        let shown = NSMutableAttributedString(attributedString: _storage)
        let attributes = linkTextAttributes ?? [:]
        for range in links { shown.addAttributes(attributes, range: range) }
        return shown
    }

    /// The URL of the link at UTF-16 `offset`, and the link's range.
    func _link(at offset: Int) -> (url: URL, range: NSRange)? {
        guard offset >= 0, offset < _storage.length else { return nil }
        var range = NSRange(location: 0, length: 0)
        let value = _storage.attribute(.link, at: offset, longestEffectiveRange: &range,
                                       in: NSRange(location: 0, length: _storage.length))
        if let url = value as? URL { return (url, range) }
        if let string = value as? String, let url = URL(string: string) { return (url, range) }
        if let url = value as? NSURL { return (url as URL, range) }
        return nil
    }

    /// A tap at `point` (view coordinates) on a link of a selectable, non-editable
    /// view: asks the delegate for the action (`textView(_:primaryActionFor:defaultAction:)`,
    /// whose default asks `textView(_:shouldInteractWith:in:interaction:)`) and runs it.
    /// The default action opens the URL with `UIApplication.shared.open(_:)`. Returns
    /// whether the tap was on a link.
    func _handleLinkTap(at point: CGPoint) -> Bool {
        guard isSelectable, !isEditable else { return false }
        let origin = _textOrigin
        guard let offset = _layout.utf16Offset(ofCharacterAtX: point.x - origin.x, y: point.y - origin.y),
              let link = _link(at: offset) else { return false }
        let url = link.url
        let item = UITextItem(content: .link(url), range: link.range)
        let defaultAction = UIAction(title: "Open Link") { _ in UIApplication.shared.open(url) }
        let action: UIAction? = if let delegate = _textDelegate {
            delegate.textView(self, primaryActionFor: item, defaultAction: defaultAction)
        } else {
            defaultAction
        }
        action?._perform(sender: self)
        return true
    }
}
