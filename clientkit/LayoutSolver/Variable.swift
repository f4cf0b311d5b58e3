/// An unknown of a constraint system: a named value that a `Solver` computes.
///
/// Variables are compared and hashed by identity: two variables with the same name are
/// different unknowns. `value` is a stored property (reading it is a plain load); only a
/// solver writes it, in `Solver.updateVariables()`. A variable that no solver has solved
/// reads `0`.
///
/// A variable, like the solver that writes it, belongs to one thread (ClientKit's solvers
/// run on the main actor). It is `@unchecked Sendable` only so that `SolverError` (an
/// `Error`, hence `Sendable`) can name it: `value` is written by a solver alone, and is to be
/// read on that solver's thread.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// A name for diagnostics (error descriptions, `description`); it plays no part in solving.
    public let name: String

    /// The value the last `Solver.updateVariables()` gave this variable.
    public internal(set) var value: Double = 0

    /// Makes a new unknown; `name` is only for diagnostics.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        name.isEmpty ? "variable@" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16) : name
    }
}
