# Homebrew formula. This repository is its own tap (formulae in Formula/), and current Homebrew installs
# formulae only from a tap (a formula file's path is refused):
#   brew tap layoutlint/layoutlint https://github.com/layoutlint/layoutlint
#   brew install --HEAD layoutlint/layoutlint/layoutlint
# From a checkout: `brew tap layoutlint/local "$PWD"` and `brew install --HEAD layoutlint/local/layoutlint`.
# It does what `make install` does: a release build of the `layoutlint` product and the bundled fonts under
# share/layoutlint/Fonts, where the binary finds them.
class Layoutlint < Formula
  desc "Localization layout linter: lays out every translation with real fonts"
  homepage "https://github.com/layoutlint/layoutlint"
  head "https://github.com/layoutlint/layoutlint.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on "freetype"
  depends_on "harfbuzz"
  depends_on "icu4c" # an alias of the newest icu4c@NN formula

  on_linux do
    depends_on "swift" => :build
  end

  on_macos do
    depends_on xcode: ["16.0", :build] # Swift 6
    depends_on macos: :sequoia         # Package.swift: platforms macOS 15
  end

  def install
    # icu4c is keg-only: its headers and libraries are passed to the C shim explicitly.
    icu = Formula["icu4c"]
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "layoutlint",
           "-Xcc", "-I#{icu.opt_include}", "-Xlinker", "-L#{icu.opt_lib}"
    bin.install ".build/release/layoutlint"
    (share/"layoutlint").install "Fonts"
  end

  test do
    assert_match(/^\d+\.\d+\.\d+$/, shell_output("#{bin}/layoutlint version"))
    output = shell_output("#{bin}/layoutlint measure 'Überspringen' --locale de --size 17 --width 64 --max-lines 1")
    assert_match "TRUNCATED", output
  end
end
