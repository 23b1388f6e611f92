# Two commands for a newcomer: `make run` (set up, then start the app on a sample scenario)
# and `make test` (set up, then the whole test suite headless). Both work on a fresh Debian 12.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
LOCKS := requirements/build.txt requirements/test.txt
UV_COMPILE := $(VENV)/bin/uv pip compile --universal --python-version 3.11 --generate-hashes --quiet \
	--custom-compile-command "make lock"
# Every core works (pytest-xdist), and the ten slowest tests are named at the end so the figure stays watched.
# A worker that crashes (a segfault in Qt, a test's timeout) is not replaced: under --dist loadgroup the run then waited
# for ever for the tests that worker held; with --max-worker-restart=0 it fails, naming the test that was running.
PYTEST_ARGS ?= -q -n auto --dist loadgroup --max-worker-restart=0 --durations=10
# Python keeps each module's compiled code (__pycache__) even where the environment says not to
# (PYTHONDONTWRITEBYTECODE, set in many containers): the suite's workers and the dozens of processes its tests start
# would otherwise compile every module of tabletop, ui and tests again, and pytest rewrite every test's assertions.
TEST_ENV := env -u PYTHONDONTWRITEBYTECODE QT_QPA_PLATFORM=offscreen
SAMPLE ?= tabletop/samples/bank-job.geojson
# Debian libraries Qt needs offscreen (tests) and on a real X display (the app).
QT_DEBS_OFFSCREEN := libglib2.0-0 libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 fonts-dejavu-core
# The phones' pages are tested in a real browser (tests/phones/test_browser.py): Debian's Chromium, driven by
# Playwright through its executable_path (Playwright never downloads a browser of its own here).
BROWSER_DEBS := chromium
QT_DEBS_X11 := libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
	libxcb-shape0 libxcb-util1 libxcb-xkb1 libxkbcommon-x11-0

.PHONY: run test test-latest lock setup debs-offscreen debs-browser debs-x11 bench lint clean translations bundle

run: setup debs-x11
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ] && [ -z "$$QT_QPA_PLATFORM" ]; then \
		echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset)."; \
		echo "Run this from a desktop session, or try: xvfb-run -a make run"; exit 1; fi
	$(VENV)/bin/tabletop $(SAMPLE)

test: setup debs-offscreen debs-browser
	$(TEST_ENV) sh packaging/test-postgres.sh $(PY) -m pytest $(PYTEST_ARGS)

setup: $(VENV)/.installed

# Installs exactly the locked versions, each checked against its hash: the build tools (requirements/build.txt),
# then the app and its tests (requirements/test.txt), then Tabletop itself with no dependency of its own choosing.
$(VENV)/.installed: pyproject.toml $(LOCKS)
	@test -x $(PY) || $(PYTHON) -m venv $(VENV) || { \
		echo "Could not create a virtual environment: install python3-venv (sudo apt-get install python3-venv)"; exit 1; }
	$(PY) -m pip install --quiet --require-hashes --no-deps -r requirements/build.txt
	$(PY) -m pip install --quiet --require-hashes --no-deps -r requirements/test.txt
	$(PY) -m pip install --quiet --no-deps --no-build-isolation -e .
	@touch $@

# Refreshes the lock to the newest versions pyproject.toml allows (review the diff, then commit it). The app's
# lock and the tests' lock are resolved together, so they pin the same versions; universal: every platform and
# Python the project supports, markers included.
lock: setup
	$(UV_COMPILE) pyproject.toml --upgrade -o requirements/test.txt --extra test
	$(UV_COMPILE) pyproject.toml -c requirements/test.txt -o requirements/app.txt
	$(UV_COMPILE) requirements/build.in --upgrade -o requirements/build.txt

# The whole suite in a throwaway environment built from the newest versions pyproject.toml allows, lock ignored, run as
# `make test` runs it (PostgreSQL and the phones' browser included): when it passes, `make lock` takes the upgrade. The
# venv's build tools (requirements/build.in: pip, setuptools>=77, ...) are upgraded first: Python 3.11's venv brings
# setuptools 65, which refuses `license = "MIT"` (tests/shipping/test_wheel.py builds the wheel without isolation).
test-latest: debs-offscreen debs-browser
	@latest=$$(mktemp -d); trap 'rm -rf "$$latest"' EXIT; \
	$(PYTHON) -m venv "$$latest" && \
	"$$latest/bin/python" -m pip install --quiet --upgrade -r requirements/build.in && \
	"$$latest/bin/python" -m pip install --quiet -e '.[test]' && \
	"$$latest/bin/python" -m pip freeze --exclude-editable && \
	$(TEST_ENV) sh packaging/test-postgres.sh "$$latest/bin/python" -m pytest $(PYTEST_ARGS)

debs-offscreen:
	@sh packaging/debian-deps.sh $(QT_DEBS_OFFSCREEN)

debs-browser:
	@sh packaging/debian-deps.sh $(BROWSER_DEBS)

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

# The desktop bundle (packaging/tabletop.spec, docs/packaging.md): dist/Tabletop/ and
# dist/Tabletop-<version>-linux-x86_64.tar.gz, from the locked packages and the locked PyInstaller
# (requirements/build.txt).
# The X11 libraries are checked (installed as root) first: PyInstaller copies into the bundle the ones Qt's xcb plugin
# links, and without them it only warns and builds a bundle that cannot open a window on a desktop missing them.
bundle: setup debs-x11
	rm -rf dist/Tabletop dist/Tabletop-*.tar.gz
	$(VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/tabletop.spec

lint: setup
	$(VENV)/bin/lint-imports

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache
