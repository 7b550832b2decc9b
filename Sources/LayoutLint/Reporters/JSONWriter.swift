/// A small JSON writer for reports: keys in the order given (callers give them sorted), two-space
/// indentation, numbers as their shortest round-trip form with integral values written without ".0".
/// Foundation's JSONEncoder produced the same document several times slower on large reports.
/// With a `drain`, the text goes out every 64 KiB or so (after an array item), so a report of any size is
/// written without being held whole.
struct JSONWriter {
    private(set) var output = ""
    private var indent = 0
    private var first = true
    private let drain: ((String) -> Void)?

    enum Value {
        case string(String?)
        case number(Double?)
        case int(Int)
        case raw(() -> Void)
    }

    init() { drain = nil }

    private init(drain: @escaping (String) -> Void) {
        self.drain = drain
    }

    mutating func object(_ body: (inout JSONWriter) -> Void) {
        output += "{"
        indent += 1
        let outerFirst = first
        first = true
        body(&self)
        let empty = first
        first = outerFirst
        indent -= 1
        output += empty ? "}" : "\n" + String(repeating: "  ", count: indent) + "}"
    }

    private mutating func drainIfLarge() {
        guard let drain, output.utf8.count >= 1 << 16 else { return }
        drain(output)
        output.removeAll(keepingCapacity: true)
    }

    private mutating func key(_ name: String) {
        output += first ? "\n" : ",\n"
        first = false
        output += String(repeating: "  ", count: indent)
        JSONWriter.appendString(name, to: &output)
        output += ": "
    }

    mutating func field(_ name: String, _ value: String?) {
        key(name)
        if let value { JSONWriter.appendString(value, to: &output) } else { output += "null" }
    }

    mutating func field(_ name: String, number value: Double?) {
        key(name)
        output += value.map(JSONWriter.number) ?? "null"
    }

    mutating func field(_ name: String, int value: Int) {
        key(name)
        output += String(value)
    }

    mutating func field(_ name: String, bool value: Bool) {
        key(name)
        output += value ? "true" : "false"
    }

    mutating func field(_ name: String, object body: ((inout JSONWriter) -> Void)?) {
        key(name)
        if let body { object(body) } else { output += "null" }
    }

    mutating func field<T>(_ name: String, array items: [T], _ body: (inout JSONWriter, T) -> Void) {
        key(name)
        guard !items.isEmpty else { output += "[]"; return }
        output += "["
        indent += 1
        for (index, item) in items.enumerated() {
            output += (index == 0 ? "\n" : ",\n") + String(repeating: "  ", count: indent)
            body(&self, item)
            drainIfLarge()
        }
        indent -= 1
        output += "\n" + String(repeating: "  ", count: indent) + "]"
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func appendString(_ text: String, to output: inout String) {
        output += "\""
        // Most texts need no escape: one pass over the bytes, then one append.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            output += text
            output += "\""
            return
        }
        var plainStart = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let escaped: String? = switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: scalar.value < 0x20 ? "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16) : nil
            }
            if let escaped {
                output += String(scalars[plainStart..<index])
                output += escaped
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        output += String(scalars[plainStart..<scalars.endIndex])
        output += "\""
    }
}

extension JSONWriter {
    static func location(_ location: SourceLocation) -> (inout JSONWriter) -> Void {
        { w in
            w.field("column", int: location.column)
            w.field("file", location.file)
            w.field("line", int: location.line)
        }
    }

    /// A finding with its keys sorted; context fields that do not apply are null; `text` and
    /// `visibleText` are left out when absent.
    mutating func finding(_ f: Finding) {
        object { w in
            w.field("element", f.element)
            if let fixes = f.fixes {
                w.field("fixes", array: fixes) { w, fix in
                    w.object { w in
                        w.field("deleted", fix.deleted)
                        w.field("inserted", fix.inserted)
                        w.field("location", object: JSONWriter.location(fix.location))
                    }
                }
            }
            w.field("key", f.key)
            if let keys = f.keys { w.field("keys", array: keys) { w, key in JSONWriter.appendString(key, to: &w.output) } }
            w.field("layoutLocation", object: f.layoutLocation.map(JSONWriter.location))
            w.field("locale", f.locale)
            w.field("locales", array: f.locales) { w, locale in JSONWriter.appendString(locale, to: &w.output) }
            w.field("location", object: JSONWriter.location(f.location))
            w.field("measurements", object: f.measurements.map { numbers in
                { w in for (name, value) in numbers.sorted(by: { $0.key < $1.key }) { w.field(name, number: value) } }
            })
            w.field("message", f.message)
            let written = f.reportedTemplates
            if let written { w.field("messageTemplate", written.message) }
            if let paired = f.pairedElement { w.field("pairedElement", paired) }
            if let parts = f.perKey {
                w.field("perKey", array: parts) { w, part in
                    w.object { w in
                        w.field("element", part.element)
                        w.field("key", part.key)
                        w.field("layoutLocation", object: part.layoutLocation.map(JSONWriter.location))
                        w.field("location", object: JSONWriter.location(part.location))
                        w.field("message", part.message)
                        w.field("screen", part.screen)
                        w.field("screens", array: part.screens) { w, screen in JSONWriter.appendString(screen, to: &w.output) }
                        w.field("suggestion", part.suggestion)
                        if let text = part.text { w.field("text", text) }
                        w.field("variant", part.variant)
                    }
                }
            }
            if let parts = f.perLocale {
                w.field("perLocale", array: parts) { w, part in
                    w.object { w in
                        if let fixes = part.fixes {
                            w.field("fixes", array: fixes) { w, fix in
                                w.object { w in
                                    w.field("deleted", fix.deleted)
                                    w.field("inserted", fix.inserted)
                                    w.field("location", object: JSONWriter.location(fix.location))
                                }
                            }
                        }
                        w.field("locale", part.locale)
                        w.field("locales", array: part.locales) { w, locale in JSONWriter.appendString(locale, to: &w.output) }
                        w.field("location", object: JSONWriter.location(part.location))
                        w.field("measurements", object: part.measurements.map { numbers in
                            { w in for (name, value) in numbers.sorted(by: { $0.key < $1.key }) { w.field(name, number: value) } }
                        })
                        w.field("message", part.message)
                        let written = part.written?.reported
                        if let written { w.field("messageTemplate", written.message) }
                        w.field("severity", part.severity.rawValue)
                        w.field("sizeCategories", array: part.sizeCategories) { w, category in JSONWriter.appendString(category, to: &w.output) }
                        w.field("sizeCategory", part.sizeCategory)
                        w.field("suggestion", part.suggestion)
                        if let template = written?.suggestion { w.field("suggestionTemplate", template) }
                        if let text = part.text { w.field("text", text) }
                        w.field("variant", part.variant)
                        if let visible = part.visibleText { w.field("visibleText", visible) }
                    }
                }
            }
            w.field("rule", f.rule)
            w.field("screen", f.screen)
            w.field("screens", array: f.screens) { w, screen in JSONWriter.appendString(screen, to: &w.output) }
            w.field("severity", f.severity.rawValue)
            w.field("sizeCategories", array: f.sizeCategories) { w, category in JSONWriter.appendString(category, to: &w.output) }
            w.field("sizeCategory", f.sizeCategory)
            if let texts = f.sourceTexts { w.field("sourceTexts", array: texts) { w, text in JSONWriter.appendString(text, to: &w.output) } }
            w.field("suggestion", f.suggestion)
            if let template = written?.suggestion { w.field("suggestionTemplate", template) }
            w.field("table", f.table)
            if let text = f.text { w.field("text", text) }
            w.field("variant", f.variant)
            if let visible = f.visibleText { w.field("visibleText", visible) }
        }
    }

    static func report(_ report: LintReport) -> String {
        var writer = JSONWriter()
        writer.writeReport(report)
        return writer.output
    }

    /// The bytes of `report(_:)`, written to `stream` as they are produced.
    static func write<Output: TextOutputStream>(_ report: LintReport, to stream: inout Output) {
        let destination = StreamBox(stream)
        var writer = JSONWriter(drain: { destination.stream.write($0) })
        writer.writeReport(report)
        destination.stream.write(writer.output)
        stream = destination.stream
    }

    private mutating func writeReport(_ report: LintReport) {
        object { w in
            if let baseline = report.baseline { w.field("baseline", object: JSONWriter.baseline(baseline)) }
            w.field("findings", array: report.findings) { w, finding in w.finding(finding) }
            if let scope = report.scope { w.field("scope", object: JSONWriter.scope(scope)) }
            w.field("summary", object: { w in
                if let coverage = report.summary.coverage { w.field("coverage", object: JSONWriter.coverage(coverage)) }
                w.field("errors", int: report.summary.errors)
                w.field("labelsChecked", int: report.summary.labelsChecked)
                w.field("measurements", int: report.summary.measurements)
                w.field("notes", int: report.summary.notes)
                w.field("warnings", int: report.summary.warnings)
            })
            w.field("version", int: report.version)
        }
        output += "\n"
    }
}

/// The stream a draining `JSONWriter` writes to, held while the writer runs.
private final class StreamBox<Output: TextOutputStream> {
    var stream: Output
    init(_ stream: Output) { self.stream = stream }
}

extension JSONWriter {
    /// `summary.coverage`; keys sorted, skip reasons sorted.
    static func coverage(_ coverage: Coverage) -> (inout JSONWriter) -> Void {
        { w in
            if !coverage.catalogsNotSentForTranslation.isEmpty {
                w.field("catalogsNotSentForTranslation", array: coverage.catalogsNotSentForTranslation) { w, path in JSONWriter.appendString(path, to: &w.output) }
            }
            if !coverage.catalogsNeverShown.isEmpty {
                w.field("catalogsNeverShown", array: coverage.catalogsNeverShown) { w, path in JSONWriter.appendString(path, to: &w.output) }
            }
            if !coverage.catalogsNotBuilt.isEmpty {
                w.field("catalogsNotBuilt", array: coverage.catalogsNotBuilt) { w, path in JSONWriter.appendString(path, to: &w.output) }
            }
            if !coverage.catalogsNotRead.isEmpty {
                w.field("catalogsNotRead", array: coverage.catalogsNotRead) { w, path in JSONWriter.appendString(path, to: &w.output) }
            }
            w.field("catalogsNotShipped", array: coverage.catalogsNotShipped) { w, path in JSONWriter.appendString(path, to: &w.output) }
            if !coverage.catalogsShadowed.isEmpty {
                w.field("catalogsShadowed", object: { w in
                    for (path, winner) in coverage.catalogsShadowed.sorted(by: { $0.key < $1.key }) { w.field(path, winner) }
                })
            }
            w.field("completeness", array: coverage.completeness) { w, row in
                w.object { w in
                    w.field("locale", row.locale)
                    w.field("missing", int: row.missing)
                    w.field("values", int: row.values)
                }
            }
            if let pairs = coverage.hierarchyPairs {
                w.field("hierarchyPairs", object: { w in
                    w.field("checked", int: pairs.checked)
                    w.field("checkedByScreen", object: { w in
                        for (screen, count) in pairs.checkedByScreen.sorted(by: { $0.key < $1.key }) { w.field(screen, int: count) }
                    })
                    w.field("skipped", object: { w in
                        for (reason, count) in pairs.skipped.sorted(by: { $0.key < $1.key }) { w.field(reason, int: count) }
                    })
                })
            }
            w.field("keys", int: coverage.keys)
            w.field("keysCatalogOnly", int: coverage.keysCatalogOnly)
            w.field("keysLaidOut", int: coverage.keysLaidOut)
            if !coverage.keysNotLaidOut.isEmpty {
                w.field("keysNotLaidOut", object: { w in
                    for (reason, count) in coverage.keysNotLaidOut.sorted(by: { $0.key < $1.key }) { w.field(reason, int: count) }
                })
            }
            if !coverage.keysNotLaidOutByTable.isEmpty {
                w.field("keysNotLaidOutByTable", object: { w in
                    for (table, keys) in coverage.keysNotLaidOutByTable.sorted(by: { $0.key < $1.key }) {
                        w.field(table, object: { w in
                            for (key, reason) in keys.sorted(by: { $0.key < $1.key }) { w.field(key, reason) }
                        })
                    }
                })
            }
            if !coverage.keysNotToTranslate.isEmpty {
                w.field("keysNotToTranslate", object: { w in
                    for (reason, count) in coverage.keysNotToTranslate.sorted(by: { $0.key < $1.key }) { w.field(reason, int: count) }
                })
            }
            if coverage.keysUnreferenced > 0 { w.field("keysUnreferenced", int: coverage.keysUnreferenced) }
            w.field("keysUnused", int: coverage.keysUnused)
            w.field("locales", array: coverage.locales) { w, locale in JSONWriter.appendString(locale, to: &w.output) }
            if !coverage.measuredWithStandIn.isEmpty {
                w.field("measuredWithStandIn", object: { w in
                    for (reason, count) in coverage.measuredWithStandIn.sorted(by: { $0.key < $1.key }) { w.field(reason, int: count) }
                })
            }
            if !coverage.localesDropped.isEmpty {
                w.field("localesDropped", object: { w in
                    for (locale, reason) in coverage.localesDropped.sorted(by: { $0.key < $1.key }) { w.field(locale, reason) }
                })
            }
            w.field("localesNotShipped", array: coverage.localesNotShipped) { w, locale in JSONWriter.appendString(locale, to: &w.output) }
            w.field("shippedLocalesDeclaredIn", array: coverage.shippedLocalesDeclaredIn) { w, file in JSONWriter.appendString(file, to: &w.output) }
            if !coverage.localeFiltersUndecided.isEmpty {
                w.field("localeFiltersUndecided", array: coverage.localeFiltersUndecided) { w, item in JSONWriter.appendString(item, to: &w.output) }
            }
            if !coverage.shippedLocalesUndecidedBy.isEmpty {
                w.field("shippedLocalesUndecidedBy", array: coverage.shippedLocalesUndecidedBy) { w, file in JSONWriter.appendString(file, to: &w.output) }
            }
            w.field("skipped", object: { w in
                for (reason, count) in coverage.skipped.sorted(by: { $0.key < $1.key }) { w.field(reason, int: count) }
            })
            if !coverage.skippedInLocales.isEmpty {
                w.field("skippedInLocales", object: { w in
                    for (reason, count) in coverage.skippedInLocales.sorted(by: { $0.key < $1.key }) { w.field(reason, int: count) }
                })
            }
            if !coverage.tableSourceLocales.isEmpty {
                w.field("tableSourceLocales", object: { w in
                    for (table, source) in coverage.tableSourceLocales.sorted(by: { $0.key < $1.key }) { w.field(table, source) }
                })
            }
            if !coverage.tablesReadUndecided.isEmpty {
                w.field("tablesReadUndecided", array: coverage.tablesReadUndecided) { w, path in JSONWriter.appendString(path, to: &w.output) }
            }
            if coverage.tablesUndecidedLeftOut {
                w.field("tablesUndecidedLeftOut", bool: true)
            }
            w.field("uiElements", int: coverage.uiElements)
            w.field("uiElementsChecked", int: coverage.uiElementsChecked)
        }
    }

    /// `scope` of a report over part of the project (`--shard`, `--changed-since`); keys sorted.
    static func scope(_ scope: ReportScope) -> (inout JSONWriter) -> Void {
        { w in
            if let ref = scope.changedSince { w.field("changedSince", ref) }
            if let shard = scope.shard { w.field("shard", shard) }
        }
    }

    /// `baseline` of a report a baseline was applied to; `gone` is absent for a partial run.
    static func baseline(_ status: BaselineStatus) -> (inout JSONWriter) -> Void {
        { w in
            w.field("file", status.file)
            if let gone = status.gone {
                w.field("gone", array: gone) { w, entry in
                    w.object { w in
                        w.field("fingerprint", object: { w in
                            let f = entry.fingerprint
                            w.field("element", f.element)
                            if let file = f.file { w.field("file", file) }
                            w.field("key", f.key)
                            w.field("locale", f.locale)
                            if let message = f.message { w.field("message", message) }
                            w.field("rule", f.rule)
                            w.field("screen", f.screen)
                            w.field("sizeCategory", f.sizeCategory)
                            w.field("table", f.table)
                            w.field("variant", f.variant)
                        })
                        w.field("hash", entry.hash)
                        w.field("location", object: JSONWriter.location(entry.location))
                        w.field("message", entry.message)
                        w.field("severity", entry.severity.rawValue)
                    }
                }
            }
            w.field("known", int: status.known)
        }
    }
}
