import Dispatch
import Synchronization
import Typesetter

/// A label laid out again for drawing: the layout a finding speaks of, where it sits in its box, and every
/// glyph with its position. Built by `Linter.renderings(for:input:)` from the same jobs and the same
/// layout code as the lint run, so its numbers are the finding's numbers.
public struct LabelRendering: Sendable {
    public var screen: String
    public var platform: Platform
    public var element: LayoutElement
    public var locale: String
    public var variant: String?
    public var sizeCategory: String?
    /// The size asked for and the size used (smaller after autoShrink).
    public var size: Double
    public var effectiveSize: Double
    public var layout: TextLayout
    /// The label's box: `width` (or the widest line) × the fixed height (or the text block).
    public var boxWidth: Double
    public var placement: InkPlacement
    /// Glyphs of `layout`, per line, in drawing order.
    public var glyphs: [[DrawnGlyph]]
    /// What truncation hides, when the layout is truncated: for one line the whole text on one line (how
    /// far it runs past the box), else every line the text needs at the box's width.
    public var hidden: TextLayout?
    /// `hidden` is the whole text on one line (a one-line label), not the lines at the box's width.
    public var hiddenOnOneLine: Bool
    public var hiddenGlyphs: [[DrawnGlyph]]

    public var isRightToLeft: Bool { layout.direction == .rtl }
}

/// The drawings of one finding: the translation it is about and the source-language label beside it.
public struct FindingRendering: Sendable {
    public var translation: LabelRendering
    public var source: LabelRendering?
    /// The other label of a pair (`Finding.pairedElement`, e.g. the lower level of a lost hierarchy) in
    /// the same locale and size, and in the source language.
    public var paired: LabelRendering?
    public var pairedSource: LabelRendering?

    public init(translation: LabelRendering, source: LabelRendering?, paired: LabelRendering? = nil, pairedSource: LabelRendering? = nil) {
        self.translation = translation
        self.source = source
        self.paired = paired
        self.pairedSource = pairedSource
    }
}


/// A screen as one locale's pass laid it out, for the report's wireframes: every view in its frame and
/// every text laid out in its box with the same layout code as the findings.
public struct ScreenWireframe: Sendable {
    public var screen: String
    public var platform: Platform
    public var origin: ScreenOrigin
    public var locale: String
    public var sizeCategory: String?
    /// The device or window width the pass ran at (nil for a declared screen, which has none).
    public var screenWidth: Double?
    public var isRightToLeft: Bool
    /// Parents before children; frames from the screen's top left, mirrored in a right-to-left locale.
    public var views: [PlacedView]
    /// The texts of the text views, by element id.
    public var labels: [String: LabelRendering]
    /// The wireframe of the same screen, size and width in the source language (nil when this one is).
    public var source: Int?
    /// Element id → the findings about it that this wireframe shows (indices into the report's findings).
    public var findings: [String: [Int]]

    /// The view that shows element `id` (a text element's view, else the view of that id).
    public func view(of id: String) -> PlacedView? {
        views.first { $0.elementID == id } ?? views.first { $0.viewID == id }
    }

    /// The part of the screen around element `id`: its parent's width, a margin above and below.
    public func surroundings(of id: String, margin: Double = 16) -> ViewRect? {
        guard let index = views.firstIndex(where: { $0.elementID == id }) ?? views.firstIndex(where: { $0.viewID == id }) else { return nil }
        let view = views[index]
        let parent = views[..<index].last { $0.depth < view.depth }?.frame ?? bounds
        let minX = min(parent.x, view.frame.x - margin), maxX = max(parent.maxX, view.frame.maxX + margin)
        return ViewRect(x: minX, y: view.frame.y - margin, width: maxX - minX, height: view.frame.height + 2 * margin)
    }

    /// The same screen with the tab page that holds element `id` shown instead of the tab view's first page
    /// (the other pages' views, and the shown page's, not drawn); nil when the element is on screen.
    public func showingTabPage(of id: String) -> ScreenWireframe? {
        guard let view = view(of: id), view.offscreen, let page = view.tabPage else { return nil }
        return showing(tabPage: page)
    }

    /// The tab pages the screen does not show (each tab view shows its first), in the order of their views.
    public var hiddenTabPages: [String] {
        var seen = Set<String>()
        return views.compactMap { $0.offscreen ? $0.tabPage : nil }.filter { seen.insert($0).inserted }
    }

    /// The same screen with tab page `page` shown instead of the tab view's first page.
    public func showing(tabPage page: String) -> ScreenWireframe {
        let pages = Set(views.compactMap(\.tabPage))
        var copy = self
        copy.views = views.filter { $0.tabPage == nil || $0.tabPage == page || !pages.contains($0.tabPage!) }.map { v in
            var shown = v
            shown.offscreen = false
            return shown
        }
        return copy
    }

    /// The drawing's extent: the union of the frames on screen.
    public var bounds: ViewRect {
        let views = views.filter { !$0.offscreen }
        guard let first = views.first?.frame else { return ViewRect(x: 0, y: 0, width: 0, height: 0) }
        var minX = first.x, minY = first.y, maxX = first.maxX, maxY = first.maxY
        for view in views.dropFirst() {
            minX = min(minX, view.frame.x); minY = min(minY, view.frame.y)
            maxX = max(maxX, view.frame.maxX); maxY = max(maxY, view.frame.maxY)
        }
        return ViewRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// What the report draws: each finding's label (nil: a finding about no laid-out label) and every screen
/// × locale × size that has a finding, beside the same screen in the source language.
public struct ReportPictures: Sendable {
    public var findings: [FindingRendering?]
    public var wireframes: [ScreenWireframe]
    /// Finding index → the wireframes that show it.
    public var wireframesOfFinding: [[Int]]

    /// The finding is drawn: its label in its box, or (an element with no text laid out) the element among
    /// its neighbours on the screen.
    public func isDrawn(_ finding: Finding, at index: Int) -> Bool {
        if index < findings.count, findings[index] != nil { return true }
        guard let element = finding.element, index < wireframesOfFinding.count, let w = wireframesOfFinding[index].first else { return false }
        return wireframes[w].view(of: element) != nil
    }

    public init(findings: [FindingRendering?] = [], wireframes: [ScreenWireframe] = [], wireframesOfFinding: [[Int]] = []) {
        self.findings = findings
        self.wireframes = wireframes
        self.wireframesOfFinding = wireframesOfFinding
    }
}

/// Where a finding shows on its screen: the pass's size category and screen width.
struct Place: Hashable { var category: String?; var screenWidth: Double? }

/// What `Linter.pictures` draws from (`pictureScene`).
struct PictureScene {
    var context: LintContext
    var sourceLocale: String
    var screens: [LayoutScreen]
    var boxes: ContainerBoxes
    var jobs: [JobStage.Job]
    var findingScreens: [Int?]
    var findingPlaces: [[ScreenLocale]]
}

extension Linter {
    /// The pass (size category × screen width) that shows `f` on an imported screen — the narrowest of its
    /// size category, or the one whose box is the finding's `availableWidth` — or, on a declared screen
    /// without the finding's label laid out there, its size category (else the first checked size).
    func place(of f: Finding, screen: Int, locale: String, job: Int?, boxes: ContainerBoxes, screens: [LayoutScreen],
               sizeCategories: [String]) -> Place {
        let category = f.sizeCategory
        guard screens[screen].container != nil else {
            return Place(category: category ?? sizeCategories.first, screenWidth: nil)
        }
        let passes = boxes.passes[screen]?[locale] ?? []
        var candidates = passes.filter { $0.category == category }
        if candidates.isEmpty { candidates = passes }
        if let element = f.element, let available = f.measurements?["availableWidth"],
           let exact = candidates.first(where: { pass in
               pass.resolution.boxes[element].map { abs($0.width - available) < 0.01 } ?? false
           }) {
            return Place(category: exact.category, screenWidth: exact.screenWidth)
        }
        if let first = candidates.first { return Place(category: first.category, screenWidth: first.screenWidth) }
        return Place(category: category, screenWidth: screens[screen].container?.layout.screenWidths.min())
    }

    /// Lays out again the label each finding names (screen, element, locale, variant), at the size
    /// category it names (else the first checked size), with the same job construction and autoShrink as
    /// `lint`, and the source-language label of the same element and variant. nil for findings that name
    /// no laid-out label (catalog and declaration problems). Results are in `findings` order.
    public func renderings(for findings: [Finding], input: LintInput) -> [FindingRendering?] {
        pictures(for: findings, input: input, wireframes: false).findings
    }

    /// The drawings of the findings (`renderings(for:input:)`) and, with `wireframes`, the screens they are
    /// on: imported screens as their container passes laid them out in the finding's locale, size and
    /// screen width (every view's frame), declared screens as the list of their elements; each beside the
    /// same screen in the source language.
    public func pictures(for findings: [Finding], input: LintInput, wireframes drawsScreens: Bool = true) -> ReportPictures {
        let scene = pictureScene(for: findings, input: input, drawsScreens: drawsScreens)
        let (context, sourceLocale, screens, boxes, jobs) = (scene.context, scene.sourceLocale, scene.screens, scene.boxes, scene.jobs)
        let (findingScreens, findingPlaces) = (scene.findingScreens, scene.findingPlaces)

        struct JobKey: Hashable { var screen: Int; var element: String; var locale: String; var variant: String? }
        var byKey: [JobKey: Int] = [:]
        var firstOfElement: [JobKey: Int] = [:]
        for (i, job) in jobs.enumerated() {
            let key = JobKey(screen: job.screenIndex, element: job.element.id, locale: job.locale, variant: job.entry.variant)
            if byKey[key] == nil { byKey[key] = i }
            let any = JobKey(screen: job.screenIndex, element: job.element.id, locale: job.locale, variant: nil)
            if firstOfElement[any] == nil { firstOfElement[any] = i }
        }
        func job(screen: Int, element: String, locale: String, variant: String?) -> Int? {
            // A finding about the whole key (no variant), or a source without the variant: the first one.
            byKey[JobKey(screen: screen, element: element, locale: locale, variant: variant)]
                ?? firstOfElement[JobKey(screen: screen, element: element, locale: locale, variant: nil)]
        }

        // Which pass (size category × screen width) shows a finding, and the size a job is laid out at there.
        func place(of f: Finding, screen: Int, locale: String, job: Int?) -> Place {
            if screens[screen].container != nil || job == nil {
                return self.place(of: f, screen: screen, locale: locale, job: nil, boxes: boxes, screens: screens,
                                  sizeCategories: context.sizeCategories)
            }
            // A size that does not scale (no category) is drawn on the screen at the first checked size.
            let category = f.sizeCategory ?? context.sizeCategories.first
            if let job, !jobs[job].sizes.contains(where: { $0.category == category }), let first = jobs[job].sizes.first?.category {
                return Place(category: first, screenWidth: nil)
            }
            return Place(category: category, screenWidth: nil)
        }
        func jobSize(_ job: Int, at place: Place) -> JobStage.JobSize? {
            let job = jobs[job]
            guard job.screen.container != nil else {
                return job.sizes.first { $0.category == place.category } ?? job.sizes.first
            }
            let passes = boxes.passes[job.screenIndex]?[job.locale] ?? []
            guard let pass = passes.first(where: { $0.category == place.category && $0.screenWidth == place.screenWidth })
                    ?? passes.first(where: { $0.category == place.category }) ?? passes.first,
                  let box = pass.resolution.boxes[job.element.id],
                  let sized = SizeScale.sizes(for: job.element, platform: job.screen.platform,
                                              categories: pass.category.map { [$0] } ?? []).first else {
                return job.sizes.first { $0.category == place.category } ?? job.sizes.first
            }
            var constraints = job.constraints
            constraints.width = box.widthLimit
            constraints.height = box.height ?? job.element.height
            return JobStage.JobSize(category: sized.category, size: sized.size, constraints: constraints, screenWidth: pass.screenWidth)
        }

        struct Request: Hashable { var job: Int; var place: Place }
        var requests: [Request] = []
        var requestIndex: [Request: Int] = [:]
        func request(_ job: Int?, _ place: Place) -> Int? {
            guard let job else { return nil }
            let r = Request(job: job, place: place)
            if let known = requestIndex[r] { return known }
            requestIndex[r] = requests.count
            requests.append(r)
            return requests.count - 1
        }

        struct WireframeKey: Hashable { var screen: Int; var locale: String; var place: Place }
        var wireframeKeys: [WireframeKey] = []
        var wireframeIndex: [WireframeKey: Int] = [:]
        var wireframeFindings: [[String: [Int]]] = []
        func wireframe(_ key: WireframeKey) -> Int {
            if let known = wireframeIndex[key] { return known }
            wireframeIndex[key] = wireframeKeys.count
            wireframeKeys.append(key)
            wireframeFindings.append([:])
            return wireframeKeys.count - 1
        }

        var pairs: [(Int?, Int?, Int?, Int?)?] = []
        var wireframesOfFinding: [[Int]] = []
        for (i, finding) in findings.enumerated() {
            guard let screen = findingScreens[i], let element = finding.element else {
                pairs.append(nil)
                wireframesOfFinding.append([])
                continue
            }
            let locale = finding.locale.map(LocaleTag.canonical) ?? sourceLocale
            let translation = job(screen: screen, element: element, locale: locale, variant: finding.variant)
            let place = place(of: finding, screen: screen, locale: locale, job: translation)
            // The screen's development language (an Android screen's `values/`: `LintContext.sourceLocale(of:)`).
            let screenSource = context.sourceLocale(of: screens[screen].origin)
            let source = job(screen: screen, element: element, locale: screenSource, variant: finding.variant)
            let paired = finding.pairedElement.flatMap { job(screen: screen, element: $0, locale: locale, variant: nil) }
            let pairedSource = finding.pairedElement.flatMap { job(screen: screen, element: $0, locale: screenSource, variant: nil) }
            pairs.append((request(translation, place), request(source, place), request(paired, place), request(pairedSource, place)))
            var shownOn: [Int] = []
            for other in findingPlaces[i] where drawsScreens {
                let otherPlace = other == ScreenLocale(screen: screen, locale: locale) ? place
                    : self.place(of: finding, screen: other.screen, locale: other.locale, job: nil, boxes: boxes, screens: screens,
                                 sizeCategories: context.sizeCategories)
                let shown = wireframe(WireframeKey(screen: other.screen, locale: other.locale, place: otherPlace))
                _ = wireframe(WireframeKey(screen: other.screen, locale: sourceLocale, place: otherPlace))
                wireframeFindings[shown][element, default: []].append(i)
                if let pairedElement = finding.pairedElement { wireframeFindings[shown][pairedElement, default: []].append(i) }
                if !shownOn.contains(shown) { shownOn.append(shown) }
            }
            wireframesOfFinding.append(shownOn)
        }
        // Every text of every wireframe, in its box at the wireframe's size.
        var wireframeLabels: [[(element: String, request: Int)]] = []
        for key in wireframeKeys {
            var labels: [(String, Int)] = []
            for element in screens[key.screen].elements where element.kind.hasText {
                if let r = request(job(screen: key.screen, element: element.id, locale: key.locale, variant: nil), key.place) {
                    labels.append((element.id, r))
                }
            }
            wireframeLabels.append(labels)
        }

        let rendered = renderLabels(requests.map { ($0.job, jobSize($0.job, at: $0.place)) }, jobs: jobs)
        let drawn: [FindingRendering?] = pairs.map { pair in
            guard let (translation, source, paired, pairedSource) = pair, let t = translation, let drawn = rendered[t] else { return nil }
            return FindingRendering(translation: drawn, source: source.flatMap { rendered[$0] },
                                    paired: paired.flatMap { rendered[$0] }, pairedSource: pairedSource.flatMap { rendered[$0] })
        }

        var wireframes: [ScreenWireframe] = []
        for (w, key) in wireframeKeys.enumerated() {
            let screen = screens[key.screen]
            var labels: [String: LabelRendering] = [:]
            for (element, r) in wireframeLabels[w] where labels[element] == nil { labels[element] = rendered[r] }
            let isRightToLeft = LocaleTag.info(key.locale).isRightToLeft
            let views: [PlacedView]
            if screen.container != nil {
                let passes = boxes.passes[key.screen]?[key.locale] ?? []
                let pass = passes.first { $0.category == key.place.category && $0.screenWidth == key.place.screenWidth }
                    ?? passes.first { $0.category == key.place.category } ?? passes.first
                views = pass?.resolution.views ?? []
            } else {
                views = Self.declaredViews(screen, labels: labels, isRightToLeft: isRightToLeft)
            }
            let sourceKey = WireframeKey(screen: key.screen, locale: sourceLocale, place: key.place)
            wireframes.append(ScreenWireframe(
                screen: screen.name, platform: screen.platform, origin: screen.origin, locale: key.locale,
                sizeCategory: key.place.category, screenWidth: key.place.screenWidth, isRightToLeft: isRightToLeft,
                views: views, labels: labels, source: key.locale == sourceLocale ? nil : wireframeIndex[sourceKey],
                findings: wireframeFindings[w]))
        }
        return ReportPictures(findings: drawn, wireframes: wireframes, wireframesOfFinding: wireframesOfFinding)
    }

    /// What the pictures of `findings` are drawn from: the screens, each finding's screen and the places
    /// (screen × locale) it shows in, the container passes of those places and the source's, and the jobs
    /// of their screens.
    private func pictureScene(for findings: [Finding], input: LintInput, drawsScreens: Bool) -> PictureScene {
        let (index, sourceLocale, androidSource) = ScopeStage.sourceIndex(input.catalogs, asked: options.sourceLocale)
        let wanted = Set(findings.flatMap { $0.locales + ($0.locale.map { [$0] } ?? []) }.map(LocaleTag.canonical))
            .union([sourceLocale] + (androidSource.map { [$0] } ?? [])).sorted()
        var context = LintContext(sourceLocale: sourceLocale, locales: wanted,
                                  sizeCategories: SizeScale.ordered(options.sizeCategories),
                                  catalogs: index, fonts: typesetter.fonts, ruleOptions: options.ruleOptions)
        context.androidSourceLocale = androidSource
        let screens = input.screens + ScreenStage.catalogLimitScreens(index: index, context: context, size: options.catalogLimitTextSize)

        // The screen each finding is about: the first of its name that has its element.
        var screensByName: [String: [Int]] = [:]
        for (i, screen) in screens.enumerated() { screensByName[screen.name, default: []].append(i) }
        var elementIDs: [Int: Set<String>] = [:]
        func ids(_ i: Int) -> Set<String> {
            if let known = elementIDs[i] { return known }
            let found = Set(screens[i].elements.map(\.id))
            elementIDs[i] = found
            return found
        }
        let findingScreens: [Int?] = findings.map { f in
            guard let name = f.screen, let element = f.element else { return nil }
            return screensByName[name]?.first { ids($0).contains(element) }
        }
        // Where each finding shows: every screen and locale of its group (`Finding.screens`, `locales`; one
        // declaration included in several screens, the same problem in several locales). A finding about a
        // declaration in no locale (a contrast, an RTL declaration) shows in the source.
        let findingPlaces: [[ScreenLocale]] = findings.enumerated().map { i, f in
            guard let primary = findingScreens[i], let element = f.element else { return [] }
            let others = f.screens.dropFirst().compactMap { name in screensByName[name]?.first { ids($0).contains(element) } }
            let locales = f.locales.isEmpty ? [f.locale.map(LocaleTag.canonical) ?? sourceLocale] : f.locales.map(LocaleTag.canonical)
            var places: [ScreenLocale] = []
            for screen in [primary] + others { for locale in locales { places.append(ScreenLocale(screen: screen, locale: locale)) } }
            return places
        }
        var needed = Set<ScreenLocale>()
        for places in findingPlaces {
            for place in places {
                needed.insert(place)
                needed.insert(ScreenLocale(screen: place.screen, locale: sourceLocale))
            }
        }
        let boxes = ScreenStage(typesetter: typesetter, options: options).resolveContainers(screens, index: index, context: context, only: needed, placesViews: drawsScreens)
        var jobs: [JobStage.Job] = []
        for screen in Set(needed.map(\.screen)).sorted() {
            jobs += JobStage(typesetter: typesetter).makeJobs([screens[screen]], index: index, context: context, boxes: boxes, firstIndex: screen)
        }
        return PictureScene(context: context, sourceLocale: sourceLocale, screens: screens, boxes: boxes, jobs: jobs,
                            findingScreens: findingScreens, findingPlaces: findingPlaces)
    }

    /// Lays out each requested job at its size, `options.workers` at a time; results in request order.
    private func renderLabels(_ requested: [(job: Int, size: JobStage.JobSize?)], jobs allJobs: [JobStage.Job]) -> [LabelRendering?] {
        OrderedWork.map(requested.count, workers: options.workers) { i in
            requested[i].size.flatMap { rendering(allJobs[requested[i].job], size: $0) }
        }
    }

    /// A declared screen has no frames: its elements top to bottom in declaration order, each as wide as it
    /// says (a text without a width as its widest line), `WireframeMetrics` apart; mirrored in RTL.
    static func declaredViews(_ screen: LayoutScreen, labels: [String: LabelRendering], isRightToLeft: Bool) -> [PlacedView] {
        let inset = WireframeMetrics.declaredInset, spacing = WireframeMetrics.declaredSpacing
        var children: [PlacedView] = []
        var y = inset
        for element in screen.elements {
            let width: Double, height: Double
            let role: PlacedView.Role
            if element.kind.hasText {
                let label = labels[element.id]
                width = element.width ?? label?.boxWidth ?? 0
                height = label?.placement.boxHeight ?? element.height ?? 0
                role = .text
            } else {
                width = WireframeMetrics.declaredIconSize
                height = WireframeMetrics.declaredIconSize
                role = element.kind == .image ? .image : .control
            }
            let frame = ViewRect(x: inset, y: y, width: width, height: height)
            children.append(PlacedView(name: element.kind.rawValue, viewID: element.id, role: role,
                                       elementID: element.kind.hasText ? element.id : nil, frame: frame,
                                       textFrame: element.kind.hasText ? frame : nil, depth: 1))
            y += height + spacing
        }
        let width = (children.map(\.frame.maxX).max() ?? 0) + inset
        let root = PlacedView(name: "screen", role: .container, frame: ViewRect(x: 0, y: 0, width: width, height: y - spacing + inset), depth: 0)
        let all = [root] + children
        guard isRightToLeft else { return all }
        return all.map { view in
            var mirrored = view
            mirrored.frame = view.frame.mirrored(within: width)
            mirrored.textFrame = view.textFrame?.mirrored(within: width)
            return mirrored
        }
    }

    /// One job laid out at one size, in the box it has there.
    func rendering(_ job: JobStage.Job, size chosen: JobStage.JobSize) -> LabelRendering? {
        guard let shaped = try? typesetter.shape(job.text, locale: job.locale, font: job.font),
              let sized = try? MeasureStage(typesetter: typesetter, options: options).layout(shaped, at: chosen, job: job) else { return nil }
        let layout = sized.layout
        var hidden: TextLayout?
        let oneLine = chosen.constraints.maxLines == 1 && chosen.constraints.height == nil
        if layout.truncated {
            hidden = oneLine
                ? try? shaped.layout(size: sized.effectiveSize, constraints: LayoutConstraints(alignment: chosen.constraints.alignment))
                : sized.unconstrained
        }
        return LabelRendering(
            screen: job.screen.name, platform: job.screen.platform, element: job.element, locale: job.locale,
            variant: job.entry.variant, sizeCategory: sized.sizeCategory, size: sized.size, effectiveSize: sized.effectiveSize,
            layout: layout, boxWidth: chosen.constraints.width ?? layout.lines.map(\.width).max() ?? 0,
            placement: InkPlacement.of(layout: layout, element: job.element, platform: job.screen.platform),
            glyphs: shaped.drawnGlyphs(in: layout),
            hidden: hidden, hiddenOnOneLine: oneLine, hiddenGlyphs: hidden.map(shaped.drawnGlyphs(in:)) ?? [])
    }
}
