import Foundation

/// The measurements of iOS's table views that ClientKit reproduces: iOS 17 in the light
/// appearance at the default text size on an iPhone in portrait (one point is one pixel
/// in ClientKit, so iOS's half-point hairlines become one point).
enum _UITableViewMetrics {
    /// A row's height when nothing else says (UIKit's standard row).
    static let rowHeight: CGFloat = 44
    /// The leading and trailing margin of cells and headers (UIKit's layout margins on
    /// an iPhone in portrait); 20 from a table width of 414 points up.
    static func margin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
    /// The height of separators: a hairline.
    static let separatorHeight: CGFloat = 1
    /// The least space above and below a standard cell's text when a row sizes itself.
    static let verticalTextPadding: CGFloat = 11
    /// Between a cell's image and its text.
    static let imageTextSpacing: CGFloat = 16
    /// Between a cell's content and its accessory.
    static let accessorySpacing: CGFloat = 10
    /// Between the two lines of a `.subtitle` cell.
    static let subtitleSpacing: CGFloat = 2
    /// A plain table's section header or footer with a title.
    static let plainTitleHeight: CGFloat = 28
    /// The space `.plain` tables add above each section header (UIKit's
    /// `sectionHeaderTopPadding` when it is `automaticDimension`, iOS 15 and later).
    static let plainHeaderTopPadding: CGFloat = 22
    /// A grouped table's section header with a title (the title sits near its bottom).
    static let groupedHeaderTitleHeight: CGFloat = 38
    /// Space above the first section of a grouped table whose header has no title.
    static let groupedFirstHeaderHeight: CGFloat = 35
    /// A grouped table's header without a title (after the first section).
    static let groupedHeaderSpacing: CGFloat = 17
    /// A grouped table's footer without a title.
    static let groupedFooterSpacing: CGFloat = 18
    /// Space above and below a grouped footer's title.
    static let groupedFooterTitlePadding: (top: CGFloat, bottom: CGFloat) = (6, 12)
    /// Space between a grouped header's title and the section.
    static let groupedHeaderTitleBottom: CGFloat = 7
    /// The corner radius of an `.insetGrouped` section.
    static let insetGroupedCornerRadius: CGFloat = 10
    /// Indentation per `indentationLevel` (UIKit's default `indentationWidth`).
    static let indentationWidth: CGFloat = 10
    /// The disclosure chevron's size.
    static let chevronSize = CGSize(width: 8, height: 13)
    /// The checkmark's size.
    static let checkmarkSize = CGSize(width: 14, height: 12)
    /// The detail ("i") button's size.
    static let detailButtonSize = CGSize(width: 22, height: 22)
    /// Between the detail button and the chevron of `.detailDisclosureButton`.
    static let detailDisclosureSpacing: CGFloat = 12
    /// The editing control's circle (delete or insert), at the leading margin; the
    /// content moves right by the margin plus this in editing mode (38 points on an
    /// iPhone, as UIKit moves a cell's content view).
    static let editingControlDiameter: CGFloat = 22
    /// The white bar in the editing control's circle (and each arm of the plus).
    static let editingControlBar = CGSize(width: 12, height: 2)
    /// The strip at a cell's trailing edge that holds the reorder control.
    static let reorderControlWidth: CGFloat = 44
    /// A swipe action button's padding on each side of its title, and its least width.
    static let swipeActionPadding: CGFloat = 15
    static let swipeActionMinimumWidth: CGFloat = 74
    /// The fraction of a row's width past which a released swipe performs the first
    /// action (`performsFirstActionWithFullSwipe`).
    static let fullSwipeFraction: CGFloat = 0.6
}
