# Peur sur la Ville: the log's and the summaries' lines whose words agree with a gang or a count.
# A gang passes its forms (tabletop/sentences.py, noun_args): $gang "the Police", $gang_of "of the Police",
# $gang_name "Police", $gang_gender (feminine, masculine), $gang_number (singular, plural).

peur-figure = { $figure } { $gang_of }
peur-figures-counted = { $count } { $count ->
        [one] { $one }
       *[other] { $other }
    }

peur-initiative-rolled = initiative: { $rolls } → { $first } { $first_number ->
        [plural] activate
       *[singular] activates
    } first
peur-initiative-chosen = { $gang } { $gang_number ->
        [plural] choose
       *[singular] chooses
    }: { $first } { $first_number ->
        [plural] activate
       *[singular] activates
    } first

peur-activate = { $gang } { $gang_number ->
        [plural] activate
       *[singular] activates
    } { $names }
peur-activate-led = { $gang } { $gang_number ->
        [plural] activate
       *[singular] activates
    } { $names }, led by { $leader }
peur-activate-vehicle = { $gang } { $gang_number ->
        [plural] activate
       *[singular] activates
    } { $names } with { $vehicle }
peur-activate-led-vehicle = { $gang } { $gang_number ->
        [plural] activate
       *[singular] activates
    } { $names }, led by { $leader }, with { $vehicle }
peur-end-activation = { $gang } { $gang_number ->
        [plural] end their activation
       *[singular] ends its activation
    }
peur-activation-open = the activation { $gang_of } is still open

peur-city-moves = the city: { $moves }
peur-city-stays = the city: the civilians stay where they are
peur-city-move = { $figure } { $reason }
peur-city-walks = { $figure } moves
peur-city-drives = { $vehicle } drives on

peur-summary-gang = { ORDINAL($rank) ->
        [one] { $rank }st
        [two] { $rank }nd
        [few] { $rank }rd
       *[other] { $rank }th
    }: { $gang_name }: { $results }
peur-summary-parrain = the Parrain: the leader { $gang_of }
peur-summary-duel = the Parrain: a duel between the leaders { $gangs_of }
peur-summary-nobody = the Parrain: nobody (no leader alive)
peur-list-two = { $first } and { $last }

peur-criterion = { $criterion ->
        [bitcoins] on bitcoins
        [standing] on figures standing
        [fewer_bavures] with the fewest bavures
        [fewer_dead] with the fewest dead
        [robberies] on robberies
        [arrests] on arrests
       *[other] on “{ $criterion }”
    }
peur-ranking-leads = { $leader } { $leader_number ->
        [plural] lead
       *[singular] leads
    } { $criterion }
peur-ranking-tie-broken = { $tied } tied; { $leader } { $leader_number ->
        [plural] win
       *[singular] wins
    } { $criterion }
peur-ranking-level = { $tied }, level on every criterion, share first place
