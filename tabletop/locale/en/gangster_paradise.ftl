# Gangster Paradise: the log's lines, the score sheet and the refusals whose words agree with a count or a name.
# $member, $promoted, $executant: a member or an executant with its indefinite article ("a Soldat", "an informer",
# tabletop/games/gangster_paradise/rules.py); $good: a kind of goods as the rulebook names it.

# A log line: its turn (0: the set-up) and stage ($stage, already in words), then the line ($line, a whole clause
# that may hold a colon of its own: the dash keeps two colons from reading in a row).
gp-log-line = { $turn ->
        [0] Set-up
       *[other] Turn { $turn }
    }, { $stage } — { $line }
# The pierre-feuille-ciseaux result the referee enters (reading 16): the winner, then the others in order ($others,
# already listed); $count: how many clans it settles.
gp-rock-paper-scissors = { $count ->
        [2] { $winner } beats { $others } at pierre-feuille-ciseaux
       *[other] { $winner } wins at pierre-feuille-ciseaux; then, in that order, { $others }
    }
# The ranking while the table has not played pierre-feuille-ciseaux ($tied: the clans level, already listed).
gp-ranking-unsettled = { $tied } are level on white notes, members and red notes: pierre-feuille-ciseaux settles it at the table

gp-red-notes = { $count } red
gp-white-notes = { $count } white
gp-executant-named = an executant « { $name } »

gp-recruit = { $player } recruits { $member } for { $cost } { $good } { $cost ->
        [one] card
       *[other] cards
    }{ $promoted ->
        [none] {""}
       *[other] , promoting { $promoted }
    }
gp-send-executant = { $player } sends { $executant } on { $target }
gp-resell = { $player } sells { $goods } for { $red } red
gp-launder = { $player } { $bonus ->
        [0] gets no bonus
       *[other] gets a bonus of { $bonus } white
    }, { $red ->
        [0] launders nothing
       *[other] launders { $red } red into { $white } white
    } and { $unpaid ->
        [yes] cannot pay { $salaries } white in salaries: no goods at the next delivery
       *[no] pays { $salaries } white in salaries
    }
# The line the table sees: laundering happens behind the screen, only unpaid salaries show.
gp-launder-table = { $unpaid ->
        [yes] { $player } launders but cannot pay the salaries: no goods at the next delivery
       *[no] { $player } launders and pays the salaries
    }
# $dead_end: "yes" when the clan to draw has only forbidden cards left (reading 9).
gp-secondary = { $clan } draws { $good } as secondary production{ $dead_end ->
        [yes] ; a dead end, every secondary is drawn again
       *[no] {""}
    }
gp-bluffers = { $count ->
        [one] { $players } cannot pay: pays all and takes nothing
       *[other] { $players } cannot pay: they pay all and take nothing
    }
gp-compensation = { $player } is left without a card and gets { $red } red
gp-final-score = { $white } white, { $members } { $members ->
        [one] member
       *[other] members
    }, { $red } red

gp-board-full = { $cards ->
        [one] the board's { $name } card is already recruited
       *[other] the board's { $cards } { $name } cards are all recruited
    }
gp-member-needs = { $member } needs { $count } { $needed } { $count ->
        [one] card
       *[other] cards
    } on the board (there { $have ->
        [0] is none
        [one] is one
       *[other] are { $have }
    })
gp-give-executants = { $player } cannot give { $count ->
        [one] one executant
       *[other] { $count } executants
    } « { $kind } »: holds { $held }

# A clan's screen and the bank's arithmetic of the tracker.
gp-screen = <b>{ $white } white</b>, { $red } red; executants: { $executants ->
        [none] none
       *[other] { $executants }
    }
gp-bank-laundering = Capacity { $capacity } red: launders { $red } red into { $white } white, keeps { $kept } red
gp-bank-over-capacity = Capacity { $capacity } red: more than the capacity
gp-bank-salaries = Salaries { $salaries } white, bonus { $bonus } white
gp-bank-resale = Resale: { $red } red
