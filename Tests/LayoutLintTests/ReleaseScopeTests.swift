import XCTest
@testable import LayoutLint

/// What no release build reads: string resources of debug and test source sets, and keys only translations
/// have (stale). Both are counted in the coverage, not checked.
final class ReleaseScopeTests: XCTestCase {
    func testDebugAndTestSourceSetsAreOutsideReleaseBuilds() {
        for path in ["app/src/debug/res/values/strings.xml", "app/src/androidTest/res/values-de/strings.xml",
                     "app/src/test/res/values/strings.xml", "shared/src/commonTest/composeResources/values/strings.xml",
                     "app/src/fdroidDebug/res/values/strings.xml"] {
            XCTAssertTrue(ScopeStage.isOutsideReleaseBuilds(path), path)
        }
        for path in ["app/src/main/res/values/strings.xml", "app/src/release/res/values/strings.xml",
                     "app/src/fdroid/res/values/strings.xml", "shared/src/commonMain/composeResources/values/strings.xml",
                     "res/values/strings.xml", "src/debug.xml"] {
            XCTAssertFalse(ScopeStage.isOutsideReleaseBuilds(path), path)
        }
    }

    func testAMismatchInADebugSourceSetIsNotReported() {
        let report = FormatStringTests.lint([
            "app/src/main/res/values/strings.xml": FormatStringTests.android(#"<string name="n">%1$s files</string>"#),
            "app/src/main/res/values-de/strings.xml": FormatStringTests.android(#"<string name="n">%1$d Dateien</string>"#),
            "app/src/debug/res/values-fr/strings.xml": FormatStringTests.android(#"<string name="n">%1$d fichiers</string>"#),
        ])
        let locales = Set(report.findings.flatMap(\.members).filter { $0.rule == "placeholder-mismatch" }.compactMap(\.locale))
        XCTAssertEqual(locales, ["de"])
        XCTAssertEqual(report.summary.coverage?.catalogsNotShipped, ["app/src/debug/res/values-fr/strings.xml"])
    }

    func testAKeyOnlyTranslationsHaveIsStaleAndNotChecked() {
        let report = FormatStringTests.lint([
            "en.lproj/Localizable.strings": FormatStringTests.strings([("invalidURL", "Invalid URL")]),
            "ar.lproj/Localizable.strings": FormatStringTests.strings([("invalidURL", "URL خاطئ."), ("oldURL", "URL قديم")]),
        ], rules: [RTLMirroringRule()])
        let keys = Set(report.findings.flatMap(\.members).filter { $0.rule == "rtl-mirroring" }.compactMap(\.key))
        XCTAssertEqual(keys, ["invalidURL"])
        XCTAssertEqual(report.summary.coverage?.keysUnused, 1)
    }
}
