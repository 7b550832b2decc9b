import Foundation

/// Decodes a JSON file layoutlint wrote (a baseline, a JSON report) so that any problem is reported at
/// file:line:column: the syntax is checked by `JSONScanner` first, and a value of the wrong type or a
/// missing key is located by following the decoder's coding path through the scanned tree.
enum JSONFileDecoding {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String, what: String) throws(LayoutLintError) -> T {
        let bytes = [UInt8](data)
        let text: [UInt8]
        switch TextDecoding.utf8(bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes) {
        case .success(let decoded): text = decoded.text
        case .failure(let failure):
            let location = SourceText(path: file, utf8: failure.decodedPrefix).location(at: failure.decodedPrefix.count)
            throw .unusable("\(location): error: \(failure.message)")
        }
        // The decoder first: a good file is parsed once. Only a bad one is scanned again for positions.
        let decodingError: Error
        do {
            return try JSONDecoder().decode(T.self, from: Data(text))
        } catch {
            decodingError = error
        }
        let source = SourceText(path: file, utf8: text)
        let root: JSONNode
        do {
            root = try JSONScanner.parse(text)
        } catch {
            throw .unusable("\(source.location(at: error.offset)): error: not \(what): malformed JSON: \(error.message)")
        }
        guard let error = decodingError as? DecodingError else {
            throw .unusable("\(source.location(at: 0)): error: not \(what): \(decodingError.localizedDescription)")
        }
        let (path, message) = describe(error)
        let node = follow(path, in: root)
        let keyPath = Baseline.path(path)
        throw .unusable("\(source.location(at: node.offset)): error: not \(what): \(keyPath.isEmpty ? "" : keyPath + ": ")\(message)")
    }

    static func describe(_ error: DecodingError) -> ([CodingKey], String) {
        switch error {
        case .keyNotFound(let key, let context): (context.codingPath, "missing key '\(key.stringValue)'")
        case .typeMismatch(let type, let context): (context.codingPath, "expected \(ProjectConfig.typeName(type))")
        case .valueNotFound(let type, let context): (context.codingPath, "expected \(ProjectConfig.typeName(type)), found null")
        case .dataCorrupted(let context): (context.codingPath, "invalid value")
        @unknown default: ([], "cannot be decoded")
        }
    }

    /// The deepest node the path reaches.
    static func follow(_ path: [CodingKey], in root: JSONNode) -> JSONNode {
        var node = root
        for key in path {
            switch node.value {
            case .object(let members):
                guard let member = members.last(where: { $0.key == key.stringValue }) else { return node }
                node = member.value
            case .array(let items):
                guard let index = key.intValue, items.indices.contains(index) else { return node }
                node = items[index]
            default:
                return node
            }
        }
        return node
    }
}
