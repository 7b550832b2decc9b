/// Compose for desktop: the windows an `application { … }` opens (`ComposeMetrics.desktopWindows`). A window is
/// laid out at its state's width, its content's text at font scale 1; its title is drawn by the system's title
/// bar, in the system's font, and is skipped with that reason.
extension ComposeScreenReader {
    /// Marks a desktop window's node: the importer keeps only these at the root of a desktop application's screen.
    static let desktopWindowFlag = "composeDesktopWindow"

    static let windowTitleReason = "the title of a desktop window: the system shows it (title bar, task bar, window menu) in its own font, at a width the system decides"

    /// A `Window`, `DialogWindow` or `singleWindowApplication` call's window: a box of the state's width holding
    /// the content (nil for any other call). A width the sources do not decide (a state read from settings, a
    /// maximized placement) leaves the content's texts skipped with the reason.
    func desktopWindowNode(_ call: KotlinCall, scope: Scope, context: Context) -> AndroidViewNode? {
        guard let kind = ComposeMetrics.desktopWindows[call.name], call.receiver == nil else { return nil }
        let content = call.trailingLambda.map { ($0, scope) } ?? call.argument("content").flatMap { lambdaValue($0, scope: scope) }
        guard let (block, blockScope) = content else { return nil }
        var window = AndroidViewNode(kind: .frame, tag: "\(call.name) window")
        window.flags.insert(Self.desktopWindowFlag)
        switch windowWidth(call.argument(kind.stateParameter), defaultWidth: kind.defaultWidth, scope: scope) {
        case .known(let width): window.width = .dp(width)
        case .unknown(let reason): window.undecided = reason
        }
        if let title = call.argument("title") {
            for case .resource(let key, _, let place) in textValues(title, scope: scope) {
                skipped.append(SkippedElement(id: uniqueID("\(key)@\(place.line)"), reason: Self.windowTitleReason, location: place, key: key))
            }
        }
        var inner = defaultContext(file: scope.file)
        inner.desktop = true
        window.children = walk(block, scope: Scope(parent: blockScope), context: inner)
        Self.fillIfAChildFills(&window)
        return counted(window)
    }

    /// The width a window's state gives (`ComposeMetrics.desktopWindowStates`): its `width`, or its `size`'s
    /// (`DpSize(w, h)`), else the call's default; a state the sources do not build that way is undecided.
    func windowWidth(_ state: KotlinExpression?, defaultWidth: Double, scope: Scope, depth: Int = 0) -> MeasuredWidth {
        guard let state else { return .known(defaultWidth) }
        guard depth < 16 else { return .unknown(Self.undecidedWindowReason) }
        switch state {
        case .name(let name, nil, _):
            guard let bound = scope.value(of: name) else { return .unknown(Self.undecidedWindowReason) }
            return windowWidth(bound.value, defaultWidth: defaultWidth, scope: bound.scope, depth: depth + 1)
        case .call(let constructor) where ComposeMetrics.desktopWindowStates.contains(constructor.name) && constructor.receiver == nil:
            if let placement = constructor.argument("placement")?.dottedPath, !placement.hasSuffix("Floating") {
                return .unknown("a desktop window placed `\(placement)`: the screen's width")
            }
            if let width = constructor.argument("width") {
                return dp(width, scope: scope).map { MeasuredWidth.known($0) } ?? .unknown(Self.undecidedWindowReason)
            }
            if let size = constructor.argument("size") {
                guard case .call(let dpSize) = size, dpSize.name == "DpSize", let width = dpSize.argument("width", position: 0),
                      let value = dp(width, scope: scope) else { return .unknown(Self.undecidedWindowReason) }
                return .known(value)
            }
            return .known(defaultWidth)
        default:
            return .unknown(Self.undecidedWindowReason)
        }
    }

    static let undecidedWindowReason = "a desktop window whose size the sources do not decide (its state is read at run time)"
}
