# The two commands a new user runs: `make demo` and `make test`.
# Both install missing system packages first (apt-get, through sudo when not root).

SWIFT ?= swift
OUT ?= out

.PHONY: setup build demo test example clean fuzz

setup:
	@./scripts/install-system-packages.sh

build: setup
	$(SWIFT) build -c release

demo: build
	@mkdir -p $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/render-gifs demo --out $(OUT)
	$$($(SWIFT) build -c release --show-bin-path)/render-gifs render Examples/archive.json --format all --out $(OUT)

# The whole suite in debug, then the goldens again in release: the same drawing
# must give the same bytes in both builds.
test: setup
	$(SWIFT) test
	$(SWIFT) test -c release --filter 'GoldenTests|DeterminismTests'
	$(MAKE) example

# The example package: a user's own cell built in Swift, written as custom-cell.gif.
example: setup
	cd Examples/CustomCell && $(SWIFT) run CustomCell && test -s custom-cell.gif

clean:
	rm -rf .build $(OUT)

# Mutation fuzzing of the SVG path, PNG, GIF, scene-file and workloads parsers from the seeds
# in Fuzz/Corpus: FUZZ_RUNS mutations per target (5 targets), in debug (about a minute on 2 cores).
FUZZ_RUNS ?= 250000
.PHONY: fuzz
fuzz: setup
	FUZZ_RUNS=$(FUZZ_RUNS) $(SWIFT) test --filter FuzzTests
