#!/usr/bin/env bash
# Installs the Debian packages Strata needs to build and test, and nothing else:
# apt is skipped entirely when every package is already installed.
set -euo pipefail

PACKAGES=(
  pkg-config
  libdbus-1-dev      # libdbus (the D-Bus wrapper)
  libpixman-1-dev    # pixman (compositing)
  libcairo2-dev      # cairo (ClientKit drawing: CGContext; PNG images)
  libpango1.0-dev    # Pango (ClientKit text layout)
  libturbojpeg0-dev  # libjpeg-turbo's TurboJPEG API (ClientKit: JPEG images)
  fonts-dejavu-core  # fonts for text (stable for reference images)
  fonts-wqy-microhei # CJK fallback font, so Chinese text renders
  dbus-daemon        # private buses for tests and the demo
  dbus-bin           # dbus-monitor (the eavesdropping test; inspecting traffic)
  libglib2.0-bin     # gdbus (tests, inspecting the daemon)
  libglib2.0-dev-bin # gdbus-codegen: checks that the protocol XML documents itself
  systemd            # busctl (tests, inspecting the daemon)
  python3-dbus       # an independent D-Bus client for tests (/usr/bin/python3)
  python3-gi         # its GLib main loop
  gir1.2-pango-1.0   # Pango for Python: the independent renderer of text reference images
  python3-gi-cairo   # cairo for Python (the same)
  libxcb1-dev        # xcb (stratad --backend x11)
  libxcb-shm0-dev    # MIT-SHM for xcb (damage-only presents through shared memory)
  libneatvnc-dev     # neatvnc (stratad --backend vnc)
  libaml-dev         # aml, neatvnc's event loop
  xvfb               # a private X server for the X11 backend's tests
  x11-apps           # xwd: reads the X window's pixels back (tests)
  x11-utils          # xwininfo, for debugging the X11 backend
  xdotool            # clicks and keys through XTEST (tests)
  python3-venv       # the virtual environment holding vncdotool, the tests' VNC viewer
  openssl            # a throwaway TLS certificate for the VNC password test
  help2man           # man pages from --help and --version (make install)
)

missing=()
for package in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing Debian packages: ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
