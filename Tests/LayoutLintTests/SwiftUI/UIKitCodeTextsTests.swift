import Foundation
import XCTest
@testable import LayoutLint

/// Localized texts UIKit code hands to views UIKit lays out itself (`UIKitCodeTexts`): alerts, menus, bar
/// button items and view controllers' navigation titles, in code outside any SwiftUI view body.
final class UIKitCodeTextsTests: XCTestCase {
    /// One SwiftUI file, so that the app's Swift is read at all; the UIKit code is in the other files.
    static let swiftUIView = """
    import SwiftUI
    struct About: View { var body: some View { Text(L10n.cancelLabel) } }
    """

    func importUIKit(_ code: String) -> ImportResult {
        importSwiftUI(["Strings.swift": SwiftUIAccessorTests.swiftGen, "About.swift": Self.swiftUIView, "Controller.swift": code])
    }

    func elements(_ result: ImportResult) -> [LayoutElement] { result.screens.filter { $0.name.hasPrefix("Controller") }.flatMap(\.elements) }

    func testAnAlertsTitleMessageAndButtonsAreLaidOutAsUIKitDrawsThem() throws {
        let result = importUIKit("""
        import UIKit
        final class Controller: UIViewController {
            func confirm() {
                let alert = UIAlertController(title: L10n.Settings.title, message: L10n.Settings.ConnectionSection.header, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: L10n.Hand.written, style: .default))
                alert.addAction(UIAlertAction(title: "OK", style: .cancel))
                present(alert, animated: true)
            }
        }
        """)
        let laidOut = elements(result)
        // The literal "OK" is a String UIKit shows verbatim: no key.
        XCTAssertEqual(Set(laidOut.compactMap(\.key)), ["settings.title", "settings.connection_section.header", "hand.written"])
        let title = try XCTUnwrap(laidOut.first { $0.key == "settings.title" })
        XCTAssertEqual(title.table, "Settings")
        XCTAssertEqual(title.textStyle, SwiftUIMetrics.alertTitleStyle)
        XCTAssertEqual(laidOut.first { $0.key == "settings.connection_section.header" }?.textStyle, SwiftUIMetrics.alertMessageStyle)
        XCTAssertEqual(laidOut.first { $0.key == "hand.written" }?.textStyle, "body")
        // UIKit wraps them: no line limit, laid out at most as wide as the screen between its margins.
        XCTAssertTrue(laidOut.allSatisfy { $0.maxLines == 0 })
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Controller" })
        let resolution = FixedTextWidths(widths: ["settings.title": 100, "settings.connection_section.header": 100, "hand.written": 100])
            .resolve(screen, screenWidth: 393)
        XCTAssertEqual(resolution.boxes[title.id]?.width, 393 - 2 * SwiftUIMetrics.barMargin(screenWidth: 393))
    }

    func testAViewControllersTitleIsItsNavigationTitle() throws {
        let result = importUIKit("""
        import UIKit
        class BaseController: UITableViewController {}
        final class Controller: BaseController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = L10n.Settings.title
            }
            func other() {
                var title = ""
                title = L10n.cancelLabel
                print(title)
            }
        }
        final class Model: NSObject {
            var title = ""
            func load() { title = L10n.Hand.written }
        }
        """)
        let all = result.screens.flatMap(\.elements)
        let title = try XCTUnwrap(all.first { $0.key == "settings.title" })
        // UINavigationBar's title: one line, 17pt semibold, in the bar's width (an upper bound: items share it).
        XCTAssertEqual(title.size, SwiftUIMetrics.inlineTitleSize)
        XCTAssertEqual(title.weight, SwiftUIMetrics.inlineTitleWeight)
        XCTAssertEqual(title.maxLines, 1)
        // A local `title` and the `title` of a class that is no view controller are no navigation titles.
        XCTAssertFalse(all.contains { $0.key == "hand.written" })
        XCTAssertEqual(all.filter { $0.key == "cancel_label" }.count, 1, "only the SwiftUI view's text")
    }

    func testLetConstantsAndMembersGiveTheirKeysParametersDoNot() throws {
        let result = importUIKit("""
        import UIKit
        final class Controller: UIViewController {
            func menu(name: String) -> UIMenu {
                let done = L10n.Settings.title
                return UIMenu(children: [
                    UIAction(title: done) { _ in },
                    UIAction(title: name) { _ in },
                    UIAction(title: L10n.requiresVersion(name)) { _ in },
                ])
            }
        }
        """)
        XCTAssertEqual(Set(elements(result).compactMap(\.key)), ["settings.title", "requires_version"])
    }

    func testTextOnViewsTheCodeBuildsIsSkippedWithTheReason() throws {
        let result = importUIKit("""
        import UIKit
        final class Controller: UIViewController {
            let label = UILabel()
            let button = UIButton()
            override func viewDidLoad() {
                label.text = L10n.Settings.title
                button.setTitle(L10n.Hand.written, for: .normal)
                tabBarItem.title = L10n.cancelLabel
                #if DEBUG
                let alert = UIAlertController(title: L10n.Settings.ConnectionSection.header, message: nil, preferredStyle: .alert)
                #endif
            }
        }
        """)
        let skipped = result.screens.flatMap(\.skipped)
        XCTAssertEqual(skipped.first { $0.key == "settings.title" }?.reason, UIKitCodeTexts.builtViewReason(".text = …"))
        XCTAssertEqual(skipped.first { $0.key == "hand.written" }?.reason, UIKitCodeTexts.builtViewReason("setTitle(_:for:)"))
        XCTAssertEqual(skipped.first { $0.key == "cancel_label" }?.reason, UIKitCodeTexts.tabBarReason)
        XCTAssertTrue(elements(result).isEmpty)
        // Code in `#if DEBUG` is in no release build.
        XCTAssertFalse(skipped.contains { $0.key == "settings.connection_section.header" })
    }

    func testAListCellConfigurationsTextWrapsInTheBodyStyle() throws {
        let result = importUIKit("""
        import UIKit
        enum Row {
            case general, about
            var title: String {
                switch self {
                case .general: return L10n.Settings.title
                case .about: return L10n.Hand.written
                }
            }
        }
        final class Controller: UITableViewCell {
            func configure(row: Row) {
                var content = UIListContentConfiguration.cell()
                content.text = row.title
                content.secondaryText = L10n.cancelLabel
                contentConfiguration = content
            }
            func header() {
                var header = UIListContentConfiguration.groupedHeader()
                header.text = L10n.Settings.ConnectionSection.header
            }
        }
        """)
        // The member's every value, where the cell uses it; `configure(row:)` names its parameter's type.
        let laidOut = elements(result)
        XCTAssertEqual(Set(laidOut.compactMap(\.key)), ["settings.title", "hand.written"])
        XCTAssertTrue(laidOut.allSatisfy { $0.maxLines == 0 && $0.textStyle == "body" })
        let skipped = result.screens.flatMap(\.skipped)
        XCTAssertEqual(skipped.first { $0.key == "cancel_label" }?.reason, UIKitCodeTexts.listSecondaryReason)
        // A header configuration's text has a style of its own: not laid out as a cell's.
        XCTAssertEqual(skipped.first { $0.key == "settings.connection_section.header" }?.reason, UIKitCodeTexts.builtViewReason(".text = …"))
    }

    /// `Text(verbatim:)` shows its String unlooked-up: a String an accessor already looked up is localized text;
    /// a literal stays data.
    func testTextVerbatimOfAnAccessorIsThatLocalizedText() throws {
        let result = importSwiftUI(["Strings.swift": SwiftUIAccessorTests.swiftGen, "V.swift": """
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack {
                    Text(verbatim: L10n.Settings.title)
                    Text(verbatim: "v1.0")
                    Button { } label: { Text(verbatim: L10n.cancelLabel) }
                }
            }
        }
        """])
        XCTAssertEqual(element(result, key: "settings.title")?.table, "Settings")
        XCTAssertEqual(element(result, key: "cancel_label")?.table, "Localizable")
        XCTAssertTrue(result.screens.flatMap(\.skipped).contains { $0.reason == "Text(verbatim:) is not localized" })
    }

    /// A helper that builds the alert from its parameters: the values its callers pass, each in its caller's
    /// scope; a function name declared twice names no one function.
    func testAnAlertHelpersParametersAreTheValuesItsCallersPass() throws {
        let result = importUIKit("""
        import UIKit
        enum Alerts {
            static func makeAlert(title: String, _ message: String) -> UIAlertController {
                UIAlertController(title: title, message: message, preferredStyle: .alert)
            }
            static func twice(title: String) -> UIAlertController { UIAlertController(title: title, message: nil, preferredStyle: .alert) }
        }
        final class Controller: UIViewController {
            func failed() {
                let reason = L10n.Hand.written
                present(Alerts.makeAlert(title: L10n.Settings.title, reason), animated: true)
                present(Alerts.twice(title: L10n.cancelLabel), animated: true)
            }
            func twice(title: String) {}
        }
        final class Shortcuts: UIViewController {
            var commands: [UIKeyCommand] { [UIKeyCommand(title: L10n.Settings.ConnectionSection.header, action: #selector(close), input: "w")] }
            @objc func close() {}
        }
        """)
        let laidOut = result.screens.filter { $0.name == "Alerts" }.flatMap(\.elements)
        XCTAssertEqual(Set(laidOut.compactMap(\.key)), ["settings.title", "hand.written"])
        XCTAssertEqual(laidOut.first { $0.key == "settings.title" }?.textStyle, SwiftUIMetrics.alertTitleStyle)
        XCTAssertEqual(laidOut.first { $0.key == "hand.written" }?.textStyle, SwiftUIMetrics.alertMessageStyle)
        // Where the key is named: the caller's line.
        XCTAssertEqual(laidOut.first { $0.key == "settings.title" }?.location.file, "Controller.swift")
        XCTAssertEqual(result.screens.flatMap(\.skipped).first { $0.key == "settings.connection_section.header" }?.reason,
                       UIKitCodeTexts.keyCommandReason)
    }

    /// A helper that passes its own parameters on to another (`showAlert` → `createDialog` → the alert): its
    /// callers' values. A call names the declaration its argument labels fit (defaults and a trailing closure
    /// left out), so a method of the same base name with other labels is not a caller of the helper.
    func testAlertHelpersThatPassTheirParametersOnAreFollowedToTheirCallers() throws {
        let result = importUIKit("""
        import UIKit
        final class Utils {
            class func showAlert(title: String, message: String?, from: UIViewController?, completion: (() -> Void)? = nil) {
                from?.present(createDialog(title: title, message: message), animated: true)
            }
            private class func createDialog(title: String, message: String?) -> UIAlertController {
                UIAlertController(title: title, message: message, preferredStyle: .alert)
            }
        }
        class Loading {
            func showAlert(_ controller: UIViewController, hasProgress: Bool, completion: (() -> Void)?) {}
        }
        final class Controller: UIViewController {
            func failed() {
                Utils.showAlert(title: L10n.Settings.title, message: L10n.Hand.written, from: self)
                Utils.showAlert(title: L10n.cancelLabel, message: nil, from: self) { print("closed") }
                Loading().showAlert(self, hasProgress: false, completion: nil)
            }
        }
        """)
        let laidOut = result.screens.filter { $0.name == "Utils" }.flatMap(\.elements)
        XCTAssertEqual(Set(laidOut.compactMap(\.key)), ["settings.title", "hand.written", "cancel_label"])
        XCTAssertEqual(laidOut.first { $0.key == "settings.title" }?.textStyle, SwiftUIMetrics.alertTitleStyle)
        XCTAssertEqual(laidOut.first { $0.key == "hand.written" }?.textStyle, SwiftUIMetrics.alertMessageStyle)
        XCTAssertEqual(laidOut.first { $0.key == "cancel_label" }?.location.file, "Controller.swift")
    }

    /// A call whose labels do not fit the helper's parameters (a required one left out, a label it does not
    /// have, one out of order) names another function: its values are not the helper's.
    func testACallWhoseLabelsDoNotFitTheHelperIsNoCallerOfIt() throws {
        let result = importUIKit("""
        import UIKit
        enum Alerts {
            static func confirm(title: String, message: String? = nil, done: () -> Void) -> UIAlertController {
                UIAlertController(title: title, message: message, preferredStyle: .alert)
            }
        }
        final class Controller: UIViewController {
            func ask() {
                present(Alerts.confirm(title: L10n.Settings.title) { }, animated: true)
                present(Alerts.confirm(title: L10n.Hand.written), animated: true)
                present(Alerts.confirm(message: L10n.cancelLabel, title: L10n.cancelLabel) { }, animated: true)
                present(Alerts.confirm(L10n.Settings.ConnectionSection.header) { }, animated: true)
            }
        }
        """)
        let laidOut = result.screens.filter { $0.name == "Alerts" }.flatMap(\.elements)
        XCTAssertEqual(Set(laidOut.compactMap(\.key)), ["settings.title"])
    }

    /// A cell the code makes with a built-in style: its text label is laid out (one line at 17pt, or the lines the
    /// code gives it, in the row between the margins, an upper bound); labels whose size is not documented, cells
    /// whose style is not written, whose label's font is set or that are handed to other code are skipped.
    func testACodeMadeCellsTextLabelIsLaidOutInItsStyle() throws {
        let result = importUIKit("""
        import UIKit
        final class Controller: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                switch indexPath.row {
                case 0:
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                    cell.textLabel?.text = L10n.Settings.title
                    cell.detailTextLabel?.text = L10n.Hand.written
                    return cell
                case 1:
                    let cell = UITableViewCell(style: UITableViewCell.CellStyle.subtitle, reuseIdentifier: "wrap")
                    cell.textLabel?.numberOfLines = 0
                    cell.textLabel?.text = L10n.cancelLabel
                    return cell
                default:
                    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                    cell.textLabel?.text = L10n.Settings.ConnectionSection.header
                    return cell
                }
            }
        }
        final class Styled: UITableViewController {
            func make() -> [UITableViewCell] {
                let small = UITableViewCell(style: .default, reuseIdentifier: nil)
                small.textLabel?.font = .systemFont(ofSize: 13)
                small.textLabel?.text = L10n.Settings.title
                let themed = UITableViewCell(style: .default, reuseIdentifier: nil)
                themed.textLabel?.text = L10n.cancelLabel
                Theme.apply(themed)
                return [small, themed]
            }
        }
        """)
        let laidOut = elements(result)
        XCTAssertEqual(Set(laidOut.compactMap(\.key)), ["settings.title", "cancel_label"])
        let title = try XCTUnwrap(laidOut.first { $0.key == "settings.title" })
        XCTAssertEqual(title.maxLines, 1)
        XCTAssertEqual(title.size, UIKitMetrics.defaultFontSize)
        XCTAssertNil(title.textStyle)
        XCTAssertEqual(laidOut.first { $0.key == "cancel_label" }?.maxLines, 0)
        // At most the row between the margins: a text wider than that is cut whatever shares the row.
        let screen = try XCTUnwrap(result.screens.first { $0.name == "Controller" })
        let resolution = FixedTextWidths(widths: ["settings.title": 100, "cancel_label": 100]).resolve(screen, screenWidth: 393)
        XCTAssertEqual(resolution.boxes[title.id]?.width, 393 - 2 * SwiftUIMetrics.barMargin(screenWidth: 393))
        let skipped = result.screens.flatMap(\.skipped)
        XCTAssertEqual(skipped.first { $0.key == "hand.written" }?.reason, UIKitCodeCells.undocumentedReason("value1", detail: true))
        XCTAssertEqual(skipped.first { $0.key == "settings.connection_section.header" }?.reason, UIKitCodeCells.styleUnknownReason)
        let styled = result.screens.filter { $0.name == "Styled" }
        XCTAssertTrue(styled.flatMap(\.elements).isEmpty)
        XCTAssertEqual(styled.flatMap(\.skipped).first { $0.key == "settings.title" }?.reason, UIKitCodeCells.fontReason("font"))
        XCTAssertEqual(styled.flatMap(\.skipped).first { $0.key == "cancel_label" }?.reason, UIKitCodeCells.handedReason("apply"))
    }
}
