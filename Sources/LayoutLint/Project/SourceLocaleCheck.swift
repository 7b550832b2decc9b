/// The source locale a user names (`--source-locale`, the config's `sourceLocale:`), checked against the
/// catalogs read: the source checks (untranslated, placeholder-mismatch against the source, …) compare every
/// locale with it, so a name no catalog has turned them all off without a word.
public enum SourceLocaleCheck {
    /// Why `name` cannot be the source locale of `catalogs`, or nil when it can. A catalog locale matches
    /// when its canonical tag (`LocaleTag.canonical`: `en_US` is `en-US`) is the name's, or a regional
    /// variant of it (`en` names the source of catalogs written in `en-US`).
    public static func problem(_ name: String, catalogs: [CatalogFile]) -> String? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "the source locale is empty: name the development language (e.g. en)" }
        let canonical = LocaleTag.canonical(trimmed)
        if canonical == LocaleTag.base {
            return "the source locale cannot be Base: Base.lproj holds the development language's Interface Builder texts; name that language (e.g. en)"
        }
        var found = Set<String>()
        for catalog in catalogs {
            for locale in catalog.locales where locale != LocaleTag.base && !locale.isEmpty { found.insert(locale) }
        }
        guard !found.isEmpty else { return nil }  // layouts alone: nothing to compare with
        let matches = found.contains { locale in
            let tag = LocaleTag.canonical(locale)
            return tag == canonical || tag.hasPrefix(canonical + "-")
        }
        guard !matches else { return nil }
        let listed = found.sorted()
        return "no catalog has the source locale \(trimmed); the catalogs have \(listed.prefix(20).joined(separator: ", "))"
            + (listed.count > 20 ? " and \(listed.count - 20) more" : "")
    }
}
