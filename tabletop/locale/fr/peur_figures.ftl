# Peur sur la Ville : les lignes du journal et les refus dont une figurine est le sujet ou le complément.
# $figure_title (et $target_title, $other_title…) : l'article d'une figurine connue par un titre de sa bande
# (masculine « le Lieutenant des Skins », feminine « la Lieutenant des Amazones », elided « l'Officier de la Police »),
# ou name, une figurine numérotée ou un civil, dite sans article (« Flic 4 de la Police », « Passant 2 »).
# Une phrase commence en minuscule (« le Lieutenant des Skins se cache ») : elle peut suivre « Tour 2 — », un
# point-virgule ou le nom de la commande ; après « de » et « à » l'article se contracte (« du », « au »).
# $figure_gender (et $target_gender, $leader_gender…) : feminine ou masculine, le genre que prennent les
# participes et adjectifs qui s'accordent avec la figurine (« la Lieutenant des Amazones est morte », « Amazone 3
# des Amazones est cachée », « le Lieutenant des Skins est mort »).
# Espaces insécables avant « : ; ! ? ».

peur-say-where-figure-gets-out = dites où { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } descend
peur-target-engaged-in-combat = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est { $figure_gender ->
        [feminine] engagée
       *[masculine] engagé
    } en combat avec { $other_title ->
        [masculine] le { $other }
        [feminine] la { $other }
        [elided] l'{ $other }
       *[name] { $other }
    } : seuls les Psychopathes tirent dans un combat
peur-figure-dead = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est { $figure_gender ->
        [feminine] morte
       *[masculine] mort
    }
peur-target-hidden = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est { $figure_gender ->
        [feminine] cachée : un test de détection doit d'abord la repérer
       *[masculine] caché : un test de détection doit d'abord le repérer
    }
peur-target-blends = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } se fond parmi les civils tant { $figure_gender ->
        [feminine] qu'elle n'est pas identifiée
       *[masculine] qu'il n'est pas identifié
    }
peur-taser-shot = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } tase { $target_title ->
        [masculine] le { $target }
        [feminine] la { $target }
        [elided] l'{ $target }
       *[name] { $target }
    } à { $cm } cm : KO pour le tour
peur-figure-down-cannot-fight = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est { $state } : « Une figurine au sol ne peut tirer ou combattre »
peur-figure-not-aimed-at = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'a pas visé { $figure2_title ->
        [masculine] le { $figure2 }
        [feminine] la { $figure2 }
        [elided] l'{ $figure2 }
       *[name] { $figure2 }
    }
peur-first-hit-is-target = la première figurine touchée par le tir est sa cible { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    }
peur-no-taser = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne porte pas de taser
peur-taser-distance-mismatch = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est à { $distance } cm, pas { $distance_cm }
peur-taser-out-of-reach = le taser porte à { $taser_cm } cm : { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est à { $distance } cm
peur-burst-hits = la rafale touche { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } { $cover }
peur-civilian-in-line-of-fire = { $civilian_title ->
        [masculine] le { $civilian }
        [feminine] la { $civilian }
        [elided] l'{ $civilian }
       *[name] { $civilian }
    } dans la ligne de tir : { $faces }
peur-figure-cannot-be-fought = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne peut pas être { $figure_gender ->
        [feminine] combattue
       *[masculine] combattu
    }
peur-figure-needs-base-contact = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit être au contact socle à socle { $figure2_title ->
        [masculine] du { $figure2 }
        [feminine] de la { $figure2 }
        [elided] de l'{ $figure2 }
       *[name] de { $figure2 }
    }
peur-figure-subdued = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est { $figure_gender ->
        [feminine] maîtrisée et peut être menottée
       *[masculine] maîtrisé et peut être menotté
    }
peur-riposte-needs-loaded-firearm = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } riposte avec une arme à feu chargée { $figure_gender ->
        [feminine] qu'elle porte
       *[masculine] qu'il porte
    }
peur-shot-needs-loaded-firearm = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } tire avec une arme à feu chargée { $figure_gender ->
        [feminine] qu'elle porte
       *[masculine] qu'il porte
    }
peur-not-a-civilian-in-line-of-fire = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas un civil vivant dans la ligne de tir
peur-figure-ko-in-gas = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } KO dans le gaz
peur-figure-not-in-activation = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas dans l'activation en cours
peur-figure-cannot-act = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne peut pas agir : { $what }
peur-hidden-figure-only-does = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est { $figure_gender ->
        [feminine] cachée
       *[masculine] caché
    } : une figurine cachée ne fait que « { $items } »
peur-no-horse-to-roll-for = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'a pas de cheval pour qui lancer les dés
peur-figure-ko = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est KO
peur-figure-must-test-morale = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit tester son moral avec { $count } dés de moral
peur-figure-killed = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } { $figure_gender ->
        [feminine] tuée
       *[masculine] tué
    }
peur-figure-owes-no-morale-test = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne doit pas de test de moral ici
peur-figure-on-foot-morale-moves-no-vehicle = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est à pied : son moral ne déplace aucun véhicule
peur-deployment-out-of-place = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } en { $where } n'est ni dans son QG ni à moins de { $cm } cm d'une entrée de rue
peur-figure-off-the-table = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } en { $where } est hors de la table
peur-figure-not-of-gang = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas de { $gang }
peur-figure-cannot-activate = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne peut pas s'activer ce tour-ci
peur-not-a-living-civilian = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas un civil vivant
peur-figure-would-leave-table = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } sortirait de la table en ({ $x }, { $y })
peur-figure-recovers-at-hospital = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } récupère 1 blessure à l'hôpital
peur-figure-cannot-lead = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne peut pas activer d'autres figurines : seuls un chef ou un lieutenant le peuvent
peur-figure-not-wounded = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas { $figure_gender ->
        [feminine] blessée
       *[masculine] blessé
    } : pas de test de moral pour s'activer
peur-soldier-cannot-fire = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } a déjà tiré ce tour ou ne peut pas tirer
peur-soldier-fires-at = « Chaque soldat ouvre le feu à 1 reprise sur la cible armée la plus proche » : { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } tire sur { $target }
peur-mine-placed = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } pose une mine en { $where }
peur-mine-set-off = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } déclenche la mine en { $where }
peur-mine-placer-standing = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } pose une mine debout
peur-mine-not-by = « déclenchée à distance par le Leader ou le Lieutenant » : pas { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    }
peur-figure-moves = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } se déplace de { $cm } cm vers { $where }
peur-regroup-toward-leader = « TOUS doivent chercher à se regrouper à { $radius }cm de lui » : { $leader_title ->
        [masculine] le { $leader }
        [feminine] la { $leader }
        [elided] l'{ $leader }
       *[name] { $leader }
    } est { $leader_gender ->
        [feminine] blessée
       *[masculine] blessé
    }, { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit se rapprocher { $leader_gender ->
        [feminine] d'elle
       *[masculine] de lui
    }
peur-figure-stands-up = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } se lève
peur-figure-opens = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ouvre { $door }
peur-figure-gives = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } donne { $count } { $item } { $other_title ->
        [masculine] au { $other }
        [feminine] à la { $other }
        [elided] à l'{ $other }
       *[name] à { $other }
    }
peur-figure-hides = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } se cache
peur-figure-aims = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } vise { $target_title ->
        [masculine] le { $target }
        [feminine] la { $target }
        [elided] l'{ $target }
       *[name] { $target }
    }
peur-no-stairs-outside = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas dans un bâtiment : pas d'escalier ici
peur-figure-on-ground-floor = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est au rez-de-chaussée
peur-figure-not-on-the-ground = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas au sol
peur-figure-far-from-door = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est à { $gap } cm de la porte : allez-y d'abord
peur-not-a-civilian-to-rob = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas un civil que l'on peut braquer
peur-robber-unarmed = « Un personnage armé peut braquer » : { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne porte pas d'arme
peur-robbed-civilian-armed = « n'importe quel civil non armé » : { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est { $figure_gender ->
        [feminine] armée
       *[masculine] armé
    }
peur-figure-needs-contact = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit être au contact { $figure2_title ->
        [masculine] du { $figure2 }
        [feminine] de la { $figure2 }
        [elided] de l'{ $figure2 }
       *[name] de { $figure2 }
    }
peur-figure-cannot-be-arrested = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne peut pas être { $figure_gender ->
        [feminine] arrêtée
       *[masculine] arrêté
    } maintenant
peur-arrest-needs-ko = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit être KO, ou { $figure_gender ->
        [feminine] battue
       *[masculine] battu
    } d'abord par 2 touches non parées (combattre pour arrêter)
peur-no-wounded-horse = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'a pas de cheval blessé
peur-cannot-hide-while = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne peut pas se cacher en étant { $state }
peur-cannot-board-while = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne peut pas monter dans un véhicule en étant { $state }
peur-board-out-of-reach = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit être à moins de { $reach } cm de { $name } pour y monter
peur-figure-boards = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } monte dans { $vehicle }{ $cost ->
        [free] {" "}(sans action : « Monter ou descendre de leur moto ne prend aucune action »)
       *[action] {""}
    }
peur-figure-not-in-vehicle = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas dans un véhicule
peur-figure-leaves-vehicle = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } descend de { $vehicle }{ $cost ->
        [free] {" "}(sans action)
       *[action] {""}
    }
peur-figure-no-sniper = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas Sniper
peur-figure-not-hidden = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est { $figure_gender ->
        [feminine] ni cachée ni fondue
       *[masculine] ni caché ni fondu
    } dans la foule
peur-detect-out-of-reach = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit être à moins de { $radius } cm { $figure2_title ->
        [masculine] du { $figure2 }
        [feminine] de la { $figure2 }
        [elided] de l'{ $figure2 }
       *[name] de { $figure2 }
    }
peur-figure-would-stand-on = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } se tiendrait sur { $figure2_title ->
        [masculine] le { $figure2 }
        [feminine] la { $figure2 }
        [elided] l'{ $figure2 }
       *[name] { $figure2 }
    }
peur-boost-needs-contact = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit se tenir à côté { $figure2_title ->
        [masculine] du { $figure2 }
        [feminine] de la { $figure2 }
        [elided] de l'{ $figure2 }
       *[name] de { $figure2 }
    } pour faire la courte échelle
peur-figure-does-not-carry = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne porte pas { $count } { $item }
peur-hide-seen-by = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne peut pas se cacher : { $figure2_title ->
        [masculine] le { $figure2 }
        [feminine] la { $figure2 }
        [elided] l'{ $figure2 }
       *[name] { $figure2 }
    } { $figure_gender ->
        [feminine] la voit
       *[masculine] le voit
    } (« sans être visible de ses ennemis »)
peur-no-way-for-figure = aucun chemin pour { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } vers ({ $x }, { $y })
peur-already-rammed = { $name } a déjà percuté { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ce tour-ci
peur-ram-target-not-on-foot = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas à pied face à { $name }
peur-figure-needs-contact-with-vehicle = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit être au contact de { $name }
peur-must-stand-up-first = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit d'abord se lever
peur-must-leave-vehicle-first = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } doit d'abord descendre du véhicule
peur-move-too-long = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } se déplace de { $allowance } cm avec { $actions } { $actions ->
        [one] action
       *[other] actions
    }, le chemin fait { $length } cm
peur-climb-too-high = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } grimpe jusqu'à { $floors } { $floors ->
        [one] étage
       *[other] étages
    } en 1 action ({ $how })
peur-figure-climbs-up = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } grimpe de { $count } { $count ->
        [one] étage
       *[other] étages
    } ({ $how })
peur-figure-climbs-down = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } descend de { $count } { $count ->
        [one] étage
       *[other] étages
    } ({ $how })
peur-figure-goes-upstairs = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } monte l'escalier jusqu'à l'étage { $floor }
peur-figure-goes-downstairs = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } descend l'escalier jusqu'à l'étage { $floor }
peur-figure-arrests = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } arrête { $target_title ->
        [masculine] le { $target }
        [feminine] la { $target }
        [elided] l'{ $target }
       *[name] { $target }
    }
peur-figure-kidnaps = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } enlève { $target_title ->
        [masculine] le { $target }
        [feminine] la { $target }
        [elided] l'{ $target }
       *[name] { $target }
    }
peur-fight-to-arrest = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } combat { $target_title ->
        [masculine] le { $target }
        [feminine] la { $target }
        [elided] l'{ $target }
       *[name] { $target }
    } pour l'arrêter : { $dice }, { $faces } → { $hits }
peur-fight = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } combat { $target_title ->
        [masculine] le { $target }
        [feminine] la { $target }
        [elided] l'{ $target }
       *[name] { $target }
    } : { $dice }, { $faces } → { $hits }
peur-figure-loses-actions = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } perd { $count } { $count ->
        [one] action
       *[other] actions
    }

# La campagne : ses refus et les lignes de son registre dont une figurine est le sujet.
peur-campaign-dead-earlier = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est parmi les morts d'un tour précédent
peur-campaign-named-twice = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } apparaît deux fois
peur-ledger-killed = { $turn } : { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } { $figure_gender ->
        [feminine] tuée
       *[masculine] tué
    } : les morts quittent la bande
peur-ledger-ko-wounds = { $turn } : { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } KO avec { $wounds } blessures, sans hôpital : « { $passage } »
# Une perte d'un tour de campagne, dans le résumé de l'assistant ; $wounds : les blessures de la figurine.
peur-campaign-loss-wounded = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } est { $figure_gender ->
        [feminine] blessée
       *[masculine] blessé
    } ({ $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    })
peur-campaign-no-bribe-needed = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'a pas besoin d'un médecin soudoyé, car seuls les KO à { $wounds } blessures ou plus sans hôpital gardent une blessure
peur-campaign-wrong-rank = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } a le rang de { $found }, pas de { $role }
peur-campaign-not-on-map = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'est pas sur la carte (« membres du gang non joués »)
peur-finish-figure-first = « chaque figurine exécute à tour de rôle la totalité de ses actions » : { $done_title ->
        [masculine] le { $done }
        [feminine] la { $done }
        [elided] l'{ $done }
       *[name] { $done }
    } a fini, { $now_title ->
        [masculine] le { $now }
        [feminine] la { $now }
        [elided] l'{ $now }
       *[name] { $now }
    } agit
