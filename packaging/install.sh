#!/bin/sh
# Installs this Tabletop folder for the current user, without root: the folder under ~/.local/lib/tabletop, the
# command ~/.local/bin/tabletop, the applications menu entry and its icon, and the file types Tabletop opens (saved
# games, plays, scenario maps), so that a double-click in the file manager opens them. uninstall.sh removes exactly
# these. Shipped at the top of the desktop bundle (packaging/tabletop.spec).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
app="$HOME/.local/lib/tabletop"
link="$HOME/.local/bin/tabletop"
if [ ! -x "$here/tabletop" ] || [ ! -d "$here/_internal/desktop" ]; then
    echo "install.sh: run it from the unpacked Tabletop folder (tabletop and _internal/ beside it)." >&2
    exit 1
fi
if [ "$here" != "$app" ]; then
    rm -rf "$app.new"
    mkdir -p "$(dirname "$app")"
    cp -R "$here" "$app.new"
    rm -rf "$app"
    mv "$app.new" "$app"
fi
mkdir -p "$(dirname "$link")" "$data/applications" "$data/icons/hicolor/scalable/apps" "$data/mime/packages"
ln -sfn "$app/tabletop" "$link"
# The menu does not read the user's PATH: the entry names the command by its full path, as one quoted argument
# escaped as the Desktop Entry specification asks: inside the quotes \ " ` $ take a backslash, every backslash is
# then doubled (the string escape of a value), and % is written %% (it starts a field code). The lines are copied
# by the shell, not by sed, so that no character of HOME (& | \) can reach a sed expression.
case "$link" in
    *"
"*) echo "install.sh: your home folder's name holds a line break, which a menu entry cannot name." >&2; exit 1 ;;
esac
quoted=$(printf '%s\n' "$link" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        "Exec=tabletop "*) printf 'Exec="%s" %s\n' "$quoted" "${line#Exec=tabletop }" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$app/_internal/desktop/tabletop.desktop" > "$data/applications/tabletop.desktop"
cp "$app/_internal/ui/tabletop.svg" "$data/icons/hicolor/scalable/apps/tabletop.svg"
cp "$app/_internal/desktop/tabletop-mime.xml" "$data/mime/packages/tabletop.xml"
if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$data/mime" || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$data/applications" || true
fi
echo "Tabletop $("$app/tabletop" --version | cut -d' ' -f2) is installed: in the applications menu, and as $link"
case ":$PATH:" in
    *":$HOME/.local/bin:"*) ;;
    *) echo "(~/.local/bin is not on your PATH: the menu entry works; a terminal needs $link in full)" ;;
esac
