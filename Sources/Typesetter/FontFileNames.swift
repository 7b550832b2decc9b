import CFreeType

/// The names a font file gives one of its faces, as the platforms look a face up by them: Core Text's
/// `UIFont(name:)` / SwiftUI `Font.custom(_:size:)` / Interface Builder's `fontDescription name=` match the
/// PostScript name (OpenType `name` table ID 6) or the full name (ID 4); a family lookup matches the
/// typographic family (ID 16, else ID 1) and picks among its faces by the OS/2 `usWeightClass` and slant
/// (OpenType spec, "name" and "OS/2" tables). Read with FreeType (`FT_Get_Postscript_Name`, `FT_Get_Sfnt_Name`),
/// without loading the face for shaping.
public struct FontFileNames: Sendable, Hashable, Codable {
    public var postScriptName: String?
    public var fullName: String?
    /// Typographic family (ID 16) when the file has one, else the family (ID 1, FreeType's `family_name`).
    public var family: String?
    /// OS/2 `usWeightClass` (100-900), 400 without an OS/2 table.
    public var weight: Int
    public var italic: Bool
    /// How many faces the file holds (a TrueType collection holds several).
    public var faceCount: Int

    /// The names of face `index` of the file at `path`; throws `unreadableFont` (FreeType's reason) when
    /// the file is no font FreeType reads.
    public static func read(path: String, index: Int = 0) throws -> FontFileNames {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            throw TypesetterError.unreadableFont(path: path, reason: "FreeType could not start")
        }
        defer { FT_Done_FreeType(library) }
        var opened: FT_Face?
        let error = FT_New_Face(library, path, FT_Long(index), &opened)
        guard error == 0, let face = opened else {
            let reason = FT_Error_String(error).map { String(cString: $0) } ?? "FreeType error \(error)"
            throw TypesetterError.unreadableFont(path: path, reason: reason)
        }
        defer { FT_Done_Face(face) }
        var names = FontFileNames(postScriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) },
                                  fullName: sfntName(face, id: 4),
                                  family: sfntName(face, id: 16) ?? face.pointee.family_name.map { String(cString: $0) },
                                  weight: 400, italic: face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0,
                                  faceCount: max(1, Int(face.pointee.num_faces)))
        if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
            let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
            if os2.version != 0xFFFF, (1...1000).contains(Int(os2.usWeightClass)) { names.weight = Int(os2.usWeightClass) }
            // fsSelection bit 0 (ITALIC) or bit 9 (OBLIQUE).
            if os2.version != 0xFFFF, os2.fsSelection & 0x201 != 0 { names.italic = true }
        }
        return names
    }

    /// The name record `id`, preferring Windows Unicode (platform 3, UTF-16BE, English first) over Macintosh
    /// Roman (platform 1, encoding 0); nil when the file has neither.
    static func sfntName(_ face: FT_Face, id: UInt16) -> String? {
        var windows: (language: UInt16, text: String)?
        var mac: String?
        let count = FT_Get_Sfnt_Name_Count(face)
        for index in 0..<count {
            var record = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, index, &record) == 0, record.name_id == id, let bytes = record.string else { continue }
            let buffer = UnsafeBufferPointer(start: bytes, count: Int(record.string_len))
            if record.platform_id == 3, record.encoding_id == 1 || record.encoding_id == 10 {
                var units: [UInt16] = []
                units.reserveCapacity(buffer.count / 2)
                var at = 0
                while at + 1 < buffer.count { units.append(UInt16(buffer[at]) << 8 | UInt16(buffer[at + 1])); at += 2 }
                let text = String(decoding: units, as: UTF16.self)
                // 0x0409: English (United States), the name a platform's English lookup sees.
                if windows == nil || (record.language_id == 0x0409 && windows!.language != 0x0409) { windows = (record.language_id, text) }
            } else if record.platform_id == 1, record.encoding_id == 0, mac == nil, buffer.allSatisfy({ $0 < 0x80 }) {
                mac = String(decoding: buffer, as: UTF8.self)
            }
        }
        let text = windows?.text ?? mac
        return text.flatMap { $0.isEmpty ? nil : $0 }
    }
}
