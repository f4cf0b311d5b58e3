/// A column of the tableau: an external variable or one of the solver's own unknowns.
///
/// One `Int`: a serial number shifted left by two, and the kind in the low two bits, so
/// symbols hash and compare as integers and a row's cells sort by creation order.
struct Symbol: Hashable, Comparable {
    enum Kind: Int {
        /// A user `Variable`: unrestricted in sign, never in the objective by itself.
        case external = 0
        /// `s ≥ 0` turning an inequality into an equation; also the artificial variable.
        case slack = 1
        /// `e ≥ 0`, how far a non-required constraint is violated; weighted in the objective.
        case error = 2
        /// Fixed at zero; marks a required equation so it can be found and removed. Never
        /// enters the basis by a pivot.
        case dummy = 3
    }

    let raw: Int

    init(_ kind: Kind, serial: Int) { raw = serial << 2 | kind.rawValue }

    var kind: Kind { Kind(rawValue: raw & 3)! }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols can enter the basis; external and dummy ones cannot by a pivot
    /// that a ratio test chose.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }
    /// Restricted to `≥ 0` (slack, error) or to `0` (dummy): everything but external.
    var isRestricted: Bool { raw & 3 != 0 }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}
