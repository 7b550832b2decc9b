import Foundation

/// Reads an app's Jetpack Compose (and Compose Multiplatform) code into screens: one screen per
/// composable that no other composable of the app calls (a screen, a dialog, a sheet), with the app's
/// composables it calls inlined with the arguments they are given; one element per text whose string is
/// a resource (`stringResource(R.string.x)`, `stringResource(MR.strings.x)`, `stringResource(Res.string.x)`,
/// `pluralStringResource(…)`), laid out per locale by Android's measure rules (`AndroidContainerLayout`)
/// with Compose's text defaults and Material 3's type scale and component paddings (`ComposeMetrics`).
/// Every resource the Kotlin code names that no screen lays out is a skip with its reason.
public enum ComposeImporter {
    /// How many times composables no screen reached are made screens of their own (each pass takes the
    /// topmost of those left).
    static let maximumRootPasses = 6

    /// Kotlin sources are read up to this size (larger ones are reported).
    public static let maximumFileSize = 2_000_000

    public static func isSource(_ path: String) -> Bool { path.hasSuffix(".kt") }

    /// Folders of test and preview source sets: their composables are not the shipped app's.
    static func inTestSourceSet(_ path: String) -> Bool {
        path.split(separator: "/").contains { folder in
            folder == "test" || folder == "androidTest" || folder == "testFixtures" || folder.hasSuffix("Test") && folder != "Test"
        }
    }

    /// The Kotlin files of `paths` the Compose importer reads: those that import Compose, and, when there
    /// are any, those that declare type aliases (`typealias AppString = com.example.R.string`), those that name a
    /// resource table through a property (`namesResourceTables`), those that name the app's shared strings
    /// (`namesSharedResources`) and those that declare data or sealed classes (the objects a screen's code builds: only their declarations are read,
    /// `ComposeProgram.addTypes`). None when no file imports Compose (an app of views whose Kotlin
    /// `AndroidCodeTexts` reads).
    public static func sources(_ paths: [String]) -> [String] {
        var compose: [String] = [], aliases: [String] = []
        // The other files, in path order, with whether they name the app's strings without an alias (known on the
        // first read; a name through an alias is known once every file's aliases are).
        var others: [(path: String, namesStrings: Bool)] = []
        var tables = Set<String>()
        for path in paths where !inTestSourceSet(path) {
            // Imports and type aliases stand at the top of a file.
            guard let bytes = head(path) else { continue }
            if ByteSearch.contains(bytes, "typealias ") { tables.formUnion(stringTableAliases(bytes)) }
            if importsCompose(bytes) { compose.append(path) }
            else if ByteSearch.contains(bytes, "typealias ") || declaresModels(bytes) || namesResourceTables(bytes) || namesSharedResources(bytes)
                        || declaresStringResourceFunctions(bytes) {
                aliases.append(path)
            } else {
                others.append((path, namesStringResources(bytes, aliases: [])))
            }
        }
        guard !compose.isEmpty else { return [] }
        // The view models, mappers and extensions that name the app's strings (`R.string.x`, through an alias):
        // the objects they build and the texts their functions return reach the composables. Only a file that
        // names none directly is read again, and only when some file declares an alias.
        let named = others.filter { other in
            other.namesStrings || (!tables.isEmpty && head(other.path).map { namesStringResources($0, aliases: tables) } ?? false)
        }.map(\.path)
        return compose + aliases + named
    }

    /// The first 64 KiB of a file (its imports, type aliases and most of its code), or nil when it cannot be read.
    static func head(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 65_536)).map { [UInt8]($0) }
    }

    /// The names a file's type aliases give Android's string and plural tables (`typealias AppString =
    /// com.example.R.string` gives `AppString`).
    static func stringTableAliases(_ bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        var index = 0
        while index < bytes.count, found.count < 64 {
            let end = KotlinImportAliases.endOfLine(bytes, from: index)
            var at = KotlinImportAliases.skipSpaces(bytes, from: index, to: end)
            // `public typealias …`, `internal typealias …`
            while let word = KotlinImportAliases.word(bytes, at: at, to: end), word != "typealias", KotlinParser.modifiers.contains(word) {
                at = KotlinImportAliases.skipSpaces(bytes, from: at + word.utf8.count, to: end)
            }
            if KotlinImportAliases.word(bytes, at: at, to: end) == "typealias" {
                at = KotlinImportAliases.skipSpaces(bytes, from: at + 9, to: end)
                if let name = KotlinImportAliases.word(bytes, at: at, to: end) {
                    at = KotlinImportAliases.skipSpaces(bytes, from: at + name.utf8.count, to: end)
                    if at < end, bytes[at] == UInt8(ascii: "=") {
                        at = KotlinImportAliases.skipSpaces(bytes, from: at + 1, to: end)
                        var stop = at
                        while stop < end, KotlinTokenizer.isNamePart(bytes[stop]) || bytes[stop] == UInt8(ascii: ".") { stop += 1 }
                        if let meant = KotlinImportAliases.resourceName(String(decoding: bytes[at..<stop], as: UTF8.self)), meant.contains(".") {
                            found.insert(name)
                        }
                    }
                }
            }
            index = end + 1
        }
        return found
    }

    /// Whether a file names Android's string or plural tables (`R.string.x`, `import app.R.string`), one of
    /// `aliases` (`AppString.x`), or the shared resource classes' tables (`namesSharedResources`).
    static func namesStringResources(_ bytes: [UInt8], aliases: Set<String>) -> Bool {
        ByteSearch.contains(bytes, "R.string") || ByteSearch.contains(bytes, "R.plurals") || namesSharedResources(bytes)
            || aliases.contains { ByteSearch.contains(bytes, $0 + ".") }
    }

    /// A file that declares functions taking a string resource (`fun Context.getString(languageCode: String,
    /// @StringRes resId: Int)`, androidx.annotation's `@StringRes` on the parameter): read for the app's own string
    /// wrappers and overloads (`ComposeProgram.stringWrappers`, `stringOverloads`) that composables call.
    static func declaresStringResourceFunctions(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "@StringRes ") && ByteSearch.contains(bytes, "fun ")
    }

    /// androidx.activity's `setContent` (activity-compose) is Compose's entry into an Android window: its file is
    /// read too (`setsAndroidContent`).
    static func importsCompose(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "import androidx.compose") || ByteSearch.contains(bytes, "import org.jetbrains.compose")
            || ByteSearch.contains(bytes, "import androidx.activity.compose")
    }

    /// Whether a file imports the resource class Compose Multiplatform generates (`import app.generated.resources.Res`
    /// with `Res.string.x`) or moko-resources' (`MR.strings.x`): any source set's code that names the app's shared
    /// strings (a `jvmMain` or `iosMain` data provider that builds `ItemValue(Res.string.vram, …)`) is read, so each
    /// key it names has its reason (no composable: where it shows is decided at run time).
    static func namesSharedResources(_ bytes: [UInt8]) -> Bool {
        ["Res.string.", "Res.plurals.", "MR.strings.", "MR.plurals."].contains { ByteSearch.contains(bytes, $0) }
    }

    /// Whether a file gives a generated resource table another name through a property (`object SessionsRes {
    /// val string = Res.string }`, `ComposeProgram.resource`): read for that property.
    static func namesResourceTables(_ bytes: [UInt8]) -> Bool {
        ["= Res.string", "= Res.plurals", "= MR.strings", "= MR.plurals"].contains { ByteSearch.contains(bytes, $0) }
    }

    /// Whether a file declares a data, sealed or enum class (read for its declarations only: an enum's entries
    /// decide which branch of a `when` on one runs, `ComposeScreenReader.valueDispatchedBranch`).
    static func declaresModels(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "data class ") || ByteSearch.contains(bytes, "sealed class ") || ByteSearch.contains(bytes, "sealed interface ")
            || ByteSearch.contains(bytes, "enum class ")
    }

    /// `resourceFolders`: the app's `res/` folders, whose themes decide the width of its dialogs' windows
    /// (`DialogWindows.composeDialogMinWidth`).
    public static func read(files: [String], settings: AndroidImportSettings = AndroidImportSettings(),
                            resourceFolders: [String] = [], displayPath: (String) -> String = { $0 }) -> ImportResult {
        let program = ComposeProgram()
        var findings: [Finding] = []
        var parsed: [(bytes: [UInt8], file: KotlinFile)] = []
        var tables = Set<String>()
        for path in files.sorted() where !inTestSourceSet(path) {
            let shown = displayPath(path)
            guard let data = BoundedFile.source(path, shown: shown, language: "Kotlin", limit: maximumFileSize, findings: &findings) else { continue }
            let bytes = data
            let file = KotlinParser.parse(bytes: bytes, display: shown)
            if let offset = file.tooDeep {
                findings.append(Finding(rule: RuleID.invalidInput, severity: .warning,
                                        message: "nested more than \(KotlinParser.maximumDepth) levels deep: the rest of this construct is not read",
                                        location: file.text.location(at: offset)))
            }
            for (alias, target) in file.typeAliases where KotlinImportAliases.resourceName(target)?.contains(".") == true { tables.insert(alias) }
            parsed.append((bytes, file))
        }
        for (bytes, file) in parsed {
            // A file of models (no Compose, no composable, no type alias) gives its class declarations only: its
            // functions are no composables. A file whose enum entries or objects pass values to their class's
            // constructor (`Home(R.string.home)`) is read whole: a composable that reads `tab.title` shows the value
            // (`ComposeProgram.carriesValues`); so is one that names the app's strings (a view model building its
            // dialog states, an extension returning a text): the objects it builds and the texts its functions
            // return reach the composables, and each key it names has its reason.
            if !importsCompose(bytes), !ByteSearch.contains(bytes, "@Composable"), !ByteSearch.contains(bytes, "typealias "), declaresModels(bytes),
               !ComposeProgram.carriesValues(file), !namesStringResources(bytes, aliases: tables) {
                program.addTypes(file)
            }
            else { program.add(file) }
        }
        program.fontFiles = ComposeFonts.files(near: files.filter { !inTestSourceSet($0) })
        program.resourceClasses = ComposeResourceClasses.find(near: files.filter { !inTestSourceSet($0) })
        program.finish()
        let targetSdk = settings.targetSdk ?? GradleTargetSDK.find(near: files.map { ($0 as NSString).deletingLastPathComponent })
        let resources = AndroidResources.read(resourceFolders: resourceFolders, displayPath: displayPath)
        // An app with no layout file (all Compose) is handed no `res/` folder: its source sets' own hold the
        // dimensions `dimensionResource` reads (`sourceSetResourceFolders`).
        let dimensions = resourceFolders.isEmpty
            ? AndroidResources.read(resourceFolders: sourceSetResourceFolders(of: files), displayPath: displayPath) : resources
        for name in Set(dimensions.dimens.keys).union(AndroidTextModel.libraryDimensions.keys) {
            if let dp = dimensions.dimenDp(name, everyWidthOf: settings.screenWidths) { program.resourceDimensions[name] = dp }
        }
        let dialogMinWidths = Dictionary(uniqueKeysWithValues: settings.screenWidths.map {
            ($0, DialogWindows.composeDialogMinWidth(resources: resources, screenWidth: $0))
        })
        var result = screens(program, settings: settings, targetSdk: targetSdk, dialogMinWidths: dialogMinWidths)
        result.findings += findings
        return result
    }

    /// The screens of a parsed program, and a coverage skip for every resource it names that none reaches.
    /// `dialogMinWidths`: the minimum width of the app's dialog windows at each screen width (none where absent).
    static func screens(_ program: ComposeProgram, settings: AndroidImportSettings, targetSdk: Int?,
                        dialogMinWidths: [Double: DialogWindows.MinWidth] = [:]) -> ImportResult {
        func rootsPerWidth(_ root: AndroidViewNode) -> [Double: AndroidViewNode] {
            Dictionary(uniqueKeysWithValues: settings.screenWidths.map {
                ($0, ComposeScreenReader.sizingDialogWindows(root, screenWidth: $0, minWidth: dialogMinWidths[$0] ?? .decided(nil)))
            })
        }
        // Composables called from another (non-preview) composable of the app are laid out inside it.
        var result = ImportResult()
        var reached: [String: Set<Int>] = [:]
        let composables = program.files.enumerated().flatMap { fileIndex, file in
            file.functions.filter { $0.emitsContent && !program.isPreview($0) && $0.body != nil }.map { (file: fileIndex, function: $0) }
        }
        let identity = { (entry: (file: Int, function: KotlinFunction)) in ComposeProgram.identity(file: entry.file, entry.function) }
        func calledBy(_ callers: [(file: Int, function: KotlinFunction)]) -> Set<String> {
            var called = Set<String>()
            for caller in callers { called.formUnion(calledFunctions(caller.function.body!.statements, from: caller.file, program: program).subtracting([identity(caller)])) }
            return called
        }
        let called = calledBy(composables)
        var roots = composables.filter { !called.contains(identity($0)) }
        var done = Set<String>()
        var walkedBlocks = Set<BlockSite>()
        // Compose for desktop: each function that starts an `application { … }` is a screen of its windows.
        let desktop = desktopScreens(program)
        result.screens += desktop.screens
        for (file, lines) in desktop.reached { reached[file, default: []].formUnion(lines) }
        walkedBlocks.formUnion(desktop.walkedBlocks)
        // A desktop source set's composables run only in a desktop window (laid out there when one reaches
        // them); an app that never sets Compose content on an Android window (`setContent`, androidx.activity's
        // `ComponentActivity.setContent` and `ComposeView.setContent`) runs its composables only there too.
        let androidUI = program.files.contains { Self.setsAndroidContent($0.text.bytes) }
        func desktopOnly(_ entry: (file: Int, function: KotlinFunction)) -> Bool {
            inDesktopSourceSet(program.files[entry.file].display, entrySets: desktop.sourceSets)
                || (!androidUI && desktop.inlined.contains(identity(entry)))
        }
        roots.removeAll(where: desktopOnly)
        // Inherited composables: one screen per class or object that inherits the body, walked for it.
        let dispatched = dispatchedScreens(program, roots: roots)
        for screen in dispatched {
            let reader = ComposeScreenReader(program: program, targetSdk: targetSdk, widestScreen: settings.screenWidths.max())
            let root = reader.root(of: screen.function, file: screen.file, dispatch: screen.type)
            done.formUnion(reader.inlinedFunctions)
            walkedBlocks.formUnion(reader.walkedBlocks)
            for element in reader.elements { reached[element.location.file, default: []].insert(element.location.line) }
            for skip in reader.skipped { reached[skip.location.file, default: []].insert(skip.location.line) }
            guard !reader.elements.isEmpty || !reader.skipped.isEmpty else { continue }
            let layout = AndroidContainerLayout(screenWidths: settings.screenWidths, roots: rootsPerWidth(root), notes: reader.notes)
            let typeFile = program.files[screen.typeFile]
            result.screens.append(LayoutScreen(name: "\(screen.type).\(screen.function.name)", platform: .android, file: typeFile.display,
                                               location: typeFile.text.location(at: screen.typeOffset), elements: reader.elements,
                                               origin: .android, container: ContainerBox(layout), skipped: reader.skipped))
        }
        let inherited = Set(dispatched.map { ComposeProgram.identity(file: $0.file, $0.function) })
        roots.removeAll { inherited.contains(identity($0)) }
        for _ in 0..<maximumRootPasses where !roots.isEmpty {
            for (fileIndex, function) in roots {
                let file = program.files[fileIndex]
                let reader = ComposeScreenReader(program: program, targetSdk: targetSdk, widestScreen: settings.screenWidths.max())
                let root = reader.root(of: function, file: fileIndex)
                done.formUnion(reader.inlinedFunctions)
                walkedBlocks.formUnion(reader.walkedBlocks)
                for element in reader.elements { reached[element.location.file, default: []].insert(element.location.line) }
                for skip in reader.skipped { reached[skip.location.file, default: []].insert(skip.location.line) }
                guard !reader.elements.isEmpty || !reader.skipped.isEmpty else { continue }
                let layout = AndroidContainerLayout(screenWidths: settings.screenWidths, roots: rootsPerWidth(root), notes: reader.notes)
                result.screens.append(LayoutScreen(name: function.name, platform: .android, file: file.display,
                                                   location: file.text.location(at: function.offset), elements: reader.elements,
                                                   origin: .android, container: ContainerBox(layout), skipped: reader.skipped))
            }
            // Composables no screen reached (called only through a member call dispatched at run time, as a
            // navigation destination's `route.Content()`, or past a screen's budget): the topmost of them are
            // screens of their own, laid out at the window's width as a destination is.
            let left = composables.filter { !done.contains(identity($0)) && !desktopOnly($0) }
            let calledByLeft = calledBy(left)
            roots = left.filter { !calledByLeft.contains(identity($0)) }
        }
        // Navigation Compose destinations: a screen each (`ComposeScreenReader.navHostNode`).
        for (fileIndex, file) in program.files.enumerated() {
            for function in file.functions where function.isComposable && !program.isPreview(function) {
                for content in ComposeScreenReader.destinations(of: function) {
                    let reader = ComposeScreenReader(program: program, targetSdk: targetSdk, widestScreen: settings.screenWidths.max())
                    let root = reader.root(ofDestination: content, in: function, file: fileIndex)
                    done.formUnion(reader.inlinedFunctions)
                    walkedBlocks.formUnion(reader.walkedBlocks)
                    for element in reader.elements { reached[element.location.file, default: []].insert(element.location.line) }
                    for skip in reader.skipped { reached[skip.location.file, default: []].insert(skip.location.line) }
                    guard !reader.elements.isEmpty || !reader.skipped.isEmpty else { continue }
                    let location = file.text.location(at: content.offset)
                    let layout = AndroidContainerLayout(screenWidths: settings.screenWidths, roots: rootsPerWidth(root), notes: reader.notes)
                    result.screens.append(LayoutScreen(name: "\(function.name)@\(location.line)", platform: .android, file: file.display,
                                                       location: location, elements: reader.elements,
                                                       origin: .android, container: ContainerBox(layout), skipped: reader.skipped))
                }
            }
        }
        // Sites in files that import no Compose and declare no composable (view models, mappers, an app of views' code) are keys the code names,
        // whose reasons come after every importer's own (`Importers.read` puts them last): an Android view scanner's
        // reason for the same key is the more specific.
        let composeFiles = Set(program.files.filter { importsCompose($0.text.bytes) || ByteSearch.contains($0.text.bytes, "@Composable") }.map(\.display))
        let allUnreached = unreachedResources(program, reached: reached, walked: done.union(desktop.inlined), walkedBlocks: walkedBlocks,
                                               desktopSets: desktop.sourceSets)
        let unreached = allUnreached.filter { composeFiles.contains($0.location.file) }
        let accessorKeys = accessorDeclarations(program) + allUnreached.filter { !composeFiles.contains($0.location.file) }
        if let first = unreached.first ?? accessorKeys.first {
            var screen = LayoutScreen(name: unreachedScreenName, platform: .android,
                                      file: first.location.file, location: first.location, elements: [],
                                      origin: .android, skipped: unreached)
            screen.keysNamedInCode = accessorKeys
            result.screens.append(screen)
        }
        return result
    }

    /// The screen that holds the Kotlin code's keys no composable lays out.
    static let unreachedScreenName = "Kotlin string resources no composable lays out"

    /// Whether a path is in a Compose for desktop source set (`ComposeMetrics.desktopSourceSets`), or in one that
    /// holds a desktop application's entry function (`entrySets`: a JVM module's `desktopApp/src/main/`, whose
    /// code runs only on the desktop).
    static func inDesktopSourceSet(_ path: String, entrySets: Set<String> = []) -> Bool {
        path.split(separator: "/").contains { ComposeMetrics.desktopSourceSets.contains(String($0)) }
            || sourceSet(of: path).map { entrySets.contains($0) } == true
    }

    /// The `res/` folders of the source sets the Kotlin files are in (`app/src/main/res`): the Android Gradle
    /// plugin's default `res.srcDirs` of a source set is its `res/` folder (Android developers, "Configure your
    /// build": "Source sets"). At most `ComposeFonts.maximumModules` source sets are looked at.
    static func sourceSetResourceFolders(of files: [String]) -> [String] {
        var sets = Set<String>()
        for file in files where !inTestSourceSet(file) {
            guard let set = sourceSet(of: file) else { continue }
            sets.insert(set)
            if sets.count >= ComposeFonts.maximumModules { break }
        }
        var isDirectory: ObjCBool = false
        return sets.sorted().map { $0 + "res" }.filter { FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue }
    }

    /// The source set folder a path is in, through `src/<set>/` (`desktopApp/src/main/`), if any.
    static func sourceSet(of path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let src = parts.lastIndex(of: "src"), src + 2 < parts.count else { return nil }
        return parts[...(src + 1)].joined(separator: "/") + "/"
    }

    /// Whether a Kotlin file calls `setContent` (the only ways Compose content reaches an Android window).
    static func setsAndroidContent(_ bytes: [UInt8]) -> Bool {
        let needle = Array("setContent".utf8)
        guard bytes.count >= needle.count else { return false }
        var index = 0
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// Why a text a desktop application's entry function names outside its windows is not laid out.
    static let outsideWindowReason = "outside any window of the desktop application (a tray's or menu bar's item is drawn by the system)"

    /// One screen per function that starts a desktop application (`ComposeMetrics.desktopApplications` among its
    /// statements: `fun main() = application { Window(…) { App() } }`): its windows at their states' widths
    /// (`ComposeScreenReader.desktopWindowNode`), measured with no phone screen around them. The app functions
    /// they reach, and the lines their texts stand on.
    static func desktopScreens(_ program: ComposeProgram)
        -> (screens: [LayoutScreen], inlined: Set<String>, reached: [String: Set<Int>], sourceSets: Set<String>, walkedBlocks: Set<BlockSite>) {
        var screens: [LayoutScreen] = [], inlined = Set<String>(), reached: [String: Set<Int>] = [:], sourceSets = Set<String>()
        var walkedBlocks = Set<BlockSite>()
        for (fileIndex, file) in program.files.enumerated() {
            for function in file.functions where !function.isComposable {
                guard let body = function.body, body.statements.contains(where: {
                    if case .call(let call) = $0 { return call.receiver == nil && ComposeMetrics.desktopApplications.contains(call.name) }
                    return false
                }) else { continue }
                if let set = sourceSet(of: file.display) { sourceSets.insert(set) }
                let reader = ComposeScreenReader(program: program, targetSdk: nil)
                var root = reader.root(of: function, file: fileIndex)
                inlined.formUnion(reader.inlinedFunctions)
                walkedBlocks.formUnion(reader.walkedBlocks)
                // Only the windows draw the app's composables.
                let outside = Set(root.children.filter { !$0.flags.contains(ComposeScreenReader.desktopWindowFlag) }.flatMap(\.elementIDs))
                root.children.removeAll { !$0.flags.contains(ComposeScreenReader.desktopWindowFlag) }
                let elements = reader.elements.filter { !outside.contains($0.id) }
                let skipped = reader.skipped + reader.elements.filter { outside.contains($0.id) }.map {
                    SkippedElement(id: $0.id, reason: outsideWindowReason, location: $0.location, key: $0.key, table: $0.table)
                }
                for element in reader.elements { reached[element.location.file, default: []].insert(element.location.line) }
                for skip in reader.skipped { reached[skip.location.file, default: []].insert(skip.location.line) }
                guard !elements.isEmpty || !skipped.isEmpty else { continue }
                // No phone screen: each window is as wide as its state says, whatever the screen.
                let layout = AndroidContainerLayout(screenWidths: [.infinity], roots: [.infinity: root], notes: reader.notes)
                screens.append(LayoutScreen(name: function.name, platform: .android, file: file.display,
                                            location: file.text.location(at: function.offset), elements: elements,
                                            origin: .android, container: ContainerBox(layout), skipped: skipped))
            }
        }
        return (screens, inlined, reached, sourceSets, walkedBlocks)
    }

    /// A composable member with a body that the app's classes and objects inherit without overriding it
    /// (an interface's default `Content()` of Voyager's `Screen`, calling the members each implementation
    /// overrides: `getTitle()`, `getItems()`), and which no composable calls: Kotlin dispatches a member
    /// call on `this` to the run-time class, so the body is one screen per inheriting type, its calls to
    /// members that type declares meaning its own (`Scope.dispatch`). Only types that override a member the
    /// body calls (the others would repeat one screen), at most `maximumDispatchedScreens`, in file order.
    static func dispatchedScreens(_ program: ComposeProgram, roots: [(file: Int, function: KotlinFunction)])
        -> [(file: Int, function: KotlinFunction, type: String, typeFile: Int, typeOffset: Int)] {
        var result: [(file: Int, function: KotlinFunction, type: String, typeFile: Int, typeOffset: Int)] = []
        // The classes and objects inheriting each type (up to 64 ancestors each), once: linear in the declarations.
        var inheritors: [String: [(file: Int, type: KotlinTypeDeclaration)]] = [:]
        for (typeFileIndex, file) in program.files.enumerated() {
            for type in file.types where type.kind != .interface {
                var queue = Array(program.supertypes[type.name] ?? []).sorted(), seen = Set<String>()
                while let ancestor = queue.popLast(), seen.count < 64 {
                    guard seen.insert(ancestor).inserted, ancestor != type.name else { continue }
                    inheritors[ancestor, default: []].append((typeFileIndex, type))
                    queue += (program.supertypes[ancestor] ?? []).sorted()
                }
            }
        }
        for (fileIndex, function) in roots where result.count < maximumDispatchedScreens {
            guard let owner = function.owner, owner < program.files[fileIndex].types.count, let body = function.body else { continue }
            let base = program.files[fileIndex].types[owner].name
            var calls = Set<String>()
            ComposeProgram.forEachCall(in: body.statements, budget: 20_000) { call in
                if call.receiver == nil { calls.insert(call.name) }
                return true
            }
            for (typeFileIndex, type) in inheritors[base] ?? [] where type.name != base {
                // The type's own `Content()` (an override) is a root of its own; one that overrides none
                // of the members the body calls shows what another's screen shows.
                if result.count >= maximumDispatchedScreens { break }
                guard !type.members.contains(function.name), type.members.contains(where: calls.contains) else { continue }
                result.append((fileIndex, function, type.name, typeFileIndex, type.offset))
            }
        }
        return result
    }

    static let maximumDispatchedScreens = 400

    /// The app's functions the calls in `expressions` (code of file `from`) reach, by identity, as the
    /// reader resolves them (`ComposeProgram.function(for:from:)`; looked through at most 200,000 nodes).
    static func calledFunctions(_ expressions: [KotlinExpression], from file: Int, program: ComposeProgram) -> Set<String> {
        var called = Set<String>()
        ComposeProgram.forEachCall(in: expressions, budget: 200_000) { call in
            if program.functions[call.name] != nil, let function = program.function(for: call, from: file) {
                called.insert(ComposeProgram.identity(file: function.file, function.function))
            }
            return true
        }
        return called
    }

    /// Every string resource the Kotlin files name (`R.string.x`, `MR.strings.x`, `Res.string.x`, through
    /// type aliases) on a line no screen reached, with the reason its place gives (`walked`: the composables a
    /// screen's reader walked, whose texts no element shows go somewhere the reader does not follow); an accessor's use
    /// (`LocalStrings.current.actionSave`, `ComposeAccessors`) is such a site of its key, its declaration is
    /// none (`accessorDeclarations`).
    static func unreachedResources(_ program: ComposeProgram, reached: [String: Set<Int>], walked: Set<String> = [],
                                   walkedBlocks: Set<BlockSite> = [], desktopSets: Set<String> = []) -> [SkippedElement] {
        var result: [SkippedElement] = []
        let hasAccessors = !program.accessors.isEmpty
        let isAccessor: ((String) -> Bool)? = hasAccessors ? { program.accessors.properties[$0] != nil || program.accessors.functions[$0] != nil } : nil
        for (fileIndex, file) in program.files.enumerated() {
            let lines = reached[file.display] ?? []
            let declarations = program.accessors.references[fileIndex] ?? []
            var seen = Set<String>()
            var sites: [(KotlinExpression, String, String?, [String: KotlinExpression])] = []
            for function in file.functions {
                let laidOut = function.emitsContent && walked.contains(ComposeProgram.identity(file: fileIndex, function))
                let reason = program.isPreview(function) ? "in a preview composable (`@Preview`), not in the app"
                    : function.emitsContent && inDesktopSourceSet(file.display, entrySets: desktopSets)
                    ? "in a desktop composable no window of the app's `application { … }` reaches (the window's width is not known)"
                    : laidOut ? walkedComposableReason
                    : function.emitsContent ? "in a composable the importer does not reach from a screen (a branch or a slot it does not follow)"
                    : "in code that is no composable (a view model, a mapper: where it shows is decided at run time)"
                let locals = hasAccessors ? accessorLocals(function, program: program) : [:]
                for statement in function.body?.statements ?? [] {
                    sites += resourceNames(statement, accessors: isAccessor).map { found in
                        // In a composable a screen laid out, a lambda no screen walked inside the innermost one walked
                        // (a builder such as `NavHost`'s is read, not walked, around the destinations it walks): a
                        // callback, an effect or a slot.
                        let isWalked = { (block: EnclosingBlock) in walkedBlocks.contains(BlockSite(file: fileIndex, offset: block.offset)) }
                        let inside = found.enclosing.lastIndex(where: isWalked).map { $0 + 1 } ?? 0
                        let unwalked = laidOut ? found.enclosing[inside...].first : nil
                        return (found.expression, unwalked.map(unwalkedLambdaReason) ?? reason, found.label, locals)
                    }
                }
            }
            for property in file.properties {
                sites += resourceNames(property.value, accessors: isAccessor).map { ($0.expression, "in a property (where it shows is decided at run time)", $0.label, [:]) }
            }
            // Every other place the file names a resource (a class's property, a constructor's default value, an
            // enum entry, code the parser passes over): each key the Kotlin code names has a reason of its own.
            let structured = Set(sites.compactMap { $0.0.offset })
            for mention in file.resourceMentions where !structured.contains(mention.offset) {
                var parts = mention.path.split(separator: ".").map(String.init)[...]
                var expression = KotlinExpression.name(parts.removeFirst(), receiver: nil, offset: mention.offset)
                for part in parts { expression = .name(part, receiver: expression, offset: mention.offset) }
                sites.append((expression, declarationReason, nil, [:]))
            }
            for (expression, placeReason, label, locals) in sites {
                let reason = label.map { $0.lowercased().contains("contentdescription") } == true
                    ? "a content description (spoken by TalkBack, not laid out)"
                    : label.map(spokenActionLabels.contains) == true ? "an accessibility action's label (`\(label!)`: spoken by TalkBack, not laid out)"
                    : placeReason
                guard let offset = expression.offset else { continue }
                let key: String
                if let resource = program.resource(expression) {
                    // An accessor's own body: its key is reported with its uses, below.
                    guard !declarations.contains(offset) else { continue }
                    key = resource.key
                } else if hasAccessors, let member = accessorMember(expression, locals: locals, program: program) {
                    key = member.key
                } else {
                    continue
                }
                let location = file.text.location(at: offset)
                guard !lines.contains(location.line), seen.insert("\(location.line)\u{1F}\(key)").inserted else { continue }
                result.append(SkippedElement(id: "\(key)@\(location.line):\(location.column)", reason: reason, location: location, key: key))
            }
        }
        return result
    }

    /// Why a key named in a composable a screen lays out is not laid out: no text element shows it, so its value
    /// goes where the reader does not follow it (a callback or effect that runs later, a state the code sets, a
    /// value handed to a function the reader does not read).
    static let walkedComposableReason =
        "in a composable laid out, in code that runs at run time or hands the text on where the importer does not follow (a callback or effect, a state it sets, a function of a library)"

    /// Why a key named in a declaration of the Kotlin code (not a function's body or a top-level property) is not laid out.
    static let declarationReason = "named in Kotlin code that is no composable's body (a class's property, a constructor's default value, an enum entry: where it shows is decided at run time)"

    /// The keys of the app's accessors, each where its declaration names it, with why no use of it was laid
    /// out: classes of its type give the name different keys, or no use was resolved. A declaration is no
    /// place a text shows: these are keys the code names (`LayoutScreen.keysNamedInCode`), whose reason
    /// comes after every use's own.
    static func accessorDeclarations(_ program: ComposeProgram) -> [SkippedElement] {
        guard !program.accessors.isEmpty else { return [] }
        var result: [SkippedElement] = []
        let ambiguous = program.accessors.ambiguousMembers()
        let members = (Array(program.accessors.properties.values.joined()) + Array(program.accessors.functions.values.joined()))
            .sorted { ($0.file, $0.reference) < ($1.file, $1.reference) }
        for member in members {
            let location = program.files[member.file].text.location(at: member.reference)
            result.append(SkippedElement(id: "\(member.key)@\(location.line):\(location.column)",
                                         reason: ambiguous.contains(member) ? ComposeAccessors.ambiguousReason : ComposeAccessors.unresolvedReason,
                                         location: location, key: member.key))
        }
        return result
    }

    /// The names a function binds to a value of an accessor type, as the unreached-site scan reads them (no
    /// walk, so no scopes): its parameters declared of one, and the local values of its body (looked through
    /// at most 200,000 nodes), each to the expression it is bound to.
    static func accessorLocals(_ function: KotlinFunction, program: ComposeProgram) -> [String: KotlinExpression] {
        var locals: [String: KotlinExpression] = [:]
        for parameter in function.parameters {
            guard let type = program.accessors.parameterType(parameter) else { continue }
            locals[parameter.name] = .name(ComposeAccessors.parameterPrefix + type, receiver: nil, offset: function.offset)
        }
        var stack = function.body?.statements ?? []
        var budget = 200_000
        while let expression = stack.popLast(), budget > 0 {
            budget -= 1
            switch expression {
            case .binding(let name, let value, _):
                if locals[name] == nil { locals[name] = value }
                stack.append(value)
            case .call(let call):
                if let receiver = call.receiver { stack.append(receiver) }
                stack += call.arguments.map(\.value)
                if let lambda = call.trailingLambda { stack += lambda.statements }
            case .lambda(let block): stack += block.statements
            case .branches(let blocks, _): stack += blocks.flatMap(\.statements)
            case .other(let children), .sum(let children, _): stack += children
            default: break
            }
        }
        return locals
    }

    /// The accessor member a use names (`receiver.member`, `receiver.member(…)`) when its receiver's type is
    /// an accessor type (`ComposeAccessors.directType`, names followed through `locals`) and the member
    /// resolves to one key there.
    static func accessorMember(_ expression: KotlinExpression, locals: [String: KotlinExpression], program: ComposeProgram) -> ComposeAccessors.Member? {
        let name: String, receiver: KotlinExpression, call: Bool
        switch expression {
        case .name(let member, let on?, _): (name, receiver, call) = (member, on, false)
        case .call(let used): guard let on = used.receiver else { return nil }; (name, receiver, call) = (used.name, on, true)
        default: return nil
        }
        var value = receiver
        for _ in 0..<16 {
            guard case .name(let local, nil, _) = value, let bound = locals[local] else { break }
            value = bound
        }
        guard let type = program.accessors.directType(value), case .member(let member)? = program.accessors.resolve(name, on: type, call: call) else { return nil }
        return member
    }

    /// Parameters that label an accessibility action, spoken by TalkBack and never drawn: foundation Clickable.kt
    /// `Modifier.clickable(onClickLabel: String?)` ("semantic / accessibility label for the onClick action"),
    /// `combinedClickable(onClickLabel, onLongClickLabel)`, Toggleable.kt / Selectable.kt likewise; ui
    /// SemanticsProperties.kt `stateDescription`.
    static let spokenActionLabels: Set<String> = ["onClickLabel", "onLongClickLabel", "stateDescription"]

    /// Composables whose parameter at this position is `contentDescription: String?` (spoken, not drawn):
    /// androidx.compose.material3 / material `Icon.kt` (`Icon(imageVector | painter | bitmap, contentDescription, …)`),
    /// foundation `Image.kt` (`Image(painter | imageVector | bitmap, contentDescription, …)`), coil-compose
    /// `AsyncImage.kt` / `SubcomposeAsyncImage.kt` (`AsyncImage(model, contentDescription, …)`).
    static let positionalContentDescriptions: [String: Int] = ["Icon": 1, "Image": 1, "AsyncImage": 1, "SubcomposeAsyncImage": 1]

    /// A block in a file (`KotlinBlock.offset`): a body, lambda or branch a screen's reader walked.
    struct BlockSite: Hashable, Sendable {
        var file: Int
        var offset: Int
    }

    /// A lambda or branch around a resource's name, outermost first: its offset, the call it is given to (nil for a
    /// branch, or a lambda bound to a name) and the argument's label.
    struct EnclosingBlock: Hashable, Sendable {
        var offset: Int
        var call: String?
        var label: String?
    }

    /// Why a text in a lambda no screen walked, inside a composable one laid out, is not laid out: a callback or
    /// an effect (a lambda given to an `on…` parameter or to one of `ComposeScreenReader.effects`, or to
    /// `remember`) runs when the app does, not as layout; a lambda given to a function in lower camel case builds a
    /// value; any other is a slot of a composable the importer does not follow.
    static func unwalkedLambdaReason(_ block: EnclosingBlock) -> String {
        guard let call = block.call else { return "in a composable laid out, in a branch or local lambda no screen shows (where it shows is decided at run time)" }
        let isCallback = block.label.map { label in label.hasPrefix("on") && label.dropFirst(2).first?.isUppercase == true } ?? false
        if isCallback || ComposeScreenReader.effects.contains(call) || rememberCalls.contains(call) {
            return "in a callback or effect of a composable laid out (it runs when the app does; where its text shows is decided at run time)"
        }
        // A function named in lower camel case is no composable that lays content out (Compose's API guidelines:
        // composables that emit UI are PascalCase): its lambda builds a value (`buildAnnotatedString { append(…) }`).
        if call.first?.isLowercase == true {
            return "in a lambda given to `\(call)`, code that builds a value the importer does not follow (a text made of parts, a value kept)"
        }
        return "in a slot lambda of `\(call)` the importer does not follow (its content is not laid out)"
    }

    /// androidx.compose.runtime's calls whose lambda computes a value once and keeps it (`remember`, `rememberSaveable`,
    /// `derivedStateOf`, `produceState`): no content.
    static let rememberCalls: Set<String> = ["remember", "rememberSaveable", "derivedStateOf", "produceState", "mutableStateOf"]

    /// The dotted names in an expression that could be resource references (`a.b.c`), and the uses of names
    /// `accessors` tells are accessor members (`x.member`, `x.member(…)`), each with the label of the
    /// argument it is passed in, if any, and the lambdas and branches around it (`EnclosingBlock`, outermost first).
    static func resourceNames(_ root: KotlinExpression, accessors: ((String) -> Bool)? = nil)
        -> [(expression: KotlinExpression, label: String?, enclosing: [EnclosingBlock])] {
        var found: [(expression: KotlinExpression, label: String?, enclosing: [EnclosingBlock])] = []
        var stack: [(KotlinExpression, String?, [EnclosingBlock])] = [(root, nil, [])]
        var budget = 200_000
        while let (expression, label, enclosing) = stack.popLast(), budget > 0 {
            budget -= 1
            switch expression {
            case .call(let call):
                if call.receiver != nil, accessors?(call.name) == true { found.append((expression, label, enclosing)) }
                if let receiver = call.receiver { stack.append((receiver, label, enclosing)) }
                // A content description's label is kept for everything inside it; an unlabelled argument at a
                // content description's place is one.
                let keep = label?.lowercased().contains("contentdescription") == true || label.map(spokenActionLabels.contains) == true
                let described = call.receiver == nil ? positionalContentDescriptions[call.name] : nil
                for (position, argument) in call.arguments.enumerated() {
                    let named = argument.label ?? (position == described ? "contentDescription" : nil)
                    if case .lambda(let block) = argument.value {
                        let around = enclosing + [EnclosingBlock(offset: block.offset, call: call.name, label: argument.label)]
                        stack += block.statements.map { ($0, keep ? label : named ?? label, around) }
                    } else {
                        stack.append((argument.value, keep ? label : named ?? label, enclosing))
                    }
                }
                if let lambda = call.trailingLambda {
                    let around = enclosing + [EnclosingBlock(offset: lambda.offset, call: call.name, label: nil)]
                    stack += lambda.statements.map { ($0, label, around) }
                }
            case .name(let name, let receiver, _):
                if receiver != nil, expression.dottedPath != nil { found.append((expression, label, enclosing)) } else if let receiver {
                    if accessors?(name) == true { found.append((expression, label, enclosing)) }
                    stack.append((receiver, label, enclosing))
                }
            case .lambda(let block):
                let around = enclosing + [EnclosingBlock(offset: block.offset, call: nil, label: nil)]
                stack += block.statements.map { ($0, label, around) }
            case .branches(let blocks, _):
                for block in blocks {
                    let around = enclosing + [EnclosingBlock(offset: block.offset, call: nil, label: nil)]
                    stack += block.statements.map { ($0, label, around) }
                }
            case .binding(_, let value, _): stack.append((value, label, enclosing))
            case .other(let children), .sum(let children, _): stack += children.map { ($0, label, enclosing) }
            default: break
            }
        }
        return found
    }

    /// For the fuzz harness: reads arbitrary bytes as one Kotlin file and runs every screen's measure pass
    /// with a fixed measurement. Must never trap, hang or grow more than linearly.
    public static func fuzzRead(bytes: [UInt8]) {
        let program = ComposeProgram()
        // The Gradle reader of the resource class names, and the byte scanners' reading of import aliases.
        program.resourceClasses.read(String(decoding: bytes, as: UTF8.self))
        _ = KotlinImportAliases.resolving(bytes)
        program.add(KotlinParser.parse(bytes: bytes, display: "Fuzz.kt"))
        program.finish()
        for screen in screens(program, settings: AndroidImportSettings(), targetSdk: nil).screens {
            guard let layout = screen.container?.layout else { continue }
            for width in layout.screenWidths {
                _ = layout.resolve(ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: width) { id, _ in
                    let width = Double(id.utf8.count * 7)
                    return TextMeasurement(naturalWidth: width, width: width, height: 20, lineCount: 1)
                })
            }
        }
    }
}
