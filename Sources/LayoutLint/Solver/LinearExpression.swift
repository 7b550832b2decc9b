/// A solver variable: an unknown the constraint solver gives a value (a view's left edge, a width).
public struct Variable: Hashable, Comparable, Sendable {
    /// Index in the solver that made it.
    public let id: Int

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: Sendable, Hashable {
    public var terms: [Variable: Double]
    public var constant: Double

    public init(_ terms: [Variable: Double] = [:], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable, times coefficient: Double = 1, plus constant: Double = 0) {
        self.terms = [variable: coefficient]
        self.constant = constant
    }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        var result = a
        for (variable, coefficient) in b.terms { result.terms[variable, default: 0] += coefficient }
        result.constant += b.constant
        return result
    }

    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }

    public static func * (a: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(a.terms.mapValues { $0 * factor }, constant: a.constant * factor)
    }

    public static func + (a: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + constant)
    }
}

extension Variable {
    public var expression: LinearExpression { LinearExpression(self) }
}

/// How the two sides of a constraint compare.
public enum Relation: String, Sendable, Hashable, Codable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// `lhs relation rhs` with a priority: 1000 is required, 1…999 optional (a higher priority wins over any
/// amount of error at a lower one, the order in which Auto Layout satisfies optional constraints).
public struct Constraint: Sendable, Hashable {
    /// `lhs - rhs`, compared to zero.
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Double

    public static let required: Double = 1000

    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Double = Constraint.required) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }

    public init(_ lhs: LinearExpression, _ relation: Relation, _ constant: Double, priority: Double = Constraint.required) {
        self.init(lhs, relation, LinearExpression(constant: constant), priority: priority)
    }

    public var isRequired: Bool { priority >= Constraint.required }
}

/// Why the solver refused a request. The solver's state is unchanged when it throws.
public enum SolverError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A required constraint contradicts the required constraints already added.
    case unsatisfiable(Constraint)
    /// A priority outside 1…1000, or a non-finite coefficient or constant.
    case invalidConstraint(String)
    case unknownConstraint
    case unknownEditVariable(Variable)
    case duplicateEditVariable(Variable)
    /// An optimisation that did not reach an optimum (a bug or a degenerate numeric case); reported, never a trap.
    case internalError(String)
    /// The pivots changed more tableau entries than `ConstraintSolver.workLimit` allows: a system that would
    /// take minutes (a ring of conflicting constraints at many priorities) is given up, never left to hang.
    case workLimitExceeded(Int)

    public var description: String {
        switch self {
        case .unsatisfiable: "the required constraints cannot all be satisfied"
        case .invalidConstraint(let why): "invalid constraint: \(why)"
        case .unknownConstraint: "the constraint is not in the solver"
        case .unknownEditVariable(let v): "variable \(v.id) is not an edit variable"
        case .duplicateEditVariable(let v): "variable \(v.id) is already an edit variable"
        case .internalError(let why): "constraint solver: \(why)"
        case .workLimitExceeded(let limit): "the constraint system needs more than the solver's limit of \(limit) tableau changes"
        }
    }
}
