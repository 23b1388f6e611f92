"""Building ahead what the first queries on a freshly loaded table need, so the first figure selected
shows its overlays at once: the free space for each base size on the table with the tree its reach's
sweeps find edges in, the merged sight blockers and their sweep, the obstacles' insides. Each is cached per obstacle set; this only builds them sooner.
"""

from __future__ import annotations

import numpy as np

from tabletop.geometry.crossing import insides
from tabletop.geometry.model import TableModel
from tabletop.geometry.movement import free_space
from tabletop.geometry.visibility import sight_sweep


def warm_up(model: TableModel) -> None:
    """Build the per-table data of ``model`` now rather than in its first queries."""
    insides(model.obstacles)
    sight_sweep(model)
    radii = np.unique(model.figures.radius) if len(model.figures) else np.zeros(0)
    for radius in radii.tolist():
        if 2 * radius < min(model.width_cm, model.depth_cm):
            free_space(model, radius).sweep.tree  # a property built when first read: read it now
