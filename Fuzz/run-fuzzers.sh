#!/usr/bin/env bash
# Runs each fuzz target for a while on a scratch copy of its seed corpus (the repo's
# corpus is never written to). A crash, leak or timeout fails the run, and its
# reproducer is kept and named.
#
#   Fuzz/run-fuzzers.sh BIN_DIR SECONDS OUT_DIR TARGET...
#
# BIN_DIR holds the targets built with -sanitize=fuzzer (see `make fuzz-build`);
# SECONDS is each target's time; OUT_DIR gets the reproducers (OUT_DIR/TARGET/crash-*)
# and each target's log. Replay one with `BIN_DIR/TARGET FILE`.
set -uo pipefail
cd "$(dirname "$0")/.."

bin_dir=$1 seconds=$2 out_dir=$3
shift 3
mkdir -p "$out_dir"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/strata-fuzz.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# Swift's own crash backtracer would race libFuzzer's report (and can hang under ASan).
export SWIFT_BACKTRACE=enable=no
failed=()
for target in "$@"; do
  corpus="$scratch/$target"
  mkdir -p "$corpus" "$out_dir/$target"
  cp Fuzz/corpus/"$target"/* "$corpus"/
  log="$out_dir/$target/fuzz.log"
  start=$(date +%s)
  "$bin_dir/$target" "$corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      ${FUZZ_SEED:+-seed="$FUZZ_SEED"} \
      -artifact_prefix="$out_dir/$target/" -print_final_stats=1 >"$log" 2>&1
  status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  echo "$target: ${runs:-?} inputs in $(( $(date +%s) - start )) s, exit status $status"
  if [ $status -ne 0 ]; then
    failed+=("$target")
    grep -m1 -E "ERROR: |Fatal error|Precondition failed|overflow" "$log" | sed 's/^/  /'
    # The first frames in this repository's code: where it went wrong.
    grep -m3 -F "$PWD/" "$log" | grep -E "^ +#[0-9]+ " | sed 's/^ */  /' || true
    for artifact in "$out_dir/$target"/crash-* "$out_dir/$target"/leak-* "$out_dir/$target"/timeout-* \
                    "$out_dir/$target"/oom-*; do
      [ -e "$artifact" ] && echo "  reproducer: $artifact (replay: $bin_dir/$target $artifact)"
    done
    echo "  log: $log"
  fi
done

if [ ${#failed[@]} -ne 0 ]; then
  echo "fuzzing failed: ${failed[*]}"
  exit 1
fi
