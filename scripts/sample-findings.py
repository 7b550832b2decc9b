#!/usr/bin/env python3
"""Draws a seeded random sample of findings from `layoutlint check --format json` reports, for judging by hand.

usage: scripts/sample-findings.py [--seed N] [--per-app K] [--rules a,b] REPORT.json…

Each REPORT.json is read relative to the folder the check ran in (its name is printed, the folder is taken
from the report's sibling `.cwd` file when there is one, else the current folder). For each sampled finding it
prints the rule, severity, message, suggestion, and the lines of the catalog value and the layout element it
names, so the finding can be judged as a localizer would: real (a device shows it, a translator must fix it)
or noise (a modelling error). Nothing here decides; it only makes the sample reproducible.
"""
import argparse, json, os, random, sys


def line_of(folder, location, context=0):
    if not location or not location.get("file"):
        return []
    path = os.path.join(folder, location["file"])
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return [f"    (cannot open {path})"]
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        text = data.decode("utf-16")
    else:
        text = data.decode("utf-8", "replace")
    lines = text.split("\n")  # as layoutlint counts lines (splitlines also breaks at U+2028, \x1c…)
    number = location.get("line") or 1
    out = []
    for n in range(max(1, number - context), min(len(lines), number + context) + 1):
        line = lines[n - 1]
        if len(line) > 220:
            line = line[:220] + "…"
        out.append(f"    {n:>5}{'>' if n == number else ' '} {line}")
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-app", type=int, default=20)
    parser.add_argument("--rules", default="")
    parser.add_argument("--context", type=int, default=0)
    parser.add_argument("reports", nargs="+")
    args = parser.parse_args()
    rules = set(filter(None, args.rules.split(",")))
    for report in args.reports:
        cwd_file = report + ".cwd"
        folder = open(cwd_file).read().strip() if os.path.exists(cwd_file) else os.getcwd()
        findings = json.load(open(report))["findings"]
        if rules:
            findings = [f for f in findings if f["rule"] in rules]
        sample = random.Random(args.seed).sample(range(len(findings)), min(args.per_app, len(findings)))
        print(f"=== {report}: {len(findings)} findings, {len(sample)} sampled (seed {args.seed})")
        for number, index in enumerate(sorted(sample), 1):
            f = findings[index]
            where = f.get("location") or {}
            print(f"\n[{number}] #{index} {f['rule']} {f['severity']} locale={f.get('locale')} "
                  f"locales={len(f.get('locales') or [])} key={f.get('key')} screen={f.get('screen')} element={f.get('element')}")
            print(f"  at {where.get('file')}:{where.get('line')}:{where.get('column')}")
            print(f"  {f['message']}")
            if f.get("suggestion"):
                print(f"  suggestion: {f['suggestion']}")
            for line in line_of(folder, where, args.context):
                print(line)
            if f.get("layoutLocation"):
                layout = f["layoutLocation"]
                print(f"  layout {layout.get('file')}:{layout.get('line')}")
                for line in line_of(folder, layout, args.context):
                    print(line)
        print()


if __name__ == "__main__":
    sys.exit(main())
