/// An incremental linear constraint solver: the Cassowary algorithm (Badros, Borning, Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", ACM TOCHI 2001), the algorithm Auto Layout is built on,
/// organised as kiwi (github.com/nucleic/kiwi) organises it: symbols are dense integer ids, the tableau is an
/// array of sparse rows indexed by basic symbol, and a column index (which rows mention a symbol) makes each
/// pivot touch only the rows it changes.
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
/// priority level, and any decrease of error at a higher level beats every change at a lower one — so
/// conflicts are broken as Auto Layout breaks them, the lower priority giving way.
///
/// Changing a constraint's constant (`setConstant`, `suggestValue` of an edit variable) shifts its marker
/// column, which leaves the tableau optimal but perhaps infeasible; the dual simplex repairs it. That is the
/// incremental part: a per-locale change of intrinsic sizes costs a few pivots, not a new solve.
///
/// Entering and leaving symbols are the lowest-numbered among equals (Bland's rule): no cycling, and the
/// result does not depend on hashing. A value type: copying a solver snapshots the whole system.
public struct ConstraintSolver: Sendable {
    private enum Kind: UInt8 { case external, slack, error, dummy }

    /// `Σ coefficient × symbol + constant`, symbols being indices into `kinds`.
    private struct Row: Sendable {
        var terms: [Int: Double] = [:]
        var constant: Double = 0

        /// Turns `0 = self` (or `basic = self` when `basic` is given) into `symbol = …`.
        mutating func solve(for symbol: Int, basic: Int? = nil) {
            guard let coefficient = terms.removeValue(forKey: symbol) else { return }
            let factor = -1 / coefficient
            constant *= factor
            terms = terms.mapValues { $0 * factor }
            if let basic { terms[basic] = 1 / coefficient }
        }

        /// Adds `factor × other` (no column bookkeeping: for rows outside the tableau).
        mutating func add(_ other: Row, times factor: Double) {
            constant += factor * other.constant
            for (symbol, coefficient) in other.terms {
                let sum = terms[symbol, default: 0] + coefficient * factor
                if isNearZero(sum) { terms.removeValue(forKey: symbol) } else { terms[symbol] = sum }
            }
        }

        mutating func add(_ symbol: Int, _ coefficient: Double) {
            let sum = terms[symbol, default: 0] + coefficient
            if isNearZero(sum) { terms.removeValue(forKey: symbol) } else { terms[symbol] = sum }
        }

        /// Replaces `symbol` by `row` (its definition).
        mutating func substitute(_ symbol: Int, with row: Row) {
            guard let coefficient = terms.removeValue(forKey: symbol) else { return }
            add(row, times: coefficient)
        }

        func negated() -> Row { Row(terms: terms.mapValues { -$0 }, constant: -constant) }
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
    /// The row of each basic symbol (nil for a parametric one), indexed by symbol.
    private var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows mention it.
    private var columns: [Set<Int>] = []
    /// The objective, one row per optional priority, highest priority first.
    private var objectives: [(priority: Double, row: Row)] = []
    /// The artificial objective while a constraint is added by the two-phase method.
    private var artificial: Row?
    private var records: [Int: Record] = [:]
    private var nextHandle = 0
    private var edits: [Variable: ConstraintHandle] = [:]
    /// Restricted basic symbols whose constant went negative (for the dual simplex).
    private var infeasible: [Int] = []
    /// Tableau entries the pivots have changed so far (a copy carries its count along).
    public private(set) var work = 0
    /// Past this many changed entries an optimisation throws `workLimitExceeded` instead of going on: the
    /// simplex is exponential in the worst case, and a linter must finish.
    public var workLimit = Int.max

    public init() {}

    /// A constraint added to a solver, to change its constant or remove it.
    public struct ConstraintHandle: Hashable, Sendable { fileprivate let id: Int }

    public mutating func makeVariable() -> Variable {
        Variable(id: newSymbol(.external))
    }

    /// The variable's value in the current solution (0 for a variable no constraint mentions).
    public func value(of variable: Variable) -> Double {
        guard variable.id >= 0, variable.id < rows.count else { return 0 }
        return rows[variable.id]?.constant ?? 0
    }

    public var constraintCount: Int { records.count }

    /// The constant of a constraint's expression (`lhs - rhs`) as it stands now (0 for an unknown handle).
    public func constant(of handle: ConstraintHandle) -> Double {
        records[handle.id]?.constraint.expression.constant ?? 0
    }

    private mutating func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return kinds.count - 1
    }

    // MARK: tableau bookkeeping

    private mutating func setRow(_ basic: Int, _ row: Row) {
        rows[basic] = row
        for symbol in row.terms.keys { columns[symbol].insert(basic) }
    }

    private mutating func takeRow(_ basic: Int) -> Row? {
        guard let row = rows[basic] else { return nil }
        rows[basic] = nil
        for symbol in row.terms.keys { columns[symbol].remove(basic) }
        return row
    }

    /// Replaces `symbol` by `row` in every row that mentions it, the objectives and the artificial objective;
    /// a restricted row whose constant goes negative is queued for the dual simplex.
    private mutating func substituteEverywhere(_ symbol: Int, with row: Row) {
        work += columns[symbol].count * (row.terms.count + 1) + objectives.count
        for basic in columns[symbol] {
            // Rows are changed where they stand: a copy taken out of the array would copy its terms.
            guard let coefficient = rows[basic]?.terms.removeValue(forKey: symbol) else { continue }
            rows[basic]!.constant += coefficient * row.constant
            for (other, value) in row.terms {
                let sum = (rows[basic]!.terms[other] ?? 0) + value * coefficient
                if Self.isNearZero(sum) {
                    if rows[basic]!.terms.removeValue(forKey: other) != nil { columns[other].remove(basic) }
                } else {
                    if rows[basic]!.terms.updateValue(sum, forKey: other) == nil { columns[other].insert(basic) }
                }
            }
            if kinds[basic] != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
        }
        columns[symbol] = []
        for index in objectives.indices { objectives[index].row.substitute(symbol, with: row) }
        artificial?.substitute(symbol, with: row)
    }

    /// Makes `entering` basic in place of `leaving`.
    private mutating func pivot(leaving: Int, entering: Int) {
        guard var row = takeRow(leaving) else { return }
        row.solve(for: entering, basic: leaving)
        substituteEverywhere(entering, with: row)
        setRow(entering, row)
    }

    // MARK: adding

    /// Adds a constraint and re-solves. Throws `.unsatisfiable` when it is required and contradicts the
    /// required constraints already present (the solver then holds the constraints it held before).
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        guard constraint.priority >= 1, constraint.priority <= Constraint.required else {
            throw .invalidConstraint("priority \(constraint.priority) is outside 1…1000")
        }
        guard constraint.expression.constant.isFinite, constraint.expression.terms.values.allSatisfy(\.isFinite),
              constraint.expression.terms.keys.allSatisfy({ $0.id >= 0 && $0.id < kinds.count && kinds[$0.id] == .external }) else {
            throw .invalidConstraint("a non-finite number, or a variable of another solver")
        }
        let handle: ConstraintHandle
        do {
            handle = try insert(constraint)
        } catch {
            // The phase-one pivots may have left the objective unoptimized: restore the optimum.
            try? optimize(withArtificial: false)
            throw error
        }
        try optimize(withArtificial: false)
        return handle
    }

    private mutating func insert(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        var row = Row(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms.sorted(by: { $0.key < $1.key }) where !Self.isNearZero(coefficient) {
            if let basicRow = rows[variable.id] { row.add(basicRow, times: coefficient) } else { row.add(variable.id, coefficient) }
        }
        // `expr ≤ 0` is `-expr ≥ 0`.
        if constraint.relation == .lessThanOrEqual { row = row.negated() }

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

        if row.constant < 0 { row = row.negated() }

        if let subject = chooseSubject(row, fresh: fresh) {
            row.solve(for: subject)
            substituteEverywhere(subject, with: row)
            setRow(subject, row)
        } else if row.terms.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard Self.isNearZero(row.constant) else { throw .unsatisfiable(constraint) }
            // Redundant with the required equalities already present: keep its marker basic at zero.
            if row.terms[marker] != nil {
                row.solve(for: marker)
                substituteEverywhere(marker, with: row)
                setRow(marker, row)
            }
        } else {
            try addWithArtificialVariable(row, constraint: constraint)
        }
        for error in errors { addToObjective(error, priority: constraint.priority) }
        let handle = ConstraintHandle(id: nextHandle)
        nextHandle += 1
        records[handle.id] = Record(constraint: constraint, marker: marker, markerCoefficient: markerCoefficient, errors: errors)
        return handle
    }

    private func chooseSubject(_ row: Row, fresh: [Int]) -> Int? {
        if let external = row.terms.keys.filter({ kinds[$0] == .external }).min() { return external }
        // A fresh slack or error appears in no other row; with the constant ≥ 0 and a negative coefficient
        // it becomes basic at a non-negative value.
        return fresh.first { (row.terms[$0] ?? 0) < 0 }
    }

    /// Phase one of the two-phase simplex: minimise an artificial variable standing for the row; the
    /// constraint can be satisfied exactly when that minimum is zero. When it cannot, the artificial row is
    /// taken out again (the tableau then states the constraints it stated before) and the error thrown.
    private mutating func addWithArtificialVariable(_ row: Row, constraint: Constraint) throws(SolverError) {
        let artificialSymbol = newSymbol(.slack)
        setRow(artificialSymbol, row)
        artificial = row
        do {
            try optimize(withArtificial: true)
        } catch {
            artificial = nil
            dropArtificial(artificialSymbol)
            throw error
        }
        let reachedZero = Self.isNearZero(artificial!.constant)
        artificial = nil
        guard reachedZero else {
            dropArtificial(artificialSymbol)
            throw .unsatisfiable(constraint)
        }
        if var basicRow = takeRow(artificialSymbol) {
            if !basicRow.terms.isEmpty {
                guard let entering = basicRow.terms.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else {
                    setRow(artificialSymbol, basicRow)
                    dropArtificial(artificialSymbol)
                    throw .unsatisfiable(constraint)
                }
                basicRow.solve(for: entering, basic: artificialSymbol)
                substituteEverywhere(entering, with: basicRow)
                setRow(entering, basicRow)
            }
        }
        removeColumn(artificialSymbol)
    }

    /// Takes a failed constraint's artificial variable out with its defining relation: a basic one loses its
    /// row; a parametric one is first pivoted into the basis through the row that keeps the tableau feasible.
    private mutating func dropArtificial(_ symbol: Int) {
        if rows[symbol] == nil, let leaving = leavingRow(forRemoving: symbol) {
            pivot(leaving: leaving, entering: symbol)
        }
        _ = takeRow(symbol)
        removeColumn(symbol)
        infeasible.removeAll()
    }

    /// Removes a symbol that is parametric and fixed at zero from every row.
    private mutating func removeColumn(_ symbol: Int) {
        for basic in columns[symbol] { rows[basic]?.terms.removeValue(forKey: symbol) }
        columns[symbol] = []
        for index in objectives.indices { objectives[index].row.terms.removeValue(forKey: symbol) }
    }

    private mutating func addToObjective(_ error: Int, priority: Double) {
        let position: Int
        if let index = objectives.firstIndex(where: { $0.priority == priority }) {
            position = index
        } else {
            position = objectives.firstIndex { $0.priority < priority } ?? objectives.count
            objectives.insert((priority, Row()), at: position)
        }
        // The error may be basic already (never, for a fresh one; kept general).
        if let row = rows[error] { objectives[position].row.add(row, times: 1) } else { objectives[position].row.add(error, 1) }
    }

    // MARK: simplex

    /// The sign of `symbol`'s coefficient in the lexicographic objective: the first level where it is not
    /// (near) zero decides.
    private func objectiveSign(_ symbol: Int, artificialOnly: Bool) -> Int {
        if artificialOnly {
            let value = artificial?.terms[symbol] ?? 0
            return Self.isNearZero(value) ? 0 : (value < 0 ? -1 : 1)
        }
        for objective in objectives {
            if let value = objective.row.terms[symbol], !Self.isNearZero(value) { return value < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Primal simplex: pivots until no symbol decreases the objective (Bland's rule).
    private mutating func optimize(withArtificial: Bool) throws(SolverError) {
        var iterations = 0
        let limit = 100 * (kinds.count + 100)
        while true {
            iterations += 1
            if iterations > limit { throw .internalError("the simplex did not converge") }
            if work > workLimit { throw .workLimitExceeded(workLimit) }
            var entering: Int?
            work += withArtificial ? artificial!.terms.count : objectives.reduce(0) { $0 + $1.row.terms.count }
            if withArtificial {
                entering = artificial!.terms.keys.filter { kinds[$0] != .dummy && objectiveSign($0, artificialOnly: true) < 0 }.min()
            } else {
                for objective in objectives {
                    for symbol in objective.row.terms.keys where kinds[symbol] != .dummy && (entering == nil || symbol < entering!) {
                        if objectiveSign(symbol, artificialOnly: false) < 0 { entering = symbol }
                    }
                }
            }
            guard let entering else { return }
            var leaving: Int?
            var bestRatio = Double.infinity
            for basic in columns[entering].sorted() where kinds[basic] != .external {
                guard let row = rows[basic], let coefficient = row.terms[entering], coefficient < 0 else { continue }
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
    private mutating func dualOptimize() throws(SolverError) {
        var iterations = 0
        let limit = 100 * (kinds.count + 100)
        while !infeasible.isEmpty {
            // The highest-numbered infeasible row first, as the queue was kept before.
            infeasible.sort()
            let leaving = infeasible.removeLast()
            iterations += 1
            if iterations > limit { throw .internalError("the dual simplex did not converge") }
            if work > workLimit { throw .workLimitExceeded(workLimit) }
            guard let row = rows[leaving], row.constant < 0, !Self.isNearZero(row.constant) else { continue }
            var entering: Int?
            var bestRatio: [Double] = []
            for (symbol, coefficient) in row.terms.sorted(by: { $0.key < $1.key }) where coefficient > 0 && kinds[symbol] != .dummy {
                let ratio = objectives.map { ($0.row.terms[symbol] ?? 0) / coefficient }
                if entering == nil || Self.lexicographicLess(ratio, bestRatio) {
                    entering = symbol
                    bestRatio = ratio
                }
            }
            guard let entering else { throw .internalError("no symbol restores feasibility (the required constraints conflict)") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    private static func lexicographicLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) >= epsilon { return x < y }
        return false
    }

    // MARK: changing constants

    /// Sets the constant of a constraint's expression (`lhs - rhs`, compared to zero) and re-solves
    /// incrementally. Throws `.unsatisfiable` when the new constant contradicts the required constraints
    /// (the constant is then set back and the solution restored).
    public mutating func setConstant(_ handle: ConstraintHandle, _ constant: Double) throws(SolverError) {
        guard let record = records[handle.id] else { throw .unknownConstraint }
        guard constant.isFinite else { throw .invalidConstraint("a non-finite constant") }
        let old = record.constraint.expression.constant
        guard constant != old else { return }
        shiftMarker(record, by: constant - old)
        records[handle.id]!.constraint.expression.constant = constant
        do {
            try dualOptimize()
        } catch .workLimitExceeded(let limit) {
            throw .workLimitExceeded(limit)
        } catch {
            // Back to the old constant: that system was feasible, so the dual simplex restores it.
            shiftMarker(record, by: old - constant)
            records[handle.id]!.constraint.expression.constant = old
            do { try dualOptimize() } catch { throw .internalError("the solver could not restore a feasible solution") }
            throw record.constraint.isRequired ? .unsatisfiable(record.constraint) : error
        }
    }

    /// The original row `R + c + μ·m` with `c + δ` equals `R + c + μ·(m + δ/μ)`: substitutes `m → m + δ/μ`.
    private mutating func shiftMarker(_ record: Record, by delta: Double) {
        let shift = delta / record.markerCoefficient
        if rows[record.marker] != nil {
            rows[record.marker]!.constant -= shift
            if kinds[record.marker] != .external && rows[record.marker]!.constant < 0 { infeasible.append(record.marker) }
        } else {
            for basic in columns[record.marker] {
                guard let coefficient = rows[basic]?.terms[record.marker] else { continue }
                rows[basic]!.constant += coefficient * shift
                if kinds[basic] != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
            }
            for index in objectives.indices {
                if let coefficient = objectives[index].row.terms[record.marker] { objectives[index].row.constant += coefficient * shift }
            }
        }
    }

    // MARK: removing

    /// Removes a constraint and re-solves.
    public mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard let record = records[handle.id] else { throw .unknownConstraint }
        // Take its errors out of the objective (substituting the rows of those that are basic).
        if let index = objectives.firstIndex(where: { $0.priority == record.constraint.priority }) {
            for error in record.errors {
                if let row = rows[error] { objectives[index].row.add(row, times: -1) } else { objectives[index].row.add(error, -1) }
            }
        }
        if rows[record.marker] == nil {
            // Pivot the marker into the basis through the row that restricts it most, then drop that row.
            guard let leaving = leavingRow(forRemoving: record.marker) else { throw SolverError.internalError("cannot remove the constraint") }
            pivot(leaving: leaving, entering: record.marker)
        }
        _ = takeRow(record.marker)
        records.removeValue(forKey: handle.id)
        try optimize(withArtificial: false)
    }

    /// The row through which a parametric marker enters the basis when its constraint goes: the restricted row
    /// with the smallest ratio where it has a negative coefficient, else the smallest with a positive one, else
    /// an external row.
    private func leavingRow(forRemoving marker: Int) -> Int? {
        var best: (ratio: Double, symbol: Int)?
        var fallbackRestricted: (ratio: Double, symbol: Int)?
        var fallbackExternal: Int?
        for basic in columns[marker].sorted() {
            guard let row = rows[basic], let coefficient = row.terms[marker] else { continue }
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
