# Peur sur la Ville : les lignes du journal et les bilans dont les mots s'accordent avec une bande ou un nombre.
# Une bande passe ses formes (tabletop/sentences.py, noun_args) : $gang « la Police », $gang_of « de la Police »,
# $gang_name « Police », $gang_gender (feminine, masculine), $gang_number (singular, plural).
# Espaces insécables avant « : ; ! ? ».

peur-figure = { $figure } { $gang_of }
peur-figures-counted = { $count } { $count ->
        [one] { $one }
       *[other] { $other }
    }

peur-initiative-rolled = initiative : { $rolls } → { $first } { $first_number ->
        [plural] s'activent
       *[singular] s'active
    } en premier
peur-initiative-chosen = { $gang } { $gang_number ->
        [plural] choisissent
       *[singular] choisit
    } : { $first } { $first_number ->
        [plural] s'activent
       *[singular] s'active
    } en premier

peur-activate = { $gang } { $gang_number ->
        [plural] activent
       *[singular] active
    } { $names }
peur-activate-led = { $gang } { $gang_number ->
        [plural] activent
       *[singular] active
    } { $names }, menés par { $leader }
peur-activate-vehicle = { $gang } { $gang_number ->
        [plural] activent
       *[singular] active
    } { $names } avec { $vehicle }
peur-activate-led-vehicle = { $gang } { $gang_number ->
        [plural] activent
       *[singular] active
    } { $names }, menés par { $leader }, avec { $vehicle }
peur-end-activation = { $gang } { $gang_number ->
        [plural] finissent leur activation
       *[singular] finit son activation
    }
peur-activation-open = l'activation { $gang_of } est encore ouverte

peur-city-moves = la ville : { $moves }
peur-city-stays = la ville : les passants restent où ils sont
peur-city-move = { $figure } { $reason }
peur-city-walks = { $figure } se déplace
peur-city-drives = { $vehicle } continue sa route

peur-summary-gang = { ORDINAL($rank) ->
        [one] { $rank }er
       *[other] { $rank }e
    } : { $gang_name } : { $results }
peur-summary-parrain = le Parrain : le chef { $gang_of }
peur-summary-duel = le Parrain : un duel entre les chefs { $gangs_of }
peur-summary-nobody = le Parrain : personne (aucun chef en vie)
peur-list-two = { $first } et { $last }

peur-criterion = { $criterion ->
        [bitcoins] au nombre de bitcoins
        [standing] au nombre de figurines debout
        [fewer_bavures] avec le moins de bavures
        [fewer_dead] avec le moins de morts
        [robberies] au nombre de braquages
        [arrests] au nombre d'arrestations
       *[other] selon « { $criterion } »
    }
peur-ranking-leads = { $leader } { $leader_number ->
        [plural] sont en tête
       *[singular] est en tête
    } { $criterion }
peur-ranking-tie-broken = { $tied } à égalité ; { $leader } { $leader_number ->
        [plural] l'emportent
       *[singular] l'emporte
    } { $criterion }
peur-ranking-level = { $tied }, à égalité sur tous les critères, partagent la première place
