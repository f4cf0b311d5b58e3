import Foundation

/// A relation between two layout attributes that the Auto Layout engine keeps, as
/// UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// Items are views and layout guides (`UILayoutGuide`); attributes are edges, centres,
/// sizes and baselines of their alignment rectangles (see ``Attribute``). A constraint
/// does nothing until it is active: ``isActive`` (or ``activate(_:)``) adds it to the
/// closest common ancestor of its items (that view's `constraints`), and from then on the
/// engine of that view hierarchy keeps it. Changing ``constant`` re-lays out at the end of
/// the run-loop turn (or at `layoutIfNeeded()`), incrementally; changing ``priority``
/// re-adds the constraint to the engine.
///
/// **Unsatisfiable constraints.** When a required constraint cannot hold together with the
/// other required ones, the engine logs UIKit's "Unable to simultaneously satisfy
/// constraints." message (to standard error) with the conflicting constraints and the one
/// it breaks — the one whose addition or change caused the conflict — and goes on: the
/// broken constraint stays active and is kept by the engine at a priority just below
/// required (999.9), so it still holds as far as the others allow. It stays so until it
/// is deactivated or its priority changes.
///
/// Programmer errors stop the app with UIKit's message, as UIKit raises an exception:
/// attributes that cannot be related (a position and a size, two axes, leading with
/// left), a position equal to a constant, activating a constraint whose items have no
/// common ancestor, a priority outside 1...1000, a non-finite constant, and changing the
/// priority of an active constraint from required to not (or back).
///
/// Differences from UIKit: the class is not an `NSObject` (equality is identity, as for
/// ClientKit's responders), and is `@MainActor` like the views it lays out.
@MainActor
open class NSLayoutConstraint: Hashable, CustomStringConvertible {
    weak var _firstItem: AnyObject?
    weak var _secondItem: AnyObject?
    /// The view whose `constraints` hold this one while it is active.
    weak var _holder: UIView?
    /// The engine's record of this constraint, while it is in an engine's solver.
    var _installation: _LayoutEngine.Installation?
    /// Set when the engine had to break this constraint (see the class documentation).
    var _isBroken = false

    /// The attribute of ``firstItem``.
    public let firstAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The attribute of ``secondItem`` (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// The factor applied to the second attribute. Fixed at creation.
    public let multiplier: CGFloat

    /// Creates an inactive constraint
    /// `view1.attr1 (relation) multiplier × view2.attr2 + c`.
    ///
    /// `view1` and `view2` are views or layout guides. Without a second item (`nil`,
    /// `.notAnAttribute`), the first attribute must be a size: a width or height equal
    /// (or not) to a constant.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        Self._validate(first: first, attr1, second: second, attr2, multiplier: multiplier, constant: c)
        _firstItem = first
        _secondItem = second
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constant = c
    }

    // MARK: Items

    /// The first item (a view or a layout guide). Not retained.
    open var firstItem: AnyObject? { _firstItem }
    /// The second item, or `nil` for a constraint to a constant. Not retained.
    open var secondItem: AnyObject? { _secondItem }

    /// The anchor of the first item and attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(_item: _firstItem, attribute: firstAttribute)
    }

    /// The anchor of the second item and attribute, or `nil` for a constraint to a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        _secondItem.map { NSLayoutAnchor(_item: $0, attribute: secondAttribute) }
    }

    // MARK: Tuning

    /// The constant added to the second side, in points. Changing it on an active
    /// constraint changes the layout incrementally (no rebuild of the engine).
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                _autoLayoutProgrammerError("NSLayoutConstraint constant is not finite! That's illegal. constant:\(constant) "
                    + "firstAnchor:\(firstAnchor) secondAnchor:\(String(describing: secondAnchor))")
            }
            _installation?.engine?.constantDidChange(of: self)
        }
    }

    /// How much the constraint matters (1...1000). Default ``UILayoutPriority/required``.
    /// An active constraint cannot change from required to another priority or back.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.rawValue > 0, priority.rawValue <= 1000 else {
                _autoLayoutProgrammerError("It's illegal to set priority:\(priority.rawValue). Priority must be greater than 0 "
                    + "and less or equal to UILayoutPriorityRequired, which is 1000.000000.")
            }
            if _holder != nil, (priority == .required) != (oldValue == .required) {
                _autoLayoutProgrammerError("Mutating a priority from required to not on an installed constraint (or "
                    + "vice-versa) is not supported. You passed priority \(priority.rawValue) and the existing priority "
                    + "was \(oldValue.rawValue).")
            }
            _isBroken = false
            _installation?.engine?.reinstall(self)
        }
    }

    /// A name for the constraint, shown in its ``description`` (and so in logs).
    open var identifier: String?

    /// Whether the constraint would be archived; ClientKit has no archives. Default `false`.
    open var shouldBeArchived = false

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting it to `true` adds it to the
    /// closest common ancestor of its items (that view's `constraints`); `false` removes
    /// it from the view holding it.
    open var isActive: Bool {
        get { _holder != nil }
        set {
            if newValue {
                guard _holder == nil else { return }
                _closestCommonAncestor().addConstraint(self)
            } else {
                _holder?.removeConstraint(self)
            }
        }
    }

    /// Activates each constraint (as setting ``isActive`` to `true`).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint (as setting ``isActive`` to `false`).
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Identity

    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    // MARK: Internals

    /// The view that owns `item`: the view itself, or a layout guide's owning view.
    static func _view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// The closest view that is (or is an ancestor of) the views of both items.
    func _closestCommonAncestor() -> UIView {
        guard let firstView = Self._view(of: _firstItem) else {
            _autoLayoutProgrammerError("Unable to activate constraint \(self): its first item is gone or is a layout "
                + "guide that no view owns.")
        }
        guard let second = _secondItem else { return firstView }
        guard let secondView = Self._view(of: second) else {
            _autoLayoutProgrammerError("Unable to activate constraint \(self): its second item is a layout guide "
                + "that no view owns.")
        }
        // Views' layers form the same tree as the views.
        if let common = firstView.layer._commonAncestor(with: secondView.layer)?._owningView { return common }
        _autoLayoutProgrammerError("Unable to activate constraint with anchors \(firstAnchor) and "
            + "\(secondAnchor.map { "\($0)" } ?? "nil") because they have no common ancestor. Does the constraint or "
            + "its anchors reference items in different view hierarchies? That's illegal.")
    }

    /// UIKit's checks of a new constraint (it raises `NSInvalidArgumentException`).
    private static func _validate(first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
                                  multiplier: CGFloat, constant: CGFloat) {
        func fail(_ reason: String) -> Never {
            _autoLayoutProgrammerError("NSLayoutConstraint for \(_LayoutItemName.of(first)): \(reason)")
        }
        guard first is UIView || first is UILayoutGuide else {
            fail("Constraint items must each be a view or layout guide.")
        }
        if let second, !(second is UIView || second is UILayoutGuide) {
            fail("Constraint items must each be a view or layout guide.")
        }
        guard attr1 != .notAnAttribute else { fail("The first attribute cannot be NSLayoutAttributeNotAnAttribute.") }
        guard multiplier.isFinite, constant.isFinite else { fail("Multiplier and constant must be finite.") }
        if second == nil || multiplier == 0 {
            guard attr1._isDimension else {
                fail("A multiplier of 0 or a nil second item together with a location for the first attribute creates "
                    + "an illegal constraint of a location equal to a constant. Location attributes must be specified "
                    + "in pairs.")
            }
            if second != nil, attr2 == .notAnAttribute { fail("A second item needs an attribute.") }
            return
        }
        guard attr2 != .notAnAttribute else { fail("A second item needs an attribute.") }
        if attr1._isDimension != attr2._isDimension {
            fail("Invalid pairing of layout attributes: a constraint cannot relate a location and a size.")
        }
        if !attr1._isDimension, attr1._axis != attr2._axis {
            fail("Invalid pairing of layout attributes: the attributes are on different axes.")
        }
        if (attr1._isDirectional && attr2._isAbsoluteHorizontalEdge)
            || (attr1._isAbsoluteHorizontalEdge && attr2._isDirectional) {
            fail("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use "
                + "leading/trailing for both or neither.")
        }
    }
}

/// Stops the app for a programmer error in Auto Layout, with `message` (UIKit raises an
/// exception in these cases).
func _autoLayoutProgrammerError(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message, file: file, line: line)
}
