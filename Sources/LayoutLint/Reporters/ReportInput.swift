import Foundation

/// Reading a JSON report back (`layoutlint report --baseline FILE`) with errors a user can act on:
/// `file:line:col: error: …` at the offending value, never Swift's `DecodingError` text.
public enum ReportInput {
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public var location: SourceLocation
        public var message: String
        public var description: String { "\(location): error: \(message)" }
    }

    public static func read(path: String) throws(Problem) -> LintReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(location: SourceLocation(file: path, line: 1, column: 1), message: "cannot read the file")
        }
        return try decode(data, file: path)
    }

    public static func decode(_ data: Data, file: String) throws(Problem) -> LintReport {
        let bytes = [UInt8](data)
        let text = SourceText(path: file, utf8: bytes)
        let root: JSONNode
        do {
            guard String(validating: bytes, as: UTF8.self) != nil else {
                throw Problem(location: text.location(at: 0), message: "not UTF-8 text; expected a JSON report of `layoutlint check --format json`")
            }
            root = try JSONScanner.parse(bytes)
        } catch let error as JSONSyntaxError {
            throw Problem(location: text.location(at: error.offset), message: "malformed JSON: \(error.message)")
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(location: text.location(at: 0), message: "malformed JSON")
        }
        guard case .object(let members) = root.value, members.contains(where: { $0.key == "findings" }) else {
            throw Problem(location: text.location(at: root.offset),
                          message: "not a layoutlint JSON report (no `findings`); write one with `layoutlint check --format json`")
        }
        do {
            return try JSONReporter.decode(data)
        } catch let error as DecodingError {
            let (path, message) = describe(error)
            let node = locate(path, in: root)
            let keyPath = path.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            let shownPath = keyPath.hasPrefix(".") ? String(keyPath.dropFirst()) : keyPath
            throw Problem(location: text.location(at: node.offset), message: (shownPath.isEmpty ? "" : "\(shownPath): ") + message)
        } catch {
            throw Problem(location: text.location(at: 0), message: "not a layoutlint JSON report")
        }
    }

    static func describe(_ error: DecodingError) -> ([CodingKey], String) {
        switch error {
        case .typeMismatch(let type, let context): return (context.codingPath, "expected \(ProjectConfig.typeName(type))")
        case .valueNotFound(let type, let context): return (context.codingPath, "expected \(ProjectConfig.typeName(type)), found null")
        case .keyNotFound(let key, let context): return (context.codingPath, "missing `\(key.stringValue)`")
        case .dataCorrupted(let context):
            let reason = context.debugDescription.hasPrefix("Cannot initialize") ? "a value this version does not know" : context.debugDescription
            return (context.codingPath, reason)
        @unknown default: return ([], "not a layoutlint JSON report")
        }
    }

    /// The node at `path`, or the deepest one found on the way.
    static func locate(_ path: [CodingKey], in root: JSONNode) -> JSONNode {
        var node = root
        for key in path {
            switch node.value {
            case .object(let members):
                guard let member = members.first(where: { $0.key == key.stringValue }) else { return node }
                node = member.value
            case .array(let items):
                guard let index = key.intValue ?? Int(key.stringValue), index < items.count else { return node }
                node = items[index]
            default:
                return node
            }
        }
        return node
    }
}

/// "Did you mean" for names a user types (subcommands, text styles, options).
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, when close enough to be a likely typo.
    public static func closest(_ word: String, among candidates: [String]) -> String? {
        LayoutLint.closest(word, among: candidates)
    }
}
