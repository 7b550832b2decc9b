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
            guard let a = screen.element(pair.first), let b = screen.element(pair.second), let order = levels(a, b) else { continue }
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
    public static func coverage(of screens: [LayoutScreen]) -> HierarchyPairCoverage? {
        var result = HierarchyPairCoverage()
        for screen in screens where screen.origin != .declared {
            if !screen.hierarchy.isEmpty {
                result.checked += screen.hierarchy.count
                result.checkedByScreen["\(screen.file) \(screen.name)", default: 0] += screen.hierarchy.count
            }
            for skipped in screen.hierarchySkipped { result.skipped[skipped.reason, default: 0] += 1 }
        }
        return result.checked == 0 && result.skipped.isEmpty ? nil : result
    }
}
