import Foundation

/// The table's option types, as UIKit nests them in `UITableView`.
extension UITableView {
    /// The table's look (`UITableView.Style`).
    public enum Style: Int, Sendable {
        /// Rows on a white background; section headers pin to the top while scrolling.
        case plain = 0
        /// Sections as white groups on a gray background, headers scroll with them.
        case grouped = 1
        /// Grouped, with sections inset from the edges and rounded corners.
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row (`UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that makes the row fully visible (none if it is).
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows animate (`UITableView.RowAnimation`).
    /// Accepted and ignored: updates are not animated yet.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }
}
