"""The core never imports Qt: every tabletop module imports with PySide6 made unimportable."""

import os
import pkgutil
import subprocess
import sys
import textwrap
from pathlib import Path

import tabletop

ROOT = Path(__file__).resolve().parent.parent


def _all_core_modules() -> list[str]:
    names = ["tabletop"]
    for info in pkgutil.walk_packages(tabletop.__path__, prefix="tabletop."):
        if info.name != "tabletop.__main__":
            names.append(info.name)
    return names


def test_every_core_module_imports_with_pyside6_blocked():
    modules = _all_core_modules()
    assert len(modules) > 5
    script = textwrap.dedent(f"""
        import importlib, sys

        class BlockQt:
            def find_spec(self, name, path=None, target=None):
                if name.split('.')[0] in ('PySide6', 'shiboken6', 'ui'):
                    raise ImportError('blocked for the core: ' + name)
                return None

        sys.meta_path.insert(0, BlockQt())
        for name in {modules!r}:
            importlib.import_module(name)
        loaded = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'ui')]
        assert not loaded, loaded
        print('ok', len({modules!r}))
    """)
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok")


def test_blocking_really_blocks_qt():
    """The guard above must fail for a module that imports Qt (so the test can fail)."""
    script = textwrap.dedent("""
        import sys
        class BlockQt:
            def find_spec(self, name, path=None, target=None):
                if name.split('.')[0] == 'PySide6':
                    raise ImportError('blocked')
        sys.meta_path.insert(0, BlockQt())
        import ui.document
    """)
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode != 0 and "blocked" in result.stderr


def test_import_linter_contract_holds():
    lint = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "KEPT" in result.stdout
