# Peur sur la Ville : les lignes du journal et les bilans dont les mots s'accordent avec une bande ou un nombre.
# Une bande passe ses formes (tabletop/sentences.py, noun_args) : $gang « la Police », $gang_of « de la Police »,
# $gang_name « Police », $gang_gender (feminine, masculine), $gang_number (singular, plural).
# Espaces insécables avant « : ; ! ? ».

peur-figure = { $figure } { $gang_of }
# Une pièce d'un genre que les règles ne nomment pas : son nom, puis son rôle en mots.
peur-figure-role = { $name } ({ $role })
# Le QG d'une bande que la carte ne nomme pas, écrit à côté sur la carte.
peur-hq = QG { $gang_of }
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

# La ligne de l'écran de table pendant un tour ; $others : le nombre de bandes après la première, $then : elles, dans
# l'ordre, avec leurs articles (« les Skins et les Junkies »)
peur-banner-turn = Tour { $turn }
peur-banner-initiative = Tour { $turn } : { $first } { $first_number ->
        [plural] s'activent
       *[singular] s'active
    } en premier{ $others ->
        [0] {""}
       *[other] , puis { $then }
    }

peur-activate = { $gang } { $gang_number ->
        [plural] activent
       *[singular] active
    } { $names }
# $leader_gender : celui des figurines menées, toutes de la bande du meneur (« les Amazones activent la Lieutenant,
# Amazone 3 et Amazone 4, menées par la Leader »).
peur-activate-led = { $gang } { $gang_number ->
        [plural] activent
       *[singular] active
    } { $names }, { $leader_gender ->
        [feminine] menées
       *[masculine] menés
    } par { $leader_title ->
        [masculine] le { $leader }
        [feminine] la { $leader }
        [elided] l'{ $leader }
       *[name] { $leader }
    }
peur-activate-vehicle = { $gang } { $gang_number ->
        [plural] activent
       *[singular] active
    } { $names } avec { $vehicle }
peur-activate-led-vehicle = { $gang } { $gang_number ->
        [plural] activent
       *[singular] active
    } { $names }, { $leader_gender ->
        [feminine] menées
       *[masculine] menés
    } par { $leader_title ->
        [masculine] le { $leader }
        [feminine] la { $leader }
        [elided] l'{ $leader }
       *[name] { $leader }
    }, avec { $vehicle }
peur-end-activation = { $gang } { $gang_number ->
        [plural] finissent leur activation
       *[singular] finit son activation
    }
peur-activation-open = l'activation { $gang_of } est encore ouverte

peur-city-moves = la ville : { $moves }
peur-city-stays = la ville : les passants restent où ils sont
peur-city-move = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } { $reason }
peur-city-walks = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } se déplace
peur-city-drives = { $vehicle } continue sa route

# Une ligne du journal de la partie : son tour ($turn, 0 pendant le déploiement), puis la ligne ($line, une
# proposition entière).
peur-log-line = { $turn ->
        [0] Déploiement
       *[other] Tour { $turn }
    } — { $line }

# Une bande au classement de fin de partie, en une phrase : sa place (« place » est féminin : « 1re place »,
# « 2e place »), la bande avec son article ($gang : « la Police », « les Skins »), puis ses comptes.
peur-summary-gang = { ORDINAL($rank) ->
        [one] { $rank }re place
       *[other] { $rank }e place
    } : { $gang }, { $bitcoins } { $bitcoins ->
        [one] bitcoin
       *[other] bitcoins
    }, réputation { $reputation } ; { $standing } debout, { $ko } KO, { $dead } { $dead ->
        [one] mort
       *[other] morts
    }, { $captive } { $captive ->
        [one] captif
       *[other] captifs
    } ; { $robberies } { $robberies ->
        [one] braquage
       *[other] braquages
    }, { $arrests } { $arrests ->
        [one] arrestation
       *[other] arrestations
    }, { $bavures } { $bavures ->
        [one] bavure
       *[other] bavures
    }
peur-summary-parrain = le Parrain : le chef { $gang_of }
peur-summary-duel = le Parrain : un duel entre les chefs { $gangs_of }
peur-summary-nobody = le Parrain : personne (aucun chef en vie)

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

peur-morale = test de moral à { $dice } { $dice ->
        [one] dé
       *[other] dés
    }, { $faces } → { $outcome }
# $figure_title : l'article d'une figurine connue par un titre de sa bande (masculine, feminine, elided), ou name.
peur-morale-of = test de moral { $figure_title ->
        [masculine] du { $figure }
        [feminine] de la { $figure }
        [elided] de l'{ $figure }
       *[name] de { $figure }
    } à { $dice } { $dice ->
        [one] dé
       *[other] dés
    }, { $faces } → { $outcome }
peur-actions-left = il reste { $actions_left } { $actions_left ->
        [one] action
       *[other] actions
    } { $figure_title ->
        [masculine] au { $figure }
        [feminine] à la { $figure }
        [elided] à l'{ $figure }
       *[name] à { $figure }
    }, il en faut { $actions }
peur-morale-own-vehicle = le moral { $figure_title ->
        [masculine] du { $figure }
        [feminine] de la { $figure }
        [elided] de l'{ $figure }
       *[name] de { $figure }
    } déplace son propre véhicule
peur-morale-moves-nothing = le résultat de moral { $figure_title ->
        [masculine] du { $figure }
        [feminine] de la { $figure }
        [elided] de l'{ $figure }
       *[name] de { $figure }
    } ne déplace rien

# Un tir, en une phrase. $burst : yes, no ; $missed : yes quand un seul dé a raté, sinon no ; $rerolls : les dés
# relancés (« bleu→rouge »), ou none ; $incident : none, reload, repair ou broken (« 1 seul JAUNE = il faut recharger,
# 2 JAUNES = il faut réparer l'arme, 3+ JAUNES = l'arme est HS ») ; $lost : les touches de rafale sans victime.
peur-shot = { $shooter_title ->
        [masculine] le { $shooter }
        [feminine] la { $shooter }
        [elided] l'{ $shooter }
       *[name] { $shooter }
    } tire sur { $target_title ->
        [masculine] le { $target }
        [feminine] la { $target }
        [elided] l'{ $target }
       *[name] { $target }
    } { $weapon_with }{ $burst ->
        [yes] {" "}en rafale
       *[no] {""}
    } { peur-shot-reach } : { $dice } { $dice ->
        [one] dé
       *[other] dés
    }, { $faces } → { $hits } { $hits ->
        [one] touche
       *[other] touches
    }{ $missed ->
        [yes] {" "}(tir raté)
       *[no] {""}
    }{ $rerolls ->
        [none] {""}
       *[other] , relancés { $rerolls }
    }{ $incident ->
        [reload] , incident de tir, il faut recharger l'arme
        [repair] , incident de tir, il faut réparer l'arme
        [broken] , incident de tir, l'arme est hors service
       *[none] {""}
    }{ $lost ->
        [0] {""}
        [one] , { $lost } touche de rafale perdue
       *[other] , { $lost } touches de rafale perdues
    }
# La riposte d'une cible qui répond au tir : le même tir, dit comme une riposte.
peur-shot-riposte = en riposte, { peur-shot }
# Le tir raté d'un Psychopathe dans un combat : « l'autre combattant prend 1 touche automatique ».
peur-missed-into-melee = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    }, dans le combat, prend { $count } { $count ->
        [one] touche automatique
       *[other] touches automatiques
    } du tir raté
# Un obstacle franchi pendant un déplacement (« Rouge = passe de l'autre côté et continue ; Bleu = passe de l'autre
# côté ; Jaune = ne traverse pas », et le déplacement s'arrête) ; $result : cross_and_continue, cross ou blocked ;
# $face : le dé tiré ; $obstacle : son nom.
peur-obstacle-crossing = pour franchir { $obstacle }, { $face } → { $result ->
        [cross_and_continue] passe de l'autre côté et continue
        [cross] passe de l'autre côté et s'arrête
       *[blocked] ne traverse pas et s'arrête
    }
peur-obstacle-ignored = en Yamakasi, ignore { $obstacle }
# Un obstacle ou un lieu de la carte sans nom, nommé par son genre ; $kind : le genre du terrain (terrain.toml) ou le type
# d'un véhicule de la carte (car, motorbike, truck) ;
# $label : le mot que les règles lui donnent, pour un genre que ce message ne connaît pas (une règle maison),
# dit « l'élément « … » », masculin comme les participes qui s'accordent avec lui (peur-piece-hit).
peur-terrain-kind = { $kind ->
        [wall] le mur
        [building] le bâtiment
        [low_wall] le muret
        [fence] la clôture
        [barricade] la barricade
        [car] la voiture
        [motorbike] la moto
        [truck] le camion
        [smoke] la fumée
        [door] la porte
        [open_door] la porte ouverte
        [window] la fenêtre
        [street] la rue
        [hq] le QG
        [bank] la banque
        [shop] le commerce
        [church] l'église
        [hospital] l'hôpital
        [town_hall] la mairie
        [zone] la zone
       *[other] l'élément « { $label } »
    }
# Un obstacle, un véhicule ou un lieu de la carte, tel que le journal le nomme : son genre avec son article
# (peur-terrain-kind), suivi entre guillemets du nom que la carte lui donne ; $name : ce nom, ou none.
peur-map-piece = { $name ->
        [none] { peur-terrain-kind }
       *[other] { peur-terrain-kind } « { $name } »
    }
# Le mot d'un genre de terrain, sans article, tel qu'un nom de la carte peut commencer par lui (« Voiture de
# police ») ; $label : le mot des règles, pour un genre que ce message ne connaît pas.
peur-terrain-word = { $kind ->
        [wall] mur
        [building] bâtiment
        [low_wall] muret
        [fence] clôture
        [barricade] barricade
        [car] voiture
        [motorbike] moto
        [truck] camion
        [smoke] fumée
        [door] porte
        [open_door] porte ouverte
        [window] fenêtre
        [street] rue
        [hq] QG
        [bank] banque
        [shop] commerce
        [church] église
        [hospital] hôpital
        [town_hall] mairie
        [zone] zone
       *[other] { $label }
    }
# Un élément de la carte dont le nom commence par le mot de son genre : le genre n'est pas dit deux fois (« la
# voiture « Voiture de police » »). Le lecteur attend « la voiture de police », « la rue de la Paix »,
# « l'église Saint-Jean » : le nom suit l'article du genre, sans guillemets, son premier mot écrit comme le
# genre (peur-terrain-word) ; $name : ce nom ainsi écrit.
peur-map-piece-named = { $kind ->
        [wall] le { $name }
        [building] le { $name }
        [low_wall] le { $name }
        [fence] la { $name }
        [barricade] la { $name }
        [car] la { $name }
        [motorbike] la { $name }
        [truck] le { $name }
        [smoke] la { $name }
        [door] la { $name }
        [open_door] la { $name }
        [window] la { $name }
        [street] la { $name }
        [hq] le { $name }
        [bank] la { $name }
        [shop] le { $name }
        [church] l'{ $name }
        [hospital] l'{ $name }
        [town_hall] la { $name }
        [zone] la { $name }
       *[other] l'élément « { $name } »
    }
# Une chose offerte dans une liste de choix (une figurine, un véhicule) et sa distance ; $thing : son nom
# comme le journal le dit (thing_name), $distance : en cm, arrondie.
peur-choice-at = { $thing }, à { $distance } cm
# Un nuage sur la table, avec son article ; $kind : gas ou smoke.
peur-cloud = { $kind ->
        [gas] le nuage de gaz
        [smoke] le nuage de fumée
       *[other] le nuage « { $kind } »
    }
# Où se tient la cible d'un tir, comme la ligne du tir au journal et la ligne de tir de la carte le disent ; $length :
# la distance avec son unité ; $band : short, effective, long ou out ; $cover : peur-cover.
peur-shot-reach = à { $length }, { $band ->
        [short] portée courte
        [effective] portée efficace
        [long] portée longue
       *[out] hors de portée
    }, { $cover }
# Une cible hors de vue, comme l'aperçu d'un tir le dit ; $count : le nombre de choses qui coupent la ligne de vue (0 :
# la cible se cache) ; $what : ces choses, chacune avec son article, en liste.
peur-out-of-sight = hors de vue : { $count ->
        [0] la cible est cachée
        [one] { $what } coupe la ligne de vue
       *[other] { $what } coupent la ligne de vue
    }
# La ligne de tir de la carte vers une cible hors de vue ; $length : la distance avec son unité.
peur-shot-unseen = à { $length }, { peur-out-of-sight }
# L'infobulle d'une ligne de vue sur la carte de la partie : ce que la figurine choisie voit de $target (son nom au
# journal), à $length.
peur-sight-seen = { $target }, { peur-shot-reach }
peur-sight-unseen = { $target }, { peur-shot-unseen }
peur-sight-hidden = { $target } se cache, à { $length } : il faut un test de détection
# Où se tient une figure visée ou prise dans une explosion ; $in_cover : yes, no ; $count : le nombre de choses qui la
# couvrent (0 quand elles ne sont pas dites) ; $what : ces choses, chacune avec son article, en liste (« le muret et la
# voiture « Alfa des Ritals » »).
peur-cover = { $in_cover ->
        [yes] { $count ->
            [0] à couvert
           *[other] à couvert derrière { $what }
        }
       *[no] à découvert
    }
# Une arme sans formes dans les règles (une règle maison) : son nom entre guillemets après « l'arme », qui se lit
# juste quel que soit le genre du nom ; $form : the (avec l'article), of (après « de »), with (comme on s'en sert),
# none (après une négation : « il ne reste plus d'arme « … » »).
peur-weapon-plain = { $form ->
        [of] de l'arme « { $label } »
        [with] avec l'arme « { $label } »
        [none] d'arme « { $label } »
       *[the] l'arme « { $label } »
    }
# Les refus d'un tir de lanceur et d'une arme qui n'est pas enrayée ; $launcher, $weapon : l'arme avec son
# article ; $need : reload ou repair.
peur-no-launcher = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne porte pas { $launcher }
peur-not-a-launcher = { $launcher } { $launcher_number ->
        [plural] ne sont pas des lanceurs
       *[singular] n'est pas un lanceur
    }
peur-launcher-empty = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'a plus de munition pour { $launcher }
# Les refus d'un explosif ; $explosive : l'explosif avec son article (« la grenade frag ») ; $explosive_none : après
# une négation (« de grenade frag ») ; $launcher : le lanceur avec son article ; $range, $distance : en cm.
peur-not-thrown = { $explosive } { $explosive_number ->
        [plural] ne se lancent pas
       *[singular] ne se lance pas
    } à la main
peur-none-left = il ne reste plus { $explosive_none } { $figure_title ->
        [masculine] au { $figure }
        [feminine] à la { $figure }
        [elided] à l'{ $figure }
       *[name] à { $figure }
    }
peur-no-blast-dice = { $explosive } { $explosive_number ->
        [plural] ne lancent pas
       *[singular] ne lance pas
    } de dés d'explosion
peur-launcher-out-of-range = { $launcher } { $launcher_number ->
        [plural] portent
       *[singular] porte
    } à { $range } cm, le point visé est à { $distance } cm
# Une arme qui n'est pas chargée ; $status : to_reload, to_repair ou broken.
peur-weapon-not-loaded = { $weapon } { $figure_title ->
        [masculine] du { $figure }
        [feminine] de la { $figure }
        [elided] de l'{ $figure }
       *[name] de { $figure }
    } { $weapon_number ->
        [plural] sont
       *[singular] est
    } { $status ->
        [to_reload] à recharger
        [to_repair] à réparer
        [broken] hors service
       *[other] « { $status } »
    }
peur-no-firearm = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ne porte pas { $weapon }
peur-weapon-not-jammed = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } n'a pas besoin { $need ->
        [reload] de recharger
       *[repair] de réparer
    } { $weapon }
# Un véhicule immobilisé, un obstacle détruit ou un mur percé par une explosion ; $what : son nom avec son article
# (peur-map-piece) ; $kind : son genre de terrain, dont le participe prend le genre ; $result : immobilised ou
# destroyed (un mur est percé).
peur-piece-hit = { $what } { $result ->
        [immobilised] { $kind ->
            [car] immobilisée
            [motorbike] immobilisée
           *[other] immobilisé
        }
       *[destroyed] { $kind ->
            [wall] percé
            [fence] détruite
            [barricade] détruite
            [car] détruite
            [motorbike] détruite
            [door] détruite
            [open_door] détruite
            [window] détruite
           *[other] détruit
        }
    }
# Une arme enrayée rechargée en 1 action ; $weapon : l'arme avec son article (« le pistolet »).
peur-reload = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } recharge { $weapon }
peur-vehicle-hit-lots = le véhicule est touché, { $count ->
        [one] le sort désigne le passager { $names }
       *[other] le sort désigne les passagers { $names }
    }
peur-throw = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } lance { $explosive } : { $face } → { $cm } cm, tombe en { $where }
peur-throw-stopped = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } lance { $explosive } : { $face } → { $cm } cm, tombe en { $where } contre { $what }
# Une figure prise dans l'explosion, sans deux-points : la ligne du lancer a déjà le sien ; $cover : « à découvert »
# ou « à couvert (…) ».
peur-blast-dud = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } { $cover }, { $faces } → le cocktail Molotov n'explose pas
peur-blast = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } { $cover }, { $faces } → { $hits } { $hits ->
        [one] touche
       *[other] touches
    }, { $morale } pour le moral
peur-blast-saved = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } { $cover }, { $faces } → { $hits } { $hits ->
        [one] touche
       *[other] touches
    }, { $morale } pour le moral ; sauvegarde { $saves } → { $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    }
# Une roquette sur un véhicule ($vehicle : son nom avec son article, thing_name) ; $result : destroyed, evacuate_ablaze ou nothing.
# Un véhicule blindé teste d'abord ($face : le dé tiré) ; « le véhicule » reprend le nom, quel qu'en soit le genre.
# Le test de mort d'une figurine à 3 blessures ou plus, en début de tour (« Rouge = Mort du personnage ; Bleu = reste
# KO ; Jaune = Récupère 1 Blessure/se relève ») ; $result : dies, stays_ko ou recovers.
peur-death-test = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } passe le test de mort : { $faces } → { $result ->
        [dies] meurt
        [stays_ko] reste KO
       *[recovers] se remet d'une blessure
    }
# Le tir d'un lance-lacrymogène ou d'un lance-roquette (« Rouge = Cible touchée ! Bleu = Déviation ! Jaune = Incident
# de tir ! ») ; $result : hit, deviation ou incident ; $where : le point visé ; $cm : la distance.
peur-launcher-shot = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } tire { $launcher_with } vers { $where }, { $cm } cm : { $face } → { $result ->
        [hit] cible touchée
        [deviation] le tir dévie
       *[incident] incident de tir
    }
# Un braquage (« Rouge = Braquage réussi ; Bleu = La victime n'a rien sur elle ou ne comprend pas ; Jaune = La victime
# attaque en combat ») ; $result : robbed, nothing ou victim_attacks. peur-hold-up : le braquage d'un véhicule.
peur-rob = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } braque { $victim_title ->
        [masculine] le { $victim }
        [feminine] la { $victim }
        [elided] l'{ $victim }
       *[name] { $victim }
    } : { $faces } → { $result ->
        [robbed] braquage réussi
        [nothing] la victime n'a rien sur elle ou ne comprend pas
       *[victim_attacks] la victime attaque en combat
    }
# Le véhicule braqué avec succès passe à la bande du braqueur ; $vehicle : son nom avec son article.
peur-car-taken = { $gang } { $gang_number ->
        [plural] prennent
       *[singular] prend
    } { $vehicle }
peur-hold-up = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } braque { $vehicle } : { $faces } → { $result ->
        [robbed] braquage réussi
        [nothing] la victime n'a rien sur elle ou ne comprend pas
       *[victim_attacks] la victime attaque en combat
    }
# La détection d'une figurine cachée (« Rouge = pt'êt qu'oui, pt'êt qu'non ; Bleu = Je le vois ce bâtard ! ; Jaune =
# Y'a rien chef ! ») ; $result : maybe, spotted ou nothing_for_good.
peur-detect = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } cherche { $hidden_title ->
        [masculine] le { $hidden }
        [feminine] la { $hidden }
        [elided] l'{ $hidden }
       *[name] { $hidden }
    } : { $faces } → { $result ->
        [maybe] pas sûr, le test pourra être refait
        [spotted] la figurine est repérée
       *[nothing_for_good] rien, et le test ne pourra pas être refait à un autre tour
    }
# Des soins (« Rouge = Stabilisé ! plus de test de Mort ; Bleu = Récupère 1 Blessure ; Jaune = Oups ! Prend +1
# Blessure ») ; $who : self (la figurine se soigne), horse (le cheval d'un cavalier) ou other ; $result : stabilised,
# recover ou worse.
peur-heal = { $who ->
        [self] { $figure_title ->
                [masculine] le { $figure }
                [feminine] la { $figure }
                [elided] l'{ $figure }
               *[name] { $figure }
            } se soigne
        [horse] { $figure_title ->
                [masculine] le { $figure }
                [feminine] la { $figure }
                [elided] l'{ $figure }
               *[name] { $figure }
            } soigne le cheval { $patient_title ->
            [masculine] du { $patient }
            [feminine] de la { $patient }
            [elided] de l'{ $patient }
           *[name] de { $patient }
        }
       *[other] { $figure_title ->
               [masculine] le { $figure }
               [feminine] la { $figure }
               [elided] l'{ $figure }
              *[name] { $figure }
           } soigne { $patient_title ->
            [masculine] le { $patient }
            [feminine] la { $patient }
            [elided] l'{ $patient }
           *[name] { $patient }
        }
    } : { $faces } → { $result ->
        [stabilised] stabilisation, plus de test de mort
        [recover] une blessure en moins
       *[worse] une blessure de plus
    }
# Une arme enrayée réparée (« Rouge = Arme opérationnelle ; Bleu = Essaye encore ! ; Jaune = Arme définitivement HS ») :
# $result : fixed, try_again ou broken ; $weapon : l'arme avec son article.
peur-repair = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } répare { $weapon } : { $faces } → { $result ->
        [fixed] l'arme est opérationnelle
        [broken] l'arme est définitivement hors service
       *[try_again] il faut essayer encore
    }
# Le test de moral de l'équipage d'un véhicule blindé (« 1 dé « Fate Dice » par cause subie ») ; $vehicle : son
# nom avec son article ; $causes : les causes en mots (peur-crew-cause) ; $result : exit_and_shoot, surrender
# ou stay.
peur-crew-test = l'équipage de { $vehicle } teste son moral ({ $causes }) : { $faces } → { $result ->
        [exit_and_shoot] sort et tire
        [surrender] sort et se rend
       *[stay] reste à bord
    }
peur-crew-cause = { $cause ->
        [targeted] pris pour cible
        [immobilised] immobilisé
        [ablaze] en feu
        [rocket_visible] roquette en vue
       *[other] { $cause }
    }
# Une figurine qui veut monter dans le blindé d'une autre bande, portes arrière fermées.
peur-armoured-locked = « Il n'est pas possible de forcer un véhicule blindé » : les portes de { $vehicle } restent closes
# Les refus d'un geste de véhicule dont les mots s'accordent avec lui ; $vehicle : le véhicule comme le journal le
# nomme, avec son article (« la voiture « Taxi » ») ; $kind : son genre de terrain (car pour une voiture de la carte,
# motorbike ou truck selon son type sur la carte, vehicle pour un blindé de la Garde Nationale),
# dont l'adjectif et le pronom prennent le genre ; $why : destroyed,
# immobilised ou no_action ; $aboard : le nombre de passagers.
peur-vehicle-cannot-drive = { $vehicle } ne peut pas rouler : { $why ->
        [destroyed] { $kind ->
            [car] détruite
            [motorbike] détruite
           *[other] détruit
        }
        [immobilised] { $kind ->
            [car] immobilisée
            [motorbike] immobilisée
           *[other] immobilisé
        }
       *[no_action] plus d'action
    }
peur-vehicle-full = { $vehicle } est { $kind ->
        [car] pleine
        [motorbike] pleine
       *[other] plein
    } ({ $aboard } à bord)
peur-vehicle-stopped = { $vehicle } ne peut pas bouger : { $kind ->
        [car] elle est détruite ou immobilisée
        [motorbike] elle est détruite ou immobilisée
       *[other] il est détruit ou immobilisé
    }
peur-vehicle-no-rear-doors = { $vehicle } n'est pas un fourgon blindé : { $kind ->
        [car] elle
        [motorbike] elle
       *[other] il
    } n'a pas de portes arrière à faire sauter
# Un véhicule qui percute une figurine à pied ; $vehicle : son nom avec son article. Puis le combat à 1 dé d'un
# membre d'un gang percuté ; $faces, $parry : les dés tirés.
peur-ram = { $vehicle } percute { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    }
peur-ram-combat = combat { $faces }, parade { $parry } → { $wounds } { $wounds ->
        [one] blessure
       *[other] blessures
    }
peur-rocket-vehicle = { $result ->
        [destroyed] la roquette détruit { $vehicle }
        [evacuate_ablaze] { $vehicle } prend feu sous la roquette : on l'évacue
       *[nothing] la roquette reste sans effet sur { $vehicle }
    }
peur-rocket-vehicle-rolled = { $vehicle } tire { $face } au test de blindage : { $result ->
        [destroyed] la roquette détruit le véhicule
        [evacuate_ablaze] le véhicule prend feu, on l'évacue
       *[nothing] la roquette reste sans effet
    }

peur-deployed-count = { $gang } { $gang_number ->
        [plural] déploient
       *[singular] déploie
    } { $count } { $count ->
        [one] figurine
       *[other] figurines
    }
peur-deployed-as-placed = figurines déployées comme le scénario les place : { $counts }
peur-deployed-at-entries = figurines déployées dans leur QG ou à une entrée de rue : { $counts }
peur-deploy-order = ordre de déploiement : { $order }
peur-initiative-die = { $gang } { $gang_number ->
        [plural] font
       *[singular] fait
    } { $face }
peur-initiative-rerolled = { $first }, puis à la relance { $rerolls }

# $note : la note de l'arbitre, ou none ; $change : more, fewer.
peur-referee-adjust = Arbitre : { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } { $what }{ $note ->
        [none] {""}
       *[other] {" "}— { $note }
    }
peur-referee-bavure = Arbitre : { $change ->
        [fewer] { $count ->
            [one] une bavure de moins
           *[other] { $count } bavures de moins
        }
       *[more] { $count ->
            [one] une bavure de plus
           *[other] { $count } bavures de plus
        }
    } pour { $gang } ({ $act }){ $note ->
        [none] {""}
       *[other] {" "}— { $note }
    }
peur-national-guard = la Garde Nationale va intervenir

# $witness : le journaliste qui a vu, ou none.
peur-bavure = { $count } { $count ->
        [one] bavure
       *[other] bavures
    } pour { $gang } : { $act }{ $witness ->
        [none] {""}
       *[other] , sous les yeux de { $witness }
    }

# Ce que l'arbitre change d'une figurine, dit après son nom : « Skin 9 des Skins passe en (12 ; 30), a 2 blessures et
# passe à l'état « KO » ». $state : l'état en mots.
peur-adjust-place = passe en ({ $x } ; { $y })
peur-adjust-wounds = { $count ->
        [0] n'a plus de blessure
        [one] a une blessure
       *[other] a { $count } blessures
    }
peur-adjust-state = passe à l'état « { $state } »
peur-adjust-nothing = reste tel quel

# Les bavures d'une bande dans l'en-tête d'une partie rejouée et dans le bilan d'un tour.
peur-gang-bavures = { $gang } { $count ->
        [0] { $gang_number ->
            [plural] n'ont
           *[singular] n'a
        } commis aucune bavure
        [one] { $gang_number ->
            [plural] ont
           *[singular] a
        } commis une bavure
       *[other] { $gang_number ->
            [plural] ont
           *[singular] a
        } commis { $count } bavures
    }
peur-replay-turn = Tour { $turn }, phase : { $phase }
peur-national-guard-warning = la Garde Nationale menace d'intervenir

# $removed : les bavures que l'arbitre voulait retirer ; $count : celles que la bande a commises.
peur-bavures-too-few = { $removed ->
        [one] une bavure ne peut être retirée
       *[other] { $removed } bavures ne peuvent être retirées
    } : { $gang } { $count ->
        [0] { $gang_number ->
            [plural] n'ont
           *[singular] n'a
        } commis aucune bavure
        [one] { $gang_number ->
            [plural] n'ont
           *[singular] n'a
        } commis qu'une bavure
       *[other] { $gang_number ->
            [plural] n'ont
           *[singular] n'a
        } commis que { $count } bavures
    }

# Une bande d'un fichier de partie que la règle refuse.
# L'en-tête du journal exporté en texte : le scénario et les bandes qui s'affrontent, avec leur article.
peur-export-header = { $scenario } — { $count ->
        [2] { $first } contre { $second }
       *[other] { $gangs }
    }
peur-roster-refused = { $file } : dans la bande { $gang_of }, { $problem }
peur-cannot-buy = { $gang } { $gang_number ->
        [plural] ne peuvent pas
       *[singular] ne peut pas
    } faire cet achat : { $reason }
# Un revenu de campagne que les données de règles réservent à d'autres bandes ; $text est le passage du livre.
peur-income-not-earned = { $gang } { $gang_number ->
        [plural] ne gagnent pas
       *[singular] ne gagne pas
    } ce revenu (« { $text } »)
# Un achat que la restriction de la bande interdit ; $item est la chose par son nom, $text le passage du livre.
peur-forbidden-purchase = { $gang } { $gang_number ->
        [plural] ne peuvent pas acheter
       *[singular] ne peut pas acheter
    } { $item } (« { $text } »)
peur-to-activate = activation { $gangs_of } : choisissez une figurine
peur-acting = { $gang } { $gang_number ->
        [plural] agissent
       *[singular] agit
    } : { $who }
# La barre du tour quand une bande active des figurines avec un véhicule ; $vehicle : le véhicule comme le journal
# le nomme, avec son article.
peur-acting-vehicle = { $gang } { $gang_number ->
        [plural] agissent
       *[singular] agit
    } : { $who }, avec { $vehicle }
# `tabletop campaign show` : la première ligne de la campagne ; $guard : yes ou no (la Garde Nationale déployée).
peur-campaign-show = { $name } : { $turns ->
        [one] { $turns } tour clos
       *[other] { $turns } tours clos
    }, { $bavures ->
        [one] { $bavures } bavure au dernier tour
       *[other] { $bavures } bavures au dernier tour
    } ; { $guard ->
        [yes] la Garde Nationale est déployée
       *[no] la Garde Nationale n'est pas déployée
    }
# Une bande de `tabletop campaign show` ; $owned : le nombre de ressources, $resources : leurs noms.
peur-campaign-show-gang = { $gang } : réputation { $reputation }, { $bitcoins ->
        [one] { $bitcoins } bitcoin
       *[other] { $bitcoins } bitcoins
    }, { $figures ->
        [one] { $figures } figurine
       *[other] { $figures } figurines
    }, { $owned ->
        [0] aucune ressource
        [one] ressource { $resources }
       *[other] ressources { $resources }
    }
# Le compte d'une figurine qu'une ligne du registre de la campagne change ; $figure_title : l'article d'une figurine
# connue par un titre de sa bande (masculine, feminine, elided), ou name.
peur-ledger-figure-place = la place { $figure_title ->
        [masculine] du { $figure }
        [feminine] de la { $figure }
        [elided] de l'{ $figure }
       *[name] de { $figure }
    } dans la bande
peur-ledger-figure-wounds = les blessures définitives { $figure_title ->
        [masculine] du { $figure }
        [feminine] de la { $figure }
        [elided] de l'{ $figure }
       *[name] de { $figure }
    }
peur-ledger-figure-role = le rôle { $role } { $figure_title ->
        [masculine] du { $figure }
        [feminine] de la { $figure }
        [elided] de l'{ $figure }
       *[name] de { $figure }
    }
peur-ledger-figure-item = l'équipement { $item } { $figure_title ->
        [masculine] du { $figure }
        [feminine] de la { $figure }
        [elided] de l'{ $figure }
       *[name] de { $figure }
    }
# Le check-point de la Garde Nationale installé sur une rue : ses soldats, et ses véhicules blindés s'il en a.
peur-checkpoint = la Garde Nationale installe un check-point sur { $street } : { $soldiers ->
        [one] { $soldiers } soldat
       *[other] { $soldiers } soldats
    }{ $vehicles ->
        [0] {""}
        [one] , { $vehicles } véhicule blindé
       *[other] , { $vehicles } véhicules blindés
    }
# Ce pour quoi un dé est jeté, tel que la saisie des dés le demande (Purpose des règles) ; $weapon : l'arme ou
# l'explosif avec ses formes ; $gang : la bande avec ses formes.
peur-roll-throw = le jet { $weapon_of }
peur-roll-blast = l'explosion { $weapon_of }
peur-roll-shot = le tir { $weapon_of }
peur-roll-initiative = l'initiative { $gang_of }
peur-roll-tuned-car = le feu de la voiture tunée
peur-roll-deviation = la déviation
peur-roll-armoured-hit = le blindé touché
peur-roll-passenger = le passager touché
peur-roll-obstacle = le franchissement d'un obstacle
peur-roll-rob = le braquage
peur-roll-detect = la détection
peur-roll-repair = la réparation
peur-roll-repair-again = la réparation relancée (Technos)
peur-roll-death = le test de Mort
peur-roll-heal = les soins
peur-roll-heal-again = les soins relancés (Technos)
peur-roll-horse = la blessure du cheval
peur-roll-morale = le test de Moral
peur-roll-crew = le moral de l'équipage du blindé
peur-roll-protesters = le moral des manifestants
peur-roll-parry = la parade
peur-roll-parry-again = la relance d'une parade ratée
peur-roll-fight = le combat
peur-roll-rammed = le combat d'une figurine percutée par un véhicule
peur-roll-blue-again = la relance d'un dé bleu
peur-roll-hit-again = la relance d'une touche (cible)
peur-roll-save = la sauvegarde
peur-roll-save-again = la relance d'une sauvegarde ratée
peur-roll-bystander = le civil sur la trajectoire
# L'étiquette au bout du chemin d'un déplacement sur la carte ; $length, $allowance : des longueurs avec leur unité ;
# $count : les obstacles qu'il franchit, $what : ces obstacles avec leur article, en liste ; $reached : yes ou no (il
# s'arrête avant).
peur-move-preview = { $length } sur { $allowance }{ $count ->
        [0] {""}
        [one] , franchit { $what } (1 dé de couleur)
       *[other] , franchit { $what } (1 dé de couleur chacun)
    }{ $reached ->
        [yes] {""}
       *[no] , s'arrête avant
    }

# Une figurine nommée comme une chose de la table, avec son article (« à couvert derrière le Leader des Skins », « le
# Lieutenant des Skins coupe la ligne de vue »), comme « le muret » ; une figurine numérotée, sans article.
peur-figure-the = { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    }
# Une figurine après « de », son article selon $figure_title (« du Lieutenant des Skins », « de Flic 4 de la Police ») :
# les blessures d'une figurine dans les résultats d'une bande (« les blessures du Lieutenant des Skins »).
peur-figure-of = { $figure_title ->
        [masculine] du { $figure }
        [feminine] de la { $figure }
        [elided] de l'{ $figure }
       *[name] de { $figure }
    }
# Un matériel acheté pour une figurine au tour de campagne $turn, le passage du livre qui le permet.
peur-equipment-for-figure = { $turn } : { $item } pour { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } : « { $passage } »
# Une bande qui a déjà fait son test de repérage sur une figurine cachée ; la même, ce tour-ci (la règle entre
# parenthèses, sans deux-points : la ligne qui refuse l'action a déjà le sien).
peur-detect-spent = { $gang } { $gang_number ->
        [plural] ont déjà fait leur test
       *[singular] a déjà fait son test
    } sur { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    }
peur-detect-tried = { $gang } { $gang_number ->
        [plural] ont déjà testé
       *[singular] a déjà testé
    } { $figure_title ->
        [masculine] le { $figure }
        [feminine] la { $figure }
        [elided] l'{ $figure }
       *[name] { $figure }
    } ce tour-ci (« 1 seul test est autorisé par joueur »)
# Les bavures d'une bande au tour $turn de la campagne, dont la corruption a annulé $cancelled (le passage de la
# règle de chacune).
peur-turn-bavures-cancelled = { $turn } : { $count } { $count ->
        [one] bavure
       *[other] bavures
    } : « { $passage } », { $cancelled } { $cancelled ->
        [one] annulée
       *[other] annulées
    } : « { $corruption } »
