# Les mots que partagent toutes les familles de phrases.

# Entre deux propositions entières d'une même ligne : point-virgule précédé d'une espace insécable.
clauses-separator = {" ; "}

# Le dernier de plusieurs noms, déjà à leur forme.
list-two = { $first } et { $last }

# Le dernier de plusieurs choix, déjà à leur forme.
list-or = { $first } ou { $last }

# Pourquoi le premier d'un jeu de cartes est premier. $criterion : la clé du critère (espaces écrites « - »),
# $criterion_words : ses mots, pour un critère que ce fichier ne nomme pas ; $tied : les joueurs à égalité avant lui.
ranking-leads = { $leader } est en tête { $criterion ->
        [score] avec le meilleur score
        [caporegimes] avec le plus de Caporegimes
        [terrains] avec le plus de terrains
        [white] avec le plus de billets blancs
        [members] avec le plus de membres
        [red] avec le plus de billets rouges
        [pierre-feuille-ciseaux] à pierre-feuille-ciseaux
        [reputation] avec la meilleure réputation
        [businesses] avec le plus de Business
        [passed-Furi] en ayant dépassé Furi
        [role] par son rôle
        [table-rank] par son rang à la table
        [reaching-the-target] en atteignant l'objectif
        [points] avec le plus de points
        [cards-to-the-right] avec le plus de cartes à droite
       *[other] sur le critère « { $criterion_words } »
    }
ranking-tie-broken = { $tied } sont à égalité ; { $leader } l'emporte { $criterion ->
        [score] avec le meilleur score
        [caporegimes] avec le plus de Caporegimes
        [terrains] avec le plus de terrains
        [white] avec le plus de billets blancs
        [members] avec le plus de membres
        [red] avec le plus de billets rouges
        [pierre-feuille-ciseaux] à pierre-feuille-ciseaux
        [reputation] avec la meilleure réputation
        [businesses] avec le plus de Business
        [passed-Furi] en ayant dépassé Furi
        [role] par son rôle
        [table-rank] par son rang à la table
        [reaching-the-target] en atteignant l'objectif
        [points] avec le plus de points
        [cards-to-the-right] avec le plus de cartes à droite
       *[other] sur le critère « { $criterion_words } »
    }

# Un événement que la règle refuse, dans le journal : qui l'a tenté et l'action en mots ($action, à l'infinitif :
# « enchérir »).
event-tried = { $player } veut { $action }

# Une nature d'élément d'une carte, sans article, comme la palette de l'éditeur la nomme ; $kind : la nature telle que
# le fichier l'écrit (« low_wall »), dite elle-même entre guillemets si ce message ne la connaît pas.
map-kind-word = { $kind ->
        [wall] mur
        [building] bâtiment
        [low_wall] muret
        [fence] grillage
        [barricade] barricade
        [car] voiture
        [smoke] fumée
        [street] rue
        [hq] QG de bande
        [bank] banque
        [shop] boutique
        [church] église
        [hospital] hôpital
        [town_hall] mairie
        [zone] zone
        [door] porte
        [window] fenêtre
        [figure] figurine
        [civilian] civil
        [entry] point d'entrée
       *[other] « { $kind } »
    }
# La forme qu'un élément d'une carte a dans le fichier ; $shape : Point, LineString ou Polygon (GeoJSON).
map-shape = { $shape ->
        [Point] un point
        [LineString] une ligne
        [Polygon] un contour
       *[other] « { $shape } »
    }
# Un élément d'une carte dessiné d'une forme que sa nature n'a pas ; $kind : sa nature (map-kind-word), $shapes : les
# formes qu'elle prend (map-shape, en liste « ou »), $found : la sienne (map-shape).
map-kind-shape = un élément de nature « { $kind } » se dessine comme { $shapes }, pas comme { $found }
# Un élément d'une carte d'une nature qui n'existe pas ; $found : la nature écrite, $kinds : les natures (map-kind-word).
map-unknown-kind = « { $found } » n'est pas une nature d'élément ; les natures sont { $kinds }
