"""A campaign in the book: its set-up (which player runs which gang, the tables, the house rules in force) and
the gangs' starting accounts (« Chaque bande dispose d'un QG et d'1 VIDEUR »; the budget's leftovers, the starting
reputation, the free resources, the starting roster)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from tabletop.book import Book, BookError, CampaignMember
from tabletop.games.peur_sur_la_ville.campaign.accounts import (CITY, Accounts, GangAccount, equipment_field,
                                                                figure_field, gang_account, resource_field,
                                                                role_field, vehicle_field)
from tabletop.games.peur_sur_la_ville.campaign.contract_book import DealtContract, dealt_contracts
from tabletop.games.peur_sur_la_ville.rules.campaign import gang_resources, starting_reputation
from tabletop.games.peur_sur_la_ville.campaign.settings import BookRules, Contract, load_book_rules
from tabletop.games.peur_sur_la_ville.rules import (PeurError, PeurRules, Roster, load_rules, new_roster,
                                                    roster_problems)
from tabletop.formats import quoted, with_player
from tabletop.games import game_title
from tabletop.games.peur_sur_la_ville.play.map_names import gang_label
from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args
from tabletop.i18n import _
from tabletop.jsontext import cut
from tabletop.sentences import listed

GAME = "peur-sur-la-ville"
NOTES_FORMAT = "tabletop-peur-campaign"
HQ_TEXT = "Chaque bande dispose d'un QG et d'1 VIDEUR et a pu y installer quelques aménagements."


@dataclass(frozen=True)
class CampaignSetup:
    """What a campaign was created with; kept (as JSON) in the book campaign's notes and never changed."""

    players: Mapping[str, str]  # gang letter -> player
    tables: tuple[str, ...] = ()
    house_rules: Mapping[str, Any] = field(default_factory=dict)

    def to_notes(self) -> str:
        return json.dumps({"format": NOTES_FORMAT, "version": 1, "players": dict(self.players),
                           "tables": list(self.tables), "house_rules": dict(self.house_rules)},
                          ensure_ascii=False)

    @classmethod
    def from_notes(cls, campaign: str, notes: str | None) -> CampaignSetup:
        try:
            doc = json.loads(notes or "")
            if doc.get("format") != NOTES_FORMAT:
                raise ValueError
            return cls(dict(doc["players"]), tuple(doc["tables"]), dict(doc["house_rules"]))
        except (ValueError, TypeError, KeyError, AttributeError):
            raise PeurError(_("the campaign {campaign} is not a Peur sur la Ville campaign of the campaign "
                              "book").format(campaign=quoted(cut(campaign)))) from None


@dataclass(frozen=True)
class CampaignView:
    """A campaign as the book holds it now."""

    name: str
    setup: CampaignSetup
    turn: int
    bavures: int
    checkpoints: int
    gangs: Mapping[str, GangAccount]
    balances: Mapping[str, Mapping[str, float]]
    contracts: tuple[DealtContract, ...] = ()  # held now, completed ones too, by turn, gang and position

    @property
    def garde_nationale(self) -> bool:
        return self.checkpoints > 0

    @property
    def turn_contracts(self) -> Mapping[str, tuple[Contract, ...]]:
        """The contracts each gang holds for the turn being played (none before the wizard's first step)."""
        held: dict[str, tuple[Contract, ...]] = {}
        for dealt in self.contracts:
            if dealt.turn == self.turn + 1:
                held[dealt.gang] = held.get(dealt.gang, ()) + (dealt.card,)
        return held

    def book_rules(self) -> BookRules:
        return load_book_rules(self.setup.house_rules)


def load_campaign(book: Book, name: str) -> CampaignView:
    # Its three reads in one transaction: the accounts and the cards of one moment, were another laptop writing
    # meanwhile, and one BEGIN and COMMIT (on a server, one check of the connection) where each read paid its own.
    with book.together():
        campaign = book.campaign(name)
        if campaign.game != GAME:
            raise PeurError(_("the campaign {name} is a campaign of {game}, not of Peur sur la Ville").format(
                name=quoted(cut(name)), game=quoted(cut(game_title(campaign.game)))))
        setup = CampaignSetup.from_notes(name, campaign.notes)
        return view_of(name, setup, book.balances(name), dealt_contracts(book.contracts(name)))


def view_of(name: str, setup: CampaignSetup, balances: Mapping[str, Mapping[str, float]],
            contracts: tuple[DealtContract, ...] = ()) -> CampaignView:
    city = balances.get(CITY, {})
    gangs = {letter: gang_account(letter, balances.get(letter, {})) for letter in setup.players}
    return CampaignView(name, setup, int(city.get("turn", 0)), int(city.get("bavures", 0)),
                        int(city.get("garde_nationale", 0)), gangs, balances, contracts)


def starting_accounts(accounts: Accounts, roster: Roster, rules: PeurRules) -> None:
    """The entries a gang starts the campaign with."""
    letter = roster.gang
    template = rules.gangs[letter]
    accounts.change(letter, "bitcoins", roster.left(rules),
                    _("turn 0: the budget left after building the gang ({budget} - {spent} spent)").format(
                        budget=roster.budget(rules), spent=roster.spent(rules)))
    for effect in template.effects:
        if effect.effect == "starting_reputation":
            accounts.change(letter, "reputation", starting_reputation(letter, rules),
                            _("turn 0: « {passage} »").format(passage=effect.text))
    free = {e.resource: e.text for e in template.effects if e.effect == "campaign_resource"}
    for resource in gang_resources(letter, (), rules):
        accounts.change(letter, resource_field(resource), 1,
                        _("turn 0: a free resource: « {passage} »").format(passage=free[resource]))
    accounts.change(letter, "hq", 1, _("turn 0: « {passage} »").format(passage=HQ_TEXT))
    for number, figure in enumerate(roster.figures, start=1):
        fid = f"{letter}{number}"
        why = _("turn 0: the starting roster, {figure}").format(figure=figure.title)
        accounts.change(letter, figure_field(fid), 1, why)
        accounts.change(letter, role_field(fid, figure.role), 1, why)
        for name in figure.weapons:
            accounts.change(letter, equipment_field(fid, name), 1, why)
        for name, units in figure.items:
            accounts.change(letter, equipment_field(fid, name), units, why)
        for name in figure.abilities:
            accounts.change(letter, equipment_field(fid, name), 1, why)
    for kind, count in roster.vehicles:
        accounts.change(letter, vehicle_field(kind), count, _("turn 0: the starting roster's vehicles"))


def create_campaign(book: Book, name: str, gangs: Mapping[str, tuple[str, Roster | None]],
                    tables: Sequence[str] = (), house_rules: Mapping[str, Any] | None = None) -> CampaignView:
    """Start a campaign: ``gangs`` maps each gang letter to its player and its roster (None: the rulebook's
    starting roster). A roster with a problem, an unknown gang or house rule is refused before anything is
    written."""
    rules = load_rules()
    if not gangs:
        raise PeurError(_("a campaign needs at least one gang"))
    load_book_rules(house_rules)
    accounts = Accounts({})
    for letter, (player, roster) in gangs.items():
        if letter not in rules.gangs:
            raise PeurError(_("no gang has the letter {letter}; the gangs are the letters {items}").format(
                letter=quoted(cut(letter)), items=listed(list(rules.gangs))))
        gang = gang_args(letter, rules)
        if not player:
            raise PeurError(_("no player is named for {gang}").format(**gang))
        roster = roster or new_roster(letter, rules)
        if roster.gang != letter:
            other = gang_args(roster.gang, rules)
            raise PeurError(_("the roster given for {gang} is the roster {other_of}").format(
                **gang, other_of=other["gang_of"]))
        problems = roster_problems(roster, rules)
        if problems:
            raise PeurError(_("the roster {gang_of} is refused: {problem}").format(**gang, problem=problems[0]))
        starting_accounts(accounts, roster, rules)
    players = {letter: player for letter, (player, _) in gangs.items()}
    setup = CampaignSetup(players, tuple(tables), dict(house_rules or {}))
    members = [CampaignMember(letter, "gang") for letter in gangs]
    members += [CampaignMember(p) for p in dict.fromkeys(players.values())]
    book.create_campaign(name, GAME, members, notes=setup.to_notes())
    try:
        book.append_ledger_entries(name, accounts.changes)
    except BookError as exc:
        raise PeurError(_("the starting accounts of the campaign {name} were refused: {exc}").format(
            name=quoted(cut(name)), exc=exc)) from None
    return load_campaign(book, name)


def members_said(campaign: str, notes: str | None, members: Sequence[CampaignMember]) -> list[str] | None:
    """A campaign of the campaign book's members as every screen names a gang and its player (« Police (Ana) »,
    ``formats.with_player``), then the players and gangs the set-up does not pair; None for a campaign the campaign
    book did not set up (its notes hold no set-up): the book's own members are all that is known of it."""
    players = gang_players(campaign, notes)
    if players is None:
        return None
    said = [with_player(gang_label(letter), player) for letter, player in players.items()]
    paired = set(players) | set(players.values())
    return said + [m.name for m in members if m.name not in paired]


def gang_players(campaign: str, notes: str | None) -> dict[str, str] | None:
    """Who plays each gang (letter to player) of a campaign the campaign book set up, from its notes; None for a
    campaign it did not set up."""
    try:
        return dict(CampaignSetup.from_notes(campaign, notes).players)
    except PeurError:
        return None
