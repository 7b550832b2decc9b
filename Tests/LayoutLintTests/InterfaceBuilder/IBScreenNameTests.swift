import Foundation
@testable import LayoutLint
import XCTest

/// Screens are named as Xcode's document outline names their scenes, not by object ids: the controller's
/// class, label, storyboard identifier, title, navigation item title or window title; a XIB's views by the
/// outlet of the class that loads it (File's Owner) that holds them, else by that class. A name two scenes share gets the object id of the scene's view.
final class IBScreenNameTests: XCTestCase {
    static func scene(_ id: String, controller: String, attributes: String, inside: String = "") -> String {
        """
                <scene sceneID="\(id)">
                    <objects>
                        <\(controller) id="\(id)-c" \(attributes) sceneMemberID="viewController">
                            \(inside)
                            <view key="view" contentMode="scaleToFill" id="\(id)-v">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
        \(IBHostileInputTests.label("\(id)-l", "Hello"))
                                </subviews>
                            </view>
                        </\(controller)>
                    </objects>
                </scene>
        """
    }

    func testStoryboardScenesAreNamedByWhatXcodeShows() {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
            \(Self.scene("A1", controller: "viewController", attributes: "customClass=\"SettingsViewController\" storyboardIdentifier=\"settings\""))
            \(Self.scene("B2", controller: "viewController", attributes: "storyboardIdentifier=\"onboarding\""))
            \(Self.scene("C3", controller: "tableViewController", attributes: "title=\"Downloads\""))
            \(Self.scene("D4", controller: "viewController", attributes: "", inside: "<navigationItem key=\"navigationItem\" title=\"Search\" id=\"D4-n\"/>"))
            \(Self.scene("E5", controller: "viewController", attributes: ""))
            \(Self.scene("F6", controller: "viewController", attributes: "title=\"Downloads\""))
                </scenes>
            </document>
            """
        let result = IBHostileInputTests.read(document)
        XCTAssertEqual(result.screens.map(\.name), ["Main/SettingsViewController", "Main/onboarding", "Main/Downloads (C3-v)",
                                                    "Main/Search", "Main/E5", "Main/Downloads (F6-v)"])
    }

    func testAppKitWindowControllerAndXIBOwner() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <scenes>
                    <scene sceneID="W1">
                        <objects>
                            <windowController id="W1-c" sceneMemberID="viewController">
                                <window key="window" title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" id="W1-w">
                                    <rect key="contentRect" x="0" y="0" width="480" height="270"/>
                                    <view key="contentView" id="W1-v">
                                        <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                                        <subviews>
                                            <textField id="W1-t"><rect key="frame" x="20" y="20" width="200" height="16"/>
                                                <textFieldCell key="cell" title="General" id="W1-tc"><font key="font" metaFont="system"/></textFieldCell>
                                            </textField>
                                        </subviews>
                                    </view>
                                </window>
                            </windowController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let windows = InterfaceBuilderImporter.read(bytes: Array(storyboard.utf8), path: "Base.lproj/Main.storyboard",
                                                    displayPath: "Base.lproj/Main.storyboard", settings: InterfaceBuilderImportSettings())
        XCTAssertEqual(windows.screens.map(\.name), ["Main/Preferences window"])

        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerViewController">
                        <connections>
                            <outlet property="controlBar" destination="X2-v" id="X2-o"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="X1-v">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
            \(IBHostileInputTests.label("X1-l", "Play"))
                        </subviews>
                    </view>
                    <view contentMode="scaleToFill" id="X2-v">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <subviews>
            \(IBHostileInputTests.label("X2-l", "Next"))
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        let views = InterfaceBuilderImporter.read(bytes: Array(xib.utf8), path: "Player.xib", displayPath: "Player.xib",
                                                  settings: InterfaceBuilderImportSettings())
        XCTAssertEqual(views.screens.map(\.name), ["Player/PlayerViewController", "Player/controlBar"],
                       "the view an outlet of File's Owner holds is named by the outlet, the other by the class")

        // AppKit: File's Owner is the customObject of id -2 (as in iina's MainWindowController.xib).
        let appKit = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="MainWindowController">
                        <connections>
                            <outlet property="fragControlViewLeftView" destination="Frg-aa-001" id="Out-aa-001"/>
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <customView id="Frg-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="24"/>
                        <subviews>
                            <textField id="Frg-aa-002"><rect key="frame" x="0" y="4" width="100" height="16"/>
                                <textFieldCell key="cell" title="Speed" id="Frg-aa-003"><font key="font" metaFont="system"/></textFieldCell>
                            </textField>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        let appKitViews = InterfaceBuilderImporter.read(bytes: Array(appKit.utf8), path: "Base.lproj/MainWindowController.xib",
                                                        displayPath: "Base.lproj/MainWindowController.xib", settings: InterfaceBuilderImportSettings())
        XCTAssertEqual(appKitViews.screens.map(\.name), ["MainWindowController/fragControlViewLeftView"])
    }
}
