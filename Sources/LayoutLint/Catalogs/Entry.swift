/// One translated (or source) value of one key in one locale, with where it stands.
///
/// A value type with copy-on-write storage: the linter copies entries into every job, label and sibling
/// list of a large catalog, and a copy is one reference, not fourteen fields.
public struct Entry: Codable, Sendable, Hashable {
    /// The fields, shared by copies until one of them changes. The fields are ordered and the state kept as
    /// a one-byte code so that an instance takes 148 bytes, a 160-byte block of the allocator, where the
    /// plain layout (184 bytes) took 192: a catalog of a million keys holds a million of them.
    private final class Storage: @unchecked Sendable {
        var key: String
        var table: String
        var locale: String
        var value: String
        var comment: String?
        var location: SourceLocation
        var placeholders: [FormatSpecifier]
        /// The fields most values do not have, allocated only for those that do: a catalog of a million
        /// keys held them for every value (about 160 bytes each, half the size of an entry).
        var rare: Rare?
        var shouldTranslate: Bool
        var allowsFallback: Bool
        var isConnectedToCode: Bool
        /// `state`: an index into `StateCode.known` + 1, 0 for none, `StateCode.other` for a text kept in
        /// `rare`.
        var stateCode: UInt8

        final class Rare: @unchecked Sendable {
            var variant: String?
            var extractionState: String?
            var source: String?
            var substitution: Substitution?
            var limits: SizeLimits?
            var wholeTextStyle: WholeTextStyle?
            var markup: [String] = []
            var otherState: String?

            func copy() -> Rare {
                let copy = Rare()
                copy.variant = variant
                copy.extractionState = extractionState
                copy.source = source
                copy.substitution = substitution
                copy.limits = limits
                copy.wholeTextStyle = wholeTextStyle
                copy.markup = markup
                copy.otherState = otherState
                return copy
            }
        }

        /// The states the catalog formats define, each kept in one byte: String Catalogs' `stringUnit` states
        /// (as Xcode writes them) and XLIFF 1.2's `state` values (its specification, section "State").
        enum StateCode {
            static let known = ["translated", "needs_review", "new", "stale", "final", "needs-adaptation", "needs-l10n",
                                "needs-review-adaptation", "needs-review-l10n", "needs-review-translation",
                                "needs-translation", "signed-off"]
            static let codes: [String: UInt8] = Dictionary(uniqueKeysWithValues: known.enumerated().map { ($1, UInt8($0 + 1)) })
            static let other: UInt8 = .max
        }

        /// `rare`, made or copied (when another storage shares it) before a change.
        private func rareForWriting() -> Rare {
            if rare == nil { rare = Rare() } else if !isKnownUniquelyReferenced(&rare!) { rare = rare!.copy() }
            return rare!
        }

        var variant: String? {
            get { rare?.variant }
            set { if newValue != nil || rare != nil { rareForWriting().variant = newValue } }
        }
        var extractionState: String? {
            get { rare?.extractionState }
            set { if newValue != nil || rare != nil { rareForWriting().extractionState = newValue } }
        }
        var source: String? {
            get { rare?.source }
            set { if newValue != nil || rare != nil { rareForWriting().source = newValue } }
        }
        var substitution: Substitution? {
            get { rare?.substitution }
            set { if newValue != nil || rare != nil { rareForWriting().substitution = newValue } }
        }
        var limits: SizeLimits? {
            get { rare?.limits }
            set { if newValue != nil || rare != nil { rareForWriting().limits = newValue } }
        }
        var wholeTextStyle: WholeTextStyle? {
            get { rare?.wholeTextStyle }
            set { if newValue != nil || rare != nil { rareForWriting().wholeTextStyle = newValue } }
        }
        var markup: [String] {
            get { rare?.markup ?? [] }
            set { if !newValue.isEmpty || rare != nil { rareForWriting().markup = newValue } }
        }
        var state: String? {
            get {
                switch stateCode {
                case 0: return nil
                case StateCode.other: return rare?.otherState
                default: return StateCode.known[Int(stateCode) - 1]
                }
            }
            set {
                guard let newValue else {
                    stateCode = 0
                    if rare?.otherState != nil { rareForWriting().otherState = nil }
                    return
                }
                if let code = StateCode.codes[newValue] {
                    stateCode = code
                    if rare?.otherState != nil { rareForWriting().otherState = nil }
                } else {
                    stateCode = StateCode.other
                    rareForWriting().otherState = newValue
                }
            }
        }

        init(key: String, table: String, locale: String, variant: String?, value: String, comment: String?,
             state: String?, location: SourceLocation, shouldTranslate: Bool, extractionState: String?,
             source: String?, substitution: Substitution?, limits: SizeLimits?, placeholders: [FormatSpecifier],
             markup: [String] = [], allowsFallback: Bool = false, isConnectedToCode: Bool = false) {
            self.key = key
            self.table = table
            self.locale = locale
            self.value = value
            self.comment = comment
            self.location = location
            self.placeholders = placeholders
            self.shouldTranslate = shouldTranslate
            self.allowsFallback = allowsFallback
            self.isConnectedToCode = isConnectedToCode
            self.stateCode = 0
            self.state = state
            self.variant = variant
            self.extractionState = extractionState
            self.source = source
            self.substitution = substitution
            self.limits = limits
            self.markup = markup
        }

        func copy() -> Storage {
            let copy = Storage(key: key, table: table, locale: locale, variant: nil, value: value, comment: comment,
                               state: nil, location: location, shouldTranslate: shouldTranslate, extractionState: nil,
                               source: nil, substitution: nil, limits: nil, placeholders: placeholders,
                               allowsFallback: allowsFallback, isConnectedToCode: isConnectedToCode)
            copy.stateCode = stateCode
            copy.rare = rare  // shared until one of them writes (`rareForWriting`)
            return copy
        }
    }

    private var storage: Storage

    /// The storage, copied first when another entry shares it (copy on write).
    private var unique: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The key as the app looks it up (for XLIFF, the trans-unit id; for Android, the resource name).
    public var key: String {
        get { storage.key }
        set { unique.key = newValue }
    }
    /// The table (file stem: "Localizable", "InfoPlist", Android "strings").
    public var table: String {
        get { storage.table }
        set { unique.table = newValue }
    }
    /// Canonical BCP 47 locale ("zh-Hans", "ar"), or "Base" for Base.lproj and Android's default `values/`.
    public var locale: String {
        get { storage.locale }
        set { unique.locale = newValue }
    }
    /// Where in the key's variations this value sits: nil for the plain value, else a dotted path such as
    /// `plural.few`, `device.ipad`, `device.iphone.plural.one`, `substitution.count.plural.one`, or
    /// `item.3` for an Android string-array element.
    public var variant: String? {
        get { storage.variant }
        set { unique.variant = newValue }
    }
    public var value: String {
        get { storage.value }
        set { unique.value = newValue }
    }
    public var comment: String? {
        get { storage.comment }
        set { unique.comment = newValue }
    }
    /// The state as the file writes it (`translated`, `needs_review`, `new`, `stale`; XLIFF `final`,
    /// `needs-review-translation`, …), nil when the format has none.
    public var state: String? {
        get { storage.state }
        set { unique.state = newValue }
    }
    /// Where the value stands: the opening quote of a JSON or `.strings` value, the first character of an
    /// XML element's content (for an empty element, its `<`). For a key that exists only as a key (an
    /// `.xcstrings` source value or a `.strings` `"key";`), the key's position.
    public var location: SourceLocation {
        get { storage.location }
        set { unique.location = newValue }
    }
    /// False for `shouldTranslate: false` (.xcstrings) and `translatable="false"` (Android).
    public var shouldTranslate: Bool {
        get { storage.shouldTranslate }
        set { unique.shouldTranslate = newValue }
    }
    /// `.xcstrings` `extractionState` (`manual`, `stale`, `extracted_with_value`, …).
    public var extractionState: String? {
        get { storage.extractionState }
        set { unique.extractionState = newValue }
    }
    /// The source text the translation was made from, when the format keeps it (XLIFF `<source>`).
    public var source: String? {
        get { storage.source }
        set { unique.source = newValue }
    }
    /// For `substitution.*` variants: the substitution's argument and format.
    public var substitution: Substitution? {
        get { storage.substitution }
        set { unique.substitution = newValue }
    }
    /// Size limits the catalog states for this value (XLIFF `maxwidth` / `maxheight`).
    public var limits: SizeLimits? {
        get { storage.limits }
        set { unique.limits = newValue }
    }
    /// The value's format specifiers, parsed once.
    public var placeholders: [FormatSpecifier] {
        get { storage.placeholders }
        set { unique.placeholders = newValue }
    }
    /// The markup of a value that has some, as the platform renders it, in order (Android, `AndroidString`:
    /// spans in aapt2's encoding — `b`, `annotation;link=scanQrCode` open, `/b` closes — and HTML tags of
    /// the literal text as written, CDATA or escaped alike: `<a href="%2$s">`, `</a>`, `<br/>`).
    /// `value` is the text shown, without it.
    public var markup: [String] {
        get { storage.markup }
        set { unique.markup = newValue }
    }
    /// The style a span over the whole shown text gives it (Android `<b>`/`<i>` spans and their HTML
    /// forms, `AndroidString.wholeTextStyle`); nil when no span covers the whole text.
    public var wholeTextStyle: WholeTextStyle? {
        get { storage.wholeTextStyle }
        set { unique.wholeTextStyle = newValue }
    }
    /// The app accepts that locales lack this value and show the source (Android Lint's
    /// `tools:ignore="MissingTranslation"` on the string or its file): no missing-value finding, though the
    /// values that exist are still checked.
    public var allowsFallback: Bool {
        get { storage.allowsFallback }
        set { unique.allowsFallback = newValue }
    }
    /// An Interface Builder document's text whose view (or the view's cell) an outlet or a text binding
    /// connects to (`<connections><outlet destination="…">`, `<binding name="value">`): AppKit and UIKit
    /// outlets let code replace `stringValue` / `text` / `title`, and a binding replaces the text, so the
    /// document's text may be a sample the app never shows (iina's “Artist - Album”, “Buffering... 100%”).
    public var isConnectedToCode: Bool {
        get { storage.isConnectedToCode }
        set { unique.isConnectedToCode = newValue }
    }

    public init(key: String, table: String, locale: String, variant: String? = nil, value: String,
                comment: String? = nil, state: String? = nil, location: SourceLocation,
                shouldTranslate: Bool = true, extractionState: String? = nil, source: String? = nil,
                substitution: Substitution? = nil, limits: SizeLimits? = nil,
                placeholderSyntax: FormatSpecifier.Syntax = .apple, markup: [String] = [], allowsFallback: Bool = false,
                isConnectedToCode: Bool = false) {
        storage = Storage(key: key, table: table, locale: locale, variant: variant, value: value, comment: comment,
                          state: state, location: location, shouldTranslate: shouldTranslate,
                          extractionState: extractionState, source: source, substitution: substitution, limits: limits,
                          placeholders: FormatSpecifier.parse(value, syntax: placeholderSyntax), markup: markup,
                          allowsFallback: allowsFallback, isConnectedToCode: isConnectedToCode)
    }

    // Codable and Hashable as the compiler would synthesize them for the fields.
    private enum CodingKeys: String, CodingKey {
        case key, table, locale, variant, value, comment, state, location, shouldTranslate, extractionState, source
        case substitution, limits, placeholders, markup, allowsFallback, isConnectedToCode, wholeTextStyle
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        storage = Storage(
            key: try c.decode(String.self, forKey: .key),
            table: try c.decode(String.self, forKey: .table),
            locale: try c.decode(String.self, forKey: .locale),
            variant: try c.decodeIfPresent(String.self, forKey: .variant),
            value: try c.decode(String.self, forKey: .value),
            comment: try c.decodeIfPresent(String.self, forKey: .comment),
            state: try c.decodeIfPresent(String.self, forKey: .state),
            location: try c.decode(SourceLocation.self, forKey: .location),
            shouldTranslate: try c.decode(Bool.self, forKey: .shouldTranslate),
            extractionState: try c.decodeIfPresent(String.self, forKey: .extractionState),
            source: try c.decodeIfPresent(String.self, forKey: .source),
            substitution: try c.decodeIfPresent(Substitution.self, forKey: .substitution),
            limits: try c.decodeIfPresent(SizeLimits.self, forKey: .limits),
            placeholders: try c.decode([FormatSpecifier].self, forKey: .placeholders),
            markup: try c.decodeIfPresent([String].self, forKey: .markup) ?? [],
            allowsFallback: try c.decodeIfPresent(Bool.self, forKey: .allowsFallback) ?? false,
            isConnectedToCode: try c.decodeIfPresent(Bool.self, forKey: .isConnectedToCode) ?? false)
        storage.wholeTextStyle = try c.decodeIfPresent(WholeTextStyle.self, forKey: .wholeTextStyle)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(table, forKey: .table)
        try c.encode(locale, forKey: .locale)
        try c.encodeIfPresent(variant, forKey: .variant)
        try c.encode(value, forKey: .value)
        try c.encodeIfPresent(comment, forKey: .comment)
        try c.encodeIfPresent(state, forKey: .state)
        try c.encode(location, forKey: .location)
        try c.encode(shouldTranslate, forKey: .shouldTranslate)
        try c.encodeIfPresent(extractionState, forKey: .extractionState)
        try c.encodeIfPresent(source, forKey: .source)
        try c.encodeIfPresent(substitution, forKey: .substitution)
        try c.encodeIfPresent(limits, forKey: .limits)
        try c.encode(placeholders, forKey: .placeholders)
        if !markup.isEmpty { try c.encode(markup, forKey: .markup) }
        if allowsFallback { try c.encode(allowsFallback, forKey: .allowsFallback) }
        if isConnectedToCode { try c.encode(isConnectedToCode, forKey: .isConnectedToCode) }
        try c.encodeIfPresent(wholeTextStyle, forKey: .wholeTextStyle)
    }

    public static func == (a: Entry, b: Entry) -> Bool {
        if a.storage === b.storage { return true }
        return a.key == b.key
            && a.table == b.table
            && a.locale == b.locale
            && a.variant == b.variant
            && a.value == b.value
            && a.comment == b.comment
            && a.state == b.state
            && a.location == b.location
            && a.shouldTranslate == b.shouldTranslate
            && a.extractionState == b.extractionState
            && a.source == b.source
            && a.substitution == b.substitution
            && a.limits == b.limits
            && a.placeholders == b.placeholders
            && a.markup == b.markup
            && a.allowsFallback == b.allowsFallback
            && a.isConnectedToCode == b.isConnectedToCode
            && a.wholeTextStyle == b.wholeTextStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(table)
        hasher.combine(locale)
        hasher.combine(variant)
        hasher.combine(value)
        hasher.combine(comment)
        hasher.combine(state)
        hasher.combine(location)
        hasher.combine(shouldTranslate)
        hasher.combine(extractionState)
        hasher.combine(source)
        hasher.combine(substitution)
        hasher.combine(limits)
        hasher.combine(placeholders)
        hasher.combine(markup)
        hasher.combine(allowsFallback)
        hasher.combine(isConnectedToCode)
        hasher.combine(wholeTextStyle)
    }

    /// A comment that marks its value as not to be translated: BartyCrouch's markers (its default
    /// `ignoreKeys = ["#bartycrouch-ignore!", "#bc-ignore!", "#i!"]`; its README: add `#bc-ignore!` to the
    /// comment of a `NSLocalizedString` or to IB's "Comment For Localizer" to exclude the entry).
    public static func saysDoNotTranslate(_ comment: String) -> Bool {
        comment.contains("#bc-ignore!") || comment.contains("#bartycrouch-ignore!") || comment.contains("#i!")
    }

    /// Review status derived from `state`: `needsReview` for needs_review / XLIFF needs-review-* / Android
    /// `fuzzy="true"`,
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
        // `fuzzy`: translatewiki's Android exporter's mark of an outdated translation (`AndroidReader`).
        case "needs_review", "fuzzy", "needs-review-translation", "needs-review-adaptation", "needs-review-l10n",
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
    public var locales: [String] { localeSet.sorted() }

    /// The locales with entries. A file's entries come in runs of one locale (most files have one), so a
    /// tag is hashed only where the run changes.
    var localeSet: Set<String> {
        var found = Set<String>()
        var last: String?
        for entry in entries {
            let locale = entry.locale
            guard locale != last else { continue }
            found.insert(locale)
            last = locale
        }
        return found
    }

    mutating func invalid(_ message: String, at location: SourceLocation, key: String? = nil, locale: String? = nil,
                          suggestion: String? = nil) {
        findings.append(Finding(rule: RuleID.invalidInput, severity: .error, message: message, location: location,
                                locale: locale, key: key, table: nil, suggestion: suggestion))
    }
}

/// The style markup gives a value's whole shown text: a bold or italic span from its first character to its
/// last (`<b>Title</b>`). A span over part of the text is emphasis within it, not a level of its own.
public struct WholeTextStyle: Codable, Sendable, Hashable {
    public var bold = false
    public var italic = false

    public init(bold: Bool = false, italic: Bool = false) {
        self.bold = bold
        self.italic = italic
    }

    /// Both styles: a span inside another adds its own.
    public mutating func add(_ other: WholeTextStyle) {
        bold = bold || other.bold
        italic = italic || other.italic
    }
}
