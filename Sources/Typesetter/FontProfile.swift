import Foundation
import Yams

/// A font profile: which typefaces a family uses for each script, and which weights and italics each
/// typeface really has. Read from `Fonts/profiles/*.yaml`; file paths are relative to the profile file.
public struct FontProfile: Codable, Sendable, Equatable {
    public struct Family: Codable, Sendable, Equatable {
        /// ISO 15924 script code → typeface names, most preferred first.
        public var fallback: [String: [String]]
        /// Typefaces for scripts the family does not list.
        public var `default`: [String]
        /// Chains that replace `fallback`'s for a locale: a key ("ja", "zh-Hant", "zh-HK", "und-Hant") →
        /// script → typefaces. Android and iOS pick the CJK face by language; iOS draws Urdu in Nastaliq.
        /// A locale takes the most specific key its ICU likely subtags match (`FontLibrary.localeKey`).
        public var locales: [String: [String: [String]]]?
        /// Line breaking the platform of this family applies per language beyond ICU's rules for the locale:
        /// `keep-all` breaks only between words (CSS `word-break: keep-all`), as UIKit's standard line break
        /// strategy does for Korean (`hangulWordPriority`). Language code → style.
        public var wordBreak: [String: String]?
    }

    public struct FaceFile: Codable, Sendable, Equatable {
        public var file: String
        public var index: Int?
        public var weight: Int
        public var italic: Bool?
    }

    public var version: Int
    public var families: [String: Family]
    /// Tried after a family's own chain, so a character any bundled face covers is never tofu.
    public var lastResort: [String]
    public var typefaces: [String: [FaceFile]]

    /// Reads and validates a profile; every typeface a family names must be defined.
    public static func load(from url: URL) throws -> FontProfile {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw TypesetterError.invalidProfile(path: url.path, reason: "no such file")
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw TypesetterError.invalidProfile(path: url.path, reason: "cannot read the file as UTF-8")
        }
        let profile: FontProfile
        do {
            profile = try direct(text) ?? YAMLDecoder().decode(FontProfile.self, from: text)
        } catch let error as DecodingError {
            throw TypesetterError.invalidProfile(path: url.path, reason: describe(error))
        } catch {
            throw TypesetterError.invalidProfile(path: url.path, reason: "\(error)")
        }
        guard profile.version == 1 else {
            throw TypesetterError.invalidProfile(path: url.path, reason: "version \(profile.version) is not supported (expected 1)")
        }
        let named = profile.families.values.flatMap { family in
            family.fallback.values.joined() + family.default + (family.locales ?? [:]).values.flatMap { $0.values.joined() }
        } + profile.lastResort
        for name in named where profile.typefaces[name] == nil {
            throw TypesetterError.invalidProfile(path: url.path, reason: "typeface '\(name)' is used but not defined under typefaces")
        }
        for (name, faces) in profile.typefaces {
            if faces.isEmpty {
                throw TypesetterError.invalidProfile(path: url.path, reason: "typeface '\(name)' lists no files")
            }
            for face in faces where !(1...1000).contains(face.weight) {
                throw TypesetterError.invalidProfile(path: url.path, reason: "typeface '\(name)': weight \(face.weight) is outside 1-1000")
            }
        }
        return profile
    }

    /// The profile read straight from Yams' node tree, as `YAMLDecoder` reads it (the same parser and
    /// resolver, the same scalar constructors, missing optional keys and nulls as nil, unknown keys left
    /// out; aliases and merge keys are the parser's), without the Decodable machinery that took most of the
    /// time of every run's start (about 5% of a catalog-only check). nil for anything else — a wrong type, a
    /// missing key, a key given twice —: the decoder then reads the file and says what is wrong.
    static func direct(_ text: String) -> FontProfile? {
        guard let parser = try? Parser(yaml: text, resolver: Resolver.basic.appending(.merge), encoding: .default),
              let node = try? parser.singleRoot() else { return nil }
        func mapping(_ node: Node?) -> [(String, Node)]? {
            guard let pairs = node?.mapping else { return nil }
            var seen = Set<String>()
            var result: [(String, Node)] = []
            for (key, value) in pairs {
                guard let name = key.scalar.flatMap(String.construct(from:)), seen.insert(name).inserted else { return nil }
                result.append((name, value))
            }
            return result
        }
        func string(_ node: Node?) -> String? { node?.scalar.flatMap(String.construct(from:)) }
        func strings(_ node: Node?) -> [String]? {
            guard let items = node?.sequence else { return nil }
            var result: [String] = []
            for item in items {
                guard let value = string(item) else { return nil }
                result.append(value)
            }
            return result
        }
        func table<Value>(_ node: Node?, _ value: (Node) -> Value?) -> [String: Value]? {
            guard let pairs = mapping(node) else { return nil }
            var result: [String: Value] = [:]
            for (key, item) in pairs {
                guard let decoded = value(item) else { return nil }
                result[key] = decoded
            }
            return result
        }
        /// `decodeIfPresent`: absent or null is nil (`.some(nil)`); a value that does not decode fails (nil).
        func optional<Value>(_ node: Node?, _ value: (Node) -> Value?) -> Value?? {
            guard let node, node.null == nil else { return .some(nil) }
            return value(node).map { .some($0) }
        }
        func family(_ node: Node) -> Family? {
            guard let fields = mapping(node) else { return nil }
            let named: [String: Node] = Dictionary(fields, uniquingKeysWith: { first, _ in first })
            guard let fallback = table(named["fallback"], strings), let defaults = strings(named["default"]),
                  let locales = optional(named["locales"], { table($0) { table($0, strings) } }),
                  let wordBreak = optional(named["wordBreak"], { table($0, string) }) else { return nil }
            return Family(fallback: fallback, default: defaults, locales: locales, wordBreak: wordBreak)
        }
        func face(_ node: Node) -> FaceFile? {
            guard let fields = mapping(node) else { return nil }
            let named: [String: Node] = Dictionary(fields, uniquingKeysWith: { first, _ in first })
            guard let file = string(named["file"]), let weight = named["weight"]?.scalar.flatMap(Int.construct(from:)),
                  let index = optional(named["index"], { $0.scalar.flatMap(Int.construct(from:)) }),
                  let italic = optional(named["italic"], { $0.scalar.flatMap(Bool.construct(from:)) }) else { return nil }
            return FaceFile(file: file, index: index, weight: weight, italic: italic)
        }
        guard let fields = mapping(node) else { return nil }
        let named: [String: Node] = Dictionary(fields, uniquingKeysWith: { first, _ in first })
        guard let version = named["version"]?.scalar.flatMap(Int.construct(from:)),
              let families = table(named["families"], family), let lastResort = strings(named["lastResort"]),
              let typefaces = table(named["typefaces"], { item -> [FaceFile]? in
                  guard let items = item.sequence else { return nil }
                  var result: [FaceFile] = []
                  for one in items {
                      guard let decoded = face(one) else { return nil }
                      result.append(decoded)
                  }
                  return result
              }) else { return nil }
        return FontProfile(version: version, families: families, lastResort: lastResort, typefaces: typefaces)
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "top level" : keys.joined(separator: ".")
        }
        switch error {
        case let .keyNotFound(key, context): return "missing key '\(key.stringValue)' at \(path(context))"
        case let .typeMismatch(_, context): return "wrong type at \(path(context)): \(context.debugDescription)"
        case let .valueNotFound(_, context): return "missing value at \(path(context))"
        case let .dataCorrupted(context): return "\(context.debugDescription) at \(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
