"""Vectorised 100,000-draw simulations, written independently of the engine, to check its exact odds."""

from __future__ import annotations

import numpy as np

N = 100_000
RED, BLUE, YELLOW = 0, 1, 2


def colour_draws(rng: np.random.Generator, shape: tuple[int, ...]) -> np.ndarray:
    """The default colour die: 2 red, 2 blue, 2 yellow faces."""
    return rng.integers(0, 6, size=shape) // 2


def reroll_first(faces: np.ndarray, face: int, rng: np.random.Generator) -> np.ndarray:
    """Reroll, in each row, the first die showing ``face`` (rows without one are untouched)."""
    faces = faces.copy()
    has = (faces == face).any(axis=1)
    first = (faces == face).argmax(axis=1)
    rows = np.nonzero(has)[0]
    faces[rows, first[rows]] = colour_draws(rng, (len(rows),))
    return faces


def agree(samples: np.ndarray, exact: dict, n: int = N) -> list[str]:
    """Keys whose simulated frequency is further than 5 standard errors (+1e-3) from the exact probability."""
    bad = []
    keys = set(exact) | set(np.unique(samples).tolist())
    for key in keys:
        p = float(exact.get(key, 0.0))
        freq = float(np.mean(samples == key))
        bound = 5 * np.sqrt(max(p * (1 - p), 1e-12) / n) + 1e-3
        if abs(freq - p) > bound:
            bad.append(f"{key}: exact {p:.4f}, simulated {freq:.4f}")
    return bad


def shots(rng, dice: int, cover: bool, vest: bool, blue_rerolls: int = 0, hit_rerolls: int = 0,
          save_rerolls: int = 0, single_wound: bool = False, incidents: bool = True):
    """(wounds, incident index 0..3) for N shots: red hits, one save per hit (red cover, blue vest)."""
    faces = colour_draws(rng, (N, dice))
    for _ in range(blue_rerolls):
        faces = reroll_first(faces, BLUE, rng)
    for _ in range(hit_rerolls):
        faces = reroll_first(faces, RED, rng)
    hits = (faces == RED).sum(axis=1)
    yellows = (faces == YELLOW).sum(axis=1)
    saves = colour_draws(rng, (N, max(dice, 1)))
    failed_face = np.ones_like(saves, dtype=bool)
    failed_face &= ~((saves == RED) & cover)
    failed_face &= ~((saves == BLUE) & vest)
    used = np.arange(saves.shape[1])[None, :] < hits[:, None]
    failed = failed_face & used
    for _ in range(save_rerolls):
        has = failed.any(axis=1)
        first = failed.argmax(axis=1)
        rows = np.nonzero(has)[0]
        new = colour_draws(rng, (len(rows),))
        still = ~(((new == RED) & cover) | ((new == BLUE) & vest))
        failed[rows, first[rows]] = still
    wounds = failed.sum(axis=1)
    if single_wound:
        wounds = np.where(wounds == 1, 0, wounds)
    incident = np.minimum(yellows, 3) if incidents else np.zeros(N, dtype=int)
    return wounds, incident
