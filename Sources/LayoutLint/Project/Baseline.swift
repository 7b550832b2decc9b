import Foundation

/// Findings accepted as they are (`--write-baseline FILE`), so that CI fails only on new ones
/// (`--baseline FILE`). Entries are matched by `Fingerprint`, which does not contain line numbers: moving
/// a value or an element in its file keeps it matched. Identical fingerprints are counted: a baseline with
/// one entry accepts one such finding, not two.
///
/// ```json
/// { "version": 1,
///   "findings": [ { "fingerprint": { "rule": "truncation", "table": "Localizable", "key": "onboarding.title",
///                                    "locale": "de", "variant": null, "screen": "Onboarding",
///                                    "element": "title", "sizeCategory": "L" },
///                   "hash": "9b0c…", "severity": "error", "location": { "file": …, "line": 12, "column": 20 },
///                   "message": "…" } ] }
/// ```
/// `hash`, `severity`, `location` and `message` are for people reading the file (and reports of entries
/// that are gone); only `fingerprint` is matched.
public struct Baseline: Codable, Sendable, Equatable {
    public static let currentVersion = 1

    public struct Entry: Codable, Sendable, Equatable {
        public var fingerprint: Fingerprint
        public var hash: String
        public var severity: Severity
        public var location: SourceLocation
        public var message: String

        public init(_ finding: Finding) {
            fingerprint = finding.fingerprint
            hash = fingerprint.hash
            severity = finding.severity
            location = finding.location
            message = finding.message
        }

        /// `rule · key · locale · variant · screen/element · size` for listings.
        public var title: String {
            let f = fingerprint
            var parts = [f.rule]
            if let key = f.key { parts.append(key) }
            if let locale = f.locale { parts.append(locale) }
            if let variant = f.variant { parts.append(variant) }
            if let screen = f.screen { parts.append(f.element.map { "\(screen)/\($0)" } ?? screen) }
            else if let element = f.element { parts.append(element) }
            if let size = f.sizeCategory { parts.append(size) }
            if f.key == nil && f.element == nil, let file = f.file { parts.append(file) }
            return parts.joined(separator: " · ")
        }
    }

    public var version: Int
    public var findings: [Entry]

    /// One entry per finding a report's finding stands for (each locale and screen of a group: `members`), so
    /// a group that later gains or loses a locale is matched locale by locale.
    public init(findings: [Finding]) {
        version = Self.currentVersion
        self.findings = FindingGroups.expand(findings).sorted(by: Finding.reportOrder).map(Entry.init)
    }

    /// The file's bytes: keys sorted, two-space indentation, entries in report order.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Baselines (and JSON reports read as one) larger than this are refused: about 450,000 entries, ten
    /// times the findings of the largest app checked so far, read and compared in about 2.1 times the file's
    /// size in memory (`make bench`). A 2.3 GB file of 4.16M entries took 13.8 GB.
    public static let maximumFileSize = 256 << 20

    public static func load(path: String) throws(LayoutLintError) -> Baseline {
        switch BoundedFile.read(path, limit: maximumFileSize) {
        case .success(let bytes): return try decode(bytes, file: path)
        case .failure(.notFound): throw .pathNotFound(path)
        case .failure(let failure): throw .unreadable(path: path, reason: failure.description(what: "baselines"))
        }
    }

    /// A baseline file's bytes, or a JSON report's (`check --format json`, as `report --baseline` takes):
    /// its findings. Errors say file:line:column.
    public static func decode(_ data: Data, file path: String) throws(LayoutLintError) -> Baseline {
        try decode([UInt8](data), file: path)
    }

    public static func decode(_ bytes: [UInt8], file path: String) throws(LayoutLintError) -> Baseline {
        let baseline: Baseline
        if let scanned = scanned(bytes), scanned.version == currentVersion { return scanned }
        let data = Data(bytes)
        do {
            baseline = try JSONFileDecoding.decode(Baseline.self, from: data, file: path, what: "a layoutlint baseline or JSON report")
        } catch {
            if let report = try? JSONReporter.decode(data, file: path) {
                guard report.scope?.isComplete ?? true else {
                    throw .unusable("\(path): the JSON report covers part of the project (--shard / --changed-since); a baseline needs a whole-project report")
                }
                return Baseline(findings: report.findings)
            }
            throw error
        }
        guard baseline.version == currentVersion else {
            throw .unreadable(path: path, reason: "baseline version \(baseline.version) is not supported; this layoutlint reads version \(currentVersion)")
        }
        return baseline
    }

    /// Writes the file atomically: into a temporary file beside it, flushed, then renamed over the old one,
    /// so a reader (or a build killed half-way) sees the old baseline or the new one, never a mix.
    public func write(to path: String) throws(LayoutLintError) {
        let data: Data
        do { data = try encoded() } catch { throw .unwritable(path: path, reason: "\(error)") }
        try AtomicFile.write(data, to: path)
    }

    /// Splits a run's findings into new ones (not in the baseline) and known ones, and lists the entries
    /// that no longer occur. A group is compared member by member (`Finding.members`): the members the
    /// baseline knows are known (and counted in `known`), the others are grouped again as the new finding. `complete` is false for a run that did not cover the whole project
    /// (`--changed-since`, one shard): then nothing can be said to be gone and `gone` is nil.
    public func compare(_ findings: [Finding], file: String, complete: Bool) -> (new: [Finding], status: BaselineStatus) {
        // Counted by the run's fingerprints, not the baseline's: a run has far fewer findings than a baseline
        // may hold entries, and a dictionary of 400,000 fingerprints was the largest part of its memory.
        let expanded = FindingGroups.expand(findings).sorted(by: Finding.reportOrder)
        var inBaseline: [Fingerprint: Int] = [:]
        for finding in expanded { inBaseline[finding.fingerprint] = 0 }
        for entry in self.findings {
            if let count = inBaseline[entry.fingerprint] { inBaseline[entry.fingerprint] = count + 1 }
        }
        // The first findings of a fingerprint, in report order, are the known ones.
        var unmatched = inBaseline
        var new: [Finding] = []
        var known = 0
        for finding in expanded {
            let fingerprint = finding.fingerprint
            if let count = unmatched[fingerprint], count > 0 {
                unmatched[fingerprint] = count - 1
                known += 1
            } else {
                new.append(finding)
            }
        }
        var gone: [Entry]?
        if complete {
            // The first entries of a fingerprint are the ones matched (`known` of them); the last ones, and every
            // entry of a fingerprint the run does not have, are gone.
            var matched = inBaseline
            for (fingerprint, count) in inBaseline { matched[fingerprint] = count - (unmatched[fingerprint] ?? 0) }
            var left: [Entry] = []
            for entry in self.findings {
                if let count = matched[entry.fingerprint], count > 0 {
                    matched[entry.fingerprint] = count - 1
                } else {
                    left.append(entry)
                }
            }
            gone = left
        }
        return (FindingGroups.group(new), BaselineStatus(file: file, known: known, gone: gone))
    }

    static func describe(_ error: Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context): return "missing \(path(context.codingPath + [key]))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath.isEmpty ? context.debugDescription : "bad value at \(path(context.codingPath))"
        @unknown default: return "\(error)"
        }
    }

    static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}

/// What a baseline did to a report: how many known findings it hid, and which of its entries no longer
/// occur (nil when the run covered only part of the project).
public struct BaselineStatus: Codable, Sendable, Equatable {
    public var file: String
    public var known: Int
    public var gone: [Baseline.Entry]?

    public init(file: String, known: Int, gone: [Baseline.Entry]?) {
        self.file = file
        self.known = known
        self.gone = gone
    }

    /// Lines for the text report (before its summary line).
    public var textLines: [String] {
        var lines = ["baseline \(file): \(known) known finding\(known == 1 ? "" : "s") not shown"]
        if let gone {
            if gone.isEmpty {
                lines[0] += "; every entry still occurs"
            } else {
                lines[0] += "; \(gone.count) no longer occur\(gone.count == 1 ? "s" : "") (update the baseline with --write-baseline):"
                lines += gone.map { "  gone: \($0.title) (was \($0.location))" }
            }
        } else {
            lines[0] += " (entries that no longer occur are listed only for a run over the whole project)"
        }
        return lines
    }
}

extension LintReport {
    /// The report with only the findings the baseline does not know, and the baseline's status.
    public func applying(_ baseline: Baseline, file: String) -> LintReport {
        let (new, status) = baseline.compare(findings, file: file, complete: scope?.isComplete ?? true)
        var report = LintReport(findings: new, labelsChecked: summary.labelsChecked, measurements: summary.measurements)
        report.scope = scope
        report.baseline = status
        report.summary.coverage = summary.coverage
        report.checks = checks
        return report
    }
}
