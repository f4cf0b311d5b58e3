import UIKit

/// A custom control as Interface Builder users write them.
@IBDesignable
class CorpusBadgeView: UIView {
    /// The corner radius, settable in Interface Builder.
    @IBInspectable var cornerRadius: CGFloat = 4
    @IBInspectable
    var borderWidth: CGFloat = 1

    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var iconViews: [UIImageView]!

    @objc dynamic var count = 0
    @objc(badgeText) var text: String { "\(count)" }

    @discardableResult @objc func increment() -> Int {
        count += 1
        return count
    }

    @objc(resetBadgeAnimated:)
    func reset(animated: Bool) {
        count = 0
    }
}

@objcMembers class CorpusBadgeStyle: NSObject {
    var tint = UIColor.red
}

@objc protocol CorpusBadgeDelegate: AnyObject {
    func badgeDidChange(_ badge: CorpusBadgeView)
}
