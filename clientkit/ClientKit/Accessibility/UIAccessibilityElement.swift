import Foundation

/// An accessibility element that is not a view: part of a view that draws several
/// things (`accessibilityElements`). Its frame is given in screen coordinates, or in
/// the container's space (`accessibilityFrameInContainerSpace`).
@MainActor
open class UIAccessibilityElement: NSObject {
    /// The view (or element) that contains it.
    open weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityIdentifier: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits = []
    private var _frame: CGRect = .zero
    /// The frame in the container view's coordinates; when set, ``accessibilityFrame``
    /// follows the container.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { usesContainerSpace = true }
    }
    private var usesContainerSpace = false

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The frame in screen coordinates.
    open var accessibilityFrame: CGRect {
        get {
            guard usesContainerSpace, let view = accessibilityContainer as? UIView else { return _frame }
            let screen = view.accessibilityFrame
            return accessibilityFrameInContainerSpace.offsetBy(dx: screen.minX, dy: screen.minY)
        }
        set {
            _frame = newValue
            usesContainerSpace = false
        }
    }

    /// Performs the element's action; false by default.
    open func accessibilityActivate() -> Bool { false }
}
