"""Peur sur la Ville's campaign (« 7) LA CAMPAGNE »): the arithmetic between games (income, investments,
resources, reputation, bavures, the Garde Nationale, the wounded, the Parrain and the duel), and the campaign book
that keeps a season in the book's ledger (creating a campaign, closing and reopening turns, results proposed from
a game's log, standings). Pure Python; no Qt."""

from tabletop.games.peur_sur_la_ville.rules.campaign import (Godfather, Income, IncomeLine, bavures, duel_odds, gang_resources, garde_nationale_intervenes, godfather, guard_fires_at, guardsman, investment_cost, reputation_change, starting_reputation, turn_income, wounds_after_campaign_turn)

__all__ = ["Godfather", "Income", "IncomeLine", "bavures", "duel_odds", "gang_resources", "garde_nationale_intervenes", "godfather", "guard_fires_at", "guardsman", "investment_cost", "reputation_change", "starting_reputation", "turn_income", "wounds_after_campaign_turn"]
