# Peur sur la Ville: the log's lines and the refusals whose subject or object is a figure.
# $figure_title (and $target_title, $other_title…): the French article of a figure known by a title of its gang;
# English names the figure alike in every case.
# $figure_gender (and $target_gender, $leader_gender…): feminine or masculine, what the French participles and
# adjectives agreeing with the figure take; English reads it only for a pronoun (« her », « him »).

peur-say-where-figure-gets-out = say where { $figure_title ->
       *[name] { $figure }
    } gets out
peur-target-engaged-in-combat = { $figure_title ->
       *[name] { $figure }
    } is { $figure_gender ->
       *[masculine] engaged
    } in combat with { $other_title ->
       *[name] { $other }
    }: only the Psychopathes shoot into a combat
peur-figure-dead = { $figure_title ->
       *[name] { $figure }
    } is { $figure_gender ->
       *[masculine] dead
    }
peur-target-hidden = { $figure_title ->
       *[name] { $figure }
    } is { $figure_gender ->
       *[masculine] hidden
    }: a detection test must spot it first
peur-target-blends = { $figure_title ->
       *[name] { $figure }
    } blends with the civilians until { $figure_gender ->
       *[masculine] identified
    }
peur-taser-shot = { $figure_title ->
       *[name] { $figure }
    } tases { $target_title ->
       *[name] { $target }
    } at { $cm } cm: KO for the turn
peur-figure-down-cannot-fight = { $figure_title ->
       *[name] { $figure }
    } is { $state }: « Une figurine au sol ne peut tirer ou combattre »
peur-figure-not-aimed-at = { $figure_title ->
       *[name] { $figure }
    } has not aimed at { $figure2_title ->
       *[name] { $figure2 }
    }
peur-first-hit-is-target = the first figure of the shot's hits is its target { $figure_title ->
       *[name] { $figure }
    }
peur-no-taser = { $figure_title ->
       *[name] { $figure }
    } carries no taser
peur-taser-distance-mismatch = { $figure_title ->
       *[name] { $figure }
    } is { $distance } cm away, not { $distance_cm }
peur-taser-out-of-reach = the taser reaches { $taser_cm } cm: { $figure_title ->
       *[name] { $figure }
    } is { $distance } cm away
peur-burst-hits = burst hits { $figure_title ->
       *[name] { $figure }
    } { $cover }
peur-civilian-in-line-of-fire = { $civilian_title ->
       *[name] { $civilian }
    } in the line of fire: { $faces }
peur-figure-cannot-be-fought = { $figure_title ->
       *[name] { $figure }
    } cannot be { $figure_gender ->
       *[masculine] fought
    }
peur-figure-needs-base-contact = { $figure_title ->
       *[name] { $figure }
    } must be in base contact with { $figure2_title ->
       *[name] { $figure2 }
    }
peur-figure-subdued = { $figure_title ->
       *[name] { $figure }
    } is { $figure_gender ->
       *[masculine] subdued
    } and can be handcuffed
peur-riposte-needs-loaded-firearm = { $figure_title ->
       *[name] { $figure }
    } shoots back with a loaded firearm { $figure_gender ->
       *[masculine] it
    } carries
peur-shot-needs-loaded-firearm = { $figure_title ->
       *[name] { $figure }
    } shoots with a loaded firearm { $figure_gender ->
       *[masculine] it
    } carries
peur-not-a-civilian-in-line-of-fire = { $figure_title ->
       *[name] { $figure }
    } is not a living civilian in the line of fire
peur-figure-ko-in-gas = { $figure_title ->
       *[name] { $figure }
    } KO in the gas
peur-figure-not-in-activation = { $figure_title ->
       *[name] { $figure }
    } is not in the activation in progress
peur-figure-cannot-act = { $figure_title ->
       *[name] { $figure }
    } cannot act: { $what }
peur-hidden-figure-only-does = { $figure_title ->
       *[name] { $figure }
    } is { $figure_gender ->
       *[masculine] hidden
    }: a hidden figure only does « { $items } »
peur-no-horse-to-roll-for = { $figure_title ->
       *[name] { $figure }
    } has no horse to roll for
peur-figure-ko = { $figure_title ->
       *[name] { $figure }
    } is KO
peur-figure-must-test-morale = { $figure_title ->
       *[name] { $figure }
    } must test morale with { $count } fate dice
peur-figure-killed = { $figure_title ->
       *[name] { $figure }
    } { $figure_gender ->
       *[masculine] killed
    }
peur-figure-owes-no-morale-test = { $figure_title ->
       *[name] { $figure }
    } owes no morale test here
peur-figure-on-foot-morale-moves-no-vehicle = { $figure_title ->
       *[name] { $figure }
    } is on foot: its morale moves no vehicle
peur-deployment-out-of-place = { $figure_title ->
       *[name] { $figure }
    } at { $where } is neither in its HQ nor within { $cm } cm of a street entry
peur-figure-off-the-table = { $figure_title ->
       *[name] { $figure }
    } at { $where } is off the table
peur-figure-not-of-gang = { $figure_title ->
       *[name] { $figure }
    } is not of { $gang }
peur-figure-cannot-activate = { $figure_title ->
       *[name] { $figure }
    } cannot activate this turn
peur-not-a-living-civilian = { $figure_title ->
       *[name] { $figure }
    } is not a living civilian
peur-figure-would-leave-table = { $figure_title ->
       *[name] { $figure }
    } would leave the table at ({ $x }, { $y })
peur-figure-recovers-at-hospital = { $figure_title ->
       *[name] { $figure }
    } recovers 1 wound at the hospital
peur-figure-cannot-lead = { $figure_title ->
       *[name] { $figure }
    } cannot activate others: only a leader or a lieutenant can
peur-figure-not-wounded = { $figure_title ->
       *[name] { $figure }
    } is not { $figure_gender ->
       *[masculine] wounded
    }: no morale test to activate
peur-soldier-cannot-fire = { $figure_title ->
       *[name] { $figure }
    } has fired this turn or cannot fire
peur-soldier-fires-at = « Chaque soldat ouvre le feu à 1 reprise sur la cible armée la plus proche »: { $figure_title ->
       *[name] { $figure }
    } fires at { $target }
peur-mine-placed = { $figure_title ->
       *[name] { $figure }
    } places a mine at { $where }
peur-mine-set-off = { $figure_title ->
       *[name] { $figure }
    } sets off the mine at { $where }
peur-mine-placer-standing = { $figure_title ->
       *[name] { $figure }
    } places a mine standing
peur-mine-not-by = « déclenchée à distance par le Leader ou le Lieutenant »: not { $figure_title ->
       *[name] { $figure }
    }
peur-figure-moves = { $figure_title ->
       *[name] { $figure }
    } moves { $cm } cm to { $where }
peur-regroup-toward-leader = « TOUS doivent chercher à se regrouper à { $radius }cm de lui »: { $leader_title ->
       *[name] { $leader }
    } is { $leader_gender ->
       *[masculine] wounded
    }, { $figure_title ->
       *[name] { $figure }
    } must move toward { $leader_gender ->
        [feminine] her
       *[masculine] him
    }
peur-figure-stands-up = { $figure_title ->
       *[name] { $figure }
    } stands up
peur-figure-opens = { $figure_title ->
       *[name] { $figure }
    } opens { $door }
peur-figure-gives = { $figure_title ->
       *[name] { $figure }
    } gives { $count } { $item } to { $other_title ->
       *[name] { $other }
    }
peur-figure-hides = { $figure_title ->
       *[name] { $figure }
    } hides
peur-figure-aims = { $figure_title ->
       *[name] { $figure }
    } aims at { $target_title ->
       *[name] { $target }
    }
peur-no-stairs-outside = { $figure_title ->
       *[name] { $figure }
    } is not inside a building: no stairs here
peur-figure-on-ground-floor = { $figure_title ->
       *[name] { $figure }
    } is on the ground floor
peur-figure-not-on-the-ground = { $figure_title ->
       *[name] { $figure }
    } is not on the ground
peur-figure-far-from-door = { $figure_title ->
       *[name] { $figure }
    } is { $gap } cm from the door: go to it first
peur-not-a-civilian-to-rob = { $figure_title ->
       *[name] { $figure }
    } is not a civilian who can be robbed
peur-robber-unarmed = « Un personnage armé peut braquer »: { $figure_title ->
       *[name] { $figure }
    } carries no weapon
peur-robbed-civilian-armed = « n'importe quel civil non armé »: { $figure_title ->
       *[name] { $figure }
    } is { $figure_gender ->
       *[masculine] armed
    }
peur-figure-needs-contact = { $figure_title ->
       *[name] { $figure }
    } must be in contact with { $figure2_title ->
       *[name] { $figure2 }
    }
peur-figure-cannot-be-arrested = { $figure_title ->
       *[name] { $figure }
    } cannot be { $figure_gender ->
       *[masculine] arrested
    } now
peur-arrest-needs-ko = { $figure_title ->
       *[name] { $figure }
    } must be KO, or { $figure_gender ->
       *[masculine] beaten
    } by 2 unparried hits first (fight to arrest)
peur-no-wounded-horse = { $figure_title ->
       *[name] { $figure }
    } has no wounded horse
peur-cannot-hide-while = { $figure_title ->
       *[name] { $figure }
    } cannot hide while { $state }
peur-cannot-board-while = { $figure_title ->
       *[name] { $figure }
    } cannot board while { $state }
peur-board-out-of-reach = { $figure_title ->
       *[name] { $figure }
    } must be within { $reach } cm of { $name } to board it
peur-figure-boards = { $figure_title ->
       *[name] { $figure }
    } boards { $vehicle }{ $cost ->
        [free] {" "}(no action: « Monter ou descendre de leur moto ne prend aucune action »)
       *[action] {""}
    }
peur-figure-not-in-vehicle = { $figure_title ->
       *[name] { $figure }
    } is not in a vehicle
peur-figure-leaves-vehicle = { $figure_title ->
       *[name] { $figure }
    } leaves { $vehicle }{ $cost ->
        [free] {" "}(no action)
       *[action] {""}
    }
peur-figure-no-sniper = { $figure_title ->
       *[name] { $figure }
    } is no Sniper
peur-figure-not-hidden = { $figure_title ->
       *[name] { $figure }
    } is neither { $figure_gender ->
       *[masculine] hidden
    } nor blending with the crowd
peur-detect-out-of-reach = { $figure_title ->
       *[name] { $figure }
    } must be within { $radius } cm of { $figure2_title ->
       *[name] { $figure2 }
    }
peur-figure-would-stand-on = { $figure_title ->
       *[name] { $figure }
    } would stand on { $figure2_title ->
       *[name] { $figure2 }
    }
peur-boost-needs-contact = { $figure_title ->
       *[name] { $figure }
    } must stand beside { $figure2_title ->
       *[name] { $figure2 }
    } to give a boost
peur-figure-does-not-carry = { $figure_title ->
       *[name] { $figure }
    } does not carry { $count } { $item }
peur-hide-seen-by = { $figure_title ->
       *[name] { $figure }
    } cannot hide: { $figure2_title ->
       *[name] { $figure2 }
    } sees { $figure_gender ->
       *[masculine] it
    } (« sans être visible de ses ennemis »)
peur-no-way-for-figure = no way for { $figure_title ->
       *[name] { $figure }
    } to ({ $x }, { $y })
peur-already-rammed = { $name } has already run into { $figure_title ->
       *[name] { $figure }
    } this turn
peur-ram-target-not-on-foot = { $figure_title ->
       *[name] { $figure }
    } is not on foot against { $name }
peur-figure-needs-contact-with-vehicle = { $figure_title ->
       *[name] { $figure }
    } must be in contact with { $name }
peur-must-stand-up-first = { $figure_title ->
       *[name] { $figure }
    } must stand up first
peur-must-leave-vehicle-first = { $figure_title ->
       *[name] { $figure }
    } must leave the vehicle first
peur-move-too-long = { $figure_title ->
       *[name] { $figure }
    } moves { $allowance } cm with { $actions } { $actions ->
        [one] action
       *[other] actions
    }, the path is { $length } cm
peur-climb-too-high = { $figure_title ->
       *[name] { $figure }
    } climbs up to { $floors } { $floors ->
        [one] floor
       *[other] floors
    } in 1 action ({ $how })
peur-figure-climbs-up = { $figure_title ->
       *[name] { $figure }
    } climbs { $count } { $count ->
        [one] floor
       *[other] floors
    } ({ $how })
peur-figure-climbs-down = { $figure_title ->
       *[name] { $figure }
    } climbs down { $count } { $count ->
        [one] floor
       *[other] floors
    } ({ $how })
peur-figure-goes-upstairs = { $figure_title ->
       *[name] { $figure }
    } goes up the stairs to floor { $floor }
peur-figure-goes-downstairs = { $figure_title ->
       *[name] { $figure }
    } goes down the stairs to floor { $floor }
peur-figure-arrests = { $figure_title ->
       *[name] { $figure }
    } arrests { $target_title ->
       *[name] { $target }
    }
peur-figure-kidnaps = { $figure_title ->
       *[name] { $figure }
    } kidnaps { $target_title ->
       *[name] { $target }
    }
peur-fight-to-arrest = { $figure_title ->
       *[name] { $figure }
    } fights to arrest { $target_title ->
       *[name] { $target }
    }: { $dice }, { $faces } → { $hits }
peur-fight = { $figure_title ->
       *[name] { $figure }
    } fights { $target_title ->
       *[name] { $target }
    }: { $dice }, { $faces } → { $hits }
peur-figure-loses-actions = { $figure_title ->
       *[name] { $figure }
    } loses { $count } { $count ->
        [one] action
       *[other] actions
    }

# The campaign: its refusals and its ledger's lines whose subject is a figure.
peur-campaign-dead-earlier = { $figure_title ->
       *[name] { $figure }
    } is among the dead of an earlier turn
peur-campaign-named-twice = { $figure_title ->
       *[name] { $figure }
    } is named twice
peur-ledger-killed = { $turn }: { $figure_title ->
       *[name] { $figure }
    } { $figure_gender ->
       *[masculine] killed
    }: the dead leave the gang
peur-ledger-ko-wounds = { $turn }: { $figure_title ->
       *[name] { $figure }
    } KO with { $wounds } wounds, no hospital: « { $passage } »
# A loss of a campaign turn, in the wizard's summary; $wounds: the figure's wounds.
peur-campaign-loss-wounded = { $figure_title ->
       *[name] { $figure }
    } is { $figure_gender ->
       *[masculine] wounded
    } (wounds: { $wounds })
peur-campaign-no-bribe-needed = { $figure_title ->
       *[name] { $figure }
    } needs no bribed doctor, since only the KO with { $wounds } wounds or more and no hospital keep a wound
peur-campaign-wrong-rank = { $figure_title ->
       *[name] { $figure }
    } holds the rank of { $found }, not of { $role }
peur-campaign-not-on-map = { $figure_title ->
       *[name] { $figure }
    } is not on the map (« membres du gang non joués »)
peur-finish-figure-first = « chaque figurine exécute à tour de rôle la totalité de ses actions »: { $done_title ->
       *[name] { $done }
    } has finished, { $now_title ->
       *[name] { $now }
    } is acting
