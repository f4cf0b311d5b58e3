# The two commands: `make demo` runs the demo, `make test` runs the tests.
# Both install the Debian packages they need first (scripts/install-deps.sh).

SWIFT ?= swift
OUT ?= out

.PHONY: all deps build test demo clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build --build-tests

# Tests find executables through STRATA_BIN_PATH and never build anything themselves.
test: build
	STRATA_BIN_PATH="$$($(SWIFT) build --show-bin-path)" $(SWIFT) test --skip-build --disable-swift-testing

# Until the demo apps arrive, the demo is the foundations smoke check: a buffer
# passed over a private bus and composited by pixman, written as a PNG.
demo: deps
	$(SWIFT) build --product strata-smoke
	"$$($(SWIFT) build --show-bin-path)/strata-smoke" "$(OUT)"

clean:
	rm -rf .build $(OUT)
