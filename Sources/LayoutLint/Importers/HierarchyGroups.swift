/// The hierarchy groups of an imported screen, derived from the screen itself: two texts next to each
/// other in one container (`ContainerLayout.adjacentTexts`: siblings, a header and its first row, a bar
/// title and the content below it) that the app styles as two levels by case or by italics, with the
/// styles each text really gets (`textAllCaps` and `textStyle` through the Android style chain and theme,
/// SwiftUI `.textCase` / `.italic()` and the uppercase section headers the platform draws on its own,
/// Compose `FontStyle.Italic` — each importer sets `LayoutElement.textTransform` and `italic`).
///
/// Case and italics are the cues that do not survive translation into scripts without case or a true
/// italic; `HierarchyLostRule` compares the two levels per locale on the text as drawn. A pair the app
/// tells apart only by size, weight or color is not derived: those cues are the same in every script
/// except where font fallback changes the weight, which the rule checks on declared groups.
public enum HierarchyGroups {
    /// Why a pair of adjacent texts styled as two levels is not checked.
    public static let controlReason = "one of two adjacent texts is a control (button, text field): its shape, not its type, tells it from the text beside it"
    public static let notLaidOutReason = "one of two adjacent texts, the other in capitals or italics, is not laid out (its own skip reason is counted with the elements)"
    public static let colorReason = "the two texts are given different text colors that the layout files do not decide (theme attributes, color resources): whether color still tells them apart is not known"

    /// The id an importer lists for a text of an adjacent pair that it does not lay out (no element).
    public static let notLaidOutID = ""

    /// The screen with its derived groups (most prominent level first) and the pairs left out with why.
    /// Declared screens keep the groups their layout file declares.
    public static func derived(_ screen: LayoutScreen) -> LayoutScreen {
        guard screen.origin != .declared, let container = screen.container else { return screen }
        var screen = screen
        var seen = Set<String>()
        let notLaidOut = Set(screen.skipped.map(\.id))
        for pair in container.layout.adjacentTexts where pair.first != pair.second || pair.first == notLaidOutID {
            // A text the importer could not lay out (its style unknown, its text set where the importer does
            // not see): the pair is counted as left out when the other text is styled by case or italics.
            func isNotLaidOut(_ id: String) -> Bool { id == notLaidOutID || notLaidOut.contains(id) }
            if isNotLaidOut(pair.first) || isNotLaidOut(pair.second) {
                let other = screen.element(isNotLaidOut(pair.first) ? pair.second : pair.first)
                guard let other, other.textTransform == .uppercase || other.italic,
                      seen.insert(pair.first + "\u{1F}" + pair.second).inserted else { continue }
                screen.hierarchySkipped.append(SkippedElement(id: "\(pair.first) › \(pair.second)", reason: notLaidOutReason, location: other.location))
                continue
            }
            guard let a = screen.element(pair.first), let b = screen.element(pair.second) else { continue }
            guard let order = levels(a, b) else {
                // Two texts the layout styles alike may still be two levels by their values: an `<i>` or `<b>` span
                // over one's whole text. Which is decided on the values (the rule compares the source's levels
                // and counts such a pair only where the source's spans differ, `coverage(of:index:)`).
                if mayDifferBySpans(a, b, screen: screen), seen.insert(a.id + "\u{1F}" + b.id).inserted {
                    screen.hierarchy.append([a.id, b.id])
                    screen.hierarchyLocations.append(a.location)
                }
                continue
            }
            let group = [order.upper.id, order.lower.id]
            guard seen.insert(group.joined(separator: "\u{1F}")).inserted else { continue }
            let name = "\(group[0]) › \(group[1])"
            if !a.kind.hasText || !b.kind.hasText {
                screen.hierarchySkipped.append(SkippedElement(id: name, reason: notLaidOutReason, location: order.upper.location))
            } else if a.kind != .label || b.kind != .label {
                screen.hierarchySkipped.append(SkippedElement(id: name, reason: controlReason, location: order.upper.location))
            } else if a.color == nil, b.color == nil, a.declaredColor != b.declaredColor {
                screen.hierarchySkipped.append(SkippedElement(id: name, reason: colorReason, location: order.upper.location))
            } else {
                screen.hierarchy.append(group)
                screen.hierarchyLocations.append(order.upper.location)
            }
        }
        return screen
    }

    /// Whether two adjacent labels of an Android layout that the layout styles alike take their texts from string
    /// resources, whose whole-text `<i>`/`<b>` spans the view draws (`android:text="@string/…"` is resolved with
    /// `Resources.getText`, which keeps them: `StringBlock.applyStyles`), and whose colors do not make the
    /// difference unknown.
    static func mayDifferBySpans(_ a: LayoutElement, _ b: LayoutElement, screen: LayoutScreen) -> Bool {
        guard screen.origin == .android, a.kind == .label, b.kind == .label, a.key != nil, b.key != nil,
              a.color != nil || b.color != nil || a.declaredColor == b.declaredColor else { return false }
        func fromLayout(_ element: LayoutElement) -> Bool { (element.keyLocations["key"]?.file ?? screen.file).hasSuffix(".xml") }
        return fromLayout(a) && fromLayout(b)
    }

    /// The two texts as levels, the more prominent first (the one in capitals, else the upright one), when
    /// the app tells them apart by case or by italics; nil when it does not.
    static func levels(_ a: LayoutElement, _ b: LayoutElement) -> (upper: LayoutElement, lower: LayoutElement)? {
        let capsA = a.textTransform == .uppercase, capsB = b.textTransform == .uppercase
        if capsA != capsB { return capsA ? (a, b) : (b, a) }
        if a.italic != b.italic { return a.italic ? (b, a) : (a, b) }
        return nil
    }
}

/// The hierarchy pairs `HierarchyGroups` derived from imported screens: how many are checked, on which
/// screens, and how many are left out with why.
public struct HierarchyPairCoverage: Codable, Sendable, Equatable {
    /// Pairs checked in every locale.
    public var checked = 0
    /// Screen ("file name") → pairs checked there.
    public var checkedByScreen: [String: Int] = [:]
    /// Reason → pairs not checked.
    public var skipped: [String: Int] = [:]

    public init() {}
}

extension HierarchyGroups {
    /// The coverage of the derived pairs of `screens` (nil when no imported screen has one).
    /// A pair the layout styles alike (`mayDifferBySpans`) is counted only where the source values' whole-text
    /// spans make two levels of it (one italic or bold over its whole text, the other not).
    public static func coverage(of screens: [LayoutScreen], index: CatalogIndex? = nil, sourceLocale: String = "en") -> HierarchyPairCoverage? {
        var result = HierarchyPairCoverage()
        for screen in screens where screen.origin != .declared {
            let checked = screen.hierarchy.filter { group in
                guard group.count == 2, let a = screen.element(group[0]), let b = screen.element(group[1]), levels(a, b) == nil else { return true }
                guard let index else { return false }
                func style(_ element: LayoutElement) -> WholeTextStyle? {
                    guard let key = element.key else { return nil }
                    guard let table = index.table(for: key, declared: element.table) else { return nil }
                    let values = index.values(table: table, key: key)
                    return (values[sourceLocale] ?? values[LocaleTag.base])?.first?.wholeTextStyle
                }
                let (x, y) = (style(a), style(b))
                return x?.italic != y?.italic || x?.bold != y?.bold
            }.count
            if checked > 0 {
                result.checked += checked
                result.checkedByScreen["\(screen.file) \(screen.name)", default: 0] += checked
            }
            for skipped in screen.hierarchySkipped { result.skipped[skipped.reason, default: 0] += 1 }
        }
        return result.checked == 0 && result.skipped.isEmpty ? nil : result
    }
}
