"""Refusals and journal lines said whole in the referee's words, in French and in English: a log's refused event named
by its place and what it does, a gang's bavures with its article and the count's plural, the referee's adjustment of
a figure with its state in words."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from tabletop.games import game_core
from tabletop.games.event_kinds import EVENT_KIND_WORDS, PEUR_GAME
from tabletop.games.peur_sur_la_ville.play import (EVENT_TYPES, Adjust, DeclareBavure, GameError, GameSession,
                                                   StartGame, StartTurn, new_setup)
from tabletop.games.peur_sur_la_ville.play.summary import turn_summary
from tabletop.games.playfile import PlayFileError, load_play
from tabletop.scenario import scenario_from_json

ROOT = Path(__file__).resolve().parents[1]
CARD_GAME_MODULES = {"camorra": "camorra", "gangster-paradise": "gangster_paradise", "mafia-story": "mafia_story",
                     "narcopolis": "narcopolis"}


@pytest.mark.parametrize("game, module", sorted(CARD_GAME_MODULES.items()))
def test_every_kind_of_event_of_a_card_game_has_its_words(game, module) -> None:
    fields = importlib.import_module(f"tabletop.games.{module}.game").EVENT_FIELDS
    assert set(EVENT_KIND_WORDS[game]) == set(fields)


def test_every_kind_of_event_of_peur_sur_la_ville_has_its_words() -> None:
    assert set(EVENT_KIND_WORDS[PEUR_GAME]) == set(EVENT_TYPES)


def test_a_play_files_refused_event_is_one_sentence_naming_the_action(tmp_path, language) -> None:
    """The 12th event of the sample Camorra play made a « pass » by a player who is not at the table."""
    play = json.loads((ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json").read_text(encoding="utf-8"))
    play["log"][11] = {"type": "pass", "by": "Nobody"}
    path = tmp_path / "partie.ttplay.json"
    path.write_text(json.dumps(play), encoding="utf-8")
    said = {}
    for code in ("fr", "en"):
        language(code)
        with pytest.raises(PlayFileError) as refused:
            load_play(path, game_core)
        said[code] = refused.value.lines
    assert said["fr"] == [f"{path}\u00a0: l'action nº 12 (ne poser aucune carte) est refusée\u00a0: "
                          "«\u00a0Nobody ne pose "
                          "pas de carte Corruption\u00a0» n'est pas possible à cette étape du combat"]
    assert said["en"] == [f"{path}: event 12 (lay no card) is refused: « Nobody lays no Corruption card » is not "
                          "possible at this step of the combat"]


def test_an_event_of_a_kind_the_game_does_not_have_is_quoted_as_written(tmp_path, language) -> None:
    play = json.loads((ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json").read_text(encoding="utf-8"))
    play["log"][0] = {"type": "teleport"}
    path = tmp_path / "partie.ttplay.json"
    path.write_text(json.dumps(play), encoding="utf-8")
    language("fr")
    with pytest.raises(PlayFileError) as refused:
        load_play(path, game_core)
    assert refused.value.lines[0].startswith(
        f"{path}\u00a0: l'action nº 1 («\u00a0teleport\u00a0») est refusée\u00a0: ")


@pytest.mark.parametrize("index, event, french, english", [
    (11, {"type": "prise", "target": "Bruno", "terrain": "Vomero"},
     "l'action nº 12 (jouer Prise de terrain) est refusée\u00a0: «\u00a0jouer Prise de terrain\u00a0» n'est pas "
     "possible à cette étape du combat",
     "event 12 (play Prise de terrain) is refused: « play Prise de terrain » is not possible at this step of the "
     "combat"),
    (0, {"type": "defend", "capo": None},
     "l'action nº 1 (défendre) est refusée\u00a0: «\u00a0défendre\u00a0» n'est pas une action d'un tour",
     "event 1 (defend) is refused: « defend » is not an action of a turn"),
    (11, {"type": "prise", "by": "Ana"},
     "l'action nº 12 (jouer Prise de terrain) est refusée\u00a0: «\u00a0jouer Prise de terrain\u00a0» prend target, "
     "terrain, et non le champ «\u00a0by\u00a0»",
     "event 12 (play Prise de terrain) is refused: « play Prise de terrain » takes target, terrain, not the field "
     "'by'"),
])
def test_an_event_refused_where_it_stands_is_named_by_what_it_does(tmp_path, language, index, event, french,
                                                                    english) -> None:
    """An event of the game played out of its place (a Prise de terrain in the middle of a combat, a defence with no
    combat) or with a field it does not take, named by its words, never by the file's key (« combat: prise »,
    « « prise » prend … »)."""
    play = json.loads((ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json").read_text(encoding="utf-8"))
    play["log"][index] = event
    path = tmp_path / "partie.ttplay.json"
    path.write_text(json.dumps(play), encoding="utf-8")
    for code, expected, separator in (("fr", french, "\u00a0: "), ("en", english, ": ")):
        language(code)
        with pytest.raises(PlayFileError) as refused:
            load_play(path, game_core)
        assert refused.value.lines == [f"{path}{separator}{expected}"]


def _started() -> GameSession:
    doc = json.loads((ROOT / "tabletop" / "samples" / "bank-job.geojson").read_text(encoding="utf-8"))
    session = GameSession(new_setup(scenario_from_json(doc, "bank-job")))
    session.apply(StartGame({}, free_placement=True))
    return session


@pytest.mark.parametrize("adjust, french, english", [
    (Adjust("police-1", wounds=2, state="ko"),
     "Arbitre\u00a0: l'Officier de la Police a 2 blessures et passe à l'état «\u00a0KO\u00a0»",
     "Referee: Officier of the Police has 2 wounds and is now “KO”"),
    (Adjust("skin-1", x=12, y=30.5, state="in_vehicle", note="vu sur la table"),
     "Arbitre\u00a0: le Leader des Skins passe en (12\u00a0; 30,5) et passe à l'état «\u00a0dans un véhicule\u00a0» "
     "— vu sur "
     "la table",
     "Referee: Leader of the Skins moves to (12, 30.5) and is now “in a vehicle” — vu sur la table"),
    (Adjust("police-1", wounds=1), "Arbitre\u00a0: l'Officier de la Police a une blessure",
     "Referee: Officier of the Police has one wound"),
    (Adjust("police-1"), "Arbitre\u00a0: l'Officier de la Police reste tel quel",
     "Referee: Officier of the Police is left as it was"),
])
def test_the_referees_adjustment_says_each_change_in_words(adjust, french, english, language) -> None:
    for code, expected in (("fr", french), ("en", english)):
        language(code)
        assert _started().apply(adjust).log_lines[-1].split(" — ", 1)[-1] == expected


def test_taking_back_more_bavures_than_committed_is_refused_with_the_gang_and_the_counts(language) -> None:
    for code, expected in (("fr", "2 bavures ne peuvent être retirées\u00a0: les Skins n'ont commis qu'une bavure"),
                           ("en", "2 bavures cannot be taken back: the Skins have committed only one bavure")):
        language(code)
        session = _started()
        session.apply(DeclareBavure("F", "civil tué", 1))
        with pytest.raises(GameError) as refused:
            session.apply(DeclareBavure("F", "civil tué", -2))
        assert str(refused.value) == expected
    language("fr")
    session = _started()
    with pytest.raises(GameError, match="^une bavure ne peut être retirée\u00a0: "
                                        "la Police n'a commis aucune bavure$"):
        session.apply(DeclareBavure("A", "civil tué", -1))


def test_the_turns_summary_says_each_gangs_bavures_in_a_sentence(language) -> None:
    language("fr")
    session = _started()
    session.apply(StartTurn())
    session.apply(DeclareBavure("F", "civil tué", 2))
    session.apply(DeclareBavure("A", "civil tué", 1))
    lines = turn_summary(session, session.state.turn).lines()
    assert "  la Police a commis une bavure\u00a0; les Skins ont commis 2 bavures" in lines


def _gp_sample_lines(code: str, language) -> str:
    language(code)
    return "\n".join(load_play(ROOT / "tabletop" / "samples" / "plays" / "gangster-paradise.ttplay.json",
                               game_core).session.log_lines)


@pytest.mark.parametrize("code, sentences", [
    ("fr", ["Pierre recrute un Capitaine pour 3 cartes bijoux, en promouvant un Soldat",
            "Pierre envoie un informateur sur Camille",
            "Romain ne touche pas de prime, blanchit 32 rouges en 16 blancs et paie 5 blancs de salaires",
            "Camille reste sans carte et reçoit 10 rouges"]),
    ("en", ["Pierre recruits a Capitaine for 3 bijoux cards, promoting a Soldat",
            "Pierre sends an informer on Camille",
            "Romain gets no bonus, launders 32 red into 16 white and pays 5 white in salaries",
            "Camille is left without a card and gets 10 red"]),
])
def test_gangster_paradise_names_members_and_executants_with_their_article_and_counts_agree(code, sentences,
                                                                                             language) -> None:
    lines = _gp_sample_lines(code, language)
    for sentence in sentences:
        assert sentence in lines


@pytest.mark.parametrize("counts, french, english", [
    ((1, 1, 1), "1 blanc, 1 membre, 1 rouge", "1 white, 1 member, 1 red"),
    ((116, 13, 0), "116 blancs, 13 membres, 0 rouge", "116 white, 13 members, 0 red"),
    ((2, 2, 2), "2 blancs, 2 membres, 2 rouges", "2 white, 2 members, 2 red"),
])
def test_gangster_paradise_final_score_agrees_with_each_count(counts, french, english) -> None:
    from tabletop.sentences import say
    white, members, red = counts
    for code, expected in (("fr", french), ("en", english)):
        assert say("gp-final-score", code, white=white, members=members, red=red) == expected


def test_gangster_paradise_recruitment_refusals_are_whole_sentences(language) -> None:
    from tabletop.games.gangster_paradise.clan import recruit_problem
    from tabletop.games.gangster_paradise.rules import rules_from_settings
    rules = rules_from_settings()
    for code, full, needs in (
            ("fr", "les 5 cartes Soldat du plateau sont toutes recrutées",
             "un Boss demande 2 cartes Commerçant sur le plateau (il y en a 1)"),
            ("en", "the board's 5 Soldat cards are all recruited",
             "a Boss needs 2 Commerçant cards on the board (there is one)")):
        language(code)
        assert recruit_problem({"soldat": 5}, "soldat", rules) == full
        assert recruit_problem({"commercant": 1, "bras_droit": 1}, "boss", rules) == needs


def test_a_house_rule_files_refusal_names_the_setting_in_words(tmp_path, language) -> None:
    from tabletop.games.narcopolis.rules import _schema
    from tabletop.ruledata import RuleDataError, load_rule_file
    shipped = (ROOT / "tabletop" / "games" / "narcopolis" / "narcopolis.toml").read_text(encoding="utf-8")
    path = tmp_path / "narcopolis.toml"
    path.write_text(shipped.replace("\nhumiliation = 10\n", "\nhumiliation = -3\n"), encoding="utf-8")
    for code, expected in (
            ("fr", f"dans «\u00a0{path}\u00a0», le réglage «\u00a0coût de l'humiliation\u00a0»\u00a0: "
                   "attendu un nombre ≥ 0, reçu −3"),
            ("en", f"in «\u00a0{path}\u00a0», the setting « price of a humiliation »: expected a number ≥ 0, got -3")):
        language(code)
        with pytest.raises(RuleDataError) as refused:
            load_rule_file(path, _schema())
        assert refused.value.lines == [expected]


def test_a_game_files_roster_refusal_names_the_gang_and_the_figure(tmp_path, language) -> None:
    from tabletop.games.peur_sur_la_ville.play.gamefile import GameFileError, load_game
    game = json.loads((ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json").read_text(encoding="utf-8"))
    game["rosters"]["A"]["roster"]["figures"][3]["weapons"] = [5]
    path = tmp_path / "partie.ttgame.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    for code, expected in (
            ("fr", f"{path}\u00a0: dans la bande de la Police, l'arme 1 de la figurine 4\u00a0: "
                   "attendu un texte, reçu 5"),
            ("en", f"{path}: in the roster of the Police, weapon 1 of figure 4: expected a string, got 5")):
        language(code)
        with pytest.raises(GameFileError) as refused:
            load_game(path)
        assert refused.value.lines == [expected]


def test_a_card_games_settings_are_refused_by_their_words(tmp_path, language) -> None:
    play = json.loads((ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json").read_text(encoding="utf-8"))
    play["settings"]["reshuffle_discard"] = 3
    path = tmp_path / "partie.ttplay.json"
    path.write_text(json.dumps(play), encoding="utf-8")
    for code, expected in (
            ("fr", f"{path}\u00a0: le réglage «\u00a0Remélanger la défausse\u00a0»\u00a0: "
                   "attendu oui ou non (true ou false), "
                   "reçu 3"),
            ("en", f"{path}: the setting « Reshuffle discard »: expected yes or no (true or false), got 3")):
        language(code)
        with pytest.raises(PlayFileError) as refused:
            load_play(path, game_core)
        assert refused.value.lines == [expected]


@pytest.mark.parametrize("message, args, french, english", [
    ("gp-bank-laundering", {"capacity": 20, "red": 1, "white": 0, "kept": 19},
     "Capacité 20 rouges\u00a0: blanchit 1 rouge en 0 blanc, garde 19 rouges",
     "Capacity 20 red: launders 1 red into 0 white, keeps 19 red"),
    ("gp-bank-salaries", {"salaries": 1, "bonus": 5}, "Salaires 1 blanc, prime 5 blancs",
     "Salaries 1 white, bonus 5 white"),
    ("gp-bank-resale", {"red": 0}, "Revente\u00a0: 0 rouge", "Resale: 0 red"),
    ("gp-screen", {"white": 2, "red": 1, "executants": "none"},
     "<b>2 blancs</b>, 1 rouge\u00a0; exécutants\u00a0: aucun",
     "<b>2 white</b>, 1 red; executants: none"),
])
def test_gangster_paradise_bank_and_screen_lines_agree_with_their_counts(message, args, french, english) -> None:
    from tabletop.sentences import say
    assert say(message, "fr", **args) == french
    assert say(message, "en", **args) == english


CARD_GAME_CRITERIA = ("score", "caporegimes", "terrains", "white", "members", "red", "pierre-feuille-ciseaux",
                      "reputation", "businesses", "passed Furi", "role", "table rank", "reaching the target", "points",
                      "cards to the right")


def test_every_card_games_criterion_has_its_own_words_in_the_ranking(language) -> None:
    from tabletop.games.camorra.rules import TIE_BREAK_CRITERIA
    from tabletop.games.gangster_paradise.ranking import CRITERIA
    from tabletop.games.interface import rank_by
    from tabletop.games.narcopolis.ending import CLASSIC_CRITERIA, FURI_CRITERIA
    assert {*TIE_BREAK_CRITERIA, *CRITERIA, *CLASSIC_CRITERIA, *FURI_CRITERIA} <= set(CARD_GAME_CRITERIA)
    for code, fallback in (("fr", "critère"), ("en", "« ")):
        language(code)
        for criterion in CARD_GAME_CRITERIA:
            said = rank_by([("Ana", (2, 1)), ("Bruno", (1, 1))], (criterion, "points")).explanation
            assert fallback not in said, said


@pytest.mark.parametrize("code, leads, tie_broken", [
    ("fr", "Pierre est en tête avec le plus de billets blancs",
     "Ana, Bruno et Carla sont à égalité\u00a0; Bruno l'emporte avec le plus de membres"),
    ("en", "Pierre leads with the most white notes",
     "Ana, Bruno and Carla are level; Bruno wins with the most members"),
])
def test_the_ranking_says_how_the_first_won_in_a_whole_sentence(code, leads, tie_broken, language) -> None:
    from tabletop.games.interface import rank_by
    language(code)
    assert rank_by([("Pierre", (116, 13)), ("Camille", (87, 13))], ("white", "members")).explanation == leads
    assert rank_by([("Ana", (3, 1)), ("Bruno", (3, 5)), ("Carla", (3, 0))], ("white", "members")).explanation \
        == tie_broken


@pytest.mark.parametrize("play, french, english", [
    ({"game": "mafia-story", "players": ["A", "B"], "log": [{"type": "pass", "player": "Z"}]},
     "{path}\u00a0: l'action nº 1 (passer) est refusée\u00a0: «\u00a0passer\u00a0» n'est pas possible tant "
     "que la phase «\u00a0ouverture (chaque joueur regarde 3 cartes)\u00a0» attend A",
     "{path}: event 1 (pass) is refused: « pass » is not possible while the phase « opening (each player looks at 3 "
     "cards) » waits on A"),
    # a Gangster Paradise event out of its turn names the action awaited in words, not its identifier
    ({"game": "gangster-paradise", "players": ["A", "B"], "log": [{"type": "reveal", "good": "armes"}]},
     "{path}\u00a0: l'action nº 1 (révéler une marchandise) est refusée\u00a0: «\u00a0révéler une "
     "marchandise\u00a0» n'est pas possible tant que la partie attend «\u00a0faire une action "
     "secondaire\u00a0»",
     "{path}: event 1 (reveal a good) is refused: « reveal a good » is not possible while the game waits for "
     "« take a secondary action »"),
    # a kind the game does not have is quoted once, as the file writes it (it read « « give » »)
    ({"game": "gangster-paradise", "players": ["A", "B"], "log": [{"type": "give"}]},
     "{path}\u00a0: l'action nº 1 («\u00a0give\u00a0») est refusée\u00a0: «\u00a0give\u00a0» n'est pas possible tant "
     "que la partie attend «\u00a0faire une action secondaire\u00a0»",
     "{path}: event 1 (« give ») is refused: « give » is not possible while the game waits for « take a secondary "
     "action »"),
    ({"game": "gangster-paradise", "players": ["A"], "log": []},
     "{path}\u00a0: 1 joueur\u00a0: Gangster Paradise se joue de 2 à 5 clans",
     "{path}: 1 player: Gangster Paradise takes 2 to 5 clans"),
    ({"game": "camorra", "players": ["A", "B", "C"], "options": {"zz": 1}, "log": []},
     "{path}\u00a0: choix de mise en place inconnu «\u00a0zz\u00a0»", "{path}: unknown set-up choice « zz »"),
    # a set-up choice's refusal names the choice in words, not its key (options.first_player), in the form of every
    # value refused inside a file: the file named once, one colon before what is wrong
    ({"game": "camorra", "players": ["A", "B", "C"], "options": {"first_player": "Z"}, "log": []},
     "dans {file}, le premier joueur\u00a0: «\u00a0Z\u00a0» ne joue pas",
     "in {file}, the first player: 'Z' is not playing"),
    # Mafia Story's set-up said the same way, where it read « options : first_player : « Z » ne joue pas »
    ({"game": "mafia-story", "players": ["A", "B"], "options": {"first_player": "Z"}, "log": []},
     "dans {file}, le premier joueur\u00a0: «\u00a0Z\u00a0» ne joue pas", "in {file}, the first player: 'Z' is not playing"),
    ({"game": "mafia-story", "players": ["A", "B"], "options": {"city": []}, "log": []},
     "dans {file}, la ville distribuée\u00a0: il faut les 25 cartes de la ville rangée par rangée depuis A1 (5 × 5), "
     "et non 0", "in {file}, the city as dealt: the 25 cards of the city row by row from A1 (5 × 5) are needed, not 0"),
    ({"game": "narcopolis", "players": ["A", "B", "C"], "options": {"variant": "chess"}, "log": []},
     "dans {file}, la variante jouée\u00a0: «\u00a0chess\u00a0» n'est ni classic ni furi",
     "in {file}, the variant played: 'chess' is neither classic nor furi"),
    ({"game": "narcopolis", "players": ["A", "B", "C"], "options": {"placements": [{"armes": 8}]}, "log": []},
     "dans {file}, la place des premiers business des joueurs\u00a0: «\u00a0armes\u00a0» de A n'est pas un type "
     "parmi armes, bordels, casinos, drogues sur un quartier de 1 à 7",
     "in {file}, where the players' first businesses go: A's « armes » is not a kind among armes, bordels, casinos, "
     "drogues on a quartier from 1 to 7"),
    ({"game": "narcopolis", "players": ["A", "B", "C"], "options": {"modules": ["roles"], "roles": {"A": "boss"}},
      "log": []},
     "dans {file}, les cartes Rôle distribuées\u00a0: le rôle de chaque joueur, gangsta ou infiltre",
     "in {file}, the Rôle cards dealt: each player's role, gangsta or infiltre"),
    ({"game": "gangster-paradise", "players": ["A", "B"], "options": {"clans": ["Hernandez"]}, "log": []},
     "dans {file}, les plateaux de clan\u00a0: un plateau différent pour chacun des 2 joueurs",
     "in {file}, the clan boards: one different board for each of the 2 players"),
    ({"game": "narcopolis", "players": ["A", "B", "C"], "settings": {"costs": {"implant": -5}}, "log": []},
     "dans {file}, les réglages de la partie, le réglage «\u00a0coût d'une implantation\u00a0»\u00a0: attendu un "
     "nombre ≥ 0, reçu −5",
     "in {file}, the play's settings, the setting « price of an implantation »: expected a number ≥ 0, got -5"),
])
def test_a_card_games_refusals_are_translated_sentences_without_keys(tmp_path, play, french, english,
                                                                     language) -> None:
    """Each refusal of a play's set-up is one line naming the file once; a value refused at its place (a set-up
    choice, a setting) is said as every file's refusals say one, with one colon, where the file glued before « les
    réglages de la partie : le réglage … : » made three."""
    from tabletop.games.narcopolis.rules import default_rule_data
    settings = play.get("settings", {})
    if settings:  # a play's settings copy the rule data whole: one value changed in them
        settings = json.loads(json.dumps(default_rule_data()))
        settings["costs"].update(play["settings"]["costs"])
    doc = {"format": "tabletop-play", "version": 1, "game": play["game"], "seed": 1,
           "players": [{"name": name} for name in play["players"]], "options": play.get("options", {}),
           "settings": settings, "log": play["log"]}
    path = tmp_path / "partie.ttplay.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    for code, expected in (("fr", french), ("en", english)):
        language(code)
        with pytest.raises(PlayFileError) as refused:
            load_play(path, game_core)
        assert refused.value.lines == [expected.format(path=path, file=f"«\u00a0{path}\u00a0»")]


def test_a_mafia_story_reveal_is_one_sentence_with_the_languages_minus_sign(language) -> None:
    from tabletop.games.mafia_story.game import reveal_line
    record = {"player": "Bruno", "kind": "guerre", "cell": 24, "card": {"type": "territoire", "family": "bleu",
              "value": 6}, "rule": 7, "pile": "right", "points": 6, "controller": "Carla", "controller_loses": 2}
    lost = dict(record, player="Carla", card={"type": "police", "family": "vert", "value": -8}, rule=9, pile="left",
                points=-8, controller=None, controller_loses=0)
    language("fr")
    assert reveal_line(lost) == "Carla fait la guerre sur police verte pour −8 (à gauche, règle 9)"
    assert reveal_line(record) == "Bruno fait la guerre sur bleu 6 pour +6 (à droite, règle 7\u00a0; Carla perd 2 points)"
    language("en")
    assert reveal_line(record) == "Bruno wages war on bleu 6 for +6 (to the right, rule 7; Carla loses 2 points)"


def test_tabletop_check_reads_a_house_rule_file_by_its_shipped_schema(tmp_path, capsys, language) -> None:
    from tabletop.cli import main
    shipped = (ROOT / "tabletop" / "games" / "narcopolis" / "narcopolis.toml").read_text(encoding="utf-8")
    good, bad, odd = tmp_path / "good" / "narcopolis.toml", tmp_path / "narcopolis.toml", tmp_path / "maison.toml"
    good.parent.mkdir()
    good.write_text(shipped, encoding="utf-8")
    bad.write_text(shipped.replace("\nhumiliation = 10\n", "\nhumiliation = -3\n"), encoding="utf-8")
    odd.write_text("x = 1\n", encoding="utf-8")
    assert main(["check", str(good)]) == 0
    language("fr")
    assert main(["check", str(bad), str(odd)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0] == (f"dans «\u00a0{bad}\u00a0», le réglage «\u00a0coût de l'humiliation\u00a0»\u00a0: "
                      "attendu un nombre ≥ 0, reçu −3")
    assert err[1].startswith(f"{odd}\u00a0: aucun fichier de règles de Tabletop ne s'appelle "
                             "«\u00a0maison.toml\u00a0» "
                             "(les règles maison sont l'un de camorra.toml, ")
    language("en")
    assert main(["check", str(bad)]) == 1
    assert capsys.readouterr().err == (f"in «\u00a0{bad}\u00a0», the setting « price of a humiliation »: "
                                       "expected a number ≥ 0, got -3\n")


@pytest.mark.parametrize("code, sentence", [
    ("fr", "Ana déplace son jeton de C1 en B1 contre un pion transport, chassant celui de Bruno"),
    ("en", "Ana moves their token from C1 to B1 for a transport pawn, chasing Bruno's"),
])
def test_a_mafia_story_chase_is_said_inside_its_sentence(code, sentence, language) -> None:
    language(code)
    play = load_play(ROOT / "tabletop" / "samples" / "plays" / "mafia-story.ttplay.json", game_core)
    assert any(line.endswith(sentence) for line in play.session.log_lines)


def test_a_journal_whose_log_is_not_a_list_names_the_log_in_words(tmp_path, language) -> None:
    from tabletop.storage.journal import JournalError, read_journal
    path = tmp_path / "partie.journal"
    path.write_text(json.dumps({"format": "tabletop-journal", "document": {"log": 3}}) + "\n", encoding="utf-8")
    for code, expected in (("fr", f"dans «\u00a0{path}\u00a0», le journal\u00a0: attendu une liste d'événements"),
                           ("en", f"in «\u00a0{path}\u00a0», the log: expected a list of events")):
        language(code)
        with pytest.raises(JournalError) as refused:
            read_journal(path)
        assert str(refused.value) == expected


@pytest.mark.parametrize("command, doc, french, english", [
    (["narcopolis", "score"], {"variant": "classic", "players": [{"name": "A", "reputation": 3, "businesses": 0}] * 2},
     "les joueurs\u00a0: deux joueurs ont le même nom", "the players: two players have the same name"),
    (["narcopolis", "score"], {"variant": "classic", "players": []},
     "les joueurs\u00a0: aucun joueur", "the players: no player"),
    (["narcopolis", "score"], {"variant": "classic", "players": [{"name": "A", "reputation": -1, "businesses": 0}]},
     "la réputation du joueur 1\u00a0: attendu un nombre ≥ 0, reçu −1",
     "the reputation of player 1: expected a number ≥ 0, got -1"),
    (["narcopolis", "score"], {"variant": "classic", "players": [{"name": "A", "businesses": 0}]},
     "il manque la réputation du joueur 1", "no value for the reputation of player 1"),
    (["gangster-paradise", "rank"], {"players": [{"name": "A", "white": 1, "members": 1, "red": 0}] * 2},
     "les joueurs\u00a0: deux joueurs ont le même nom", "the players: two players have the same name"),
    (["camorra", "combat"], {"attacker": {"capo": "boss"}, "defender": {}},
     "le Caporegime de l'attaquant\u00a0: Caporegime inconnu «\u00a0boss\u00a0» (attendu l'un de caid, protecteur, sournois, "
     "polyvalent, maniaque ou null)",
     "the attacker's Caporegime: unknown Caporegime 'boss' (expected one of caid, protecteur, sournois, polyvalent, "
     "maniaque or null)"),
    (["narcopolis", "combat"], {"attacker": "A", "defender": "B", "exchanges": [3], "called_by": "B"},
     "l'échange 1\u00a0: attendu un objet, reçu 3", "exchange 1: expected an object, got 3"),
    (["narcopolis", "combat"], {"defender": "B", "exchanges": [], "called_by": "B"},
     "il manque l'attaquant", "no value for the attacker"),
    (["camorra", "combat"], {"attacker": {}, "defender": {"weapons": [2, -1]}},
     "l'arme 2 du défenseur\u00a0: attendu un nombre ≥ 0, reçu −1",
     "the defender's weapon 2: expected a number ≥ 0, got -1"),
    # Issue 38: the command files' schemas name every place, a die or an announcement of an exchange too.
    (["narcopolis", "combat"], {"attacker": "A", "defender": "B", "called_by": "B",
                                "exchanges": [{"by": "A", "dice": [4, 2, 9], "announce": 421}]},
     "le dé 3 de l'échange 1\u00a0: attendu un nombre ≤ 6, reçu 9",
     "die 3 of exchange 1: expected a number ≤ 6, got 9"),
    (["narcopolis", "combat"], {"attacker": "A", "defender": "B", "called_by": "B",
                                "exchanges": [{"by": "A", "dice": [4, 2, 1], "announce": "421"}]},
     "l'annonce de l'échange 1\u00a0: attendu un entier, reçu «\u00a0421\u00a0»",
     "the announcement of exchange 1: expected an integer, got \"421\""),
    (["narcopolis", "combat"], {"attacker": "A", "defender": "B", "called_by": "B",
                                "exchanges": [{"dice": [4, 2, 1], "announce": 421}]},
     "il manque qui a lancé les dés à l'échange 1", "no value for who rolled in exchange 1"),
    (["narcopolis", "score"], {"variant": "classic", "players": [{"name": "A", "reputation": 3, "businesses": 0,
                                                                  "cash": 9}]},
     "le joueur 1\u00a0: champ inconnu «\u00a0cash\u00a0»", "player 1: unknown field 'cash'"),
    (["camorra", "combat"], {"attacker": {}, "defender": {}, "corruption": [{"by": "police", "points": 2}]},
     "qui a posé la carte Corruption 1\u00a0: attendu l'une des valeurs «\u00a0attacker\u00a0», «\u00a0defender\u00a0», "
     "reçu «\u00a0police\u00a0»",
     "who laid corruption card 1: expected one of \"attacker\", \"defender\", got \"police\""),
    (["camorra", "score"], {"players": [{"name": "Ana", "capos": ["caid"], "terrains": ["Stella"]},
                                        {"name": "Bruno", "capos": ["caid", 7], "terrains": []}]},
     "le Caporegime 2 du joueur «\u00a0Bruno\u00a0»\u00a0: attendu un texte, reçu 7",
     "Caporegime 2 of the player « Bruno »: expected a string, got 7"),
    (["camorra", "score"], {"players": [{"name": "Ana", "capos": ["caid"], "terrains": ["Stella"]},
                                        {"name": "Bruno", "capos": ["caid"], "terrains": ["stella"]}]},
     "la carte Terrain 1 du joueur «\u00a0Bruno\u00a0»\u00a0: Stella est aussi tenu par «\u00a0Ana\u00a0»",
     "Terrain card 1 of the player « Bruno »: Stella is also held by « Ana »"),
    (["camorra", "score"], {"players": []}, "les joueurs\u00a0: aucun joueur", "the players: no player"),
    # The limits every file's JSON is read within name the place in words too.
    (["narcopolis", "score"], {"variant": "classic", "players": [{"name": "A", "reputation": 3,
                                                                  "businesses": float("nan")}]},
     "les business du joueur 1\u00a0: attendu un nombre fini, reçu NaN",
     "the businesses of player 1: expected a finite number, got NaN"),
    (["gangster-paradise", "rank"], {"players": [{"name": "Ana", "white": 2, "members": 1, "red": 0},
                                                 {"name": "Bruno", "white": float("inf"), "members": 1, "red": 0}]},
     "les billets blancs du joueur «\u00a0Bruno\u00a0»\u00a0: attendu un nombre fini, reçu Infinity",
     "the white notes of the player « Bruno »: expected a finite number, got Infinity"),
])
def test_a_card_games_command_refuses_a_files_field_by_its_words(tmp_path, capsys, command, doc, french, english,
                                                                 language) -> None:
    from tabletop.cli import main
    path = tmp_path / "fin.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    # One sentence after the command's name, the file named once, the place in words: one colon after the prefix.
    for code, expected, inside in (("fr", french, "dans"), ("en", english, "in")):
        language(code)
        assert main([*command, str(path)]) == 1
        err = capsys.readouterr().err.strip()
        assert err.endswith(f"{inside} «\u00a0{path}\u00a0», {expected}"), err


def test_a_mafia_story_target_refused_is_one_sentence_after_its_place(language) -> None:
    """It read « …, la cible : « Bruno » ne peut pas être visé : Bruno n'a pas de jeton … », two colons."""
    from tabletop.games.mafia_story import Card
    from tabletop.games.mafia_story.reveal import PlacedToken, Prevention, RevealError, resolve_prevention

    tokens = [PlacedToken("Ana", "encaissement", Card("territoire", "rouge", 7))]
    for code, said in (("fr", "n'a pas de jeton encaissement sur la table à viser"),
                       ("en", "has no encaissement token on the table to target")):
        language(code)
        with pytest.raises(RevealError) as refused:
            resolve_prevention([Prevention("Ana", "encaissement", "Bruno")], tokens, spread=True)
        assert str(refused.value).endswith(f"Bruno {said}") and str(refused.value).count(":") == 1
