#!/usr/bin/env bash
# Installs what `make bench-daemon` compares stratad with: Weston (the Debian package
# `weston` ships the compositor, its headless backend with the pixman renderer, and the
# demo clients weston-simple-shm and weston-simple-damage). Skips apt when it is there;
# when it cannot be installed the benchmark says so and measures stratad alone.
set -euo pipefail

if dpkg-query -W -f='${Status}' weston 2>/dev/null | grep -q "install ok installed"; then exit 0; fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing Debian package: weston (the benchmark's baseline compositor)"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends weston
