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
