import XCTest
@testable import LayoutLint

/// The expected values are worked out by hand from the constraints in each test (the comment says how).
final class ConstraintSolverTests: XCTestCase {
    private func expr(_ v: Variable) -> LinearExpression { v.expression }

    func testRequiredEqualitiesChain() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable(), z = solver.makeVariable()
        try solver.add(Constraint(expr(x), .equal, 10))
        try solver.add(Constraint(expr(y), .equal, expr(x) + 20))
        // z = 2y - x = 50
        try solver.add(Constraint(expr(z), .equal, expr(y) * 2 - expr(x)))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: y), 30, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: z), 50, accuracy: 1e-9)
    }

    func testRequiredInequalityBeatsOptionalEquality() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Constraint(expr(x), .greaterThanOrEqual, 100))
        try solver.add(Constraint(expr(x), .equal, 50, priority: 750))
        XCTAssertEqual(solver.value(of: x), 100, accuracy: 1e-9)
        // Without the required floor the optional equality holds.
        var free = ConstraintSolver()
        let y = free.makeVariable()
        try free.add(Constraint(expr(y), .equal, 50, priority: 750))
        XCTAssertEqual(free.value(of: y), 50, accuracy: 1e-9)
    }

    func testHigherPriorityWinsLexicographically() throws {
        // One constraint at 251 against three at 250 pulling the other way: priority order, not error sums.
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        for _ in 0..<3 { try solver.add(Constraint(expr(x), .equal, 80, priority: 250)) }
        try solver.add(Constraint(expr(x), .equal, 50, priority: 251))
        XCTAssertEqual(solver.value(of: x), 50, accuracy: 1e-9)

        var other = ConstraintSolver()
        let y = other.makeVariable()
        try other.add(Constraint(expr(y), .equal, 50, priority: 250))
        try other.add(Constraint(expr(y), .equal, 80, priority: 251))
        XCTAssertEqual(other.value(of: y), 80, accuracy: 1e-9)
    }

    func testOptionalInequalityAgainstLowerEquality() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Constraint(expr(x), .equal, 30, priority: 250))
        try solver.add(Constraint(expr(x), .lessThanOrEqual, 20, priority: 500))
        XCTAssertEqual(solver.value(of: x), 20, accuracy: 1e-9)
        // Same priority level: the errors add up, |x-30| + max(0, x-20) is smallest anywhere in [20, 30]
        // with slope 0 there, so check only the range.
        var tie = ConstraintSolver()
        let y = tie.makeVariable()
        try tie.add(Constraint(expr(y), .equal, 30, priority: 250))
        try tie.add(Constraint(expr(y), .lessThanOrEqual, 20, priority: 250))
        try tie.add(Constraint(expr(y), .lessThanOrEqual, 25, priority: 250))
        // |y-30| + max(0,y-20) + max(0,y-25): slope on (20,25) is -1+1 = 0, on (25,30) is -1+1+1 = 1 → [20, 25].
        XCTAssertGreaterThanOrEqual(tie.value(of: y), 20 - 1e-9)
        XCTAssertLessThanOrEqual(tie.value(of: y), 25 + 1e-9)
    }

    func testUnsatisfiableRequiredInequalitiesAreReportedAndLeaveTheSolverUnchanged() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let floor = Constraint(expr(x), .greaterThanOrEqual, 10)
        try solver.add(floor)
        let ceiling = Constraint(expr(x), .lessThanOrEqual, 5)
        XCTAssertThrowsError(try solver.add(ceiling)) { error in
            XCTAssertEqual(error as? SolverError, .unsatisfiable(ceiling))
        }
        XCTAssertEqual(solver.constraintCount, 1)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        // Still usable afterwards.
        try solver.add(Constraint(expr(x), .lessThanOrEqual, 12))
        try solver.add(Constraint(expr(x), .equal, 11, priority: 500))
        XCTAssertEqual(solver.value(of: x), 11, accuracy: 1e-9)
    }

    func testConflictingRequiredEqualitiesAndRedundantOnes() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(), y = solver.makeVariable()
        try solver.add(Constraint(expr(x), .equal, 1))
        try solver.add(Constraint(expr(y), .equal, expr(x)))
        try solver.add(Constraint(expr(y), .equal, 1))  // redundant, consistent
        XCTAssertThrowsError(try solver.add(Constraint(expr(y), .equal, 2))) { error in
            guard case .unsatisfiable = error as? SolverError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(solver.value(of: y), 1, accuracy: 1e-9)
    }

    /// Three labels in a row inside a 100 pt root, 8 pt margins and gaps, all required; each label asks for at
    /// least 40 pt at compression resistance 750, 749, 748. The room for widths is 100 - 8 - 8 - 2 × 8 = 68:
    /// by hand, level 750 gives W0 its 40, level 749 gets what is left (28 of its 40), level 748 nothing
    /// (the lowest priority gives way first, Auto Layout's order). Lefts: 8, 8 + 40 + 8 = 56, 56 + 28 + 8 = 92.
    func testAChainThatCannotFitGivesWayLowestPriorityFirst() throws {
        var solver = ConstraintSolver()
        let lefts = (0..<3).map { _ in solver.makeVariable() }, widths = (0..<3).map { _ in solver.makeVariable() }
        try solver.add(Constraint(expr(lefts[0]), .equal, 8))
        for k in 1..<3 { try solver.add(Constraint(expr(lefts[k]), .equal, expr(lefts[k - 1]) + expr(widths[k - 1]) + 8)) }
        try solver.add(Constraint(expr(lefts[2]) + expr(widths[2]), .lessThanOrEqual, 100 - 8))
        for k in 0..<3 {
            try solver.add(Constraint(expr(widths[k]), .greaterThanOrEqual, 0))
            try solver.add(Constraint(expr(widths[k]), .greaterThanOrEqual, 40, priority: 750 - Double(k)))
        }
        for (k, want) in [40.0, 28, 0].enumerated() { XCTAssertEqual(solver.value(of: widths[k]), want, accuracy: 1e-9, "width \(k)") }
        for (k, want) in [8.0, 56, 92].enumerated() { XCTAssertEqual(solver.value(of: lefts[k]), want, accuracy: 1e-9, "left \(k)") }
    }

    /// Four labels 30 pt apart from x = 10, all required, and a required trailing edge at 90: the gaps alone
    /// need 10 + 3 × 30 = 100 > 90, so no layout satisfies them. The constraint whose addition leaves no
    /// solution is the one broken (thrown at add time, as kiwi's UnsatisfiableConstraint; Auto Layout breaks
    /// one of the conflicting constraints and logs "Unable to simultaneously satisfy constraints"): here the
    /// trailing edge, added last. The rest keeps its solution: widths at their 20 pt (priority 750), lefts
    /// 10, 60, 110, 160 (each 20 + 30 after the previous). Added before the last gap instead, the trailing
    /// edge holds and that gap is the one broken.
    func testARequiredChainThatCannotFitBreaksTheConstraintThatLeavesNoSolution() throws {
        func build(trailingFirst: Bool) throws -> (ConstraintSolver, [Variable], [Variable], [SolverError]) {
            var solver = ConstraintSolver()
            let lefts = (0..<4).map { _ in solver.makeVariable() }, widths = (0..<4).map { _ in solver.makeVariable() }
            var broken: [SolverError] = []
            func add(_ constraint: Constraint) throws {
                do { try solver.add(constraint) } catch .unsatisfiable(let c) { broken.append(.unsatisfiable(c)) }
            }
            for k in 0..<4 {
                try add(Constraint(expr(widths[k]), .greaterThanOrEqual, 0))
                try add(Constraint(expr(widths[k]), .equal, 20, priority: 750))
            }
            try add(Constraint(expr(lefts[0]), .equal, 10))
            let trailing = Constraint(expr(lefts[3]) + expr(widths[3]), .lessThanOrEqual, 90)
            for k in 1..<4 {
                if trailingFirst && k == 3 { try add(trailing) }
                try add(Constraint(expr(lefts[k]), .equal, expr(lefts[k - 1]) + expr(widths[k - 1]) + 30))
            }
            if !trailingFirst { try add(trailing) }
            return (solver, lefts, widths, broken)
        }
        let (solver, lefts, widths, broken) = try build(trailingFirst: false)
        XCTAssertEqual(broken, [.unsatisfiable(Constraint(expr(lefts[3]) + expr(widths[3]), .lessThanOrEqual, 90))])
        XCTAssertEqual(solver.constraintCount, 4 * 2 + 1 + 3)
        for (k, want) in [10.0, 60, 110, 160].enumerated() { XCTAssertEqual(solver.value(of: lefts[k]), want, accuracy: 1e-9, "left \(k)") }
        for k in 0..<4 { XCTAssertEqual(solver.value(of: widths[k]), 20, accuracy: 1e-9, "width \(k)") }

        // Trailing edge before the last gap: labels 0–2 at 10, 60, 110 (widths 20); the trailing edge then
        // squeezes label 3 into [?, 90] — the last gap (required: left3 = 110 + 20 + 30 = 160 > 90) is broken.
        let (other, otherLefts, otherWidths, otherBroken) = try build(trailingFirst: true)
        XCTAssertEqual(otherBroken, [.unsatisfiable(Constraint(expr(otherLefts[3]), .equal, expr(otherLefts[2]) + expr(otherWidths[2]) + 30))])
        XCTAssertLessThanOrEqual(other.value(of: otherLefts[3]) + other.value(of: otherWidths[3]), 90 + 1e-9)
        XCTAssertEqual(other.value(of: otherWidths[3]), 20, accuracy: 1e-9)
    }

    /// The benchmark's ring in small: four labels, each 8 pt after the previous one and the first after the
    /// last, the gaps at priorities 1000, 750, 500, 250 (gap k places label k after label k-1), widths 20 at
    /// 999, label 0 pinned at x = 0. Around the ring the gaps and widths add up to 4 × 28 = 112 ≠ 0, so at
    /// least one gap gives way. By hand, level by level: 999 keeps every width at 20; the required gap 0
    /// puts label 3 at 0 - 20 - 8 = -28; 750 keeps gap 1 (label 1 at 0 + 28 = 28); 500 keeps gap 2 (label 2
    /// at 56); gap 3 at 250 wants label 3 at 84 and is the one broken (its error 84 + 28 = 112). A second
    /// required width for label 3 (30, against the required 20 added before it) cannot be satisfied and is
    /// broken at add time, the solution unchanged.
    func testRingAtMixedPrioritiesBreaksTheLowestGap() throws {
        var solver = ConstraintSolver()
        let lefts = (0..<4).map { _ in solver.makeVariable() }, widths = (0..<4).map { _ in solver.makeVariable() }
        try solver.add(Constraint(expr(lefts[0]), .equal, 0))
        for k in 0..<4 { try solver.add(Constraint(expr(widths[k]), .greaterThanOrEqual, 0)) }
        let priorities: [Double] = [1000, 750, 500, 250]
        for k in 0..<4 {
            try solver.add(Constraint(expr(lefts[k]), .equal, expr(lefts[(k + 3) % 4]) + expr(widths[(k + 3) % 4]) + 8, priority: priorities[k]))
        }
        for k in 0..<3 { try solver.add(Constraint(expr(widths[k]), .equal, 20, priority: 999)) }
        try solver.add(Constraint(expr(widths[3]), .equal, 20))
        let conflicting = Constraint(expr(widths[3]), .equal, 30)
        XCTAssertThrowsError(try solver.add(conflicting)) { XCTAssertEqual($0 as? SolverError, .unsatisfiable(conflicting)) }
        for (k, want) in [0.0, 28, 56, -28].enumerated() { XCTAssertEqual(solver.value(of: lefts[k]), want, accuracy: 1e-9, "left \(k)") }
        for k in 0..<4 { XCTAssertEqual(solver.value(of: widths[k]), 20, accuracy: 1e-9, "width \(k)") }
    }

    /// The benchmark's ring (`Benchmarks/autolayout-bench.sh` part 3) at full size, built as `AutoLayoutScene`
    /// builds it: every label with a width ≥ 0, priority-1 stays at its stored frame, hugging 251 and
    /// compression resistance 750 at its text's width; the required constraints first, then the optional ones
    /// strongest first. 490 labels, 1,000 document constraints. It must finish far inside
    /// `AutoLayoutScene.solverWorkLimit` (the safety net for hostile input).
    func testTheBenchmarkRingFinishesInsideTheWorkLimit() throws {
        var solver = ConstraintSolver()
        solver.workLimit = AutoLayoutScene.solverWorkLimit
        let count = 490, extra = 510
        let lefts = (0..<count).map { _ in solver.makeVariable() }, widths = (0..<count).map { _ in solver.makeVariable() }
        var optional: [Constraint] = []
        var broken = 0
        func add(_ constraint: Constraint) throws {
            guard constraint.isRequired else { return optional.append(constraint) }
            do { try solver.add(constraint) } catch .unsatisfiable { broken += 1 }
        }
        for k in 0..<count {
            try add(Constraint(expr(widths[k]), .greaterThanOrEqual, 0))
            try add(Constraint(expr(lefts[k]), .equal, Double(7 * (k % 50)), priority: 1))
            try add(Constraint(expr(widths[k]), .equal, 60, priority: 1))
            let text = 40 + Double(String(k).count) * 9
            try add(Constraint(expr(widths[k]), .lessThanOrEqual, text, priority: 251))
            try add(Constraint(expr(widths[k]), .greaterThanOrEqual, text, priority: 750))
        }
        for k in 0..<count {
            try add(Constraint(expr(lefts[k]), .equal, expr(lefts[(k + count - 1) % count]) + expr(widths[(k + count - 1) % count]) + 8,
                               priority: [1000, 750, 500, 250][k % 4]))
        }
        for j in 0..<extra {
            try add(Constraint(expr(widths[j % count]), j % 3 == 0 ? .equal : .greaterThanOrEqual, Double(20 + j % 40), priority: [999, 500, 251, 1000][j % 4]))
        }
        for constraint in optional.enumerated().sorted(by: { ($0.element.priority, $1.offset) > ($1.element.priority, $0.offset) }) {
            try solver.add(constraint.element)
        }
        XCTAssertLessThan(solver.work, AutoLayoutScene.solverWorkLimit / 5)
        // The required constraints (every fourth gap, every fourth extra width) do not conflict (j and j + 490
        // name the same label but never both at priority 1000): nothing required is broken, every required
        // gap holds, and the ring closes only because optional gaps give way.
        XCTAssertEqual(broken, 0)
        for k in stride(from: 0, to: count, by: 4) {
            let gap = solver.value(of: lefts[k]) - solver.value(of: lefts[(k + count - 1) % count]) - solver.value(of: widths[(k + count - 1) % count])
            XCTAssertEqual(gap, 8, accuracy: 1e-6, "gap \(k)")
        }
        // Around the ring the gaps add up to -Σ widths ≠ 8 × 490: some optional gap is not kept.
        let kept = (0..<count).filter { k in
            abs(solver.value(of: lefts[k]) - solver.value(of: lefts[(k + count - 1) % count]) - solver.value(of: widths[(k + count - 1) % count]) - 8) < 1e-6
        }.count
        XCTAssertLessThan(kept, count)
    }

    /// The benchmark's squeezed row (`Benchmarks/autolayout-bench.sh` part 4) at 372 labels, built as
    /// `AutoLayoutScene` builds it: labels 39pt wide chained 8pt apart from x = 20 in a root exactly as wide
    /// as they need (32 + 47n, required, the last trailing edge ≥ 20 from the root's), stays at the stored
    /// frames (priority 1), hugging 251 and compression 750 at 39; then every text changed to 140 (German)
    /// incrementally. Derived by hand: the root leaves no room, so the widths still sum to 39n; every split
    /// costs the same compression error at 750 (Σ (140 - wᵢ) = 101n) and breaks no hugging (wᵢ ≤ 140), so the
    /// priority-1 stays decide: every width 39, every left at its stored 20 + 47k (kiwisolver, strengths 1e8,
    /// 1e4, 1 for 750, 251, 1, the texts at 140 from the start, gives the same). Counted work is what
    /// the substitutions did: a listed row that lost the symbol by cancellation costs its lookup, not the
    /// whole row (charged whole, this change counted past `AutoLayoutScene.solverWorkLimit`).
    func testASqueezedRowOf372LabelsChangesToGermanInsideTheWorkLimit() throws {
        var solver = ConstraintSolver()
        solver.workLimit = AutoLayoutScene.solverWorkLimit
        let count = 372
        let rootLeft = solver.makeVariable(), rootWidth = solver.makeVariable()
        let lefts = (0..<count).map { _ in solver.makeVariable() }, widths = (0..<count).map { _ in solver.makeVariable() }
        try solver.add(Constraint(expr(rootLeft), .equal, 0))
        try solver.add(Constraint(expr(rootWidth), .equal, Double(32 + 47 * count)))
        for k in 0..<count { try solver.add(Constraint(expr(widths[k]), .greaterThanOrEqual, 0)) }
        try solver.add(Constraint(expr(lefts[0]), .equal, expr(rootLeft) + 20))
        for k in 1..<count { try solver.add(Constraint(expr(lefts[k]), .equal, expr(lefts[k - 1]) + expr(widths[k - 1]) + 8)) }
        try solver.add(Constraint(expr(rootLeft) + expr(rootWidth), .greaterThanOrEqual, expr(lefts[count - 1]) + expr(widths[count - 1]) + 20))
        var texts: [ConstraintSolver.ConstraintHandle] = []
        for k in 0..<count { texts.append(try solver.add(Constraint(expr(widths[k]), .greaterThanOrEqual, 39, priority: 750))) }
        for k in 0..<count { texts.append(try solver.add(Constraint(expr(widths[k]), .lessThanOrEqual, 39, priority: 251))) }
        for k in 0..<count {
            try solver.add(Constraint(expr(lefts[k]), .equal, Double(20 + 47 * k), priority: 1))
            try solver.add(Constraint(expr(widths[k]), .equal, 39, priority: 1))
        }
        for handle in texts { try solver.setConstant(handle, -140) }
        XCTAssertLessThan(solver.work, AutoLayoutScene.solverWorkLimit / 5)
        for k in 0..<count {
            XCTAssertEqual(solver.value(of: widths[k]), 39, accuracy: 1e-6, "width \(k)")
            XCTAssertEqual(solver.value(of: lefts[k]), Double(20 + 47 * k), accuracy: 1e-6, "left \(k)")
        }
        XCTAssertTrue(solver.indexIsConsistent())
    }

    /// The safety net: past `workLimit` tableau entries read or changed, an optimisation throws instead of
    /// going on. Every scan of the objective counts: the first optional equality's optimisation scans its two
    /// error symbols (work 2), so with a limit of 1 the second one stops.
    func testTheWorkLimitStopsTheSimplex() {
        var solver = ConstraintSolver()
        solver.workLimit = 1
        let variables = (0..<6).map { _ in solver.makeVariable() }
        var stopped: SolverError?
        do {
            for k in 1..<6 { try solver.add(Constraint(expr(variables[k]), .equal, expr(variables[k - 1]) + 1, priority: 500)) }
            try solver.add(Constraint(expr(variables[0]), .equal, 0, priority: 750))
        } catch {
            stopped = error
        }
        XCTAssertEqual(stopped, .workLimitExceeded(1))
    }

    func testInvalidPrioritiesAreRefused() {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        XCTAssertThrowsError(try solver.add(Constraint(expr(x), .equal, 1, priority: 0)))
        XCTAssertThrowsError(try solver.add(Constraint(expr(x), .equal, 1, priority: 1001)))
        XCTAssertThrowsError(try solver.add(Constraint(expr(x), .equal, .nan)))
        XCTAssertThrowsError(try solver.addEditVariable(x, priority: 1000))
    }

    /// left ≥ 0, right ≤ 100, right = left + width, width ≥ 10; `width` edited strongly, `left` weakly held at 0.
    func testEditVariableFollowsSuggestionsWithinRequiredBounds() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable(), width = solver.makeVariable(), right = solver.makeVariable()
        try solver.add(Constraint(expr(left), .greaterThanOrEqual, 0))
        try solver.add(Constraint(expr(right), .lessThanOrEqual, 100))
        try solver.add(Constraint(expr(right), .equal, expr(left) + expr(width)))
        try solver.add(Constraint(expr(width), .greaterThanOrEqual, 10))
        try solver.add(Constraint(expr(left), .equal, 0, priority: 250))
        try solver.addEditVariable(width, priority: 750)
        try solver.suggestValue(width, 40)
        XCTAssertEqual(solver.value(of: width), 40, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: right), 40, accuracy: 1e-9)
        try solver.suggestValue(width, 150)  // capped by right ≤ 100 with left ≥ 0
        XCTAssertEqual(solver.value(of: width), 100, accuracy: 1e-9)
        XCTAssertEqual(solver.value(of: left), 0, accuracy: 1e-9)
        try solver.suggestValue(width, 2)  // floored at 10
        XCTAssertEqual(solver.value(of: width), 10, accuracy: 1e-9)
        try solver.suggestValue(width, 60)
        XCTAssertEqual(solver.value(of: width), 60, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.suggestValue(left, 3)) { error in
            XCTAssertEqual(error as? SolverError, .unknownEditVariable(left))
        }
        try solver.removeEditVariable(width)
        // The edit gone, nothing holds the width but its floor and the weak left = 0; any feasible value.
        XCTAssertGreaterThanOrEqual(solver.value(of: width), 10 - 1e-9)
        XCTAssertLessThanOrEqual(solver.value(of: right), 100 + 1e-9)
    }

    func testChangingARequiredConstantIntoAConflictIsReportedAndRolledBack() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Constraint(expr(x), .lessThanOrEqual, 50))
        let floor = try solver.add(Constraint(expr(x), .greaterThanOrEqual, 10))
        try solver.add(Constraint(expr(x), .equal, 0, priority: 100))
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        try solver.setConstant(floor, -30)  // x - 30 ≥ 0
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.setConstant(floor, -60)) { error in
            guard case .unsatisfiable = error as? SolverError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(solver.value(of: x), 30, accuracy: 1e-9)
    }

    func testRemovingAConstraintReleasesItsVariables() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.add(Constraint(expr(x), .equal, 10, priority: 250))
        let strong = try solver.add(Constraint(expr(x), .greaterThanOrEqual, 40))
        XCTAssertEqual(solver.value(of: x), 40, accuracy: 1e-9)
        try solver.remove(strong)
        XCTAssertEqual(solver.value(of: x), 10, accuracy: 1e-9)
        XCTAssertThrowsError(try solver.remove(strong))
    }

    /// A row of three views between two edges whose intrinsic widths change; the incremental answer after
    /// every change must equal a solver built from scratch with the same constants (a property over a seeded
    /// pseudo-random sequence).
    func testIncrementalConstantChangesMatchAFreshSolve() throws {
        func build(_ intrinsic: [Double]) throws -> (ConstraintSolver, [Variable], [ConstraintSolver.ConstraintHandle], [ConstraintSolver.ConstraintHandle]) {
            var solver = ConstraintSolver()
            let lefts = (0..<3).map { _ in solver.makeVariable() }
            let widths = (0..<3).map { _ in solver.makeVariable() }
            try solver.add(Constraint(expr(lefts[0]), .equal, 16))
            for i in 1..<3 { try solver.add(Constraint(expr(lefts[i]), .equal, expr(lefts[i - 1]) + expr(widths[i - 1]) + 8)) }
            try solver.add(Constraint(expr(lefts[2]) + expr(widths[2]), .equal, 375 - 16))
            var hugs: [ConstraintSolver.ConstraintHandle] = [], resists: [ConstraintSolver.ConstraintHandle] = []
            let hugging: [Double] = [251, 250, 251], resistance: [Double] = [750, 749, 750]
            for i in 0..<3 {
                try solver.add(Constraint(expr(widths[i]), .greaterThanOrEqual, 0))
                hugs.append(try solver.add(Constraint(expr(widths[i]), .lessThanOrEqual, intrinsic[i], priority: hugging[i])))
                resists.append(try solver.add(Constraint(expr(widths[i]), .greaterThanOrEqual, intrinsic[i], priority: resistance[i])))
            }
            return (solver, widths, hugs, resists)
        }
        var seed: UInt64 = 42
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 33 % 1000) / Double(UInt64(1) << 31) * 250
        }
        var intrinsic: [Double] = [60, 80, 40]
        var (incremental, widths, hugs, resists) = try build(intrinsic)
        for _ in 0..<30 {
            let i = Int(next()) % 3
            intrinsic[i] = next()
            try incremental.setConstant(hugs[i], -intrinsic[i])
            try incremental.setConstant(resists[i], -intrinsic[i])
            let (fresh, freshWidths, _, _) = try build(intrinsic)
            for k in 0..<3 {
                XCTAssertEqual(incremental.value(of: widths[k]), fresh.value(of: freshWidths[k]), accuracy: 1e-6, "\(intrinsic)")
            }
            // The middle view hugs and resists least: it absorbs the slack or is squeezed first.
            let total = intrinsic.reduce(0, +) + 16
            let room = 375 - 32.0 - 16
            if total - 16 <= room {
                XCTAssertEqual(incremental.value(of: widths[0]), intrinsic[0], accuracy: 1e-6)
                XCTAssertEqual(incremental.value(of: widths[2]), intrinsic[2], accuracy: 1e-6)
            } else if intrinsic[0] + intrinsic[2] <= room {
                XCTAssertEqual(incremental.value(of: widths[1]), room - intrinsic[0] - intrinsic[2], accuracy: 1e-6)
            }
        }
    }

    /// Required constraints that phase one pivots for before it finds them impossible (a width asked for more
    /// than its required maximum, phase one first trading the width's floor slack against its ceiling) are
    /// broken, and the solver goes back to where it was: the constraints added after them behave as in a solver
    /// that never saw them (every value the same). Twelve labels chained 8 pt apart, widths 0…50 required,
    /// 30 at 750, lefts staying at their design positions at priority 1; the possible required floors (35) and
    /// the impossible ones (60) interleaved with more optional constraints.
    func testARequiredConstraintThatFailsAfterPivotsLeavesTheSolverAsIfNeverAdded() throws {
        let count = 12
        func build(withImpossible: Bool) throws -> (ConstraintSolver, [Variable], [Variable], Int) {
            var solver = ConstraintSolver()
            let lefts = (0..<count).map { _ in solver.makeVariable() }, widths = (0..<count).map { _ in solver.makeVariable() }
            var broken = 0
            func add(_ constraint: Constraint) throws {
                do { try solver.add(constraint) } catch .unsatisfiable { broken += 1 }
            }
            try add(Constraint(expr(lefts[0]), .equal, 0))
            for k in 0..<count {
                if k > 0 { try add(Constraint(expr(lefts[k]), .equal, expr(lefts[k - 1]) + expr(widths[k - 1]) + 8)) }
                try add(Constraint(expr(widths[k]), .greaterThanOrEqual, 0))
                try add(Constraint(expr(widths[k]), .lessThanOrEqual, 50))
            }
            for k in 0..<count { try add(Constraint(expr(widths[k]), .equal, 30, priority: 750)) }
            for k in stride(from: 0, to: count, by: 3) {
                if withImpossible { try add(Constraint(expr(widths[k]), .greaterThanOrEqual, 60)) }
                try add(Constraint(expr(widths[k + 1]), .greaterThanOrEqual, 35))
                if withImpossible { try add(Constraint(expr(lefts[k + 2]) + expr(widths[k + 2]), .greaterThanOrEqual, expr(lefts[k + 2]) + 51)) }
                try add(Constraint(expr(lefts[k + 2]), .equal, Double(40 * (k + 2)), priority: 1))
                XCTAssertTrue(solver.indexIsConsistent(), "after label \(k)")
            }
            for k in 0..<count { try add(Constraint(expr(widths[k]), .lessThanOrEqual, 32, priority: 500)) }
            return (solver, lefts, widths, broken)
        }
        let (solver, lefts, widths, broken) = try build(withImpossible: true)
        let (fresh, freshLefts, freshWidths, freshBroken) = try build(withImpossible: false)
        XCTAssertEqual(broken, 2 * count / 3)
        XCTAssertEqual(freshBroken, 0)
        XCTAssertTrue(solver.indexIsConsistent())
        for k in 0..<count {
            XCTAssertEqual(solver.value(of: widths[k]), fresh.value(of: freshWidths[k]), accuracy: 1e-9, "width \(k)")
            XCTAssertEqual(solver.value(of: lefts[k]), fresh.value(of: freshLefts[k]), accuracy: 1e-9, "left \(k)")
        }
        // By hand: widths at 30 (750 beats the 32 ceiling at 500 and the stays at 1), except the floors of 35.
        for k in 0..<count { XCTAssertEqual(solver.value(of: widths[k]), k % 3 == 1 ? 35 : 30, accuracy: 1e-9, "width \(k)") }
    }

    /// Changing and removing required equalities (their marker is a dummy, whose rows are found by reading
    /// every row): the answer after each change equals a solver built afresh with the same constraints. Six
    /// labels 8 pt apart from x = 16, widths 40 at 750 with distinct ceilings at 500 - k, and a required
    /// trailing edge that moves; then the edge and one gap are removed.
    func testChangingAndRemovingRequiredEqualitiesMatchesAFreshSolve() throws {
        let count = 6
        func build(edge: Double?, gapRemoved: Bool = false) throws -> (ConstraintSolver, [Variable], [Variable], ConstraintSolver.ConstraintHandle?, ConstraintSolver.ConstraintHandle?) {
            var solver = ConstraintSolver()
            let lefts = (0..<count).map { _ in solver.makeVariable() }, widths = (0..<count).map { _ in solver.makeVariable() }
            try solver.add(Constraint(expr(lefts[0]), .equal, 16))
            var gap: ConstraintSolver.ConstraintHandle?
            for k in 1..<count where !(gapRemoved && k == 3) {
                let handle = try solver.add(Constraint(expr(lefts[k]), .equal, expr(lefts[k - 1]) + expr(widths[k - 1]) + 8))
                if k == 3 { gap = handle }
            }
            for k in 0..<count {
                try solver.add(Constraint(expr(widths[k]), .greaterThanOrEqual, 0))
                try solver.add(Constraint(expr(widths[k]), .equal, 40, priority: 750 - Double(k)))
                try solver.add(Constraint(expr(lefts[k]), .equal, Double(16 + 48 * k), priority: 1))
            }
            let trailing = try edge.map { try solver.add(Constraint(expr(lefts[count - 1]) + expr(widths[count - 1]), .equal, $0)) }
            return (solver, lefts, widths, trailing, gap)
        }
        func same(_ a: ConstraintSolver, _ aVariables: [Variable], _ b: ConstraintSolver, _ bVariables: [Variable], _ what: String) {
            for k in aVariables.indices { XCTAssertEqual(a.value(of: aVariables[k]), b.value(of: bVariables[k]), accuracy: 1e-9, "\(what) \(k)") }
        }
        var (solver, lefts, widths, trailing, gap) = try build(edge: 300)
        for edge in [260.0, 330, 200, 280] {
            try solver.setConstant(trailing!, -edge)
            let (fresh, freshLefts, freshWidths, _, _) = try build(edge: edge)
            same(solver, lefts + widths, fresh, freshLefts + freshWidths, "edge \(edge)")
        }
        try solver.remove(trailing!)
        let (unpinned, unpinnedLefts, unpinnedWidths, _, _) = try build(edge: nil)
        same(solver, lefts + widths, unpinned, unpinnedLefts + unpinnedWidths, "no edge")
        for k in 0..<count { XCTAssertEqual(solver.value(of: widths[k]), 40, accuracy: 1e-9) }
        XCTAssertTrue(solver.indexIsConsistent())
        try solver.remove(gap!)
        let (loose, looseLefts, looseWidths, _, _) = try build(edge: nil, gapRemoved: true)
        same(solver, lefts + widths, loose, looseLefts + looseWidths, "no gap")
        // Label 3 is held by its stay alone: back at its design position.
        XCTAssertEqual(solver.value(of: lefts[3]), 16 + 48 * 3, accuracy: 1e-9)
    }

    /// A chain of 40 labels whose texts change one at a time, in a root too narrow for some of them: rows of
    /// later lefts hold every width before them (the short-into-long additions), and each answer equals a
    /// solver built afresh. Priorities are all distinct (compression 900 - k, hugging 300 - k), so the
    /// optimum is unique.
    func testALongChainChangedIncrementallyMatchesAFreshSolve() throws {
        let count = 40
        func build(_ intrinsic: [Double]) throws -> (ConstraintSolver, [Variable], [[ConstraintSolver.ConstraintHandle]]) {
            var solver = ConstraintSolver()
            let lefts = (0..<count).map { _ in solver.makeVariable() }, widths = (0..<count).map { _ in solver.makeVariable() }
            try solver.add(Constraint(expr(lefts[0]), .equal, 16))
            for k in 1..<count { try solver.add(Constraint(expr(lefts[k]), .equal, expr(lefts[k - 1]) + expr(widths[k - 1]) + 8)) }
            try solver.add(Constraint(expr(lefts[count - 1]) + expr(widths[count - 1]), .lessThanOrEqual, 1500))
            var handles: [[ConstraintSolver.ConstraintHandle]] = []
            for k in 0..<count {
                try solver.add(Constraint(expr(widths[k]), .greaterThanOrEqual, 0))
                handles.append([try solver.add(Constraint(expr(widths[k]), .lessThanOrEqual, intrinsic[k], priority: 300 - Double(k))),
                                try solver.add(Constraint(expr(widths[k]), .greaterThanOrEqual, intrinsic[k], priority: 900 - Double(k)))])
            }
            return (solver, widths, handles)
        }
        var seed: UInt64 = 7
        func next(_ range: ClosedRange<Double>) -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return range.lowerBound + Double(seed >> 11) / Double(UInt64(1) << 53) * (range.upperBound - range.lowerBound)
        }
        var intrinsic = (0..<count).map { _ in next(10...40) }
        var (incremental, widths, handles) = try build(intrinsic)
        for _ in 0..<25 {
            let k = Int(next(0...Double(count) - 0.001))
            intrinsic[k] = next(10...60)
            for handle in handles[k] { try incremental.setConstant(handle, -intrinsic[k]) }
            let (fresh, freshWidths, _) = try build(intrinsic)
            for i in 0..<count {
                XCTAssertEqual(incremental.value(of: widths[i]), fresh.value(of: freshWidths[i]), accuracy: 1e-6, "width \(i) after changing \(k)")
            }
            XCTAssertTrue(incremental.indexIsConsistent())
        }
    }
}
