"""The campaign turn's lines in the referee's words: each line of a gang's results (``income.bank``,
``bavures.civilian_killed``, ``lost_hq``) and each kind of investment (``recruit``, ``hospital_bribe``) as the wizard
and the command line show them, with the price of an investment from the rule data. The identifiers stay what a
results file holds."""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Mapping

from tabletop.book import LedgerChange
from tabletop.games.peur_sur_la_ville.campaign.accounts import GangAccount, role_field
from tabletop.formats import with_player
from tabletop.games.peur_sur_la_ville.play.effects import BAVURE_ACTS
from tabletop.games.peur_sur_la_ville.play.map_names import gang_label
from tabletop.games.peur_sur_la_ville.play.setup import gang_figure_title
from tabletop.games.peur_sur_la_ville.rules import PeurRules, load_rules
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.i18n import N_, _, ngettext

INCOME_WORDS = {"bank": N_("the bank held two whole turns"), "shop": N_("shops robbed"),
                "passer_by": N_("passers-by robbed"), "crime_prevented": N_("robberies prevented"),
                "shop_racket": N_("shops racketeered"), "own_casualty": N_("its own wounded and dead"),
                "arrest": N_("gang members arrested"), "truck_crossed": N_("trucks across the table")}
LINE_WORDS = {"contracts": N_("Contracts completed"), "lost_hq": N_("Lost its HQ"),
              "hqs_taken": N_("HQs of other gangs taken"), "city_hospital": N_("Holds the city's hospital"),
              "wounded": N_("Wounded figures"), "dead": N_("Dead figures")}
INVESTMENT_WORDS = {"recruit": N_("Recruit members"), "new_chief": N_("Name a new leader"),
                    "leader_replacement": N_("The lieutenant replaces the leader"),
                    "resource": N_("Buy a resource"), "hospital_bribe": N_("Bribe a hospital doctor"),
                    "equipment": N_("Buy equipment")}


def income_word(source: str) -> str:
    """A source of income in words (« commerces braqués »)."""
    return _(INCOME_WORDS[source]) if source in INCOME_WORDS else source


def result_line_label(key: str) -> str:
    """A results line in words: « Revenus : commerces braqués », « Bavures : civil tué »."""
    head, _dot, tail = key.partition(".")
    if head == "income" and tail:
        return _("Income: {source}").format(source=income_word(tail))
    if head in ("bavures", "bavures_with_journalists") and tail:
        act = _(BAVURE_ACTS[tail]) if tail in BAVURE_ACTS else tail
        return (_("Bavures: {act}") if head == "bavures" else _("Bavures before journalists: {act}")).format(act=act)
    return _(LINE_WORDS[key]) if key in LINE_WORDS else key


def investment_label(kind: str, prices: Mapping[str, Any]) -> str:
    """An investment in words with its price from the rules (« Enrôler des membres (2 bitcoins chacun) »)."""
    words = _(INVESTMENT_WORDS[kind]) if kind in INVESTMENT_WORDS else kind
    price = prices.get(kind)
    if not isinstance(price, int):
        return words
    if kind == "recruit":
        return ngettext("{what} ({price} bitcoin each)", "{what} ({price} bitcoins each)", price).format(
            what=words, price=price)
    return ngettext("{what} ({price} bitcoin)", "{what} ({price} bitcoins)", price).format(what=words, price=price)


# The campaign's own accounts (the ledger's fields that are no figure's), as the gang sheet and the book show them.
FIELD_WORDS = {"bitcoins": N_("bitcoins"), "reputation": N_("reputation"), "hq": N_("HQ"), "turn": N_("campaign turn"),
               "bavures": N_("bavures"), "garde_nationale": N_("Garde Nationale"),
               "tables_revealed": N_("tables revealed"), "table": N_("table")}
# A figure's accounts, each a noun phrase after the figure's name (« Officier de la Police, membre de la bande »).
FIGURE_FIELDS = {"figure": N_("{figure}, member of the gang"), "wound": N_("{figure}, permanent wounds")}


def figure_names(letter: str, roles: Mapping[str, str], rules: PeurRules | None = None) -> dict[str, str]:
    """Each campaign figure of gang ``letter`` (its id and its role, the dead included) as the game's log names a
    figure: « Officier de la Police » when the gang has one figure of that title, « Flic 4 de la Police » (the
    number its id carries) among several. A gang the rules do not know keeps the ids."""
    rules = rules or load_rules()
    if letter not in rules.gangs:
        return {figure: figure for figure in roles}
    titles = rules.gangs[letter].titles
    holding = Counter(roles.values())
    names = {}
    for figure, role in roles.items():
        title = titles.get(role, role)
        number = figure[len(letter):] if figure.startswith(letter) else figure
        names[figure] = gang_figure_title(title if holding[role] == 1 else f"{title} {number}", letter, rules)
    return names


def gang_figure_names(gang: GangAccount) -> dict[str, str]:
    """The gang's figures by id, named as the game's log names them (``figure_names``)."""
    return figure_names(gang.letter, {f.id: f.role for f in gang.figures})


def ledger_figure_names(entries: Iterable[tuple[str, str, float]]) -> dict[str, str]:
    """The figures a ledger's lines (subject, field, value after, in the order written) speak of, by id, named as
    the game's log names them, each by the role its last line gives it."""
    roles: dict[str, dict[str, str]] = {}
    for subject, field, after in entries:
        kind, _colon, rest = field.partition(":")
        figure, _colon, detail = rest.partition(":")
        if kind not in (*FIGURE_FIELDS, "role", "equipment") or not figure:
            continue
        gang = roles.setdefault(subject, {})
        gang.setdefault(figure, "member")
        if kind == "role" and after > 0:
            gang[figure] = detail
    return {figure: name for letter, gang in roles.items() for figure, name in figure_names(letter, gang).items()}


def planned_figure_names(gangs: Iterable[GangAccount], changes: Iterable[LedgerChange]) -> dict[str, str]:
    """The figures of ``gangs`` as they stand and of the ledger lines a turn plans (a recruit, a new leader), named
    as the game's log names them."""
    lines = [(g.letter, role_field(f.id, f.role), 1.0) for g in gangs for f in g.figures]
    lines += [(c.subject, c.field, (c.expect_before or 0.0) + c.change) for c in changes]
    return ledger_figure_names(lines)


def ledger_field_label(field: str, names: Mapping[str, str] | None = None) -> str:
    """A ledger field in words, a noun phrase as a table's cell holds it, a figure by its name in ``names``
    (``ledger_figure_names``; its id when it has none): ``role:A1:leader`` is « Officier de la Police, rôle
    Officier », ``equipment:A3:pistolet`` « Flic 3 de la Police, équipement Pistolet », ``resource:labo`` « ressource
    Labo », ``vehicle:vehicule-blinde`` « véhicules de type Véhicule blindé »."""
    names = names or {}
    kind, _colon, rest = field.partition(":")
    figure, _colon, detail = rest.partition(":")
    if kind in FIGURE_FIELDS and rest:
        return _(FIGURE_FIELDS[kind]).format(figure=names.get(rest, rest))
    if kind == "role" and detail:
        gang = load_rules().gangs.get(figure[:1])
        title = gang.titles.get(detail, detail) if gang is not None else detail
        return _("{figure}, role {role}").format(figure=names.get(figure, figure), role=title)
    if kind == "equipment" and detail:
        return _("{figure}, equipment {item}").format(figure=names.get(figure, figure), item=thing_label(detail))
    if kind == "resource" and rest:
        return _("resource {name}").format(name=thing_label(rest))
    if kind == "vehicle" and rest:
        return _("vehicles of type {kind}").format(kind=thing_label(rest))
    if kind == "contracts" and rest:
        return _("contracts of turn {turn}").format(turn=rest)
    return _(FIELD_WORDS[field]) if field in FIELD_WORDS else field


def subject_label(subject: str, players: Mapping[str, str] | None = None) -> str:
    """Whose account a ledger line is: a gang as every screen names it, with its player when ``players`` (gang letter
    to player, ``setup.gang_players``) pairs them, « Police (Ana) » (``formats.with_player``), else « Police »; the
    campaign's own."""
    if subject == "campaign":
        return _("the campaign")
    return with_player(gang_label(subject), (players or {}).get(subject))
