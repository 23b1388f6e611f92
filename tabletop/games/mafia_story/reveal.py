"""The reveal, as pure functions: prevention cards and their targets (the obligation to choose one, one's own
token included), the neutralised tokens, then each remaining token scored by the nine rules of the rule data
(own family or a teammate's, enemy, prostituée, drive-by, police), with the −2 of rule 7 and the city count."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from tabletop.games.mafia_story.ending import Standing, end_reached, winner
from tabletop.games.mafia_story.rules import Card, MafiaRules, ScoringRule
from tabletop.i18n import _, placed
from tabletop.rule_places.mafia_story import REVEAL
from tabletop.schema_words import place_words


class RevealError(ValueError):
    """A reveal the rules refuse (an impossible target, a card that is not in the game): one line, the place of the
    reveal file in words (empty: the file as a whole) and what is wrong there, so that a command names the file once
    before them (``jsontext.in_file``)."""

    def __init__(self, place: str, problem: str) -> None:
        super().__init__(placed(place, problem) if place else problem)
        self.place, self.problem = place, problem


@dataclass(frozen=True)
class Seat:
    """A player as the reveal needs him: his family and his team (None outside the 4-player game)."""

    name: str
    family: str
    team: str | None = None


@dataclass(frozen=True)
class PlacedToken:
    player: str
    kind: str  # "encaissement" or "guerre"
    card: Card


@dataclass(frozen=True)
class Prevention:
    """A prevention card laid: ``kind`` is the kind of token it stops; ``target`` the owner of the token
    chosen (None: the only possible one)."""

    player: str
    kind: str
    target: str | None = None


@dataclass(frozen=True)
class TokenScore:
    """What one token did to its card: the rule applied, the pile the card goes to, the owner's points, and
    the player who controls the card's family when he loses points (rule 7)."""

    player: str
    kind: str
    card: Card
    rule: ScoringRule
    pile: str
    points: int
    controller: str | None
    controller_loses: int


def own_families(seats: Sequence[Seat], player: str) -> set[str]:
    """The families a player's encaissement cashes in: his own and, at 4 players, his teammate's (« ou de
    celle de son équipier à 4 joueurs »)."""
    me = _seat(seats, player)
    return {s.family for s in seats if s.name == me.name or (me.team is not None and s.team == me.team)}


def target_choices(kind: str, owners_on_table: Sequence[str], already_targeted: Sequence[str],
                   spread: bool) -> list[str]:
    """The owners whose ``kind`` token a prevention card may target now. « On est obligé de choisir une cible
    pour sa carte, si cela est possible »: every token of that kind, the player's own included; with ``spread``
    a token already targeted is chosen again only when no other is left."""
    owners = list(dict.fromkeys(owners_on_table))
    fresh = [o for o in owners if o not in already_targeted]
    return fresh if spread and fresh else owners


def resolve_prevention(preventions: Sequence[Prevention], tokens: Sequence[PlacedToken],
                       spread: bool) -> list[tuple[str, str]]:
    """The tokens neutralised, as (owner, kind), in the order the cards were laid (the turn order). A null
    target is the only possible one; a card with no possible target is spent with no effect; a target that
    cannot be chosen is refused, naming it."""
    targeted: dict[str, list[str]] = {}
    neutralised: list[tuple[str, str]] = []
    for number, card in enumerate(preventions):
        owners = [t.player for t in tokens if t.kind == card.kind]
        choices = target_choices(card.kind, owners, targeted.get(card.kind, []), spread)
        if card.target is None:
            if len(choices) > 1:
                raise RevealError(_place("prevent", number), _("{player}'s card may target {items}; name one").format(
                    player=card.player, items=', '.join(choices)))
            if not choices:
                continue
            target = choices[0]
        else:
            target = card.target
            if target not in choices:
                why = _("{target} has no {kind} token on the table to target") if target not in owners else \
                    _("{target}'s {kind} token is targeted already while another can be")
                raise RevealError(_place("prevent", number, "target"), why.format(target=target, kind=card.kind))
        targeted.setdefault(card.kind, []).append(target)
        if (target, card.kind) not in neutralised:
            neutralised.append((target, card.kind))
    return neutralised


def card_class(card: Card, families: set[str]) -> str:
    """The class the nine rules know a card by: own, enemy, prostituee, drive-by or police."""
    if card.type == "police":
        return "police"
    if card.type in ("prostituee", "drive-by"):
        return card.type
    return "own" if card.family in families else "enemy"


def rule_for(rules: MafiaRules, kind: str, klass: str) -> ScoringRule:
    return next(r for r in rules.scoring if r.card == klass and r.token in (kind, "any"))


def score_token(rules: MafiaRules, seats: Sequence[Seat], token: PlacedToken) -> TokenScore:
    rule = rule_for(rules, token.kind, card_class(token.card, own_families(seats, token.player)))
    controller = None
    if rule.controller_loses and token.card.family is not None:
        # « au joueur qui contrôle cette activité »: nobody controls the neutral family at 2 players.
        controller = next((s.name for s in seats if s.family == token.card.family), None)
    return TokenScore(player=token.player, kind=token.kind, card=token.card, rule=rule, pile=rule.pile,
                      points=rule.points_for(rules.card_value(token.card)), controller=controller,
                      controller_loses=rule.controller_loses if controller else 0)


def score_tokens(rules: MafiaRules, seats: Sequence[Seat], tokens: Sequence[PlacedToken]) -> list[TokenScore]:
    return [score_token(rules, seats, t) for t in tokens]


def deltas(seats: Sequence[Seat], scores: Sequence[TokenScore]) -> dict[str, int]:
    """Each player's change of score: his tokens' points less the −2s of rule 7 he suffers."""
    out = {s.name: 0 for s in seats}
    for score in scores:
        out[score.player] += score.points
        if score.controller:
            out[score.controller] -= score.controller_loses
    return out


def leaves_city_count(card: Card, exclude_under_special: bool) -> bool:
    """Whether scoring ``card`` lowers the count of city cards. A police card uncovers the card it hid, which
    counts again (« on ne compte pas les éventuelles cartes surplombées par des cartes police »); so does a
    spéciale when the cards under spéciales are left out too."""
    if card.type == "police":
        return False
    return not (card.type == "speciale" and exclude_under_special)


def city_after(city_cards: int, scores: Sequence[TokenScore], exclude_under_special: bool) -> int:
    return city_cards - sum(1 for s in scores if leaves_city_count(s.card, exclude_under_special))


def _seat(seats: Sequence[Seat], name: str) -> Seat:
    for seat in seats:
        if seat.name == name:
            return seat
    raise RevealError("", _("no player '{name}'").format(name=name))



def resolve_request(rules: MafiaRules, settings: Mapping[str, Any], request: Mapping[str, Any]) -> dict[str, Any]:
    """The command line's reveal: a request shaped as ``reveal.schema.json`` (already validated) in, the
    neutralised tokens, each player's change, piles and score, the new city count and the end out. A problem
    raises RevealError naming its field."""
    seats = [Seat(p["name"], p["family"], p["team"]) for p in request["players"]]
    _check_request(rules, settings, request, seats)
    tokens = [PlacedToken(t["player"], t["kind"], rules.normal(Card(**t["card"]))) for t in request["tokens"]]
    preventions = [Prevention(p["player"], p["kind"], p["target"]) for p in request["prevent"]]
    neutralised = resolve_prevention(preventions, tokens, settings["prevention_spread"])
    scored = score_tokens(rules, seats, [t for t in tokens if (t.player, t.kind) not in neutralised])
    change = deltas(seats, scored)
    city = city_after(request["city_cards"], scored, settings["exclude_under_special"])
    players, standings = [], []
    for p in request["players"]:
        right = p["right"] + sum(1 for s in scored if s.player == p["name"] and s.pile == "right")
        left = p.get("left", 0) + sum(1 for s in scored if s.player == p["name"] and s.pile == "left")
        score = p["score"] + change[p["name"]]
        players.append({"name": p["name"], "delta": change[p["name"]], "score": score, "right": right, "left": left})
        standings.append(Standing(p["name"], score, right, left, p["team"]))
    over = end_reached(standings, city, settings)
    return {"neutralised": [{"player": who, "kind": kind} for who, kind in neutralised], "players": players,
            "city_cards": city, "over": over, "winner": winner(standings, settings) if over else None}


def _place(*path: Any, request: Mapping[str, Any] | None = None) -> str:
    """A place of the reveal file in the referee's words (« le score du joueur « Ana » »), a player by the name
    ``request`` gives him."""
    return place_words(path, REVEAL, None, data=request)


def _check_request(rules: MafiaRules, settings: Mapping[str, Any], request: Mapping[str, Any],
                   seats: Sequence[Seat]) -> None:
    names = [s.name for s in seats]
    for index, seat in enumerate(seats):
        if names.index(seat.name) != index:
            raise RevealError(_place("players", index, "name"), _("« {name} » is named twice").format(name=seat.name))
        if [s.family for s in seats].index(seat.family) != index:
            raise RevealError(_place("players", index, "family", request=request),
                              _("« {family} » is already another player's family").format(family=seat.family))
    if len({s.team is None for s in seats}) > 1:
        raise RevealError(_place("players"), _("give every player a team (4 players) or none"))
    seen: set[tuple[str, str]] = set()
    for index, token in enumerate(request["tokens"]):
        if token["player"] not in names:
            raise RevealError(_place("tokens", index, "player"), _("no player is « {value} »").format(
                value=token['player']))
        if (token["player"], token["kind"]) in seen:
            raise RevealError(_place("tokens", index), _("{value} has only one {value2} token").format(
                value=token['player'], value2=token['kind']))
        seen.add((token["player"], token["kind"]))
        problem = rules.check_card(Card(**token["card"]))
        if problem:
            raise RevealError(_place("tokens", index, "card"), problem)
    laid: dict[str, list[str]] = {}
    for index, card in enumerate(request["prevent"]):
        if card["player"] not in names:
            raise RevealError(_place("prevent", index, "player"), _("no player is « {value} »").format(
                value=card['player']))
        mine = laid.setdefault(card["player"], [])
        if card["kind"] in mine or len(mine) >= settings["prevention_per_round"]:
            raise RevealError(_place("prevent", index),
                              _("{value} has no other prevention card to lay this round").format(value=card['player']))
        mine.append(card["kind"])
        if card["target"] is not None and card["target"] not in names:
            raise RevealError(_place("prevent", index, "target"), _("no player is « {value} »").format(
                value=card['target']))
