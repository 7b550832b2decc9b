#!/usr/bin/env python3
"""How wide the stand-in (Noto Sans, layoutlint's system family) draws what the Apple system font drew for
Interface Builder: for every one-line, borderless AppKit text field of the macOS documents under PATH
(default: ../shared/corpora/iina__iina), the width IB stored for its text (frame width minus NSTextFieldCell's
2pt insets, AppKitMetrics) divided by the width HarfBuzz (hb-shape, libharfbuzz-bin) gives Noto Sans at the
cell's font size. A content-sized label stores exactly its text's width (rounded up to a point), so the lowest
ratios are how much narrower the system font can be than the stand-in; labels wider than their text give
ratios above 1. Prints the ratios' quantiles by size range. Reproduces the numbers in
Sources/LayoutLint/Platforms/StandInFonts.swift."""
import glob, json, os, subprocess, sys
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
fonts = {"400": os.path.join(here, "../Fonts/NotoSans-Regular.ttf"), "700": os.path.join(here, "../Fonts/NotoSans-Bold.ttf")}
meta = {"system": 13, "smallSystem": 11, "message": 13, "systemBold": 13, "smallSystemBold": 11, "miniSystem": 9,
        "label": 10, "controlContent": 13, "cellTitle": 12}
control = {"small": 11, "mini": 9}

def width(text, size, weight):
    out = subprocess.run(["hb-shape", "--text-file=/dev/stdin", "--no-glyph-names", "--output-format=json",
                          "--font-size=%d" % (size * 64), fonts[weight]], input=text, capture_output=True, text=True).stdout
    return sum(g["ax"] for g in json.loads(out)) / 64

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "../../shared/corpora/iina__iina")
rows = []
for path in sorted(glob.glob(root + "/**/*.xib", recursive=True)):
    for field in ET.parse(path).getroot().iter("textField"):
        cells = [c for c in field if c.get("key") == "cell"]
        frames = [r for r in field if r.tag == "rect" and r.get("key") == "frame"]
        if not cells or not frames or cells[0].get("borderStyle"):
            continue
        cell = cells[0]
        if not (cell.get("scrollable") == "YES" or cell.get("usesSingleLineMode") == "YES"):
            continue
        title = cell.get("title")
        fonts_ = [f for f in cell if f.tag == "font"]
        if not title or len(title) < 3 or not fonts_:
            continue
        font = fonts_[0]
        name = font.get("metaFont")
        size = float(font.get("size") or meta.get(name, 0))
        if font.get("usesAppearanceFont"):
            size = control.get(cell.get("controlSize"), 13)
        if not size or font.get("name"):
            continue
        weight = "700" if name and "Bold" in name else "400"
        stored = float(frames[0].get("width")) - 4
        rows.append((stored / width(title, size, weight), size, title))

for label, keep in (("below 20pt (SF Pro Text)", lambda s: s < 20), ("20pt and above (SF Pro Display)", lambda s: s >= 20)):
    ratios = sorted(r for r, s, _ in rows if keep(s))
    if not ratios:
        continue
    q = lambda p: ratios[min(len(ratios) - 1, int(p * len(ratios)))]
    print("%s: %d labels, stored/stand-in min %.3f, 5%% %.3f, 25%% %.3f, median %.3f" % (label, len(ratios), ratios[0], q(0.05), q(0.25), q(0.5)))
for r, s, t in sorted(rows)[:8]:
    print("  %.3f  %gpt  %r" % (r, s, t))
