import Foundation

/// What an Xcode project file (`project.pbxproj`) says about the localized files its build copies.
///
/// - The build copies the files the project references: a `PBXFileReference` (a `PBXVariantGroup`'s child
///   `de.lproj/Localizable.strings` is one) or anything inside a folder the project takes whole: a folder
///   reference or bundle (`Settings.bundle`) a Resources or Copy Files phase copies, or an Xcode 16 synchronized folder
///   (`PBXFileSystemSynchronizedRootGroup`, "buildable folder": Xcode resolves its content from the file
///   system). A folder referenced otherwise is a local Swift package (`lastKnownFileType = wrapper` or
///   `folder`, or an `XCLocalSwiftPackageReference`): SwiftPM builds its targets, which live under its
///   `Sources/` (the default target layout), not its other folders (a translation tool's `input/`). A
///   `.lproj` file on disk that no reference reaches is not in the app.
/// - `knownRegions` is the Project Editor's list of localizations. It restricts the build only when a build
///   configuration sets `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES` (Xcode build settings reference, "Build Known
///   Localizations Only: When enabled, only builds content for languages explicitly supported by the project";
///   default NO — swift-build `CoreBuildSystem.xcspec`; `FileToBuild.buildSettingAllowsBuildingLocale` and
///   `XCStringsCompiler`'s `XCSTRINGS_LANGUAGES_TO_COMPILE` override apply it to `.lproj` files and String
///   Catalogs). Without it, the String Catalog compiler (`xcstringstool compile`, no `-l`) compiles every
///   language of the catalog.
///
/// A reference is built when some target's build phase holds it, or holds the variant group it is a
/// localization of (`PBXBuildFile.fileRef`); a file only in the navigator is not. A file that only test
/// bundles build (targets whose `productType` is `com.apple.product-type.bundle.unit-test` or
/// `.bundle.ui-testing`: XCTest loads them into a test host, they are never installed with the app) is in no
/// app either (`testOnlyReferences`). Not modelled: the per-target membership exceptions of synchronized
/// folders; a setting that differs between configurations counts as YES when any configuration says YES.
public struct XcodeProjectFile: Sendable, Equatable {
    /// The `project.pbxproj` as the run names it.
    public var path: String
    /// The folder the project's relative paths start from (standardized, lowercased for comparison).
    var root: String
    /// `knownRegions`, canonical, `Base` left out.
    public var knownRegions: Set<String>
    /// `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES` in some build configuration.
    public var buildsOnlyKnownRegions: Bool
    /// `developmentRegion`, canonical (Xcode writes `en` since Xcode 10, `English` before; `en` when absent,
    /// Xcode's default): the language the app's sources are written in.
    var developmentRegion = "en"
    /// Whether the object graph could be read; when not, which files are built cannot be decided.
    public var isReadable: Bool
    /// Referenced files, standardized and lowercased (a Mac's volume is case-insensitive, and so is Xcode's
    /// lookup of a reference).
    var references: Set<String> = []
    /// Files only test bundles build (standardized, lowercased): in no app.
    var testOnlyReferences: Set<String> = []
    /// Folders taken whole (copied folder references, synchronized folders), likewise.
    var folders: [String] = []
    /// Local Swift packages (folders referenced but not copied), likewise: their `Sources/` is built.
    var packages: [String] = []
    /// Per file a target builds (standardized, lowercased): the SDKs of the targets that build it (`SDKROOT`, and
    /// each platform of `SUPPORTED_PLATFORMS`; the project's where a target sets none).
    var sdksByFile: [String: Set<String>] = [:]
    /// Synchronized folders with the SDKs of the targets that hold them.
    var sdksByFolder: [SDKFolder] = []
    /// The targets whose product runs as its own main bundle (`bundleProductTypes`), with the files they build.
    var bundleTargets: [BundleTarget] = []
    /// Files (standardized, lowercased) a target builds that is neither such a product nor a test bundle (a
    /// framework, a library, a resource bundle, an app extension or XPC service): the app that links or embeds it
    /// decides its languages.
    var linkedReferences: Set<String> = []

    /// An application target: its product runs as `Bundle.main` of its own process, and its texts show in the
    /// languages of that bundle's own localizations (`Bundle.preferredLocalizations`; Apple, "Bundle.main": "the
    /// bundle directory that contains the current executable"), whatever another app of the project localizes.
    /// One another target copies into its product (a helper or login item in `Contents/Library`) is that
    /// product's part, shown to its users (`isEmbedded`); so are app extensions and XPC services, which are no
    /// bundle target here.
    struct BundleTarget: Sendable, Equatable {
        var name: String
        /// Another target's Copy Files phase holds its product.
        var isEmbedded = false
        /// What its build phases hold (a variant group's localizations included), standardized and lowercased.
        var references: Set<String> = []
        /// Folders it holds whole (copied folder references, synchronized folders), likewise.
        var folders: [String] = []
        /// `INFOPLIST_FILE` of its build configurations, standardized and lowercased.
        var infoPlists: Set<String> = []

        func builds(_ file: String) -> Bool {
            let file = XcodeProjectFile.normalized(file)
            return references.contains(file) || folders.contains { file.hasPrefix($0 + "/") }
        }
    }
    struct SDKFolder: Sendable, Equatable {
        var folder: String
        var sdks: Set<String>
    }

    /// Reads a project file; nil when it cannot be read at all.
    public static func read(_ path: String) -> XcodeProjectFile? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 64 << 20 else { return nil }
        return parse(String(decoding: data, as: UTF8.self), path: path)
    }

    /// `path` is the project file's path (`App.xcodeproj/project.pbxproj`): its project folder is the folder
    /// holding the `.xcodeproj`.
    static func parse(_ text: String, path: String) -> XcodeProjectFile {
        let projectFolder = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent()
        var project = XcodeProjectFile(path: path, root: normalized(projectFolder.path), knownRegions: [],
                                       buildsOnlyKnownRegions: false, isReadable: false)
        guard case .dictionary(let top)? = OpenStepPlist.parse(Array(text.utf8)),
              case .dictionary(let objects)? = top["objects"], let rootID = top["rootObject"]?.string,
              case .dictionary(let root)? = objects[rootID] else {
            // What the text says, for the fallback: the regions and the setting as written.
            project.knownRegions = ShippedLocales.knownRegions(text)
            project.buildsOnlyKnownRegions = text.range(of: #"BUILD_ONLY_KNOWN_LOCALIZATIONS\s*=\s*"?YES"#, options: .regularExpression) != nil
            return project
        }
        project.isReadable = true
        if let region = root["developmentRegion"]?.string, !region.isEmpty {
            let tag = region == "English" ? "en" : LocaleTag.canonical(region)
            if tag != LocaleTag.base { project.developmentRegion = tag }
        }
        for region in root["knownRegions"]?.array ?? [] {
            guard let name = region.string else { continue }
            let tag = LocaleTag.canonical(name)
            if tag != LocaleTag.base && !tag.isEmpty { project.knownRegions.insert(tag) }
        }
        for case .dictionary(let object) in objects.values where object["isa"]?.string == "XCBuildConfiguration" {
            if case .dictionary(let settings)? = object["buildSettings"],
               settings["BUILD_ONLY_KNOWN_LOCALIZATIONS"]?.string?.uppercased() == "YES" {
                project.buildsOnlyKnownRegions = true
            }
        }
        // The build settings of each configuration of a configuration list.
        func buildSettings(ofConfigurationList id: String?) -> [[String: OpenStepPlist.Value]] {
            guard let id, case .dictionary(let list)? = objects[id] else { return [] }
            return (list["buildConfigurations"]?.array ?? []).compactMap { configuration in
                guard let configurationID = configuration.string, case .dictionary(let object)? = objects[configurationID],
                      case .dictionary(let settings)? = object["buildSettings"] else { return nil }
                return settings
            }
        }
        // The SDKs of a configuration list: each configuration's `SDKROOT` and `SUPPORTED_PLATFORMS` (a simulator is
        // its device's platform; `auto` names none).
        func sdks(ofConfigurationList id: String?) -> Set<String> {
            var result = Set<String>()
            for settings in buildSettings(ofConfigurationList: id) {
                var names = settings["SUPPORTED_PLATFORMS"]?.string?.split(separator: " ").map(String.init) ?? []
                if let sdk = settings["SDKROOT"]?.string { names.append(sdk) }
                for name in names where !name.isEmpty && name != "auto" {
                    result.insert(name.replacingOccurrences(of: "simulator", with: "os").replacingOccurrences(of: "iphoneosos", with: "iphoneos"))
                }
            }
            return result
        }
        let projectSDKs = sdks(ofConfigurationList: root["buildConfigurationList"]?.string)
        let rootFolder = root["projectDirPath"]?.string.flatMap { $0.isEmpty ? nil : projectFolder.appendingPathComponent($0) } ?? projectFolder
        // The `INFOPLIST_FILE` each configuration of a list names, relative to the project's folder (`$(SRCROOT)/`
        // and `$(PROJECT_DIR)/` are that folder).
        func infoPlists(ofConfigurationList id: String?) -> Set<String> {
            var result = Set<String>()
            for settings in buildSettings(ofConfigurationList: id) {
                guard var file = settings["INFOPLIST_FILE"]?.string, !file.isEmpty else { continue }
                for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where file.hasPrefix(prefix) {
                    file.removeFirst(prefix.count)
                }
                guard !file.contains("$") else { continue }
                result.insert(normalized(file.hasPrefix("/") ? file : rootFolder.appendingPathComponent(file).path))
            }
            return result
        }
        var sdksByReference: [String: Set<String>] = [:]
        // Which bundle targets' phases hold a reference or a synchronized folder, and what other products' hold.
        var bundleTargetsByReference: [String: [Int]] = [:]
        var bundleProducts: [String: Int] = [:]
        var linkedIDs = Set<String>()
        // What test bundles build, and what every other target builds: a reference only the first hold is in no app.
        var testReferences = Set<String>()
        var productReferences = Set<String>()
        for case .dictionary(let target) in objects.values where target["isa"]?.string == "PBXNativeTarget" {
            let isTest = testProductTypes.contains(target["productType"]?.string ?? "")
            var bundleIndex: Int?
            if bundleProductTypes.contains(target["productType"]?.string ?? "") {
                bundleIndex = project.bundleTargets.count
                project.bundleTargets.append(BundleTarget(name: target["name"]?.string ?? "",
                                                          infoPlists: infoPlists(ofConfigurationList: target["buildConfigurationList"]?.string)))
                if let product = target["productReference"]?.string { bundleProducts[product] = bundleIndex }
            }
            for group in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                if let id = group.string, let bundleIndex { bundleTargetsByReference[id, default: []].append(bundleIndex) }
            }
            var targetSDKs = sdks(ofConfigurationList: target["buildConfigurationList"]?.string)
            if targetSDKs.isEmpty { targetSDKs = projectSDKs }
            for phaseID in target["buildPhases"]?.array ?? [] {
                guard let id = phaseID.string, case .dictionary(let phase)? = objects[id] else { continue }
                for file in phase["files"]?.array ?? [] {
                    if let fileID = file.string, case .dictionary(let build)? = objects[fileID], let reference = build["fileRef"]?.string {
                        if isTest { testReferences.insert(reference) } else { productReferences.insert(reference) }
                        if let bundleIndex { bundleTargetsByReference[reference, default: []].append(bundleIndex) } else if !isTest { linkedIDs.insert(reference) }
                        if !targetSDKs.isEmpty { sdksByReference[reference, default: []].formUnion(targetSDKs) }
                    }
                }
            }
            guard !targetSDKs.isEmpty else { continue }
            for group in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                if let id = group.string { sdksByReference[id, default: []].formUnion(targetSDKs) }
            }
        }
        project.root = normalized(rootFolder.path)
        // What some target's build phase holds (a file, or a variant group of its localizations), and what a
        // Resources or Copy Files phase copies as it is (a folder reference there is copied whole).
        var built = Set<String>()
        var copied = Set<String>()
        for case .dictionary(let object) in objects.values where (object["isa"]?.string ?? "").hasSuffix("BuildPhase") {
            let copies = ["PBXResourcesBuildPhase", "PBXCopyFilesBuildPhase"].contains(object["isa"]?.string ?? "")
            for file in object["files"]?.array ?? [] {
                if let id = file.string, case .dictionary(let build)? = objects[id], let reference = build["fileRef"]?.string {
                    built.insert(reference)
                    if copies { copied.insert(reference) }
                }
            }
        }
        for (product, index) in bundleProducts where copied.contains(product) { project.bundleTargets[index].isEmbedded = true }
        let testOnly = testReferences.subtracting(productReferences)
        var visited = Set<String>()
        // Iterative walk (a hostile file may nest deeply or loop): object id, the folder it is in, whether a
        // build phase holds its variant group, and whether only test bundles' phases do.
        // The variant group's bundle targets and whether another product holds it go down to its localizations.
        var pending: [(id: String, folder: String, groupBuilt: Bool, groupTestOnly: Bool, groupTargets: [Int], groupLinked: Bool)] = []
        if let main = root["mainGroup"]?.string { pending.append((main, rootFolder.path, false, false, [], false)) }
        while let (id, folder, groupBuilt, groupTestOnly, groupTargets, groupLinked) = pending.popLast() {
            guard visited.insert(id).inserted, case .dictionary(let object)? = objects[id] else { continue }
            let tree = object["sourceTree"]?.string ?? "<group>"
            let base: String
            switch tree {
            case "<group>": base = folder
            case "SOURCE_ROOT": base = rootFolder.path
            case "<absolute>": base = ""
            default: continue  // built products, SDK, developer folder: not the app's sources
            }
            let full = object["path"]?.string.map { base.isEmpty ? $0 : base + "/" + $0 } ?? base
            switch object["isa"]?.string {
            case "PBXGroup", "PBXVariantGroup", "XCVersionGroup":
                let variantBuilt = object["isa"]?.string == "PBXVariantGroup" && built.contains(id)
                let variantTestOnly = variantBuilt && testOnly.contains(id)
                if let sdks = sdksByReference[id] {
                    for child in object["children"]?.array ?? [] { if let child = child.string { sdksByReference[child, default: []].formUnion(sdks) } }
                }
                let isVariant = object["isa"]?.string == "PBXVariantGroup"
                let variantTargets = isVariant ? bundleTargetsByReference[id] ?? [] : []
                let variantLinked = isVariant && linkedIDs.contains(id)
                for child in object["children"]?.array ?? [] {
                    if let child = child.string { pending.append((child, full, variantBuilt, variantTestOnly, variantTargets, variantLinked)) }
                }
            case "PBXFileReference":
                var isDirectory: ObjCBool = false
                let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string ?? ""
                if testOnly.contains(id) || groupTestOnly {
                    project.testOnlyReferences.insert(normalized(full))
                } else if copied.contains(id) {
                    // Copied as it is: a file, or a folder / bundle (`Settings.bundle`) with all it holds.
                    project.references.insert(normalized(full))
                    project.folders.append(normalized(full))
                } else if type == "folder" || type == "wrapper"
                    || (FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) && isDirectory.boolValue && !type.contains(".")) {
                    project.packages.append(normalized(full))
                } else if built.contains(id) || groupBuilt {
                    project.references.insert(normalized(full))
                }
                if let sdks = sdksByReference[id] { project.sdksByFile[normalized(full), default: []].formUnion(sdks) }
                for index in (bundleTargetsByReference[id] ?? []) + groupTargets {
                    project.bundleTargets[index].references.insert(normalized(full))
                    if copied.contains(id) { project.bundleTargets[index].folders.append(normalized(full)) }
                }
                if linkedIDs.contains(id) || groupLinked { project.linkedReferences.insert(normalized(full)) }
            case "PBXFileSystemSynchronizedRootGroup":
                project.folders.append(normalized(full))
                for index in bundleTargetsByReference[id] ?? [] { project.bundleTargets[index].folders.append(normalized(full)) }
                if let sdks = sdksByReference[id] { project.sdksByFolder.append(SDKFolder(folder: normalized(full), sdks: sdks)) }
            default:
                continue
            }
        }
        for case .dictionary(let object) in objects.values where object["isa"]?.string == "XCLocalSwiftPackageReference" {
            if let relative = object["relativePath"]?.string { project.packages.append(normalized(rootFolder.appendingPathComponent(relative).path)) }
        }
        return project
    }

    /// Product types of the bundles XCTest runs (Xcode's `com.apple.product-type.bundle.unit-test` and
    /// `.bundle.ui-testing`, as `project.pbxproj` names a target's `productType`).
    static let testProductTypes: Set<String> = ["com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"]

    /// The product type of an application target (`BundleTarget`) as `project.pbxproj` names it. App Clips and
    /// watch apps ship inside the iOS app, extensions and XPC services inside their app: not listed.
    static let bundleProductTypes: Set<String> = ["com.apple.product-type.application"]

    /// The bundle targets that build a file (their indices in `bundleTargets`), and whether another product (a
    /// framework, a library, an extension) builds it too.
    func bundleTargets(building file: String) -> (targets: [Int], linked: Bool) {
        (bundleTargets.indices.filter { bundleTargets[$0].builds(file) }, linkedReferences.contains(Self.normalized(file)))
    }

    /// Whether only test bundles build a file.
    func buildsOnlyForTests(_ file: String) -> Bool { testOnlyReferences.contains(Self.normalized(file)) }

    /// Whether a file is under the project's folder (the project decides whether it is built).
    func covers(_ file: String) -> Bool { Self.normalized(file).hasPrefix(root + "/") }

    /// Whether the project's build copies a file: referenced, inside a folder taken whole, or in a local
    /// package's `Sources/`.
    func builds(_ file: String) -> Bool {
        let file = Self.normalized(file)
        return references.contains(file) || folders.contains { file.hasPrefix($0 + "/") }
            || packages.contains { file.hasPrefix($0 + "/sources/") }
    }

    /// The SDKs of the targets that build a file (`sdksByFile`, or the synchronized folders holding it); nil when no
    /// target's build phase or folder names it.
    func sdks(ofFile file: String) -> Set<String>? {
        let file = Self.normalized(file)
        var result = sdksByFile[file] ?? []
        for entry in sdksByFolder where file.hasPrefix(entry.folder + "/") { result.formUnion(entry.sdks) }
        return result.isEmpty ? nil : result
    }

    static func normalized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path.lowercased()
    }
}

/// The OpenStep ("old-style ASCII") property list an Xcode project file is written in: dictionaries
/// `{ key = value; }`, arrays `( a, b, )`, quoted and unquoted strings, `/* … */` and `//` comments. Read
/// in one pass, nesting bounded; nil for anything else.
enum OpenStepPlist {
    indirect enum Value: Equatable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? { if case .string(let s) = self { return s }; return nil }
        var array: [Value]? { if case .array(let a) = self { return a }; return nil }
    }

    static let maximumDepth = 64

    static func parse(_ bytes: [UInt8]) -> Value? {
        var parser = Parser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3 }
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skip()
        return parser.i == bytes.count ? value : nil
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        mutating func skip() {
            while i < bytes.count {
                let c = bytes[i]
                if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { i += 1; continue }
                if c == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2A {  // /* … */
                    i += 2
                    while i + 1 < bytes.count, !(bytes[i] == 0x2A && bytes[i + 1] == 0x2F) { i += 1 }
                    i = min(i + 2, bytes.count)
                    continue
                }
                if c == 0x2F, i + 1 < bytes.count, bytes[i + 1] == 0x2F {  // // …
                    while i < bytes.count, bytes[i] != 0x0A { i += 1 }
                    continue
                }
                return
            }
        }

        mutating func value(depth: Int) -> Value? {
            guard depth < OpenStepPlist.maximumDepth else { return nil }
            skip()
            guard i < bytes.count else { return nil }
            switch bytes[i] {
            case 0x7B:  // {
                i += 1
                var dictionary: [String: Value] = [:]
                while true {
                    skip()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == 0x7D { i += 1; return .dictionary(dictionary) }
                    guard let key = string() else { return nil }
                    skip()
                    guard i < bytes.count, bytes[i] == 0x3D else { return nil }
                    i += 1
                    guard let item = value(depth: depth + 1) else { return nil }
                    skip()
                    guard i < bytes.count, bytes[i] == 0x3B else { return nil }
                    i += 1
                    dictionary[key] = item
                }
            case 0x28:  // (
                i += 1
                var array: [Value] = []
                while true {
                    skip()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == 0x29 { i += 1; return .array(array) }
                    guard let item = value(depth: depth + 1) else { return nil }
                    array.append(item)
                    skip()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == 0x2C { i += 1 } else if bytes[i] != 0x29 { return nil }
                }
            case 0x3C:  // <data>
                let start = i
                while i < bytes.count, bytes[i] != 0x3E { i += 1 }
                guard i < bytes.count else { return nil }
                i += 1
                return .string(String(decoding: bytes[start..<i], as: UTF8.self))
            default:
                return string().map(Value.string)
            }
        }

        /// A quoted or unquoted string.
        mutating func string() -> String? {
            guard i < bytes.count else { return nil }
            if bytes[i] == 0x22 {
                i += 1
                var out: [UInt8] = []
                while i < bytes.count, bytes[i] != 0x22 {
                    if bytes[i] == 0x5C, i + 1 < bytes.count {
                        i += 1
                        switch bytes[i] {
                        case 0x6E: out.append(0x0A)
                        case 0x74: out.append(0x09)
                        case 0x72: out.append(0x0D)
                        default: out.append(bytes[i])
                        }
                    } else {
                        out.append(bytes[i])
                    }
                    i += 1
                }
                guard i < bytes.count else { return nil }
                i += 1
                return String(decoding: out, as: UTF8.self)
            }
            let start = i
            while i < bytes.count, Self.isUnquoted(bytes[i]) { i += 1 }
            return i > start ? String(decoding: bytes[start..<i], as: UTF8.self) : nil
        }

        static func isUnquoted(_ c: UInt8) -> Bool {
            switch c {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x2B, 0x2F, 0x3A, 0x2E, 0x2D, 0x40, 0x7E: return true
            default: return c >= 0x80
            }
        }
    }
}
