#!/bin/sh
# Catalog reading speed: `layoutlint catalogs FILE --json` (release build) against Python's json.load on the
# same file, N runs each, in the same run; then a catalog-only `check` of the file against `catalogs`. Both are timed as whole processes (start-up included) and the
# best run of each is compared. Goal (issue 3): ratio ≤ 3.
#
# usage: Benchmarks/catalog-bench.sh [FILE] [RUNS]
# FILE defaults to IceCubes' 2.1 MB Localizable.xcstrings in ../shared/corpora (or $LAYOUTLINT_CORPORA).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
corpora=${LAYOUTLINT_CORPORA:-"$here/../shared/corpora"}
file=${1:-"$corpora/Dimillian__IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings"}
runs=${2:-10}
swift=${SWIFT:-swift}
if [ ! -f "$file" ]; then
    echo "catalog-bench: skipped ($file not found)"
    exit 0
fi
. "$here/Benchmarks/release-binary.sh"

python3 - "$bin" "$file" "$runs" <<'PY'
import os, subprocess, sys, time
binary, path, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
def best(command):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
        if result.returncode not in (0, 1):
            sys.exit(f"catalog-bench: {command[0]} exited with {result.returncode}")
    return min(times)
ours = best([binary, "catalogs", path, "--json"])
python = best([sys.executable, "-c", "import json,sys; json.load(open(sys.argv[1], encoding='utf-8'))", path])
size = os.path.getsize(path) / 1e6
print(f"catalog read  {os.path.basename(path)} ({size:.1f} MB), best of {runs}:")
print(f"  layoutlint catalogs --json  {ours * 1000:8.1f} ms")
print(f"  python3 json.load           {python * 1000:8.1f} ms")
print(f"  ratio                       {ours / python:8.2f}  (goal <= 3)")
# Issue 11: `check` of the same catalog with no layout (every value of every key in every locale through the
# rules that need no box) against reading it (`catalogs`), both whole processes, best of N.
check = best([binary, "check", path, "--format", "json"])
print(f"catalog-only check, every locale of the same file, best of {runs}:")
print(f"  layoutlint check --format json {check * 1000:8.1f} ms")
print(f"  layoutlint catalogs --json     {ours * 1000:8.1f} ms")
print(f"  ratio                          {check / ours:8.2f}  (goal <= 3)")
PY
