#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages render-gifs builds against, if any is missing.
# Uses apt-get directly as root, through sudo otherwise, and says what to do when neither works.
set -euo pipefail

packages=(pkg-config libpng-dev zlib1g-dev libharfbuzz-dev libgif-dev libfribidi-dev libunibreak-dev libfontconfig-dev fonts-noto-color-emoji fonts-noto-cjk libraqm-dev time chromium chromium-driver python3-selenium)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
  echo "render-gifs needs these system packages: ${missing[*]}." >&2
  echo "This machine has no apt-get: install them with your package manager, then run make again." >&2
  exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
  run=()
elif command -v sudo >/dev/null 2>&1; then
  run=(sudo)
else
  echo "render-gifs needs these system packages: ${missing[*]}." >&2
  echo "You are not root and sudo is not installed: as root, run 'apt-get install ${missing[*]}', then make again." >&2
  exit 1
fi

echo "Installing system packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
"${run[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
