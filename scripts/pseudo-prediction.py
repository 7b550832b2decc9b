#!/usr/bin/env python3
"""How well the pseudolocales predict what the real translations break (issue 34).

For each app folder, runs `layoutlint check . --pseudo --format json` there (or reads a report already
written with --reports) and compares, per element (screen × element, or table × key for a value no element
lays out):

  width     elements a real translation truncates at error level  vs  elements en-XA truncates (error)
  vertical  elements a real locale clips vertically (any level)     vs  elements en-XT clips (any level)
  rtl       elements an RTL locale (ar, he, fa, ur, …) flags in rtl-mirroring  vs  elements ar-XB flags

prediction  = |real ∩ pseudo| / |real|     (the share of real problems the pseudolocale finds first)
false alarm = |pseudo − any real locale's finding of that rule| / |pseudo|
Elements the source locale itself already flags with the rule are counted apart (`source too`): they are
broken before translation, and a pseudolocale that flags them predicts nothing.

usage: scripts/pseudo-prediction.py [--bin PATH] [--reports DIR] [--json] APP_FOLDER...
"""
import argparse
import json
import os
import subprocess
import sys
import time

PSEUDO = {"en-XA", "ar-XB", "en-XT"}
RTL_LANGUAGES = {"ar", "he", "iw", "fa", "ur", "ug", "ps", "sd", "ckb", "yi", "dv", "syr", "ku-Arab", "az-Arab"}
CATEGORIES = [
    # name, rule, pseudolocale, error level only, which real locales count
    ("width", "truncation", "en-XA", True, lambda locale: True),
    ("vertical", "vertical-clipping", "en-XT", False, lambda locale: True),
    ("rtl", "rtl-mirroring", "ar-XB", False, lambda locale: locale.split("-")[0] in RTL_LANGUAGES),
]


def members(finding):
    """(locale, severity) of each locale of a grouped finding."""
    details = finding.get("perLocale")
    if details:
        for detail in details:
            for locale in detail.get("locales") or [detail["locale"]]:
                yield locale, detail["severity"]
    else:
        for locale in finding.get("locales") or ([finding["locale"]] if finding.get("locale") else []):
            yield locale, finding["severity"]


def element_of(finding):
    if finding.get("element"):
        return ("element", finding.get("screen") or "", finding["element"])
    return ("value", finding.get("table") or "", finding.get("key") or "")


def expand(finding):
    """A finding listing many keys (`perKey`) is one finding per key."""
    if finding.get("perKey"):
        for detail in finding["perKey"]:
            copy = dict(finding)
            copy.update({k: detail.get(k) for k in ("key", "screen", "element")})
            yield copy
    else:
        yield finding


def measure(report, source):
    results = {}
    for name, rule, pseudo, errors_only, counts in CATEGORIES:
        real, real_any, flagged, source_flags = set(), set(), set(), set()
        for grouped in report["findings"]:
            if grouped["rule"] != rule:
                continue
            for finding in expand(grouped):
                element = element_of(finding)
                for locale, severity in members(finding):
                    if locale == pseudo and (severity == "error" or not errors_only):
                        flagged.add(element)
                    elif locale in PSEUDO:
                        continue
                    elif locale == source or locale.split("-")[0] == source.split("-")[0]:
                        source_flags.add(element)
                    else:
                        if counts(locale):
                            real_any.add(element)
                            if severity == "error" or not errors_only:
                                real.add(element)
        translated_only = real - source_flags
        results[name] = {
            "real": len(real), "pseudo": len(flagged), "both": len(real & flagged),
            "realOnlyTranslations": len(translated_only), "bothOnlyTranslations": len(translated_only & flagged),
            "falseAlarms": len(flagged - real_any - source_flags), "sourceToo": len(flagged & source_flags),
        }
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "layoutlint"))
    parser.add_argument("--reports", help="a folder for the JSON reports (APP.json): read when present, else written")
    parser.add_argument("--json", action="store_true", help="print the numbers as JSON")
    parser.add_argument("apps", nargs="+")
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    totals = {name: {} for name, *_ in CATEGORIES}
    rows = []
    for app in args.apps:
        name = os.path.basename(os.path.normpath(app))
        path = os.path.join(args.reports, name + ".json") if args.reports else None
        if path and os.path.exists(path):
            with open(path) as handle:
                report = json.load(handle)
            seconds = None
        else:
            start = time.time()
            run = subprocess.run([binary, "check", ".", "--pseudo", "--format", "json"], cwd=app, capture_output=True, text=True)
            seconds = time.time() - start
            if run.returncode not in (0, 1):
                print(f"{name}: layoutlint exited {run.returncode}: {run.stderr.strip()[:400]}", file=sys.stderr)
                continue
            report = json.loads(run.stdout)
            if path:
                os.makedirs(args.reports, exist_ok=True)
                with open(path, "w") as handle:
                    handle.write(run.stdout)
        locales = (report["summary"].get("coverage") or {}).get("locales") or []
        real_locales = [l for l in locales if l not in PSEUDO]
        source = "en"
        result = measure(report, source)
        rows.append((name, len(real_locales), seconds, result))
        for category, numbers in result.items():
            for key, value in numbers.items():
                totals[category][key] = totals[category].get(key, 0) + value
    if args.json:
        print(json.dumps({"apps": {row[0]: row[3] for row in rows}, "total": totals}, indent=2, sort_keys=True))
        return
    def share(part, whole):
        return f"{100 * part / whole:5.1f}%" if whole else "    –"
    for name, count, seconds, result in rows + [("TOTAL", None, None, totals)]:
        timing = f", {seconds:.0f} s" if seconds else ""
        print(f"{name} ({count} locales{timing})" if count is not None else name)
        for category, n in result.items():
            print(f"  {category:8} real {n['real']:4}  pseudo {n['pseudo']:4}  predicted {share(n['both'], n['real'])}"
                  f"  (translations only: {share(n['bothOnlyTranslations'], n['realOnlyTranslations'])} of {n['realOnlyTranslations']})"
                  f"  false alarms {share(n['falseAlarms'], n['pseudo'])} ({n['falseAlarms']}), source too {n['sourceToo']}")


if __name__ == "__main__":
    main()
