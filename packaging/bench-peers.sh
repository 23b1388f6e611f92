#!/bin/sh
# Installs the peer libraries benchmarks/geometry.py times Tabletop against, into the given virtual
# environment (default .venv). They are benchmark-only: neither the app nor the tests import them, so a
# failure here is reported and the benchmark still runs (it prints "not installed, not timed" instead).
#   pyvisgraph: shortest paths; imports tqdm without declaring it, so tqdm is installed beside it.
#   VisiLibity: visibility polygons; builds from its sdist, which needs Debian's swig and a C++ compiler.
VENV=${1:-.venv}
PIP="$VENV/bin/python -m pip"
here=$(dirname "$0")

if $VENV/bin/python -c "import pyvisgraph, tqdm" 2>/dev/null; then
    :
elif $PIP install --quiet tqdm pyvisgraph; then
    echo "bench peers: pyvisgraph installed"
else
    echo "bench peers: could not install pyvisgraph; shortest paths will not be compared with it"
fi

if $VENV/bin/python -c "import visilibity" 2>/dev/null; then
    exit 0
fi
if ! command -v swig >/dev/null 2>&1; then
    echo "bench peers: VisiLibity builds with Debian's swig"
    # debian-deps.sh installs as root, or prints the apt-get command to run and fails.
    sh "$here/debian-deps.sh" swig || true
fi
if ! command -v swig >/dev/null 2>&1; then
    echo "bench peers: swig is missing, so VisiLibity cannot build; visibility polygons will not be compared with it"
elif ! command -v c++ >/dev/null 2>&1; then
    echo "bench peers: no C++ compiler (apt-get install g++), so VisiLibity cannot build; not compared with it"
elif $PIP install --quiet VisiLibity; then
    echo "bench peers: VisiLibity installed"
else
    echo "bench peers: could not build VisiLibity; visibility polygons will not be compared with it"
fi
exit 0
