/// One scene's horizontal Auto Layout system, solved per locale with `ConstraintSolver`.
///
/// Text widths depend on the horizontal axis only: each view gets a left edge and a width; the document's
/// constraints between horizontal attributes (leading, trailing, left, right, centerX, width, their margin
/// forms), stack view arrangements, autoresizing masks of views placed by frames, safe areas, and content
/// hugging / compression resistance against the measured intrinsic width of every text view become the
/// system. Vertical constraints are not solved; a label's height is fixed only when the document fixes it
/// (a required height constraint, or a frame-placed label that does not stretch).
///
/// Leading and trailing are solved left to right: a right-to-left locale mirrors the positions, not the widths.
struct AutoLayoutScene: ContainerLayout, Sendable {
    /// A text view whose box the pass gives: view index, element id, horizontal insets inside the view, the
    /// number of equal parts it shares the view with (segments), a fixed height.
    struct TextSlot: Sendable, Hashable {
        var view: Int
        var elementID: String
        var insets: Double = 0
        var parts: Int = 1
        var fixedHeight: Double?
        /// True when the view's intrinsic width is this element's measured text (a label, a button title).
        var drivesIntrinsicWidth = true
        /// The app's code sets the view's text (`IBCodeSetTexts`): the frame the document stores was laid out
        /// with the document's own text, not this one, so the self-check gives the view its stored width
        /// (`placeholderWidths`) and does not compare it.
        var textFromCode = false
    }

    let document: IBDocument
    let members: [Int]
    let root: Int
    /// nil: the root spans the screen (`screenWidths`); else the root keeps this width (a fixed-size cell).
    let fixedRootWidth: Double?
    let screenWidths: [Double]
    /// The priority of the root's width: required for a screen or a fixed-size view; for an AppKit window's
    /// content view the window's own (`AppKitMetrics.windowSizeStayPutPriority`): content that resists
    /// compression more than that widens the window, as IB's stored content frame shows.
    var rootWidthPriority: Double = 1000
    let slots: [TextSlot]
    /// Text views that are not checked (their text is set in code): their design-time width stands for
    /// their intrinsic width, so their neighbours are laid out as in the document.
    let placeholderWidths: [Int: Double]
    /// View index → why it cannot be laid out (a UIKit-owned layout not modeled).
    let unsolvable: [Int: String]

    static let minimumBoxWidth = 1.0

    /// Tableau changes one scene's solver may make (`ConstraintSolver.workLimit`): a safety net for hostile
    /// input, never reached by a real document. iina's largest window (QuickSettingViewController.xib, 486
    /// constraints) needs well under a million; the benchmark's ring of 490 labels and 1,000 constraints at
    /// mixed priorities about 10 million (0.15 s); past the limit (a second or two of pivots) the scene's texts
    /// are skipped with the reason, and the check goes on.
    static let solverWorkLimit = 100_000_000

    /// The text views' intrinsic widths: view index → width (from the measurement of each translation).
    typealias IntrinsicWidths = [Int: Double]

    /// Each text view's intrinsic (alignment-rect) width in the query's locale: its measured text plus the
    /// chrome around it (`TextSlot.insets`).
    func intrinsicWidths(_ query: ContainerQuery) -> IntrinsicWidths {
        var intrinsic: IntrinsicWidths = [:]
        for slot in slots where slot.drivesIntrinsicWidth {
            let width = query.measure(slot.elementID, nil)?.naturalWidth ?? 0
            intrinsic[slot.view, default: 0] += width + slot.insets
        }
        return intrinsic
    }

    /// How much a model frame may differ from the stored one and still reproduce it: IB stores frames on
    /// the half-point grid of a 2× display.
    static let frameTolerance = 1.0

    func resolve(_ query: ContainerQuery) -> ContainerResolution {
        guard !slots.isEmpty else { return ContainerResolution() }
        if let unsolvableScene {
            var resolution = ContainerResolution()
            for slot in slots { resolution.skipped[slot.elementID] = unsolvableScene }
            if query.placesViews { resolution.views = placedViews(frames: [:], query: query) }
            return resolution
        }
        let intrinsic = intrinsicWidths(query)
        guard let memo else { return resolve(query, intrinsic: intrinsic) }
        return memo.value(ResolutionKey(query, intrinsic: intrinsic)) { resolve(query, intrinsic: intrinsic) }
    }

    /// Everything a pass reads (`resolve` is deterministic): the root and screen widths, the text widths,
    /// whether it is the development language (maximum widths), and, for the views it places, the direction.
    /// Size categories whose texts measure the same (a fixed font size, most of IB's labels), and locales whose
    /// texts do, are solved once.
    struct ResolutionKey: Hashable, Sendable {
        var screenWidth: Double
        var isSourceLocale: Bool
        var placesViews: Bool
        var isRightToLeft: Bool
        var intrinsic: IntrinsicWidths

        init(_ query: ContainerQuery, intrinsic: IntrinsicWidths) {
            screenWidth = query.screenWidth
            isSourceLocale = query.isSourceLocale
            placesViews = query.placesViews
            isRightToLeft = query.isRightToLeft
            self.intrinsic = intrinsic
        }
    }

    private func resolve(_ query: ContainerQuery, intrinsic: IntrinsicWidths) -> ContainerResolution {
        let rootWidth = fixedRootWidth ?? query.screenWidth
        var resolution = ContainerResolution()
        let system: Prepared
        switch solvedSystem(rootWidth: rootWidth, intrinsic: intrinsic) {
        case .failure(let error):
            for slot in slots { resolution.skipped[slot.elementID] = "Auto Layout: \(error.description) in this scene" }
            if query.placesViews { resolution.views = placedViews(frames: [:], query: query) }
            return resolution
        case .success(let solved): system = solved
        }
        if query.placesViews {
            resolution.views = placedViews(frames: frames(solver: system.solver, variables: system.variables), query: query)
        }
        var squeezed: [(slot: TextSlot, width: Double, intrinsic: Double)] = []
        for slot in slots {
            if let reason = unsolvable[slot.view] ?? modelMismatches[slot.view] { resolution.skipped[slot.elementID] = reason; continue }
            guard let v = system.variables[slot.view], !document.views[slot.view].isGuide else {
                resolution.skipped[slot.elementID] = "Auto Layout: the view is not placed by the scene's constraints"
                continue
            }
            var viewWidth = system.solver.value(of: v.width)
            // The simplex works in floating point: a view at its intrinsic width gets exactly that width
            // back, so a text is never "truncated" by 1e-12pt.
            if let measured = intrinsic[slot.view], abs(viewWidth - measured) < 1e-6 { viewWidth = measured }
            if slot.drivesIntrinsicWidth, let measured = intrinsic[slot.view], viewWidth < measured - Self.tieBreakTolerance {
                squeezed.append((slot, viewWidth, measured))
            }
            var box = ResolvedBox(width: textWidth(slot, viewWidth: viewWidth), height: slot.fixedHeight)
            if query.isSourceLocale, slot.drivesIntrinsicWidth, slot.parts == 1 {
                box.maximumWidth = maximumWidth(slot, system: system, rootWidth: rootWidth, current: viewWidth)
            }
            resolution.boxes[slot.elementID] = box
        }
        // The probes ask the document's priorities only: their base is the solved system without the
        // tie-breaking stays below the probe's priority (taken out once for every probe of the pass).
        var probeBase = system
        if !squeezed.isEmpty {
            do { try probeBase.solver.removeConstraints(atOrBelow: Self.tieBreakProbePriority) } catch { probeBase = system }
        }
        for (slot, width, measured) in squeezed {
            guard let undecided = undecidedWidth(slot, system: probeBase, width: width, intrinsic: measured) else { continue }
            if undecided.widest < measured - Self.tieBreakTolerance {
                // Truncated however the tie breaks and whatever the neighbours' contents: reported in the
                // widest box the document allows.
                resolution.boxes[slot.elementID]?.width = textWidth(slot, viewWidth: undecided.widest)
            } else {
                resolution.boxes.removeValue(forKey: slot.elementID)
                resolution.skipped[slot.elementID] = undecided.reason
            }
        }
        return resolution
    }

    /// A squeezed text view may get more room without giving up anything the document asks for by this
    /// much before its width counts as undecided (IB's half-point grid).
    static let tieBreakTolerance = 0.5

    /// Between the weakest tie-breaking "stay where IB put it" constraints (priority 1) and any priority a
    /// document can set (IB priorities are whole numbers from 1).
    static let tieBreakProbePriority = 1.5

    static let ambiguousWidthReason = "Auto Layout: the document does not decide this width (a neighbour's hugging or compression resistance ties with it, or its room is set at run time): which view gives way is chosen when the app runs"

    static let runTimeNeighbourReason = "Auto Layout: the room depends on a neighbour whose width is not measured (a text set in code or bound, a pop-up button's menu items, a control whose title is not laid out), drawn at its design-time width: not decided by the document"

    /// A squeezed text view's width that the document does not decide: why, and the widest the view can be.
    struct UndecidedWidth: Sendable { var reason: String; var widest: Double }

    /// Whether a squeezed text view's width is the document's. When priorities tie (two labels' compression
    /// resistance at 750), the squeezing that every document priority allows is split between the views by
    /// the weakest constraints alone — Auto Layout calls such a layout ambiguous and picks one at run time.
    /// The view asks for its text's width just above those tie-breakers (`tieBreakProbePriority`) in a copy
    /// of the solved system: if it gets more room, no document constraint gave the room away. Then the
    /// neighbours drawn at their design-time width (`runTimeSizedHandles`: texts the app sets, pop-up
    /// buttons, controls whose title is not laid out) are set to no width: if that gives it more room, its
    /// room depends on what the app puts in them. nil: the document decides the width.
    func undecidedWidth(_ slot: TextSlot, system: Prepared, width: Double, intrinsic: Double) -> UndecidedWidth? {
        guard let v = system.variables[slot.view] else { return nil }
        var probe = system.solver
        do {
            _ = try probe.add(Constraint(v.width.expression, .greaterThanOrEqual, intrinsic, priority: Self.tieBreakProbePriority))
        } catch {
            return UndecidedWidth(reason: "Auto Layout: whether the document decides this width could not be found (\(error.description))", widest: .infinity)
        }
        var result: UndecidedWidth?
        let tied = probe.value(of: v.width)
        if tied > width + Self.tieBreakTolerance { result = UndecidedWidth(reason: Self.ambiguousWidthReason, widest: tied) }
        guard !system.runTimeSizedHandles.isEmpty else { return result }
        do {
            for handle in system.runTimeSizedHandles { try probe.setConstant(handle, 0) }
        } catch {
            return result
        }
        let freed = probe.value(of: v.width)
        if freed > max(width, tied) + Self.tieBreakTolerance {
            result = UndecidedWidth(reason: result?.reason ?? Self.runTimeNeighbourReason, widest: freed)
        }
        return result
    }

    /// The width a slot's text gets in a view of alignment width `viewWidth`. A view squeezed to nothing
    /// shows no text; the layout refuses a zero width, so it gets the smallest box (1pt) and the truncation
    /// rule reports the text as not shown.
    func textWidth(_ slot: TextSlot, viewWidth: Double) -> Double {
        max(Self.minimumBoxWidth, viewWidth / Double(slot.parts) - slot.insets)
    }

    /// The text width of a slot when its text grows as wide as the root: its intrinsic width set to the
    /// root's in a copy of the solved system (incremental changes; the copy shares the tableau until a pivot
    /// writes to it, and every slot starts from the same solution).
    func maximumWidth(_ slot: TextSlot, system: Prepared, rootWidth: Double, current: Double) -> Double? {
        guard let handles = system.intrinsicHandles[slot.view], !handles.isEmpty, let v = system.variables[slot.view] else { return nil }
        var probe = system.solver
        do {
            for handle in handles { try probe.setConstant(handle, -(rootWidth + slot.insets)) }
        } catch { return nil }
        return max(textWidth(slot, viewWidth: current), textWidth(slot, viewWidth: probe.value(of: v.width)))
    }

    /// The model checked against the document at its own width (`SceneReader` passes the stored root width):
    /// with the development language's texts measured, a text view whose solved width is further from the
    /// stored one than the stand-in font explains (`StandInFonts.frameTolerance`) is not modeled right (a
    /// font, size or chrome the model gets wrong). Views whose frames the constraints alone get wrong were
    /// found by `preparing()` (`modelMismatches`).
    func selfCheck(_ query: ContainerQuery) -> [String: String] {
        var result: [String: String] = [:]
        for slot in slots { if let reason = unsolvableScene ?? modelMismatches[slot.view] { result[slot.elementID] = reason } }
        if unsolvableScene != nil { return result }
        let stored = storedFrames
        guard let rootWidth = stored[root]?.width, rootWidth > 0, !slots.isEmpty else { return result }
        let checked = slots.filter { result[$0.elementID] == nil && unsolvable[$0.view] == nil && stored[$0.view] != nil && !$0.textFromCode }
        // Every text has its answer already (the model does not reproduce its frame): nothing to solve for.
        guard !checked.isEmpty else { return result }
        var intrinsic = intrinsicWidths(query)
        for slot in slots where slot.textFromCode && placeholderWidths[slot.view] != nil { intrinsic[slot.view] = nil }
        guard case .success(let system) = solvedSystem(rootWidth: rootWidth, intrinsic: intrinsic) else { return result }
        for slot in checked where result[slot.elementID] == nil {
            guard let frame = stored[slot.view], let v = system.variables[slot.view] else { continue }
            let insets = alignmentInsets(document.views[slot.view])
            let storedWidth = frame.width - insets.left - insets.right
            let solvedWidth = system.solver.value(of: v.width)
            let allowed = StandInFonts.frameTolerance(storedWidth: storedWidth)
            if abs(solvedWidth - storedWidth) > allowed {
                result[slot.elementID] = "the development language's text lays out further from the width the document stores than the stand-in font explains (a font, size or chrome the model gets wrong)"
            }
        }
        return result
    }

    /// The horizontal frame (absolute x, width) of every view of the scene.
    struct HorizontalFrame: Sendable, Hashable { var x: Double; var width: Double }

    /// How the system was built, for tests: which views were placed, how many constraints were not understood.
    struct Statistics: Sendable { var constraintsUsed = 0; var constraintsSkipped = 0 }

    /// A system built once per screen width with the design-time text widths, kept with the handles of
    /// each text view's hugging and compression-resistance constraints: a locale only changes those
    /// constants, which the solver repairs with a few dual simplex pivots instead of a new solve.
    struct Prepared: Sendable {
        var solver: ConstraintSolver
        var variables: [Int: Variables]
        var intrinsicHandles: [Int: [ConstraintSolver.ConstraintHandle]]
        /// The hugging and compression-resistance constraints of views whose width is not measured (a text
        /// set in code or bound, a pop-up button's menu items, a control whose title is not laid out), which
        /// stand at the width IB stored (`placeholderWidths`).
        var runTimeSizedHandles: [ConstraintSolver.ConstraintHandle] = []
    }

    struct Variables: Sendable { var left: Variable; var width: Variable }

    /// Prepared systems by root width (filled by `prepared()`).
    var prepared: [Double: Prepared] = [:]
    /// Text views whose stored frame the constraints do not reproduce, solved at the document's own width with
    /// the widths IB measured (their stored widths): view index → why (filled by `preparing()`).
    var modelMismatches: [Int: String] = [:]
    /// Why no system could be built for the scene within the solver's work limit (filled by `preparing()`):
    /// every text is then skipped with it, and no locale builds the system again.
    var unsolvableScene: String?
    /// The passes resolved so far, by `ResolutionKey` (set by `preparing()`, at most 64 kept): shared by the
    /// copies of a scene (passes of several locales run at once), a new one for each `preparing()`.
    var memo: Memo<ResolutionKey, ContainerResolution>?

    /// The stored alignment-rect width of each text view that drives its intrinsic width: IB's own
    /// measurement of the development language's text.
    var storedIntrinsicWidths: IntrinsicWidths {
        let stored = storedFrames
        var intrinsic: IntrinsicWidths = [:]
        for slot in slots where slot.drivesIntrinsicWidth {
            let insets = alignmentInsets(document.views[slot.view])
            intrinsic[slot.view, default: 0] += max(0, (stored[slot.view]?.width ?? 0) - insets.left - insets.right)
        }
        return intrinsic
    }

    /// This scene with a system prepared for each of its widths, text views at their stored widths, and its
    /// constraints checked against the stored frames (`modelMismatches`).
    func preparing() -> AutoLayoutScene {
        var scene = self
        scene.memo = Memo(capacity: 64)
        guard !slots.isEmpty else { return scene }
        let stored = storedFrames
        let intrinsic = storedIntrinsicWidths
        var widths = Set(screenWidths.map { fixedRootWidth ?? $0 })
        if let documentWidth = stored[root]?.width, documentWidth > 0 { widths.insert(documentWidth) }
        for width in widths.sorted() {
            var builder = Builder(scene: self, rootWidth: width)
            do {
                try builder.build(intrinsic: intrinsic, stayShift: 0)
            } catch .workLimitExceeded(let limit) {
                scene.unsolvableScene = "Auto Layout: \(SolverError.workLimitExceeded(limit).description) in this scene"
                scene.prepared = [:]
                return scene
            } catch {
                continue
            }
            scene.prepared[width] = Prepared(solver: builder.solver, variables: builder.variables, intrinsicHandles: builder.intrinsicHandles, runTimeSizedHandles: builder.runTimeSizedHandles)
        }
        if let documentWidth = stored[root]?.width, let system = scene.prepared[documentWidth] {
            let solved = frames(solver: system.solver, variables: system.variables)
            for slot in slots where scene.modelMismatches[slot.view] == nil {
                guard let want = stored[slot.view], let got = solved[slot.view] else { continue }
                if abs(got.x - want.x) > Self.frameTolerance || abs(got.width - want.width) > Self.frameTolerance {
                    scene.modelMismatches[slot.view] = "the Auto Layout model does not reproduce the frame the document stores for the view"
                }
            }
        }
        return scene
    }

    /// The system for a root width with the given text widths: the prepared one with its text widths
    /// changed (dual simplex), else one built afresh (also when a change contradicts a required constraint,
    /// then broken as Auto Layout breaks it).
    func solvedSystem(rootWidth: Double, intrinsic: IntrinsicWidths) -> Result<Prepared, SolverError> {
        if var system = prepared[rootWidth] {
            var changed = true
            for (view, width) in intrinsic.sorted(by: { $0.key < $1.key }) where changed {
                for handle in system.intrinsicHandles[view] ?? [] {
                    // Both constraints read `width relation intrinsic`: the expression's constant is -intrinsic.
                    do { try system.solver.setConstant(handle, -width) } catch { changed = false; break }
                }
            }
            if changed { return .success(system) }
        }
        var builder = Builder(scene: self, rootWidth: rootWidth)
        do {
            try builder.build(intrinsic: intrinsic, stayShift: 0)
        } catch {
            return .failure(error)
        }
        return .success(Prepared(solver: builder.solver, variables: builder.variables, intrinsicHandles: builder.intrinsicHandles, runTimeSizedHandles: builder.runTimeSizedHandles))
    }

    /// Frames from the prepared system after changing its text widths (nil when there is no prepared system
    /// or a change contradicts a required constraint).
    func solveIncrementally(rootWidth: Double, intrinsic: IntrinsicWidths) -> Result<[Int: HorizontalFrame], SolverError>? {
        guard prepared[rootWidth] != nil, case .success(let system) = solvedSystem(rootWidth: rootWidth, intrinsic: intrinsic) else { return nil }
        return .success(frames(solver: system.solver, variables: system.variables))
    }

    func frames(solver: ConstraintSolver, variables: [Int: Variables]) -> [Int: HorizontalFrame] {
        var frames: [Int: HorizontalFrame] = [:]
        for (index, v) in variables where !document.views[index].isGuide {
            let insets = alignmentInsets(document.views[index])
            frames[index] = HorizontalFrame(x: solver.value(of: v.left) - insets.left, width: solver.value(of: v.width) + insets.left + insets.right)
        }
        return frames
    }

    /// Builds and solves the system. `stayShift` moves the weakest (priority 1) "stay where IB put it"
    /// constraints that only break ties of an ambiguous layout (the oracle shifts them to find ambiguous views).
    func solve(rootWidth: Double, intrinsic: IntrinsicWidths, stayShift: Double = 0) -> Result<[Int: HorizontalFrame], SolverError> {
        var builder = Builder(scene: self, rootWidth: rootWidth)
        do {
            try builder.build(intrinsic: intrinsic, stayShift: stayShift)
        } catch {
            return .failure(error)
        }
        return .success(frames(solver: builder.solver, variables: builder.variables))
    }

    /// Constraints pin a view's alignment rect; the solver's variables are that rect, frames extend past it.
    static func alignmentInsets(_ view: IBDocument.View, in document: IBDocument) -> (left: Double, right: Double) {
        document.isCocoa
            ? AppKitMetrics.alignmentInsets(element: view.element, node: view.node, cell: SceneReader.cell(of: view.node), beforeMacOS11: document.savedBeforeMacOS11)
            : UIKitMetrics.alignmentInsets[view.element] ?? (0, 0)
    }

    func alignmentInsets(_ view: IBDocument.View) -> (left: Double, right: Double) {
        Self.alignmentInsets(view, in: document)
    }

    /// The absolute stored frame (x, width) of every member with a frame, walking up the parents.
    var storedFrames: [Int: HorizontalFrame] {
        var result: [Int: HorizontalFrame] = [:]
        for index in members {
            guard let frame = document.views[index].frame else { continue }
            var x = 0.0
            var current: Int? = index
            while let c = current, c != root {
                x += document.views[c].frame?.x ?? 0
                current = document.views[c].parent
            }
            result[index] = HorizontalFrame(x: x, width: frame.width)
        }
        return result
    }

    private struct Builder {
        let scene: AutoLayoutScene
        let rootWidth: Double
        var solver = ConstraintSolver()
        var variables: [Int: Variables] = [:]
        var intrinsicHandles: [Int: [ConstraintSolver.ConstraintHandle]] = [:]
        var runTimeSizedHandles: [ConstraintSolver.ConstraintHandle] = []
        let slotViews: Set<Int>
        var contentWidths: [Int: Variable] = [:]
        var statistics = Statistics()
        let memberSet: Set<Int>
        /// The optional constraints, added after every required one (`build`), with what each handle is kept for.
        var optional: [(constraint: Constraint, use: HandleUse)] = []

        enum HandleUse { case none, intrinsic(Int), runTimeSized }

        init(scene: AutoLayoutScene, rootWidth: Double) {
            self.scene = scene
            self.rootWidth = rootWidth
            memberSet = Set(scene.members)
            slotViews = Set(scene.slots.map(\.view))
            solver.workLimit = AutoLayoutScene.solverWorkLimit
        }

        var views: [IBDocument.View] { scene.document.views }

        mutating func build(intrinsic: IntrinsicWidths, stayShift: Double) throws(SolverError) {
            for index in scene.members {
                variables[index] = Variables(left: solver.makeVariable(), width: solver.makeVariable())
            }
            let stored = scene.storedFrames
            let root = variables[scene.root]!
            try require(Constraint(root.left.expression, .equal, 0))
            try require(Constraint(root.width.expression, .equal, rootWidth, priority: scene.rootWidthPriority))
            for index in scene.members where index != scene.root {
                let view = views[index]
                let v = variables[index]!
                if !view.isGuide { try require(Constraint(v.width.expression, .greaterThanOrEqual, 0)) }
                if view.isGuide { try placeGuide(index) } else if let parent = view.parent, views[parent].stack == nil || view.hidden {
                    try placeByFrame(index, parent: parent)
                }
                if let frame = stored[index], !view.isGuide {
                    let insets = scene.alignmentInsets(view)
                    try require(Constraint(v.left.expression, .equal, frame.x + insets.left + stayShift, priority: 1))
                    try require(Constraint(v.width.expression, .equal, frame.width - insets.left - insets.right + stayShift, priority: 1))
                }
                try addIntrinsic(index, intrinsic: intrinsic)
            }
            for index in scene.members where views[index].stack != nil { try arrange(index) }
            // Each view's own `<constraints>`, in document order: linear in the scene, not in the document.
            for index in scene.members {
                for position in scene.document.constraintsByOwner[index] ?? [] { try add(scene.document.constraints[position]) }
            }
            try addOptional()
        }

        /// The optional constraints, strongest first (document order among equals), once every required one is
        /// in. Whether a required constraint can be satisfied depends on the required ones alone, so the same
        /// ones are broken whatever the order of the optional ones, and the optimum is the same (priorities are
        /// lexicographic). The order is for speed: a required constraint added to a tableau without objective
        /// costs no re-optimisation, and each optional one enters a system the stronger ones have settled.
        mutating func addOptional() throws(SolverError) {
            let ordered = optional.indices.sorted { (optional[$0].constraint.priority, $1) > (optional[$1].constraint.priority, $0) }
            let pending = optional
            optional = []
            for position in ordered { keep(try insert(pending[position].constraint), for: pending[position].use) }
        }

        mutating func keep(_ handle: ConstraintSolver.ConstraintHandle?, for use: HandleUse) {
            guard let handle else { return }
            switch use {
            case .none: break
            case .intrinsic(let index): intrinsicHandles[index, default: []].append(handle)
            case .runTimeSized: runTimeSizedHandles.append(handle)
            }
        }

        /// Adds a required constraint now and keeps an optional one for `addOptional`. A required constraint
        /// that contradicts the required ones already added stays out, as Auto Layout breaks a conflicting
        /// constraint at run time (the Auto Layout Guide, "Unsatisfiable Layouts": it breaks one of the
        /// conflicting constraints until the layout is valid; which one is not documented — here it is the one
        /// that, in document order, first leaves no solution).
        mutating func require(_ constraint: Constraint, use: HandleUse = .none) throws(SolverError) {
            if constraint.isRequired {
                keep(try insert(constraint), for: use)
            } else {
                optional.append((constraint, use))
            }
        }

        @discardableResult
        mutating func insert(_ constraint: Constraint) throws(SolverError) -> ConstraintSolver.ConstraintHandle? {
            do {
                let handle = try solver.add(constraint)
                statistics.constraintsUsed += 1
                return handle
            } catch .unsatisfiable {
                statistics.constraintsSkipped += 1
                return nil
            }
        }

        func margins(_ index: Int) -> (leading: Double, trailing: Double) {
            let view = views[index]
            if let margins = view.margins { return margins }
            if (index == scene.root && view.key == "view") || view.element == "tableViewCellContentView" {
                let margin = UIKitMetrics.rootLayoutMargin(screenWidth: rootWidth)
                return (margin, margin)
            }
            if view.stack != nil { return (0, 0) }
            return (UIKitMetrics.defaultLayoutMargin, UIKitMetrics.defaultLayoutMargin)
        }

        static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

        mutating func contentWidth(_ index: Int) throws(SolverError) -> Variable {
            if let variable = contentWidths[index] { return variable }
            let variable = solver.makeVariable()
            try require(Constraint(variable.expression, .greaterThanOrEqual, 0))
            contentWidths[index] = variable
            return variable
        }

        /// `attribute` of `index` as an expression; `partner` decides whether a scroll view's edges mean its
        /// content (a descendant pins to them) or its frame.
        mutating func expression(_ index: Int, _ attribute: String, partner: Int?) throws(SolverError) -> LinearExpression? {
            guard let v = variables[index] else { return nil }
            let left = v.left.expression
            var width = v.width.expression
            if Self.scrollingElements.contains(views[index].element), let partner, scene.document.isAncestor(index, of: partner),
               attribute != "width" {
                width = try contentWidth(index).expression
            }
            let m = margins(index)
            switch attribute {
            case "leading", "left": return left
            case "trailing", "right": return left + width
            case "width": return v.width.expression
            case "centerX": return left + width * 0.5
            case "leadingMargin", "leftMargin": return left + m.leading
            case "trailingMargin", "rightMargin": return left + width + (-m.trailing)
            case "centerXWithinMargins": return left + width * 0.5 + (m.leading - m.trailing) / 2
            // Vertical sizes are not solved: a width tied to a height (an aspect ratio) uses the stored height.
            case "height": return views[index].frame.map { LinearExpression(constant: $0.height) }
            default: return nil
            }
        }

        mutating func add(_ constraint: IBDocument.LayoutConstraint) throws(SolverError) {
            guard let first = scene.document.indexByID[constraint.firstItem], memberSet.contains(first) else { return }
            var second: Int?
            if let item = constraint.secondItem {
                guard let index = scene.document.indexByID[item], memberSet.contains(index) else { statistics.constraintsSkipped += 1; return }
                second = index
            }
            let horizontal: Set<String> = ["leading", "left", "trailing", "right", "width", "centerX", "leadingMargin", "leftMargin",
                                            "trailingMargin", "rightMargin", "centerXWithinMargins"]
            guard horizontal.contains(constraint.firstAttribute) || constraint.secondAttribute.map(horizontal.contains) == true else { return }
            guard let lhs = try expression(first, constraint.firstAttribute, partner: second) else { return }
            var rhs = LinearExpression(constant: constraint.constant)
            if let second {
                guard let attribute = constraint.secondAttribute,
                      let other = try expression(second, attribute, partner: first) else { statistics.constraintsSkipped += 1; return }
                rhs = other * constraint.multiplier + constraint.constant
            } else if constraint.firstAttribute != "width" {
                statistics.constraintsSkipped += 1
                return
            }
            try require(Constraint(lhs, constraint.relation, rhs, priority: constraint.priority))
        }

        mutating func placeGuide(_ index: Int) throws(SolverError) {
            let view = views[index]
            guard let owner = view.parent, let o = variables[owner], let v = variables[index] else { return }
            switch view.key {
            case "contentLayoutGuide":
                try require(Constraint(v.left.expression, .equal, o.left.expression))
                try require(Constraint(v.width.expression, .equal, try contentWidth(owner).expression))
            case "safeArea", "frameLayoutGuide":
                // In portrait an iPhone's safe area has no horizontal insets.
                try require(Constraint(v.left.expression, .equal, o.left.expression))
                try require(Constraint(v.width.expression, .equal, o.width.expression))
            default:
                try require(Constraint(v.width.expression, .greaterThanOrEqual, 0))
            }
        }

        /// A view placed by its frame and autoresizing mask (UIKit distributes a change of the superview's
        /// width among the flexible parts in proportion to their sizes: `UIView.autoresizingMask`
        /// documentation), a table view cell (as wide as its table), or a cell's content view.
        mutating func placeByFrame(_ index: Int, parent: Int) throws(SolverError) {
            let view = views[index]
            guard let v = variables[index], let p = variables[parent] else { return }
            if view.element == "tableViewCell" {
                try require(Constraint(v.left.expression, .equal, p.left.expression))
                try require(Constraint(v.width.expression, .equal, p.width.expression))
                return
            }
            guard let mask = view.autoresizing, let storedFrame = view.frame, let parentFrame = views[parent].frame else { return }
            if let style = cellStyle(of: index) {
                let margin = UIKitMetrics.rootLayoutMargin(screenWidth: rootWidth)
                try require(Constraint(v.left.expression, .equal, p.left.expression + margin))
                try require(Constraint(v.left.expression + v.width.expression, .equal, p.left.expression + p.width.expression + (-style.trailingInset)))
                return
            }
            // The stored frame is relative to the parent's frame, which extends past the parent's alignment
            // rect (the variables) by the parent's alignment insets.
            let parentInsets = scene.alignmentInsets(views[parent])
            let parentLeft = p.left.expression + (-parentInsets.left)
            let parentWidth = p.width.expression + (parentInsets.left + parentInsets.right)
            if view.key == "contentView" || view.element == "tableViewCellContentView" || view.element == "collectionViewCellContentView" {
                try require(Constraint(v.left.expression, .equal, parentLeft + storedFrame.x))
                try require(Constraint(v.width.expression, .equal, parentWidth + (storedFrame.width - parentFrame.width)))
                return
            }
            let insets = scene.alignmentInsets(view)
            let frame = IBDocument.Rect(x: storedFrame.x + insets.left, y: storedFrame.y, width: storedFrame.width - insets.left - insets.right, height: storedFrame.height)
            let rightMargin = parentFrame.width - frame.x - frame.width
            var parts: [(flexible: Bool, size: Double)] = [(mask.flexibleLeftMargin, frame.x), (mask.flexibleWidth, frame.width), (mask.flexibleRightMargin, rightMargin)]
            let flexibleCount = parts.filter(\.flexible).count
            let total = parts.filter(\.flexible).map { max(0, $0.size) }.reduce(0, +)
            for k in parts.indices {
                parts[k].size = parts[k].flexible ? (total > 0 ? max(0, parts[k].size) / total : 1 / Double(flexibleCount)) : 0
            }
            // Δ = parent width - stored parent width.
            let delta = parentWidth + (-parentFrame.width)
            try require(Constraint(v.left.expression, .equal, parentLeft + frame.x + delta * parts[0].size))
            try require(Constraint(v.width.expression, .equal, delta * parts[1].size + frame.width))
        }

        /// The built-in style of the table view cell whose text label `index` is.
        func cellStyle(of index: Int) -> UIKitMetrics.CellStyleInsets? {
            guard let content = views[index].parent, let cell = views[content].parent, views[cell].element == "tableViewCell",
                  let style = views[cell].node.attribute("style"),
                  views[cell].node.attribute("textLabel") == views[index].id || views[cell].node.attribute("detailTextLabel") == views[index].id
            else { return nil }
            return UIKitMetrics.tableCellStyles[style]
        }

        mutating func addIntrinsic(_ index: Int, intrinsic: IntrinsicWidths) throws(SolverError) {
            let view = views[index]
            guard !view.isGuide, let v = variables[index] else { return }
            let arranged = view.parent.map { views[$0].stack != nil } ?? false
            guard view.autoresizing == nil || arranged else { return }
            var width: Double? = intrinsic[index] ?? scene.placeholderWidths[index]
            if width == nil {
                switch view.element {
                case "switch", "stepper" where !scene.document.isCocoa: width = UIKitMetrics.intrinsicWidths[view.element]
                case "activityIndicatorView": width = UIKitMetrics.activityIndicatorWidth(style: view.node.attribute("style"))
                case "imageView": width = view.node.attribute("image").flatMap { scene.document.imageWidths[$0] }
                case "segmentedControl": width = view.frame?.width
                default: break
                }
            }
            guard let width else { return }
            var use = HandleUse.none
            if intrinsic[index] != nil {
                use = .intrinsic(index)
            } else if scene.placeholderWidths[index] != nil, !slotViews.contains(index) {
                use = .runTimeSized
            }
            try require(Constraint(v.width.expression, .lessThanOrEqual, width, priority: view.huggingPriority), use: use)
            try require(Constraint(v.width.expression, .greaterThanOrEqual, width, priority: view.compressionPriority), use: use)
        }

        /// UIStackView's arrangement constraints (Apple documentation, `UIStackView.Distribution` and
        /// `.Alignment`): along the axis the arranged views follow each other `spacing` apart from edge to
        /// edge; across it, `alignment` pins them.
        mutating func arrange(_ index: Int) throws(SolverError) {
            guard let stack = views[index].stack, let s = variables[index] else { return }
            let arranged = views[index].children.filter { !views[$0].isGuide && !views[$0].hidden && variables[$0] != nil }
            guard !arranged.isEmpty else { return }
            let inset = stack.marginsRelative ? (views[index].margins ?? (UIKitMetrics.defaultLayoutMargin, UIKitMetrics.defaultLayoutMargin)) : (0, 0)
            let start = s.left.expression + inset.0
            let end = s.left.expression + s.width.expression + (-inset.1)
            func left(_ i: Int) -> LinearExpression { variables[i]!.left.expression }
            func right(_ i: Int) -> LinearExpression { variables[i]!.left.expression + variables[i]!.width.expression }
            if stack.horizontal {
                try require(Constraint(left(arranged[0]), .equal, start))
                try require(Constraint(right(arranged.last!), .equal, end))
                for k in 1..<max(1, arranged.count) {
                    let gap = left(arranged[k]) - right(arranged[k - 1])
                    switch stack.distribution {
                    case "equalSpacing", "equalCentering":
                        try require(Constraint(gap, .greaterThanOrEqual, stack.spacing))
                        if stack.distribution == "equalSpacing", k > 1 {
                            try require(Constraint(gap, .equal, left(arranged[1]) - right(arranged[0])))
                        } else if k > 1 {
                            let centers = (left(arranged[k]) + right(arranged[k])) * 0.5 - (left(arranged[k - 1]) + right(arranged[k - 1])) * 0.5
                            let first = (left(arranged[1]) + right(arranged[1])) * 0.5 - (left(arranged[0]) + right(arranged[0])) * 0.5
                            try require(Constraint(centers, .equal, first, priority: 999))
                        }
                    default:
                        try require(Constraint(gap, .equal, stack.spacing))
                    }
                    if stack.distribution == "fillEqually" {
                        try require(Constraint(variables[arranged[k]]!.width.expression, .equal, variables[arranged[0]]!.width.expression))
                    }
                }
            } else {
                for i in arranged {
                    switch stack.alignment {
                    case "leading", "top":
                        try require(Constraint(left(i), .equal, start))
                        try require(Constraint(right(i), .lessThanOrEqual, end))
                    case "trailing", "bottom":
                        try require(Constraint(right(i), .equal, end))
                        try require(Constraint(left(i), .greaterThanOrEqual, start))
                    case "center":
                        try require(Constraint((left(i) + right(i)) * 0.5, .equal, (start + end) * 0.5))
                        try require(Constraint(left(i), .greaterThanOrEqual, start))
                    default:
                        try require(Constraint(left(i), .equal, start))
                        try require(Constraint(right(i), .equal, end))
                    }
                }
            }
        }
    }
}
