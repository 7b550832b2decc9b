import Foundation
import LayoutLint

/// libFuzzer entry points, one per reader. Built only for `make fuzz` (Package.swift adds this target
/// when LAYOUTLINT_FUZZ=1; see scripts/fuzz.sh), with `-sanitize=fuzzer,address`: libFuzzer supplies
/// `main`, feeds mutated inputs to `LLVMFuzzerTestOneInput`, and saves any input that traps, leaks or
/// runs longer than the timeout. The reader to fuzz is named by LAYOUTLINT_FUZZ_TARGET.
///
/// Every reader must turn any bytes into values and findings: a Swift runtime trap (overflow, index out
/// of range, force unwrap) is a crash here, and every crash found becomes a regression test in
/// `Tests/LayoutLintTests/FuzzRegressionTests.swift`.
enum FuzzTarget: String, CaseIterable {
    case xcstrings, strings, stringsdict, xliff, android
    case layoutYAML = "layout-yaml", layoutJSON = "layout-json"
    case config
    case baseline
    case androidLayout = "android-layout"
    case interfaceBuilder = "interface-builder"
    case swiftUI = "swiftui"
    case androidManifest = "android-manifest"
    case androidMenusPreferences = "android-menus-preferences"
    case androidCode = "android-code"
    case compose
    case androidDialogs = "android-dialogs"
    case androidResourceReferences = "android-resource-references"
    case androidStringUses = "android-string-uses"
    case appleSources = "apple-sources"
    case translationSources = "translation-sources"
    case xcodeGenSpec = "xcodegen-spec"
    case objectiveC = "objective-c"
    case swiftGenConfig = "swiftgen-config"
    case buildFiles = "build-files"

    nonisolated(unsafe) static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["LAYOUTLINT_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("set LAYOUTLINT_FUZZ_TARGET to one of: \(allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        return target
    }()

    func run(_ bytes: [UInt8]) {
        switch self {
        case .xcstrings: _ = CatalogReader.read(bytes: bytes, path: "fuzz/Localizable.xcstrings", format: .xcstrings)
        case .strings: _ = CatalogReader.read(bytes: bytes, path: "fuzz/de.lproj/Localizable.strings", format: .strings)
        case .stringsdict: _ = CatalogReader.read(bytes: bytes, path: "fuzz/de.lproj/Localizable.stringsdict", format: .stringsdict)
        case .xliff: _ = CatalogReader.read(bytes: bytes, path: "fuzz/de.xliff", format: .xliff)
        case .android:
            // aapt2's reading, the Compose resources plugin's, and moko-resources' (both line-break settings).
            _ = CatalogReader.read(bytes: bytes, path: "fuzz/res/values-de/strings.xml", format: .android)
            _ = CatalogReader.read(bytes: bytes, path: "fuzz/src/commonMain/composeResources/values-de/strings.xml", format: .android)
            _ = CatalogReader.read(bytes: bytes, path: "fuzz/src/commonMain/moko-resources/de/strings.xml", format: .android,
                                   mokoStrictLineBreaks: bytes.count % 2 == 0)
        case .layoutYAML: _ = LayoutReader.read(bytes: bytes, file: "fuzz/screen.yaml")
        case .layoutJSON: _ = LayoutReader.read(bytes: bytes, file: "fuzz/screen.json")
        case .config: _ = try? ProjectConfig.parse(String(decoding: bytes, as: UTF8.self), file: "fuzz/.layoutlint.yml")
        case .baseline:
            _ = try? Baseline.decode(Data(bytes), file: "fuzz/baseline.json")
            _ = try? JSONReporter.decode(Data(bytes), file: "fuzz/report.json")
        case .androidLayout: AndroidLayoutImporter.fuzzRead(bytes: bytes)
        case .interfaceBuilder: InterfaceBuilderImporter.fuzzRead(bytes: bytes)
        case .swiftUI: SwiftUIImporter.fuzzRead(bytes: bytes)
        case .androidManifest: _ = AndroidRTLSupport.application(bytes: bytes, path: "fuzz/AndroidManifest.xml")
        case .androidMenusPreferences: AndroidLayoutImporter.fuzzReadMenuOrPreferences(bytes: bytes)
        case .androidCode: AndroidLayoutImporter.fuzzReadCode(bytes: bytes)
        case .compose: ComposeImporter.fuzzRead(bytes: bytes)
        case .androidDialogs: AndroidLayoutImporter.fuzzReadDialogs(bytes: bytes)
        case .androidResourceReferences: AndroidResourceReferences.fuzzRead(bytes: bytes)
        case .androidStringUses: AndroidStringUses.fuzzRead(bytes: bytes)
        case .appleSources: AppleSourceFacts.fuzzRead(bytes: bytes)
        case .translationSources: TranslationSources.fuzzRead(bytes: bytes)
        case .xcodeGenSpec: XcodeGenSpec.fuzzRead(bytes: bytes)
        case .objectiveC: ObjCCodeTexts.fuzzRead(bytes: bytes)
        case .swiftGenConfig: SwiftUIImporter.fuzzReadSwiftGenConfig(bytes: bytes)
        case .buildFiles: ShippedLocales.fuzzRead(bytes: bytes)
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    FuzzTarget.current.run(bytes)
    return 0
}

/// libFuzzer's driver, for executables whose `main` is not libFuzzer's own.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<Int32>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// SwiftPM links an executable target's entry point as `<module>_main` (it renames `main` so tests can
/// link the module); this target has no top-level code, so the entry point hands over to libFuzzer.
@_cdecl("layoutlint_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in fuzzTestOneInput(data, size) }
}
