"""Each card game's new-play page takes what was dealt or placed at the table and who starts as the book decides
it; the first round is then played through the tracker at 1366x768 and the state checked against the deal. The
pages are painted, and saved to /tmp/deal-*.png to be looked at with ``TABLETOP_SHOTS=1``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent

from tabletop import games
from ui.games.camorra.view import CamorraView
from ui.games.gangster_paradise.forms import TradeForm
from ui.games.gangster_paradise.view import GangsterParadiseView
from ui.games.mafia_story.view import KindChooser, MafiaStoryView
from ui.games.narcopolis.forms import JobForm
from ui.games.narcopolis.view import NarcopolisView
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.panel import TrackerPanel

from tests.games.mafia_story.dealt_city import CITY
from tests.ui.tracker_steps import chance_entry, grab, press, shown_tracker

WIDTH, HEIGHT = 1366, 768


def tracker(qtbot, game_id: str, view) -> TrackerPanel:
    return shown_tracker(qtbot, PlayDocument(games.game_core(game_id)), view, WIDTH, HEIGHT)


def enter(panel: TrackerPanel, event: dict) -> None:
    """Pick ``event`` in its list (a kind entered privately in its own list) and press the button."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    if panel.document.session.waits_on_chance():
        press(chance_entry(panel, event), event, ("chance", panel.header.text()))
        return
    kind = event["type"]
    shown = [panel.actions_layout.itemAt(i).widget() for i in range(panel.actions_layout.count())]
    private = next((w for w in shown if isinstance(w, KindChooser) and w.objectName() == f"choose-{kind}"), None)
    press(private or panel.chooser(kind), event, (kind, panel.header.text()))


DEAL = {"Ana": ["Pausilippe", "Stella", "San Carlo", "Vomero"],
        "Bruno": ["Montecalvario", "Avvocata", "Pendino", "Miano"],
        "Carla": ["Arenalla", "Scampia", "Piscinola", "Secondigliano"]}


def test_camorra_the_deal_and_the_dice_of_the_table(qtbot):
    """« Chaque joueur reçoit … 4 cartes Terrain », « Les joueurs placent les Caporegimes sur les cartes Terrain »,
    « Les joueurs lancent le dé. Le joueur qui fait le meilleur score commence »."""
    panel = tracker(qtbot, "camorra", CamorraView())
    page = panel.setup_page
    page.set_players(list(DEAL))
    deal = page.setup
    deal.entered.setChecked(True)
    deal.fill_from_seed()  # « tirer au hasard » one click away; then the table's own deal entered over it
    for seat, name in enumerate(DEAL):
        for combo, quartier in zip(deal.terrains[seat], DEAL[name]):
            combo.setCurrentText(quartier)
    ana_placed = {"caid": "Pausilippe", "protecteur": "Stella", "sournois": "San Carlo", "polyvalent": "Vomero",
                  "maniaque": "Vomero"}  # Ana put her Maniaque on Vomero with the Polyvalent
    for kind, quartier in ana_placed.items():
        deal.capos[0][kind].setCurrentText(quartier)
    deal.capos[1]["protecteur"].setCurrentText("Montecalvario")
    for spin, face in zip(page.first.faces, (3, 5, 5)):
        spin.setValue(face)
    page.request_start()
    assert "Bruno, Carla are level on 5" in page.problems.text() and panel.document.session is None
    page.first.faces[2].setValue(2)  # Carla rerolls a 2: Bruno starts
    assert page.first.first_player() == "Bruno"
    grab(page, "deal-camorra")
    page.request_start()
    session = panel.document.session
    state = session.state_json()
    assert session.state.players == ("Bruno", "Carla", "Ana") and state["current"] == "Bruno"
    for name, quartiers in DEAL.items():
        assert sorted(state["players"][name]["terrains"]) == sorted(quartiers)
    ana = {c["kind"]: c["terrain"] for c in state["players"]["Ana"]["caporegimes"]}
    assert ana == ana_placed
    assert {c["kind"]: c["terrain"] for c in state["players"]["Bruno"]["caporegimes"]}["protecteur"] == \
        "Montecalvario"
    for event in ({"type": "immunite"}, {"type": "end_turn"}, {"type": "end_turn"}, {"type": "end_turn"}):
        enter(panel, event)
    state = session.state_json()
    assert state["round"] == 2 and state["current"] == "Bruno" and state["players"]["Bruno"]["hand"] == 5


def test_camorra_the_seeded_deal_and_a_virtual_roll(qtbot):
    panel = tracker(qtbot, "camorra", CamorraView())
    page = panel.setup_page
    page.set_players(list(DEAL))
    page.seed.setValue(11)
    page.first.roll_button.click()
    faces = [spin.value() for spin in page.first.faces[:3]]
    assert all(faces) and faces.count(max(faces)) == 1
    page.request_start()
    session = panel.document.session
    assert session.state.players[0] == list(DEAL)[faces.index(max(faces))]
    assert session.setup.options.get("terrains") is None  # the core deals from the seed


def test_narcopolis_characters_placements_and_modules(qtbot):
    """« Tes 4 premiers Business sont placés sur un ou plusieurs quartiers de ta zone de départ »; the advanced
    modules chosen on the page."""
    panel = tracker(qtbot, "narcopolis", NarcopolisView())
    page = panel.setup_page
    page.set_players(["Ana", "Bob", "Cy"])
    form = page.setup
    for seat, character in enumerate(("killah", "booki", "furi")):
        form.characters[seat].setCurrentIndex(form.characters[seat].findData(character))
    form.placements[1]["casinos"].setValue(4)
    form.modules["side_bet"].setChecked(True)
    form.modules["roles"].setChecked(True)
    for seat, role in enumerate(("gangsta", "infiltre", "gangsta")):
        form.roles[seat].setCurrentIndex(form.roles[seat].findData(role))
    page.first.choice.setCurrentText("Cy")  # « le plus fourbe qui démarre »
    grab(page, "deal-narcopolis")
    page.request_start()
    session = panel.document.session
    state = session.state_json()
    assert state["modules"] == ["side_bet", "roles"] and state["first_player"] == "Cy"
    assert state["map"]["NB4"] == {"owner": "Bob", "kinds": ["casinos"], "blocked": False}
    assert state["players"]["Bob"]["role"] == "infiltre" and state["players"]["Ana"]["money"] == 14
    # Furi (Cy) places her « 2 Business » before the first event card
    enter(panel, {"type": "starting_business", "player": "Cy", "quartier": "CP2", "kind": "drogues"})
    enter(panel, {"type": "starting_business", "player": "Cy", "quartier": "CP3", "kind": "armes"})
    enter(panel, {"type": "event", "card": "s1-01"})
    for name in ("Cy", "Ana", "Bob"):
        assert session.to_move() == name
        enter(panel, {"type": "income"})
        if name == "Bob":
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            job = panel.actions_box.findChild(JobForm, "form-job")
            job.points.setValue(7)  # as printed on the card
            job.button.click()
        enter(panel, {"type": "end_turn"})
    state = session.state_json()
    assert state["round"] == 1 and state["phase"] == "event" and state["players"]["Bob"]["reputation"] == 12
    assert state["players"]["Cy"]["businesses"] == 6 and state["players"]["Ana"]["money"] == 14 + 8


def test_gangster_paradise_the_clans_chosen(qtbot):
    """« chaque joueur choisit un plateau clan »; « Le joueur ayant le casier judiciaire le plus rempli
    commence »; the secondary productions then drawn as at the table."""
    panel = tracker(qtbot, "gangster-paradise", GangsterParadiseView())
    page = panel.setup_page
    page.set_players(["Ana", "Bruno", "Camille"])
    for seat, board in enumerate(("Giordano", "Hernandez", "Mutombo")):
        page.setup.combos[seat].setCurrentText(board)
    page.first.choice.setCurrentText("Bruno")
    grab(page, "deal-gangster-paradise")
    page.request_start()
    session = panel.document.session
    state = session.state_json()
    assert {n: c["primary"] for n, c in state["clans"].items()} == {"Ana": "armes", "Bruno": "drogue",
                                                                    "Camille": "bijoux"}
    for event in ({"type": "secondary", "clan": "Bruno", "good": "bijoux"},
                  {"type": "secondary", "clan": "Camille", "good": "armes"},
                  {"type": "secondary", "clan": "Ana", "good": "drogue"},
                  {"type": "reveal", "good": "armes"}, {"type": "reveal", "good": "bijoux"}):
        enter(panel, event)
    assert session.to_move() == "Bruno"
    for name in ("Bruno", "Camille", "Ana"):
        enter(panel, {"type": "deliver", "secondary_soldiers": 0})
    goods = {n: c["goods"] for n, c in session.state_json()["clans"].items()}
    assert goods == {"Ana": {"armes": 4}, "Bruno": {"drogue": 4}, "Camille": {"bijoux": 4}}  # 2 board + 2 soldat
    # « Tout peut être échangé »: the trade form moves executant cards too
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    trade = panel.actions_box.findChild(TradeForm)
    trade.partner.setCurrentText("Ana")
    trade.spins[("give", "red")].setValue(5)
    trade.spins[("get", "informateur")].setValue(1)
    assert trade.trade() == {"type": "trade", "with": "Ana", "give": {"red": 5},
                             "get": {"executants": ["informateur"]}}


def test_mafia_story_families_and_the_neutral_territory(qtbot):
    """« 1 carte territoire neutre d'une activité criminelle non choisie »; « Le dernier à avoir vu un film de
    gangsters prend le jeton premier joueur »."""
    panel = tracker(qtbot, "mafia-story", MafiaStoryView())
    page = panel.setup_page
    page.set_players(["Ana", "Bruno"])
    page.setup.families.choices[0].setCurrentText("bleu")
    page.setup.families.choices[1].setCurrentText("rouge")
    page.setup.families.neutral.setCurrentIndex(page.setup.families.neutral.findData("blanc"))
    page.first.choice.setCurrentText("Bruno")
    grab(page, "deal-mafia-story")
    page.request_start()
    session = panel.document.session
    state = session.state
    assert [p.family for p in state.players] == ["bleu", "rouge"] and state.neutral_family == "blanc"
    assert session.to_move() == "Bruno"
    # the opening, from the first player: 3 cards looked at each, then a police or spéciale card laid face down
    for name, row in (("Bruno", 0), ("Ana", 1)):
        for column in range(3):
            enter(panel, {"type": "peek", "player": name, "cell": row * 5 + column})
    enter(panel, {"type": "cover", "player": "Bruno", "cell": 12, "kind": "police"})
    enter(panel, {"type": "cover", "player": "Ana", "cell": 13, "kind": "speciale"})
    cells = session.state_json()["cells"]
    assert cells[12]["cover"]["owner"] == "Bruno" and cells[13]["cover"]["owner"] == "Ana"
    assert session.state.phase == "actions" and session.to_move() == "Bruno"


def test_narcopolis_a_combat_with_the_side_bet_and_the_armement_cards(qtbot):
    """Modules 4 and 6 in the tracker: before the first roll the bet and each fighter's Armement card are entered
    from their own lists, named as printed."""
    panel = tracker(qtbot, "narcopolis", NarcopolisView())
    page = panel.setup_page
    page.set_players(["Booki", "Killah"])
    form = page.setup
    form.variant.setCurrentIndex(form.variant.findData("classic"))
    for seat, character in enumerate(("booki", "killah")):
        form.characters[seat].setCurrentIndex(form.characters[seat].findData(character))
    form.modules["side_bet"].setChecked(True)
    form.modules["armement"].setChecked(True)
    page.request_start()
    document = panel.document
    for event in ({"type": "event", "card": "s1-01"}, {"type": "income"}, {"type": "end_turn"}, {"type": "income"},
                  {"type": "move", "to": "MH2"}, {"type": "end_turn"}, {"type": "event", "card": "s1-02"},
                  {"type": "income"}, {"type": "attack", "quartier": "MH1"}):
        document.apply(event)
    enter(panel, {"type": "side_bet", "stake": "money"})
    assert panel.chooser("side_bet") is None  # one bet a combat
    armement = panel.chooser("armement")
    assert "Fusil à pompe" in [armement.combos["card"].itemText(i) for i in range(armement.combos["card"].count())]
    enter(panel, {"type": "armement", "by": "Booki", "card": "fusil-a-pompe"})
    enter(panel, {"type": "armement", "by": "Killah", "card": "armement-3"})
    grab(panel, "deal-narcopolis-combat")
    enter(panel, {"type": "begin"})
    combat = document.session.state_json()["combat"]
    assert combat["stake"] == "money" and combat["armement"] == {"Booki": "fusil-a-pompe", "Killah": "armement-3"}
    assert combat["step"] == "roll"


def test_mafia_story_the_city_entered_card_by_card(qtbot):
    """« la ville est constituée de 25 cartes … disposées faces cachées en un carré de 5 cartes par 5 cartes »: the
    city laid at the table entered card by card on the page (a card entered twice is refused on the spot), then
    the first round played and its reveal checked against the deal."""
    panel = tracker(qtbot, "mafia-story", MafiaStoryView())
    page = panel.setup_page
    page.set_players(["Ana", "Bruno"])
    setup = page.setup
    setup.families.choices[0].setCurrentText("bleu")
    setup.families.choices[1].setCurrentText("rouge")
    city = setup.city
    city.entered.setChecked(True)
    cells = city.shown_cells()
    assert len(cells) == 25 and not city.cells[0][5].isVisibleTo(city)
    for combo, card in zip(cells, CITY):
        combo.setCurrentIndex(combo.findData(card))
    assert city.status.text() == "The city is complete."
    cells[1].setCurrentIndex(cells[1].findData(CITY[0]))  # bleu 2 entered again on A2
    assert city.status.text() == "bleu 2 entered twice, at A1 and at A2"
    page.request_start()
    assert page.problems.text() == "the city as dealt: bleu 2 entered twice, at A1 and at A2"
    assert panel.document.session is None
    cells[1].setCurrentIndex(cells[1].findData(CITY[1]))
    grab(page, "deal-mafia-story-city")
    page.request_start()
    session = panel.document.session
    assert [c["dealt"] for c in session.state_json()["cells"]] == CITY
    assert session.state.neutral_family == "blanc"  # read from the city: blanc 4 on C3
    for name, row in (("Ana", 0), ("Bruno", 1)):
        for column in range(3):
            enter(panel, {"type": "peek", "player": name, "cell": row * 5 + column})
    enter(panel, {"type": "cover", "player": "Ana", "cell": 20, "kind": "police"})
    enter(panel, {"type": "cover", "player": "Bruno", "cell": 24, "kind": "speciale"})
    enter(panel, {"type": "place", "player": "Ana", "cell": 1, "kind": "guerre"})
    enter(panel, {"type": "place", "player": "Bruno", "cell": 12, "kind": "encaissement"})
    while not session.waits_on_chance():
        enter(panel, {"type": "pass", "player": session.to_move()})
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    chance = panel.chooser("chance")
    assert len(chance.events) == 1 and chance.events[0]["card"] == CITY[1]  # only the card dealt on A2
    enter(panel, chance.events[0])
    enter(panel, {"type": "card", "cell": 12, "card": CITY[12]})
    grab(panel, "deal-mafia-story-reveal")
    state = session.state_json()
    ana, bruno = state["players"]
    assert ana["right"] == [CITY[1]] and bruno["left"] == [CITY[12]]
    assert (ana["score"], bruno["score"]) == (3, -6)  # rouge 3 to Ana, Bruno −2; blanc 4 taken off Bruno
    assert state["cells"][1]["present"] is False and state["cells"][12]["present"] is False
    assert state["phase"] == "buy_back" or state["round"] == 2
