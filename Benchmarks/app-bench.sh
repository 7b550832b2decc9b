#!/bin/sh
# Whole-app check cost (issue 37): `layoutlint check .` of the shared app with the most catalog bytes, every
# locale it ships, against reading the same app's catalogs (`layoutlint catalogs . --json`), both whole
# processes (start-up included), best of RUNS, release build. Goal: check ≤ 3× the catalog read in CPU time
# (user + system of the child); the wall clock is printed beside it, but on a shared machine it counts waits.
#
# usage: Benchmarks/app-bench.sh [APP_FOLDER] [RUNS]
# APP_FOLDER defaults to the folder of ../shared/corpora (or $LAYOUTLINT_CORPORA) whose .xcstrings, .strings,
# .stringsdict, .xliff and values*/strings.xml / plurals.xml weigh the most (bitwarden__android, 10.1 MB in
# 63 locales, when this was written).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
corpora=${LAYOUTLINT_CORPORA:-"$here/../shared/corpora"}
runs=${2:-3}
swift=${SWIFT:-swift}
if [ -n "${1:-}" ]; then app=$1; else
    if [ ! -d "$corpora" ]; then echo "app-bench: skipped ($corpora not found)"; exit 0; fi
    app=$(python3 - "$corpora" <<'PY'
import os, sys
def weight(folder):
    total = 0
    for root, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(root, name)
            if name.endswith((".xcstrings", ".strings", ".stringsdict", ".xliff")) or \
               (name in ("strings.xml", "plurals.xml") and os.path.basename(root).startswith("values")):
                total += os.path.getsize(path)
    return total
apps = [os.path.join(sys.argv[1], d) for d in sorted(os.listdir(sys.argv[1])) if os.path.isdir(os.path.join(sys.argv[1], d))]
print(max(apps, key=weight) if apps else "")
PY
)
fi
if [ -z "$app" ] || [ ! -d "$app" ]; then echo "app-bench: skipped (no app folder)"; exit 0; fi
. "$here/Benchmarks/release-binary.sh"

python3 - "$bin" "$app" "$runs" "$here/Fonts" <<'PY'
import os, resource, subprocess, sys, time
binary, app, runs, fonts = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
def best(command):
    """The best wall clock and the best CPU time (user + system, the child's own) of `runs` runs: on a shared
    machine the wall clock counts the waits for other processes, the CPU time does not."""
    walls, cpus = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        result = subprocess.run(command, cwd=app, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if result.returncode not in (0, 1):
            sys.exit(f"app-bench: {' '.join(command)} exited with {result.returncode}")
    return min(walls), min(cpus)
read, read_cpu = best([binary, "catalogs", ".", "--json"])
check, check_cpu = best([binary, "check", ".", "--fonts", fonts, "--format", "json", "--no-baseline"])
print(f"whole-app check of {os.path.basename(app)}, every locale, best of {runs}:")
print(f"                                         wall          CPU")
print(f"  layoutlint check . --format json  {check * 1000:9.1f} ms {check_cpu * 1000:9.1f} ms")
print(f"  layoutlint catalogs . --json      {read * 1000:9.1f} ms {read_cpu * 1000:9.1f} ms")
print(f"  ratio                             {check / read:9.2f}    {check_cpu / read_cpu:9.2f}     (goal <= 3, CPU time)")
PY
