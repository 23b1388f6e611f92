#!/bin/sh
# Removes what install.sh installed, and nothing else: the folder ~/.local/lib/tabletop, the command
# ~/.local/bin/tabletop (when it is install.sh's link), the menu entry, the icon and the file types, and the pictures
# of the samples the home page keeps in the cache (~/.cache/tabletop: drawn again if Tabletop comes back). The book,
# the settings (~/.config/Tabletop), the house rules (~/.config/tabletop/rules) and the user's files stay. Folders are removed only when this leaves them empty, and the desktop's
# generated indexes (the MIME database, the menu's MIME cache) only when no other definition is left in them.
set -eu
data=${XDG_DATA_HOME:-$HOME/.local/share}
cache=${XDG_CACHE_HOME:-$HOME/.cache}
config=${XDG_CONFIG_HOME:-$HOME/.config}
app="$HOME/.local/lib/tabletop"
link="$HOME/.local/bin/tabletop"
if [ -L "$link" ] && [ "$(readlink "$link")" = "$app/tabletop" ]; then
    rm -f "$link"
fi
rm -rf "$cache/tabletop"
rm -f "$data/applications/tabletop.desktop" "$data/icons/hicolor/scalable/apps/tabletop.svg" \
    "$data/mime/packages/tabletop.xml"
if [ -d "$data/mime/packages" ] && [ -z "$(ls -A "$data/mime/packages")" ]; then
    # Only our definition made this database: everything else in it was generated from it.
    rm -rf "$data/mime"
elif [ -d "$data/mime" ] && command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$data/mime" || true
fi
if [ -d "$data/applications" ]; then
    if [ -z "$(find "$data/applications" -name '*.desktop' -print -quit)" ]; then
        rm -f "$data/applications/mimeinfo.cache"
    elif command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$data/applications" || true
    fi
fi
# Run from inside the installed folder, the shell keeps reading this script: it is removed last.
rm -rf "$app"
for dir in "$HOME/.local/bin" "$HOME/.local/lib" "$data/applications" "$data/icons/hicolor/scalable/apps" \
        "$data/icons/hicolor/scalable" "$data/icons/hicolor" "$data/icons" "$data" "$HOME/.local" "$cache"; do
    rmdir "$dir" 2>/dev/null || true
done
echo "Tabletop is uninstalled; the book, the settings and the house rules are kept ($data/tabletop, $config/Tabletop, $config/tabletop/rules)."
