#!/bin/sh
# The Auto Layout pass (issue 19 part 6, issue 22), measured on the release build as ratios from one run:
#   1. `check` of a storyboard app with 300 constraints in 6 locales ÷ `check` of the same catalogs without
#      the storyboard (catalog-only)                                                   (goal ≤ 20);
#   2. time at 4n ÷ time at n: constraints (2,000 → 8,000 on 10 labels), views (121 → 481 labels in one scene),
#      scenes (1,250 → 5,000 scenes of one label)                                        (goal ≤ 5 each);
#   3. a ring of 490 labels and 1,000 constraints at mixed priorities, which no layout satisfies: it must
#      finish (its conflicts broken as Auto Layout breaks them, the lower priority giving way);
#   4. a row of 124 and of 372 labels squeezed by German, every label at the same compression resistance so
#      each asks whether the document decides its width (goal ≤ 2 s each).
# After each growth case and the ring, the coverage of the last report: the solver's own limit would show as
# a skip reason ("… solver's limit …"). The generated frames are not a layout of the constraints, so the
# self-check skips most texts ("does not reproduce the frame the document stores"): solved, then skipped.
# Processes are timed whole (start-up included), best of RUNS. Inputs are generated in a temporary folder.
#
# usage: Benchmarks/autolayout-bench.sh [RUNS]     (default 3)
#   LAYOUTLINT_BIN=path  use that binary instead of building;  BENCH_SCALE=0.25  a quarter of every size
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
swift=${SWIFT:-swift}
. "$here/Benchmarks/release-binary.sh"
scale=${BENCH_SCALE:-1}

python3 - "$bin" "$here" "$runs" "$scale" <<'PY'
import os, subprocess, sys, tempfile, time
binary, root, runs, scale = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
fonts = os.path.join(root, "Fonts")
work = tempfile.mkdtemp(prefix="autolayout-bench-")

def best(folder):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run([binary, "check", ".", "--fonts", fonts, "--format", "json", "--output", os.path.join(work, "out.json")],
                                cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if result.returncode not in (0, 1):
            sys.exit(f"check in {folder} exited {result.returncode}: {result.stderr.decode()[-500:]}")
    return min(times)

def best_cpu(folder):
    """CPU seconds (user + system) of the best of RUNS checks: on a shared machine the wall clock counts the waits."""
    import resource
    times = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([binary, "check", ".", "--fonts", fonts, "--format", "json", "--output", os.path.join(work, "out.json")],
                       cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return min(times)

def coverage(report_path):
    """Checked ÷ all UI elements and the skip reasons: a scene the solver gave up on must say so."""
    import json
    summary = json.load(open(report_path))["summary"]["coverage"]
    reasons = "; ".join(f"{count} {reason}" for reason, count in sorted(summary.get("skipped", {}).items()))
    return f"{summary['uiElementsChecked']}/{summary['uiElements']} UI elements checked" + (f"; skipped: {reasons}" if reasons else "")

def report(name, value, goal):
    print(f"{name:<62} {value:8.2f}   goal ≤ {goal}: {'met' if value <= goal else 'NOT met'}")

def label(id, text, x, width=60):
    return (f'<label opaque="NO" userInteractionEnabled="NO" horizontalHuggingPriority="251" text="{text}" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="{id}"><rect key="frame" x="{x}" y="100" width="{width}" height="21"/>'
            f'<fontDescription key="fontDescription" type="system" pointSize="17"/></label>')

def constraint(id, first, attribute, second=None, second_attribute=None, constant=0, priority=1000, relation=None):
    parts = [f'<constraint firstItem="{first}" firstAttribute="{attribute}"']
    if second: parts.append(f' secondItem="{second}" secondAttribute="{second_attribute}"')
    if relation: parts.append(f' relation="{relation}"')
    if constant: parts.append(f' constant="{constant}"')
    if priority != 1000: parts.append(f' priority="{priority}"')
    parts.append(f' id="{id}"/>')
    return "".join(parts)

def scene(n, views, constraints):
    return (f'<scene sceneID="S{n}"><objects><viewController id="VC{n}" customClass="Scene{n}ViewController" sceneMemberID="viewController">'
            f'<view key="view" contentMode="scaleToFill" id="Root{n}"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>'
            f'<subviews>{"".join(views)}</subviews><constraints>{"".join(constraints)}</constraints></view></viewController></objects></scene>')

def storyboard(scenes):
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
            'toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><device id="retina6_1" orientation="portrait"/>'
            f'<scenes>{"".join(scenes)}</scenes></document>\n')

def write(folder, files):
    for path, text in files.items():
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as f: f.write(text)

def row_scene(n, count, prefix):
    """`count` labels in a row: the first pinned to the root's leading edge, each after the previous one."""
    views, constraints = [], []
    for k in range(count):
        id = f"{prefix}{n}x{k}"
        views.append(label(id, f"Label {k}", 20 + 70 * (k % 5)))
        previous = f"{prefix}{n}x{k - 1}" if k else f"Root{n}"
        constraints.append(constraint(f"c{id}", id, "leading", previous, "trailing" if k else "leading", constant=8 if k else 20))
        if k % 5 == 4: constraints.append(constraint(f"t{id}", f"Root{n}", "trailing", id, "trailing", constant=20, relation="greaterThanOrEqual"))
    return scene(n, views, constraints), [f"{prefix}{n}x{k}" for k in range(count)]

# 1. A storyboard app with 300 constraints (30 scenes of 5 labels, 10 constraints each) in 6 locales.
app = os.path.join(work, "app")
catalog_only = os.path.join(work, "catalog-only")
scenes, keys = [], []
for n in range(30):
    views, constraints = [], []
    for k in range(5):
        id = f"A{n}x{k}"
        keys.append(f"{id}.text")
        views.append(label(id, f"Label {n} {k}", 20, 374))
        constraints.append(constraint(f"l{id}", id, "leading", f"Root{n}", "leading", constant=20))
        constraints.append(constraint(f"r{id}", f"Root{n}", "trailing", id, "trailing", constant=20, relation="greaterThanOrEqual"))
    scenes.append(scene(n, views, constraints))
translations = {"de": "Übersetzter Text {}", "fr": "Texte traduit {}", "ja": "翻訳されたテキスト {}", "ar": "نص مترجم {}", "th": "ข้อความที่แปลแล้ว {}"}
files = {"Base.lproj/Main.storyboard": storyboard(scenes)}
for locale, pattern in translations.items():
    files[f"{locale}.lproj/Main.strings"] = "".join(f'"{key}" = "{pattern.format(i)}";\n' for i, key in enumerate(keys))
write(app, files)
catalog_files = {path: text for path, text in files.items() if path.endswith(".strings")}
catalog_files["en.lproj/Main.strings"] = "".join(f'"{key}" = "Label {key}";\n' for key in keys)
write(catalog_only, catalog_files)
a, b = best(app), best(catalog_only)
print(f"storyboard app (300 constraints, 6 locales): {a:.2f} s; its catalogs alone: {b:.2f} s")
report("storyboard app ÷ catalog-only check", a / b, 20)

# 2. Growth: constraints, views, scenes.
def many_constraints(count):
    views = [label(f"M{k}", f"Label {k}", 20 + 30 * k, 25) for k in range(10)]
    constraints = [constraint(f"m{k}", f"M{k}", "leading", "Root0", "leading", constant=20 + 30 * k) for k in range(10)]
    for j in range(count - 10):
        k = j % 10
        constraints.append(constraint(f"x{j}", f"M{k}", "width", constant=10 + j % 17, relation="greaterThanOrEqual", priority=[250, 500, 750, 999][j % 4]))
    return {"Base.lproj/Main.storyboard": storyboard([scene(0, views, constraints)])}

def many_views(count):
    text, _ = row_scene(0, count, "V")
    return {"Base.lproj/Main.storyboard": storyboard([text])}

def many_scenes(count):
    return {"Base.lproj/Main.storyboard": storyboard([row_scene(n, 1, "S")[0] for n in range(count)])}

for name, make, n in (("constraints", many_constraints, 2000), ("views", many_views, 121), ("scenes", many_scenes, 1250)):
    n = max(10, int(n * scale))
    small, large = os.path.join(work, f"{name}-n"), os.path.join(work, f"{name}-4n")
    write(small, make(n)); write(large, make(4 * n))
    t1, t4 = best(small), best(large)
    print(f"{name}: {n} in {t1:.2f} s, {4 * n} in {t4:.2f} s ({coverage(os.path.join(work, 'out.json'))})")
    report(f"{name}: time at 4n ÷ time at n", t4 / t1, 5)

# 3. The ring.
count, extra = int(490 * scale), int(510 * scale)
views, constraints = [], []
for k in range(count):
    views.append(label(f"R{k}", f"Ring {k}", 7 * (k % 50)))
    constraints.append(constraint(f"r{k}", f"R{k}", "leading", f"R{(k - 1) % count}", "trailing", constant=8, priority=[1000, 750, 500, 250][k % 4]))
for j in range(extra):
    constraints.append(constraint(f"w{j}", f"R{j % count}", "width", constant=20 + j % 40, priority=[999, 500, 251, 1000][j % 4],
                                  relation=None if j % 3 == 0 else "greaterThanOrEqual"))
ring = os.path.join(work, "ring")
write(ring, {"Base.lproj/Main.storyboard": storyboard([scene(0, views, constraints)])})
start = time.perf_counter()
result = subprocess.run([binary, "check", ".", "--fonts", fonts, "--format", "json", "--output", os.path.join(work, "ring.json")],
                        cwd=ring, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
print(f"ring of {count} labels and {count + extra} constraints at mixed priorities: finished in {time.perf_counter() - start:.2f} s (exit {result.returncode}; {coverage(os.path.join(work, 'ring.json'))})")

# 4. A row squeezed by German: `count` labels "Label" (39pt, IB's width for it) chained 8pt apart in a freeform
#    XIB view exactly as wide as they need; the German "Beschriftungstext" is wider, so every label is squeezed
#    at the same compression resistance and each asks whether the document decides its width (a probe).
def squeezed_row(count):
    views, constraints = [], []
    for k in range(count):
        views.append(label(f"Q{k}", "Label", 20 + 47 * k, 39))
        constraints.append(constraint(f"cQ{k}", f"Q{k}", "leading", f"Q{k - 1}" if k else "Root", "trailing" if k else "leading", constant=8 if k else 20))
    constraints.append(constraint("tQ", "Root", "trailing", f"Q{count - 1}", "trailing", constant=20, relation="greaterThanOrEqual"))
    xib = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" '
           'toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES"><objects>'
           '<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"/>'
           f'<view contentMode="scaleToFill" id="Root"><rect key="frame" x="0.0" y="0.0" width="{32 + 47 * count}" height="100"/>'
           f'<subviews>{"".join(views)}</subviews><constraints>{"".join(constraints)}</constraints></view></objects></document>\n')
    return {"Base.lproj/Row.xib": xib, "de.lproj/Row.strings": "".join(f'"Q{k}.text" = "Beschriftungstext";\n' for k in range(count))}

for count in (max(4, int(124 * scale)), max(12, int(372 * scale))):
    folder = os.path.join(work, f"squeezed-{count}")
    write(folder, squeezed_row(count))
    seconds = best_cpu(folder)
    print(f"row of {count} labels squeezed by German: {seconds:.2f} s CPU ({coverage(os.path.join(work, 'out.json'))})")
    report(f"row of {count} squeezed labels: CPU seconds", seconds, 2)
PY
