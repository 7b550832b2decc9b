// Benchmarks: how fast the Typesetter lays out UI strings, relative to bare HarfBuzz shaping of the same
// strings, and how much a 12-size Dynamic Type sweep costs relative to one size. Prints ratios (with their
// goals), not absolute-time assertions: absolute times depend on the machine, ratios much less.
//
//   make bench            (= swift run -c release Benchmarks)
//   swift run -c release Benchmarks --rounds 11
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*profiledRounds*' \
//       .build/release/Benchmarks --profile sweep --rounds 2   (one kind of pass only, no table)
//
// See Benchmarks/README.md for what each number means.

import CHarfBuzz
import Foundation
import Typesetter

// MARK: - Configuration

/// Locales, in table order, with the face that serves their primary script in Fonts/profiles/default.yaml
/// and the HarfBuzz segment properties the raw baseline shapes with.
struct BenchLocale {
    var id: String
    var fontFile: String
    var faceIndex: UInt32
    var script: String
    var rightToLeft: Bool
}

let locales: [BenchLocale] = [
    BenchLocale(id: "en", fontFile: "NotoSans-Regular.ttf", faceIndex: 0, script: "Latn", rightToLeft: false),
    BenchLocale(id: "de", fontFile: "NotoSans-Regular.ttf", faceIndex: 0, script: "Latn", rightToLeft: false),
    BenchLocale(id: "th", fontFile: "NotoSansThai-Regular.ttf", faceIndex: 0, script: "Thai", rightToLeft: false),
    BenchLocale(id: "ar", fontFile: "NotoNaskhArabic-Regular.ttf", faceIndex: 0, script: "Arab", rightToLeft: true),
    BenchLocale(id: "hi", fontFile: "NotoSansDevanagari-Regular.ttf", faceIndex: 0, script: "Deva", rightToLeft: false),
    BenchLocale(id: "zh-Hans", fontFile: "NotoSansCJK-Regular.ttc", faceIndex: 2, script: "Hani", rightToLeft: false),
]

let oneSize = 17.0
let width = 200.0
let sweepSizes = DynamicType.styles["body"]!
let goalThroughput = 0.5
let goalSweep = 1.5

var rounds = 7
/// With `--profile KIND`: after the warm-up, run only that kind of pass (`ours`, `raw`, `sweep`, `shape`,
/// `layout`) for `rounds` rounds and print nothing else, for a profiler to look at.
var profileKind: String?
/// With `--dump`: print every layout the sweep makes (JSON, one per line) and exit, to check that a change
/// to the Typesetter leaves its output unchanged (`diff` two dumps).
var dump = false
let profileKinds = ["ours", "raw", "sweep", "shape", "layout"]
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--rounds":
        guard let value = arguments.next().flatMap(Int.init), value > 0 else {
            FileHandle.standardError.write(Data("--rounds needs a positive number\n".utf8))
            exit(2)
        }
        rounds = value
    case "--dump":
        dump = true
    case "--profile":
        guard let kind = arguments.next(), profileKinds.contains(kind) else {
            FileHandle.standardError.write(Data("--profile needs one of \(profileKinds.joined(separator: ", "))\n".utf8))
            exit(2)
        }
        profileKind = kind
    default:
        FileHandle.standardError.write(Data("usage: Benchmarks [--rounds N] [--profile ours|raw|sweep|shape|layout] [--dump]\n".utf8))
        exit(2)
    }
}

// MARK: - Corpus

let benchmarksDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let stringsDirectory = benchmarksDirectory.appendingPathComponent("strings")
let fontsDirectory = FontLocator.repositoryFonts

struct Corpus {
    var locale: BenchLocale
    var strings: [String]
    /// The same strings as UTF-16, converted before timing for the raw baseline.
    var utf16: [[UInt16]]
}

func loadCorpus(_ locale: BenchLocale) throws -> Corpus {
    let url = stringsDirectory.appendingPathComponent("\(locale.id).txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    let strings = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    return Corpus(locale: locale, strings: strings, utf16: strings.map { Array($0.utf16) })
}

// MARK: - Raw HarfBuzz baseline

/// One hb_font per locale's primary face, scaled to font units as the Typesetter's are.
final class RawFont {
    let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer

    init(path: String, index: UInt32) throws {
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw NSError(domain: "Benchmarks", code: 1, userInfo: [NSLocalizedDescriptionKey: "cannot read \(path)"])
        }
        self.blob = blob
        face = hb_face_create(blob, index)!
        font = hb_font_create(face)!
        hb_ot_font_set_funcs(font)
        let upem = Int32(hb_face_get_upem(face))
        hb_font_set_scale(font, upem, upem)
        hb_font_make_immutable(font)
    }

    deinit {
        hb_font_destroy(font)
        hb_face_destroy(face)
        hb_blob_destroy(blob)
    }
}

/// Everything the raw baseline shapes one locale with, and the one buffer it reuses for every string.
final class RawShaper {
    let font: RawFont
    let direction: hb_direction_t
    let script: hb_script_t
    let language: hb_language_t?
    let buffer: OpaquePointer

    init(font: RawFont, direction: hb_direction_t, script: hb_script_t, language: hb_language_t?) {
        self.font = font
        self.direction = direction
        self.script = script
        self.language = language
        buffer = hb_buffer_create()!
    }

    deinit { hb_buffer_destroy(buffer) }
}

/// Raw hb_shape of every string of a corpus: one reused buffer, whole string, segment properties from the
/// locale. Returns the number of glyphs produced (a checksum that keeps the work observable).
func rawPass(_ corpus: Corpus, _ shaper: RawShaper) -> Int {
    var glyphs = 0
    let rawBuffer = shaper.buffer
    for units in corpus.utf16 {
        hb_buffer_clear_contents(rawBuffer)
        units.withUnsafeBufferPointer { pointer in
            hb_buffer_add_utf16(rawBuffer, pointer.baseAddress, Int32(pointer.count), 0, Int32(pointer.count))
        }
        hb_buffer_set_direction(rawBuffer, shaper.direction)
        hb_buffer_set_script(rawBuffer, shaper.script)
        hb_buffer_set_language(rawBuffer, shaper.language)
        hb_shape(shaper.font.font, rawBuffer, nil, 0)
        glyphs += Int(hb_buffer_get_length(rawBuffer))
    }
    return glyphs
}

// MARK: - Typesetter passes

let constraints = LayoutConstraints(width: width)

/// `typesetter.layout` at one size for every string. Returns the total line count (a checksum).
func oursPass(_ typesetter: Typesetter, _ corpus: Corpus) throws -> Int {
    var lines = 0
    for text in corpus.strings {
        lines += try typesetter.layout(text, locale: corpus.locale.id, size: oneSize, constraints: constraints).lineCount
    }
    return lines
}

/// Shape once, then lay out at all 12 body sizes.
func sweepPass(_ typesetter: Typesetter, _ corpus: Corpus) throws -> Int {
    var lines = 0
    for text in corpus.strings {
        let shaped = try typesetter.shape(text, locale: corpus.locale.id)
        for size in sweepSizes {
            lines += try shaped.layout(size: size, constraints: constraints).lineCount
        }
    }
    return lines
}

/// Shape only (for the breakdown of where a one-size layout spends its time).
func shapePass(_ typesetter: Typesetter, _ corpus: Corpus) throws -> Int {
    var runs = 0
    for text in corpus.strings {
        runs += try typesetter.shape(text, locale: corpus.locale.id).faces.count
    }
    return runs
}

/// Layout only, of texts shaped beforehand.
func layoutPass(_ shaped: [ShapedText]) throws -> Int {
    var lines = 0
    for text in shaped {
        lines += try text.layout(size: oneSize, constraints: constraints).lineCount
    }
    return lines
}

/// The passes `--profile` runs after the warm-up (callgrind: `--collect-atstart=no --toggle-collect='*profiledRounds*'`).
@inline(never)
func profiledRounds(_ kind: String, _ typesetter: Typesetter, _ corpora: [Corpus], _ shapers: [RawShaper],
                    _ shaped: [[ShapedText]], rounds: Int) throws -> Int {
    var checksum = 0
    for _ in 0..<rounds {
        for (i, (corpus, shaper)) in zip(corpora, shapers).enumerated() {
            switch kind {
            case "ours": checksum &+= try oursPass(typesetter, corpus)
            case "raw": checksum &+= rawPass(corpus, shaper)
            case "sweep": checksum &+= try sweepPass(typesetter, corpus)
            case "shape": checksum &+= try shapePass(typesetter, corpus)
            default: checksum &+= try layoutPass(shaped[i])
            }
        }
    }
    return checksum
}

// MARK: - Timing

let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
}

/// Times one closure, returning seconds and its checksum.
func timed(_ body: () throws -> Int) rethrows -> (Double, Int) {
    var checksum = 0
    let elapsed = try clock.measure { checksum = try body() }
    return (seconds(elapsed), checksum)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func pad(_ text: String, _ width: Int, right: Bool = true) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

// MARK: - Run

do {
    let typesetter = try Typesetter(fontsAt: fontsDirectory)
    let corpora = try locales.map(loadCorpus)
    var rawFonts: [String: RawFont] = [:]
    let shapers: [RawShaper] = try locales.map { locale in
        let key = "\(locale.fontFile)#\(locale.faceIndex)"
        let font = try rawFonts[key] ?? RawFont(path: fontsDirectory.appendingPathComponent(locale.fontFile).path, index: locale.faceIndex)
        rawFonts[key] = font
        return RawShaper(
            font: font,
            direction: locale.rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR,
            script: hb_script_from_string(locale.script, -1),
            language: hb_language_from_string(locale.id, -1)
        )
    }
    let stringCount = corpora.reduce(0) { $0 + $1.strings.count }
    let unitCount = corpora.reduce(0) { $0 + $1.utf16.reduce(0) { $0 + $1.count } }

    if dump {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for corpus in corpora {
            for text in corpus.strings {
                let shaped = try typesetter.shape(text, locale: corpus.locale.id)
                for size in sweepSizes {
                    for limits in [constraints, LayoutConstraints(width: width, maxLines: 2), LayoutConstraints()] {
                        let layout = try shaped.layout(size: size, constraints: limits)
                        print(String(decoding: try encoder.encode(layout), as: UTF8.self))
                    }
                }
            }
        }
        exit(0)
    }

    if let profileKind {
        var checksum = 0
        for (corpus, shaper) in zip(corpora, shapers) {
            checksum &+= try oursPass(typesetter, corpus) &+ rawPass(corpus, shaper) &+ sweepPass(typesetter, corpus)
        }
        let shaped = try corpora.map { corpus in try corpus.strings.map { try typesetter.shape($0, locale: corpus.locale.id) } }
        checksum &+= try profiledRounds(profileKind, typesetter, corpora, shapers, shaped, rounds: rounds)
        print("profiled \(profileKind) × \(rounds) rounds (checksum \(checksum))")
        exit(0)
    }

    print("layoutlint benchmarks")
    print("  strings: \(stringCount) (\(corpora.map { "\($0.locale.id) \($0.strings.count)" }.joined(separator: ", "))), \(unitCount) UTF-16 units")
    print("  layout: size \(Int(oneSize)) pt, width \(Int(width)) pt; sweep: body sizes \(sweepSizes.map { String(Int($0)) }.joined(separator: " "))")
    print("  rounds: \(rounds) per measurement, ours and raw alternating (order flipped every round); medians reported")

    // Warm-up: one untimed pass of everything, so faces are loaded, fallback chains and break iterators
    // made and the glyph-extents caches filled before any timing.
    var warmChecksum = 0
    for (corpus, shaper) in zip(corpora, shapers) {
        warmChecksum &+= try oursPass(typesetter, corpus)
        warmChecksum &+= rawPass(corpus, shaper)
        warmChecksum &+= try sweepPass(typesetter, corpus)
        warmChecksum &+= try shapePass(typesetter, corpus)
    }
    print("  warm-up: one untimed pass done (fonts loaded, break iterators opened, glyph-extents caches warm)")
    print("")

    let shapedCorpora = try corpora.map { corpus in try corpus.strings.map { try typesetter.shape($0, locale: corpus.locale.id) } }

    // Per locale and round: ours, raw, sweep, shape-only and layout-only seconds.
    let n = locales.count
    var ours = [[Double]](repeating: [], count: n)
    var raw = [[Double]](repeating: [], count: n)
    var sweep = [[Double]](repeating: [], count: n)
    var shapeOnly = [[Double]](repeating: [], count: n)
    var layoutOnly = [[Double]](repeating: [], count: n)
    var oursTotal: [Double] = [], rawTotal: [Double] = [], sweepTotal: [Double] = []
    var shapeTotal: [Double] = [], layoutTotal: [Double] = []
    var checksums: (ours: Int, raw: Int, sweep: Int) = (0, 0, 0)

    for round in 0..<rounds {
        var sums = [Double](repeating: 0, count: 5)
        for (i, (corpus, shaper)) in zip(corpora, shapers).enumerated() {
            var measurements: [(Int, () throws -> Int)] = [
                (0, { try oursPass(typesetter, corpus) }),
                (1, { rawPass(corpus, shaper) }),
                (2, { try sweepPass(typesetter, corpus) }),
                (3, { try shapePass(typesetter, corpus) }),
                (4, { try layoutPass(shapedCorpora[i]) }),
            ]
            if round % 2 == 1 { measurements.reverse() }
            for (kind, body) in measurements {
                let (time, checksum) = try timed(body)
                sums[kind] += time
                switch kind {
                case 0: ours[i].append(time); if round == 0 { checksums.ours += checksum }
                case 1: raw[i].append(time); if round == 0 { checksums.raw += checksum }
                case 2: sweep[i].append(time); if round == 0 { checksums.sweep += checksum }
                case 3: shapeOnly[i].append(time)
                default: layoutOnly[i].append(time)
                }
            }
        }
        oursTotal.append(sums[0]); rawTotal.append(sums[1]); sweepTotal.append(sums[2])
        shapeTotal.append(sums[3]); layoutTotal.append(sums[4])
    }

    // (a) throughput ratio: (strings / ours time) ÷ (strings / raw time) = raw time ÷ ours time.
    print("(a) Typesetter one-size layout throughput ÷ raw hb_shape throughput   [goal ≥ \(fixed(goalThroughput, 2))]")
    print("    " + pad("locale", 8, right: false) + pad("strings", 8) + pad("ours µs/str", 13) + pad("raw µs/str", 12)
          + pad("ratio", 8) + pad("shape µs", 10) + pad("layout µs", 11) + pad("sweep/1", 9))
    func row(_ name: String, count: Int, ours: Double, raw: Double, shape: Double, layout: Double, sweep: Double) {
        let perString = 1e6 / Double(count)
        print("    " + pad(name, 8, right: false) + pad("\(count)", 8) + pad(fixed(ours * perString, 1), 13)
              + pad(fixed(raw * perString, 1), 12) + pad(fixed(raw / ours, 3), 8)
              + pad(fixed(shape * perString, 1), 10) + pad(fixed(layout * perString, 1), 11) + pad(fixed(sweep / ours, 2), 9))
    }
    for (i, corpus) in corpora.enumerated() {
        row(corpus.locale.id, count: corpus.strings.count, ours: median(ours[i]), raw: median(raw[i]),
            shape: median(shapeOnly[i]), layout: median(layoutOnly[i]), sweep: median(sweep[i]))
    }
    let oursMedian = median(oursTotal), rawMedian = median(rawTotal), sweepMedian = median(sweepTotal)
    row("all", count: stringCount, ours: oursMedian, raw: rawMedian, shape: median(shapeTotal),
        layout: median(layoutTotal), sweep: sweepMedian)
    print("    (medians of \(rounds) rounds; \"shape\" = typesetter.shape only, \"layout\" = ShapedText.layout at one size only)")
    print("")

    let throughput = rawMedian / oursMedian
    let sweepRatio = sweepMedian / oursMedian
    print("(a) throughput ratio, all locales: \(fixed(throughput, 3))   goal ≥ \(fixed(goalThroughput, 2))   \(throughput >= goalThroughput ? "MET" : "NOT MET")")
    print("(b) 12-size sweep ÷ one size:      \(fixed(sweepRatio, 3))   goal ≤ \(fixed(goalSweep, 2))   \(sweepRatio <= goalSweep ? "MET" : "NOT MET")")
    print("    (one round of all \(stringCount) strings: ours \(fixed(oursMedian * 1e3, 1)) ms, raw \(fixed(rawMedian * 1e3, 1)) ms, sweep \(fixed(sweepMedian * 1e3, 1)) ms)")
    print("    checksums: lines \(checksums.ours), glyphs \(checksums.raw), sweep lines \(checksums.sweep)")
} catch {
    FileHandle.standardError.write(Data("Benchmarks failed: \(error)\n".utf8))
    exit(1)
}
