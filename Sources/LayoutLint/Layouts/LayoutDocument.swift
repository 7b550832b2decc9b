import Foundation
import Yams

/// A layout file's YAML node tree, composed so that one bad spot never drops the whole file.
///
/// - `.json` layouts are strict JSON (RFC 8259, `JSONScanner`): a trailing comma or a comment is an error
///   at its line:column, as JSON tools say, instead of being accepted because JSON happens to be YAML.
/// - A key given twice in one mapping is kept in the tree (libyaml refuses the whole document with a
///   position of its own choosing): the reader then reports the repeated key at its own line:column and
///   keeps the first value. To get libyaml to compose the tree, each repeated key is renamed in the text to
///   a placeholder of the same length in Unicode scalars (so every line:column stays the same) and
///   renamed back in the tree.
enum LayoutDocument {
    struct Failure: Error {
        var message: String
        var location: SourceLocation
    }

    /// At most this many repeated keys are recovered; beyond it the file is reported as a whole.
    static let maximumRepeatedKeys = 64
    /// Node visits allowed when renaming placeholders back (aliases can make a small text a huge tree).
    static let maximumVisits = 1_000_000

    static func compose(_ text: String, file: String) throws(Failure) -> Node? {
        var text = text
        var placeholders: [String: String] = [:]
        if file.lowercased().hasSuffix(".json") {
            let bytes = Array(text.utf8)
            let root: JSONNode
            do {
                root = try JSONScanner.parse(bytes)
            } catch {
                let source = SourceText(path: file, utf8: bytes)
                throw Failure(message: "malformed JSON: \(error.message)", location: source.location(at: error.offset))
            }
            var repeated: [Int] = []
            collectRepeatedKeys(root, into: &repeated)
            if !repeated.isEmpty {
                var edited = bytes
                // From the end, so earlier offsets stay valid.
                for offset in repeated.sorted(by: >).prefix(maximumRepeatedKeys) {
                    guard let end = stringEnd(edited, from: offset) else { continue }
                    let raw = String(decoding: edited[(offset + 1)..<end], as: UTF8.self)
                    let key = (try? JSONScanner.parse(Array(edited[offset...end])))
                        .flatMap { node -> String? in if case .string(let s) = node.value { s } else { nil } } ?? raw
                    let placeholder = makePlaceholder(scalars: raw.unicodeScalars.count, number: placeholders.count)
                    placeholders[placeholder] = key
                    edited.replaceSubrange((offset + 1)..<end, with: Array(placeholder.utf8))
                }
                text = String(decoding: edited, as: UTF8.self)
            }
        }
        for _ in 0...maximumRepeatedKeys {
            do {
                let node = try Yams.compose(yaml: text)
                guard let node, !placeholders.isEmpty else { return node }
                var visits = 0
                guard let restored = restore(node, placeholders, visits: &visits) else {
                    throw Failure(message: "the document expands to more than \(maximumVisits) nodes (aliases)",
                                  location: SourceLocation(file: file, line: 1, column: 1))
                }
                return restored
            } catch let error as YamlError {
                guard case let .duplicatedKeysInMapping(duplicates, context) = error, let key = duplicates.first,
                      placeholders.count < maximumRepeatedKeys,
                      let renamed = rename(key, at: context.mark, in: text, number: placeholders.count) else {
                    throw failure(error, file: file)
                }
                text = renamed.text
                placeholders[renamed.placeholder] = key
            } catch let error as Failure {
                throw error
            } catch {
                throw Failure(message: "cannot parse the file: \(error)", location: SourceLocation(file: file, line: 1, column: 1))
            }
        }
        throw Failure(message: "more than \(maximumRepeatedKeys) repeated keys", location: SourceLocation(file: file, line: 1, column: 1))
    }

    static func failure(_ error: YamlError, file: String) -> Failure {
        if case let .duplicatedKeysInMapping(duplicates, context) = error {
            // Yams' own message quotes the whole document.
            return Failure(message: "repeated key\(duplicates.count == 1 ? "" : "s") \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) in one mapping",
                           location: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
        }
        let (location, problem) = LayoutReader.problem(error, file: file)
        return Failure(message: "malformed YAML: \(problem)", location: location)
    }

    /// Byte offsets of the opening quotes of keys repeated in their object (the second and later ones).
    static func collectRepeatedKeys(_ node: JSONNode, into offsets: inout [Int]) {
        switch node.value {
        case .object(let members):
            var seen = Set<String>()
            for member in members {
                if !seen.insert(member.key).inserted { offsets.append(member.keyOffset) }
                collectRepeatedKeys(member.value, into: &offsets)
            }
        case .array(let items):
            for item in items { collectRepeatedKeys(item, into: &offsets) }
        default:
            break
        }
    }

    /// The offset of the closing quote of the JSON string whose opening quote is at `start`.
    static func stringEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start + 1
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\") { i += 2; continue }
            if bytes[i] == UInt8(ascii: "\"") { return i }
            i += 1
        }
        return nil
    }

    /// A key no file uses (private-use characters), of `scalars` Unicode scalars.
    static func makePlaceholder(scalars: Int, number: Int) -> String {
        var result = String(Unicode.Scalar(0xF0000 + UInt32(number))!)
        for _ in 1..<max(1, scalars) { result.unicodeScalars.append(Unicode.Scalar(0xE000)!) }
        return result
    }

    /// The text with the key at `mark` (plain or quoted, without escapes) replaced by a placeholder.
    static func rename(_ key: String, at mark: Mark, in text: String, number: Int) -> (text: String, placeholder: String)? {
        var bytes = Array(text.utf8)
        let source = SourceText(path: "", utf8: bytes)
        guard let start = source.offset(line: mark.line, column: mark.column) else { return nil }
        var keyStart = start
        if keyStart < bytes.count, bytes[keyStart] == UInt8(ascii: "\"") || bytes[keyStart] == UInt8(ascii: "'") { keyStart += 1 }
        let keyBytes = Array(key.utf8)
        guard !keyBytes.isEmpty, keyStart + keyBytes.count <= bytes.count,
              Array(bytes[keyStart..<(keyStart + keyBytes.count)]) == keyBytes else { return nil }
        let placeholder = makePlaceholder(scalars: key.unicodeScalars.count, number: number)
        bytes.replaceSubrange(keyStart..<(keyStart + keyBytes.count), with: Array(placeholder.utf8))
        return (String(decoding: bytes, as: UTF8.self), placeholder)
    }

    /// The tree with placeholder keys named back; nil past `maximumVisits`.
    static func restore(_ node: Node, _ placeholders: [String: String], visits: inout Int) -> Node? {
        visits += 1
        guard visits <= maximumVisits else { return nil }
        switch node {
        case .mapping(let mapping):
            var pairs: [(Node, Node)] = []
            pairs.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                var key = key
                if case .scalar(let scalar) = key, let original = placeholders[scalar.string] {
                    key = .scalar(Node.Scalar(original, scalar.tag, scalar.style, scalar.mark))
                }
                guard let value = restore(value, placeholders, visits: &visits) else { return nil }
                pairs.append((key, value))
            }
            return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style, mapping.mark))
        case .sequence(let sequence):
            var items: [Node] = []
            items.reserveCapacity(sequence.count)
            for item in sequence {
                guard let item = restore(item, placeholders, visits: &visits) else { return nil }
                items.append(item)
            }
            return .sequence(Node.Sequence(items, sequence.tag, sequence.style, sequence.mark))
        default:
            return node
        }
    }
}
