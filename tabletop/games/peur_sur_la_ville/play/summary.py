"""What ending a turn or the game leaves pending, and the summaries shown, printed and kept with the log: the turn's
actions, wounds, figures out, bavures and the city; the game's scores, bitcoins and reputation, the Parrain and the
ranking. Everything is computed from the session's log and its states, so a reopened game summarises the same.
The readings (how one game is ranked, what reputation means without a campaign) are ``summary.toml``."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Mapping, Sequence

from tabletop.games.interface import Ranking, rank_by
from tabletop.games.peur_sur_la_ville.rules.campaign import godfather, starting_reputation, turn_income
from tabletop.games.peur_sur_la_ville.play.garde import garde_due
from tabletop.games.peur_sur_la_ville.play.effects import can_activate, rules_call
from tabletop.games.peur_sur_la_ville.play.session import GameSession, scores, step_clause
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameState
from tabletop.games.peur_sur_la_ville.rules import PeurError, activation_morale_dice
from tabletop.i18n import N_, _, ngettext
from tabletop.ruledata import load_package_rules
from tabletop.sentences import Noun, clauses, listed, noun_args, say

PACKAGE = "tabletop.games.peur_sur_la_ville.play"


@lru_cache(maxsize=1)
def summary_rules() -> dict[str, Any]:
    return load_package_rules(PACKAGE, "summary.toml", "summary.schema.json")


def pending_before(setup: GameSetup, state: GameState, ending: str) -> list[str]:
    """What is still to do before ``ending`` ("turn" or "game"): one line each, empty when nothing is."""
    lines = []
    if state.activation is not None:
        lines.append(say("peur-activation-open", **setup.gang_args("gang", state.activation.gang)))
    waiting = [f for f in state.figures.values() if can_activate(setup, f)]
    if waiting:
        lines.append(_("not activated: {figures}").format(figures=", ".join(setup.title(f) for f in waiting)))
    owing = [f for f in waiting if f.wounds and rules_call("morale", activation_morale_dice, setup.fighter(f),
                                                            setup.rules)]
    if owing:
        lines.append(_("a morale test owed to activate: {figures}").format(
            figures=", ".join(setup.title(f) for f in owing)))
    if state.phase in ("activations", "activation", "end_of_turn") and not state.civilians_moved:
        lines.append(_("the city's end-of-turn moves are not confirmed yet"))
    soldiers = garde_due(setup, state)
    if soldiers:
        lines.append(_("the Garde Nationale has not fired yet: {figures}").format(
            figures=", ".join(setup.title(state.figures[s]) for s in soldiers)))
    if ending == "game" and state.phase not in ("turn_start", "deploy", "over"):
        lines.append(_("turn {turn} is not finished").format(turn=state.turn))
    return lines


@dataclass(frozen=True)
class TurnSummary:
    turn: int
    actions: tuple[tuple[str, int], ...]  # (event kind, how many), most frequent first
    wounds: tuple[tuple[str, int], ...]  # (figure, wounds taken this turn)
    out: tuple[tuple[str, str], ...]  # (figure, "KO" | "dead" | "captive")
    bavures: tuple[tuple[str, int], ...]  # (gang, bavures this turn)
    city: tuple[str, ...]  # the city's moves and what ending the turn did
    nouns: Mapping[str, Noun] = field(default_factory=dict)  # each gang's name with its forms, by name

    def lines(self) -> list[str]:
        ways = {"KO": _("KO"), "dead": _("dead"), "captive": _("captive")}
        actions = ", ".join(_("{what} ({count})").format(what=event_name(kind), count=n) for kind, n in self.actions)
        wounds = ", ".join(ngettext("{who} ({count} wound)", "{who} ({count} wounds)", n).format(who=who, count=n)
                           for who, n in self.wounds)
        out = ", ".join(_("{who} ({how})").format(who=who, how=ways.get(how, how)) for who, how in self.out)
        bavures = clauses([say("peur-gang-bavures", count=n, **noun_args("gang", self.nouns.get(gang) or Noun.plain(gang)))
                           for gang, n in self.bavures])
        return [_("Summary of turn {turn}").format(turn=self.turn),
                _("  actions: {list}").format(list=actions) if actions else _("  no action"),
                _("  wounds: {list}").format(list=wounds) if wounds else _("  no wound"),
                _("  out of the fight: {list}").format(list=out) if out else _("  nobody out of the fight"),
                f"  {bavures}" if bavures else _("  no bavure"),
                # The city's lines say « la ville : » themselves, as the log does.
                *(f"  {line}" for line in self.city)]


# What the referee did, by the kind of event the log holds: a turn's summary counts them.
EVENT_NAMES = {
    "start_game": N_("start of the game"), "start_turn": N_("start of the turn"),
    "roll_initiative": N_("initiative rolls"), "activate": N_("activations"),
    "end_activation": N_("ends of activation"),
    "move": N_("moves"), "drive": N_("drives"), "ram": N_("rammings"), "climb": N_("climbs"),
    "stand_up": N_("standing up"), "open_door": N_("doors opened"), "rob": N_("robberies"), "arrest": N_("arrests"),
    "exchange": N_("exchanges"), "heal": N_("heals"), "hide": N_("hiding"), "board": N_("boardings"),
    "leave_vehicle": N_("leaving a vehicle"), "aim": N_("aiming"), "shoot": N_("shots"), "tase": N_("tasers"),
    "fight": N_("fights"), "throw": N_("throws"), "launch": N_("launches"), "place_mine": N_("mines placed"),
    "trigger_mine": N_("mines triggered"), "reload": N_("reloads"), "repair": N_("repairs"),
    "detect": N_("detections"), "civilians_react": N_("the city's moves"), "crew_test": N_("crew tests"),
    "checkpoint": N_("check-points"), "end_turn": N_("end of the turn"), "adjust": N_("adjustments"),
    "bavure": N_("bavures declared"), "end_game": N_("end of the game"),
}


def event_name(kind: str) -> str:
    """The kind of an event in words (a kind of a newer file as it is written)."""
    return _(EVENT_NAMES[kind]) if kind in EVENT_NAMES else kind


def _turn_span(session: GameSession, turn: int) -> range:
    """The log positions (0-based) of the events of ``turn``: those whose state after is in that turn (the log's
    lines are sentences, not read back)."""
    found = [i for i in range(len(session.events)) if session.state_at(i + 1).turn == turn]
    return range(found[0], found[-1] + 1) if found else range(0)


def _out(f: FigureState) -> str:
    if not f.alive:
        return "dead"
    if f.captor is not None:
        return "captive"
    return "KO" if f.state == "ko" else ""


def turn_summary(session: GameSession, turn: int) -> TurnSummary:
    """The summary of ``turn`` from the log: empty when the turn has no event."""
    span = _turn_span(session, turn)
    if not span:
        return TurnSummary(turn, (), (), (), (), ())
    setup = session.setup
    before, after = session.state_at(span.start), session.state_at(span.stop)
    kinds = Counter(session.events[i].kind for i in span)
    wounds, out = [], []
    for fid, f in after.figures.items():
        was = before.figures.get(fid)
        if was is None or f.kind != "figure":
            continue
        if f.wounds > was.wounds:
            wounds.append((setup.title(f), f.wounds - was.wounds))
        if _out(f) and _out(f) != _out(was):
            out.append((setup.title(f), _out(f)))
    bavures = [(g.name, g.bavures - before.gangs[letter].bavures) for letter, g in after.gangs.items()
               if letter in before.gangs and g.bavures > before.gangs[letter].bavures]
    # The city's clauses said again from the state before each, undated (the log's lines carry their turn).
    city = [step_clause(setup, session.state_at(i), session.events[i], geometry=False)[1] for i in span
            if session.events[i].kind in ("civilians_react", "end_turn")]
    nouns = {g.name: setup.gang_noun(letter) for letter, g in after.gangs.items()}
    return TurnSummary(turn, tuple(kinds.most_common()), tuple(wounds), tuple(out), tuple(bavures), tuple(city), nouns)


@dataclass(frozen=True)
class GangResult:
    letter: str
    name: str
    standing: int
    ko: int
    dead: int
    captive: int
    robberies: int
    arrests: int
    bavures: int
    bitcoins: int
    reputation: int


@dataclass(frozen=True)
class GameSummary:
    gangs: tuple[GangResult, ...]  # in ranking order
    parrain: str | None  # the gang whose leader becomes the Parrain
    duel: tuple[str, ...]  # gangs whose leaders duel for it on a tie
    ranking: Ranking
    nouns: Mapping[str, Noun] = field(default_factory=dict)  # each gang's name with its forms, by name

    def lines(self) -> list[str]:
        lines = [_("Summary of the game")]
        for g in self.gangs:
            rank = next(p.rank for p in self.ranking.players if p.name == g.name)
            # One sentence a gang: its place, the gang with its article, every count agreeing with its word.
            lines.append("  " + say("peur-summary-gang", rank=rank, **noun_args("gang", self._noun(g.name)),
                                    bitcoins=g.bitcoins, reputation=g.reputation, standing=g.standing, ko=g.ko,
                                    dead=g.dead, captive=g.captive, robberies=g.robberies, arrests=g.arrests,
                                    bavures=g.bavures))
        if self.parrain:
            lines.append("  " + say("peur-summary-parrain", **noun_args("gang", self._noun(self.parrain))))
        elif self.duel:
            gangs_of = listed([noun_args("gang", self._noun(name))["gang_of"] for name in self.duel])
            lines.append("  " + say("peur-summary-duel", gangs_of=gangs_of))
        else:
            lines.append("  " + say("peur-summary-nobody"))
        lines.append(f"  {self.ranking.explanation}")
        return lines

    def _noun(self, name: str) -> Noun:
        return self.nouns.get(name) or Noun.plain(name)


def ranking_explanation(rows: Sequence[tuple[str, Sequence[float]]], criteria: Sequence[str],
                        nouns: Mapping[str, Noun]) -> str:
    """Why the first is first (``rows`` as ``rank_by`` takes them), each gang with its article and its verb
    agreeing: « la Police est en tête au nombre de bitcoins », « la Police et les Skins à égalité ; les Skins
    l'emportent avec le moins de bavures »."""
    def the(names: Sequence[str]) -> str:
        return listed([noun_args("g", nouns.get(n) or Noun.plain(n))["g"] for n in names])

    leaders = list(rows)
    for index, criterion in enumerate(criteria):
        best = max(keys[index] for _, keys in leaders)
        ahead = [(n, k) for n, k in leaders if k[index] == best]
        if len(ahead) == 1:
            words = say("peur-criterion", criterion=criterion)
            leader = noun_args("leader", nouns.get(ahead[0][0]) or Noun.plain(ahead[0][0]))
            if index == 0:
                return say("peur-ranking-leads", criterion=words, **leader)
            return say("peur-ranking-tie-broken", tied=the([n for n, _ in leaders]), criterion=words, **leader)
        leaders = ahead
    return say("peur-ranking-level", tied=the([n for n, _ in leaders]))


def _bitcoins(setup: GameSetup, letter: str, counts: dict[str, int]) -> int:
    """The campaign income the game's events earn the gang; sources the gang is not paid for are left out."""
    earned = {}
    for source, count in counts.items():
        try:
            turn_income(letter, {source: count}, rules=setup.rules)
        except PeurError:
            continue
        earned[source] = count
    try:
        return turn_income(letter, earned, rules=setup.rules).total
    except PeurError:
        return 0


def game_summary(session: GameSession) -> GameSummary:
    """The end-of-game summary from the state the log leads to (the current one when the game is not over)."""
    setup, state = session.setup, session.state
    table = scores(state)
    results, leader_alive = [], {}
    for letter, g in state.gangs.items():
        mine = state.gang_figures(letter)
        hurt = sum(1 for f in mine if f.wounds or not f.alive)
        counts = {"shop": g.robberies, "arrest": g.arrests, "own_casualty": hurt}
        try:
            reputation = starting_reputation(letter, setup.rules)
        except PeurError:
            reputation = 0
        s = table[letter]
        results.append(GangResult(letter, g.name, s["standing"], s["ko"], s["dead"], s["captive"], s["robberies"],
                                  s["arrests"], s["bavures"], _bitcoins(setup, letter, counts), reputation))
        leader_alive[g.name] = any(f.role == "leader" and f.alive for f in mine)
    keys = {"bitcoins": lambda r: r.bitcoins, "standing": lambda r: r.standing,
            "fewer_bavures": lambda r: -r.bavures, "fewer_dead": lambda r: -r.dead,
            "robberies": lambda r: r.robberies, "arrests": lambda r: r.arrests}
    criteria = summary_rules()["ranking"]["criteria"]
    rows = [(r.name, [keys[c](r) for c in criteria]) for r in results]
    nouns = {r.name: setup.gang_noun(r.letter) for r in results}
    ranking = replace(rank_by(rows, criteria, scores={r.name: r.bitcoins for r in results}),
                      explanation=ranking_explanation(rows, criteria, nouns))
    order = [p.name for p in ranking.players]
    parrain = godfather({r.name: r.reputation for r in results}, leader_alive)
    return GameSummary(tuple(sorted(results, key=lambda r: order.index(r.name))), parrain.winner, parrain.duel,
                       ranking, nouns)


def log_with_summaries(session: GameSession) -> list[str]:
    """The log as the referee keeps it: each turn's summary after the event that ended it, the game's at the end."""
    lines = []
    for index, (event, line) in enumerate(zip(session.events, session.log_lines)):
        lines.append(line)
        if event.kind == "end_turn":
            lines.extend(turn_summary(session, session.state_at(index).turn).lines())
    if session.is_over():
        lines.extend(game_summary(session).lines())
    return lines
