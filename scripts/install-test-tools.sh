#!/usr/bin/env bash
# Creates the Python virtual environment with the tests' independent tools from PyPI at
# .build/test-venv: vncdotool (the VNC backend tests' viewer) and kiwisolver (the C++
# Cassowary solver LayoutSolverTests and `make bench` compare ours with). Installs only
# what is missing, so it is cheap to run every time.
# Usage: scripts/install-test-tools.sh [VENV_DIR]
set -euo pipefail

VENV="${1:-$(dirname "$0")/../.build/test-venv}"
VNCDOTOOL_VERSION="1.4.2"
KIWISOLVER_VERSION="1.4.9"

if [ ! -x "$VENV/bin/python" ]; then
  echo "Creating $VENV (the tests' Python tools)"
  mkdir -p "$(dirname "$VENV")"
  /usr/bin/python3 -m venv "$VENV"
fi
install() {
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "$1"
}
if [ ! -x "$VENV/bin/vncdo" ]; then
  echo "Installing vncdotool $VNCDOTOOL_VERSION into $VENV (the tests' VNC viewer)"
  install "vncdotool==$VNCDOTOOL_VERSION"
fi
if ! "$VENV/bin/python" -c "import kiwisolver" 2>/dev/null; then
  echo "Installing kiwisolver $KIWISOLVER_VERSION into $VENV (the solver tests' reference)"
  install "kiwisolver==$KIWISOLVER_VERSION"
fi
