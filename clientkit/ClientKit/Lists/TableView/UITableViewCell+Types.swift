import Foundation

/// The cell's option types, as UIKit nests them in `UITableViewCell`.
extension UITableViewCell {
    /// The standard layouts (`UITableViewCell.CellStyle`, same raw values).
    public enum CellStyle: Int, Sendable {
        /// A label and an optional image; no detail label.
        case `default` = 0
        /// A label on the left and a gray, right-aligned detail label on the right (Settings).
        case value1 = 1
        /// A right-aligned blue label in a narrow column, then a left-aligned detail label (Contacts).
        case value2 = 2
        /// A label with a smaller gray detail label below it.
        case subtitle = 3
    }

    /// How a selected cell looks (`UITableViewCell.SelectionStyle`). Since iOS 7
    /// `.blue`, `.gray` and `.default` all show the gray background.
    public enum SelectionStyle: Int, Sendable {
        /// No selection look (the cell still gets selected).
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The standard accessories (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        case none = 0
        /// A chevron: tapping the row shows more.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button; tapping it calls `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailButton = 4
    }

    /// Separator lines between rows (`UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        /// Drawn as `.singleLine` (UIKit only ever drew it in old grouped tables).
        case singleLineEtched = 2
    }

    /// A row's editing control in editing mode (`UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// A red circle with a white bar; tapping it shows the delete confirmation button.
        case delete = 1
        /// A green circle with a white plus; tapping it commits an insertion.
        case insert = 2
    }

    /// The editing states a cell moves between (`UITableViewCell.StateMask`), passed to
    /// ``UITableViewCell/willTransition(to:)`` and ``UITableViewCell/didTransition(to:)``;
    /// the empty set is the normal state.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell is in editing mode (its editing control shows).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows its delete confirmation button (or its trailing swipe actions).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
}
