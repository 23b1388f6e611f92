"""Two readings the campaign applied without listing them: now settings that `tabletop interpretations` shows."""

from dataclasses import replace

from tabletop.games.peur_sur_la_ville.rules.campaign import godfather, wounds_after_campaign_turn
from tabletop.games.peur_sur_la_ville.rules import interpretations, load_rules


def _with(name, value):
    rules = load_rules()
    return replace(rules, settings={**rules.settings, name: replace(rules.settings[name], value=value)})


def test_the_parrain_when_the_highest_reputations_leader_is_dead():
    """LE PARRAIN: « Celui qui a une Réputation plus élevée que les autres, et si son LEADER/OFFICIER est en vie,
    devient PARRAIN de la ville »."""
    shown = {name: value for name, value, _ in interpretations()}
    assert shown["godfather_needs_top_leader"] is False
    assert godfather({"A": 5, "C": 3}, {"A": False, "C": True}).winner == "C"
    strict = _with("godfather_needs_top_leader", True)
    assert godfather({"A": 5, "C": 3}, {"A": False, "C": True}, strict).winner is None
    assert godfather({"A": 5, "C": 3}, {"A": True, "C": True}, strict).winner == "A"


def test_law_enforcement_always_recovers_at_the_hospital():
    """BLESSÉS: « Les Forces de l'Ordre peuvent toujours être soignées dans l'Hôpital »."""
    shown = {name: value for name, value, _ in interpretations()}
    assert shown["law_enforcement_always_recover"] is True
    assert wounds_after_campaign_turn("A", 3, hospital=False) == 0
    assert wounds_after_campaign_turn("A", 3, hospital=False,
                                      rules=_with("law_enforcement_always_recover", False)) == 1
