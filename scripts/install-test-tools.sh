#!/usr/bin/env bash
# Creates the Python virtual environment with the tests' independent VNC client
# (vncdotool, from PyPI) at .build/test-venv, unless it is already there.
# Usage: scripts/install-test-tools.sh [VENV_DIR]
set -euo pipefail

VENV="${1:-$(dirname "$0")/../.build/test-venv}"
VNCDOTOOL_VERSION="1.4.2"

if [ -x "$VENV/bin/vncdo" ]; then exit 0; fi
echo "Creating $VENV with vncdotool $VNCDOTOOL_VERSION (the tests' VNC viewer)"
mkdir -p "$(dirname "$VENV")"
/usr/bin/python3 -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check "vncdotool==$VNCDOTOOL_VERSION"
