import Foundation
import SwiftSyntax

/// Reads an app's SwiftUI source into screens: one screen per view type that is shown on its own (not
/// only inlined into another view), each localized text an element with the key Xcode extracts for it,
/// its font, line limit and alignment from the modifiers, and a `SwiftUIContainerLayout` that runs
/// SwiftUI's proposal/response layout per locale × size category × device width to give it its width.
///
/// All `.swift` files of the app are parsed (types and declared property types are looked up across
/// files: the app's components, `Font` extensions, interpolated values' types); views come from files
/// that `import SwiftUI`. What cannot be decided from source is skipped with the reason.
public enum SwiftUIImporter {
    public static func isSource(_ path: String) -> Bool { path.hasSuffix(".swift") }

    /// The folder of a source path that holds code the shipped app does not show: test targets (`Tests`,
    /// `UITests`, `…Tests`), mocks (`Mock`, `Mocks`) and Xcode's preview assets (`Preview Content`, `Previews`).
    /// Only folders after the first `below` ones (the folders every source shares) count.
    static func nonAppFolder(_ path: String, below: Int = 0) -> String? {
        path.split(separator: "/").dropLast().dropFirst(below).first { folder in
            ["Mock", "Mocks", "Preview Content", "Previews", "PreviewContent"].contains(folder) || folder.hasSuffix("Tests")
        }.map(String.init)
    }

    /// How many leading folders every path shares.
    static func commonFolderCount(_ paths: [String]) -> Int {
        guard var common = paths.first.map({ Array($0.split(separator: "/").dropLast()) }) else { return 0 }
        for path in paths.dropFirst() {
            let folders = path.split(separator: "/").dropLast()
            common = Array(zip(common, folders).prefix { $0 == $1 }.map(\.0))
        }
        return common.count
    }

    /// Whether a file's text imports SwiftUI (a cheap test for discovery).
    public static func importsSwiftUI(path: String) -> Bool { imports(path: path, modules: ["SwiftUI"]) }

    /// Whether a file's text imports AppKit (`import AppKit`, or `import Cocoa`, which re-exports it): macOS code
    /// that names the app's keys (`NSButton(title: NSLocalizedString(…))`), read for the coverage's reasons.
    public static func importsAppKit(path: String) -> Bool { imports(path: path, modules: ["AppKit", "Cocoa"]) }

    static func imports(path: String, modules: Set<Substring>) -> Bool {
        // A file over the size limit is looked at too (its first 64 KiB, where imports are): it is then read
        // as a source, and `read` reports it as too large instead of leaving it out without a word.
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: SwiftUIProgram.maximumFileSize + 1) else { return false }
        if data.count > SwiftUIProgram.maximumFileSize { return importsSwiftUI(text: data.prefix(65_536), modules: modules) }
        return importsSwiftUI(text: data, modules: modules)
    }

    static func importsSwiftUI(text data: Data, modules: Set<Substring> = ["SwiftUI"]) -> Bool {
        // An import declaration at the start of a line or after a `;` (a mention in a string or comment does
        // not count), in any of the forms The Swift Programming Language's grammar of an import declaration
        // allows: attributes (`@preconcurrency`, `@_exported`), an access level (`public import`, SE-0409),
        // an import kind (`import struct SwiftUI.Text`), a submodule path (`SwiftUI.Text`); a UTF-8 byte
        // order mark before the first line is no character of it.
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).contains { line in
            line.split(separator: ";").contains { importsSwiftUI(statement: $0, modules: modules) }
        }
    }

    static let accessLevels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "open"]
    static let importKinds: Set<Substring> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

    /// Whether one statement of a line is an import of SwiftUI or of one of its declarations.
    static func importsSwiftUI(statement: Substring, modules: Set<Substring> = ["SwiftUI"]) -> Bool {
        var words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" })[...]
        while let first = words.first, first.hasPrefix("@") || accessLevels.contains(first) { words = words.dropFirst() }
        guard words.first == "import" else { return false }
        words = words.dropFirst()
        if let kind = words.first, importKinds.contains(kind) { words = words.dropFirst() }
        guard let path = words.first else { return false }
        return path.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(modules.contains) == true
    }

    /// Whether a file's text declares an `@IBOutlet` (a cheap test for discovery).
    public static func declaresOutlets(path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count <= SwiftUIProgram.maximumFileSize else { return false }
        return String(decoding: data, as: UTF8.self).contains("@IBOutlet")
    }

    public static func read(files: [String], displayPath: (String) -> String = { $0 }) -> ImportResult {
        let parsed = parse(files: files, displayPath: displayPath)
        var result = read(parsed.program)
        result.findings += parsed.findings
        return result
    }

    /// Parses the files into one program (unreadable, too large or unparseable files reported).
    static func parse(files: [String], displayPath: (String) -> String = { $0 }) -> (program: SwiftUIProgram, findings: [Finding]) {
        let program = SwiftUIProgram()
        var findings: [Finding] = []
        let projects = SwiftUIPlatformReader.Projects()
        for path in files.sorted() {
            let shown = displayPath(path)
            guard let data = BoundedFile.source(path, shown: shown, language: "Swift", limit: SwiftUIProgram.maximumFileSize, findings: &findings) else { continue }
            let bytes = data
            if let offset = Self.firstInvalidUTF8(in: bytes) {
                // The Swift compiler reads sources as UTF-8 and rejects a file that is not ("invalid UTF-8
                // found in source file", swift/lib/Parse/Lexer.cpp): its literals were keys with U+FFFD.
                findings.append(Finding(rule: RuleID.invalidInput, severity: .error,
                                        message: "invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true))): the Swift compiler rejects a source that is not UTF-8, so the file is not read",
                                        location: SourceText(path: shown, utf8: Array(bytes[..<offset])).location(at: offset),
                                        suggestion: "save the file as UTF-8"))
                continue
            }
            if let run = SwiftUIProgram.bracketRun(in: bytes) {
                findings.append(Finding(rule: RuleID.invalidInput, severity: .warning,
                                        message: "\(run.count) opening brackets in a row: the Swift parser's lookahead doubles its time with each (swift-syntax), so the file is not read (layoutlint reads up to \(SwiftUIProgram.maximumBracketRun))",
                                        location: SourceText(path: shown, utf8: bytes).location(at: run.offset)))
                continue
            }
            let sdks = projects.targetSDKs(ofFile: path)
            program.add(bytes: bytes, display: shown, platform: projects.platform(ofFile: path, sdks: sdks), sdks: sdks, appKitIsMacOS: true)
            if let file = program.files.last, let offset = SwiftUIProgram.nestingOverflow(in: file.tree) {
                findings.append(Finding(rule: RuleID.invalidInput, severity: .warning,
                                        message: "nested more than \(SwiftUIProgram.maximumNestingLevel) levels deep: the Swift parser (swift-syntax) stops here, so the rest of the file is not read",
                                        location: file.text.location(at: offset)))
            }
        }
        program.generatedAccessors = SwiftGenStrings.entries(nearSwiftFiles: files)
        return (program, findings)
    }

    /// The offset of the first byte that is not part of valid UTF-8, nil when all of it is.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return min(offset, bytes.count - 1)
            }
        }
    }

    /// For the fuzz harness: reads arbitrary bytes as one Swift file and runs every screen's container
    /// pass with a fixed measurement. Must never trap, hang or grow more than linearly.
    public static func fuzzRead(bytes: [UInt8]) {
        guard SwiftUIProgram.bracketRun(in: bytes) == nil else { return }
        let program = SwiftUIProgram()
        program.add(bytes: bytes, display: "Fuzz.swift")
        for screen in read(program).screens {
            guard let layout = screen.container?.layout else { continue }
            for width in layout.screenWidths {
                _ = layout.resolve(ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: "L", screenWidth: width, measure: { _, available in
                    TextMeasurement(naturalWidth: 120, width: min(120, available ?? 120), height: 20, lineCount: 1)
                }, measureSource: { _, available in
                    TextMeasurement(naturalWidth: 60, width: min(60, available ?? 60), height: 20, lineCount: 1)
                }))
            }
        }
    }

    /// For the fuzz harness: reads arbitrary bytes as a `swiftgen.yml` (its inputs found nowhere) and as keys
    /// named by SwiftGen's rules (`SwiftGenStrings`).
    public static func fuzzReadSwiftGenConfig(bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        _ = SwiftGenStrings.entries(configuration: text, folder: "/nonexistent-fuzz")
        for line in text.split(separator: "\n").prefix(64) {
            _ = SwiftGenStrings.lowerFirstWord(SwiftGenStrings.prettyIdentifier(String(line)))
        }
    }

    static let neverNamedReason = "in a view no source names (no code creates it): not in the app"
    static let previewOnlyReason = "in a view only Xcode previews show (`PreviewProvider`, `#Preview`), not in the app"

    /// Why a view no screen of the app shows is none: named only inside Xcode previews (IceCubes'
    /// `PreviewWrapper`, named only in `AvatarView_Previews`); named only inside `#if DEBUG` (a debug menu's link
    /// to a keychain explorer: `DEBUG` is set in the Debug configuration only, `SwiftUIProgram.notCompiledReason`);
    /// named nowhere (dead code), decided where the sources hold the app's entry (an `App`, a hosting controller)
    /// that names its views. Nil for a view the app may show.
    static func unshownReason(_ name: String, references: SwiftUIReferences) -> String? {
        if references.isOnlyInPreviews(name) { return previewOnlyReason }
        if references.isOnlyInDebugCode(name) { return debugOnlyReason }
        if references.isOnlyInDebugOnlyCases(name) { return debugOnlyCaseReason }
        if references.holdsEntryPoint && references.isNeverNamed(name) { return neverNamedReason }
        if let named = references.namedOnlyByUnshown[name] { return namedOnlyByUnshownReason(named) }
        return nil
    }

    /// A view that only types the app never shows name: a widget's view whose widget only a `#Preview`
    /// names (its bundle lists it no more), a row of a debug-only screen.
    static func namedOnlyByUnshownReason(_ referrers: [String]) -> String {
        "in a view named only by types the app does not show (\(referrers.prefix(3).map { "`\($0)`" }.joined(separator: ", "))\(referrers.count > 3 ? ", …" : "")): not in the app"
    }

    /// Views the app presents (a destination, a sheet) only from views that are not in the app (a detail screen
    /// pushed only from a screen a `#if DEBUG` menu links to): not in the app either, with the reason of the
    /// view that presents them. Followed from presenter to presented until nothing changes; a view presented
    /// from any view that may be shown stays.
    static func presentedOnlyFromUnshown(_ views: [(type: SwiftUITypeInfo, presents: Set<String>)], presented: Set<String>,
                                         references: SwiftUIReferences) -> [String: String] {
        var reasons: [String: String] = [:]
        var presenters: [String: [String]] = [:]
        for (type, presents) in views {
            if !presented.contains(type.name), let reason = type.notCompiled ?? unshownReason(type.name, references: references) {
                reasons[type.name] = reason
            }
            for name in presents.sorted() where name != type.name { presenters[name, default: []].append(type.name) }
        }
        var derived: [String: String] = [:]
        var changed = true
        var rounds = 0
        while changed && rounds <= views.count {
            changed = false
            rounds += 1
            for name in presenters.keys.sorted() where reasons[name] == nil {
                let from = presenters[name] ?? []
                guard !from.isEmpty, from.allSatisfy({ reasons[$0] != nil }), let first = from.sorted().first, let reason = reasons[first] else { continue }
                // The reason of the first view in the chain that is not in the app for a reason of its own.
                reasons[name] = reason
                derived[name] = "presented only from `\(first)`, which is not in the app: \(reason)"
                changed = true
            }
        }
        return derived
    }

    static let debugOnlyReason = "in a view named only inside `#if DEBUG` (Xcode sets DEBUG in the Debug configuration only): only debug builds show it, not the shipped app"
    static let debugOnlyCaseReason = "in a view named only in a `switch` case for an enum case that only `#if DEBUG` code creates (a debug menu's row): a release build never has the value, so only debug builds show it"

    static func read(_ program: SwiftUIProgram) -> ImportResult {
        // Sources no project decides: a macOS app when an `App` declares a macOS-only scene.
        if program.files.contains(where: { $0.platform == nil }) {
            let unknown: Platform = SwiftUIPlatformReader.declaresMacScene(program) ? .macos : .ios
            for index in program.files.indices where program.files[index].platform == nil { program.files[index].platform = unknown }
        }
        var readers: [(type: SwiftUITypeInfo, reader: SwiftUIViewReader, root: SwiftUINode?)] = []
        var inlined = Set<String>()
        var presented = Set<String>()
        for name in program.types.keys.sorted() {
            guard let type = program.types[name], type.isView, program.files[type.file].importsSwiftUI || type.members["body"] != nil,
                  type.members["body"] != nil else { continue }
            let reader = SwiftUIViewReader(program: program, typeName: name)
            let root = reader.readBody(of: type)
            reader.finishTitles()
            readers.append((type, reader, root))
            inlined.formUnion(reader.inlinedTypes.subtracting([name]))
            presented.formUnion(reader.presentedTypes)
        }
        // The lines of the literal sites some reader reached (an element or a skip), before each site is
        // given to one screen.
        var reached: [String: Set<Int>] = [:]
        // macOS menu-bar commands: menu items laid out at their ideal width (`SwiftUICommands`).
        let commandScreens = SwiftUICommands.screens(in: program)
        for screen in commandScreens {
            for element in screen.elements { reached[element.location.file, default: []].insert(element.location.line) }
        }
        for (_, reader, _) in readers {
            for element in reader.elements { reached[element.location.file, default: []].insert(element.location.line) }
            for skip in reader.skipped { reached[skip.location.file, default: []].insert(skip.location.line) }
        }
        var result = ImportResult()
        // A view only ever inlined into others is laid out there, with the values its callers give it.
        let shown = readers.filter { !inlined.contains($0.type.name) || presented.contains($0.type.name) }
        // A view the app never shows is no screen of it: its texts are skipped with the reason (`unshownReason`).
        let references = SwiftUIReferences(program)
        let presentedOnlyFromUnshown = Self.presentedOnlyFromUnshown(readers.map { ($0.type, $0.reader.presentedTypes) }, presented: presented,
                                                                    references: references)
        for (type, reader, _) in shown {
            guard let reason = presented.contains(type.name) ? presentedOnlyFromUnshown[type.name] : Self.unshownReason(type.name, references: references)
            else { continue }
            reader.skipped += reader.elements.map {
                SkippedElement(id: $0.id, reason: reason, location: $0.location, key: $0.key, table: $0.table)
            }
            reader.elements = []
        }
        // A view declared in an `#if` clause no release build for iOS compiles (`#if DEBUG`: a debug menu) is
        // no screen of the shipped app; nor are texts the view draws as placeholder shapes
        // (`.redacted(reason: .placeholder)`: SwiftUI replaces each text by a rounded rectangle of its size).
        for (type, reader, _) in readers {
            if let reason = type.notCompiled {
                reader.skipped += reader.elements.map { SkippedElement(id: $0.id, reason: reason, location: $0.location, key: $0.key, table: $0.table) }
                reader.elements = []
                continue
            }
            let unspoken = reader.unspokenTitles
            if !unspoken.isEmpty {
                reader.skipped += reader.elements.filter { unspoken.contains($0.id) }.map {
                    SkippedElement(id: $0.id, reason: SwiftUIViewReader.unspokenTitleReason, location: $0.location, key: $0.key, table: $0.table)
                }
                reader.elements.removeAll { unspoken.contains($0.id) }
            }
            let redacted = reader.redacted
            guard !redacted.isEmpty else { continue }
            reader.skipped += reader.elements.filter { redacted.contains($0.id) }.map {
                SkippedElement(id: $0.id, reason: SwiftUIViewReader.redactedReason, location: $0.location, key: $0.key, table: $0.table)
            }
            reader.elements.removeAll { redacted.contains($0.id) }
        }
        // A view declared in a folder of tests, mocks or preview content (Element's `Modules/Common/Mock/
        // ScreenList.swift`, a UI-test screen list; Xcode's `Preview Content`) is no screen of the shipped app.
        // Folders below the one that holds every source: the path above the app is not the app's structure.
        let common = Self.commonFolderCount(program.files.map(\.display))
        for (type, reader, _) in shown {
            guard let folder = Self.nonAppFolder(program.files[type.file].display, below: common) else { continue }
            reader.skipped += reader.elements.map {
                SkippedElement(id: $0.id, reason: "in a view declared in a folder of tests, mocks or preview content (`\(folder)`), not in the app", location: $0.location, key: $0.key, table: $0.table)
            }
            reader.elements = []
        }
        // Components past the inlining depth: what their own readers found (their texts and the components
        // they inline in turn) is skipped on the screen that reached them, with the reason.
        let readerByName = Dictionary(readers.map { ($0.type.name, $0.reader) }, uniquingKeysWith: { a, _ in a })
        // Texts some screen lays out or skips for a reason of its own are not skips of the cut.
        let accounted = Set(shown.flatMap { $0.reader.elements.map { "\($0.location)" } + $0.reader.skipped.map { "\($0.location)" } })
        for (_, reader, _) in shown where !reader.cutComponents.isEmpty {
            var seen = accounted
            for name in reader.cutComponents.sorted() {
                guard let cut = readerByName[name] else { continue }
                for element in cut.elements where seen.insert("\(element.location)").inserted {
                    reader.skipped.append(SkippedElement(
                        id: element.id,
                        reason: "in the view `\(name)`, reached more than \(SwiftUIViewReader.maximumInliningDepth) components deep: not inlined",
                        location: element.location))
                }
            }
        }
        // A literal reached from several screens (a shared component) is one element, in the first screen
        // that can lay it out: the same problem is reported once.
        var owner: [String: String] = [:]
        var skippedOwner: [String: String] = [:]
        for (type, reader, _) in shown {
            for element in reader.elements {
                let identity = "\(element.location)\u{1F}\(element.key ?? "")"
                if reader.unresolvable[element.id] == nil, owner[identity] == nil { owner[identity] = type.name }
            }
        }
        for (type, reader, _) in shown {
            for element in reader.elements {
                let identity = "\(element.location)\u{1F}\(element.key ?? "")"
                if owner[identity] == nil { owner[identity] = type.name }
            }
            for skip in reader.skipped where skippedOwner["\(skip.location)"] == nil { skippedOwner["\(skip.location)"] = type.name }
        }
        // macOS: the frame a view is shown in where the app's code builds it as a window's root (`SwiftUIRootFrames`).
        let rootFrames = program.files.contains { $0.platform == .macos } ? SwiftUIRootFrames.frames(in: program) : [:]
        for (type, reader, root) in shown {
            reader.elements.removeAll { owner["\($0.location)\u{1F}\($0.key ?? "")"] != type.name }
            reader.skipped.removeAll { skippedOwner["\($0.location)"] != type.name }
            guard !reader.elements.isEmpty || !reader.skipped.isEmpty else { continue }
            let file = program.files[type.file]
            let location = file.text.location(at: type.location.utf8Offset)
            let platform = file.platform ?? .ios
            var framedRoot = root
            if platform == .macos, let root, let rootFrame = rootFrames[type.name] {
                framedRoot = .frame(root, rootFrame.frame)
                let frame = rootFrame.frame
                let width = frame.width.map { "width: \(FindingText.number($0))" }
                    ?? [frame.minWidth.flatMap { $0 > 0 ? "minWidth: \(FindingText.number($0))" : nil },
                        frame.maxWidth.flatMap { $0.isFinite ? "maxWidth: \(FindingText.number($0))" : nil }].compactMap { $0 }.joined(separator: ", ")
                for id in SwiftUIContainerLayout.texts(in: root) {
                    reader.notes[id, default: []].append(rootFrame.shownIn.map { "shown \($0): `.frame(\(width))` (\(rootFrame.location))" }
                        ?? "shown in `.frame(\(width))` where the app builds the view as a window's root (\(rootFrame.location))")
                }
            }
            let roots = (framedRoot.map { [$0] } ?? []) + reader.presentedRoots
            if platform == .macos {
                SwiftUIMacWindow.adapt(&reader.elements, bars: reader.bars)
                SwiftUIMacWindow.adaptNotes(&reader.notes, bars: reader.bars)
            }
            var tree: SwiftUINode? = roots.isEmpty ? nil : .vstack(children: roots)
            // Tooltips (`.help` on macOS) beside the root: each at its own width, taking none of the window's.
            if !reader.tooltipNodes.isEmpty { tree = .decorated(tree ?? .vstack(children: []), .vstack(children: reader.tooltipNodes)) }
            var layout = SwiftUIContainerLayout(
                screenWidths: platform == .macos ? [.infinity] : SwiftUIMetrics.screenWidths,
                root: tree,
                bars: reader.bars, limited: reader.limited, fixedHeights: reader.fixedHeights,
                unresolvable: reader.unresolvable, sizeCaps: reader.sizeCaps, notes: reader.notes)
            if platform == .macos { layout.window = SwiftUIMacWindow() }
            result.screens.append(LayoutScreen(name: type.name, platform: platform, file: file.display, location: location,
                                               elements: reader.elements, origin: .swiftUI, container: ContainerBox(layout),
                                               skipped: reader.skipped))
        }
        // Literal sites no view body reaches: skipped with the reason, on the screen of the type they sit in.
        for (typeName, file, unreached) in SwiftUIUnreachedSites.skipped(in: program, reached: reached) {
            var skip = unreached
            if program.files[file].platform == .macos { skip.reason = SwiftUIMacWindow.reason(skip.reason) }
            if let index = result.screens.firstIndex(where: { $0.name == typeName && !typeName.isEmpty }) {
                result.screens[index].skipped.append(skip)
            } else {
                let name = typeName.isEmpty ? program.files[file].display : typeName
                if let index = result.screens.firstIndex(where: { $0.name == name && $0.container == nil }) {
                    result.screens[index].skipped.append(skip)
                } else {
                    let location = program.types[typeName].map { program.files[$0.file].text.location(at: $0.location.utf8Offset) }
                        ?? SourceLocation(file: program.files[file].display, line: 1, column: 1)
                    result.screens.append(LayoutScreen(name: name, platform: program.files[file].platform ?? .ios, file: location.file, location: location, elements: [],
                                                       origin: .swiftUI, skipped: [skip]))
                }
            }
        }
        result.screens += commandScreens
        // Texts UIKit code hands to the views UIKit lays out itself (alerts, menus, bar titles).
        result.screens += UIKitCodeTexts.screens(in: program, taken: Set(result.screens.map(\.name)))
        // Texts AppKit code hands to the views AppKit sizes to their content (menu items, alerts).
        result.screens += AppKitCodeTexts.screens(in: program, taken: Set(result.screens.map(\.name)))
        result.screens.sort { ($0.file, $0.location.line, $0.name) < ($1.file, $1.location.line, $1.name) }
        // Keys the code names anywhere (accessors read in UIKit code or view models): the coverage's reasons.
        SwiftUIKeysNamedInCode.attach(SwiftUIKeysNamedInCode.keys(in: program), to: &result.screens, program: program)
        return result
    }
}

extension SwiftUIViewReader {
    /// Navigation titles: large (largeTitle, bold, scales) where the view asks for `.large`, and where it sets
    /// no mode on the root content of a `NavigationStack` it builds (Apple, `ToolbarTitleDisplayMode.automatic`:
    /// "For root content in a navigation stack in iOS … Default to large when a navigation title is
    /// configured"); inline (17pt semibold, fixed) where it asks for `.inline`. A view pushed with no mode
    /// inherits the mode of the view that pushed it ("content pushed onto a navigation stack will use the
    /// behavior of the content already on the navigation stack"), which the source of the pushed view does
    /// not say: it is measured inline, the mode whose title gets less room in the bar. One line, in the bar's
    /// width.
    func finishTitles() {
        for index in titleElements {
            let id = elements[index].id
            let mode = titleModes[index] ?? (rootTitles.contains(index) ? .large : nil)
            let titleIsLarge = mode == .large, titleIsInline = mode == .inline
            if !titleIsLarge {
                if !titleIsInline {
                    notes[id, default: []].append("no title display mode set: inherited from the view that pushes it; measured as the inline title")
                }
                elements[index].textStyle = nil
                elements[index].size = SwiftUIMetrics.inlineTitleSize
                elements[index].weight = SwiftUIMetrics.inlineTitleWeight
            } else {
                if titleModes[index] == nil {
                    notes[id, default: []].append("no title display mode set on a NavigationStack's root content: SwiftUI shows it large")
                }
                elements[index].textStyle = SwiftUIMetrics.largeTitleStyle
                elements[index].size = nil
                elements[index].weight = SwiftUIMetrics.largeTitleWeight
            }
            elements[index].maxLines = 1
            limited.insert(id)
            bars.append(SwiftUIBarText(element: id, kind: titleIsLarge ? .largeTitle : .inlineTitle,
                                       sharesBarWithItems: hasToolbarItems || !titleIsInline))
        }
    }
}

/// A navigation title's display mode as the view sets it (`navigationBarTitleDisplayMode`).
enum SwiftUITitleMode: Sendable, Hashable {
    case inline, large
}

/// The type names each file refers to, apart from those referred to only inside Xcode previews (a type
/// conforming to `PreviewProvider`, a `#Preview` macro).
struct SwiftUIReferences {
    private(set) var outside = Set<String>()
    private(set) var inPreviews = Set<String>()
    private(set) var inDebugCode = Set<String>()
    /// Named in `switch` cases that match only enum cases no release build creates (`DebugOnlyEnumCases`).
    private(set) var inDebugOnlyCases = Set<String>()
    /// Name → the types whose declarations name it outside previews and debug code ("" for code outside any
    /// type: a global function, top-level code, which may run).
    private(set) var referrers: [String: Set<String>] = [:]
    /// Name → the types (sorted) that alone name it, none of which the app shows: named only in previews or
    /// debug code, or only by such types in turn.
    private(set) var namedOnlyByUnshown: [String: [String]] = [:]

    init(_ program: SwiftUIProgram) {
        let debugOnlyCases = DebugOnlyEnumCases(program.files.map(\.tree)).names
        for file in program.files {
            let visitor = SwiftUIReferenceCollector(debugOnlyCases: debugOnlyCases)
            visitor.walk(file.tree)
            outside.formUnion(visitor.outside)
            inPreviews.formUnion(visitor.inPreviews)
            inDebugCode.formUnion(visitor.inDebugCode)
            inDebugOnlyCases.formUnion(visitor.inDebugOnlyCases)
            for (name, types) in visitor.referrers { referrers[name, default: []].formUnion(types) }
        }
        namedOnlyByUnshown = Self.namedOnlyByUnshown(referrers: referrers,
                                                     roots: inPreviews.union(inDebugCode).union(inDebugOnlyCases).subtracting(outside))
    }

    /// The names every referrer of which is unshown, from the roots (named only in previews or debug code)
    /// along the referrer graph; a worklist, so each reference is looked at a bounded number of times.
    static func namedOnlyByUnshown(referrers: [String: Set<String>], roots: Set<String>) -> [String: [String]] {
        // Referrer → the names it refers to; and per name, how many of its referrers are not yet unshown.
        var refersTo: [String: [String]] = [:]
        var pending: [String: Int] = [:]
        for (name, types) in referrers {
            let others = types.subtracting([name])
            guard !others.isEmpty, !others.contains("") else { continue }
            pending[name] = others.count
            for type in others { refersTo[type, default: []].append(name) }
        }
        var unshown = roots
        var work = Array(roots)
        var result: [String: [String]] = [:]
        while let type = work.popLast() {
            for name in refersTo[type] ?? [] where !unshown.contains(name) {
                pending[name, default: 0] -= 1
                if pending[name] == 0 {
                    unshown.insert(name)
                    result[name] = referrers[name]!.subtracting([name]).sorted()
                    work.append(name)
                }
            }
        }
        return result
    }

    /// Named in a preview and nowhere else.
    func isOnlyInPreviews(_ name: String) -> Bool { inPreviews.contains(name) && !outside.contains(name) }
    /// Named inside `#if DEBUG` clauses (and perhaps previews) and nowhere else.
    func isOnlyInDebugCode(_ name: String) -> Bool { inDebugCode.contains(name) && !outside.contains(name) }
    /// Named in `switch` cases of debug-only enum cases (and perhaps previews or debug code) and nowhere else.
    func isOnlyInDebugOnlyCases(_ name: String) -> Bool { inDebugOnlyCases.contains(name) && !outside.contains(name) }
    /// Named nowhere, not even in a preview: no code creates the view (its declaration names no reference).
    func isNeverNamed(_ name: String) -> Bool { !inPreviews.contains(name) && !outside.contains(name) }
    /// Whether the sources name the app's entry, from which every view it shows is named: a type conforming
    /// to SwiftUI's `App`, or a hosting controller / view / configuration that UIKit or AppKit code shows.
    var holdsEntryPoint: Bool {
        ["App", "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration"].contains(where: outside.contains)
    }
}

private final class SwiftUIReferenceCollector: SyntaxVisitor {
    var outside = Set<String>()
    var inPreviews = Set<String>()
    var inDebugCode = Set<String>()
    var inDebugOnlyCases = Set<String>()
    private let debugOnlyCases: Set<String>
    private var debugCaseDepth = 0

    init(debugOnlyCases: Set<String>) {
        self.debugOnlyCases = debugOnlyCases
        super.init(viewMode: .sourceAccurate)
    }
    var referrers: [String: Set<String>] = [:]
    private var previewDepth = 0
    private var debugDepth = 0
    /// The types whose declarations enclose the walk (innermost last).
    private var enclosing: [String] = []

    private func note(_ name: String) {
        if previewDepth > 0 { inPreviews.insert(name) } else if debugDepth > 0 { inDebugCode.insert(name) }
        else if debugCaseDepth > 0 { inDebugOnlyCases.insert(name) } else {
            outside.insert(name)
            referrers[name, default: []].insert(enclosing.last ?? "")
        }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // What the extension's members name, the extended type names.
        enclosing.append(node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? "")
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    /// The `#if DEBUG` / `#elseif DEBUG` clause itself (not its `#else`, nor `#if !DEBUG`).
    static func isDebugClause(_ node: IfConfigClauseSyntax) -> Bool {
        node.poundKeyword.tokenKind != .poundElse && node.condition?.trimmedDescription == "DEBUG"
    }

    /// A `switch` case whose every pattern is an enum case only debug code creates (`case .developer:`).
    private func matchesOnlyDebugCases(_ node: SwitchCaseSyntax) -> Bool {
        guard !debugOnlyCases.isEmpty, case .case(let label) = node.label else { return false }
        return label.caseItems.allSatisfy { item in
            guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                  let member = pattern.expression.as(MemberAccessExprSyntax.self) else { return false }
            return debugOnlyCases.contains(member.declName.baseName.text)
        }
    }
    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        if matchesOnlyDebugCases(node) { debugCaseDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: SwitchCaseSyntax) {
        if matchesOnlyDebugCases(node) { debugCaseDepth -= 1 }
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if Self.isDebugClause(node) { debugDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) {
        if Self.isDebugClause(node) { debugDepth -= 1 }
    }

    private static func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.trimmedDescription == "PreviewProvider" } ?? false
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPreviewProvider(node.inheritanceClause) { previewDepth += 1 }
        enclosing.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) {
        if Self.isPreviewProvider(node.inheritanceClause) { previewDepth -= 1 }
        enclosing.removeLast()
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { previewDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionDeclSyntax) {
        if node.macroName.text == "Preview" { previewDepth -= 1 }
    }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        note(node.baseName.text)
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text)
        return .visitChildren
    }
}

/// Enum cases no release build creates: the case's name is written as a value (`.developer`,
/// `TableRow.developer`) only inside `#if DEBUG` clauses (Xcode sets `DEBUG` in the Debug configuration only),
/// and nothing else can make the value: the enum is not `Codable`/`Decodable`/`RawRepresentable` (a decoder
/// can create any case), and where it has a raw type no code calls `init(rawValue:)` on it (`Row(rawValue:)`,
/// `.init(rawValue:)`, `Self(rawValue:)`), and where it is `CaseIterable` no code reads `allCases` of it. A
/// name two enums declare, or that code outside `#if DEBUG` writes as a value (`.name`, `Owner.name`,
/// `Self.name`: another type's static member written `.name` too), is not one. A `switch` case matching only such cases runs in debug builds only.
struct DebugOnlyEnumCases {
    private(set) var names = Set<String>()

    /// Conformances that let a decoder create any of an enum's cases.
    static let decodingConformances: Set<String> = ["Codable", "Decodable", "RawRepresentable"]
    /// Raw types (`enum Row: String`): `init(rawValue:)` creates any case.
    static let rawTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Character", "Double", "Float", "CGFloat",
    ]

    init(_ trees: [SourceFileSyntax]) {
        let collector = Collector(viewMode: .sourceAccurate)
        for tree in trees { collector.walk(tree) }
        let enums = Set(collector.owners.values.joined())
        let byLastName = Dictionary(grouping: enums, by: { $0.split(separator: ".").last.map(String.init) ?? $0 })
        // The enums a type reference written inside `context` (a type path) may name: a dotted reference names
        // the enums whose qualified name ends with it; a plain name, the enum of that name declared in the
        // innermost scope enclosing the reference (or at the top level), else every enum of that name.
        func resolve(_ reference: String, context: [String]) -> [String] {
            if reference.contains(".") { return enums.filter { $0 == reference || $0.hasSuffix("." + reference) } }
            let named = byLastName[reference] ?? []
            // Swift looks a plain name up from the innermost scope out: the deepest enclosing declaration wins.
            let scoped = named.filter { qualified in
                let parent = qualified.split(separator: ".").dropLast().map(String.init)
                return parent.count <= context.count && Array(context.prefix(parent.count)) == parent
            }
            guard let depth = scoped.map({ $0.split(separator: ".").count }).max() else { return named }
            return scoped.filter { $0.split(separator: ".").count == depth }
        }
        // `init(rawValue:)` / `allCases` reached without naming the type (`.init(rawValue:)`, `Self(rawValue:)`,
        // an implicit `.allCases`) may create any enum's cases.
        var rawValueCreated = Set<String>(), allCasesRead = Set<String>()
        var anyRawValue = false, anyAllCases = false
        for (reference, context) in collector.rawValueCalls {
            if ["init", "Self", ""].contains(reference) { anyRawValue = true } else { rawValueCreated.formUnion(resolve(reference, context: context)) }
        }
        for (reference, context) in collector.allCasesReads {
            if ["Self", ""].contains(reference) { anyAllCases = true } else { allCasesRead.formUnion(resolve(reference, context: context)) }
        }
        func creatable(_ owner: String) -> Bool {
            collector.decodable.contains(owner)
                || (collector.rawTyped.contains(owner) && (anyRawValue || rawValueCreated.contains(owner)))
                || (collector.caseIterable.contains(owner) && (anyAllCases || allCasesRead.contains(owner)))
        }
        // A value of the case is written `.name` (implicit), `Self.name` or `Owner.name`; `x.name` is another member.
        // The base is written out only here, for the names an enum declares, not for every member access.
        func writesCase(_ writes: [(base: ExprSyntax?, context: [String])]?, owner: String) -> Bool {
            (writes ?? []).contains { write in
                let base = write.base?.trimmedDescription ?? ""
                return base.isEmpty || base == "Self" || resolve(base, context: write.context).contains(owner)
            }
        }
        names = Set(collector.owners.compactMap { name, owners in
            guard owners.count == 1, let owner = owners.first, !creatable(owner),
                  !writesCase(collector.outside[name], owner: owner), writesCase(collector.inDebug[name], owner: owner) else { return nil }
            return name
        })
    }

    private final class Collector: SyntaxVisitor {
        /// Case name → the enums declaring it (qualified by the types enclosing them: `Settings.Row`).
        var owners: [String: [String]] = [:]
        /// Enums (qualified) a decoder can create (in their declaration or an extension), with a raw type, `CaseIterable`.
        var decodable = Set<String>()
        var rawTyped = Set<String>()
        var caseIterable = Set<String>()
        /// Calls whose first argument is `rawValue:` (the callee as written, less a trailing `.init`), reads of
        /// `allCases` (its base; "" when implicit), each with the type path it is written in.
        var rawValueCalls: [(String, [String])] = []
        var allCasesReads: [(String, [String])] = []
        /// Member name → where it is written as a value outside / inside `#if DEBUG` (its base, nil when implicit).
        var outside: [String: [(base: ExprSyntax?, context: [String])]] = [:]
        var inDebug: [String: [(base: ExprSyntax?, context: [String])]] = [:]
        private var debugDepth = 0
        /// The type declarations enclosing the walk (an extension: the type it extends, as written).
        private var path: [String] = []

        private var enclosingEnum: String? { path.isEmpty ? nil : path.joined(separator: ".") }

        private func noteConformances(_ clause: InheritanceClauseSyntax?, of type: String) {
            for inherited in clause?.inheritedTypes ?? [] {
                let name = inherited.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
                if DebugOnlyEnumCases.decodingConformances.contains(name) { decodable.insert(type) }
                if DebugOnlyEnumCases.rawTypes.contains(name) { rawTyped.insert(type) }
                if name == "CaseIterable" { caseIterable.insert(type) }
            }
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.arguments.first?.label?.text == "rawValue" {
                var callee = node.calledExpression.trimmedDescription
                if callee.hasSuffix(".init") { callee.removeLast(5) }
                rawValueCalls.append((callee, path))
            }
            return .visitChildren
        }

        override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
            if SwiftUIReferenceCollector.isDebugClause(node) { debugDepth += 1 }
            return .visitChildren
        }
        override func visitPost(_ node: IfConfigClauseSyntax) {
            if SwiftUIReferenceCollector.isDebugClause(node) { debugDepth -= 1 }
        }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            path.append(node.name.text)
            noteConformances(node.inheritanceClause, of: path.joined(separator: "."))
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { path.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: StructDeclSyntax) { path.removeLast() }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ClassDeclSyntax) { path.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { path.append(node.name.text); return .visitChildren }
        override func visitPost(_ node: ActorDeclSyntax) { path.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // A conformance added in an extension (`extension Row: CaseIterable {}`) is the enum's own.
            let extended = node.extendedType.trimmedDescription
            path.append(extended)
            noteConformances(node.inheritanceClause, of: extended)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { path.removeLast() }
        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            owners[node.name.text, default: []].append(enclosingEnum ?? "")
            return .visitChildren
        }
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            if name == "allCases" { allCasesReads.append((node.base?.trimmedDescription ?? "", path)) }
            // A pattern (`case .developer:`, `if case .developer = row`) matches a value; it does not create one.
            if !Self.isInPattern(node) {
                if debugDepth > 0 { inDebug[name, default: []].append((node.base, path)) } else { outside[name, default: []].append((node.base, path)) }
            }
            return .visitChildren
        }
        private static func isInPattern(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            var depth = 0
            while let parent = current, depth < 64 {
                if parent.is(ExpressionPatternSyntax.self) { return true }
                if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return false }
                current = parent.parent
                depth += 1
            }
            return false
        }
    }
}
