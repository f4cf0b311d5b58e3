internal import LayoutSolver
import Foundation

// Unsatisfiable constraints: UIKit's message, and the constraint that caused the
// conflict kept at a strength just below required (see `NSLayoutConstraint`).

extension _LayoutEngine {
    /// Adds `constraint` to the solver and returns what was added: the constraint, or —
    /// when it is required and cannot hold with the other required constraints — a copy
    /// at `brokenStrength`, after logging the conflict.
    func add(_ constraint: Constraint, owner: Owner) -> Constraint {
        do {
            try solver.addConstraint(constraint)
            constraintsAdded += 1
            owners[constraint] = owner
            return constraint
        } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
            let broken = constraint.withStrength(Self.brokenStrength)
            report(conflicting: conflicting, breaking: owner)
            addBroken(broken, owner: owner)
            return broken
        } catch {
            _AutoLayoutLog.write("Auto Layout: the solver refused a constraint (\(error)); it is left out: "
                + describe(owner))
            return constraint
        }
    }

    /// Changes the constant of `constraint` in place and returns it; when a required
    /// constraint cannot take the new constant, logs the conflict and replaces it with a
    /// copy at `brokenStrength` carrying the new constant, which it returns.
    func setConstant(_ value: Double, of constraint: Constraint, owner: Owner) -> Constraint {
        do {
            try solver.setConstant(value, of: constraint)
            return constraint
        } catch SolverError.unsatisfiableConstraint(_, let conflicting) {
            removeSolverConstraint(constraint)
            var expression = constraint.expression
            expression.constant = value
            let broken = Constraint(expression, constraint.relation, strength: Self.brokenStrength)
            report(conflicting: conflicting, breaking: owner)
            addBroken(broken, owner: owner)
            return broken
        } catch {
            _AutoLayoutLog.write("Auto Layout: the solver refused a new constant (\(error)) for " + describe(owner))
            return constraint
        }
    }

    func removeSolverConstraint(_ constraint: Constraint) {
        owners[constraint] = nil
        try? solver.removeConstraint(constraint)
    }

    private func addBroken(_ broken: Constraint, owner: Owner) {
        if !isFitting, case .user(let layoutConstraint) = owner { layoutConstraint._isBroken = true }
        do {
            try solver.addConstraint(broken)
            constraintsAdded += 1
            owners[broken] = owner
        } catch {
            _AutoLayoutLog.write("Auto Layout: the broken constraint could not be kept (\(error)): " + describe(owner))
        }
    }

    /// UIKit's message for a conflict: the constraints involved, and the one broken.
    func report(conflicting: [Constraint], breaking owner: Owner) {
        var lines = Set<String>()
        var list: [String] = []
        for description in conflicting.compactMap({ owners[$0].map(describe) }) + [describe(owner)]
        where lines.insert(description).inserted {
            list.append(description)
        }
        let message = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
            documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(list.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(describe(owner))

            ClientKit keeps the broken constraint at a priority just below required, so it holds as far as \
            the others allow.
            """
        _AutoLayoutLog.write(message)
    }

    /// A solver constraint's description in UIKit's style.
    func describe(_ owner: Owner) -> String {
        switch owner {
        case .user(let constraint):
            return constraint._description
        case .own(let item, let role):
            return describe(role, of: item)
        case .fitting(let view, let axis):
            let attribute = axis == .horizontal ? "width" : "height"
            return "<NSLayoutConstraint 'UIView-Fitting-\(attribute)' \(_LayoutItemName.of(view)).\(attribute)>"
        }
    }

    private func describe(_ role: _LayoutItem.Role, of item: _LayoutItem) -> String {
        let name = _LayoutItemName.of(item.object)
        let solver = item.own[role].map { _LayoutItemName.address(of: $0.constraint) } ?? "0x0"
        func number(_ value: CGFloat) -> String { _LayoutItemName.number(value) }
        let frame = item.view.map { $0.alignmentRect(forFrame: $0.frame) } ?? .zero
        switch role {
        case .rootX, .rootY, .rootWidth, .rootHeight,
             .autoresizingX, .autoresizingWidth, .autoresizingY, .autoresizingHeight:
            let mask = item.view?.autoresizingMask ?? []
            func flag(_ flexible: UIView.AutoresizingMask) -> String { mask.contains(flexible) ? "&" : "-" }
            let h = flag(.flexibleLeftMargin) + flag(.flexibleWidth) + (mask.contains(.flexibleRightMargin) || mask.isEmpty ? "&" : "-")
            let v = flag(.flexibleTopMargin) + flag(.flexibleHeight) + (mask.contains(.flexibleBottomMargin) || mask.isEmpty ? "&" : "-")
            let equation: String
            switch role {
            case .rootX, .autoresizingX: equation = "minX == \(number(frame.minX))"
            case .rootY, .autoresizingY: equation = "minY == \(number(frame.minY))"
            case .rootWidth, .autoresizingWidth: equation = "width == \(number(frame.width))"
            default: equation = "height == \(number(frame.height))"
            }
            return "<NSAutoresizingMaskLayoutConstraint:\(solver) h=\(h) v=\(v) \(name).\(equation)   (active)>"
        case .hugWidth, .compressWidth, .hugHeight, .compressHeight:
            let horizontal = role == .hugWidth || role == .compressWidth
            let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
            let size = horizontal ? item.intrinsicSize.width : item.intrinsicSize.height
            let hug = item.view?.contentHuggingPriority(for: axis) ?? .defaultLow
            let resist = item.view?.contentCompressionResistancePriority(for: axis) ?? .defaultHigh
            return "<NSContentSizeLayoutConstraint:\(solver) \(name).\(horizontal ? "width" : "height") == "
                + "\(number(size)) Hug:\(hug) CompressionResistance:\(resist)   (active)>"
        case .guideX, .guideY, .guideWidth, .guideHeight:
            let edge = ["guideX": "left", "guideY": "top", "guideWidth": "width", "guideHeight": "height"]["\(role)"] ?? ""
            let owner = item.guide?._owningView.map { _LayoutItemName.of($0) } ?? "nil"
            return "<NSLayoutConstraint:\(solver) 'UIView-\(edge)-guide-constraint' \(name).\(edge) (owner \(owner))   (active)>"
        case .firstBaseline, .lastBaseline:
            return "<NSLayoutConstraint:\(solver) 'UIView-\(role)' \(name).\(role)   (active)>"
        }
    }
}
