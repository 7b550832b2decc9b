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

    func read(code: String) -> ImportResult {
        let program = SwiftUIProgram()
        program.add(bytes: Array(code.utf8), display: "CardController.swift")
        return InterfaceBuilderImporter.read(bytes: Array(Self.xib.utf8), path: "Base.lproj/Card.xib", displayPath: "Card.xib",
                                             settings: InterfaceBuilderImportSettings(), codeTexts: IBCodeSetTexts(program: program))
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

    func testAnOutletTheCodeSetsTwoWaysKeepsTheDocumentsText() throws {
        let twice = Self.code.replacingOccurrences(of: "notAnOutlet.text", with: "titleLabel.text")
        let elements = read(code: twice).screens.flatMap(\.elements)
        XCTAssertEqual(elements.first { $0.id.hasPrefix("t") }?.key, "t.text")
    }
}
