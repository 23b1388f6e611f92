"""Camorra's rule data (``camorra.toml``) as typed tables, with the name look-ups every part needs: a Caporegime
kind from its name or the book's other spelling, a quartier from its name, the municipalities a set of terrains
completes, and the readings as settings (value and description)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any, Iterable, Mapping

from tabletop.i18n import N_, _
from tabletop.ruledata import load_package_rules, setting_label, setting_value
from tabletop.schema_words import describe_value

CAPO_KINDS = ("caid", "protecteur", "sournois", "polyvalent", "maniaque")
TIE_BREAK_CRITERIA = (N_("caporegimes"), N_("terrains"))  # identifiers; N_ marks them for the ranking's words
PLACEMENTS = ("spread",)
FIRST_PLAYERS = ("first_seat",)
SILENCE_BY = ("fighters", "anyone")  # who may lay Silence: the two fighters, or any player


@dataclass(frozen=True, kw_only=True)
class CapoKind:
    """A kind of Caporegime: attack and defence, the book's other spellings and the powers it brings to a fight."""

    id: str
    name: str
    attack: int
    defense: int
    aliases: tuple[str, ...] = ()
    discards_before_combat: bool = False
    one_role_only: bool = False
    weapon_multiplier: int = 1


@dataclass(frozen=True, kw_only=True)
class Municipality:
    """A municipality of Naples: the quartiers that complete it, the points and the power it gives its holder."""

    id: str
    quartiers: tuple[str, ...]
    points: int
    power: str
    draws_on_win: int = 0


@dataclass(frozen=True, kw_only=True)
class CamorraRules:
    """Everything ``camorra.toml`` sets: the Caporegime kinds, the municipalities, players, cards and draws, and the
    readings."""

    capos: Mapping[str, CapoKind]
    municipalities: tuple[Municipality, ...]
    min_players: int
    max_players: int
    action_cards: int
    copies_per_caporegime: int
    start_hand: int
    start_terrains: int
    hand_limit: int
    cards_per_turn: int
    recruitment: Mapping[int, str]  # die face -> effect
    recruitment_text: Mapping[str, str]  # effect -> the book's line
    ravitaillement_draws: tuple[int, ...]
    sacrifice_draws: int
    sacrifice_discards: int
    prise_min_terrains: int
    support_points: int
    score_capo: int
    score_terrain: int
    score_municipality: int
    settings: Mapping[str, Any]
    setting_descriptions: Mapping[str, str]

    @cached_property
    def quartiers(self) -> tuple[str, ...]:
        # Kept: every gang's terrains are read in this order several times an event.
        return tuple(q for m in self.municipalities for q in m.quartiers)

    def municipality_of(self, quartier: str) -> Municipality:
        return next(m for m in self.municipalities if quartier in m.quartiers)

    def municipality(self, mid: str) -> Municipality | None:
        return next((m for m in self.municipalities if m.id == mid.strip().upper()), None)

    def complete(self, terrains: Iterable[str]) -> list[Municipality]:
        """The municipalities whose every quartier is in ``terrains``: « Si le joueur possède toutes les quartiers
        de la municipalité, il peut alors appliquer l'effet de celle-ci »."""
        held = set(terrains)
        return [m for m in self.municipalities if held.issuperset(m.quartiers)]

    def capo_kind(self, name: str) -> str | None:
        """The kind named by ``name`` (its id, its name or an alias; case and accents ignored), or None."""
        key = _fold(name)
        for kind in self.capos.values():
            if key in {_fold(kind.id), _fold(kind.name), *(_fold(a) for a in kind.aliases)}:
                return kind.id
        return None

    def quartier(self, name: str) -> str | None:
        """The quartier as the book spells it, from ``name`` in any case; None when there is none such."""
        key = _fold(name)
        return next((q for q in self.quartiers if _fold(q) == key), None)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@lru_cache(maxsize=1)
def load_rules() -> CamorraRules:
    """The shipped rule data with the referee's house rules (RuleDataError naming file and field)."""
    return rules_from_data(load_package_rules(__package__, "camorra.toml", "camorra.schema.json"))


def rules_from_data(data: Mapping[str, Any]) -> CamorraRules:
    components, cards, scoring = data["components"], data["action_cards"], data["scoring"]
    capos = {kid: CapoKind(id=kid, name=c["name"], attack=c["attack"], defense=c["defense"],
                           aliases=tuple(c.get("aliases", ())),
                           discards_before_combat=c.get("discards_before_combat", False),
                           one_role_only=c.get("one_role_only", False),
                           weapon_multiplier=c.get("weapon_multiplier", 1))
             for kid, c in data["caporegimes"].items()}
    municipalities = tuple(Municipality(id=m["id"], points=m["points"], power=m["power"],
                                        quartiers=tuple(m["quartiers"]), draws_on_win=m.get("draws_on_win", 0))
                           for m in data["municipalities"])
    recruitment = {face: row["effect"] for row in data["recruitment"] for face in row["faces"]}
    return CamorraRules(
        min_players=components["min_players"], max_players=components["max_players"],
        action_cards=components["action_cards"], copies_per_caporegime=components["copies_per_caporegime"],
        start_hand=components["start_hand"], start_terrains=components["start_terrains"],
        hand_limit=components["hand_limit"], cards_per_turn=components["cards_per_turn"],
        capos=capos, municipalities=municipalities, recruitment=recruitment,
        recruitment_text={row["effect"]: row["text"] for row in data["recruitment"]},
        ravitaillement_draws=tuple(cards["ravitaillement_draws"]), sacrifice_draws=cards["sacrifice_draws"],
        sacrifice_discards=cards["sacrifice_discards"], prise_min_terrains=cards["prise_min_terrains"],
        support_points=cards["support_points"],
        score_capo=scoring["caporegime"], score_terrain=scoring["terrain"], score_municipality=scoring["municipality"],
        settings={name: s["value"] for name, s in data["settings"].items()},
        setting_descriptions={name: s["description"] for name, s in data["settings"].items()})


def _choices(values: Iterable[str]) -> str:
    """The values a setting may take, each in its words (« first seat » or « ... »)."""
    return _(" or ").join(_("« {value} »").format(value=setting_value(v)) for v in values)


def settings_problems(settings: Mapping[str, Any]) -> list[str]:
    """What is wrong with a play's settings (they come from the play file, so they are checked like input)."""
    problems = []

    def check(name: str, ok: bool, expected: str) -> None:
        if name in settings and not ok:
            problems.append(_("the setting « {setting} »: expected {expected}, got {value}").format(
                setting=setting_label(name), expected=expected, value=describe_value(settings[name])))

    for flag in ("combat_cards_count", "immunity_covers_combat", "unused_caporegimes_pool",
                 "corruption_attacker_opens", "guard_not_sent_dies", "reshuffle_discard"):
        check(flag, isinstance(settings.get(flag), bool), _("yes or no (true or false)"))
    for values in ("weapon_values", "corruption_values"):
        value = settings.get(values)
        check(values, isinstance(value, list) and bool(value) and all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 99 for v in value),
            _("a list of whole numbers from 0 to 99"))
    tie = settings.get("tie_break")
    check("tie_break", isinstance(tie, list) and all(t in TIE_BREAK_CRITERIA for t in tie),
          _("a list among {values}").format(values=_choices(TIE_BREAK_CRITERIA)))
    check("placement", settings.get("placement") in PLACEMENTS, _choices(PLACEMENTS))
    check("silence_by", settings.get("silence_by") in SILENCE_BY, _choices(SILENCE_BY))
    check("first_player", settings.get("first_player") in FIRST_PLAYERS, _choices(FIRST_PLAYERS))
    return problems
