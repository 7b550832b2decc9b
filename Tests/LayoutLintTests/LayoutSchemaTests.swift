import Foundation
@testable import LayoutLint
import Typesetter
import XCTest
import Yams

/// `schemas/layout.schema.json` describes what `LayoutReader` accepts. The demo layouts must validate
/// against it (with Python's `jsonschema`, an independent validator that `make test` installs), bad
/// declarations must not, and the schema must name exactly the keys and text styles the reader knows.
final class LayoutSchemaTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let schemaURL = root.appendingPathComponent("schemas/layout.schema.json")

    func schema() throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
    }

    func testSchemaNamesWhatTheReaderAccepts() throws {
        let schema = try schema()
        let screenKeys = try XCTUnwrap(schema["properties"] as? [String: Any]).keys
        XCTAssertEqual(Set(screenKeys), Set(LayoutReader.screenKeys))
        let definitions = try XCTUnwrap(schema["$defs"] as? [String: Any])
        let element = try XCTUnwrap(definitions["element"] as? [String: Any])
        let elementKeys = try XCTUnwrap(element["properties"] as? [String: Any]).keys
        XCTAssertEqual(Set(elementKeys), Set(LayoutReader.elementKeys))
        let insets = try XCTUnwrap((element["properties"] as? [String: Any])?["insets"] as? [String: Any])
        XCTAssertEqual(Set(try XCTUnwrap(insets["properties"] as? [String: Any]).keys), Set(LayoutReader.insetKeys))
        let styles = try XCTUnwrap((definitions["textStyle"] as? [String: Any])?["enum"] as? [String])
        XCTAssertEqual(Set(styles), Set(DynamicType.styles.keys))
        let kinds = try XCTUnwrap(((element["properties"] as? [String: Any])?["kind"] as? [String: Any])?["enum"] as? [String])
        XCTAssertEqual(Set(kinds), Set(ElementKind.allCases.map(\.rawValue)))
    }

    func testDemoLayoutsValidate() throws {
        let folder = Self.root.appendingPathComponent("layouts")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 3)
        for file in files {
            let yaml = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let errors = try validate(yaml)
            XCTAssertEqual(errors, [], "\(file) does not validate against the schema")
            XCTAssertEqual(LayoutReader.read(text: yaml, file: file).findings, [], "\(file) has reader findings")
        }
    }

    func testBadDeclarationsDoNotValidate() throws {
        let cases = [
            "unknown key": "screen: S\nelements:\n  - id: a\n    key: k\n    size: 17\n    widht: 100\n",
            "negative width": "screen: S\nelements:\n  - id: a\n    key: k\n    size: 17\n    width: -4\n",
            "unknown text style": "screen: S\nelements:\n  - id: a\n    key: k\n    textStyle: huge\n",
            "bad color": "screen: S\nelements:\n  - id: a\n    key: k\n    size: 17\n    color: red\n",
            "missing screen": "elements:\n  - id: a\n    key: k\n    size: 17\n",
        ]
        for (name, yaml) in cases.sorted(by: { $0.key < $1.key }) {
            XCTAssertFalse(try validate(yaml).isEmpty, "\(name): the schema accepts it")
            XCTAssertFalse(LayoutReader.read(text: yaml, file: "bad.yaml").findings.isEmpty, "\(name): the reader accepts it")
        }
    }

    /// Validation errors from Python's jsonschema for the YAML converted to JSON.
    func validate(_ yaml: String) throws -> [String] {
        let object = try XCTUnwrap(try Yams.load(yaml: yaml))
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let instance = directory.appendingPathComponent("layout.json")
        try data.write(to: instance)
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        for error in jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2]))):
            print(error.message)
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Self.schemaURL.path, instance.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let failure = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python3 jsonschema failed (run `make test-deps`): \(String(decoding: failure, as: UTF8.self))")
        return String(decoding: printed, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
