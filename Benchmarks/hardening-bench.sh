#!/bin/sh
# Hostile-input bounds (issue 14), measured on the release build as ratios and a peak, in one run:
#   1. reading a 1M-key .xcstrings written on one line (minified) ÷ the same catalog pretty-printed
#      (goal ≤ 1.5: columns are counted from checkpoints, not from the start of the line);
#   2. `check` with a 169k-entry baseline ÷ the same check without it (goal ≤ 1.5: hash lookups);
#   3. peak RSS of `check` on a 20k-element layout (goal ≤ 200 MB);
#   4. time at 4n ÷ time at n values of one key (a string-array, .xcstrings substitutions; goal ≤ 5).
# Processes are timed whole (start-up included), best of RUNS; peak RSS is the `check` process's ru_maxrss.
#
# usage: Benchmarks/hardening-bench.sh [RUNS]     (default 3; files are generated in a temporary folder)
#   LAYOUTLINT_BIN=path  use that binary instead of building;  BENCH_SCALE=0.1  a tenth of every size
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-3}
swift=${SWIFT:-swift}
if [ -n "${LAYOUTLINT_BIN:-}" ]; then bin=$LAYOUTLINT_BIN; else
    (cd "$here" && "$swift" build -c release --product layoutlint >/dev/null)
    bin="$(cd "$here" && "$swift" build -c release --show-bin-path)/layoutlint"
fi
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
subprocess.run(["rm", "-rf", work])
PY
