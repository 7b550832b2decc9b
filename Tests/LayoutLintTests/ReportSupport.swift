import Foundation
import LayoutLint
import Typesetter

/// Inputs for the report tests: the demo app of the repository, and a generated project big enough for
/// a thousand findings.
enum ReportFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let typesetter: Typesetter = try! Typesetter(fontsAt: FontLocator.repositoryFonts)

    struct Result {
        var report: LintReport
        var renderings: [FindingRendering?]
        var html: String
    }

    static func lintAndRender(_ input: LintInput, options: LintOptions = LintOptions(), baseline: LintReport? = nil) -> Result {
        let linter = Linter(typesetter: typesetter, options: options)
        var report = linter.lint(input)
        // As `layoutlint report` draws it: one card per locale part of an element's finding.
        report.findings = report.findings.flatMap(\.localeParts)
        let renderings = linter.renderings(for: report.findings, input: input)
        let html = HTMLReport(title: "layoutlint report", baseline: baseline).render(report, renderings: renderings)
        return Result(report: report, renderings: renderings, html: html)
    }

    /// `layouts/` and `strings/` of the repository, linted with the defaults (as `layoutlint report` does).
    static let demo: Result = lintAndRender(try! demoInput())

    /// The demo app's catalogs and layouts as read.
    static func demoInput() throws -> LintInput {
        try Project.discover(paths: [root.appendingPathComponent("layouts").path, root.appendingPathComponent("strings").path],
                             config: ProjectConfig(), configPath: nil).read()
    }

    /// A project of `screens` screens × 30 labels in six locales: narrow one-line labels (truncation) and
    /// fixed 20pt-high clipped labels (vertical clipping for Thai, Arabic, Devanagari), texts combined from
    /// real words so the glyphs vary as in an app.
    static func generated(screens: Int = 8) -> LintInput {
        let words: [String: [String]] = [
            "en": ["Daily", "reminder", "lesson", "market", "words", "review", "settings", "account", "progress", "streak",
                   "goal", "audio", "speed", "transcript", "notifications", "privacy", "storage", "download", "offline", "premium"],
            "de": ["Tägliche", "Erinnerung", "Lektion", "Markt", "Wörter", "Wiederholung", "Einstellungen", "Konto", "Fortschritt",
                   "Serie", "Ziel", "Audio", "Geschwindigkeit", "Transkript", "Benachrichtigungen", "Datenschutz", "Speicher",
                   "Herunterladen", "Offline", "Premium"],
            "th": ["การแจ้งเตือน", "บทเรียน", "ตลาด", "คำศัพท์", "ทบทวน", "การตั้งค่า", "บัญชี", "ความคืบหน้า", "เป้าหมาย", "เสียง",
                   "ความเร็ว", "ถอดความ", "ความเป็นส่วนตัว", "พื้นที่", "ดาวน์โหลด", "ออฟไลน์", "พรีเมียม", "ที่ตลาด", "ตั้งเป้าหมาย", "ปั้นจิ้มน้ำใจ"],
            "ar": ["التَّذْكِيرُ", "الْيَوْمِيُّ", "دَرْسٌ", "فِي السُّوقِ", "كَلِمَاتٌ", "مُرَاجَعَةٌ", "الإعدادات", "الحساب", "التقدم", "الهدف",
                   "الصوت", "السرعة", "النص", "الإشعارات", "الخصوصية", "التخزين", "تنزيل", "دون اتصال", "مميز", "جديد"],
            "hi": ["दैनिक", "अनुस्मारक", "पाठ", "बाज़ार", "शब्द", "समीक्षा", "सेटिंग्स", "खाता", "प्रगति", "लक्ष्य", "ऑडियो", "गति",
                   "प्रतिलेख", "सूचनाएं", "गोपनीयता", "संग्रहण", "डाउनलोड", "ऑफ़लाइन", "प्रीमियम", "नया"],
            "zh-Hans": ["每日", "提醒", "课程", "市场", "单词", "复习", "设置", "账户", "进度", "目标", "音频", "速度", "文字", "通知",
                        "隐私", "存储", "下载", "离线", "高级", "新"],
        ]
        var screensOut: [LayoutScreen] = []
        var entries: [Entry] = []
        var line = 1
        for s in 0..<screens {
            var yaml = "screen: Screen\(s)\nplatform: ios\nelements:\n"
            for e in 0..<30 {
                let key = "screen\(s).label\(e)"
                if e % 2 == 0 {
                    yaml += "  - id: label\(e)\n    key: \(key)\n    textStyle: body\n    width: 80\n    maxLines: 1\n"
                } else {
                    yaml += "  - id: label\(e)\n    key: \(key)\n    size: 17\n    weight: semibold\n    width: 240\n    maxLines: 1\n    height: 20\n    clipsToBounds: true\n"
                }
                let i = s * 30 + e
                for locale in words.keys.sorted() {
                    let list = words[locale]!
                    let separator = locale == "zh-Hans" ? "" : " "
                    let value = list[i % 20] + separator + list[(i * 7 + 3) % 20]
                    line += 1
                    entries.append(Entry(key: key, table: "Localizable", locale: locale, value: value, state: "translated",
                                         location: SourceLocation(file: "Generated.xcstrings", line: line, column: 1)))
                }
            }
            let (screen, findings) = LayoutReader.read(text: yaml, file: "screen\(s).yaml")
            precondition(findings.isEmpty, "generated layout: \(findings.map(\.message))")
            screensOut.append(screen!)
        }
        let catalog = CatalogFile(path: "Generated.xcstrings", format: .xcstrings, sourceLanguage: "en", entries: entries)
        return LintInput(catalogs: [catalog], screens: screensOut)
    }

    static func temporaryFile(_ name: String, contents: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-report-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }
}

/// Reads the drawings back out of a report page: glyph outlines, glyph runs and each figure's placement.
struct ReportDrawings {
    struct Box { var minX: Double; var minY: Double; var maxX: Double; var maxY: Double }
    var glyphBounds: [String: Box] = [:]
    var runs: [String: (scale: Double, uses: [(glyph: String, x: Double, y: Double)])] = [:]

    init(html: String) {
        for match in html.matches(of: /<path id="(g\d+)" d="([^"]*)"\/>/) {
            glyphBounds[String(match.1)] = Self.bounds(ofPath: String(match.2))
        }
        for match in html.matches(of: /<g id="(t\d+h?)" transform="scale\(([-0-9.]+)\)">(.*?)<\/g>/) {
            var uses: [(String, Double, Double)] = []
            for use in String(match.3).matches(of: /<use href="#(g\d+)" x="([-0-9.]+)"(?: y="([-0-9.]+)")?\/>/) {
                uses.append((String(use.1), Double(use.2)!, use.3.map { Double($0)! } ?? 0))
            }
            runs[String(match.1)] = (Double(match.2)!, uses)
        }
    }

    /// The bounding box of a glyph run's outlines (control points included), in points, y down.
    func bounds(ofRun id: String) -> Box? {
        guard let run = runs[id] else { return nil }
        var box: Box?
        for use in run.uses {
            guard let g = glyphBounds[use.glyph] else { continue }
            let placed = Box(minX: (use.x + g.minX) * run.scale, minY: (use.y + g.minY) * run.scale,
                             maxX: (use.x + g.maxX) * run.scale, maxY: (use.y + g.maxY) * run.scale)
            box = box.map { Box(minX: min($0.minX, placed.minX), minY: min($0.minY, placed.minY),
                                maxX: max($0.maxX, placed.maxX), maxY: max($0.maxY, placed.maxY)) } ?? placed
        }
        return box
    }

    /// The figure `<svg … aria-labelledby="id">`: the run it draws and the y offset it draws it at.
    static func figure(_ id: String, in html: String) -> (run: String, offset: Double)? {
        guard let start = html.range(of: "aria-labelledby=\"\(id)\""),
              let end = html.range(of: "</svg>", range: start.upperBound..<html.endIndex) else { return nil }
        guard let use = html[start.lowerBound..<end.lowerBound].firstMatch(of: /<use href="#(d\d+)"\/>/),
              let drawing = html.range(of: "<g id=\"\(use.1)\">") else { return nil }
        let svg = html[drawing.upperBound...]
        guard let ink = svg.firstMatch(of: /<g class="ink"[^>]*><use href="#(t\d+)"(?: y="([-0-9.]+)")?\/>/) else { return nil }
        return (String(ink.1), ink.2.map { Double($0)! } ?? 0)
    }

    /// Every point of SVG path data (M/m, l, q, c, z as the report writes them), control points included.
    static func bounds(ofPath d: String) -> Box {
        var tokens: [String] = []
        var current = ""
        for c in d {
            if c.isLetter {
                if !current.isEmpty { tokens.append(current); current = "" }
                tokens.append(String(c))
            } else if c == "-" {
                if !current.isEmpty { tokens.append(current) }
                current = "-"
            } else if c == " " {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        var box = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        var x = 0.0, y = 0.0, startX = 0.0, startY = 0.0
        var command = "M"
        var i = 0
        func take() -> Double { defer { i += 1 }; return Double(tokens[i])! }
        func add(_ px: Double, _ py: Double) {
            box.minX = min(box.minX, px); box.maxX = max(box.maxX, px)
            box.minY = min(box.minY, py); box.maxY = max(box.maxY, py)
        }
        while i < tokens.count {
            if tokens[i].first!.isLetter {
                command = tokens[i]
                i += 1
                if command == "z" { x = startX; y = startY; continue }
            }
            switch command {
            case "M": x = take(); y = take(); startX = x; startY = y; add(x, y)
            case "m": x += take(); y += take(); startX = x; startY = y; add(x, y); command = "l"
            case "l": x += take(); y += take(); add(x, y)
            case "q":
                let cx = x + take(), cy = y + take()
                add(cx, cy)
                x += take(); y += take(); add(x, y)
            case "c":
                let ax = x + take(), ay = y + take(), bx = x + take(), by = y + take()
                add(ax, ay); add(bx, by)
                x += take(); y += take(); add(x, y)
            default: i += 1
            }
        }
        return box
    }
}

extension ReportFixtures {
    /// `html` with `element` (a `<script>…</script>` or `<style>…</style>` a test adds) inserted before
    /// `marker`, and its hash added to the page's Content-Security-Policy, which allows no other inline code.
    static func injecting(_ element: String, before marker: String, into html: String) -> String {
        let isScript = element.hasPrefix("<script>")
        let tag = isScript ? "script" : "style"
        let body = String(element.dropFirst(tag.count + 2).dropLast(tag.count + 3))
        let directive = isScript ? "script-src " : "style-src "
        let allowed = html.replacingOccurrences(of: directive, with: directive + SHA256.cspSource(body) + " ")
        return allowed.replacingOccurrences(of: marker, with: element + marker)
    }
}
