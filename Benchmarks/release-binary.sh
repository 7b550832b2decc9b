# Sourced by the Benchmarks/*-bench.sh scripts after they set `here` (the package root) and `swift`:
# sets `bin` to the release layoutlint, LAYOUTLINT_BIN if given, else the package's own, built first.
if [ -n "${LAYOUTLINT_BIN:-}" ]; then bin=$LAYOUTLINT_BIN; else
    (cd "$here" && "$swift" build -c release --product layoutlint >/dev/null)
    bin="$(cd "$here" && "$swift" build -c release --show-bin-path)/layoutlint"
fi
