"""The games of a campaign turn: a live game per table with the gangs that chose it (their current rosters), what
the table's referee must place or know before deployment, and the finished games recorded in the book, from
which step 3 proposes the results — wherever the table's laptop was."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Mapping, Sequence

from tabletop.book import Book, Participant, PlayRecord
from tabletop.games.peur_sur_la_ville.campaign.proposals import propose_results
from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args
from tabletop.games.peur_sur_la_ville.campaign.results import GangResults
from tabletop.games.peur_sur_la_ville.campaign.settings import BookRules
from tabletop.games.peur_sur_la_ville.campaign.accounts import CITY, Accounts
from tabletop.games.peur_sur_la_ville.campaign.contracts import meetings
from tabletop.games.peur_sur_la_ville.campaign.game_sheet import campaign_link
from tabletop.games.peur_sur_la_ville.campaign.setup import GAME, CampaignView, load_campaign
from tabletop.games.peur_sur_la_ville.campaign.table_setup import checkpoints, furnish
from tabletop.games.peur_sur_la_ville.campaign.words import gang_figure_names
from tabletop.games.peur_sur_la_ville.campaign.ledger_writes import write_entries
from tabletop.games.peur_sur_la_ville.play import GameSession, new_setup
from tabletop.games.peur_sur_la_ville.play.game_rules import load_game_rules
from tabletop.games.peur_sur_la_ville.play.gamefile import GameFileError, game_from_json, game_to_json
from tabletop.games.peur_sur_la_ville.play.state import SOLDIER
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_rules
from tabletop.i18n import _, language, ngettext
from tabletop.games.peur_sur_la_ville.play.setup import figure_args
from tabletop.sentences import say
from tabletop.formats import quoted
from tabletop.jsontext import JsonTextError, cut, read_json_file
from tabletop.scenario import Scenario


@dataclass(frozen=True)
class TableGame:
    """A live game of the campaign: the session, each gang's campaign ids by roster figure, and the briefing."""

    table: str
    session: GameSession
    figure_ids: Mapping[str, tuple[str, ...]]
    briefing: tuple[str, ...]


def table_name(path: str) -> str:
    """A campaign table by the name its map gives (« Braquage à la Banque Centrale »), else its file's name."""
    try:
        header = read_json_file(path).get("tabletop")
    except (JsonTextError, AttributeError):
        return Path(path).stem
    name = header.get("name") if isinstance(header, dict) else None
    return name.strip() if isinstance(name, str) and name.strip() else Path(path).stem


def table_game(view: CampaignView, table: str, scenario: Scenario, gangs: Sequence[str], seed: int = 0,
               ) -> TableGame:
    """The map's gangs, in the order their figures appear, are played by ``gangs`` in order; a map figure no
    living roster figure fills is taken off the table. The game names its campaign, turn and table, and carries
    each gang's player, figures' campaign ids and campaign sheet (its saved file keeps them)."""
    rules = load_rules()
    on_map = list(dict.fromkeys(str(f.get("gang")) for f in scenario.of_kind("figure")))
    if len(gangs) > len(on_map):
        raise PeurError(ngettext("table {table}: the map deploys {count} gang, {count2} chose it",
                                 "table {table}: the map deploys {count} gangs, {count2} chose it",
                                 len(on_map)).format(
            table=table, count=len(on_map), count2=len(gangs)))
    letters = dict(zip(on_map, gangs))
    rosters, ids = {}, {}
    for letter in gangs:
        rosters[letter], ids[letter] = view.gangs[letter].roster(rules)
    played = scenario.copy()
    for feature in scenario:
        owner = feature.get("gang")
        if owner in on_map and owner not in letters:
            del played.features[feature.id]
        elif owner in letters:
            played.features[feature.id] = feature.with_properties(gang=letters[owner])
    setup = new_setup(played, rosters.values(), seed)
    for letter, gang in setup.gangs.items():
        for feature in played.of_kind("figure"):
            if feature.get("gang") == letter and feature.id not in gang.figures:
                del played.features[feature.id]
    settings, unplaced = furnish(played, setup, view.gangs, ids, view.garde_nationale, view.book_rules().table_setup)
    session = GameSession(replace(new_setup(played, rosters.values(), seed, settings),
                                  campaign=campaign_link(view, table, ids)))
    posts, no_room = checkpoints(session.setup, session.state, view.checkpoints)
    for event in posts:
        session.apply(event)
    return TableGame(table, session, ids, tuple(_briefing(view, gangs, ids, session) + unplaced + no_room))


def _briefing(view: CampaignView, gangs: Sequence[str], ids: Mapping[str, tuple[str, ...]],
              session: GameSession) -> list[str]:
    """What the referee of this table is told: the Garde Nationale's check-points and their turn, the deployment
    order, the figures the map has no place for."""
    lines = []
    if view.garde_nationale:
        soldiers = sum(1 for f in session.state.figures.values() if f.kind == SOLDIER)
        lines.append(ngettext("The Garde Nationale's {count} check-point stands on the map ({soldiers} soldiers); "
                              "after the players' turn each soldier fires once: « {passage} »",
                              "The Garde Nationale's {count} check-points stand on the map ({soldiers} soldiers); "
                              "after the players' turn each soldier fires once: « {passage} »",
                              view.checkpoints).format(count=view.checkpoints, soldiers=soldiers, passage=(
                                  "Ils ouvriront le feu sans sommation sur toute figurine armée SAUF la Police et "
                                  "le SWAT")))
    order = session.setup.settings.get("deploy_order", [])
    if order:
        lines.append(_("Deployment order: {gangs}").format(gangs=", ".join(order)))
    for letter in gangs:
        played = set(ids[letter][i] for i in session.setup.gangs[letter].figures.values() if i < len(ids[letter]))
        names = gang_figure_names(view.gangs[letter])
        # the figure's name says its gang (« Flic 11 de la Police »): no slot letter before it
        lines += [say("peur-campaign-not-on-map", **figure_args("figure", names[f.id]))
                  for f in view.gangs[letter].alive if f.id not in played]
    return lines


def record_table_game(book: Book, view: CampaignView, game: TableGame, referee: str | None = None) -> str:
    """Record a table's finished game in the book, in the campaign, for the turn being played; its id."""
    gangs = [g for g in game.session.setup.gangs if g in view.setup.players]
    record = PlayRecord(
        game=GAME, played_at=datetime.now(timezone.utc), referee=referee, campaign=view.name,
        participants=[Participant(name=view.setup.players[g], team=g, seat=i + 1) for i, g in enumerate(gangs)],
        extra={"campaign_turn": view.turn + 1, "table": game.table,
               "figure_ids": {g: list(ids) for g, ids in game.figure_ids.items()},
               "game": game_to_json(game.session, game.table)})
    return book.record_play(record)


def saved_table_game(view: CampaignView, table: str, session: GameSession) -> TableGame:
    """A table's game saved to a file (on this laptop or another) as the campaign records it: the figures'
    campaign ids are the ones the file names when it was played for this campaign and turn (the rosters may
    have changed since), else read from the gangs' rosters now; a file of another campaign or turn is refused."""
    link = session.setup.campaign
    gangs = turn_tables(view).get(table, [])
    if link is None:
        return TableGame(table, session, {g: view.gangs[g].roster()[1] for g in session.setup.gangs if g in gangs}, ())
    if link.name != view.name or link.turn != view.turn + 1:
        raise PeurError(_("this game was played for turn {turn} of campaign {campaign}, not for turn {now} of "
                          "{name}").format(turn=link.turn, campaign=link.name, now=view.turn + 1, name=view.name))
    return TableGame(table, session, {g: gang.figure_ids for g, gang in link.gangs.items() if g in gangs}, ())


def turn_games(book: Book, view: CampaignView) -> dict[str, PlayRecord]:
    """The games recorded for the turn being played, by table (the latest one of a table counts)."""
    found: dict[str, PlayRecord] = {}
    for record in reversed(book.plays(game=GAME, campaign=view.name)):
        if record.extra.get("campaign_turn") == view.turn + 1:
            found[str(record.extra.get("table"))] = record
    return found


REVEALED = "tables_revealed"  # the campaign turn whose tables were revealed (CITY field)
TABLE = "table"  # a gang's table that turn: its place in the campaign's tables, from 1


def reveal_tables(book: Book, view: CampaignView, choices: Mapping[str, str]) -> CampaignView:
    """« Les fiches sont dépouillées publiquement et en même temps »: every gang's table for the turn being played,
    written to the book (one transaction) so that each table's laptop sees the turn's tables; refused when a gang
    has not chosen, a table is not one of the campaign's, or the tables were revealed already."""
    turn = view.turn + 1
    if turn_tables(view):
        raise PeurError(_("the tables of campaign turn {turn} are revealed already").format(turn=turn))
    meetings(dict(choices))  # every gang has chosen
    missing = [g for g in view.setup.players if g not in choices]
    if missing:
        raise PeurError(_("no table is chosen for {gang}").format(**gang_args(missing[0])))
    accounts = Accounts(view.balances)
    revealed = ", ".join(f"{g} {table_name(t)}" for g, t in choices.items())
    for letter, table in choices.items():
        if table not in view.setup.tables:
            raise PeurError(_("the table chosen by {gang}, {table}, is not a table of this campaign").format(
                **gang_args(letter), table=quoted(cut(table_name(table)))))
        accounts.set(letter, TABLE, view.setup.tables.index(table) + 1,
                     _("turn {turn}: the tables revealed together ({tables})").format(turn=turn, tables=revealed))
    accounts.set(CITY, REVEALED, turn, _("turn {turn}: « {passage} »").format(
        turn=turn, passage="Les fiches sont dépouillées publiquement et en même temps"))
    write_entries(book, view.name, accounts.changes)
    return load_campaign(book, view.name)


def turn_tables(view: CampaignView) -> dict[str, list[str]]:
    """The tables revealed for the turn being played and the gangs on each (empty before the reveal)."""
    if int(view.balances.get(CITY, {}).get(REVEALED, 0)) != view.turn + 1:
        return {}
    tables: dict[str, list[str]] = {}
    for letter in view.setup.players:
        index = int(view.balances.get(letter, {}).get(TABLE, 0))
        if 0 < index <= len(view.setup.tables):
            tables.setdefault(view.setup.tables[index - 1], []).append(letter)
    return tables


def check_tables_in(book: Book, view: CampaignView) -> None:
    """« the turn advances only when every table is in »: PeurError naming the tables of the turn whose finished
    game is not in the book yet."""
    missing = waiting_for(book, view, list(turn_tables(view)))
    if missing:
        raise PeurError(_("campaign turn {turn} waits for the finished games of: {tables}").format(
            turn=view.turn + 1, tables=", ".join(table_name(t) for t in missing)))


def waiting_for(book: Book, view: CampaignView, tables: Sequence[str]) -> list[str]:
    """The tables of the turn whose finished game is not in the book yet (step 3 waits for them)."""
    games = turn_games(book, view)
    return [t for t in tables if t not in games or not _session(games[t]).is_over()]


# The recorded games replayed, by their file as written, the language their lines are written in and the rules in force
# (kept with the session, so that their ids stay theirs): step 3 asks for each table's game several times as the referee
# records them (whether it is over at each step and check, then what it proposes, then again as the turn advances),
# and each asking validated the file and applied every event again (the third of a campaign turn closed). A few at most.
_REPLAYED: dict[tuple[str, str, str, int, int], tuple[GameSession, object, object]] = {}
_REPLAYED_MOST = 16


def _session(record: PlayRecord) -> GameSession:
    """The recorded game replayed, to be read only."""
    doc, source = record.extra.get("game"), f"play {record.id}"
    try:
        try:
            text = json.dumps(doc)
        except (TypeError, ValueError):  # not JSON: refused by the replay, as it says
            return game_from_json(doc, source)
        rules, game_rules = load_rules(), load_game_rules()
        key = (text, source, language(), id(rules), id(game_rules))
        known = _REPLAYED.get(key)
        if known is None:
            if len(_REPLAYED) >= _REPLAYED_MOST:
                _REPLAYED.clear()
            known = _REPLAYED[key] = (game_from_json(json.loads(text), source), rules, game_rules)
        return known[0]
    except GameFileError as exc:
        raise PeurError(exc.lines[0]) from None


def proposals_from_play(record: PlayRecord, book_rules: BookRules | None = None) -> dict[str, GangResults]:
    """Step 3: each gang's results proposed from a recorded table game (with the campaign's readings)."""
    ids: Mapping[str, Any] = record.extra.get("figure_ids", {})
    return propose_results(_session(record), {g: tuple(v) for g, v in ids.items()}, game=record.id,
                           book_rules=book_rules)
