import Foundation
import SwiftSyntax

/// A SwiftUI view of a macOS app. macOS has no phone screen and no Dynamic Type: text is drawn at the sizes of
/// AppKit's text styles (`AppKitMetrics.textStyleSizes`; body 13pt, `NSFont.systemFontSize`) at every size
/// category, and a view's width is its window's, which the user sizes. The source gives a width only through a
/// frame (`.frame(width:)` exactly; a finite `maxWidth:` as an upper bound); a text under no such frame is
/// skipped with the reason, never laid out at an iPhone's width.
struct SwiftUIMacWindow: Sendable, Hashable {
    static let unknownWidthReason = "macOS: the window's width is not known from the source (no `.frame(width:)` or finite `maxWidth:` above the text); the user sizes the window"
    static let listReason = "macOS: a List's or Form's row insets (AppKit's table and grouped-form columns) are not modelled, and no frame above gives the list a width"

    /// A `TabView`'s tab labels (`.tabItem { Label(…) }`) on macOS are drawn by AppKit, outside the view tree: in a
    /// Settings window as items of the window's toolbar (the style of AppKit's `NSTabViewController.TabStyle.toolbar`,
    /// which puts a tab view controller's tabs in the window's toolbar), elsewhere as the tab view's own tabs. Neither
    /// the width a toolbar item gives its label nor the label's font is documented: the label is reached and checked
    /// from the catalog with this reason, never measured at a guessed width.
    static let tabItemReason = "macOS: a TabView's tab labels are drawn by AppKit (a Settings window's toolbar items, `NSTabViewController.TabStyle.toolbar`, or the tab view's own tabs); their width and font are not documented"

    static let sectionHeaderReason = "macOS: a Section's header and footer are drawn in AppKit's styles (not modelled)"

    static func barReason(_ kind: SwiftUIBarText.Kind) -> String {
        switch kind {
        case .largeTitle, .inlineTitle: "macOS: the window's title bar lays out the navigation title (not modelled)"
        case .toolbarItem: "macOS: the window's toolbar lays out its items (not modelled)"
        // A picker's options are a pop-up button's menu, radio buttons or segments, by a style the picker's
        // context decides (`PickerStyle.automatic`): which, and so the width, is not read.
        case .drawnByUIKit: "macOS: AppKit lays out a picker's options (a pop-up button's menu, radio buttons or segments, by the picker's style): not modelled"
        // Laid out by `SwiftUIContainerLayout.resolve` at their ideal width (`idealWidthKinds`); named here for completeness.
        case .menuItem: "macOS: an AppKit menu grows to its widest item"
        case .alertTitle, .alertMessage, .alertButton: "macOS: an AppKit alert (`NSAlert`) sizes itself to its text and buttons"
        case .pickerOption: "macOS: a pop-up button's menu grows to its widest option"
        }
    }

    /// The texts AppKit lays out at their ideal width on macOS: a menu's items (a menu is as wide as its widest
    /// item: Apple, `NSMenu.minimumWidth`, `NSMenu.size`) and an alert's texts. SwiftUI presents `.alert` and
    /// `.confirmationDialog` on macOS as an AppKit alert (Apple documentation, `View.alert(_:isPresented:actions:
    /// message:)`: "the system presents an alert"; Human Interface Guidelines, Alerts › macOS): `NSAlert` sizes
    /// its panel to its message, informative text and buttons ("the size of the alert box is automatically set
    /// for you based on the amount of text it contains", Apple, Mac OS 8 Human Interface Guidelines, Alert Boxes,
    /// the alert `NSAlert` continues) and wraps long text in a width it decides, which no document states: the
    /// texts are laid out for the rules that need no width limit (glyphs, ink, script, placeholders), never
    /// measured for truncation at a guessed width.
    /// A picker's options where its style is a pop-up button or a menu (`SwiftUIBarText.Kind.pickerOption`) are its
    /// menu's items: the same.
    static let idealWidthKinds: Set<SwiftUIBarText.Kind> = [.menuItem, .alertTitle, .alertMessage, .alertButton, .pickerOption]

    /// The fonts an AppKit alert draws its texts in, whatever font the view sets (SwiftUI's `.alert` takes only
    /// text from its content): the message text in the bold system font and the informative text in the small
    /// system font (Apple, CoreText `CTFontUIFontType.smallSystem`: "the standard small system font for informative
    /// text in alerts"; Mac OS 8 Human Interface Guidelines, Alert Boxes: "the box's label appears in the boldfaced
    /// version of the system font, while the narrative below it appears in the plain text version of the small
    /// system font"), the buttons in the system font (`CTFontUIFontType.pushButton`, `NSFont.systemFont(ofSize:)`
    /// at `NSFont.systemFontSize`). Sizes: `AppKitMetrics.metaFonts` (`systemBold` 13, `smallSystem` 11, `system` 13).
    static let alertFonts: [SwiftUIBarText.Kind: (size: Double, weight: Int)] = [
        .alertTitle: AppKitMetrics.metaFonts["systemBold"]!,
        .alertMessage: AppKitMetrics.metaFonts["smallSystem"]!,
        .alertButton: AppKitMetrics.metaFonts["system"]!,
    ]

    /// SwiftUI's text style names → the macOS text styles of `AppKitMetrics.textStyleSizes` (SwiftUI's
    /// `Font.title` is AppKit's `NSFont.TextStyle.title1`, `Font.caption` is `.caption1`: Apple, "Font.TextStyle",
    /// and the `NSFont.TextStyle` constants of NSFontDescriptor.h).
    static let textStyles: [String: String] = ["title": "title1", "caption": "caption1"]

    /// The elements of a macOS view: text styles by AppKit's names; fixed sizes do not scale. A menu's items
    /// (`SwiftUIBarText.Kind.menuItem`) are drawn by AppKit in the menu font (`AppKitMetrics.menuFontSize`),
    /// whatever font the view sets: NSMenu draws its items' titles in `NSFont.menuFont(ofSize:)`; an alert's
    /// texts in the alert's fonts (`alertFonts`).
    static func adapt(_ elements: inout [LayoutElement], bars: [SwiftUIBarText] = []) {
        var fonts: [String: (size: Double, weight: Int?)] = [:]
        for bar in bars {
            if bar.kind == .menuItem { fonts[bar.element] = (AppKitMetrics.menuFontSize, nil) }
            if let font = alertFonts[bar.kind] { fonts[bar.element] = (font.size, font.weight == 400 ? nil : font.weight) }
            // A pop-up button's options are the items of its menu (`NSPopUpButton.menu`), an NSMenu: the menu font.
            if bar.kind == .pickerOption { fonts[bar.element] = (AppKitMetrics.menuFontSize, nil) }
        }
        for index in elements.indices {
            if let style = elements[index].textStyle { elements[index].textStyle = textStyles[style] ?? style }
            elements[index].scales = false
            if let font = fonts[elements[index].id] {
                elements[index].textStyle = nil
                elements[index].size = font.size
                elements[index].weight = font.weight
                elements[index].italic = false
            }
        }
    }

    /// The notes of texts AppKit lays out at their ideal width (`idealWidthKinds`), said for macOS: the reader wrote
    /// UIKit's ("laid out at most as wide as the screen between its margins").
    static func adaptNotes(_ notes: inout [String: [String]], bars: [SwiftUIBarText]) {
        for bar in bars where idealWidthKinds.contains(bar.kind) {
            guard let texts = notes[bar.element] else { continue }
            notes[bar.element] = texts.map { note in
                guard let range = note.range(of: SwiftUIViewReader.drawnByUIKitNote) else { return note }
                return String(note[..<range.lowerBound]) + ": AppKit sizes it to its content (\(barReason(bar.kind).dropFirst("macOS: ".count))); laid out at its ideal width"
            }
        }
    }

    /// A skip reason of the iOS model said again for macOS.
    static func reason(_ reason: String) -> String {
        // A tooltip a view body the importer reads reaches is laid out (`SwiftUIViewReader.applyHelp`); this one is not reached.
        if reason.hasPrefix("a pointer tooltip (`.help`)") { return "a pointer tooltip (`.help`) on a view no view body the importer reads reaches" }
        return reason
    }
}

/// The platform a Swift source is built for, from its Xcode project: the nearest folder above it holding an
/// `.xcodeproj`, whose `project.pbxproj` sets `SDKROOT` in its build configurations (`macosx`, `iphoneos`,
/// `watchos`, …; Xcode Build Settings Reference, "Base SDK (SDKROOT)"). A project whose every `SDKROOT` is
/// `macosx` builds for macOS. A project with targets for several platforms is read as iOS: which target a file
/// belongs to is not read. Without a project, an app (`App`) whose scenes include a `Settings` scene or a
/// `MenuBarExtra` outside any `#if` is a macOS app: both are available on macOS only (Apple, "Settings":
/// macOS 11.0+; "MenuBarExtra": macOS 13.0+).
enum SwiftUIPlatformReader {
    /// Folder → the platform its project decides (nil: no project there or above, or none decided).
    final class Projects {
        private var byFolder: [String: Platform?] = [:]
        private var steps = 0

        /// Folder → the Xcode projects in it (empty: none).
        private var projectsIn: [String: [XcodeProjectFile]] = [:]

        /// The platform of a file: the one the targets that build it are for (a multiplatform project's
        /// `Platform/macOS/` sources are in its macOS target only: Xcode compiles a file for the SDKs of the targets
        /// whose build phases hold it); else what its project decides as a whole.
        func platform(ofFile path: String) -> Platform? { platform(ofFile: path, sdks: targetSDKs(ofFile: path)) }

        /// The same, given the file's `targetSDKs` already looked up.
        func platform(ofFile path: String, sdks: Set<String>?) -> Platform? {
            // As for a whole project (`project(in:)`): macOS where every SDK is `macosx`, else the iOS model.
            if let sdks { return sdks == ["macosx"] ? .macos : .ios }
            return projectPlatform(ofFile: path)
        }

        /// The SDKs of the targets of the nearest folder's projects that build the file; nil when none names it.
        func targetSDKs(ofFile path: String) -> Set<String>? {
            var folder = (path as NSString).deletingLastPathComponent
            if folder.isEmpty { folder = "." }
            for _ in 0..<64 {
                let projects: [XcodeProjectFile]
                if let known = projectsIn[folder] {
                    projects = known
                } else {
                    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
                    projects = names.compactMap { XcodeProjectFile.read(folder + "/" + $0 + "/project.pbxproj") }.filter(\.isReadable)
                    projectsIn[folder] = projects
                }
                if !projects.isEmpty {
                    let sdks = projects.compactMap { $0.sdks(ofFile: path) }.reduce(into: Set<String>()) { $0.formUnion($1) }
                    return sdks.isEmpty ? nil : sdks
                }
                if folder == "." || folder == "/" { break }
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder || parent.isEmpty { break }
                folder = parent
            }
            return nil
        }

        /// What the nearest project decides for all its files (`project(in:)`).
        func projectPlatform(ofFile path: String) -> Platform? {
            var folder = (path as NSString).deletingLastPathComponent
            // A file named without a folder (`Screen.swift`) is in the working directory.
            if folder.isEmpty { folder = "." }
            var visited: [String] = []
            var found: Platform?? = nil
            // At most 64 folders up (a path's depth): linear in the files read.
            for _ in 0..<64 {
                if let known = byFolder[folder] { found = known; break }
                visited.append(folder)
                if let project = SwiftUIPlatformReader.project(in: folder) { found = .some(project); break }
                // Foundation on Linux traps taking the parent of "" (swift-corelibs-foundation
                // `_startOfLastPathComponent`); "." and "/" have none to look in.
                if folder == "." || folder == "/" { break }
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder || parent.isEmpty { break }
                folder = parent
            }
            let result = found ?? nil
            for folder in visited { byFolder[folder] = .some(result) }
            return result
        }
    }

    /// The platform of the project in `folder`: nil when the folder has no `.xcodeproj` or its project sets no
    /// `SDKROOT`; `.ios` when its `SDKROOT`s are not all `macosx`.
    static func project(in folder: String) -> Platform? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let projects = names.filter { $0.hasSuffix(".xcodeproj") }.sorted()
        guard !projects.isEmpty else { return nil }
        var roots = Set<String>()
        for project in projects {
            let path = folder + "/" + project + "/project.pbxproj"
            guard let data = FileManager.default.contents(atPath: path), data.count <= 16 * 1024 * 1024 else { continue }
            roots.formUnion(sdkRoots(String(decoding: data, as: UTF8.self)))
        }
        // No `SDKROOT` in the project (set in an `.xcconfig` file the project names): not decided here.
        if roots.isEmpty { return nil }
        return roots == ["macosx"] ? .macos : .ios
    }

    /// The `SDKROOT = …;` values of a project.pbxproj (quotes taken off).
    static func sdkRoots(_ text: String) -> Set<String> {
        var result = Set<String>()
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("SDKROOT = "), trimmed.hasSuffix(";") else { continue }
            let value = trimmed.dropFirst("SDKROOT = ".count).dropLast().trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
            if !value.isEmpty { result.insert(value) }
        }
        return result
    }

    /// Files no project decides, in code without SwiftUI: macOS when some file imports AppKit (or Cocoa) and none
    /// imports UIKit (AppKit is a macOS framework; UIKit is iOS's, on macOS only through Mac Catalyst, whose code
    /// cannot import AppKit).
    static func decideAppKitApp(_ program: SwiftUIProgram) {
        guard program.files.contains(where: { $0.platform == nil }),
              program.files.contains(where: { SwiftUIProgram.importsAppKit($0.tree) }),
              !program.files.contains(where: { SwiftUIProgram.imports($0.tree, "UIKit") }) else { return }
        for index in program.files.indices where program.files[index].platform == nil { program.files[index].platform = .macos }
    }

    /// Whether an `App` of the program declares a macOS-only scene outside any `#if`.
    static func declaresMacScene(_ program: SwiftUIProgram) -> Bool {
        for file in program.files {
            let finder = MacSceneFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            if finder.found { return true }
        }
        return false
    }
}

private final class MacSceneFinder: SyntaxVisitor {
    var found = false
    private var appDepth = 0

    private static func isApp(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { ["App", "SwiftUI.App"].contains($0.type.trimmedDescription) } ?? false
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        Self.isApp(node.inheritanceClause) ? .visitChildren : .skipChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["Settings", "MenuBarExtra"].contains(name) {
            found = true
        }
        return .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
