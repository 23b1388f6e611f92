# Peur sur la Ville: the log's and the summaries' lines whose words agree with a gang or a count.
# A gang passes its forms (tabletop/sentences.py, noun_args): $gang "the Police", $gang_of "of the Police",
# $gang_name "Police", $gang_gender (feminine, masculine), $gang_number (singular, plural).

peur-figure = { $figure } { $gang_of }
# A piece of a kind the rules do not name: its name, then its role in words.
peur-figure-role = { $name } ({ $role })
# A gang's HQ the map does not name, beside it on the map.
peur-hq = HQ { $gang_of }
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

# The table screen's line during a turn; $others: how many gangs come after the first, $then: they, in order, with
# their articles ("the Skins and the Junkies")
peur-banner-turn = Turn { $turn }
peur-banner-initiative = Turn { $turn }: { $first } { $first_number ->
        [plural] activate
       *[singular] activates
    } first{ $others ->
        [0] {""}
       *[other] , then { $then }
    }

peur-activate = { $gang } { $gang_number ->
        [plural] activate
       *[singular] activates
    } { $names }
# $leader_gender: that of the figures led, all of the leader's gang (French « menées par la Leader »).
peur-activate-led = { $gang } { $gang_number ->
        [plural] activate
       *[singular] activates
    } { $names }, { $leader_gender ->
       *[masculine] led
    } by { $leader_title ->
       *[name] { $leader }
    }
peur-activate-vehicle = { $gang } { $gang_number ->
        [plural] activate
       *[singular] activates
    } { $names } with { $vehicle }
peur-activate-led-vehicle = { $gang } { $gang_number ->
        [plural] activate
       *[singular] activates
    } { $names }, { $leader_gender ->
       *[masculine] led
    } by { $leader_title ->
       *[name] { $leader }
    }, with { $vehicle }
peur-end-activation = { $gang } { $gang_number ->
        [plural] end their activation
       *[singular] ends its activation
    }
peur-activation-open = the activation { $gang_of } is still open

peur-city-moves = the city: { $moves }
peur-city-stays = the city: the civilians stay where they are
peur-city-move = { $figure_title ->
       *[name] { $figure }
    } { $reason }
peur-city-walks = { $figure_title ->
       *[name] { $figure }
    } moves
peur-city-drives = { $vehicle } drives on

# A line of the game's log: its turn ($turn, 0 during the deployment), then the line ($line, a whole clause).
peur-log-line = { $turn ->
        [0] Deployment
       *[other] Turn { $turn }
    } — { $line }

# A gang in the end-of-game ranking, in one sentence: its place, the gang with its article ($gang: "the Police"),
# then its counts.
peur-summary-gang = { ORDINAL($rank) ->
        [one] { $rank }st
        [two] { $rank }nd
        [few] { $rank }rd
       *[other] { $rank }th
    } place: { $gang }, { $bitcoins } { $bitcoins ->
        [one] bitcoin
       *[other] bitcoins
    }, reputation { $reputation }; { $standing } standing, { $ko } KO, { $dead } dead, { $captive } { $captive ->
        [one] captive
       *[other] captives
    }; { $robberies } { $robberies ->
        [one] robbery
       *[other] robberies
    }, { $arrests } { $arrests ->
        [one] arrest
       *[other] arrests
    }, { $bavures } { $bavures ->
        [one] bavure
       *[other] bavures
    }
peur-summary-parrain = the Parrain: the leader { $gang_of }
peur-summary-duel = the Parrain: a duel between the leaders { $gangs_of }
peur-summary-nobody = the Parrain: nobody (no leader alive)

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

peur-morale = morale test with { $dice } { $dice ->
        [one] die
       *[other] dice
    }, { $faces } → { $outcome }
# $figure_title: the French article of a figure known by a title of its gang; English says the figure alike.
peur-morale-of = morale test of { $figure_title ->
       *[name] { $figure }
    } with { $dice } { $dice ->
        [one] die
       *[other] dice
    }, { $faces } → { $outcome }
peur-actions-left = { $figure_title ->
       *[name] { $figure }
    } has { $actions_left } { $actions_left ->
        [one] action
       *[other] actions
    } left, { $actions } needed
peur-morale-own-vehicle = the morale of { $figure_title ->
       *[name] { $figure }
    } moves its own vehicle
peur-morale-moves-nothing = the morale result of { $figure_title ->
       *[name] { $figure }
    } moves nothing

# A shot, in one sentence. $burst: yes, no; $missed: yes when a single die missed, else no; $rerolls: the dice
# rerolled ("blue→red"), or none; $incident: none, reload, repair or broken; $lost: the burst hits with no victim.
peur-shot = { $shooter_title ->
       *[name] { $shooter }
    } shoots { $target_title ->
       *[name] { $target }
    } { $weapon_with }{ $burst ->
        [yes] {" "}in a burst
       *[no] {""}
    } { peur-shot-reach }: { $dice } { $dice ->
        [one] die
       *[other] dice
    }, { $faces } → { $hits } { $hits ->
        [one] hit
       *[other] hits
    }{ $missed ->
        [yes] {" "}(missed)
       *[no] {""}
    }{ $rerolls ->
        [none] {""}
       *[other] , rerolled { $rerolls }
    }{ $incident ->
        [reload] , a firing incident, the weapon must be reloaded
        [repair] , a firing incident, the weapon must be repaired
        [broken] , a firing incident, the weapon is out of action
       *[none] {""}
    }{ $lost ->
        [0] {""}
        [one] , { $lost } burst hit lost
       *[other] , { $lost } burst hits lost
    }
# A target's riposte: the same shot, said as a riposte.
peur-shot-riposte = returning fire, { peur-shot }
# A Psychopathe's shot that missed into a combat: the other combatant takes an automatic hit.
peur-missed-into-melee = { $figure_title ->
       *[name] { $figure }
    }, in the combat, takes { $count } automatic { $count ->
        [one] hit
       *[other] hits
    } from the missed shot
# An obstacle crossed during a move (the move stops on blue or yellow); $result: cross_and_continue, cross or
# blocked; $face: the die rolled; $obstacle: its name.
peur-obstacle-crossing = to cross { $obstacle }, { $face } → { $result ->
        [cross_and_continue] crosses and goes on
        [cross] crosses and stops
       *[blocked] stays on this side and stops
    }
peur-obstacle-ignored = as a Yamakasi, ignores { $obstacle }
# An unnamed obstacle or place of the map, named by its kind; $kind: the terrain kind (terrain.toml) or a map
# vehicle's type (car, motorbike, truck); $label: the
# word the rules give it, for a kind this message does not know (a house rule's).
peur-terrain-kind = { $kind ->
        [wall] the wall
        [building] the building
        [low_wall] the low wall
        [fence] the fence
        [barricade] the barricade
        [car] the car
        [motorbike] the motorbike
        [truck] the truck
        [smoke] the smoke
        [door] the door
        [open_door] the open door
        [window] the window
        [street] the street
        [hq] the HQ
        [bank] the bank
        [shop] the shop
        [church] the church
        [hospital] the hospital
        [town_hall] the town hall
        [zone] the zone
       *[other] the “{ $label }”
    }
# An obstacle, a vehicle or a place of the map, as the log names it: its kind with its article (peur-terrain-kind),
# followed by the name the map gives it in quotes; $name: that name, or none.
peur-map-piece = { $name ->
        [none] { peur-terrain-kind }
       *[other] { peur-terrain-kind } “{ $name }”
    }
# A terrain kind's word, without its article, as a map's name may begin with it ("Car 54"); $label: the word
# the rules give it, for a kind this message does not know.
peur-terrain-word = { $kind ->
        [wall] wall
        [building] building
        [low_wall] low wall
        [fence] fence
        [barricade] barricade
        [car] car
        [motorbike] motorbike
        [truck] truck
        [smoke] smoke
        [door] door
        [open_door] open door
        [window] window
        [street] street
        [hq] HQ
        [bank] bank
        [shop] shop
        [church] church
        [hospital] hospital
        [town_hall] town hall
        [zone] zone
       *[other] { $label }
    }
# A map piece whose name begins with its kind's word: the kind is not said twice ("the car “Car 54”"). The
# reader expects "the car 54", "the church of St John": the name after the kind's article, without quotes, its
# first word written as the kind's (peur-terrain-word); $name: that name so written.
peur-map-piece-named = { $kind ->
        [wall] the { $name }
        [building] the { $name }
        [low_wall] the { $name }
        [fence] the { $name }
        [barricade] the { $name }
        [car] the { $name }
        [motorbike] the { $name }
        [truck] the { $name }
        [smoke] the { $name }
        [door] the { $name }
        [open_door] the { $name }
        [window] the { $name }
        [street] the { $name }
        [hq] the { $name }
        [bank] the { $name }
        [shop] the { $name }
        [church] the { $name }
        [hospital] the { $name }
        [town_hall] the { $name }
        [zone] the { $name }
       *[other] the “{ $name }”
    }
# A thing a choice list offers (a figure, a vehicle) and how far it is; $thing: its name as the journal says
# it (thing_name), $distance: in cm, rounded.
peur-choice-at = { $thing }, { $distance } cm away
# A cloud on the table, with its article; $kind: gas or smoke.
peur-cloud = { $kind ->
        [gas] the gas cloud
        [smoke] the smoke cloud
       *[other] the cloud “{ $kind }”
    }
# Where a shot's target stands, as the journal's shot line and the map's line of fire say it; $length: the distance
# with its unit; $band: short, effective, long or out; $cover: peur-cover.
peur-shot-reach = at { $length }, { $band ->
        [short] short
        [effective] effective
        [long] long
       *[out] out of range
    }, { $cover }
# A target out of sight, as the preview of a shot says it; $count: how many things block the line of sight (0: the
# target hides); $what: those things, each with its article, as a list.
peur-out-of-sight = out of sight: { $count ->
        [0] the target is hidden
        [one] { $what } blocks the line of sight
       *[other] { $what } block the line of sight
    }
# The map's line of fire to a target out of sight; $length: the distance with its unit.
peur-shot-unseen = at { $length }, { peur-out-of-sight }
# A sight line's tooltip on the game's map: what the selected figure sees of $target (the journal's name), at $length.
peur-sight-seen = { $target }, { peur-shot-reach }
peur-sight-unseen = { $target }, { peur-shot-unseen }
peur-sight-hidden = { $target } hides, at { $length }: a detection test is needed
# Where a figure shot at or caught in a blast stands; $in_cover: yes, no; $count: how many things cover it (0 when
# they are not told); $what: those things, each with its article, as a list ("the low wall and the car “Alfa”").
peur-cover = { $in_cover ->
        [yes] { $count ->
            [0] in cover
           *[other] in cover behind { $what }
        }
       *[no] in the open
    }
# A weapon the rules give no forms (a house rule's): its name in quotes after "the weapon", which reads correctly
# whatever the name; $form: the (with its article), of (after "of"), with (the way one uses it), none (after a
# negation: "has no weapon “…” left").
peur-weapon-plain = { $form ->
        [of] of the weapon “{ $label }”
        [with] with the weapon “{ $label }”
        [none] no weapon “{ $label }”
       *[the] the weapon “{ $label }”
    }
# The refusals of a launcher's shot and of a weapon that is not jammed; $launcher, $weapon: the weapon with its
# article; $need: reload or repair.
peur-no-launcher = { $figure_title ->
       *[name] { $figure }
    } does not carry { $launcher }
peur-not-a-launcher = { $launcher } { $launcher_number ->
        [plural] are not launchers
       *[singular] is not a launcher
    }
peur-launcher-empty = { $figure_title ->
       *[name] { $figure }
    } has no ammunition left for { $launcher }
# The refusals of an explosive; $explosive: the explosive with its article ("the frag grenade"); $explosive_none:
# after a negation ("no frag grenade"); $launcher: the launcher with its article; $range, $distance: in cm.
peur-not-thrown = { $explosive } { $explosive_number ->
        [plural] are not thrown
       *[singular] is not thrown
    } by hand
peur-none-left = { $figure_title ->
       *[name] { $figure }
    } has { $explosive_none } left
peur-no-blast-dice = { $explosive } { $explosive_number ->
        [plural] do not roll
       *[singular] does not roll
    } blast dice
peur-launcher-out-of-range = { $launcher } { $launcher_number ->
        [plural] reach
       *[singular] reaches
    } { $range } cm, the point aimed at is { $distance } cm away
# A weapon that is not loaded; $status: to_reload, to_repair or broken.
peur-weapon-not-loaded = { $weapon } of { $figure_title ->
       *[name] { $figure }
    } { $weapon_number ->
        [plural] are
       *[singular] is
    } { $status ->
        [to_reload] to be reloaded
        [to_repair] to be repaired
        [broken] out of action
       *[other] “{ $status }”
    }
peur-no-firearm = { $figure_title ->
       *[name] { $figure }
    } does not carry { $weapon }
peur-weapon-not-jammed = { $figure_title ->
       *[name] { $figure }
    } does not need to { $need ->
        [reload] reload
       *[repair] repair
    } { $weapon }
# A vehicle immobilised, an obstacle destroyed or a wall breached by a blast; $what: its name with its article
# (peur-map-piece); $kind: its terrain kind, which the participle agrees with in French; $result: immobilised or
# destroyed (a wall is breached).
peur-piece-hit = { $what } { $result ->
        [immobilised] immobilised
       *[destroyed] { $kind ->
            [wall] breached
           *[other] destroyed
        }
    }
# A jammed weapon reloaded in 1 action; $weapon: the weapon with its article ("the pistol").
peur-reload = { $figure_title ->
       *[name] { $figure }
    } reloads { $weapon }
peur-vehicle-hit-lots = the vehicle is hit, { $count ->
        [one] the lot draws the passenger { $names }
       *[other] the lots draw the passengers { $names }
    }
peur-throw = { $figure_title ->
       *[name] { $figure }
    } throws { $explosive }: { $face } → { $cm } cm, lands at { $where }
peur-throw-stopped = { $figure_title ->
       *[name] { $figure }
    } throws { $explosive }: { $face } → { $cm } cm, lands at { $where } against { $what }
# A figure caught in the blast, without a colon: the throw's line has its own; $cover: « in the open » or
# « in cover (…) ».
peur-blast-dud = { $figure_title ->
       *[name] { $figure }
    } { $cover }, { $faces } → the molotov does not explode
peur-blast = { $figure_title ->
       *[name] { $figure }
    } { $cover }, { $faces } → { $hits } { $hits ->
        [one] hit
       *[other] hits
    }, { $morale } for morale
peur-blast-saved = { $figure_title ->
       *[name] { $figure }
    } { $cover }, { $faces } → { $hits } { $hits ->
        [one] hit
       *[other] hits
    }, { $morale } for morale; save { $saves } → { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }
# A rocket on a vehicle ($vehicle: its name with its article, thing_name); $result: destroyed, evacuate_ablaze or nothing. An armoured vehicle
# tests first ($face: the die rolled).
# The death test of a figure with 3 wounds or more, at the start of a turn ("Red = dies; Blue = stays KO; Yellow =
# recovers 1 wound / stands up"); $result: dies, stays_ko or recovers.
peur-death-test = { $figure_title ->
       *[name] { $figure }
    } takes the death test: { $faces } → { $result ->
        [dies] dies
        [stays_ko] stays KO
       *[recovers] recovers from a wound
    }
# A tear-gas or rocket launcher's shot ("Red = target hit! Blue = deviation! Yellow = misfire!"); $result: hit,
# deviation or incident; $where: the point aimed at; $cm: the distance.
peur-launcher-shot = { $figure_title ->
       *[name] { $figure }
    } fires { $launcher_with } at { $where }, { $cm } cm: { $face } → { $result ->
        [hit] target hit
        [deviation] the shot deviates
       *[incident] misfire
    }
# A robbery ("Red = robbery succeeds; Blue = the victim has nothing on them or does not understand; Yellow = the
# victim attacks in close combat"); $result: robbed, nothing or victim_attacks. peur-hold-up: a vehicle held up.
peur-rob = { $figure_title ->
       *[name] { $figure }
    } robs { $victim_title ->
       *[name] { $victim }
    }: { $faces } → { $result ->
        [robbed] robbery succeeds
        [nothing] the victim has nothing on them or does not understand
       *[victim_attacks] the victim attacks in close combat
    }
# The vehicle held up goes to the robber's gang; $vehicle: its name with its article.
peur-car-taken = { $gang } { $gang_number ->
        [plural] take
       *[singular] takes
    } { $vehicle }
peur-hold-up = { $figure_title ->
       *[name] { $figure }
    } holds up { $vehicle }: { $faces } → { $result ->
        [robbed] robbery succeeds
        [nothing] the victim has nothing on them or does not understand
       *[victim_attacks] the victim attacks in close combat
    }
# Looking for a hidden figure; $result: maybe, spotted or nothing_for_good.
peur-detect = { $figure_title ->
       *[name] { $figure }
    } looks for { $hidden_title ->
       *[name] { $hidden }
    }: { $faces } → { $result ->
        [maybe] not sure, the test may be taken again
        [spotted] the figure is spotted
       *[nothing_for_good] nothing, and the test cannot be taken again on another turn
    }
# Treating wounds; $who: self, horse (a rider's horse) or other; $result: stabilised, recover or worse.
peur-heal = { $who ->
        [self] { $figure_title ->
               *[name] { $figure }
            } treats their own wounds
        [horse] { $figure_title ->
               *[name] { $figure }
            } treats the horse of { $patient_title ->
           *[name] { $patient }
        }
       *[other] { $figure_title ->
              *[name] { $figure }
           } treats { $patient_title ->
           *[name] { $patient }
        }
    }: { $faces } → { $result ->
        [stabilised] stabilised, no more death test
        [recover] one wound less
       *[worse] one more wound
    }
# A jammed weapon repaired ("Red = weapon working; Blue = try again!; Yellow = weapon out of action for good"):
# $result: fixed, try_again or broken.
peur-repair = { $figure_title ->
       *[name] { $figure }
    } repairs { $weapon }: { $faces } → { $result ->
        [fixed] the weapon works again
        [broken] the weapon is out of action for good
       *[try_again] try again
    }
# An armoured vehicle's crew tests its morale (one fate die per cause suffered); $vehicle: its name with its article;
# $causes: the causes in words (peur-crew-cause); $result: exit_and_shoot, surrender or stay.
peur-crew-test = the crew of { $vehicle } tests its morale ({ $causes }): { $faces } → { $result ->
        [exit_and_shoot] gets out and shoots
        [surrender] gets out and surrenders
       *[stay] stays inside
    }
peur-crew-cause = { $cause ->
        [targeted] targeted
        [immobilised] immobilised
        [ablaze] ablaze
        [rocket_visible] a rocket in sight
       *[other] { $cause }
    }
# A figure that would board another gang's armoured vehicle, its rear doors shut.
peur-armoured-locked = « Il n'est pas possible de forcer un véhicule blindé »: the doors of { $vehicle } stay shut
# The refusals of a vehicle's move whose words agree with it in French; $vehicle: the vehicle as the log names it,
# with its article ("the car “Taxi”"); $kind: its terrain kind (car for a car of the map, vehicle for a Garde
# Nationale armoured vehicle), which French adjectives and pronouns agree with; $why: destroyed, immobilised or
# no_action; $aboard: how many are aboard.
peur-vehicle-cannot-drive = { $vehicle } cannot drive: { $why ->
        [destroyed] destroyed
        [immobilised] immobilised
       *[no_action] no action left
    }{ $kind ->
       *[other] {""}
    }
peur-vehicle-full = { $vehicle } is full ({ $aboard } aboard){ $kind ->
       *[other] {""}
    }
peur-vehicle-stopped = { $vehicle } cannot move: it is destroyed or immobilised{ $kind ->
       *[other] {""}
    }
peur-vehicle-no-rear-doors = { $vehicle } is no armoured van: it has no rear doors to blow open{ $kind ->
       *[other] {""}
    }
# A vehicle running into a figure on foot; $vehicle: its name with its article. Then the 1-die combat of a gang
# member rammed; $faces, $parry: the dice rolled.
peur-ram = { $vehicle } runs into { $figure_title ->
       *[name] { $figure }
    }
peur-ram-combat = combat { $faces }, parry { $parry } → { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }
peur-rocket-vehicle = { $result ->
        [destroyed] the rocket destroys { $vehicle }
        [evacuate_ablaze] { $vehicle } catches fire under the rocket and is evacuated
       *[nothing] the rocket has no effect on { $vehicle }
    }
peur-rocket-vehicle-rolled = { $vehicle } rolls { $face } on its armour test: { $result ->
        [destroyed] the rocket destroys the vehicle
        [evacuate_ablaze] the vehicle catches fire and is evacuated
       *[nothing] the rocket has no effect
    }

peur-deployed-count = { $gang } { $gang_number ->
        [plural] deploy
       *[singular] deploys
    } { $count } { $count ->
        [one] figure
       *[other] figures
    }
peur-deployed-as-placed = figures deployed as the scenario places them: { $counts }
peur-deployed-at-entries = figures deployed at their HQ or a street entry: { $counts }
peur-deploy-order = deployment order: { $order }
peur-initiative-die = { $gang } { $gang_number ->
        [plural] roll
       *[singular] rolls
    } { $face }
peur-initiative-rerolled = { $first }, then on the reroll { $rerolls }

# $note: the referee's note, or none; $change: more, fewer.
peur-referee-adjust = Referee: { $figure_title ->
       *[name] { $figure }
    } { $what }{ $note ->
        [none] {""}
       *[other] {" "}— { $note }
    }
peur-referee-bavure = Referee: { $change ->
        [fewer] { $count ->
            [one] one bavure fewer
           *[other] { $count } bavures fewer
        }
       *[more] { $count ->
            [one] one more bavure
           *[other] { $count } more bavures
        }
    } for { $gang } ({ $act }){ $note ->
        [none] {""}
       *[other] {" "}— { $note }
    }
peur-national-guard = the National Guard will intervene

# $witness: the journalist who saw it, or none.
peur-bavure = { $count } { $count ->
        [one] bavure
       *[other] bavures
    } for { $gang }: { $act }{ $witness ->
        [none] {""}
       *[other] , { $witness } watching
    }

# What the referee changes of a figure, said after its name: "Skin 9 of the Skins moves to (12, 30), has 2 wounds and
# is now “KO”". $state: the state in words.
peur-adjust-place = moves to ({ $x }, { $y })
peur-adjust-wounds = { $count ->
        [0] has no wound left
        [one] has one wound
       *[other] has { $count } wounds
    }
peur-adjust-state = is now “{ $state }”
peur-adjust-nothing = is left as it was

# A gang's bavures in the header of a replayed game and in a turn's summary.
peur-gang-bavures = { $gang } { $gang_number ->
        [plural] have
       *[singular] has
    } committed { $count ->
        [0] no bavure
        [one] one bavure
       *[other] { $count } bavures
    }
peur-replay-turn = Turn { $turn }, phase: { $phase }
peur-national-guard-warning = the National Guard threatens to intervene

# $removed: the bavures the referee meant to take back; $count: those the gang committed.
peur-bavures-too-few = { $removed ->
        [one] one bavure cannot be taken back
       *[other] { $removed } bavures cannot be taken back
    }: { $gang } { $gang_number ->
        [plural] have
       *[singular] has
    } committed { $count ->
        [0] no bavure
        [one] only one bavure
       *[other] only { $count } bavures
    }

# A gang's roster of a game file the rules refuse.
# The header of the log exported as text: the scenario and the gangs that fight, with their article.
peur-export-header = { $scenario } — { $count ->
        [2] { $first } against { $second }
       *[other] { $gangs }
    }
peur-roster-refused = { $file }: in the roster { $gang_of }, { $problem }
# English says "cannot" of one gang and of several; the selector is the French one's, as every language reads the same.
peur-cannot-buy = { $gang } { $gang_number ->
        [plural] cannot
       *[singular] cannot
    } buy this: { $reason }
# A campaign income the rule data keeps for other gangs; $text is the rulebook's passage.
peur-income-not-earned = { $gang } { $gang_number ->
        [plural] do not earn
       *[singular] does not earn
    } this income (« { $text } »)
# A purchase the gang's rulebook restriction forbids; $item is the thing by its name, $text the rulebook's passage.
peur-forbidden-purchase = { $gang } { $gang_number ->
        [plural] cannot
       *[singular] cannot
    } buy { $item } (« { $text } »)
peur-to-activate = activation { $gangs_of }: select a figure
peur-acting = { $gang } { $gang_number ->
        [plural] act
       *[singular] acts
    }: { $who }
# The turn bar while a gang activates figures with a vehicle; $vehicle: the vehicle as the journal names it.
peur-acting-vehicle = { $gang } { $gang_number ->
        [plural] act
       *[singular] acts
    }: { $who }, with { $vehicle }
# `tabletop campaign show`: the campaign's first line; $guard: yes or no (the Garde Nationale deployed).
peur-campaign-show = { $name }: { $turns ->
        [one] { $turns } turn closed
       *[other] { $turns } turns closed
    }, { $bavures ->
        [one] { $bavures } bavure last turn
       *[other] { $bavures } bavures last turn
    }; { $guard ->
        [yes] the Garde Nationale is deployed
       *[no] the Garde Nationale is not deployed
    }
# One gang of `tabletop campaign show`; $owned: how many resources, $resources: their names listed.
peur-campaign-show-gang = { $gang }: reputation { $reputation }, { $bitcoins ->
        [one] { $bitcoins } bitcoin
       *[other] { $bitcoins } bitcoins
    }, { $figures ->
        [one] { $figures } figure
       *[other] { $figures } figures
    }, { $owned ->
        [0] no resource
        [one] resource { $resources }
       *[other] resources { $resources }
    }
# A figure's account a line of the campaign's ledger changes; $figure_title: the French article of a figure known by
# a title of its gang, English says the figure alike.
peur-ledger-figure-place = the place of { $figure_title ->
       *[name] { $figure }
    } in the gang
peur-ledger-figure-wounds = the permanent wounds of { $figure_title ->
       *[name] { $figure }
    }
peur-ledger-figure-role = the role { $role } of { $figure_title ->
       *[name] { $figure }
    }
peur-ledger-figure-item = the { $item } of { $figure_title ->
       *[name] { $figure }
    }
# The Garde Nationale's check-point set up on a street: its soldiers, and its armoured vehicles when it brings some.
peur-checkpoint = the Garde Nationale sets up a check-point on { $street }: { $soldiers ->
        [one] { $soldiers } soldier
       *[other] { $soldiers } soldiers
    }{ $vehicles ->
        [0] {""}
        [one] , { $vehicles } armoured vehicle
       *[other] , { $vehicles } armoured vehicles
    }
# What a die is thrown for, as the dice entry asks for it (rules' Purpose); $weapon: the weapon or explosive with its
# forms; $gang: the gang with its forms.
peur-roll-throw = the throw { $weapon_of }
peur-roll-blast = the blast { $weapon_of }
peur-roll-shot = the shot { $weapon_of }
peur-roll-initiative = the initiative { $gang_of }
peur-roll-tuned-car = the tuned car catching fire
peur-roll-deviation = the deviation
peur-roll-armoured-hit = the armoured vehicle hit
peur-roll-passenger = which passenger is hit
peur-roll-obstacle = crossing an obstacle
peur-roll-rob = the robbery
peur-roll-detect = the detection
peur-roll-repair = the repair
peur-roll-repair-again = the repair, rolled again (Technos)
peur-roll-death = the death test
peur-roll-heal = the healing
peur-roll-heal-again = the healing, rolled again (Technos)
peur-roll-horse = the horse's wound
peur-roll-morale = the morale test
peur-roll-crew = the armoured vehicle crew's morale
peur-roll-protesters = the protesters' morale
peur-roll-parry = the parry
peur-roll-parry-again = a failed parry rolled again
peur-roll-fight = the fight
peur-roll-rammed = the fight of a figure rammed by a vehicle
peur-roll-blue-again = a blue die rolled again
peur-roll-hit-again = a hit rolled again (target)
peur-roll-save = the save
peur-roll-save-again = a failed save rolled again
peur-roll-bystander = the civilian in the line of fire
# The label at the end of a move's path on the map; $length, $allowance: lengths with their unit; $count: the
# obstacles it crosses, $what: those obstacles with their articles, as a list; $reached: yes or no (it stops short).
peur-move-preview = { $length } of { $allowance }{ $count ->
        [0] {""}
        [one] , crosses { $what } (1 colour die)
       *[other] , crosses { $what } (1 colour die each)
    }{ $reached ->
        [yes] {""}
       *[no] , stops short
    }

# A figure named as a thing of the table ("in cover behind Leader of the Skins"): its name, as French gives it its
# article.
peur-figure-the = { $figure_title ->
       *[name] { $figure }
    }
# A figure after "of" ($figure_title: the article French gives a figure known by a title, read here too): the wounds
# of a figure in a gang's results ("the wounds of Lieutenant of the Skins").
peur-figure-of = of { $figure_title ->
       *[name] { $figure }
    }
# Equipment bought for a figure at campaign turn $turn, the rulebook's passage allowing it.
peur-equipment-for-figure = { $turn }: { $item } for { $figure_title ->
       *[name] { $figure }
    }: « { $passage } »
# A gang that has made its spotting test on a hidden figure already; the same, this turn (the rule in brackets,
# without a colon: the line refusing the action has its own).
peur-detect-spent = { $gang } { $gang_number ->
        [plural] have used their test
       *[singular] has used its test
    } on { $figure_title ->
       *[name] { $figure }
    }
peur-detect-tried = { $gang } { $gang_number ->
        [plural] have tested
       *[singular] has tested
    } for { $figure_title ->
       *[name] { $figure }
    } this turn (« 1 seul test est autorisé par joueur »)
# A gang's bavures at campaign turn $turn, of which corruption cancelled $cancelled (each with the rulebook's
# passage).
peur-turn-bavures-cancelled = { $turn }: { $count } { $count ->
        [one] bavure
       *[other] bavures
    }: « { $passage } », { $cancelled } cancelled: « { $corruption } »
