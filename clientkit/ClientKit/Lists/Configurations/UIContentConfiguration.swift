import Foundation

/// The state a view's configuration is updated for (`UIConfigurationState`).
@MainActor
public protocol UIConfigurationState {
    /// The trait collection of the view.
    var traitCollection: UITraitCollection { get set }
}

/// A key for a state of the app's own in a configuration state
/// (`UIConfigurationStateCustomKey`): give cells custom state by overriding
/// `configurationState` and setting `state[key]`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's state for configurations (`UIViewConfigurationState`).
public struct UIViewConfigurationState: UIConfigurationState, Equatable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    nonisolated(unsafe) private var _custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A custom state's value, `nil` when unset.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { _custom[key] }
        set { _custom[key] = newValue }
    }

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// A cell's state for configurations (`UICellConfigurationState`): the view's, plus
/// editing, swiping, reordering and expansion.
public struct UICellConfigurationState: UIConfigurationState, Equatable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false
    /// Kept (no drag and drop in ClientKit lists).
    public var cellDragState: UICellConfigurationState.DragState = .none
    /// Kept (no drag and drop in ClientKit lists).
    public var cellDropState: UICellConfigurationState.DropState = .none
    nonisolated(unsafe) private var _custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A drag's effect on the cell (`UICellConfigurationDragState`).
    public enum DragState: Int, Sendable { case none, lifting, dragging }
    /// A drop's effect on the cell (`UICellConfigurationDropState`).
    public enum DropState: Int, Sendable { case none, notTargeted, targeted }

    /// A custom state's value, `nil` when unset.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { _custom[key] }
        set { _custom[key] = newValue }
    }

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// What a view shows, described as a value the view turns into a content view
/// (`UIContentConfiguration`). The protocol itself is not main-actor isolated (only
/// making the view is), so configurations can be compared and stored anywhere.
public protocol UIContentConfiguration {
    /// A new content view showing this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// The configuration for `state` (a list configuration: the same).
    @MainActor func updated(for state: UIConfigurationState) -> Self
}

/// A view showing a content configuration (`UIContentView`).
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: the same type).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// Where a cell or header shows its content configuration: the content view made from
/// it fills `host` (the cell's content view), replaced when a configuration of another
/// kind comes.
@MainActor
enum _ContentConfigurationHost {
    static func install(_ configuration: UIContentConfiguration?, in host: UIView,
                        current: inout (UIView & UIContentView)?) {
        guard let configuration else {
            current?.removeFromSuperview()
            current = nil
            return
        }
        if let view = current, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = host.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        host.addSubview(view)
        current = view
    }
}
