#!/usr/bin/env python3
"""Regenerates shaping.json, the independent reference numbers the Typesetter tests compare against.

Nothing here uses layoutlint. For each case it runs HarfBuzz's own command-line shaper

    hb-shape --font-funcs=ot --show-extents --no-glyph-names -O json --language=LOCALE FONT TEXT

(Debian package libharfbuzz-bin; positions in font units, i.e. unscaled and unhinted) and records the
glyphs, the sum of advances and the union of the glyph ink boxes placed at their pen positions. Face
metrics (units per em, hhea / OS/2 typo ascender and descender, USE_TYPO_METRICS, the Latin ascender
glyph's yMax) come from fontTools. The tests scale font units by size / unitsPerEm.

Run from this folder:  python3 make_golden.py   (needs hb-shape and `pip install fonttools`)
"""
import json
import os
import subprocess

from fontTools.ttLib import TTFont
import fontTools

FONTS = os.path.normpath(os.path.join(os.path.dirname(__file__), "..", "..", "..", "Fonts"))

# (locale, font file, face index, weight, text)
CASES = [
    ("en", "NotoSans-Regular.ttf", 0, 400, "Settings"),
    ("en", "NotoSans-Regular.ttf", 0, 400, "Save your changes?"),
    ("en", "NotoSans-Regular.ttf", 0, 400, "AVATAR Typography"),
    ("en", "NotoSans-Bold.ttf", 0, 700, "Wi-Fi & Bluetooth"),
    ("de", "NotoSans-Regular.ttf", 0, 400, "Datenschutzeinstellungen"),
    ("de", "NotoSans-Regular.ttf", 0, 400, "Änderungen speichern"),
    ("de", "NotoSans-Bold.ttf", 0, 700, "Größe anpassen"),
    ("de", "NotoSans-Italic.ttf", 0, 400, "Benachrichtigungen übermorgen"),
    ("th", "NotoSansThai-Regular.ttf", 0, 400, "ภาษาไทย"),
    ("th", "NotoSansThai-Regular.ttf", 0, 400, "ปั้นจิ้มน้ำใจ"),
    ("th", "NotoSansThai-Regular.ttf", 0, 400, "การตั้งค่าความเป็นส่วนตัว"),
    ("th", "NotoSansThai-Regular.ttf", 0, 400, "ฎีกาฐุญู"),
    ("th", "NotoSansThai-Bold.ttf", 0, 700, "ยินดีต้อนรับ"),
    ("ar", "NotoNaskhArabic-Regular.ttf", 0, 400, "مَرْحَبًا بِكُمْ"),
    ("ar", "NotoNaskhArabic-Regular.ttf", 0, 400, "ٱلْحَمْدُ لِلَّهِ"),
    ("ar", "NotoNaskhArabic-Regular.ttf", 0, 400, "الإعدادات"),
    ("ar", "NotoNaskhArabic-Regular.ttf", 0, 400, "جِسْمٌ وَرُوحٌ"),
    ("ar", "NotoNaskhArabic-Regular.ttf", 0, 400, "حِسَابِي الشَّخْصِيُّ"),
    ("ar", "NotoNaskhArabic-Bold.ttf", 0, 700, "حِفْظُ التَّغْيِيرَاتِ"),
    ("hi", "NotoSansDevanagari-Regular.ttf", 0, 400, "हिन्दी में स्वागत है"),
    ("hi", "NotoSansDevanagari-Regular.ttf", 0, 400, "कृपया प्रतीक्षा करें"),
    ("hi", "NotoSansDevanagari-Regular.ttf", 0, 400, "द्रष्टव्य ड़ु"),
    ("hi", "NotoSansDevanagari-Bold.ttf", 0, 700, "सेटिंग्स"),
    ("zh-Hans", "NotoSansCJK-Regular.ttc", 2, 400, "欢迎使用我们的应用。"),
    ("zh-Hans", "NotoSansCJK-Regular.ttc", 2, 400, "隐私设置、通知和账户"),
    ("zh-Hans", "NotoSansCJK-Regular.ttc", 2, 400, "离开前保存更改吗？"),
    ("zh-Hans", "NotoSansCJK-Bold.ttc", 2, 700, "设置"),
    # Issue 21: one string per script the default profile gained (its face for the locale, as the
    # Typesetter picks it; CJK by locale: ja → index 0, ko → 1, zh-Hant → 3, zh-HK → 4).
    ("ja", "NotoSansCJK-Regular.ttc", 0, 400, "設定を保存しますか？"),
    ("ko", "NotoSansCJK-Regular.ttc", 1, 400, "설정 저장"),
    ("zh-Hant", "NotoSansCJK-Regular.ttc", 3, 400, "隱私設定"),
    ("zh-HK", "NotoSansCJK-Regular.ttc", 4, 400, "私隱設定"),
    ("he", "NotoSansHebrew-Regular.ttf", 0, 400, "הגדרות פרטיות"),
    ("he", "NotoSansHebrew-Bold.ttf", 0, 700, "שמירה"),
    ("ur", "NotoNastaliqUrdu-Regular.ttf", 0, 400, "ترتیبات"),
    ("my", "NotoSansMyanmar-Regular.ttf", 0, 400, "ဆက်တင်များ"),
    ("ta", "NotoSansTamil-Regular.ttf", 0, 400, "அமைப்புகள்"),
    ("hy", "NotoSansArmenian-Regular.ttf", 0, 400, "Կարգավորումներ"),
    ("ka", "NotoSansGeorgian-Regular.ttf", 0, 400, "პარამეტრები"),
    ("am", "NotoSansEthiopic-Regular.ttf", 0, 400, "ቅንብሮች"),
    ("km", "NotoSansKhmer-Regular.ttf", 0, 400, "ការកំណត់"),
    ("lo", "NotoSansLao-Regular.ttf", 0, 400, "ການຕັ້ງຄ່າ"),
    ("si", "NotoSansSinhala-Regular.ttf", 0, 400, "සැකසුම්"),
    ("te", "NotoSansTelugu-Regular.ttf", 0, 400, "సెట్టింగులు"),
    ("kn", "NotoSansKannada-Regular.ttf", 0, 400, "ಸಂಯೋಜನೆಗಳು"),
    ("ml", "NotoSansMalayalam-Regular.ttf", 0, 400, "ക്രമീകരണങ്ങൾ"),
    ("bn", "NotoSansBengali-Regular.ttf", 0, 400, "সেটিংস"),
    ("gu", "NotoSansGujarati-Regular.ttf", 0, 400, "સેટિંગ્સ"),
    ("pa", "NotoSansGurmukhi-Regular.ttf", 0, 400, "ਸੈਟਿੰਗਾਂ"),
    ("or", "NotoSansOriya-Regular.ttf", 0, 400, "ସେଟିଂସ"),
    ("dv", "NotoSansThaana-Regular.ttf", 0, 400, "ސެޓިންގްސް"),
    ("bo", "NotoSerifTibetan-Regular.ttf", 0, 400, "སྒྲིག་འགོད།"),
    ("chr", "NotoSansCherokee-Regular.ttf", 0, 400, "ᏣᎳᎩ"),
    ("iu", "NotoSansCanadianAboriginal-Regular.ttf", 0, 400, "ᐃᓄᒃᑎᑐᑦ"),
    ("nqo", "NotoSansNKo-Regular.ttf", 0, 400, "ߒߞߏ"),
    ("sat", "NotoSansOlChiki-Regular.ttf", 0, 400, "ᱥᱟᱱᱛᱟᱲᱤ"),
    ("mn-Mong", "NotoSansMongolian-Regular.ttf", 0, 400, "ᠮᠣᠩᠭᠣᠯ"),
    ("syr", "NotoSansSyriac-Regular.ttf", 0, 400, "ܣܘܪܝܝܐ"),
    ("zgh", "NotoSansTifinagh-Regular.ttf", 0, 400, "ⵜⴰⵎⴰⵣⵉⵖⵜ"),
    ("ff-Adlm", "NotoSansAdlam-Regular.ttf", 0, 400, "𞤆𞤵𞤤𞤢𞤪"),
    ("jv-Java", "NotoSansJavanese-Regular.ttf", 0, 400, "ꦧꦱꦗꦮ"),
]


def shape(locale, font, index, text):
    out = subprocess.run(
        ["hb-shape", "--font-funcs=ot", "--show-extents", "--no-glyph-names", "-O", "json",
         f"--face-index={index}", f"--language={locale}", os.path.join(FONTS, font), text],
        check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def case(locale, font, index, weight, text):
    glyphs = shape(locale, font, index, text)
    pen = 0
    ink = None
    for g in glyphs:
        if g["w"] and g["h"]:
            x0 = pen + g["dx"] + g["xb"]
            x1 = x0 + g["w"]
            y0 = g["dy"] + g["yb"] + g["h"]
            y1 = g["dy"] + g["yb"]
            box = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
            ink = box if ink is None else (min(ink[0], box[0]), min(ink[1], box[1]), max(ink[2], box[2]), max(ink[3], box[3]))
        pen += g["ax"]
    return {
        "locale": locale, "font": font, "faceIndex": index, "weight": weight, "text": text,
        "glyphs": [[g["g"], g["cl"], g["ax"], g["dx"], g["dy"]] for g in glyphs],
        "advance": pen,
        "ink": {"xMin": ink[0], "yMin": ink[1], "xMax": ink[2], "yMax": ink[3]},
    }


def face(font, index):
    path = os.path.join(FONTS, font)
    f = TTFont(path, fontNumber=index) if font.endswith(".ttc") else TTFont(path)
    os2, hhea = f["OS/2"], f["hhea"]
    use_typo = bool(os2.fsSelection & (1 << 7))
    bounds = None
    if "glyf" in f:
        l = f["glyf"][f.getBestCmap()[ord("l")]] if ord("l") in f.getBestCmap() else None
        bounds = l.yMax if l is not None else None
    return {
        "unitsPerEm": f["head"].unitsPerEm,
        "useTypoMetrics": use_typo,
        "ascender": os2.sTypoAscender if use_typo else hhea.ascent,
        "descender": -(os2.sTypoDescender if use_typo else hhea.descent),
        "lineGap": os2.sTypoLineGap if use_typo else hhea.lineGap,
        "latinAscenderYMax": bounds,
    }


def main():
    version = subprocess.run(["hb-shape", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    faces = {}
    for _, font, index, _, _ in CASES:
        faces.setdefault(f"{font}#{index}", face(font, index))
    faces.setdefault("NotoSans-Regular.ttf#0", face("NotoSans-Regular.ttf", 0))
    data = {
        "generatedBy": "Tests/TypesetterTests/Golden/make_golden.py",
        "hbShape": version,
        "fontTools": fontTools.version,
        "faces": faces,
        "cases": [case(*c) for c in CASES],
    }
    with open(os.path.join(os.path.dirname(__file__), "shaping.json"), "w", encoding="utf-8") as out:
        json.dump(data, out, ensure_ascii=False, indent=1)
        out.write("\n")


if __name__ == "__main__":
    main()
