import Foundation

/// The closure that makes a context menu's preview controller (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// The closure that makes a context menu, given the system's suggested actions (UIKit's
/// `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows (UIKit's `UIContextMenuConfiguration`): a menu made by the
/// action provider when the menu opens, and optionally a preview controller.
///
/// ClientKit shows the menu as a panel (see ``UIMenu``); a preview controller's view is
/// shown in a card above the panel (its `preferredContentSize`, else 240 points
/// square), and tapping it calls the delegate's
/// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`. Without a
/// preview provider nothing is lifted or drawn for the view: UIKit's lifted, blurred
/// preview of the view itself is not drawn.
@MainActor
open class UIContextMenuConfiguration {
    /// The identifier given at creation (a new unique string when `nil` was given).
    public let identifier: NSCopying
    let _previewProvider: UIContextMenuContentPreviewProvider?
    let _actionProvider: UIContextMenuActionProvider?
    /// For a collection view's multi-item menu (iOS 16): the index path whose cell
    /// shows the menu; `nil` uses the first. Stored.
    open var preferredMenuElementOrder: ElementOrder = .automatic
    /// How a menu orders its elements (`UIContextMenuConfiguration.ElementOrder`, iOS 16).
    /// Stored; ClientKit lists elements in the order given.
    public enum ElementOrder: Int, Sendable {
        case automatic = 0
        case priority = 1
        case fixed = 2
    }

    /// A configuration with an identifier, a preview provider and an action provider.
    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        _previewProvider = previewProvider
        _actionProvider = actionProvider
    }

    /// The menu to show, given the suggested actions.
    func _makeMenu(suggested: [UIMenuElement]) -> UIMenu? {
        guard let _actionProvider else {
            return suggested.isEmpty ? nil : UIMenu(children: suggested)
        }
        return _actionProvider(suggested)
    }
}

/// The view a context menu lifts and where from (UIKit's `UITargetedPreview`).
/// ClientKit keeps it but draws no lifted preview.
@MainActor
open class UITargetedPreview {
    /// The view to lift.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters
    /// Where it sits; `nil` when it stays where it is in its window.
    public let target: UIPreviewTarget?

    /// A preview of `view`, which must be in a window.
    public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        self.view = view
        self.parameters = parameters
        self.target = nil
    }

    /// A preview of `view` placed at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }
}

/// How a preview is drawn (UIKit's `UIPreviewParameters`). Stored.
@MainActor
open class UIPreviewParameters {
    /// The preview's background colour. Default `nil`.
    open var backgroundColor: UIColor?
    /// The part of the view shown. Default `nil` (all of it).
    open var visiblePath: UIBezierPath?
    /// The preview's shadow. Default `nil`.
    open var shadowPath: UIBezierPath?
    public init() {}
}

/// Where a preview is placed (UIKit's `UIPreviewTarget`). Stored.
@MainActor
open class UIPreviewTarget {
    public let container: UIView
    public let center: CGPoint
    public let transform: CGAffineTransform
    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
    }
}

/// Animations to run alongside a context menu appearing or going (UIKit's
/// `UIContextMenuInteractionAnimating`). ClientKit does not animate menus: animations
/// added run at once, completions on the next turn of the main queue.
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The preview controller shown, if any.
    var previewViewController: UIViewController? { get }
    /// Runs `animations` with the menu's change.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the menu's change is done.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How a context menu goes when its preview is tapped (UIKit's `UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0
    case pop = 1
}

/// The animator given when the preview is tapped (UIKit's
/// `UIContextMenuInteractionCommitAnimating`).
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the menu goes. Default `.pop`.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// ClientKit's animator: animations run at once; completions on the next turn of the
/// main queue after the menu changed.
final class _UIContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var completions: [() -> Void] = []

    init(preview: UIViewController?) { previewViewController = preview }

    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the completions added, on the next turn of the main queue.
    func finish() {
        let completions = self.completions
        self.completions = []
        guard !completions.isEmpty else { return }
        DispatchQueue.main.async { for completion in completions { completion() } }
    }
}
