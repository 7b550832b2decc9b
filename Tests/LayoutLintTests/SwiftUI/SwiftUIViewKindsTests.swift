import XCTest
@testable import LayoutLint

/// The tables of builtin SwiftUI views and modifiers, and of Android text attributes: a name in two rows
/// would be read by the first row only (the second silently dead), and every row says what it models and
/// where that was read.
final class SwiftUIViewKindsTests: XCTestCase {
    func testNoViewKindOrModifierIsInTwoRows() {
        XCTAssertEqual(Self.duplicates(SwiftUIViewKinds.all.map(\.names)), [], "view kinds in two rows")
        XCTAssertEqual(Self.duplicates(SwiftUIModifiers.all.map(\.names)), [], "modifiers in two rows")
        XCTAssertEqual(Self.duplicates(AndroidTextAttributes.look.map { [$0.name] }), [], "Android text attributes in two rows")
    }

    func testEveryRowSaysWhatItModelsAndWhereThatWasRead() {
        for kind in SwiftUIViewKinds.all {
            XCTAssertFalse(kind.names.isEmpty || kind.layout.isEmpty, "\(kind.names)")
            // A package's view (swift-perception's) names the repository and the file, at a commit, it was read from.
            let packageSource = kind.source.range(of: #"^[\w-]+/[\w-]+, Sources/\S+\.swift \([0-9a-f]{7,}\)"#, options: .regularExpression) != nil
            XCTAssertTrue(kind.source.contains("Apple documentation") || kind.source.contains("Human Interface Guidelines") || packageSource,
                          "\(kind.names): \(kind.source)")
        }
        for modifier in SwiftUIModifiers.all {
            XCTAssertFalse(modifier.names.isEmpty || modifier.effect.isEmpty, "\(modifier.names)")
            XCTAssertTrue(modifier.source.contains("Apple documentation") || modifier.source.contains("Human Interface Guidelines"),
                          "\(modifier.names): \(modifier.source)")
        }
        for attribute in AndroidTextAttributes.look {
            XCTAssertFalse(attribute.name.contains(":") || attribute.sets.isEmpty, attribute.name)
            XCTAssertTrue(attribute.source.hasPrefix("AOSP"), "\(attribute.name): \(attribute.source)")
        }
    }

    /// Every name of the view table reaches its row: the reader never calls it a view it does not know, as
    /// it does a name in no row.
    func testEveryViewKindIsReadByItsRow() throws {
        XCTAssertTrue(try Self.readNode("NotAViewKind()").contains("the importer does not know"))
        for name in SwiftUIViewKinds.all.flatMap(\.names) {
            let node = try Self.readNode("\(name)()")
            XCTAssertFalse(node.contains("the importer does not know"), "\(name): \(node)")
        }
    }

    static func readNode(_ body: String) throws -> String {
        let program = SwiftUIProgram()
        program.add(bytes: Array("import SwiftUI\nstruct Probe: View {\n    var body: some View {\n        \(body)\n    }\n}\n".utf8), display: "Probe.swift")
        let type = try XCTUnwrap(program.types["Probe"])
        return String(describing: SwiftUIViewReader(program: program, typeName: "Probe").readBody(of: type))
    }

    static func duplicates(_ rows: [[String]]) -> [String] {
        var seen = Set<String>()
        return rows.flatMap { $0 }.filter { !seen.insert($0).inserted }.sorted()
    }
}
