internal import LayoutSolver
import Foundation

/// The Auto Layout engine of one view hierarchy: an incremental Cassowary solver
/// (`LayoutSolver`) holding the hierarchy's active constraints and the engine's own
/// constraints (autoresizing masks, intrinsic sizes, built-in guides, baselines).
///
/// **Where it lives.** One engine per root of a hierarchy that uses Auto Layout (a
/// window, or the top view of a detached tree), created when the first constraint is
/// activated there (or a view requiring constraint-based layout arrives). Views that
/// never take part have no item and cost nothing. When a tree with an engine is added to
/// another hierarchy, its constraints move to that hierarchy's engine; when a subtree is
/// removed, the constraints it holds go with it and those its former ancestors held
/// about it are deactivated, as UIKit does.
///
/// **Items.** A view or guide enters the engine when a constraint refers to it, and
/// brings its ancestors (a frame is relative to the superview, so the superview must be
/// in the engine too). A view that translates its autoresizing mask gets constraints
/// fixing its frame relative to its superview by the mask (UIKit's
/// `NSAutoresizingMaskLayoutConstraint`s); the engine sets the frames of the other views.
/// Variables are in the root's coordinates, ignoring bounds origins: constraints between a
/// scroll view and its subviews relate to the content, whatever the offset.
///
/// **Incremental.** Activating and deactivating constraints add and remove solver rows;
/// a changed `constant`, intrinsic size, margin or autoresizing frame changes a
/// constraint's constant in place (`Solver.setConstant`); only a changed priority or
/// multiplier-like shape re-adds a constraint. Changes are collected and solved once, at
/// the next layout pass (or `layoutIfNeeded()`); the pass then sets the frames that
/// changed and lays out their superviews.
@MainActor
final class _LayoutEngine {
    /// Engines made since launch (tests check that frame-based views make none).
    static var createdCount = 0
    /// Solver variables made since launch.
    static var variableCount = 0

    /// The engine's record of an installed `NSLayoutConstraint`.
    @MainActor
    final class Installation {
        weak var engine: _LayoutEngine?
        var solverConstraint: Constraint
        /// The expression's constant apart from the layout constraint's `constant`.
        let baseConstant: Double
        /// The items the constraint refers to, by their objects (not retained: items
        /// retain the constraints that refer to them).
        let itemKeys: [ObjectIdentifier]

        init(engine: _LayoutEngine, solverConstraint: Constraint, baseConstant: Double, items: [_LayoutItem]) {
            self.engine = engine
            self.solverConstraint = solverConstraint
            self.baseConstant = baseConstant
            itemKeys = items.compactMap { $0.object.map(ObjectIdentifier.init) }
        }
    }

    /// Who a solver constraint stands for, for messages.
    enum Owner {
        case user(NSLayoutConstraint)
        case own(_LayoutItem, _LayoutItem.Role)
        case fitting(UIView, NSLayoutConstraint.Axis)
    }

    let solver = Solver()
    /// The root view whose hierarchy this engine lays out (for a fitting engine, the view
    /// being measured).
    weak var host: UIView?
    /// A throwaway engine for `systemLayoutSizeFitting(_:)`: it neither records itself in
    /// views, guides and constraints nor sets frames.
    let isFitting: Bool
    var items: [ObjectIdentifier: _LayoutItem] = [:]
    var owners: [Constraint: Owner] = [:]
    /// Every active constraint of the hierarchy, installed or not, with the order it came in.
    private var constraintsByID: [ObjectIdentifier: (order: Int, constraint: NSLayoutConstraint)] = [:]
    /// The constraints waiting to be added at the next solve.
    private var pendingIDs: Set<ObjectIdentifier> = []
    private var nextOrder = 0
    /// Constraints installed in a fitting engine (which does not record itself in them).
    var fittingInstalled: [ObjectIdentifier: Installation] = [:]
    private(set) var needsSolve = false
    /// Inside `solveIfNeeded()` (which settles what it changes itself).
    private var isSolving = false
    var dirtyItems: [_LayoutItem] = []
    /// Items whose intrinsic size depends on their solved width.
    var widthDependentItems: [ObjectIdentifier: _LayoutItem] = [:]
    /// Solver constraints added (including re-adds), to show that changes are incremental.
    var constraintsAdded = 0
    /// Solves run.
    private(set) var solveCount = 0

    init(host: UIView, fitting: Bool = false) {
        self.host = host
        isFitting = fitting
        Self.createdCount += 1
    }

    // MARK: Layout constraints

    /// Queues an active constraint for the next solve.
    func enqueue(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        if constraintsByID[id] == nil {
            constraintsByID[id] = (nextOrder, constraint)
            nextOrder += 1
        }
        pendingIDs.insert(id)
        setNeedsSolve()
    }

    /// Takes a constraint out of the engine (queued or installed).
    func remove(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard constraintsByID.removeValue(forKey: id) != nil else { return }
        if pendingIDs.remove(id) == nil { uninstall(constraint) }
    }

    /// Every constraint of the engine, installed or queued, in the order they came in.
    var allConstraints: [NSLayoutConstraint] {
        constraintsByID.values.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// The queued constraints, in order.
    private var pendingConstraints: [NSLayoutConstraint] {
        pendingIDs.compactMap { constraintsByID[$0] }.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// Queued constraints held by a view inside `subtree`, and the others queued that refer to it.
    func pendingConstraints(touching subtree: UIView) -> (held: [NSLayoutConstraint], crossing: [NSLayoutConstraint]) {
        var held: [NSLayoutConstraint] = [], crossing: [NSLayoutConstraint] = []
        for constraint in pendingConstraints {
            if constraint._holder?.isDescendant(of: subtree) == true {
                held.append(constraint)
            } else if [constraint._firstItem, constraint._secondItem].contains(where: {
                NSLayoutConstraint._view(of: $0)?.isDescendant(of: subtree) == true
            }) {
                crossing.append(constraint)
            }
        }
        return (held, crossing)
    }

    /// The changed constant of an installed constraint, in place.
    func constantDidChange(of constraint: NSLayoutConstraint) {
        guard let installation = installation(of: constraint) else { return }
        let newConstant = installation.baseConstant - Double(constraint.constant)
        installation.solverConstraint = setConstant(newConstant, of: installation.solverConstraint,
                                                    owner: .user(constraint))
        setNeedsSolve()
    }

    /// Takes an installed constraint out and queues it again (its priority changed, or its
    /// items' layout direction).
    func reinstall(_ constraint: NSLayoutConstraint) {
        guard installation(of: constraint) != nil else { return }
        uninstall(constraint)
        pendingIDs.insert(ObjectIdentifier(constraint))
        setNeedsSolve()
    }

    func installation(of constraint: NSLayoutConstraint) -> Installation? {
        if isFitting { return fittingInstalled[ObjectIdentifier(constraint)] }
        guard let installation = constraint._installation, installation.engine === self else { return nil }
        return installation
    }

    private func uninstall(_ constraint: NSLayoutConstraint) {
        guard let installation = installation(of: constraint) else { return }
        removeSolverConstraint(installation.solverConstraint)
        for key in installation.itemKeys { items[key]?.references[ObjectIdentifier(constraint)] = nil }
        if isFitting { fittingInstalled[ObjectIdentifier(constraint)] = nil } else { constraint._installation = nil }
        setNeedsSolve()
    }

    /// Adds a queued constraint to the solver.
    private func install(_ constraint: NSLayoutConstraint) {
        guard let first = constraint._firstItem else { return }
        let second = constraint._secondItem
        if constraint._secondItem == nil, constraint.secondAttribute != .notAnAttribute { return }
        if !isFitting, let holder = constraint._holder {
            for object in [first, second] where object != nil {
                guard let view = NSLayoutConstraint._view(of: object), view.isDescendant(of: holder) else {
                    _autoLayoutProgrammerError("The view hierarchy is not prepared for the constraint: "
                        + "\(constraint._description)\n\tWhen added to a view, the constraint's items must be "
                        + "descendants of that view (or the view itself).")
                }
            }
        }
        let direction = constraint._usesLayoutDirection
            ? (NSLayoutConstraint._view(of: first)?.effectiveUserInterfaceLayoutDirection ?? .leftToRight)
            : .leftToRight
        let (lhs, firstItem) = form(of: first, constraint.firstAttribute, direction)
        var expression = lhs
        var referenced = [firstItem]
        if let second {
            let (rhs, secondItem) = form(of: second, constraint.secondAttribute, direction)
            expression = expression - Double(constraint.multiplier) * rhs
            referenced.append(secondItem)
        }
        let base = expression.constant
        expression.constant = base - Double(constraint.constant)
        let strength = constraint._isBroken ? Self.brokenStrength : Self.strength(for: constraint.priority)
        let added = add(Constraint(expression, Self.relation(constraint.relation), strength: strength),
                        owner: .user(constraint))
        let installation = Installation(engine: self, solverConstraint: added, baseConstant: base, items: referenced)
        if isFitting { fittingInstalled[ObjectIdentifier(constraint)] = installation } else {
            constraint._installation = installation
        }
        for item in referenced { item.references[ObjectIdentifier(constraint)] = constraint }
    }

    // MARK: Solving

    /// Notes that the solution is out of date and schedules a layout pass.
    func setNeedsSolve() {
        guard !needsSolve else { return }
        needsSolve = true
        guard !isFitting, !isSolving, let host else { return }
        host._markSubtreeNeedsLayout()
        _UIUpdateCycle.schedule()
    }

    /// Whether `item` holds a solution.
    func hasSolved(_ item: _LayoutItem) -> Bool { item.isSolved }

    /// Adds what is queued, brings the engine's own constraints up to date, solves, and
    /// (for a view hierarchy's engine) marks for layout the superviews of views whose
    /// frames the solution changes.
    ///
    /// A multi-line label constrained in width wraps at the width the solution gives it:
    /// its intrinsic height is measured again at that width and the system solved again
    /// (UIKit's second layout pass), a few times at most.
    func solveIfNeeded() {
        guard needsSolve else { return }
        let queued = pendingConstraints
        pendingIDs = []
        for constraint in queued { install(constraint) }
        isSolving = true
        defer { isSolving = false }
        var rounds = 0
        repeat {
            let dirty = dirtyItems
            dirtyItems = []
            for item in dirty where item.isDirty { sync(item) }
            needsSolve = false
            solver.updateVariables()
            solveCount += 1
            rounds += 1
            for item in items.values { item.isSolved = true }
            measureWidthDependentItems()
        } while needsSolve && rounds < 4
        needsSolve = false
        if !isFitting { markChangedFrames() }
    }

    /// Items whose intrinsic size depends on a width different from their solved one are
    /// marked for measuring again.
    private func measureWidthDependentItems() {
        for item in widthDependentItems.values {
            let solvedWidth = CGFloat(item.width.value)
            if item.measuredWidth.map({ abs($0 - solvedWidth) >= 0.5 }) ?? true {
                markDirty(item)
            }
        }
    }

    /// Marks an item's own constraints for recomputing at the next solve.
    func markDirty(_ item: _LayoutItem) {
        setNeedsSolve()
        guard !item.isDirty else { return }
        item.isDirty = true
        dirtyItems.append(item)
    }

    // MARK: Strengths

    /// A priority's strength: required at 1000, else proportional to the priority
    /// (`priority × 1000`, between kiwisolver's medium and strong), so a higher priority
    /// outweighs a lower one point for point.
    ///
    /// Difference from UIKit: UIKit's engine satisfies priorities level by level; here
    /// they are weights, so many violations at one priority can outweigh one at a slightly
    /// higher priority. Layouts that rely on that are rare.
    static func strength(for priority: UILayoutPriority) -> Strength {
        priority.rawValue >= 1000 ? .required : Strength(Double(Swift.max(priority.rawValue, 0)) * 1000)
    }

    /// The strength of a broken required constraint: above every priority below
    /// required, so it holds as far as the required ones allow.
    static let brokenStrength = Strength.create(100, 0, 0)

    static func relation(_ relation: NSLayoutConstraint.Relation) -> Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension NSLayoutConstraint {
    /// Whether leading or trailing edges appear (their direction depends on the first item).
    var _usesLayoutDirection: Bool {
        firstAttribute._isDirectional || secondAttribute._isDirectional
    }
}
