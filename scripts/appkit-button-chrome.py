#!/usr/bin/env python3
"""The room AppKit buttons keep around their titles, as Interface Builder's frames show it: for every titled
check box, radio button and push button of the macOS documents under PATH (default:
../shared/corpora/iina__iina), the stored frame width minus the width HarfBuzz (hb-shape, libharfbuzz-bin)
gives the title in Noto Sans (layoutlint's stand-in for the system font) at the cell's font size. Prints the
median and spread per button type and control size: the numbers of AppKitMetrics.titleChrome."""
import glob, json, os, statistics, subprocess, sys
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
fonts = {"400": os.path.join(here, "../Fonts/NotoSans-Regular.ttf"), "700": os.path.join(here, "../Fonts/NotoSans-Bold.ttf")}
meta = {"system": 13, "smallSystem": 11, "message": 13, "systemBold": 13, "smallSystemBold": 11, "miniSystem": 9}
control = {"small": 11, "mini": 9}

def width(text, size, weight):
    out = subprocess.run(["hb-shape", "--text-file=/dev/stdin", "--no-glyph-names", "--output-format=json",
                          "--font-size=%d" % (size * 64), fonts[weight]], input=text, capture_output=True, text=True).stdout
    return sum(g["ax"] for g in json.loads(out)) / 64

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "../../shared/corpora/iina__iina")
found = {}
for path in sorted(glob.glob(root + "/**/*.xib", recursive=True)):
    for button in ET.parse(path).getroot().iter("button"):
        cells = [c for c in button if c.get("key") == "cell"]
        frames = [r for r in button if r.tag == "rect" and r.get("key") == "frame"]
        if not cells or not frames:
            continue
        cell = cells[0]
        kind = (cell.get("type"), cell.get("controlSize") or "regular")
        fonts_ = [f for f in cell if f.tag == "font"]
        if kind[0] not in ("check", "radio", "push") or not cell.get("title") or not fonts_:
            continue
        font = fonts_[0]
        name = font.get("metaFont")
        size = control.get(kind[1], 13) if font.get("usesAppearanceFont") else float(font.get("size") or meta.get(name, 0))
        if not size:
            continue
        chrome = float(frames[0].get("width")) - width(cell.get("title"), size, "700" if name and "Bold" in name else "400")
        found.setdefault(kind, []).append(chrome)
for kind, values in sorted(found.items()):
    values.sort()
    print("%s %s: %d buttons, frame - title median %.1f (10%% %.1f, 90%% %.1f)" % (kind[0], kind[1], len(values), statistics.median(values),
          values[len(values) // 10], values[len(values) * 9 // 10]))
