#!/bin/sh
# `make dist`: a release tarball that runs where no Swift toolchain is installed.
#
#   dist/layoutlint-VERSION-OS-ARCH.tar.gz (+ .sha256), holding layoutlint-VERSION-OS-ARCH/:
#     bin/layoutlint                      release build of the `layoutlint` product only; on Linux the Swift
#                                         runtime and Foundation are linked in (--static-swift-stdlib)
#     share/layoutlint/Fonts/             the bundled fonts and profiles (found beside the binary)
#     share/doc/layoutlint/               README.md, CHANGELOG.md, RUNTIME (the system packages the binary
#                                         loads, read from its own dynamic section), licenses/ (the fonts'
#                                         and every Swift package linked in)
#
# The tarball is reproducible for one build: entries sorted, owner 0, times set to the last commit's
# (SOURCE_DATE_EPOCH when set). Usage: scripts/dist.sh [output-folder]; SWIFT picks the toolchain.
set -eu
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
out=${1:-dist}

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/LayoutLint/Version.swift)
[ -n "$version" ] || { echo "dist: no version in Sources/LayoutLint/Version.swift" >&2; exit 1; }
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
name="layoutlint-$version-$os-$arch"

if [ "$os" = linux ]; then static="--static-swift-stdlib"; else static=""; fi
# shellcheck disable=SC2086
"$SWIFT" build -c release --product layoutlint $static
bin_path=$("$SWIFT" build -c release --show-bin-path)

stage=".build/dist/$name"
rm -rf "$stage"
mkdir -p "$stage/bin" "$stage/share/layoutlint" "$stage/share/doc/layoutlint/licenses"
install -m 755 "$bin_path/layoutlint" "$stage/bin/layoutlint"
cp -R Fonts "$stage/share/layoutlint/Fonts"
cp README.md CHANGELOG.md "$stage/share/doc/layoutlint/"

# Licenses: the fonts' (OFL, Apache-2.0) and those of the packages compiled into the binary.
cp Fonts/OFL.txt Fonts/Apache-2.0.txt "$stage/share/doc/layoutlint/licenses/"
for checkout in .build/checkouts/*; do
    [ -d "$checkout" ] || continue
    for license in "$checkout"/LICENSE* "$checkout"/COPYING* "$checkout"/NOTICE*; do
        [ -f "$license" ] || continue
        mkdir -p "$stage/share/doc/layoutlint/licenses/$(basename "$checkout")"
        cp "$license" "$stage/share/doc/layoutlint/licenses/$(basename "$checkout")/"
    done
done

# The system libraries the binary loads, and the packages that hold them.
runtime="$stage/share/doc/layoutlint/RUNTIME"
{
    echo "layoutlint $version ($os $arch) loads these system libraries at run time:"
    if [ "$os" = linux ]; then
        libs=$(ldd "$stage/bin/layoutlint" | awk '$2 == "=>" && $3 ~ /^\// { print $3 }' | sort -u)
        echo "$libs" | sed 's/^/  /'
        if command -v dpkg-query >/dev/null 2>&1; then
            echo "Debian/Ubuntu packages (apt-get install …):"
            for lib in $libs; do dpkg-query -S "$(readlink -f "$lib")" 2>/dev/null || dpkg-query -S "$lib" 2>/dev/null || true; done \
                | cut -d: -f1 | sort -u | sed 's/^/  /'
        fi
    else
        otool -L "$stage/bin/layoutlint" | awk 'NR > 1 { print "  " $1 }'
        echo "Homebrew formulae: harfbuzz freetype icu4c (brew install harfbuzz freetype icu4c)"
    fi
} > "$runtime"
cat "$runtime"

mkdir -p "$out"
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}
if tar --version 2>/dev/null | grep -q GNU; then
    tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C .build/dist -cf - "$name" | gzip -n > "$out/$name.tar.gz"
else
    tar -C .build/dist -cf - "$name" | gzip -n > "$out/$name.tar.gz"
fi
(cd "$out" && if command -v sha256sum >/dev/null 2>&1; then sha256sum "$name.tar.gz"; else shasum -a 256 "$name.tar.gz"; fi) > "$out/$name.tar.gz.sha256"
echo "wrote $out/$name.tar.gz ($(du -h "$out/$name.tar.gz" | cut -f1))"
