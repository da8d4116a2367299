# The two commands a new user runs: `make demo` and `make test`.
# Both install missing system packages first (apt-get, through sudo when not root).

SWIFT ?= swift
OUT ?= out

.PHONY: setup build demo test example sanitize clean fuzz

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

# The whole suite under AddressSanitizer, then under UndefinedBehaviorSanitizer, each in a
# build directory of its own so that neither rebuilds the other's objects or the plain build's.
# LeakSanitizer stays on, but for two leaks inside the toolchain's own libraries: XCTest's test
# runner and Foundation's Process.run. Swift has no UndefinedBehaviorSanitizer on Linux
# (`--sanitize=undefined` is refused), so the second run instruments the C targets, where the
# kernels are, and links the sanitizer's runtime; undefined behaviour stops it at the first report.
LEAKS = .build-asan/toolchain-leaks.supp
sanitize: setup
	@mkdir -p .build-asan
	@printf 'leak:XCTMainMisc\nleak:Foundation7ProcessC3run\n' > $(LEAKS)
	LSAN_OPTIONS=suppressions=$(CURDIR)/$(LEAKS) $(SWIFT) test --sanitize=address --scratch-path .build-asan
	$(SWIFT) test --scratch-path .build-ubsan -Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=all \
		-Xswiftc -Xclang-linker -Xswiftc -fsanitize=undefined

clean:
.PHONY: setup build demo test example sanitize clean fuzz
