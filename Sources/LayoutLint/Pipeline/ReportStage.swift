/// Stage 8, report: the findings in report order with their counts, the coverage, the scope of the run, and
/// every label laid out (for the test-case formats). The reporters (`Reporters/`) write it.
struct ReportStage: Sendable {
    let scope: LintScope
    /// Symbolic links under an input folder that lead out of it, not followed (`FolderWalk`).
    let linksNotFollowed: [String]

    func run(_ findings: consuming [Finding], results: RuleStage.Results) -> LintReport {
        var report = LintReport(findings: findings, labelsChecked: results.checked.count, measurements: results.measurements)
        report.scope = scope.reportScope
        var coverage = results.coverage
        if !linksNotFollowed.isEmpty { coverage.skipped[Linter.linkOutsideReason] = linksNotFollowed.count }
        report.summary.coverage = coverage
        report.checks = CheckedLabel.list(results.checked)
        return report
    }
}
