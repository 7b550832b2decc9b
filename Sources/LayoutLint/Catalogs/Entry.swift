/// One translated (or source) value of one key in one locale, with where it stands.
public struct Entry: Codable, Sendable, Hashable {
    /// The key as the app looks it up (for XLIFF, the trans-unit id; for Android, the resource name).
    public var key: String
    /// The table (file stem: "Localizable", "InfoPlist", Android "strings").
    public var table: String
    /// Canonical BCP 47 locale ("zh-Hans", "ar"), or "Base" for Base.lproj and Android's default `values/`.
    public var locale: String
    /// Where in the key's variations this value sits: nil for the plain value, else a dotted path such as
    /// `plural.few`, `device.ipad`, `device.iphone.plural.one`, `substitution.count.plural.one`, or
    /// `item.3` for an Android string-array element.
    public var variant: String?
    public var value: String
    public var comment: String?
    /// The state as the file writes it (`translated`, `needs_review`, `new`, `stale`; XLIFF `final`,
    /// `needs-review-translation`, …), nil when the format has none.
    public var state: String?
    /// Where the value stands: the opening quote of a JSON or `.strings` value, the first character of an
    /// XML element's content (for an empty element, its `<`). For a key that exists only as a key (an
    /// `.xcstrings` source value or a `.strings` `"key";`), the key's position.
    public var location: SourceLocation
    /// False for `shouldTranslate: false` (.xcstrings) and `translatable="false"` (Android).
    public var shouldTranslate: Bool = true
    /// `.xcstrings` `extractionState` (`manual`, `stale`, `extracted_with_value`, …).
    public var extractionState: String?
    /// The source text the translation was made from, when the format keeps it (XLIFF `<source>`).
    public var source: String?
    /// For `substitution.*` variants: the substitution's argument and format.
    public var substitution: Substitution?
    /// Size limits the catalog states for this value (XLIFF `maxwidth` / `maxheight`).
    public var limits: SizeLimits?
    /// The value's format specifiers, parsed once.
    public var placeholders: [FormatSpecifier]

    public init(key: String, table: String, locale: String, variant: String? = nil, value: String,
                comment: String? = nil, state: String? = nil, location: SourceLocation,
                shouldTranslate: Bool = true, extractionState: String? = nil, source: String? = nil,
                substitution: Substitution? = nil, limits: SizeLimits? = nil,
                placeholderSyntax: FormatSpecifier.Syntax = .apple) {
        self.key = key
        self.table = table
        self.locale = locale
        self.variant = variant
        self.value = value
        self.comment = comment
        self.state = state
        self.location = location
        self.shouldTranslate = shouldTranslate
        self.extractionState = extractionState
        self.source = source
        self.substitution = substitution
        self.limits = limits
        self.placeholders = FormatSpecifier.parse(value, syntax: placeholderSyntax)
    }

    /// Review status derived from `state`: `needsReview` for needs_review / XLIFF needs-review-*,
    /// `new` for new / needs-translation, `stale`, else `ok` (translated, final, signed-off, or no state).
    public var reviewStatus: ReviewStatus { ReviewStatus(state: state) }

    /// Sort order for reports: file, key, locale, variant.
    public static func reportOrder(_ a: Entry, _ b: Entry) -> Bool {
        if a.location.file != b.location.file { return a.location.file < b.location.file }
        if a.key != b.key { return a.key < b.key }
        if a.locale != b.locale { return a.locale < b.locale }
        return (a.variant ?? "") < (b.variant ?? "")
    }
}

public enum ReviewStatus: String, Codable, Sendable {
    case ok, needsReview, new, stale

    public init(state: String?) {
        switch state?.lowercased() {
        case "needs_review", "needs-review-translation", "needs-review-adaptation", "needs-review-l10n",
             "needs-adaptation", "needs-l10n":
            self = .needsReview
        case "new", "needs-translation":
            self = .new
        case "stale":
            self = .stale
        default:
            self = .ok
        }
    }
}

/// An `.xcstrings` substitution or a `.stringsdict` format variable (`%#@name@`).
public struct Substitution: Codable, Sendable, Hashable {
    public var name: String
    /// 1-based argument number, when the catalog says.
    public var argNum: Int?
    /// The format the number is printed with (`lld`, `d`, `ld`).
    public var formatSpecifier: String?

    public init(name: String, argNum: Int? = nil, formatSpecifier: String? = nil) {
        self.name = name
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
    }
}

/// Limits a catalog puts on a value. XLIFF `size-unit="pixel"` (and point) become `maxWidth`/`maxHeight` in
/// points; `char` becomes `maxCharacters` (width) and `maxLines` (height).
public struct SizeLimits: Codable, Sendable, Hashable {
    public var maxWidth: Double?
    public var maxHeight: Double?
    public var maxCharacters: Int?
    public var maxLines: Int?
    /// The unit as written.
    public var unit: String

    public init(maxWidth: Double? = nil, maxHeight: Double? = nil, maxCharacters: Int? = nil, maxLines: Int? = nil, unit: String) {
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.maxCharacters = maxCharacters
        self.maxLines = maxLines
        self.unit = unit
    }
}

/// The formats layoutlint reads.
public enum CatalogFormat: String, Codable, Sendable, CaseIterable {
    case xcstrings, strings, stringsdict, xliff, android = "android-xml"
}

/// Everything read from one catalog file: its entries and the findings reading it produced.
public struct CatalogFile: Codable, Sendable {
    public var path: String
    public var format: CatalogFormat
    /// The catalog's source (development) language when the file says (`.xcstrings` sourceLanguage,
    /// XLIFF source-language).
    public var sourceLanguage: String?
    public var entries: [Entry]
    public var findings: [Finding]
    /// The encoding the file was read in (UTF-8, UTF-16LE, UTF-16BE).
    public var encoding: String?

    public init(path: String, format: CatalogFormat, sourceLanguage: String? = nil, entries: [Entry] = [],
                findings: [Finding] = [], encoding: String? = nil) {
        self.path = path
        self.format = format
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.findings = findings
        self.encoding = encoding
    }

    /// The locales with entries, sorted.
    public var locales: [String] { Array(Set(entries.map(\.locale))).sorted() }

    mutating func invalid(_ message: String, at location: SourceLocation, key: String? = nil, locale: String? = nil,
                          suggestion: String? = nil) {
        findings.append(Finding(rule: RuleID.invalidInput, severity: .error, message: message, location: location,
                                locale: locale, key: key, table: nil, suggestion: suggestion))
    }
}
