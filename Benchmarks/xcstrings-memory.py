#!/usr/bin/env python3
"""Writes a large String Catalog for the memory bound of the .xcstrings reader (hardening bench part 8).

usage: Benchmarks/xcstrings-memory.py OUT.xcstrings [KEYS]   (default 1,000,000 keys, about 45 MB)

Every other key has an `en` value, the others none (a key extracted but not yet written); one line (as a
minifier writes it).
Measure with `/usr/bin/time -f %M layoutlint catalogs --json OUT.xcstrings` and
`/usr/bin/time -f %M layoutlint check --format json OUT.xcstrings` (peak RSS in KB). `make bench` prints both
÷ the file size (Benchmarks/hardening-bench.sh, part 8; goal ≤ 10 each).
"""
import json, sys

path = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
unit = lambda v: {"stringUnit": {"state": "translated", "value": v}}
strings = {}
for i in range(count):
    strings[f"k{i:x}"] = {"localizations": {"en": unit(f"v{i}")}} if i % 2 == 0 else {}
with open(path, "w") as f:
    json.dump({"sourceLanguage": "en", "version": "1.0", "strings": strings}, f, separators=(",", ":"))
