#!/usr/bin/env bash
# Installs Strata from already built binaries (what `make install` runs after its
# release build; the install test runs it on the debug build):
#
#   scripts/install.sh BIN_PATH PREFIX [DESTDIR]
#
# BIN_PATH holds stratad, strata and strata-port. Installs, under DESTDIR/PREFIX:
#   bin/stratad, bin/strata, bin/strata-port
#   share/dbus-1/interfaces/org.strata.*.xml        the protocol, for other clients
#   share/dbus-1/services/org.strata.Compositor1.service   bus activation
#   lib/systemd/user/stratad.service                 the user unit
#   share/man/man8/stratad.8, share/man/man1/strata.1, strata-port.1   (help2man)
#   share/bash-completion/completions/, share/zsh/site-functions/,
#   share/fish/vendor_completions.d/                 completions for stratad and strata
#   share/doc/strata/LICENSE, README.md
# The service file and the unit name PREFIX/bin (not DESTDIR): where the files end up.
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: scripts/install.sh BIN_PATH PREFIX [DESTDIR]" >&2
  exit 2
fi
BIN="$1"
PREFIX="$2"
DESTDIR="${3:-}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
bindir="$PREFIX/bin"
datadir="$PREFIX/share"
out() { echo "$DESTDIR$1"; }

install -d "$(out "$bindir")"
for exe in stratad strata strata-port; do
  install -m 755 "$BIN/$exe" "$(out "$bindir")/$exe"
done

install -d "$(out "$datadir/dbus-1/interfaces")" "$(out "$datadir/dbus-1/services")" "$(out "$PREFIX/lib/systemd/user")"
install -m 644 "$ROOT"/protocol/StrataProtocol/xml/*.xml "$(out "$datadir/dbus-1/interfaces")/"
sed "s|@bindir@|$bindir|g" "$ROOT/daemon/dist/dbus-1/services/org.strata.Compositor1.service.in" \
  > "$(out "$datadir/dbus-1/services")/org.strata.Compositor1.service"
sed "s|@bindir@|$bindir|g" "$ROOT/daemon/dist/systemd/user/stratad.service.in" \
  > "$(out "$PREFIX/lib/systemd/user")/stratad.service"

if command -v help2man > /dev/null; then
  install -d "$(out "$datadir/man/man8")" "$(out "$datadir/man/man1")"
  help2man --no-info --section 8 --name "the Strata compositor daemon" "$BIN/stratad" \
    > "$(out "$datadir/man/man8")/stratad.8"
  help2man --no-info --section 1 --name "inspect and drive a running Strata compositor" "$BIN/strata" \
    > "$(out "$datadir/man/man1")/strata.1"
  help2man --no-info --section 1 --name "port UIKit-style Swift sources to ClientKit" "$BIN/strata-port" \
    > "$(out "$datadir/man/man1")/strata-port.1"
else
  echo "help2man is not installed: no man pages (apt-get install help2man)" >&2
fi

install -d "$(out "$datadir/bash-completion/completions")" "$(out "$datadir/zsh/site-functions")" \
  "$(out "$datadir/fish/vendor_completions.d")"
for exe in stratad strata; do
  "$BIN/$exe" --generate-completion-script bash > "$(out "$datadir/bash-completion/completions")/$exe"
  "$BIN/$exe" --generate-completion-script zsh > "$(out "$datadir/zsh/site-functions")/_$exe"
  "$BIN/$exe" --generate-completion-script fish > "$(out "$datadir/fish/vendor_completions.d")/$exe.fish"
done

install -d "$(out "$datadir/doc/strata")"
install -m 644 "$ROOT/LICENSE" "$ROOT/README.md" "$(out "$datadir/doc/strata")/"
echo "installed Strata under $DESTDIR$PREFIX"
