import Foundation

/// A class whose instances can take their look from an appearance proxy (UIKit's
/// `UIAppearance`): `UINavigationBar.appearance().barTintColor = .systemTeal` styles every
/// navigation bar, `UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self])`
/// only the labels inside table cells.
///
/// **What a proxy is.** ``appearance()`` returns an instance of the class kept for the
/// purpose (one per class, containment and traits); what you set on it is recorded, in the
/// order set, and replayed on each instance of the class (or a subclass) when that instance
/// moves into a window — views when they enter a window, bar items when a bar in a window
/// shows them. As in UIKit, a view already in a window keeps its look until it moves into
/// one again, and a property set on the instance itself is never overridden by a proxy.
/// Proxies for a superclass are replayed before a subclass's, and proxies with fewer
/// containers before those with more, so the more specific wins.
///
/// **Which properties.** The ones UIKit marks `UI_APPEARANCE_SELECTOR` that ClientKit has,
/// plus a few UIKit honours in practice: `backgroundColor` and `tintColor` of every view; bar
/// tint, translucency, styles, title attributes and the bar appearances (`standardAppearance`
/// and the others) of navigation bars, tab bars, toolbars and search bars; the tint colours
/// of switches, sliders, progress views, page controls, activity indicators and segmented
/// controls (and their title attributes); buttons' per-state title colours, shadow colours,
/// images and background images; labels', text fields' and text views' font and text colour;
/// table views' separator style, colour and inset; table cells' separator inset and
/// selection style; bar items' title attributes and tint.
///
/// Differences from UIKit: setting a property a proxy does not record (a property outside
/// that list) changes only the proxy; a proxy of your own `UIView` subclass is an instance of
/// the nearest ClientKit class above it (ClientKit cannot create your class without calling
/// an initialiser you may not have written), so only the properties your class inherits from
/// ClientKit can be set through it. A view that set a property before the first proxy was
/// made is not known to have set it (recording starts with the first proxy, so apps that set
/// up proxies at launch, as UIKit asks, see UIKit's rule exactly).
@MainActor
public protocol UIAppearance: AnyObject {}

/// Something whose instances contain views and can scope an appearance proxy (UIKit's
/// `UIAppearanceContainer`): views and view controllers.
@MainActor
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIBarItem: UIAppearance {}

extension UIAppearance {
    /// The proxy for this class: what is set on it is applied to every instance when it
    /// moves into a window (views), or when a bar in a window shows it (bar items).
    public static func appearance() -> Self {
        _UIAppearanceRegistry.proxy(for: self, containers: [], traits: nil)
    }

    /// The proxy for instances of this class inside instances of `containerTypes`, listed
    /// from the innermost container outwards (each one somewhere above the previous one,
    /// not necessarily directly; for a bar item, its bar first).
    public static func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        _UIAppearanceRegistry.proxy(for: self, containers: containerTypes, traits: nil)
    }

    /// The proxy for instances whose trait collection (a bar item's: its bar's) has every
    /// trait `trait` specifies.
    public static func appearance(for trait: UITraitCollection) -> Self {
        _UIAppearanceRegistry.proxy(for: self, containers: [], traits: trait)
    }

    /// The proxy for instances with these traits inside instances of `containerTypes`.
    public static func appearance(for trait: UITraitCollection,
                                  whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> Self {
        _UIAppearanceRegistry.proxy(for: self, containers: containerTypes, traits: trait)
    }
}
