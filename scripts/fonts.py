#!/usr/bin/env python3
"""Builds Fonts/ and Fonts/profiles/default.yaml from Debian's Noto packages, and checks them.

    python3 scripts/fonts.py update [--from /usr/share/fonts]   copy the faces, write SHA256SUMS and the profile
    python3 scripts/fonts.py check                              every file in Fonts/ matches SHA256SUMS

The fonts are committed (Fonts/ with its SHA256SUMS), so a fresh clone needs neither this script nor the Debian
packages: `make run` works on macOS and Linux alike, and every machine measures with the same bytes. This script
is for the maintainer who moves to newer Debian fonts: it copies the Regular and Bold faces of every family below
from fonts-noto-core / fonts-noto-ui-core (/usr/share/fonts/truetype/noto), fonts-noto-cjk
(/usr/share/fonts/opentype/noto) and fonts-noto-color-emoji, all OFL 1.1, and regenerates the profile.

The families follow Android's system fallback list, AOSP frameworks/base data/fonts/fonts.xml (familyset
version 23, the `lang="und-Xxxx"` families in their order, `variant="compact"` = the UI faces apps below
targetSdk 35 get, `variant="elegant"` = the taller faces of elegantTextHeight): one face per script, Bold where
that family lists a 700 weight.
"""
import hashlib
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "Fonts")

# (ISO 15924 scripts, compact (UI) file base or None, elegant file base, fonts.xml lists a 700 weight)
# in fonts.xml order. Where Debian's file base differs from AOSP's it is noted.
ANDROID_FALLBACK = [
    (["Arab"], "NotoNaskhArabicUI", "NotoNaskhArabic", True),
    (["Ethi"], None, "NotoSansEthiopic", True),
    (["Hebr"], None, "NotoSansHebrew", True),
    (["Thai"], "NotoSansThaiUI", "NotoSansThai", True),
    (["Armn"], None, "NotoSansArmenian", True),
    (["Geor", "Geok"], None, "NotoSansGeorgian", True),
    (["Deva"], "NotoSansDevanagariUI", "NotoSansDevanagari", True),
    (["Gujr"], "NotoSansGujaratiUI", "NotoSansGujarati", True),
    (["Guru"], "NotoSansGurmukhiUI", "NotoSansGurmukhi", True),
    (["Taml"], "NotoSansTamilUI", "NotoSansTamil", True),
    (["Mlym"], "NotoSansMalayalamUI", "NotoSansMalayalam", True),
    (["Beng"], "NotoSansBengaliUI", "NotoSansBengali", True),
    (["Telu"], "NotoSansTeluguUI", "NotoSansTelugu", True),
    (["Knda"], "NotoSansKannadaUI", "NotoSansKannada", True),
    (["Orya"], "NotoSansOriyaUI", "NotoSansOriya", True),
    (["Sinh"], "NotoSansSinhalaUI", "NotoSansSinhala", True),
    (["Khmr"], "NotoSansKhmerUI", "NotoSansKhmer", True),
    (["Laoo"], "NotoSansLaoUI", "NotoSansLao", True),
    (["Mymr"], "NotoSansMyanmarUI", "NotoSansMyanmar", True),
    (["Thaa"], None, "NotoSansThaana", True),
    (["Cham"], None, "NotoSansCham", True),
    (["Ahom"], None, "NotoSerifAhom", False),  # AOSP NotoSansAhom; Debian ships the serif design
    (["Adlm"], None, "NotoSansAdlam", True),
    (["Avst"], None, "NotoSansAvestan", False),
    (["Bali"], None, "NotoSansBalinese", False),
    (["Bamu"], None, "NotoSansBamum", False),
    (["Batk"], None, "NotoSansBatak", False),
    (["Brah"], None, "NotoSansBrahmi", False),
    (["Bugi"], None, "NotoSansBuginese", False),
    (["Buhd"], None, "NotoSansBuhid", False),
    (["Cans"], None, "NotoSansCanadianAboriginal", False),
    (["Cari"], None, "NotoSansCarian", False),
    (["Cakm"], None, "NotoSansChakma", False),
    (["Cher"], None, "NotoSansCherokee", False),
    (["Copt"], None, "NotoSansCoptic", False),
    (["Xsux"], None, "NotoSansCuneiform", False),
    (["Cprt"], None, "NotoSansCypriot", False),
    (["Dsrt"], None, "NotoSansDeseret", False),
    (["Egyp"], None, "NotoSansEgyptianHieroglyphs", False),
    (["Elba"], None, "NotoSansElbasan", False),
    (["Glag"], None, "NotoSansGlagolitic", False),
    (["Goth"], None, "NotoSansGothic", False),
    (["Hano"], None, "NotoSansHanunoo", False),
    (["Armi"], None, "NotoSansImperialAramaic", False),
    (["Phli"], None, "NotoSansInscriptionalPahlavi", False),
    (["Prti"], None, "NotoSansInscriptionalParthian", False),
    (["Java"], None, "NotoSansJavanese", False),
    (["Kthi"], None, "NotoSansKaithi", False),
    (["Kali"], None, "NotoSansKayahLi", False),
    (["Khar"], None, "NotoSansKharoshthi", False),
    (["Lepc"], None, "NotoSansLepcha", False),
    (["Limb"], None, "NotoSansLimbu", False),
    (["Linb"], None, "NotoSansLinearB", False),
    (["Lisu"], None, "NotoSansLisu", False),
    (["Lyci"], None, "NotoSansLycian", False),
    (["Lydi"], None, "NotoSansLydian", False),
    (["Mand"], None, "NotoSansMandaic", False),
    (["Mtei"], None, "NotoSansMeeteiMayek", False),
    (["Talu"], None, "NotoSansNewTaiLue", False),
    (["Nkoo"], None, "NotoSansNKo", False),
    (["Ogam"], None, "NotoSansOgham", False),
    (["Olck"], None, "NotoSansOlChiki", False),
    (["Ital"], None, "NotoSansOldItalic", False),
    (["Xpeo"], None, "NotoSansOldPersian", False),
    (["Sarb"], None, "NotoSansOldSouthArabian", False),
    (["Orkh"], None, "NotoSansOldTurkic", False),
    (["Osge"], None, "NotoSansOsage", False),
    (["Osma"], None, "NotoSansOsmanya", False),
    (["Phnx"], None, "NotoSansPhoenician", False),
    (["Rjng"], None, "NotoSansRejang", False),
    (["Runr"], None, "NotoSansRunic", False),
    (["Samr"], None, "NotoSansSamaritan", False),
    (["Saur"], None, "NotoSansSaurashtra", False),
    (["Shaw"], None, "NotoSansShavian", False),
    (["Sund"], None, "NotoSansSundanese", False),
    (["Sylo"], None, "NotoSansSylotiNagri", False),
    # AOSP: Syriac Estrangela (und-Syre, the default form), Eastern, Western; Debian: one Noto Sans Syriac.
    # ICU gives every Syriac letter the script Syrc.
    (["Syrc", "Syre", "Syrn", "Syrj"], None, "NotoSansSyriac", False),
    (["Tglg"], None, "NotoSansTagalog", False),
    (["Tagb"], None, "NotoSansTagbanwa", False),
    (["Lana"], None, "NotoSansTaiTham", False),
    (["Tavt"], None, "NotoSansTaiViet", False),
    (["Tibt"], None, "NotoSerifTibetan", True),
    (["Tfng"], None, "NotoSansTifinagh", False),
    (["Ugar"], None, "NotoSansUgaritic", False),
    (["Vaii"], None, "NotoSansVai", False),
    (["Tale"], None, "NotoSansTaiLe", False),
    (["Yiii"], None, "NotoSansYi", False),
    (["Mong"], None, "NotoSansMongolian", False),
    (["Phag"], None, "NotoSansPhagsPa", False),
    (["Hluw"], None, "NotoSansAnatolianHieroglyphs", False),
    (["Bass"], None, "NotoSansBassaVah", False),
    (["Bhks"], None, "NotoSansBhaiksuki", False),
    (["Hatr"], None, "NotoSansHatran", False),
    (["Lina"], None, "NotoSansLinearA", False),
    (["Mani"], None, "NotoSansManichaean", False),
    (["Marc"], None, "NotoSansMarchen", False),
    (["Merc"], None, "NotoSansMeroitic", False),
    (["Plrd"], None, "NotoSansMiao", False),
    (["Mroo"], None, "NotoSansMro", False),
    (["Mult"], None, "NotoSansMultani", False),
    (["Nbat"], None, "NotoSansNabataean", False),
    (["Newa"], None, "NotoSansNewa", False),
    (["Narb"], None, "NotoSansOldNorthArabian", False),
    (["Perm"], None, "NotoSansOldPermic", False),
    (["Hmng"], None, "NotoSansPahawhHmong", False),
    (["Palm"], None, "NotoSansPalmyrene", False),
    (["Pauc"], None, "NotoSansPauCinHau", False),
    (["Shrd"], None, "NotoSansSharada", False),
    (["Sora"], None, "NotoSansSoraSompeng", False),
    (["Gong"], None, "NotoSansGunjalaGondi", False),
    (["Rohg"], None, "NotoSansHanifiRohingya", False),
    (["Khoj"], None, "NotoSansKhojki", False),
    (["Gonm"], None, "NotoSansMasaramGondi", False),
    (["Wcho"], None, "NotoSansWancho", False),
    (["Wara"], None, "NotoSansWarangCiti", False),
    (["Gran"], None, "NotoSansGrantha", False),
    (["Modi"], None, "NotoSansModi", False),
    (["Dogr"], None, "NotoSerifDogra", False),
    (["Medf"], None, "NotoSansMedefaidrin", True),
    (["Soyo"], None, "NotoSansSoyombo", False),
    (["Takr"], None, "NotoSansTakri", False),
    (["Hmnp"], None, "NotoSerifNyiakengPuachueHmong", True),
    (["Yezi"], None, "NotoSerifYezidi", True),
]

# Symbols end every chain (fonts.xml lists NotoSansSymbols-Regular-Subsetted as a nameless family and the
# subsetted Symbols 2 as und-Zsym; Debian ships the full faces), with Noto Sans Math for mathematical
# alphanumerics and operators, before the color emoji face.
SYMBOLS = [("NotoSansSymbols", True), ("NotoSansSymbols2", False), ("NotoSansMath", False)]
# Only the Nastaliq face is not in Android's list: iOS draws Urdu with it since iOS 11 (Apple added Noto
# Nastaliq Urdu as Urdu's system face; reported at the iOS 11 release, e.g. southasiainvestor.com 2017/09).
EXTRA = [("NotoNastaliqUrdu", True)]

# CJK by locale (fonts.xml: zh-Hans → index 2 of NotoSansCJK-Regular.ttc, zh-Hant/zh-Bopo → 3, ja → 0,
# ko → 1; Debian's TTC also has HK at 4). Keys are matched against the locale's ICU likely subtags:
# language-script-region, language-region, language-script, language, und-script.
CJK_FACES = {"JP": 0, "KR": 1, "SC": 2, "TC": 3, "HK": 4}
CJK_BY_LOCALE = [("ja", "JP"), ("ko", "KR"), ("zh-Hans", "SC"), ("zh-Hant", "TC"), ("zh-HK", "HK"),
                 ("zh-MO", "HK"), ("und-Hant", "TC"), ("und-Jpan", "JP"), ("und-Kore", "KR")]
CJK_SCRIPTS = ["Hani", "Hira", "Kana", "Hang", "Bopo"]

# Already in Fonts/ before this script, kept as they are: Noto Sans (Latin, Greek, Cyrillic, with italics),
# Roboto (Debian fonts-roboto-unhinted), the CJK collections and the color emoji face.
KEPT = ["NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf", "NotoSans-BoldItalic.ttf",
        "Roboto-Regular.ttf", "Roboto-Medium.ttf", "Roboto-Bold.ttf", "Roboto-Italic.ttf", "Roboto-BoldItalic.ttf",
        "NotoSansCJK-Regular.ttc", "NotoSansCJK-Bold.ttc", "NotoColorEmoji.ttf"]


def typeface_name(base):
    """NotoSansMyanmarUI → Noto Sans Myanmar UI."""
    name = ""
    for i, ch in enumerate(base):
        if i > 0 and ch.isupper() and (not base[i - 1].isupper() or (i + 1 < len(base) and base[i + 1].islower())):
            name += " "
        elif i > 0 and ch.isdigit() and not base[i - 1].isdigit():
            name += " "
        name += ch
    return name.replace("N Ko", "NKo").replace("Pau Cin Hau", "Pau Cin Hau")


def faces(base, bold):
    files = [base + "-Regular.ttf"]
    if bold:
        files.append(base + "-Bold.ttf")
    return files


def wanted_files():
    """Every file Fonts/ holds, with the typeface it belongs to: (typeface, file, weight)."""
    rows = []
    seen = set()

    def add(base, bold):
        if base in seen:
            return
        seen.add(base)
        for file in faces(base, bold):
            rows.append((typeface_name(base), file, 700 if file.endswith("-Bold.ttf") else 400))

    for scripts, compact, elegant, bold in ANDROID_FALLBACK:
        add(elegant, bold)
        if compact:
            add(compact, bold)
    for base, bold in SYMBOLS + EXTRA:
        add(base, bold)
    return rows


def update(source):
    truetype = os.path.join(source, "truetype", "noto")
    for _, file, _ in wanted_files():
        src = os.path.join(truetype, file)
        if not os.path.exists(src):
            sys.exit(f"missing {src}: install fonts-noto-core and fonts-noto-ui-core")
        shutil.copyfile(src, os.path.join(FONTS, file))
    write_sums()
    write_profile()


def font_files():
    return sorted(f for f in os.listdir(FONTS) if f.endswith((".ttf", ".ttc", ".otf")))


def digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def write_sums():
    with open(os.path.join(FONTS, "SHA256SUMS"), "w") as out:
        for name in font_files():
            out.write(f"{digest(os.path.join(FONTS, name))}  {name}\n")


def check():
    listed = {}
    with open(os.path.join(FONTS, "SHA256SUMS")) as f:
        for line in f:
            value, name = line.rstrip("\n").split("  ", 1)
            listed[name] = value
    bad = [n for n in font_files() if listed.get(n) != digest(os.path.join(FONTS, n))]
    missing = [n for n in listed if not os.path.exists(os.path.join(FONTS, n))]
    for n in bad:
        print(f"{n}: not the bytes SHA256SUMS lists")
    for n in missing:
        print(f"{n}: listed in SHA256SUMS but absent")
    return 1 if bad or missing else 0


def chain_line(script, names):
    return f"      {script}: [{', '.join(names)}]"


def write_profile():
    typefaces = {}
    for name, file, weight in wanted_files():
        typefaces.setdefault(name, []).append((file, weight))

    def family(kind):
        latin = ["Noto Sans"] if kind == "system" else ["Roboto", "Noto Sans"]
        lines = ["    fallback:"]
        for script in ["Latn", "Grek", "Cyrl", "Zyyy"]:
            lines.append(chain_line(script, latin))
        for scripts, compact, elegant, _ in ANDROID_FALLBACK:
            base = compact if (kind == "android" and compact) else elegant
            for script in scripts:
                lines.append(chain_line(script, [typeface_name(base)] + latin[:1]))
        for script in CJK_SCRIPTS:
            lines.append(chain_line(script, ["Noto Sans CJK SC"] + latin[:1]))
        lines.append(f"    default: [{', '.join(latin)}]")
        lines.append("    locales:")
        for key, face in CJK_BY_LOCALE:
            lines.append(f"      {key}: {{ {', '.join(f'{s}: [Noto Sans CJK {face}, {latin[0]}]' for s in CJK_SCRIPTS)} }}")
        if kind == "system":
            lines.append("      # iOS and macOS draw Urdu in Nastaliq (Noto Nastaliq Urdu, since iOS 11); Android keeps Naskh.")
            lines.append(f"      ur: {{ Arab: [Noto Nastaliq Urdu, Noto Naskh Arabic, {latin[0]}] }}")
            lines.append("    # UIKit's standard line break strategy (NSParagraphStyle.LineBreakStrategy.standard, the default")
            lines.append("    # of labels since iOS 14) includes hangulWordPriority: no break between Hangul characters, so")
            lines.append("    # Korean wraps between words. Android's TextView (LineBreakConfig word style NONE) breaks Korean")
            lines.append("    # with ICU's rules, between syllables.")
            lines.append("    wordBreak: { ko: keep-all }")
        return lines

    out = [
        "# layoutlint's default font profile: what a phone or a Mac shows when an app uses the system font.",
        "# GENERATED by scripts/fonts.py from Debian's Noto packages and AOSP's fonts.xml: edit the script, not this file.",
        "# Per ISO 15924 script, the typefaces to try in order (first face that has the glyph wins); then",
        "# `lastResort`. `locales` replaces chains for a locale (matched on its likely subtags: ja, zh-Hant,",
        "# zh-HK, …). Paths are relative to this file. Each typeface lists the weights (100-900) and italics it",
        "# really has: a request is matched to them as CSS font matching does.",
        "version: 1",
        "families:",
        "  # iOS and macOS: Noto stands in for SF and Apple's script faces (the taller, non-UI Noto designs).",
        "  system:",
    ] + family("system") + [
        "  # Android, apps targeting SDK < 35: Roboto for Latin, Greek and Cyrillic; AOSP fonts.xml's",
        "  # `variant=\"compact\"` (UI) faces where a script has them (elegantTextHeight=false, the default below",
        "  # targetSdk 35), else the script's one family.",
        "  android:",
    ] + family("android") + [
        "  # Android, apps targeting SDK 35 and later: elegantTextHeight defaults to true, so the",
        "  # `variant=\"elegant\"` (taller, non-UI) faces.",
        "  android-elegant:",
    ] + family("android-elegant") + [
        "# Symbols, math and then Noto Color Emoji end every chain (emoji glyphs are CBDT bitmaps: HarfBuzz reads",
        "# their advances and ink boxes); Naskh and Devanagari for the punctuation they share with other scripts.",
        "lastResort: [Noto Sans, Noto Sans Symbols, Noto Sans Symbols 2, Noto Sans Math, Noto Sans CJK SC, "
        "Noto Naskh Arabic, Noto Sans Devanagari, Noto Color Emoji]",
        "typefaces:",
        "  Noto Sans:",
        "    - { file: ../NotoSans-Regular.ttf, weight: 400 }",
        "    - { file: ../NotoSans-Bold.ttf, weight: 700 }",
        "    - { file: ../NotoSans-Italic.ttf, weight: 400, italic: true }",
        "    - { file: ../NotoSans-BoldItalic.ttf, weight: 700, italic: true }",
        "  Roboto:",
        "    - { file: ../Roboto-Regular.ttf, weight: 400 }",
        "    - { file: ../Roboto-Medium.ttf, weight: 500 }",
        "    - { file: ../Roboto-Bold.ttf, weight: 700 }",
        "    - { file: ../Roboto-Italic.ttf, weight: 400, italic: true }",
        "    - { file: ../Roboto-BoldItalic.ttf, weight: 700, italic: true }",
    ]
    for face, index in CJK_FACES.items():
        out += [f"  Noto Sans CJK {face}:",
                f"    - {{ file: ../NotoSansCJK-Regular.ttc, index: {index}, weight: 400 }}",
                f"    - {{ file: ../NotoSansCJK-Bold.ttc, index: {index}, weight: 700 }}"]
    for name, files in typefaces.items():
        out.append(f"  {name}:")
        for file, weight in files:
            out.append(f"    - {{ file: ../{file}, weight: {weight} }}")
    out += ["  Noto Color Emoji:", "    - { file: ../NotoColorEmoji.ttf, weight: 400 }"]
    with open(os.path.join(FONTS, "profiles", "default.yaml"), "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command == "update":
        source = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--from" else "/usr/share/fonts"
        update(source)
    elif command == "profile":
        write_profile()
    elif command == "check":
        sys.exit(check())
    else:
        sys.exit(__doc__)
