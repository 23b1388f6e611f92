"""A clan's members: recruitment and promotion (costs, prerequisites, the cards on a board), the executants'
price, what a complete clan is, and the delivery its members bring."""

from __future__ import annotations

from typing import Mapping

from tabletop.games.gangster_paradise.rules import ROLES, GangsterRules, member_said
from tabletop.i18n import _, ngettext
from tabletop.sentences import say


class RecruitError(ValueError):
    """A recruitment or promotion the rules refuse: one line saying why."""


def member_count(members: Mapping[str, int]) -> int:
    """Family members for the tie-break: the character cards on the board (executants are not members)."""
    return sum(members.get(role, 0) for role in ROLES)


def recruit_problem(members: Mapping[str, int], role: str, rules: GangsterRules) -> str | None:
    """Why ``role`` cannot join the board now (None when it can): a board has so many cards of each role, and a
    promotion needs its prerequisites (« s'il a deux soldats », « deux capitaines », « deux commerçants et le
    bras droit »)."""
    refused = _refusal(members, role, rules)
    if refused is None:
        return None
    if refused == ("unknown",):
        return _("no character « {role} » (one of {roles})").format(role=role, roles=", ".join(ROLES))
    member = rules.members[role]
    if refused == ("full",):
        return say("gp-board-full", cards=member.cards, name=member.label)
    _needs, needed, count = refused
    return say("gp-member-needs", member=member_said(role), count=count, needed=rules.members[needed].label,
               have=members.get(needed, 0))


def may_recruit(members: Mapping[str, int], role: str, rules: GangsterRules) -> bool:
    """``recruit_problem`` is None, without writing the refusal: asked for each role at every listing of the
    recruitment's events, where the refusals written were a twentieth of a play."""
    return _refusal(members, role, rules) is None


def _refusal(members: Mapping[str, int], role: str, rules: GangsterRules) -> tuple[object, ...] | None:
    """Which rule refuses ``role`` now: ("unknown",), ("full",) or ("needs", the role needed, how many); None."""
    member = rules.members.get(role)
    if member is None:
        return ("unknown",)
    if members.get(role, 0) >= member.cards:
        return ("full",)
    for needed, count in (member.needs or {}).items():
        if members.get(needed, 0) < count:
            return ("needs", needed, count)
    return None


def after_recruit(members: Mapping[str, int], role: str, rules: GangsterRules) -> dict[str, int]:
    """The board after recruiting ``role``: a promotion takes the promoted member off the board (« enlève un
    soldat et place le capitaine associé »); the card goes back to the clan's supply."""
    problem = recruit_problem(members, role, rules)
    if problem:
        raise RecruitError(problem)
    board = {r: members.get(r, 0) for r in ROLES}
    board[role] += 1
    promoted = rules.members[role].promotes
    if promoted:
        board[promoted] -= 1
    return board


def executant_cost(members: Mapping[str, int], rules: GangsterRules) -> int:
    """« 3 marchandises identiques (2 … si votre clan possède un capitaine, 1 seule s'il en possède 2) », never
    under the executant_min_cost setting."""
    discount = sum(rules.members[r].executant_discount * members.get(r, 0) for r in ROLES)
    return max(rules.executant_min_cost, rules.executant_cost - discount)


def is_complete(members: Mapping[str, int], rules: GangsterRules) -> bool:
    """« Avoir son clan complet »: every card of the board (setting all_cards) or one of each role."""
    if rules.complete_clan == "one_of_each":
        return all(members.get(r, 0) >= 1 for r in ROLES)
    return all(members.get(r, 0) >= rules.members[r].cards for r in ROLES)


def secondary_soldier_choice_allowed(members: Mapping[str, int]) -> bool:
    """Soldats deliver secondary goods only once the bras droit is recruited."""
    return members.get("bras_droit", 0) > 0


def delivery(primary: str, secondary: str | None, members: Mapping[str, int], secondary_soldiers: int,
             unpaid: bool, rules: GangsterRules) -> dict[str, int]:
    """The goods a clan takes in phase 1: the board's 2 primary, the bras droit's 2 secondary, 2 per soldat
    (primary, or primary or secondary with the bras droit, ``secondary_soldiers`` of them secondary); nothing
    after salaries it could not pay (« vous n'obtiendrez pas de marchandises »)."""
    soldiers = members.get("soldat", 0)
    if not 0 <= secondary_soldiers <= soldiers:
        raise RecruitError(ngettext("{secondary_soldiers} soldat on secondary goods, the clan has {soldiers}",
                                     "{secondary_soldiers} soldats on secondary goods, the clan has {soldiers}",
                                     secondary_soldiers).format(
            secondary_soldiers=secondary_soldiers, soldiers=soldiers))
    if secondary_soldiers and not secondary_soldier_choice_allowed(members):
        raise RecruitError(_("soldats bring primary goods until the bras droit is recruited"))
    if unpaid:
        return {}
    per_soldier = rules.members["soldat"].delivers
    goods = {primary: rules.board_delivery + per_soldier * (soldiers - secondary_soldiers)}
    if secondary is not None:
        from_secondary = per_soldier * secondary_soldiers
        from_secondary += sum(rules.members[r].delivers_secondary * members.get(r, 0) for r in ROLES)
        if from_secondary:
            goods[secondary] = goods.get(secondary, 0) + from_secondary
    return {k: n for k, n in goods.items() if n}
