/// One row of the tableau, `basic = constant + Σ coefficient × symbol` (the basic symbol is
/// kept beside the row, not in it), or the objective.
///
/// The cells are a small array sorted by symbol: layout rows have a handful of cells, so a
/// binary search finds one and adding a row to another is a merge, with one allocation and
/// no hashing. Coefficients within `Row.epsilon` of zero are dropped.
struct Row {
    struct Cell {
        var symbol: Symbol
        var coefficient: Double
    }

    /// Coefficients and constants this close to zero count as zero.
    static let epsilon = 1.0e-8

    private(set) var cells: [Cell]
    var constant: Double

    init(constant: Double = 0) {
        cells = []
        self.constant = constant
    }

    var isConstant: Bool { cells.isEmpty }

    /// Whether every cell is a dummy symbol (true for a constant row).
    var allDummies: Bool { cells.allSatisfy { $0.symbol.isDummy } }

    private func index(of symbol: Symbol) -> (found: Bool, at: Int) {
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) >> 1
            let s = cells[mid].symbol.raw
            if s == symbol.raw { return (true, mid) }
            if s < symbol.raw { low = mid + 1 } else { high = mid }
        }
        return (false, low)
    }

    /// The coefficient of `symbol`, zero when it is not in the row.
    func coefficient(of symbol: Symbol) -> Double {
        let (found, i) = index(of: symbol)
        return found ? cells[i].coefficient : 0
    }

    /// Adds `coefficient × symbol`.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let (found, i) = index(of: symbol)
        if found {
            let sum = cells[i].coefficient + coefficient
            if abs(sum) < Row.epsilon { cells.remove(at: i) } else { cells[i].coefficient = sum }
        } else if abs(coefficient) >= Row.epsilon {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: i)
        }
    }

    /// Adds `factor × other` (its cells and its constant).
    mutating func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        if other.cells.isEmpty { return }
        if other.cells.count <= 4 {
            for cell in other.cells { add(cell.symbol, cell.coefficient * factor) }
            return
        }
        cells = Row.merge(cells, other.cells, factor: factor, skipping: nil)
    }

    /// Removes `symbol` from the row.
    mutating func remove(_ symbol: Symbol) {
        let (found, i) = index(of: symbol)
        if found { cells.remove(at: i) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Solves `0 = self` for `symbol` (which must be in the row): afterwards the row reads
    /// `symbol = constant + Σ …` and `symbol` is no longer among its cells.
    mutating func solve(for symbol: Symbol) {
        let (found, i) = index(of: symbol)
        precondition(found, "solving a row for a symbol it does not contain")
        let factor = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= factor
        for j in cells.indices { cells[j].coefficient *= factor }
    }

    /// Turns `lhs = self` into `rhs = …`: `rhs` must be in the row, `lhs` must not.
    mutating func solve(for lhs: Symbol, replacing rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol`, if present, by `row` (the expression `symbol` equals). Returns
    /// whether the row changed.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let (found, i) = index(of: symbol)
        guard found else { return false }
        let factor = cells[i].coefficient
        constant += row.constant * factor
        if row.cells.count <= 4 {
            // A short row is added in place: no new array (layout rows are mostly short).
            cells.remove(at: i)
            for cell in row.cells { add(cell.symbol, cell.coefficient * factor) }
        } else {
            cells = Row.merge(cells, row.cells, factor: factor, skipping: symbol)
        }
        return true
    }

    /// `a + factor × b`, both sorted; `skipping` (if any) is left out of `a`.
    private static func merge(_ a: [Cell], _ b: [Cell], factor: Double, skipping: Symbol?) -> [Cell] {
        var out: [Cell] = []
        out.reserveCapacity(a.count + b.count)
        let skip = skipping?.raw ?? -1
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol.raw < b[j].symbol.raw) {
                if a[i].symbol.raw != skip { out.append(a[i]) }
                i += 1
            } else if i == a.count || b[j].symbol.raw < a[i].symbol.raw {
                let c = b[j].coefficient * factor
                if abs(c) >= epsilon { out.append(Cell(symbol: b[j].symbol, coefficient: c)) }
                j += 1
            } else {
                let c = a[i].symbol.raw == skip ? b[j].coefficient * factor : a[i].coefficient + b[j].coefficient * factor
                if abs(c) >= epsilon { out.append(Cell(symbol: a[i].symbol, coefficient: c)) }
                i += 1
                j += 1
            }
        }
        return out
    }
}
