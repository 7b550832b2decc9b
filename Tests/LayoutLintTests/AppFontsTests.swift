import Foundation
import XCTest
import Typesetter
@testable import LayoutLint

/// The app's own fonts: faces an Apple app registers (`AppleAppFonts`: `UIAppFonts`, Core Text registration)
/// found by the names in the file, and Android font family XML (`ComposeFonts.Family`).
final class AppFontsTests: XCTestCase {
    func makeFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func write(_ text: String, _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func copyFont(_ name: String, to path: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FontLocator.repositoryFonts.appendingPathComponent(name), to: url)
        return url.standardizedFileURL.path
    }

    static func infoPlist(fonts: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UIAppFonts</key>
            <array>
        \(fonts.map { "        <string>\($0)</string>" }.joined(separator: "\n"))
            </array>
        </dict>
        </plist>
        """
    }

    /// `Font.custom("Roboto-Bold", size: 17)` with the file listed in `UIAppFonts` under another file name
    /// (`Brand.ttf`): the face is found by the PostScript name in the file and the German text is laid out
    /// with it. "Einstellungen" in Roboto Bold at 17pt: 12,499 font units at 2048 units/em = 103.751pt
    /// (`hb-shape --output-format=json Fonts/Roboto-Bold.ttf "Einstellungen"`, advances summed; the same as
    /// the `hmtx` advances, no kerning pair applies); the system font (Noto Sans Bold) would need more.
    func testSwiftUICustomFontIsLaidOutWithTheFaceTheAppRegisters() throws {
        let folder = try makeFolder("swiftui-app-font")
        _ = try copyFont("Roboto-Bold.ttf", to: "App/Resources/Fonts/Brand.ttf", in: folder)
        try write(Self.infoPlist(fonts: ["Brand.ttf"]), "App/Info.plist", in: folder)
        try write("""
            import SwiftUI
            struct ContentView: View {
                var body: some View {
                    Text("settings.title")
                        .font(.custom("Roboto-Bold", size: 17))
                        .lineLimit(1)
                        .frame(width: 80)
                }
            }
            """, "App/ContentView.swift", in: folder)
        try write("\"settings.title\" = \"Settings\";\n", "App/en.lproj/Localizable.strings", in: folder)
        try write("\"settings.title\" = \"Einstellungen\";\n", "App/de.lproj/Localizable.strings", in: folder)
        let project = try Project.discover(paths: [folder.path], config: ProjectConfig(), configPath: nil)
        XCTAssertEqual(project.appFontSources.map { URL(fileURLWithPath: $0).lastPathComponent }, ["Info.plist", "Brand.ttf"])
        let report = Linter(typesetter: LinterTests.typesetter, options: LintOptions(workers: 1)).lint(project.read())
        let truncation = try XCTUnwrap(report.findings.first { $0.rule == "truncation" && $0.locale == "de" })
        XCTAssertEqual(truncation.measurements?["neededWidth"] ?? 0, 103.751, accuracy: 0.01)
        XCTAssertEqual(report.summary.coverage?.keysLaidOut, 1)
        XCTAssertNil(report.summary.coverage?.skipped.keys.first { $0.contains("font") })
    }

    /// SwiftGen's `FontFamily.Brand.bold.name` (a `FontConvertible(name:family:path:)`) registered by code
    /// (`CTFontManagerRegisterFontsForURL`, the file's name in a literal), and a family name (`"Roboto"`, name
    /// ID 1) matched by weight; a face no plist or code registers and a corrupt file are skipped with why.
    func testSwiftGenNamesFamiliesAndFontsNotRegisteredOrNotReadable() throws {
        let folder = try makeFolder("swiftui-swiftgen-font")
        let bold = try copyFont("Roboto-Bold.ttf", to: "App/Fonts/Brand-Bold.ttf", in: folder)
        _ = try copyFont("Roboto-Italic.ttf", to: "App/Fonts/Unlisted.ttf", in: folder)
        try write("not a font at all", "App/Fonts/Broken.ttf", in: folder)
        try write(Self.infoPlist(fonts: ["Broken.ttf"]), "App/Info.plist", in: folder)
        try write("""
            import SwiftUI
            import CoreText
            public enum FontFamily {
              public enum Brand {
                public static let bold = FontConvertible(name: "Roboto-Bold", family: "Roboto", path: "Brand-Bold.ttf")
              }
            }
            public struct FontConvertible {
              public let name: String
              public let family: String
              public let path: String
              func register() { CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil) }
            }
            struct ContentView: View {
                var body: some View {
                    VStack {
                        Text("a").font(.custom(FontFamily.Brand.bold.name, size: 15))
                        Text("b").font(.custom("Roboto", fixedSize: 12))
                        Text("c").font(.custom("Roboto-Italic", size: 12))
                        Text("d").font(.custom("Broken", size: 12))
                        Text("e").font(.custom("Nowhere", size: 12))
                    }
                }
            }
            """, "App/ContentView.swift", in: folder)
        let discovered = Importers.discoverAll(under: folder.path)
        let result = Importers.read(discovered.ui, config: ProjectConfig(), appFontSources: discovered.fonts)
        let elements = result.screens.flatMap(\.elements)
        let boldFamily = FontLibrary.FileFamily(fallback: "system", weight: 700, italic: false, path: bold).name
        XCTAssertEqual(elements.first { $0.key == "a" }?.family, boldFamily)
        XCTAssertEqual(elements.first { $0.key == "a" }?.textStyle, "body")   // `size:` scales with body
        XCTAssertEqual(elements.first { $0.key == "b" }?.family, boldFamily)  // the family's one face
        XCTAssertEqual(elements.first { $0.key == "b" }?.scales, false)       // `fixedSize:` does not scale
        // The texts not drawn say why in the coverage.
        let keys = ["a", "b", "c", "d", "e"]
        try write(keys.map { "\"\($0)\" = \"\($0)\";" }.joined(separator: "\n"), "App/en.lproj/Localizable.strings", in: folder)
        try write(keys.map { "\"\($0)\" = \"\($0)-de\";" }.joined(separator: "\n"), "App/de.lproj/Localizable.strings", in: folder)
        let project = try Project.discover(paths: [folder.path], config: ProjectConfig(), configPath: nil)
        let coverage = try XCTUnwrap(Linter(typesetter: LinterTests.typesetter, options: LintOptions(workers: 1)).lint(project.read()).summary.coverage)
        let reasons = Array(coverage.skipped.keys) + Array(coverage.skippedInLocales.keys)
        XCTAssertTrue(reasons.contains { $0.contains("Unlisted.ttf, but no Info.plist `UIAppFonts` lists it") }, "\(reasons)")
        XCTAssertTrue(reasons.contains { $0.contains("Broken.ttf, which is not read: FreeType cannot read it") }, "\(reasons)")
        XCTAssertTrue(reasons.contains { $0.contains("'Nowhere' is neither in the font profile nor a face the app registers") }, "\(reasons)")
        XCTAssertEqual(coverage.keysLaidOut, 2)
    }

    /// Interface Builder writes the PostScript name (`name="Roboto-Bold"`): a face the app registers is drawn.
    func testInterfaceBuilderFontNameIsTheAppsRegisteredFace() throws {
        let folder = try makeFolder("ib-app-font")
        let bold = try copyFont("Roboto-Bold.ttf", to: "App/Brand.ttf", in: folder)
        try write(Self.infoPlist(fonts: ["Brand.ttf"]), "App/Info.plist", in: folder)
        var settings = InterfaceBuilderImportSettings()
        settings.appFonts = AppleAppFonts.read([folder.appendingPathComponent("App/Info.plist").path, bold])
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="VC1">
                <scenes>
                    <scene sceneID="S1">
                        <objects>
                            <viewController id="VC1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="V1">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Settings" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="L1">
                                            <rect key="frame" x="16" y="100" width="200" height="21"/>
                                            <fontDescription key="fontDescription" name="Roboto-Bold" family="Roboto" pointSize="17"/>
                                        </label>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let result = InterfaceBuilderImporter.read(bytes: Array(storyboard.utf8), path: "Base.lproj/Main.storyboard", displayPath: "Main.storyboard", settings: settings)
        let label = try XCTUnwrap(result.screens.flatMap(\.elements).first { $0.family != nil })
        XCTAssertEqual(label.family, FontLibrary.FileFamily(fallback: "system", weight: 700, italic: false, path: bold).name)
        XCTAssertEqual(label.weight, 700)
    }

    /// `res/font/brand.xml` lists a regular and a bold face: a bold TextView takes the bold file (minikin's
    /// closest match), a plain one the regular; a downloadable font family is skipped with the reason.
    func testAndroidFontFamilyXMLPicksTheClosestFaceAndSkipsDownloadableFonts() throws {
        let folder = try makeFolder("android-font-family")
        let res = "app/src/main/res/"
        let regular = try copyFont("Roboto-Regular.ttf", to: res + "font/brand_regular.ttf", in: folder)
        let bold = try copyFont("Roboto-Bold.ttf", to: res + "font/brand_bold.ttf", in: folder)
        try write("""
            <font-family xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <font android:font="@font/brand_regular" android:fontWeight="400" android:fontStyle="normal" app:font="@font/brand_regular" app:fontWeight="400" />
                <font android:font="@font/brand_bold" android:fontWeight="700" android:fontStyle="normal" />
            </font-family>
            """, res + "font/brand.xml", in: folder)
        try write("""
            <font-family xmlns:app="http://schemas.android.com/apk/res-auto" app:fontProviderAuthority="com.google.android.gms.fonts"
                app:fontProviderPackage="com.google.android.gms" app:fontProviderQuery="Lobster" />
            """, res + "font/lobster.xml", in: folder)
        try write("""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent"
                android:layout_height="wrap_content" android:orientation="vertical">
                <TextView android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:text="@string/a" android:fontFamily="@font/brand" />
                <TextView android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:text="@string/b" android:fontFamily="@font/brand" android:textStyle="bold" />
                <TextView android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:text="@string/c" android:fontFamily="@font/lobster" />
            </LinearLayout>
            """, res + "layout/screen.xml", in: folder)
        let result = Importers.read(Importers.discover(under: folder.path), config: ProjectConfig())
        let screen = try XCTUnwrap(result.screens.first { $0.file.hasSuffix("screen.xml") })
        let a = try XCTUnwrap(screen.elements.first { $0.key == "a" }?.family.flatMap(FontLibrary.FileFamily.init))
        let b = try XCTUnwrap(screen.elements.first { $0.key == "b" }?.family.flatMap(FontLibrary.FileFamily.init))
        XCTAssertEqual([a.path, "\(a.weight)"], [regular, "400"])
        XCTAssertEqual([b.path, "\(b.weight)"], [bold, "700"])
        let reason = screen.skipped.first { $0.key == "c" }?.reason ?? ""
        XCTAssertTrue(reason.contains("downloadable font (provider com.google.android.gms.fonts)"), reason)
    }
}
