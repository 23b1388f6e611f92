"""Exact odds before the dice roll: a shot, a melee exchange, a blast on one figure, a morale test.

Every distribution is enumerated exactly with NumPy (counts of faces, convolutions, reroll transitions) from
the same rule data and the same rules as the resolution functions — no Monte Carlo.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter
from tabletop.games.peur_sur_la_ville.rules.melee import melee_dice, melee_bonus_hits, parry_succeeds_probability
from tabletop.games.peur_sur_la_ville.rules.morale import morale_outcome, morale_results
from tabletop.games.peur_sur_la_ville.rules.rules import PeurError, PeurRules, load_rules
from tabletop.games.peur_sur_la_ville.rules.shooting import Defence, firearm, incident_for, plan_shot, save_fails
from tabletop.games.peur_sur_la_ville.rules.wounds import morale_dice_owed
from tabletop.i18n import _

INCIDENTS = ("none", "reload", "repair", "broken")
# Exact morale odds enumerate every count of + and - faces, so their cost grows with the square of the dice: 200
# dice, far above any test of a game, take a fraction of a second; thousands would take minutes and gigabytes.
MAX_ODDS_DICE = 200
HIT_AXIS, MISS_AXIS = 0, 1  # the axes of a P[hits, misses] table


def colour_probabilities(table: str, rules: PeurRules | None = None) -> dict[str, float]:
    """Probability of each result of a colour table on one « dé de couleur »."""
    rules = rules or load_rules()
    die = rules.dice["colour"]
    out: dict[str, float] = {}
    for colour, result in rules.table(table).results.items():
        out[result] = out.get(result, 0.0) + die.probability(colour)
    return out


def binomial(n: int, p: float) -> np.ndarray:
    """P(k successes) for k = 0..n, by repeated convolution of one trial."""
    dist = np.ones(1)
    for _ in range(n):
        dist = np.convolve(dist, [1.0 - p, p])
    return dist


def after_rerolls(dist: np.ndarray, rerolls: int, success: float) -> np.ndarray:
    """Failures left when up to ``rerolls`` times one failed die is thrown again and succeeds with ``success``."""
    dist = dist.copy()
    for _ in range(rerolls):
        moved = dist[1:] * success
        dist[1:] -= moved
        dist[:-1] += moved
    return dist


def single_wound_rule(dist: np.ndarray, fighter: Fighter) -> np.ndarray:
    """Junkies/Vétéran: exactly one wound is cancelled."""
    if fighter.ignore_single_wound and len(dist) > 1:
        dist = dist.copy()
        dist[0] += dist[1]
        dist[1] = 0.0
    return dist


def as_mapping(dist: np.ndarray) -> dict[int, float]:
    return {k: float(p) for k, p in enumerate(dist)}


def _add_at(total: np.ndarray, dist: np.ndarray, weight: float) -> np.ndarray:
    if len(dist) > len(total):
        total = np.pad(total, (0, len(dist) - len(total)))
    total[:len(dist)] += weight * dist
    return total


# ---- shooting ---------------------------------------------------------------------------------------------

def _shot_counts(n: int, p_hit: float, p_miss: float, p_inc: float) -> np.ndarray:
    """P[h, m]: probability of h hits and m misses (the rest incident dice) among n shooting dice."""
    dist = np.zeros((n + 1, n + 1))
    dist[0, 0] = 1.0
    for _ in range(n):
        step = dist * p_inc
        step[1:, :] += dist[:-1, :] * p_hit
        step[:, 1:] += dist[:, :-1] * p_miss
        dist = step
    return dist


def _reroll_one(dist: np.ndarray, axis: int, p_hit: float, p_miss: float, p_inc: float) -> np.ndarray:
    """One die showing a miss (MISS_AXIS) or a hit (HIT_AXIS) is thrown again, if there is one."""
    moving = np.zeros_like(dist)
    if axis == MISS_AXIS:
        moving[:, 1:] = dist[:, 1:]
    else:
        moving[1:, :] = dist[1:, :]
    out = dist - moving
    shifted = np.roll(moving, -1, axis=axis)  # the die leaves its old face ...
    out += shifted * p_inc
    out[1:, :] += shifted[:-1, :] * p_hit  # ... and lands on a new one
    out[:, 1:] += shifted[:, :-1] * p_miss
    return out


@dataclass(frozen=True)
class ShotOdds:
    """Exact distribution of one shot: wounds dealt after saves and the firing incident."""

    dice: int
    hits: dict[int, float]
    wounds: dict[int, float]
    incident: dict[str, float]
    knocked_out: float
    notes: tuple[str, ...]

    def contract(self) -> dict:
        """The JSON of ``tabletop odds``."""
        return {"dice": self.dice, "wounds": {str(k): p for k, p in self.wounds.items()},
                "incident": dict(self.incident)}


def shot_odds(weapon: str, distance_cm: float, shooter: Fighter = Fighter(), defence: Defence = Defence(),
              burst: bool = False, aimed: bool = False, rules: PeurRules | None = None) -> ShotOdds:
    """Odds of a shot as ``shooting.shoot`` resolves it; for a burst every hit is counted as if each figure hit
    had the target's cover and vest (notes.burst_odds)."""
    rules = rules or load_rules()
    arm = firearm(weapon, rules)
    plan = plan_shot(weapon, distance_cm, shooter, burst, aimed, rules)
    n = plan.dice
    probs = colour_probabilities("shot", rules)
    p_hit, p_miss, p_inc = probs.get("hit", 0.0), probs.get("miss", 0.0), probs.get("incident", 0.0)
    counts = _shot_counts(n, p_hit, p_miss, p_inc)
    own = [MISS_AXIS] * shooter.blue_rerolls_against(defence.fighter.gang)
    forced = [HIT_AXIS] * (0 if plan.burst else defence.fighter.hit_rerolls_forced_on(shooter.gang))
    for axis in (own + forced) if rules.setting("shooter_rerolls_first") else (forced + own):
        counts = _reroll_one(counts, axis, p_hit, p_miss, p_inc)
    save_die = rules.dice["colour"]
    fail = sum(save_die.probability(c) for c in set(save_die.faces) if save_fails(c, defence, rules))
    hits = np.zeros(n + 1)
    through = np.zeros(n + 1)
    incident = dict.fromkeys(INCIDENTS, 0.0)
    for h in range(n + 1):
        for m in range(n + 1 - h):
            p = counts[h, m]
            if p == 0.0:
                continue
            hits[h] += p
            incident[incident_for(n - h - m, arm, rules)] += p
    for h, p in enumerate(hits):
        got = after_rerolls(binomial(h, fail), defence.fighter.reroll_failed_save_shooting, 1.0 - fail)
        through = _add_at(through, got, p)
    if arm.effect == "ko":
        wounds, knocked_out = np.array([1.0]), float(through[1:].sum())
    else:
        wounds, knocked_out = single_wound_rule(through, defence.fighter), 0.0
    return ShotOdds(n, as_mapping(hits), as_mapping(wounds), {k: float(p) for k, p in incident.items()}, knocked_out,
                    plan.notes)


# ---- melee ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MeleeOdds:
    """Exact distribution of one combat action: hits scored, wounds after parries, arrest chance."""

    dice: int
    hits: dict[int, float]
    wounds: dict[int, float]
    arrest: float  # « infliger 2 TOUCHES sans parade »


def melee_odds(attacker: Fighter, defender: Fighter, rules: PeurRules | None = None) -> MeleeOdds:
    """Odds of one combat action as ``melee.fight`` resolves it."""
    rules = rules or load_rules()
    n = melee_dice(attacker, rules)
    table, die = rules.table("melee"), rules.dice["colour"]
    one = np.zeros(max(table.values.values()) + 1)
    for colour, value in table.values.items():
        one[value] += die.probability(colour)
    hits = np.ones(1)
    for _ in range(n):
        hits = np.convolve(hits, one)
    bonus = melee_bonus_hits(attacker, rules)
    if bonus:
        shifted = np.zeros(len(hits) + bonus)
        if rules.setting("melee_extra_hits_need_a_hit"):
            shifted[0] = hits[0]
            shifted[1 + bonus:] = hits[1:]
        else:
            shifted[bonus:] = hits
        hits = shifted
    save = parry_succeeds_probability(defender, rules)
    through = np.zeros(1)
    for h, p in enumerate(hits):
        through = _add_at(through, after_rerolls(binomial(h, 1.0 - save), defender.reroll_failed_parry_combat,
                                                 save), p)
    arrest = float(through[rules.actions["arrest_hits"]:].sum())
    return MeleeOdds(n, as_mapping(hits), as_mapping(single_wound_rule(through, defender)), arrest)


# ---- explosion ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class BlastOdds:
    """Exact distribution of a frag grenade or molotov on one figure caught in the blast."""

    dice: int
    dud: float
    wounds: dict[int, float]
    morale_dice: dict[int, float]


def blast_odds(explosive: str, defence: Defence = Defence(), rules: PeurRules | None = None) -> BlastOdds:
    """Odds of ``explosives.blast_figure``: 3 colour dice, red a hit (saved by cover from the centre or a vest),
    blue a hit for morale only; a yellow and the molotov does not explode."""
    rules = rules or load_rules()
    if explosive not in rules.explosives or rules.explosives[explosive].effect not in ("frag", "molotov"):
        blasts = [n for n, e in rules.explosives.items() if e.effect in ("frag", "molotov")]
        raise PeurError(_("'{explosive}' does not roll blast dice; blasts: {items}").format(
            explosive=explosive, items=', '.join(blasts)))
    molotov = rules.explosives[explosive].effect == "molotov"
    n = int(rules.thrown["dice_per_figure"])
    probs = colour_probabilities("blast", rules)
    counts = _shot_counts(n, probs.get("hit", 0.0), probs.get("morale_hit", 0.0), probs.get("nothing", 0.0))
    die = rules.dice["colour"]
    fail = sum(die.probability(c) for c in set(die.faces) if save_fails(c, defence, rules))
    per_die = sum(rules.setting(f"morale_dice_per_{k}") for k in ("wound", "saved_hit", "morale_only_hit"))
    joint = np.zeros((n + 1, n * per_die + 1))  # wounds x morale dice
    dud = 0.0
    for r in range(n + 1):
        for b in range(n + 1 - r):
            p = counts[r, b]
            if p == 0.0:
                continue
            if molotov and n - r - b > 0:
                dud += p
                joint[0, 0] += p
                continue
            through = after_rerolls(binomial(r, fail), defence.fighter.reroll_failed_save_shooting, 1.0 - fail)
            for t, q in enumerate(through):
                wounds = 0 if (defence.fighter.ignore_single_wound and t == 1) else t
                morale = morale_dice_owed(wounds, r - t, b, rules)
                joint[wounds, morale] += p * q
    return BlastOdds(n, float(dud), as_mapping(joint.sum(axis=1)), as_mapping(np.trim_zeros(joint.sum(axis=0), "b")))


# ---- morale -------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class MoraleOdds:
    """Exact distribution of a morale test: net « + » (advance) or « - » (retreat) after cancelling."""

    dice: int
    net: dict[int, float]
    results: dict[str, float]


def morale_odds(dice: int, fighter: Fighter = Fighter(), rules: PeurRules | None = None) -> MoraleOdds:
    """Odds of ``morale.morale_test`` with ``dice`` fate dice already counted (``morale.morale_dice_count``)."""
    rules = rules or load_rules()
    if not 0 <= dice <= MAX_ODDS_DICE:
        raise PeurError(_("the odds of a morale test are computed for 0 to {most} dice, got {dice}").format(
            most=MAX_ODDS_DICE, dice=dice))
    fate = rules.dice["fate"]
    p_plus, p_minus = fate.probability("+"), fate.probability("-")
    counts = _shot_counts(dice, p_plus, p_minus, 1.0 - p_plus - p_minus)
    net: dict[int, float] = {}
    results = dict.fromkeys(morale_results(rules), 0.0)
    for plus in range(dice + 1):
        for minus in range(dice + 1 - plus):
            p = float(counts[plus, minus])
            if p == 0.0:
                continue
            outcome = morale_outcome(plus, minus, fighter, rules)
            net[outcome.net] = net.get(outcome.net, 0.0) + p
            results[outcome.result] += p
    return MoraleOdds(dice, dict(sorted(net.items())), results)
