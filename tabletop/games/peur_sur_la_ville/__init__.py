"""Peur sur la Ville, the miniatures skirmish game, in three sub-packages named for what they hold:

- ``rules``: the rule data (TOML with a JSON Schema each) and the pure rule functions: dice, shooting, melee,
  explosives, morale, wounds, vehicles, gangs, the roster builder and the exact odds;
- ``play``: the live game: state, events, legal actions, apply, previews, the city's moves and the game file;
- ``campaign``: the arithmetic between games (income, investments, reputation, bavures, the Parrain).

Its Qt side is ``ui/games/peur_sur_la_ville/``; the map editor and the geometry serve every game and live apart.
"""
