import Foundation
import XCTest
@testable import LayoutLint

/// Inputs that made a step quadratic, each checked for its result (their time is measured by
/// `Benchmarks/hardening-bench.sh`, n against 4n; no clock here).
final class QuadraticInputTests: XCTestCase {
    /// A convention plugin of 20,000 `targetSdk = Config.SDK_i` lines and a file of 20,000 constants: each constant is
    /// looked up in one table read in one pass (it was searched for in every file, once per assignment). The
    /// expected 36 is the largest value written, 30 + 6. A 100,000-byte identifier before `.R.string.` is no
    /// package (`stringReference` looks through a bounded qualifier).
    func testManyConventionTargetSdkConstantsAreReadOnce() throws {
        let n = 20_000
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quadratic-gradle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let plugin = root.appendingPathComponent("buildSrc/src/main/kotlin/Plugin.kt")
        try FileManager.default.createDirectory(at: plugin.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app/src/main/res"), withIntermediateDirectories: true)
        try "include(\":app\")\n".write(to: root.appendingPathComponent("settings.gradle.kts"), atomically: true, encoding: .utf8)
        let assignments = (0..<n).map { "    defaultConfig.targetSdk = Config.SDK_\($0)" }.joined(separator: "\n")
        let constants = (0..<n).map { "    const val SDK_\($0) = \(30 + $0 % 7)" }.joined(separator: "\n")
        // Two files, each under `GradleTargetSDK.maximumFileBytes`.
        try (assignments + "\n").write(to: plugin, atomically: true, encoding: .utf8)
        try ("object Config {\n" + constants + "\n}\n").write(to: plugin.deletingLastPathComponent().appendingPathComponent("Config.kt"),
                                                            atomically: true, encoding: .utf8)
        XCTAssertEqual(GradleTargetSDK.find(near: [root.appendingPathComponent("app/src/main/res").path]), 36)
        let long = String(repeating: "a", count: 100_000) + ".R.string.k)"
        XCTAssertNil(SourceScan(Array(long.utf8)).stringReference(at: 0))
    }

    /// 20,000 `%@` in one value: filled with the sample, each one (building the text by
    /// `UnicodeScalarView.append(contentsOf:)` copied it for every specifier).
    func testManySpecifiersInOneValueAreAllFilledAndReplaced() {
        let n = 20_000
        let value = String(repeating: "%@ ", count: n) + "100%%"
        let filled = LabelText.fillPlaceholders(value, samples: ["%@": "Ana"], pluralNumber: nil, locale: "en")
        XCTAssertTrue(filled == String(repeating: "Ana ", count: n) + "100%", String(filled.prefix(100)))
        let specifiers = FormatSpecifier.parse(value)
        XCTAssertEqual(specifiers.count, n)
        let replaced = FormatSpecifier.replacing(specifiers, in: value, with: "·")
        XCTAssertTrue(replaced == String(repeating: "· ", count: n) + "100%%", String(replaced.prefix(100)))
        // Positional specifiers as `<xliff:g>` leaves them: `%1$s … %5000$s` (four digits at most).
        let positional = (1...5_000).map { "%\($0)$s" }.joined(separator: " ")
        let samples = LabelText.fillPlaceholders(positional, samples: [:], pluralNumber: nil, locale: "en")
        XCTAssertTrue(samples == Array(repeating: LabelText.defaultObjectSample, count: 5_000).joined(separator: " "), String(samples.prefix(100)))
    }

    /// wrong-script's words of a value with 20,000 placeholders: each placeholder a space (they were
    /// replaced one by one in place, moving the rest of the value each time).
    func testWordsOfAValueWithManyPlaceholders() {
        let entry = Entry(key: "k", table: "T", locale: "ru", value: String(repeating: "слово%@", count: 20_000),
                          location: SourceLocation(file: "T.strings", line: 1, column: 1))
        let words = WrongScriptRule.words(of: entry)
        XCTAssertEqual(words.count, 20_000)
        XCTAssertTrue(words.allSatisfy { $0.text == "слово" })
    }

    /// An Android string of 5,000 `<xliff:g>%N$s</xliff:g>`: read whole, every specifier kept.
    func testXliffGroupsOfPositionalSpecifiersAreReadWhole() throws {
        let n = 5_000
        let items = (1...n).map { "<xliff:g id=\"a\($0)\">%\($0)$s</xliff:g>" }.joined(separator: " ")
        let xml = "<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\"><string name=\"many\">\(items)</string></resources>"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quadratic-\(UUID().uuidString)/values")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let path = folder.appendingPathComponent("strings.xml").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        let catalog = CatalogReader.read(path: path)
        let entry = try XCTUnwrap(catalog.entries.first { $0.key == "many" })
        XCTAssertEqual(entry.value, (1...n).map { "%\($0)$s" }.joined(separator: " "))
        XCTAssertEqual(entry.placeholders.map(\.position), (1...n).map { Optional($0) })
    }

    /// A SwiftUI text of 5,000 interpolations: its key is 5,000 `%@`.
    func testManyInterpolationsInOneLiteral() throws {
        let n = 5_000
        let literal = (0..<n).map { "\\(x\($0))" }.joined(separator: " ")
        let result = importSwiftUI(["V.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"\(literal)\") } }\n"])
        let key = try XCTUnwrap(result.screens.flatMap(\.elements).first?.key)
        XCTAssertEqual(key, Array(repeating: "%@", count: n).joined(separator: " "))
    }

    /// A chain of 2,000 `#elseif`s, a text in each: the `#else` text is read and every other one is a skip
    /// "in an `#if` branch not compiled for iOS" (the chain was evaluated again for each of them).
    func testALongElseIfChainSkipsEveryBranchButTheActiveOne() throws {
        let n = 2_000
        var body = "#if os(macOS)\nText(\"k0\")\n"
        for i in 1..<n { body += "#elseif os(watchOS)\nText(\"k\(i)\")\n" }
        body += "#else\nText(\"active\")\n#endif\n"
        let result = importSwiftUI(["E.swift": "import SwiftUI\nstruct V: View { var body: some View {\n\(body)} }\n"])
        XCTAssertEqual(result.screens.flatMap(\.elements).compactMap(\.key), ["active"])
        let skipped = result.screens.flatMap(\.skipped)
        XCTAssertEqual(skipped.count, n)
        XCTAssertTrue(skipped.allSatisfy { $0.reason == "in an `#if` branch not compiled for iOS" })
    }

    /// 2,000 menu-bar commands each naming the same member of 2,000 buttons, and a view sizing its window 2,000
    /// times through local constants: each member is read once per type (`SwiftUICommands`), each block's local
    /// constants are read once, not once per use (`SwiftUIRootFrames.LocalConstants`).
    func testManyCommandsAndWindowSizingsAreReadInLinearTime() throws {
        let n = 2_000
        var buttons = "", groups = "", sizings = ""
        for i in 0..<n { buttons += "Button(\"k\(i)\") { }\n" }
        for _ in 0..<n { groups += "CommandGroup(after: .newItem) { section }\n" }
        for i in 0..<n { sizings += "let w\(i): Double = 500\nwindow?.setContentSize(NSSize(width: w\(i), height: 300))\n" }
        let result = importSwiftUI(["App.swift": """
            import SwiftUI
            @main struct TheApp: App {
                var body: some Scene { Settings { Pane() }.commands { \(groups) } }
                var section: some View { \(buttons) }
            }
            struct Reader: NSViewRepresentable {
                @Binding var window: NSWindow?
                func makeNSView(context: Context) -> NSView { NSView() }
                func updateNSView(_: NSView, context: Context) {}
            }
            struct Pane: View {
                @State private var window: NSWindow?
                var body: some View { Text("pane.key").background(Reader(window: $window)) }
                func resize() {
                \(sizings)
                }
            }
            """])
        XCTAssertEqual(result.screens.first { $0.name == "TheApp (menu bar)" }?.elements.count, n)
    }

    /// One UIKit function of 4,000 statements, a `let` bound to a localized call and an alert button naming it
    /// in turn: each button's `let` is looked up among the statements before it once per block, not by reading
    /// the block again for every button (`UIKitCodeTexts.scope`).
    func testManyAlertButtonsInOneFunctionAreReadInLinearTime() throws {
        let n = 2_000
        var body = ""
        for i in 0..<n { body += "let t\(i) = NSLocalizedString(\"k\(i)\", comment: \"\")\nalert.addAction(UIAlertAction(title: t\(i), style: .default))\n" }
        let result = importSwiftUI(["V.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"v\") } }\n",
                                    "C.swift": "import UIKit\nfinal class C: UIViewController {\nfunc show(alert: UIAlertController) {\n\(body)}\n}\n"])
        XCTAssertEqual(result.screens.first { $0.name == "C" }?.elements.count, n)
    }

    /// A `View` extension whose alert has 1,000 `guard let` statements and buttons in its actions, and a view
    /// model that constructs the alert model 1,000 times: each button looks up a bounded number of ancestors
    /// and statements (`SwiftUIAlertModels`), each construction its labelled arguments once.
    func testAnAlertModelWithManyButtonsAndConstructionsIsReadInLinearTime() throws {
        let n = 1_000
        var actions = ""
        for i in 0..<n { actions += "guard let b\(i) = item.button else { return }\nButton(b\(i).title) {}\n" }
        var constructions = ""
        for i in 0..<n { constructions += "shown = .init(title: NSLocalizedString(\"t\(i)\", comment: \"\"), button: .init(title: NSLocalizedString(\"b\(i)\", comment: \"\")))\n" }
        let result = importSwiftUI(["V.swift": """
            import SwiftUI
            struct Info { struct Action { let title: String }; let title: String; var button: Action? }
            extension View {
                func show(item: Info) -> some View {
                    alert(item.title, isPresented: .constant(true)) {
                    \(actions)
                    }
                }
            }
            struct V: View { var body: some View { Text("v") } }
            """, "M.swift": "import Foundation\nfinal class M {\nvar shown: Info?\nfunc show() {\n\(constructions)}\n}\n"])
        let keys = Set(result.screens.first { $0.name == "M" }?.elements.compactMap(\.key) ?? [])
        XCTAssertEqual(keys.count, 2 * n)
    }

    /// An enumeration of 5,000 `String` cases and 5,000 members that name `rawValue` (no wrapper), and 5,000 uses
    /// of a wrapper keyed by it: each case and member is read once, each use looks its case up
    /// (`SwiftUILocalizedWrappers`).
    func testAnEnumerationKeyedWrapperWithManyCasesAndUsesIsReadInLinearTime() throws {
        let n = 5_000
        let cases = (0..<n).map { "case c\($0) = \"key.\($0)\"" }.joined(separator: "\n")
        let members = (0..<n).map { "var m\($0): String { rawValue + \"\($0)\" }" }.joined(separator: "\n")
        let uses = (0..<n).map { "    _ = appLocalized(.c\($0))" }.joined(separator: "\n")
        let result = importSwiftUI([
            "V.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"v\") } }\n",
            "K.swift": "import Foundation\nenum Keys: String {\n\(cases)\n\(members)\n}\n"
                + "func appLocalized(_ key: Keys) -> String { NSLocalizedString(key.rawValue, comment: \"\") }\nfunc use() {\n\(uses)\n}\n",
        ])
        let named = result.screens.flatMap(\.keysNamedInCode).map(\.key)
        XCTAssertEqual(Set(named).count, n)
        XCTAssertTrue(named.contains("key.4999"))
    }
}

extension HostileInputTests {
    /// 600 path arguments, options between them (and after `--`): the same report as the folder that holds
    /// them, and as `--paths-from` a file listing them (ArgumentParser's handling of many values was
    /// quadratic: 32,000 paths took 25 s to parse).
    func testManyPathArgumentsAndPathsFromReadWhatTheyName() throws {
        let folder = try temporaryFolder()
        var paths: [String] = []
        for locale in ["en", "de"] {
            let lproj = folder.appendingPathComponent("strings/\(locale).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            for i in 0..<300 {
                try "\"key\(i)\" = \"\(locale == "en" ? "Settings" : "Einstellungen") \(i)\";\n\"same\(i)\" = \"Settings\";\n"
                    .write(to: lproj.appendingPathComponent("T\(i).strings"), atomically: true, encoding: .utf8)
                paths.append("strings/\(locale).lproj/T\(i).strings")
            }
        }
        let whole = try cli(["check", "--format", "json", "--no-baseline", "strings"], in: folder)
        XCTAssertEqual(whole.status, 0, whole.err)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(whole.out.utf8)) as? [String: Any])
        let coverage = (report["summary"] as? [String: Any])?["coverage"] as? [String: Any]
        XCTAssertEqual(coverage?["keys"] as? Int, 600, "two keys in each of the 300 tables: every file read")
        var mixed: [String] = ["check"]
        mixed += paths[..<200]
        mixed += ["--format", "json"]
        mixed += paths[200..<400]
        mixed += ["--no-baseline", "--locales=de,en"]
        mixed += paths[400..<500]
        mixed += ["--"]
        mixed += paths[500...]
        let listed = try cli(mixed, in: folder)
        XCTAssertEqual(listed.status, whole.status, listed.err)
        XCTAssertEqual(listed.out, whole.out)
        try (["# the catalogs", ""] + paths).joined(separator: "\n").write(to: folder.appendingPathComponent("paths.txt"), atomically: true, encoding: .utf8)
        let fromFile = try cli(["check", "--format", "json", "--no-baseline", "--paths-from", "paths.txt"], in: folder)
        XCTAssertEqual(fromFile.status, whole.status, fromFile.err)
        XCTAssertEqual(fromFile.out, whole.out)
        let missing = try cli(["check", "--paths-from", "nothing.txt"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.err.contains("--paths-from nothing.txt: no such file"), missing.err)
    }
}
