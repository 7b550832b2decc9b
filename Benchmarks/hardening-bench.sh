#!/bin/sh
# Hostile-input bounds (issue 14), measured on the release build as ratios and a peak, in one run:
#   1. reading a 1M-key .xcstrings written on one line (minified) ÷ the same catalog pretty-printed
#      (goal ≤ 1.5: columns are counted from checkpoints, not from the start of the line);
#   2. `check` with a 169k-entry baseline ÷ the same check without it (goal ≤ 1.5: hash lookups);
#   3. peak RSS of `check` on a 20k-element layout (goal ≤ 200 MB);
#   4. time at 4n ÷ time at n values of one key (a string-array, .xcstrings substitutions; goal ≤ 5);
#   5. time at 4n ÷ time at n attributes on one XML element, for every reader of XML (goal ≤ 5; issue 22);
#   6. the memory a baseline takes ÷ its file size (peak RSS of `check --baseline` minus that of the same
#      check without it; goal ≤ 3), and its read time at 4n ÷ n entries (goal ≤ 5);
#   7. time at 4n ÷ time at n for one value, literal, file or command line of n parts (`%@`, `<xliff:g>`,
#      SwiftUI interpolations, `#elseif` clauses, path arguments; goal ≤ 5);
#   8. the peak memory of `catalogs` and `check` on a 1M-key .xcstrings ÷ its file size (goal ≤ 10);
#   9. time at 4n ÷ time at n for the code readers on hostile source files and pseudolocales of hostile values
#      (goal ≤ 5; these were wall-clock limits inside unit tests).
# Processes are timed whole (start-up included), best of RUNS; peak RSS is the `check` process's ru_maxrss.
#
# usage: Benchmarks/hardening-bench.sh [RUNS]     (default 3; files are generated in a temporary folder)
#   LAYOUTLINT_BIN=path  use that binary instead of building;  BENCH_SCALE=0.1  a tenth of every size
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
swift=${SWIFT:-swift}
. "$here/Benchmarks/release-binary.sh"
scale=${BENCH_SCALE:-1}

python3 - "$bin" "$here" "$runs" "$scale" <<'PY'
import json, os, resource, subprocess, sys, tempfile, time
binary, root, runs, scale = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
fonts = os.path.join(root, "Fonts")
work = tempfile.mkdtemp(prefix="hardening-bench-")

def best(command, cwd=work, ok=(0, 1)):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if result.returncode not in ok:
            sys.exit(f"{' '.join(command)} exited {result.returncode}: {result.stderr.decode()[-500:]}")
    return min(times)

def report(name, value, goal, unit=""):
    met = "met" if value <= goal else "NOT met"
    print(f"{name:<58} {value:8.2f}{unit}   goal ≤ {goal}{unit}: {met}")

# 1. One line vs pretty-printed: 1M keys, every fourth with an `en` value (64 MB is the reader's limit).
strings = {}
for i in range(int(1_000_000 * scale)):
    strings[f"k{i:x}"] = {"localizations": {"en": {"stringUnit": {"state": "translated", "value": f"v{i}"}}}} if i % 4 == 0 else {}
catalog = {"sourceLanguage": "en", "version": "1.0", "strings": strings}
one_line = os.path.join(work, "one-line.xcstrings")
pretty = os.path.join(work, "pretty.xcstrings")
with open(one_line, "w") as f: json.dump(catalog, f, separators=(",", ":"))
with open(pretty, "w") as f: json.dump(catalog, f, indent=2)
del catalog, strings
a = best([binary, "catalogs", "--json", one_line])
b = best([binary, "catalogs", "--json", pretty])
print(f"1M-key catalog: one line {os.path.getsize(one_line) / 1e6:.1f} MB in {a:.2f} s, pretty {os.path.getsize(pretty) / 1e6:.1f} MB in {b:.2f} s")
report("one-line ÷ pretty-printed read time", a / b, 1.5)

# 2. A baseline of 169k entries: a .strings file with 169k repeated keys gives 169k duplicate-key findings.
project = os.path.join(work, "baseline-project")
os.makedirs(os.path.join(project, "strings", "de.lproj"))
with open(os.path.join(project, "strings", "de.lproj", "Localizable.strings"), "w") as f:
    for i in range(int(170_000 * scale)):
        f.write(f'"key{i % 1000}" = "Wert {i}";\n')
os.makedirs(os.path.join(project, "layouts"))
check = [binary, "check", "--fonts", fonts, "--format", "json", "--no-baseline"]
subprocess.run([binary, "check", "--fonts", fonts, "--write-baseline", "baseline.json"], cwd=project,
               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
entries = len(json.load(open(os.path.join(project, "baseline.json")))["findings"])
without = best(check, cwd=project)
with_baseline = best([binary, "check", "--fonts", fonts, "--format", "json", "--baseline", "baseline.json"], cwd=project)
print(f"check: {entries} baseline entries, without {without:.2f} s, with {with_baseline:.2f} s")
report("check with the baseline ÷ without", with_baseline / without, 1.5)

# 3. One layout of 20,000 elements (~1.6 MB of YAML), keys from the demo catalog.
layout_project = os.path.join(work, "layout-project")
os.makedirs(os.path.join(layout_project, "layouts"))
keys = sorted(json.load(open(os.path.join(root, "strings", "Localizable.xcstrings")))["strings"].keys())
with open(os.path.join(layout_project, "layouts", "big.yaml"), "w") as f:
    f.write("screen: Big\nelements:\n")
    for i in range(int(20_000 * scale)):
        f.write(f"  - id: e{i}\n    key: {json.dumps(keys[i % len(keys)])}\n    textStyle: body\n    width: 120\n    maxLines: 1\n")
# The peak is measured by a fresh, small Python that starts `check` and reads its children's ru_maxrss:
# Linux carries the peak of the process image an exec replaces into ru_maxrss, so a child forked from this
# process (hundreds of MB after parts 1 and 2) would report this process's size, not its own.
probe = ("import resource, subprocess, sys; "
         "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
         "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
start = time.perf_counter()
measured = subprocess.run([sys.executable, "-c", probe, binary, "check", "--fonts", fonts, "--locales", "en", "layouts",
                           os.path.join(root, "strings")], cwd=layout_project, stdout=subprocess.PIPE, check=True)
elapsed = time.perf_counter() - start
peak = int(measured.stdout) / 1024  # ru_maxrss is in KB on Linux
print(f"20k-element layout: {os.path.getsize(os.path.join(layout_project, 'layouts', 'big.yaml')) / 1e6:.1f} MB, checked in {elapsed:.2f} s")
report("peak RSS of check on a 20k-element layout", peak, 200, " MB")
# 4. Many values of one key: an Android string-array and a key with many .xcstrings substitutions, each at
#    n and 4n values; linear time gives a ratio near 4 (goal ≤ 5: every value is looked up, not searched for).
def scaling(name, write, n):
    times = []
    for size in (n, 4 * n):
        folder = os.path.join(work, f"{name}-{size}")
        os.makedirs(folder)
        target = write(folder, size)
        times.append(best([binary, "check", "--fonts", fonts, "--format", "json", target]))
    print(f"{name}: {n} values {times[0]:.2f} s, {4 * n} values {times[1]:.2f} s")
    report(f"{name}: time at 4n ÷ time at n", times[1] / times[0], 5)

def string_array(folder, size):
    items = "".join(f"<item>Item number {i}</item>" for i in range(size))
    for values in ("values", "values-de"):
        os.makedirs(os.path.join(folder, "res", values))
        with open(os.path.join(folder, "res", values, "strings.xml"), "w") as f:
            f.write(f'<resources><string-array name="items">{items}</string-array></resources>')
    return os.path.join(folder, "res")

def substitutions(folder, size):
    unit = lambda v: {"stringUnit": {"state": "translated", "value": v}}
    subs = {f"v{i}": {"formatSpecifier": "lld", "variations": {"plural": {"one": unit("%arg x"), "other": unit("%arg y")}}}
            for i in range(size // 2)}
    value = {**unit(" ".join(f"%#@v{i}@" for i in range(size // 2))), "substitutions": subs}
    path = os.path.join(folder, "Many.xcstrings")
    with open(path, "w") as f:
        json.dump({"sourceLanguage": "en", "version": "1.0", "strings": {"many": {"localizations": {"en": value, "de": value}}}}, f)
    return path

scaling("string-array items", string_array, int(10_000 * scale))
scaling("substitution values of one key", substitutions, int(1_000 * scale))

# 5. One element with n attributes, in each reader of XML (XMLTree checked each name against every earlier
#    one: 10k → 160k attributes took 0.3 → 61 s).
def attributes(count, prefix="a"):
    return " ".join(f'{prefix}{i}="v{i}"' for i in range(count))

def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f: f.write(text)

def android_strings(folder, size):
    for values in ("values", "values-de"):
        write(os.path.join(folder, "res", values, "strings.xml"), f'<resources><string name="hello" {attributes(size)}>Hello</string></resources>')
    return os.path.join(folder, "res")

def xliff(folder, size):
    path = os.path.join(folder, "de.xliff")
    write(path, '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="L.strings" source-language="en" '
                f'target-language="de" datatype="plaintext"><body><trans-unit id="hello" {attributes(size)}><source>Hello</source>'
                '<target>Hallo</target></trans-unit></body></file></xliff>')
    return path

def stringsdict(folder, size):
    path = os.path.join(folder, "de.lproj", "L.stringsdict")
    write(path, f'<plist version="1.0" {attributes(size)}><dict><key>n</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@x@</string>'
                '<key>x</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key>'
                '<string>d</string><key>one</key><string>%d Ding</string><key>other</key><string>%d Dinge</string></dict></dict></dict></plist>')
    return path

def android_layout(folder, size):
    write(os.path.join(folder, "res", "values", "strings.xml"), '<resources><string name="hello">Hello</string></resources>')
    write(os.path.join(folder, "res", "values-de", "strings.xml"), '<resources><string name="hello">Hallo</string></resources>')
    write(os.path.join(folder, "res", "layout", "main.xml"),
          '<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" '
          'android:layout_width="match_parent" android:layout_height="wrap_content"><TextView android:id="@+id/t" '
          f'android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="@string/hello" {attributes(size, "app:a")} /></LinearLayout>')
    return os.path.join(folder, "res")

def storyboard(folder, size):
    write(os.path.join(folder, "Base.lproj", "Main.storyboard"),
          '<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
          'toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">'
          '<scenes><scene sceneID="s1"><objects><viewController id="vc" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="v1">'
          '<rect key="frame" x="0.0" y="0.0" width="393" height="852"/><subviews><label opaque="NO" text="Hello" textAlignment="natural" '
          f'lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="l1" {attributes(size)}>'
          '<rect key="frame" x="16" y="100" width="200" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/>'
          '</label></subviews></view></viewController></objects></scene></scenes></document>')
    write(os.path.join(folder, "de.lproj", "Main.strings"), '"l1.text" = "Hallo";\n')
    return folder

for name, writer in [("strings.xml", android_strings), ("XLIFF", xliff), ("stringsdict", stringsdict),
                     ("Android layout", android_layout), ("storyboard", storyboard)]:
    scaling(f"attributes on one element, {name}", writer, int(40_000 * scale))

# 6. A baseline near its size limit: memory ÷ file size, and read time at 4n ÷ n entries.
small = os.path.join(work, "baseline-small")
os.makedirs(os.path.join(small, "strings", "de.lproj"))
write(os.path.join(small, "strings", "de.lproj", "Localizable.strings"), '"hello" = "Hallo";\n')

def baseline_file(path, count):
    entry = ('{"fingerprint": {"element": null, "key": "key.%d", "locale": "de", "rule": "untranslated", "screen": null, '
             '"sizeCategory": null, "table": "Localizable", "variant": null}, "hash": "%016x", "location": {"column": 11, '
             '"file": "strings/de.lproj/Localizable.strings", "line": %d}, "message": "the de value \u201cValue number %d\u201d '
             'equals the source (\u201cValue number %d\u201d) in a locale of another script", "severity": "warning"}')
    with open(path, "w") as f:
        f.write('{"version": 1, "findings": [\n')
        f.write(",\n".join(entry % (i, i * 2654435761 % (1 << 64), i + 1, i, i) for i in range(count)))
        f.write("\n]}\n")

def peak(command):
    out = subprocess.run([sys.executable, "-c", probe] + command, cwd=small, stdout=subprocess.PIPE, check=True)
    return int(out.stdout) * 1024  # bytes

check_small = [binary, "check", "--fonts", fonts, "--format", "json", "strings"]
base_peak = peak(check_small + ["--no-baseline"])
entries = int(400_000 * scale)
baseline_path = os.path.join(small, "baseline.json")
baseline_file(baseline_path, entries)
size = os.path.getsize(baseline_path)
with_peak = peak(check_small + ["--baseline", baseline_path])
print(f"baseline of {entries} entries, {size / 1e6:.0f} MB: check peaks at {with_peak / 1e6:.0f} MB, {base_peak / 1e6:.0f} MB without it")
report("baseline: memory ÷ file size", (with_peak - base_peak) / size, 3)
times = []
for count in (entries // 4, entries):
    baseline_file(baseline_path, count)
    times.append(best(check_small + ["--baseline", baseline_path], cwd=small))
print(f"baseline of {entries // 4} entries read in {times[0]:.2f} s, {entries} in {times[1]:.2f} s")
report("baseline: time at 4n ÷ time at n entries", times[1] / times[0], 5)

# 7. Quadratic paths of one value, one literal, one file, one command line (time at 4n ÷ time at n, goal ≤ 5):
#    n `%@` in one laid-out value (filling them copied the text once per specifier), n `<xliff:g>%N$s</xliff:g>`
#    in an Android string, n interpolations in one SwiftUI literal, a chain of n `#elseif`s with a text in each
#    (the chain was evaluated again for every text), and n path arguments to `check` (ArgumentParser merged
#    the positions of every value so far at each one: 32,000 paths took 25 s to parse).
def layout_for(folder, key):
    write(os.path.join(folder, "layouts", "a.yaml"), f"screen: S\nplatform: ios\nelements:\n  - id: e\n    key: {key}\n"
          "    textStyle: body\n    width: 300\n    maxLines: 0\n")

def many_specifiers(folder, size):
    value = " ".join(["%@"] * size)
    unit = lambda v: {"stringUnit": {"state": "translated", "value": v}}
    with open(os.path.join(folder, "Many.xcstrings"), "w") as f:
        json.dump({"sourceLanguage": "en", "version": "1.0", "strings": {"many": {"localizations": {"en": unit(value), "de": unit(value)}}}}, f)
    layout_for(folder, "many")
    return folder

def xliff_groups(folder, size):
    items = " ".join(f'<xliff:g id="a{i}">%{i % 9999 + 1}$s</xliff:g>' for i in range(size))
    for values in ("values", "values-de"):
        write(os.path.join(folder, "res", values, "strings.xml"),
              f'<resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2"><string name="many">{items}</string></resources>')
    write(os.path.join(folder, "res", "layout", "main.xml"), '<TextView xmlns:android="http://schemas.android.com/apk/res/android" '
          'android:layout_width="match_parent" android:layout_height="wrap_content" android:text="@string/many" />')
    return os.path.join(folder, "res")

def interpolations(folder, size):
    literal = " ".join(f"\\(x{i})" for i in range(size))
    write(os.path.join(folder, "V.swift"), 'import SwiftUI\nstruct V: View { var body: some View { Text("' + literal + '") } }\n')
    key = " ".join(["%@"] * size)
    unit = lambda v: {"stringUnit": {"state": "translated", "value": v}}
    with open(os.path.join(folder, "L.xcstrings"), "w") as f:
        json.dump({"sourceLanguage": "en", "version": "1.0", "strings": {key: {"localizations": {"en": unit(key), "de": unit(key)}}}}, f)
    return folder

def elseif_chain(folder, size):
    body = '#if os(macOS)\nText("k0")\n' + "".join(f'#elseif os(watchOS)\nText("k{i}")\n' for i in range(1, size)) + '#else\nText("k")\n#endif\n'
    write(os.path.join(folder, "E.swift"), "import SwiftUI\nstruct V: View { var body: some View {\n" + body + "} }\n")
    unit = lambda v: {"stringUnit": {"state": "translated", "value": v}}
    with open(os.path.join(folder, "L.xcstrings"), "w") as f:
        json.dump({"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {"en": unit("Hello"), "de": unit("Hallo")}}}}, f)
    return folder

scaling("`%@` in one laid-out value", many_specifiers, int(10_000 * scale))
scaling("<xliff:g>%N$s</xliff:g> in one Android string", xliff_groups, int(10_000 * scale))
scaling("interpolations in one SwiftUI literal", interpolations, int(4_000 * scale))
scaling("#elseif clauses with a text each", elseif_chain, int(1_000 * scale))

paths_folder = os.path.join(work, "many-paths")
count = int(32_000 * scale)
for locale in ("en", "de"):
    os.makedirs(os.path.join(paths_folder, f"{locale}.lproj"))
names = []
for i in range(count // 2):
    for locale in ("en", "de"):
        name = f"{locale}.lproj/T{i}.strings"
        write(os.path.join(paths_folder, name), f'"k{i}" = "{"Value" if locale == "en" else "Wert"} {i}";\n')
        names.append(name)
times = []
for size in (count // 4, count):
    times.append(best([binary, "check", "--fonts", fonts, "--format", "json", "--no-baseline"] + names[:size], cwd=paths_folder))
print(f"path arguments: {count // 4} in {times[0]:.2f} s, {count} in {times[1]:.2f} s")
report("path arguments to check: time at 4n ÷ time at n", times[1] / times[0], 5)

# 9. The code readers on hostile source (time at 4n ÷ time at n, goal ≤ 5). These shapes were once timed inside
#    unit tests; the tests now keep only what the reader must decide on them, and their growth is measured here
#    on the release binary: `check` of a project whose one source file repeats a shape n times. Each shape is a
#    reader's worst case: an unclosed body or call (the search for its end must stop), a long line (each
#    reference looks back a bounded window), a reference looked up once per use (an index, not a rescan).
android_strings_xml = ('<resources><string name="a">Alpha</string><string name="b">Beta</string><string name="k">Key</string>'
                       '<string name="x">Ex</string><string name="z">Zed</string></resources>')
android_strings_de = android_strings_xml.replace("Alpha", "Alfa").replace("Key", "Schlüssel")
android_layout_xml = ('<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" android:layout_width="match_parent" '
                      'android:layout_height="wrap_content"><TextView android:id="@+id/t" android:layout_width="wrap_content" '
                      'android:layout_height="wrap_content" android:text="@string/a"/></LinearLayout>')

def android_source(file_name, body):
    """An Android module whose one source file (Kotlin or Java) is `body`."""
    def write_project(folder, size):
        main = os.path.join(folder, "app", "src", "main")
        write(os.path.join(main, "res", "values", "strings.xml"), android_strings_xml)
        write(os.path.join(main, "res", "values-de", "strings.xml"), android_strings_de)
        write(os.path.join(main, "res", "layout", "main.xml"), android_layout_xml)
        write(os.path.join(main, "res", "menu", "m.xml"), '<menu xmlns:android="http://schemas.android.com/apk/res/android">'
              '<item android:id="@+id/i" android:title="@string/b"/></menu>')
        write(os.path.join(main, "java", "app", file_name), body(size))
        return folder
    return write_project

def apple_source(files):
    """A SwiftUI/UIKit app whose sources are `files(size)`, with a catalog for the keys they name."""
    def write_project(folder, size):
        for name, text in files(size).items():
            write(os.path.join(folder, "App", name), text)
        unit = lambda v: {"stringUnit": {"state": "translated", "value": v}}
        with open(os.path.join(folder, "App", "Localizable.xcstrings"), "w") as f:
            json.dump({"sourceLanguage": "en", "version": "1.0", "strings": {f"k{i}": {"localizations": {"en": unit(f"Value {i}"), "de": unit(f"Wert {i}")}}
                                                                             for i in range(4)}}, f)
        return folder
    return write_project

def compose_strings(folder):
    base = os.path.join(folder, "shared", "src", "commonMain", "composeResources")
    write(os.path.join(base, "values", "strings.xml"), android_strings_xml.replace('name="a"', 'name="k0"').replace('name="b"', 'name="k1"'))
    write(os.path.join(base, "values-de", "strings.xml"), android_strings_de.replace('name="a"', 'name="k0"').replace('name="b"', 'name="k1"'))

def compose_source(body):
    """A Compose Multiplatform module whose one Kotlin file is `body(size)`."""
    def write_project(folder, size):
        compose_strings(folder)
        write(os.path.join(folder, "shared", "src", "commonMain", "kotlin", "app", "Screen.kt"), body(size))
        return folder
    return write_project

code_shapes = [
    # Android views and code (AndroidCodeTexts, AndroidDebugOnlyCode, AndroidCodePreferences, MenuUses,
    # AndroidPreferenceClasses, AndroidCodeKeyReasons, AndroidCodeDialogs, AndroidCodeTabs, AndroidCodeHelpers,
    # AndroidValueAliases).
    ("Kotlin: debug-only menu items, no body closes", 5_000, android_source("Debug.kt", lambda n: "val x = BuildConfig.DEBUG\n" + "".join(
        f"menu.findItem(R.id.d{i}).isVisible = BuildConfig.DEBUG\nR.id.d{i} -> f{i}()\nfun f{i}() {{\n" for i in range(n)))),
    ("Kotlin: preference builders, unclosed rows", 5_000, android_source("Rows.kt", lambda n:
        "inline fun P.row(b: Preference.() -> Unit) {}\n" + "row { setTitle(R.string.a)\n" * n + "fun <<<<" * n + ".() -> Unit" * n)),
    ("Kotlin: menu inflations", 5_000, android_source("Menus.kt", lambda n: "fun f() { inflater.inflate(R.menu.m, menu) }\n" * n)),
    ("Kotlin: preference classes, unclosed", 5_000, android_source("Prefs.kt", lambda n:
        "class P : Preference(c) { AlertDialog.Builder(c).show { setTitle(x) super(R.attr." * n)),
    ("Kotlin: setText on one endless line", 5_000, android_source("Line.kt", lambda n: "x.setText(R.string.a) " * n)),
    ("Kotlin: unclosed calls and assignments", 5_000, android_source("Calls.kt", lambda n:
        "f(g(h(R.string.k, " * n + "\n" + "a = findViewById(R.id.x\n" * n)),
    ("Java: dialog builders on one line", 5_000, android_source("Dialogs.java", lambda n: "AlertDialog.Builder(c).setTitle(R.string.k);" * n)),
    ("Kotlin: unclosed tab mediators", 2_000, android_source("Tabs.kt", lambda n: (
        "TabLayoutMediator(binding.tabLayout, pager) { tab, position -> tab.text = when (position) { 0 -> getString(R.string.a)\n"
        "TabLayoutMediator(b.tabs, pager) { tab, position -> tab.text = names[position] }\nval names = listOf(getString(R.string.b)\n") * n)),
    ("Kotlin: helpers, deep generics, unclosed bodies", 2_000, android_source("Helpers.kt", lambda n:
        "fun f(@StringRes a: Int) { f(a); g(a) }\nfun g(a: Int) = f(a)\nfun h(a: Int) { f(R.string.x); h(R.string.y) }\n"
        + "fun <T<T<T<" * n + "fun broken(a: Int) { " + "{ (" * (2 * n) + "h(R.string.z)\n" * n)),
    ("Java: unclosed method headers", 10_000, android_source("Headers.java", lambda n: "static void m(int a, " * n + "class C(" * n)),
    ("Kotlin: string functions, overrides and their calls", 2_000, android_source("Functions.kt", lambda n:
        "abstract fun empty(q: String): String\n" + "".join(f"override fun empty(q: String) = getString(R.string.k)\nfun f{i}() {{ return R.string.a }}\n"
        f"binding.t.text = empty(q)\nbinding.t.setText(f{i}())\n" for i in range(n)) + "fun g(" * n + "{ return R.string.b\n" * n)),
    ("Kotlin: read-only values used on every line", 5_000, android_source("Values.kt", lambda n:
        "val title = getString(R.string.k)\nsetTitle(title); setText(title, title)\n" * n + "{" * (2 * n))),
    # Kotlin and Compose (KotlinParser, ComposeAccessors, KotlinImportAliases).
    ("Compose: a supertype cycle, classes and uses", 2_000, compose_source(lambda n:
        "package app.ui\ninterface S : T { val x: String }\ninterface T : S\nval LocalS = compositionLocalOf<S> { error(\"\") }\n"
        + "".join(f"class C{i} : S {{ override val x: String @Composable get() = stringResource(Res.string.k{i % 2}) }}\n" for i in range(n))
        + "@Composable\nfun Screen() { Column {\n" + "Text(LocalS.current.x)\n" * n + "} }\n")),
    ("Kotlin: nested object expressions", 10_000, compose_source(lambda n: "val x = object { " * n + "}" * n)),
    ("Kotlin: import aliases and their uses", 5_000, compose_source(lambda n:
        "".join(f"import app.m{i}.R as R{i}\n" for i in range(n)) + "".join(f"f(R{i % n}.string.k{i}) \n" for i in range(10 * n)))),
    ("Kotlin: destructuring of many names, unterminated", 10_000, compose_source(lambda n:
        "fun F() {\n val (" + ", ".join(f"a{i}" for i in range(n)) + ") = x\n val (a, b\n fun g(\n fun h(a: Int = listOf(1) ) { val (p, q) = p to q }\n")),
    # SwiftUI and UIKit code (SwiftUICommands, UIKitCodeTexts, SwiftUIAlertModels, SwiftUILocalizedWrappers, IBCodeSetTexts).
    ("SwiftUI: menu commands and window sizings", 1_000, apple_source(lambda n: {"App.swift":
        "import SwiftUI\n@main struct TheApp: App {\n var body: some Scene { Settings { Pane() }.commands { "
        + "CommandGroup(after: .newItem) { section }\n" * n + "} }\n var section: some View { "
        + "".join(f'Button("k{i % 4}") {{ }}\n' for i in range(n)) + "}\n}\nstruct Pane: View {\n @State private var window: NSWindow?\n"
        " var body: some View { Text(\"k0\") }\n func resize() {\n"
        + "".join(f"let w{i}: Double = 500\nwindow?.setContentSize(NSSize(width: w{i}, height: 300))\n" for i in range(n)) + "}\n}\n"})),
    ("UIKit: alert buttons in one function", 1_000, apple_source(lambda n: {
        "V.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"k0\") } }\n",
        "C.swift": "import UIKit\nfinal class C: UIViewController {\nfunc show(alert: UIAlertController) {\n" + "".join(
            f'let t{i} = NSLocalizedString("k{i % 4}", comment: "")\nalert.addAction(UIAlertAction(title: t{i}, style: .default))\n' for i in range(n)) + "}\n}\n"})),
    ("SwiftUI: an alert model's buttons and constructions", 500, apple_source(lambda n: {
        "V.swift": "import SwiftUI\nstruct Info { struct Action { let title: String }; let title: String; var button: Action? }\nextension View {\n"
        " func show(item: Info) -> some View {\n  alert(item.title, isPresented: .constant(true)) {\n"
        + "".join(f"guard let b{i} = item.button else {{ return }}\nButton(b{i}.title) {{}}\n" for i in range(n))
        + "  }\n }\n}\nstruct V: View { var body: some View { Text(\"k0\") } }\n",
        "M.swift": "import Foundation\nfinal class M {\nvar shown: Info?\nfunc show() {\n" + "".join(
            f'shown = .init(title: NSLocalizedString("k{i % 4}", comment: ""), button: .init(title: NSLocalizedString("k{(i + 1) % 4}", comment: "")))\n'
            for i in range(n)) + "}\n}\n"})),
    ("Swift: an enumeration-keyed wrapper, cases and uses", 2_000, apple_source(lambda n: {
        "V.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"k0\") } }\n",
        "K.swift": "import Foundation\nenum Keys: String {\n" + "\n".join(f'case c{i} = "key.{i}"' for i in range(n)) + "\n"
        + "\n".join(f'var m{i}: String {{ rawValue + "{i}" }}' for i in range(n))
        + '\n}\nfunc appLocalized(_ key: Keys) -> String { NSLocalizedString(key.rawValue, comment: "") }\nfunc use() {\n'
        + "\n".join(f"    _ = appLocalized(.c{i})" for i in range(n)) + "\n}\n"})),
    ("UIKit: locals that set an outlet, one function", 4_000, apple_source(lambda n: {
        "C.swift": "import UIKit\nclass SettingsCell: UITableViewCell { @IBOutlet var cellLabel: UILabel! }\nclass C { func f() {\n"
        + "\n".join(f"let c{i} = x as! SettingsCell\nc{i}.cellLabel.text = label" for i in range(n)) + "\n} }\n"})),
    ("UIKit: a chain of locals naming a case's title", 4_000, apple_source(lambda n: {
        "C.swift": "import UIKit\nenum Kind { case a; var title: String { switch self { case .a: return NSLocalizedString(\"k0\", comment: \"\") } } }\n"
        "class SettingsCell: UITableViewCell { @IBOutlet var cellLabel: UILabel! }\nclass C { func f(cell: SettingsCell) {\nlet v0 = Kind.a\n"
        + "\n".join(f"let v{i} = v{i - 1}" for i in range(1, n)) + "\n" + "\n".join(f"cell.cellLabel.text = v{i}.title" for i in range(n)) + "\n} }\n"})),
]
for name, n, writer in code_shapes:
    scaling(name, writer, int(n * scale))

# Pseudolocales of hostile values: many `<` with no `>`, many words, many `&` with no `;` (one value each).
def pseudo_values(folder, size):
    values = {"tags": "<a" * size, "words": "word " * size, "references": "&amp" * size}
    for locale in ("values", "values-de"):
        write(os.path.join(folder, "res", locale, "strings.xml"), "<resources>" + "".join(
            f'<string name="{k}">{v.replace("&", "&amp;").replace("<", "&lt;")}</string>' for k, v in values.items()) + "</resources>")
    write(os.path.join(folder, "res", "layout", "main.xml"), '<LinearLayout xmlns:android="http://schemas.android.com/apk/res/android" '
          'android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">' + "".join(
          f'<TextView android:layout_width="match_parent" android:layout_height="wrap_content" android:text="@string/{k}"/>' for k in values)
          + '</LinearLayout>')
    return os.path.join(folder, "res")
times = []
for size in (int(20_000 * scale), int(80_000 * scale)):
    folder = os.path.join(work, f"pseudo-{size}")
    os.makedirs(folder)
    target = pseudo_values(folder, size)
    times.append(best([binary, "check", "--fonts", fonts, "--format", "json", "--pseudo", target]))
print(f"pseudolocales of hostile values: {int(20_000 * scale)} parts {times[0]:.2f} s, {int(80_000 * scale)} parts {times[1]:.2f} s")
report("pseudolocales of hostile values: time at 4n ÷ time at n", times[1] / times[0], 5)

# 8. The memory a large String Catalog takes ÷ its size (goal ≤ 10): 1M keys, every other one with an `en`
#    value, one line (~51 MB; Benchmarks/xcstrings-memory.py). Reading it held the file's whole JSON tree
#    and about 160 bytes per value of fields most values lack: 841 MB for `catalogs`, 64× the file for `check`.
big_catalog = os.path.join(work, "big.xcstrings")
subprocess.run([sys.executable, os.path.join(root, "Benchmarks", "xcstrings-memory.py"), big_catalog, str(int(1_000_000 * scale))], check=True)
size = os.path.getsize(big_catalog)
for command in (["catalogs", "--json"], ["check", "--fonts", fonts, "--format", "json", "--no-baseline"]):
    out = subprocess.run([sys.executable, "-c", probe, binary] + command + [big_catalog], cwd=work, stdout=subprocess.PIPE, check=True)
    used = int(out.stdout) * 1024
    print(f"{command[0]} of a {size / 1e6:.0f} MB catalog of {int(1_000_000 * scale)} keys: peak {used / 1e6:.0f} MB")
    report(f"{command[0]}: peak memory ÷ catalog file size", used / size, 10)
subprocess.run(["rm", "-rf", work])
PY
