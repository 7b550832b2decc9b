import Foundation

/// A `.strings` or `.stringsdict` file saved as a binary property list (`bplist00`), read as the text form
/// it stands for.
///
/// A strings table is a property list, and Foundation reads every property list format when it loads one
/// (`Bundle.localizedString(forKey:value:table:)` loads the table with the property list parser; Xcode's
/// build setting "Strings File Output Encoding", `STRINGS_FILE_OUTPUT_ENCODING`, writes `binary` into the
/// product by default). A project may keep the binary form as its source too: it is the same table. The
/// property list is parsed by Foundation's own `PropertyListSerialization`, then written out in the text
/// form the catalog readers read (`"key" = "value";` for `.strings`, XML for `.stringsdict`). A binary
/// file has no lines: every location in it is the file's start.
enum BinaryPropertyList {
    static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist".utf8)) }

    /// The text form of the table, or why there is none.
    static func textForm(of bytes: [UInt8], format: CatalogFormat) -> Result<[UInt8], Problem> {
        let root: Any
        do {
            var read = PropertyListSerialization.PropertyListFormat.binary
            root = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &read)
        } catch {
            return .failure(.unreadable)
        }
        switch format {
        case .strings:
            guard let table = root as? [String: Any] else { return .failure(.notADictionary) }
            var text = ""
            for key in table.keys.sorted() {
                guard let value = table[key] as? String else { return .failure(.notAString(key: key)) }
                text += "\(PseudolocaleWriter.quoted(key)) = \(PseudolocaleWriter.quoted(value));\n"
            }
            return .success(Array(text.utf8))
        case .stringsdict:
            guard root is [String: Any],
                  let data = try? PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0) else {
                return .failure(.notADictionary)
            }
            return .success(Array(data))
        default:
            return .failure(.notThisFormat)
        }
    }

    enum Problem: Error, Equatable {
        case unreadable, notADictionary, notAString(key: String), notThisFormat

        var message: String {
            switch self {
            case .unreadable: "binary property list that Foundation's parser cannot read (truncated or corrupt)"
            case .notADictionary: "binary property list whose root is not a dictionary: a strings table maps keys to values"
            case .notAString(let key): "binary property list whose value for “\(key)” is not a string"
            case .notThisFormat: "binary property list (a compiled build product); layoutlint reads the source catalogs"
            }
        }
    }
}
