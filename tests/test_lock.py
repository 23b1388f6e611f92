"""The lock files agree with pyproject.toml: every dependency it names is pinned, at a version its range allows,
and nothing is pinned as a direct dependency that pyproject.toml does not name (uv writes ``via tabletop
(pyproject.toml)`` under each of those)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PIN = re.compile(r"^(?P<name>[A-Za-z0-9._-]+)==(?P<version>[^\s;\\]+)\s*(?:;\s*(?P<marker>[^\\]+?))?\s*\\?$")


def locked(path: Path) -> dict[str, list[tuple[Version, Marker | None, list[str], bool]]]:
    """Each pinned package: its versions (one per marker), whether every pin has a hash, and who wants it."""
    pins: dict[str, list] = {}
    current = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if match := PIN.match(line):
            marker = Marker(match["marker"]) if match["marker"] else None
            current = [Version(match["version"]), marker, [], False]
            pins.setdefault(canonicalize_name(match["name"]), []).append(current)
        elif current is not None and line.strip().startswith("--hash=sha256:"):
            current[3] = True
        elif current is not None and (via := line.strip().removeprefix("#").strip()):
            current[2].append(via.removeprefix("via").strip())
    return {name: [tuple(entry) for entry in entries] for name, entries in pins.items()}


def direct(path: Path) -> set[str]:
    return {name for name, entries in locked(path).items()
            if any("tabletop (pyproject.toml)" in via for entry in entries for via in entry[2])}


def wanted(extras: tuple[str, ...]) -> list[Requirement]:
    project = PYPROJECT["project"]
    return [Requirement(text) for text in
            [*project["dependencies"], *(t for extra in extras for t in project["optional-dependencies"][extra])]]


@pytest.mark.parametrize(("lock", "extras"), [("app.txt", ()), ("test.txt", ("test",))])
def test_the_lock_pins_what_pyproject_names_and_nothing_else(lock: str, extras: tuple[str, ...]) -> None:
    path = ROOT / "requirements" / lock
    pins = locked(path)
    requirements = wanted(extras)
    assert {canonicalize_name(r.name) for r in requirements} == direct(path), (
        f"requirements/{lock} and pyproject.toml name different dependencies: run `make lock`")
    for requirement in requirements:
        for version, _marker, _via, hashed in pins[canonicalize_name(requirement.name)]:
            assert requirement.specifier.contains(version, prereleases=True), (
                f"requirements/{lock}: {requirement.name} {version} is outside {requirement.specifier}: run `make lock`")
            assert hashed, f"requirements/{lock}: {requirement.name} has no hash"
    for name, entries in pins.items():
        assert all(entry[3] for entry in entries), f"requirements/{lock}: {name} has no hash"


def test_the_app_and_its_tests_pin_the_same_versions() -> None:
    app, test = locked(ROOT / "requirements" / "app.txt"), locked(ROOT / "requirements" / "test.txt")
    for name, entries in app.items():
        assert [e[0] for e in entries] == [e[0] for e in test[name]], f"{name} differs between app.txt and test.txt"


def test_a_dependency_added_to_pyproject_alone_is_caught(tmp_path: Path) -> None:
    """The check above can fail: a lock missing one of pyproject's dependencies does not name the same set."""
    text = (ROOT / "requirements" / "app.txt").read_text(encoding="utf-8")
    without = re.sub(r"(?ms)^shapely==.*?(?=^\S)", "", text)
    (tmp_path / "app.txt").write_text(without, encoding="utf-8")
    assert "shapely" in direct(ROOT / "requirements" / "app.txt")
    assert "shapely" not in direct(tmp_path / "app.txt")
