// swift-tools-version:6.0
import Foundation
import PackageDescription

/// ICU lives behind `CICUShim`, a C target whose public header exposes no ICU types: Swift cannot call
/// ICU's version-renamed symbols (`ubrk_open` is a macro for `ubrk_open_72`), and a Swift module that sees
/// the system ICU headers next to Foundation's private ICU headers fails with "'UErrorCode' has different
/// definitions". Homebrew's icu4c is keg-only, hence the extra search paths on macOS.
let icuMacOSFlags: [String] = [
    "-I/opt/homebrew/opt/icu4c/include", "-I/usr/local/opt/icu4c/include",
]
let icuMacOSLinkFlags: [String] = [
    "-L/opt/homebrew/opt/icu4c/lib", "-L/usr/local/opt/icu4c/lib",
]

let package = Package(
    name: "layoutlint",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "layoutlint", targets: ["layoutlint"]),
        .library(name: "Typesetter", targets: ["Typesetter"]),
        .library(name: "LayoutLint", targets: ["LayoutLint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // The SwiftUI importer parses app sources; 603 is the release matching the Swift 6.3 toolchain.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
        ),
        .target(
            name: "CICUShim",
            cSettings: [.unsafeFlags(icuMacOSFlags, .when(platforms: [.macOS]))],
            linkerSettings: [
                .unsafeFlags(icuMacOSLinkFlags, .when(platforms: [.macOS])),
                .linkedLibrary("icui18n"),
                .linkedLibrary("icuuc"),
                .linkedLibrary("icudata"),
            ]
        ),
        .target(
            name: "Typesetter",
            dependencies: ["CHarfBuzz", "CFreeType", "CICUShim", .product(name: "Yams", package: "Yams")],
            linkerSettings: [.linkedLibrary("m")]
        ),
        .target(
            name: "LayoutLint",
            dependencies: ["Typesetter", "CICUShim", .product(name: "Yams", package: "Yams"),
                           .product(name: "SwiftSyntax", package: "swift-syntax"),
                           .product(name: "SwiftParser", package: "swift-syntax"),
                           .product(name: "SwiftOperators", package: "swift-syntax")]
        ),
        .executableTarget(
            name: "layoutlint",
            dependencies: ["Typesetter", "LayoutLint", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Typesetter", "CHarfBuzz"],
            path: "Benchmarks",
            exclude: ["README.md", "strings", "catalog-bench.sh", "CheckBench", "report-bench.sh", "hardening-bench.sh", "autolayout-bench.sh"]
        ),
        .executableTarget(
            name: "CheckBench",
            dependencies: ["Typesetter", "LayoutLint"],
            path: "Benchmarks/CheckBench"
        ),
        .testTarget(
            name: "TypesetterTests",
            dependencies: ["Typesetter"],
            resources: [.copy("Golden")]
        ),
        .testTarget(
            name: "LayoutLintTests",
            dependencies: ["LayoutLint", .product(name: "Yams", package: "Yams")],
            exclude: ["Reporters/Golden"]
        ),
    ]
)

// `make fuzz` (scripts/fuzz.sh): the libFuzzer targets, built with -sanitize=fuzzer,address in their own
// build folder. Not part of the normal build: libFuzzer supplies their `main`.
if ProcessInfo.processInfo.environment["LAYOUTLINT_FUZZ"] == "1" {
    package.targets.append(.executableTarget(name: "layoutlint-fuzz", dependencies: ["LayoutLint"], path: "Fuzz"))
    package.products.append(.executable(name: "layoutlint-fuzz", targets: ["layoutlint-fuzz"]))
}
