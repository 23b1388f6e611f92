#!/bin/sh
# Adds Tabletop to this user's application menu: the desktop entry (started from this checkout's
# .venv, which `make run` creates) and the icon, under $XDG_DATA_HOME (default ~/.local/share).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
checkout=$(dirname "$here")
exe="$checkout/.venv/bin/tabletop"
if [ ! -x "$exe" ]; then
    echo "$exe is missing: run 'make run' once first, then this script again."
    exit 1
fi
data=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$data/applications" "$data/icons/hicolor/scalable/apps"
# The entry says "tabletop"; the menu has no .venv on its PATH, so it gets the full path.
sed "s|^Exec=tabletop |Exec=\"$exe\" |" "$here/tabletop.desktop" > "$data/applications/tabletop.desktop"
cp "$checkout/ui/tabletop.svg" "$data/icons/hicolor/scalable/apps/tabletop.svg"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$data/applications" || true
fi
echo "Tabletop is in the applications menu: $data/applications/tabletop.desktop"
