"""Each game's kinds of event in the referee's words, and the sentence that refuses one event of a log.

A play or game file whose log the rules refuse names the event by its place and what it does, as a referee says
it (« l'action nº 12 (poser une carte Corruption) est refusée : … »), never by the key the file writes (``pass``,
``corruption``). The words are an action said with its verb, so that one message fits every kind.
"""

from __future__ import annotations

from typing import Mapping

from tabletop.i18n import N_, _

PEUR_GAME = "peur-sur-la-ville"

EVENT_KIND_WORDS: Mapping[str, Mapping[str, str]] = {
    "camorra": {
        "attaque": N_("attack a quartier"), "bombe": N_("play the Bombe card"), "chasse": N_("play the Chasse card"),
        "close_support": N_("close the support"), "combat_die": N_("roll the combat die"),
        "corruption": N_("lay a Corruption card"), "defend": N_("defend"), "done": N_("stop laying cards"),
        "end_turn": N_("end the turn"), "immunite": N_("play the Immunité card"),
        "paralyse": N_("paralyse a Caporegime"), "pass": N_("lay no card"), "prise": N_("play Prise de terrain"),
        "racket": N_("play the Racket card"), "ravitaillement": N_("play the Ravitaillement card"),
        "recruit_die": N_("roll the recruitment die"), "recruit_loss": N_("lose a Caporegime to the recruitment"),
        "recruit_steal": N_("steal a Caporegime by recruitment"),
        "recruit_take": N_("take a Caporegime by recruitment"), "recrutement": N_("play the Recrutement card"),
        "sacrifice": N_("play the Sacrifice card"), "silence": N_("lay a Silence card"),
        "support": N_("support a side"), "victim": N_("choose the victim"), "weapon": N_("lay a weapon card"),
    },
    "gangster-paradise": {
        "bid": N_("bid"), "buy": N_("buy a good"), "deliver": N_("deliver"), "discard": N_("discard goods"),
        "done": N_("finish"), "executant_card": N_("draw an exécutant card"),
        "executant_effect": N_("apply an exécutant's effect"), "launder": N_("launder money"), "pass": N_("pass"),
        "pierre_feuille_ciseaux": N_("play rock-paper-scissors"), "play_executant": N_("play an exécutant"),
        "recruit": N_("recruit"), "recruit_executant": N_("recruit an exécutant"), "resell": N_("resell goods"),
        "reveal": N_("reveal a good"), "secondary": N_("take a secondary action"), "trade": N_("trade"),
    },
    "mafia-story": {
        "buy_back": N_("buy cards back"), "card": N_("reveal a card of the city"), "cover": N_("cover a card"),
        "move_chased": N_("move a chased token"), "pass": N_("pass"), "peek": N_("look at a card"),
        "place": N_("place a token"), "prevent": N_("prevent an action"), "target": N_("target a player"),
        "transport_move": N_("move a token for a transport pawn"),
        "transport_place": N_("place a token for a transport pawn"), "withdraw": N_("withdraw"),
    },
    "narcopolis": {
        "announce": N_("announce a roll"), "armement": N_("lay an Armement card"), "attack": N_("attack a quartier"),
        "begin": N_("begin the game"), "buy_influence": N_("buy an Influence card"), "call": N_("call the bluff"),
        "destroy": N_("destroy a business"), "develop": N_("develop a business"),
        "dismantle": N_("dismantle a business"), "end_turn": N_("end the turn"), "event": N_("draw an event card"),
        "exchange_jobs": N_("exchange jobs"), "furi_attack": N_("make Furi attack"),
        "furi_die": N_("roll Furi's die"), "furi_implant": N_("implant Furi"),
        "furi_influence": N_("play Furi's Influence card"), "furi_pass": N_("let Furi pass"),
        "give": N_("give money"), "give_influence": N_("give an Influence card"),
        "humiliation": N_("humiliate"), "implant": N_("implant businesses"), "income": N_("collect the income"),
        "influence": N_("play an Influence card"), "job": N_("do a job"), "mecenat": N_("give as a patron"),
        "move": N_("move"), "reputation": N_("change a reputation"), "roll": N_("roll the dice"),
        "side_bet": N_("place a side bet"), "starting_business": N_("place a starting business"),
        "suspend_income": N_("suspend an income"), "take": N_("take the card"),
        "use_armement": N_("use an Armement card"),
    },
    PEUR_GAME: {
        "start_game": N_("start the game"), "start_turn": N_("start the turn"),
        "roll_initiative": N_("roll the initiative"), "activate": N_("activate figures"),
        "end_activation": N_("end the activation"), "move": N_("move"), "drive": N_("drive"), "ram": N_("ram"),
        "climb": N_("climb"), "stand_up": N_("stand up"), "open_door": N_("open a door"), "rob": N_("rob"),
        "arrest": N_("arrest or kidnap"), "exchange": N_("exchange equipment"), "heal": N_("heal"),
        "hide": N_("hide"), "board": N_("board a vehicle"), "leave_vehicle": N_("leave a vehicle"),
        "aim": N_("aim"), "shoot": N_("shoot"), "tase": N_("use a taser"), "fight": N_("fight"),
        "throw": N_("throw"), "launch": N_("launch"), "place_mine": N_("place a mine"),
        "trigger_mine": N_("set off a mine"), "reload": N_("reload a weapon"), "repair": N_("repair a weapon"),
        "detect": N_("detect"), "civilians_react": N_("move the city"), "crew_test": N_("test a crew's morale"),
        "checkpoint": N_("pass a check-point"), "end_turn": N_("end the turn"),
        "adjust": N_("adjust a figure"), "bavure": N_("declare a bavure"), "end_game": N_("end the game"),
    },
}


def kind_words(game: str, kind: object) -> str:
    """An event's kind as the referee says it; a kind the game does not have is quoted as the file writes it."""
    words = EVENT_KIND_WORDS.get(game, {}).get(kind) if isinstance(kind, str) else None
    return _(words) if words is not None else _("« {kind} »").format(kind=kind)


def quoted_kind(game: str, kind: object) -> str:
    """« lay a card »: an event's kind in quotes inside a sentence, its words, or a kind the game does not have as
    the file writes it (quoted once: ``kind_words`` already quotes it)."""
    words = EVENT_KIND_WORDS.get(game, {}).get(kind) if isinstance(kind, str) else None
    return _("« {kind} »").format(kind=_(words) if words is not None else kind)


def refused_event(number: int, game: str, kind: object, problem: str) -> str:
    """« event 12 (lay a card) is refused: … », the refusal of one event of a log."""
    return _("event {number} ({action}) is refused: {problem}").format(
        number=number, action=kind_words(game, kind), problem=problem)


def refused_file_event(source: str, number: int, game: str, kind: object, problem: str) -> str:
    """The same refusal naming the file it is in: « partie.ttplay.json: event 12 (lay a card) is refused: … »."""
    return _("{file}: event {number} ({action}) is refused: {problem}").format(
        file=source, number=number, action=kind_words(game, kind), problem=problem)
