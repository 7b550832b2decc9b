#!/bin/sh
# Builds the libFuzzer targets (Fuzz/FuzzTargets.swift) with -sanitize=fuzzer,address and runs each for
# FUZZ_SECONDS (default 60). Usage: scripts/fuzz.sh [target …]   (default: every target)
#   FUZZ_SECONDS=600 FUZZ_CONFIG=release scripts/fuzz.sh          the issue's 10 minutes per target
#   FUZZ_CONFIG=debug FUZZ_SECONDS=5 scripts/fuzz.sh              CI's smoke pass (faster to build)
# Corpora grow in .build-fuzz/corpus/<target> (seeded from Tests/Fixtures and the demo project);
# an input that crashes, leaks or runs longer than 10 s is saved as .build-fuzz/artifacts/<target>-crash-…
# and the script exits 1. Turn each one into a test in Tests/LayoutLintTests/FuzzRegressionTests.swift.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SECONDS_PER_TARGET=${FUZZ_SECONDS:-60}
CONFIG=${FUZZ_CONFIG:-release}
BUILD=.build-fuzz
TARGETS=${*:-"xcstrings strings stringsdict xliff android layout-yaml layout-json config baseline android-layout interface-builder swiftui android-manifest android-menus-preferences android-code compose android-dialogs android-resource-references android-string-uses apple-sources translation-sources xcodegen-spec objective-c swiftgen-config build-files"}

mkdir -p "$BUILD"
LAYOUTLINT_FUZZ=1 $SWIFT build -c "$CONFIG" --build-path "$BUILD" --product layoutlint-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$BUILD/build.log" 2>&1 || { cat "$BUILD/build.log"; exit 2; }
BIN="$BUILD/$CONFIG/layoutlint-fuzz"

seeds() {
    case "$1" in
        xcstrings) find Tests/Fixtures strings -name '*.xcstrings' ;;
        strings) find Tests/Fixtures -name '*.strings' ;;
        stringsdict) find Tests/Fixtures -name '*.stringsdict' ;;
        xliff) find Tests/Fixtures -name '*.xliff' -o -name '*.xlf' ;;
        android) find Tests/Fixtures -path '*values*' -name '*.xml' ;;
        layout-yaml) find Tests/Fixtures layouts -name '*.yaml' -o -name '*.yml' ;;
        layout-json) echo Tests/Fixtures/fuzz/settings.json ;;
        config) find Tests/Fixtures -name '*layoutlint.yml' ;;
        baseline) echo Tests/Fixtures/fuzz/baseline.json; echo Tests/LayoutLintTests/Reporters/Golden/CannedReport.json ;;
        android-layout) find Tests/Fixtures/android -name '*.xml' ;;
        # Tests/Fixtures/fuzz/seed-macos-preferences.xib is a synthetic AppKit window with 362 constraints
        # (scripts/make-macos-fuzz-seed.py); the largest real one, iina's QuickSettingViewController.xib
        # (486 constraints, GPL-3.0, not in the repository), joins when ../shared/corpora is there.
        # The smoke pass (debug + AddressSanitizer, 10 s per input) leaves the two large macOS documents out:
        # unoptimised, their hundreds of constraints take longer than that to solve; the release runs keep them.
        interface-builder) if [ "$CONFIG" = debug ]; then
                find Tests/Fixtures \( -name '*.storyboard' -o -name '*.xib' \) ! -name 'seed-macos-preferences.xib'
            else
                find Tests/Fixtures -name '*.storyboard' -o -name '*.xib'
                ls ../shared/corpora/iina__iina/iina/Base.lproj/QuickSettingViewController.xib 2>/dev/null || true
            fi ;;
        swiftui) find Tests/Fixtures/swiftui -name '*.swift' ;;
        android-manifest) find Tests/Fixtures -name 'AndroidManifest.xml' ;;
        android-menus-preferences) find Tests/Fixtures/android/code-set -name '*.xml' ;;
        android-code) find Tests/Fixtures/android/code-set -name '*.kt' -o -name '*.java' ;;
        compose) find Tests/Fixtures/compose -name '*.kt' ;;
        android-dialogs) find Tests/Fixtures/android/code-set -name '*.kt' -o -name '*.java' ;;
        android-resource-references) find Tests/Fixtures/android/code-set -name '*.kt' -o -name '*.java' -o -name '*.xml' ;;
        android-string-uses) find Tests/Fixtures/android/code-set -name '*.kt' -o -name '*.java' -o -name '*.xml' ;;
        apple-sources) find Tests/Fixtures/swiftui -name '*.swift'; find Tests/Fixtures -name 'project.pbxproj' -o -name 'Info.plist' ;;
        translation-sources) find Tests/Fixtures -name 'crowdin.yml' -o -path '*/.tx/config' ;;
        objective-c) find Tests/Fixtures/objc -name '*.m' -o -name '*.h' ;;
        swiftgen-config) echo Tests/Fixtures/fuzz/swiftgen.yml ;;
        build-files) echo Tests/Fixtures/fuzz/seed-project-pbxproj.txt; echo Tests/Fixtures/fuzz/seed-build-gradle-kts.txt ;;
    esac
}

mkdir -p "$BUILD/artifacts"
status=0
for target in $TARGETS; do
    corpus="$BUILD/corpus/$target"
    mkdir -p "$corpus"
    seeds "$target" | while read -r file; do cp "$file" "$corpus/seed-$(echo "$file" | tr '/' '_')"; done
    echo "fuzz $target: ${SECONDS_PER_TARGET}s, corpus $(ls "$corpus" | wc -l) inputs"
    if ! SWIFT_BACKTRACE=enable=no LAYOUTLINT_FUZZ_TARGET="$target" ASAN_OPTIONS=detect_leaks=1 \
        "$BIN" "$corpus" -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 -max_len=1048576 \
        -artifact_prefix="$BUILD/artifacts/$target-" -print_final_stats=1 >"$BUILD/$target.log" 2>&1; then
        echo "fuzz $target: FAILED, see $BUILD/$target.log and $BUILD/artifacts/"
        tail -40 "$BUILD/$target.log"
        status=1
    fi
    grep -E '^stat::number_of_executed_units|^stat::peak_rss_mb|^#[0-9]+.*DONE' "$BUILD/$target.log" | tr '\n' ' ' || true
    echo "corpus $(ls "$corpus" | wc -l) inputs"
done
exit $status
