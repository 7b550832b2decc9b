import Typesetter

/// Within a `hierarchy` group, the typographic cues that still tell two adjacent levels apart in a locale:
/// size ratio, a weight difference the script's faces really have, case where the text is cased, italic
/// where the face has a true italic, color (also under simulated color blindness), letter spacing, family.
/// None left is an error; fewer than the source has and fewer than two, a warning. Compared at each checked
/// size category, reported once per pair and locale, at the size category where the fewest cues remain.
public struct HierarchyLostRule: Rule {
    public init() {}

    public static let minimumSizeRatio = 1.15
    /// Luminance contrast two colors need to read as different levels, with normal vision and with
    /// protanopia and deuteranopia.
    public static let minimumColorContrast = 1.5
    /// Points of letter spacing between two levels that a reader notices.
    public static let minimumLetterSpacingDifference = 0.5

    public static let description = RuleDescription(
        id: "hierarchy-lost",
        name: "Hierarchy lost",
        defaultSeverity: .error,
        summary: "Two levels of a hierarchy group (declared, or adjacent texts of an imported screen told apart by case or italics) have no typographic cue left in a locale (error), or fewer than the source and fewer than two (warning).",
        rationale: """
        Hierarchy is built from cues: size, weight, color, case, italics, spacing, family. Several do not \
        survive translation. Most scripts (Han, kana, Thai, Arabic, Hebrew, the Indic scripts, Burmese) have no \
        upper and lower case, so a title told apart by ALL CAPS looks like its subtitle, while Latin, Greek, \
        Cyrillic, Armenian, Cherokee, Adlam and Georgian (Mtavruli) do — decided from the text, not a list; they have no true italic (a forced \
        slant is bad practice); their fonts often have fewer weights, so medium falls back to regular and \
        semibold to bold. For each adjacent pair of a `hierarchy:` group and each locale the rule lists the \
        cues that remain — a size ratio of at least 1.15; a weight difference between the faces really used \
        (CSS weight matching on the profile's faces); case only where the translated text has case (asked \
        of Foundation's locale-aware upper- and lowercasing); italic only where the face is a true italic; \
        colors at least 1.5:1 apart in luminance, also under simulated protanopia and deuteranopia (Machado \
        et al. 2009, in linear RGB); letter spacing at least 0.5pt apart; a different font family — at each \
        checked size category. None left is an error; fewer than in the source and fewer than two is a \
        warning. Robust designs use two or three cues. Imported screens (Android layouts, Compose functions, \
        SwiftUI views, storyboards and XIBs) get their groups from the screen itself: two adjacent texts in one \
        container (siblings, a stack view's labels, a cell's title and subtitle, a section header and its first \
        row, a bar title and the content below it) that the app tells apart by case (Android `textAllCaps` \
        through styles and themes, Compose `.uppercase()`, SwiftUI `.textCase`, the section headers iOS \
        uppercases) or by italics (`textStyle="italic"`, `.italic()`, `FontStyle.Italic`, an italic font in \
        Interface Builder); such a pair is reported only where neither size nor weight still separates the \
        levels and the source does tell them apart by case or italics (a caps header beside a bullet “•” is \
        no level), and is left out where the layout gives the two texts different colors it does not decide \
        (theme attributes). An Android value wholly in a `<b>` or `<i>` span is bold or italic where a layout shows it \
        (`Resources.getText` keeps spans); a translation that drops the span loses that cue. A slant the \
        platform synthesises is no italic: Android skews the upright glyphs, Apple platforms draw them upright.
        """,
        triggering: [
            RuleExample(
                "Told apart only by ALL CAPS and a 1.1 size ratio: lost where the script has no case",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: title
                    size: 15.4
                    textTransform: uppercase
                    width: 343
                    maxLines: 0
                    color: "#1C1C1E"
                  - id: subtitle
                    key: subtitle
                    size: 14
                    width: 343
                    maxLines: 0
                    color: "#1C1C1E"
                hierarchy:
                  - [title, subtitle]
                """,
                strings: ["title": ["en": "Your daily goal", "de": "Dein Tagesziel", "th": "เป้าหมายรายวันของคุณ",
                                    "ar": "هدفك اليومي", "hi": "आपका दैनिक लक्ष्य", "zh-Hans": "你的每日目标",
                                    "he": "היעד היומי שלך", "my": "သင့်နေ့စဉ်ပန်းတိုင်", "hy": "Ձեր օրական նպատակը",
                                    "ka": "თქვენი დღიური მიზანი"],
                          "subtitle": ["en": "Pick how many minutes you want to practice each day.",
                                       "de": "Wähle, wie viele Minuten du jeden Tag üben möchtest.",
                                       "th": "เลือกว่าคุณอยากฝึกวันละกี่นาที",
                                       "ar": "اختر عدد الدقائق التي تريد أن تتدرّب فيها كل يوم.",
                                       "hi": "चुनें कि आप हर दिन कितने मिनट अभ्यास करना चाहते हैं।",
                                       "zh-Hans": "选择你每天想练习多少分钟。",
                                       "he": "בחרו כמה דקות תרצו להתאמן בכל יום.", "my": "နေ့စဉ် လေ့ကျင့်လိုသည့် မိနစ်ကို ရွေးပါ။",
                                       "hy": "Ընտրեք, թե քանի րոպե եք ուզում պարապել ամեն օր։",
                                       "ka": "აირჩიეთ, რამდენი წუთი გსურთ ივარჯიშოთ ყოველდღე."]],
                // Armenian has case, and Georgian uppercases to Mtavruli (Unicode 11): the cue survives there.
                firesIn: ["th", "ar", "hi", "zh-Hans", "he", "my"]),
            RuleExample(
                "Medium vs regular: no face of the default profile has a 500, so both render at 400",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: level
                    key: level
                    textStyle: body
                    weight: medium
                    width: 280
                    maxLines: 0
                  - id: minutes
                    key: minutes
                    textStyle: body
                    width: 280
                    maxLines: 0
                hierarchy:
                  - [level, minutes]
                """,
                strings: ["level": ["en": "Casual", "th": "สบายๆ"], "minutes": ["en": "5 minutes a day", "th": "วันละ 5 นาที"]],
                firesIn: ["en", "th"]),
            RuleExample(
                "Red vs dark green: 2.05:1 to most eyes, 1.2:1 with protanopia, so no cue at all",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: due
                    key: due
                    size: 15
                    width: 300
                    maxLines: 0
                    color: "#FF0000"
                  - id: review
                    key: review
                    size: 15
                    width: 300
                    maxLines: 0
                    color: "#005A4B"
                hierarchy:
                  - [due, review]
                """,
                strings: ["due": ["en": "Due today", "zh-Hans": "今天到期"], "review": ["en": "Three words to review", "zh-Hans": "三个单词待复习"]],
                firesIn: ["en", "zh-Hans"]),
            RuleExample(
                "An imported Android layout: a header told from its row only by textAllCaps, lost where the script has no case",
                uiFiles: ["app/src/main/res/layout/downloads_header.xml": """
                    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                        android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                        <TextView android:id="@+id/header" android:layout_width="match_parent" android:layout_height="wrap_content"
                            android:text="@string/downloads" android:textSize="14sp" android:textAllCaps="true" />
                        <TextView android:id="@+id/summary" android:layout_width="match_parent" android:layout_height="wrap_content"
                            android:text="@string/downloads_summary" android:textSize="14sp" />
                    </LinearLayout>
                    """],
                strings: ["downloads": ["en": "Downloads", "de": "Downloads", "zh-Hans": "下载", "ja": "ダウンロード"],
                          "downloads_summary": ["en": "Episodes kept on this device", "de": "Auf diesem Gerät gespeicherte Folgen",
                                                "zh-Hans": "保存在此设备上的节目", "ja": "この端末に保存したエピソード"]],
                firesIn: ["zh-Hans", "ja"], catalog: .android),
            RuleExample(
                "An imported Android layout: a note told from its row only by an <i> span over its whole text (the layout styles both alike); lost where the font has no true italic, and in a translation that drops the span",
                uiFiles: ["app/src/main/res/layout/playback.xml": """
                    <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                        android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                        <TextView android:id="@+id/row" android:layout_width="match_parent" android:layout_height="wrap_content"
                            android:text="@string/skip_silence" android:textSize="14sp" />
                        <TextView android:id="@+id/note" android:layout_width="match_parent" android:layout_height="wrap_content"
                            android:text="@string/skip_silence_note" android:textSize="14sp" />
                    </LinearLayout>
                    """],
                strings: ["skip_silence": ["en": "Skip silence", "de": "Stille überspringen", "fr": "Sauter les silences", "ja": "無音をスキップ"],
                          "skip_silence_note": ["en": "<i>Played faster where nobody speaks</i>", "de": "<i>Schneller, wo niemand spricht</i>",
                                                "fr": "Plus rapide là où personne ne parle", "ja": "<i>誰も話していない部分を速く再生</i>"]],
                firesIn: ["fr", "ja"], catalog: .android),
            RuleExample(
                "A SwiftUI view: a caption told from its title only by .italic(); Han and kana fonts have no true italic",
                uiFiles: ["EpisodeRow.swift": """
                    import SwiftUI

                    struct EpisodeRow: View {
                        var body: some View {
                            VStack(alignment: .leading) {
                                Text("Episode notes")
                                Text("Recorded live").italic()
                            }
                        }
                    }
                    """],
                strings: ["Episode notes": ["en": "Episode notes", "de": "Episodennotizen", "zh-Hans": "节目笔记", "ja": "エピソードのメモ"],
                          "Recorded live": ["en": "Recorded live", "de": "Live aufgenommen", "zh-Hans": "现场录制", "ja": "ライブ収録"]],
                firesIn: ["zh-Hans", "ja"]),
            RuleExample(
                "A Compose function: a note told from its item only by FontStyle.Italic in one Column",
                uiFiles: ["app/src/main/java/com/example/VaultItemRow.kt": """
                    package com.example

                    import androidx.compose.foundation.layout.Column
                    import androidx.compose.material3.Text
                    import androidx.compose.runtime.Composable
                    import androidx.compose.ui.res.stringResource
                    import androidx.compose.ui.text.font.FontStyle
                    import androidx.compose.ui.unit.sp

                    @Composable
                    fun VaultItemRow() {
                        Column {
                            Text(text = stringResource(R.string.vault_item), fontSize = 16.sp)
                            Text(text = stringResource(R.string.last_used), fontSize = 16.sp, fontStyle = FontStyle.Italic)
                        }
                    }
                    """],
                strings: ["vault_item": ["en": "Bank login", "de": "Bank-Login", "zh-Hans": "银行登录", "ja": "銀行のログイン"],
                          "last_used": ["en": "Used yesterday", "de": "Gestern verwendet", "zh-Hans": "昨天使用过", "ja": "昨日使用"]],
                firesIn: ["zh-Hans", "ja"], catalog: .android),
            RuleExample(
                "A Compose function: a header uppercased in code (`.uppercase()`) over a row of the same style",
                uiFiles: ["app/src/main/java/com/example/FolderHeader.kt": """
                    package com.example

                    import androidx.compose.foundation.layout.Column
                    import androidx.compose.material3.MaterialTheme
                    import androidx.compose.material3.Text
                    import androidx.compose.runtime.Composable
                    import androidx.compose.ui.res.stringResource

                    @Composable
                    fun FolderSection() {
                        Column {
                            Text(text = stringResource(R.string.folders).uppercase(), style = MaterialTheme.typography.bodyMedium)
                            Text(text = stringResource(R.string.no_folder), style = MaterialTheme.typography.bodyMedium)
                        }
                    }
                    """],
                strings: ["folders": ["en": "Folders", "de": "Ordner", "zh-Hans": "文件夹", "ja": "フォルダー"],
                          "no_folder": ["en": "No folder", "de": "Kein Ordner", "zh-Hans": "无文件夹", "ja": "フォルダーなし"]],
                firesIn: ["zh-Hans", "ja"], catalog: .android),
            RuleExample(
                "Android markup: a note in an <i> span over its whole text; a translation that drops the span, or whose script has no italic face, loses the level",
                layout: """
                screen: Example
                platform: android
                elements:
                  - id: title
                    key: episode
                    size: 16
                    width: 328
                    maxLines: 0
                  - id: note
                    key: recorded
                    size: 16
                    width: 328
                    maxLines: 0
                hierarchy:
                  - [title, note]
                """,
                strings: ["episode": ["en": "Episode notes", "de": "Episodennotizen", "fr": "Notes de l’épisode",
                                      "zh-Hans": "节目笔记", "ja": "エピソードのメモ"],
                          "recorded": ["en": "<i>Recorded live</i>", "de": "Live aufgenommen", "fr": "<i>Enregistré en direct</i>",
                                       "zh-Hans": "<i>现场录制</i>", "ja": "<i>ライブ収録</i>"]],
                firesIn: ["de", "zh-Hans", "ja"], catalog: .android),
        ],
        nonTriggering: [
            RuleExample(
                "A Compose header in capitals and bold over a regular row: Noto Sans CJK has a Bold, so the weight still separates them in zh-Hans and ja",
                uiFiles: ["app/src/main/java/com/example/FolderHeader.kt": """
                    package com.example

                    import androidx.compose.foundation.layout.Column
                    import androidx.compose.material3.Text
                    import androidx.compose.runtime.Composable
                    import androidx.compose.ui.res.stringResource
                    import androidx.compose.ui.text.font.FontWeight
                    import androidx.compose.ui.unit.sp

                    @Composable
                    fun FolderSection() {
                        Column {
                            Text(text = stringResource(R.string.folders).uppercase(), fontSize = 14.sp, fontWeight = FontWeight.Bold)
                            Text(text = stringResource(R.string.no_folder), fontSize = 14.sp)
                        }
                    }
                    """],
                strings: ["folders": ["en": "Folders", "de": "Ordner", "zh-Hans": "文件夹", "ja": "フォルダー"],
                          "no_folder": ["en": "No folder", "de": "Kein Ordner", "zh-Hans": "无文件夹", "ja": "フォルダーなし"]],
                catalog: .android),
            RuleExample(
                "A SwiftUI Section: the header iOS uppercases on its own is also smaller (footnote vs body), a cue in every script",
                uiFiles: ["Settings.swift": """
                    import SwiftUI

                    struct SettingsView: View {
                        var body: some View {
                            List {
                                Section("Playback") {
                                    Text("Skip silence")
                                }
                            }
                        }
                    }
                    """],
                strings: ["Playback": ["en": "Playback", "zh-Hans": "播放", "ja": "再生"],
                          "Skip silence": ["en": "Skip silence", "zh-Hans": "跳过静音", "ja": "無音をスキップ"]]),
            RuleExample(
                "Size ratio 1.3 and bold vs regular hold in every script",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: title
                    key: title
                    textStyle: title2
                    weight: bold
                    width: 343
                    maxLines: 0
                  - id: subtitle
                    key: subtitle
                    textStyle: body
                    width: 343
                    maxLines: 0
                hierarchy:
                  - [title, subtitle]
                """,
                strings: ["title": ["en": "Learn a new word every day", "de": "Lerne jeden Tag ein neues Wort",
                                    "th": "เรียนรู้คำศัพท์ใหม่ทุกวัน", "ar": "تعلم كلمة جديدة كل يوم",
                                    "hi": "हर दिन एक नया शब्द सीखें", "zh-Hans": "每天学一个新单词"],
                          "subtitle": ["en": "Short audio lessons, a few minutes a day.", "de": "Kurze Audiolektionen, ein paar Minuten am Tag.",
                                       "th": "บทเรียนเสียงสั้นๆ วันละไม่กี่นาที", "ar": "دروس صوتية قصيرة، بضع دقائق يوميًا.",
                                       "hi": "छोटे ऑडियो पाठ, रोज़ बस कुछ मिनट।", "zh-Hans": "简短的音频课程，每天几分钟。"]]),
            RuleExample(
                "A secondary gray (3.25:1 from the primary text, also with color blindness) is a cue in every script",
                layout: """
                screen: Example
                platform: ios
                elements:
                  - id: name
                    key: name
                    textStyle: body
                    width: 280
                    maxLines: 0
                    color: "#1C1C1E"
                  - id: detail
                    key: detail
                    textStyle: body
                    width: 280
                    maxLines: 0
                    color: "#6C6C70"
                hierarchy:
                  - [name, detail]
                """,
                strings: ["name": ["en": "Casual", "th": "สบายๆ", "zh-Hans": "轻松"],
                          "detail": ["en": "5 minutes a day", "th": "วันละ 5 นาที", "zh-Hans": "每天 5 分钟"]]),
        ]
    )

    public enum Cue: String, CaseIterable, Sendable {
        case size, weight
        case letterCase = "case"
        case italic, color
        case letterSpacing = "letter spacing"
        case family
    }

    /// One level of a group as it renders in one locale.
    struct Level {
        var element: LayoutElement
        var locale: String
        var text: String
        var sizes: [(category: String?, size: Double)]
        var font: FontSelection
        var face: FontFace?
        var caseStyle: TextFacts.CaseStyle
        var color: RGBColor?
        /// Why a bold or italic the source's markup gives the whole text is not in this locale's (the
        /// translation drops the span), by the cue it was.
        var droppedSpan: [Cue: String] = [:]

        var weight: Int { face?.weight ?? font.weight }
        var isItalic: Bool { face?.italic ?? font.italic }
        var family: String { face?.familyName ?? font.family }
        var faceName: String { face?.name ?? "\(font.family) \(font.weight)" }
        var letterSpacing: Double { element.letterSpacing ?? 0 }

        /// The size at a category: the last size listed at or before it (sizes that repeat an earlier one
        /// are not listed), or the one fixed size.
        func size(at category: String?) -> Double {
            guard let category, let wanted = DynamicType.sizeCategories.firstIndex(of: category) else { return sizes.first?.size ?? 0 }
            var result = sizes.first?.size ?? 0
            for (listed, size) in sizes {
                guard let listed else { return size }
                if let index = DynamicType.sizeCategories.firstIndex(of: listed), index <= wanted { result = size }
            }
            return result
        }
    }

    /// The cues that separate two levels at one size category, and for each cue that does not, why.
    struct Comparison {
        var present: [(Cue, String)] = []
        var absent: [(Cue, String)] = []
        var sizeRatio = 1.0
        var count: Int { present.count }
        func has(_ cue: Cue) -> Bool { present.contains { $0.0 == cue } }
        var names: String { present.isEmpty ? "none" : present.map(\.0.rawValue).joined(separator: ", ") }
    }

    static func compare(_ a: Level, _ b: Level, at category: String?, platform: Platform) -> Comparison {
        var result = Comparison()
        let unit = platform.textSizeUnit
        let sizeA = a.size(at: category), sizeB = b.size(at: category)
        let ratio = max(sizeA, sizeB) / max(min(sizeA, sizeB), 0.001)
        result.sizeRatio = ratio
        let sizes = "\(FindingText.number(sizeA))\(unit) vs \(FindingText.number(sizeB))\(unit)"
        let ratioText = String(format: "%.2f", ratio)
        if ratio >= minimumSizeRatio - 1e-9 {
            result.present.append((.size, "size \(sizes) (ratio \(ratioText))"))
        } else if abs(sizeA - sizeB) < 0.005 {
            result.absent.append((.size, "same size \(FindingText.number(sizeA))\(unit)"))
        } else {
            result.absent.append((.size, "size \(sizes) is a ratio of \(ratioText) (under \(String(format: "%.2f", minimumSizeRatio)))"))
        }

        if a.weight != b.weight {
            result.present.append((.weight, "weight \(a.faceName) (\(a.weight)) vs \(b.faceName) (\(b.weight))"))
        } else if a.font.weight != b.font.weight {
            let faces = a.faceName == b.faceName ? "both render as \(a.faceName) (\(a.weight))" : "render as \(a.faceName) and \(b.faceName), both \(a.weight)"
            result.absent.append((.weight, "weight \(TextFacts.weightName(a.font.weight)) vs \(TextFacts.weightName(b.font.weight)): \(faces), the nearest weight the faces have"))
        } else {
            result.absent.append((.weight, "same weight: \(a.faceName == b.faceName ? a.faceName : "\(a.faceName) and \(b.faceName)") \(TextFacts.weightName(a.weight)) for both"))
        }

        // Case is a cue when one level is ALL CAPS and the other is not, and both texts have case at all
        // (a capitalised word next to a lowercase phrase is ordinary writing, not a level).
        let capsA = a.caseStyle == .allCaps, capsB = b.caseStyle == .allCaps
        if a.caseStyle != .uncased && b.caseStyle != .uncased {
            if capsA != capsB {
                result.present.append((.letterCase, "case (\(a.caseStyle.rawValue) vs \(b.caseStyle.rawValue))"))
            } else if a.element.textTransform != b.element.textTransform {
                result.absent.append((.letterCase, "case: both read \(a.caseStyle.rawValue)"))
            }
        } else if a.element.textTransform != b.element.textTransform {
            let uncased = a.caseStyle == .uncased ? a : b
            let transform = a.element.textTransform == .none ? b.element.textTransform : a.element.textTransform
            result.absent.append((.letterCase, "case: \(FindingText.quote(uncased.text)) has no upper and lower case, so `textTransform: \(transform.rawValue)` changes nothing"))
        }

        if a.font.italic != b.font.italic {
            if a.isItalic != b.isItalic {
                result.present.append((.italic, "italic (\(a.isItalic ? a.faceName : b.faceName))"))
            } else {
                let upright = a.font.italic ? a : b
                result.absent.append((.italic, "italic: \(upright.faceName) has no true italic (\(SynthesizedItalic.drawn(on: platform)))"))
            }
        }

        for cue in [Cue.weight, .italic] where !result.has(cue) {
            if let why = a.droppedSpan[cue] ?? b.droppedSpan[cue] { result.absent.append((cue, why)) }
        }

        let black = RGBColor(red: 0, green: 0, blue: 0)
        let colorA = a.color ?? black, colorB = b.color ?? black
        if a.color != nil || b.color != nil {
            let normal = colorA.contrast(with: colorB)
            let simulated = RGBColor.Deficiency.allCases.map { ($0, colorA.contrast(with: colorB, seenWith: $0)) }
            let pair = "\(colorA.hex) vs \(colorB.hex)"
            if normal < minimumColorContrast {
                result.absent.append((.color, colorA.hex == colorB.hex ? "same color \(colorA.hex)"
                    : "color \(pair) is \(FindingText.number(normal)):1 in luminance (under \(FindingText.number(minimumColorContrast)))"))
            } else if let lost = simulated.first(where: { $0.1 < minimumColorContrast }) {
                result.absent.append((.color, "color \(pair) (\(FindingText.number(normal)):1) is only \(FindingText.number(lost.1)):1 with \(lost.0.rawValue)"))
            } else {
                result.present.append((.color, "color \(pair) (\(FindingText.number(normal)):1)"))
            }
        }

        if abs(a.letterSpacing - b.letterSpacing) >= minimumLetterSpacingDifference {
            result.present.append((.letterSpacing, "letter spacing \(FindingText.number(a.letterSpacing)) vs \(FindingText.number(b.letterSpacing))"))
        }

        if a.family != b.family {
            result.present.append((.family, "family \(a.family) vs \(b.family)"))
        } else if a.font.family != b.font.family {
            result.absent.append((.family, "family: \(a.font.family) and \(b.font.family) both fall back to \(a.family)"))
        }
        return result
    }

    /// The level of an element in the screen's locale, from its measured labels (the plain or `other`
    /// variant stands for the others).
    static func level(_ id: String, in screen: MeasuredScreen, context: LintContext) -> (Level, MeasuredLabel)? {
        let labels = screen.labels.filter { $0.element.id == id && $0.failure == nil && !$0.sizes.isEmpty }
        guard let label = labels.first(where: { $0.variant == nil }) ?? labels.first(where: { LabelText.pluralCategory(of: $0.variant) == "other" }) ?? labels.first
        else { return nil }
        let shown = spanStyle(label.entry, of: label)
        var level = makeLevel(label.element, locale: label.locale, text: label.text,
                              sizes: label.sizes.map { ($0.sizeCategory, $0.effectiveSize) }, font: styled(label.font, shown), context: context)
        if label.locale != context.sourceLocale(ofTable: label.entry.table), let source = label.sourceEntry.flatMap({ spanStyle($0, of: label) }) {
            let quoted = FindingText.quote(label.text)
            if source.italic && shown?.italic != true { level.droppedSpan[.italic] = "italic: the source's whole text is in an italic span (<i>), \(quoted) is not" }
            if source.bold && shown?.bold != true { level.droppedSpan[.weight] = "weight: the source's whole text is in a bold span (<b>), \(quoted) is not" }
        }
        return (level, label)
    }

    /// The bold or italic a span over a value's whole text gives it where the platform draws the spans:
    /// Android resolves `android:text="@string/…"` with `Resources.getText`, which keeps them
    /// (`StringBlock.applyStyles`), while Compose's `stringResource` calls `Resources.getString`, which drops
    /// them (androidx.compose.ui.res `StringResources.android.kt`); a text set from Kotlin or Java code may
    /// take either, so only texts a layout file names are styled.
    static func spanStyle(_ entry: Entry, of label: MeasuredLabel) -> WholeTextStyle? {
        guard let style = entry.wholeTextStyle, label.screen.platform == .android else { return nil }
        let named = label.element.keyLocations["key"]?.file ?? label.screen.file
        guard !named.hasSuffix(".kt"), !named.hasSuffix(".java"), !label.screen.file.hasSuffix(".kt") else { return nil }
        return style
    }

    /// The font with a span's style: `StyleSpan(Typeface.BOLD)` asks for the family's bold (700),
    /// `StyleSpan(Typeface.ITALIC)` for its italic (android.text.style.StyleSpan, `Typeface.create`).
    static func styled(_ font: FontSelection, _ style: WholeTextStyle?) -> FontSelection {
        guard let style else { return font }
        var font = font
        if style.bold { font.weight = max(font.weight, 700) }
        if style.italic { font.italic = true }
        return font
    }

    /// The same element as the source locale shows it (from the label's source value).
    static func sourceLevel(of label: MeasuredLabel, context: LintContext) -> Level? {
        guard let source = label.sourceEntry else { return nil }
        let sourceLocale = context.sourceLocale(ofTable: source.table)
        let text = LabelText.compose(source, siblings: [source], samples: label.element.samples,
                                     transform: label.element.textTransform, locale: sourceLocale)
        return makeLevel(label.element, locale: sourceLocale, text: text,
                         sizes: SizeScale.sizes(for: label.element, platform: label.screen.platform, categories: context.sizeCategories),
                         font: styled(label.font, spanStyle(source, of: label)), context: context)
    }

    static func makeLevel(_ element: LayoutElement, locale: String, text: String, sizes: [(category: String?, size: Double)],
                          font: FontSelection, context: LintContext) -> Level {
        let background = element.background.flatMap(RGBColor.init(hex:)) ?? RGBColor(red: 1, green: 1, blue: 1)
        return Level(element: element, locale: locale, text: text, sizes: sizes, font: font,
                     face: TextFacts.face(drawing: text, locale: locale, font: font, fonts: context.fonts),
                     caseStyle: TextFacts.caseStyle(of: text, locale: locale),
                     color: element.color.flatMap(RGBColor.init(hex:))?.composited(over: background))
    }

    public func check(screen: MeasuredScreen, context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        let categories: [String?] = context.sizeCategories.isEmpty ? [nil] : context.sizeCategories
        let platform = screen.screen.platform
        // Groups of an imported screen are derived from it (`HierarchyGroups`): reported only where neither size
        // nor weight still tells the levels apart (the app's colors are not resolved by the importers).
        let derived = screen.screen.origin != .declared
        for group in screen.screen.hierarchy {
            for (upper, lower) in zip(group, group.dropFirst()) {
                // A pair the layout styles alike (`HierarchyGroups.mayDifferBySpans`) has two levels only by the
                // source values' whole-text spans: none on either, nothing to compare (before any face is looked up).
                if derived, let elementA = screen.screen.element(upper), let elementB = screen.screen.element(lower),
                   HierarchyGroups.levels(elementA, elementB) == nil,
                   !screen.labels.contains(where: { ($0.element.id == upper || $0.element.id == lower) && ($0.sourceEntry ?? $0.entry).wholeTextStyle != nil }) {
                    continue
                }
                guard let (a, labelA) = Self.level(upper, in: screen, context: context),
                      let (b, labelB) = Self.level(lower, in: screen, context: context) else { continue }
                let sourceA = screen.locale == context.sourceLocale(ofTable: labelA.entry.table) ? a : Self.sourceLevel(of: labelA, context: context)
                let sourceB = screen.locale == context.sourceLocale(ofTable: labelB.entry.table) ? b : Self.sourceLevel(of: labelB, context: context)
                var worst: (severity: Severity, category: String?, here: Comparison, source: Comparison)?
                var failing: [String] = []
                for category in categories {
                    let here = Self.compare(a, b, at: category, platform: platform)
                    let source = sourceA.flatMap { sa in sourceB.map { Self.compare(sa, $0, at: category, platform: platform) } } ?? here
                    let severity: Severity?
                    // A derived pair is two levels because the source tells them apart by case or italics; where
                    // the source does not (a bullet “•” has no case to differ in), there is no level to lose.
                    if derived && !(source.has(.letterCase) || source.has(.italic)) { severity = nil }
                    else if derived && (here.has(.size) || here.has(.weight)) { severity = nil }
                    else if here.count == 0 { severity = .error }
                    else if here.count < source.count && here.count < 2 { severity = .warning }
                    else { severity = nil }
                    guard let severity else { continue }
                    if let category { failing.append(category) }
                    if worst == nil || severity > worst!.severity || (severity == worst!.severity && here.count < worst!.here.count) {
                        worst = (severity, category, here, source)
                    }
                }
                guard let worst else { continue }
                findings.append(finding(a, b, label: labelA, worst: worst, failing: failing, locale: screen.locale, context: context, platform: platform))
            }
        }
        return findings
    }

    func finding(_ a: Level, _ b: Level, label: MeasuredLabel, worst: (severity: Severity, category: String?, here: Comparison, source: Comparison),
                 failing: [String] = [], locale: String, context: LintContext, platform: Platform) -> Finding {
        let here = worst.here, source = worst.source
        let at = worst.category.map { " at \($0)" } ?? ""
        let pair = "\(a.element.id) › \(b.element.id)"
        let sourceLocale = context.sourceLocale(ofTable: label.entry.table)
        let sourceText = locale == sourceLocale ? ""
            : "; the \(sourceLocale) source has \(source.present.isEmpty ? "none either" : source.present.map(\.1).joined(separator: ", "))"
        let remaining = here.present.isEmpty
            ? "no typographic cue separates the two levels in \(locale)\(at)"
            : "only \(here.present.map(\.1).joined(separator: ", ")) separates the two levels in \(locale)\(at)"
        let lost = here.absent.filter { cue in worst.severity == .error || source.has(cue.0) }.map(\.1)
        let message = "\(pair): \(remaining)\(sourceText)" + (lost.isEmpty ? "" : " — \(lost.joined(separator: "; "))")

        var fixes: [String] = []
        let unit = platform.textSizeUnit
        if !here.has(.weight), let face = a.face {
            let weights = TextFacts.availableWeights(of: face, fonts: context.fonts)
            if let heavier = weights.filter({ $0 > b.weight }).first(where: { $0 >= b.weight + 300 }) ?? weights.filter({ $0 > b.weight }).last {
                fixes.append("make \(a.element.id) \(FontWeight.names.first { $0.1 == heavier }?.0 ?? "\(heavier)") (\(heavier); \(face.familyName) has \(weights.map(String.init).joined(separator: " and ")))")
            }
        }
        if !here.has(.size) {
            let smaller = min(a.size(at: worst.category), b.size(at: worst.category))
            fixes.append("make \(a.element.id) at least \(FindingText.number((smaller * Self.minimumSizeRatio * 10).rounded(.up) / 10))\(unit) (\(FindingText.number(Self.minimumSizeRatio)) × \(FindingText.number(smaller))\(unit))\(at)")
        }
        if !here.has(.color) {
            fixes.append("give \(b.element.id) a secondary color at least \(FindingText.number(Self.minimumColorContrast)):1 from \(a.element.id)'s, also with protanopia and deuteranopia")
        }
        let suggestion = "add cues that survive in \(locale): " + fixes.joined(separator: ", or ") + "; robust hierarchies use two or three"
        var numbers: [String: Double] = ["cues": Double(here.count), "sourceCues": Double(source.count), "sizeRatio": here.sizeRatio]
        numbers["weight"] = Double(a.weight)
        numbers["otherWeight"] = Double(b.weight)
        var result = Finding.about(label, rule: Self.description, severity: worst.severity, sizeCategory: worst.category,
                                   sizeCategories: failing, message: message, suggestion: suggestion, measurements: numbers)
        result.variant = nil
        result.text = nil
        result.pairedElement = b.element.id
        return result
    }
}
