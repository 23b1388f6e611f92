"""The campaign (« 7) LA CAMPAGNE »): income and investments, resources, reputation, « bavures » and the Garde
Nationale, the wounded between turns, and who becomes the Parrain."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable, Mapping, Sequence

from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter, fighter_for
from tabletop.games.peur_sur_la_ville.rules.gangs import gang
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.games.peur_sur_la_ville.rules.odds import ShotOdds, shot_odds
from tabletop.games.peur_sur_la_ville.rules.rules import PeurError, PeurRules, load_rules
from tabletop.geometry import load_terrain_rules
from tabletop.i18n import _
from tabletop.sentences import noun_args, say


def _gang_effect(letter: str, effect: str, rules: PeurRules) -> int:
    return sum(e.value for e in gang(letter, rules).effects if e.effect == effect)


def _has_effect(letter: str, effect: str, rules: PeurRules) -> bool:
    return any(e.effect == effect for e in gang(letter, rules).effects)


@dataclass(frozen=True)
class IncomeLine:
    source: str
    count: int
    bitcoins: int
    text: str


@dataclass(frozen=True)
class Income:
    lines: tuple[IncomeLine, ...]
    total: int


def turn_income(letter: str, events: Mapping[str, int], resources: Iterable[str] = (),
                rules: PeurRules | None = None) -> Income:
    """Bitcoins earned in a campaign turn: ``events`` counts each source of campaign.toml ``income`` (bank, shop,
    passer_by, arrest ...); the gang's own bonus (Ritals +2) and a Labo are added."""
    rules = rules or load_rules()
    income = rules.campaign["income"]
    template = gang(letter, rules)
    lines = []
    for source, count in events.items():
        if source not in income:
            raise PeurError(_("unknown income '{source}'; income: {items}").format(
                source=source, items=', '.join(income)))
        if count < 0:
            raise PeurError(_("{source}: a count of 0 or more, got {count}").format(
                source=source, count=count))
        line = income[source]
        if source not in income_sources(template.letter, rules):
            # « les Skins ne gagnent pas », « la Milice ne gagne pas »: the verb agrees with the gang
            raise PeurError(say("peur-income-not-earned", text=line["text"], **noun_args("gang", template.noun)))
        lines.append(IncomeLine(source, count, count * line["bitcoins"], line["text"]))
    bonus = _gang_effect(template.letter, "campaign_income", rules)
    if bonus:
        lines.append(IncomeLine("gang", 1, bonus, next(e.text for e in template.effects
                                                        if e.effect == "campaign_income")))
    for resource in resources:
        known = rules.campaign["resources"]
        if resource not in known:
            raise PeurError(_("unknown resource '{resource}'; resources: {items}").format(
                resource=resource, items=', '.join(known)))
        if known[resource].get("bitcoins"):
            lines.append(IncomeLine(resource, 1, known[resource]["bitcoins"], known[resource]["text"]))
    return Income(tuple(lines), sum(line.bitcoins for line in lines))


# Income only some gangs earn: the flag of campaign.toml's line and the gang effect that earns it.
_EARNED_BY = (("law_only", "law_enforcement_income"), ("arrest_only", "arrest_income"), ("trucks_only", "truck_income"))


def income_sources(letter: str, rules: PeurRules | None = None) -> list[str]:
    """The sources of campaign.toml ``income`` gang ``letter`` earns from: robberies for all, the law's income for
    the Police and SWAT, arrests for Milice, Police and SWAT, trucks for the Trafiquants."""
    rules = rules or load_rules()
    return [source for source, line in rules.campaign["income"].items()
            if all(_has_effect(letter, effect, rules) for flag, effect in _EARNED_BY if line.get(flag))]


def investment_cost(kind: str, count: int = 1, rules: PeurRules | None = None) -> int:
    """« Enrôler ... 2 Bitcoins », a new chief 2, the Lieutenant replacing the Leader 5, a resource 5, a bribed
    hospital doctor 2 per wounded."""
    rules = rules or load_rules()
    costs = rules.campaign["investments"]
    if kind not in costs:
        raise PeurError(_("unknown investment '{kind}'; investments: {items}").format(
            kind=kind, items=', '.join(costs)))
    return costs[kind] * count


def gang_resources(letter: str, bought: Iterable[str] = (), rules: PeurRules | None = None) -> list[str]:
    """The gang's free resources (Ritals: corruption, sentinelle; Afros: informateur; Psychopathes: bizness) and
    those bought, « 1 seule de chaque »."""
    rules = rules or load_rules()
    free = [e.resource for e in gang(letter, rules).effects if e.effect == "campaign_resource"]
    bought = list(bought)
    twice = sorted({r for r in bought if bought.count(r) > 1 or r in free})
    if twice:
        raise PeurError(_("the resource « {name} » is held already (« 1 seule de chaque »)").format(
            name=thing_label(twice[0], rules)))
    return free + bought


def starting_reputation(letter: str, rules: PeurRules | None = None) -> int:
    """Ritals: « Le gang débute avec une Réputation = 1 »; others 0."""
    return _gang_effect(letter, "starting_reputation", rules or load_rules())


def reputation_change(contracts: Sequence[int] = (), lost_hq: bool = False, hqs_taken: int = 0,
                      rules: PeurRules | None = None) -> int:
    """« +1/+2/+3 point par contrat finalisé, -2 point si elle a perdu son QG, +1 point pour chaque QG d'un autre
    gang pris d'assaut »; ``contracts`` are the points of each contract completed."""
    rules = rules or load_rules()
    table = rules.campaign["reputation"]
    wrong = [c for c in contracts if c not in table["contract_levels"]]
    if wrong:
        raise PeurError(_("a contract is worth {items} points, not {value}").format(
            items=', '.join(map(str, table['contract_levels'])), value=wrong[0]))
    return sum(contracts) + (table["lost_hq"] if lost_hq else 0) + hqs_taken * table["hq_taken"]


def bavures(acts: Mapping[str, int], with_journalists: Mapping[str, int] | None = None,
            resources: Iterable[str] = (), rules: PeurRules | None = None) -> int:
    """A gang's « BAVURES » for a campaign turn: one per act, two for an act with journalists within 30 cm (the
    buzz); Corruption « Annule 1 BAVURE à chaque tour »."""
    rules = rules or load_rules()
    table = rules.campaign["bavures"]
    seen = dict(with_journalists or {})
    for act in list(acts) + list(seen):
        if act not in table["acts"]:
            raise PeurError(_("unknown bavure '{act}'; bavures: {items}").format(
                act=act, items=', '.join(table['acts'])))
    total = sum(acts.values()) * table["per_act"] + sum(seen.values()) * table["journalists_buzz"]
    cancelled = sum(rules.campaign["resources"][r].get("cancels_bavures", 0) for r in resources
                    if r in rules.campaign["resources"])
    return max(total - cancelled, 0)


def garde_nationale_intervenes(total_bavures: int, gangs: int) -> bool:
    """« Si à la fin d'un tour de campagne il y a eu plus de BAVURES qu'il y a de bandes, la Garde Nationale
    intervient. »"""
    return total_bavures > gangs


def guardsman(weapon: str = "", rules: PeurRules | None = None) -> Fighter:
    """A soldier of the Garde Nationale: vest and gas mask, never a burst, armed with one of its weapons."""
    rules = rules or load_rules()
    guard = rules.campaign["garde_nationale"]
    allowed = guard["weapons"] + [guard["armoured_vehicle_weapon"]]
    if weapon and weapon not in allowed:
        raise PeurError(_("the Garde Nationale carries {items}, not {weapon}").format(
            items=', '.join(allowed), weapon=weapon))
    return replace(fighter_for("", equipment=guard["kit"], weapons=[weapon] if weapon else [], rules=rules),
                   never_burst=guard["never_burst"])


def guard_fires_at(letter: str, armed: bool, rules: PeurRules | None = None) -> bool:
    """« Ils ouvriront le feu sans sommation sur toute figurine armée SAUF la Police et le SWAT »."""
    rules = rules or load_rules()
    return armed and letter not in rules.campaign["garde_nationale"]["spares"]


def wounds_after_campaign_turn(letter: str, wounds: int, hospital: bool, rules: PeurRules | None = None) -> int:
    """BLESSÉS: « Les blessés mis KO avec 3 Blessures ou plus ne sont récupérés en parfaite santé que si le joueur
    dispose d'un Hôpital de fortune ou contrôle l'Hôpital de la ville, sinon ils entrent en jeu avec 1 Blessure
    définitive ... Les autres blessés sont guéris. Les Forces de l'Ordre peuvent toujours être soignées dans
    l'Hôpital. » (``hospital``: a field hospital, the city hospital held, or a bribed doctor)"""
    rules = rules or load_rules()
    always = rules.setting("law_enforcement_always_recover") and _has_effect(letter, "law_enforcement_income", rules)
    cared_for = hospital or always or _has_effect(letter, "field_hospital", rules)
    if wounds >= rules.wounds["ko_at"] and not cared_for:
        return int(rules.campaign["wounded"]["permanent_wounds_without_hospital"])
    return 0


@dataclass(frozen=True)
class Godfather:
    """« LE PARRAIN »: the winner, or the leaders who fight the duel « avec chacun 1 pistolet à courte portée, sans
    Gilet Pare-balles, et à découvert » on a tie."""

    winner: str | None
    duel: tuple[str, ...]


def godfather(reputations: Mapping[str, int], leader_alive: Mapping[str, bool],
              rules: PeurRules | None = None) -> Godfather:
    """« Celui qui a une Réputation plus élevée que les autres, et si son LEADER/OFFICIER est en vie, devient
    PARRAIN »; when the highest reputation's leader is dead, setting godfather_needs_top_leader says whether
    nobody is Parrain or the next gang with a living leader is."""
    rules = rules or load_rules()
    if rules.setting("godfather_needs_top_leader") and reputations:
        best = max(reputations.values())
        if not any(leader_alive.get(g, False) for g, r in reputations.items() if r == best):
            return Godfather(None, ())
    alive = {g: r for g, r in reputations.items() if leader_alive.get(g, False)}
    if not alive:
        return Godfather(None, ())
    best = max(alive.values())
    top = tuple(g for g, r in alive.items() if r == best)
    return Godfather(top[0], ()) if len(top) == 1 else Godfather(None, top)


def duel_odds(rules: PeurRules | None = None) -> ShotOdds:
    """The Parrain duel: « chacun 1 pistolet à courte portée, sans Gilet Pare-balles, et à découvert »."""
    rules = rules or load_rules()
    return shot_odds("pistolet", load_terrain_rules().measures.short_cm, rules=rules)
