"""What one figure brings to a fight: its gang's special rules, its abilities and its kit, gathered as counters.

Resolution functions read a ``Fighter``; they never look a gang up themselves, so a referee can also build one
by hand (a civilian, a guard of the Garde Nationale) with ``Fighter(...)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from tabletop.games.peur_sur_la_ville.rules.rules import Effect, PeurError, PeurRules, load_rules


@dataclass(frozen=True)
class Fighter:
    """A figure's state and modifiers as the resolution needs them. ``gang`` is a letter A–R, "" for civilians."""

    gang: str = ""
    role: str = "member"
    wounds: int = 0
    ko: bool = False
    vest: bool = False
    shield: bool = False
    riot_shield: bool = False
    gas_mask: bool = False
    melee_weapon: bool = False
    dog: bool = False
    horse: bool = False
    doc: bool = False
    melee_extra_hits: int = 0
    melee_extra_dice: int = 0
    shot_reroll_blue: tuple[tuple[int, tuple[str, ...]], ...] = ()  # (count, target gangs; empty = any)
    shooters_reroll_hit: tuple[tuple[int, tuple[str, ...]], ...] = ()  # (count, shooter gangs; empty = any)
    ignore_single_wound: bool = False
    always_burst: bool = False
    short_range_extra_dice: int = 0
    sniper_dice: int = 0
    morale_dice: int = 0
    cancel_minus: int = 0
    reroll_failed_parry_combat: int = 0
    reroll_failed_save_shooting: int = 0
    death_test_dice: int = 1
    heal_dice: int = 1
    reroll_repair_or_heal: int = 0
    climb: bool = False
    ignore_obstacles: int = 0
    speed_cm: float = 0.0  # 0: the ordinary 15 cm; Racailles on skates 20 cm
    heavy: bool = False  # carries a Mitrailleuse or a Lance-roquette
    blends_with_civilians: bool = False
    free_mount: bool = False  # Bykers: « Monter ou descendre de leur moto ne prend aucune action »
    uturn_before_move: bool = False  # Bykers, Afros: « Chaque action de déplacement peut être précédée d'un demi-tour »
    shoots_into_melee: bool = False  # Psychopathes: « Ce sont les seuls autorisés à tirer dans les combats »
    never_burst: bool = False  # Garde Nationale: « Ils ne tirent jamais en rafale »

    def blue_rerolls_against(self, target_gang: str) -> int:
        """Blue shooting dice this shooter rerolls on a shot at a figure of ``target_gang``."""
        return sum(n for n, against in self.shot_reroll_blue if not against or target_gang in against)

    def hit_rerolls_forced_on(self, shooter_gang: str) -> int:
        """Hits a shooter of ``shooter_gang`` must reroll when shooting this figure (not with a burst)."""
        return sum(n for n, against in self.shooters_reroll_hit if not against or shooter_gang in against)


def fighter_for(gang: str, role: str = "member", abilities: Iterable[str] = (), equipment: Iterable[str] = (),
                weapons: Iterable[str] = (), wounds: int = 0, ko: bool = False,
                rules: PeurRules | None = None) -> Fighter:
    """The Fighter of a figure of gang ``gang`` (letter, or "" for none) with the given role, abilities, items
    (equipment.toml names) and weapons. The gang's free abilities and kit are added."""
    rules = rules or load_rules()
    effects: list[Effect] = []
    names = set(abilities)
    kit = set(equipment)
    _check_names(gang, names, kit, set(weapons), rules)
    if gang:
        template = rules.gangs[gang]
        effects += [e for e in template.effects if e.who in ("all", role)]
        names |= {a for a, who in template.abilities if who in ("all", role)}
        kit |= set(template.kit)
    for name in sorted(names):
        effects += rules.abilities[name].effects
    for item in sorted(kit):
        effects += rules.items[item].effects
    weapon_set = set(weapons)
    fields: dict = {
        "gang": gang, "role": role, "wounds": wounds, "ko": ko,
        "melee_weapon": bool(weapon_set & set(rules.melee_weapons)),
        "doc": role == "doc",
        "heavy": any(rules.firearms[w].heavy for w in weapon_set if w in rules.firearms)
        or any(rules.explosives[k].heavy for k in kit if k in rules.explosives),
    }
    blue: list[tuple[int, tuple[str, ...]]] = []
    forced: list[tuple[int, tuple[str, ...]]] = []
    heal_if_doc = 0
    for e in effects:
        kind = e.effect
        if kind in ("melee_extra_hits", "melee_extra_dice", "short_range_extra_dice", "sniper_dice",
                    "morale_dice", "cancel_minus", "reroll_repair_or_heal"):
            fields[kind] = fields.get(kind, 0) + e.value
        elif kind in ("ignore_single_wound", "always_burst", "doc", "climb", "vest", "shield", "gas_mask", "dog",
                      "horse", "free_mount", "uturn_before_move", "never_burst"):
            fields[kind] = True
        elif kind == "shoot_into_melee":
            fields["shoots_into_melee"] = True
        elif kind == "cover":
            fields["riot_shield"] = True
        elif kind == "blend_with_civilians":
            fields["blends_with_civilians"] = True
        elif kind == "ignore_obstacle":
            fields["ignore_obstacles"] = fields.get("ignore_obstacles", 0) + e.value
        elif kind == "speed_cm":
            fields["speed_cm"] = float(max(fields.get("speed_cm", 0.0), e.value))
        elif kind == "shot_reroll_blue":
            blue.append((e.value, e.against))
        elif kind == "shooters_reroll_hit":
            forced.append((e.value, e.against))
        elif kind == "reroll_failed_parry":
            if "combat" in e.when:
                fields["reroll_failed_parry_combat"] = fields.get("reroll_failed_parry_combat", 0) + e.value
            if "shooting" in e.when:
                fields["reroll_failed_save_shooting"] = fields.get("reroll_failed_save_shooting", 0) + e.value
        elif kind == "death_test_dice":
            fields["death_test_dice"] = max(fields.get("death_test_dice", 1), e.value)
        elif kind == "heal_dice_if_doc":
            heal_if_doc = max(heal_if_doc, e.value)
    # « Guérisseur = Le personnage devient un DOC, ou s'il l'est déjà lance 2 Dés de soins »
    if heal_if_doc and role == "doc":
        fields["heal_dice"] = heal_if_doc
    fields["shot_reroll_blue"] = tuple(blue)
    fields["shooters_reroll_hit"] = tuple(forced)
    return Fighter(**fields)


def _check_names(gang: str, abilities: set[str], kit: set[str], weapons: set[str], rules: PeurRules) -> None:
    if gang and gang not in rules.gangs:
        raise PeurError(f"unknown gang '{gang}'; gangs: {', '.join(rules.gangs)}")
    for kind, names, known in (("ability", abilities, rules.abilities), ("item", kit, rules.items),
                               ("weapon", weapons, set(rules.firearms) | set(rules.melee_weapons))):
        unknown = sorted(names - set(known))
        if unknown:
            raise PeurError(f"unknown {kind} '{unknown[0]}'; {kind}s: {', '.join(known)}")
