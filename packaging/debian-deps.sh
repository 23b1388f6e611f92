#!/bin/sh
# Installs the Debian packages given as arguments (the Qt runtime libraries, swig...) when some are missing.
# As root on Debian/Ubuntu it runs apt-get; otherwise it prints the exact command to run and stops.
missing=""
if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "Not a Debian-like system: make sure these are installed: $*"
    exit 0
fi
for pkg in "$@"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null)
    case "$status" in
        *"ok installed"*) ;;
        *) missing="$missing $pkg" ;;
    esac
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing missing Debian packages:$missing"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing
    exit $?
fi
echo "These Debian packages are missing. Run:"
echo "    sudo apt-get install -y$missing"
echo "then run make again."
exit 1
