import XCTest
@testable import LayoutLint

/// Small systems whose expected values were solved independently with kiwisolver 1.5.1 (the Cassowary
/// implementation of nucleic/kiwi), by `scripts/solver-kiwi-expectations.py`: priorities there are kiwi
/// strengths 1e8 (750), 1e6 (500), 1e4 (251), 1e2 (250), 1 (priority 1), 2 (the probe). Every error in these
/// systems is below 100, so kiwi's weighted objective orders the levels as strict priorities do, and each
/// expected value is the system's unique optimum.
final class ConstraintSolverKiwiTests: XCTestCase {
    private func expr(_ v: Variable) -> LinearExpression { v.expression }

    /// Four labels chained 8pt apart from x = 10, the last one's trailing edge at most 190 (required), each
    /// width ≥ 0 and ≥ its text (60, 50, 70, 40) at `compression`, optionally ≤ its text at `hugging`.
    private struct Row {
        var solver = ConstraintSolver()
        var lefts: [Variable] = []
        var widths: [Variable] = []

        init(intrinsic: [Double], compression: [Double], hugging: [Double]? = nil, stays: [Double?] = []) throws {
            lefts = intrinsic.map { _ in solver.makeVariable() }
            widths = intrinsic.map { _ in solver.makeVariable() }
            try solver.add(Constraint(lefts[0].expression, .equal, 10))
            for k in 1..<intrinsic.count {
                try solver.add(Constraint(lefts[k].expression, .equal, lefts[k - 1].expression + widths[k - 1].expression + 8))
            }
            try solver.add(Constraint(lefts.last!.expression + widths.last!.expression, .lessThanOrEqual, 190))
            for k in intrinsic.indices {
                try solver.add(Constraint(widths[k].expression, .greaterThanOrEqual, 0))
                try solver.add(Constraint(widths[k].expression, .greaterThanOrEqual, intrinsic[k], priority: compression[k]))
                if let hugging { try solver.add(Constraint(widths[k].expression, .lessThanOrEqual, intrinsic[k], priority: hugging[k])) }
                if k < stays.count, let stay = stays[k] { try solver.add(Constraint(widths[k].expression, .equal, stay, priority: 1)) }
            }
        }

        func values(_ variables: [Variable]) -> [Double] { variables.map { solver.value(of: $0) } }
    }

    private func assertEqual(_ got: [Double], _ want: [Double], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(got.count, want.count, what, file: file, line: line)
        for (k, (g, w)) in zip(got, want).enumerated() { XCTAssertEqual(g, w, accuracy: 1e-9, "\(what) \(k)", file: file, line: line) }
    }

    /// kiwisolver: widths [60, 50, 46, 0], lefts [10, 78, 136, 190] (the 64pt that do not fit are taken from
    /// the weakest compression first: label 3 at 250 gives all 40, label 2 at 251 the other 24).
    func testASqueezedRowGivesWayWeakestFirst() throws {
        let row = try Row(intrinsic: [60, 50, 70, 40], compression: [750, 500, 251, 250], hugging: [250, 250, 250, 250])
        assertEqual(row.values(row.widths), [60, 50, 46, 0], "width")
        assertEqual(row.values(row.lefts), [10, 78, 136, 190], "left")
    }

    /// Labels 1 and 2 tie at 500; a priority-1 stay holds label 1 at 30. kiwisolver: widths [60, 30, 66, 0],
    /// lefts [10, 78, 116, 190].
    func testATieIsBrokenByTheWeakestLevel() throws {
        let row = try Row(intrinsic: [60, 50, 70, 40], compression: [750, 500, 500, 250], stays: [nil, 30])
        assertEqual(row.values(row.widths), [60, 30, 66, 0], "width")
        assertEqual(row.values(row.lefts), [10, 78, 116, 190], "left")
    }

    /// The probe `AutoLayoutScene.undecidedWidth` runs: the tied system above with its priority-1
    /// constraints removed (`removeConstraints(atOrBelow: 1.5)`), then a label's width ≥ its text at 1.5. kiwisolver (the system without the stay, the probe at
    /// strength 2): probing label 1 gives widths [60, 50, 46, 0]; probing label 2 gives [60, 26, 70, 0]. The
    /// stronger levels' answer is the same as with the stay re-optimised after the probe (checked too).
    func testAProbeWithoutTheWeakestLevelFindsHowFarTheStrongerLevelsLetAWidthGo() throws {
        let row = try Row(intrinsic: [60, 50, 70, 40], compression: [750, 500, 500, 250], stays: [nil, 30])
        for (label, text, want) in [(1, 50.0, [60.0, 50, 46, 0]), (2, 70.0, [60.0, 26, 70, 0])] {
            var probe = row.solver
            try probe.removeConstraints(atOrBelow: 1.5)
            XCTAssertEqual(probe.constraintCount, row.solver.constraintCount - 1)
            try probe.add(Constraint(row.widths[label].expression, .greaterThanOrEqual, text, priority: 1.5))
            assertEqual(row.widths.map { probe.value(of: $0) }, want, "probe \(label) width")
            var full = row.solver
            try full.add(Constraint(row.widths[label].expression, .greaterThanOrEqual, text, priority: 1.5))
            XCTAssertEqual(full.value(of: row.widths[label]), want[label], accuracy: 1e-9, "probe \(label) with the stays")
            XCTAssertTrue(probe.indexIsConsistent())
        }
        // The solved system itself is unchanged by its copies' probes.
        assertEqual(row.values(row.widths), [60, 30, 66, 0], "width")
    }
}
