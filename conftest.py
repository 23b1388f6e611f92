"""Root test configuration: Qt runs offscreen unless a platform is chosen explicitly.

Without a display and without QT_QPA_PLATFORM, pytest-qt aborts the whole run; this default
keeps `pytest` headless everywhere, and QSettings go to a throwaway folder.
"""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="tabletop-test-config-"))
os.environ.setdefault("TABLETOP_RULES_DIR", tempfile.mkdtemp(prefix="tabletop-test-rules-"))
