internal import LayoutSolver
import Foundation

/// A view or layout guide in a layout engine: four variables for its alignment
/// rectangle, in the engine's space (the root view's coordinates, ignoring bounds origins
/// and transforms: a subview's rectangle is its superview's frame origin plus its own
/// frame), and the engine's own constraints on it.
@MainActor
final class _LayoutItem {
    weak var engine: _LayoutEngine?
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    /// The alignment rectangle's left edge, top edge, width and height.
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable

    /// The engine's constraints on the item, by role, with the strength each was meant
    /// to have (a broken one is in the solver at a lower strength).
    var own: [Role: (constraint: Constraint, strength: Strength)] = [:]
    /// The user constraints (`NSLayoutConstraint`s) installed that refer to the item.
    var references: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// The baseline variables made for constraints on `firstBaseline` / `lastBaseline`.
    var firstBaseline: Variable?
    var lastBaseline: Variable?

    /// What the engine's constraints on the item were made from, to update them
    /// incrementally: autoresizing shares per axis, the intrinsic size, guide insets,
    /// baseline offsets.
    var autoresizingShares: (x: CGFloat, width: CGFloat, y: CGFloat, height: CGFloat)?
    var intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    /// The width a multi-line label was measured at (see `_LayoutWidthDependent`); `nil`:
    /// not yet laid out, measured unwrapped.
    var measuredWidth: CGFloat?
    /// What a built-in guide's constraints were made from (see `_LayoutEngine.guideInput`).
    var guideInput: [CGFloat] = []
    /// The frame (and, for a root, bounds size) a view translating its mask was synced at.
    var syncedFrame: CGRect?
    var baselineShape: (first: _BaselineShape, last: _BaselineShape)?
    /// Whether the item was configured for `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMask = false
    /// The engine must recompute the item's own constraints before solving.
    var isDirty = false
    /// Solved at least once (its variables hold a solution).
    var isSolved = false

    /// The engine's constraints on an item.
    enum Role: Hashable {
        /// A root's position (the origin of the engine's space) and, when it translates
        /// its autoresizing mask, its size.
        case rootX, rootY, rootWidth, rootHeight
        /// A subview's autoresizing mask and frame.
        case autoresizingX, autoresizingWidth, autoresizingY, autoresizingHeight
        /// The intrinsic content size: hugging (`<=`) and compression resistance (`>=`).
        case hugWidth, compressWidth, hugHeight, compressHeight
        /// A built-in guide's edges relative to its view.
        case guideX, guideY, guideWidth, guideHeight
        /// The baseline variables' definitions.
        case firstBaseline, lastBaseline
    }

    init(engine: _LayoutEngine, view: UIView?, guide: UILayoutGuide?) {
        self.engine = engine
        self.view = view
        self.guide = guide
        minX = Variable()
        minY = Variable()
        width = Variable()
        height = Variable()
        _LayoutEngine.variableCount += 4
    }

    /// The view the item is (or whose guide it is).
    var owningView: UIView? { view ?? guide?._owningView }

    /// The item's object (view or guide), for messages.
    var object: AnyObject? { view ?? guide }

    /// The solved alignment rectangle, in the engine's space.
    var solvedRect: CGRect {
        CGRect(x: minX.value, y: minY.value, width: width.value, height: height.value)
    }
}

/// Where a baseline sits in a view: `minY + heightFraction × height + offset`.
struct _BaselineShape: Equatable {
    var heightFraction: CGFloat
    var offset: CGFloat

    /// At the bottom of the alignment rectangle: views without text.
    static let bottom = _BaselineShape(heightFraction: 1, offset: 0)
}

/// Views that have text baselines (labels, buttons, text fields): where their first and
/// last baselines are for the given alignment-rectangle width (a multi-line label's
/// lines depend on it).
@MainActor
protocol _BaselineProviding: UIView {
    func _baselineShapes(forWidth width: CGFloat) -> (first: _BaselineShape, last: _BaselineShape)
}

/// Views whose intrinsic height depends on the width the engine gives them (a label with
/// several lines that wraps at its laid-out width, UIKit's second layout pass).
@MainActor
protocol _LayoutWidthDependent: UIView {
    /// Whether the intrinsic size depends on the width now.
    var _intrinsicSizeDependsOnWidth: Bool { get }
    /// The intrinsic size when laid out `width` wide (`nil`: before any layout).
    func _intrinsicContentSize(forLayoutWidth width: CGFloat?) -> CGSize
}

/// The solver's linear expression (Foundation also has an `Expression`).
typealias LinearExpression = LayoutSolver.Expression
