"""The other actions of « 3) ACTIVATIONS » and the turn order of « 2) INITIATIVE »: moving and crossing
obstacles, climbing, robbing civilians, hiding and detection, reloading and repairing, activation limits."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from tabletop.games.peur_sur_la_ville.rules.dice import Dice, Purpose
from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter
from tabletop.games.peur_sur_la_ville.rules.rules import ActionKind, PeurError, PeurRules, load_rules
from tabletop.games.peur_sur_la_ville.rules.wounds import actions_left, is_ko
from tabletop.geometry import load_terrain_rules
from tabletop.i18n import _, ngettext
from tabletop.sentences import Noun


@dataclass(frozen=True)
class ColourTest:
    """One « dé de couleur » read on a table: the face, the result id and the rulebook's words."""

    faces: tuple[str, ...]
    result: str
    label: str


def _test(table: str, dice: Dice, purpose: Purpose, rules: PeurRules) -> ColourTest:
    face = dice.colour(purpose)
    t = rules.table(table)
    return ColourTest((face,), t.results[face], t.labels[face])


def move_per_action(fighter: Fighter, carrying: bool = False, on_skates: bool = True,
                    rules: PeurRules | None = None) -> float:
    """« A chaque action la figurine peut parcourir 15cm »; « Transporter un objet lourd, un corps : 10cm / action
    (y compris Mitrailleuse et Lance-roquettes) »; Racailles « skates ou des patins ... vitesse à 20cm »."""
    rules = rules or load_rules()
    if carrying or fighter.heavy:
        return float(rules.actions["carrying_cm"])
    if on_skates and fighter.speed_cm:
        return float(fighter.speed_cm)
    return float(rules.actions["move_cm"])


def may_target(target: Fighter, identified: bool) -> bool:
    """COMPORTEMENT DES BANDES: gangs that blend with the crowd « ne peuvent pas être prises pour cible
    volontairement tant qu'elles ne sont pas identifiées, donc tant qu'elles n'ont pas ouvert le feu ou attaqué, ou
    qu'un test de détection n'a pas été réussi » (``identified``)."""
    return identified or not target.blends_with_civilians


def civilian_killed(wounds: int, demonstrators: bool = False, rules: PeurRules | None = None) -> bool:
    """« A 1 Blessure ils sont tués. Il faut 2 Blessures pour tuer un socle de Manifestants. »"""
    rules = rules or load_rules()
    return wounds >= rules.wounds["demonstrators_killed_at" if demonstrators else "civilian_killed_at"]


def passenger_hit(passengers: int, dice: Dice) -> int:
    """« Pour chaque touche sur le véhicule, tirer au sort quel passager est touché »: 1..passengers."""
    return dice.draw_lots(passengers, Purpose.of("peur-roll-passenger"))


def cross_obstacle(fighter: Fighter, dice: Dice, yamakasi_unused: bool = True,
                   rules: PeurRules | None = None) -> ColourTest:
    """« Pour chaque obstacle qu'elle veut traverser jeter 1 DÉ DE COULEUR: ROUGE = passe de l'autre côté et
    continue, BLEU = passe de l'autre côté, JAUNE = ne traverse pas »; Yamakasi « Ignore 1 obstacle à chaque
    déplacement » (``yamakasi_unused``: not ignored one yet in this move) — no die then."""
    rules = rules or load_rules()
    if fighter.ignore_obstacles and yamakasi_unused:
        return ColourTest((), "cross_and_continue", "Yamakasi: ignore l'obstacle")
    return _test("obstacle", dice, Purpose.of("peur-roll-obstacle"), rules)


@dataclass(frozen=True)
class Climb:
    floors: int
    helper_loses_action: bool
    how: str


def climb(fighter: Fighter, ladder: bool = False, helper: bool = False, high_obstacle_or_first_floor: bool = False,
          rules: PeurRules | None = None) -> Climb:
    """GRIMPER: « Sauf capacité spéciale, une figurine n'est pas capable de grimper à mains nues » — Yamakasi 1
    étage/action; « En utilisant une échelle, toute figurine grimpe 2 étages en 1 action »; la courte échelle
    (the helper loses its action) only for « les obstacles hauts et la fenêtre d'un 1er étage »."""
    rules = rules or load_rules()
    if ladder:
        return Climb(int(rules.actions["ladder_floors"]), False, "échelle")
    if fighter.climb:
        return Climb(int(rules.actions["yamakasi_floors"]), False, "yamakasi")
    if helper and high_obstacle_or_first_floor:
        return Climb(int(rules.actions["boost_floors"]), True, "courte échelle")
    if helper:
        raise PeurError(_("la courte échelle only reaches a high obstacle or a first-floor window"))
    raise PeurError(_("without Yamakasi, a ladder or a helper a figure cannot climb"))


def rob(dice: Dice, child: bool = False, rules: PeurRules | None = None) -> ColourTest:
    """BRAQUER: « Par convention les enfants ne peuvent être braqués »; « Rouge = Braquage réussi, Bleu = La
    victime n'a rien sur elle ou ne comprend pas, Jaune = La victime attaque en combat »."""
    rules = rules or load_rules()
    if child:
        raise PeurError(_("children cannot be robbed (« ils n'ont que des bonbons »)"))
    return _test("rob", dice, Purpose.of("peur-roll-rob"), rules)


def detect_hidden(dice: Dice, dog_within_cm: float | None = None, rules: PeurRules | None = None) -> ColourTest:
    """SE CACHER: the player who wants to target a hidden figure tests once, « Rouge = pt'êt qu'oui, pt'êt qu'non;
    Bleu = Je le vois ce bâtard !; Jaune = Y'a rien chef ! ». A dog: « Détection automatique à 10cm »."""
    rules = rules or load_rules()
    if dog_within_cm is not None and dog_within_cm <= load_terrain_rules().measures.hidden_detection_cm:
        return ColourTest((), "spotted", "Chien: détection automatique")
    return _test("detect", dice, Purpose.of("peur-roll-detect"), rules)


def hidden_may(action: str, rules: PeurRules | None = None) -> bool:
    """« Une figurine cachée ne peut accomplir d'autres actions que « recharger », « réparer » ou « se soigner » »."""
    rules = rules or load_rules()
    return any(a.id == action and a.hidden for a in rules.action_list)


def available_actions(fighter: Fighter, hidden: bool = False, armed: bool = True, mines_left: int = 0,
                      rules: PeurRules | None = None) -> list[ActionKind]:
    """The actions this figure may choose now, from its own state: none when KO or out of actions; a hidden
    figure only what « cachée » allows; a figure on the ground must first stand up. Contact, sight and distances
    are the table's to check (``ActionKind.text``)."""
    rules = rules or load_rules()
    if is_ko(fighter, rules) or actions_left(fighter, rules) == 0:
        return []
    have = {"down": hidden, "weapon": armed, "doc": fighter.doc, "sniper": fighter.sniper_dice > 0,
            "mines": mines_left > 0, "chief": fighter.role in ("leader", "lieutenant")}
    return [a for a in rules.action_list
            if (a.hidden or not hidden) and all(have[need] for need in a.needs)]


def next_players(activations: dict[str, int], current: str, figures_left: dict[str, int]) -> list[str]:
    """« Le 1er joueur désigne le joueur suivant parmi ceux qui ont joué 1 activation de moins que lui, sinon autant
    que lui. » ``activations``: activations played this turn per gang; ``figures_left``: figures not yet played."""
    if current not in activations:
        raise PeurError(_("'{current}' is not playing this turn").format(
            current=current))
    waiting = {g: n for g, n in activations.items() if g != current and figures_left.get(g, 0) > 0}
    for played in (activations[current] - 1, activations[current]):
        chosen = sorted(g for g, n in waiting.items() if n == played)
        if chosen:
            return chosen
    return sorted(waiting)


def repair(fighter: Fighter, dice: Dice, reroll_failure: bool = False, rules: PeurRules | None = None) -> ColourTest:
    """RÉPARER: « Rouge = Arme opérationnelle, Bleu = Essaye encore !, Jaune = Arme définitivement HS »; Technos
    « peuvent relancer 1 Dé de réparation raté ... par tour » (``reroll_failure`` while the reroll is unused)."""
    rules = rules or load_rules()
    first = _test("repair", dice, Purpose.of("peur-roll-repair"), rules)
    if first.result == "fixed" or not (reroll_failure and fighter.reroll_repair_or_heal):
        return first
    again = _test("repair", dice, Purpose.of("peur-roll-repair-again"), rules)
    return ColourTest(first.faces + again.faces, again.result, again.label)


@dataclass(frozen=True)
class Initiative:
    """Each round of d6 per gang still in contention; ``first`` is the gang that activates first."""

    rounds: tuple[tuple[tuple[str, int], ...], ...]
    first: str


def _gang_noun(letter: str, rules: PeurRules) -> Noun:
    """A gang's name with its forms; a letter the rules do not know (a test's, a house rule's) said bare."""
    return rules.gangs[letter].noun if letter in rules.gangs else Noun.plain(letter)


def initiative(gangs: Sequence[str], dice: Dice, rules: PeurRules | None = None) -> Initiative:
    """« Chaque bande jette 1D6. La bande qui obtient le plus s'active en première (à égalité relancez). » Only
    the gangs tied on top reroll (setting initiative_reroll_tied_only; false: every gang rerolls)."""
    rules = rules or load_rules()
    if len(set(gangs)) != len(gangs) or not gangs:
        raise PeurError(_("initiative needs one or more different gangs"))
    contenders = list(gangs)
    rounds = []
    while True:
        rolls = tuple((g, dice.number(rules.initiative_die, Purpose.of("peur-roll-initiative", gang=_gang_noun(g, rules)))) for g in contenders)
        rounds.append(rolls)
        best = max(value for _, value in rolls)
        top = [g for g, value in rolls if value == best]
        if len(top) == 1:
            return Initiative(tuple(rounds), top[0])
        contenders = top if rules.setting("initiative_reroll_tied_only") else contenders


def braqueurs_choose_initiative(gangs: Sequence[str], rules: PeurRules | None = None) -> str | None:
    """H – BRAQUEURS: « Cette bande décide qui prend l'Initiative (hors territoires) » — the deciding gang among
    ``gangs``, or None when nobody has that rule."""
    rules = rules or load_rules()
    deciders = [g for g in gangs if g and any(e.effect == "chooses_initiative" for e in rules.gangs[g].effects)]
    return deciders[0] if deciders else None


@dataclass(frozen=True)
class Command:
    """Who a figure or vehicle may activate with itself: « 1 Leader/Officier peut activer ... jusqu'à 4 membres de
    sa bande dans un rayon de 10 cm », « 1 Lieutenant/Sous-off peut en activer jusqu'à 2 », a vehicle « comme si
    ce dernier était un Leader ... avec un rayon de commandement de 5cm »."""

    followers: int
    radius_cm: float


def command(role: str, rules: PeurRules | None = None) -> Command:
    rules = rules or load_rules()
    measures = load_terrain_rules().measures
    if role == "leader":
        return Command(int(rules.activation["leader_followers"]), measures.leader_command_cm)
    if role == "lieutenant":
        return Command(int(rules.activation["lieutenant_followers"]), float(rules.setting("lieutenant_radius_cm")))
    if role == "vehicle":
        return Command(int(rules.activation["vehicle_followers"]), measures.vehicle_command_cm)
    return Command(0, 0.0)


def check_activation(role: str, followers: Sequence[float], rules: PeurRules | None = None) -> list[str]:
    """Problems, in plain words, with a group activation: ``followers`` are their distances (cm) to the leader,
    lieutenant or vehicle activating them."""
    rules = rules or load_rules()
    allowed = command(role, rules)
    problems = []
    if len(followers) > allowed.followers:
        problems.append(_("a {role} activates at most {followers} figures with itself, not {count}").format(
            role=role, followers=allowed.followers, count=len(followers)))
    far = [d for d in followers if d > allowed.radius_cm]
    if far:
        problems.append(ngettext("{count} figure beyond the {radius_cm:g} cm command radius",
                                 "{count} figures beyond the {radius_cm:g} cm command radius", len(far)).format(
            count=len(far), radius_cm=allowed.radius_cm))
    return problems


def actions_this_turn(fighter: Fighter, flashed: bool = False, rules: PeurRules | None = None) -> int:
    """2 actions, 1 at 2 wounds, 0 when KO; a flash grenade costs 1 more this turn."""
    rules = rules or load_rules()
    lost = int(rules.thrown["flash_actions_lost"]) if flashed else 0
    return 0 if is_ko(fighter, rules) else max(actions_left(fighter, rules) - lost, 0)


def civilian_move_cm(kind: str, shots_this_turn: bool, rules: PeurRules | None = None) -> float:
    """What civilians do at the end of a turn (« LES PASSANTS »): employees stay at their post; passers-by « A la
    fin d'un tour où des tirs ont eu lieu, elles s'éloignent de 30cm »; demonstrators march 15 cm; cars drive
    20 cm; journalists « Après un tour où des tirs ont eu lieu ... se déplacent de 15cm dans leur direction »."""
    rules = rules or load_rules()
    c = rules.campaign["civilians"]
    moves = {"employee": 0.0, "passer_by": c["passers_by_flee_cm"] if shots_this_turn else 0.0,
             "demonstrators": c["demonstrators_march_cm"], "car": c["cars_cm"],
             "journalist": c["journalists_cm"] if shots_this_turn else 0.0}
    if kind not in moves:
        raise PeurError(_("unknown civilian '{kind}'; civilians: {items}").format(
            kind=kind, items=', '.join(moves)))
    return float(moves[kind])


def demonstrators_react(attacked_in_melee: bool, shot_within_cm: float | None, rules: PeurRules | None = None) -> bool:
    """« Si les manifestants sont attaqués en combat, ou si un tir à lieu à 15cm, ils attaquent les fautifs ...
    Si des tirs plus éloignés ont lieu, ils n'en tiennent pas compte. » They attack « par 2 (2 DÉS au tir et au
    combat) »."""
    rules = rules or load_rules()
    near = shot_within_cm is not None and shot_within_cm <= rules.campaign["civilians"]["demonstrators_react_within_cm"]
    return attacked_in_melee or near


def demonstrators_fighter(rules: PeurRules | None = None) -> Fighter:
    """A base of demonstrators: « Par convention les manifestants se déplacent et attaquent par 2 (2 DÉS au tir et au
    combat) » — one more die than a figure in combat and with the pavés (shooting weapon « paves »)."""
    rules = rules or load_rules()
    dice = int(rules.campaign["civilians"]["demonstrators_dice"])
    return Fighter(melee_extra_dice=dice - int(rules.actions["melee_dice"]),
                   short_range_extra_dice=dice - rules.firearms["paves"].dice["short"])
