# Words every family of sentences shares.

# Between whole clauses of one line.
clauses-separator = {"; "}

# The last of several names, already in their form.
list-two = { $first } and { $last }

# The last of several choices, already in their form.
list-or = { $first } or { $last }

# Why the first of a card game is first. $criterion: the criterion's key (spaces written "-"), $criterion_words: its
# words, for a criterion this file does not name; $tied: the players level before it, listed.
ranking-leads = { $leader } leads { $criterion ->
        [score] with the best score
        [caporegimes] with the most Caporegimes
        [terrains] with the most terrains
        [white] with the most white notes
        [members] with the most members
        [red] with the most red notes
        [pierre-feuille-ciseaux] at pierre-feuille-ciseaux
        [reputation] with the best reputation
        [businesses] with the most businesses
        [passed-Furi] having passed Furi
        [role] by their role
        [table-rank] by their rank at the table
        [reaching-the-target] by reaching the target
        [points] with the most points
        [cards-to-the-right] with the most cards to the right
       *[other] on « { $criterion_words } »
    }
ranking-tie-broken = { $tied } are level; { $leader } wins { $criterion ->
        [score] with the best score
        [caporegimes] with the most Caporegimes
        [terrains] with the most terrains
        [white] with the most white notes
        [members] with the most members
        [red] with the most red notes
        [pierre-feuille-ciseaux] at pierre-feuille-ciseaux
        [reputation] with the best reputation
        [businesses] with the most businesses
        [passed-Furi] having passed Furi
        [role] by their role
        [table-rank] by their rank at the table
        [reaching-the-target] by reaching the target
        [points] with the most points
        [cards-to-the-right] with the most cards to the right
       *[other] on « { $criterion_words } »
    }

# An event the rules refuse, in the log: who tried it and the action in words ($action, an infinitive: "bid").
event-tried = { $player } wants to { $action }

# A kind of element of a map, without article, as the editor's palette names it; $kind: the kind as the file writes
# it ("low_wall"), itself in quotes when this message does not know it.
map-kind-word = { $kind ->
        [wall] wall
        [building] building
        [low_wall] low wall
        [fence] fence
        [barricade] barricade
        [car] car
        [smoke] smoke
        [street] street
        [hq] gang HQ
        [bank] bank
        [shop] shop
        [church] church
        [hospital] hospital
        [town_hall] town hall
        [zone] zone
        [door] door
        [window] window
        [figure] figure
        [civilian] civilian
        [entry] entry point
       *[other] « { $kind } »
    }
# The shape an element of a map has in the file; $shape: Point, LineString or Polygon (GeoJSON).
map-shape = { $shape ->
        [Point] a point
        [LineString] a line
        [Polygon] an outline
       *[other] « { $shape } »
    }
# An element of a map drawn in a shape its kind does not take; $kind: its kind (map-kind-word), $shapes: the shapes
# it takes (map-shape, listed with "or"), $found: its own (map-shape).
map-kind-shape = an element of kind « { $kind } » is drawn as { $shapes }, not as { $found }
# An element of a map of a kind that does not exist; $found: the kind written, $kinds: the kinds (map-kind-word).
map-unknown-kind = « { $found } » is no kind of element; the kinds are { $kinds }
