import Typesetter

/// How the self-check against the layout as designed treats a platform's documents (DESIGN, "the model checks
/// itself against the app"): both take the development language as the reference the document was designed
/// with; they differ in what the document itself states.
struct SelfCheckPolicy: Sendable {
    /// The development language not fitting at the default font scale takes the element out of every locale,
    /// not only that pass: Android layouts store no frames, so the source strings in `values/` are the
    /// designer's only reference for a view's size (Android's `TextView` ellipsizes or clips whatever does not
    /// fit: a view the source does not fit ellipsizes even the source, by design, or the model is wrong about
    /// it). An Interface Builder document stores the frame it was designed at, and the engine's own
    /// self-check (`ContainerLayout.selfCheck`) compares the model with it first.
    var defaultFailureSkipsElement: Bool
    /// Ink clipped by a fixed height counts as not fitting (Android: a fixed `layout_height` clips its text;
    /// on Apple platforms the document's frame is the reference and `vertical-clipping`'s own self-check in
    /// `FilterStage` judges ink).
    var checksInkClipping: Bool
    /// Why a pass the source does not fit is not checked for the element.
    var passFailureReason: String

    static func of(_ origin: ScreenOrigin) -> SelfCheckPolicy {
        origin == .android ? android : designedFrames
    }

    static let android = SelfCheckPolicy(defaultFailureSkipsElement: true, checksInkClipping: true,
                                         passFailureReason: ContainerBoxes.sourceMisfitAtSizeReason)
    static let designedFrames = SelfCheckPolicy(
        defaultFailureSkipsElement: false, checksInkClipping: false,
        passFailureReason: "self-check: the development language's text does not fit the box the model gives it, where the document shows it fitting")
}

extension ScreenStage {
    /// The one self-check of an imported screen against the layout as designed, before any translation is
    /// judged: the development language's own text, laid out in the box each of its passes gives it, must fit
    /// (its lines and fixed height; with `checksInkClipping`, its ink). Where it does not, the model is wrong
    /// about the element there, or the element truncates even the source by design: a translation failing
    /// there says nothing new (issue 19, "a finding whose source locale fails the same way is a modelling
    /// error"). That pass is skipped for the element in every locale; where the platform says so
    /// (`defaultFailureSkipsElement`), failing at the default font scale skips the element everywhere. First,
    /// the container's own comparison with the frames the document stores (`ContainerLayout.selfCheck`).
    func checkSourceFits(_ screen: LayoutScreen, index screenIndex: Int, boxes: inout ContainerBoxes, catalogs: CatalogIndex,
                         context: LintContext) {
        guard let container = screen.container?.layout else { return }
        let policy = SelfCheckPolicy.of(screen.origin)
        let source = context.sourceLocale(of: screen.origin)
        let measurer = ContainerMeasurer(stage: self, screen: screen, locale: source, index: catalogs, context: context,
                                         elements: ContainerMeasurer.elementsByID(screen))
        let query = ContainerQuery(locale: source, isRightToLeft: LocaleTag.info(source).isRightToLeft, sizeCategory: nil,
                                   screenWidth: container.screenWidths.first ?? 0, isSourceLocale: true) { id, available in
            // Interface Builder draws the document at the default size category, Large.
            measurer.measure(id, availableWidth: available, category: "L")
        }
        for (element, reason) in container.selfCheck(query).sorted(by: { $0.key < $1.key }) {
            boxes.skip(screen: screenIndex, element: element, reason: "self-check: " + reason)
        }
        let passes = boxes.passes[screenIndex]?[source] ?? []
        // The default font scale (Large); when it is not checked, the first category checked stands for it.
        let checksDefault = passes.contains { $0.category == nil || $0.category == "L" }
        func isDefault(_ pass: ContainerBoxes.Pass) -> Bool {
            checksDefault ? pass.category == nil || pass.category == "L" : pass.category == passes.first?.category
        }
        var misfits: [String: String] = [:]
        var failures: [(element: String, pass: ContainerBoxes.Pass)] = []
        for element in screen.elements where element.kind.hasText && misfits[element.id] == nil {
            guard let shaped = measurer.shapedText(of: element) else { continue }
            let failing = passes.filter { !sourceFits(shaped, element: element, screen: screen, pass: $0, policy: policy) }
            if policy.defaultFailureSkipsElement && failing.contains(where: isDefault) {
                misfits[element.id] = ContainerBoxes.sourceMisfitReason
            } else {
                failures += failing.map { (element.id, $0) }
            }
        }
        if !misfits.isEmpty { boxes.misfits[screenIndex] = misfits }
        for (element, pass) in failures {
            boxes.skip(screen: screenIndex, element: element, reason: policy.passFailureReason,
                       category: .some(pass.category), screenWidth: pass.screenWidth)
        }
    }

    /// Whether the development language's text fits the box a pass gives the element (true where the pass
    /// gives it none or it cannot be laid out: nothing to judge). Text that shrinks to fit is judged at the
    /// smallest size it may take.
    private func sourceFits(_ shaped: ShapedText, element: LayoutElement, screen: LayoutScreen, pass: ContainerBoxes.Pass,
                            policy: SelfCheckPolicy) -> Bool {
        guard let box = pass.resolution.boxes[element.id],
              let size = SizeScale.sizes(for: element, platform: screen.platform, categories: pass.category.map { [$0] } ?? []).first?.size
        else { return true }
        let constraints = LayoutConstraints(width: box.widthLimit, maxLines: element.maxLines ?? screen.platform.defaultMaxLines,
                                            lineHeight: element.lineHeight, height: box.height ?? element.height,
                                            alignment: element.alignment, fontPadding: fontPadding(of: element))
        let drawn = element.autoShrink.map { MeasureStage.smallestSize($0, at: size, element: element, platform: screen.platform, category: pass.category) } ?? size
        guard let layout = try? shaped.layout(size: min(size, drawn), constraints: constraints) else { return true }
        if layout.truncated { return false }
        guard policy.checksInkClipping, element.clipsToBounds, constraints.height != nil else { return true }
        var placed = element
        placed.height = constraints.height
        return InkPlacement.of(layout: layout, element: placed, platform: screen.platform).staysInside
    }
}
