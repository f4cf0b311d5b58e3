import Foundation

extension UISplitViewController {
    /// Which API the split view controller uses (`UISplitViewController.Style`, iOS 14).
    public enum Style: Int, Sendable {
        /// The classic API: ``UISplitViewController/viewControllers`` = [primary, secondary].
        case unspecified = 0
        /// Columns `.primary` and `.secondary` (and `.compact`).
        case doubleColumn = 1
        /// Columns `.primary`, `.supplementary` and `.secondary` (and `.compact`).
        case tripleColumn = 2
    }

    /// A column of a column-style split view controller (`UISplitViewController.Column`).
    public enum Column: Int, Sendable {
        case primary = 0, supplementary = 1, secondary = 2
        /// What is shown when the split view controller is collapsed (optional).
        case compact = 3
    }

    /// How the columns are arranged (`UISplitViewController.DisplayMode`).
    public enum DisplayMode: Int, Sendable {
        /// The split view controller chooses (see `UISplitViewController`).
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column (the primary; the supplementary for `.tripleColumn`) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the secondary, which keeps the whole width.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary.
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary.
        case twoOverSecondary = 5
        /// The primary and supplementary columns pushing the secondary partly off screen.
        case twoDisplaceSecondary = 6

        /// The iOS 8 name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The iOS 8 name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The iOS 8 name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// How the side columns share the width with the secondary (`UISplitViewController.SplitBehavior`).
    public enum SplitBehavior: Int, Sendable {
        /// ClientKit chooses `.tile` (a wide desktop screen, as an iPad in landscape).
        case automatic = 0
        /// Side by side.
        case tile = 1
        /// Over the secondary.
        case overlay = 2
        /// Pushing the secondary aside.
        case displace = 3
    }

    /// The side the primary column is on (`UISplitViewController.PrimaryEdge`).
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0, trailing = 1
    }

    /// The background of the primary column (`UISplitViewController.BackgroundStyle`):
    /// stored; ClientKit draws no sidebar material.
    public enum BackgroundStyle: Int, Sendable {
        case none = 0, sidebar = 1
    }

    /// When the display mode button is shown (`UISplitViewController.DisplayModeButtonVisibility`).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0, never = 1, always = 2
    }

    /// "Let the split view controller decide", for the column widths (UIKit's
    /// `UISplitViewController.automaticDimension`).
    public static let automaticDimension: CGFloat = -1
}

/// The delegate of a split view controller (UIKit's `UISplitViewControllerDelegate`).
/// Every method is optional.
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The display mode is about to change to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode a tap on the display mode button should go to. Default `.automatic`
    /// (the split view controller chooses).
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode
    /// Handle `show(_:sender:)` yourself: return `true`. Default `false`.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Handle `showDetailViewController(_:sender:)` yourself: return `true`. Default `false`.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                             sender: Any?) -> Bool
    /// Classic API: the controller to show alone when collapsing (default `nil`: the primary).
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// Classic API: the primary when expanding (default `nil`: the current primary).
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Classic API: `true` when you handled collapsing (the secondary is then dropped);
    /// `false` (the default) lets the primary take it in
    /// (`collapseSecondaryViewController(_:for:)`: a navigation controller pushes it).
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Classic API: the secondary when expanding; `nil` (the default) asks the primary
    /// (`separateSecondaryViewController(for:)`).
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?
    /// Column API: the column shown on top once collapsed; the split view controller
    /// proposes `.secondary`, as UIKit does. Return `.primary` to start at the list.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    /// Column API: the display mode after expanding (default: the proposed one).
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode
    /// Column API: the split view controller collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// Column API: the split view controller expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// Column API: `column` is about to be shown.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// Column API: `column` is about to be hidden.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    /// The orientations supported (never asked: Linux does not rotate).
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask
    /// The preferred orientation for presentation (never asked).
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientation
    /// A swipe revealing a hidden column began. Never called: ClientKit has no such
    /// swipe (see ``UISplitViewController/presentsWithGesture``).
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController)
    /// A swipe revealing a hidden column ended. Never called.
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController,
                                    sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode)
        -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientationMask { .all }
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController)
        -> UIInterfaceOrientation { .portrait }
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: UISplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: UISplitViewController) {}
}
