import Typesetter

/// Stage 3, screens: the screens a run lays out — declared in YAML, imported from UI files, and one per table
/// for a catalog's own size limits — with the boxes each imported screen's container passes give its texts
/// per locale (`ScreenStage+Containers`). The screens of keys no label lays out are made once the jobs say
/// which keys those are (`catalogKeys`, `ScreenStage+Catalog`).
struct ScreenStage: TypesettingStage, Sendable {
    let typesetter: Typesetter
    let options: LintOptions
    var shapes: ShapedTexts?

    func run(_ screens: [LayoutScreen], catalogs: IndexedCatalogs) -> ScreenSet {
        let limitScreens = Self.catalogLimitScreens(index: catalogs.index, context: catalogs.context, size: options.catalogLimitTextSize)
        let declared = Self.resolvingGuessedSpecifiers(screens, index: catalogs.index) + limitScreens
        let boxes = resolveContainers(declared, index: catalogs.index, context: catalogs.context)
        return ScreenSet(screens: declared, boxes: boxes)
    }

    /// SwiftUI keys whose interpolations the importer typed by guess (`%@` for a value of a type it cannot
    /// see) and that no catalog has, taken as the catalog's key with the same text and other specifiers
    /// (`CatalogIndex.SpecifierlessKeys`: NetNewsWire's `Text("\(month) months")` is “%lld months”).
    static func resolvingGuessedSpecifiers(_ screens: [LayoutScreen], index: CatalogIndex) -> [LayoutScreen] {
        guard screens.contains(where: { $0.origin == .swiftUI }) else { return screens }
        let keys = CatalogIndex.SpecifierlessKeys(index)
        return screens.map { screen in
            guard screen.origin == .swiftUI else { return screen }
            var screen = screen
            for position in screen.elements.indices {
                guard let key = screen.elements[position].key, key.contains("%"),
                      index.table(for: key, declared: screen.elements[position].table) == nil,
                      let resolved = keys.key(for: key, declared: screen.elements[position].table) else { continue }
                screen.elements[position].key = resolved
            }
            return screen
        }
    }
}

/// The declared and imported screens (and the catalog's limit screens) and their container boxes.
struct ScreenSet: Sendable {
    var screens: [LayoutScreen]
    var boxes: ContainerBoxes
}
