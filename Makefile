# Two commands for a newcomer: `make run` (set up, then start the app on a sample scenario)
# and `make test` (set up, then the whole test suite headless). Both work on a fresh Debian 12.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
SAMPLE ?= scenarios/bank-job.geojson
# Debian libraries Qt needs offscreen (tests) and on a real X display (the app).
QT_DEBS_OFFSCREEN := libglib2.0-0 libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-dejavu-core
QT_DEBS_X11 := libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
	libxcb-shape0 libxcb-util1 libxcb-xkb1 libxkbcommon-x11-0

.PHONY: run test setup debs-offscreen debs-x11 bench lint clean translations

run: setup debs-x11
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ] && [ -z "$$QT_QPA_PLATFORM" ]; then \
		echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset)."; \
		echo "Run this from a desktop session, or try: xvfb-run -a make run"; exit 1; fi
	$(VENV)/bin/tabletop $(SAMPLE)

test: setup debs-offscreen
	QT_QPA_PLATFORM=offscreen sh packaging/test-postgres.sh $(PY) -m pytest -q

setup: $(VENV)/.installed

$(VENV)/.installed: pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV) || { \
		echo "Could not create a virtual environment: install python3-venv (sudo apt-get install python3-venv)"; exit 1; }
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	@touch $@

debs-offscreen:
	@sh packaging/debian-deps.sh $(QT_DEBS_OFFSCREEN)

debs-x11:
	@sh packaging/debian-deps.sh $(QT_DEBS_OFFSCREEN) $(QT_DEBS_X11)

# The peer libraries the benchmark compares against (pyvisgraph, VisiLibity) are installed here only: the app
# and the tests never need them, and the benchmark still runs without them. BENCH_ARGS="--json --skip-slow-peers".
bench: setup
	@sh packaging/bench-peers.sh $(VENV)
	QT_QPA_PLATFORM=offscreen $(PY) benchmarks/geometry.py $(BENCH_ARGS)

# Refresh the translation sources from the code (lupdate for ui/, Babel for tabletop/) and compile them;
# the compiled .qm/.mo are committed, and tests/test_translations.py fails when they fall behind.
translations: setup
	$(PY) packaging/translations.py

lint: setup
	$(VENV)/bin/lint-imports

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
