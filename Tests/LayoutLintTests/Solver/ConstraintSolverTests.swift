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
}
