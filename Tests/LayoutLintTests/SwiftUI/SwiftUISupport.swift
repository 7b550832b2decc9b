import Foundation
import XCTest
@testable import LayoutLint

/// Reads Swift sources given as text (file name → source) with the SwiftUI importer.
func importSwiftUI(_ files: [String: String]) -> ImportResult {
    let program = SwiftUIProgram()
    for name in files.keys.sorted() { program.add(bytes: Array(files[name]!.utf8), display: name) }
    return SwiftUIImporter.read(program)
}

extension SwiftUIProgram {
    /// A program of the named sources, no platform decided.
    static func with(_ files: [String: String]) -> SwiftUIProgram {
        let program = SwiftUIProgram()
        for name in files.keys.sorted() { program.add(bytes: Array(files[name]!.utf8), display: name) }
        return program
    }
}

/// One screen's element whose key is `key`.
func element(_ result: ImportResult, key: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutElement? {
    let found = result.screens.flatMap(\.elements).filter { $0.key == key }
    XCTAssertEqual(found.count, 1, "elements with key \(key): \(result.screens.flatMap(\.elements).map { $0.key ?? "-" })", file: file, line: line)
    return found.first
}

/// Texts of fixed one-line widths (points), laid out the way the Typesetter does: one line when the width
/// allows, else wrapped into ceil(natural / width) lines of `lineHeight`, or cut at the line limit.
struct FixedTextWidths {
    var widths: [String: Double]
    var sourceWidths: [String: Double] = [:]
    var lineHeight = 20.0

    func measure(_ screen: LayoutScreen, _ id: String, _ available: Double?, source: Bool) -> TextMeasurement? {
        guard let element = screen.element(id), let key = element.key,
              let natural = source ? (sourceWidths[key] ?? widths[key]) : widths[key] else { return nil }
        let limit = element.maxLines ?? 0
        guard let available, available < natural else {
            return TextMeasurement(naturalWidth: natural, width: natural, height: lineHeight, lineCount: 1)
        }
        let needed = Int((natural / max(available, 0.001)).rounded(.up))
        let lines = limit > 0 ? min(limit, needed) : needed
        return TextMeasurement(naturalWidth: natural, width: available, height: Double(lines) * lineHeight, lineCount: lines,
                               truncated: limit > 0 && needed > limit)
    }

    /// The container pass of `screen` at one device width and size category.
    func resolve(_ screen: LayoutScreen, screenWidth: Double, category: String? = "L") -> ContainerResolution {
        let layout = screen.container!.layout
        return layout.resolve(ContainerQuery(locale: "de", isRightToLeft: false, sizeCategory: category, screenWidth: screenWidth,
                                             measure: { measure(screen, $0, $1, source: false) },
                                             measureSource: { measure(screen, $0, $1, source: true) }))
    }
}
