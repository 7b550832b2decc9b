import Foundation
import XCTest
@testable import LayoutLint

/// SwiftUI views of a macOS app: the platform from the Xcode project (`SDKROOT = macosx`) or a macOS-only
/// scene, AppKit's text sizes (no Dynamic Type), widths only from frames.
final class SwiftUIMacOSTests: XCTestCase {
    static let pane = """
    import SwiftUI
    struct Pane: View {
        var body: some View {
            VStack {
                Text("framed.key").lineLimit(1).frame(width: 120)
                Text("bounded.key").lineLimit(1)
                Text("free.key").font(.title)
                Form { Text("row.key").lineLimit(1) }.frame(width: 300)
            }
            .frame(minWidth: 200, maxWidth: 400)
            .navigationTitle("title.key")
        }
    }
    """

    func testPbxprojSDKROOTDecidesThePlatform() {
        XCTAssertEqual(SwiftUIPlatformReader.sdkRoots("""
        \t\t\t\tSDKROOT = macosx;
        \t\t\t\tSDKROOT = "iphoneos";
        \t\t\t\tOTHER = 1;
        """), ["macosx", "iphoneos"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-mac-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("App.xcodeproj")
        let sources = folder.appendingPathComponent("App/Views")
        try? FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try? "SDKROOT = macosx;\nSDKROOT = macosx;\n".write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let file = sources.appendingPathComponent("Pane.swift")
        try? Self.pane.write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(SwiftUIPlatformReader.Projects().platform(ofFile: file.path), .macos)
        let result = SwiftUIImporter.read(files: [file.path])
        XCTAssertEqual(Set(result.screens.map(\.platform)), [.macos])
        // A project that also builds for iOS: the importer's iOS model.
        try? "SDKROOT = macosx;\nSDKROOT = iphoneos;\n".write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        XCTAssertEqual(SwiftUIPlatformReader.Projects().platform(ofFile: file.path), .ios)
    }

    /// A multiplatform project: an iOS target and a macOS target (`SDKROOT` per target, as Xcode writes it) share
    /// `Shared/View.swift`; `macOS/Settings.swift` is in the macOS target's Sources phase only. Xcode compiles a
    /// file for the SDKs of the targets whose build phases hold it: the macOS-only file is macOS's, the shared one
    /// keeps the project's decision (iOS, as the project also builds for iOS).
    /// A project with an iOS target and a macOS target (`SDKROOT` per target, as Xcode writes it), each
    /// compiling the files listed for it (a file in both lists is in both Sources phases).
    static func twoTargetProject(ios: [String], mac: [String]) -> String {
        let paths = Array(Set(ios + mac)).sorted()
        var objects = ["P1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; projectDirPath = \"\"; };",
                       "G0 = {isa = PBXGroup; children = (\(paths.indices.map { "F\($0), " }.joined())); sourceTree = \"<group>\"; };"]
        for (index, path) in paths.enumerated() { objects.append("F\(index) = {isa = PBXFileReference; path = \(path); sourceTree = \"<group>\"; };") }
        for (target, files, sdk) in [("iOS", ios, "iphoneos"), ("macOS", mac, "macosx")] {
            let builds = files.map { path in "B\(target)\(paths.firstIndex(of: path)!)" }
            for (build, path) in zip(builds, files) { objects.append("\(build) = {isa = PBXBuildFile; fileRef = F\(paths.firstIndex(of: path)!); };") }
            objects.append("S\(target) = {isa = PBXSourcesBuildPhase; files = (\(builds.map { "\($0), " }.joined())); };")
            objects.append("T\(target) = {isa = PBXNativeTarget; buildConfigurationList = L\(target); buildPhases = (S\(target), ); name = \(target); };")
            objects.append("L\(target) = {isa = XCConfigurationList; buildConfigurations = (C\(target), ); };")
            objects.append("C\(target) = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = \(sdk); }; name = Release; };")
        }
        objects += ["L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); };",
                    "C0 = {isa = XCBuildConfiguration; buildSettings = { }; name = Release; };"]
        return "// !$*UTF8*$!\n{\n\tobjects = {\n" + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = P1;\n}\n"
    }

    func testAFileOnlyAMacTargetBuildsIsMacOS() throws {
        let pbxproj = Self.twoTargetProject(ios: ["Shared/View.swift"], mac: ["Shared/View.swift", "macOS/Settings.swift"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-multi-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in ["UTM.xcodeproj/project.pbxproj": pbxproj, "Shared/View.swift": Self.pane, "macOS/Settings.swift": Self.pane] {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let projects = SwiftUIPlatformReader.Projects()
        XCTAssertEqual(projects.targetSDKs(ofFile: folder.appendingPathComponent("macOS/Settings.swift").path), ["macosx"])
        XCTAssertEqual(projects.targetSDKs(ofFile: folder.appendingPathComponent("Shared/View.swift").path), ["iphoneos", "macosx"])
        XCTAssertEqual(projects.platform(ofFile: folder.appendingPathComponent("macOS/Settings.swift").path), .macos)
        XCTAssertEqual(projects.platform(ofFile: folder.appendingPathComponent("Shared/View.swift").path), .ios)
    }

    /// An iOS target and a macOS target each declare a `SettingsView` (the importer holds types by name, the first
    /// file's first): the iOS shell's `SettingsView()` is not the macOS file's view, since no target compiles both
    /// files, so the macOS view is not laid out as part of an iOS screen; a view of a file both targets compile
    /// stays visible from either.
    func testAViewOfAnotherTargetIsNotInlined() throws {
        let pbxproj = Self.twoTargetProject(ios: ["Remote/SettingsView.swift", "Remote/Shell.swift", "Shared/Badge.swift", "Remote/RemoteApp.swift"],
                                            mac: ["Mac/SettingsView.swift", "Shared/Badge.swift"])
        let files = [
            "App.xcodeproj/project.pbxproj": pbxproj,
            "Mac/SettingsView.swift": "import SwiftUI\nstruct SettingsView: View {\n    var body: some View { VStack { Text(\"mac.key\").lineLimit(1); Badge() } }\n}\n",
            "Remote/SettingsView.swift": "import SwiftUI\nstruct SettingsView: View {\n    var body: some View { Text(\"remote.key\").lineLimit(1) }\n}\n",
            "Remote/Shell.swift": "import SwiftUI\nstruct Shell: View {\n    var body: some View { VStack { Text(\"shell.key\").lineLimit(1); SettingsView(); Badge() } }\n}\n",
            "Remote/RemoteApp.swift": "import SwiftUI\n@main struct RemoteApp: App {\n    var body: some Scene { WindowGroup { Shell() } }\n}\n",
            "Shared/Badge.swift": "import SwiftUI\nstruct Badge: View {\n    var body: some View { Text(\"badge.key\").lineLimit(1) }\n}\n",
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-targets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let swift = files.keys.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
        let projects = SwiftUIPlatformReader.Projects()
        XCTAssertEqual(swift.map { projects.targetSDKs(ofFile: $0) }, [["macosx"], ["iphoneos"], ["iphoneos"], ["iphoneos"], ["iphoneos", "macosx"]])
        let result = SwiftUIImporter.read(files: swift)
        let shell = try XCTUnwrap(result.screens.first { $0.name == "Shell" })
        XCTAssertEqual(shell.platform, .ios)
        XCTAssertNil(shell.elements.first { $0.key == "mac.key" }, "the macOS target's view laid out on an iOS screen")
        XCTAssertNotNil(shell.elements.first { $0.key == "shell.key" })
        // The shared file's view is compiled by both targets: inlined (each literal site laid out on one screen).
        XCTAssertNotNil(result.screens.flatMap(\.elements).first { $0.key == "badge.key" })
        // The macOS view is laid out on macOS only.
        for screen in result.screens where screen.elements.contains(where: { $0.key == "mac.key" }) { XCTAssertEqual(screen.platform, .macos, screen.name) }
    }

    func testAMacOnlySceneMakesAMacApp() {
        let app = """
        import SwiftUI
        @main struct TheApp: App {
            var body: some Scene {
                WindowGroup { Pane() }
                Settings { Pane() }
            }
        }
        """
        XCTAssertEqual(Set(importSwiftUI(["App.swift": app, "Pane.swift": Self.pane]).screens.map(\.platform)), [.macos])
        let multiplatform = app.replacingOccurrences(of: "Settings { Pane() }", with: "#if os(macOS)\nSettings { Pane() }\n#endif")
        XCTAssertEqual(Set(importSwiftUI(["App.swift": multiplatform, "Pane.swift": Self.pane]).screens.map(\.platform)), [.ios])
    }

    func testWidthsComeOnlyFromFramesAndSizesFromAppKit() throws {
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { MenuBarExtra(\"x\") { Pane() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": Self.pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        XCTAssertEqual(screen.platform, .macos)
        let widths = FixedTextWidths(widths: ["framed.key": 100, "bounded.key": 100, "free.key": 100, "row.key": 100, "title.key": 50])
        // Whatever width the linter passes, no iPhone width reaches a text.
        for screenWidth in [Double.infinity, 393] {
            let resolution = widths.resolve(screen, screenWidth: screenWidth, category: nil)
            let framed = try XCTUnwrap(screen.elements.first { $0.key == "framed.key" })
            XCTAssertEqual(resolution.boxes[framed.id]?.width, 120)
            // Under `.frame(minWidth: 200, maxWidth: 400)`: laid out in the window at its narrowest, the content's
            // minimum width: 300, the Form's fixed frame, wider than the declared 200.
            let bounded = try XCTUnwrap(screen.elements.first { $0.key == "bounded.key" })
            XCTAssertEqual(resolution.boxes[bounded.id]?.width, 300)
            // A Form's row under `.frame(width: 300)`: at most 300 wide (AppKit's row insets are not modelled).
            let row = try XCTUnwrap(screen.elements.first { $0.key == "row.key" })
            XCTAssertEqual(resolution.boxes[row.id]?.width, 300)
            let title = try XCTUnwrap(screen.elements.first { $0.key == "title.key" })
            XCTAssertNil(resolution.boxes[title.id])
            XCTAssertTrue(resolution.skipped[title.id]?.hasPrefix("macOS:") == true)
        }
        // Font.title is AppKit's title1 (22pt, HIG macOS text styles); body 13pt (`NSFont.systemFontSize`), at every size category.
        let free = try XCTUnwrap(screen.elements.first { $0.key == "free.key" })
        XCTAssertEqual(SizeScale.sizes(for: free, platform: .macos, categories: ["L", "AX5"]).map(\.size), [22])
        let framed = try XCTUnwrap(screen.elements.first { $0.key == "framed.key" })
        XCTAssertEqual(SizeScale.sizes(for: framed, platform: .macos, categories: ["L", "AX5"]).map(\.size), [13])
    }

    func testAWindowOfUnknownWidthIsSkippedWithTheReason() throws {
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Plain() } } }"
        let result = importSwiftUI(["App.swift": app, "Plain.swift": """
        import SwiftUI
        struct Plain: View {
            var body: some View {
                HStack { Text("plain.key").lineLimit(1); Spacer(); Color.red }
            }
        }
        """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Plain" })
        let plain = try XCTUnwrap(screen.elements.first { $0.key == "plain.key" })
        let resolution = FixedTextWidths(widths: ["plain.key": 100]).resolve(screen, screenWidth: .infinity, category: nil)
        XCTAssertNil(resolution.boxes[plain.id])
        XCTAssertEqual(resolution.skipped[plain.id], SwiftUIMacWindow.unknownWidthReason)
    }

    /// A Form in a window of unknown width: its rows are skipped with the reason (no width, no insets).
    func testAFormOfUnknownWidthIsSkippedWithTheReason() throws {
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Plain() } } }"
        let result = importSwiftUI(["App.swift": app, "Plain.swift": """
        import SwiftUI
        struct Plain: View {
            var body: some View { Form { Toggle("form.key", isOn: $on) }.formStyle(.grouped) }
        }
        """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Plain" })
        let text = try XCTUnwrap(screen.elements.first { $0.key == "form.key" })
        let resolution = FixedTextWidths(widths: ["form.key": 100]).resolve(screen, screenWidth: .infinity, category: nil)
        XCTAssertNil(resolution.boxes[text.id])
        XCTAssertEqual(resolution.skipped[text.id], SwiftUIMacWindow.listReason)
    }

    /// A view of a package (`Pkg.Section`, `PkgToggle`) lays out what it is given as its source says, which
    /// the app's sources do not hold: its texts are counted with that reason, a title literal given to it is a
    /// skip (whether the package localizes it is not known, so no rule checks it), and the app's own view inside
    /// it stays a screen of its own.
    func testTextsInAPackagesViewAreSkippedWithTheViewsName() throws {
        let pane = """
        import SwiftUI
        import Pkg
        struct Pane: View {
            var body: some View {
                Pkg.Container(contentWidth: 450) {
                    Pkg.Section(title: "") {
                        Toggle(isOn: $on) { Text("inside.key") }
                        Text("framed.key").lineLimit(1).frame(width: 120)
                        PkgToggle("title.key", isOn: $on)
                        Row()
                    }
                }
            }
        }
        struct Row: View {
            var body: some View { Text("row.key").frame(width: 200) }
        }
        """
        let result = importSwiftUI(["App.swift": "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }",
                                    "Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let inside = try XCTUnwrap(screen.elements.first { $0.key == "inside.key" })
        let resolution = FixedTextWidths(widths: ["inside.key": 100, "framed.key": 100]).resolve(screen, screenWidth: .infinity, category: nil)
        XCTAssertNil(resolution.boxes[inside.id])
        XCTAssertEqual(resolution.skipped[inside.id], SwiftUIViewReader.foreignReason("Pkg.Section"))
        XCTAssertTrue(resolution.skipped[inside.id]?.contains("a package's") == true)
        // A frame inside the package's view fixes the width whatever the package offers.
        let framed = try XCTUnwrap(screen.elements.first { $0.key == "framed.key" })
        XCTAssertEqual(resolution.boxes[framed.id]?.width, 120)
        // The title given to the package's view: a skip with its key, no element (no missing-key finding).
        XCTAssertNil(result.screens.flatMap(\.elements).first { $0.key == "title.key" })
        let title = try XCTUnwrap(screen.skipped.first { $0.key == "title.key" })
        XCTAssertEqual(title.reason, SwiftUIViewReader.foreignReason("PkgToggle"))
        // The app's own view inside it keeps its own screen, laid out at its own frame.
        let row = try XCTUnwrap(result.screens.first { $0.name == "Row" })
        let rowText = try XCTUnwrap(row.elements.first { $0.key == "row.key" })
        XCTAssertEqual(FixedTextWidths(widths: ["row.key": 100]).resolve(row, screenWidth: .infinity, category: nil).boxes[rowText.id]?.width, 200)
    }

    /// swift-perception's `WithPerceptionTracking { … }` is its content (its `body` returns what the closure
    /// builds): the texts inside are laid out as if it were not there, and the app's own view inside is inlined
    /// with the title it is given, where a package's view of unknown layout would skip them.
    func testPerceptionTrackingIsItsContent() throws {
        let pane = """
        import SwiftUI
        import Perception
        struct Pane: View {
            var body: some View {
                WithPerceptionTracking {
                    VStack {
                        Text("inside.key").lineLimit(1)
                        Row(title: "row.key")
                    }
                    .frame(width: 300)
                }
            }
        }
        struct Row: View {
            let title: LocalizedStringKey
            var body: some View { Text(title).lineLimit(1) }
        }
        """
        let result = importSwiftUI(["Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let resolution = FixedTextWidths(widths: ["inside.key": 100, "row.key": 100]).resolve(screen, screenWidth: 393, category: nil)
        for key in ["inside.key", "row.key"] {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key }, key)
            XCTAssertNil(resolution.skipped[text.id], key)
            XCTAssertEqual(resolution.boxes[text.id]?.width, 300, key)
        }
        XCTAssertNotNil(SwiftUIViewKinds.byName["WithPerceptionTracking"])
    }

    /// A SwiftUI view the importer does not model is named as SwiftUI's, not as a package's.
    func testAnUnmodelledSwiftUIViewIsNamedAsSwiftUIs() throws {
        let pane = """
        import SwiftUI
        struct Pane: View {
            var body: some View {
                VSplitView { Text("side.key"); AnyView(Text("detail.key")) }
            }
        }
        """
        let result = importSwiftUI(["App.swift": "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }",
                                    "Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let resolution = FixedTextWidths(widths: ["side.key": 100, "detail.key": 100]).resolve(screen, screenWidth: .infinity, category: nil)
        for key in ["side.key", "detail.key"] {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            XCTAssertEqual(resolution.skipped[text.id], "in a `VSplitView`: its layout (SwiftUI's) is not modelled")
        }
    }

    /// `Toggle(isOn:label:)`: the label closure is the label, as the trailing closure is.
    func testAToggleLabelledClosureIsRead() throws {
        let pane = """
        import SwiftUI
        struct Pane: View {
            var body: some View {
                Toggle(isOn: $on, label: { Text("labelled.key") }).frame(width: 300)
            }
        }
        """
        let result = importSwiftUI(["App.swift": "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }",
                                    "Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let text = try XCTUnwrap(screen.elements.first { $0.key == "labelled.key" })
        XCTAssertNotNil(FixedTextWidths(widths: ["labelled.key": 100]).resolve(screen, screenWidth: .infinity, category: nil).boxes[text.id])
    }

    /// The frame a view is built in as a window's root (a scene's content, a hosting controller's root view,
    /// a package's modal) gives its screen that width; a padding between them, or two sites that disagree, do not.
    func testAWindowRootsFrameGivesTheViewsWidth() throws {
        let pane = """
        import SwiftUI
        struct Pane: View {
            var body: some View { VStack { Text("pane.key").lineLimit(1) } }
        }
        struct Padded: View {
            var body: some View { Text("padded.key").lineLimit(1) }
        }
        struct Twice: View {
            var body: some View { Text("twice.key").lineLimit(1) }
        }
        struct Modal: View {
            var body: some View { Text("modal.key").lineLimit(1) }
        }
        struct Host: View {
            var body: some View {
                Button("open") { }.someModal(isPresented: $shown) { Modal().frame(width: 400) }
            }
        }
        func openWindow() {
            let controller = NSHostingController(rootView: Twice().environmentObject(model).frame(width: 700, height: 500))
            let other = NSHostingController(rootView: Twice().frame(width: 300))
            let padded = NSHostingController(rootView: Padded().padding().frame(width: 500))
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane().environmentObject(model).frame(width: 450) } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        func width(_ screenName: String, _ key: String) throws -> Double? {
            let screen = try XCTUnwrap(result.screens.first { $0.name == screenName })
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            return FixedTextWidths(widths: [key: 100]).resolve(screen, screenWidth: .infinity, category: nil).boxes[text.id]?.width
        }
        XCTAssertEqual(try width("Pane", "pane.key"), 450)
        XCTAssertEqual(try width("Modal", "modal.key"), 400)
        XCTAssertNil(try width("Padded", "padded.key"))
        XCTAssertNil(try width("Twice", "twice.key"))
        let pane450 = try XCTUnwrap(result.screens.first { $0.name == "Pane" }?.container?.layout as? SwiftUIContainerLayout)
        XCTAssertTrue(pane450.notes.values.joined().contains { $0.contains("`.frame(width: 450)`") && $0.contains("App.swift:") })
    }

    /// A settings window's TabView in `.frame(width: 450)`: each tab's content is at most as wide as the tab
    /// view (its insets are not documented), a Form's rows in it too; a constant the app declares
    /// (`static let`) is a frame width as a literal is.
    func testATabViewsTabsAreBoundedByItsFrame() throws {
        let settings = """
        import SwiftUI
        enum Widths { static let pane: Double = 450 }
        struct SettingsView: View {
            var body: some View {
                TabView {
                    General().tabItem { Label("tab.key", systemImage: "gear") }
                }
                .frame(width: Widths.pane)
            }
        }
        struct General: View {
            var body: some View {
                Form { Toggle("gen.key", isOn: $on) }.formStyle(.grouped).padding(20)
            }
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { SettingsView() } } }"
        let result = importSwiftUI(["App.swift": app, "SettingsView.swift": settings])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "SettingsView" })
        let text = try XCTUnwrap(screen.elements.first { $0.key == "gen.key" })
        // Wider than the room: truncated or wrapped at the upper bound (450 less the padding).
        let resolution = FixedTextWidths(widths: ["gen.key": 100, "tab.key": 40]).resolve(screen, screenWidth: .infinity, category: nil)
        XCTAssertEqual(resolution.boxes[text.id]?.width, 410)
        // The tab's label is AppKit's toolbar item: reached, skipped with macOS's reason (not iOS's tab bar).
        let tab = try XCTUnwrap(screen.elements.first { $0.key == "tab.key" })
        XCTAssertNil(resolution.boxes[tab.id])
        XCTAssertEqual(resolution.skipped[tab.id], SwiftUIMacWindow.tabItemReason)
    }

    /// `.frame(width: isWide ? 200 : 120)`: one of two widths the run time chooses: the text is laid out at the
    /// larger (an upper bound), a `minWidth:` likewise; a branch the source does not fix stays skipped.
    func testAFrameWidthChosenAtRunTimeIsLaidOutAtTheLarger() throws {
        let pane = """
        import SwiftUI
        struct Pane: View {
            var body: some View {
                VStack {
                    Text("chosen.key").lineLimit(1).frame(width: isWide ? 200 : 120)
                    Text("min.key").lineLimit(1).frame(minWidth: (isWide ? 90 : 300))
                    Text("data.key").lineLimit(1).frame(width: isWide ? 200 : model.width)
                }
                .frame(width: 250)
            }
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let resolution = FixedTextWidths(widths: ["chosen.key": 50, "min.key": 50, "data.key": 50]).resolve(screen, screenWidth: .infinity, category: nil)
        let chosen = try XCTUnwrap(screen.elements.first { $0.key == "chosen.key" })
        XCTAssertEqual(resolution.boxes[chosen.id]?.width, 200)
        // Offered 250 by the stack, raised to the larger minimum, 300.
        let minimum = try XCTUnwrap(screen.elements.first { $0.key == "min.key" })
        XCTAssertEqual(resolution.boxes[minimum.id]?.width, 300)
        let data = try XCTUnwrap(screen.elements.first { $0.key == "data.key" })
        XCTAssertNil(resolution.boxes[data.id])
        XCTAssertEqual(resolution.skipped[data.id], "its frame width `isWide ? 200 : model.width` is known only at run time")
    }

    /// `maxWidth: cond ? .infinity : nil`: both branches offer the content what the frame is offered (nil sets
    /// no cap), so the text is laid out at that width; a condition the call site fixes (a component's `Bool`
    /// parameter left at its default, or passed a literal) takes its branch, `nil` meaning the frame sets no width.
    func testAMaximumWidthOfInfinityOrNilOffersTheContentItsRoom() throws {
        let pane = """
        import SwiftUI
        struct Pane: View {
            var body: some View {
                VStack {
                    Text("either.key").lineLimit(1).frame(maxWidth: isWide ? .infinity : nil)
                    Wide(title: "default.key")
                    Wide(title: "narrow.key", fill: false)
                    Text("data.key").lineLimit(1).frame(width: isWide ? nil : 120)
                }
                .frame(width: 250)
            }
        }
        struct Wide: View {
            let title: LocalizedStringKey
            var fill: Bool = true
            var body: some View {
                Text(title).lineLimit(1).frame(maxWidth: fill ? .infinity : 80).frame(width: !fill ? 60 : nil)
            }
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let widths = ["either.key": 50.0, "default.key": 50, "narrow.key": 50, "data.key": 50]
        let resolution = FixedTextWidths(widths: widths).resolve(screen, screenWidth: .infinity, category: nil)
        func box(_ key: String) throws -> Double? {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key }, key)
            return resolution.boxes[text.id]?.width
        }
        XCTAssertEqual(try box("either.key"), 250)
        XCTAssertEqual(try box("default.key"), 250)
        // `fill: false`: `maxWidth: 80` inside `width: 60`.
        XCTAssertEqual(try box("narrow.key"), 60)
        // `width: nil` in one branch: what the other branch's width would be compared with is not fixed.
        XCTAssertNil(try box("data.key"))
    }

    /// A grid's column widths are not modelled, but a cell that sets its own width does not depend on them:
    /// `.frame(width:)` proposes that width to its content whatever the frame is offered (Apple,
    /// `View.frame(width:height:alignment:)`), so its texts are laid out at it; an alert the cell presents is
    /// drawn by the window, not the grid. A cell without a width of its own is skipped with the reason.
    func testAGridCellOfAFixedWidthIsLaidOut() throws {
        let grid = """
        import SwiftUI
        struct Cards: View {
            var body: some View {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 200))]) {
                    Card()
                    Text("loose.key").lineLimit(1)
                }
                .frame(width: 600)
            }
        }
        struct Card: View {
            static let dimensions: (width: CGFloat, height: CGFloat) = (width: 320, height: 80)
            @State private var showing = false
            var body: some View {
                HStack {
                    Text("card.key").lineLimit(1)
                }
                .frame(width: Self.dimensions.width, height: Self.dimensions.height)
                .alert("alert.key", isPresented: $showing) {
                    Button("ok.key") { }
                }
            }
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Cards() } } }"
        let result = importSwiftUI(["App.swift": app, "Cards.swift": grid])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Cards" })
        let widths = ["card.key": 50.0, "loose.key": 50, "alert.key": 50, "ok.key": 50]
        let resolution = FixedTextWidths(widths: widths).resolve(screen, screenWidth: .infinity, category: nil)
        func element(_ key: String) throws -> LayoutElement { try XCTUnwrap(screen.elements.first { $0.key == key }, key) }
        XCTAssertEqual(resolution.boxes[try element("card.key").id]?.width, 320, "\(resolution.skipped)")
        XCTAssertNil(resolution.boxes[try element("loose.key").id])
        XCTAssertEqual(resolution.skipped[try element("loose.key").id], "inside a grid: column widths are not modelled")
        XCTAssertNotEqual(resolution.skipped[try element("alert.key").id], "inside a grid: column widths are not modelled")
    }

    /// macOS: a Section's header and footer are not drawn in iOS's uppercased footnote: skipped with the
    /// reason; its rows are laid out.
    func testASectionsHeaderIsSkippedOnMacOS() throws {
        let pane = """
        import SwiftUI
        struct Pane: View {
            var body: some View {
                Form {
                    Section("header.key") { Toggle("row.key", isOn: $on) }
                    Section { Text("body.key") } footer: { Text("footer.key") }
                }
                .formStyle(.grouped)
                .frame(width: 300)
            }
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let widths = ["header.key": 50, "row.key": 50, "body.key": 50, "footer.key": 50.0]
        let resolution = FixedTextWidths(widths: widths).resolve(screen, screenWidth: .infinity, category: nil)
        for key in ["header.key", "footer.key"] {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            XCTAssertNil(resolution.boxes[text.id])
            XCTAssertEqual(resolution.skipped[text.id], SwiftUIMacWindow.sectionHeaderReason)
        }
        for key in ["row.key", "body.key"] {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            XCTAssertEqual(resolution.boxes[text.id]?.width, 300)
        }
    }

    /// A window's minimum size is its content's (`WindowResizability.automatic`: `contentMinSize`, or `contentSize`
    /// for Settings): under `.frame(minWidth:)` the texts are laid out in the window at its narrowest, the widest
    /// minimum of the stack's children; the closures of a view not modelled (a split view's sidebar and detail)
    /// each at their own minimum; a `.fixedSize()` content keeps its own width.
    func testAMinimumWidthFrameLaysOutTheWindowAtItsNarrowest() throws {
        let pane = """
        import SwiftUI
        struct Pane: View {
            var body: some View {
                VStack {
                    Text("narrow.key").lineLimit(1).frame(minWidth: 300)
                    Text("wide.key").lineLimit(1).frame(minWidth: 500)
                    HStack { Text("row.key").lineLimit(1); Spacer(); Color.red.frame(width: 100) }
                }
                .padding(.horizontal, 20)
            }
        }
        struct Split: View {
            var body: some View {
                NavigationSplitView { Text("side.key").frame(minWidth: 200) } detail: { Text("detail.key").frame(minWidth: 600) }
            }
        }
        struct Fixed: View {
            var body: some View { Text("fixed.key").frame(minWidth: 400).fixedSize() }
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { WindowGroup { Split() }; Window(\"f\", id: \"f\") { Fixed() }; Settings { Pane() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        func width(_ screenName: String, _ key: String) throws -> Double? {
            let screen = try XCTUnwrap(result.screens.first { $0.name == screenName })
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            let widths = FixedTextWidths(widths: [key: 100])
            return widths.resolve(screen, screenWidth: .infinity, category: nil).boxes[text.id]?.width
        }
        // The stack is as narrow as its widest minimum (500): every child is offered 500.
        XCTAssertEqual(try width("Pane", "narrow.key"), 500)
        XCTAssertEqual(try width("Pane", "wide.key"), 500)
        // The row shares the 500 with the spacer and the 100-wide view.
        let row = try XCTUnwrap(try width("Pane", "row.key"))
        XCTAssertLessThanOrEqual(row, 500 - 100 - 8)
        XCTAssertEqual(try width("Split", "side.key"), 200)
        XCTAssertEqual(try width("Split", "detail.key"), 600)
        // Under `.fixedSize()` the text is proposed its ideal size: an unlimited box (its own width).
        XCTAssertEqual(try width("Fixed", "fixed.key"), .infinity)
    }

    /// The frame a window's root view is built with, `minWidth:` alone included; a preview's frame is no window's.
    func testARootsMinimumWidthCountsAndAPreviewsFrameDoesNot() throws {
        let pane = """
        import SwiftUI
        struct Pane: View {
            var body: some View { Text("pane.key").lineLimit(1) }
        }
        struct Help: View {
            var body: some View { Text("help.key").lineLimit(1) }
        }
        struct Help_Previews: PreviewProvider {
            static var previews: some View { Help().frame(width: 550) }
        }
        #Preview { Pane().frame(width: 900) }
        func openHelp() {
            let view = NSHostingView(rootView: Help().frame(minWidth: 440, maxWidth: .infinity))
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane().frame(minWidth: 350, maxWidth: 450) } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        let frames = SwiftUIRootFrames.frames(in: SwiftUIProgram.with(["App.swift": app, "Pane.swift": pane]))
        XCTAssertEqual(frames["Help"]?.frame.minWidth, 440)
        XCTAssertEqual(frames["Pane"]?.frame.maxWidth, 450)
        for (name, key, expected) in [("Pane", "pane.key", 350.0), ("Help", "help.key", 440)] {
            let screen = try XCTUnwrap(result.screens.first { $0.name == name })
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            XCTAssertEqual(FixedTextWidths(widths: [key: 100]).resolve(screen, screenWidth: .infinity, category: nil).boxes[text.id]?.width, expected)
        }
        let layout = try XCTUnwrap(result.screens.first { $0.name == "Help" }?.container?.layout as? SwiftUIContainerLayout)
        XCTAssertTrue(layout.notes.values.joined().contains { $0.contains("`.frame(minWidth: 440)`") })
    }

    /// macOS code outside SwiftUI: a file that imports AppKit (or Cocoa) is macOS code whatever its project says;
    /// a project with no `SDKROOT` decides nothing; an app whose code imports AppKit and never UIKit is macOS.
    /// A view a framed navigation container shows through its links (QuickRecorder's settings: a sidebar `List`
    /// of `NavigationLink(destination: GeneralView())` in a `NavigationView` framed 600 wide) is at most as wide
    /// as the container; a link in a container with no frame, or a `minWidth:` only, gives its view no width.
    func testALinksDestinationIsBoundedByItsFramedNavigationContainer() throws {
        let pane = """
        import SwiftUI
        struct SettingsView: View {
            var body: some View {
                NavigationView {
                    List {
                        NavigationLink(destination: GeneralView()) { Label("general.tab", systemImage: "gear") }
                        NavigationLink(destination: { OutputView() }) { Text("output.tab") }
                    }
                }
                .frame(width: 600, height: 512)
            }
        }
        struct Unframed: View {
            var body: some View {
                NavigationStack { NavigationLink(destination: LooseView()) { Text("loose.tab") } }
                    .frame(minWidth: 300)
            }
        }
        struct GeneralView: View {
            var body: some View { Text("general.key").lineLimit(1) }
        }
        struct OutputView: View {
            var body: some View { Text("output.key").lineLimit(1) }
        }
        struct LooseView: View {
            var body: some View { Text("loose.key").lineLimit(1) }
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { WindowGroup { Unframed() }; Settings { SettingsView() } } }"
        let program = SwiftUIProgram.with(["App.swift": app, "Pane.swift": pane])
        for index in program.files.indices { program.files[index].platform = .macos }
        let frames = SwiftUIRootFrames.frames(in: program)
        XCTAssertEqual(frames["GeneralView"]?.frame, SwiftUIFrame(maxWidth: 600))
        XCTAssertEqual(frames["OutputView"]?.frame, SwiftUIFrame(maxWidth: 600))
        XCTAssertNil(frames["LooseView"])
        let result = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        func width(_ screenName: String, _ key: String) throws -> Double? {
            let screen = try XCTUnwrap(result.screens.first { $0.name == screenName })
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            return FixedTextWidths(widths: [key: 100]).resolve(screen, screenWidth: .infinity, category: nil).boxes[text.id]?.width
        }
        // At most the container's 600 (the detail column's upper bound; the sidebar's width is not subtracted).
        XCTAssertEqual(try width("GeneralView", "general.key"), 600)
        XCTAssertEqual(try width("OutputView", "output.key"), 600)
        XCTAssertNil(try width("LooseView", "loose.key"))
        let general = try XCTUnwrap(result.screens.first { $0.name == "GeneralView" }?.container?.layout as? SwiftUIContainerLayout)
        XCTAssertTrue(general.notes.values.joined().contains { $0.contains("`NavigationView`") && $0.contains("Pane.swift:") })
    }

    /// A view whose own code sizes its window (Easydict's settings): its `NSWindow?` state handed as `$window`
    /// to an `NSViewRepresentable` in its body is its own window, and the width `setFrame` gives it (through the
    /// function's local constants) is the view's width; a window never handed to one, or a width known only at
    /// run time, gives none.
    func testAViewWhoseCodeSizesItsOwnWindowTakesThatWidth() throws {
        let pane = """
        import SwiftUI
        struct WindowAccessor: NSViewRepresentable {
            @Binding var window: NSWindow?
            func makeNSView(context _: Context) -> NSView {
                let view = NSView()
                DispatchQueue.main.async { window = view.window }
                return view
            }
            func updateNSView(_: NSView, context _: Context) {}
        }
        struct SettingView: View {
            var body: some View {
                TabView {
                    Form { Toggle("sized.key", isOn: $on) }.tabItem { Label("tab.key", systemImage: "gear") }
                }
                .background(WindowAccessor(window: $window.didSet(execute: { _ in resize() })))
            }
            func resize() {
                guard let window else { return }
                let maxWidth: Double = 900
                let newSize = CGSize(width: maxWidth, height: 500)
                window.setFrame(NSRect(origin: window.frame.origin, size: newSize), display: true, animate: false)
            }
            @State private var window: NSWindow?
            @State private var on = false
        }
        struct Unhanded: View {
            var body: some View { Text("unhanded.key").lineLimit(1) }
            func resize() { window?.setContentSize(NSSize(width: 500, height: 300)) }
            @State private var window: NSWindow?
        }
        struct RunTime: View {
            var body: some View { Text("runtime.key").lineLimit(1).background(WindowAccessor(window: $window)) }
            func resize(to width: Double) { window?.setContentSize(NSSize(width: width, height: 300)) }
            @State private var window: NSWindow?
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { WindowGroup { Unhanded() }; Window(\"r\", id: \"r\") { RunTime() }; Settings { SettingView() } } }"
        let program = SwiftUIProgram.with(["App.swift": app, "Pane.swift": pane])
        for index in program.files.indices { program.files[index].platform = .macos }
        let frames = SwiftUIRootFrames.frames(in: program)
        XCTAssertEqual(frames["SettingView"]?.frame, SwiftUIFrame(width: 900))
        XCTAssertNil(frames["Unhanded"])
        XCTAssertNil(frames["RunTime"])
        let result = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "SettingView" })
        let text = try XCTUnwrap(screen.elements.first { $0.key == "sized.key" })
        XCTAssertEqual(FixedTextWidths(widths: ["sized.key": 100]).resolve(screen, screenWidth: .infinity, category: nil).boxes[text.id]?.width, 900)
        let layout = try XCTUnwrap(screen.container?.layout as? SwiftUIContainerLayout)
        XCTAssertTrue(layout.notes.values.joined().contains { $0.contains("`setFrame`") && $0.contains("width: 900") })
    }

    /// A macOS app's menu-bar commands (`CommandMenu`, `CommandGroup`): the menu's title and each control's title
    /// (also in a member of the app the content names) are laid out at their ideal width in the menu font; a
    /// command in an `#if DEBUG` clause is in no shipped build and stays a skip.
    func testMenuBarCommandsAreMenuItemsAtTheirIdealWidth() throws {
        let app = """
        import SwiftUI
        @main struct TheApp: App {
            @State var on = false
            var body: some Scene {
                Settings { EmptyView() }
                WindowGroup { Text("window.key") }
                .commands {
                    CommandMenu("menu.title.key") {
                        Button("item.key") { }
                        Toggle("toggle.key", isOn: $on)
                    }
                    CommandGroup(after: .newItem) { helpSection }
                    #if DEBUG
                    CommandMenu("debug.title.key") { Button("debug.item.key") { } }
                    #endif
                }
            }
            var helpSection: some View {
                Button { openHelp() } label: { Text("member.key") }
            }
            func openHelp() { }
        }
        """
        let result = importSwiftUI(["App.swift": app])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "TheApp (menu bar)" })
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), ["menu.title.key", "item.key", "toggle.key", "member.key"])
        let resolution = FixedTextWidths(widths: ["menu.title.key": 900, "item.key": 900, "toggle.key": 900, "member.key": 900])
            .resolve(screen, screenWidth: .infinity, category: nil)
        for element in screen.elements {
            XCTAssertEqual(resolution.boxes[element.id]?.width, .infinity, element.key ?? "")
            XCTAssertEqual(element.size, AppKitMetrics.menuFontSize, element.key ?? "")
        }
        // The debug menu stays a skip; its keys are no element.
        let skipped = result.screens.flatMap(\.skipped).compactMap(\.key)
        XCTAssertTrue(skipped.contains("debug.item.key"))
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.key == "debug.item.key" })
    }

    /// An accessor read in a static member's value (`static let review = Configuration(title: Localization.Review.title)`)
    /// is a use of its key, as anywhere else; the accessors' own one-call declarations are not.
    func testAccessorsReadInAStaticMembersValueNameTheirKeys() throws {
        let code = """
        import UIKit
        final class Verification: UIViewController {
            struct Configuration { let title: String; let button: String }
            static let review = Configuration(title: Localization.Review.title, button: Localization.okButton)
        }
        private struct Localization {
            static let okButton = NSLocalizedString("OK", comment: "")
            static let unused = NSLocalizedString("Never read", comment: "")
            struct Review {
                static let title = NSLocalizedString("Review Your Account", comment: "")
            }
        }
        """
        let program = SwiftUIProgram.with(["Verification.swift": code])
        let named = SwiftUIKeysNamedInCode.keys(in: program)
        XCTAssertEqual(Set(named.compactMap(\.key)), ["OK", "Review Your Account"])
    }

    /// The keys AppKit code names get AppKit's reason; a static function that builds controls names its keys
    /// (only an accessor's one-call declaration is counted where it is used).
    func testAppKitCodeNamesItsKeysWithAppKitsReason() throws {
        let controls = """
        import Cocoa
        final class GeneralTab {
            static func make() -> NSView {
                let button = NSButton(title: NSLocalizedString("Show windows", comment: ""), target: nil, action: nil)
                return button
            }
            static let titles = [NSLocalizedString("Tab one", comment: ""), NSLocalizedString("Tab two", comment: "")]
            static let accessor = NSLocalizedString("Accessor only", comment: "")
        }
        """
        let model = "import Foundation\nstruct Model { let name = NSLocalizedString(\"Model text\", comment: \"\") }"
        let program = SwiftUIProgram.with(["GeneralTab.swift": controls, "Model.swift": model])
        XCTAssertTrue(SwiftUIProgram.importsAppKit(program.files[0].tree))
        XCTAssertFalse(SwiftUIProgram.importsAppKit(program.files[1].tree))
        XCTAssertTrue(SwiftUIImporter.importsSwiftUI(text: Data("import Cocoa\n".utf8), modules: ["AppKit", "Cocoa"]))
        SwiftUIPlatformReader.decideAppKitApp(program)
        XCTAssertEqual(program.files.map(\.platform), [.macos, .macos])
        let named = SwiftUIKeysNamedInCode.keys(in: program)
        XCTAssertEqual(Set(named.compactMap(\.key)), ["Show windows", "Tab one", "Tab two", "Model text"])
        // AppKit code's keys get AppKit's reason; a model's (no AppKit import), the reason of code no view reaches.
        XCTAssertEqual(Set(named.filter { $0.key != "Model text" }.map(\.reason)), [SwiftUIKeysNamedInCode.appKitReason])
        XCTAssertEqual(named.first { $0.key == "Model text" }?.reason, SwiftUIKeysNamedInCode.reason)
        // With no screen from any importer, the keys still reach the coverage, on a screen of their own.
        var screens: [LayoutScreen] = []
        SwiftUIKeysNamedInCode.attach(named, to: &screens, program: program)
        XCTAssertEqual(screens.count, 1)
        XCTAssertEqual(screens[0].platform, .macos)
        XCTAssertEqual(screens[0].elements, [])
        XCTAssertEqual(screens[0].keysNamedInCode.count, 4)
        // A project that names no SDKROOT (set in an .xcconfig) decides nothing; an iOS app importing UIKit stays undecided here.
        XCTAssertEqual(SwiftUIPlatformReader.sdkRoots("\t\tPRODUCT_NAME = App;\n"), [])
        let ios = SwiftUIProgram.with(["A.swift": "import Cocoa\n", "B.swift": "import UIKit\n"])
        ios.files[0].platform = nil
        SwiftUIPlatformReader.decideAppKitApp(ios)
        XCTAssertEqual(ios.files[1].platform, nil)
        // AppKit's menus size to their widest item and its alerts to their text (their texts are laid out at their
        // ideal width: the reason says why); a picker's options depend on a style its context decides.
        XCTAssertTrue(SwiftUIMacWindow.barReason(.menuItem).contains("grows to its widest item"))
        XCTAssertTrue(SwiftUIMacWindow.barReason(.alertMessage).contains("sizes itself to its text"))
        XCTAssertTrue(SwiftUIMacWindow.barReason(.drawnByUIKit).contains("a picker's options"))
    }

    /// `Defaults.Toggle` and `LaunchAtLogin.Toggle` are SwiftUI toggles (their packages' bodies): their labels are
    /// laid out as a Toggle's; another view of the same packages stays a package's.
    func testPackageTogglesAreSwiftUITogglesAndOtherPackageViewsAreNot() throws {
        let pane = """
        import SwiftUI
        import Defaults
        import LaunchAtLogin
        struct Pane: View {
            var body: some View {
                VStack {
                    Defaults.Toggle("defaults.title", key: .one)
                    Defaults.Toggle(key: .two) { Text("defaults.closure") }
                    LaunchAtLogin.Toggle { Text("login.closure") }
                    Defaults.Other { Text("other.key") }
                }
                .frame(width: 300)
            }
        }
        """
        let result = importSwiftUI(["App.swift": "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }",
                                    "Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let keys = ["defaults.title", "defaults.closure", "login.closure", "other.key"]
        let resolution = FixedTextWidths(widths: Dictionary(uniqueKeysWithValues: keys.map { ($0, 50.0) })).resolve(screen, screenWidth: .infinity, category: nil)
        for key in keys.dropLast() {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            XCTAssertNotNil(resolution.boxes[text.id], key)
        }
        let other = try XCTUnwrap(screen.elements.first { $0.key == "other.key" })
        XCTAssertEqual(resolution.skipped[other.id], SwiftUIViewReader.foreignReason("Defaults.Other"))
    }

    /// sindresorhus/Settings' `Settings.Container(contentWidth:)` is its sections in `.frame(width: contentWidth)`,
    /// and a `Settings.Section`'s label and content share that width (an upper bound: the container aligns the
    /// labels by the widest); a container whose width is not a number stays a package's view.
    func testSettingsPackageContainerGivesItsSectionsItsWidth() throws {
        let pane = """
        import SwiftUI
        import Settings
        struct Pane: View {
            let width: Double
            var body: some View {
                VStack {
                    Settings.Container(contentWidth: 450) {
                        Settings.Section(label: { Text("label.key") }) {
                            Toggle("content.key", isOn: $on)
                        }
                        Settings.Section(title: "") { Text("untitled.key") }
                    }
                    Settings.Container(contentWidth: width) {
                        Settings.Section(label: { Text("runtime.key") }) { Text("runtime.content") }
                    }
                }
            }
        }
        """
        let result = importSwiftUI(["App.swift": "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane(width: 300) } } }",
                                    "Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let keys = ["label.key", "content.key", "untitled.key", "runtime.key"]
        let resolution = FixedTextWidths(widths: Dictionary(uniqueKeysWithValues: keys.map { ($0, 50.0) })).resolve(screen, screenWidth: .infinity, category: nil)
        for key in ["label.key", "content.key", "untitled.key"] {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            XCTAssertEqual(resolution.boxes[text.id]?.width, 450, key)
        }
        let runtime = try XCTUnwrap(screen.elements.first { $0.key == "runtime.key" })
        XCTAssertEqual(resolution.skipped[runtime.id], SwiftUIViewReader.foreignReason("Settings.Container"))
    }

    /// A macOS split view's columns share its width: under the window's narrowest width each is laid out at most
    /// that wide; a column's own `minWidth:` is its narrowest when the window's width is not known.
    func testASplitViewsColumnsShareItsWidth() throws {
        let pane = """
        import SwiftUI
        struct Framed: View {
            var body: some View {
                NavigationSplitView { Text("side.key").lineLimit(1) } detail: { Text("detail.key").lineLimit(1) }
                    .frame(minWidth: 700)
            }
        }
        struct Columns: View {
            var body: some View {
                HSplitView {
                    Text("left.key").frame(minWidth: 200)
                    Text("right.key").frame(minWidth: 400)
                }
            }
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { WindowGroup { Framed() }; Settings { Columns() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        func width(_ screenName: String, _ key: String) throws -> Double? {
            let screen = try XCTUnwrap(result.screens.first { $0.name == screenName })
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            return FixedTextWidths(widths: [key: 100]).resolve(screen, screenWidth: .infinity, category: nil).boxes[text.id]?.width
        }
        XCTAssertEqual(try width("Framed", "side.key"), 700)
        XCTAssertEqual(try width("Framed", "detail.key"), 700)
        // Each column at its own minimum, not its sibling's.
        XCTAssertEqual(try width("Columns", "left.key"), 200)
        XCTAssertEqual(try width("Columns", "right.key"), 400)
    }

    /// A Settings pane under `.fixedSize()` (Cork's `SettingsPaneTemplate`: `content.frame(minWidth: 470).fixedSize()`)
    /// is proposed its ideal size, and so is each row of its Form: every text takes its ideal width (Apple,
    /// `View.fixedSize(horizontal:vertical:)`). Its texts are laid out in an unlimited box, where nothing
    /// truncates them; the same Form in a window of unknown width keeps the reason
    /// (`testAFormOfUnknownWidthIsSkippedWithTheReason`).
    func testAFormProposedItsIdealSizeLaysOutItsRowsAtTheirOwnWidth() throws {
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": """
        import SwiftUI
        struct Pane: View {
            @State var on = false
            var body: some View {
                Form {
                    Toggle("toggle.key", isOn: $on)
                    LabeledContent { Text("value.key").lineLimit(1) } label: { Text("label.key") }
                }
                .frame(minWidth: 470)
                .fixedSize()
                .padding()
            }
        }
        """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        // 900pt: wider than the 470pt minimum, which a proposed ideal size does not cap.
        let widths = FixedTextWidths(widths: ["toggle.key": 900, "value.key": 900, "label.key": 80])
        let resolution = widths.resolve(screen, screenWidth: .infinity, category: nil)
        for key in ["toggle.key", "value.key", "label.key"] {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            XCTAssertEqual(resolution.boxes[text.id]?.width, .infinity, key)
            XCTAssertNil(resolution.boxes[text.id]?.widthLimit, key)
            XCTAssertNil(resolution.skipped[text.id], key)
        }
    }

    /// Through the pipeline: a one-line text in an unlimited box is laid out (counted in `keysLaidOut`) with no
    /// width limit, so a translation 3× as long as the source is no truncation.
    func testATextAtItsIdealWidthIsLaidOutAndNeverTruncated() throws {
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": """
        import SwiftUI
        struct Pane: View {
            var body: some View {
                VStack { Text("Save").lineLimit(1) }.frame(minWidth: 200).fixedSize()
            }
        }
        """])
        let report = SwiftUITextNeverReadTests.lint(result, keys: ["Save": "Speichern unter einem neuen Namen"])
        XCTAssertEqual(report.summary.coverage?.keysLaidOut, 1)
        XCTAssertFalse(report.findings.contains { $0.rule == "truncation" }, report.findings.map(\.clangStyle).joined(separator: "\n"))
    }

    /// `.help` on macOS is a pointer tooltip: AppKit draws it in its own window in the tooltip font (11pt,
    /// `NSFont.toolTipsFont(ofSize: 0)`), sized to its text. It is an element of that size with no line limit, laid
    /// out at its ideal width; the view's modifiers (`.font`, `.lineLimit`) do not reach it, a toolbar does not
    /// make it a bar item, and it takes none of the view's room. On iPhone no tooltip shows: no element.
    func testAHelpTooltipIsLaidOutAtItsOwnWidthOnMacOS() throws {
        let pane = """
        import SwiftUI
        struct Pane: View {
            var body: some View {
                VStack {
                    Text("row.key").lineLimit(1).help("tip.key").font(.title).lineLimit(1)
                }
                .frame(width: 300)
                .toolbar { Button("tool.key") { }.help("tool.tip.key") }
            }
        }
        """
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": pane])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let widths = FixedTextWidths(widths: ["row.key": 100, "tip.key": 900, "tool.key": 40, "tool.tip.key": 500])
        let resolution = widths.resolve(screen, screenWidth: .infinity, category: nil)
        for key in ["tip.key", "tool.tip.key"] {
            let tip = try XCTUnwrap(screen.elements.first { $0.key == key })
            XCTAssertEqual(tip.size, AppKitMetrics.toolTipFontSize, key)
            XCTAssertNil(tip.textStyle, key)
            XCTAssertEqual(tip.maxLines, 0, key)
            XCTAssertEqual(resolution.boxes[tip.id]?.width, .infinity, key)
        }
        // The row keeps the frame's width (the 900pt tooltip takes none of it) and the title font.
        let row = try XCTUnwrap(screen.elements.first { $0.key == "row.key" })
        XCTAssertEqual(resolution.boxes[row.id]?.width, 300)
        XCTAssertEqual(row.textStyle, "title1")

        let iPhone = importSwiftUI(["Pane.swift": pane.replacingOccurrences(of: "struct Pane", with: "struct Phone")])
        XCTAssertFalse(iPhone.screens.flatMap(\.elements).contains { $0.key == "tip.key" })
    }

    /// An AppKit menu is as wide as its widest item (`NSMenu.minimumWidth`, `NSMenu.size`) and draws its items in
    /// the menu font (`NSFont.menuFont(ofSize: 0)`): a `Menu`'s and a context menu's items are laid out at their
    /// ideal width in that font, whatever font the view sets, and so are a pop-up picker's options. An alert's
    /// texts are laid out at their ideal width in the alert's fonts (`SwiftUIMacWindow.alertFonts`); a radio-group
    /// picker's options are skipped with the reason.
    func testMenuItemsTakeTheirIdealWidthInTheMenuFont() throws {
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": """
        import SwiftUI
        struct Pane: View {
            @State var shown = false
            var body: some View {
                VStack {
                    Menu("menu.key") { Button("item.key") { } }
                    Text("row.key").contextMenu { Button("context.key") { } }
                    Picker("picker.key", selection: $shown) { Text("option.key").tag(true) }
                    Picker("radio.key", selection: $shown) { Text("radio.option.key").tag(true) }
                        .pickerStyle(.radioGroup)
                    VStack {
                        Picker("menu.picker.key", selection: $shown) { Text("menu.option.key").tag(true) }
                            .pickerStyle(.menu)
                    }
                    .pickerStyle(.segmented)
                }
                .font(.title)
                .frame(width: 300)
                .alert("alert.key", isPresented: $shown) { Button("button.key") { } } message: { Text("message.key") }
            }
        }
        """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let widths = FixedTextWidths(widths: ["menu.key": 50, "item.key": 900, "row.key": 50, "context.key": 900, "alert.key": 900,
                                              "button.key": 900, "message.key": 900, "picker.key": 50, "option.key": 900,
                                              "radio.key": 50, "radio.option.key": 50, "menu.picker.key": 50, "menu.option.key": 900])
        let resolution = widths.resolve(screen, screenWidth: .infinity, category: nil)
        // A picker's options in a pop-up button (the default style, `.menu`) are its menu's items; the nearest
        // `.pickerStyle` wins (the `.segmented` around the `.menu` picker styles nothing).
        for key in ["item.key", "context.key", "option.key", "menu.option.key"] {
            let item = try XCTUnwrap(screen.elements.first { $0.key == key })
            XCTAssertEqual(resolution.boxes[item.id]?.width, .infinity, key)
            XCTAssertEqual(item.size, AppKitMetrics.menuFontSize, key)
            XCTAssertNil(item.textStyle, key)
        }
        // NSAlert: the message text in the bold system font, the informative text in the small system font, the
        // buttons in the system font (13, 11, 13 pt: `AppKitMetrics.metaFonts`), each at its ideal width, whatever
        // font the view sets (`.font(.title)` above).
        for (key, size, weight) in [("alert.key", 13.0, 700 as Int?), ("message.key", 11.0, nil), ("button.key", 13.0, nil)] {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key })
            XCTAssertEqual(resolution.boxes[text.id]?.width, .infinity, key)
            XCTAssertNil(resolution.skipped[text.id], key)
            XCTAssertEqual(text.size, size, key)
            XCTAssertEqual(text.weight, weight, key)
            XCTAssertNil(text.textStyle, key)
        }
        // Radio buttons are set among the view's controls, by widths not modelled: skipped with the reason.
        let option = try XCTUnwrap(screen.elements.first { $0.key == "radio.option.key" })
        XCTAssertNil(resolution.boxes[option.id])
        XCTAssertEqual(resolution.skipped[option.id], SwiftUIMacWindow.barReason(.drawnByUIKit))
    }

    /// `.alert(item:content:)` with the older `Alert` value (Apple documentation, `Alert`), built in the closure or
    /// in a function of the view's own type (a `switch` returning one per case): each part is placed by its label
    /// (title, message, buttons) and drawn in the alert's fonts; the item binding is no title.
    func testAnOlderAlertValueIsReadByItsLabels() throws {
        let app = "import SwiftUI\n@main struct TheApp: App { var body: some Scene { Settings { Pane() } } }"
        let result = importSwiftUI(["App.swift": app, "Pane.swift": """
        import SwiftUI
        enum Kind: Identifiable { case a, b; var id: Int { 0 } }
        struct Pane: View {
            @State var kind: Kind?
            @State var other: Kind?
            @State var shown = false
            var body: some View {
                Text("row.key")
                    .frame(width: 300)
                    .alert(item: $kind) { kind in alert(for: kind) }
                    .alert(isPresented: $shown) {
                        switch other {
                        case .a: return Alert(title: Text("switch.title"), message: Text("switch.message"), primaryButton: .default(Text("switch.ok")), secondaryButton: .cancel())
                        default: return Alert(title: Text("switch.other"))
                        }
                    }
                    .alert(item: $other) { _ in
                        Alert(title: Text("inline.title"), message: Text("inline.message"), dismissButton: .default(Text("inline.ok")))
                    }
            }
            private func alert(for kind: Kind) -> Alert {
                switch kind {
                case .a: return Alert(title: Text("a.title"), message: Text("a.message"), primaryButton: .destructive(Text("a.delete"), action: {}), secondaryButton: .cancel())
                case .b: return Alert(title: Text("b.title"))
                }
            }
        }
        """])
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Pane" })
        let expected: [String: (Double, Int?)] = [
            "inline.title": (13, 700), "inline.message": (11, nil), "inline.ok": (13, nil),
            "a.title": (13, 700), "a.message": (11, nil), "a.delete": (13, nil), "b.title": (13, 700),
            "switch.title": (13, 700), "switch.message": (11, nil), "switch.ok": (13, nil), "switch.other": (13, 700),
        ]
        XCTAssertEqual(Set(screen.elements.compactMap(\.key)), Set(expected.keys).union(["row.key"]))
        XCTAssertEqual(screen.skipped.count, 0, "\(screen.skipped)")
        let widths = FixedTextWidths(widths: Dictionary(uniqueKeysWithValues: (Array(expected.keys) + ["row.key"]).map { ($0, 100.0) }))
        let resolution = widths.resolve(screen, screenWidth: .infinity, category: nil)
        for (key, font) in expected {
            let text = try XCTUnwrap(screen.elements.first { $0.key == key }, key)
            XCTAssertEqual(resolution.boxes[text.id]?.width, .infinity, key)
            XCTAssertEqual(text.size, font.0, key)
            XCTAssertEqual(text.weight, font.1, key)
            // AppKit, not UIKit, sizes it: the note says so.
            let notes = (screen.container?.layout as? SwiftUIContainerLayout)?.notes[text.id] ?? []
            XCTAssertTrue(notes.contains { $0.contains("AppKit sizes it to its content") }, "\(key): \(notes)")
            XCTAssertFalse(notes.contains { $0.contains("UIKit lays it out") }, key)
        }
    }
}
