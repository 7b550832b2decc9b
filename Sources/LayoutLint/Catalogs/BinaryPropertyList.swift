/// A `.strings` or `.stringsdict` file saved as a binary property list (`bplist00`), read as the text form
/// it stands for.
///
/// A strings table is a property list, and Foundation reads every property list format when it loads one
/// (`Bundle.localizedString(forKey:value:table:)` loads the table with the property list parser; Xcode's
/// build setting "Strings File Output Encoding", `STRINGS_FILE_OUTPUT_ENCODING`, writes `binary` into the
/// product by default). A project may keep the binary form as its source too: it is the same table. The
/// file is read here, bounded, as CoreFoundation's `CFBinaryPList.c` lays it out: the `bplist00` header, a
/// 32-byte trailer (offset size, reference size, object count, top object, offset table position), the
/// offset table, and the objects — a marker byte whose high nibble is the type (`0x5` ASCII string, `0x6`
/// UTF-16BE string, `0xD` dictionary, …) and whose low nibble is the count, or `0xF` and an integer object
/// with the count. Only what a strings table holds is read: dictionaries of strings (and of dictionaries,
/// for `.stringsdict`). The table is then written out in the text form the catalog readers read
/// (`"key" = "value";` for `.strings`, XML for `.stringsdict`). A binary file has no lines: every location in
/// it is the file's start. (Foundation's own parser was used first; it leaks its error object on every
/// corrupt file, which the fuzz target reports.)
enum BinaryPropertyList {
    static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("bplist".utf8)) }

    /// How deep dictionaries may nest (a `.stringsdict` nests three: table, key, variable).
    static let maximumDepth = 16
    /// How many objects one file may make the reader visit (a dictionary may name one child many times).
    static let maximumVisits = 1 << 20

    indirect enum Value {
        case string(String)
        case dictionary([(key: String, value: Value)])
        case other
    }

    enum Problem: Error, Equatable {
        case unreadable(String), notADictionary, notAString(key: String), notThisFormat

        var message: String {
            switch self {
            case .unreadable(let why): "binary property list that cannot be read: \(why)"
            case .notADictionary: "binary property list whose root is not a dictionary: a strings table maps keys to values"
            case .notAString(let key): "binary property list whose value for “\(key)” is not a string"
            case .notThisFormat: "binary property list (a compiled build product); layoutlint reads the source catalogs"
            }
        }
    }

    /// The text form of the table, or why there is none.
    static func textForm(of bytes: [UInt8], format: CatalogFormat) -> Result<[UInt8], Problem> {
        guard format == .strings || format == .stringsdict else { return .failure(.notThisFormat) }
        let root: Value
        do {
            var reader = try Reader(bytes)
            root = try reader.value(reader.topObject, depth: 0)
        } catch {
            return .failure(error)
        }
        guard case .dictionary(let table) = root else { return .failure(.notADictionary) }
        if format == .strings {
            var text = ""
            for (key, value) in table {
                guard case .string(let string) = value else { return .failure(.notAString(key: key)) }
                text += "\(PseudolocaleWriter.quoted(key)) = \(PseudolocaleWriter.quoted(string));\n"
            }
            return .success(Array(text.utf8))
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n"
        write(root, to: &xml)
        xml += "</plist>\n"
        return .success(Array(xml.utf8))
    }

    /// XML property list text of a value (what `.stringsdict`'s reader reads); an object of another type is an
    /// empty dictionary's worth of nothing: `<false/>`, which no reader takes for text.
    static func write(_ value: Value, to xml: inout String) {
        switch value {
        case .string(let string): xml += "<string>\(PseudolocaleWriter.xml(string))</string>\n"
        case .other: xml += "<false/>\n"
        case .dictionary(let entries):
            xml += "<dict>\n"
            for (key, inner) in entries {
                xml += "<key>\(PseudolocaleWriter.xml(key))</key>\n"
                write(inner, to: &xml)
            }
            xml += "</dict>\n"
        }
    }

    /// The bounded reader of one file's objects.
    struct Reader {
        let bytes: [UInt8]
        let offsetSize: Int, referenceSize: Int, objectCount: Int, topObject: Int, offsetTable: Int
        var visits = 0
        /// Bytes of strings decoded so far: at most `maximumDecodedBytes` (a dictionary may name one long
        /// string many times).
        var decoded = 0
        var maximumDecodedBytes: Int { 8 * bytes.count + (1 << 20) }

        init(_ bytes: [UInt8]) throws(Problem) {
            self.bytes = bytes
            guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
                throw .unreadable("no bplist00 header and trailer")
            }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { throw .unreadable("the trailer's sizes are out of range") }
            func field(_ at: Int) -> UInt64 { bytes[at..<(at + 8)].reduce(0) { $0 << 8 | UInt64($1) } }
            let count = field(trailer + 8), top = field(trailer + 16), table = field(trailer + 24)
            guard count >= 1, count <= UInt64(bytes.count), top < count, table >= 8, table < UInt64(trailer),
                  UInt64(trailer) - table >= count * UInt64(offsetSize) else { throw .unreadable("the trailer does not fit the file") }
            objectCount = Int(count)
            topObject = Int(top)
            offsetTable = Int(table)
        }

        func integer(at start: Int, size: Int) throws(Problem) -> Int {
            guard size >= 1, size <= 8, start >= 0, start + size <= bytes.count else { throw .unreadable("a number runs past the end") }
            let value = bytes[start..<(start + size)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            guard value <= UInt64(Int.max) else { throw .unreadable("a number is out of range") }
            return Int(value)
        }

        /// Where object `index` starts.
        func offset(of index: Int) throws(Problem) -> Int {
            guard index >= 0, index < objectCount else { throw .unreadable("a reference names no object") }
            let offset = try integer(at: offsetTable + index * offsetSize, size: offsetSize)
            guard offset >= 8, offset < offsetTable else { throw .unreadable("an object lies outside the object area") }
            return offset
        }

        /// An object's count (the marker's low nibble, or the integer object after it) and where its content starts.
        func count(marker: UInt8, at start: Int) throws(Problem) -> (count: Int, content: Int) {
            let low = Int(marker & 0x0F)
            guard low == 0x0F else { return (low, start + 1) }
            guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else { throw .unreadable("a count is not an integer") }
            let size = 1 << Int(bytes[start + 1] & 0x0F)
            let value = try integer(at: start + 2, size: size)
            return (value, start + 2 + size)
        }

        mutating func value(_ index: Int, depth: Int) throws(Problem) -> Value {
            visits += 1
            guard visits <= BinaryPropertyList.maximumVisits else { throw .unreadable("more than \(BinaryPropertyList.maximumVisits) objects visited") }
            guard depth <= BinaryPropertyList.maximumDepth else { throw .unreadable("dictionaries nest deeper than \(BinaryPropertyList.maximumDepth)") }
            let start = try offset(of: index)
            let marker = bytes[start]
            switch marker >> 4 {
            case 0x5:   // ASCII
                let (length, content) = try count(marker: marker, at: start)
                guard length <= offsetTable - content else { throw .unreadable("a string runs past the objects") }
                decoded += length
                guard decoded <= maximumDecodedBytes else { throw .unreadable("its strings decode to more than \(maximumDecodedBytes) bytes") }
                return .string(String(decoding: bytes[content..<(content + length)], as: UTF8.self))
            case 0x6:   // UTF-16BE
                let (units, content) = try count(marker: marker, at: start)
                guard units <= (offsetTable - content) / 2 else { throw .unreadable("a string runs past the objects") }
                decoded += 2 * units
                guard decoded <= maximumDecodedBytes else { throw .unreadable("its strings decode to more than \(maximumDecodedBytes) bytes") }
                var utf16: [UInt16] = []
                utf16.reserveCapacity(units)
                for unit in 0..<units { utf16.append(UInt16(bytes[content + 2 * unit]) << 8 | UInt16(bytes[content + 2 * unit + 1])) }
                return .string(String(decoding: utf16, as: UTF16.self))
            case 0xD:   // dictionary: keys' references, then values' references
                let (entries, content) = try count(marker: marker, at: start)
                guard entries <= (offsetTable - content) / (2 * referenceSize) else { throw .unreadable("a dictionary runs past the objects") }
                var result: [(key: String, value: Value)] = []
                for entry in 0..<entries {
                    let keyReference = try integer(at: content + entry * referenceSize, size: referenceSize)
                    let valueReference = try integer(at: content + (entries + entry) * referenceSize, size: referenceSize)
                    guard case .string(let key) = try value(keyReference, depth: depth + 1) else { throw .unreadable("a dictionary key is not a string") }
                    result.append((key, try value(valueReference, depth: depth + 1)))
                }
                return .dictionary(result)
            default:
                return .other
            }
        }
    }
}
