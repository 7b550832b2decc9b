/// An incremental linear constraint solver: the Cassowary algorithm (Badros, Borning, Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001), the algorithm Auto Layout is built on.
///
/// The state is a simplex tableau in solved form: every basic symbol is a row `basic = constant + Σ aᵢ·pᵢ` over
/// parametric symbols, and every restricted basic symbol (slack, error) has a constant ≥ 0, so reading the
/// constants gives a feasible solution. Each constraint brings its own symbols:
/// - an inequality a slack `s ≥ 0` (`expr - s = 0`);
/// - an optional constraint error symbols (`e⁺ - e⁻` for an equality, one `e` for an inequality) whose sum,
///   weighted per priority level, is the objective the primal simplex minimises;
/// - a required equality a dummy (a column fixed at zero) that marks where the constraint's constant lives.
///
/// Priorities are compared lexicographically (the paper's symbolic weights): the objective is one row per
/// priority level, and any decrease of error at a higher level beats every change at a lower one.
///
/// Changing a constraint's constant (`setConstant`, `suggestValue` of an edit variable) shifts its marker
/// column, which leaves the tableau optimal but perhaps infeasible; the dual simplex repairs it. That is the
/// incremental part: a per-locale change of intrinsic sizes costs a few pivots, not a new solve.
///
/// A value type: copying a solver snapshots the whole system.
public struct ConstraintSolver: Sendable {
    private enum Kind: UInt8 { case external, slack, error, dummy }

    /// `Σ coefficient × symbol + constant`, symbols being indices into `kinds`.
    private struct Row: Sendable {
        var terms: [Int: Double] = [:]
        var constant: Double = 0

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            let sum = terms[symbol, default: 0] + coefficient
            if isNearZero(sum) { terms.removeValue(forKey: symbol) } else { terms[symbol] = sum }
        }

        /// Adds `factor × other`.
        mutating func add(_ other: Row, times factor: Double) {
            constant += factor * other.constant
            for (symbol, coefficient) in other.terms { add(symbol, coefficient * factor) }
        }

        /// Replaces `symbol` by `row` (its definition).
        mutating func substitute(_ symbol: Int, with row: Row) {
            guard let coefficient = terms.removeValue(forKey: symbol) else { return }
            add(row, times: coefficient)
        }

        /// Turns `0 = self` (or `basic = self` when `basic` is given) into `symbol = …`.
        mutating func solve(for symbol: Int, basic: Int? = nil) {
            guard let coefficient = terms.removeValue(forKey: symbol) else { return }
            let factor = -1 / coefficient
            constant *= factor
            for key in Array(terms.keys) { terms[key]! *= factor }
            if let basic { terms[basic] = 1 / coefficient }
        }
    }

    /// Where a constraint sits in the tableau.
    private struct Record: Sendable {
        var constraint: Constraint
        /// The symbol whose column carries the constraint's constant, and its coefficient in the original row.
        var marker: Int
        var markerCoefficient: Double
        /// The error symbols of an optional constraint (to take out of the objective on removal).
        var errors: [Int]
    }

    private static let epsilon = 1e-8
    private static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    private var kinds: [Kind] = []
    private var rows: [Int: Row] = [:]
    /// The objective, one row per optional priority, highest priority first.
    private var objectives: [(priority: Double, row: Row)] = []
    /// The artificial objective while a constraint is added by the two-phase method.
    private var artificial: Row?
    private var records: [Int: Record] = [:]
    private var nextHandle = 0
    private var edits: [Variable: ConstraintHandle] = [:]

    public init() {}

    /// A constraint added to a solver, to change its constant or remove it.
    public struct ConstraintHandle: Hashable, Sendable { fileprivate let id: Int }

    public mutating func makeVariable() -> Variable {
        Variable(id: newSymbol(.external))
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions).
    public func value(of variable: Variable) -> Double {
        rows[variable.id]?.constant ?? 0
    }

    public var constraintCount: Int { records.count }

    /// The constant of a constraint's expression (`lhs - rhs`) as it stands now (0 for an unknown handle).
    public func constant(of handle: ConstraintHandle) -> Double {
        records[handle.id]?.constraint.expression.constant ?? 0
    }

    private mutating func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    // MARK: adding

    /// Adds a constraint and re-solves. Throws `.unsatisfiable` when it is required and contradicts the
    /// required constraints already present (the solver is then unchanged).
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        guard constraint.priority >= 1, constraint.priority <= Constraint.required else {
            throw .invalidConstraint("priority \(constraint.priority) is outside 1…1000")
        }
        guard constraint.expression.constant.isFinite, constraint.expression.terms.values.allSatisfy(\.isFinite),
              constraint.expression.terms.keys.allSatisfy({ $0.id < kinds.count && kinds[$0.id] == .external }) else {
            throw .invalidConstraint("a non-finite number, or a variable of another solver")
        }
        let saved = self
        do throws(SolverError) {
            let handle = try insert(constraint)
            try optimize(withArtificial: false)
            return handle
        } catch {
            self = saved
            throw error
        }
    }

    private mutating func insert(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms where !Self.isNearZero(coefficient) {
            if let basicRow = rows[variable.id] { row.add(basicRow, times: coefficient) } else { row.add(variable.id, coefficient) }
        }
        // `expr ≤ 0` is `-expr ≥ 0`.
        if constraint.relation == .lessThanOrEqual { row = Row(terms: row.terms.mapValues { -$0 }, constant: -row.constant) }

        var marker: Int
        var markerCoefficient: Double
        var errors: [Int] = []
        var fresh: [Int] = []
        if constraint.relation == .equal {
            if constraint.isRequired {
                marker = newSymbol(.dummy)
                markerCoefficient = 1
                row.add(marker, 1)
            } else {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                marker = plus
                markerCoefficient = -1
                errors = [plus, minus]
                fresh = [plus, minus]
            }
        } else {
            let slack = newSymbol(.slack)
            row.add(slack, -1)
            marker = slack
            markerCoefficient = -1
            fresh = [slack]
            if !constraint.isRequired {
                let error = newSymbol(.error)
                row.add(error, 1)
                errors = [error]
                fresh.append(error)
            }
        }
        // The marker's coefficient is stated for the constraint as written (`expr relation 0`); a `≤` row was negated.
        if constraint.relation == .lessThanOrEqual { markerCoefficient = -markerCoefficient }
        for error in errors { addToObjective(error, priority: constraint.priority) }

        if row.constant < 0 { row = Row(terms: row.terms.mapValues { -$0 }, constant: -row.constant) }

        let handle = ConstraintHandle(id: nextHandle)
        nextHandle += 1
        records[handle.id] = Record(constraint: constraint, marker: marker, markerCoefficient: markerCoefficient, errors: errors)

        if let subject = chooseSubject(row, fresh: fresh) {
            row.solve(for: subject)
            substituteEverywhere(subject, with: row)
            rows[subject] = row
        } else if row.terms.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard Self.isNearZero(row.constant) else { throw .unsatisfiable(constraint) }
            // Redundant with the required equalities already present: keep its marker basic at zero.
            if row.terms[marker] != nil {
                row.solve(for: marker)
                substituteEverywhere(marker, with: row)
                rows[marker] = row
            }
        } else {
            try addWithArtificialVariable(row, constraint: constraint)
        }
        return handle
    }

    private func chooseSubject(_ row: Row, fresh: [Int]) -> Int? {
        let externals = row.terms.keys.filter { kinds[$0] == .external }
        if let external = externals.min() { return external }
        // A fresh slack or error appears in no other row; with the constant ≥ 0 and a negative coefficient
        // it becomes basic at a non-negative value.
        return fresh.first { (row.terms[$0] ?? 0) < 0 }
    }

    /// Phase one of the two-phase simplex: minimise an artificial variable standing for the row; the
    /// constraint can be satisfied exactly when that minimum is zero.
    private mutating func addWithArtificialVariable(_ row: Row, constraint: Constraint) throws(SolverError) {
        let artificialSymbol = newSymbol(.slack)
        rows[artificialSymbol] = row
        artificial = row
        try optimize(withArtificial: true)
        let reachedZero = Self.isNearZero(artificial!.constant)
        artificial = nil
        guard reachedZero else { throw .unsatisfiable(constraint) }
        if var basicRow = rows.removeValue(forKey: artificialSymbol) {
            if !basicRow.terms.isEmpty {
                guard let entering = basicRow.terms.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else {
                    throw .unsatisfiable(constraint)
                }
                basicRow.solve(for: entering, basic: artificialSymbol)
                substituteEverywhere(entering, with: basicRow)
                rows[entering] = basicRow
            }
        }
        for key in Array(rows.keys) { rows[key]!.terms.removeValue(forKey: artificialSymbol) }
        for index in objectives.indices { objectives[index].row.terms.removeValue(forKey: artificialSymbol) }
    }

    private mutating func addToObjective(_ error: Int, priority: Double) {
        if let index = objectives.firstIndex(where: { $0.priority == priority }) {
            objectives[index].row.add(error, 1)
        } else {
            var row = Row()
            row.add(error, 1)
            let position = objectives.firstIndex { $0.priority < priority } ?? objectives.count
            objectives.insert((priority, row), at: position)
        }
    }

    private mutating func substituteEverywhere(_ symbol: Int, with row: Row) {
        for key in Array(rows.keys) where rows[key]!.terms[symbol] != nil {
            rows[key]!.substitute(symbol, with: row)
        }
        for index in objectives.indices { objectives[index].row.substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    private mutating func pivot(leaving: Int, entering: Int) {
        var row = rows.removeValue(forKey: leaving)!
        row.solve(for: entering, basic: leaving)
        substituteEverywhere(entering, with: row)
        rows[entering] = row
    }

    // MARK: simplex

    /// The objective coefficients of `symbol`, highest priority first (or the artificial objective's).
    private func objectiveCoefficients(_ symbol: Int, artificialOnly: Bool) -> [Double] {
        if artificialOnly { return [artificial?.terms[symbol] ?? 0] }
        return objectives.map { $0.row.terms[symbol] ?? 0 }
    }

    /// The sign of a lexicographic vector: the sign of its first entry that is not (near) zero.
    private static func lexicographicSign(_ vector: [Double]) -> Int {
        for value in vector where !isNearZero(value) { return value < 0 ? -1 : 1 }
        return 0
    }

    private static func lexicographicLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) >= epsilon { return x < y }
        return false
    }

    /// Primal simplex: pivots until no symbol decreases the objective. Entering and leaving symbols are the
    /// lowest-numbered among equals (Bland's rule), which rules out cycling and makes the result deterministic.
    private mutating func optimize(withArtificial: Bool) throws(SolverError) {
        var iterations = 0
        let limit = 50 * (kinds.count + 10) * (kinds.count + 10)
        while true {
            iterations += 1
            if iterations > limit { throw .internalError("the simplex did not converge") }
            var symbols = Set<Int>()
            if withArtificial { symbols.formUnion(artificial!.terms.keys) } else { for objective in objectives { symbols.formUnion(objective.row.terms.keys) } }
            let entering = symbols.filter {
                kinds[$0] != .dummy && Self.lexicographicSign(objectiveCoefficients($0, artificialOnly: withArtificial)) < 0
            }.min()
            guard let entering else { return }
            var leaving: Int?
            var bestRatio = Double.infinity
            for (basic, row) in rows where kinds[basic] != .external {
                guard let coefficient = row.terms[entering], coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < bestRatio - Self.epsilon || (abs(ratio - bestRatio) < Self.epsilon && basic < leaving!) {
                    bestRatio = ratio
                    leaving = basic
                }
            }
            guard let leaving else { throw .internalError("the objective is unbounded") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Dual simplex: restores feasibility (restricted basics ≥ 0) after constants changed, keeping optimality.
    private mutating func dualOptimize(_ infeasible: [Int]) throws(SolverError) {
        var queue = infeasible
        var iterations = 0
        let limit = 50 * (kinds.count + 10) * (kinds.count + 10)
        while let leaving = queue.popLast() {
            iterations += 1
            if iterations > limit { throw .internalError("the dual simplex did not converge") }
            guard let row = rows[leaving], row.constant < 0, !Self.isNearZero(row.constant) else { continue }
            var entering: Int?
            var bestRatio: [Double] = []
            for (symbol, coefficient) in row.terms.sorted(by: { $0.key < $1.key }) where coefficient > 0 && kinds[symbol] != .dummy {
                let ratio = objectiveCoefficients(symbol, artificialOnly: false).map { $0 / coefficient }
                if entering == nil || Self.lexicographicLess(ratio, bestRatio) {
                    entering = symbol
                    bestRatio = ratio
                }
            }
            guard let entering else { throw .internalError("no symbol restores feasibility (the required constraints conflict)") }
            pivot(leaving: leaving, entering: entering)
            queue = rows.filter { kinds[$0.key] != .external && $0.value.constant < 0 && !Self.isNearZero($0.value.constant) }
                .map(\.key).sorted(by: >)
        }
    }

    // MARK: changing constants

    /// Sets the constant of a constraint's expression (`lhs - rhs`, compared to zero) and re-solves
    /// incrementally. Throws `.unsatisfiable` when the new constant contradicts the required constraints
    /// (the solver is then unchanged).
    public mutating func setConstant(_ handle: ConstraintHandle, _ constant: Double) throws(SolverError) {
        guard let record = records[handle.id] else { throw .unknownConstraint }
        guard constant.isFinite else { throw .invalidConstraint("a non-finite constant") }
        let delta = constant - record.constraint.expression.constant
        guard delta != 0 else { return }
        let saved = self
        // The original row `R + c + μ·m` with `c + δ` equals `R + c + μ·(m + δ/μ)`: substitute `m → m + δ/μ`.
        let shift = delta / record.markerCoefficient
        var infeasible: [Int] = []
        if rows[record.marker] != nil {
            rows[record.marker]!.constant -= shift
            if kinds[record.marker] != .external && rows[record.marker]!.constant < 0 { infeasible.append(record.marker) }
        } else {
            for key in Array(rows.keys) {
                guard let coefficient = rows[key]!.terms[record.marker] else { continue }
                rows[key]!.constant += coefficient * shift
                if kinds[key] != .external && rows[key]!.constant < 0 { infeasible.append(key) }
            }
            for index in objectives.indices {
                if let coefficient = objectives[index].row.terms[record.marker] { objectives[index].row.constant += coefficient * shift }
            }
        }
        records[handle.id]!.constraint.expression.constant = constant
        do throws(SolverError) {
            try dualOptimize(infeasible.sorted(by: >))
        } catch {
            self = saved
            throw record.constraint.isRequired ? .unsatisfiable(record.constraint) : error
        }
    }

    // MARK: removing

    /// Removes a constraint and re-solves.
    public mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard let record = records[handle.id] else { throw .unknownConstraint }
        let saved = self
        do throws(SolverError) {
            // Take its errors out of the objective (substituting the rows of those that are basic).
            for error in record.errors {
                if let index = objectives.firstIndex(where: { $0.priority == record.constraint.priority }) {
                    if let row = rows[error] { objectives[index].row.add(row, times: -1) } else { objectives[index].row.add(error, -1) }
                }
            }
            if rows[record.marker] != nil {
                rows.removeValue(forKey: record.marker)
            } else {
                // Pivot the marker into the basis through the row that restricts it most, then drop that row.
                guard let leaving = markerLeavingRow(record.marker) else { throw SolverError.internalError("cannot remove the constraint") }
                pivot(leaving: leaving, entering: record.marker)
                rows.removeValue(forKey: record.marker)
            }
            records.removeValue(forKey: handle.id)
            try optimize(withArtificial: false)
        } catch {
            self = saved
            throw error
        }
    }

    private func markerLeavingRow(_ marker: Int) -> Int? {
        var best: (ratio: Double, symbol: Int)?
        var fallbackRestricted: (ratio: Double, symbol: Int)?
        var fallbackExternal: Int?
        for (basic, row) in rows.sorted(by: { $0.key < $1.key }) {
            guard let coefficient = row.terms[marker] else { continue }
            if kinds[basic] == .external {
                if fallbackExternal == nil { fallbackExternal = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio { best = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if fallbackRestricted == nil || ratio < fallbackRestricted!.ratio { fallbackRestricted = (ratio, basic) }
            }
        }
        return best?.symbol ?? fallbackRestricted?.symbol ?? fallbackExternal
    }

    // MARK: edit variables

    /// Makes `variable` editable at an optional priority: `suggestValue` then pulls it toward a value as
    /// strongly as that priority allows. It starts at its current value.
    public mutating func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard priority < Constraint.required else { throw .invalidConstraint("an edit variable must be optional (priority < 1000)") }
        let handle = try add(Constraint(variable.expression, .equal, value(of: variable), priority: priority))
        edits[variable] = handle
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let handle = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(handle)
        edits.removeValue(forKey: variable)
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let handle = edits[variable] else { throw .unknownEditVariable(variable) }
        try setConstant(handle, -value)
    }
}
