"""Setting the table (« Mise en place »): each Wiseguy's board, purse, cards, pawn and four first businesses in
his starting zone; in the two-player game Furi's 20 businesses on 2 quartiers per zone and the blocked quartiers.

Set-up options (all optional): ``variant`` ("classic", or "furi" — the default for two players),
``characters`` ({player: character id or name}, or a list in seat order with null for "any"; by default the
seats take Booki, Busta, Miss T, Killah, Furi, those not chosen),
``first_player`` (a player's name; the first seat by default), ``modules`` (the advanced level's modules played,
by name: baron_jobs, development_gap, under_announce, side_bet, all_events, armement, roles), ``roles`` (with the
roles module, {player: gangsta or infiltre}; dealt from the seed when not given), ``placements`` (where each player's four first
businesses go: {player: {kind: quartier number 1-7 of his zone}}, or a list in seat order with null for the
default, every kind on the zone's first quartier, where the pawn starts), and in Furi's game ``furi_quartiers``
and ``blocked`` (10 quartier ids each; by default the 6th and 7th, and the 4th and 5th, of each zone)."""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any, Mapping

from tabletop.games.interface import PlaySetup
from tabletop.games.narcopolis.advanced import deal_roles, roles_problems
from tabletop.games.narcopolis.ending import FURI
from tabletop.games.narcopolis.rounds import place
from tabletop.games.narcopolis.rules import KINDS, MODULES, NarcoRules, default_rule_data, rules_from_data
from tabletop.games.narcopolis.state import NarcoState, Quartier, Wiseguy
from tabletop.i18n import _
from tabletop.jsontext import Inside
from tabletop.ruledata import RuleDataError
from tabletop.schema_words import file_field_words, option_words

DEFAULT_CHARACTERS = ("booki", "busta", "miss-t", "killah", "furi")
OPTIONS = {"variant", "characters", "first_player", "placements", "furi_quartiers", "blocked", "modules", "roles"}


# The rules built for a play's settings, by the settings as written (``repr``: a list and a tuple differ, as they do
# to the schema): a session asks for them three times as it starts (set-up problems, then the initial state, which
# checks them again), and a play file, a phone's replay or a test plays the same settings over and over; each build
# validates the whole rule data, a fifth of a Narcopolis playthrough. Kept with the rule data in force they were
# built over, so house rules changed since are read again; a few at most.
_BUILT: dict[str, tuple[Mapping[str, Any], NarcoRules]] = {}
_BUILT_MOST = 16


def rules_for(setup: PlaySetup) -> NarcoRules:
    """The rules a play uses: its saved settings over the rule data in force (top-level sections replaced)."""
    defaults = default_rule_data()
    key = repr(setup.settings)
    built = _BUILT.get(key)
    if built is not None and built[0] is defaults:
        return built[1]
    rules = _rules_over(defaults, copy.deepcopy(dict(setup.settings)))  # a copy: the rules kept own their data
    if len(_BUILT) >= _BUILT_MOST:
        _BUILT.clear()
    _BUILT[key] = (defaults, rules)
    return rules


def _rules_over(defaults: Mapping[str, Any], settings: dict[str, Any]) -> NarcoRules:
    data = {**defaults, **settings}
    readings = data.get("readings")
    if isinstance(readings, dict) and "final_combat" not in readings:
        # A play saved before the final combat was played: its ties were shared, and its replay must not change.
        data["readings"] = {**readings, "final_combat": {**defaults["readings"]["final_combat"], "value": "shared"}}
    for section in ("costs", "readings"):
        # A play saved before a later entry of these sections existed takes the entry's default: the entries
        # added since (influence cost range, role victory) change nothing in a play without them.
        if isinstance(data.get(section), dict):
            data[section] = {**{k: v for k, v in defaults[section].items() if k not in data[section]},
                             **data[section]}
    return rules_from_data(data)


def variant_of(setup: PlaySetup) -> str:
    return setup.options.get("variant", "furi" if len(setup.players) == 2 else "classic")


def characters_of(setup: PlaySetup, rules: NarcoRules) -> dict[str, str]:
    """Each player's character id (KeyError with a message for an unknown one)."""
    chosen = _chosen(setup)
    pool = [c for c in DEFAULT_CHARACTERS if c != rules.furi["character"] or variant_of(setup) != "furi"]
    taken = {rules.character(c).id for c in chosen.values()}
    free = [c for c in pool if c not in taken]
    return {name: rules.character(chosen[name]).id if name in chosen else free.pop(0) for name in setup.players}


def _chosen(setup: PlaySetup) -> dict[str, str]:
    """The characters chosen, by player (a seat-order list is read seat by seat; null leaves the seat free)."""
    chosen = setup.options.get("characters") or {}
    if isinstance(chosen, list):
        return {name: c for name, c in zip(setup.players, chosen) if c is not None}
    return dict(chosen)


def placements_of(setup: PlaySetup) -> dict[str, dict[str, int]]:
    """Each player's first businesses: kind -> quartier number in his zone (1 for every kind not given)."""
    chosen = setup.options.get("placements") or {}
    if isinstance(chosen, list):
        chosen = {name: c for name, c in zip(setup.players, chosen) if c is not None}
    return {name: {k: int((chosen.get(name) or {}).get(k, 1)) for k in KINDS} for name in setup.players}


def _placement_problems(setup: PlaySetup) -> list[str]:
    chosen = setup.options.get("placements")
    if chosen is None:
        return []
    rows = list(zip(setup.players, chosen)) if isinstance(chosen, list) else \
        list(chosen.items()) if isinstance(chosen, Mapping) else None
    if rows is None or (isinstance(chosen, list) and len(chosen) > len(setup.players)):
        return [Inside(option_words("placements"),
                       _("expected the quartier (1 to 7) of each kind for each player, by player or as a list in "
                         "seat order"))]
    for name, row in rows:
        if row is None:
            continue
        if name not in setup.players or not isinstance(row, Mapping):
            return [Inside(option_words("placements"),
                           _("'{name}' is not a player with a quartier (1 to 7) for each kind").format(name=name))]
        for kind, number in row.items():
            if kind not in KINDS or not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 7:
                return [Inside(option_words("placements"),
                               _("{name}'s « {kind} » is not a kind among {items} on a quartier from 1 to 7").format(
                                   name=name, kind=kind, items=", ".join(KINDS)))]
    return []


def setup_problems(setup: PlaySetup) -> list[str]:
    problems: list[str] = []
    try:
        rules = rules_for(setup)
    except RuleDataError as exc:
        return exc.lines
    n = len(setup.players)
    unknown = sorted(set(setup.options) - OPTIONS)
    if unknown:
        problems.append(Inside(file_field_words(("options",)),
                               _("unknown option '{value}', the options being {items}").format(
                                   value=unknown[0], items=', '.join(sorted(OPTIONS)))))
    if len(set(setup.players)) != n:
        problems.append(Inside(file_field_words(("players",)), _("two players have the same name")))
    variant = variant_of(setup)
    if variant not in ("classic", "furi"):
        problems.append(Inside(option_words("variant"),
                               _("'{variant}' is neither classic nor furi").format(variant=variant)))
    elif variant == "furi" and n != 2:
        problems.append(_("{n} players: Furi's variant is the two-player game").format(
            n=n))
    elif not 2 <= n <= 5:
        problems.append(_("{n} players: Narcopolis takes 2 to 5").format(
            n=n))
    if variant == "furi" and FURI in setup.players:
        problems.append(Inside(file_field_words(("players",)),
                               _("« Furi » is the boss in the two-player game; a player needs another name")))
    first = setup.options.get("first_player", setup.players[0] if setup.players else None)
    if first not in setup.players:
        problems.append(Inside(option_words("first_player"), _("'{first}' is not a player").format(first=first)))
    chosen = setup.options.get("characters") or {}
    if isinstance(chosen, list):
        if any(c is not None for c in chosen[n:]):
            return problems + [Inside(option_words("characters"),
                                      _("{count} characters for {n} players").format(count=len(chosen), n=n))]
        chosen = _chosen(setup)
    if not isinstance(chosen, Mapping):
        return problems + [Inside(option_words("characters"),
                                  _("expected each player's character, by player or as a list in seat order"))]
    for name, character in chosen.items():
        if name not in setup.players:
            problems.append(Inside(option_words("characters"), _("'{name}' is not a player").format(name=name)))
        elif not isinstance(character, str):
            problems.append(Inside(option_words("characters"),
                                   _("expected a character's name for {name}").format(name=name)))
    problems += _placement_problems(setup)
    modules = setup.options.get("modules", [])
    if not isinstance(modules, list) or any(m not in MODULES for m in modules) or len(set(modules)) != len(modules):
        problems.append(Inside(option_words("modules"),
                               _("advanced modules among {items}, each once").format(items=", ".join(MODULES))))
    elif "roles" in modules:
        problems += roles_problems(rules, list(setup.players), setup.options.get("roles"))
    elif setup.options.get("roles") is not None:
        problems.append(Inside(option_words("roles"),
                               _("the Rôle cards are advanced module 7, « roles » among the modules")))
    if problems:
        return problems
    try:
        characters = characters_of(setup, rules)
    except KeyError as exc:
        return [Inside(option_words("characters"), exc.args[0])]
    except IndexError:
        return [Inside(option_words("characters"), _("not enough characters left for every player"))]
    if len(set(characters.values())) != n:
        problems.append(Inside(option_words("characters"), _("two players chose the same character")))
    if variant == "furi" and rules.furi["character"] in characters.values():
        problems.append(Inside(option_words("characters"), _("« Aucun des deux joueurs ne pourra choisir Furi »")))
    if variant == "furi":
        problems += _furi_map_problems(setup, rules)
    return problems


def _furi_map_problems(setup: PlaySetup, rules: NarcoRules) -> list[str]:
    problems = []
    for label in ("furi_quartiers", "blocked"):
        chosen = setup.options.get(label)
        if chosen is not None and (not isinstance(chosen, list) or not all(isinstance(q, str) for q in chosen)):
            return [Inside(option_words(label), _("expected a list of quartier ids"))]
    furi_q, blocked = furi_quartiers(setup, rules), blocked_quartiers(setup, rules)
    known = set(rules.quartiers())
    for label, chosen, per_zone in (("furi_quartiers", furi_q, rules.furi["quartiers_per_zone"]),
                                    ("blocked", blocked, rules.furi["blocked_per_zone"])):
        bad = [q for q in chosen if q not in known]
        if bad:
            problems.append(Inside(option_words(label), _("no quartier '{value}'").format(value=bad[0])))
            continue
        for zone in rules.zones:
            if sum(1 for q in chosen if q[:2] == zone.code) != per_zone:
                problems.append(Inside(option_words(label),
                                       _("{name} needs exactly {per_zone}").format(name=zone.name, per_zone=per_zone)))
    if set(furi_q) & set(blocked):
        problems.append(Inside(option_words("blocked"), _("a quartier is both Furi's and blocked")))
    placements = placements_of(setup)
    starts = set()
    for name, cid in characters_of(setup, rules).items():
        zone = rules.zone(rules.characters[cid].zone).quartiers()
        starts |= {zone[0], *(zone[n - 1] for n in placements[name].values())}
    if starts & (set(furi_q) | set(blocked)):
        problems.append(Inside(file_field_words(("options",)),
                               _("a player's starting quartier or first business is on Furi's or a blocked one")))
    return problems


def furi_quartiers(setup: PlaySetup, rules: NarcoRules) -> list[str]:
    chosen = setup.options.get("furi_quartiers")
    per = rules.furi["quartiers_per_zone"]
    return list(chosen) if chosen else [q for z in rules.zones for q in z.quartiers()[7 - per:]]


def blocked_quartiers(setup: PlaySetup, rules: NarcoRules) -> list[str]:
    chosen = setup.options.get("blocked")
    per, furi_per = rules.furi["blocked_per_zone"], rules.furi["quartiers_per_zone"]
    return list(chosen) if chosen else [q for z in rules.zones for q in z.quartiers()[7 - furi_per - per:7 - furi_per]]


def initial_state(setup: PlaySetup) -> NarcoState:
    rules = rules_for(setup)
    variant = variant_of(setup)
    base, tokens = rules.setup, rules.setup["tokens_per_kind"]
    modules = tuple(m for m in MODULES if m in setup.options.get("modules", []))
    state = NarcoState(rules=rules, variant=variant, players=[], quartiers={q: Quartier() for q in rules.quartiers()},
                       bank=base["bank"], total_money=base["bank"], modules=modules,
                       first_player=list(setup.players).index(setup.options.get("first_player", setup.players[0])))
    roles = deal_roles(rules, list(setup.players), setup.options.get("roles"), setup.seed) if "roles" in modules \
        else {}
    for name, cid in characters_of(setup, rules).items():
        character = rules.characters[cid]
        adv: Mapping[str, Any] = character.advantage
        start = rules.zone(character.zone).quartiers()
        player = Wiseguy(name=name, character=cid, money=base["money"] + adv.get("money", 0),
                         reputation=base["reputation"] + adv.get("reputation", 0),
                         influence=base["influence"] + adv.get("influence", 0),
                         jobs=base["jobs"] + adv.get("jobs", 0), board={k: tokens for k in KINDS}, pawn=start[0],
                         role=roles.get(name))
        state.bank -= player.money
        state.players.append(player)
        # « un jeton de chaque Business sur un ou plusieurs quartiers de ta zone de départ »
        for kind, number in placements_of(setup)[name].items():
            place(state, player, start[number - 1], kind)
        fixed = list(rules.reading("furi_extra_kinds"))
        if fixed:
            for kind in fixed[:adv.get("businesses", 0)]:
                # a house rule's kinds: each on the first other quartier of her zone that lacks that kind
                place(state, player, next(q for q in (*start[1:], start[0]) if kind not in state.quartiers[q].kinds),
                      kind)
        else:
            player.extra_businesses = adv.get("businesses", 0)  # « 2 Business » she places at the table
    if variant == "furi":
        _set_furi(state, setup, rules)
    state.event_deck = [e.id for e in (rules.events_furi if variant == "furi" else rules.events_classic)]
    if "all_events" in modules and variant == "classic":
        # module 5: « mélange toutes les cartes Évènement … un scénario aléatoire »: every classic card is in the deck
        state.event_deck = [e.id for e in (*rules.events_classic, *rules.events_more)]
    if any(p.extra_businesses for p in state.players):
        state.phase = "starting"
    return state


def _set_furi(state: NarcoState, setup: PlaySetup, rules: NarcoRules) -> None:
    """« Furi possède 2 quartiers par zone … 20 Business en jeu, soit les 5 premières colonnes de sa table »."""
    character = rules.characters[rules.furi["character"]]
    tokens = rules.setup["tokens_per_kind"]
    furi = Wiseguy(name=FURI, character=character.id, money=0, reputation=rules.furi["reputation"],
                   influence=len(rules.furi["influence"]), jobs=0, board={k: tokens for k in KINDS},
                   pawn=rules.zone(character.zone).quartiers()[0], is_furi=True,
                   furi_cards=list(rules.furi["influence"]))
    state.players.append(furi)
    spots = furi_quartiers(setup, rules)
    kinds = [KINDS[i % len(KINDS)] for i in range(rules.furi["businesses"])]
    # two kinds a quartier, taken in turn, so each kind is placed as often as the others
    for index, kind in enumerate(kinds):
        spot = state.quartiers[spots[(index // 2) % len(spots)]]
        if kind in spot.kinds or furi.board[kind] == 0:
            continue
        place(state, furi, spots[(index // 2) % len(spots)], kind)
    for quartier in blocked_quartiers(setup, rules):
        state.quartiers[quartier] = replace(state.quartiers[quartier], blocked=True)
