# layoutlint — two commands do all set-up: `make run` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
DEBIAN_PACKAGES := libharfbuzz-dev libfreetype-dev libicu-dev pkg-config
BREW_PACKAGES := harfbuzz freetype icu4c pkg-config
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps test-deps build run test bench install dist clean screenshot fuzz fuzz-smoke

all: build

# Installs the system libraries that are missing (apt-get on Debian/Ubuntu, Homebrew on macOS).
deps:
	@if [ "$$(uname)" = Darwin ]; then \
		for p in $(BREW_PACKAGES); do brew list --versions $$p >/dev/null 2>&1 || brew install $$p; done; \
	elif command -v apt-get >/dev/null 2>&1; then \
		missing=""; \
		for p in $(DEBIAN_PACKAGES); do \
			dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
		done; \
		if [ -n "$$missing" ]; then \
			echo "installing:$$missing"; \
			$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
		fi; \
	else \
		echo "install $(DEBIAN_PACKAGES) (or their equivalents) with your package manager"; \
	fi

# Tools the tests use besides Swift: python3 with jsonschema (validates layouts against the JSON Schema,
# `--format sarif` output against the official SARIF 2.1.0 schema and `--format codeclimate` against GitLab's
# rules), xmllint (Debian libxml2-utils: `--format junit` against junit-10.xsd, `--format checkstyle`),
# gradle (Debian `gradle`, for the README's Gradle recipe), and headless Chromium (Debian `chromium`) for the
# browser tests of `layoutlint report`. Without Chromium
# those tests fail rather than pass unseen; on macOS point LAYOUTLINT_CHROMIUM at Chrome or Chromium
# (e.g. "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome").
test-deps:
	@if python3 -c "import jsonschema" >/dev/null 2>&1; then :; \
	elif [ "$$(uname)" = Darwin ]; then python3 -m pip install --user jsonschema; \
	elif command -v apt-get >/dev/null 2>&1; then \
		echo "installing: python3-jsonschema (for the schema tests)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-jsonschema; \
	else python3 -m pip install --user jsonschema; fi
	@if command -v xmllint >/dev/null 2>&1; then :; \
	elif [ "$$(uname)" = Darwin ]; then echo "xmllint comes with macOS (/usr/bin/xmllint); install the command line tools"; \
	elif command -v apt-get >/dev/null 2>&1; then \
		echo "installing: libxml2-utils (xmllint, for the JUnit and checkstyle schema tests)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libxml2-utils; \
	else echo "install xmllint (libxml2) with your package manager (the report schema tests need it)"; fi
	@if command -v gradle >/dev/null 2>&1; then :; \
	elif command -v apt-get >/dev/null 2>&1; then \
		echo "installing: gradle (runs the README's Gradle recipe in IntegrationTests)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends gradle; \
	else echo "install gradle to run the README's Gradle recipe in the tests (skipped without it)"; fi
	@if [ -n "$$LAYOUTLINT_CHROMIUM" ] || command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
		|| command -v google-chrome >/dev/null 2>&1; then :; \
	elif [ "$$(uname)" = Darwin ]; then \
		echo "the browser tests need Chromium or Chrome: set LAYOUTLINT_CHROMIUM to its binary"; \
	elif command -v apt-get >/dev/null 2>&1; then \
		echo "installing: chromium (for the report's browser tests)"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium; \
	else \
		echo "install chromium with your package manager (the report's browser tests need it)"; \
	fi

build: deps
	$(SWIFT) build

# Lints the demo app (layouts/ + strings/). It has findings on purpose: exit status 1 is expected there.
run: build
	@"$$($(SWIFT) build --show-bin-path)/layoutlint" check; status=$$?; \
		if [ $$status -gt 1 ]; then exit $$status; fi; \
		echo "(exit status $$status: the demo app has findings on purpose; see layouts/README.md)"


# All tests are XCTest; the empty Swift Testing pass would end the log with "0 tests". Then a short fuzzing
# pass over every reader (fuzz-smoke).
test: deps test-deps
	$(SWIFT) test --disable-swift-testing
	@$(MAKE) --no-print-directory fuzz-smoke

# libFuzzer + AddressSanitizer over every reader (Fuzz/FuzzTargets.swift), FUZZ_SECONDS per target (default
# 60) on a release build; any crash, leak or input slower than 10 s fails it. `make fuzz FUZZ_SECONDS=600`
# is the ten minutes per target of issue 14. Corpora and crashing inputs stay in .build-fuzz/.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_CONFIG=release SWIFT=$(SWIFT) ./scripts/fuzz.sh $(FUZZ_TARGETS)

# CI's smoke pass: a debug build (quicker to compile) and a few seconds per target.
# Apple's Xcode toolchain has no libFuzzer runtime: on macOS this needs a swift.org toolchain (SWIFT=…).
fuzz-smoke: deps
	@if [ "$$(uname)" = Darwin ] && ! $(SWIFT) --version 2>&1 | grep -q swift.org; then \
		echo "fuzz-smoke: skipped (Xcode's Swift has no libFuzzer; set SWIFT to a swift.org toolchain's swift)"; \
	else FUZZ_SECONDS=$${FUZZ_SMOKE_SECONDS:-5} FUZZ_CONFIG=debug SWIFT=$(SWIFT) ./scripts/fuzz.sh; fi

# Regenerates docs/report-screenshot.png: the demo's report, filtered to Thai, in headless Chromium.
screenshot: build test-deps
	@./scripts/report-screenshot.sh "$$($(SWIFT) build --show-bin-path)/layoutlint"

# Ratios measured in one run: Typesetter vs raw hb_shape, a Dynamic Type sweep vs one size, reading
# IceCubes' catalog vs python's json.load, and a whole-app check vs its catalog read on the shared app with
# the most catalog bytes (skipped when ../shared/corpora is absent).
bench: deps
	$(SWIFT) run -c release Benchmarks
	$(SWIFT) run -c release CheckBench
	@./Benchmarks/catalog-bench.sh
	@./Benchmarks/hardening-bench.sh
	@./Benchmarks/android-bench.sh
	@./Benchmarks/report-bench.sh
	@./Benchmarks/autolayout-bench.sh
	@./Benchmarks/app-bench.sh

# Only the `layoutlint` product: not the benchmarks, the fuzz targets or the tests.
install: deps
	$(SWIFT) build -c release --product layoutlint
	install -d $(PREFIX)/bin $(PREFIX)/share/layoutlint
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/layoutlint" $(PREFIX)/bin/layoutlint
	rm -rf $(PREFIX)/share/layoutlint/Fonts
	cp -R Fonts $(PREFIX)/share/layoutlint/Fonts

# A release tarball for machines without Swift (and the GitHub Action's release asset): the binary, Fonts/,
# the licenses, and RUNTIME listing the system packages it loads (HarfBuzz, FreeType, ICU). See scripts/dist.sh.
dist: deps
	SWIFT=$(SWIFT) ./scripts/dist.sh dist

clean:
	rm -rf .build dist
