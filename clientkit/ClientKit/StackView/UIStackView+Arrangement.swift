import Foundation

/// The constraints and spacer guides a stack view made for its current arrangement.
struct _StackArrangement {
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    /// The `.fill` tie-break hugs by arranged view: their constants follow intrinsic sizes.
    var tiebreaks: [ObjectIdentifier: NSLayoutConstraint] = [:]
}

/// The attributes of one axis of a stack, so one piece of code serves both axes.
private struct _StackAxis {
    let leading, trailing, size, center: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            (leading, trailing, size, center) = (.leading, .trailing, .width, .centerX)
        } else {
            (leading, trailing, size, center) = (.top, .bottom, .height, .centerY)
        }
    }
}

extension UIStackView {
    /// Makes the arrangement's constraints for the current state and swaps them in.
    func _updateArrangement() {
        NSLayoutConstraint.deactivate(_arrangement.constraints)
        for guide in _arrangement.guides { removeLayoutGuide(guide) }
        var builder = _StackConstraintBuilder(stack: self)
        builder.build()
        _arrangement = _StackArrangement(constraints: builder.constraints, guides: builder.guides,
                                         tiebreaks: builder.tiebreaks)
        NSLayoutConstraint.activate(_arrangement.constraints)
    }

    /// `view`'s intrinsic length along the axis (`UIView.noIntrinsicMetric` when it has none).
    func _intrinsicLength(of view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        return axis == .horizontal ? size.width : size.height
    }

    /// The space after `view` (a visible arranged view) before the next visible one.
    func _spacing(after view: UIView) -> CGFloat {
        let value = _customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? _systemSpacing : value
    }
}

/// Builds a stack view's constraints, UIKit's way: the first and last visible views
/// pinned to the canvas along the axis, neighbours chained by the distribution, each
/// view placed across the axis by the alignment, hidden views collapsed.
@MainActor
private struct _StackConstraintBuilder {
    let stack: UIStackView
    /// What the views are laid out in: the stack, or its layout margins guide.
    let canvas: AnyObject
    let along: _StackAxis
    let across: _StackAxis
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var tiebreaks: [ObjectIdentifier: NSLayoutConstraint] = [:]

    init(stack: UIStackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        along = _StackAxis(stack.axis)
        across = _StackAxis(stack.axis == .horizontal ? .vertical : .horizontal)
    }

    mutating func build() {
        let visible = stack.arrangedSubviews.filter { !$0.isHidden }
        buildAlongAxis(visible)
        for view in stack.arrangedSubviews {
            buildAcrossAxis(view, first: visible.first)
        }
        if stack.alignment != .fill && !visible.isEmpty {
            // The canvas hugs its widest view across the axis when nothing else sizes it
            // (the views' `<=` edge constraints keep it from getting smaller).
            add(canvas, across.size, .equal, nil, .notAnAttribute, priority: .init(49), "UISV-spanning-fit")
        }
    }

    // MARK: Along the axis

    mutating func buildAlongAxis(_ visible: [UIView]) {
        guard let first = visible.first, let last = visible.last else { return }
        add(first, along.leading, .equal, canvas, along.leading, "UISV-canvas-connection")
        add(last, along.trailing, .equal, canvas, along.trailing, "UISV-canvas-connection")
        collapseHiddenViews()
        let pairs = zip(visible, visible.dropFirst()).map { ($0, $1, stack._spacing(after: $0)) }
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (previous, next, space) in pairs { chain(previous, next, space) }
            if stack.distribution == .fillEqually {
                for view in visible.dropFirst() {
                    add(view, along.size, .equal, first, along.size, "UISV-fill-equally")
                }
            } else if stack.distribution == .fillProportionally {
                fillProportionally(visible, totalSpacing: pairs.reduce(0) { $0 + $1.2 })
            } else {
                preferStretchingFirst(visible)
            }
        case .equalSpacing:
            equalGaps(pairs, from: along.trailing, to: along.leading, identifier: "UISV-distributing-edge")
        case .equalCentering:
            equalGaps(pairs, from: along.center, to: along.center, identifier: "UISV-distributing-center")
        }
    }

    /// `next` follows `previous` after `space` (between baselines in a baseline-relative
    /// vertical stack).
    mutating func chain(_ previous: UIView, _ next: UIView, _ space: CGFloat) {
        if stack.isBaselineRelativeArrangement && stack.axis == .vertical {
            add(next, .firstBaseline, .equal, previous, .lastBaseline, constant: space, "UISV-spacing")
        } else {
            add(next, along.leading, .equal, previous, along.trailing, constant: space, "UISV-spacing")
        }
    }

    /// UIKit's `.fill` tie-break: among views whose hugging priorities are equal, the
    /// first stretches. Each later view hugs its intrinsic size a hair harder: a second
    /// hugging constraint at a tiny priority, which decides only between equal priorities.
    mutating func preferStretchingFirst(_ visible: [UIView]) {
        for view in visible.dropFirst() {
            let natural = stack._intrinsicLength(of: view)
            guard natural >= 0 else { continue }
            add(view, along.size, .lessThanOrEqual, nil, .notAnAttribute, constant: natural,
                priority: UILayoutPriority(0.01), "UISV-fill-tiebreak")
            tiebreaks[ObjectIdentifier(view)] = constraints.last
        }
    }

    /// Sizes proportional to the views' intrinsic lengths, sharing what the spacing
    /// leaves of the canvas. Views without an intrinsic length size as in `.fill`.
    mutating func fillProportionally(_ visible: [UIView], totalSpacing: CGFloat) {
        let lengths = visible.map { max(stack._intrinsicLength(of: $0), 0) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        for (view, length) in zip(visible, lengths) where length > 0 {
            let share = length / total
            add(view, along.size, .equal, canvas, along.size, multiplier: share, constant: -totalSpacing * share,
                priority: UILayoutPriority(999), "UISV-fill-proportionally")
        }
    }

    /// Equal distances between `from` of each view and `to` of the next (measured by
    /// spacer guides, all the size of the first), with edges at least the spacing apart.
    /// Nothing pulls the gaps open: they take the room the views' hugging leaves.
    mutating func equalGaps(_ pairs: [(UIView, UIView, CGFloat)], from: NSLayoutConstraint.Attribute,
                            to: NSLayoutConstraint.Attribute, identifier: String) {
        var firstGuide: UILayoutGuide?
        for (previous, next, space) in pairs {
            add(next, along.leading, .greaterThanOrEqual, previous, along.trailing, constant: space, "UISV-spacing")
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            stack.addLayoutGuide(guide)
            guides.append(guide)
            add(guide, along.leading, .equal, previous, from, identifier)
            add(guide, along.trailing, .equal, next, to, identifier)
            if let firstGuide {
                let priority: UILayoutPriority = stack.distribution == .equalCentering ? UILayoutPriority(999) : .required
                add(guide, along.size, .equal, firstGuide, along.size, priority: priority, "UISV-distributing-equal")
            } else {
                firstGuide = guide
                // Keeps the gaps tight when nothing sizes the stack along its axis.
                add(guide, along.size, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel, "UISV-distributing-fit")
            }
        }
    }

    /// Hidden arranged views take no space along the axis (UIKit's required
    /// `UISV-hiding` constraints) and sit where the arrangement starts.
    mutating func collapseHiddenViews() {
        for view in stack.arrangedSubviews where view.isHidden {
            add(view, along.size, .equal, nil, .notAnAttribute, "UISV-hiding")
            add(view, along.leading, .equal, canvas, along.leading, "UISV-hiding")
        }
    }

    // MARK: Across the axis

    mutating func buildAcrossAxis(_ view: UIView, first: UIView?) {
        var alignment = stack.alignment
        let baseline = alignment == .firstBaseline || alignment == .lastBaseline
        if baseline && stack.axis == .vertical { alignment = .fill }
        switch alignment {
        case .fill:
            add(view, across.leading, .equal, canvas, across.leading, "UISV-canvas-connection")
            add(view, across.trailing, .equal, canvas, across.trailing, "UISV-canvas-connection")
        case .leading:
            add(view, across.leading, .equal, canvas, across.leading, "UISV-canvas-connection")
            add(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, "UISV-canvas-connection")
        case .trailing:
            add(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-canvas-connection")
            add(view, across.trailing, .equal, canvas, across.trailing, "UISV-canvas-connection")
        case .center:
            add(view, across.center, .equal, canvas, across.center, "UISV-canvas-connection")
            add(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-canvas-connection")
        case .firstBaseline, .lastBaseline:
            add(view, across.leading, .greaterThanOrEqual, canvas, across.leading, "UISV-canvas-connection")
            add(view, across.trailing, .lessThanOrEqual, canvas, across.trailing, "UISV-canvas-connection")
            let attribute: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if let first, first !== view {
                add(view, attribute, .equal, first, attribute, "UISV-alignment")
            }
        }
        if alignment != .fill {
            // Without an intrinsic size across the axis a view would be ambiguous; UIKit
            // makes it as small as it can be at a very low priority.
            add(view, across.size, .equal, nil, .notAnAttribute, priority: .init(25), "UISV-ambiguity-suppression")
        }
    }

    // MARK: Helpers


    mutating func add(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute,
                      multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
                      _ identifier: String) {
        let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                            attribute: otherAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
    }
}
