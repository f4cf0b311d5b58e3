import Foundation

/// One attribute of one view or layout guide, from which constraints are made, as
/// UIKit's `NSLayoutAnchor`: `a.leadingAnchor.constraint(equalTo: b.leadingAnchor,
/// constant: 20)`.
///
/// Use the typed subclasses a view or guide hands out — ``NSLayoutXAxisAnchor``,
/// ``NSLayoutYAxisAnchor`` and ``NSLayoutDimension`` — so that relating a horizontal
/// anchor to a vertical one, or a position to a size, does not compile. Relating leading
/// or trailing to left or right compiles (they are all x-axis anchors) but stops at run
/// time, as in UIKit. The constraints made are inactive: activate them.
///
/// The anchor does not retain its item.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    weak var _item: AnyObject?
    let _attribute: NSLayoutConstraint.Attribute

    init(_item item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        _item = item
        _attribute = attribute
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { _item }

    /// `item.attribute`, for debugging.
    open var name: String { "\(_LayoutItemName.of(_item)).\(_attribute)" }

    // MARK: Constraints to another anchor

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _constraint(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, constant: c)
    }

    // MARK: Debugging

    /// Whether the item's layout is ambiguous along this anchor's axis (see
    /// `UIView.hasAmbiguousLayout`).
    open var hasAmbiguousLayout: Bool {
        guard let axis = _attribute._axis else { return false }
        return _AutoLayoutDebugging.isAmbiguous(_item, axis: axis)
    }

    /// The constraints that take part in placing the anchor's item along its axis (see
    /// `UIView.constraintsAffectingLayout(for:)`).
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let axis = _attribute._axis else { return [] }
        return _AutoLayoutDebugging.constraintsAffecting(_item, axis: axis)
    }

    nonisolated public var description: String {
        MainActor.assumeIsolated {
            "<\(_LayoutItemName.typeName(of: self)):\(_LayoutItemName.address(of: self)) \"\(name)\">"
        }
    }

    // MARK: Internals

    func _constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
                     multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: _liveItem, attribute: _attribute, relatedBy: relation,
                           toItem: anchor._liveItem, attribute: anchor._attribute,
                           multiplier: multiplier, constant: constant)
    }

    var _liveItem: AnyObject {
        guard let item = _item else {
            _autoLayoutProgrammerError("The item of the layout anchor \(_attribute) was deallocated.")
        }
        return item
    }
}

/// UIKit's standard spacing between adjacent views, in points: what
/// `constraint(equalToSystemSpacingAfter:multiplier:)` and
/// `constraint(equalToSystemSpacingBelow:multiplier:)` use.
///
/// Difference from UIKit: UIKit derives the spacing between text baselines from the
/// fonts; ClientKit uses 8 points everywhere.
let _systemSpacing: CGFloat = 8

/// An anchor on the horizontal axis: a left, right, leading, trailing or centre-x edge.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (self comes after `anchor`).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, constant: _systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, constant: _systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, constant: _systemSpacing * multiplier)
    }
}

/// An anchor on the vertical axis: a top, bottom, centre-y edge or a baseline.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (self is below `anchor`).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, constant: _systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, constant: _systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, constant: _systemSpacing * multiplier)
    }
}

/// An anchor for a size: a width or a height. Sizes may be related across axes (an
/// aspect ratio) and to constants.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.equal, c) }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.greaterThanOrEqual, c) }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { _constant(.lessThanOrEqual, c) }

    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    private func _constant(_ relation: NSLayoutConstraint.Relation, _ c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: _liveItem, attribute: _attribute, relatedBy: relation, toItem: nil,
                           attribute: .notAnAttribute, multiplier: 1, constant: c)
    }
}

/// The anchors every view and layout guide has, by UIKit's names.
@MainActor
protocol _LayoutAnchorProviding: AnyObject {}

extension _LayoutAnchorProviding {
    func _xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(_item: self, attribute: attribute)
    }
    func _yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(_item: self, attribute: attribute)
    }
    func _dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(_item: self, attribute: attribute)
    }
}
