/// How strongly a `Solver` tries to satisfy a constraint: kiwisolver's scheme.
///
/// A strength is one number built from three levels, `strong × 1,000,000 + medium × 1,000
/// + weak`, each level clamped to 0…1,000 (`create(_:_:_:_:)`), so a thousand weak
/// violations weigh as much as one medium one. `required` (1,001,001,000, every level at
/// 1,000) is special: a required constraint is never violated — adding one that cannot be
/// satisfied throws. Every other strength is a weight in the objective the solver minimizes
/// (the sum of each non-required constraint's error times its strength).
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight, 0…`Strength.required.value`.
    public var value: Double

    /// A strength with the given weight, clamped to 0…`Strength.required.value`.
    public init(_ value: Double) {
        self.value = Swift.min(Swift.max(value, 0), Strength.requiredValue)
    }

    /// `strong × 1e6 + medium × 1e3 + weak`, each level multiplied by `weight` and clamped
    /// to 0…1,000 first (kiwisolver's `strength::create`).
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double, _ weight: Double = 1) -> Strength {
        func level(_ x: Double) -> Double { Swift.max(0, Swift.min(1000, x * weight)) }
        return Strength(level(strong) * 1_000_000 + level(medium) * 1000 + level(weak))
    }

    private static let requiredValue: Double = 1_001_001_000

    /// Never violated: 1,001,001,000.
    public static let required = Strength(requiredValue)
    /// 1,000,000.
    public static let strong = create(1, 0, 0)
    /// 1,000.
    public static let medium = create(0, 1, 0)
    /// 1.
    public static let weak = create(0, 0, 1)

    /// Whether this is `required` (nothing is stronger).
    public var isRequired: Bool { value >= Strength.requiredValue }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch self {
        case .required: "required"
        case .strong: "strong"
        case .medium: "medium"
        case .weak: "weak"
        default: formatted(value)
        }
    }
}
