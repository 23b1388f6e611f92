"""What the referee's laptop may show of a player's secrets while the players' phones hold them.

The phones' views (``card_views.py``) decide what each phone is sent; the laptop's forms bound the amounts the
referee enters, and a bound drawn from a clan's notes tells them (« personne ne doit savoir le montant d'argent que
vous possédez »). These functions give the forms bounds drawn only from what the table sees, unless the referee
shows the secrets; the core still refuses an amount the clan does not hold, in one line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.games.gangster_paradise import money

# The card games whose phones hold a secret of each player's (Camorra's tracker knows counts only).
KEEPS_SECRETS = frozenset({"gangster-paradise", "narcopolis", "mafia-story"})


def keeps_secrets(game: str) -> bool:
    """Whether the laptop hides something of ``game`` while its phones are served."""
    return game in KEEPS_SECRETS


@dataclass(frozen=True)
class Amount:
    """A spin box's range and the value it opens on."""

    least: int
    most: int
    default: int


def launder_amount(state: Any, hidden: bool) -> Amount:
    """Gangster Paradise, phase 5: the red the active clan may launder. The capacity comes from its members, on the
    table; its red notes bound it only when the secrets are shown."""
    clan = state.clans[state.active_seat()]
    capacity = money.laundering_capacity(clan.members, state.rules)
    if hidden:
        return Amount(0, capacity, 0)
    most = min(clan.red, capacity)
    return Amount(0, most, most)


def buy_red_amount(state: Any, hidden: bool) -> Amount:
    """Gangster Paradise, the black market: the red part of the price the taker pays. Hidden, any split of the price
    is offered, opening on the whole price in red; shown, the split his red and white notes allow."""
    taker = state.clans[state.taker]
    if hidden:
        return Amount(0, state.price, state.price)
    most = min(taker.red, state.price)
    return Amount(max(0, state.price - taker.white), most, most)


def executant_offers(state: Any, events: list[dict[str, Any]], hidden: bool) -> list[dict[str, Any]]:
    """Gangster Paradise: the executant cards the laptop offers to play. The legal events name only the kinds the
    clan holds, « gardés secrets aussi longtemps que souhaité »; hidden, every kind of the rules is offered against
    the same targets (how many it holds is on the table), and the core refuses a kind it does not hold."""
    if not hidden:
        return events
    offered = [e for e in events if e.get("type") != "play_executant"]
    targets = list(dict.fromkeys(e["target"] for e in events if e.get("type") == "play_executant"))
    offered += [{"type": "play_executant", "kind": kind.name, "target": target}
                for kind in state.rules.executant_kinds for target in targets]
    return offered


def mafia_city_count(state: Any, hidden: bool) -> int:
    """Mafia Story: the count of the city the laptop shows. The tracker's count leaves out the cards under a police
    card, so it tells a police cover from a spéciale; hidden, the count of the cards and covers laid, which anyone
    can count (the phones' ``cards_laid``)."""
    if not hidden:
        return state.city_cards()
    return sum(1 + (cell.cover is not None) for cell in state.cells if cell.present)


def armement_shown(state: Any, hidden: bool) -> dict[str, str]:
    """Narcopolis: the Armement cards the laptop names in a combat, fighter -> card. Hidden, a card a fighter kept
    and has not used stays his secret when the reading ``armement_hidden_until_used`` says so (``secrets.toml``)."""
    from tabletop.phones.views import readings

    combat = state.combat
    if combat is None:
        return {}
    if not (hidden and readings()["narcopolis"]["armement_hidden_until_used"]):
        return dict(combat.armement)
    return {who: card for who, card in combat.armement.items() if who in combat.armement_used}
