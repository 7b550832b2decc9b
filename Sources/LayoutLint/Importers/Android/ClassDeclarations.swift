/// The `class Name` declarations of a Kotlin or Java source, in order: each name with the offset just after it,
/// where its header (constructor, supertypes) and body follow. One pass over the bytes.
enum ClassDeclarations {
    static func forEach(in bytes: [UInt8], _ body: (_ name: String, _ afterName: Int) -> Void) {
        let needle = Array("class ".utf8)
        var index = 0
        while index + needle.count <= bytes.count {
            guard bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle),
                  index == 0 || !MenuUses.isIdentifier(bytes[index - 1]) else { index += 1; continue }
            var position = index + needle.count
            while position < bytes.count, bytes[position] == 0x20 { position += 1 }
            let nameStart = position
            while position < bytes.count, MenuUses.isIdentifier(bytes[position]) { position += 1 }
            index = max(position, index + 1)
            guard position > nameStart else { continue }
            body(String(decoding: bytes[nameStart..<position], as: UTF8.self), position)
        }
    }
}
