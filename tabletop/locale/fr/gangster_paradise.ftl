# Gangster Paradise : les lignes du journal, la feuille de score et les refus dont les mots s'accordent avec un nombre
# ou un nom. $member, $promoted, $executant : un membre ou un exécutant avec son article indéfini (« un Soldat »,
# « un informateur », tabletop/games/gangster_paradise/rules.py) ; $good : une marchandise nommée comme la règle.

# Une ligne du journal : son tour (0 : la mise en place) et son étape ($stage, déjà en mots), puis la ligne ($line,
# une proposition entière, qui peut porter ses propres deux-points : le tiret évite d'en lire deux à la suite).
gp-log-line = { $turn ->
        [0] Mise en place
       *[other] Tour { $turn }
    }, { $stage } — { $line }
# Le résultat de pierre-feuille-ciseaux que l'arbitre saisit (lecture 16) : le vainqueur, puis les autres dans
# l'ordre ($others, déjà listés) ; $count : le nombre de clans départagés.
gp-rock-paper-scissors = { $count ->
        [2] { $winner } bat { $others } à pierre-feuille-ciseaux
       *[other] { $winner } l'emporte à pierre-feuille-ciseaux ; suivent, dans l'ordre, { $others }
    }
# Le classement tant que la table n'a pas joué à pierre-feuille-ciseaux ($tied : les clans à égalité, déjà listés).
gp-ranking-unsettled = { $tied } sont à égalité sur les billets blancs, les membres et les billets rouges : la table les départage à pierre-feuille-ciseaux

gp-red-notes = { $count } { $count ->
        [one] rouge
       *[other] rouges
    }
gp-white-notes = { $count } { $count ->
        [one] blanc
       *[other] blancs
    }
gp-executant-named = un exécutant « { $name } »

gp-recruit = { $player } recrute { $member } pour { $cost } { $cost ->
        [one] carte
       *[other] cartes
    } { $good }{ $promoted ->
        [none] {""}
       *[other] , en promouvant { $promoted }
    }
gp-send-executant = { $player } envoie { $executant } sur { $target }
gp-resell = { $player } vend { $goods } pour { $red } { $red ->
        [one] rouge
       *[other] rouges
    }
gp-launder = { $player } { $bonus ->
        [0] ne touche pas de prime
        [one] touche une prime de { $bonus } blanc
       *[other] touche une prime de { $bonus } blancs
    }, { $red ->
        [0] ne blanchit rien
        [one] blanchit { $red } rouge en { $white } { $white ->
            [one] blanc
           *[other] blancs
        }
       *[other] blanchit { $red } rouges en { $white } { $white ->
            [one] blanc
           *[other] blancs
        }
    } et { $unpaid ->
        [yes] ne peut pas payer { $salaries } { $salaries ->
            [one] blanc
           *[other] blancs
        } de salaires : aucune marchandise à la prochaine livraison
       *[no] paie { $salaries } { $salaries ->
            [one] blanc
           *[other] blancs
        } de salaires
    }
# La ligne que voit la table : le blanchiment se fait derrière l'écran, seuls les salaires impayés se voient.
gp-launder-table = { $unpaid ->
        [yes] { $player } blanchit mais ne peut pas payer les salaires : aucune marchandise à la prochaine livraison
       *[no] { $player } blanchit et paie les salaires
    }
# $dead_end : « yes » quand le clan qui tire n'a plus que des cartes interdites (lecture 9).
gp-secondary = { $clan } tire sa production secondaire : { $good }{ $dead_end ->
        [yes] {" ; "}c'est une impasse, toutes les productions secondaires sont tirées à nouveau
       *[no] {""}
    }
gp-bluffers = { $count ->
        [one] { $players } ne peut pas payer : il paie tout ce qu'il a et ne prend rien
       *[other] { $players } ne peuvent pas payer : ils paient tout ce qu'ils ont et ne prennent rien
    }
gp-compensation = { $player } reste sans carte et reçoit { $red } { $red ->
        [one] rouge
       *[other] rouges
    }
gp-final-score = { $white } { $white ->
        [one] blanc
       *[other] blancs
    }, { $members } { $members ->
        [one] membre
       *[other] membres
    }, { $red } { $red ->
        [one] rouge
       *[other] rouges
    }

gp-board-full = { $cards ->
        [one] la carte { $name } du plateau est déjà recrutée
       *[other] les { $cards } cartes { $name } du plateau sont toutes recrutées
    }
gp-member-needs = { $member } demande { $count } { $count ->
        [one] carte
       *[other] cartes
    } { $needed } sur le plateau (il { $have ->
        [0] n'y en a aucune
       *[other] y en a { $have }
    })
gp-give-executants = { $player } ne peut pas donner { $count ->
        [one] un exécutant
       *[other] { $count } exécutants
    } « { $kind } » : il en a { $held }

# L'écran d'un clan et les comptes de la banque du suivi.
gp-screen = <b>{ $white } { $white ->
        [one] blanc
       *[other] blancs
    }</b>, { $red } { $red ->
        [one] rouge
       *[other] rouges
    } ; exécutants : { $executants ->
        [none] aucun
       *[other] { $executants }
    }
gp-bank-laundering = Capacité { $capacity } { $capacity ->
        [one] rouge
       *[other] rouges
    } : blanchit { $red } { $red ->
        [one] rouge
       *[other] rouges
    } en { $white } { $white ->
        [one] blanc
       *[other] blancs
    }, garde { $kept } { $kept ->
        [one] rouge
       *[other] rouges
    }
gp-bank-over-capacity = Capacité { $capacity } { $capacity ->
        [one] rouge
       *[other] rouges
    } : plus que la capacité
gp-bank-salaries = Salaires { $salaries } { $salaries ->
        [one] blanc
       *[other] blancs
    }, prime { $bonus } { $bonus ->
        [one] blanc
       *[other] blancs
    }
gp-bank-resale = Revente : { $red } { $red ->
        [one] rouge
       *[other] rouges
    }
