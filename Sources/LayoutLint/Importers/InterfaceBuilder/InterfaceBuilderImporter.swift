import Foundation
import Typesetter

/// Reads Interface Builder documents (`.storyboard`, `.xib`; Cocoa Touch and Cocoa) into screens: one per
/// storyboard scene or XIB top-level view, each text view an element with its font, line limit, clipping,
/// alignment and key, and the scene's Auto Layout system as the container pass that gives each text its box
/// per locale. The document's own texts are the development language's values of its table (Base
/// internationalization: `Base.lproj/Main.storyboard` + `de.lproj/Main.strings` keyed `"<objectID>.<property>"`).
public enum InterfaceBuilderImporter {
    /// Documents larger than this are refused with a finding (time and memory stay bounded).
    static let maximumFileSize = 32 * 1024 * 1024
    /// Scenes with more views than this are not solved (each text skipped with the reason).
    static let maximumSceneViews = 500

    public static func isDocument(_ path: String) -> Bool {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        return ext == "storyboard" || ext == "xib"
    }

    public static func read(documents: [String], settings: InterfaceBuilderImportSettings,
                            displayPath: (String) -> String = { $0 }) -> ImportResult {
        read(documents: documents, settings: settings, codeTexts: IBCodeSetTexts(), displayPath: displayPath)
    }

    /// `codeTexts`: the texts the app's code sets on outlets (`IBCodeSetTexts`).
    static func read(documents: [String], settings: InterfaceBuilderImportSettings, codeTexts: IBCodeSetTexts,
                     displayPath: (String) -> String = { $0 }) -> ImportResult {
        var result = ImportResult()
        for path in documents.sorted() {
            let shown = displayPath(path)
            let start = SourceLocation(file: shown, line: 1, column: 1)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                  let data = FileManager.default.contents(atPath: path) else {
                result.findings.append(invalid("cannot read the Interface Builder document", at: start))
                continue
            }
            if let size = attributes[.size] as? Int, size > maximumFileSize {
                result.findings.append(invalid("file is \(size) bytes; layoutlint reads Interface Builder documents up to \(maximumFileSize) bytes", at: start))
                continue
            }
            let one = read(bytes: [UInt8](data), path: path, displayPath: shown, settings: settings, codeTexts: codeTexts)
            result.screens += one.screens
            result.catalogs += one.catalogs
            result.findings += one.findings
        }
        return result
    }

    /// For the fuzz harness: reads arbitrary bytes as a storyboard and runs every scene's container pass
    /// with a fixed measurement. Must never trap, hang or grow more than linearly.
    public static func fuzzRead(bytes: [UInt8]) {
        let result = read(bytes: bytes, path: "Base.lproj/Fuzz.storyboard", displayPath: "Fuzz.storyboard", settings: InterfaceBuilderImportSettings())
        for screen in result.screens {
            guard let layout = screen.container?.layout else { continue }
            for width in layout.screenWidths {
                _ = layout.resolve(ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: width) { _, _ in
                    TextMeasurement(naturalWidth: 50, width: 50, height: 20, lineCount: 1)
                })
            }
        }
    }

    /// Every `<outlet destination=…>` and `<outletCollection destination=…>` in the document.
    static func outletDestinations(_ root: XMLElementNode) -> Set<String> {
        var result = Set<String>()
        var stack = [root]
        while let node = stack.popLast() {
            if node.name == "outlet" || node.name == "outletCollection", let destination = node.attribute("destination") { result.insert(destination) }
            stack.append(contentsOf: node.elements)
        }
        return result
    }

    static func invalid(_ message: String, at location: SourceLocation, suggestion: String? = nil) -> Finding {
        Finding(rule: RuleID.invalidInput, severity: .error, message: message, location: location, suggestion: suggestion)
    }

    /// Reads one document's bytes; `path` decides its table (file stem) and locale (its `.lproj`).
    static func read(bytes: [UInt8], path: String, displayPath: String, settings: InterfaceBuilderImportSettings,
                     codeTexts: IBCodeSetTexts = IBCodeSetTexts()) -> ImportResult {
        var result = ImportResult()
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        let decoded: [UInt8]
        switch TextDecoding.decode(bytes) {
        case .success(let value): decoded = value.text
        case .failure(let failure):
            let prefix = SourceText(path: displayPath, utf8: failure.decodedPrefix)
            result.findings.append(invalid(failure.message, at: prefix.location(at: failure.decodedPrefix.count)))
            return result
        }
        let text = SourceText(path: displayPath, utf8: decoded)
        let root: XMLElementNode
        do {
            root = try XMLTree.parse(decoded)
        } catch {
            result.findings.append(invalid("not a readable Interface Builder document: \(error.message)", at: text.location(at: error.offset),
                                           suggestion: error.suggestion))
            return result
        }
        guard root.name == "document" else {
            result.findings.append(invalid("not an Interface Builder document (the root element is <\(root.name)>, expected <document>)", at: start))
            return result
        }
        let document = IBDocument(root: root)
        for (message, offset) in document.problems { result.findings.append(invalid(message, at: text.location(at: offset))) }
        let url = URL(fileURLWithPath: path)
        let table = url.deletingPathExtension().lastPathComponent
        // A document outside any `.lproj` shows its texts in every locale: they stand as the Base values.
        let locale = LocaleTag.fromLproj(url.deletingLastPathComponent().lastPathComponent) ?? LocaleTag.base
        let lproj = LocaleTag.fromLproj(url.deletingLastPathComponent().lastPathComponent)
        var reader = SceneReader(document: document, text: text, table: table, settings: settings, localized: lproj != nil,
                                 outlets: Self.outletDestinations(root))
        reader.codeTexts = codeTexts.byView(root)
        reader.toggledViews = codeTexts.toggledViews(root)
        reader.replacedStacks = codeTexts.replacedStacks(root)
        for scene in document.scenes {
            if var screen = reader.screen(scene) {
                let variants = IBCodeSetTexts.variants(of: &screen, alternatives: reader.textVariants)
                result.screens.append(screen)
                result.screens += variants
            }
        }
        // Menus, toolbar items and tooltips, drawn by AppKit: one screen of the document's skipped texts.
        let drawn = reader.appKitDrawnSkips(root)
        if !drawn.isEmpty {
            result.screens.append(LayoutScreen(name: "\(table)/menus, toolbars and tooltips", platform: .macos, file: text.path,
                                               location: text.location(at: root.offset), elements: [], origin: .interfaceBuilder, skipped: drawn))
        }
        var catalog = CatalogFile(path: displayPath, format: .strings, encoding: "UTF-8")
        // In a document that is not localized, the texts of views code holds an outlet to are placeholders.
        let values = lproj != nil ? reader.values : reader.values.filter { value in
            !reader.outlets.contains(String(value.key.prefix { $0 != "." }))
        }
        // A text with BartyCrouch's marker in it (`#bc-ignore!`: "include `#bc-ignore!` into your value within your base
        // localized Storyboard/XIB file", for views "whose values are going to be set programmatically"; its README,
        // "Exclude specific Views") is kept out of the translations by the tool: nothing to translate.
        catalog.entries = values.map {
            Entry(key: $0.key, table: table, locale: locale, value: $0.value, location: $0.location,
                  shouldTranslate: !Entry.saysDoNotTranslate($0.value), isConnectedToCode: $0.isConnectedToCode)
        }.sorted(by: Entry.reportOrder)
        // An unlocalized debugging document's texts are the developers' own, left untranslated on purpose: no
        // catalog (its elements are counted in the coverage, `DebuggingScreen`).
        if !catalog.entries.isEmpty && !(lproj == nil && DebuggingScreen.isUnlocalizedDebuggingDocument(path)) { result.catalogs.append(catalog) }
        return result
    }
}

/// Turns a document's scenes into screens, collecting the texts the document holds.
struct SceneReader {
    let document: IBDocument
    let text: SourceText
    let table: String
    let settings: InterfaceBuilderImportSettings
    /// Whether the document sits in an `.lproj` folder (Base internationalization): only then do
    /// `<objectID>.<property>` keys reach a translation.
    let localized: Bool
    /// Views code holds an outlet to: in a document that is not localized their texts are placeholders.
    let outlets: Set<String>
    /// View id → the localized text the app's code sets on it through an outlet (`IBCodeSetTexts`).
    var codeTexts: [String: [IBCodeSetTexts.Text]] = [:]
    /// View id → how the app's code shows and hides it through an outlet (`leaveButton.isHidden`).
    var toggledViews: [String: String] = [:]
    /// Stack views whose arranged views the code removes (`IBCodeSetTexts.replacedStacks`), by id.
    var replacedStacks: [String: String] = [:]
    /// The last scene's elements the code gives more than one localized text, by element id: the texts after
    /// the one the element shows (`IBCodeSetTexts.Text.alternatives`).
    var textVariants: [String: [IBCodeSetTexts.Alternative]] = [:]
    /// `<objectID>.<property>` → the development-language value, where it stands, and whether an outlet or
    /// a text binding connects to its view (`Entry.isConnectedToCode`).
    var values: [(key: String, value: String, location: SourceLocation, isConnectedToCode: Bool)] = []

    /// Constraint indices by the view index of their second item.
    let constraintsBySecondItem: [Int: [Int]]

    init(document: IBDocument, text: SourceText, table: String, settings: InterfaceBuilderImportSettings, localized: Bool,
         outlets: Set<String>) {
        var bySecond: [Int: [Int]] = [:]
        for (position, constraint) in document.constraints.enumerated() {
            if let second = constraint.secondItem, let index = document.indexByID[second] { bySecond[index, default: []].append(position) }
        }
        constraintsBySecondItem = bySecond
        self.localized = localized
        self.outlets = outlets
        self.document = document
        self.text = text
        self.table = table
        self.settings = settings
    }

    func at(_ offset: Int) -> SourceLocation { text.location(at: offset) }

    mutating func screen(_ scene: IBDocument.Scene) -> LayoutScreen? {
        textVariants = [:]
        let members = document.members(of: scene)
        var elements: [LayoutElement] = []
        var skipped: [SkippedElement] = []
        var slots: [AutoLayoutScene.TextSlot] = []
        var unsolvable: [Int: String] = [:]
        /// Text views whose intrinsic width is not their measured text (AppKit wrapping text fields, controls
        /// not modeled): a width the document states (`preferredMaxLayoutWidth`), else their stored one.
        var storedWidthViews: [Int: Double?] = [:]
        // Texts outside views (navigation items, bar button items, tab bar items) are read for their values
        // and reported as skipped: UIKit's bars lay them out.
        for object in scene.objects { collectBarItems(object, skipped: &skipped) }
        for index in members {
            let view = document.views[index]
            // A view whose id an earlier view has is reported once by the document and left out here.
            guard document.indexByID[view.id] == index else { continue }
            for found in textElements(of: view) {
                var element = found.element
                applyAppearance(&element, view: view, index: index)
                let wraps = document.isCocoa && view.element == "textField" && element.maxLines == 0
                if found.parts == 1, isContentSized(index, wraps: wraps) { element.widthFollowsText = true }
                // A text the code sets through the view's outlet: the view shows that key, not the document's text.
                let property = element.key.map { String($0.drop { $0 != "." }.dropFirst()) }
                let setInCode = codeTexts[view.id].flatMap { IBCodeSetTexts.text($0, property: property) }
                // An IB placeholder title ("Label") is what the code replaces: a key the code sets stands.
                let codeKeyStands = setInCode != nil && setInCode?.runTime == nil
                let documentTitle = codeKeyStands ? nil : Self.cell(of: view.node).flatMap { textValue($0, "title")?.0 }
                if document.isCocoa, let runTime = appKitRunTimeReason(view, value: documentTitle) {
                    skipped.append(SkippedElement(id: element.id, reason: runTime.reason, location: element.location, key: element.key,
                                                  table: element.table, replacedByCode: runTime.replaced))
                    continue
                }
                if let reason = setInCode?.runTime {
                    skipped.append(SkippedElement(id: element.id, reason: reason, location: element.location, key: element.key, table: element.table,
                                                  replacedByCode: true))
                    continue
                }
                if let setInCode {
                    // The document's own key is never shown in this view: accounted as replaced by the code.
                    if let documentKey = element.key, documentKey != setInCode.key || element.table != setInCode.table {
                        skipped.append(SkippedElement(id: element.id, reason: IBCodeSetTexts.replacedByCodeTextReason, location: element.location,
                                                      key: documentKey, table: element.table, replacedByCode: true))
                    }
                    element.key = setInCode.key
                    element.table = setInCode.table
                    element.keyLocations["key"] = nil
                    if !setInCode.alternatives.isEmpty { textVariants[element.id] = setInCode.alternatives }
                }
                if let written = replacedStackAncestor(index) {
                    skipped.append(SkippedElement(id: element.id, reason: "in a stack view whose arranged views the code removes and replaces (`\(written)`): the document's are placeholders",
                                                  location: element.location, key: element.key, table: element.table, replacedByCode: true))
                    continue
                }
                if view.hidden || hasHiddenAncestor(index) {
                    skipped.append(SkippedElement(id: element.id, reason: "hidden in the document (shown in code)", location: element.location, key: element.key, table: element.table))
                    continue
                }
                if setInCode == nil && !localized && element.table != nil && outlets.contains(view.id) {
                    skipped.append(SkippedElement(id: element.id, reason: "text set in code: the document is not localized and an outlet connects to the view",
                                                  location: element.location))
                    continue
                }
                if element.key == nil {
                    skipped.append(SkippedElement(id: element.id, reason: "no text and no key in the document (set in code)", location: element.location))
                    continue
                }
                if let reason = cellStyleReason(index) ?? found.unmodeled ?? toggledStackReason(index) { unsolvable[index] = reason }
                elements.append(element)
                var slot = AutoLayoutScene.TextSlot(view: index, elementID: element.id, insets: found.insets, parts: found.parts)
                slot.drivesIntrinsicWidth = found.parts == 1
                if document.isCocoa, view.element == "textField", element.maxLines == 0 {
                    // A wrapping text field's intrinsic width is its preferred maximum layout width (IB's
                    // `preferredMaxLayoutWidth`, else the width of its first layout: the stored one), not its
                    // text on one line.
                    slot.drivesIntrinsicWidth = false
                    storedWidthViews[index] = IBDocument.number(view.node.attribute("preferredMaxLayoutWidth"))
                }
                if found.unmodeled != nil {
                    slot.drivesIntrinsicWidth = false
                    storedWidthViews[index] = .some(nil)
                }
                slot.fixedHeight = fixedHeight(of: index)
                slot.textFromCode = setInCode != nil
                slots.append(slot)
            }
        }
        guard !elements.isEmpty || !skipped.isEmpty else { return nil }
        // A storyboard scene may hold views besides the controller's: its `view` is the screen.
        let root = scene.roots.first { document.views[$0].key == "view" } ?? scene.roots[0]
        let rootView = document.views[root]
        var fixedWidth: Double?
        var widths = settings.screenWidths
        var isWindowContent = false
        if let windowWidths = scene.windowWidths, root == scene.roots.first {
            // An AppKit window's content view: laid out at the window's content width (and its minimum),
            // which it keeps at the window's own priority.
            widths = windowWidths
            isWindowContent = true
        } else if document.isCocoa, ["customView", "view"].contains(rootView.element), let width = rootView.frame?.width {
            // A top-level view of a XIB (a view controller's view, a pane an outlet names) is in no window until
            // code adds it to a view hierarchy: its frame there comes from the constraints of what embeds it
            // (a window, a tab, split or stack view), and the nib stores only its design-time size. Modelled as
            // a window's content: laid out at the stored width, which it keeps at the window's stay-put
            // priority, so text that resists compression more widens it rather than being cut at the canvas.
            widths = [width]
            isWindowContent = true
        } else if document.isCocoa {
            fixedWidth = rootView.frame?.width
        } else if !(rootView.key == "view" || rootView.element == "tableViewCell" || (document.deviceWidth != nil && rootView.frame?.width == document.deviceWidth)) {
            fixedWidth = rootView.frame?.width
        }
        if let fixedWidth { widths = [fixedWidth] }
        let sceneMembers = members.filter { isInRoot($0, root: root) }
        if sceneMembers.count > InterfaceBuilderImporter.maximumSceneViews {
            // The simplex is polynomial in the number of views; a bound keeps a run's time predictable.
            for slot in slots { unsolvable[slot.view] = "the scene has \(sceneMembers.count) views; layoutlint solves scenes of up to \(InterfaceBuilderImporter.maximumSceneViews)" }
            slots = slots.map { var slot = $0; slot.drivesIntrinsicWidth = false; return slot }
        }
        let slotViews = Set(slots.map(\.view))
        var placeholders: [Int: Double] = [:]
        let sized: Set<String> = document.isCocoa
            ? ["textField", "button", "popUpButton", "segmentedControl", "comboBox", "switch", "stepper", "datePicker"] : ["label", "button"]
        let codeViews = Set(slots.filter(\.textFromCode).map(\.view))
        for index in members where (!slotViews.contains(index) || storedWidthViews[index] != nil || codeViews.contains(index))
            && sized.contains(document.views[index].element) {
            // Texts that are not checked (set in code, bound, placeholders) keep the width IB gave them, so
            // their neighbours are laid out as in the document.
            guard let width = document.views[index].frame?.width else { continue }
            let insets = AutoLayoutScene.alignmentInsets(document.views[index], in: document)
            placeholders[index] = (storedWidthViews[index] ?? nil) ?? max(0, width - insets.left - insets.right)
        }
        let layout = AutoLayoutScene(document: document, members: sceneMembers.count > InterfaceBuilderImporter.maximumSceneViews ? [root] : sceneMembers, root: root,
                                     fixedRootWidth: fixedWidth, screenWidths: widths,
                                     rootWidthPriority: isWindowContent ? AppKitMetrics.windowSizeStayPutPriority : 1000, slots: slots, placeholderWidths: placeholders,
                                     unsolvable: unsolvable).preparing()
        return LayoutScreen(name: "\(table)/\(scene.name)", platform: document.isCocoa ? .macos : .ios, file: text.path, location: at(scene.offset),
                            elements: elements, origin: .interfaceBuilder, container: ContainerBox(layout), skipped: skipped)
    }

    /// A stack view lays out only its arranged views that are not hidden, and lays them out again when one's
    /// `isHidden` changes (UIKit `UIStackView`, AppKit `NSStackView` detaches hidden views: Apple
    /// documentation). Where the code shows and hides an arranged view of a horizontal stack around the
    /// text (`leaveButton.isHidden = …`), the width each view gets is decided at run time, not by the
    /// document's full set of views (a vertical stack's views keep their widths).
    func toggledStackReason(_ index: Int) -> String? {
        var current = index
        var depth = 0
        while let parent = document.views[current].parent, depth < 64 {
            if document.views[parent].stack?.horizontal == true,
               let written = document.views[parent].children.lazy.compactMap({ self.toggledViews[self.document.views[$0].id] }).first {
                return "the code shows and hides views of its stack view (`\(written) = …`): the room each gets is decided at run time"
            }
            current = parent
            depth += 1
        }
        return nil
    }

    /// The statement that removes the arranged views of a stack view the view is in (at any depth: an arranged
    /// view's subviews go with it), if one does.
    func replacedStackAncestor(_ index: Int) -> String? {
        guard !replacedStacks.isEmpty else { return nil }
        var current = document.views[index].parent
        var depth = 0
        while let c = current, depth < 64 {
            if let written = replacedStacks[document.views[c].id], document.views[c].stack != nil { return written }
            current = document.views[c].parent
            depth += 1
        }
        return nil
    }

    func hasHiddenAncestor(_ index: Int) -> Bool {
        var current = document.views[index].parent
        while let c = current {
            if document.views[c].hidden { return true }
            current = document.views[c].parent
        }
        return false
    }

    func isInRoot(_ index: Int, root: Int) -> Bool { index == root || document.isAncestor(root, of: index) }

    /// Built-in cell styles whose labels UIKit places from both texts (not modeled).
    func cellStyleReason(_ index: Int) -> String? {
        guard let content = document.views[index].parent, let cell = document.views[content].parent,
              document.views[cell].element == "tableViewCell", let style = document.views[cell].node.attribute("style"),
              UIKitMetrics.tableCellStyles[style] == nil,
              document.views[cell].node.attribute("textLabel") == document.views[index].id
                || document.views[cell].node.attribute("detailTextLabel") == document.views[index].id else { return nil }
        return "UITableViewCell built-in style \(style.replacingOccurrences(of: "IBUITableViewCellStyle", with: "")) lays its labels out from both texts; not modeled"
    }

    /// A required height constraint with a constant, or the stored height of a label placed by a frame that
    /// does not stretch vertically.
    ///
    /// A constraint fixes the view's alignment rectangle; the view draws in its frame, which an AppKit control
    /// extends past it (MacDown's checkboxes: `height` 14, frame 18 — the check box's own margins; iina's
    /// buttons, pop-ups and segmented controls 2–6pt; a text field's frame is its alignment rectangle). Where
    /// the stored frame of such a control is that little taller than the constant, the frame is the box the
    /// title has.
    func fixedHeight(of index: Int) -> Double? {
        let view = document.views[index]
        for position in document.constraintsByFirstItem[index] ?? [] {
            let constraint = document.constraints[position]
            if constraint.firstAttribute == "height" && constraint.secondItem == nil && constraint.relation == .equal && constraint.priority >= 1000 {
                if document.isCocoa, view.element != "textField", let frame = view.frame?.height, frame > constraint.constant,
                   frame - constraint.constant <= Self.maximumVerticalAlignmentInsets {
                    return frame
                }
                return constraint.constant
            }
        }
        if view.autoresizing != nil, let parent = view.parent, document.views[parent].stack == nil,
           !isBuiltInCellLabel(index),
           view.node.elements.first(where: { $0.name == "autoresizingMask" })?.attribute("heightSizable") != "YES" {
            return view.frame?.height
        }
        return nil
    }

    /// How much taller than its alignment rectangle a control's frame can be (AppKit's push buttons and check
    /// boxes: a few points a side; IB stores both); a larger difference is a frame IB did not update.
    static let maximumVerticalAlignmentInsets = 8.0

    func isBuiltInCellLabel(_ index: Int) -> Bool {
        guard let content = document.views[index].parent, let cell = document.views[content].parent else { return false }
        let node = document.views[cell].node
        return node.attribute("textLabel") == document.views[index].id || node.attribute("detailTextLabel") == document.views[index].id
    }

    struct FoundText {
        var element: LayoutElement
        var insets: Double = 0
        var parts: Int = 1
        /// Why the text cannot be laid out (a control whose geometry is not modeled), or nil.
        var unmodeled: String?
    }

    /// Records a value and returns the element's key and table: the runtime attribute's key (table nil →
    /// Localizable) when there is one, else `<objectID>.<property>` in the document's table.
    mutating func keyed(_ element: inout LayoutElement, objectID: String, property: String, value: String?, valueOffset: Int?, node: XMLElementNode) {
        let documentKey = "\(objectID).\(property)"
        let runtime = runtimeKey(node)
        // A view the app localizes through a runtime attribute (openfoodfacts' `localizableString`) shows the
        // text of that key: the document's own text is replaced when the view loads, no value to translate.
        if runtime == nil, let value, let valueOffset {
            // A segment's title is one of several on a control code holds for its selection, not its text.
            let connected = !property.hasPrefix("segmentTitles")
                && (outlets.contains(objectID) || node.attribute("id").map(outlets.contains) == true || Self.textBinding(node) != nil)
            values.append((documentKey, value, at(valueOffset), connected))
        }
        if let attribute = runtime {
            element.key = attribute.value
            element.table = nil
            element.keyLocations["key"] = at(attribute.offset)
        } else if value != nil {
            element.key = documentKey
            element.table = table
            if let valueOffset { element.keyLocations["key"] = at(valueOffset) }
        }
    }

    /// The key a `userDefinedRuntimeAttribute` gives the object's text: the configured key path
    /// (`runtimeAttributeKeyPath`), or a string attribute whose key path says it holds a localization key
    /// (`isLocalizationKeyPath`). Interface Builder sets such an attribute with `setValue(_:forKeyPath:)` when
    /// the object loads (Apple, "Identity inspector: User Defined Runtime Attributes"); the object's setter
    /// looks the key up and replaces the document's text.
    func runtimeKey(_ node: XMLElementNode) -> (value: String, offset: Int)? {
        guard let attributes = node.first("userDefinedRuntimeAttributes") else { return nil }
        for attribute in attributes.elements {
            guard let keyPath = attribute.attribute("keyPath"),
                  keyPath == settings.runtimeAttributeKeyPath || (attribute.attribute("type") == "string" && Self.isLocalizationKeyPath(keyPath)) else { continue }
            if let value = attribute.attribute("value"), !value.isEmpty {
                return (value, attribute.attributes.first { $0.name == "value" }?.offset ?? attribute.offset)
            }
            if let string = attribute.elements.first(where: { $0.name == "string" }) { return (string.textContent, string.offset) }
        }
        return nil
    }

    /// A runtime attribute's key path that names a localization key by the usual inspectable property names:
    /// `locali[sz]…` followed by `Key` or `String` (`localizableString`, `localizedKey`, `localizationKey`,
    /// `localizedString`, `localizeKey`).
    static func isLocalizationKeyPath(_ keyPath: String) -> Bool {
        let lowered = keyPath.lowercased()
        return (lowered.hasPrefix("locali")) && (lowered.hasSuffix("key") || lowered.hasSuffix("string"))
    }

    /// A text attribute (`text="…"`) or element (`<string key="text">…</string>`, used for multi-line texts).
    func textValue(_ node: XMLElementNode, _ name: String) -> (String, Int)? {
        if let attribute = node.attributes.first(where: { $0.name == name }) { return (attribute.value, attribute.offset) }
        if let element = node.elements.first(where: { $0.name == "string" && $0.attribute("key") == name }) {
            return (element.textContent, element.contentOffset)
        }
        return nil
    }

    mutating func textElements(of view: IBDocument.View) -> [FoundText] {
        let node = view.node
        var element = LayoutElement(id: view.id, location: at(node.offset))
        switch view.element {
        case "label":
            element.kind = .label
            let value = textValue(node, "text")
            keyed(&element, objectID: view.id, property: "text", value: value?.0, valueOffset: value?.1, node: node)
            return [FoundText(element: element)]
        case "button":
            element.kind = .button
            if let state = node.elements.first(where: { $0.name == "state" && $0.attribute("key") == "normal" }), let title = textValue(state, "title") {
                keyed(&element, objectID: view.id, property: "normalTitle", value: title.0, valueOffset: title.1, node: node)
            } else if let configuration = node.elements.first(where: { $0.name == "buttonConfiguration" }), let title = textValue(configuration, "title") {
                keyed(&element, objectID: view.id, property: "configuration.title", value: title.0, valueOffset: title.1, node: node)
            } else if let cell = node.elements.first(where: { $0.name == "buttonCell" }), let title = textValue(cell, "title"), let cellID = cell.attribute("id") {
                keyed(&element, objectID: cellID, property: "title", value: title.0, valueOffset: title.1, node: node)
                if document.isCocoa {
                    guard let chrome = AppKitMetrics.titleChrome(cell: cell, beforeMacOS11: document.savedBeforeMacOS11) else {
                        // A bezel or image whose room around the title is not known: the text is left out.
                        return [FoundText(element: element, insets: 0, parts: 1, unmodeled: "an AppKit button whose bezel style is not modeled (the room around its title is unknown)")]
                    }
                    return [FoundText(element: element, insets: chrome)]
                }
            } else {
                keyed(&element, objectID: view.id, property: "normalTitle", value: nil, valueOffset: nil, node: node)
            }
            var insets = 0.0
            if let inset = node.elements.first(where: { $0.name == "inset" && $0.attribute("key") == "contentEdgeInsets" }) {
                insets = (Double(inset.attribute("minX") ?? "") ?? 0) + (Double(inset.attribute("maxX") ?? "") ?? 0)
            }
            return [FoundText(element: element, insets: insets)]
        case "textField":
            element.kind = .textField
            if let cell = node.elements.first(where: { $0.name == "textFieldCell" }), let cellID = cell.attribute("id") {
                // AppKit: the text lives on the cell (`<cellID>.title`).
                element.kind = cell.attribute("editable") == "YES" ? .textField : .label
                let title = textValue(cell, "title") ?? textValue(cell, "placeholderString")
                let property = textValue(cell, "title") != nil ? "title" : "placeholderString"
                keyed(&element, objectID: cellID, property: property, value: title?.0, valueOffset: title?.1, node: node)
            } else if let value = textValue(node, "text"), !value.0.isEmpty {
                keyed(&element, objectID: view.id, property: "text", value: value.0, valueOffset: value.1, node: node)
            } else {
                let value = textValue(node, "placeholder")
                keyed(&element, objectID: view.id, property: "placeholder", value: value?.0, valueOffset: value?.1, node: node)
            }
            return [FoundText(element: element)]
        case "segmentedControl":
            guard let segments = node.first("segments") else { return [] }
            let titled = segments.elements.filter { $0.name == "segment" }
            var found: [FoundText] = []
            for (position, segment) in titled.enumerated() {
                var part = LayoutElement(id: "\(view.id).segment\(position)", location: at(segment.offset))
                part.kind = .button
                let title = textValue(segment, "title")
                keyed(&part, objectID: view.id, property: "segmentTitles[\(position)]", value: title?.0, valueOffset: title?.1, node: segment)
                found.append(FoundText(element: part, parts: titled.count))
            }
            return found
        default:
            return []
        }
    }

    /// Navigation item, bar button item and tab bar item titles: values, and a skip (UIKit's bars lay them out).
    /// An item the app localizes through a runtime attribute (`runtimeKey`) shows that key's text: its
    /// document title is replaced when the scene loads, so it is no value to translate (as for views, `keyed`).
    mutating func collectBarItems(_ node: XMLElementNode, skipped: inout [SkippedElement]) {
        if ["navigationItem", "barButtonItem", "tabBarItem"].contains(node.name), let id = node.attribute("id"),
           let title = textValue(node, "title"), !title.0.isEmpty {
            if let runtime = runtimeKey(node) {
                skipped.append(SkippedElement(id: id, reason: "\(node.name) title: laid out by the UIKit bar, not modeled", location: at(node.offset),
                                              key: runtime.value, table: nil))
            } else if recordTitleSetByCode(node, id: id, title: title, what: node.name, by: "controller", skipped: &skipped) {
                // The controller's code titles the item (`IBCodeSetTexts.BarItem`, or an outlet).
            } else {
                values.append(("\(id).title", title.0, at(title.1), false))
                skipped.append(SkippedElement(id: id, reason: "\(node.name) title: laid out by the UIKit bar, not modeled", location: at(node.offset)))
            }
        }
        // An AppKit window's title: drawn by the window's title bar (not modelled), or replaced by the window
        // controller's code (`IBCodeSetTexts.BarItem.window`), then never shown.
        if document.isCocoa, node.name == "window" || node.name == "panel", let id = node.attribute("id"),
           let title = textValue(node, "title"), !title.0.isEmpty {
            if !recordTitleSetByCode(node, id: id, title: title, what: "window", by: "window controller", skipped: &skipped) {
                values.append(("\(id).title", title.0, at(title.1), false))
                skipped.append(SkippedElement(id: id, reason: Self.windowTitleReason, location: at(node.offset),
                                              key: "\(id).title", table: table))
            }
        }
        for child in node.elements where child.name != "constraints" { collectBarItems(child, skipped: &skipped) }
    }

    /// A title the code sets (`IBCodeSetTexts`: a controller's own bar item or window, or an outlet): the
    /// document's value is never shown; it is recorded as such with a skip saying what sets it. False when no
    /// code sets the title.
    private mutating func recordTitleSetByCode(_ node: XMLElementNode, id: String, title: (String, Int), what: String, by owner: String,
                                               skipped: inout [SkippedElement]) -> Bool {
        guard let setInCode = codeTexts[id].flatMap({ IBCodeSetTexts.text($0, property: "title") }) else { return false }
        values.append(("\(id).title", title.0, at(title.1), true))
        let why = setInCode.alternatives.isEmpty ? "\(what) title: set by the \(owner)'s code (`\(setInCode.key)`)" : IBCodeSetTexts.differentTextsReason
        skipped.append(SkippedElement(id: id, reason: setInCode.runTime ?? why, location: at(node.offset), key: "\(id).title", table: table,
                                      replacedByCode: true))
        return true
    }

    /// AppKit's own drawings of a document's texts (`appKitDrawnTexts`) anywhere in the document, a main menu
    /// with no view as much as a pop-up button in a window: their keys accounted for with why they are not laid
    /// out; their values are checked as the catalogs give them. Walked iteratively (documents nest deeply).
    func appKitDrawnSkips(_ root: XMLElementNode) -> [SkippedElement] {
        guard document.isCocoa else { return [] }
        var skipped: [SkippedElement] = []
        var stack: [(XMLElementNode, Bool, MenuBarPlace)] = [(root, false, .outside)]
        while let (node, inPopUp, place) = stack.popLast() {
            if let id = node.attribute("id") {
                for (property, reason) in Self.appKitDrawnTexts(node, inPopUp: inPopUp) where !(node.attribute(property) ?? "").isEmpty {
                    let key = "\(id).\(property == "toolTip" ? "ibShadowedToolTip" : property)"
                    if node.name == "menu", property == "title", place != .menuBarItem {
                        // Only a submenu of the main menu shows its own title, in the menu bar (Apple, `NSMenu.title`):
                        // a nested submenu shows the title of the item that opens it, a context or pop-up menu none.
                        skipped.append(SkippedElement(id: id, reason: Self.menuTitleNeverShownReason, location: at(node.offset), key: key,
                                                      table: table, replacedByCode: true))
                    } else {
                        skipped.append(SkippedElement(id: id, reason: reason, location: at(node.offset), key: key, table: table))
                    }
                }
            }
            let popUp = inPopUp || node.name == "popUpButton" || node.name == "popUpButtonCell"
            let childPlace = place.child(of: node)
            for child in node.elements.reversed() where child.name != "constraints" { stack.append((child, popUp, childPlace)) }
        }
        return skipped
    }

    /// Where a document element stands with respect to the menu bar: inside the main menu (`<menu key="mainMenu">`
    /// or `systemMenu="main"`) before one of its items, inside one of its items (whose submenu's title the menu
    /// bar shows), or elsewhere.
    enum MenuBarPlace {
        case outside, mainMenu, menuBarItem

        func child(of node: XMLElementNode) -> MenuBarPlace {
            if node.name == "menu", node.attribute("key") == "mainMenu" || node.attribute("systemMenu") == "main" { return .mainMenu }
            switch self {
            case .mainMenu: return node.name == "menuItem" ? .menuBarItem : .mainMenu
            case .menuBarItem: return node.name == "menu" ? .outside : .menuBarItem
            case .outside: return .outside
            }
        }
    }

    static let menuTitleNeverShownReason = "menu title: only a submenu of the main menu shows its own title, in the menu bar (Apple, `NSMenu.title`); this one is never shown"

    static let windowTitleReason = "window title: drawn by AppKit's title bar, not modelled"

    /// The texts of an AppKit document element that AppKit draws outside the view hierarchy the importer lays
    /// out, by the element's attribute, with why (the strings file's key is `<id>.<attribute>`; a tooltip's
    /// is `<id>.ibShadowedToolTip`, as `ibtool --generate-strings-file` writes it):
    /// - menu and menu item titles: AppKit sizes a menu to its widest item (`NSMenu.size`, Apple documentation),
    ///   so a title is never cut in its menu; a menu bar's titles share the bar with the status items;
    /// - a toolbar item's `label` and `paletteLabel`: drawn by `NSToolbar` under the item and in the
    ///   customization palette;
    /// - a `toolTip`: shown in a help tag that grows to its text (`NSView.toolTip`).
    /// A pop-up button's items (`inPopUp`) also stand, one at a time, in the closed button, at the button's width.
    static func appKitDrawnTexts(_ node: XMLElementNode, inPopUp: Bool) -> [(String, String)] {
        var texts: [(String, String)] = []
        switch node.name {
        case "menu", "menuItem": texts.append(("title", inPopUp ? popUpItemReason : menuTitleReason))
        case "toolbarItem":
            texts.append(("label", toolbarLabelReason))
            texts.append(("paletteLabel", toolbarLabelReason))
        default: break
        }
        if node.attribute("toolTip") != nil { texts.append(("toolTip", toolTipReason)) }
        return texts
    }

    static let menuTitleReason = "menu title: AppKit sizes a menu to its widest item (drawn by AppKit, not laid out)"
    static let popUpItemReason = "pop-up button item: AppKit shows the selected item in the closed button (its menu grows to the widest item), not modelled"
    static let toolbarLabelReason = "toolbar item label: drawn by AppKit's toolbar, not modelled"
    static let toolTipReason = "tooltip: shown in a help tag that grows to its text, not laid out"

    /// Whether a text view's frame is as wide as its text (Auto Layout sizes it from its intrinsic content
    /// size): it hugs its content (horizontal hugging ≥ 250, the priority at which `NSLayoutConstraint`'s
    /// content hugging holds against a constraint of `defaultLow`), no width constraint sets its width, and
    /// no pair of required-equal edges (leading and trailing, left and right, or a center and an edge) pins
    /// both sides — one edge pinned and the other `lessThanOrEqual`/`greaterThanOrEqual` or free (iina's
    /// “History:”). In a stack view, what the stack does with its arranged views decides
    /// (`followsContentInStack`).
    /// An arranged text field that wraps (`wraps`) is as wide as its preferred maximum layout width, which
    /// a stack's arrangement does not size from its text: its lines are ragged inside that box.
    func isContentSized(_ index: Int, wraps: Bool = false) -> Bool {
        let hugging = document.views[index].huggingPriority
        guard hugging >= 250 else { return false }
        if wraps, let parent = document.views[index].parent, document.views[parent].stack != nil { return false }
        return followsContent(index, hugging: hugging, depth: 0)
    }

    /// Whether nothing but its content sets view `index`'s width: its own constraints (`pinsWidth`) and, for
    /// an arranged view, its stack view.
    private func followsContent(_ index: Int, hugging: Double, depth: Int) -> Bool {
        guard depth < 32, !pinsWidth(index, hugging: hugging) else { return false }
        guard let parent = document.views[index].parent, let stack = document.views[parent].stack else { return true }
        return followsContentInStack(index, hugging: hugging, stackIndex: parent, stack: stack, depth: depth)
    }

    /// An arranged view's width in its stack view, from the stack's documented arrangement:
    /// - across a vertical stack, an alignment other than fill (UIKit `.fill`, AppKit `.width`) keeps each
    ///   view's own width (`UIStackView.Alignment`, `NSStackView.alignment`); fill makes it the stack's;
    /// - along a horizontal stack, a sibling that hugs less and no constraint sizes takes the extra room, so
    ///   the view keeps its content width; with `fill` (AppKit: its effective hugging is required,
    ///   `NSStackView.Distribution.fill`) a view no sibling outranks fills what is left, so it follows its
    ///   content only where the stack does; `fillEqually` makes the views equal; AppKit's other distributions
    ///   (`gravityAreas`, the default, `equalSpacing`, `equalCentering`) hold the views at the stack's own
    ///   hugging priority (`setHuggingPriority(_:for:)`, default `defaultLow`, 250), so a view that hugs
    ///   more keeps its content width and the spacing grows; UIKit's `equalSpacing`/`equalCentering` pad the
    ///   spacing between two or more views.
    /// A tie with a sibling that can grow is ambiguous (the document does not say which grows): false.
    private func followsContentInStack(_ index: Int, hugging: Double, stackIndex: Int, stack: IBDocument.StackInfo, depth: Int) -> Bool {
        let stackView = document.views[stackIndex]
        let stackFollows = { self.followsContent(stackIndex, hugging: stackView.huggingPriority, depth: depth + 1) }
        guard stack.horizontal else {
            return stack.alignment == "fill" || stack.alignment == "width" ? stackFollows() : true
        }
        // AppKit's default distribution is `gravityAreas` (`NSStackView.distribution`); UIKit's is `fill`.
        let distribution = stackView.node.attribute("distribution") ?? (document.isCocoa ? "gravityAreas" : "fill")
        let siblings = stackView.children.filter { $0 != index && !document.views[$0].isGuide && !document.views[$0].hidden }
        let growable = siblings.filter { !hasRequiredWidth($0) }
        if growable.contains(where: { document.views[$0].huggingPriority < hugging }) && distribution != "fillEqually" { return true }
        switch distribution {
        case "fillEqually":
            return false
        case "equalSpacing", "equalCentering", "gravityAreas" where document.isCocoa:
            let stackHugging = Double(stackView.node.attribute("horizontalStackHuggingPriority") ?? "") ?? 250
            return hugging > stackHugging || stackFollows()
        case "equalSpacing", "equalCentering":
            return !siblings.isEmpty || stackFollows()
        default:
            if growable.contains(where: { document.views[$0].huggingPriority == hugging }) { return false }
            return stackFollows()
        }
    }

    /// A required `width` constraint of its own (equal) on view `index`.
    private func hasRequiredWidth(_ index: Int) -> Bool {
        let id = document.views[index].id
        return (document.constraintsByFirstItem[index] ?? []).contains { position in
            let constraint = document.constraints[position]
            return constraint.firstItem == id && constraint.firstAttribute == "width" && constraint.secondAttribute == nil
                && constraint.relation == .equal && constraint.priority >= 1000
        }
    }

    /// Whether view `index`'s own constraints set its width: a width constraint (other than `≤`), or
    /// required-equal-to-hugging edges on both sides.
    private func pinsWidth(_ index: Int, hugging: Double) -> Bool {
        let view = document.views[index]
        var equalEdges = Set<String>()
        for position in (document.constraintsByFirstItem[index] ?? []) + (constraintsBySecondItem[index] ?? []) {
            let constraint = document.constraints[position]
            let attribute = constraint.firstItem == view.id ? constraint.firstAttribute : (constraint.secondAttribute ?? "")
            // A width constraint weaker than both the view's content hugging and its compression resistance
            // gives way to them (Auto Layout satisfies the higher priority first): the text's own width wins.
            if attribute == "width" && constraint.relation != .lessThanOrEqual
                && !(constraint.priority < hugging && constraint.priority < view.compressionPriority) { return true }
            guard constraint.relation == .equal, constraint.priority > hugging else { continue }
            switch attribute {
            case "leading", "left", "leadingMargin": equalEdges.insert("start")
            case "trailing", "right", "trailingMargin": equalEdges.insert("end")
            case "centerX", "centerXWithinMargins": equalEdges.insert("center")
            default: break
            }
        }
        return equalEdges.count >= 2
    }

    /// Font, line limit, truncation, shrinking, clipping, alignment and direction of a text view.
    func applyAppearance(_ element: inout LayoutElement, view: IBDocument.View, index: Int) {
        let node = view.node
        if document.isCocoa, let cell = Self.cell(of: node) {
            applyCellAppearance(&element, view: view, index: index, cell: cell)
            return
        }
        let fontNode = node.elements.first { $0.name == "fontDescription" || ($0.name == "font" && $0.attribute("key") == "font") }
            ?? node.elements.first { $0.name == "textFieldCell" || $0.name == "buttonCell" }?.elements.first { $0.name == "font" }
        let scales = node.attribute("adjustsFontForContentSizeCategory") == "YES"
        func locate(_ name: String, _ key: String) {
            if let attribute = node.attributes.first(where: { $0.name == name }) { element.keyLocations[key] = at(attribute.offset) }
        }
        if let fontNode {
            element.keyLocations["textStyle"] = at(fontNode.offset)
            element.keyLocations["size"] = at(fontNode.offset)
            let pointSize = fontNode.attribute("pointSize").flatMap(Double.init) ?? fontNode.attribute("size").flatMap(Double.init)
            if let style = fontNode.attribute("style"), let name = UIKitMetrics.textStyles[style] {
                element.textStyle = name
                element.scales = true
            } else if let meta = fontNode.attribute("metaFont") {
                let font = AppKitMetrics.metaFonts[meta] ?? AppKitMetrics.metaFonts["system"]!
                element.size = pointSize ?? font.size
                element.weight = font.weight
            } else if let type = fontNode.attribute("type") {
                element.size = pointSize ?? UIKitMetrics.defaultFontSize
                element.scales = scales
                switch type {
                case "boldSystem": element.weight = 700
                case "italicSystem": element.italic = true
                default: element.weight = fontNode.attribute("weight").flatMap(FontWeight.parse)
                }
            } else if let name = fontNode.attribute("name") {
                element.size = pointSize ?? UIKitMetrics.defaultFontSize
                element.scales = scales
                let (family, weight, italic) = namedFont(name, family: fontNode.attribute("family"))
                element.family = family
                element.weight = weight
                element.italic = italic
            } else {
                element.size = pointSize ?? UIKitMetrics.defaultFontSize
                element.scales = scales
            }
        } else {
            element.size = document.isCocoa ? AppKitMetrics.systemFontSize : UIKitMetrics.defaultFontSize
        }
        if let lines = node.attribute("numberOfLines").flatMap(Int.init), lines >= 0 {
            element.maxLines = lines
            locate("numberOfLines", "maxLines")
        } else if element.kind == .button, !document.isCocoa, let mode = node.attribute("lineBreakMode"),
                  UIKitMetrics.wrappingButtonLineBreakModes.contains(mode) {
            // A UIKit button whose title wraps (`UIKitMetrics.wrappingButtonLineBreakModes`).
            element.maxLines = 0
            locate("lineBreakMode", "maxLines")
        } else if element.kind == .button || element.kind == .textField {
            element.maxLines = 1
        }
        // Autoshrink: Interface Builder writes `adjustsFontSizeToFit="NO"` for a label whose Autoshrink is "Fixed
        // Font Size" (the inspector's choice for a new label) and leaves the attribute out when the label shrinks,
        // writing only its minimum (`minimumScaleFactor`, or the older `minimumFontSize`); some documents write
        // `YES`. So a label without the attribute that has a minimum shrinks to it.
        let shrinks = node.attribute("adjustsFontSizeToFit").map { $0 == "YES" }
            ?? (view.element == "label" && (node.attribute("minimumScaleFactor") != nil || node.attribute("minimumFontSize") != nil))
        if shrinks {
            var factor = node.attribute("minimumScaleFactor").flatMap(Double.init)
            if factor == nil, let minimum = node.attribute("minimumFontSize").flatMap(Double.init), let size = element.size, size > 0 {
                factor = minimum / size
            }
            if let factor, factor > 0, factor < 1 {
                element.autoShrink = AutoShrink(minimumScaleFactor: factor)
                locate("minimumScaleFactor", "autoShrink")
            }
        }
        applyPlacement(&element, view: view, index: index)
    }

    /// An AppKit control: font, line mode and alignment from its cell.
    func applyCellAppearance(_ element: inout LayoutElement, view: IBDocument.View, index: Int, cell: XMLElementNode) {
        let font = appKitFont(cell: cell)
        if let fontNode = cell.elements.first(where: { $0.name == "font" && $0.attribute("key") == "font" }) {
            element.keyLocations["size"] = at(fontNode.offset)
        }
        element.size = font.size
        element.weight = font.weight
        element.italic = font.italic
        element.family = font.family
        element.textStyle = font.textStyle
        element.scales = false
        element.maxLines = cell.name == "textFieldCell" ? Self.appKitMaxLines(cell: cell) : 1
        if let attribute = cell.attributes.first(where: { $0.name == "lineBreakMode" || $0.name == "usesSingleLineMode" }) {
            element.keyLocations["maxLines"] = at(attribute.offset)
        }
        applyPlacement(&element, view: view, index: index)
    }

    /// Clipping, alignment, forced direction and the design-time frame, for UIKit and AppKit views alike.
    func applyPlacement(_ element: inout LayoutElement, view: IBDocument.View, index: Int) {
        let node = view.node
        func locate(_ name: String, _ key: String) {
            if let attribute = node.attributes.first(where: { $0.name == name }) { element.keyLocations[key] = at(attribute.offset) }
        }
        var clipper: Int? = view.clips ? index : nil
        var ancestor = view.parent
        while clipper == nil, let a = ancestor {
            if document.views[a].clips { clipper = a }
            ancestor = document.views[a].parent
        }
        if let clipper {
            element.clipsToBounds = true
            if let attribute = document.views[clipper].node.attributes.first(where: { $0.name == "clipsSubviews" }) {
                element.keyLocations["clipsToBounds"] = at(attribute.offset)
            }
        }
        let cell = Self.cell(of: node)
        let alignment = node.attribute("textAlignment") ?? cell?.attribute("alignment")
        func locateAlignment() {
            if let attribute = (node.attributes.first { $0.name == "textAlignment" } ?? cell?.attributes.first { $0.name == "alignment" }) {
                element.keyLocations["alignment"] = at(attribute.offset)
            }
        }
        switch alignment {
        case "left":
            element.alignment = .left
            locateAlignment()
        case "right":
            element.alignment = .right
            locateAlignment()
        case "center": element.alignment = .center
        case "justified": element.alignment = .justified
        default: element.alignment = .natural
        }
        if node.attribute("semanticContentAttribute") == "forceLeftToRight" {
            element.forceLeftToRight = true
            locate("semanticContentAttribute", "forceLeftToRight")
        }
        // The design-time width, for `import` output; the container pass gives the real box. The height
        // is set only where the document fixes it (the linter would otherwise take it as a fixed height).
        element.width = view.frame?.width
        element.height = fixedHeight(of: index)
    }
}
