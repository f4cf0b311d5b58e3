import Foundation

/// A service an activity view controller offers for its items (UIKit's `UIActivity`):
/// subclass it for your app's own services (`applicationActivities`), overriding the
/// type, title, image, `canPerform(withActivityItems:)`, `prepare(withActivityItems:)`
/// and `perform()`, and call ``activityDidFinish(_:)`` when done.
///
/// Difference from UIKit: an activity's own ``activityViewController`` is not presented
/// (ClientKit calls ``perform()``); the image is not shown (the sheet lists titles).
@MainActor
open class UIActivity {
    /// Identifies a service (UIKit's `UIActivity.ActivityType`).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copies the items to the general pasteboard (the one service ClientKit offers itself).
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where the sheet lists an activity (UIKit's `UIActivity.Category`).
    public enum Category: Int, Sendable {
        case action, share
    }

    public init() {}

    /// The category of this class's activities. Default `.action`.
    open class var activityCategory: Category { .action }

    /// The service's type. Default `nil`.
    open var activityType: ActivityType? { nil }
    /// The title the sheet lists. Default `nil` (an activity without one is not listed).
    open var activityTitle: String? { nil }
    /// The image (kept; the sheet lists titles). Default `nil`.
    open var activityImage: UIImage? { nil }

    /// Whether the service can act on these items. Default `false`.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// The user chose the service: take the items. Default: nothing.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller of the service's own (not presented here; see the type). Default `nil`.
    open var activityViewController: UIViewController? { nil }
    /// Does the work, then calls ``activityDidFinish(_:)``. Default: finishes, not completed.
    open func perform() { activityDidFinish(false) }

    /// Tells the activity view controller the service is done (`completed`: it did its work).
    public func activityDidFinish(_ completed: Bool) {
        let finish = _finish
        _finish = nil
        finish?(completed)
    }

    /// Set by the activity view controller while the activity runs.
    var _finish: ((Bool) -> Void)?
}

/// An item that gives the activity view controller a value per service (UIKit's
/// `UIActivityItemSource`).
@MainActor
public protocol UIActivityItemSource: AnyObject {
    /// A value of the kind the item will be (used to decide which services apply).
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The value for `activityType` (`nil`: none for that service).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject line for services that have one. Default `""`.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
}
