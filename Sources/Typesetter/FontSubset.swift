import CHarfBuzz

extension FontFace {
    /// This face cut down to the glyphs `scalars` need (HarfBuzz's subsetter, `hb_subset_or_fail`, with its
    /// default layout closure so shaping still works), as font file bytes (TrueType or CFF OpenType, as the
    /// face is): what a page embeds so its text shows in the bundled fonts on a machine that lacks them.
    /// nil when the face has none of them or HarfBuzz cannot subset it.
    public func subset(_ scalars: some Sequence<Unicode.Scalar>) -> [UInt8]? {
        let covered = scalars.filter { hasGlyph(for: $0) }
        guard !covered.isEmpty, let input = hb_subset_input_create_or_fail() else { return nil }
        defer { hb_subset_input_destroy(input) }
        let unicodes = hb_subset_input_unicode_set(input)
        for scalar in covered { hb_set_add(unicodes, scalar.value) }
        guard let result = hb_subset_or_fail(hbFace, input) else { return nil }
        defer { hb_face_destroy(result) }
        let blob = hb_face_reference_blob(result)
        defer { hb_blob_destroy(blob) }
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
        return data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    }
}
