import Foundation

/// Just enough PNG reading for the browser tests: 8-bit RGB or RGBA, not interlaced (what Chromium's
/// screenshots are), with a small inflate (RFC 1951) so the tests need no image library.
struct PNGImage {
    let width: Int
    let height: Int
    /// RGBA, row by row.
    private let pixels: [UInt8]

    struct Failure: Error, CustomStringConvertible { var description: String }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
            throw Failure(description: "not a PNG")
        }
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        var i = 8
        var width = 0, height = 0, colorType = 0
        var compressed: [UInt8] = []
        while i + 8 <= bytes.count {
            let length = u32(i)
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let body = (i + 8)..<(i + 8 + length)
            if type == "IHDR" {
                width = u32(body.lowerBound)
                height = u32(body.lowerBound + 4)
                guard bytes[body.lowerBound + 8] == 8, bytes[body.lowerBound + 12] == 0 else {
                    throw Failure(description: "only 8-bit, non-interlaced PNGs")
                }
                colorType = Int(bytes[body.lowerBound + 9])
            } else if type == "IDAT" {
                compressed += bytes[body]
            } else if type == "IEND" {
                break
            }
            i = body.upperBound + 4
        }
        guard colorType == 2 || colorType == 6 else { throw Failure(description: "color type \(colorType)") }
        let channels = colorType == 6 ? 4 : 3
        // zlib: two header bytes, then deflate.
        var inflater = Inflater(Array(compressed.dropFirst(2)))
        let raw = try inflater.inflate()
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw Failure(description: "short image data") }
        var out = [UInt8](repeating: 255, count: width * height * 4)
        var previous = [UInt8](repeating: 0, count: stride)
        var line = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let start = y * (stride + 1)
            let filter = raw[start]
            for x in 0..<stride {
                let value = raw[start + 1 + x]
                let a = x >= channels ? Int(line[x - channels]) : 0
                let b = Int(previous[x])
                let c = x >= channels ? Int(previous[x - channels]) : 0
                let predictor: Int
                switch filter {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: predictor = 0
                }
                line[x] = UInt8((Int(value) + predictor) & 0xFF)
            }
            for x in 0..<width {
                for k in 0..<channels { out[(y * width + x) * 4 + k] = line[x * channels + k] }
            }
            swap(&previous, &line)
        }
        self.width = width
        self.height = height
        pixels = out
    }

    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let i = (y * width + x) * 4
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
    }

    /// Whether the pixel is within `tolerance` (per channel) of "#rrggbb".
    func matches(_ x: Int, _ y: Int, _ hex: String, tolerance: Int = 40) -> Bool {
        let value = Int(hex.dropFirst(), radix: 16)!
        let p = pixel(x, y)
        return abs(p.r - (value >> 16 & 0xFF)) <= tolerance && abs(p.g - (value >> 8 & 0xFF)) <= tolerance
            && abs(p.b - (value & 0xFF)) <= tolerance
    }

    func count(_ hex: String, xs: Range<Int>, ys: Range<Int>, tolerance: Int = 40) -> Int {
        var n = 0
        for y in ys.clamped(to: 0..<height) { for x in xs.clamped(to: 0..<width) where matches(x, y, hex, tolerance: tolerance) { n += 1 } }
        return n
    }
}

/// RFC 1951 inflate: stored, fixed and dynamic Huffman blocks.
private struct Inflater {
    let input: [UInt8]
    var position = 0
    var bitBuffer = 0
    var bitCount = 0
    var output: [UInt8] = []

    init(_ input: [UInt8]) { self.input = input }

    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        init(lengths: [Int]) {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for i in 1..<16 { offsets[i] = offsets[i - 1] + counts[i - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, l) in lengths.enumerated() where l != 0 {
                symbols[offsets[l]] = symbol
                offsets[l] += 1
            }
        }
    }

    mutating func bits(_ n: Int) throws -> Int {
        while bitCount < n {
            guard position < input.count else { throw PNGImage.Failure(description: "deflate data ends early") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << n) - 1)
        bitBuffer >>= n
        bitCount -= n
        return value
    }

    mutating func decode(_ h: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let count = h.counts[length]
            if code - count < first { return h.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw PNGImage.Failure(description: "bad Huffman code")
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                               4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    mutating func inflate() throws -> [UInt8] {
        var last = 0
        repeat {
            last = try bits(1)
            switch try bits(2) {
            case 0:
                bitBuffer = 0
                bitCount = 0
                guard position + 4 <= input.count else { throw PNGImage.Failure(description: "stored block ends early") }
                let length = Int(input[position]) | Int(input[position + 1]) << 8
                position += 4
                guard position + length <= input.count else { throw PNGImage.Failure(description: "stored block ends early") }
                output += input[position..<(position + length)]
                position += length
            case 1:
                var lengths = [Int](repeating: 8, count: 288)
                for i in 144..<256 { lengths[i] = 9 }
                for i in 256..<280 { lengths[i] = 7 }
                try block(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let literals = try bits(5) + 257
                let distances = try bits(5) + 1
                let codes = try bits(4) + 4
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengths = [Int](repeating: 0, count: 19)
                for i in 0..<codes { codeLengths[order[i]] = try bits(3) }
                let codeTree = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literals + distances {
                    let symbol = try decode(codeTree)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw PNGImage.Failure(description: "repeat without a length") }
                        lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
                    }
                }
                try block(Huffman(lengths: Array(lengths[0..<literals])), Huffman(lengths: Array(lengths[literals...])))
            default:
                throw PNGImage.Failure(description: "bad block type")
            }
        } while last == 0
        return output
    }

    mutating func block(_ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let i = symbol - 257
                guard i < 29 else { throw PNGImage.Failure(description: "bad length symbol") }
                let length = Self.lengthBase[i] + (try bits(Self.lengthExtra[i]))
                let d = try decode(distances)
                guard d < 30 else { throw PNGImage.Failure(description: "bad distance symbol") }
                let distance = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
                guard distance <= output.count else { throw PNGImage.Failure(description: "distance too far back") }
                let start = output.count - distance
                for k in 0..<length { output.append(output[start + k]) }
            }
        }
    }
}
