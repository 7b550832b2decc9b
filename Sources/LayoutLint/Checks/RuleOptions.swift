import CICUShim

/// A rule option in `.layoutlint.yml` that cannot be used: the path below the rule (`["minimumSize",
/// "Thia"]`) and what is wrong. `atKey` points the location at the key (an unknown name) rather than its value.
public struct RuleOptionProblem: Sendable, Equatable {
    public var path: [String]
    public var message: String
    public var atKey: Bool

    public init(path: [String], message: String, atKey: Bool = false) {
        self.path = path
        self.message = message
        self.atKey = atKey
    }
}

/// A rule that takes options besides `severity` (`rules: { small-text: { minimumSize: 12 } }`). It checks
/// them itself, next to the code that reads them; every other rule refuses any option.
public protocol ConfigurableRule: Rule {
    /// Every problem of the options, in a stable order; empty when they can be used.
    static func validate(options: [String: ConfigValue]) -> [RuleOptionProblem]
}

public enum RuleOptions {
    /// The problems of a rule's options (an unknown rule id has none here: the config reports the id).
    public static func validate(rule id: String, options: [String: ConfigValue]) -> [RuleOptionProblem] {
        guard let rule = RuleRegistry.rules.first(where: { type(of: $0).description.id == id }) else { return [] }
        if let configurable = rule as? any ConfigurableRule {
            return type(of: configurable).validate(options: options)
        }
        return options.keys.sorted().map {
            RuleOptionProblem(path: [$0], message: "unknown option: \(id) takes no options besides `severity`", atKey: true)
        }
    }

    /// Unknown option names of a rule that takes `known`, with a "did you mean".
    public static func unknownNames(_ options: [String: ConfigValue], known: [String], rule: String) -> [RuleOptionProblem] {
        options.keys.sorted().filter { !known.contains($0) }.map { name in
            RuleOptionProblem(path: [name], message: "unknown option"
                + (closest(name, among: known).map { "; did you mean '\($0)'?" } ?? "")
                + " (\(rule) takes \(known.map { "`\($0)`" }.joined(separator: ", ")) besides `severity`)", atKey: true)
        }
    }
}

/// ISO 15924 script codes as ICU knows them (every `UScriptCode`'s short name), for options keyed by script.
public enum ScriptCodes {
    public static let known: Set<String> = {
        var codes = Set<String>()
        var buffer = [CChar](repeating: 0, count: 8)
        // UScriptCode values are dense from 0 (USCRIPT_COMMON) to USCRIPT_CODE_LIMIT (about 200 in ICU 72).
        for code in Int32(0)..<Int32(400) {
            guard ll_icu_script_tag(code, &buffer, Int32(buffer.count)) == 0 else { continue }
            let tag = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if tag.count == 4 { codes.insert(tag) }
        }
        return codes
    }()
}

extension SmallTextRule: ConfigurableRule {
    /// `minimumSize`: a positive number, or a map of ISO 15924 script codes (and `default`) to positive numbers.
    public static func validate(options: [String: ConfigValue]) -> [RuleOptionProblem] {
        var problems = RuleOptions.unknownNames(options, known: ["minimumSize"], rule: description.id)
        switch options["minimumSize"] {
        case nil: break
        case .number(let value)?:
            if !(value > 0) || !value.isFinite { problems.append(RuleOptionProblem(path: ["minimumSize"], message: "must be a positive size in points")) }
        case .map(let map)?:
            let scripts = ScriptCodes.known.union(["Hans", "Hant", "Jpan", "Kore"])
            for key in map.keys.sorted() {
                if key != "default" && !scripts.contains(key) {
                    let common = ["Latn", "Cyrl", "Grek", "Arab", "Hebr", "Thai", "Deva", "Beng", "Taml", "Hani", "Hans", "Hant",
                                  "Jpan", "Kore", "Hang", "Hira", "Kana", "default"]
                    let guess = closest(key, among: common) ?? closest(key, among: Array(scripts).sorted())
                    problems.append(RuleOptionProblem(path: ["minimumSize", key], message: "unknown script '\(key)'"
                        + (guess.map { "; did you mean '\($0)'?" } ?? "") + " (ISO 15924 codes such as Latn, Thai, Hani, Arab, Deva, or `default`)", atKey: true))
                }
                if let value = map[key]?.number {
                    if !(value > 0) || !value.isFinite { problems.append(RuleOptionProblem(path: ["minimumSize", key], message: "must be a positive size in points")) }
                } else {
                    problems.append(RuleOptionProblem(path: ["minimumSize", key], message: "expected a size in points"))
                }
            }
        case .some:
            problems.append(RuleOptionProblem(path: ["minimumSize"], message: "expected a size in points or a map of scripts to sizes (e.g. { default: 11, Hani: 12 })"))
        }
        return problems
    }
}

extension ContrastRule: ConfigurableRule {
    /// `level`: `AA` (default) or `AAA`.
    public static func validate(options: [String: ConfigValue]) -> [RuleOptionProblem] {
        var problems = RuleOptions.unknownNames(options, known: ["level"], rule: description.id)
        if let level = options["level"], level.string.flatMap({ Level(rawValue: $0.uppercased()) }) == nil {
            problems.append(RuleOptionProblem(path: ["level"], message: "expected AA or AAA"))
        }
        return problems
    }
}
