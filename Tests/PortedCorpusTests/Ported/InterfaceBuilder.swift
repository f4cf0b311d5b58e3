import UIKit

/// A custom control as Interface Builder users write them.
class CorpusBadgeView: UIView {
    /// The corner radius, settable in Interface Builder.
    var cornerRadius: CGFloat = 4
    var borderWidth: CGFloat = 1

    weak var titleLabel: UILabel!
    var iconViews: [UIImageView]!

    var count = 0
    var text: String { "\(count)" }

    @discardableResult func increment() -> Int {
        count += 1
        return count
    }

    func reset(animated: Bool) {
        count = 0
    }
}

class CorpusBadgeStyle: NSObject {
    var tint = UIColor.red
}

protocol CorpusBadgeDelegate: AnyObject {
    func badgeDidChange(_ badge: CorpusBadgeView)
}
