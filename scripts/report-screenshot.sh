#!/usr/bin/env bash
# Writes the demo's HTML report and a screenshot of it, filtered to the Thai findings, with headless
# Chromium: docs/report-screenshot.png (and docs/report-screenshot-phone.png at a phone's width), and
# docs/report-hierarchy-pair.png: the Thai hierarchy-lost findings, both labels of each pair drawn.
set -euo pipefail
bin="$1"
cd "$(dirname "$0")/.."
browser="${LAYOUTLINT_CHROMIUM:-$(command -v chromium || command -v chromium-browser || command -v google-chrome)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bin" report -o "$work/report.html" || [ $? -eq 1 ]   # exit 1 = error-level findings, expected for the demo
shoot() {
	"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$work/profile" \
		--force-device-scale-factor="$3" --window-size="$2" --screenshot="$1" "file://$work/report.html#${4:-locale=th}" 2>/dev/null
}
shoot docs/report-screenshot.png 1100,2200 1
shoot docs/report-screenshot-phone.png 390,1600 2
shoot docs/report-hierarchy-pair.png 1100,1900 1 "locale=th&rule=hierarchy-lost"
ls -l docs/report-screenshot.png docs/report-screenshot-phone.png docs/report-hierarchy-pair.png
