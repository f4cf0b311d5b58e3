/// Which row each basic symbol has: an array indexed by the symbol's serial, so finding
/// a row (for every variable in `updateVariables`, for every term of a new constraint) is
/// an array load rather than a hash lookup.
///
/// It grows with the largest serial in use. Serials of removed constraints' symbols are
/// reused (`Solver.recycle`); a variable's serial is not (one entry per variable ever
/// added, until `reset`).
struct RowIndex {
    private var rows: [Int32] = []

    subscript(symbol: Symbol) -> Int? {
        get {
            let serial = symbol.raw >> 2
            guard serial < rows.count else { return nil }
            let row = rows[serial]
            return row < 0 ? nil : Int(row)
        }
        set {
            let serial = symbol.raw >> 2
            if serial >= rows.count {
                guard newValue != nil else { return }
                rows.append(contentsOf: repeatElement(-1, count: Swift.max(serial + 1 - rows.count, rows.count)))
            }
            rows[serial] = newValue.map(Int32.init) ?? -1
        }
    }
}
