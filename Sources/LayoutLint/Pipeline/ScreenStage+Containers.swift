import Dispatch
import Foundation
import Synchronization
import Typesetter

/// The boxes that container passes gave the elements of imported screens, per screen and locale: one pass
/// per size category × screen width, size categories in order, narrower screens first.
struct ContainerBoxes: Sendable {
    struct Pass: Sendable {
        var category: String?
        var screenWidth: Double
        var resolution: ContainerResolution
    }

    /// screen index → locale → passes.
    var passes: [Int: [String: [Pass]]] = [:]
    /// screen index → element id → why none of its locales is checked: its source text does not fit the
    /// box the model gives it (`ScreenStage.checkSourceFits`).
    var misfits: [Int: [String: String]] = [:]

    /// Why the source text of an imported Android view does not settle where the model places it.
    static let sourceMisfitReason = "the source text does not fit where the model places it (the model disagrees with the layout as designed, or the view ellipsizes by design): no locale is checked"
    /// Why a font scale (× screen width) of a view is not checked: its source text does not fit there either.
    static let sourceMisfitAtSizeReason = "the source text does not fit either at this font scale and screen width (a translation that does not fit there fails as the source does)"

    /// The sizes a label of an imported screen is laid out at, each in the box its pass gave; sizes whose
    /// size and box repeat an earlier one are left out (the earlier one shows any problem first). Empty when
    /// no pass could decide the element's box.
    func sizes(screen: Int, element: LayoutElement, platform: Platform, locale: String, base: LayoutConstraints) -> [JobStage.JobSize] {
        var result: [JobStage.JobSize] = []
        if misfits[screen]?[element.id] != nil { return [] }
        for pass in passes[screen]?[locale] ?? [] {
            guard let box = pass.resolution.boxes[element.id],
                  let sized = SizeScale.sizes(for: element, platform: platform, categories: pass.category.map { [$0] } ?? []).first
            else { continue }
            var constraints = base
            constraints.width = box.widthLimit
            constraints.height = box.height ?? base.height
            if result.contains(where: { abs($0.size - sized.size) < 1e-9 && $0.constraints == constraints }) { continue }
            result.append(JobStage.JobSize(category: sized.category, size: sized.size, constraints: constraints,
                                         screenWidth: pass.screenWidth.isFinite ? pass.screenWidth : nil, maximumWidth: box.maximumWidth))
        }
        return result
    }

    /// Takes an element out of one pass (or every pass: `category` and `screenWidth` nil) of every locale of a
    /// screen, with the reason: the model does not reproduce the document there.
    mutating func skip(screen: Int, element: String, reason: String, category: String?? = nil, screenWidth: Double? = nil) {
        // Taken out, changed and put back, so each list and dictionary changed is held once and changes where
        // it stands: changed through the nested subscripts, every skip copied the boxes and skip reasons of
        // every pass (a scene of n texts cost n²).
        guard var locales = passes.removeValue(forKey: screen) else { return }
        for locale in Array(locales.keys) {
            var list = locales.removeValue(forKey: locale)!
            for index in list.indices {
                if let category, list[index].category != category { continue }
                if let screenWidth, list[index].screenWidth != screenWidth { continue }
                list[index].resolution.boxes[element] = nil
                list[index].resolution.skipped[element] = reason
            }
            locales[locale] = list
        }
        passes[screen] = locales
    }

    /// Why an element of an imported screen has no box in a locale: the reasons its passes gave.
    func skipReason(screen: Int, element: String, locale: String) -> String? {
        if let misfit = misfits[screen]?[element] { return misfit }
        for pass in passes[screen]?[locale] ?? [] {
            if let reason = pass.resolution.skipped[element] { return reason }
        }
        return nil
    }
}

/// A screen (by its index in the linted list) in a locale.
struct ScreenLocale: Hashable, Sendable {
    var screen: Int
    var locale: String
}

/// Mutable state of one screen × locale's container passes: texts shaped once, laid out per request.
final class ContainerMeasurer {
    let stage: ScreenStage
    let screen: LayoutScreen
    let locale: String
    let index: CatalogIndex
    let context: LintContext
    var shaped: [String: ShapedText?] = [:]
    let elements: [String: LayoutElement]
    /// The catalog values of the screen's elements, looked up once for all its locales (`catalogValues`).
    let values: [String: CatalogValues]
    /// A text's measurement by element, size category and available width (nil: its natural width): the
    /// same in every pass of the screen × locale that asks for it (a box that does not depend on the screen's
    /// width is asked for at each width), so laid out once.
    private var measured: [MeasureKey: TextMeasurement?] = [:]

    private struct MeasureKey: Hashable {
        var id: String
        var category: String?
        var availableWidth: Double?
    }

    /// What a text element's key gives in every locale: the table the key resolves to, the key's values by
    /// locale and the table's source values. None of it depends on the locale shown, so a screen's measurers
    /// (one per locale) share it instead of each looking every key up again.
    struct CatalogValues: Sendable {
        /// The element's key and declared table the lookup was made for.
        var key: String
        var declaredTable: String?
        var values: [String: [Entry]]
        var source: [Entry]
    }

    /// `elements`: the screen's elements by id (`elementsByID`), made once for all its locales; `values`: their
    /// catalog values (`catalogValues`), likewise, or empty to look each key up here.
    init(stage: ScreenStage, screen: LayoutScreen, locale: String, index: CatalogIndex, context: LintContext,
         elements: [String: LayoutElement], values: [String: CatalogValues] = [:]) {
        self.stage = stage
        self.screen = screen
        self.locale = locale
        self.index = index
        self.context = context
        self.elements = elements
        self.values = values
    }

    /// The catalog values of each text element of `elements` whose key a table has, by element id.
    static func catalogValues(_ elements: [String: LayoutElement], index: CatalogIndex, context: LintContext) -> [String: CatalogValues] {
        var result: [String: CatalogValues] = [:]
        for (id, element) in elements where element.kind.hasText {
            guard let key = element.key, let found = lookUp(key, declared: element.table, index: index, context: context) else { continue }
            result[id] = found
        }
        return result
    }

    private static func lookUp(_ key: String, declared: String?, index: CatalogIndex, context: LintContext) -> CatalogValues? {
        guard let table = index.table(for: key, declared: declared) else { return nil }
        let values = index.values(table: table, key: key)
        return CatalogValues(key: key, declaredTable: declared, values: values, source: values[context.sourceLocale(ofTable: table)] ?? [])
    }

    /// The element's catalog values: the screen's shared lookup when it was made for this element's key and
    /// table, else looked up now.
    private func catalogValues(of element: LayoutElement, key: String) -> CatalogValues? {
        if let shared = values[element.id], shared.key == key, shared.declaredTable == element.table { return shared }
        return Self.lookUp(key, declared: element.table, index: index, context: context)
    }

    /// A screen's elements by id, the first of an id kept.
    static func elementsByID(_ screen: LayoutScreen) -> [String: LayoutElement] {
        var elements: [String: LayoutElement] = [:]
        for element in screen.elements where elements[element.id] == nil { elements[element.id] = element }
        return elements
    }

    /// The element's text as the locale shows it: its plain value, else the widest of its plural's categories
    /// (by natural width), else its first.
    ///
    /// A plural shows one category at a time, and where its text sets its box's width (a wrap_content view, an
    /// unweighted child of a row) each category's box follows its own text. Measured with one category
    /// (`other`), every other one was checked in that category's box: Polish “42 strony” (`few`) in the 59 dp
    /// of “42 stron” (`other`), “cut” where a device shows it whole. With the widest, a category that fits its
    /// own width fits the box, and one that does not gets what the row leaves, as it would when shown.
    func shapedText(of element: LayoutElement) -> ShapedText? {
        if let known = shaped[element.id] { return known }
        var result: ShapedText?
        if element.kind.hasText, let key = element.key, let found = catalogValues(of: element, key: key) {
            let (entries, _) = JobStage.shownEntries(found.values, locale: locale, source: found.source, context: context)
            let siblings = LabelText.composingSiblings(entries)
            let formats = LabelText.substitutionPrefixes(entries)
            let candidates = entries.filter { !LabelText.isFormat($0, prefixes: formats) }
            func shapedValue(_ entry: Entry) -> ShapedText? {
                let text = LabelText.compose(entry, siblings: siblings, samples: element.samples,
                                             transform: element.textTransform, locale: locale)
                return try? stage.shape(text, locale: locale, font: stage.font(of: element))
            }
            if let entry = candidates.first(where: { $0.variant == nil }) {
                result = shapedValue(entry)
            } else {
                let categories = candidates.filter { LabelText.pluralCategory(of: $0.variant) != nil }
                // Advances are linear in the size (unhinted): any one size orders the categories' widths.
                var widest: (shaped: ShapedText, width: Double)?
                for entry in categories {
                    guard let shaped = shapedValue(entry), let width = try? shaped.layout(size: 16, constraints: LayoutConstraints()).naturalWidth
                    else { continue }
                    if widest == nil || width > widest!.width { widest = (shaped, width) }
                }
                result = widest?.shaped ?? candidates.first.flatMap(shapedValue)
            }
        }
        shaped[element.id] = .some(result)
        return result
    }

    func measure(_ id: String, availableWidth: Double?, category: String?) -> TextMeasurement? {
        let key = MeasureKey(id: id, category: category, availableWidth: availableWidth)
        if let known = measured[key] { return known }
        let measurement = layOut(id, availableWidth: availableWidth, category: category)
        measured[key] = .some(measurement)
        return measurement
    }

    private func layOut(_ id: String, availableWidth: Double?, category: String?) -> TextMeasurement? {
        guard let element = elements[id], let shaped = shapedText(of: element),
              let size = SizeScale.sizes(for: element, platform: screen.platform, categories: category.map { [$0] } ?? []).first?.size
        else { return nil }
        let constraints = LayoutConstraints(width: availableWidth,
                                            maxLines: element.maxLines ?? screen.platform.defaultMaxLines,
                                            lineHeight: element.lineHeight, alignment: element.alignment,
                                            fontPadding: stage.fontPadding(of: element))
        guard let layout = try? shaped.layout(size: size, constraints: constraints) else { return nil }
        return TextMeasurement(naturalWidth: layout.naturalWidth, width: layout.lines.map(\.width).max() ?? 0,
                               height: layout.height, lineCount: layout.lines.count, truncated: layout.truncated)
    }
}

extension ScreenStage {
    /// Runs every imported screen's container pass for every locale × size category × screen width,
    /// screens × locales in parallel; the result does not depend on the number of workers.
    ///
    /// `only` limits the passes to these screen × locale pairs (the report draws only what has findings);
    /// `placesViews` asks each pass for the frame of every view too (`ContainerResolution.views`).
    func resolveContainers(_ screens: [LayoutScreen], index: CatalogIndex, context: LintContext,
                           only: Set<ScreenLocale>? = nil, placesViews: Bool = false) -> ContainerBoxes {
        var found: [(screen: Int, locale: String)] = []
        for (screenIndex, screen) in screens.enumerated() where screen.container != nil {
            for locale in context.locales where only?.contains(ScreenLocale(screen: screenIndex, locale: locale)) ?? true {
                found.append((screenIndex, locale))
            }
        }
        let units = found
        guard !units.isEmpty else { return ContainerBoxes() }
        var elements: [Int: [String: LayoutElement]] = [:]
        var values: [Int: [String: ContainerMeasurer.CatalogValues]] = [:]
        var replays: [Int: ContainerPassReplays] = [:]
        for unit in units where elements[unit.screen] == nil {
            let byID = ContainerMeasurer.elementsByID(screens[unit.screen])
            elements[unit.screen] = byID
            values[unit.screen] = ContainerMeasurer.catalogValues(byID, index: index, context: context)
            replays[unit.screen] = ContainerPassReplays()
        }
        let elementsByScreen = elements
        let valuesByScreen = values
        let replaysByScreen = replays
        let done = Atomic<Int>(0)
        let progress = options.progress
        progress?.report(.screens, 0, units.count)
        let all = OrderedWork.map(units.count, workers: options.workers) { position in
            let unit = units[position]
            let passes = resolvePasses(screens[unit.screen], locale: unit.locale, index: index, context: context,
                                       elements: elementsByScreen[unit.screen] ?? [:], values: valuesByScreen[unit.screen] ?? [:],
                                       replays: replaysByScreen[unit.screen]!, placesViews: placesViews)
            if let progress { progress.report(.screens, done.wrappingAdd(1, ordering: .relaxed).newValue, units.count) }
            return passes
        }
        var boxes = ContainerBoxes()
        for (position, unit) in units.enumerated() {
            boxes.passes[unit.screen, default: [:]][unit.locale] = all[position]
        }
        for (screenIndex, screen) in screens.enumerated() where screen.container != nil && context.locales.contains(context.sourceLocale(of: screen.origin)) {
            checkSourceFits(screen, index: screenIndex, boxes: &boxes, catalogs: index, context: context)
        }
        return boxes
    }

    /// `replays`: the passes of the screen's other locales, shared by the workers (`ContainerPassReplays`).
    private func resolvePasses(_ screen: LayoutScreen, locale: String, index: CatalogIndex, context: LintContext,
                               elements: [String: LayoutElement], values: [String: ContainerMeasurer.CatalogValues],
                               replays: ContainerPassReplays, placesViews: Bool) -> [ContainerBoxes.Pass] {
        guard let container = screen.container?.layout else { return [] }
        let measurer = ContainerMeasurer(stage: self, screen: screen, locale: locale, index: index, context: context,
                                         elements: elements, values: values)
        // The screen's development language: an Android screen's default `values/`, which a KMP app's iOS catalog does not set.
        let screenSource = context.sourceLocale(of: screen.origin)
        let sourceMeasurer = locale == screenSource ? measurer
            : ContainerMeasurer(stage: self, screen: screen, locale: screenSource, index: index, context: context,
                                elements: elements, values: values)
        let categories: [String?] = context.sizeCategories.isEmpty ? [nil] : context.sizeCategories
        let widths = container.screenWidths.sorted()
        let isRightToLeft = LocaleTag.info(locale).isRightToLeft
        let isSourceLocale = locale == screenSource
        var passes: [ContainerBoxes.Pass] = []
        for category in categories {
            let measure = { (id: String, available: Double?) in measurer.measure(id, availableWidth: available, category: category) }
            let measureSource = { (id: String, available: Double?) in sourceMeasurer.measure(id, availableWidth: available, category: category) }
            for width in widths {
                let key = ContainerPassReplays.Key(category: category, screenWidth: width, isRightToLeft: isRightToLeft,
                                                   isSourceLocale: isSourceLocale, placesViews: placesViews)
                let resolution: ContainerResolution
                if let known = replays.replayed(key, measure: measure, measureSource: measureSource) {
                    resolution = known
                } else {
                    let recorder = ContainerPassRecorder()
                    let query = ContainerQuery(locale: locale, isRightToLeft: isRightToLeft, sizeCategory: category, screenWidth: width,
                                               placesViews: placesViews, isSourceLocale: isSourceLocale, measure: { id, available in
                        let answer = measure(id, available)
                        recorder.requests.append(.init(source: false, id: id, availableWidth: available, answer: answer))
                        return answer
                    }, measureSource: { id, available in
                        let answer = measureSource(id, available)
                        recorder.requests.append(.init(source: true, id: id, availableWidth: available, answer: answer))
                        return answer
                    })
                    resolution = container.resolve(query)
                    replays.keep(key, ContainerPassReplays.Trace(requests: recorder.requests, resolution: resolution))
                }
                passes.append(ContainerBoxes.Pass(category: category, screenWidth: width, resolution: resolution))
            }
        }
        return passes
    }
}
