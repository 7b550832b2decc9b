/// Why each key that no label lays out was not reached, for the coverage (`Coverage.keysNotLaidOut`): the
/// reason an importer gave the element or code site that names the key (a menu item shown by another view, a
/// toast the system draws, a dialog title the code computes, …), else that nothing the importers read names
/// it. Keys laid out, keys unused and these reasons add up to every key of the checked catalogs.
enum KeysNotLaidOut {
    /// The reason for a key no UI file or code site the importers read names.
    static let notReferencedReason = "not named by any UI file or code site the importers read (set by code they do not follow, reached by name at run time, or unused)"

    /// Reason → number of keys, for the table × key pairs of `keys`.
    /// `unlaid`: elements that name a key but were not laid out (their reason follows the screens' skips).
    static func reasons(for keys: [(table: String, key: String)], screens: [LayoutScreen], index: CatalogIndex,
                        unlaid: [SkippedElement] = []) -> [String: Int] {
        guard !keys.isEmpty else { return [:] }
        let reason = reasons(screens: screens, index: index, unlaid: unlaid)
        var counts: [String: Int] = [:]
        for (table, key) in keys { counts[reason(table, key), default: 0] += 1 }
        return counts
    }

    /// The reason for a table × key, as a function: the first reason an importer gave for each key (every
    /// screen's skipped elements, in screen order, before the keys the imports' code names elsewhere), else
    /// `notReferencedReason`. Asked key by key, no list of a large catalog's keys is made.
    static func reasons(screens: [LayoutScreen], index: CatalogIndex,
                        unlaid: [SkippedElement] = []) -> (_ table: String, _ key: String) -> String {
        var byKey: [String: String] = [:]
        for skip in screens.flatMap(\.skipped) + unlaid + screens.flatMap(\.keysNamedInCode) {
            guard let key = skip.key, let table = index.table(for: key, declared: skip.table) else { continue }
            let name = table + "\u{1F}" + key
            if byKey[name] == nil { byKey[name] = skip.reason }
        }
        return { [byKey] table, key in byKey[table + "\u{1F}" + key] ?? notReferencedReason }
    }
}
