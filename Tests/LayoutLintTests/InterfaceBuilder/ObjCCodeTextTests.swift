import Foundation
import XCTest
@testable import LayoutLint

/// Texts Objective-C code sets on views a XIB connects to outlets (`ObjCCodeTexts`), joined the way Swift's are
/// (`IBCodeSetTextTests`). The fixture `Tests/Fixtures/objc` is an AppKit pane: its header
/// declares outlets as instance variables and properties, its class extension one more, and its
/// implementation sets their texts in each form the reader knows.
final class ObjCCodeTextTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/objc")

    func files(_ names: [String] = ["SPPrefsPane.h", "SPPrefsPane.m"]) -> [ObjCCodeTexts.File] {
        ObjCCodeTexts.parse(files: names.map { Self.folder.appendingPathComponent($0).path }, displayPath: { URL(fileURLWithPath: $0).lastPathComponent }).files
    }

    func read(_ files: [ObjCCodeTexts.File]) throws -> ImportResult {
        let xib = try Data(contentsOf: Self.folder.appendingPathComponent("Base.lproj/PrefsPane.xib"))
        return InterfaceBuilderImporter.read(bytes: [UInt8](xib), path: "Base.lproj/PrefsPane.xib", displayPath: "PrefsPane.xib",
                                             settings: InterfaceBuilderImportSettings(),
                                             codeTexts: IBCodeSetTexts(program: nil, objectiveC: ObjCCodeTexts.found(in: files)))
    }

    func testOutletTextsTheCodeSetsGiveTheViewsTheirKeys() throws {
        let elements = try read(files()).screens.flatMap(\.elements)
        func keyed(_ id: String) -> (key: String?, table: String?)? {
            elements.first { $0.id.hasPrefix(id) }.map { ($0.key, $0.table) }
        }
        // `self.titleField.stringValue = NSLocalizedString(@"Connection " @"settings", …)`: adjacent literals are one.
        XCTAssertEqual(keyed("t1")?.key, "Connection settings")
        XCTAssertNil(keyed("t1")?.table)
        // An instance variable in the header, `[statusField setStringValue:NSLocalizedStringFromTable(…, @"Status", …)]`.
        XCTAssertEqual(keyed("t2")?.key, "status.idle")
        XCTAssertEqual(keyed("t2")?.table, "Status")
        // `_countField` is the storage of the class extension's property `countField`; the format's key is the
        // text; the document's IB placeholder title ("Label") is what the code replaces.
        XCTAssertEqual(keyed("t3")?.key, "%ld rows")
        // `NSLocalizedStringWithDefaultValue(@"go.button", nil, …)`: the `Localizable` table.
        XCTAssertEqual(keyed("b1")?.key, "go.button")
        XCTAssertNil(keyed("b1")?.table)
        XCTAssertEqual(keyed("s1")?.key, "Search tables")
        // A view the code does not set keeps the document's key.
        XCTAssertEqual(keyed("t4")?.key, "c4.title")
        XCTAssertFalse(elements.contains { ["never.laid.out", "commented", "in.a.string", "not.read"].contains($0.key) })
    }

    /// Without the code, every view shows the document's text: the keys above come from the code.
    func testWithoutTheCodeTheDocumentsKeysStand() throws {
        let elements = try read([]).screens.flatMap(\.elements)
        XCTAssertEqual(elements.first { $0.id.hasPrefix("t1") }?.key, "c1.title")
        XCTAssertEqual(elements.first { $0.id.hasPrefix("s1") }?.key, "c6.placeholderString")
        XCTAssertNil(elements.first { $0.id.hasPrefix("t3") })
    }

    /// The outlets each declaration form gives, and nothing from comments or instance variables without `IBOutlet`.
    func testOutletDeclarations() {
        let found = ObjCCodeTexts.found(in: files())
        XCTAssertEqual(found.outlets["SPPrefsPane"], ["statusField", "goButton", "otherButton", "titleField", "searchField", "countField"])
        XCTAssertEqual(Set(found.assignments["SPPrefsPane"]?.keys.map { $0 } ?? []),
                       ["titleField", "statusField", "goButton", "searchField", "countField", "notAnOutlet"])
    }

    /// A value known only at run time, or `nil`, replaces the document's text: the view is skipped with why.
    func testARunTimeValueSkipsTheViewWithWhy() throws {
        let code = """
        @interface SPPrefsPane : NSViewController { IBOutlet NSTextField *statusField; }
        @property (weak) IBOutlet NSTextField *titleField;
        @end
        @implementation SPPrefsPane
        - (void)update { self.titleField.stringValue = [self computedTitle]; [statusField setStringValue:nil]; }
        @end
        """
        let result = try read([ObjCCodeTexts.file(bytes: Array(code.utf8), display: "SPPrefsPane.m")])
        let skipped = result.screens.flatMap(\.skipped)
        let title = skipped.first { $0.id.hasPrefix("t1") }
        XCTAssertEqual(title?.reason, "text set in code from a value known only at run time (`self.titleField.stringValue = …` in SPPrefsPane)")
        XCTAssertEqual(title?.replacedByCode, true)
        XCTAssertEqual(skipped.first { $0.id.hasPrefix("t2") }?.reason, "the code empties the view (`statusField setStringValue: nil` in SPPrefsPane)")
    }

    /// UIKit forms: `.text =`, `setTitle:forState:UIControlStateNormal` (another state is not the document's title).
    func testUIKitForms() {
        let code = """
        @interface CardController : UIViewController
        @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
        @property (nonatomic, weak) IBOutlet UIButton *goButton;
        @property (nonatomic, weak) IBOutlet UIButton *otherButton;
        @end
        @implementation CardController
        - (void)viewDidLoad {
            if (ready) self.titleLabel.text = NSLocalizedString(@"card.title", nil);
            [self.goButton setTitle:NSLocalizedString(@"card.go", nil) forState:UIControlStateNormal];
            [_otherButton setTitle:NSLocalizedString(@"card.pressed", nil) forState:UIControlStateHighlighted];
            self.title = NSLocalizedString(@"card.screen", nil);
            self.goButton.hidden = YES;
        }
        @end
        """
        let found = ObjCCodeTexts.found(in: [ObjCCodeTexts.file(bytes: Array(code.utf8), display: "CardController.m")])
        let texts = found.assignments["CardController"] ?? [:]
        XCTAssertEqual(texts["titleLabel"], [IBCodeSetTexts.Text(key: "card.title", table: nil, properties: ["text"])])
        XCTAssertEqual(texts["goButton"], [IBCodeSetTexts.Text(key: "card.go", table: nil, properties: ["normalTitle", "configuration.title"])])
        XCTAssertNil(texts["otherButton"])
        XCTAssertEqual(texts["#navigationItem"]?.first?.key, "card.screen")
        XCTAssertEqual(texts["#tabBarItem"]?.first?.key, "card.screen")
        XCTAssertEqual(found.toggled["CardController"]?["goButton"], "self.goButton.hidden =")
    }

    /// Every key a localized macro names with a literal, once, at its first place, with the reason it was not followed.
    func testKeysNamedInCode() {
        let keys = ObjCCodeTexts.keysNamed(in: files())
        XCTAssertEqual(keys.map(\.key), ["%ld rows", "Connection settings", "Go", "Really go?", "Search tables", "go.button", "never.laid.out", "status.idle"])
        XCTAssertEqual(keys.first { $0.key == "status.idle" }?.table, "Status")
        XCTAssertTrue(keys.allSatisfy { $0.reason == ObjCCodeTexts.notFollowedReason })
        let alert = keys.first { $0.key == "Really go?" }
        XCTAssertEqual(alert?.location, SourceLocation(file: "SPPrefsPane.m", line: 29, column: 22))
    }

    /// Discovery reads a folder's Objective-C sources and headers only when it holds an implementation file.
    func testDiscoveryAndTheCoverageReason() throws {
        let found = Importers.discover(under: Self.folder.path).map { URL(fileURLWithPath: $0).lastPathComponent }
        XCTAssertEqual(found, ["PrefsPane.xib", "SPPrefsPane.h", "SPPrefsPane.m"])
        let result = Importers.read(Importers.discover(under: Self.folder.path), config: ProjectConfig())
        let named = result.screens.flatMap(\.keysNamedInCode)
        XCTAssertEqual(named.count, 8)
        XCTAssertEqual(result.screens.flatMap(\.elements).first { $0.id.hasPrefix("t2") }?.key, "status.idle")
    }

    /// Bytes that are no Objective-C, unterminated comments, strings and brackets: tokens, never a trap.
    func testToleratesBrokenInput() {
        for code in ["", "@", "@\"", "/*", "\"abc", "[[[[", "]]]]", "@interface", "@implementation X\n[x setStringValue:", "x.text =",
                     "@implementation X\n_y.text = NSLocalizedString(", "@implementation X\n[self setTitle:NSLocalizedString(@\"a\"",
                     "#define A \\\n", "'", "@implementation X IBOutlet", "NSLocalizedStringFromTable(@\"k\")"] {
            let files = [ObjCCodeTexts.file(bytes: Array(code.utf8), display: "x.m")]
            _ = ObjCCodeTexts.found(in: files)
            _ = ObjCCodeTexts.keysNamed(in: files)
        }
        let bytes: [UInt8] = [0xFF, 0xFE, 0x00, 0x5B, 0x40, 0x22, 0xC3]
        ObjCCodeTexts.fuzzRead(bytes: bytes)
    }

    /// Hostile growth (time is measured by `Benchmarks/hardening-bench.sh`, n against 4n): 20,000 open
    /// parentheses and stray closers, chained assignments, nested messages and parenthesized values, each site
    /// read once and the result still exact.
    func testHostileGrowthStaysExact() {
        let n = 20_000
        var code = "@interface H : NSObject { IBOutlet NSTextField *f; IBOutlet NSTextField *g; }\n@end\n@implementation H\n"
        code += String(repeating: "(", count: n) + String(repeating: "]", count: n) + ";\n"
        code += String(repeating: "f.stringValue = ", count: n) + "nil;\n"
        code += String(repeating: "[f setStringValue:", count: n) + String(repeating: "]", count: n) + ";\n"
        code += "g.stringValue = " + String(repeating: "(", count: n) + "NSLocalizedString(@\"deep\", nil)" + String(repeating: ")", count: n) + ";\n"
        code += String(repeating: "NSLocalizedString(", count: n) + "@\"inner\", nil" + String(repeating: ")", count: n) + ";\n"
        code += "@end\n"
        let files = [ObjCCodeTexts.file(bytes: Array(code.utf8), display: "H.m")]
        let found = ObjCCodeTexts.found(in: files)
        XCTAssertEqual(found.outlets["H"], ["f", "g"])
        // Every assignment to `f` is a run-time one (nil, then messages whose value is another message): one text.
        XCTAssertEqual(found.assignments["H"]?["f"]?.count, 1)
        XCTAssertNotNil(found.assignments["H"]?["f"]?.first?.runTime)
        // More than 8 parentheses around a value: not read as the key (a run-time text), and no deep recursion.
        XCTAssertNotNil(found.assignments["H"]?["g"]?.first?.runTime)
        XCTAssertEqual(ObjCCodeTexts.keysNamed(in: files).compactMap(\.key), ["deep", "inner"])
    }

    /// The document stores the frame its own text ("Name:") got; the code's longer text is no evidence that the
    /// model is wrong about the view: the self-check gives the view its stored width and does not compare it
    /// (before, the code's text was compared with "Name:"'s frame and the view skipped as a model error).
    func testACodeSetTextIsNotComparedWithTheFrameOfTheDocumentsText() throws {
        let stored = (try AppKitImporterTests.naturalWidth("Name:", size: 13)).rounded(.up) + 4
        let leading = #"<constraint firstItem="Cod-lb-001" firstAttribute="leading" secondItem="CNT-vw-000" secondAttribute="leading" constant="20" id="c01"/>"#
        let owner = #"<objects><customObject id="-2" userLabel="File's Owner" customClass="SPPane"><connections><outlet property="nameField" destination="Cod-lb-001" id="o1"/></connections></customObject>"#
        let xib = AppKitImporterTests.xib(AppKitImporterTests.label("Cod-lb-001", "Name:", x: 18, width: stored), constraints: leading)
            .replacingOccurrences(of: "<objects>", with: owner)
        let code = "@interface SPPane : NSObject { IBOutlet NSTextField *nameField; }\n@end\n@implementation SPPane\n"
            + "- (void)awakeFromNib { [nameField setStringValue:NSLocalizedString(@\"Name of the colour theme:\", @\"\")]; }\n@end\n"
        let codeTexts = IBCodeSetTexts(program: nil, objectiveC: ObjCCodeTexts.found(in: [ObjCCodeTexts.file(bytes: Array(code.utf8), display: "SPPane.m")]))
        let result = InterfaceBuilderImporter.read(bytes: Array(xib.utf8), path: "Base.lproj/Prefs.xib", displayPath: "Base.lproj/Prefs.xib",
                                                   settings: InterfaceBuilderImportSettings(), codeTexts: codeTexts)
        XCTAssertEqual(result.screens.flatMap(\.elements).first { $0.id.hasPrefix("Cod-lb-001") }?.key, "Name of the colour theme:")
        var catalogs = result.catalogs
        for (locale, value) in [("en", "Name of the colour theme:"), ("de", "Name des Farbschemas:")] {
            catalogs.append(CatalogFile(path: "\(locale).lproj/Localizable.strings", format: .strings, entries: [
                Entry(key: "Name of the colour theme:", table: "Localizable", locale: locale, value: value,
                      location: SourceLocation(file: "\(locale).lproj/Localizable.strings", line: 1, column: 1)),
            ]))
        }
        let report = Linter(typesetter: AppKitImporterTests.typesetter, options: LintOptions(workers: 2))
            .lint(LintInput(catalogs: catalogs, screens: result.screens, findings: result.findings))
        let skipped = report.summary.coverage?.skipped ?? [:]
        XCTAssertFalse(skipped.keys.contains { $0.hasPrefix("self-check") }, "\(skipped)")
        XCTAssertEqual(report.summary.coverage?.uiElementsChecked, 1, "\(skipped)")
    }
}
