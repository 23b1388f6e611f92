"""The tabletop command run as a user runs it: a process of its own, in the language ``LANG`` names (the other
locale variables unset, so that only ``LANG`` decides)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_in_language(args: list[str], lang: str, module: str = "ui.launcher") -> subprocess.CompletedProcess:
    """``LANG=lang tabletop ARGS`` (``module``: the installed command's, or ``tabletop`` for the core's alone)."""
    env = {k: v for k, v in os.environ.items() if k not in {"LANGUAGE", "LC_ALL", "LC_MESSAGES"}}
    env.update(LANG=lang, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", module, *args], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=60)
