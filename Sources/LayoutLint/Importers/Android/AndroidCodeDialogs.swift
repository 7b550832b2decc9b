import Foundation

/// The alert dialogs, snackbars and toasts the app's Kotlin / Java code builds around string resources, read by
/// a tolerant linear scan (no grammar), each laid out in the window the library draws it in:
/// - `MaterialAlertDialogBuilder(…)` / `AlertDialog.Builder(…)` followed by `.setTitle(R.string.k)`,
///   `.setMessage(…)`, `.setPositiveButton(R.string.k, …)`, `.setNegativeButton`, `.setNeutralButton` (chained, or
///   on the builder's variable), the argument a `R.string` or `getString(R.string.k)` without format arguments;
///   `android.app.AlertDialog.Builder` (the file imports it) is the framework's dialog, laid out where the app's
///   themes extend `Theme.Material` (`AndroidTextModel.platformAlertDialog`, `platformDialogUndecided`);
/// - `Snackbar.make(view, R.string.k, duration)`;
/// - `Toast.makeText(context, R.string.k, duration)`: SystemUI's text toast where the app targets API 31 or later
///   (`AndroidTextModel.textToast`), else skipped with the reason (no line limit).
/// Each dialog or snackbar is one screen; what the code does not decide (a text the code computes, a
/// button bar not in the defaults table) is skipped with the reason, so every key the scan finds is
/// accounted for.
enum AndroidCodeDialogs {
    /// Who builds the window.
    enum Kind: String, Sendable {
        case materialAlertDialog = "MaterialAlertDialogBuilder"
        case appCompatAlertDialog = "AlertDialog.Builder (AppCompat)"
        case platformAlertDialog = "AlertDialog.Builder (android.app)"
        case snackbar = "Snackbar"
        case toast = "Toast"
    }

    /// One text of a site: the role (title, message, a button) and the key, or why there is none.
    struct Part: Sendable, Equatable {
        var role: String
        var key: String?
        var reason: String?
        var line: Int
        var column: Int
    }

    struct Site: Sendable, Equatable {
        var kind: Kind
        var line: Int
        var column: Int
        var parts: [Part]
        /// A snackbar with an action (`setAction`): the action shares the message's row.
        var hasAction = false
        /// The app's functions that build it (`AndroidCodeHelpers`), for a site laid out at their call.
        var via: String?
    }

    /// The builder methods read, each with its role.
    static let builderSetters: [(method: String, role: String)] = [
        ("setTitle", "title"), ("setMessage", "message"), ("setPositiveButton", "positive button"),
        ("setNegativeButton", "negative button"), ("setNeutralButton", "neutral button"),
    ]
    static let literalReason = "literal text (not a string resource)"
    /// How far after a builder's construction its calls are looked for (bytes); the next construction ends it.
    static let window = 4_000

    /// The sites of one Kotlin / Java file. Linear: each construction looks at a bounded window.
    /// `importsPlatformDialog` / `importsMaterialSnackbar`: what the file imports, when `bytes` is a part of it
    /// (a helper function's body, `AndroidCodeHelpers`); read from `bytes` when nil.
    static func sites(in bytes: [UInt8], importsPlatformDialog: Bool? = nil, importsMaterialSnackbar: Bool? = nil,
                      restylesSnackbarText: Bool? = nil) -> [Site] {
        let text = SourceScan(bytes)
        let importsPlatformDialog = importsPlatformDialog ?? text.contains("import android.app.AlertDialog")
        var constructions: [(offset: Int, end: Int, kind: Kind)] = []
        for (needle, kind) in [("MaterialAlertDialogBuilder(", Kind.materialAlertDialog), ("AlertDialog.Builder(", .appCompatAlertDialog)] {
            for offset in text.occurrences(of: needle) {
                constructions.append((offset, offset + needle.utf8.count,
                                      kind == .appCompatAlertDialog ? alertDialogKind(text, at: offset, importsPlatformDialog: importsPlatformDialog) : kind))
            }
        }
        // `AlertDialog` and `.Builder(` on two lines (a formatter's chain).
        for offset in text.occurrences(of: ".Builder(") {
            var before = offset
            while before > 0, [0x20, 0x09, 0x0A, 0x0D].contains(text.bytes[before - 1]) { before -= 1 }
            guard before < offset, before >= 11, text.matches("AlertDialog", at: before - 11),
                  before == 11 || !MenuUses.isIdentifier(text.bytes[before - 12]) else { continue }
            constructions.append((before - 11, offset + 9, alertDialogKind(text, at: before - 11, importsPlatformDialog: importsPlatformDialog)))
        }
        constructions.sort { $0.offset < $1.offset }
        var result: [Site] = []
        for (index, construction) in constructions.enumerated() {
            let limit = min(text.count, construction.offset + window, index + 1 < constructions.count ? constructions[index + 1].offset : Int.max)
            let variable = text.assignedName(before: construction.offset)
            var parts: [Part] = []
            // Kotlin's `MaterialAlertDialogBuilder(c).apply { setTitle(…) }` / `.run { … }`: calls with the builder as
            // the implicit receiver, each at the start of its line.
            let implicitReceiver = text.scopeFunctionFollows(construction.end)
            for (method, role) in builderSetters {
                let dotted = text.occurrences(of: "." + method + "(", in: construction.end..<limit)
                    .filter { text.isBuilderCall(at: $0, variable: variable, constructionEnd: construction.end) }
                // At the start of a line, or of a lambda in the block (`title?.also { setTitle(title) }`: the
                // builder is still the implicit receiver).
                let bare = !implicitReceiver ? [] : text.occurrences(of: method + "(", in: construction.end..<limit)
                    .filter { offset in
                        let prefix = text.linePrefix(before: offset).trimmingCharacters(in: .whitespaces)
                        return prefix.isEmpty || prefix.hasSuffix("{") || prefix.hasSuffix("->")
                    }.map { $0 - 1 }
                for call in (dotted + bare).sorted() {
                    let argument = call + method.utf8.count + 2
                    let location = text.location(at: call + 1)
                    switch text.stringArgument(at: argument, allowsMoreArguments: role.hasSuffix("button")) {
                    case .key(let key): parts.append(Part(role: role, key: key, line: location.line, column: location.column))
                    case .computed: parts.append(Part(role: role, reason: "dialog \(role) set from a value the code computes (a variable, a format or a string built at run time): not followed", line: location.line, column: location.column))
                    case .literal: parts.append(Part(role: role, reason: literalReason, line: location.line, column: location.column))
                    }
                }
            }
            guard !parts.isEmpty else { continue }
            let location = text.location(at: construction.offset)
            result.append(Site(kind: construction.kind, line: location.line, column: location.column, parts: parts.sorted { ($0.line, $0.column) < ($1.line, $1.column) }))
        }
        let materialSnackbar = importsMaterialSnackbar ?? Self.importsMaterialSnackbar(text)
        // Code that looks up the snackbar's message view (`R.id.snackbar_text`, Material's
        // `design_layout_snackbar_include.xml`) changes it: its line limit or appearance is the app's.
        // A helper's body is read with its file's answer: the look-up may be in another function of the file
        // (`fun Snackbar.setMaxLines(n)` that finds `snackbar_text`, called by the helper).
        let restylesSnackbarText = restylesSnackbarText ?? text.contains("snackbar_text")
        for (type, method, kind) in [("Snackbar", ".make(", Kind.snackbar), ("Toast", ".makeText(", .toast)] {
            // `Snackbar.make(` and, as a formatter breaks a chain, `Snackbar` and `.make(` on two lines.
            var calls = text.occurrences(of: type + method).map { ($0, $0 + type.utf8.count + method.utf8.count) }
            for dot in text.occurrences(of: method) {
                var before = dot
                while before > 0, [0x20, 0x09, 0x0A, 0x0D].contains(text.bytes[before - 1]) { before -= 1 }
                let start = before - type.utf8.count
                guard before < dot, start >= 0, text.matches(type, at: start), start == 0 || !MenuUses.isIdentifier(text.bytes[start - 1]) else { continue }
                calls.append((start, dot + method.utf8.count))
            }
            calls.sort { $0.0 < $1.0 }
            for (offset, arguments) in calls {
                // The text is the second argument.
                guard let comma = text.topLevelComma(after: arguments) else { continue }
                let location = text.location(at: offset)
                var part = Part(role: kind == .toast ? "toast" : "message", line: location.line, column: location.column)
                switch text.stringArgument(at: comma + 1, allowsMoreArguments: true) {
                case .key(let key): part.key = key
                case .computed: part.reason = "\(kind.rawValue) text set from a value the code computes: not followed"
                case .literal: part.reason = literalReason
                }
                // A class of the app's own named `Snackbar` (one that wraps Material's and sets its own line
                // limit) is not Material's: the file names Material's by import or in full.
                if kind == .snackbar, !materialSnackbar, !text.follows("material.snackbar.", at: offset), part.key != nil {
                    part.reason = notMaterialSnackbarReason
                } else if kind == .snackbar, part.key != nil, restylesSnackbarText {
                    part.reason = restyledSnackbarReason
                }
                var site = Site(kind: kind, line: location.line, column: location.column, parts: [part])
                if kind == .snackbar, let call = text.statementCall(".setAction(", from: comma) {
                    site.hasAction = true
                    let actionLocation = text.location(at: call + 1)
                    var action = Part(role: "action button", line: actionLocation.line, column: actionLocation.column)
                    switch text.stringArgument(at: call + ".setAction(".utf8.count, allowsMoreArguments: true) {
                    case .key(let key): action.key = key
                    case .computed: action.reason = "Snackbar action set from a value the code computes: not followed"
                    case .literal: action.reason = literalReason
                    }
                    if action.key != nil, !materialSnackbar, !text.follows("material.snackbar.", at: offset) {
                        action.reason = notMaterialSnackbarReason
                    } else if action.key != nil, text.contains("snackbar_action") {
                        action.reason = restyledSnackbarActionReason
                    }
                    site.parts.append(action)
                }
                result.append(site)
            }
        }
        return result.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// Whose `AlertDialog.Builder` the one at `offset` is: a name written in full says it
    /// (`new androidx.appcompat.app.AlertDialog.Builder(…)` in a file that imports `android.app.AlertDialog`, as
    /// javac and kotlinc resolve a qualified name before the imports); otherwise the file's import.
    static func alertDialogKind(_ text: SourceScan, at offset: Int, importsPlatformDialog: Bool) -> Kind {
        if text.follows("androidx.appcompat.app.", at: offset) || text.follows("android.support.v7.app.", at: offset) { return .appCompatAlertDialog }
        if text.follows("android.app.", at: offset) { return .platformAlertDialog }
        return importsPlatformDialog ? .platformAlertDialog : .appCompatAlertDialog
    }

    static let restyledSnackbarReason = "Snackbar whose message view the code looks up and changes (`R.id.snackbar_text`: its line limit or appearance is the app's), not the library's"
    static let restyledSnackbarActionReason = "Snackbar whose action view the code looks up and changes (`R.id.snackbar_action`), not the library's"
    static let notMaterialSnackbarReason = "`Snackbar` here is not Material's (the file does not import com.google.android.material.snackbar.Snackbar): how it lays its text out is the app's"

    /// Whether a file imports Material's `Snackbar` under that name (`import com.google.android.material.snackbar.Snackbar`,
    /// or the package with `*`); an import that renames it (`… as MaterialSnackbar`) leaves `Snackbar` to another class.
    static func importsMaterialSnackbar(_ text: SourceScan) -> Bool {
        if text.contains("import com.google.android.material.snackbar.*") { return true }
        let needle = "import com.google.android.material.snackbar.Snackbar"
        return text.occurrences(of: needle).contains { offset in
            var index = offset + needle.utf8.count
            while index < text.bytes.count, text.bytes[index] == 0x20 || text.bytes[index] == 0x09 { index += 1 }
            return index >= text.bytes.count || [0x0A, 0x0D, UInt8(ascii: ";")].contains(text.bytes[index])
        }
    }

    /// The screens of every site under the app's source folder, and every key the code names (`R.string.k`, first
    /// place) with the reason it is not followed to a view, for the coverage (`LayoutScreen.keysNamedInCode`).
    static func screens(context: ImportContext, displayPath: (String) -> String) -> (screens: [LayoutScreen], keysNamed: [SkippedElement]) {
        var screens: [LayoutScreen] = []
        var named: [String: SkippedElement] = [:]
        // Sites that build the same texts (a toast of `txtNetOffline` shown from two functions) build the same
        // window around them, whose width follows only those texts: one problem, laid out and reported at the
        // first site in file order.
        var built = Set<String>()
        AndroidSourceFiles.forEachCode(under: context.sourceRoot) { path, bytes in
            let display = displayPath(path)
            let scan = SourceScan(bytes)
            // What only a debug build's menu items reach (`AndroidDebugOnlyCode`) is skipped with that reason.
            let debugOnly = ByteSearch.contains(bytes, "BuildConfig.DEBUG") ? AndroidDebugOnlyCode.lineRanges(in: String(decoding: bytes, as: UTF8.self)) : []
            for var site in sites(in: bytes) {
                if debugOnly.contains(where: { $0.contains(site.line) }) {
                    site.parts = site.parts.map { part in
                        var part = part
                        if part.key != nil { part.reason = AndroidDebugOnlyCode.reason }
                        return part
                    }
                }
                // (Literal texts stay one element per site: each is its own skipped element in the coverage.)
                if site.parts.allSatisfy({ $0.key != nil }), !built.insert(signature(of: site)).inserted { continue }
                screens.append(screen(for: site, file: display, context: context))
            }
            let helperReasons = context.codeHelpers.reasons[path]
            // String resources, and plurals (`getQuantityString(R.plurals.k, n)`): the same reasons.
            for (offset, length) in scan.occurrences(of: "R.string.").map({ ($0, 9) }) + scan.occurrences(of: "R.plurals.").map({ ($0, 10) }) {
                var end = offset + length
                while end < bytes.count, MenuUses.isIdentifier(bytes[end]) { end += 1 }
                let key = String(decoding: bytes[(offset + length)..<end], as: UTF8.self)
                guard !key.isEmpty, named[key] == nil else { continue }
                let (line, column) = scan.location(at: offset)
                // A helper's reason refines the generic one (a notification's or preference's API says more).
                var reason = AndroidCodeKeyReasons.reason(scan, at: offset, keyEnd: end)
                if let helper = helperReasons?[offset], reason == AndroidCodeKeyReasons.function || reason == namedInCodeReason { reason = helper }
                named[key] = SkippedElement(id: (length == 9 ? "R.string." : "R.plurals.") + key, reason: reason,
                                            location: SourceLocation(file: display, line: line, column: column), key: key)
            }
        }
        // What the app's helper functions build, at their calls; one screen for calls that build the same texts.
        // A text the same function lays out at several calls in a window whose width does not follow its texts
        // (`location_permission_title` passed by seven calls to one `showAlertDialog`) is in the same box at each:
        // one problem, as one layout included in several screens is. The first call's screen reports it; the
        // others lay it out for their boxes only (`LayoutScreen.layoutOnly`).
        var reported = Set<String>()
        var fixedWidth: [Kind: Bool] = [:]
        for use in context.codeHelpers.sites {
            guard built.insert(signature(of: use.site)).inserted else { continue }
            var screen = screen(for: use.site, file: displayPath(use.path), context: context)
            let kind = use.site.kind
            if let builder = use.site.via?.components(separatedBy: " → ").last {
                if fixedWidth[kind] == nil { fixedWidth[kind] = windowWidthIsFixed(kind, context: context) }
                if fixedWidth[kind] == true {
                    for element in screen.elements
                    where !reported.insert("\(kind.rawValue)|\(use.site.hasAction)|\(builder)|\(element.id)|\(element.key ?? "")").inserted {
                        screen.layoutOnly.insert(element.id)
                    }
                }
            }
            screens.append(screen)
        }
        return (screens, named.keys.sorted().map { named[$0]! })
    }

    /// What decides a site's screen: its kind, whether a snackbar has an action, and each text's role and key
    /// (or why it is not laid out).
    static func signature(of site: Site) -> String {
        "\(site.kind.rawValue)|\(site.hasAction)|" + site.parts.map { "\($0.role)=\($0.key ?? "")/\($0.reason ?? "")" }.joined(separator: "|")
    }

    /// Whether the window a site of `kind` is laid out in is as wide at every checked screen width whatever its
    /// texts: a snackbar (the screen less its margins), an alert dialog whose window theme's minimum width is at
    /// least the width it may grow to (`AndroidTextModel.dialogWindowWidth`: the library alert themes' 95% of a
    /// phone's width, above the 320dp preference). A dialog window that wraps its texts, or one the sources do not
    /// decide, is not.
    static func windowWidthIsFixed(_ kind: Kind, context: ImportContext) -> Bool {
        switch kind {
        case .snackbar: return true
        case .toast: return false
        case .materialAlertDialog, .appCompatAlertDialog, .platformAlertDialog:
            return context.settings.screenWidths.allSatisfy { width in
                let minWidth = kind == .platformAlertDialog
                    ? DialogWindows.minWidth(windowTheme: "@android:style/" + AndroidTextModel.platformAlertDialogWindowTheme,
                                             resources: context.resources, screenWidth: width)
                    : windowMinWidth(overlay: kind == .appCompatAlertDialog ? "alertDialogTheme" : "materialAlertDialogTheme",
                                     context: context, screenWidth: width)
                guard case .decided(let minimum) = minWidth else { return false }
                let window = AndroidTextModel.dialogWindowWidth(screenWidth: width, minWidth: minimum)
                return window.minimum >= window.maximum
            }
        }
    }

    static let namedInCodeReason = "named in Kotlin/Java code (`R.string.…`) where the scanner does not follow the text to a view (a variable, a helper function, an adapter, a format, a notification)"

    /// The fuzzing entry point: one source file's bytes, scanned and laid out with no resources.
    static func fuzzRead(bytes: [UInt8]) {
        AndroidCodeHelpers.fuzzRead(bytes: bytes)
        // The scanners read the file with its read-only values put in (`AndroidSourceFiles.forEachCode`).
        let bytes = AndroidValueAliases.apply(bytes)
        let context = ImportContext(resources: AndroidResources(), layouts: LayoutIndex(), settings: AndroidImportSettings(), targetSdk: nil)
        _ = AndroidDebugOnlyCode.lineRanges(in: String(decoding: bytes, as: UTF8.self))
        // The app bar titles the same file sets (`AndroidCodeTitles`).
        _ = AndroidCodeTitles.sites(in: bytes)
        _ = AndroidCodeTitles.bar(in: bytes)
        // The functions whose value is a string, and the calls that set a text from one (`AndroidStringFunctions`).
        _ = AndroidStringFunctions().callStatements(bytes, file: "fuzz.kt")
        for site in sites(in: bytes).prefix(64) {
            let screen = screen(for: site, file: "fuzz.kt", context: context)
            if let layout = screen.container?.layout {
                let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: 360) { id, _ in
                    let width = Double(id.utf8.count * 7)
                    return TextMeasurement(naturalWidth: width, width: width, height: 20, lineCount: 1)
                }
                _ = layout.resolve(query)
            }
        }
    }
}

// MARK: Screens

extension AndroidCodeDialogs {
    static func screen(for site: Site, file: String, context: ImportContext) -> LayoutScreen {
        var builder = CodeScreenBuilder(context: context, file: file)
        let name = "\(site.kind == .snackbar ? "snackbar" : site.kind == .toast ? "toast" : "dialog")@\((file as NSString).lastPathComponent):\(site.line)"
            + (site.via.map { " through \($0)" } ?? "")
        let location = SourceLocation(file: file, line: site.line, column: site.column)
        switch site.kind {
        case .toast:
            return toastScreen(site, name: name, location: location, builder: &builder)
        case .snackbar:
            return snackbarScreen(site, name: name, location: location, builder: &builder)
        case .platformAlertDialog:
            let width = context.settings.screenWidths.first ?? 360
            if let reason = platformDialogUndecided(context: context, screenWidth: width) {
                for part in site.parts { builder.skip(part, reason: part.reason ?? reason) }
                return builder.screen(name: name, location: location) { _ in AndroidViewNode(kind: .frame, tag: "AlertDialog") }
            }
            return dialogScreen(site, frame: AndroidTextModel.platformAlertDialog, name: name, location: location,
                                buttonsRestyledBy: buttonRestyling(context: context, screenWidth: width),
                                windowMinWidth: { DialogWindows.minWidth(windowTheme: "@android:style/" + AndroidTextModel.platformAlertDialogWindowTheme,
                                                                         resources: context.resources, screenWidth: $0) },
                                builder: &builder)
        case .materialAlertDialog, .appCompatAlertDialog:
            let width = context.settings.screenWidths.first ?? 360
            let frame = site.kind == .appCompatAlertDialog ? appCompatFrame(context: context, screenWidth: width)
                : context.material3 ? AndroidTextModel.material3AlertDialog : AndroidTextModel.materialComponentsAlertDialog
            let restyling = titleRestyling(context: context, screenWidth: width)
            let overlay = site.kind == .appCompatAlertDialog ? "alertDialogTheme" : "materialAlertDialogTheme"
            return dialogScreen(site, frame: frame, name: name, location: location, titleRestyledBy: restyling,
                                buttonsRestyledBy: buttonRestyling(context: context, screenWidth: width),
                                windowMinWidth: { windowMinWidth(overlay: overlay, context: context, screenWidth: $0) }, builder: &builder)
        }
    }

    /// The frame of AppCompat's `AlertDialog.Builder` dialog: in a Material Components or Material 3 theme whose
    /// `alertDialogTheme` is the library's (the theme sets none, or names an overlay of the app's that extends
    /// `ThemeOverlay.MaterialComponents.Dialog.Alert` / `ThemeOverlay.Material3.Dialog.Alert`), appcompat's
    /// layout with the library's dialog text buttons (`AndroidTextModel.appCompatAlertDialogInMaterialTheme`).
    /// In an app whose themes are all AppCompat's and whose `alertDialogTheme` is the library's, AppCompat's own
    /// buttons (`AndroidTextModel.appCompatAlertDialogInAppCompatTheme`). Otherwise (AppCompat and Material themes
    /// mixed, an overlay whose `alertDialogStyle` swaps the layout) the buttons are not decided: skipped.
    static func appCompatFrame(context: ImportContext, screenWidth: Double) -> AndroidTextModel.AlertDialogFrame {
        guard context.materialTheme else {
            return appCompatThemesOnly(context: context, screenWidth: screenWidth)
                ? AndroidTextModel.appCompatAlertDialogInAppCompatTheme : AndroidTextModel.appCompatAlertDialog
        }
        let libraryOverlays: Set<String> = ["ThemeOverlay.MaterialComponents.Dialog.Alert", "ThemeOverlay.Material3.Dialog.Alert"]
        if let keeps = namedOverlayKeepsLibraryDialog(libraryOverlays, context: context, screenWidth: screenWidth) {
            guard keeps else { return AndroidTextModel.appCompatAlertDialog }
        } else if !libraryThemesSetMaterialAlertDialogTheme(context: context, screenWidth: screenWidth) {
            return AndroidTextModel.appCompatAlertDialog
        }
        return AndroidTextModel.appCompatAlertDialogInMaterialTheme(material3: context.material3)
    }

    /// Whether the app's themes all extend AppCompat's (`Theme.AppCompat.*`, whose `alertDialogTheme` is
    /// `ThemeOverlay.AppCompat.Dialog.Alert`), there is at least one, and the alert dialog theme the app's theme names,
    /// if any, extends that overlay without swapping the dialog's layout (`alertDialogStyle`).
    static func appCompatThemesOnly(context: ImportContext, screenWidth: Double) -> Bool {
        let parents = appThemeLibraryParents(context: context, screenWidth: screenWidth)
        guard !parents.isEmpty, parents.allSatisfy({ $0.hasPrefix("Theme.AppCompat") }) else { return false }
        return namedOverlayKeepsLibraryDialog([AndroidTextModel.libraryAlertDialogWindowTheme], context: context, screenWidth: screenWidth) ?? true
    }

    /// Where the app's theme names an `alertDialogTheme` of its own: whether that overlay extends one of
    /// `libraryOverlays` and none of its styles swaps the dialog's layout (`alertDialogStyle`). Nil where the theme
    /// names none (the library theme's own overlay applies).
    static func namedOverlayKeepsLibraryDialog(_ libraryOverlays: Set<String>, context: ImportContext, screenWidth: Double) -> Bool? {
        guard let reference = context.themeAttribute("alertDialogTheme", screenWidth: screenWidth) else { return nil }
        let (chain, external, _) = context.resources.styleChain(reference, screenWidth: screenWidth)
        guard let external, libraryOverlays.contains(external) else { return false }
        return !chain.contains { $0.firstItem(of: ["alertDialogStyle"]) != nil }
    }

    /// Whether every library theme the app's themes extend sets the Material alert dialog theme overlay: the
    /// `Theme.MaterialComponents.*` and `Theme.Material3.*` themes do (`Base.V14.Theme.Material3.Light`:
    /// `alertDialogTheme` `ThemeOverlay.Material3.Dialog.Alert`, Material `theme/res/values/themes_base.xml`),
    /// their `.Bridge` themes do not: they extend AppCompat's and add only the new attributes
    /// (`themes_base_bridge.xml`), keeping `ThemeOverlay.AppCompat.Dialog.Alert`. An app with an AppCompat or
    /// Bridge theme among its themes may show a dialog in either: not decided.
    static func libraryThemesSetMaterialAlertDialogTheme(context: ImportContext, screenWidth: Double) -> Bool {
        let parents = appThemeLibraryParents(context: context, screenWidth: screenWidth)
        return !parents.isEmpty && parents.allSatisfy {
            ($0.hasPrefix("Theme.MaterialComponents") || $0.hasPrefix("Theme.Material3")) && !$0.contains("Bridge")
        }
    }

    /// The library or platform theme (`Theme.…`, `android:` dropped) each of the app's themes extends
    /// (`DialogWindows.themeNames`: every style whose name holds "Theme", `AppTheme` included, overlays not), by
    /// theme name. A theme on androidx core-splashscreen's `Theme.SplashScreen` is left out: it is the launch
    /// screen's, and `installSplashScreen()` gives the activity its `postSplashScreenTheme` before any dialog shows.
    static func appThemeLibraryParents(context: ImportContext, screenWidth: Double) -> [String] {
        DialogWindows.themeNames(context.resources).compactMap { name in
            guard let external = context.resources.styleChain(name, screenWidth: screenWidth).external.map(DialogWindows.libraryName),
                  external.hasPrefix("Theme."), !external.hasPrefix("Theme.SplashScreen") else { return nil }
            return external
        }
    }

    /// The dialog theme overlays the app's theme names for its alert dialogs, each as the theme attribute and
    /// the overlay's chain through the app's styles (`AndroidResources.styleChain`): the builder applies the
    /// theme's `alertDialogTheme` (AppCompat `AlertDialog.resolveDialogTheme`) or `materialAlertDialogTheme`
    /// (Material Components' `MaterialAlertDialogBuilder` overlays it). `titleRestyling` and `buttonRestyling`
    /// read what they change.
    static func dialogOverlays(context: ImportContext, screenWidth: Double)
        -> [(attribute: String, chain: [AndroidResources.Style], external: String?)] {
        ["materialAlertDialogTheme", "alertDialogTheme"].compactMap { attribute in
            guard let reference = context.themeAttribute(attribute, screenWidth: screenWidth) else { return nil }
            let (chain, external, _) = context.resources.styleChain(reference, screenWidth: screenWidth)
            return (attribute, chain, external)
        }
    }

    /// The minimum width of an alert dialog's window (`DialogWindows`): the window theme is the overlay the app's
    /// theme names in `overlay` (`alertDialogTheme` for AppCompat's builder, `materialAlertDialogTheme` for
    /// Material's, which passes it as the dialog's theme), or the library's, which extends
    /// `ThemeOverlay.AppCompat.Dialog.Alert` (`AndroidTextModel.libraryAlertDialogWindowTheme`).
    static func windowMinWidth(overlay: String, context: ImportContext, screenWidth: Double) -> DialogWindows.MinWidth {
        let theme = context.themeAttribute(overlay, screenWidth: screenWidth) ?? AndroidTextModel.libraryAlertDialogWindowTheme
        return DialogWindows.minWidth(windowTheme: theme, resources: context.resources, screenWidth: screenWidth)
    }

    /// Attributes through which a dialog theme overlay restyles the title: the title's text style and panel
    /// (Material Components `themes_base.xml` `materialAlertDialogTitleTextStyle`, `materialAlertDialogTitlePanelStyle`),
    /// the dialog's style and layout (`alertDialogStyle`), the appearance the Material 3 title is set in
    /// (`MaterialAlertDialog.Material3.Title.Text`: `?attr/textAppearanceHeadlineSmall`; Material Components:
    /// `?attr/textAppearanceSubtitle1`), and AppCompat's `android:windowTitleStyle`.
    static let dialogTitleAttributes = ["materialAlertDialogTitleTextStyle", "materialAlertDialogTitlePanelStyle", "alertDialogStyle",
                                        "textAppearanceHeadlineSmall", "textAppearanceSubtitle1", "windowTitleStyle"]

    /// The library's dialog theme overlays the defaults table describes: an app overlay that extends one of
    /// them and sets none of `dialogTitleAttributes` keeps the library's title.
    static let libraryDialogOverlays: Set<String> = ["ThemeOverlay.Material3.MaterialAlertDialog", "ThemeOverlay.MaterialComponents.MaterialAlertDialog",
                                                     "ThemeOverlay.AppCompat.Dialog.Alert"]

    /// Where the app restyles its alert dialogs' titles: the title style set in its theme, or a dialog theme
    /// overlay its theme names that sets a title attribute in itself or its own parents, or that extends a
    /// library overlay other than the ones the defaults table describes (or none the sources hold). Nil where
    /// the library's title is drawn (an overlay that only recolours or restyles the buttons).
    static func titleRestyling(context: ImportContext, screenWidth: Double) -> String? {
        if context.themeAttribute("materialAlertDialogTitleTextStyle", screenWidth: screenWidth) != nil { return "materialAlertDialogTitleTextStyle" }
        for overlay in dialogOverlays(context: context, screenWidth: screenWidth) {
            for style in overlay.chain {
                if let attribute = style.firstItem(of: dialogTitleAttributes) { return "\(attribute) in \(style.name)" }
            }
            // The first style the app does not define: a library overlay.
            if let external = overlay.external, !libraryDialogOverlays.contains(external) { return overlay.attribute }
        }
        return nil
    }

    /// Theme attributes that style an alert dialog's buttons: the button bar's buttons are
    /// `style="?attr/buttonBarPositiveButtonStyle"` (negative, neutral alike) in appcompat
    /// `abc_alert_dialog_button_bar_material.xml` and Material's `mtrl_alert_dialog_actions.xml` /
    /// `m3_alert_dialog_actions.xml`; the library themes point those at `?attr/buttonBarButtonStyle`'s dialog
    /// text button (`Widget.*.Button.TextButton.Dialog`, the defaults table's).
    static let dialogButtonStyleAttributes = ["buttonBarPositiveButtonStyle", "buttonBarNegativeButtonStyle",
                                              "buttonBarNeutralButtonStyle", "buttonBarButtonStyle"]

    /// Where the app gives its alert dialogs' buttons styles of its own: a button-style attribute set in its
    /// theme, or in the dialog theme overlay its theme names (`materialAlertDialogTheme`, `alertDialogTheme`)
    /// or one of that overlay's own parents. Nil where the library's dialog buttons are drawn.
    static func buttonRestyling(context: ImportContext, screenWidth: Double) -> String? {
        if let attribute = dialogButtonStyleAttributes.first(where: { context.themeAttribute($0, screenWidth: screenWidth) != nil }) {
            return attribute
        }
        for overlay in dialogOverlays(context: context, screenWidth: screenWidth) {
            for style in overlay.chain {
                if let attribute = style.firstItem(of: dialogButtonStyleAttributes) { return "\(attribute) in \(style.name)" }
            }
        }
        return nil
    }

    /// The theme items through which an app gives `android.app.AlertDialog` a look of its own: its window theme
    /// (`AlertDialog.resolveDialogTheme` reads `android:alertDialogTheme`), its layout (`android:alertDialogStyle`),
    /// the title's style and the panels' padding. Only the `android:` attributes: AppCompat's `alertDialogTheme` is
    /// another attribute, which the framework's builder never reads.
    static let platformDialogThemeItems = ["android:alertDialogTheme", "android:alertDialogStyle", "android:windowTitleStyle",
                                           "android:dialogPreferredPadding"]

    /// Why the framework's `android.app.AlertDialog` is not the one `AndroidTextModel.platformAlertDialog` describes,
    /// or nil where it is: the app's themes set one of `platformDialogThemeItems`; a theme of the app extends the
    /// device's `Theme.DeviceDefault` (the manufacturer's dialog) or a theme family the table does not know to
    /// extend `Theme.Material` (Holo, `Theme`); or the sources hold no theme of the app.
    static func platformDialogUndecided(context: ImportContext, screenWidth: Double) -> String? {
        for item in platformDialogThemeItems {
            if let (_, style) = DialogWindows.themeItem(item, resources: context.resources, screenWidth: screenWidth) {
                return "android.app.AlertDialog styled by the app's theme (`\(item)` in `\(style)`): not in the defaults table"
            }
        }
        let parents = appThemeLibraryParents(context: context, screenWidth: screenWidth)
        for external in parents {
            if external.hasPrefix("Theme.DeviceDefault") { return platformDialogReason }
            guard AndroidTextModel.extendsThemeMaterial(external) else {
                return "android.app.AlertDialog in an app theme that extends `\(external)` (not known to extend Theme.Material, whose alert dialog the defaults table describes)"
            }
        }
        return parents.isEmpty ? "android.app.AlertDialog in an app whose themes the sources do not hold: not decided" : nil
    }

    /// Why a toast is not laid out where the app's target SDK leaves it without a line limit, or is not read.
    static func toastReason(targetSdk: Int?) -> String {
        let toast = AndroidTextModel.textToast
        guard let targetSdk else {
            return "Toast text: the app's targetSdkVersion is not read (from \(toast.twoLineLimitTargetSdk) on, SystemUI cuts a text toast after \(toast.maxLines) lines; below, it grows with its text): not decided"
        }
        return "Toast text of an app with targetSdkVersion \(targetSdk) (below \(toast.twoLineLimitTargetSdk)): SystemUI sets no line limit, the toast grows with its text (\(toast.source))"
    }
    /// Why a dialog title is skipped where the app's theme restyles `DialogTitle` (`titleRestyling`).
    static func restyledTitleReason(_ restyling: String) -> String {
        "alert dialog title restyled by the app's theme (\(restyling)): its text appearance and line count are the app's, not modelled"
    }

    /// An AppCompat alert dialog's title (`dialog`: what the note calls the dialog): DialogTitle's fallback, two
    /// lines at textAppearanceMedium (`AndroidTextModel.dialogTitleFallback`), inside the frame's content padding.
    static func titleNode(_ part: Part, frame: AndroidTextModel.AlertDialogFrame, dialog: String, builder: inout CodeScreenBuilder) -> AndroidViewNode? {
        let fallback = AndroidTextModel.dialogTitleFallback
        guard var node = builder.textNode(part, look: builder.look(fallback.appearance), maxLines: fallback.maxLines,
                                          note: "\(dialog) title: \(frame.titleAppearance), one line; DialogTitle falls back to two lines at \(fallback.appearance) (\(frame.source))") else { return nil }
        node.width = .matchParent
        node.paddingStart = frame.contentPadding
        node.paddingEnd = frame.contentPadding
        return node
    }

    static let platformDialogReason = "android.app.AlertDialog in an app theme that extends the device's Theme.DeviceDefault (restyled by manufacturers): not in the defaults table"

    static func dialogScreen(_ site: Site, frame: AndroidTextModel.AlertDialogFrame, name: String, location: SourceLocation,
                             titleRestyledBy restyling: String? = nil, buttonsRestyledBy buttonRestyling: String? = nil,
                             windowMinWidth: (Double) -> DialogWindows.MinWidth = { _ in .decided(AndroidTextModel.windowThemeMinWidths[AndroidTextModel.libraryAlertDialogWindowTheme] ?? nil) },
                             builder: inout CodeScreenBuilder) -> LayoutScreen {
        var title: AndroidViewNode?
        var message: AndroidViewNode?
        var buttons: [AndroidViewNode] = []
        for part in site.parts {
            switch part.role {
            case "title" where restyling != nil:
                builder.skip(part, reason: part.reason ?? restyledTitleReason(restyling ?? ""))
            case "title":
                if let node = titleNode(part, frame: frame, dialog: "alert dialog", builder: &builder) { title = title ?? node }
            case "message":
                if var node = builder.textNode(part, look: builder.look(frame.messageAppearance), maxLines: nil,
                                               note: "alert dialog message: \(frame.messageAppearance), scrolls (\(frame.source))") {
                    node.width = .matchParent
                    node.paddingStart = frame.contentPadding
                    node.paddingEnd = frame.contentPadding
                    message = message ?? node
                }
            default:
                if let buttonRestyling {
                    builder.skip(part, reason: part.reason ?? "alert dialog button restyled by the app's theme (\(buttonRestyling)): its padding, width and line count are the app's style's, not the defaults table's")
                    continue
                }
                guard frame.buttonBarPadding != nil else {
                    builder.skip(part, reason: part.reason ?? "AppCompat alert dialog button whose alert dialog theme is not decided to be the Material library's (an AppCompat or Bridge theme among the app's: Widget.AppCompat.Button.ButtonBar.AlertDialog; an overlay that swaps the layout): not in the defaults table")
                    continue
                }
                // ButtonBarLayout stacks the buttons when they do not fit side by side: a button is cut only
                // when it does not fit the bar on its own.
                let lines = frame.buttonMaxLines.map { $0 == 1 ? "one line, ellipsized" : "at most \($0) lines" } ?? "no line limit"
                if var node = builder.textNode(part, look: builder.look(frame.buttonAppearance), maxLines: frame.buttonMaxLines,
                                               note: "alert dialog \(part.role): \(frame.buttonAppearance), \(lines); stacked when the buttons do not fit side by side (ButtonBarLayout) (\(frame.source))") {
                    node.paddingStart = frame.buttonPadding
                    node.paddingEnd = frame.buttonPadding
                    node.marginStart = frame.buttonMarginStart
                    node.minWidth = frame.buttonMinWidth
                    node.maxWidth = frame.buttonMaxWidth
                    buttons.append(node)
                }
            }
        }
        return builder.screen(name: name, location: location) { width in
            var root = AndroidViewNode(kind: .linear(vertical: true), tag: "AlertDialogLayout")
            // The window (`AndroidTextModel.dialogWindowWidth`) less the window background's inset on each side.
            switch windowMinWidth(width) {
            case .undecided(let reason):
                root.width = .matchParent
                root.undecided = reason
            case .decided(let minWidth):
                let window = AndroidTextModel.dialogWindowWidth(screenWidth: width, minWidth: minWidth)
                if window.minimum >= window.maximum {
                    root.width = .dp(max(0, window.minimum - 2 * frame.windowInset))
                } else {
                    root.minWidth = max(0, window.minimum - 2 * frame.windowInset)
                    root.maxWidth = max(0, window.maximum - 2 * frame.windowInset)
                }
            }
            root.children = [title, message].compactMap { $0 }
            if !buttons.isEmpty {
                var bar = AndroidViewNode(kind: .linear(vertical: true), tag: "ButtonBarLayout")
                bar.width = .matchParent
                bar.paddingStart = frame.buttonBarPadding ?? 0
                bar.paddingEnd = frame.buttonBarPadding ?? 0
                bar.children = buttons
                root.children.append(bar)
            }
            return root
        }
    }

    /// A text toast in SystemUI's `text_toast` layout (`AndroidTextModel.textToast`): the app's icon, then the
    /// text, cut after two lines, in a window at most `preferredDialogWidth` wide.
    static func toastScreen(_ site: Site, name: String, location: SourceLocation, builder: inout CodeScreenBuilder) -> LayoutScreen {
        let toast = AndroidTextModel.textToast
        guard let targetSdk = builder.context.targetSdk, targetSdk >= toast.twoLineLimitTargetSdk else {
            for part in site.parts { builder.skip(part, reason: part.reason ?? toastReason(targetSdk: builder.context.targetSdk)) }
            return builder.screen(name: name, location: location) { _ in AndroidViewNode(kind: .frame, tag: "Toast") }
        }
        var look = ScreenBuilder.TextLook()
        look.size = toast.appearance.size
        look.weight = toast.appearance.weight
        look.lineHeight = toast.appearance.lineHeight
        look.notes = ["TextAppearance.Toast from the defaults table (\(toast.appearance.source))"]
        var message: AndroidViewNode?
        for part in site.parts {
            if let node = builder.textNode(part, look: look, maxLines: toast.maxLines,
                                           note: "toast text: TextAppearance.Toast, maxLines \(toast.maxLines), ellipsized at the end, after the app's icon (\(toast.source))") {
                message = message ?? node
            }
        }
        return builder.screen(name: name, location: location) { width in
            var root = AndroidViewNode(kind: .linear(vertical: false), tag: "text_toast")
            root.maxWidth = min(width, AndroidTextModel.preferredDialogWidth.dp)
            root.paddingStart = toast.paddingStart
            root.paddingEnd = toast.paddingEnd
            var icon = AndroidViewNode(kind: .leaf, tag: "ImageView")
            icon.width = .dp(toast.iconWidth)
            icon.marginEnd = toast.iconMarginEnd
            root.children = [icon] + [message].compactMap { $0 }
            return root
        }
    }

    static func snackbarScreen(_ site: Site, name: String, location: SourceLocation, builder: inout CodeScreenBuilder) -> LayoutScreen {
        let context = builder.context
        var action: AndroidViewNode?
        for part in site.parts {
            if !context.materialTheme {
                builder.skip(part, reason: part.reason ?? "Snackbar in a theme without Material Components (Widget.Design.Snackbar): not in the defaults table")
            } else if site.hasAction, context.materialExpressive {
                builder.skip(part, reason: part.reason ?? "Snackbar with an action in a Material 3 Expressive theme (Widget.Material3Expressive.Button.TextButton.Snackbar, sized by a button size overlay): not in the defaults table")
            } else if part.role == "action button" {
                let style = AndroidTextModel.snackbarAction(material3: context.material3)
                if var node = builder.textNode(part, look: builder.look(style.appearance), maxLines: nil,
                                               note: "snackbar action: \(style.appearance), paddings \(Int(style.padding))dp, minWidth \(Int(AndroidTextModel.snackbarActionMinWidth))dp (\(AndroidTextModel.snackbarActionSource))") {
                    node.paddingStart = style.padding
                    node.paddingEnd = style.padding
                    node.minWidth = AndroidTextModel.snackbarActionMinWidth
                    node.maxWidth = AndroidTextModel.snackbarActionMaxWidth
                    action = node
                }
            } else {
                let appearance = AndroidTextModel.snackbarMessageAppearance(material3: context.material3)
                if var node = builder.textNode(part, look: builder.look(appearance), maxLines: AndroidTextModel.snackbarMessageMaxLines,
                                               note: "snackbar message: \(appearance), maxLines \(AndroidTextModel.snackbarMessageMaxLines) (\(AndroidTextModel.materialSnackbarSource))") {
                    node.marginStart = AndroidTextModel.snackbarMessageMargin
                    node.marginEnd = AndroidTextModel.snackbarMessageMargin
                    node.weight = 1
                    builder.roots.append(node)
                }
            }
        }
        var content = builder.roots
        if site.hasAction {
            // The message's width depends on the action beside it: both are laid out, or neither.
            guard content.count == 1, let action else {
                for element in builder.elements { builder.skipLaidOut(element.id, reason: "Snackbar with an action whose message or action is not laid out: the other's width depends on it") }
                return builder.screen(name: name, location: location) { _ in AndroidViewNode(kind: .frame, tag: "SnackbarContentLayout") }
            }
            content.append(action)
        }
        let children = content
        return builder.screen(name: name, location: location) { width in
            var root = AndroidViewNode(kind: .linear(vertical: false), tag: "SnackbarContentLayout")
            root.width = .dp(max(0, width - 2 * AndroidTextModel.snackbarMargin))
            root.paddingStart = AndroidTextModel.snackbarPadding
            root.paddingEnd = AndroidTextModel.snackbarPadding
            if site.hasAction { root.numbers[AndroidMeasurePass.maxActionInlineWidth] = AndroidTextModel.snackbarMaxActionInlineWidth }
            root.children = children
            return root
        }
    }
}

/// Collects the text elements and skips of one screen built from code (a dialog, a snackbar).
struct CodeScreenBuilder {
    let context: ImportContext
    let file: String
    var elements: [LayoutElement] = []
    var skipped: [SkippedElement] = []
    var notes: [String: [String]] = [:]
    /// Nodes a caller keeps between parts (the snackbar's message).
    var roots: [AndroidViewNode] = []
    private var ids = ElementIDs()
    private var looks: [String: ScreenBuilder.TextLook] = [:]

    init(context: ImportContext, file: String) {
        self.context = context
        self.file = file
    }

    mutating func look(_ appearance: String) -> ScreenBuilder.TextLook {
        if let look = looks[appearance] { return look }
        let builder = ScreenBuilder(context: context, screenWidth: context.settings.screenWidths.first ?? 360)
        let look = builder.look(ofAppearance: appearance.hasPrefix("?") || appearance.hasPrefix("@") ? appearance : "@style/" + appearance)
        looks[appearance] = look
        return look
    }

    func location(_ part: AndroidCodeDialogs.Part) -> SourceLocation { SourceLocation(file: file, line: part.line, column: part.column) }

    mutating func skip(_ part: AndroidCodeDialogs.Part, reason: String) {
        var skip = SkippedElement(id: ids.unique(part.role.replacingOccurrences(of: " ", with: "_")), reason: reason, location: location(part))
        skip.key = part.key
        skipped.append(skip)
    }

    /// Takes a text element back out (it was laid out, but what decides its width is not) and skips it.
    mutating func skipLaidOut(_ id: String, reason: String) {
        guard let index = elements.firstIndex(where: { $0.id == id }) else { return }
        let element = elements.remove(at: index)
        notes[id] = nil
        var skip = SkippedElement(id: id, reason: reason, location: element.location)
        skip.key = element.key
        skipped.append(skip)
    }

    /// A text node for a part with a key; nil (and a skip) when it has none or its look is not decided.
    mutating func textNode(_ part: AndroidCodeDialogs.Part, look: ScreenBuilder.TextLook, maxLines: Int?, note: String) -> AndroidViewNode? {
        var reason = part.reason
        if reason == nil { reason = PlatformScreenBuilder.skipReason(look) }
        guard reason == nil, let key = part.key else {
            skip(part, reason: reason ?? "no text")
            return nil
        }
        let id = ids.unique(part.role.replacingOccurrences(of: " ", with: "_"))
        var element = LayoutElement(id: id, location: location(part))
        // A dialog's buttons are Buttons (`@android:id/button1…3`): controls, not labels.
        element.kind = part.role.hasSuffix("button") ? .button : .label
        element.key = key
        look.apply(to: &element, targetSdk: context.targetSdk)
        element.includeFontPadding = true
        // The paddings of the panels above and below each text of a window built in code (title panel,
        // scroll view, button bar) are not read: ink beyond the line block may fall in them or not.
        element.verticalRoomUnknown = "the window the code builds pads its texts in panels whose vertical paddings are not read"
        element.maxLines = maxLines
        element.widthFollowsText = true
        element.keyLocations["key"] = location(part)
        elements.append(element)
        notes[id] = look.notes + [note]
        var node = AndroidViewNode(kind: .text, tag: part.role.hasSuffix("button") ? "Button" : "TextView")
        node.elementID = id
        return node
    }

    func screen(name: String, location: SourceLocation, roots: (Double) -> AndroidViewNode) -> LayoutScreen {
        let widths = context.settings.screenWidths
        var trees: [Double: AndroidViewNode] = [:]
        for width in widths { trees[width] = roots(width) }
        let container = AndroidContainerLayout(screenWidths: widths, roots: trees, notes: notes)
        return LayoutScreen(name: name, platform: .android, file: file, location: location, elements: elements,
                            origin: .android, container: elements.isEmpty ? nil : ContainerBox(container), skipped: skipped)
    }
}

/// A source file's bytes with the few look-ups the code scanners need. Every method looks at a bounded
/// window or scans once.
struct SourceScan {
    let bytes: [UInt8]
    /// Offsets of each line's start, for locations.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    var count: Int { bytes.count }

    func contains(_ string: String) -> Bool { !occurrences(of: string, limit: 1).isEmpty }

    /// The offsets where `needle` starts in `range`, not after an identifier byte; the first `limit` of them.
    /// (Asked for many needles in every Kotlin and Java file: the bytes are read without bounds checks, and
    /// from one first byte of the needle to the next.)
    func occurrences(of needle: String, in range: Range<Int>? = nil, limit: Int = .max) -> [Int] {
        let needle = Array(needle.utf8)
        let range = range ?? 0..<bytes.count
        guard let first = needle.first, range.upperBound - range.lowerBound >= needle.count else { return [] }
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count, "range outside the file")
        var result: [Int] = []
        bytes.withUnsafeBufferPointer { bytes in
            let last = range.upperBound - needle.count
            var index = range.lowerBound
            while index <= last, result.count < limit {
                guard let start = bytes[index...last].firstIndex(of: first) else { break }
                if bytes[start..<(start + needle.count)].elementsEqual(needle),
                   first == UInt8(ascii: ".") || start == 0 || !MenuUses.isIdentifier(bytes[start - 1]) {
                    result.append(start)
                    index = start + needle.count
                } else {
                    index = start + 1
                }
            }
        }
        return result
    }

    func location(at offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// How far back on its line a call's receiver is looked at (a minified file's one long line stays linear).
    static let lineWindow = 240

    /// Whether the bytes just before `offset` are `prefix` (a qualified name: `material.snackbar.` before
    /// `Snackbar.make(`).
    func follows(_ prefix: String, at offset: Int) -> Bool {
        let needle = Array(prefix.utf8)
        guard offset >= needle.count else { return false }
        return bytes[(offset - needle.count)..<offset].elementsEqual(needle)
    }

    /// The text of the line before `offset`, at most `lineWindow` bytes.
    func linePrefix(before offset: Int) -> String {
        let (line, _) = location(at: offset)
        return String(decoding: bytes[max(lineStarts[line - 1], offset - Self.lineWindow)..<offset], as: UTF8.self)
    }

    /// `builder` in `val builder = AlertDialog.Builder(` / `AlertDialog.Builder builder = new AlertDialog.Builder(`.
    func assignedName(before offset: Int) -> String? {
        var prefix = Substring(linePrefix(before: offset))
        while prefix.last == " " { prefix = prefix.dropLast() }
        if prefix.hasSuffix("new") { prefix = prefix.dropLast(3) }
        while prefix.last == " " { prefix = prefix.dropLast() }
        guard prefix.hasSuffix("=") else { return nil }
        prefix = prefix.dropLast()
        while prefix.last == " " { prefix = prefix.dropLast() }
        // `val builder: AlertDialog.Builder` → drop the type.
        if let colon = prefix.lastIndex(of: ":") { prefix = prefix[..<colon] }
        while prefix.last == " " { prefix = prefix.dropLast() }
        let name = prefix.reversed().prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return name.isEmpty ? nil : String(name.reversed())
    }

    /// Whether the call opened just before `offset` closes and is followed by `.apply {` or `.run {` (Kotlin scope
    /// functions whose block has the value as its implicit receiver), within a bounded window.
    func scopeFunctionFollows(_ offset: Int) -> Bool {
        var depth = 1
        var index = offset
        let limit = min(bytes.count, offset + 300)
        while index < limit, depth > 0 {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 } else if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
            index += 1
        }
        guard depth == 0 else { return false }
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        for function in [".apply", ".run"] where matches(function, at: index) {
            var after = index + function.utf8.count
            while after < bytes.count, bytes[after] == 0x20 { after += 1 }
            if after < bytes.count, bytes[after] == UInt8(ascii: "{") { return true }
        }
        return false
    }

    /// Whether the call whose `.` is at `dot` is on the builder: a chained call (the line holds nothing
    /// before the dot, or the dot follows the construction's closing parenthesis), or on its variable.
    func isBuilderCall(at dot: Int, variable: String?, constructionEnd: Int) -> Bool {
        let prefix = linePrefix(before: dot)
        let trimmed = prefix.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed == "?" { return true }
        if let variable, trimmed == variable || trimmed.hasSuffix(" " + variable) || trimmed.hasSuffix("(" + variable) { return true }
        // `AlertDialog.Builder(this).setTitle(…)` and further calls on the same line.
        return location(at: dot).line == location(at: constructionEnd).line
    }

    enum Argument: Equatable { case key(String), computed, literal }

    /// How many package segments a qualified `R` class is looked through (`fr.free.nrw.commons.R`).
    static let maximumPackageSegments = 12
    /// How many bytes a package qualifier is looked through (a package name is a few dozen).
    static let maximumPackageBytes = 200

    /// The offset of `R.string.` at `index`, directly or after the package of the generated class it names
    /// (`com.example.R.string.k`, `com.example.feature.R.string.k`: AGP generates an `R` class in each module's
    /// namespace, and a file that imports another `R`, or none, names the app's by its package). The package's
    /// segments are lower-case identifiers (Java package naming). `android.R.string.k` is the framework's resource
    /// (android.R: translated by Android, not in the app's catalogs): nil, as for any other expression.
    func stringReference(at index: Int) -> Int? {
        if matches("R.string.", at: index) { return index }
        var probe = index
        let limit = min(bytes.count, index + Self.maximumPackageBytes)
        for segment in 0..<Self.maximumPackageSegments {
            let start = probe
            guard start < limit, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[start]) else { return nil }
            while probe < limit, MenuUses.isIdentifier(bytes[probe]) { probe += 1 }
            guard probe < limit, bytes[probe] == UInt8(ascii: ".") else { return nil }
            probe += 1
            if matches("R.string.", at: probe) {
                return segment == 0 && matches("android.", at: index) ? nil : probe
            }
        }
        return nil
    }

    /// The string argument at `offset`: `R.string.k` or `getString(R.string.k)` / `getText(R.string.k)` (with a
    /// receiver) closed right after; any other expression is computed.
    func stringArgument(at offset: Int, allowsMoreArguments: Bool) -> Argument {
        var index = offset
        func skipSpaces() { while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 } }
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") { return .literal }
        // A getter: `getString(`, `requireContext().getString(`, `context.resources.getString(`: a receiver of
        // identifiers, dots and empty call parentheses only.
        var closers = 0
        var takesFormat = false   // `Context.getString(int, Object...)`; `getText(int)` takes none
        if stringReference(at: index) == nil {
            var probe = index
            let limit = min(bytes.count, index + 120)
            while probe < limit {
                if matches("getString(", at: probe) || matches("getText(", at: probe) {
                    takesFormat = matches("getString(", at: probe)
                    index = probe + (takesFormat ? 10 : 8)
                    closers = 1
                    skipSpaces()
                    break
                }
                if matches("()", at: probe) { probe += 2; continue }
                guard MenuUses.isIdentifier(bytes[probe]) || ".?!".utf8.contains(bytes[probe]) else { break }
                probe += 1
            }
        }
        guard let reference = stringReference(at: index) else { return .computed }
        index = reference
        var end = index + 9
        while end < bytes.count, MenuUses.isIdentifier(bytes[end]) { end += 1 }
        let key = String(decoding: bytes[(index + 9)..<end], as: UTF8.self)
        index = end
        skipSpaces()
        if closers == 1 {
            // A format (`getString(R.string.k, args)`) is the catalog value with its arguments: the label's job fills
            // the placeholders with the sample arguments. The getter's parenthesis closes the arguments.
            if takesFormat, index < bytes.count, bytes[index] == UInt8(ascii: ","),
               let close = AndroidCodeTexts.closingParenthesis(bytes, from: index + 1) {
                index = close
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { return .computed }
            index += 1
            skipSpaces()
        }
        guard !key.isEmpty, index < bytes.count else { return .computed }
        if bytes[index] == UInt8(ascii: ")") { return .key(key) }
        return allowsMoreArguments && bytes[index] == UInt8(ascii: ",") ? .key(key) : .computed
    }

    func matches(_ string: String, at offset: Int) -> Bool {
        let needle = Array(string.utf8)
        return offset + needle.count <= bytes.count && bytes[offset..<(offset + needle.count)].elementsEqual(needle)
    }

    /// The first comma at the call's own depth after `offset` (inside the parentheses opened before it), within
    /// a bounded window.
    func topLevelComma(after offset: Int) -> Int? {
        var depth = 0
        var index = offset
        let limit = min(bytes.count, offset + 600)
        while index < limit {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return nil }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Where the statement from `offset` first calls `call` (a snackbar's `.setAction(`): before its `.show()`, the
    /// next `.make(` (another snackbar's), or 1,500 bytes.
    func statementCall(_ call: String, from offset: Int) -> Int? {
        let limit = min(bytes.count, offset + 1_500)
        let show = occurrences(of: ".show()", in: offset..<limit).first ?? limit
        let next = occurrences(of: ".make(", in: offset..<limit).first ?? limit
        return occurrences(of: call, in: offset..<min(limit, show, next)).first
    }
}
