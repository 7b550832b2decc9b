/// The Unicode facts the word rules ask of every scalar of every catalog value (is it a letter, a mark, a
/// digit), looked up once per scalar of the Basic Multilingual Plane for the whole run, and strings built from
/// scalars in one pass. Both answer exactly what the standard library answers: the table is filled from
/// `Unicode.Scalar.Properties` itself, and scalars outside the BMP are asked directly.
///
/// Why: the property lookups (`isAlphabetic`, `generalCategory`) were ≈ 2% of a whole-app check of
/// bitwarden (63 locales), asked by `wrong-script`'s and `untranslated`'s word splits; building a string
/// through `String.UnicodeScalarView(_:)` (a generic append per scalar) was ≈ 2% of reading its catalogs.
enum ScalarFacts {
    /// `Unicode.Scalar.Properties.isAlphabetic`.
    static let alphabetic: UInt8 = 1
    /// General category Mn (nonspacing mark).
    static let nonspacingMark: UInt8 = 2
    /// General category Mc (spacing mark).
    static let spacingMark: UInt8 = 4
    /// General category Me (enclosing mark).
    static let enclosingMark: UInt8 = 8
    /// General category Nd, Nl or No (a number).
    static let number: UInt8 = 16

    /// The facts of one scalar, as a set of the bits above.
    @inline(__always)
    static func of(_ scalar: Unicode.Scalar) -> UInt8 {
        scalar.value < 0x10000 ? basicPlane[Int(scalar.value)] : computed(scalar)
    }

    /// Every BMP scalar's facts (64 KiB, filled on first use; surrogate code points are no scalars and stay 0).
    private static let basicPlane: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x10000)
        for value in 0..<0x10000 {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            table[value] = computed(scalar)
        }
        return table
    }()

    private static func computed(_ scalar: Unicode.Scalar) -> UInt8 {
        let properties = scalar.properties
        var facts: UInt8 = properties.isAlphabetic ? alphabetic : 0
        switch properties.generalCategory {
        case .nonspacingMark: facts |= nonspacingMark
        case .spacingMark: facts |= spacingMark
        case .enclosingMark: facts |= enclosingMark
        case .decimalNumber, .letterNumber, .otherNumber: facts |= number
        default: break
        }
        return facts
    }
}

extension String {
    /// The string of these scalars, encoded to UTF-8 in one pass (the same string
    /// `String(String.UnicodeScalarView(scalars))` makes, without its generic append per scalar).
    init<C: RandomAccessCollection>(scalars: C) where C.Element == Unicode.Scalar {
        guard !scalars.isEmpty else {
            self = ""
            return
        }
        self = String(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
            var end = 0
            for scalar in scalars {
                let value = scalar.value
                if value < 0x80 {
                    buffer[end] = UInt8(value)
                    end += 1
                } else if value < 0x800 {
                    buffer[end] = UInt8(0xC0 | (value >> 6))
                    buffer[end + 1] = UInt8(0x80 | (value & 0x3F))
                    end += 2
                } else if value < 0x10000 {
                    buffer[end] = UInt8(0xE0 | (value >> 12))
                    buffer[end + 1] = UInt8(0x80 | ((value >> 6) & 0x3F))
                    buffer[end + 2] = UInt8(0x80 | (value & 0x3F))
                    end += 3
                } else {
                    buffer[end] = UInt8(0xF0 | (value >> 18))
                    buffer[end + 1] = UInt8(0x80 | ((value >> 12) & 0x3F))
                    buffer[end + 2] = UInt8(0x80 | ((value >> 6) & 0x3F))
                    buffer[end + 3] = UInt8(0x80 | (value & 0x3F))
                    end += 4
                }
            }
            return end
        }
    }
}
