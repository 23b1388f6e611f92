"""The desktop bundle (``make bundle``) as a referee's machine runs it: the tarball named by ``TABLETOP_BUNDLE`` is
unpacked into an empty folder and run from there with a clean ``HOME``, ``PATH=/usr/bin:/bin``, no virtual environment
and nothing of the checkout (not even the current folder): its version, every sample checked, replayed and opened in
the app's window offscreen, French, the book in the user's data folder, install.sh then uninstall.sh.

Skipped, with the reason, when ``TABLETOP_BUNDLE`` is unset outside CI; on CI (``CI`` set) it fails instead: `.ci/run`
builds the bundle and names it. The windows drawn are copied to the temporary folder as ``bundle-*.png`` to look at.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
import tempfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import tabletop
from tests.shipping.test_wheel import data_files

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted(p.relative_to(tabletop.SAMPLES_DIR).as_posix() for p in tabletop.SAMPLES_DIR.rglob("*") if p.is_file())
REPLAYED = [s for s in SAMPLES if s.endswith((".ttgame.json", ".ttplay.json"))]
# Run in this environment: every module importing each module of tabletop and ui loads (the Book tab's charts, the
# PostgreSQL driver, ...), the interpreter's own start-up and the venv's .pth hooks left out.
IMPORTED_BY_THE_APP = """
import importlib, os, pkgutil, sys
before = set(sys.modules)
import tabletop, ui
for package in (tabletop, ui):
    for found in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if not found.name.endswith("__main__"):
            importlib.import_module(found.name)
for name, module in sorted(sys.modules.items()):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
    if name not in before and origin.endswith((".py", ".so")) and os.path.isfile(origin):
        print(name)
"""
# Left out of the bundle on purpose (packaging/tabletop.spec's excludes), and imported only inside a try.
LEFT_OUT = {"PySide6.QtTest"}  # pyqtgraph's test helpers


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    """The unpacked Tabletop folder."""
    archive = os.environ.get("TABLETOP_BUNDLE")
    if not archive:
        if os.environ.get("CI"):
            pytest.fail("TABLETOP_BUNDLE is unset on CI: .ci/run builds the bundle (make bundle) and names its tarball")
        pytest.skip("no bundle to test: run make bundle, then TABLETOP_BUNDLE=dist/Tabletop-<version>-linux-x86_64"
                    ".tar.gz make test")
    archive_path = Path(archive).resolve()
    assert archive_path.name == f"Tabletop-{tabletop.__version__}-linux-x86_64.tar.gz"
    where = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(archive_path) as tar:
        tar.extractall(where, filter="tar")
    assert [p.name for p in where.iterdir()] == ["Tabletop"]
    return where / "Tabletop"


def run(bundle: Path, home: Path, *args: str, lang: str = "C.UTF-8", command: str = "./tabletop",
        **extra: str) -> subprocess.CompletedProcess[str]:
    """The bundle's ``command`` run from its folder as on a machine without Python: only the system's PATH."""
    home.mkdir(parents=True, exist_ok=True)
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": lang, **extra}
    return subprocess.run([command, *args], cwd=bundle, env=env, capture_output=True, text=True, timeout=300)


def sample(name: str) -> str:
    return f"_internal/tabletop/samples/{name}"


def test_the_version_is_the_packages(bundle, tmp_path) -> None:
    done = run(bundle, tmp_path / "home", "--version")
    assert (done.returncode, done.stdout) == (0, f"tabletop {tabletop.__version__}\n")


def test_every_sample_is_shipped_and_checks(bundle, tmp_path) -> None:
    shipped = sorted(p.relative_to(bundle / sample("")).as_posix() for p in (bundle / sample("")).rglob("*")
                     if p.is_file())
    assert shipped == SAMPLES
    done = run(bundle, tmp_path / "home", "check", *(sample(s) for s in SAMPLES))
    assert (done.returncode, done.stdout, done.stderr) == (0, f"{len(SAMPLES)} files valid\n", "")


def test_every_data_file_of_the_packages_is_in_the_bundle(bundle) -> None:
    """Rule data, schemas, migrations (their Python files too: Alembic reads them from disk), translations, samples,
    icon: each where the code looks for it, beside the frozen modules."""
    missing = sorted(name for name in data_files() if not (bundle / "_internal" / name).is_file())
    assert not missing, f"left out of the bundle (packaging/tabletop.spec datas): {missing}"
    migrations = bundle / "_internal" / "tabletop" / "book" / "migrations"
    assert (migrations / "env.py").is_file() and sorted(migrations.glob("versions/0*.py"))


def frozen_modules(bundle: Path) -> set[str]:
    """The modules the bundle can import: those of its archive, its extension modules, the standard library's
    start-up modules (base_library.zip) and the interpreter's own."""
    from PyInstaller.archive.readers import CArchiveReader  # pinned in requirements/build.txt

    executable = CArchiveReader(str(bundle / "tabletop"))
    names = set(executable.open_embedded_archive("PYZ.pyz").toc) | set(executable.toc) | set(sys.builtin_module_names)
    internal = bundle / "_internal"
    with zipfile.ZipFile(internal / "base_library.zip") as base:
        names |= {n.removesuffix(".pyc").replace("/", ".").removesuffix(".__init__") for n in base.namelist()
                  if n.endswith(".pyc")}
    for library in internal.rglob("*.so"):
        parts = library.relative_to(internal).parts
        parts = parts[2:] if parts[0].startswith("python3") else parts  # python3.11/lib-dynload/
        names.add(".".join(parts).split(".cpython-")[0].split(".abi3")[0].removesuffix(".so"))
    return names


def test_every_module_the_app_imports_is_in_the_bundle(bundle) -> None:
    imported = subprocess.run([sys.executable, "-c", IMPORTED_BY_THE_APP], capture_output=True, text=True, timeout=600,
                              env={**os.environ, "PYTHONPATH": str(ROOT)}, check=True).stdout.split()
    assert "pyqtgraph.graphicsItems.PlotCurveItem" in imported and "tabletop.cli.book_cmds" in imported
    missing = sorted(set(imported) - frozen_modules(bundle) - LEFT_OUT)
    assert not missing, f"imported by the app but not in the bundle (packaging/tabletop.spec excludes?): {missing}"


@pytest.mark.parametrize("name", REPLAYED)
def test_every_sample_game_and_play_replays(bundle, tmp_path, name) -> None:
    done = run(bundle, tmp_path / "home", "replay", sample(name))
    assert done.returncode == 0 and done.stdout.strip(), done.stderr


@pytest.mark.parametrize("name", SAMPLES)
def test_the_app_opens_every_sample_in_its_tab(bundle, tmp_path, name) -> None:
    out = tmp_path / "window.png"
    done = run(bundle, tmp_path / "home", "render", "--window", sample(name), "--out", str(out))
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)
    assert len({image.pixel(x, y) for x in range(0, 1366, 40) for y in range(0, 768, 40)}) > 20  # a window, drawn
    shutil.copy(out, Path(tempfile.gettempdir()) / f"bundle-{name.replace('/', '-')}.png")


def test_french_under_a_french_system(bundle, tmp_path) -> None:
    core = run(bundle, tmp_path / "home", "check", sample("bank-job.geojson"), lang="fr_FR.UTF-8")
    assert core.stdout == "1 fichier valide\n"  # the core's gettext catalogue
    # An option the app does not know is refused by the app once its Qt translators are in: Tabletop's French.
    app = run(bundle, tmp_path / "home", "--no-such-option", lang="fr_FR.UTF-8", QT_QPA_PLATFORM="offscreen")
    assert app.returncode == 1
    assert "tabletop\u00a0: option inconnue --no-such-option (tabletop --help liste les commandes)" in app.stderr
    # Qt's own French (dialog buttons), where QLibraryInfo's translations path points inside the bundle.
    assert (bundle / "_internal" / "PySide6" / "Qt" / "translations" / "qtbase_fr.qm").is_file()


def test_the_book_is_made_in_the_users_data_folder(bundle, tmp_path) -> None:
    home = tmp_path / "home"
    done = run(bundle, home, "book", "stats")
    assert done.returncode == 0, done.stderr
    assert (home / ".local" / "share" / "tabletop" / "book.sqlite").is_file()


def tree(folder: Path) -> list[str]:
    return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*"))


def test_install_then_uninstall_leaves_nothing(bundle, tmp_path) -> None:
    home = tmp_path / "home"
    installed = run(bundle, home, command="./install.sh")
    assert installed.returncode == 0, installed.stdout + installed.stderr
    data = home / ".local" / "share"
    app = home / ".local" / "lib" / "tabletop"
    link = home / ".local" / "bin" / "tabletop"
    assert link.is_symlink() and os.readlink(link) == str(app / "tabletop")
    assert run(app, home, "--version", command=str(link)).stdout == f"tabletop {tabletop.__version__}\n"
    entry = (data / "applications" / "tabletop.desktop").read_text(encoding="utf-8")
    assert f'Exec="{link}" %F' in entry.splitlines()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "tabletop.svg").is_file()
    assert (data / "mime" / "packages" / "tabletop.xml").is_file()
    if shutil.which("update-mime-database"):
        globs = (data / "mime" / "globs2").read_text(encoding="utf-8")
        assert "application/x-tabletop-play:*.ttplay.json" in globs
        assert "application/x-tabletop-game:*.ttgame.json" in globs
    # Installing again over the installed folder, from inside it, keeps it working.
    again = run(app, home, command="./install.sh")
    assert again.returncode == 0 and (app / "tabletop").is_file(), again.stderr

    removed = run(app, home, command="./uninstall.sh")
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert tree(home) == []


def test_the_interpreter_is_stripped_and_the_x11_libraries_are_there(bundle) -> None:
    """The interpreter's libpython came with its symbol table (23 MB where 5.7 MB run the same); and the bundle was
    built without libxcb-icccm4 and libxcb-keysyms1, which Qt's xcb plugin links, after a mere warning."""
    (interpreter,) = [p for p in (bundle / "_internal").glob("libpython3*.so*") if not p.is_symlink()]
    sections = subprocess.run(["readelf", "-S", "--wide", str(interpreter)], capture_output=True, text=True,
                              timeout=60).stdout
    assert " .dynsym " in sections and " .symtab " not in sections
    names = {p.name for p in (bundle / "_internal").rglob("*.so*")}
    assert {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"} <= names, sorted(n for n in names if "xcb" in n)
