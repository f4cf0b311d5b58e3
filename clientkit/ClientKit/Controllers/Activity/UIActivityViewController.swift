import Foundation

/// The share sheet (UIKit's `UIActivityViewController`): present it with the items to
/// share; it lists the services that can act on them, and reports the choice to
/// ``completionWithItemsHandler``.
///
/// **Services.** ClientKit offers one service of its own, Copy (`.copyToPasteboard`:
/// strings, URLs and images become the general pasteboard's items, one item each, so
/// other apps can paste them), then the `applicationActivities` that can perform on the
/// items, each listed by its title; ``excludedActivityTypes`` removes any of them. Linux
/// has no system share services (mail, messages, AirDrop), so those are never listed.
///
/// **Look and use.** It is shown as an action sheet (`UIAlertController`'s look, which it
/// is built on — a difference from UIKit, where it derives from `UIViewController`
/// directly): a button per service and Cancel. Choosing a service dismisses the sheet,
/// runs the service (an application activity's `prepare(withActivityItems:)` then
/// `perform()`, until it calls `activityDidFinish(_:)`), then calls the handler with the
/// service's type and whether it completed; Cancel (or a tap outside) calls it with `nil`
/// and `false`. Items that are `UIActivityItemSource`s give their value per service.
@MainActor
open class UIActivityViewController: UIAlertController {
    /// What the handler gets: the service chosen (`nil`: cancelled), whether it
    /// completed, the items it returned (none here) and an error.
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items, as given.
    public let activityItems: [Any]
    /// The app's own services, as given.
    public let applicationActivities: [UIActivity]

    /// Services not to list. Default `nil`.
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    /// Called once the sheet is done (see the type's documentation). Default `nil`.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// Whether a prominent service is shown first (iOS 17; kept). Default `true`.
    open var allowsProminentActivity = true

    /// A share sheet for `activityItems` offering ClientKit's services and `applicationActivities`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(title: nil, message: nil, preferredStyle: .actionSheet)
    }

    /// Archives do not exist in ClientKit: a sheet with no items.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
    }

    private var _built = false

    /// Lists the services when the sheet's view is made.
    open override func loadView() {
        _buildActions()
        super.loadView()
    }

    /// The items as a service sees them: each source's value for `type`.
    func _items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            if let source = item as? UIActivityItemSource {
                return source.activityViewController(self, itemForActivityType: type)
            }
            return item
        }
    }

    /// The items' placeholder values (what decides which services apply).
    private var _placeholders: [Any] {
        activityItems.map { item in
            (item as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item
        }
    }

    /// The services listed, in order: Copy, then the application activities.
    var _listedActivityTypes: [UIActivity.ActivityType] {
        _services.map(\.type)
    }

    private var _services: [(type: UIActivity.ActivityType, title: String, run: () -> Void)] {
        let excluded = Set(excludedActivityTypes ?? [])
        var services: [(type: UIActivity.ActivityType, title: String, run: () -> Void)] = []
        let placeholders = _placeholders
        if !excluded.contains(.copyToPasteboard), placeholders.contains(where: Self._isCopyable) {
            services.append((.copyToPasteboard, "Copy", { [unowned self] in self._copy() }))
        }
        for activity in applicationActivities {
            guard let title = activity.activityTitle, activity.canPerform(withActivityItems: placeholders) else { continue }
            let type = activity.activityType ?? UIActivity.ActivityType("\(Swift.type(of: activity))")
            guard !excluded.contains(type) else { continue }
            services.append((type, title, { [unowned self] in self._run(activity, type: type) }))
        }
        return services
    }

    private func _buildActions() {
        guard !_built else { return }
        _built = true
        for service in _services {
            let run = service.run
            addAction(UIAlertAction(title: service.title, style: .default) { _ in run() })
        }
        addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in
            guard let self else { return }
            self._complete(nil, completed: false)
        })
    }

    private static func _isCopyable(_ item: Any) -> Bool {
        item is String || item is URL || item is UIImage || item is NSAttributedString
    }

    private func _copy() {
        let items: [[String: Any]] = _items(for: .copyToPasteboard).compactMap { item in
            switch item {
            case let string as String: return ["public.utf8-plain-text": string]
            case let attributed as NSAttributedString: return ["public.utf8-plain-text": attributed.string]
            case let url as URL: return ["public.url": url]
            case let image as UIImage: return ["public.png": image]
            default: return nil
            }
        }
        UIPasteboard.general.items = items
        _complete(.copyToPasteboard, completed: !items.isEmpty)
    }

    private func _run(_ activity: UIActivity, type: UIActivity.ActivityType) {
        activity._finish = { [weak self] completed in self?._complete(type, completed: completed) }
        activity.prepare(withActivityItems: _items(for: type))
        activity.perform()
    }

    private func _complete(_ type: UIActivity.ActivityType?, completed: Bool) {
        completionWithItemsHandler?(type, completed, nil, nil)
    }
}
