import Foundation
import XCTest
@testable import LayoutLint

/// Texts UIKit code sets on a view the document connects to an outlet: `titleLabel.text = L10n.…` in the
/// class the document names (`customClass`), joined by `<outlet property="titleLabel" destination="…"/>`.
final class IBCodeSetTextTests: XCTestCase {
    static let xib = """
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardController">
      <connections>
        <outlet property="titleLabel" destination="t" id="o1"/>
        <outlet property="bodyLabel" destination="b" id="o2"/>
        <outlet property="actionButton" destination="a" id="o3"/>
        <outlet property="view" destination="r" id="o4"/>
      </connections>
    </placeholder>
    <view key="view" id="r"><rect key="frame" x="0" y="0" width="375" height="200"/><subviews>
      <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="t"><rect key="frame" x="16" y="0" width="343" height="20"/></label>
      <label text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="16" y="30" width="343" height="20"/></label>
      <label text="Other" translatesAutoresizingMaskIntoConstraints="NO" id="x"><rect key="frame" x="16" y="60" width="343" height="20"/></label>
      <button translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="16" y="90" width="100" height="30"/>
        <state key="normal" title="Go"/></button>
    </subviews></view>
    </objects></document>
    """

    static let code = """
    import UIKit
    enum L10n {
      static var cardTitle: String { return L10n.tr("Cards", "card.title") }
      private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { key }
    }
    final class CardController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!
        @IBOutlet weak var bodyLabel: UILabel!
        @IBOutlet weak var actionButton: UIButton!
        var notAnOutlet: UILabel!
        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.text = L10n.cardTitle
            self.bodyLabel?.text = NSLocalizedString("card.body", comment: "")
            actionButton.setTitle(NSLocalizedString("card.go", tableName: "Cards", comment: ""), for: .normal)
            notAnOutlet.text = NSLocalizedString("never", comment: "")
        }
    }
    """

    /// Imports the Interface Builder document `document`, stored as `Base.lproj/<name>`, with the Swift source
    /// `code` (the file `codeFile`) as the code that sets its texts.
    static func imported(_ document: String, named name: String, code: String, codeFile: String) -> ImportResult {
        let program = SwiftUIProgram()
        program.add(bytes: Array(code.utf8), display: codeFile)
        return InterfaceBuilderImporter.read(bytes: Array(document.utf8), path: "Base.lproj/" + name, displayPath: name,
                                             settings: InterfaceBuilderImportSettings(), codeTexts: IBCodeSetTexts(program: program))
    }

    func read(code: String) -> ImportResult {
        Self.imported(Self.xib, named: "Card.xib", code: code, codeFile: "CardController.swift")
    }

    func testOutletAssignmentsGiveTheViewsTheirKeys() throws {
        let elements = read(code: Self.code).screens.flatMap(\.elements)
        func keyed(_ id: String) -> (String?, String?) {
            let element = elements.first { $0.id.hasPrefix(id) }
            return (element?.key, element?.table)
        }
        XCTAssertEqual(keyed("t").0, "card.title")
        XCTAssertEqual(keyed("t").1, "Cards")
        XCTAssertEqual(keyed("b").0, "card.body")
        XCTAssertNil(keyed("b").1)
        XCTAssertEqual(keyed("a").0, "card.go")
        XCTAssertEqual(keyed("a").1, "Cards")
        // A view no code sets keeps the document's key.
        XCTAssertEqual(keyed("x").0, "x.text")
        XCTAssertFalse(elements.contains { $0.key == "never" })
    }

    /// Two different localized texts on one outlet: the view shows each in turn, so each is laid out in the
    /// view's box, the second in a copy of the screen (before: skipped with `differentTextsReason`, and
    /// neither key laid out). The copy lays its other elements out only to give the view its box.
    func testAnOutletTheCodeSetsTwoWaysShowsEachText() throws {
        let twice = Self.code.replacingOccurrences(of: "notAnOutlet.text", with: "titleLabel.text")
        XCTAssertNotEqual(twice, Self.code)
        let result = read(code: twice)
        XCTAssertEqual(result.screens.count, 2)
        let (screen, variant) = (result.screens[0], result.screens[1])
        XCTAssertEqual(screen.elements.first { $0.id.hasPrefix("t") }?.key, "card.title")
        XCTAssertEqual(screen.elements.first { $0.id.hasPrefix("t") }?.table, "Cards")
        XCTAssertEqual(variant.elements.first { $0.id.hasPrefix("t") }?.key, "never")
        XCTAssertNil(variant.elements.first { $0.id.hasPrefix("t") }?.table)
        XCTAssertEqual(variant.variantOf, screen.name)
        XCTAssertEqual(variant.layoutOnly, Set(variant.elements.map(\.id).filter { !$0.hasPrefix("t") }))
        XCTAssertFalse(result.screens.flatMap(\.skipped).contains { $0.reason == IBCodeSetTexts.differentTextsReason })
    }

    /// A cell the controller dequeues and casts to its class (`as! SettingsCell`) — or binds with `guard let` /
    /// `if let … as?`, or takes as a parameter — has that class's outlets: `cell.titleLabel.text = L10n.x` gives the
    /// cell document's label its key, whichever class the code is in. A reused cell given one key per row shows
    /// each; a local constant bound to a key and a choice of two keys are followed. A local of another class,
    /// a property of another object and a shadowing closure parameter are not.
    func testACellTheCodeCastsToItsClassGetsItsOutletsTexts() throws {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="c" customClass="SettingsCell">
          <rect key="frame" x="0" y="0" width="375" height="44"/>
          <tableViewCellContentView key="contentView" id="v"><rect key="frame" x="0" y="0" width="375" height="44"/><subviews>
            <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="16" y="12" width="343" height="20"/></label>
          </subviews></tableViewCellContentView>
          <connections><outlet property="cellLabel" destination="l" id="o1"/></connections>
        </tableViewCell>
        </objects></document>
        """
        let code = """
        import UIKit
        final class SettingsCell: UITableViewCell {
            @IBOutlet var cellLabel: UILabel!
        }
        final class OtherCell: UITableViewCell {
            @IBOutlet var cellLabel: UILabel!
        }
        final class GeneralSettingsController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                switch indexPath.row {
                case 0:
                    let cell = tableView.dequeueReusableCell(withIdentifier: "s", for: indexPath) as! SettingsCell
                    cell.cellLabel.text = NSLocalizedString("settings.sound", comment: "")
                    return cell
                case 1:
                    let cell = tableView.dequeueReusableCell(withIdentifier: "o", for: indexPath) as! OtherCell
                    cell.cellLabel.text = NSLocalizedString("other.only", comment: "")
                    return cell
                case 2:
                    guard let cell = tableView.dequeueReusableCell(withIdentifier: "s") as? SettingsCell else { return UITableViewCell() }
                    let text = NSLocalizedString("settings.display", comment: "")
                    cell.cellLabel?.text = text
                    return cell
                default:
                    let cell = tableView.dequeueReusableCell(withIdentifier: "s", for: indexPath)
                    if let cell = cell as? SettingsCell { cell.cellLabel.text = on ? NSLocalizedString("settings.on", comment: "") : NSLocalizedString("settings.off", comment: "") }
                    items.forEach { cell in cell.cellLabel.text = NSLocalizedString("closure.shadowed", comment: "") }
                    model.cellLabel.text = NSLocalizedString("model.label", comment: "")
                    return cell
                }
            }
            func configure(_ cell: SettingsCell) {
                cell.cellLabel.text = NSLocalizedString("settings.display", comment: "")
            }
        }
        """
        let result = Self.imported(xib, named: "SettingsCell.xib", code: code, codeFile: "GeneralSettingsController.swift")
        let keys = result.screens.map { $0.elements.first { $0.id.hasPrefix("l") }?.key }
        XCTAssertEqual(keys, ["settings.sound", "settings.display", "settings.on", "settings.off"])
        XCTAssertEqual(result.screens.dropFirst().map(\.variantOf), Array(repeating: result.screens[0].name, count: 3))
        // The document's placeholder (“Label”, key `l.text`) is never shown: accounted as replaced by the code,
        // so its translations are not checked and the coverage says why it is not laid out.
        let skipped = result.screens.flatMap(\.skipped)
        XCTAssertEqual(skipped.map(\.key), ["l.text"])
        XCTAssertEqual(skipped.first?.reason, IBCodeSetTexts.replacedByCodeTextReason)
        XCTAssertEqual(skipped.first?.replacedByCode, true)
    }

    /// `cell.cellLabel.text = grouping.description`, `= action.title()`, `= choices[indexPath.row].title`: a
    /// `String` member of a type the app declares, read on a value whose type the code's declarations give (a
    /// static function's result, an initializer, an array's element, a parameter), shows each of its localized
    /// results in turn; on an enumeration case the code names (`PlayerAction.effects.title()`) only that case's
    /// branch; a plain literal result is shown verbatim (no key). A member with a result known only at run time, and
    /// a value of a type the app does not declare,
    /// keep the run-time reason (before: every one of these was a run-time text, its keys not laid out).
    func testAMemberWhoseResultsAreLocalizedGivesACellItsTexts() throws {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="c" customClass="SettingsCell">
          <rect key="frame" x="0" y="0" width="375" height="44"/>
          <tableViewCellContentView key="contentView" id="v"><rect key="frame" x="0" y="0" width="375" height="44"/><subviews>
            <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="16" y="12" width="343" height="20"/></label>
            <label text="Value" translatesAutoresizingMaskIntoConstraints="NO" id="d"><rect key="frame" x="200" y="12" width="150" height="20"/></label>
          </subviews></tableViewCellContentView>
          <connections><outlet property="cellLabel" destination="l" id="o1"/><outlet property="detailLabel" destination="d" id="o2"/></connections>
        </tableViewCell>
        </objects></document>
        """
        let code = """
        import UIKit
        enum Grouping: Int {
            case none, season, brand
            var description: String {
                switch self {
                case .none: return NSLocalizedString("group.none", comment: "")
                case .season: return NSLocalizedString("group.season", comment: "")
                case .brand: return "Pocket Casts"
                }
            }
        }
        enum PlayerAction {
            case effects, share, unknown
            func title() -> String {
                switch self {
                case .effects: return NSLocalizedString("action.effects", comment: "")
                case .share: return NSLocalizedString("action.share", comment: "")
                default: return ""
                }
            }
        }
        enum Filter {
            case named(String), all
            var title: String {
                switch self {
                case .named(let name): return name
                case .all: return NSLocalizedString("filter.all", comment: "")
                }
            }
        }
        enum Settings {
            static func defaultGrouping() -> Grouping { .none }
        }
        final class SettingsCell: UITableViewCell {
            @IBOutlet var cellLabel: UILabel!
            @IBOutlet var detailLabel: UILabel!
        }
        final class GeneralSettingsController: UITableViewController {
            let filters: [Filter] = [.all]
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "s", for: indexPath) as! SettingsCell
                switch indexPath.row {
                case 0:
                    let grouping = Settings.defaultGrouping()
                    cell.cellLabel.text = grouping.description
                case 1:
                    cell.cellLabel.text = PlayerAction.effects.title()
                default:
                    cell.detailLabel.text = filters[indexPath.row].title
                }
                return cell
            }
        }
        """
        let result = Self.imported(xib, named: "SettingsCell.xib", code: code, codeFile: "GeneralSettingsController.swift")
        let labels = result.screens.compactMap { $0.elements.first { $0.id.hasPrefix("l") }?.key }
        XCTAssertEqual(labels, ["group.none", "group.season", "action.effects"])
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { ["action.share", "filter.all"].contains($0.key) })
        // The detail label: a member with a data result (`name`) is a run-time text.
        let detail = result.screens[0].skipped.first { $0.id.hasPrefix("d") }
        XCTAssertEqual(detail?.reason.hasPrefix("text set in code from a value known only at run time"), true, detail?.reason ?? "not skipped")

        // A parameter of the enumeration's type: every case's text (`configure` is written first).
        let parameter = code.replacingOccurrences(of: "cell.cellLabel.text = PlayerAction.effects.title()",
                                                  with: "configure(cell, action: .share)")
            .replacingOccurrences(of: "    override func tableView", with: "    func configure(_ cell: SettingsCell, action: PlayerAction) { cell.cellLabel.text = action.title() }\n    override func tableView")
        let viaParameter = Self.imported(xib, named: "SettingsCell.xib", code: parameter, codeFile: "GeneralSettingsController.swift")
        XCTAssertEqual(viaParameter.screens.compactMap { $0.elements.first { $0.id.hasPrefix("l") }?.key },
                       ["action.effects", "action.share", "group.none", "group.season"])
    }

    /// Hostile growth: a chain of thousands of local constants, each the previous one (`let v1 = v0`), read for a
    /// member's type: followed only `IBMemberTexts.maximumDepth` deep, so reading stays linear.
    /// (Its growth, time at 4n ÷ n, is measured in Benchmarks/hardening-bench.sh, section 9.)
    func testALongChainOfLocalsIsFollowedABoundedDepth() throws {
        func texts(_ n: Int) -> IBCodeSetTexts {
            let chain = (1..<n).map { "let v\($0) = v\($0 - 1)" }.joined(separator: "\n")
            let uses = (0..<n).map { "cell.cellLabel.text = v\($0).title" }.joined(separator: "\n")
            let code = """
            import UIKit
            enum Kind { case a; var title: String { switch self { case .a: return NSLocalizedString("k.a", comment: "") } } }
            class SettingsCell: UITableViewCell { @IBOutlet var cellLabel: UILabel! }
            class C { func f(cell: SettingsCell) {
            let v0 = Kind.a
            \(chain)
            \(uses)
            } }
            """
            let program = SwiftUIProgram()
            program.add(bytes: Array(code.utf8), display: "C.swift")
            return IBCodeSetTexts(program: program)
        }
        // The first locals are near enough to be followed to the case's title; the chain's far end is not.
        func keys(_ read: IBCodeSetTexts) -> Set<String> {
            Set(read.byClass["SettingsCell"]?["cellLabel"]?.flatMap { $0.all.map(\.key) } ?? [])
        }
        // A short chain is followed to the case's title; a long one is read, but past the depth its value is
        // known only at run time, never a wrong key.
        XCTAssertEqual(keys(texts(3)), ["k.a"])
        let long = texts(4_000)
        XCTAssertTrue(keys(long).isSubset(of: ["k.a", ""]), "\(keys(long))")
        XCTAssertTrue(long.byClass["SettingsCell"]?["cellLabel"]?.contains { $0.runTime != nil } ?? false)
    }

    /// A reused view given more texts than `maximumTextVariants`: the first are laid out, each in a copy of the
    /// screen, the others skipped with why (the number of copies, and so the time, stays bounded).
    func testTextsPastTheVariantLimitAreSkippedWithWhy() throws {
        let count = IBCodeSetTexts.maximumTextVariants + 3
        let lines = (0..<count).map { "        titleLabel.text = NSLocalizedString(\"row.\($0)\", comment: \"\")" }.joined(separator: "\n")
        let code = Self.code.replacingOccurrences(of: "        titleLabel.text = L10n.cardTitle", with: lines)
        XCTAssertNotEqual(code, Self.code)
        let result = read(code: code)
        XCTAssertEqual(result.screens.count, IBCodeSetTexts.maximumTextVariants + 1)
        let laidOut = result.screens.compactMap { $0.elements.first { $0.id.hasPrefix("t") }?.key }
        XCTAssertEqual(laidOut, (0...IBCodeSetTexts.maximumTextVariants).map { "row.\($0)" })
        let skipped = result.screens[0].skipped.filter { $0.id.hasPrefix("t") && $0.reason != IBCodeSetTexts.replacedByCodeTextReason }
        XCTAssertEqual(skipped.map(\.key), (IBCodeSetTexts.maximumTextVariants + 1..<count).map { "row.\($0)" })
        XCTAssertEqual(skipped.first?.reason, IBCodeSetTexts.tooManyTextsReason(count))
    }

    /// Hostile growth: a function of thousands of statements, each declaring a local and setting an outlet
    /// through it, is read in time linear in its length (each statement list's declarations are read once).
    /// (Its growth, time at 4n ÷ n, is measured in Benchmarks/hardening-bench.sh, section 9.)
    func testManyLocalsInOneFunctionStayLinear() throws {
        func texts(_ n: Int) -> IBCodeSetTexts {
            let body = (0..<n).map { "let c\($0) = x as! SettingsCell\nc\($0).cellLabel.text = label" }.joined(separator: "\n")
            let code = "import UIKit\nclass SettingsCell: UITableViewCell { @IBOutlet var cellLabel: UILabel! }\nclass C { func f() {\n\(body)\n} }"
            let program = SwiftUIProgram()
            program.add(bytes: Array(code.utf8), display: "C.swift")
            return IBCodeSetTexts(program: program)
        }
        // `label` is no localized text: every statement is read and none sets a catalog key.
        XCTAssertTrue(texts(4_000).byClass["C"]?["cellLabel"]?.allSatisfy { $0.key.isEmpty } ?? true)
    }

    /// A UIKit button whose Line Break is Word Wrap or Character Wrap wraps its title onto as many lines as it
    /// needs (`UIKitMetrics.wrappingButtonLineBreakModes`); a truncating one, or none, keeps one line (before, every
    /// button was one line, and a wrapping button's long title a false truncation).
    func testAButtonWhoseLineBreakModeWrapsWrapsItsTitle() throws {
        func maxLines(_ mode: String?) -> Int? {
            let attribute = mode.map { " lineBreakMode=\"\($0)\"" } ?? ""
            let xib = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view key="view" id="r"><rect key="frame" x="0" y="0" width="375" height="100"/><subviews>
              <button translatesAutoresizingMaskIntoConstraints="NO"\(attribute) id="a"><rect key="frame" x="16" y="8" width="95" height="24"/>
                <state key="normal" title="Mark played"/></button>
            </subviews></view>
            </objects></document>
            """
            let result = Self.imported(xib, named: "Actions.xib", code: "import UIKit", codeFile: "A.swift")
            return result.screens.flatMap(\.elements).first { $0.id.hasPrefix("a") }?.maxLines
        }
        XCTAssertEqual(maxLines("wordWrap"), 0)
        XCTAssertEqual(maxLines("characterWrap"), 0)
        XCTAssertEqual(maxLines("tailTruncation"), 1)
        XCTAssertEqual(maxLines(nil), 1)
    }

    /// A value that is no localized key (`= model.name`), `= nil`, and the iOS 15 button configuration's title.
    func testRunTimeValuesAndButtonConfigurations() throws {
        let code = Self.code
            .replacingOccurrences(of: "titleLabel.text = L10n.cardTitle", with: "titleLabel.text = model.name")
            .replacingOccurrences(of: "self.bodyLabel?.text = NSLocalizedString(\"card.body\", comment: \"\")", with: "bodyLabel.text = nil")
            .replacingOccurrences(of: "actionButton.setTitle(NSLocalizedString(\"card.go\", tableName: \"Cards\", comment: \"\"), for: .normal)",
                                  with: "actionButton.configuration?.title = NSLocalizedString(\"card.go\", tableName: \"Cards\", comment: \"\")")
        XCTAssertNotEqual(code, Self.code)
        let result = read(code: code)
        let elements = result.screens.flatMap(\.elements)
        let skipped = result.screens.flatMap(\.skipped)
        XCTAssertFalse(elements.contains { $0.id.hasPrefix("t") || $0.id.hasPrefix("b") })
        XCTAssertEqual(skipped.first { $0.id.hasPrefix("t") }?.reason,
                       "text set in code from a value known only at run time (`titleLabel.text = …` in CardController)")
        XCTAssertEqual(skipped.first { $0.id.hasPrefix("b") }?.reason, "the code empties the view (`bodyLabel.text = nil` in CardController)")
        XCTAssertEqual(elements.first { $0.id.hasPrefix("a") }?.key, "card.go")
        XCTAssertEqual(elements.first { $0.id.hasPrefix("x") }?.key, "x.text")
    }

    /// A document text the code replaces from a run-time value is never shown: its translations are not
    /// checked (a Latin placeholder left in the Thai table is no `wrong-script` or `untranslated`), while a
    /// view no code sets keeps its checks.
    func testTextsTheCodeReplacesAreNotCheckedInTheCatalogs() throws {
        let code = Self.code.replacingOccurrences(of: "titleLabel.text = L10n.cardTitle", with: "titleLabel.text = model.name")
        let imported = read(code: code)
        var catalogs = imported.catalogs
        let thai = "\"t.text\" = \"{Title}\";\n\"x.text\" = \"Other\";\n"
        catalogs.append(CatalogReader.read(bytes: Array(thai.utf8), path: "th.lproj/Card.strings", format: .strings))
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(sourceLocale: "en", workers: 1),
                            rules: [UntranslatedRule(), WrongScriptRule()])
            .lint(LintInput(catalogs: catalogs, screens: imported.screens))
        XCTAssertTrue(imported.screens.flatMap(\.skipped).contains { $0.key == "t.text" && $0.replacedByCode == true })
        XCTAssertFalse(report.findings.contains { $0.key == "t.text" || ($0.keys ?? []).contains("t.text") || $0.message.contains("{Title}") },
                       report.findings.map(\.clangStyle).joined(separator: "\n"))
        // The view no code sets: “Other” left in English in the Thai table is reported.
        XCTAssertTrue(report.findings.contains { $0.message.contains("Other") }, report.findings.map(\.clangStyle).joined(separator: "\n"))
        // Replaced: `t` by a run-time value, `b` and the button `a` by the code's own keys (`card.body`, `card.go`).
        XCTAssertEqual(IndexStage.keysReplacedByCode(imported.screens).sorted(), ["Card\u{1F}a.normalTitle", "Card\u{1F}b.text", "Card\u{1F}t.text"])
        // Counted among the keys not to translate: those whose source text needs translation (“Title”, “Body”;
        // the button's two-letter “Go” is not one `needsTranslation` asks a translator for).
        XCTAssertEqual(report.summary.coverage?.keysNotToTranslate[UntranslatedRule.replacedByCodeReason], 2)
    }

    /// A new `UIButton.Configuration` given whole (`button.configuration = config`) draws its own title.
    func testAWholeButtonConfigurationReplacesTheTitle() throws {
        let code = Self.code.replacingOccurrences(of: "actionButton.setTitle(NSLocalizedString(\"card.go\", tableName: \"Cards\", comment: \"\"), for: .normal)",
                                                  with: "var config = UIButton.Configuration.filled(); config.title = model.title; actionButton.configuration = config")
        XCTAssertNotEqual(code, Self.code)
        let result = read(code: code)
        XCTAssertFalse(result.screens.flatMap(\.elements).contains { $0.id.hasPrefix("a") })
        XCTAssertTrue(result.screens.flatMap(\.skipped).first { $0.id.hasPrefix("a") }?.reason.hasPrefix("the code gives the button a new configuration") == true)
    }

    /// `setImage(_:forSegmentAt:)` replaces that segment's title (a segment shows an image or a title, not
    /// both); `setTitle(_:forSegmentAt:)` gives it the code's key; other segments keep the document's.
    func testSegmentsTheCodeSets() throws {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="PagesController">
          <connections><outlet property="selector" destination="s" id="o1"/></connections>
        </placeholder>
        <view key="view" id="r"><rect key="frame" x="0" y="0" width="375" height="100"/><subviews>
          <segmentedControl translatesAutoresizingMaskIntoConstraints="NO" segmentControlStyle="plain" selectedSegmentIndex="0" id="s">
            <rect key="frame" x="16" y="8" width="343" height="32"/>
            <segments><segment title="General"/><segment title="Files"/><segment title="History"/></segments>
          </segmentedControl>
        </subviews></view>
        </objects></document>
        """
        let code = """
        import UIKit
        final class PagesController: UIViewController {
            @IBOutlet private weak var selector: UISegmentedControl!
            override func viewDidLoad() {
                selector.setImage(UIImage(systemName: "key"), forSegmentAt: 0)
                selector.setTitle(NSLocalizedString("tab.files", comment: ""), forSegmentAt: 1)
            }
        }
        """
        let result = Self.imported(xib, named: "Pages.xib", code: code, codeFile: "PagesController.swift")
        let elements = result.screens.flatMap(\.elements)
        XCTAssertNil(elements.first { $0.id == "s.segment0" })
        XCTAssertTrue(result.screens.flatMap(\.skipped).first { $0.id == "s.segment0" }?.reason.contains("an image or a title, not both") == true)
        XCTAssertEqual(elements.first { $0.id == "s.segment1" }?.key, "tab.files")
        XCTAssertEqual(elements.first { $0.id == "s.segment2" }?.key, "s.segmentTitles[2]")
    }

    /// A controller whose code sets its own title (`title =`, `navigationItem.title =`, `tabBarItem.title =`)
    /// replaces the navigation item and tab bar item titles its storyboard scene gives it (UIKit:
    /// `UIViewController.title` updates both items); a scene whose class titles nothing keeps its checks.
    func testAControllerTitledByItsCodeReplacesTheStoryboardTitles() throws {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes>
        <scene sceneID="s1"><objects>
          <viewController id="v1" customClass="AccountController" sceneMemberID="viewController">
            <view key="view" id="r1"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
            <navigationItem key="navigationItem" title="My Account" id="n1"/>
            <tabBarItem key="tabBarItem" title="Account" id="b1"/>
          </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <viewController id="v2" customClass="NewsController" sceneMemberID="viewController">
            <view key="view" id="r2"><rect key="frame" x="0" y="0" width="375" height="667"/></view>
            <navigationItem key="navigationItem" title="News" id="n2"/>
          </viewController>
        </objects></scene>
        </scenes></document>
        """
        func imported(_ code: String) -> ImportResult {
            Self.imported(storyboard, named: "Main.storyboard", code: code, codeFile: "Controllers.swift")
        }
        func replaced(_ result: ImportResult) -> Set<String> {
            Set(result.screens.flatMap(\.skipped).filter { $0.replacedByCode == true }.compactMap(\.key))
        }
        let byTitle = imported("""
        final class AccountController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); title = NSLocalizedString("account.title", comment: "") }
        }
        final class NewsController: UIViewController {}
        """)
        XCTAssertEqual(replaced(byTitle), ["n1.title", "b1.title"])
        let byItem = imported("""
        final class AccountController: UIViewController {
            override func viewDidLoad() { load { [weak self] name in self?.navigationItem.title = name } }
        }
        """)
        XCTAssertEqual(replaced(byItem), ["n1.title"])
        // The document's own titles are checked where no code replaces them.
        XCTAssertEqual(replaced(imported("final class AccountController: UIViewController { var note = \"\" }")), [])
    }

    /// An AppKit window controller's window (`<window key="window">`, `NSWindowController.window`): its title is
    /// a value of the document, drawn by the title bar (skipped, not replaced), unless the controller's code
    /// sets `window?.title`; then the document's title ("<dnl>" here, a placeholder) is never shown and
    /// `untranslated` does not ask for it.
    func testAWindowTitledByItsControllersCodeIsNotTheDocumentsTitle() throws {
        let storyboard = """
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" targetRuntime="MacOSX.Cocoa"><scenes>
        <scene sceneID="s1"><objects>
          <windowController id="c1" customClass="MainWindowController" sceneMemberID="viewController">
            <window key="window" title="&lt;dnl&gt;" id="w1">
              <rect key="contentRect" x="0" y="0" width="480" height="300"/>
              <view key="contentView" id="v1"><rect key="frame" x="0.0" y="0.0" width="480" height="300"/></view>
            </window>
          </windowController>
        </objects></scene>
        <scene sceneID="s2"><objects>
          <windowController id="c2" customClass="PrefsWindowController" sceneMemberID="viewController">
            <window key="window" title="Preferences" id="w2">
              <rect key="contentRect" x="0" y="0" width="480" height="300"/>
              <view key="contentView" id="v2"><rect key="frame" x="0.0" y="0.0" width="480" height="300"/></view>
            </window>
          </windowController>
        </objects></scene>
        </scenes></document>
        """
        let code = """
        import AppKit
        final class MainWindowController: NSWindowController {
            override func windowDidLoad() { super.windowDidLoad(); self.window?.title = Bundle.main.name }
        }
        final class PrefsWindowController: NSWindowController {}
        """
        let imported = Self.imported(storyboard, named: "Main.storyboard", code: code, codeFile: "Windows.swift")
        let skipped = imported.screens.flatMap(\.skipped)
        XCTAssertEqual(Set(skipped.filter { $0.replacedByCode == true }.compactMap(\.key)), ["w1.title"])
        XCTAssertTrue(skipped.contains { $0.key == "w2.title" && $0.reason == SceneReader.windowTitleReason && $0.replacedByCode != true },
                      skipped.map(\.reason).joined(separator: "\n"))
        XCTAssertEqual(imported.catalogs.flatMap(\.entries).map(\.key).sorted(), ["w1.title", "w2.title"])
        var catalogs = imported.catalogs
        let russian = "\"w1.title\" = \"<dnl>\";\n\"w2.title\" = \"Preferences\";\n"
        catalogs.append(CatalogReader.read(bytes: Array(russian.utf8), path: "ru.lproj/Main.strings", format: .strings))
        let report = Linter(typesetter: RuleExamplesTests.typesetter, options: LintOptions(sourceLocale: "en", workers: 1),
                            rules: [UntranslatedRule()])
            .lint(LintInput(catalogs: catalogs, screens: imported.screens))
        let messages = report.findings.map(\.clangStyle).joined(separator: "\n")
        XCTAssertFalse(messages.contains("<dnl>"), messages)
        // The title the document shows, left in English in the Russian table, is reported.
        XCTAssertTrue(messages.contains("Preferences"), messages)
    }

    /// A horizontal stack of buttons the code shows and hides (`leaveButton.isHidden = …`): UIStackView lays
    /// out only the arranged views not hidden, so the width each button gets is decided at run time and its
    /// text is not laid out in the document's six-way split; a stack whose views the code leaves alone is.
    func testAStackWhoseViewsTheCodeShowsAndHidesIsDecidedAtRunTime() throws {
        // Frames as Interface Builder stores them: a third of (343 − 2 × 15) each, the vertical stack's one 343 wide.
        func button(_ id: String, _ title: String, x: Double = 0, width: Double = 343) -> String {
            "<button translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\"><rect key=\"frame\" x=\"\(x)\" y=\"0\" width=\"\(width)\" height=\"36\"/><state key=\"normal\" title=\"\(title)\"/></button>"
        }
        let third = (343.0 - 30) / 3
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="QuestController">
          <connections><outlet property="leaveButton" destination="b2" id="o1"/><outlet property="view" destination="r" id="o2"/></connections>
        </placeholder>
        <view key="view" id="r"><rect key="frame" x="0" y="0" width="375" height="200"/><subviews>
          <stackView distribution="fillEqually" spacing="15" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
            <rect key="frame" x="16" y="0" width="343" height="36"/>
            <subviews>\(button("b1", "Accept", width: third))\(button("b2", "Leave", x: third + 15, width: third))\(button("b3", "Reject", x: 2 * third + 30, width: third))</subviews>
          </stackView>
          <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="s2">
            <rect key="frame" x="16" y="50" width="343" height="36"/>
            <subviews>\(button("b4", "Invite"))</subviews>
          </stackView>
        </subviews>
        <constraints>
          <constraint firstItem="s1" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="16" id="c1"/>
          <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" constant="16" id="c2"/>
          <constraint firstItem="s2" firstAttribute="leading" secondItem="r" secondAttribute="leading" constant="16" id="c3"/>
          <constraint firstAttribute="trailing" secondItem="s2" secondAttribute="trailing" constant="16" id="c4"/>
        </constraints></view>
        </objects></document>
        """
        func resolved(_ code: String) throws -> ContainerResolution {
            let result = Self.imported(xib, named: "Quest.xib", code: code, codeFile: "QuestController.swift")
            return try XCTUnwrap(result.screens.first?.container?.layout).resolve(ContainerQuery(locale: "en", isRightToLeft: false, sizeCategory: nil, screenWidth: 375) { _, _ in
                TextMeasurement(naturalWidth: 40, width: 40, height: 17, lineCount: 1)
            })
        }
        let toggling = try resolved("""
        final class QuestController: UIViewController {
            @IBOutlet weak var leaveButton: UIButton!
            func update(isMember: Bool) { leaveButton.isHidden = !isMember }
        }
        """)
        for id in ["b1", "b2", "b3"] {
            XCTAssertNil(toggling.boxes.first { $0.key.hasPrefix(id) }, id)
            XCTAssertTrue(toggling.skipped.first { $0.key.hasPrefix(id) }?.value.contains("`leaveButton.isHidden = …`") == true, id)
        }
        // The vertical stack's button keeps its width whatever the other stack shows.
        XCTAssertNotNil(toggling.boxes.first { $0.key.hasPrefix("b4") })
        // Without the code's `isHidden`, each button has its third of the row: (343 − 2 × 15) / 3.
        let still = try resolved("final class QuestController: UIViewController { @IBOutlet weak var leaveButton: UIButton! }")
        XCTAssertEqual(try XCTUnwrap(still.boxes.first { $0.key.hasPrefix("b1") }?.value).width, (343 - 30) / 3, accuracy: 1)
    }

    /// A stack whose arranged views the code removes from their superview (`removeFromSuperview()`: UIKit takes a
    /// removed view out of the stack's arranged views too) and replaces with its own shows none of the document's:
    /// their texts are skipped as replaced by code, so they are neither laid out nor reported untranslated. A
    /// `removeArrangedSubview` alone keeps the view in the stack's subviews (UIKit documentation): not counted.
    func testAStackWhoseArrangedViewsTheCodeRemovesShowsNoneOfTheDocuments() throws {
        let xib = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UpsellController">
          <connections><outlet property="featuresStack" destination="s1" id="o1"/><outlet property="view" destination="r" id="o2"/></connections>
        </placeholder>
        <view key="view" id="r"><rect key="frame" x="0" y="0" width="375" height="200"/><subviews>
          <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
            <rect key="frame" x="16" y="0" width="343" height="40"/>
            <subviews><view id="v1"><rect key="frame" x="0" y="0" width="343" height="40"/><subviews>
              <label text="Browse at the highest speeds" translatesAutoresizingMaskIntoConstraints="NO" id="l1"><rect key="frame" x="0" y="0" width="343" height="20"/></label>
            </subviews></view></subviews>
          </stackView>
          <label text="Upgrade" translatesAutoresizingMaskIntoConstraints="NO" id="l2"><rect key="frame" x="16" y="60" width="343" height="20"/></label>
        </subviews></view>
        </objects></document>
        """
        func read(_ code: String) -> LayoutScreen? {
            Self.imported(xib, named: "Upsell.xib", code: code, codeFile: "UpsellController.swift").screens.first
        }
        for code in ["""
            final class UpsellController: UIViewController {
                @IBOutlet private weak var featuresStack: UIStackView!
                func show(_ features: [UIView]) {
                    for view in featuresStack.arrangedSubviews {
                        featuresStack.removeArrangedSubview(view)
                        view.removeFromSuperview()
                    }
                    features.forEach { featuresStack.addArrangedSubview($0) }
                }
            }
            """, """
            final class UpsellController: UIViewController {
                @IBOutlet private weak var featuresStack: UIStackView!
                func clear() { self.featuresStack.arrangedSubviews.forEach { $0.removeFromSuperview() } }
            }
            """] {
            let screen = try XCTUnwrap(read(code))
            // Interface Builder's keys: the object id and the property (`l1.text`).
            XCTAssertEqual(screen.elements.map(\.key), ["l2.text"])
            let skipped = try XCTUnwrap(screen.skipped.first { $0.key == "l1.text" })
            XCTAssertTrue(skipped.reason.contains("removes and replaces"), skipped.reason)
            XCTAssertEqual(skipped.replacedByCode, true)
        }
        let kept = try XCTUnwrap(read("""
            final class UpsellController: UIViewController {
                @IBOutlet private weak var featuresStack: UIStackView!
                func clear() { for view in featuresStack.arrangedSubviews { featuresStack.removeArrangedSubview(view) } }
            }
            """))
        XCTAssertEqual(kept.elements.compactMap(\.key).sorted(), ["l1.text", "l2.text"])
    }
}
