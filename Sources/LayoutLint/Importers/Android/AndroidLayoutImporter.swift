import Foundation
import Typesetter

/// Reads an Android app's own layout files (`res/layout*/*.xml`) into screens: one screen per layout
/// file, one element per text view whose text is a `@string` resource, and a `AndroidContainerLayout`
/// that runs Android's measure rules per locale to give each text its width.
///
/// Styles, themes and dimensions come from the app's `values*/` folders (qualifiers matched per screen
/// width); Material / AppCompat / platform styles the app only names come from `AndroidTextModel`'s
/// table (each such fallback is listed in the screen's notes). What cannot be decided from the files
/// (text set in code, a custom view group, a `?attr` the app's themes do not set) is skipped with the
/// reason, never guessed.
public enum AndroidLayoutImporter {
    /// The `res/` folders under `folder` that hold layouts (a `layout` or `layout-*` folder), sorted, and —
    /// when there is one — the other `res/` folders under it that hold value, menu or XML resources (a library
    /// module's themes, styles and dimensions: Gradle merges every module's resources into the app that depends
    /// on it, developer.android.com/studio/projects/android-library "Android library … resources"; an app whose
    /// theme lives in a `core/designsystem` module without layouts styles its layouts with it).
    /// Hidden folders and build outputs are not searched.
    public static func resourceFolders(under folder: String) -> [String] {
        var result: [String] = []
        var otherResources: [String] = []
        let fileManager = FileManager.default
        var stack = [folder]
        var visited = 0
        let mergedTypes = ["values", "menu", "xml"]
        while let current = stack.popLast(), visited < 200_000 {
            visited += 1
            guard let names = try? fileManager.contentsOfDirectory(atPath: current) else { continue }
            let url = URL(fileURLWithPath: current)
            if url.lastPathComponent == "res", names.contains(where: { $0 == "layout" || $0.hasPrefix("layout-") }) {
                result.append(current)
                continue
            }
            if url.lastPathComponent == "res", names.contains(where: { name in mergedTypes.contains { name == $0 || name.hasPrefix($0 + "-") } }) {
                otherResources.append(current)
                continue
            }
            for name in names.sorted().reversed() {
                if name.hasPrefix(".") || ["build", "node_modules", "Pods", "DerivedData"].contains(name) { continue }
                let path = (current as NSString).appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                   (try? fileManager.destinationOfSymbolicLink(atPath: path)) == nil {
                    stack.append(path)
                }
            }
        }
        return result.isEmpty ? [] : (result + otherResources).sorted()
    }

    /// Imports every layout file of the `res/` folders.
    public static func read(resourceFolders: [String], settings: AndroidImportSettings,
                            displayPath: (String) -> String = { $0 }) -> ImportResult {
        // The code scanners share one walk, read and aliasing of the Kotlin / Java files.
        AndroidSourceFiles.sharingReads { readScanningAlone(resourceFolders: resourceFolders, settings: settings, displayPath: displayPath) }
    }

    /// `read`, each code scanner walking and reading the files on its own unless a `sharingReads` scope is open.
    static func readScanningAlone(resourceFolders: [String], settings: AndroidImportSettings,
                                  displayPath: (String) -> String) -> ImportResult {
        let resources = AndroidResources.read(resourceFolders: resourceFolders, displayPath: displayPath)
        var findings = resources.problems.map { invalidInput($0.message, at: $0.location) }
        var layouts = LayoutIndex()
        for folder in resourceFolders {
            let layoutFolders = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0 == "layout" || $0.hasPrefix("layout-") }.sorted()
            for layoutFolder in layoutFolders {
                let path = (folder as NSString).appendingPathComponent(layoutFolder)
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xml") }.sorted()
                for file in files {
                    let filePath = (path as NSString).appendingPathComponent(file)
                    guard let data = FileManager.default.contents(atPath: filePath) else { continue }
                    switch ParsedLayout.parse(bytes: [UInt8](data), display: displayPath(filePath), folder: layoutFolder) {
                    case .success(let parsed): layouts.add(parsed)
                    case .failure(let problem): findings.append(problem.finding)
                    }
                }
            }
        }
        let targetSdk = settings.targetSdk ?? GradleTargetSDK.find(near: resourceFolders)
        let context = ImportContext(resources: resources, layouts: layouts, settings: settings, targetSdk: targetSdk,
                                    sourceRoot: MenuUses.sourceRoot(of: resourceFolders))
        var screens: [LayoutScreen] = []
        for layout in layouts.all {
            let (layoutScreens, screenFindings) = context.screens(for: layout)
            screens += layoutScreens
            findings += screenFindings
        }
        // Menus and preference screens: text the platform lays out in its own views.
        let platformScreens = AndroidMenusAndPreferences.screens(resourceFolders: resourceFolders, context: context, displayPath: displayPath)
        screens += platformScreens.screens
        findings += platformScreens.findings
        // Alert dialogs, snackbars and toasts the code builds around string resources; the keys the code names
        // elsewhere ride on the first screen, for the coverage's reasons.
        let codeScreens = AndroidCodeDialogs.screens(context: context, displayPath: displayPath)
        screens += codeScreens.screens
        // Preference rows the code builds (a builder block per preference), as a preference file's rows.
        screens += AndroidCodePreferences.screens(context: context, displayPath: displayPath)
        // Titles the activities set in code on the app bar they hand to AppCompat.
        screens += AndroidCodeTitles.screens(context: context, resourceFolders: resourceFolders, displayPath: displayPath)
        // Tab titles the code gives a TabLayout through a TabLayoutMediator.
        screens += AndroidCodeTabs.screens(context: context, displayPath: displayPath)
        if !screens.isEmpty { screens[0].keysNamedInCode = codeScreens.keysNamed }
        return ImportResult(screens: screens, catalogs: [], findings: findings)
    }

    /// Imports one layout file's bytes on their own (no resources): the fuzzing entry point. Must never
    /// crash, hang or take more than linear time, whatever the bytes.
    public static func fuzzRead(bytes: [UInt8]) {
        let settings = AndroidImportSettings()
        switch ParsedLayout.parse(bytes: bytes, display: "fuzz.xml", folder: "layout") {
        case .failure: return
        case .success(let parsed):
            var layouts = LayoutIndex()
            layouts.add(parsed)
            let context = ImportContext(resources: AndroidResources(), layouts: layouts, settings: settings, targetSdk: nil)
            let (screen, _) = context.screen(for: parsed)
            // Run the measure pass too, with a measurement that depends only on the element id.
            if let container = screen.container {
                let query = ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: 360) { id, _ in
                    let width = Double(id.utf8.count * 7)
                    return TextMeasurement(naturalWidth: width, width: width, height: 20, lineCount: 1)
                }
                _ = container.layout.resolve(query)
            }
        }
    }

    /// Reads one menu or preference-screen file's bytes on their own: the fuzzing entry point of
    /// `AndroidMenusAndPreferences`. Never crashes, hangs or takes more than linear time.
    public static func fuzzReadMenuOrPreferences(bytes: [UInt8]) {
        AndroidMenusAndPreferences.fuzzRead(bytes: bytes)
    }

    /// Scans one Kotlin / Java file's bytes for the dialogs, snackbars and toasts it builds and lays them out
    /// (`AndroidCodeDialogs`): the fuzzing entry point of the dialog scanner.
    public static func fuzzReadDialogs(bytes: [UInt8]) {
        AndroidCodeDialogs.fuzzRead(bytes: bytes)
    }

    /// Scans one Kotlin / Java file's bytes for the menus and strings it sets (`MenuUses`,
    /// `AndroidCodeTexts` with its view variables), why each key it names is not followed
    /// (`AndroidCodeKeyReasons`) and what its Preference subclasses change (`AndroidPreferenceClasses`): the
    /// fuzzing entry point of the code scanner.
    public static func fuzzReadCode(bytes: [UInt8]) {
        var uses = MenuUses()
        uses.read(bytes)
        var texts = AndroidCodeTexts()
        texts.read(bytes, file: "fuzz.kt", index: AndroidCodeTexts.IDIndex(LayoutIndex()))
        let scan = SourceScan(bytes)
        for offset in scan.occurrences(of: "R.string.").prefix(256) {
            var end = offset + 9
            while end < bytes.count, MenuUses.isIdentifier(bytes[end]) { end += 1 }
            _ = AndroidCodeKeyReasons.reason(scan, at: offset, keyEnd: end)
        }
        _ = AndroidCodeTexts.target(String(decoding: bytes.suffix(AndroidCodeTexts.window), as: UTF8.self))
        var views = AndroidCustomViews()
        views.read(bytes, file: "fuzz.kt")
        for name in views.superclasses.keys.prefix(16) { _ = views.textBase(of: name) }
        var preferences = AndroidPreferenceClasses()
        preferences.read(bytes, file: "fuzz.kt", classes: Set(views.superclasses.keys))
        for name in views.superclasses.keys.sorted().prefix(16) { _ = preferences.resolve(tag: name, superclasses: views.superclasses) }
    }

    static func invalidInput(_ message: String, at location: SourceLocation) -> Finding {
        Finding(rule: RuleID.invalidInput, severity: .error, message: message, location: location)
    }
}

/// One parsed layout file.
struct ParsedLayout: Sendable {
    var name: String
    var display: String
    var folder: String
    var root: XMLElementNode
    var text: SourceText
    /// Attribute prefix → `android` / `app` / `tools` (by namespace URI).
    var prefixes: [String: String]

    static func parse(bytes: [UInt8], display: String, folder: String) -> Result<ParsedLayout, LayoutProblem> {
        let name = ((display as NSString).lastPathComponent as NSString).deletingPathExtension
        guard case .success(let decoded) = TextDecoding.decode(bytes) else {
            return .failure(LayoutProblem(finding: AndroidLayoutImporter.invalidInput("layout file is not UTF-8 or UTF-16 text",
                                                               at: SourceLocation(file: display, line: 1, column: 1))))
        }
        let text = SourceText(path: display, utf8: decoded.text)
        do {
            let root = try XMLTree.parse(decoded.text)
            var prefixes: [String: String] = [:]
            for attribute in root.attributes where attribute.name.hasPrefix("xmlns:") {
                let prefix = String(attribute.name.dropFirst(6))
                switch attribute.value {
                case "http://schemas.android.com/apk/res/android": prefixes[prefix] = "android"
                case "http://schemas.android.com/tools": prefixes[prefix] = "tools"
                default:
                    if attribute.value.hasPrefix("http://schemas.android.com/apk/res") { prefixes[prefix] = "app" }
                }
            }
            return .success(ParsedLayout(name: name, display: display, folder: folder, root: root, text: text, prefixes: prefixes))
        } catch {
            return .failure(LayoutProblem(finding: AndroidLayoutImporter.invalidInput("malformed layout XML: \(error.message)",
                                                               at: text.location(at: error.offset))))
        }
    }

    /// Where an attribute's name starts (the parser records its value's quote).
    func location(of attribute: XMLAttribute) -> SourceLocation {
        // A row read from code records where the code writes its value (`AndroidCodePreferences`).
        if folder == AndroidCodePreferences.folder { return text.location(at: attribute.offset) }
        let bytes = text.bytes
        var index = min(attribute.offset, bytes.count) - 1
        while index >= 0, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(bytes[index]) { index -= 1 }
        let start = index + 1 - attribute.name.utf8.count
        return text.location(at: start >= 0 ? start : attribute.offset)
    }

    /// The element's attributes by normalized name (`android:text`, `app:layout_constraintStart_toStartOf`).
    func attributes(_ element: XMLElementNode) -> [String: XMLAttribute] {
        var result: [String: XMLAttribute] = [:]
        for attribute in element.attributes {
            var name = attribute.name
            if let colon = name.firstIndex(of: ":") {
                let prefix = String(name[..<colon])
                if prefix == "xmlns" { continue }
                name = (prefixes[prefix] ?? prefix) + name[colon...]
            }
            if result[name] == nil { result[name] = attribute }
        }
        return result
    }
}

/// A layout file that cannot be read, as its finding.
struct LayoutProblem: Error {
    var finding: Finding
}

/// The layout files by name, each with the folders (qualifiers) that define it.
struct LayoutIndex: Sendable {
    var byName: [String: [ParsedLayout]] = [:]
    var all: [ParsedLayout] = []

    mutating func add(_ layout: ParsedLayout) {
        byName[layout.name, default: []].append(layout)
        all.append(layout)
    }

    /// The file `@layout/name` means at `screenWidth` (the most specific matching folder).
    func layout(_ name: String, screenWidth: Double) -> ParsedLayout? {
        byName[name]?.compactMap { layout -> (ParsedLayout, [Int])? in
            guard let qualifiers = AndroidResources.Qualifiers(folder: layout.folder),
                  qualifiers.matches(screenWidth: screenWidth, deviceAPI: AndroidResources.deviceAPI) else { return nil }
            return (layout, qualifiers.specificity)
        }.max { $0.1.lexicographicallyPrecedes($1.1) }?.0
    }
}

extension AndroidContainerLayout: ImportNotes {}
