#!/bin/sh
# Android importer growth (issue 22), measured on the release build as time at 4n ÷ time at n, one run each
# size (best of RUNS); a linear importer gives about 4, the goal is ≤ 5:
#   1. n text views that all repeat one android:id (each needs its own element id);
#   2. n text views without an android:id on one line (their ids come from the tag and the line);
#   3. a ConstraintLayout of n views anchored in reverse order (view i after view i+1, declared first);
#   4. n themes, each setting its own attribute, and n views each naming one of them with ?attr.
# Processes are timed whole (`layoutlint check`, start-up included), on generated apps in a temporary folder.
#
# usage: Benchmarks/android-bench.sh [RUNS]     (default 1)
#   LAYOUTLINT_BIN=path  use that binary instead of building;  BENCH_SCALE=0.1  a tenth of every size
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-1}
swift=${SWIFT:-swift}
. "$here/Benchmarks/release-binary.sh"
scale=${BENCH_SCALE:-1}

python3 - "$bin" "$here" "$runs" "$scale" <<'PY'
import os, subprocess, sys, tempfile, time
binary, root, runs, scale = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
fonts = os.path.join(root, "Fonts")
work = tempfile.mkdtemp(prefix="android-bench-")
HEADER = ('<?xml version="1.0" encoding="utf-8"?>\n')
NS = ('xmlns:android="http://schemas.android.com/apk/res/android" '
      'xmlns:app="http://schemas.android.com/apk/res-auto"')

def best(command, cwd):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if result.returncode not in (0, 1):
            sys.exit(f"{' '.join(command)} exited {result.returncode}: {result.stderr.decode()[-500:]}")
    return min(times)

def app(folder, layout, values=""):
    res = os.path.join(folder, "app", "src", "main", "res")
    for sub in ("layout", "values", "values-de"):
        os.makedirs(os.path.join(res, sub))
    with open(os.path.join(res, "layout", "screen.xml"), "w") as f: f.write(HEADER + layout)
    with open(os.path.join(res, "values", "strings.xml"), "w") as f:
        f.write('<resources><string name="title">Title</string>' + values + "</resources>")
    with open(os.path.join(res, "values-de", "strings.xml"), "w") as f:
        f.write('<resources><string name="title">Überschrift</string></resources>')

def repeated_ids(folder, n):
    views = "".join('<TextView android:id="@+id/same" android:layout_width="wrap_content" '
                    'android:layout_height="wrap_content" android:text="@string/title"/>\n' for _ in range(n))
    app(folder, f'<LinearLayout {NS} android:layout_width="match_parent" android:layout_height="wrap_content" '
                f'android:orientation="vertical">\n{views}</LinearLayout>\n')

def missing_ids(folder, n):
    views = "".join('<TextView android:layout_width="wrap_content" android:layout_height="wrap_content" '
                    'android:text="@string/title"/>' for _ in range(n))
    app(folder, f'<LinearLayout {NS} android:layout_width="match_parent" android:layout_height="wrap_content" '
                f'android:orientation="vertical">{views}</LinearLayout>\n')

def reverse_chain(folder, n):
    views = []
    for i in range(n):
        start = "parent" if i == n - 1 else f"@id/v{i + 1}"
        side = "Start_toStartOf" if i == n - 1 else "Start_toEndOf"
        views.append(f'<TextView android:id="@+id/v{i}" android:layout_width="1dp" android:layout_height="wrap_content" '
                     f'app:layout_constraint{side}="{start}" android:text="@string/title"/>\n')
    app(folder, f'<androidx.constraintlayout.widget.ConstraintLayout {NS} android:layout_width="match_parent" '
                f'android:layout_height="wrap_content">\n{"".join(views)}</androidx.constraintlayout.widget.ConstraintLayout>\n')

def themes_attrs(folder, n):
    themes = "".join(f'<style name="Theme.App{i}" parent="Theme.Material3.DayNight"><item name="pad{i}">{i % 7}dp</item></style>\n'
                     for i in range(n))
    views = "".join(f'<TextView android:layout_width="wrap_content" android:layout_height="wrap_content" '
                    f'android:paddingStart="?attr/pad{i}" android:text="@string/title"/>\n' for i in range(n))
    app(folder, f'<LinearLayout {NS} android:layout_width="match_parent" android:layout_height="wrap_content" '
                f'android:orientation="vertical">\n{views}</LinearLayout>\n', themes)

def scaling(name, write, n):
    times = []
    for size in (n, 4 * n):
        folder = os.path.join(work, f"{name.split()[0]}-{size}")
        write(folder, size)
        times.append(best([binary, "check", "--fonts", fonts, "--format", "json", "--locales", "en,de", "."], folder))
    ratio = times[1] / times[0]
    print(f"{name}: {n} views {times[0]:.2f} s, {4 * n} views {times[1]:.2f} s")
    met = "met" if ratio <= 5 else "NOT met"
    print(f"{name + ': time at 4n ÷ time at n':<58} {ratio:8.2f}   goal ≤ 5: {met}")

scaling("repeated android:id", repeated_ids, int(5_000 * scale))
scaling("views without an android:id", missing_ids, int(5_000 * scale))
scaling("reverse ConstraintLayout anchor chain", reverse_chain, int(500 * scale))
scaling("themes × ?attr", themes_attrs, int(1_000 * scale))
subprocess.run(["rm", "-rf", work])
PY
