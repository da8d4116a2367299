# The two commands a new user runs: `make demo` and `make test`.
# Both install missing system packages first (apt-get, through sudo when not root).

SWIFT ?= swift
OUT ?= out

.PHONY: setup build demo test check example browser-test sanitize fuzz fuzz-build clean

setup:
	@./scripts/install-system-packages.sh

build: setup
	$(SWIFT) build -c release

demo: build
	@mkdir -p $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/render-gifs demo --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/render-gifs render Examples/archive.json --format all --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/render-gifs render Examples/chat-list.json --format all --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/render-gifs render Examples/settings-dark.json --format all --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/render-gifs render Examples/rounded-cells.json --format all --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/render-gifs render Examples/expanding-card.json --format all --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/render-gifs render Examples/photo-grid.json --format all --out $(OUT)

# The structural rules first, then the whole suite in debug, then the goldens again in release:
# the same drawing must give the same bytes in both builds. Then the example package and the
# browser tests.
test: setup
	$(MAKE) check
	$(SWIFT) test
	$(SWIFT) test -c release --filter 'GoldenTests|DeterminismTests'
	$(MAKE) example
	$(MAKE) browser-test

# The package's structural rules, from `swift package describe` and the files themselves
# (scripts/check-structure.py): dependencies declared and imported alike, an overview per target
# naming its folders, at most 25 files a folder in Sources/, 450 lines a Swift file, 900 lines of
# command line.
check:
	/usr/bin/python3 scripts/check-structure.py

# The example package: a user's own cell built in Swift, written as custom-cell.gif, and its
# tests, which check the scene's goldens (Examples/CustomCell/Goldens) from swift-testing and XCTest.
example: setup
	cd Examples/CustomCell && $(SWIFT) run CustomCell && test -s custom-cell.gif && $(SWIFT) test

# The golden report and the preview page in headless Chromium, opened from file:// and driven by
# keys, clicks and the range inputs (Tests/Browser/review_pages_test.py); Debian's python3 has
# selenium from python3-selenium. A missing browser, driver or selenium fails, never skips.
# `make browser-test SCREENSHOTS=docs/images` also keeps its screenshots of the two pages.
browser-test: setup
	$(SWIFT) build --product render-gifs
	/usr/bin/python3 Tests/Browser/review_pages_test.py $$($(SWIFT) build --show-bin-path)/render-gifs \
		$(if $(SCREENSHOTS),--screenshots $(SCREENSHOTS))

# The whole suite under AddressSanitizer, then under UndefinedBehaviorSanitizer, each in a
# build directory of its own so that neither rebuilds the other's objects or the plain build's.
# LeakSanitizer stays on, in the test bundle and in the render-gifs processes the end-to-end
# tests start, but for four leaks inside the toolchain's and a dependency's own code: XCTest's
# test runner, Foundation's Process.run, swift-argument-parser's option keys when parsing fails,
# and the buffer Foundation's Data(contentsOf:) reads, when a bad workloads or scene file ends
# the process. Swift has no UndefinedBehaviorSanitizer on Linux
# (`--sanitize=undefined` is refused), so the second run instruments the C targets, where the
# kernels are, and links the sanitizer's runtime; undefined behaviour stops it at the first report.
# Two tests are left out of the AddressSanitizer run: the peak-memory grid, since ASan's shadow
# memory and quarantine add about 400 MiB to every process, and the refusal under `ulimit -v`,
# since ASan reserves its shadow (terabytes of address space) before the tool runs at all.
LEAKS = .build-asan/toolchain-leaks.supp
sanitize: setup
	@mkdir -p .build-asan
	@printf 'leak:XCTMainMisc\nleak:Foundation7ProcessC3run\nleak:ArgumentParser8InputKey\nleak:readBytesFromFile\n' > $(LEAKS)
	LSAN_OPTIONS=suppressions=$(CURDIR)/$(LEAKS):print_suppressions=0 $(SWIFT) test --sanitize=address --scratch-path .build-asan \
		--skip 'PeakMemoryEndToEndTests|aPlanOverUlimitIsNotBlamedOnTheMemoryLimit'
	$(SWIFT) test --scratch-path .build-ubsan -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=all \
		-Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined

# libFuzzer over the parsers of outside bytes: SVG path data, PNG, GIF, scene files, the bench
# workloads file, users' fonts shaped and drawn (HarfBuzz on the bytes, colour glyphs included),
# SVG icon files, and scene files' models evaluated (Fuzz/Package.swift says the method). One instrumented build of the Fuzz package,
# then each target for a fixed number of inputs from its seeds in Fuzz/Corpus/<target>/: 5 million
# in all, about 3 minutes on 2 cores after a 1.5-minute build. New corpus entries go to a scratch
# folder listed first, so the repository's seeds are only read. A crash stops make and leaves its
# input as $(FUZZ_DIR)/<target>-crash-*: fix it, then keep it in Fuzz/Regressions/<target>/.
#
# `--sanitize=fuzzer` tells SwiftPM that libFuzzer supplies `main`; the instrumentation comes from
# the single `-sanitize=fuzzer,address`, because swiftc keeps only the last of several -sanitize
# flags and SwiftPM's own `--sanitize=fuzzer --sanitize=address` come in no fixed order.
FUZZ_TARGETS = svg-path png gif scene-file workloads font svg-icon scene-model
FUZZ_DIR = .build-fuzz
FUZZ_BUILD = $(SWIFT) build --package-path Fuzz -c release --sanitize=fuzzer \
	-Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=fuzzer-no-link,address
FUZZ_RUNS = 1000000
FUZZ_MAX_LEN_svg-path = 1024
FUZZ_MAX_LEN_png = 8192
FUZZ_MAX_LEN_gif = 4096
FUZZ_MAX_LEN_scene-file = 8192
FUZZ_MAX_LEN_workloads = 4096
FUZZ_MAX_LEN_font = 16384
FUZZ_MAX_LEN_svg-icon = 4096
FUZZ_MAX_LEN_scene-model = 16384

fuzz: $(addprefix fuzz-,$(FUZZ_TARGETS))

fuzz-build: setup
	$(FUZZ_BUILD)

# The Swift runtime's backtracer is off: libFuzzer reports the crash and writes its input.
fuzz-%: fuzz-build
	@rm -rf $(FUZZ_DIR)/corpus/$* && mkdir -p $(FUZZ_DIR)/corpus/$*
	SWIFT_BACKTRACE=enable=no $$($(FUZZ_BUILD) --show-bin-path)/fuzz-$* $(FUZZ_DIR)/corpus/$* Fuzz/Corpus/$* \
		-dict=Fuzz/Dictionaries/$*.dict -runs=$(FUZZ_RUNS) -max_len=$(FUZZ_MAX_LEN_$*) \
		-rss_limit_mb=2048 -timeout=10 -seed=1 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/$*-

clean:
	rm -rf .build .build-asan .build-ubsan $(FUZZ_DIR) Fuzz/.build $(OUT)
