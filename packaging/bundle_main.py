"""The desktop bundle's one executable: ``ui.launcher.main``, as the installed ``tabletop`` command runs it (a known
command runs headless, anything else opens the app)."""

import sys

from ui.launcher import main

sys.exit(main())
