import LayoutSolver

/// The two constraint systems of issue 11's benchmark, at the solver level (the same
/// systems scripts/bench-kiwi.py builds in kiwisolver).
struct SolverSystem {
    /// Every constraint, the container width's (`containerWidth == width`) first.
    var constraints: [Constraint]
    /// The container's width: an edit variable in `editableWidth` systems, else fixed by
    /// the first constraint.
    let containerWidth: Variable
    /// A variable whose value follows the container width, to check a change took effect.
    let probe: Variable
    /// `probe`'s value for a container width.
    let expectedProbe: (Double) -> Double

    /// A vertical chain of `count` items in a container `width` wide: item i's top is the
    /// previous item's bottom + 8 (the first's is 8), height 20 (strong), left 16,
    /// width = container width − 32 (required).
    static func chain(count: Int = 500, width: Double = 800, editableWidth: Bool = false) -> SolverSystem {
        let container = Variable("container.width")
        var constraints: [Constraint] = editableWidth ? [] : [container == width]
        var previousBottom: Expression = Expression(0)
        var lastWidth = container
        for i in 0..<count {
            let top = Variable("item\(i).top"), height = Variable("item\(i).height")
            let left = Variable("item\(i).left"), itemWidth = Variable("item\(i).width")
            constraints.append(top == previousBottom + 8)
            constraints.append((height == 20) | .strong)
            constraints.append(left == 16)
            constraints.append(itemWidth == container - 32)
            previousBottom = top + height
            lastWidth = itemWidth
        }
        return SolverSystem(constraints: constraints, containerWidth: container, probe: lastWidth,
                            expectedProbe: { $0 - 32 })
    }

    /// A `rows` × `columns` grid of equal-width, equal-height cells filling a container
    /// `width` × 600: in each row the cells are chained left to right from 0 to the
    /// container's width and each cell's width equals the row's first; rows are chained
    /// top to bottom, each row's height equal to the first row's, the last ending at 600.
    static func grid(rows: Int = 30, columns: Int = 30, width: Double = 800, editableWidth: Bool = false) -> SolverSystem {
        let container = Variable("container.width"), containerHeight = Variable("container.height")
        var constraints: [Constraint] = editableWidth ? [] : [container == width]
        constraints.append(containerHeight == 600)
        var previousRow: (top: Variable, height: Variable)?
        var firstHeight: Variable?
        var probe = container
        for r in 0..<rows {
            var previous: (left: Variable, width: Variable)?
            var first: (width: Variable, top: Variable, height: Variable)?
            for c in 0..<columns {
                let left = Variable("cell\(r).\(c).left"), top = Variable("cell\(r).\(c).top")
                let cellWidth = Variable("cell\(r).\(c).width"), height = Variable("cell\(r).\(c).height")
                if let previous {
                    constraints.append(left == previous.left + previous.width)
                } else {
                    constraints.append(left == 0)
                }
                if let first {
                    constraints.append(cellWidth == first.width)
                    constraints.append(top == first.top)
                    constraints.append(height == first.height)
                } else {
                    if let previousRow {
                        constraints.append(top == previousRow.top + previousRow.height)
                    } else {
                        constraints.append(top == 0)
                    }
                    if let firstHeight { constraints.append(height == firstHeight) } else { firstHeight = height }
                    first = (cellWidth, top, height)
                    previousRow = (top, height)
                }
                previous = (left, cellWidth)
                probe = cellWidth
            }
            constraints.append(previous!.left + previous!.width == container)
        }
        constraints.append(previousRow!.top + previousRow!.height == containerHeight)
        return SolverSystem(constraints: constraints, containerWidth: container, probe: probe,
                            expectedProbe: { $0 / Double(columns) })
    }
}
