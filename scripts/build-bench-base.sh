#!/usr/bin/env bash
# Builds stratad (release) as it was at a git revision, for `make bench-daemon
# BENCH_BASE=REV`, which measures it in the same rounds as the working tree's: the
# numbers before and after a change from one command. The revision's tree goes to
# DIR/src (git archive: committed files only), its build to DIR/build, kept between runs
# so a second comparison builds incrementally. Prints the stratad path last.
# Usage: scripts/build-bench-base.sh REV DIR
set -euo pipefail

rev="$1"
dir="$2"
swift="${SWIFT:-swift}"
commit="$(git rev-parse --verify "$rev^{commit}")"
rm -rf "$dir/src"
mkdir -p "$dir/src" "$dir/build"
git archive --format=tar "$commit" | tar -x -C "$dir/src"
# The same dependency versions as the working tree, when it has resolved them.
if [ -f Package.resolved ]; then cp Package.resolved "$dir/src/"; fi
echo "Building stratad at $rev ($commit) in $dir" >&2
"$swift" build -c release --product stratad --package-path "$dir/src" --build-path "$dir/build" >&2
echo "$("$swift" build -c release --package-path "$dir/src" --build-path "$dir/build" --show-bin-path)/stratad"
