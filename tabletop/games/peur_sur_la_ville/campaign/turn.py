"""Closing a campaign turn (« A chaque fin de tour de campagne, les bandes engrangent leurs bénéfices, investissent
et préparent leurs futures opérations »): income, reputation, bavures and the Garde Nationale, the dead and the
wounded, then the investments — planned in full as ledger entries, refused whole on the first problem."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.book import Book
from tabletop.games.peur_sur_la_ville.campaign.accounts import (CITY, Accounts, GangAccount, equipment_field,
                                                                figure_field, gang_account, resource_field,
                                                                role_field, vehicle_field, wound_field)
from tabletop.games.peur_sur_la_ville.campaign.contract_book import completed_contracts
from tabletop.games.peur_sur_la_ville.campaign.refusals import (INVESTMENT_KINDS, NO_FIGURE_FOR_ITEM, FieldRefusal,
                                                                GangRefusal, Place, gang_args, said_keyed)
from tabletop.games.peur_sur_la_ville.campaign.results import GangResults, Investment
from tabletop.games.peur_sur_la_ville.rules.campaign import (bavures, gang_resources, garde_nationale_intervenes,
                                                             investment_cost, turn_income,
                                                             wounds_after_campaign_turn)
from tabletop.games.peur_sur_la_ville.campaign.settings import BookRules
from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignView, load_campaign
from tabletop.games.peur_sur_la_ville.campaign.tables import check_tables_in
from tabletop.games.peur_sur_la_ville.rules import PeurError, PeurRules, buy, load_rules, new_roster
from tabletop.games.peur_sur_la_ville.campaign.words import gang_figure_names, income_word
from tabletop.games.peur_sur_la_ville.play.setup import figure_args
from tabletop.games.peur_sur_la_ville.campaign.ledger_writes import write_entries
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.i18n import N_, _, ngettext
from tabletop.sentences import listed, noun_args, say

INCOME_PASSAGE = "A la fin du tour les joueurs touchent les différents bénéfices de leurs opérations"
CONTRACT_PASSAGE = "En dehors des revenus exceptionnels donnés par leur « contrat »"
REPUTATION_PASSAGES = {"contract": "+1/+2/+3 point par contrat finalisé", "lost_hq": "-2 point si elle a perdu son QG",
                       "hq_taken": "+1 point pour chaque QG d'un autre gang pris d'assaut"}
BAVURE_PASSAGE = "Chaque bande commet 1 BAVURE pour chacun des actes suivants"
BUZZ_PASSAGE = "La présence de journalistes à 30cm d'un de ces évènements provoque le buzz"
CORRUPTION_PASSAGE = "Corruption = Annule 1 BAVURE à chaque tour"
GUARD_ARRIVES = ("Si à la fin d'un tour de campagne il y a eu plus de BAVURES qu'il y a de bandes, la Garde "
                 "Nationale intervient. Elle place 1 barrage filtrant sur une rue sur chaque table de jeu.")
GUARD_MORE = "Il peut y avoir plusieurs barrages si à chaque tour de campagne les joueurs commettent des excès."
GUARD_LEAVES = "Si durant 1 Tour de Campagne aucune bavure n'a été commise, la Garde Nationale se retire."
WOUND_PASSAGE = ("Les blessés mis KO avec 3 Blessures ou plus ne sont récupérés en parfaite santé que si le joueur "
                 "dispose d'un Hôpital de fortune ou contrôle l'Hôpital de la ville, sinon ils entrent en jeu avec "
                 "1 Blessure définitive.")
INVESTMENT_PASSAGES = {
    "recruit": "Enrôler d'autres membres du gang (profil de base) avec une prime de 2 Bitcoins.",
    "new_chief": "Si tous les « chefs » sont hors de combat, un nouveau doit être nommé avec le titre de "
                 "« Sous-off » ou « Lieutenant ». Une prime de risque de 2 Bitcoins lui est donné.",
    "leader_replacement": "Si le Leader/officier a été tué, le Lieutenant/sous-off peut le remplacer. Il "
                          "s'octroie une prime de 5 Bitcoins.",
    "resource": "Investir dans une seule « RESSOURCE » au prix de 5 Bitcoins.",
    "hospital_bribe": "graisser la patte d'un médecin de l'hôpital qui vous soignera 1 blessé contre 2 Bitcoins",
    "equipment": "Acheter du matériel pour les membres du gang au prix indiqué.",
}


def _refused(where: Place, message: object, gang: GangAccount | None = None) -> FieldRefusal:
    """One problem at ``where`` in the gang's results, said in words (a wounded figure by its name in ``gang``)."""
    return FieldRefusal(where, message, label=(lambda figure: _named(gang, figure)) if gang is not None else None)


def plan_turn(view: CampaignView, results: Mapping[str, GangResults], rules: PeurRules | None = None) -> Accounts:
    """The ledger entries closing the next campaign turn; PeurError « gang: field: problem » on the first problem
    (nothing is planned then)."""
    rules = rules or load_rules()
    book_rules = view.book_rules()
    turn = view.turn + 1
    accounts = Accounts(view.balances)
    # The ledger's reasons are written in the referee's language: the book keeps what the table read.
    accounts.change(CITY, "turn", 1, _("turn {turn}: the campaign turn is closed").format(turn=turn))
    committed: dict[str, int] = {}
    before_corruption: dict[str, int] = {}
    for letter in view.setup.players:
        try:
            committed[letter], before_corruption[letter] = _gang_turn(
                accounts, view.gangs[letter], results.get(letter, GangResults()), turn, rules, book_rules)
        except PeurError as exc:
            raise GangRefusal(letter, exc, rules) from None
    _garde_nationale(accounts, committed, before_corruption, turn, book_rules)
    _within_limits(accounts, view.setup.players, rules)
    return accounts


# A treasury or a reputation past the rule data's limit, each in one sentence naming the gang and the field to change.
BEYOND_LIMITS = {
    "bitcoins": N_("the turn is refused: the treasury {gang_of} would hold {value} bitcoins, beyond ±{limit}, the "
                   "limit of the campaign rules (field « limits.bitcoins » of campaign.toml)"),
    "reputation": N_("the turn is refused: the reputation {gang_of} would be {value}, beyond ±{limit}, the limit of "
                     "the campaign rules (field « limits.reputation » of campaign.toml)"),
}


def _within_limits(accounts: Accounts, letters: Any, rules: PeurRules) -> None:
    """Refuse the whole turn when a treasury or a reputation would leave the rule data's ``limits``: past them
    the ledger's sums would no longer be exact in every database."""
    limits = rules.campaign["limits"]
    for letter in letters:
        for name, sentence in BEYOND_LIMITS.items():
            value = accounts.value(letter, name)
            if abs(value) > limits[name]:
                raise PeurError(_(sentence).format(value=int(value), limit=limits[name],
                                                   **gang_args(letter, rules)))


def _garde_nationale(accounts: Accounts, committed: Mapping[str, int], before_corruption: Mapping[str, int],
                     turn: int, book_rules: BookRules) -> None:
    total = sum(committed.values())
    per_gang = ", ".join(f"{g} {n}" for g, n in committed.items())
    accounts.set(CITY, "bavures", total, _("turn {turn}: the turn's bavures ({per_gang}): « {passage} »").format(
        turn=turn, per_gang=per_gang, passage=BAVURE_PASSAGE))
    checkpoints = accounts.value(CITY, "garde_nationale")
    if garde_nationale_intervenes(total, len(committed)):
        more = checkpoints + 1 if book_rules.setting("checkpoints_accumulate") else 1
        passage = GUARD_MORE if checkpoints else GUARD_ARRIVES
        accounts.set(CITY, "garde_nationale", more, _("turn {turn}: {total} bavures for {gangs} gangs: « {passage} »")
                     .format(turn=turn, total=total, gangs=len(committed), passage=passage))
    else:
        counted = total if book_rules.setting("withdraw_after_corruption") else sum(before_corruption.values())
        if counted == 0:
            accounts.set(CITY, "garde_nationale", 0, _("turn {turn}: no bavure: « {passage} »").format(
                turn=turn, passage=GUARD_LEAVES))


def _gang_turn(accounts: Accounts, gang: GangAccount, results: GangResults, turn: int, rules: PeurRules,
               book_rules: BookRules) -> tuple[int, int]:
    """One gang's entries; returns its bavures after and before Corruption."""
    letter, game, t = gang.letter, results.game, _("turn {turn}").format(turn=turn)
    try:
        income = turn_income(letter, results.income, gang.resources, rules)
    except PeurError as exc:
        raise _refused(("income",), exc) from None
    for line in income.lines:
        counted = f"{line.count} × " if line.count != 1 else ""
        accounts.change(letter, "bitcoins", line.bitcoins, _("{turn}: {count}{source}: « {text} »").format(
            turn=t, count=counted, source=income_word(line.source), text=line.text), game)
    for contract in results.contracts:
        name = _("the contract « {title} »").format(title=contract.title) if contract.title else _("a contract")
        accounts.change(letter, "bitcoins", contract.bitcoins, _("{turn}: {contract}: « {passage} »").format(
            turn=t, contract=name, passage=CONTRACT_PASSAGE), game)
        _reputation(accounts, letter, contract.reputation, _("{turn}: {contract} completed: « {passage} »").format(
            turn=t, contract=name, passage=REPUTATION_PASSAGES['contract']), game, book_rules)
    table = rules.campaign["reputation"]
    if results.lost_hq:
        _reputation(accounts, letter, table["lost_hq"], _("{turn}: « {passage} »").format(
            turn=t, passage=REPUTATION_PASSAGES['lost_hq']), game, book_rules)
    _reputation(accounts, letter, results.hqs_taken * table["hq_taken"],
                _("{turn}: {count} HQ taken: « {passage} »").format(
                    turn=t, count=results.hqs_taken, passage=REPUTATION_PASSAGES['hq_taken']), game, book_rules)
    committed, raw = _bavures(accounts, gang, results, t, rules)
    _dead(accounts, gang, results, t)
    _wounded(accounts, gang, results, t, rules, book_rules.setting("permanent_wounds_cap"))
    bought = 0
    for index, investment in enumerate(results.investments):
        where: Place = ("investments", index)
        now = gang_account(letter, accounts.balances.get(letter, {}))
        if investment.kind == "resource" and investment.resource in rules.campaign["resources"]:
            bought += 1
            if bought > book_rules.setting("resources_per_turn"):
                raise _refused(where, _("only one resource a turn (« {passage} »)").format(
                    passage=INVESTMENT_PASSAGES["resource"]))
        _invest(accounts, now, investment, where, t, rules)
    return committed, raw


def _reputation(accounts: Accounts, letter: str, delta: int, reason: str, game: str | None,
                book_rules: BookRules) -> None:
    now = accounts.value(letter, "reputation")
    after = now + delta
    if delta < 0:
        after = max(after, min(now, book_rules.setting("reputation_floor")))
    accounts.set(letter, "reputation", after, reason, game)


def _bavures(accounts: Accounts, gang: GangAccount, results: GangResults, t: str, rules: PeurRules) -> tuple[int, int]:
    try:
        raw = bavures(results.bavures, results.bavures_with_journalists, (), rules)
        committed = bavures(results.bavures, results.bavures_with_journalists, gang.resources, rules)
    except PeurError as exc:
        raise _refused(("bavures",), exc) from None
    passage = BUZZ_PASSAGE if results.bavures_with_journalists else BAVURE_PASSAGE
    if raw > committed:
        # Two counts, each with its plural: a Fluent sentence selects on both.
        reason = say("peur-turn-bavures-cancelled", turn=t, count=raw, passage=passage, cancelled=raw - committed,
                     corruption=CORRUPTION_PASSAGE)
    else:
        reason = ngettext("{turn}: {count} bavure: « {passage} »", "{turn}: {count} bavures: « {passage} »",
                          raw).format(turn=t, count=raw, passage=passage)
    accounts.change(gang.letter, "bavures", committed, reason, results.game)
    return committed, raw


def _named(gang: GangAccount, figure: str) -> str:
    """A figure as the game's log names it (« Flic 4 de la Police ») in a refusal or a ledger line's reason; the
    ledger's fields and the results keep its id."""
    return gang_figure_names(gang).get(figure, figure)


def _living(gang: GangAccount, figure: str, where: Place) -> None:
    found = gang.figure(figure)
    if found is None:
        # an id the gang does not have is refused at its list, quoted once
        raise _refused(where[:1] if where[0] == "wounded" else where,
                       _("the gang has no figure « {figure} »").format(figure=figure), gang)
    if not found.alive:
        raise _refused(where, say("peur-campaign-dead-earlier", **figure_args("figure", _named(gang, figure))), gang)


def _dead(accounts: Accounts, gang: GangAccount, results: GangResults, t: str) -> None:
    for index, figure in enumerate(results.dead):
        where: Place = ("dead", index)
        if figure in results.dead[:index]:
            raise _refused(where, say("peur-campaign-named-twice", **figure_args("figure", _named(gang, figure))))
        _living(gang, figure, where)
        accounts.set(gang.letter, figure_field(figure), 0,
                     say("peur-ledger-killed", turn=t, **figure_args("figure", _named(gang, figure))), results.game)


def _wounded(accounts: Accounts, gang: GangAccount, results: GangResults, t: str, rules: PeurRules,
             cap: int) -> None:
    held = "hopital" in gang.resources or results.city_hospital
    bribed = {i.figure: index for index, i in enumerate(results.investments) if i.kind == "hospital_bribe"}
    for figure, wounds in results.wounded.items():
        where: Place = ("wounded", figure)
        _living(gang, figure, where)
        if figure in results.dead:
            raise _refused(where, _("the same figure is among the dead"), gang)
        permanent = wounds_after_campaign_turn(gang.letter, wounds, held or figure in bribed, rules)
        # campaign_book.toml permanent_wounds_cap: « entrent en jeu avec 1 Blessure définitive » at most
        now = int(accounts.value(gang.letter, wound_field(figure)))
        accounts.change(gang.letter, wound_field(figure), max(min(permanent, cap - now), 0),
                        say("peur-ledger-ko-wounds", turn=t, **figure_args("figure", _named(gang, figure)),
                            wounds=wounds, passage=WOUND_PASSAGE), results.game)
    for figure, index in bribed.items():
        if not wounds_after_campaign_turn(gang.letter, results.wounded.get(figure, 0), held, rules):
            raise _refused(("investments", index), say("peur-campaign-no-bribe-needed",
                                                       **figure_args("figure", _named(gang, figure)),
                                                       wounds=rules.wounds["ko_at"]))


def _pay(accounts: Accounts, letter: str, cost: int, where: Place, reason: str) -> None:
    have = int(accounts.value(letter, "bitcoins"))
    if cost > have:
        raise _refused(where, _("costs {cost} bitcoins, more than the treasury's {have}, which never goes below "
                                "zero").format(cost=cost, have=have))
    accounts.change(letter, "bitcoins", -cost, reason)


def _invest(accounts: Accounts, gang: GangAccount, investment: Investment, where: Place, t: str,
            rules: PeurRules) -> None:
    letter, kind = gang.letter, investment.kind
    reason = _("{turn}: « {passage} »").format(turn=t, passage=INVESTMENT_PASSAGES[kind])
    if kind == "equipment":
        _buy_equipment(accounts, gang, investment, where, t, rules)
        return
    try:
        cost = investment_cost(kind, investment.count, rules)
    except PeurError as exc:
        raise _refused(where, exc) from None
    if kind == "recruit":
        _pay(accounts, letter, cost, where, reason)
        _recruit(accounts, gang, investment.count, reason, rules)
    elif kind == "new_chief":
        if gang.alive_with("leader") or gang.alive_with("lieutenant"):
            raise _refused(where, _("a chief is still alive (« Si tous les « chefs » sont hors de combat »)"))
        _promote(gang, investment.figure, "member", where)
        _pay(accounts, letter, cost, where, reason)
        accounts.set(letter, role_field(investment.figure, "member"), 0, reason)
        accounts.set(letter, role_field(investment.figure, "lieutenant"), 1, reason)
    elif kind == "leader_replacement":
        if gang.leader_alive:
            raise _refused(where, _("the leader is alive (« Si le Leader/officier a été tué »)"))
        lieutenants = gang.alive_with("lieutenant")
        figure = investment.figure or (lieutenants[0].id if lieutenants else "")
        if not figure:
            raise _refused(where, _("no lieutenant is alive to replace the leader"))
        _promote(gang, figure, "lieutenant", where)
        _pay(accounts, letter, cost, where, reason)
        accounts.set(letter, role_field(figure, "lieutenant"), 0, reason)
        accounts.set(letter, role_field(figure, "leader"), 1, reason)
    elif kind == "resource":
        known = rules.campaign["resources"]
        if investment.resource not in known:
            raise _refused((*where, "resource"), _("no resource is called « {resource} »; the resources are {items}")
                           .format(resource=investment.resource,
                                   items=listed(said_keyed({r: thing_label(r, rules) for r in known}))))
        try:
            gang_resources(letter, [r for r in gang.resources if not _free(letter, r, rules)]
                           + [investment.resource], rules)
        except PeurError as exc:
            raise _refused((*where, "resource"), exc) from None
        _pay(accounts, letter, cost, where, reason)
        # One message with the resource's own rule, where code glued « corruption: « … » » after the reason.
        accounts.set(letter, resource_field(investment.resource), 1,
                     _("{turn}: « {passage} » {resource}: « {text} »").format(
                         turn=t, passage=INVESTMENT_PASSAGES[kind], resource=investment.resource,
                         text=known[investment.resource]["text"]))
    else:  # hospital_bribe: the wound it spares was not written (see _wounded)
        _living(gang, investment.figure, (*where, "figure"))
        _pay(accounts, letter, cost, where, _("{turn}: « {passage} » ({figure})").format(
            turn=t, passage=INVESTMENT_PASSAGES[kind], figure=_named(gang, investment.figure)))


def _free(letter: str, resource: str, rules: PeurRules) -> bool:
    return resource in gang_resources(letter, (), rules)


def _promote(gang: GangAccount, figure: str, role: str, where: Place) -> None:
    _living(gang, figure, (*where, "figure"))
    found = gang.figure(figure)
    if found is not None and found.role != role:
        titles = load_rules().gangs[gang.letter].titles
        raise _refused((*where, "figure"), say("peur-campaign-wrong-rank", **figure_args("figure", _named(gang, figure)),
                                               found=titles.get(found.role, found.role), role=titles.get(role, role)))


def _recruit(accounts: Accounts, gang: GangAccount, count: int, reason: str, rules: PeurRules) -> None:
    """« profil de base »: a member as the gang's template hands it over, with its free weapons and kit."""
    base = next(f for f in new_roster(gang.letter, rules).figures if f.role == "member")
    number = int(gang.next_figure_id()[1:])
    for n in range(number, number + count):
        fid = f"{gang.letter}{n}"
        accounts.set(gang.letter, figure_field(fid), 1, reason)
        accounts.set(gang.letter, role_field(fid, "member"), 1, reason)
        for name in base.weapons:
            accounts.change(gang.letter, equipment_field(fid, name), 1, reason)
        for name, units in base.items:
            accounts.change(gang.letter, equipment_field(fid, name), units, reason)


def _buy_equipment(accounts: Accounts, gang: GangAccount, investment: Investment, where: Place, t: str,
                   rules: PeurRules) -> None:
    """Checked by the roster rules (restrictions, weapons a figure may carry, abilities once per gang)."""
    name, letter = investment.item, gang.letter
    if name not in rules.items and name not in rules.abilities:
        raise _refused((*where, "item"), _("nothing on the price list is called « {name} »").format(name=name))
    vehicle = name in rules.items and rules.items[name].category == "vehicle"
    roster, ids = gang.roster(rules)
    index = None
    if not vehicle:
        if not investment.figure:
            raise FieldRefusal((*where, "figure"), sentence=NO_FIGURE_FOR_ITEM, args={
                "number": int(where[-1]) + 1, "kind": _(INVESTMENT_KINDS["equipment"]),
                "item": thing_label(name, rules)})
        _living(gang, investment.figure, (*where, "figure"))
        index = ids.index(investment.figure)
    try:
        # the roster rules count figures from 0 among the living; the referee knows them by the name the game gives
        buy(roster, name, index, investment.weapon, rules, [_named(gang, figure) for figure in ids])
    except PeurError as exc:
        raise _refused(where, exc) from None
    cost = rules.items[name].cost if name in rules.items else rules.abilities[name].cost
    if investment.figure:
        reason = say("peur-equipment-for-figure", turn=t, item=thing_label(name, rules),
                     passage=INVESTMENT_PASSAGES['equipment'], **figure_args("figure", _named(gang, investment.figure)))
    else:  # a vehicle is the gang's: « pour la Police », its name with its article from the rule data
        reason = _("{turn}: {item} for {gang}: « {passage} »").format(
            turn=t, item=thing_label(name, rules), passage=INVESTMENT_PASSAGES['equipment'],
            **noun_args("gang", rules.gangs[letter].noun))
    _pay(accounts, letter, cost, where, reason)
    if vehicle:
        accounts.change(letter, vehicle_field(name), 1, reason)
    elif investment.weapon:
        accounts.change(letter, equipment_field(investment.figure, investment.weapon), 1, reason)
    else:
        units = rules.items[name].quantity if name in rules.items else 1
        accounts.change(letter, equipment_field(investment.figure, name), units, reason)


def close_turn(book: Book, name: str, results: Mapping[str, GangResults]) -> CampaignView:
    """Close the campaign's next turn from ``results``, in one transaction: a refused turn writes nothing; once
    the turn's tables are revealed, it waits until every table's finished game is in the book. The contracts held
    that the results name are marked completed in the same transaction."""
    view = load_campaign(book, name)
    check_tables_in(book, view)
    planned = plan_turn(view, results)
    completed = completed_contracts(view.contracts, view.turn + 1, {g: r.contracts for g, r in results.items()})
    write_entries(book, name, planned.changes, completed)
    return load_campaign(book, name)
