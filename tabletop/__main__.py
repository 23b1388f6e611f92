"""``python -m tabletop``: the headless command line (no GUI)."""

import sys

from tabletop.cli import main

sys.exit(main())
