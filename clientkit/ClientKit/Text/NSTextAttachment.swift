import Foundation

/// An inline object in attributed text (`NSTextAttachment`): an image drawn on a line
/// in place of the attachment character U+FFFC, the value of the ``NSAttributedString/Key/attachment``
/// attribute on that character.
///
/// The image takes ``bounds``' width on its line (its own size when `bounds` is
/// `.zero`, UIKit's default) and stands on the baseline, moved up by `bounds.origin.y`
/// (a negative y lowers it below the baseline, as for centring an icon on text); a line
/// grows to hold a tall image. Labels, text views and `NSString`/`NSAttributedString`
/// drawing and sizing all lay attachments out this way.
///
/// ClientKit differences: `contents` and `fileType` are kept but not drawn (UIKit shows
/// a document icon for a file attachment without an image); an attachment without an
/// image and with zero bounds takes no space. `image(forBounds:textContainer:characterIndex:)`
/// and view providers are not there.
open class NSTextAttachment: NSObject {
    /// The attachment character U+FFFC (`NSTextAttachment.character`).
    public static let character: Int = 0xFFFC

    /// The image drawn for the attachment. Default `nil`.
    open var image: UIImage?
    /// Where the image is drawn relative to the glyph's origin on the baseline, y up
    /// (UIKit's text coordinates): `origin.y` raises the image's bottom above the
    /// baseline, `size` is the space it takes. `.zero` (the default): the image's size,
    /// standing on the baseline.
    open var bounds: CGRect = .zero
    /// The attachment's data, kept as given. Default `nil`.
    open var contents: Data?
    /// The uniform type identifier of ``contents``, kept as given. Default `nil`.
    open var fileType: String?

    /// An attachment holding `contentData` of type `uti` (both may be `nil`).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// An empty attachment.
    public override convenience init() { self.init(data: nil, ofType: nil) }

    /// An attachment showing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The rectangle laid out for the attachment: ``bounds`` unless it is empty, then
    /// the image's size at the origin.
    var _layoutBounds: CGRect {
        if bounds != .zero { return bounds }
        return CGRect(origin: .zero, size: image?.size ?? .zero)
    }
}

extension NSAttributedString.Key {
    /// An ``NSTextAttachment`` drawn in place of the character it covers (U+FFFC).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A link: a `URL` or a `String` holding one. ``UITextView`` draws a link with its
    /// ``UITextView/linkTextAttributes`` (the tint colour, underlined, by default) and
    /// opens it on a tap; labels and string drawing draw it as the run's other
    /// attributes say (UIKit does not style links there).
    public static let link = NSAttributedString.Key("NSLink")
}

extension NSAttributedString {
    /// A one-character string, U+FFFC, carrying `attachment` (UIKit's `init(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
