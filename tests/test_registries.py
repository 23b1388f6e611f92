"""Modules are registered, not discovered: the cores in ``tabletop/games/__init__.py``, their panels in
``ui/modules.py``, one explicit line each; the shell knows a module only through these two registries."""

import re
from pathlib import Path

import grimp

from tabletop import games
from ui.modules import panel_modules

ROOT = Path(__file__).resolve().parent.parent
# A registration at a module's top level runs on import: allowed in the two registries only.
REGISTRY_CALL = re.compile(r"^(register|register_panel)\(", re.MULTILINE)


def test_registrations_live_in_the_two_registries_only():
    calls = {str(path.relative_to(ROOT)) for folder in ("tabletop", "ui") for path in (ROOT / folder).rglob("*.py")
             if REGISTRY_CALL.search(path.read_text(encoding="utf-8"))}
    assert calls == {"tabletop/games/__init__.py", "ui/modules.py"}


def test_the_shell_reaches_modules_through_the_registry_only():
    graph = grimp.build_graph("ui", cache_dir=None)
    shell = {m for m in graph.modules if m == "ui.shell" or m.startswith("ui.shell.")}
    reached = {(importer, imported) for importer in shell
               for imported in graph.find_modules_directly_imported_by(importer)
               if imported.startswith(("ui.map", "ui.games"))}
    assert shell and not reached


def test_every_panel_pairs_a_registered_core():
    cores = [m.id for m in games.modules()]
    panels = [p.core_id for p in panel_modules()]
    assert panels and set(panels) <= set(cores)
    assert len(panels) == len(set(panels))
