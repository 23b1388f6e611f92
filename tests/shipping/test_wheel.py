"""``pip install .`` carries everything the app opens: the wheel built from the checkout holds every data file of the
packages (rule data, schemas, migrations, translations, samples, icon), and installed into a fresh virtual environment
outside the checkout it checks the samples and opens one offscreen.

The wheel is built by the build backend pyproject.toml names, without build isolation (setuptools is pinned in
requirements/build.txt), and installed by pip without dependencies; the new environment borrows this one's
installed libraries through a ``.pth`` line (which does not run this environment's own ``.pth`` files, so the
editable install of the checkout stays out): quick, and no network.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

import tabletop

ROOT = Path(__file__).resolve().parents[2]
# Sources of the compiled catalogues: the app reads the .mo and .qm only.
SOURCES_ONLY = {".py", ".pyc", ".po", ".ts"}


def data_files() -> set[str]:
    """Every file of the packages in the checkout that is not Python code or a translation source."""
    found = set()
    for package in ("tabletop", "ui"):
        for path in (ROOT / package).rglob("*"):
            if path.is_file() and path.suffix not in SOURCES_ONLY and "__pycache__" not in path.parts:
                found.add(path.relative_to(ROOT).as_posix())
    return found


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    # Built from a copy, so that setuptools' build/ and .egg-info/ never land in the checkout.
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    for package in ("tabletop", "ui"):
        shutil.copytree(ROOT / package, source / package, ignore=shutil.ignore_patterns("__pycache__"))
    out = tmp_path_factory.mktemp("wheel")
    # The build backend pyproject.toml names, asked for its wheel as pip asks it without build isolation (PEP 517's
    # build_wheel), in a process of its own: pip's own start and checks cost as much again as the build.
    backend = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["build-backend"]
    subprocess.run([sys.executable, "-c", "import importlib, sys; importlib.import_module(sys.argv[1]).build_wheel("
                    "sys.argv[2])", backend, str(out)], check=True, timeout=300, capture_output=True, cwd=source)
    [built] = out.glob("*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel, tmp_path_factory) -> Path:
    where = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True, timeout=120)
    python = where / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--quiet",
                    str(wheel)], check=True, timeout=300, capture_output=True)
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          check=True, capture_output=True, text=True, timeout=60).stdout.strip()
    Path(site, "borrowed-libraries.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    return where


def run(venv: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``args`` run in the new environment from ``cwd``, with nothing of the checkout on the way."""
    env = {"HOME": str(cwd), "PATH": f"{venv / 'bin'}:/usr/bin:/bin", "LC_ALL": "C.UTF-8",
           "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(cwd / "config"),
           "XDG_DATA_HOME": str(cwd / "data"), "XDG_CACHE_HOME": str(cwd / "cache")}
    return subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)


def test_the_wheel_holds_every_data_file_and_its_version(wheel) -> None:
    assert wheel.name == f"tabletop-{tabletop.__version__}-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = sorted(data_files() - names)
    assert not missing, f"data files left out of the wheel (pyproject.toml package-data): {missing}"
    # Alembic reads the book's migrations as files, and the samples and icon are where the code looks for them.
    assert {"tabletop/book/migrations/env.py", "tabletop/book/migrations/versions/0001_initial.py",
            "tabletop/samples/bank-job.geojson", "ui/tabletop.svg", "ui/translations/tabletop_fr.qm",
            "tabletop/locale/fr/LC_MESSAGES/tabletop.mo"} <= names


def test_the_installed_wheel_runs_outside_the_checkout(venv, tmp_path) -> None:
    where = run(venv, "python", "-c", "import tabletop, ui; print(tabletop.SAMPLES_DIR); print(ui.__file__)",
                cwd=tmp_path)
    samples_dir, ui_file = where.stdout.split()
    assert samples_dir.startswith(str(venv)) and ui_file.startswith(str(venv)), where.stdout + where.stderr
    samples = sorted(str(p) for p in Path(samples_dir).rglob("*") if p.is_file())
    shipped = sorted(p for p in data_files() if p.startswith("tabletop/samples/"))
    assert len(samples) == len(shipped) >= 9

    version = run(venv, "tabletop", "--version", cwd=tmp_path)
    assert version.stdout == f"tabletop {tabletop.__version__}\n"
    checked = run(venv, "tabletop", "check", *samples, cwd=tmp_path)
    assert (checked.returncode, checked.stdout) == (0, f"{len(samples)} files valid\n"), checked.stderr
    book = run(venv, "tabletop", "book", "stats", cwd=tmp_path)  # the migrations run from the installed package
    assert book.returncode == 0 and (tmp_path / "data" / "tabletop" / "book.sqlite").is_file(), book.stderr

    out = tmp_path / "game.png"
    game = str(Path(samples_dir) / "games" / "bank-job.ttgame.json")
    drawn = run(venv, "tabletop", "render", "--window", game, "--out", str(out), cwd=tmp_path)
    assert drawn.returncode == 0, drawn.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)
