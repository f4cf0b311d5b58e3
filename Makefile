# The two commands: `make demo` runs the demo, `make test` runs the tests.
# Both install the Debian packages they need first (scripts/install-deps.sh).

SWIFT ?= swift
OUT ?= out

.PHONY: all deps build test test-tools demo bench bench-daemon profile-frame soak clean fuzz fuzz-build fuzz-smoke port install

all: build

deps:
	@scripts/install-deps.sh

# Examples/HelloApp is a package of its own (an app outside the repository, depending on
# it by path); it is built here, with its UI tests, and ExampleAppTests runs both.
build: deps
	$(SWIFT) build --build-tests
	$(SWIFT) build --package-path Examples/HelloApp --build-path .build-examples --build-tests

# Tests find executables through STRATA_BIN_PATH and never build anything themselves.
# test-tools: vncdotool and kiwisolver (PyPI) in .build/test-venv: the VNC backend tests'
# viewer, and the reference solver LayoutSolverTests (and make bench) compare with.
# Every fuzz target runs briefly first, so a regression there fails too; the XCTest
# suites run last (their summary closes the output).
test: build test-tools
	$(MAKE) --no-print-directory fuzz-smoke
	STRATA_BIN_PATH="$$($(SWIFT) build --show-bin-path)" $(SWIFT) test --skip-build --disable-swift-testing

# Fuzzing (Fuzz/): libFuzzer with AddressSanitizer, in its own build directory.
# `make fuzz` runs each target FUZZ_SECONDS on a scratch copy of its seed corpus;
# reproducers of crashes go to $(OUT)/fuzz/TARGET/.
FUZZ_TARGETS = fuzz-dbus-values fuzz-peer-transport fuzz-buffer-layout fuzz-damage-geometry fuzz-compositor-requests fuzz-rfb-viewer
FUZZ_SECONDS ?= 60
FUZZ_SMOKE_SECONDS ?= 5
# The smoke run (part of make test) starts from a fixed seed, so a test run is
# repeatable; make fuzz draws a new seed each time, to find new inputs.
FUZZ_SMOKE_SEED ?= 1
FUZZ_BUILD ?= .build-fuzz
FUZZ_SANITIZE ?= fuzzer,address

# (bash for PIPESTATUS: ld.gold warns about every ASan symbol it cannot export; those lines are dropped.)
fuzz-build: SHELL := /bin/bash
fuzz-build: deps
	@for target in $(FUZZ_TARGETS); do \
	  $(SWIFT) build -c debug --build-path $(FUZZ_BUILD) --product $$target \
	    -Xswiftc -sanitize=$(FUZZ_SANITIZE) 2>&1 | grep -v "Cannot export local symbol" ; \
	  test $${PIPESTATUS[0]} -eq 0 || exit 1; \
	done

fuzz: fuzz-build
	Fuzz/run-fuzzers.sh "$$($(SWIFT) build -c debug --build-path $(FUZZ_BUILD) --show-bin-path)" \
	  $(FUZZ_SECONDS) "$(OUT)/fuzz" $(FUZZ_TARGETS)

fuzz-smoke: fuzz-build
	FUZZ_SEED=$(FUZZ_SMOKE_SEED) Fuzz/run-fuzzers.sh "$$($(SWIFT) build -c debug --build-path $(FUZZ_BUILD) --show-bin-path)" \
	  $(FUZZ_SMOKE_SECONDS) "$(OUT)/fuzz-smoke" $(FUZZ_TARGETS)

# strata-port, the migration tool: make port ARGS="[--dry-run] [--output DIR] PATH…"
# (README, "Porting with strata-port"). It needs no Debian packages.
port:
	$(SWIFT) build --product strata-port
	"$$($(SWIFT) build --show-bin-path)/strata-port" $(ARGS)

test-tools: deps
	@scripts/install-test-tools.sh || echo "vncdotool or kiwisolver could not be installed: the tests that need them will say so and skip"

# The demo: a private bus, stratad (headless), three ClientKit apps in their own
# processes, a scripted session of taps, drags and keys; screenshots and logs in $(OUT)/demo.
# BACKEND=x11 (a window on $$DISPLAY) or BACKEND=vnc (a VNC server on 127.0.0.1:5900)
# runs the same session live and keeps the apps running until Ctrl-C.
BACKEND ?= headless
demo: deps
	$(SWIFT) build
	"$$($(SWIFT) build --show-bin-path)/strata-demo" "$(OUT)/demo" "$(BACKEND)"

# The soak: 1,000 app processes killed at random points; the daemon's fds, mappings
# and memory must stay flat and no window may be left (make test runs 200).
soak: build
	STRATA_SOAK_CLIENTS=1000 STRATA_BIN_PATH="$$($(SWIFT) build --show-bin-path)" \
		$(SWIFT) test --skip-build --disable-swift-testing --filter SoakTests

# Benchmarks (release build): ClientKit figures beside raw pixman baselines, and the
# constraint solver beside kiwisolver (from test-tools' venv); D-Bus round trips to
# stratad beside a raw dbus-daemon round trip; the X11 and VNC output paths beside raw
# xcb_shm_put_image and memcpy of the same areas.
bench: deps test-tools
	$(SWIFT) run -c release clientkit-bench
	$(SWIFT) build -c release --product stratad
	/usr/bin/python3 scripts/bench-roundtrip.py "$$($(SWIFT) build -c release --show-bin-path)"
	$(SWIFT) run -c release strata-output-bench

# stratad beside Weston (headless, pixman renderer; installed here if missing) on the scenes
# of issue 18, interleaved, a few rounds: CPU per repaint of each compositor (and of the
# bus daemon), frames per second, composited pixels beside the clients' damage, the raw
# pixman floor of the same repaint, the one-window and big-client frame paths done by C alone over a raw
# socket and over libdbus (strata-frame-floor), fairness at 256 clients, CPU per injected touch
# beside a plain C libdbus process (scripts/bench-daemon.py --help; BENCH_ARGS="--rounds 5").
# BENCH_BASE=REV (e.g. main) also builds stratad at that revision (.build-bench-base) and
# measures it in the same rounds: before and after a change, from one command.
BENCH_ARGS ?= --markdown
BENCH_BASE ?=
bench-daemon: deps
	@scripts/install-bench-deps.sh || echo "weston could not be installed: stratad is measured alone"
	$(SWIFT) build -c release --product stratad
	$(SWIFT) build -c release --product strata-frame-client
	$(SWIFT) build -c release --product strata-pixman-floor
	$(SWIFT) build -c release --product strata-bus-echo
	$(SWIFT) build -c release --product strata-frame-floor
	@bin="$$($(SWIFT) build -c release --show-bin-path)"; \
	if [ -n "$(BENCH_BASE)" ]; then \
	  base="$$(SWIFT=$(SWIFT) scripts/build-bench-base.sh "$(BENCH_BASE)" .build-bench-base)" || exit 1; \
	  /usr/bin/python3 scripts/bench-daemon.py "$$bin" --base-stratad "$$base" --base-label "at $(BENCH_BASE)" $(BENCH_ARGS); \
	else \
	  /usr/bin/python3 scripts/bench-daemon.py "$$bin" $(BENCH_ARGS); \
	fi

# One scene of bench-daemon counted under callgrind instead of timed (scripts/profile-frame.py):
# instructions per repaint, outside pixman too, and the code lines every frame runs — the
# figures that stay put between runs where wall-clock time moves. SCENE=shm|four|big|eight|many.
SCENE ?= big
profile-frame: deps
	@command -v valgrind >/dev/null || { echo "Installing Debian package: valgrind"; \
	  $$( [ "$$(id -u)" -ne 0 ] && echo sudo ) apt-get install -y -qq --no-install-recommends valgrind; }
	$(SWIFT) build -c release --product stratad
	$(SWIFT) build -c release --product strata-frame-client
	/usr/bin/python3 scripts/profile-frame.py "$$($(SWIFT) build -c release --show-bin-path)" --scene $(SCENE)

# Installs the release build: make install [PREFIX=/usr/local] [DESTDIR=]  (scripts/install.sh
# says what goes where; the D-Bus service file and the systemd unit name PREFIX/bin).
PREFIX ?= /usr/local
DESTDIR ?=
install: deps
	$(SWIFT) build -c release --product stratad
	$(SWIFT) build -c release --product strata
	$(SWIFT) build -c release --product strata-port
	scripts/install.sh "$$($(SWIFT) build -c release --show-bin-path)" "$(PREFIX)" "$(DESTDIR)"

clean:
	rm -rf .build $(FUZZ_BUILD) $(OUT)
