"""Debian's Chromium driven by Playwright, as the phones' tests and the benchmark use it: never a browser of
Playwright's own (the network may be closed), no sandbox as root, nothing started in the background."""

from __future__ import annotations

import os
import shutil

import pytest

CHROMIUM = os.environ.get("TABLETOP_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--no-first-run", "--disable-dev-shm-usage"]
PHONE = {"viewport": {"width": 360, "height": 740}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}


def require_chromium() -> None:
    """Skip the calling test module where Debian's Chromium or Playwright is missing; fail instead on CI, where the
    browser tests must run (``make test`` installs Chromium)."""
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            raise RuntimeError(f"Chromium is missing ({CHROMIUM}): apt-get install chromium")
        pytest.skip("Chromium is not installed (apt-get install chromium)", allow_module_level=True)
    pytest.importorskip("playwright.sync_api")


def launch(playwright):
    args = ARGS + (["--no-sandbox"] if os.geteuid() == 0 else [])
    return playwright.chromium.launch(executable_path=CHROMIUM, args=args)
