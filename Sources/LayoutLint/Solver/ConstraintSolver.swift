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

    /// `Σ coefficient × symbol + constant`, symbols being indices into `kinds`: a sparse vector, its symbols
    /// ascending (kiwi's sorted-vector map), so a lookup is a binary search, adding two rows a merge, and
    /// nothing is hashed. A removed symbol stays in place with the coefficient 0 (a tombstone) until the next
    /// merge or until half the row is dead: substituting a short row into a long one (most pivots of a chain
    /// of views, whose lefts depend on every width before them) then moves nothing.
    private struct Row: Sendable {
        /// Ascending; a symbol whose coefficient is 0 is not in the row. Four bytes a symbol (a solver makes far
        /// fewer than 2³¹): a binary search over a long row reads half the memory.
        private(set) var symbols: [Int32] = []
        private(set) var coefficients: [Double] = []
        var constant: Double = 0
        private var dead = 0

        init(constant: Double = 0) { self.constant = constant }

        /// The number of symbols in the row.
        var count: Int { symbols.count - dead }

        /// The row's storage, symbols ascending (a coefficient 0 is a removed symbol).
        func withTerms<Result>(_ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Double>) -> Result) -> Result {
            symbols.withUnsafeBufferPointer { symbols in coefficients.withUnsafeBufferPointer { body(symbols, $0) } }
        }

        /// The symbols and their coefficients, ascending.
        var terms: LazyMapSequence<LazyFilterSequence<Zip2Sequence<[Int32], [Double]>>, (symbol: Int, coefficient: Double)> {
            zip(symbols, coefficients).lazy.filter { $0.1 != 0 }.map { (symbol: Int($0.0), coefficient: $0.1) }
        }

        /// Where `symbol` is, or where it would go (`lowerBound`).
        private func position(of symbol: Int) -> (index: Int, found: Bool) {
            let symbol = Int32(symbol)
            return symbols.withUnsafeBufferPointer { list in
                let index = Self.lowerBound(symbol, in: list, from: 0)
                return (index, index < list.count && list[index] == symbol)
            }
        }

        func coefficient(of symbol: Int) -> Double? {
            let at = position(of: symbol)
            return at.found && coefficients[at.index] != 0 ? coefficients[at.index] : nil
        }

        func mentions(_ symbol: Int) -> Bool { coefficient(of: symbol) != nil }

        /// Adds `coefficient of symbol × shift` to the constant; the new constant, nil (and no change) when the
        /// row does not mention the symbol.
        mutating func shiftConstant(along symbol: Int, by shift: Double) -> Double? {
            guard let coefficient = coefficient(of: symbol) else { return nil }
            constant += coefficient * shift
            return constant
        }

        @discardableResult
        mutating func remove(_ symbol: Int) -> Double? {
            let at = position(of: symbol)
            guard at.found, coefficients[at.index] != 0 else { return nil }
            let coefficient = coefficients[at.index]
            bury(at.index)
            return coefficient
        }

        private mutating func bury(_ index: Int) {
            coefficients[index] = 0
            dead += 1
            if dead > 8 && dead * 2 > symbols.count { compact() }
        }

        private mutating func compact() {
            var kept = 0
            for k in symbols.indices where coefficients[k] != 0 {
                symbols[kept] = symbols[k]
                coefficients[kept] = coefficients[k]
                kept += 1
            }
            symbols.removeLast(symbols.count - kept)
            coefficients.removeLast(coefficients.count - kept)
            dead = 0
        }

        /// Adds `coefficient × symbol`; true when the symbol is new to the row.
        @discardableResult
        mutating func add(_ symbol: Int, _ coefficient: Double) -> Bool {
            let at = position(of: symbol)
            if at.found {
                let old = coefficients[at.index]
                let sum = old + coefficient
                if isNearZero(sum) {
                    if old != 0 { bury(at.index) }
                    return false
                }
                coefficients[at.index] = sum
                if old == 0 { dead -= 1 }
                return old == 0
            }
            guard !isNearZero(coefficient) else { return false }
            symbols.insert(Int32(symbol), at: at.index)
            coefficients.insert(coefficient, at: at.index)
            return true
        }

        /// Adds `factor × other`; the symbols new to this row are appended to `gained` (ascending).
        mutating func add(_ other: Row, times factor: Double, gained: inout [Int], noting: Bool = true) {
            constant += factor * other.constant
            if other.count * 8 <= count {
                addShort(other, times: factor, gained: &gained, noting: noting)
                return
            }
            // A merge into new storage (tombstones left out), written through pointers: sizes are known.
            let capacity = symbols.count + other.symbols.count
            var merged = 0
            var mergedCoefficients: [Double] = []
            let mergedSymbols = [Int32](unsafeUninitializedCapacity: capacity) { outSymbols, symbolCount in
                mergedCoefficients = [Double](unsafeUninitializedCapacity: capacity) { outCoefficients, coefficientCount in
                    withTerms { mine, myValues in
                        other.withTerms { theirs, theirValues in
                            var i = 0, j = 0
                            while i < mine.count || j < theirs.count {
                                if j == theirs.count || (i < mine.count && mine[i] < theirs[j]) {
                                    if myValues[i] != 0 {
                                        (outSymbols.baseAddress! + merged).initialize(to: mine[i])
                                        (outCoefficients.baseAddress! + merged).initialize(to: myValues[i])
                                        merged += 1
                                    }
                                    i += 1
                                } else if i == mine.count || theirs[j] < mine[i] {
                                    let value = theirValues[j] * factor
                                    if !isNearZero(value) {
                                        (outSymbols.baseAddress! + merged).initialize(to: theirs[j])
                                        (outCoefficients.baseAddress! + merged).initialize(to: value)
                                        merged += 1
                                        if noting { gained.append(Int(theirs[j])) }
                                    }
                                    j += 1
                                } else {
                                    let value = myValues[i] + theirValues[j] * factor
                                    if !isNearZero(value) {
                                        (outSymbols.baseAddress! + merged).initialize(to: mine[i])
                                        (outCoefficients.baseAddress! + merged).initialize(to: value)
                                        merged += 1
                                        if noting && myValues[i] == 0 { gained.append(Int(mine[i])) }
                                    }
                                    i += 1
                                    j += 1
                                }
                            }
                        }
                    }
                    coefficientCount = merged
                }
                symbolCount = merged
            }
            symbols = mergedSymbols
            coefficients = mergedCoefficients
            dead = 0
        }

        /// A short row into a long one (the constant aside): a merge would copy the long one. The sums are made
        /// where the terms stand (found by binary search), and the symbols new to the row are put in with one
        /// pass from the back, the row grown by their number: its tail moves once, not once per new symbol.
        private mutating func addShort(_ other: Row, times factor: Double, gained: inout [Int], noting: Bool) {
            let old = symbols.count
            var new = 0
            var deadChange = 0
            symbols.withUnsafeBufferPointer { mine in
                coefficients.withUnsafeMutableBufferPointer { myValues in
                    other.withTerms { theirs, theirValues in
                        var at = 0
                        for j in 0..<theirs.count where theirValues[j] != 0 {
                            let symbol = theirs[j]
                            let value = theirValues[j] * factor
                            at = Self.lowerBound(symbol, in: mine, from: at)
                            if at < old && mine[at] == symbol {
                                let previous = myValues[at]
                                let sum = previous + value
                                if isNearZero(sum) {
                                    if previous != 0 {
                                        myValues[at] = 0
                                        deadChange += 1
                                    }
                                } else {
                                    myValues[at] = sum
                                    if previous == 0 {
                                        deadChange -= 1
                                        if noting { gained.append(Int(symbol)) }
                                    }
                                }
                            } else if !isNearZero(value) {
                                new += 1
                                if noting { gained.append(Int(symbol)) }
                            }
                        }
                    }
                }
            }
            dead += deadChange
            if new > 0 {
                for _ in 0..<new {
                    symbols.append(0)
                    coefficients.append(0)
                }
                symbols.withUnsafeMutableBufferPointer { mine in
                    coefficients.withUnsafeMutableBufferPointer { myValues in
                        other.withTerms { theirs, theirValues in
                            var i = old - 1, write = old + new - 1, j = theirs.count - 1
                            // From the back: the row's terms above each new symbol move up by the new symbols
                            // still to place.
                            while write > i {
                                let k = j
                                j -= 1
                                guard theirValues[k] != 0 else { continue }
                                let symbol = theirs[k]
                                while i >= 0 && mine[i] > symbol {
                                    mine[write] = mine[i]
                                    myValues[write] = myValues[i]
                                    write -= 1
                                    i -= 1
                                }
                                // Already in the row (summed where it stands above), or too small to keep.
                                if i >= 0 && mine[i] == symbol { continue }
                                let value = theirValues[k] * factor
                                guard !isNearZero(value) else { continue }
                                mine[write] = symbol
                                myValues[write] = value
                                write -= 1
                            }
                        }
                    }
                }
            }
            if dead > 8 && dead * 2 > symbols.count { compact() }
        }

        /// The first position at or after `start` whose symbol is not below `symbol`: a binary search whose steps
        /// choose without branching (a conditional move; a search that guesses its way down a long row
        /// mispredicts half its steps).
        private static func lowerBound(_ symbol: Int32, in list: UnsafeBufferPointer<Int32>, from start: Int) -> Int {
            guard start < list.count, let first = list.baseAddress else { return list.count }
            var base = first + start
            var length = list.count - start
            while length > 1 {
                let half = length >> 1
                base = base[half - 1] < symbol ? base + half : base
                length -= half
            }
            return first.distance(to: base) + (base.pointee < symbol ? 1 : 0)
        }

        /// Adds `factor × other` (no column bookkeeping: for rows outside the tableau).
        mutating func add(_ other: Row, times factor: Double) {
            var ignored: [Int] = []
            add(other, times: factor, gained: &ignored, noting: false)
        }

        /// Turns `0 = self` (or `basic = self` when `basic` is given) into `symbol = …`.
        mutating func solve(for symbol: Int, basic: Int? = nil) {
            guard let coefficient = remove(symbol) else { return }
            let factor = -1 / coefficient
            constant *= factor
            for k in coefficients.indices { coefficients[k] *= factor }
            if let basic { add(basic, 1 / coefficient) }
        }

        /// Replaces `symbol` by `row` (its definition); the symbols new to this row are appended to `gained`.
        @discardableResult
        mutating func substitute(_ symbol: Int, with row: Row, gained: inout [Int], noting: Bool = true) -> Bool {
            guard let coefficient = remove(symbol) else { return false }
            add(row, times: coefficient, gained: &gained, noting: noting)
            return true
        }

        mutating func substitute(_ symbol: Int, with row: Row) {
            var ignored: [Int] = []
            substitute(symbol, with: row, gained: &ignored, noting: false)
        }

        func negated() -> Row {
            var row = self
            row.constant = -constant
            for k in row.coefficients.indices { row.coefficients[k] = -row.coefficients[k] }
            return row
        }
    }

    /// The restricted basic symbols whose constant went negative, for the dual simplex: highest-numbered
    /// first. A binary max-heap holds each symbol once, and a count per symbol says how many times it was
    /// queued since it last left the heap. The dual simplex takes one queued entry per iteration, as it did
    /// from the sorted list with repeats this replaces — the same symbols in the same order, the repeats
    /// (rows queued again while still waiting, skipped when taken unless infeasible again) still counted as
    /// iterations — at O(log k) per symbol instead of a sort of the whole list per iteration (a fuzzed
    /// document with many infeasible rows spent 22 s sorting, none of it counted as work).
    private struct InfeasibleQueue: Sendable {
        /// Distinct symbols; `heap[0]` is the largest.
        private var heap: [Int] = []
        /// Indexed by symbol: the entries of the symbol waiting (0 when it is not in the heap).
        private var queued: [Int] = []

        /// Makes room for one more symbol (`newSymbol`).
        mutating func addSymbol() { queued.append(0) }

        mutating func push(_ symbol: Int) {
            queued[symbol] += 1
            guard queued[symbol] == 1 else { return }
            heap.append(symbol)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) >> 1
                guard heap[parent] < symbol else { break }
                heap[child] = heap[parent]
                child = parent
            }
            heap[child] = symbol
        }

        /// Takes one entry of the highest-numbered queued symbol (nil when the queue is empty).
        mutating func pop() -> Int? {
            guard let top = heap.first else { return nil }
            queued[top] -= 1
            guard queued[top] == 0 else { return top }
            let last = heap.removeLast()
            guard !heap.isEmpty else { return top }
            var parent = 0
            while true {
                var child = 2 * parent + 1
                guard child < heap.count else { break }
                if child + 1 < heap.count && heap[child + 1] > heap[child] { child += 1 }
                guard heap[child] > last else { break }
                heap[parent] = heap[child]
                parent = child
            }
            heap[parent] = last
            return top
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
    /// The row of each basic symbol (nil for a parametric one), indexed by symbol.
    private var rows: [Row?] = []
    /// For each symbol, the basic symbols whose rows mention it: appended to when a row gains the symbol,
    /// never searched to remove one (`column(_:)` reads the list clean, dropping entries of rows that have
    /// since left the tableau, told by `rowVersions`). A row that lost the symbol by cancellation may still be
    /// listed: every reader looks the coefficient up. A dummy's list stays empty (`dummyColumn(_:)`).
    private var columns: [[Mention]] = []
    /// A row that mentions the symbol, at the version it had then: eight bytes (the index is the largest part
    /// of a chain's tableau after the rows); a version is compared modulo 2³², which a row would need that many
    /// changes to wrap.
    private struct Mention: Sendable {
        private var basic32: Int32
        private var version32: UInt32
        init(basic: Int, version: Int) {
            basic32 = Int32(basic)
            version32 = UInt32(truncatingIfNeeded: version)
        }
        var basic: Int { Int(basic32) }
        func isCurrent(_ version: Int) -> Bool { version32 == UInt32(truncatingIfNeeded: version) }
    }
    /// While a constraint goes through phase one (`addWithArtificialVariable`), every change of `columns`, to
    /// undo if the constraint cannot be satisfied. The snapshot taken then leaves the column lists out: a
    /// list shared with a snapshot is copied whole by the first mention appended to it, and in a chain of
    /// views the lists are long (each width is mentioned by every left after it), so each broken constraint
    /// copied most of the column index.
    private var columnJournal: [ColumnChange]?
    private enum ColumnChange: Sendable {
        /// A symbol's (empty) list was added.
        case added
        /// A mention was appended to the symbol's list.
        case appended(Int)
        /// The symbol's list was replaced; the old one.
        case replaced(Int, [Mention])
    }
    /// Incremented whenever a symbol's row is set or taken: a `Mention` of an older version is stale.
    private var rowVersions: [Int] = []
    /// Scratch marks for one pass over symbols (a symbol is marked when `marks[symbol] == markStamp`).
    private var marks: [Int] = []
    private var markStamp = 0
    /// The objective, one row per optional priority, highest priority first.
    private var objectives: [(priority: Double, row: Row)] = []
    /// The artificial objective while a constraint is added by the two-phase method.
    private var artificial: Row?
    private var records: [Int: Record] = [:]
    private var nextHandle = 0
    private var edits: [Variable: ConstraintHandle] = [:]
    /// Restricted basic symbols whose constant went negative (for the dual simplex).
    private var infeasible = InfeasibleQueue()
    /// Tableau entries the pivots have changed, and the dual simplex's ratio tests read, so far (a copy carries
    /// its count along).
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
        columnJournal?.append(.added)
        rowVersions.append(0)
        marks.append(0)
        infeasible.addSymbol()
        return kinds.count - 1
    }

    // MARK: tableau bookkeeping

    private mutating func setRow(_ basic: Int, _ row: Row) {
        rows[basic] = row
        rowVersions[basic] += 1
        for term in row.terms { noteMention(term.symbol, in: basic) }
    }

    private mutating func takeRow(_ basic: Int) -> Row? {
        guard let row = rows[basic] else { return nil }
        rows[basic] = nil
        rowVersions[basic] += 1
        return row
    }

    /// Records that `basic`'s row mentions `symbol`; a list that reaches a power of two is read clean first,
    /// so stale entries cost amortised constant time.
    private mutating func noteMention(_ symbol: Int, in basic: Int) {
        guard kinds[symbol] != .dummy else { return }
        let count = columns[symbol].count
        if count >= 32 && count & (count - 1) == 0 { _ = column(symbol) }
        columns[symbol].append(Mention(basic: basic, version: rowVersions[basic]))
        columnJournal?.append(.appended(symbol))
    }

    /// The basic symbols whose rows mention `symbol` (or did until a cancellation), each once (`.basic` of
    /// each mention), in no particular order (callers that choose among them break ties by symbol number); the
    /// stored list is read clean where it stands (no new list: this runs for every pivot and constant change).
    private mutating func column(_ symbol: Int) -> [Mention] {
        if kinds[symbol] == .dummy { return dummyColumn(symbol) }
        markStamp += 1
        let stamp = markStamp
        var list = columns[symbol]
        if columnJournal != nil { columnJournal!.append(.replaced(symbol, list)) }
        columns[symbol] = []
        var kept = 0
        rowVersions.withUnsafeBufferPointer { versions in
            marks.withUnsafeMutableBufferPointer { marks in
                list.withUnsafeMutableBufferPointer { list in
                    for k in 0..<list.count {
                        let mention = list[k]
                        guard mention.isCurrent(versions[mention.basic]) && marks[mention.basic] != stamp else { continue }
                        marks[mention.basic] = stamp
                        list[kept] = mention
                        kept += 1
                    }
                }
            }
        }
        list.removeLast(list.count - kept)
        columns[symbol] = list
        return list
    }

    /// The rows that mention a dummy, read from every row in the order of their basic symbols. Dummies are
    /// not indexed: a dummy never enters the basis by a simplex step, so only a change of a required
    /// equality's constant or its removal asks which rows mention one, and the required equalities of a
    /// chain of views (each gap's dummy is in every left after it) were a third of the index.
    private func dummyColumn(_ symbol: Int) -> [Mention] {
        var list: [Mention] = []
        for basic in rows.indices where rows[basic]?.mentions(symbol) == true {
            list.append(Mention(basic: basic, version: rowVersions[basic]))
        }
        return list
    }

    /// For tests: every per-symbol array has one entry per symbol, every row's symbols ascend, and every symbol
    /// of every row (dummies aside) lists the row at its current version in its column.
    func indexIsConsistent() -> Bool {
        let count = kinds.count
        guard rows.count == count, columns.count == count, rowVersions.count == count, marks.count == count else { return false }
        for basic in rows.indices {
            guard let row = rows[basic] else { continue }
            guard zip(row.symbols, row.symbols.dropFirst()).allSatisfy({ $0 < $1 }) else { return false }
            for (symbol, _) in row.terms where kinds[symbol] != .dummy {
                guard columns[symbol].contains(where: { $0.basic == basic && $0.isCurrent(rowVersions[basic]) }) else { return false }
            }
        }
        return columnJournal == nil
    }

    private mutating func replaceColumn(_ symbol: Int, with list: [Mention]) {
        if columnJournal != nil { columnJournal!.append(.replaced(symbol, columns[symbol])) }
        columns[symbol] = list
    }

    /// Replaces `symbol` by `row` in every row that mentions it, the objectives and the artificial objective;
    /// a restricted row whose constant goes negative is queued for the dual simplex.
    private mutating func substituteEverywhere(_ symbol: Int, with row: Row, mentionedNowhere: Bool = false) {
        let basics = mentionedNowhere ? [] : column(symbol)
        // Counted as done: a row that mentions the symbol takes the row's terms, a listed row that lost it by
        // cancellation costs its lookup. (Charging every listed row the whole substitution counted 200 million
        // entries for a squeezed row of 372 labels whose German widths took 0.05 s CPU, and gave it up.)
        work += objectives.count
        var gained: [Int] = []
        for mention in basics {
            let basic = mention.basic
            gained.removeAll(keepingCapacity: true)
            // Rows are changed where they stand: a copy taken out of the array would copy its terms.
            let changed = rows[basic]!.substitute(symbol, with: row, gained: &gained)
            work += changed ? row.count + 1 : 1
            for other in gained { noteMention(other, in: basic) }
            if kinds[basic] != .external && rows[basic]!.constant < 0 { infeasible.push(basic) }
        }
        replaceColumn(symbol, with: [])
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
        // A constraint that fails leaves the tableau as it stood (`addWithArtificialVariable`): still optimal.
        let handle = try insert(constraint)
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
        } else if row.terms.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            guard Self.isNearZero(row.constant) else { throw .unsatisfiable(constraint) }
            // Redundant with the required equalities already present: keep its marker basic at zero.
            if row.mentions(marker) {
                row.solve(for: marker)
                // The marker is new: no row mentions it (a dummy's rows are not indexed, so not read for nothing).
                substituteEverywhere(marker, with: row, mentionedNowhere: true)
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
        if let external = row.terms.first(where: { kinds[$0.symbol] == .external }) { return external.symbol }
        // A fresh slack or error appears in no other row; with the constant ≥ 0 and a negative coefficient
        // it becomes basic at a non-negative value.
        return fresh.first { (row.coefficient(of: $0) ?? 0) < 0 }
    }

    /// Phase one of the two-phase simplex: minimise an artificial variable standing for the row; the
    /// constraint can be satisfied exactly when that minimum is zero.
    ///
    /// Phase one moves the solution away from the objective's optimum. When the constraint cannot be
    /// satisfied (a required constraint that contradicts the required ones already in, which Auto Layout
    /// breaks), the whole solver goes back to the state it had before — a copy of a value type, sharing its
    /// storage until a pivot writes to it, and the column lists put back from `columnJournal` — so a broken
    /// constraint costs its own phase one and nothing more: no pivots to take the artificial variable out, no
    /// re-optimisation of every priority level.
    private mutating func addWithArtificialVariable(_ row: Row, constraint: Constraint) throws(SolverError) {
        // A row none of whose symbols can enter (no negative coefficient, dummies aside) cannot go down: its
        // minimum is its constant. When that is not zero the constraint fails as phase one would fail it (the
        // same check of the work limit, its one reading of the row counted), without the copy to go back to
        // (a chain of views that cannot fit breaks each of its later required constraints this way).
        if !Self.isNearZero(row.constant) && !row.terms.contains(where: { kinds[$0.symbol] != .dummy && $0.coefficient < -Self.epsilon }) {
            if work > workLimit { throw .workLimitExceeded(workLimit) }
            work += row.count
            throw .unsatisfiable(constraint)
        }
        var before = self
        before.columns = []
        columnJournal = []
        do {
            try phaseOne(row, constraint: constraint)
            columnJournal = nil
        } catch {
            restore(before)
            throw error
        }
    }

    private mutating func phaseOne(_ row: Row, constraint: Constraint) throws(SolverError) {
        let artificialSymbol = newSymbol(.slack)
        setRow(artificialSymbol, row)
        artificial = row
        try optimize(withArtificial: true)
        guard Self.isNearZero(artificial!.constant) else { throw .unsatisfiable(constraint) }
        artificial = nil
        if var basicRow = takeRow(artificialSymbol), basicRow.count > 0 {
            // Basic at zero: pivot it out through any restricted symbol of its row.
            guard let entering = basicRow.terms.first(where: { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error })?.symbol else {
                throw .unsatisfiable(constraint)
            }
            basicRow.solve(for: entering, basic: artificialSymbol)
            substituteEverywhere(entering, with: basicRow)
            setRow(entering, basicRow)
        }
        removeColumn(artificialSymbol)
    }

    /// Back to the state before phase one (taken without its column lists), keeping the count of work done
    /// since: the column lists are put back by undoing `columnJournal`, newest change first.
    private mutating func restore(_ earlier: ConstraintSolver) {
        let spent = work
        for change in (columnJournal ?? []).reversed() {
            switch change {
            case .added: columns.removeLast()
            case .appended(let symbol): columns[symbol].removeLast()
            case .replaced(let symbol, let old): columns[symbol] = old
            }
        }
        var lists: [[Mention]] = []
        swap(&lists, &columns)
        self = earlier
        swap(&lists, &columns)
        columnJournal = nil
        work = spent
    }

    /// Removes a symbol that is parametric and fixed at zero from every row.
    private mutating func removeColumn(_ symbol: Int) {
        for mention in column(symbol) { rows[mention.basic]!.remove(symbol) }
        replaceColumn(symbol, with: [])
        for index in objectives.indices { objectives[index].row.remove(symbol) }
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

    /// The entering symbol of the primal simplex: the lowest-numbered (Bland's rule) whose coefficient in the
    /// objective is negative — for the lexicographic objective, at the highest level where it is not (near) zero.
    private mutating func enteringSymbol(withArtificial: Bool) -> Int? {
        if withArtificial {
            guard let artificial else { return nil }
            return artificial.terms.first { kinds[$0.symbol] != .dummy && $0.coefficient < -Self.epsilon }?.symbol
        }
        markStamp += 1
        let stamp = markStamp
        var entering = Int.max
        let objectives = self.objectives
        kinds.withUnsafeBufferPointer { kinds in
            marks.withUnsafeMutableBufferPointer { marks in
                for level in objectives.indices {
                    objectives[level].row.withTerms { symbols, coefficients in
                        // Rows are ascending and only a lower symbol can take over: a level is read up to the
                        // candidate so far (every symbol below it is read, so the marks below it are complete).
                        if level < objectives.count - 1 {
                            for k in 0..<symbols.count {
                                let symbol = Int(symbols[k])
                                if symbol >= entering { break }
                                let coefficient = coefficients[k]
                                // A symbol whose coefficient at a higher level is not zero was decided there.
                                guard !Self.isNearZero(coefficient), marks[symbol] != stamp else { continue }
                                marks[symbol] = stamp
                                if coefficient < 0 && kinds[symbol] != .dummy { entering = symbol }
                            }
                        } else {
                            // No level below reads the last one's marks: only its candidates are looked at.
                            for k in 0..<symbols.count {
                                let symbol = Int(symbols[k])
                                if symbol >= entering { break }
                                let coefficient = coefficients[k]
                                guard coefficient <= -Self.epsilon, marks[symbol] != stamp, kinds[symbol] != .dummy else { continue }
                                entering = symbol
                            }
                        }
                    }
                }
            }
        }
        return entering == Int.max ? nil : entering
    }

    /// Primal simplex: pivots until no symbol decreases the objective (Bland's rule).
    private mutating func optimize(withArtificial: Bool) throws(SolverError) {
        var iterations = 0
        let limit = 100 * (kinds.count + 100)
        while true {
            iterations += 1
            if iterations > limit { throw .internalError("the simplex did not converge") }
            if work > workLimit { throw .workLimitExceeded(workLimit) }
            work += withArtificial ? artificial!.count : objectives.reduce(0) { $0 + $1.row.count }
            guard let entering = enteringSymbol(withArtificial: withArtificial) else { return }
            var leaving: Int?
            var bestRatio = Double.infinity
            for mention in column(entering) where kinds[mention.basic] != .external {
                let basic = mention.basic
                guard let row = rows[basic], let coefficient = row.coefficient(of: entering), coefficient < 0 else { continue }
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
        // The highest-numbered infeasible row first.
        while let leaving = infeasible.pop() {
            iterations += 1
            if iterations > limit { throw .internalError("the dual simplex did not converge") }
            if work > workLimit { throw .workLimitExceeded(workLimit) }
            guard let row = rows[leaving], row.constant < 0, !Self.isNearZero(row.constant) else { continue }
            // The ratio test reads every term against every priority level's objective: counted, as a pivot
            // whose entering symbol no other row mentions changes almost nothing.
            work += row.count * objectives.count
            var entering: Int?
            var bestRatio: [Double] = []
            for (symbol, coefficient) in row.terms where coefficient > 0 && kinds[symbol] != .dummy {
                let ratio = objectives.map { ($0.row.coefficient(of: symbol) ?? 0) / coefficient }
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
            if kinds[record.marker] != .external && rows[record.marker]!.constant < 0 { infeasible.push(record.marker) }
        } else {
            for mention in column(record.marker) {
                let basic = mention.basic
                // Changed where it stands (a row read out of the array would retain and release its terms).
                guard let constant = rows[basic]?.shiftConstant(along: record.marker, by: shift) else { continue }
                if kinds[basic] != .external && constant < 0 { infeasible.push(basic) }
            }
            for index in objectives.indices {
                if let coefficient = objectives[index].row.coefficient(of: record.marker) { objectives[index].row.constant += coefficient * shift }
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
    private mutating func leavingRow(forRemoving marker: Int) -> Int? {
        var best: (ratio: Double, symbol: Int)?
        var fallbackRestricted: (ratio: Double, symbol: Int)?
        var fallbackExternal: Int?
        for mention in column(marker) {
            let basic = mention.basic
            guard let row = rows[basic], let coefficient = row.coefficient(of: marker) else { continue }
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

    // MARK: probes

    /// Removes every constraint at or below `priority` (oldest first) and their objective levels: a copy of
    /// a solved system made into the base of probes that ask how far the stronger levels let a variable go
    /// (`AutoLayoutScene.undecidedWidth`). Those constraints' error symbols cost nothing once their level is
    /// gone, and left in the tableau they would move at no cost: at the degenerate vertex of a squeezed row
    /// (every priority-1 stay met exactly) each probe walked them one view at a time, a pivot per view before
    /// the probed one. The tableau stays optimal for the stronger levels, so removing costs at most one pivot
    /// per constraint.
    public mutating func removeConstraints(atOrBelow priority: Double) throws(SolverError) {
        // The levels go first: removing one stay must not re-optimise the others.
        objectives.removeAll { $0.priority <= priority }
        for id in records.keys.sorted() where records[id]!.constraint.priority <= priority { try remove(ConstraintHandle(id: id)) }
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
