internal import LayoutSolver
import Foundation

extension _LayoutEngine {
    /// The item of a view or guide, made (with its ancestors' items) on first use.
    func item(for object: AnyObject) -> _LayoutItem {
        if let existing = items[ObjectIdentifier(object)] { return existing }
        if let view = object as? UIView {
            if view !== host, let superview = view._superview { _ = item(for: superview) }
            let item = _LayoutItem(engine: self, view: view, guide: nil)
            items[ObjectIdentifier(view)] = item
            if !isFitting { view._autoLayout.item = item }
            sync(item)
            return item
        }
        guard let guide = object as? UILayoutGuide, let owner = guide._owningView else {
            _autoLayoutProgrammerError("A layout guide in a constraint must be owned by a view (addLayoutGuide(_:)).")
        }
        _ = item(for: owner)
        let item = _LayoutItem(engine: self, view: nil, guide: guide)
        items[ObjectIdentifier(guide)] = item
        if !isFitting { guide._item = item }
        sync(item)
        return item
    }

    /// Takes an item and the engine's constraints on it out of the engine.
    func removeItem(_ item: _LayoutItem) {
        for (_, own) in item.own { removeSolverConstraint(own.constraint) }
        item.own = [:]
        if let object = item.object {
            items[ObjectIdentifier(object)] = nil
            widthDependentItems[ObjectIdentifier(object)] = nil
        }
        if !isFitting {
            if let view = item.view, view._layoutStorage?.item === item { view._layoutStorage?.item = nil }
            if let guide = item.guide, guide._item === item { guide._item = nil }
        }
        item.engine = nil
    }

    /// Makes the engine's constraints on `item` match the item's view or guide now
    /// (creating, updating in place, or replacing them).
    func sync(_ item: _LayoutItem) {
        item.isDirty = false
        var roles: Set<_LayoutItem.Role> = [.firstBaseline, .lastBaseline]
        if let view = item.view {
            syncView(item, view, &roles)
        } else if let guide = item.guide {
            syncGuide(item, guide, &roles)
        }
        for role in item.own.keys where !roles.contains(role) {
            removeSolverConstraint(item.own[role]!.constraint)
            item.own[role] = nil
        }
        syncBaselines(of: item)
    }

    private func syncView(_ item: _LayoutItem, _ view: UIView, _ roles: inout Set<_LayoutItem.Role>) {
        // A view being measured ignores its own autoresizing mask (it has no superview here).
        let translates = view.translatesAutoresizingMaskIntoConstraints && !(isFitting && view === host)
        item.translatesAutoresizingMask = translates
        item.syncedFrame = Self.syncedGeometry(of: view, item: item)
        let insets = view.alignmentRectInsets
        if view === host || view._superview == nil {
            // The root's frame origin is the origin of the engine's space.
            setOwn(item, .rootX, item.minX - Double(insets.left), &roles)
            setOwn(item, .rootY, item.minY - Double(insets.top), &roles)
            if translates {
                let size = view.bounds.size
                setOwn(item, .rootWidth, item.width - Double(size.width - insets.left - insets.right), &roles)
                setOwn(item, .rootHeight, item.height - Double(size.height - insets.top - insets.bottom), &roles)
            }
        } else if translates, let superview = view._superview {
            syncAutoresizing(item, view, superview, &roles)
        }
        if translates {
            widthDependentItems[ObjectIdentifier(view)] = nil
        } else {
            syncIntrinsicSize(item, view, &roles)
        }
    }

    /// What a view's own constraints were made from: a root's bounds size, a translating
    /// view's frame; `nil` for a view the engine places.
    static func syncedGeometry(of view: UIView, item: _LayoutItem) -> CGRect? {
        guard item.translatesAutoresizingMask else { return nil }
        if view === item.engine?.host || view._superview == nil { return CGRect(origin: .zero, size: view.bounds.size) }
        return view.frame
    }

    /// UIKit's `NSAutoresizingMaskLayoutConstraint`s: the frame as it is, and how it
    /// follows the superview's size by the autoresizing mask (the share of a size change
    /// each flexible part takes, as frame-based autoresizing shares it).
    private func syncAutoresizing(_ item: _LayoutItem, _ view: UIView, _ superview: UIView,
                                  _ roles: inout Set<_LayoutItem.Role>) {
        let superItem = self.item(for: superview)
        let superInsets = superview.alignmentRectInsets
        let superSize = superview.bounds.size
        let rect = view.alignmentRect(forFrame: view.frame)
        let mask = view.autoresizingMask
        let x = UIView._autoresizeShares(origin: rect.minX, length: rect.width, superLength: superSize.width,
                                         flexibleLeading: mask.contains(.flexibleLeftMargin),
                                         flexibleLength: mask.contains(.flexibleWidth),
                                         flexibleTrailing: mask.contains(.flexibleRightMargin))
        let y = UIView._autoresizeShares(origin: rect.minY, length: rect.height, superLength: superSize.height,
                                         flexibleLeading: mask.contains(.flexibleTopMargin),
                                         flexibleLength: mask.contains(.flexibleHeight),
                                         flexibleTrailing: mask.contains(.flexibleBottomMargin))
        item.autoresizingShares = (x.leading, x.length, y.leading, y.length)
        // The superview's frame origin and bounds size, from its alignment rectangle.
        let originX = superItem.minX - Double(superInsets.left)
        let originY = superItem.minY - Double(superInsets.top)
        let growthX = superItem.width + Double(superInsets.left + superInsets.right - superSize.width)
        let growthY = superItem.height + Double(superInsets.top + superInsets.bottom - superSize.height)
        setOwn(item, .autoresizingX, item.minX - originX - Double(x.leading) * growthX - Double(rect.minX), &roles)
        setOwn(item, .autoresizingWidth, item.width - Double(x.length) * growthX - Double(rect.width), &roles)
        setOwn(item, .autoresizingY, item.minY - originY - Double(y.leading) * growthY - Double(rect.minY), &roles)
        setOwn(item, .autoresizingHeight, item.height - Double(y.length) * growthY - Double(rect.height), &roles)
    }

    /// The intrinsic content size as UIKit's content-size constraints: per axis with a
    /// size, `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the
    /// compression resistance priority.
    private func syncIntrinsicSize(_ item: _LayoutItem, _ view: UIView, _ roles: inout Set<_LayoutItem.Role>) {
        let size: CGSize
        if let dependent = view as? _LayoutWidthDependent, dependent._intrinsicSizeDependsOnWidth {
            widthDependentItems[ObjectIdentifier(view)] = item
            let width: CGFloat? = item.isSolved ? CGFloat(item.width.value) : nil
            item.measuredWidth = width
            size = dependent._intrinsicContentSize(forLayoutWidth: width)
        } else {
            widthDependentItems[ObjectIdentifier(view)] = nil
            size = view.intrinsicContentSize
        }
        item.intrinsicSize = size
        if size.width >= 0 {
            setOwn(item, .hugWidth, item.width - Double(size.width), &roles, .lessThanOrEqual,
                   Self.strength(for: view.contentHuggingPriority(for: .horizontal)))
            setOwn(item, .compressWidth, item.width - Double(size.width), &roles, .greaterThanOrEqual,
                   Self.strength(for: view.contentCompressionResistancePriority(for: .horizontal)))
        }
        if size.height >= 0 {
            setOwn(item, .hugHeight, item.height - Double(size.height), &roles, .lessThanOrEqual,
                   Self.strength(for: view.contentHuggingPriority(for: .vertical)))
            setOwn(item, .compressHeight, item.height - Double(size.height), &roles, .greaterThanOrEqual,
                   Self.strength(for: view.contentCompressionResistancePriority(for: .vertical)))
        }
    }

    /// A built-in guide's edges: the owning view's bounds inset by its margins or safe
    /// area; a scroll view's frame guide (its bounds, moving with the offset) and content
    /// guide (at the content origin, sized by constraints, else keeping the content size).
    private func syncGuide(_ item: _LayoutItem, _ guide: UILayoutGuide, _ roles: inout Set<_LayoutItem.Role>) {
        guard guide._kind != .custom, let owner = guide._owningView else { return }
        let ownerItem = self.item(for: owner)
        let insets = owner.alignmentRectInsets
        let originX = ownerItem.minX - Double(insets.left)
        let originY = ownerItem.minY - Double(insets.top)
        let boundsWidth = ownerItem.width + Double(insets.left + insets.right)
        let boundsHeight = ownerItem.height + Double(insets.top + insets.bottom)
        let input = Self.guideInput(guide, owner)
        item.guideInput = input
        switch guide._kind {
        case .layoutMargins, .safeArea, .readableContent:
            let (top, left, bottom, right) = (input[0], input[1], input[2], input[3])
            setOwn(item, .guideX, item.minX - originX - Double(left), &roles)
            setOwn(item, .guideY, item.minY - originY - Double(top), &roles)
            setOwn(item, .guideWidth, item.width - boundsWidth + Double(left + right), &roles)
            setOwn(item, .guideHeight, item.height - boundsHeight + Double(top + bottom), &roles)
        case .keyboard:
            // The owner's width, from the safe area's bottom edge to the owner's bottom.
            let safeBottom = Double(input[0])
            setOwn(item, .guideX, item.minX - originX, &roles)
            setOwn(item, .guideY, item.minY - originY - boundsHeight + safeBottom, &roles)
            setOwn(item, .guideWidth, item.width - boundsWidth, &roles)
            setOwn(item, .guideHeight, item.height - safeBottom, &roles)
        case .scrollFrame:
            setOwn(item, .guideX, item.minX - originX - Double(input[0]), &roles)
            setOwn(item, .guideY, item.minY - originY - Double(input[1]), &roles)
            setOwn(item, .guideWidth, item.width - boundsWidth, &roles)
            setOwn(item, .guideHeight, item.height - boundsHeight, &roles)
        case .scrollContent:
            setOwn(item, .guideX, item.minX - originX, &roles)
            setOwn(item, .guideY, item.minY - originY, &roles)
            // Barely: any constraint on the guide's size wins over the current content size.
            let weakest = Strength(1)
            setOwn(item, .guideWidth, item.width - Double(input[0]), &roles, .equal, weakest)
            setOwn(item, .guideHeight, item.height - Double(input[1]), &roles, .equal, weakest)
        case .custom:
            break
        }
    }

    /// What a built-in guide's constraints depend on besides its view's variables: the
    /// margins or safe area insets (top, left, bottom, right), a scroll view's offset, or
    /// its content size.
    static func guideInput(_ guide: UILayoutGuide, _ owner: UIView) -> [CGFloat] {
        switch guide._kind {
        case .layoutMargins, .safeArea, .readableContent:
            let m = switch guide._kind {
            case .layoutMargins: owner._effectiveLayoutMargins
            case .readableContent: owner._readableContentInsets
            default: owner._safeAreaInsetsForGuide
            }
            return [m.top, m.left, m.bottom, m.right]
        case .keyboard:
            return [owner._safeAreaInsetsForGuide.bottom]
        case .scrollFrame:
            return [owner.bounds.minX, owner.bounds.minY]
        case .scrollContent:
            let size = (owner as? UIScrollView)?.contentSize ?? .zero
            return [size.width, size.height]
        case .custom:
            return []
        }
    }

    /// The baseline variables: `baseline == minY + fraction × height + offset`, from the
    /// view's text (see `_BaselineProviding`), else at the bottom.
    func syncBaselines(of item: _LayoutItem) {
        guard let view = item.view, item.firstBaseline != nil || item.lastBaseline != nil else { return }
        let width = item.isSolved ? CGFloat(item.width.value) : view.alignmentRect(forFrame: view.frame).width
        let shapes = (view as? _BaselineProviding)?._baselineShapes(forWidth: width) ?? (.bottom, .bottom)
        item.baselineShape = shapes
        var roles: Set<_LayoutItem.Role> = []
        if let first = item.firstBaseline {
            setOwn(item, .firstBaseline, first - item.minY - Double(shapes.first.heightFraction) * item.height
                - Double(shapes.first.offset), &roles)
        }
        if let last = item.lastBaseline {
            setOwn(item, .lastBaseline, last - item.minY - Double(shapes.last.heightFraction) * item.height
                - Double(shapes.last.offset), &roles)
        }
    }

    /// Makes the engine's constraint `role` on `item` read `expression (relation) 0` at
    /// `strength`: changes the constant in place when only the constant differs,
    /// otherwise replaces it.
    private func setOwn(_ item: _LayoutItem, _ role: _LayoutItem.Role, _ expression: LinearExpression,
                        _ roles: inout Set<_LayoutItem.Role>, _ relation: Relation = .equal,
                        _ strength: Strength = .required) {
        roles.insert(role)
        let reduced = expression.reduced()
        if let existing = item.own[role] {
            let current = existing.constraint
            if existing.strength == strength, current.relation == relation,
               Self.sameTerms(current.expression, reduced) {
                if current.expression.constant != reduced.constant {
                    item.own[role]!.constraint = setConstant(reduced.constant, of: current, owner: .own(item, role))
                    setNeedsSolve()
                }
                return
            }
            removeSolverConstraint(current)
        }
        let added = add(Constraint(reduced, relation, strength: strength), owner: .own(item, role))
        item.own[role] = (added, strength)
        setNeedsSolve()
    }

    private static func sameTerms(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
        guard a.terms.count == b.terms.count else { return false }
        for (x, y) in zip(a.terms, b.terms) where x.variable !== y.variable || abs(x.coefficient - y.coefficient) > 1e-9 {
            return false
        }
        return true
    }
}
