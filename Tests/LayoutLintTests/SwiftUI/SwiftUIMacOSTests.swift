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
            // Under `maxWidth: 400`: at most 400 wide (an upper bound, as the window's width is the user's).
            let bounded = try XCTUnwrap(screen.elements.first { $0.key == "bounded.key" })
            XCTAssertEqual(resolution.boxes[bounded.id]?.width, 400)
            let row = try XCTUnwrap(screen.elements.first { $0.key == "row.key" })
            XCTAssertNil(resolution.boxes[row.id])
            XCTAssertTrue(resolution.skipped[row.id]?.hasPrefix("macOS:") == true)
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
}
