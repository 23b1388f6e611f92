<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <source>Activate</source>
        <translation>Activer</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Se déplacer</translation>
    </message>
    <message>
        <source>Climb</source>
        <translation>Grimper</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Se lever</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Rob</source>
        <translation>Braquer</translation>
    </message>
    <message>
        <source>Arrest / kidnap</source>
        <translation>Arrêter / enlever</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>Soigner</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Cacher</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Monter dans un véhicule</translation>
    </message>
    <message>
        <source>Leave vehicle</source>
        <translation>Descendre du véhicule</translation>
    </message>
    <message>
        <source>Aim</source>
        <translation>Viser</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combattre</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Tirer au lance-grenades</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Réparer</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>Détecter</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Conduire</translation>
    </message>
    <message>
        <source>Taser</source>
        <translation>Taser</translation>
    </message>
    <message>
        <source>Place a mine</source>
        <translation>Poser une mine</translation>
    </message>
    <message>
        <source>Set off a mine</source>
        <translation>Déclencher une mine</translation>
    </message>
    <message>
        <source>Ram</source>
        <translation>Percuter</translation>
    </message>
    <message>
        <source>Crew&apos;s morale</source>
        <translation>Moral de l&apos;équipage</translation>
    </message>
    <message>
        <source>nobody to choose here</source>
        <translation>personne à choisir ici</translation>
    </message>
    <message>
        <source>{figure}: {action}</source>
        <translation>{figure}&#xa0;: {action}</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Burst (5 dice under 30 cm)</source>
        <translation>Rafale (5 dés à moins de 30 cm)</translation>
    </message>
    <message>
        <source>Aimed (Sniper&apos;s first action)</source>
        <translation>Visé (première action du Sniper)</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>no target in sight</source>
        <translation>aucune cible en vue</translation>
    </message>
    <message>
        <source>1 shooting die, burst</source>
        <translation>1 dé de tir, rafale</translation>
    </message>
    <message>
        <source>{n} shooting dice, burst</source>
        <translation>{n} dés de tir, rafale</translation>
    </message>
    <message>
        <source>1 shooting die</source>
        <translation>1 dé de tir</translation>
    </message>
    <message>
        <source>{n} shooting dice</source>
        <translation>{n} dés de tir</translation>
    </message>
    <message>
        <source>{who} is in the line of fire</source>
        <translation>{who} est dans la ligne de tir</translation>
    </message>
    <message>
        <source>burst order: {who}</source>
        <translation>ordre de la rafale&#xa0;: {who}</translation>
    </message>
    <message>
        <source>{a} shoots {b}</source>
        <translation>{a} tire sur {b}</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>To arrest or kidnap</source>
        <translation>À arrêter ou enlever</translation>
    </message>
    <message>
        <source>nobody in contact</source>
        <translation>personne au contact</translation>
    </message>
    <message>
        <source>1 combat die</source>
        <translation>1 dé de combat</translation>
    </message>
    <message>
        <source>{n} combat dice</source>
        <translation>{n} dés de combat</translation>
    </message>
    <message>
        <source>{dice} against {who}</source>
        <translation>{dice} contre {who}</translation>
    </message>
    <message>
        <source>{a} fights {b}</source>
        <translation>{a} combat {b}</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Avec</translation>
    </message>
    <message>
        <source>Gives</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Combien</translation>
    </message>
    <message>
        <source>Click the table</source>
        <translation>Cliquez sur la table</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Explosive</source>
        <translation>Explosif</translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation>Lanceur</translation>
    </message>
    <message>
        <source>U-turn instead</source>
        <translation>Demi-tour à la place</translation>
    </message>
    <message>
        <source>({x:.1f}, {y:.1f})</source>
        <translation>({x:.1f}&#xa0;; {y:.1f})</translation>
    </message>
    <message>
        <source>a U-turn takes the action</source>
        <translation>un demi-tour prend l&apos;action</translation>
    </message>
    <message>
        <source>click the table to choose where</source>
        <translation>cliquez sur la table pour choisir où</translation>
    </message>
    <message numerus="yes">
        <source>%n obstacles to cross, 1 colour die each</source>
        <translation>
            <numerusform>%n obstacle à franchir, 1 dé de couleur</numerusform>
            <numerusform>%n obstacles à franchir, 1 dé de couleur chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lands on {face}: %n caught</source>
        <translation>
            <numerusform>tombe sur {face}&#xa0;: %n prise</numerusform>
            <numerusform>tombe sur {face}&#xa0;: %n prises</numerusform>
        </translation>
    </message>
    <message>
        <source>{length} away</source>
        <translation>à {length}</translation>
    </message>
    <message>
        <source>With {vehicle} and its passengers</source>
        <translation>Avec {vehicle} et ses passagers</translation>
    </message>
    <message numerus="yes">
        <source>{rider}&apos;s horse — %n wounds</source>
        <translation>
            <numerusform>cheval de {rider} — %n blessure</numerusform>
            <numerusform>cheval de {rider} — %n blessures</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing left to throw</source>
        <translation>plus rien à lancer</translation>
    </message>
    <message>
        <source>{a} moves</source>
        <translation>{a} se déplace</translation>
    </message>
    <message>
        <source>{a} throws</source>
        <translation>{a} lance</translation>
    </message>
    <message>
        <source>{a} fires</source>
        <translation>{a} tire</translation>
    </message>
    <message>
        <source>Stairs (inside a building)</source>
        <translation>Escalier (dans un bâtiment)</translation>
    </message>
    <message>
        <source>Yamakasi</source>
        <translation>Yamakasi</translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <source>Boost (courte échelle)</source>
        <translation>Courte échelle</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Floors</source>
        <translation>Étages</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Comment</translation>
    </message>
    <message>
        <source>Helper</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Targeted by shots</source>
        <translation>Pris pour cible</translation>
    </message>
    <message>
        <source>Immobilised</source>
        <translation>Immobilisé</translation>
    </message>
    <message>
        <source>Ablaze</source>
        <translation>En feu</translation>
    </message>
    <message>
        <source>Rocket launcher in sight</source>
        <translation>Lance-roquettes en vue</translation>
    </message>
    <message>
        <source>Armoured crew&apos;s morale</source>
        <translation>Moral de l&apos;équipage blindé</translation>
    </message>
    <message>
        <source>Up to {n} others may act with it</source>
        <translation>Jusqu&apos;à {n} autres peuvent agir avec elle</translation>
    </message>
    <message>
        <source>activates {names}</source>
        <translation>active {names}</translation>
    </message>
    <message numerus="yes">
        <source>wounded, tests morale first: {who}</source>
        <translation>
            <numerusform>blessé, test de moral d&apos;abord&#xa0;: {who}</numerusform>
            <numerusform>blessés, test de moral d&apos;abord&#xa0;: {who}</numerusform>
        </translation>
    </message>
    <message>
        <source>{gang} activate</source>
        <translation>{gang} active</translation>
    </message>
    <message>
        <source>Victim</source>
        <translation>Victime</translation>
    </message>
    <message>
        <source>Prisoner</source>
        <translation>Prisonnier</translation>
    </message>
    <message>
        <source>Patient</source>
        <translation>Blessé à soigner</translation>
    </message>
    <message>
        <source>Hidden figure</source>
        <translation>Figurine cachée</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Véhicule</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Figure run into</source>
        <translation>Figurine percutée</translation>
    </message>
    <message>
        <source>&lt;i&gt;no die entered yet&lt;/i&gt;</source>
        <translation>&lt;i&gt;aucun dé saisi&lt;/i&gt;</translation>
    </message>
    <message>
        <source>⌫ Last face</source>
        <translation>⌫ Dernière face</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Die {n}&lt;/b&gt; — {die}: &lt;i&gt;{purpose}&lt;/i&gt;</source>
        <translation>&lt;b&gt;Dé {n}&lt;/b&gt; — {die}&#xa0;: &lt;i&gt;{purpose}&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n faces more than the rules ask for</source>
        <translation>
            <numerusform>%n face de plus que ne le demandent les règles</numerusform>
            <numerusform>%n faces de plus que ne le demandent les règles</numerusform>
        </translation>
    </message>
    <message>
        <source>All the dice are in.</source>
        <translation>Tous les dés sont saisis.</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>HS</source>
        <translation>HS</translation>
    </message>
    <message>
        <source>KO</source>
        <translation>KO</translation>
    </message>
    <message>
        <source>H</source>
        <translation>C</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>chargée</translation>
    </message>
    <message>
        <source>standing</source>
        <translation>debout</translation>
    </message>
    <message>
        <source>in a vehicle</source>
        <translation>dans un véhicule</translation>
    </message>
    <message>
        <source>1 wound</source>
        <translation>1 blessure</translation>
    </message>
    <message>
        <source>{n} wounds</source>
        <translation>{n} blessures</translation>
    </message>
    <message>
        <source>{weapon}: {status}</source>
        <translation>{weapon}&#xa0;: {status}</translation>
    </message>
    <message>
        <source>FIRE</source>
        <translation>FEU</translation>
    </message>
    <message>
        <source>IMM</source>
        <translation>IMMO</translation>
    </message>
    <message>
        <source>{what}: blocks sight until the end of turn {n}</source>
        <translation>{what}&#xa0;: bloque la vue jusqu&apos;à la fin du tour {n}</translation>
    </message>
    <message>
        <source>tear gas</source>
        <translation>gaz lacrymogène</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>fumée</translation>
    </message>
    <message>
        <source>GAS</source>
        <translation>GAZ</translation>
    </message>
    <message>
        <source>SMOKE</source>
        <translation>FUMÉE</translation>
    </message>
    <message>
        <source>Mine of gang {gang}: goes off when its Leader or Lieutenant sets it off</source>
        <translation>Mine de la bande {gang}&#xa0;: explose quand son Leader ou son Lieutenant la déclenche</translation>
    </message>
    <message>
        <source>MINE</source>
        <translation>MINE</translation>
    </message>
    <message>
        <source>no wound</source>
        <translation>aucune blessure</translation>
    </message>
    <message>
        <source>no incident</source>
        <translation>aucun incident</translation>
    </message>
    <message>
        <source>to reload</source>
        <translation>à recharger</translation>
    </message>
    <message>
        <source>to repair</source>
        <translation>à réparer</translation>
    </message>
    <message>
        <source>broken (HS)</source>
        <translation>hors service (HS)</translation>
    </message>
    <message>
        <source>Knocked out</source>
        <translation>Mis KO</translation>
    </message>
    <message>
        <source>KO for the turn</source>
        <translation>KO pour le tour</translation>
    </message>
    <message>
        <source>Wounds after saves</source>
        <translation>Blessures après sauvegardes</translation>
    </message>
    <message>
        <source>Firing incident</source>
        <translation>Incident de tir</translation>
    </message>
    <message>
        <source>Wounds after parries</source>
        <translation>Blessures après parades</translation>
    </message>
    <message>
        <source>Arrest or kidnap</source>
        <translation>Arrestation ou enlèvement</translation>
    </message>
    <message>
        <source>2 hits unparried</source>
        <translation>2 touches non parées</translation>
    </message>
    <message>
        <source>Wounds on each figure caught</source>
        <translation>Blessures sur chaque figurine prise</translation>
    </message>
    <message>
        <source>Molotov</source>
        <translation>Cocktail Molotov</translation>
    </message>
    <message>
        <source>does not explode</source>
        <translation>n&apos;explose pas</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>{r} (net)</source>
        <translation>{r} (net)</translation>
    </message>
    <message>
        <source>Morale, {n} fate dice</source>
        <translation>Moral, {n} dés de moral</translation>
    </message>
    <message numerus="yes">
        <source>%n caught</source>
        <translation>
            <numerusform>%n prise</numerusform>
            <numerusform>%n prises</numerusform>
        </translation>
    </message>
    <message>
        <source>{length} of {allowance}</source>
        <translation>{length} sur {allowance}</translation>
    </message>
    <message>
        <source>down</source>
        <translation>au sol</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>Parrain if the campaign ended now: {gang}</source>
        <translation>Parrain si la campagne finissait maintenant&#xa0;: {gang}</translation>
    </message>
    <message>
        <source>Tied: the leaders of {gangs} would duel</source>
        <translation>Égalité&#xa0;: les chefs de {gangs} se battraient en duel</translation>
    </message>
    <message>
        <source>No leader alive: no Parrain</source>
        <translation>Aucun chef en vie&#xa0;: pas de Parrain</translation>
    </message>
    <message numerus="yes">
        <source>deployed, %n check-points per table</source>
        <translation>
            <numerusform>déployée, %n barrage par table</numerusform>
            <numerusform>déployée, %n barrages par table</numerusform>
        </translation>
    </message>
    <message>
        <source>not deployed</source>
        <translation>non déployée</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>standings</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>Campaign turns closed: {n}</source>
        <translation>Tours de campagne clos&#xa0;: {n}</translation>
    </message>
    <message>
        <source>bavures last turn: {n}</source>
        <translation>bavures au dernier tour&#xa0;: {n}</translation>
    </message>
    <message>
        <source>Garde Nationale: {state}</source>
        <translation>Garde Nationale&#xa0;: {state}</translation>
    </message>
    <message>
        <source>gang</source>
        <translation>bande</translation>
    </message>
    <message>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <source>reputation</source>
        <translation>réputation</translation>
    </message>
    <message>
        <source>bitcoins</source>
        <translation>bitcoins</translation>
    </message>
    <message>
        <source>figures</source>
        <translation>figurines</translation>
    </message>
    <message>
        <source>leader alive</source>
        <translation>chef en vie</translation>
    </message>
    <message>
        <source>resources</source>
        <translation>ressources</translation>
    </message>
    <message>
        <source>contracts this turn</source>
        <translation>contrats de ce tour</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>alive</source>
        <translation>en vie</translation>
    </message>
    <message>
        <source>Bitcoins: {b} · Reputation: {r} · Bavures: {v}</source>
        <translation>Bitcoins&#xa0;: {b} · Réputation&#xa0;: {r} · Bavures&#xa0;: {v}</translation>
    </message>
    <message>
        <source>{name}, after turn {n}</source>
        <translation>{name}, après le tour {n}</translation>
    </message>
    <message>
        <source>Vehicles: {v}</source>
        <translation>Véhicules&#xa0;: {v}</translation>
    </message>
    <message>
        <source>Resources: {r}</source>
        <translation>Ressources&#xa0;: {r}</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Ledger</source>
        <translation>Livre de comptes</translation>
    </message>
    <message>
        <source>Contracts</source>
        <translation>Contrats</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>figurine</translation>
    </message>
    <message>
        <source>title</source>
        <translation>titre</translation>
    </message>
    <message>
        <source>state</source>
        <translation>état</translation>
    </message>
    <message>
        <source>permanent wounds</source>
        <translation>blessures permanentes</translation>
    </message>
    <message>
        <source>equipment</source>
        <translation>équipement</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contrat</translation>
    </message>
    <message>
        <source>what it asks</source>
        <translation>ce qu&apos;il demande</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>réalisé</translation>
    </message>
    <message>
        <source>field</source>
        <translation>champ</translation>
    </message>
    <message>
        <source>before</source>
        <translation>avant</translation>
    </message>
    <message>
        <source>change</source>
        <translation>variation</translation>
    </message>
    <message>
        <source>after</source>
        <translation>après</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>motif</translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>a vehicle</source>
        <translation>un véhicule</translation>
    </message>
    <message>
        <source>in {vehicle}</source>
        <translation>dans {vehicle}</translation>
    </message>
    <message>
        <source>captive</source>
        <translation>captif</translation>
    </message>
    <message>
        <source>stabilised</source>
        <translation>stabilisé</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <source>Act</source>
        <translation>Act.</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation>Blessures</translation>
    </message>
    <message>
        <source>Actions left this turn (✔ activated)</source>
        <translation>Actions restantes ce tour (✔ activée)</translation>
    </message>
    <message>
        <source>⟳ to reload · ⚙ to repair · ✖ broken (HS)</source>
        <translation>⟳ à recharger · ⚙ à réparer · ✖ hors service (HS)</translation>
    </message>
    <message>
        <source>Civilians ({n} alive)</source>
        <translation>Civils ({n} en vie)</translation>
    </message>
    <message>
        <source>{n} of {total} up</source>
        <translation>{n} sur {total} debout</translation>
    </message>
    <message numerus="yes">
        <source>%n bavures</source>
        <translation>
            <numerusform>%n bavure</numerusform>
            <numerusform>%n bavures</numerusform>
        </translation>
    </message>
    <message>
        <source>{weapon}: {state}</source>
        <translation>{weapon}&#xa0;: {state}</translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>Start of turn</source>
        <translation>Début du tour</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>Activation</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Fin du tour</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Deploy as placed</source>
        <translation>Déployer comme placé</translation>
    </message>
    <message>
        <source>Deploy at HQ / entries</source>
        <translation>Déployer au QG / aux entrées</translation>
    </message>
    <message>
        <source>Start the turn</source>
        <translation>Commencer le tour</translation>
    </message>
    <message>
        <source>⚄ Roll initiative</source>
        <translation>⚄ Lancer l&apos;initiative</translation>
    </message>
    <message>
        <source>End activation</source>
        <translation>Finir l&apos;activation</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Finir la partie</translation>
    </message>
    <message>
        <source>Record in the book</source>
        <translation>Inscrire dans le livre</translation>
    </message>
    <message>
        <source>Garde Nationale check-point</source>
        <translation>Check-point de la Garde Nationale</translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation>Tour {n}</translation>
    </message>
    <message>
        <source>Before the game</source>
        <translation>Avant la partie</translation>
    </message>
    <message>
        <source>Initiative: </source>
        <translation>Initiative&#xa0;: </translation>
    </message>
    <message>
        <source>Gangs: </source>
        <translation>Bandes&#xa0;: </translation>
    </message>
    <message numerus="yes">
        <source>%n bavures committed, more than one per gang: THE NATIONAL GUARD INTERVENES</source>
        <translation>
            <numerusform>%n bavure commise, plus d&apos;une par bande&#xa0;: LA GARDE NATIONALE INTERVIENT</numerusform>
            <numerusform>%n bavures commises, plus d&apos;une par bande&#xa0;: LA GARDE NATIONALE INTERVIENT</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bavures committed; the National Guard intervenes beyond {limit}, one per gang</source>
        <translation>
            <numerusform>%n bavure commise&#xa0;; la Garde Nationale intervient au-delà de {limit}, une par bande</numerusform>
            <numerusform>%n bavures commises&#xa0;; la Garde Nationale intervient au-delà de {limit}, une par bande</numerusform>
        </translation>
    </message>
    <message>
        <source>short</source>
        <translation>courte</translation>
    </message>
    <message>
        <source>effective</source>
        <translation>efficace</translation>
    </message>
    <message>
        <source>long</source>
        <translation>longue</translation>
    </message>
    <message>
        <source>out of range</source>
        <translation>hors de portée</translation>
    </message>
    <message>
        <source>{length}, {band}</source>
        <translation>{length}, {band}</translation>
    </message>
    <message>
        <source>{target}: hidden (the figure is hiding; a detection test is needed)</source>
        <translation>{target}&#xa0;: cachée (la figurine se cache&#xa0;; il faut un test de détection)</translation>
    </message>
    <message>
        <source>{target}: out of sight, blocked by {what} ({where})</source>
        <translation>{target}&#xa0;: hors de vue, masquée par {what} ({where})</translation>
    </message>
    <message>
        <source>an obstacle</source>
        <translation>un obstacle</translation>
    </message>
    <message>
        <source>{target}: in cover behind {what} ({where})</source>
        <translation>{target}&#xa0;: à couvert derrière {what} ({where})</translation>
    </message>
    <message>
        <source>part of it is hidden</source>
        <translation>en partie masquée</translation>
    </message>
    <message>
        <source>{target}: clear ({where})</source>
        <translation>{target}&#xa0;: dégagée ({where})</translation>
    </message>
    <message>
        <source>{length}: 1 die</source>
        <translation>{length}&#xa0;: 1 dé</translation>
    </message>
    <message>
        <source>{length}: {dice} dice</source>
        <translation>{length}&#xa0;: {dice} dés</translation>
    </message>
    <message>
        <source>out of reach: more than {length}</source>
        <translation>hors de portée&#xa0;: plus de {length}</translation>
    </message>
    <message>
        <source>no way there</source>
        <translation>aucun chemin jusque-là</translation>
    </message>
    <message numerus="yes">
        <source>%n caught ({k} in cover)</source>
        <translation>
            <numerusform>%n prise ({k} à couvert)</numerusform>
            <numerusform>%n prises ({k} à couvert)</numerusform>
        </translation>
    </message>
    <message>
        <source>{id}: caught, in cover behind {what}</source>
        <translation>{id}&#xa0;: prise, à couvert derrière {what}</translation>
    </message>
    <message>
        <source>{id}: caught, no cover</source>
        <translation>{id}&#xa0;: prise, sans couvert</translation>
    </message>
    <message>
        <source>Burst: select the shooter first</source>
        <translation>Rafale&#xa0;: choisissez d&apos;abord le tireur</translation>
    </message>
    <message>
        <source>burst of {n}: {hit} on figures</source>
        <translation>rafale de {n}&#xa0;: {hit} sur des figurines</translation>
    </message>
    <message numerus="yes">
        <source>burst of {n}: {hit} on figures, %n lost</source>
        <translation>
            <numerusform>rafale de {n}&#xa0;: {hit} sur des figurines, %n perdue</numerusform>
            <numerusform>rafale de {n}&#xa0;: {hit} sur des figurines, %n perdues</numerusform>
        </translation>
    </message>
    <message>
        <source>Throw: select the thrower first</source>
        <translation>Lancer&#xa0;: choisissez d&apos;abord le lanceur</translation>
    </message>
    <message>
        <source>{length} (stopped by {what})</source>
        <translation>{length} (arrêté par {what})</translation>
    </message>
    <message>
        <source>a scenario never saved</source>
        <translation>un scénario jamais enregistré</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>Tabletop stopped before “%1” was saved.</source>
        <translation>Tabletop s&apos;est arrêté avant l&apos;enregistrement de «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Changes to %1 were kept at %2. Restore them?</source>
        <translation>Les modifications de %1 ont été gardées le %2. Les restaurer&#xa0;?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Cannot recover</source>
        <translation>Récupération impossible</translation>
    </message>
    <message>
        <source>give a file path or a postgresql+psycopg:// URL</source>
        <translation>donnez un chemin de fichier ou une URL postgresql+psycopg://</translation>
    </message>
    <message>
        <source>The book did not answer: %1</source>
        <translation>Le livre n&apos;a pas répondu&#xa0;: %1</translation>
    </message>
    <message>
        <source>The book</source>
        <translation>Le livre</translation>
    </message>
    <message>
        <source>Wins per player</source>
        <translation>Victoires par joueur</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Scores au fil du temps</translation>
    </message>
    <message>
        <source>Scores over time, monthly means (the %1 players with most plays)</source>
        <translation>Scores au fil du temps, moyennes mensuelles (les %1 joueurs aux plus nombreuses parties)</translation>
    </message>
    <message>
        <source>Scores over time, monthly means</source>
        <translation>Scores au fil du temps, moyennes mensuelles</translation>
    </message>
    <message>
        <source>Scores over time, running mean of %2 plays (the %1 players with most plays)</source>
        <translation>Scores au fil du temps, moyenne glissante sur %2 parties (les %1 joueurs aux plus nombreuses parties)</translation>
    </message>
    <message>
        <source>Scores over time, running mean of %2 plays</source>
        <translation>Scores au fil du temps, moyenne glissante sur %2 parties</translation>
    </message>
    <message numerus="yes">
        <source>seat %1
%n plays</source>
        <translation>
            <numerusform>place %1
%n partie</numerusform>
            <numerusform>place %1
%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Win rate by seat</source>
        <translation>Taux de victoire par place</translation>
    </message>
    <message>
        <source>Wins per player: no plays yet</source>
        <translation>Victoires par joueur&#xa0;: pas encore de partie</translation>
    </message>
    <message>
        <source>Wins per player (the %1 with most wins)</source>
        <translation>Victoires par joueur (les %1 qui gagnent le plus)</translation>
    </message>
    <message>
        <source>Scores over time: no scores recorded</source>
        <translation>Scores au fil du temps&#xa0;: aucun score inscrit</translation>
    </message>
    <message>
        <source>Scores over time (the %1 players with most plays)</source>
        <translation>Scores au fil du temps (les %1 joueurs aux plus nombreuses parties)</translation>
    </message>
    <message>
        <source>Win rate by seat: no seats recorded</source>
        <translation>Taux de victoire par place&#xa0;: aucune place inscrite</translation>
    </message>
    <message>
        <source>Win rate by seat — %1</source>
        <translation>Taux de victoire par place — %1</translation>
    </message>
    <message>
        <source>The play is in the book, but “%1” could not be saved with its link: %2</source>
        <translation>La partie est dans le livre, mais «&#xa0;%1&#xa0;» n&apos;a pas pu être enregistré avec son lien&#xa0;: %2</translation>
    </message>
    <message>
        <source>Book interchange files (*.json)</source>
        <translation>Fichiers d&apos;échange du livre (*.json)</translation>
    </message>
    <message>
        <source>Plays as CSV (*.csv)</source>
        <translation>Parties en CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>Import into the book</source>
        <translation>Importer dans le livre</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 plays added, %2 already in the book, %3 new players.</source>
        <translation>%1 parties ajoutées, %2 déjà dans le livre, %3 nouveaux joueurs.</translation>
    </message>
    <message>
        <source>Export the book</source>
        <translation>Exporter le livre</translation>
    </message>
    <message>
        <source>Plays done: %1 (%2 a second)</source>
        <translation>Parties traitées&#xa0;: %1 (%2 par seconde)</translation>
    </message>
    <message>
        <source>Plays done: %1 (%2 a second), about %3 left</source>
        <translation>Parties traitées&#xa0;: %1 (%2 par seconde), reste environ %3</translation>
    </message>
    <message>
        <source>%1 rows of plays</source>
        <translation>%1 lignes de parties</translation>
    </message>
    <message>
        <source>%1 plays</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <source>%1 written to %2.</source>
        <translation>%1 écrites dans %2.</translation>
    </message>
    <message>
        <source>&amp;Import into the book…</source>
        <translation>&amp;Importer dans le livre…</translation>
    </message>
    <message>
        <source>&amp;Export the book…</source>
        <translation>&amp;Exporter le livre…</translation>
    </message>
    <message>
        <source>The picture embedded in the map is damaged</source>
        <translation>L&apos;image intégrée à la carte est abîmée</translation>
    </message>
    <message>
        <source>The picture embedded in the map</source>
        <translation>L&apos;image intégrée à la carte</translation>
    </message>
    <message>
        <source>The background picture {path} is not there any more</source>
        <translation>L&apos;image de fond {path} n&apos;est plus là</translation>
    </message>
    <message>
        <source>The background picture cannot be read as PNG, JPEG or PDF</source>
        <translation>L&apos;image de fond ne se lit ni en PNG, ni en JPEG, ni en PDF</translation>
    </message>
    <message>
        <source>{path} is not a PNG, JPEG or PDF picture</source>
        <translation>{path} n&apos;est ni une image PNG ou JPEG, ni un PDF</translation>
    </message>
    <message>
        <source>{path} is too big to embed in the map; keep it beside the map instead</source>
        <translation>{path} est trop grande pour être intégrée à la carte&#xa0;; gardez-la plutôt à côté de la carte</translation>
    </message>
    <message>
        <source>Table screen…</source>
        <translation>Écran de table…</translation>
    </message>
    <message>
        <source>Show the map at 1:1 on a TV laid on the table or a projector above it</source>
        <translation>Montrer la carte à l&apos;échelle 1:1 sur un téléviseur posé sur la table ou un projecteur au-dessus</translation>
    </message>
    <message>
        <source>Black out the table screen</source>
        <translation>Éteindre l&apos;écran de table</translation>
    </message>
    <message>
        <source>Show nothing on the table screen, or show the table again</source>
        <translation>N&apos;afficher plus rien sur l&apos;écran de table, ou réafficher la table</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Décor</translation>
    </message>
    <message>
        <source>Figure bases</source>
        <translation>Socles des figurines</translation>
    </message>
    <message>
        <source>Deployment zones</source>
        <translation>Zones de déploiement</translation>
    </message>
    <message>
        <source>Sight and cover of the selected figure</source>
        <translation>Vue et couvert de la figurine choisie</translation>
    </message>
    <message>
        <source>Range rings</source>
        <translation>Cercles de portée</translation>
    </message>
    <message>
        <source>Move reach</source>
        <translation>Portée du mouvement</translation>
    </message>
    <message>
        <source>Shot being prepared</source>
        <translation>Tir en préparation</translation>
    </message>
    <message>
        <source>Blast and gas templates</source>
        <translation>Gabarits d&apos;explosion et de gaz</translation>
    </message>
    <message>
        <source>Burst line</source>
        <translation>Ligne de rafale</translation>
    </message>
    <message>
        <source>Throw landing</source>
        <translation>Point de chute d&apos;un lancer</translation>
    </message>
    <message>
        <source>Turn and initiative banner</source>
        <translation>Bandeau du tour et de l&apos;initiative</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <source>{name}: {width} x {height} px, {cm_w} x {cm_h} cm</source>
        <translation>{name}&#xa0;: {width} x {height} px, {cm_w} x {cm_h} cm</translation>
    </message>
    <message>
        <source>{name}: {width} x {height} px</source>
        <translation>{name}&#xa0;: {width} x {height} px</translation>
    </message>
    <message>
        <source>Table screen</source>
        <translation>Écran de table</translation>
    </message>
    <message>
        <source>The table screen was unplugged: its window is closed, the game goes on.</source>
        <translation>L&apos;écran de table a été débranché&#xa0;: sa fenêtre est fermée, la partie continue.</translation>
    </message>
    <message>
        <source>{gang} (gang)</source>
        <translation>{gang} (bande)</translation>
    </message>
    <message>
        <source>Measure the ruler ({ruler:g} cm) and the square&apos;s sides ({side:g} cm) and type what you measured on the laptop, or lay a ruler on the glass and drag the yellow end onto its {ruler:g} cm mark</source>
        <translation>Mesurez la règle ({ruler:g} cm) et les côtés du carré ({side:g} cm) et tapez vos mesures sur l&apos;ordinateur, ou posez une règle sur la vitre et faites glisser l&apos;extrémité jaune sur sa graduation {ruler:g} cm</translation>
    </message>
    <message>
        <source>Show the play&apos;s public board on a TV laid on the table</source>
        <translation>Montrer le plateau public de la partie sur un téléviseur posé sur la table</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>face down (paralysed)</source>
        <translation>face cachée (paralysé)</translation>
    </message>
    <message>
        <source>{name} {attack}/{defense}</source>
        <translation>{name} {attack}/{defense}</translation>
    </message>
    <message>
        <source>Draw pile: {pile} · discard: {discard} · unused Caporegimes: {unused}</source>
        <translation>Pioche&#xa0;: {pile} · défausse&#xa0;: {discard} · Caporegimes non distribués&#xa0;: {unused}</translation>
    </message>
    <message>
        <source>Killed: {names}</source>
        <translation>Tués&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Attaque: {attacker} ({capo}) against {defender} on {terrain} — {step} — dice {attacker_die} / {defender_die}</source>
        <translation>Attaque&#xa0;: {attacker} ({capo}) contre {defender} sur {terrain} — {step} — dés {attacker_die} / {defender_die}</translation>
    </message>
    <message>
        <source>Attaque: {attacker} ({capo}) against {defender} on {terrain} — {step}</source>
        <translation>Attaque&#xa0;: {attacker} ({capo}) contre {defender} sur {terrain} — {step}</translation>
    </message>
    <message>
        <source>Cards in hand: {count}</source>
        <translation>Cartes en main&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{hand} · immune</source>
        <translation>{hand} · immunisé</translation>
    </message>
    <message>
        <source>no guard</source>
        <translation>aucun gardien</translation>
    </message>
    <message>
        <source>{terrain} ({municipality})</source>
        <translation>{terrain} ({municipality})</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>{number}. {phase}</source>
        <translation>{number}. {phase}</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>aucune carte</translation>
    </message>
    <message>
        <source>Black market: {cards} · deck {deck} · {pot} red for the one left without a card</source>
        <translation>Marché noir&#xa0;: {cards} · pioche {deck} · {pot} rouges pour celui qui reste sans carte</translation>
    </message>
    <message>
        <source>{name} {amount}</source>
        <translation>{name} {amount}</translation>
    </message>
    <message>
        <source>{taker} takes a card for {price}</source>
        <translation>{taker} prend une carte pour {price}</translation>
    </message>
    <message>
        <source>Auction: {bids}; {speaker} to bid</source>
        <translation>Enchère&#xa0;: {bids}&#xa0;; à {speaker} d&apos;enchérir</translation>
    </message>
    <message>
        <source>Served this turn: {names}</source>
        <translation>Servis ce tour&#xa0;: {names}</translation>
    </message>
    <message>
        <source>{primary}, then {secondary}</source>
        <translation>{primary}, puis {secondary}</translation>
    </message>
    <message>
        <source>{board}: {production}</source>
        <translation>{board}&#xa0;: {production}</translation>
    </message>
    <message>
        <source>Goods: {goods}</source>
        <translation>Marchandises&#xa0;: {goods}</translation>
    </message>
    <message>
        <source>Exécutants held: {count}</source>
        <translation>Exécutants en main&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{kind} from {by}</source>
        <translation>{kind} de {by}</translation>
    </message>
    <message>
        <source>Salaries unpaid: no delivery</source>
        <translation>Salaires impayés&#xa0;: pas de livraison</translation>
    </message>
    <message>
        <source>territory</source>
        <translation>territoire</translation>
    </message>
    <message>
        <source>Score {score} · right pile {right} · left pile {left}</source>
        <translation>Score {score} · pile de droite {right} · pile de gauche {left}</translation>
    </message>
    <message>
        <source>Transport pawns {pawns} · prevention in hand {count}</source>
        <translation>Pions transport {pawns} · prévention en main {count}</translation>
    </message>
    <message>
        <source>Team {team}</source>
        <translation>Équipe {team}</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>premier joueur</translation>
    </message>
    <message>
        <source>Laid: {kinds}</source>
        <translation>Posées&#xa0;: {kinds}</translation>
    </message>
    <message>
        <source>{name} · {character}</source>
        <translation>{name} · {character}</translation>
    </message>
    <message>
        <source>Reputation {reputation} · businesses {businesses}</source>
        <translation>Réputation {reputation} · business {businesses}</translation>
    </message>
    <message>
        <source>Influence cards {influence} · jobs {jobs} · done {done}</source>
        <translation>Cartes Influence {influence} · Jobs {jobs} · réussis {done}</translation>
    </message>
    <message>
        <source>In prison</source>
        <translation>En prison</translation>
    </message>
    <message>
        <source>A armes · B bordels · C casinos · D drogues</source>
        <translation>A armes · B bordels · C casinos · D drogues</translation>
    </message>
    <message>
        <source>Prison: {names}</source>
        <translation>Prison&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Event « {name} ». {text}</source>
        <translation>Événement «&#xa0;{name}&#xa0;». {text}</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Dernier tour</translation>
    </message>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>the final combat</source>
        <translation>le combat final</translation>
    </message>
    <message>
        <source>Combat: {attacker} attacks {defender} ({where}); announced: {said}</source>
        <translation>Combat&#xa0;: {attacker} attaque {defender} ({where})&#xa0;; annonces&#xa0;: {said}</translation>
    </message>
    <message>
        <source>Players&apos; phones</source>
        <translation>Téléphones des joueurs</translation>
    </message>
    <message>
        <source>The phones&apos; server cannot listen on that address and port (%1): choose others in Preferences.</source>
        <translation>Le serveur des téléphones ne peut pas écouter sur cette adresse et ce port (%1)&#xa0;: choisissez-en d&apos;autres dans les Préférences.</translation>
    </message>
    <message>
        <source>Players&apos; phones…</source>
        <translation>Téléphones des joueurs…</translation>
    </message>
    <message>
        <source>Each player sees his own part of the play on his phone</source>
        <translation>Chaque joueur voit sa part de la partie sur son téléphone</translation>
    </message>
    <message>
        <source>Gang: %1</source>
        <translation>Bande&#xa0;: %1</translation>
    </message>
    <message>
        <source>Role: %1</source>
        <translation>Rôle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Weapons: %1</source>
        <translation>Armes&#xa0;: %1</translation>
    </message>
    <message>
        <source>Equipment: %1</source>
        <translation>Équipement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Base: %1 mm</source>
        <translation>Socle&#xa0;: %1 mm</translation>
    </message>
    <message>
        <source>Floors: %1</source>
        <translation>Étages&#xa0;: %1</translation>
    </message>
    <message>
        <source>Thickness: %1 cm</source>
        <translation>Épaisseur&#xa0;: %1 cm</translation>
    </message>
    <message>
        <source>Armoured</source>
        <translation>Blindé</translation>
    </message>
    <message>
        <source>Open: sight and movement pass</source>
        <translation>Ouverte&#xa0;: la vue et le déplacement passent</translation>
    </message>
    <message>
        <source>{who}: {figures}</source>
        <translation>{who}&#xa0;: {figures}</translation>
    </message>
</context>
<context>
    <name>AccountsPage</name>
    <message>
        <source>4. Income, reputation, bavures, the wounded</source>
        <translation>4. Revenus, réputation, bavures, les blessés</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>What the results write in each gang&apos;s accounts, before any investment.</source>
        <translation>Ce que les résultats inscrivent aux comptes de chaque bande, avant tout investissement.</translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>Go</source>
        <translation>Agir</translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a figure on the map or in the rosters.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Choisissez une figurine sur la carte ou dans les listes de bande.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>1 wound</source>
        <translation>1 blessure</translation>
    </message>
    <message>
        <source>%1 wounds</source>
        <translation>%1 blessures</translation>
    </message>
    <message>
        <source>1 action left</source>
        <translation>1 action restante</translation>
    </message>
    <message>
        <source>no action left</source>
        <translation>aucune action restante</translation>
    </message>
    <message>
        <source>%1 actions left</source>
        <translation>%1 actions restantes</translation>
    </message>
    <message>
        <source>activated</source>
        <translation>activée</translation>
    </message>
    <message>
        <source>Nothing to do for it now.</source>
        <translation>Rien à faire pour elle maintenant.</translation>
    </message>
    <message>
        <source>Go: roll the dice</source>
        <translation>Agir&#xa0;: lancer les dés</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>moral</translation>
    </message>
</context>
<context>
    <name>AuctionForm</name>
    <message>
        <source>Black-market auction</source>
        <translation>Enchère du marché noir</translation>
    </message>
    <message>
        <source>High bid: %1</source>
        <translation>Meilleure offre&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 opens: zero is a bid, passing is not allowed</source>
        <translation>%1 ouvre&#xa0;: zéro est une offre, passer n&apos;est pas permis</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Enchérir</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
</context>
<context>
    <name>BackgroundPanel</name>
    <message>
        <source>Choose picture…</source>
        <translation>Choisir une image…</translation>
    </message>
    <message>
        <source>A scan or photo of a printed city mat (PNG, JPEG or a page of a PDF)</source>
        <translation>Un scan ou une photo d&apos;un plateau de ville imprimé (PNG, JPEG ou une page d&apos;un PDF)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Embed the picture in the map file</source>
        <translation>Intégrer l&apos;image au fichier de la carte</translation>
    </message>
    <message>
        <source>Off: the map keeps the picture&apos;s path, relative to the map file</source>
        <translation>Décoché&#xa0;: la carte garde le chemin de l&apos;image, relatif au fichier de la carte</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <source>°</source>
        <translation>°</translation>
    </message>
    <message>
        <source>The page of the PDF laid under the map</source>
        <translation>La page du PDF posée sous la carte</translation>
    </message>
    <message>
        <source>Locked (placement and calibration)</source>
        <translation>Verrouillée (placement et étalonnage)</translation>
    </message>
    <message>
        <source>Calibrate by two points…</source>
        <translation>Étalonner par deux points…</translation>
    </message>
    <message>
        <source>Show the picture</source>
        <translation>Afficher l&apos;image</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Bord gauche</translation>
    </message>
    <message>
        <source>Top edge</source>
        <translation>Bord du haut</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Rotation</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacité</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Page du PDF</translation>
    </message>
    <message>
        <source>Remove the background picture</source>
        <translation>Retirer l&apos;image de fond</translation>
    </message>
    <message>
        <source>No background picture. Choose a scan or photo of a printed mat, then calibrate it by two points whose distance you know.</source>
        <translation>Pas d&apos;image de fond. Choisissez un scan ou une photo d&apos;un plateau imprimé, puis étalonnez-la par deux points dont vous connaissez la distance.</translation>
    </message>
    <message>
        <source>embedded in the map</source>
        <translation>intégrée à la carte</translation>
    </message>
    <message>
        <source>{name}, page {page} of {count}</source>
        <translation>{name}, page {page} sur {count}</translation>
    </message>
    <message>
        <source>{name}, {width} x {height} px</source>
        <translation>{name}, {width} x {height} px</translation>
    </message>
    <message>
        <source>Background picture</source>
        <translation>Image de fond</translation>
    </message>
    <message>
        <source>Pictures and PDF (*.png *.jpg *.jpeg *.pdf)</source>
        <translation>Images et PDF (*.png *.jpg *.jpeg *.pdf)</translation>
    </message>
    <message>
        <source>Page of the PDF</source>
        <translation>Page du PDF</translation>
    </message>
    <message>
        <source>{name} has {count} pages. Page to lay under the map:</source>
        <translation>{name} a {count} pages. Page à poser sous la carte&#xa0;:</translation>
    </message>
    <message>
        <source>Page of the background picture</source>
        <translation>Page de l&apos;image de fond</translation>
    </message>
    <message>
        <source>Place the background picture</source>
        <translation>Placer l&apos;image de fond</translation>
    </message>
    <message>
        <source>Background picture opacity</source>
        <translation>Opacité de l&apos;image de fond</translation>
    </message>
    <message>
        <source>Lock the background picture</source>
        <translation>Verrouiller l&apos;image de fond</translation>
    </message>
    <message>
        <source>Unlock the background picture</source>
        <translation>Déverrouiller l&apos;image de fond</translation>
    </message>
</context>
<context>
    <name>BankPanel</name>
    <message>
        <source>Screens</source>
        <translation>Écrans</translation>
    </message>
    <message>
        <source>Private: click to look; closed after each change.</source>
        <translation>Privés&#xa0;: cliquez pour regarder&#xa0;; refermés après chaque changement.</translation>
    </message>
    <message>
        <source>The bank&apos;s arithmetic</source>
        <translation>Les comptes de la banque</translation>
    </message>
    <message>
        <source>Red to launder</source>
        <translation>Rouges à blanchir</translation>
    </message>
    <message>
        <source>Soldats</source>
        <translation>Soldats</translation>
    </message>
    <message>
        <source>Commerçants</source>
        <translation>Commerçants</translation>
    </message>
    <message>
        <source>Capitaines</source>
        <translation>Capitaines</translation>
    </message>
    <message>
        <source>Kinds resold</source>
        <translation>Natures revendues</translation>
    </message>
    <message>
        <source>Bras droit</source>
        <translation>Bras droit</translation>
    </message>
    <message>
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
</context>
<context>
    <name>BaseGameView</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
</context>
<context>
    <name>BoardScreenPanel</name>
    <message>
        <source>Table screen</source>
        <translation>Écran de table</translation>
    </message>
    <message>
        <source>Offer the laptop&apos;s own screen too</source>
        <translation>Proposer aussi l&apos;écran de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <source>Width of the picture</source>
        <translation>Largeur de l&apos;image</translation>
    </message>
    <message>
        <source>Measure the picture&apos;s width on the glass: the text is sized from it, capitals 5 mm high, to be read from a chair.</source>
        <translation>Mesurez la largeur de l&apos;image sur la dalle&#xa0;: le texte est dimensionné d&apos;après elle, capitales de 5 mm, pour être lu depuis une chaise.</translation>
    </message>
    <message>
        <source>Open on this screen</source>
        <translation>Ouvrir sur cet écran</translation>
    </message>
    <message>
        <source>Black out</source>
        <translation>Éteindre</translation>
    </message>
    <message>
        <source>The TV goes black until pressed again (Ctrl+B in the play&apos;s tab, B on the table screen)</source>
        <translation>Le téléviseur devient noir jusqu&apos;au prochain appui (Ctrl+B dans l&apos;onglet de la partie, B sur l&apos;écran de table)</translation>
    </message>
    <message>
        <source>No other screen is plugged in: plug the TV in, or offer the laptop&apos;s own screen.</source>
        <translation>Aucun autre écran n&apos;est branché&#xa0;: branchez le téléviseur, ou proposez l&apos;écran du portable.</translation>
    </message>
    <message>
        <source>Close the table screen</source>
        <translation>Fermer l&apos;écran de table</translation>
    </message>
</context>
<context>
    <name>BookDocument</name>
    <message>
        <source>The book</source>
        <translation>Le livre</translation>
    </message>
    <message>
        <source>the book is written at every change and has no file to save</source>
        <translation>le livre s&apos;écrit à chaque changement et n&apos;a pas de fichier à enregistrer</translation>
    </message>
</context>
<context>
    <name>BookPanel</name>
    <message>
        <source>Book location…</source>
        <translation>Emplacement du livre…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Read the book again (other referees may record into a shared book)</source>
        <translation>Relire le livre (d&apos;autres arbitres peuvent écrire dans un livre partagé)</translation>
    </message>
    <message>
        <source>Every change is written to the book at once. Edit → Undo takes back the edits of players and plays; the book asks before a merge, which cannot be taken back.</source>
        <translation>Chaque changement est écrit tout de suite dans le livre. Édition → Annuler reprend les modifications des joueurs et des parties&#xa0;; le livre demande avant une fusion, qui ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Campaigns</source>
        <translation>Campagnes</translation>
    </message>
    <message>
        <source>The book cannot be opened: %1. Choose another with Book location….</source>
        <translation>Le livre ne peut pas être ouvert&#xa0;: %1. Choisissez-en un autre avec Emplacement du livre….</translation>
    </message>
    <message>
        <source>%1 (chosen outside Tabletop, when it was started)</source>
        <translation>%1 (choisi hors de Tabletop, à son lancement)</translation>
    </message>
</context>
<context>
    <name>BuyForm</name>
    <message>
        <source>%1 takes a card for %2</source>
        <translation>%1 prend une carte pour %2</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Paid in red</source>
        <translation>Payé en rouges</translation>
    </message>
    <message>
        <source>Paid in white</source>
        <translation>Payé en blancs</translation>
    </message>
    <message>
        <source>Take the card and pay</source>
        <translation>Prendre la carte et payer</translation>
    </message>
</context>
<context>
    <name>CalibrateTool</name>
    <message>
        <source>Choose a background picture first</source>
        <translation>Choisissez d&apos;abord une image de fond</translation>
    </message>
    <message>
        <source>The background picture is locked: unlock it to calibrate it</source>
        <translation>L&apos;image de fond est verrouillée&#xa0;: déverrouillez-la pour l&apos;étalonner</translation>
    </message>
    <message>
        <source>Now click the second point</source>
        <translation>Cliquez maintenant le second point</translation>
    </message>
    <message>
        <source>Calibrate the background picture</source>
        <translation>Étalonner l&apos;image de fond</translation>
    </message>
    <message>
        <source>Picture calibrated: {cm:.1f} cm between the two points, {width:.1f} x {depth:.1f} cm in all</source>
        <translation>Image étalonnée&#xa0;: {cm:.1f} cm entre les deux points, {width:.1f} x {depth:.1f} cm en tout</translation>
    </message>
</context>
<context>
    <name>CamorraDeal</name>
    <message>
        <source>The deal: terrains and Caporegimes</source>
        <translation>La donne&#xa0;: terrains et Caporegimes</translation>
    </message>
    <message>
        <source>Tirer au hasard: the terrains dealt from the seed, the Caporegimes spread over them (the Maniaque with the Caïd)</source>
        <translation>Tirer au hasard&#xa0;: les terrains distribués depuis la graine, les Caporegimes répartis dessus (le Maniaque avec le Caïd)</translation>
    </message>
    <message>
        <source>As dealt at the table: each player&apos;s 4 terrains and where he placed each Caporegime</source>
        <translation>Comme distribué à la table&#xa0;: les 4 terrains de chaque joueur et où il a placé chaque Caporegime</translation>
    </message>
    <message>
        <source>Fill in the seed&apos;s deal</source>
        <translation>Remplir avec la donne de la graine</translation>
    </message>
    <message>
        <source>Start from the deal « tiré au hasard » and change what differs</source>
        <translation>Partir de la donne «&#xa0;tirée au hasard&#xa0;» et changer ce qui diffère</translation>
    </message>
    <message>
        <source>Where this player placed his %1</source>
        <translation>Où ce joueur a placé son %1</translation>
    </message>
    <message>
        <source>Each Caporegime goes on one of its player&apos;s terrains; with 5 Caporegimes on 4 terrains one terrain holds two.</source>
        <translation>Chaque Caporegime va sur l&apos;un des terrains de son joueur&#xa0;; avec 5 Caporegimes sur 4 terrains, un terrain en porte deux.</translation>
    </message>
</context>
<context>
    <name>CamorraView</name>
    <message>
        <source>the defender may send a Caporegime of the attacked quartier</source>
        <translation>le défenseur peut envoyer un Caporegime du quartier attaqué</translation>
    </message>
    <message>
        <source>Corruption de police, %1 to lay or pass</source>
        <translation>Corruption de police, à %1 de poser ou de passer</translation>
    </message>
    <message>
        <source>the attacker lays weapons</source>
        <translation>l&apos;attaquant pose des armes</translation>
    </message>
    <message>
        <source>the defender lays weapons</source>
        <translation>le défenseur pose des armes</translation>
    </message>
    <message>
        <source>Soutien cards from the other players</source>
        <translation>cartes Soutien des autres joueurs</translation>
    </message>
    <message>
        <source>the attacker rolls the die</source>
        <translation>l&apos;attaquant lance le dé</translation>
    </message>
    <message>
        <source>the defender rolls the die</source>
        <translation>le défenseur lance le dé</translation>
    </message>
    <message>
        <source>the defender chooses which of his guards dies</source>
        <translation>le défenseur choisit lequel de ses gardes meurt</translation>
    </message>
    <message>
        <source>Attaque</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Immunité</source>
        <translation>Immunité</translation>
    </message>
    <message>
        <source>Racket</source>
        <translation>Racket</translation>
    </message>
    <message>
        <source>Recrutement</source>
        <translation>Recrutement</translation>
    </message>
    <message>
        <source>Ravitaillement</source>
        <translation>Ravitaillement</translation>
    </message>
    <message>
        <source>Attaque à la bombe</source>
        <translation>Attaque à la bombe</translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation>Sacrifice</translation>
    </message>
    <message>
        <source>Prise de terrain</source>
        <translation>Prise de terrain</translation>
    </message>
    <message>
        <source>Chasse</source>
        <translation>Chasse</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Send to the duel</source>
        <translation>Envoyer au duel</translation>
    </message>
    <message>
        <source>Corruption police</source>
        <translation>Corruption police</translation>
    </message>
    <message>
        <source>No Corruption</source>
        <translation>Pas de Corruption</translation>
    </message>
    <message>
        <source>Arme</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>No more weapons</source>
        <translation>Plus d&apos;armes</translation>
    </message>
    <message>
        <source>Soutien</source>
        <translation>Soutien</translation>
    </message>
    <message>
        <source>No more Soutien</source>
        <translation>Plus de Soutien</translation>
    </message>
    <message>
        <source>Silence</source>
        <translation>Silence</translation>
    </message>
    <message>
        <source>This one dies</source>
        <translation>Celui-ci meurt</translation>
    </message>
    <message>
        <source>Paralyse</source>
        <translation>Paralyser</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>Steal</source>
        <translation>Voler</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Contre</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Caporegime</source>
        <translation>Caporegime</translation>
    </message>
    <message>
        <source>Sournois discards a card</source>
        <translation>Sournois défausse une carte</translation>
    </message>
    <message>
        <source>Card given to</source>
        <translation>Carte donnée à</translation>
    </message>
    <message>
        <source>Laid by</source>
        <translation>Posée par</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Pour</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Round %1, turn %2 — the play is over</source>
        <translation>Manche %1, tour %2 — la partie est terminée</translation>
    </message>
    <message>
        <source>Round %1, turn %2: %3 plays (%4 of %5 Action cards laid)</source>
        <translation>Manche %1, tour %2&#xa0;: %3 joue (cartes Action posées&#xa0;: %4 sur %5)</translation>
    </message>
    <message>
        <source>Attaque: %1&apos;s %2 on %3 (%4) — %5</source>
        <translation>Attaque&#xa0;: %2 de %1 sur %3 (%4) — %5</translation>
    </message>
    <message>
        <source>Totals: attacker %1, defender %2; rerolls: %3</source>
        <translation>Totaux&#xa0;: attaquant %1, défenseur %2&#xa0;; relances&#xa0;: %3</translation>
    </message>
    <message>
        <source>Totals: attacker %1 + dice, defender %2 + dice; rerolls: %3</source>
        <translation>Totaux&#xa0;: attaquant %1 + dé, défenseur %2 + dé&#xa0;; relances&#xa0;: %3</translation>
    </message>
    <message>
        <source>Totals: attacker %1 + dice, defender %2 + dice</source>
        <translation>Totaux&#xa0;: attaquant %1 + dé, défenseur %2 + dé</translation>
    </message>
    <message>
        <source>%1 (attacker)</source>
        <translation>%1 (attaquant)</translation>
    </message>
    <message>
        <source>%1 (defender)</source>
        <translation>%1 (défenseur)</translation>
    </message>
    <message>
        <source>Totals: attacker %1, defender %2</source>
        <translation>Totaux&#xa0;: attaquant %1, défenseur %2</translation>
    </message>
    <message>
        <source>Recrutement: %1</source>
        <translation>Recrutement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Draw pile %1, discard %2, unused Caporegimes %3</source>
        <translation>Pioche %1, défausse %2, Caporegimes inutilisés %3</translation>
    </message>
    <message>
        <source>roll the die</source>
        <translation>lancez le dé</translation>
    </message>
    <message>
        <source>%1 — paralysed until the end of turn %2</source>
        <translation>%1 — paralysé jusqu&apos;à la fin du tour %2</translation>
    </message>
    <message>
        <source>Caporegimes</source>
        <translation>Caporegimes</translation>
    </message>
    <message>
        <source>none left</source>
        <translation>plus aucun</translation>
    </message>
    <message>
        <source>Terrains</source>
        <translation>Terrains</translation>
    </message>
    <message>
        <source>Municipalities</source>
        <translation>Municipalités</translation>
    </message>
    <message>
        <source>%1 (draw on a win)</source>
        <translation>%1 (pioche sur une victoire)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source>until turn %1 begins</source>
        <translation>jusqu&apos;au début du tour %1</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <source>ended the game; scores nothing</source>
        <translation>a mis fin à la partie&#xa0;; ne marque rien</translation>
    </message>
    <message>
        <source>Score now</source>
        <translation>Score actuel</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>« Les joueurs lancent le dé. Le joueur qui fait le meilleur score commence. »</source>
        <translation>«&#xa0;Les joueurs lancent le dé. Le joueur qui fait le meilleur score commence.&#xa0;»</translation>
    </message>
    <message>
        <source>The game is over: %1 are out of the game; the remaining gangs count their points.</source>
        <translation>La partie est terminée&#xa0;: %1 sont hors du jeu&#xa0;; les bandes restantes comptent leurs points.</translation>
    </message>
    <message>
        <source>The game is over: %1 has no Caporegime left; the remaining gangs count their points.</source>
        <translation>La partie est terminée&#xa0;: %1 n&apos;a plus de Caporegime&#xa0;; les bandes restantes comptent leurs points.</translation>
    </message>
    <message>
        <source>The game is over: %1 has no Terrain left; the remaining gangs count their points.</source>
        <translation>La partie est terminée&#xa0;: %1 n&apos;a plus de Terrain&#xa0;; les bandes restantes comptent leurs points.</translation>
    </message>
</context>
<context>
    <name>CampaignDialog</name>
    <message>
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>Ana, Bruno, …</source>
        <translation>Ana, Bruno, …</translation>
    </message>
    <message>
        <source>gangs the campaign keeps accounts for, e.g. Skins, Police</source>
        <translation>les bandes dont la campagne tient les comptes, par ex. Skins, Police</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Gangs</source>
        <translation>Bandes</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>CampaignDocument</name>
    <message>
        <source>Campaigns</source>
        <translation>Campagnes</translation>
    </message>
</context>
<context>
    <name>CampaignPanel</name>
    <message>
        <source>Play a campaign turn…</source>
        <translation>Jouer un tour de campagne…</translation>
    </message>
    <message>
        <source>Reopen the last turn</source>
        <translation>Rouvrir le dernier tour</translation>
    </message>
    <message>
        <source>Adds the entries that reverse the last closed turn; the ledger keeps both.</source>
        <translation>Ajoute les écritures qui annulent le dernier tour clos&#xa0;; le livre de comptes garde les deux.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Actualiser</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Gang sheet</source>
        <translation>Fiche de bande</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>Réputation</translation>
    </message>
    <message>
        <source>Bitcoins</source>
        <translation>Bitcoins</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Leader alive</source>
        <translation>Chef en vie</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>Contracts this turn</source>
        <translation>Contrats de ce tour</translation>
    </message>
    <message>
        <source>campaign turn</source>
        <translation>tour de campagne</translation>
    </message>
    <message>
        <source>reputation</source>
        <translation>réputation</translation>
    </message>
    <message>
        <source>Export the standings to PDF…</source>
        <translation>Exporter le classement en PDF…</translation>
    </message>
    <message>
        <source>Export this gang&apos;s sheet to PDF…</source>
        <translation>Exporter la fiche de cette bande en PDF…</translation>
    </message>
    <message>
        <source>choose or create a campaign first</source>
        <translation>choisissez ou créez d&apos;abord une campagne</translation>
    </message>
    <message>
        <source>{table} — campaign turn {n}</source>
        <translation>{table} — tour de campagne {n}</translation>
    </message>
    <message>
        <source>No campaign chosen.</source>
        <translation>Aucune campagne choisie.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Parrain if the campaign ended now: {g}</source>
        <translation>Parrain si la campagne finissait maintenant&#xa0;: {g}</translation>
    </message>
    <message>
        <source>Tied leaders duel: {g}</source>
        <translation>Les chefs à égalité se battent en duel&#xa0;: {g}</translation>
    </message>
    <message>
        <source>No leader alive: no Parrain</source>
        <translation>Aucun chef en vie&#xa0;: pas de Parrain</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>CampaignsPage</name>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Sujet</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ledger&lt;/b&gt;: choose a campaign</source>
        <translation>&lt;b&gt;Livre de comptes&lt;/b&gt;&#xa0;: choisissez une campagne</translation>
    </message>
    <message>
        <source>Entries are never changed: a correction is a new entry.</source>
        <translation>Les écritures ne changent jamais&#xa0;: une correction est une nouvelle écriture.</translation>
    </message>
    <message>
        <source>New campaign…</source>
        <translation>Nouvelle campagne…</translation>
    </message>
    <message>
        <source>Show its plays</source>
        <translation>Montrer ses parties</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Ledger of %1&lt;/b&gt; (%Ln entries)</source>
        <translation>
            <numerusform>&lt;b&gt;Livre de comptes de %1&lt;/b&gt; (%Ln écriture)</numerusform>
            <numerusform>&lt;b&gt;Livre de comptes de %1&lt;/b&gt; (%Ln écritures)</numerusform>
        </translation>
    </message>
    <message>
        <source>Select a campaign first.</source>
        <translation>Choisissez d&apos;abord une campagne.</translation>
    </message>
    <message>
        <source>A campaign needs a name.</source>
        <translation>Une campagne doit avoir un nom.</translation>
    </message>
</context>
<context>
    <name>CityDeal</name>
    <message>
        <source>The city</source>
        <translation>La ville</translation>
    </message>
    <message>
        <source>Face down: each card is entered as it is revealed</source>
        <translation>Face cachée&#xa0;: chaque carte est saisie quand elle est révélée</translation>
    </message>
    <message>
        <source>Tirer au hasard: the city dealt from the seed, so the reveals follow it</source>
        <translation>Tirer au hasard&#xa0;: la ville distribuée depuis la graine, les révélations la suivent</translation>
    </message>
    <message>
        <source>As laid at the table: each card entered, row by row from A1</source>
        <translation>Comme posée à la table&#xa0;: chaque carte saisie, rangée par rangée depuis A1</translation>
    </message>
    <message>
        <source>Fill in the seed&apos;s city</source>
        <translation>Remplir avec la ville de la graine</translation>
    </message>
    <message>
        <source>Start from the city « tirée au hasard » and change what differs</source>
        <translation>Partir de la ville «&#xa0;tirée au hasard&#xa0;» et corriger ce qui diffère</translation>
    </message>
    <message>
        <source>%1 of %2 cards entered</source>
        <translation>%1 cartes saisies sur %2</translation>
    </message>
    <message>
        <source>The city is complete.</source>
        <translation>La ville est complète.</translation>
    </message>
</context>
<context>
    <name>CityPanel</name>
    <message>
        <source>End of turn: the city moves</source>
        <translation>Fin du tour&#xa0;: la ville bouge</translation>
    </message>
    <message>
        <source>✔ Confirm the city&apos;s moves</source>
        <translation>✔ Confirmer les mouvements de la ville</translation>
    </message>
    <message>
        <source>&lt;i&gt;Untick a move to keep the piece where it is; drag a green ring to change where it goes.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Décochez un mouvement pour laisser la pièce où elle est&#xa0;; faites glisser un anneau vert pour changer sa destination.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Nobody in the city moves this turn</source>
        <translation>Personne ne bouge en ville ce tour-ci</translation>
    </message>
    <message>
        <source>Garde Nationale: %1 fires at %2…</source>
        <translation>Garde Nationale&#xa0;: %1 tire sur %2…</translation>
    </message>
    <message>
        <source>%1 attacks…</source>
        <translation>%1 attaque…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ending the turn&lt;/b&gt;: %1</source>
        <translation>&lt;b&gt;Fin du tour&lt;/b&gt;&#xa0;: %1</translation>
    </message>
    <message>
        <source>The city</source>
        <translation>La ville</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <source>%1 (%2) pawns %3, 1 spent this round</source>
        <translation>%1 (%2) pions %3, 1 dépensé ce tour-ci</translation>
    </message>
    <message>
        <source>%1 (%2) pawns %3</source>
        <translation>%1 (%2) pions %3</translation>
    </message>
    <message>
        <source>City: %1 cards counted; dots: who looked at a card; &lt;nobr&gt;P/S?&lt;/nobr&gt; a police or spéciale card face down; tokens: owner&apos;s initial, kind shown at the reveal.</source>
        <translation>Ville&#xa0;: %1 cartes comptées&#xa0;; points&#xa0;: qui a regardé une carte&#xa0;; &lt;nobr&gt;P/S?&lt;/nobr&gt; une carte police ou spéciale face cachée&#xa0;; jetons&#xa0;: initiale du propriétaire, nature montrée à la révélation.</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>Sur la table&#xa0;: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 lays « empêcher %2 »</source>
        <translation>%1 pose «&#xa0;empêcher %2&#xa0;»</translation>
    </message>
    <message>
        <source>No reveal yet.</source>
        <translation>Pas encore de révélation.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Last reveal&lt;/b&gt;</source>
        <translation>&lt;b&gt;Dernière révélation&lt;/b&gt;</translation>
    </message>
    <message>
        <source>City: %1 cards and covers laid; dots: who looked at a card; &lt;nobr&gt;P/S?&lt;/nobr&gt; a police or spéciale card face down; tokens: owner&apos;s initial, kind shown at the reveal.</source>
        <translation>Ville&#xa0;: %1 cartes et couvertures posées&#xa0;; points&#xa0;: qui a regardé une carte&#xa0;; &lt;nobr&gt;P/S?&lt;/nobr&gt; une carte police ou spéciale face cachée&#xa0;; jetons&#xa0;: initiale du propriétaire, nature montrée à la révélation.</translation>
    </message>
</context>
<context>
    <name>CombatCalculator</name>
    <message>
        <source>Combat calculator</source>
        <translation>Calculateur de combat</translation>
    </message>
    <message>
        <source>Load the combat in progress</source>
        <translation>Charger le combat en cours</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>in the order laid: d2 a3</source>
        <translation>dans l&apos;ordre de pose&#xa0;: d2 a3</translation>
    </message>
    <message>
        <source>Each Corruption card in the order laid: d for the defender, a for the attacker, then its value; d2 a3 is the defender&apos;s 2 covered by the attacker&apos;s 3</source>
        <translation>Chaque carte Corruption dans l&apos;ordre de pose&#xa0;: d pour le défenseur, a pour l&apos;attaquant, puis sa valeur&#xa0;; d2 a3 est le 2 du défenseur couvert par le 3 de l&apos;attaquant</translation>
    </message>
    <message>
        <source>The terrain is guarded</source>
        <translation>Le terrain est gardé</translation>
    </message>
    <message>
        <source>A Caporegime guards the attacked terrain, even one not sent to the duel.</source>
        <translation>Un Caporegime garde le terrain attaqué, même s&apos;il n&apos;est pas envoyé au duel.</translation>
    </message>
    <message>
        <source>« il tue le Caporegime assigné au terrain attaqué »: a guard who stays home dies when the attacker wins, and the terrain is not taken</source>
        <translation>«&#xa0;il tue le Caporegime assigné au terrain attaqué&#xa0;»&#xa0;: un garde resté chez lui meurt si l&apos;attaquant gagne, et le terrain n&apos;est pas pris</translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation>Corruption</translation>
    </message>
    <message>
        <source>Corruption: write each card as a or d and its value, e.g. d2 a3</source>
        <translation>Corruption&#xa0;: écrivez chaque carte avec a ou d et sa valeur, par ex. d2 a3</translation>
    </message>
    <message>
        <source>Caporegime</source>
        <translation>Caporegime</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Soutien</source>
        <translation>Soutien</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>the attacker wins: the defending Caporegime dies</source>
        <translation>l&apos;attaquant gagne&#xa0;: le Caporegime défenseur meurt</translation>
    </message>
    <message>
        <source>the attacker wins and takes the unguarded terrain</source>
        <translation>l&apos;attaquant gagne et prend le terrain sans garde</translation>
    </message>
    <message>
        <source>the defender wins: the attacking Caporegime dies</source>
        <translation>le défenseur gagne&#xa0;: le Caporegime attaquant meurt</translation>
    </message>
    <message>
        <source>a tie: both dice are rolled again</source>
        <translation>égalité&#xa0;: on relance les deux dés</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>ContractsField</name>
    <message>
        <source>« {title} » completed (reputation +{reputation}, bitcoins +{bitcoins})</source>
        <translation>«&#xa0;{title}&#xa0;» réussie (réputation +{reputation}, bitcoins +{bitcoins})</translation>
    </message>
    <message>
        <source>untitled contract</source>
        <translation>affaire sans titre</translation>
    </message>
    <message>
        <source>No contract held this turn.</source>
        <translation>Aucune affaire en cours ce tour-ci.</translation>
    </message>
</context>
<context>
    <name>ContractsPage</name>
    <message>
        <source>1. « Affaires en cours »</source>
        <translation>1. «&#xa0;Affaires en cours&#xa0;»</translation>
    </message>
    <message>
        <source>Each gang gets a contract (Informateur: 2 to choose from, keep 1; Bizness: 2). Tick the cards kept; edit a card or type one.</source>
        <translation>Chaque bande reçoit un contrat (Informateur&#xa0;: 2 au choix, en garder 1&#xa0;; Bizness&#xa0;: 2). Cochez les cartes gardées&#xa0;; modifiez une carte ou tapez-en une.</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>What it asks</source>
        <translation>Ce qu&apos;il demande</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>Réputation</translation>
    </message>
    <message>
        <source>Bitcoins</source>
        <translation>Bitcoins</translation>
    </message>
    <message>
        <source>Type a contract for</source>
        <translation>Taper un contrat pour</translation>
    </message>
    <message>
        <source>{gang}: {problem}</source>
        <translation>{gang}&#xa0;: {problem}</translation>
    </message>
</context>
<context>
    <name>CreateCampaign</name>
    <message>
        <source>Saison 1</source>
        <translation>Saison 1</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Roster file</source>
        <translation>Fichier de bande</translation>
    </message>
    <message>
        <source>Add a gang</source>
        <translation>Ajouter une bande</translation>
    </message>
    <message>
        <source>Roster file…</source>
        <translation>Fichier de bande…</translation>
    </message>
    <message>
        <source>Add tables…</source>
        <translation>Ajouter des tables…</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>Réglage</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Create the campaign</source>
        <translation>Créer la campagne</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gangs&lt;/b&gt; (« Chaque bande dispose d&apos;un QG et d&apos;1 VIDEUR »)</source>
        <translation>&lt;b&gt;Bandes&lt;/b&gt; («&#xa0;Chaque bande dispose d&apos;un QG et d&apos;1 VIDEUR&#xa0;»)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tables&lt;/b&gt; (scenario files)</source>
        <translation>&lt;b&gt;Tables&lt;/b&gt; (fichiers de scénario)</translation>
    </message>
    <message>
        <source>&lt;b&gt;House rules&lt;/b&gt; (hover a setting for its reading of the rulebook)</source>
        <translation>&lt;b&gt;Règles maison&lt;/b&gt; (survolez un réglage pour sa lecture du livre de règles)</translation>
    </message>
    <message>
        <source>Rosters (*.json)</source>
        <translation>Bandes (*.json)</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Scenario maps (*.geojson *.scenario.json)</source>
        <translation>Cartes de scénario (*.geojson *.scenario.json)</translation>
    </message>
    <message>
        <source>house rule {name}: not a value</source>
        <translation>règle maison {name}&#xa0;: pas une valeur</translation>
    </message>
    <message>
        <source>Two rows choose %1: a gang plays once in a campaign.</source>
        <translation>Deux lignes choisissent %1&#xa0;: une bande ne joue qu&apos;une fois dans une campagne.</translation>
    </message>
    <message>
        <source>the campaign needs a name</source>
        <translation>la campagne doit avoir un nom</translation>
    </message>
</context>
<context>
    <name>DeployPanel</name>
    <message>
        <source>Deployment</source>
        <translation>Déploiement</translation>
    </message>
    <message>
        <source>its HQ</source>
        <translation>son QG</translation>
    </message>
    <message>
        <source>street entry %1</source>
        <translation>entrée de rue %1</translation>
    </message>
    <message>
        <source>&lt;i&gt;Drag a ring to place a figure elsewhere, then “Deploy at HQ / entries” in the turn bar; or “Deploy as placed” keeps the scenario&apos;s positions.&lt;/i&gt;</source>
        <translation>&lt;i&gt;Faites glisser un anneau pour placer une figurine ailleurs, puis «&#xa0;Déployer au QG / aux entrées&#xa0;» dans la barre du tour&#xa0;; «&#xa0;Déployer comme placé&#xa0;» garde les positions du scénario.&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>DicePicker</name>
    <message>
        <source>The die</source>
        <translation>Le dé</translation>
    </message>
    <message>
        <source>The %1 dice</source>
        <translation>Les %1 dés</translation>
    </message>
    <message>
        <source>Click its face, or type it (1 to 6), then Enter.</source>
        <translation>Cliquez sa face, ou tapez-la (1 à 6), puis Entrée.</translation>
    </message>
    <message>
        <source>Click a face on each row, or type the %1 faces (1 to 6), then Enter.</source>
        <translation>Cliquez une face sur chaque ligne, ou tapez les %1 faces (1 à 6), puis Entrée.</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>Dé %1</translation>
    </message>
    <message>
        <source>Die %1: %2</source>
        <translation>Dé %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>DiscardForm</name>
    <message>
        <source>%1 holds %2 goods: %3 go back</source>
        <translation>%1 a %2 marchandises&#xa0;: %3 sont remises</translation>
    </message>
    <message>
        <source>Put them back</source>
        <translation>Les remettre</translation>
    </message>
</context>
<context>
    <name>DrawTool</name>
    <message>
        <source>Add {kind}</source>
        <translation>Ajouter&#xa0;: {kind}</translation>
    </message>
</context>
<context>
    <name>DuelBox</name>
    <message>
        <source>The duel</source>
        <translation>Le duel</translation>
    </message>
    <message>
        <source>faces rolled, in order (red blue …), or empty for virtual dice</source>
        <translation>faces obtenues, dans l&apos;ordre (rouge bleu …), ou vide pour les dés virtuels</translation>
    </message>
    <message>
        <source>Shoot a round</source>
        <translation>Tirer une salve</translation>
    </message>
    <message>
        <source>no wound</source>
        <translation>aucune blessure</translation>
    </message>
    <message>
        <source>1 wound</source>
        <translation>1 blessure</translation>
    </message>
    <message>
        <source>{n} wounds</source>
        <translation>{n} blessures</translation>
    </message>
    <message>
        <source>{gang}: {wounds}</source>
        <translation>{gang}&#xa0;: {wounds}</translation>
    </message>
    <message>
        <source>{a} shoots {b}: {faces} → {wounds}</source>
        <translation>{a} tire sur {b}&#xa0;: {faces} → {wounds}</translation>
    </message>
    <message>
        <source>{g} survives and becomes the Parrain</source>
        <translation>{g} survit et devient le Parrain</translation>
    </message>
    <message>
        <source>None survives: « le Maire peut être satisfait »</source>
        <translation>Aucun ne survit&#xa0;: «&#xa0;le Maire peut être satisfait&#xa0;»</translation>
    </message>
</context>
<context>
    <name>EventChooser</name>
    <message>
        <source>Type to filter</source>
        <translation>Tapez pour filtrer</translation>
    </message>
    <message>
        <source>No line holds « %1 »: type another part of it, or pick it in the list.</source>
        <translation>Aucune ligne ne contient «&#xa0;%1&#xa0;»&#xa0;: tapez-en une autre partie, ou choisissez-la dans la liste.</translation>
    </message>
    <message>
        <source>%1 lines hold « %2 »: type more of the one drawn, or pick it in the list.</source>
        <translation>%1 lignes contiennent «&#xa0;%2&#xa0;»&#xa0;: tapez-en davantage de celle tirée, ou choisissez-la dans la liste.</translation>
    </message>
</context>
<context>
    <name>ExecutantEffectForm</name>
    <message>
        <source>An executant acts</source>
        <translation>Un exécutant agit</translation>
    </message>
    <message>
        <source>%1 on %2 (from %3)</source>
        <translation>%1 sur %2 (de %3)</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouges</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blancs</translation>
    </message>
    <message>
        <source>Takes %1</source>
        <translation>Prend %1</translation>
    </message>
    <message>
        <source>to the reserve</source>
        <translation>à la réserve</translation>
    </message>
    <message>
        <source>to the clan that sent it</source>
        <translation>au clan qui l&apos;a envoyé</translation>
    </message>
    <message>
        <source>Apply and discard the card</source>
        <translation>Appliquer et défausser la carte</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export or print the table</source>
        <translation>Exporter ou imprimer la table</translation>
    </message>
    <message>
        <source>PDF at 1:1, tiled over pages (to print)</source>
        <translation>PDF à l&apos;échelle 1:1, en pages à assembler (pour imprimer)</translation>
    </message>
    <message>
        <source>PNG picture</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <source>SVG drawing (true size in mm)</source>
        <translation>Dessin SVG (taille réelle en mm)</translation>
    </message>
    <message>
        <source>The whole table</source>
        <translation>Toute la table</translation>
    </message>
    <message>
        <source>What the view shows</source>
        <translation>Ce que montre la vue</translation>
    </message>
    <message>
        <source> px per cm</source>
        <translation> px par cm</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source>With the background picture</source>
        <translation>Avec l&apos;image de fond</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Extent</source>
        <translation>Étendue</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Résolution</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientation</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation>Recouvrement</translation>
    </message>
    <message>
        <source>{count} pages ({columns} across, {rows} down), labelled A1 to {last}; lay them out by their labels and line up the crosses.</source>
        <translation>{count} pages ({columns} en largeur, {rows} en hauteur), étiquetées de A1 à {last}&#xa0;; disposez-les selon leurs étiquettes et alignez les croix.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>L&apos;export a échoué</translation>
    </message>
    <message>
        <source>Background picture</source>
        <translation>Image de fond</translation>
    </message>
    <message>
        <source>Include this picture in the export?</source>
        <translation>Inclure cette image dans l&apos;export&#xa0;?</translation>
    </message>
    <message>
        <source>Export or print…</source>
        <translation>Exporter ou imprimer…</translation>
    </message>
</context>
<context>
    <name>FamilyChoice</name>
    <message>
        <source>Families, by seat (at 4 players seats 1 and 3 play against 2 and 4)</source>
        <translation>Familles, par place (à 4 joueurs les places 1 et 3 jouent contre 2 et 4)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>a family nobody plays</source>
        <translation>une famille que personne ne joue</translation>
    </message>
    <message>
        <source>Neutral territory (2 players)</source>
        <translation>Territoire neutre (2 joueurs)</translation>
    </message>
</context>
<context>
    <name>FiguresField</name>
    <message>
        <source>Add a wounded figure</source>
        <translation>Ajouter un blessé</translation>
    </message>
    <message>
        <source>Add a dead figure</source>
        <translation>Ajouter un mort</translation>
    </message>
    <message>
        <source>wounds:</source>
        <translation>blessures&#xa0;:</translation>
    </message>
</context>
<context>
    <name>FirstPlayerBox</name>
    <message>
        <source>Who starts</source>
        <translation>Qui commence</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Premier joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Roll the virtual die for everyone</source>
        <translation>Lancer le dé virtuel pour tous</translation>
    </message>
    <message>
        <source>The die this player rolled (– not rolled yet)</source>
        <translation>Le dé lancé par ce joueur (– pas encore lancé)</translation>
    </message>
    <message>
        <source>Every player rolls the die for the first turn.</source>
        <translation>Chaque joueur lance le dé pour le premier tour.</translation>
    </message>
    <message>
        <source>%1 are level on %2: they roll again.</source>
        <translation>%1 sont à égalité sur %2&#xa0;: ils relancent.</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>%1 (game)</source>
        <translation>%1 (partie)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>the game has not started yet: choose the scenario and the gangs first</source>
        <translation>la partie n&apos;a pas encore commencé&#xa0;: choisissez d&apos;abord le scénario et les bandes</translation>
    </message>
</context>
<context>
    <name>GameMap</name>
    <message>
        <source>Fit the table</source>
        <translation>Voir toute la table</translation>
    </message>
    <message>
        <source>Close up</source>
        <translation>De près</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Zoom avant (Ctrl++)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Zoom arrière (Ctrl+-)</translation>
    </message>
    <message>
        <source>Range rings</source>
        <translation>Cercles de portée</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
</context>
<context>
    <name>GameOverBox</name>
    <message>
        <source>Record in the book</source>
        <translation>Inscrire dans le livre</translation>
    </message>
    <message>
        <source>Export as text…</source>
        <translation>Exporter en texte…</translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Garde Nationale: %1 fires</source>
        <translation>Garde Nationale&#xa0;: %1 tire</translation>
    </message>
    <message>
        <source>Start of the turn: death tests</source>
        <translation>Début du tour&#xa0;: tests de mort</translation>
    </message>
    <message>
        <source>Initiative: 1 d6 per gang</source>
        <translation>Initiative&#xa0;: 1 d6 par bande</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Lancer les dés</translation>
    </message>
    <message>
        <source>%1 decide who activates first:</source>
        <translation>%1 décide qui s&apos;active en premier&#xa0;:</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Initiative</translation>
    </message>
    <message>
        <source>End the turn?</source>
        <translation>Finir le tour&#xa0;?</translation>
    </message>
    <message>
        <source>End the game?</source>
        <translation>Finir la partie&#xa0;?</translation>
    </message>
    <message>
        <source>Some things are still to do this turn:</source>
        <translation>Il reste des choses à faire ce tour-ci&#xa0;:</translation>
    </message>
    <message>
        <source>The game is not finished:</source>
        <translation>La partie n&apos;est pas finie&#xa0;:</translation>
    </message>
    <message>
        <source>ended by the referee</source>
        <translation>terminée par l&apos;arbitre</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>This table has no street for a check-point.</source>
        <translation>Cette table n&apos;a pas de rue pour un check-point.</translation>
    </message>
    <message>
        <source>Garde Nationale check-point</source>
        <translation>Check-point de la Garde Nationale</translation>
    </message>
    <message>
        <source>On which street?</source>
        <translation>Sur quelle rue&#xa0;?</translation>
    </message>
</context>
<context>
    <name>GangPlayersDialog</name>
    <message>
        <source>Record the game in the book</source>
        <translation>Inscrire la partie dans le livre</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gang&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bande&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Played by&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jouée par&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rank&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rang&lt;/b&gt;</translation>
    </message>
    <message>
        <source>player (else the gang&apos;s name)</source>
        <translation>joueur (sinon le nom de la bande)</translation>
    </message>
    <message>
        <source>The rules give no single score: the gangs&apos; figures standing, KO, dead and captive, robberies, arrests and bavures are recorded; the ranks are yours.</source>
        <translation>Les règles ne donnent pas de score unique&#xa0;: les figurines debout, KO, mortes et captives des bandes, les braquages, les arrestations et les bavures sont inscrits&#xa0;; les rangs sont les vôtres.</translation>
    </message>
</context>
<context>
    <name>GangsterParadiseView</name>
    <message>
        <source>Secondary production</source>
        <translation>Production secondaire</translation>
    </message>
    <message>
        <source>Turn up a black-market card</source>
        <translation>Retourner une carte du marché noir</translation>
    </message>
    <message>
        <source>Deliver</source>
        <translation>Livrer</translation>
    </message>
    <message>
        <source>Done with this phase</source>
        <translation>Fin de cette phase</translation>
    </message>
    <message>
        <source>Recruit</source>
        <translation>Recruter</translation>
    </message>
    <message>
        <source>Recruit an executant</source>
        <translation>Recruter un exécutant</translation>
    </message>
    <message>
        <source>Executant card drawn</source>
        <translation>Carte d&apos;exécutant tirée</translation>
    </message>
    <message>
        <source>Send an executant</source>
        <translation>Envoyer un exécutant</translation>
    </message>
    <message>
        <source>Executant acts</source>
        <translation>L&apos;exécutant agit</translation>
    </message>
    <message>
        <source>Pierre-feuille-ciseaux result</source>
        <translation>Résultat de pierre-feuille-ciseaux</translation>
    </message>
    <message>
        <source>Soldats on secondary goods</source>
        <translation>Soldats sur les marchandises secondaires</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Paid with</source>
        <translation>Payé avec</translation>
    </message>
    <message>
        <source>Executant</source>
        <translation>Exécutant</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Sur</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Set-up: secondary productions, %1 draws</source>
        <translation>Mise en place&#xa0;: productions secondaires, %1 tire</translation>
    </message>
    <message>
        <source>After turn %1: the most white wins</source>
        <translation>Après le tour %1&#xa0;: le plus de blancs gagne</translation>
    </message>
    <message>
        <source>Turn %1 of %2 — first player %3</source>
        <translation>Tour %1 sur %2 — premier joueur %3</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Black market: %1; %2 red for the one left without; deck %3</source>
        <translation>Marché noir&#xa0;: %1&#xa0;; %2 rouges pour celui qui reste sans&#xa0;; pioche %3</translation>
    </message>
    <message>
        <source>The game is over after %1 turns: the most white notes wins, then the most members, then the most red, then pierre-feuille-ciseaux.</source>
        <translation>La partie est terminée après %1 tours&#xa0;: le plus de billets blancs gagne, puis le plus de membres, puis le plus de rouges, puis pierre-feuille-ciseaux.</translation>
    </message>
    <message numerus="yes">
        <source>Set-up: turn up %n black-market cards</source>
        <translation>
            <numerusform>Mise en place&#xa0;: retourner %n carte du marché noir</numerusform>
            <numerusform>Mise en place&#xa0;: retourner %n cartes du marché noir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black market: turn up %n cards for the next turn</source>
        <translation>
            <numerusform>Marché noir&#xa0;: retourner %n carte pour le tour suivant</numerusform>
            <numerusform>Marché noir&#xa0;: retourner %n cartes pour le tour suivant</numerusform>
        </translation>
    </message>
    <message>
        <source>End of turn: %1 puts goods back to 4</source>
        <translation>Fin du tour&#xa0;: %1 remet ses marchandises à 4</translation>
    </message>
    <message>
        <source>%1 draws an executant card: enter it</source>
        <translation>%1 tire une carte d&apos;exécutant&#xa0;: saisissez-la</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>pas encore d&apos;offre</translation>
    </message>
    <message>
        <source>Black market: %1 takes a card for %2</source>
        <translation>Marché noir&#xa0;: %1 prend une carte pour %2</translation>
    </message>
    <message>
        <source>Black market: %1 to bid (bids: %2)</source>
        <translation>Marché noir&#xa0;: à %1 d&apos;enchérir (offres&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Phase %1: %2 — %3 plays</source>
        <translation>Phase %1&#xa0;: %2 — %3 joue</translation>
    </message>
    <message>
        <source>Clan</source>
        <translation>Clan</translation>
    </message>
    <message>
        <source>Production</source>
        <translation>Production</translation>
    </message>
    <message>
        <source>%1, secondary not drawn yet</source>
        <translation>%1, secondaire pas encore tirée</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membres</translation>
    </message>
    <message>
        <source>Goods</source>
        <translation>Marchandises</translation>
    </message>
    <message>
        <source>Executants held</source>
        <translation>Exécutants en main</translation>
    </message>
    <message>
        <source>Executant on board</source>
        <translation>Exécutant en jeu</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Salaries</source>
        <translation>Salaires</translation>
    </message>
    <message>
        <source>unpaid: no goods at the next delivery</source>
        <translation>impayés&#xa0;: aucune marchandise à la prochaine livraison</translation>
    </message>
    <message>
        <source>Resale</source>
        <translation>Revente</translation>
    </message>
    <message>
        <source>done this turn</source>
        <translation>faite ce tour-ci</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>reading</source>
        <translation>lecture</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>le jeu</translation>
    </message>
    <message>
        <source>8 turns of 5 phases</source>
        <translation>8 tours de 5 phases</translation>
    </message>
    <message>
        <source>« Le joueur ayant le casier judiciaire le plus rempli commence et prend la carte « premier joueur » »</source>
        <translation>«&#xa0;Le joueur ayant le casier judiciaire le plus rempli commence et prend la carte «&#xa0;premier joueur&#xa0;»&#xa0;»</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>Tabletop help</source>
        <translation>Aide de Tabletop</translation>
    </message>
    <message>
        <source>&lt;b&gt;The rule of the action chosen&lt;/b&gt;</source>
        <translation>&lt;b&gt;La règle de l&apos;action choisie&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keyboard shortcuts&lt;/b&gt;</source>
        <translation>&lt;b&gt;Raccourcis clavier&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Choose an action in a live game&apos;s action panel, then press F1: the rulebook&apos;s words for it show here.</source>
        <translation>Choisissez une action dans le panneau d&apos;actions d&apos;une partie, puis appuyez sur F1&#xa0;: le texte de la règle s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>Rulebook, %1</source>
        <translation>Livre de règles, %1</translation>
    </message>
</context>
<context>
    <name>HiddenRoll</name>
    <message>
        <source>The dice are on %1&apos;s phone: only he looks, until « tu bluffes ».</source>
        <translation>Les dés sont sur le téléphone de %1&#xa0;: lui seul regarde, jusqu&apos;à «&#xa0;tu bluffes&#xa0;».</translation>
    </message>
    <message>
        <source>Real dice under the cup: %1 looks, nothing is typed until the check.</source>
        <translation>Vrais dés sous le gobelet&#xa0;: %1 regarde, rien n&apos;est saisi avant la vérification.</translation>
    </message>
    <message>
        <source>%1&apos;s dice: %2</source>
        <translation>Dés de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Cacher</translation>
    </message>
    <message>
        <source>The dice are hidden: only %1 looks.</source>
        <translation>Les dés sont cachés&#xa0;: seul %1 regarde.</translation>
    </message>
    <message>
        <source>Peek (%1 only)</source>
        <translation>Regarder (%1 seulement)</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>&lt;h1&gt;Tabletop&lt;/h1&gt;&lt;p&gt;The referee&apos;s assistant for gangster tabletop games.&lt;/p&gt;</source>
        <translation>&lt;h1&gt;Tabletop&lt;/h1&gt;&lt;p&gt;L&apos;assistant de l&apos;arbitre pour les jeux de gangsters sur table.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Preferences…</source>
        <translation>Préférences…</translation>
    </message>
    <message>
        <source>Help and shortcuts (F1)</source>
        <translation>Aide et raccourcis (F1)</translation>
    </message>
    <message>
        <source>No recent files yet: open a file, start from a module or a sample below.</source>
        <translation>Pas encore de fichier récent&#xa0;: ouvrez un fichier, ou partez d&apos;un module ou d&apos;un exemple ci-dessous.</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Modules&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Modules&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sample tables and games&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Tables et parties d&apos;exemple&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Recent files&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Fichiers récents&lt;/h3&gt;</translation>
    </message>
</context>
<context>
    <name>InfluenceForm</name>
    <message>
        <source>The cost printed on the card</source>
        <translation>Le coût imprimé sur la carte</translation>
    </message>
    <message>
        <source>Play influence</source>
        <translation>Jouer de l&apos;influence</translation>
    </message>
</context>
<context>
    <name>InvestmentsPage</name>
    <message>
        <source>5. Investments</source>
        <translation>5. Investissements</translation>
    </message>
    <message>
        <source>Add each purchase to the list; the money left is counted as you go.</source>
        <translation>Ajoutez chaque achat à la liste&#xa0;; l&apos;argent restant se met à jour à mesure.</translation>
    </message>
    <message>
        <source>(resource or equipment)</source>
        <translation>(ressource ou matériel)</translation>
    </message>
    <message>
        <source>(weapon)</source>
        <translation>(arme)</translation>
    </message>
    <message>
        <source>Add to the list</source>
        <translation>Ajouter à la liste</translation>
    </message>
    <message>
        <source>Remove the selected line</source>
        <translation>Retirer la ligne choisie</translation>
    </message>
    <message>
        <source>(figure)</source>
        <translation>(figurine)</translation>
    </message>
    <message numerus="yes">
        <source>{gang}: {what} — price in bitcoins: %n</source>
        <translation>
            <numerusform>{gang}&#xa0;: {what} — %n bitcoin</numerusform>
            <numerusform>{gang}&#xa0;: {what} — %n bitcoins</numerusform>
        </translation>
    </message>
    <message>
        <source>Resource: {name}</source>
        <translation>Ressource&#xa0;: {name}</translation>
    </message>
    <message numerus="yes">
        <source>{gang}: bitcoins left: %n</source>
        <translation>
            <numerusform>{gang}&#xa0;: il reste %n bitcoin</numerusform>
            <numerusform>{gang}&#xa0;: il reste %n bitcoins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JobForm</name>
    <message>
        <source>points: </source>
        <translation>points&#xa0;: </translation>
    </message>
    <message>
        <source>Baron bonuses: </source>
        <translation>bonus Baron&#xa0;: </translation>
    </message>
    <message>
        <source>met when drawn</source>
        <translation>rempli à la pioche</translation>
    </message>
    <message>
        <source>Job done</source>
        <translation>Job fait</translation>
    </message>
</context>
<context>
    <name>JournalWarning</name>
    <message>
        <source>The recovery journal cannot be written (%1): the game goes on in memory and is written again as soon as the disk allows.</source>
        <translation>Le journal de secours ne peut pas être écrit (%1)&#xa0;: la partie continue en mémoire et sera réécrite dès que le disque le permettra.</translation>
    </message>
</context>
<context>
    <name>LaunderForm</name>
    <message>
        <source>Laundering and salaries</source>
        <translation>Blanchiment et salaires</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>%1 red</source>
        <translation>%1 rouges</translation>
    </message>
    <message>
        <source>Red to launder</source>
        <translation>Rouges à blanchir</translation>
    </message>
    <message>
        <source>Launder and pay the salaries</source>
        <translation>Blanchir et payer les salaires</translation>
    </message>
</context>
<context>
    <name>ListSettingEditor</name>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a value at the end of the list</source>
        <translation>Ajouter une valeur à la fin de la liste</translation>
    </message>
    <message>
        <source>Remove the last</source>
        <translation>Retirer la dernière</translation>
    </message>
    <message>
        <source>Take the last value off the list</source>
        <translation>Retirer la dernière valeur de la liste</translation>
    </message>
</context>
<context>
    <name>LocationDialog</name>
    <message>
        <source>Book location</source>
        <translation>Emplacement du livre</translation>
    </message>
    <message>
        <source>The book is a SQLite file on this laptop, or a PostgreSQL database that several referees record into (postgresql+psycopg://user:password@host/database).</source>
        <translation>Le livre est un fichier SQLite sur cet ordinateur, ou une base PostgreSQL où plusieurs arbitres écrivent (postgresql+psycopg://utilisateur:motdepasse@hôte/base).</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Fichier…</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>%1 is set in the environment: it names the book in use until it is unset.</source>
        <translation>%1 est défini dans l&apos;environnement&#xa0;: il désigne le livre utilisé tant qu&apos;il n&apos;est pas retiré.</translation>
    </message>
    <message>
        <source>Book file</source>
        <translation>Fichier du livre</translation>
    </message>
    <message>
        <source>Books (*.sqlite *.db);;All files (*)</source>
        <translation>Livres (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>&lt;b&gt;Log&lt;/b&gt;</source>
        <translation>&lt;b&gt;Journal&lt;/b&gt;</translation>
    </message>
    <message>
        <source>↶ Undo last step</source>
        <translation>↶ Annuler la dernière étape</translation>
    </message>
    <message>
        <source>Export as text…</source>
        <translation>Exporter en texte…</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation>Exporter le journal</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Fichiers texte (*.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Export impossible</translation>
    </message>
    <message>
        <source>“%1” could not be written: %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas pu être écrit&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>MafiaStoryView</name>
    <message>
        <source>opening: each player looks at 3 cards</source>
        <translation>ouverture&#xa0;: chaque joueur regarde 3 cartes</translation>
    </message>
    <message>
        <source>opening: each player lays a police or spéciale card on a territory</source>
        <translation>ouverture&#xa0;: chaque joueur pose une carte police ou spéciale sur un territoire</translation>
    </message>
    <message>
        <source>actions: look at 3 cards, place a token, or place one to chase</source>
        <translation>actions&#xa0;: regarder 3 cartes, placer un jeton, ou en placer un pour chasser</translation>
    </message>
    <message>
        <source>a chased token must move</source>
        <translation>un jeton chassé doit se déplacer</translation>
    </message>
    <message>
        <source>transport pass: one pawn to chase a token</source>
        <translation>passage des transports&#xa0;: un pion pour chasser un jeton</translation>
    </message>
    <message>
        <source>prevention cards</source>
        <translation>cartes de prévention</translation>
    </message>
    <message>
        <source>prevention targets</source>
        <translation>cibles de prévention</translation>
    </message>
    <message>
        <source>the reveal: enter each card as it is turned over</source>
        <translation>la révélation&#xa0;: saisissez chaque carte quand elle est retournée</translation>
    </message>
    <message>
        <source>buy back a transport pawn for 2 cards</source>
        <translation>racheter un pion transport pour 2 cartes</translation>
    </message>
    <message>
        <source>end of the round: each player looks at 1 card</source>
        <translation>fin du tour&#xa0;: chaque joueur regarde 1 carte</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <source>Lay the card</source>
        <translation>Poser la carte</translation>
    </message>
    <message>
        <source>Place the token</source>
        <translation>Placer le jeton</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Move it</source>
        <translation>Le déplacer</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Le reprendre</translation>
    </message>
    <message>
        <source>Move for a pawn</source>
        <translation>Déplacer pour un pion</translation>
    </message>
    <message>
        <source>Place for a pawn</source>
        <translation>Placer pour un pion</translation>
    </message>
    <message>
        <source>Neutralise</source>
        <translation>Neutraliser</translation>
    </message>
    <message>
        <source>Buy back</source>
        <translation>Racheter</translation>
    </message>
    <message>
        <source>encaissement</source>
        <translation>encaissement</translation>
    </message>
    <message>
        <source>guerre des gangs</source>
        <translation>guerre des gangs</translation>
    </message>
    <message>
        <source>police</source>
        <translation>police</translation>
    </message>
    <message>
        <source>activité spéciale</source>
        <translation>activité spéciale</translation>
    </message>
    <message>
        <source>Round %1 — %2</source>
        <translation>Tour %1 — %2</translation>
    </message>
    <message>
        <source>First player: %1; cards in the city: %2</source>
        <translation>Premier joueur&#xa0;: %1&#xa0;; cartes dans la ville&#xa0;: %2</translation>
    </message>
    <message>
        <source>Looking at: %1</source>
        <translation>Regarde&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1&apos;s token was chased from %2</source>
        <translation>Le jeton de %1 a été chassé de %2</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Transport</translation>
    </message>
    <message>
        <source>%1, one spent this round</source>
        <translation>%1, dont un dépensé ce tour-ci</translation>
    </message>
    <message>
        <source>Tokens in hand</source>
        <translation>Jetons en main</translation>
    </message>
    <message>
        <source>Prevention</source>
        <translation>Prévention</translation>
    </message>
    <message>
        <source>Lost to guerres</source>
        <translation>Perdus aux guerres</translation>
    </message>
    <message>
        <source>« Le dernier à avoir vu un film de gangsters prend le jeton premier joueur. »</source>
        <translation>«&#xa0;Le dernier à avoir vu un film de gangsters prend le jeton premier joueur.&#xa0;»</translation>
    </message>
    <message>
        <source>%1 points, or %2 for a team</source>
        <translation>%1 points, ou %2 pour une équipe</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>The game is over: %1 reached the target (%2) and wins.</source>
        <translation>La partie est terminée&#xa0;: %1 a atteint le but (%2) et la gagne.</translation>
    </message>
    <message>
        <source>The game is over: %1 reached the target (%2); %3</source>
        <translation>La partie est terminée&#xa0;: %1 a atteint le but (%2)&#xa0;; %3</translation>
    </message>
    <message>
        <source>The game is over: only %1 cards are left in the city; %3</source>
        <translation>La partie est terminée&#xa0;: il ne reste que %1 cartes dans la ville&#xa0;; %3</translation>
    </message>
    <message>
        <source>First player: %1; cards and covers laid: %2</source>
        <translation>Premier joueur&#xa0;: %1&#xa0;; cartes et couvertures posées&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Home</source>
        <translation>Accueil</translation>
    </message>
    <message>
        <source>Tabletop does not open this type of file; it opens %1.</source>
        <translation>Tabletop n&apos;ouvre pas ce type de fichier&#xa0;; il ouvre %1.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Tabletop a ouvert «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Made from the sample %1: Save asks where to keep it</source>
        <translation>Créé à partir de l&apos;exemple %1&#xa0;: Enregistrer demande où le garder</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>“%1” could not be saved: %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas pu être enregistré&#xa0;: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>%1[*] — Tabletop</source>
        <translation>%1[*] — Tabletop</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>&amp;About Tabletop</source>
        <translation>&amp;À propos de Tabletop</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Tabletop &amp;Help</source>
        <translation>&amp;Aide de Tabletop</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vider le menu</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Map editor</source>
        <translation>Éditeur de carte</translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message>
        <source>Could not keep a recovery copy: {reason}</source>
        <translation>Impossible de garder une copie de secours&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Aimanter</translation>
    </message>
    <message>
        <source>Snap to grid, corners and edges (Shift+S); hold Ctrl to invert</source>
        <translation>Aimanter à la grille, aux coins et aux bords (Maj+S)&#xa0;; maintenez Ctrl pour inverser</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Zoom avant (Ctrl++)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Zoom arrière (Ctrl+-)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Dupliquer</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Tout sélectionner</translation>
    </message>
    <message>
        <source>Turn 90° left</source>
        <translation>Tourner de 90° à gauche</translation>
    </message>
    <message>
        <source>Turn 90° right</source>
        <translation>Tourner de 90° à droite</translation>
    </message>
    <message>
        <source>Turn 90° left ([)</source>
        <translation>Tourner de 90° à gauche ([)</translation>
    </message>
    <message>
        <source>Turn 90° right (])</source>
        <translation>Tourner de 90° à droite (])</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Coins</translation>
    </message>
    <message>
        <source>Edges</source>
        <translation>Bords</translation>
    </message>
    <message>
        <source>Grid step {step:g} cm</source>
        <translation>Pas de grille {step:g} cm</translation>
    </message>
    <message>
        <source>Snap to</source>
        <translation>Aimanter à</translation>
    </message>
    <message>
        <source>Background picture</source>
        <translation>Image de fond</translation>
    </message>
    <message>
        <source>Background picture in exports and prints</source>
        <translation>Image de fond dans les exports et impressions</translation>
    </message>
    <message>
        <source>Figure labels</source>
        <translation>Noms des figurines</translation>
    </message>
    <message>
        <source>Building labels</source>
        <translation>Noms des bâtiments</translation>
    </message>
    <message>
        <source>Street labels</source>
        <translation>Noms des rues</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Propriétés</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Calques</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Palette</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>Calibrate the background picture</source>
        <translation>Étalonner l&apos;image de fond</translation>
    </message>
    <message>
        <source>Real distance between the two points (they are {cm:.1f} cm apart now):</source>
        <translation>Distance réelle entre les deux points (ils sont à {cm:.1f} cm l&apos;un de l&apos;autre maintenant)&#xa0;:</translation>
    </message>
    <message>
        <source>1 cm = {px:.1f} px</source>
        <translation>1 cm = {px:.1f} px</translation>
    </message>
    <message>
        <source>Nothing to paste onto this table</source>
        <translation>Rien à coller sur cette table</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tourner</translation>
    </message>
    <message>
        <source>The turned selection would leave the table</source>
        <translation>La sélection tournée sortirait de la table</translation>
    </message>
    <message>
        <source>Nudge</source>
        <translation>Décaler</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Sélection&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>MapPanel</name>
    <message>
        <source>The map</source>
        <translation>Le plan</translation>
    </message>
    <message>
        <source>A armes · B bordels · C casinos · D drogues · ♟ pawn</source>
        <translation>A armes · B bordels · C casinos · D drogues · ♟ pion</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqué</translation>
    </message>
    <message>
        <source>Prison: %1</source>
        <translation>Prison&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (serving)</source>
        <translation>%1 (purge sa peine)</translation>
    </message>
    <message>
        <source>Bank: %1 M$</source>
        <translation>Banque&#xa0;: %1 M$</translation>
    </message>
    <message>
        <source>&lt;b&gt;Furi&lt;/b&gt;: reputation %1, %2 businesses on %3 quartiers; board %4; cards %5; last attacked %6</source>
        <translation>&lt;b&gt;Furi&lt;/b&gt;&#xa0;: réputation %1, %2 business sur %3 quartiers&#xa0;; plateau %4&#xa0;; cartes %5&#xa0;; dernier attaqué %6</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Space + drag</source>
        <translation>Espace + glisser</translation>
    </message>
    <message>
        <source>Pan the table (or drag with the middle button)</source>
        <translation>Faire défiler la table (ou glisser avec le bouton du milieu)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Move the selection 1 cm</source>
        <translation>Déplacer la sélection de 1 cm</translation>
    </message>
    <message>
        <source>Shift + arrow keys</source>
        <translation>Maj + flèches</translation>
    </message>
    <message>
        <source>Move the selection 10 cm</source>
        <translation>Déplacer la sélection de 10 cm</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Finish what the tool is drawing or measuring</source>
        <translation>Terminer ce que l&apos;outil trace ou mesure</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Cancel what the tool is doing</source>
        <translation>Annuler ce que fait l&apos;outil</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Merge two players</source>
        <translation>Fusionner deux joueurs</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Merge into it</source>
        <translation>Y fusionner</translation>
    </message>
</context>
<context>
    <name>ModuleCard</name>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
</context>
<context>
    <name>MoneyForm</name>
    <message>
        <source>the bank</source>
        <translation>la banque</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Payer</translation>
    </message>
</context>
<context>
    <name>NarcopolisView</name>
    <message>
        <source>Take the income</source>
        <translation>Toucher les revenus</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Attack (3 M$ each)</source>
        <translation>Attaquer (3 M$ chacun)</translation>
    </message>
    <message>
        <source>Implant (5 M$)</source>
        <translation>Implanter (5 M$)</translation>
    </message>
    <message>
        <source>Develop (3 M$)</source>
        <translation>Développer (3 M$)</translation>
    </message>
    <message>
        <source>Dismantle (10 M$)</source>
        <translation>Démanteler (10 M$)</translation>
    </message>
    <message>
        <source>Play influence</source>
        <translation>Jouer de l&apos;influence</translation>
    </message>
    <message>
        <source>Buy influence (3 M$)</source>
        <translation>Acheter de l&apos;influence (3 M$)</translation>
    </message>
    <message>
        <source>Job done</source>
        <translation>Job fait</translation>
    </message>
    <message>
        <source>Exchange (10 M$ each)</source>
        <translation>Échanger (10 M$ chacun)</translation>
    </message>
    <message>
        <source>Mécénat (20 M$)</source>
        <translation>Mécénat (20 M$)</translation>
    </message>
    <message>
        <source>Humiliation (+10 M$)</source>
        <translation>Humiliation (+10 M$)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Donner</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Détruire</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>Suspendre</translation>
    </message>
    <message>
        <source>Announce</source>
        <translation>Annoncer</translation>
    </message>
    <message>
        <source>« Tu bluffes ! »</source>
        <translation>«&#xa0;Tu bluffes&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>Take the cup and roll</source>
        <translation>Prendre le gobelet et lancer</translation>
    </message>
    <message>
        <source>The cup shows</source>
        <translation>Le gobelet montre</translation>
    </message>
    <message>
        <source>Furi attacks</source>
        <translation>Furi attaque</translation>
    </message>
    <message>
        <source>Furi implants</source>
        <translation>Furi s&apos;implante</translation>
    </message>
    <message>
        <source>Furi plays</source>
        <translation>Furi joue</translation>
    </message>
    <message>
        <source>Furi cannot act</source>
        <translation>Furi ne peut pas agir</translation>
    </message>
    <message>
        <source>Before round 1: reveal the first event card</source>
        <translation>Avant le tour 1&#xa0;: révélez la première carte événement</translation>
    </message>
    <message>
        <source>Last round: everyone plays the same number of turns.</source>
        <translation>Dernier tour&#xa0;: chacun joue le même nombre de tours.</translation>
    </message>
    <message>
        <source>Furi&apos;s card: %1 — a die picks who plays it (odd: %2, even: the other)</source>
        <translation>Carte de Furi&#xa0;: %1 — un dé désigne qui la joue (impair&#xa0;: %2, pair&#xa0;: l&apos;autre)</translation>
    </message>
    <message>
        <source>Furi&apos;s card: %1, played by %2</source>
        <translation>Carte de Furi&#xa0;: %1, jouée par %2</translation>
    </message>
    <message>
        <source>%1&apos;s turn: %2</source>
        <translation>Au tour de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Final combat, bout %1 of %2: %3 attacks %4; announced: %5</source>
        <translation>Combat final, manche %1 sur %2&#xa0;: %3 attaque %4&#xa0;; annoncé&#xa0;: %5</translation>
    </message>
    <message>
        <source>Combat on %1: %2 attacks %3; announced: %4</source>
        <translation>Combat sur %1&#xa0;: %2 attaque %3&#xa0;; annoncé&#xa0;: %4</translation>
    </message>
    <message>
        <source>%1 holds « %2 » (used)</source>
        <translation>%1 a «&#xa0;%2&#xa0;» (utilisée)</translation>
    </message>
    <message>
        <source>%1 holds « %2 »</source>
        <translation>%1 a «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>⚠ The rounds are over, but %1 are level on reputation and businesses: the play ends with the final combat (a knock-out in playing order; nothing is at stake).</source>
        <translation>⚠ Les tours sont finis, mais %1 sont à égalité de réputation et de business&#xa0;: la partie se termine par le combat final (élimination dans l&apos;ordre de jeu&#xa0;; rien n&apos;est en jeu).</translation>
    </message>
    <message>
        <source>income first</source>
        <translation>les revenus d&apos;abord</translation>
    </message>
    <message>
        <source>move</source>
        <translation>déplacement</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>Place a starting business</source>
        <translation>Placer un Business de départ</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Parier</translation>
    </message>
    <message>
        <source>Keeps the Armement card</source>
        <translation>Garde la carte Armement</translation>
    </message>
    <message>
        <source>Start the combat</source>
        <translation>Commencer le combat</translation>
    </message>
    <message>
        <source>Use the Armement card</source>
        <translation>Utiliser la carte Armement</translation>
    </message>
    <message>
        <source>implant</source>
        <translation>implantation</translation>
    </message>
    <message>
        <source>play an influence card</source>
        <translation>carte Influence</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Round %1 of %2 — event « %3 ». %4</source>
        <translation>Tour %1 sur %2 — événement «&#xa0;%3&#xa0;». %4</translation>
    </message>
    <message>
        <source>bet: %1</source>
        <translation>pari&#xa0;: %1</translation>
    </message>
    <message>
        <source>dismantle</source>
        <translation>démantèlement</translation>
    </message>
    <message>
        <source>influence played</source>
        <translation>influence jouée</translation>
    </message>
    <message>
        <source>influence bought</source>
        <translation>influence achetée</translation>
    </message>
    <message>
        <source>jobs exchanged</source>
        <translation>jobs échangés</translation>
    </message>
    <message>
        <source>mécénat</source>
        <translation>mécénat</translation>
    </message>
    <message>
        <source>humiliation %1</source>
        <translation>humiliation %1</translation>
    </message>
    <message>
        <source>used %1</source>
        <translation>utilisé %1</translation>
    </message>
    <message>
        <source>income taken</source>
        <translation>revenus touchés</translation>
    </message>
    <message>
        <source>in prison</source>
        <translation>en prison</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>Réputation</translation>
    </message>
    <message>
        <source>Influence cards</source>
        <translation>Cartes Influence</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>%1 in hand; done: %2</source>
        <translation>%1 en main&#xa0;; faits&#xa0;: %2</translation>
    </message>
    <message>
        <source>Built</source>
        <translation>Construits</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Revenus</translation>
    </message>
    <message>
        <source>suspended</source>
        <translation>suspendus</translation>
    </message>
    <message>
        <source>Businesses</source>
        <translation>Business</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Starting businesses</source>
        <translation>Business de départ</translation>
    </message>
    <message>
        <source>%1 to place</source>
        <translation>%1 à placer</translation>
    </message>
    <message>
        <source>%1 were level on reputation and businesses; %2 won the final combat.</source>
        <translation>%1 étaient à égalité de réputation et de business&#xa0;; %2 a gagné le combat final.</translation>
    </message>
    <message>
        <source>The game is over: Furi stays the boss (%1 reputation points) and every player loses.</source>
        <translation>La partie est terminée&#xa0;: Furi reste le boss (%1 points de réputation) et tous les joueurs perdent.</translation>
    </message>
    <message>
        <source>The game is over: a Wiseguy reached %1 reputation points and everyone played the same number of turns.</source>
        <translation>La partie est terminée&#xa0;: un Wiseguy a atteint %1 points de réputation et chacun a joué le même nombre de tours.</translation>
    </message>
    <message>
        <source>note</source>
        <translation>note</translation>
    </message>
    <message>
        <source>« Le premier joueur à avoir 2 bonnes réponses au quizz (voir fin du livret) démarre. Si vous avez tous déjà joué … c&apos;est le plus fourbe qui démarre ! »</source>
        <translation>«&#xa0;Le premier joueur à avoir 2 bonnes réponses au quizz (voir fin du livret) démarre. Si vous avez tous déjà joué … c&apos;est le plus fourbe qui démarre&#xa0;!&#xa0;»</translation>
    </message>
    <message>
        <source>10 M$</source>
        <translation>10 M$</translation>
    </message>
    <message>
        <source>1 reputation point</source>
        <translation>1 point de Réputation</translation>
    </message>
    <message numerus="yes">
        <source>%n developments</source>
        <translation>
            <numerusform>%n développement</numerusform>
            <numerusform>%n développements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (reached %2: can no longer lose any)</source>
        <translation>%1 (a atteint %2&#xa0;: ne peut plus en perdre)</translation>
    </message>
    <message>
        <source>in prison (serves his next turn)</source>
        <translation>en prison (y passe son prochain tour)</translation>
    </message>
    <message>
        <source>in prison (serving this turn)</source>
        <translation>en prison (y passe ce tour)</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>The game is over: a player passed Furi and the round is over.</source>
        <translation>La partie est terminée&#xa0;: un joueur a dépassé Furi et le tour est fini.</translation>
    </message>
    <message>
        <source>The game is over: the round of the tenth event card is over.</source>
        <translation>La partie est terminée&#xa0;: le tour de la dixième carte événement est fini.</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>la banque</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message>
        <source>Quartier</source>
        <translation>Quartier</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Stake</source>
        <translation>Mise</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Variation</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Armement</source>
        <translation>Armement</translation>
    </message>
    <message>
        <source>Referee: what the cards did, trades</source>
        <translation>Arbitre&#xa0;: ce qu&apos;ont fait les cartes, échanges</translation>
    </message>
    <message>
        <source>Influence and event texts are lost: enter their consequences here.</source>
        <translation>Les textes des cartes Influence et Événement sont perdus&#xa0;: saisissez leurs conséquences ici.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Gang %1 (%2 figures)</source>
        <translation>Bande %1 (%2 figurines)</translation>
    </message>
    <message>
        <source>Roster file…</source>
        <translation>Fichier de bande…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;New game of Peur sur la Ville&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Nouvelle partie de Peur sur la Ville&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Other scenario file…</source>
        <translation>Autre fichier de scénario…</translation>
    </message>
    <message>
        <source>The virtual dice are drawn from this number: the same seed and the same decisions give the same game</source>
        <translation>Les dés virtuels sont tirés de ce nombre&#xa0;: la même graine et les mêmes décisions donnent la même partie</translation>
    </message>
    <message>
        <source>Gangs</source>
        <translation>Bandes</translation>
    </message>
    <message>
        <source>▶ Start the game</source>
        <translation>▶ Commencer la partie</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation>Graine des dés</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Scenario maps (*.geojson *.scenario.json)</source>
        <translation>Cartes de scénario (*.geojson *.scenario.json)</translation>
    </message>
    <message>
        <source>&lt;small&gt;roster file: %1 bitcoins left&lt;/small&gt;</source>
        <translation>&lt;small&gt;fichier de bande&#xa0;: reste %1 bitcoins&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;small&gt;the rulebook&apos;s roster&lt;/small&gt;</source>
        <translation>&lt;small&gt;la bande du livre de règles&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>Rosters (*.json);;All files (*)</source>
        <translation>Bandes (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>“%1” is not a roster: %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une bande&#xa0;: %2</translation>
    </message>
    <message>
        <source>Choose a scenario.</source>
        <translation>Choisissez un scénario.</translation>
    </message>
    <message>
        <source>A game needs two gangs or more: tick at least two.</source>
        <translation>Une partie demande au moins deux bandes&#xa0;: cochez-en au moins deux.</translation>
    </message>
    <message>
        <source>Each gang plays as a different gang of the rulebook.</source>
        <translation>Chaque bande joue une bande différente du livre de règles.</translation>
    </message>
</context>
<context>
    <name>NewPlayPage</name>
    <message>
        <source>New %1 play</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Players, in seat order (the first one starts)</source>
        <translation>Joueurs, dans l&apos;ordre autour de la table (le premier commence)</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Seed of the virtual dice:</source>
        <translation>Graine des dés virtuels&#xa0;:</translation>
    </message>
    <message>
        <source>Start the play</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation>Deux joueurs ont le même nom.</translation>
    </message>
</context>
<context>
    <name>NodeTool</name>
    <message>
        <source>Move corner</source>
        <translation>Déplacer un coin</translation>
    </message>
    <message>
        <source>Add corner</source>
        <translation>Ajouter un coin</translation>
    </message>
    <message>
        <source>A shape needs at least three corners, a line two points</source>
        <translation>Une forme demande au moins trois coins, une ligne deux points</translation>
    </message>
    <message>
        <source>Remove corner</source>
        <translation>Retirer un coin</translation>
    </message>
</context>
<context>
    <name>OpeningTool</name>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Click on the edge of a building</source>
        <translation>Cliquez sur le bord d&apos;un bâtiment</translation>
    </message>
</context>
<context>
    <name>OverlayController</name>
    <message>
        <source>{figure}: sees {seen} ({cover} in cover), {hidden} out of sight</source>
        <translation>{figure}&#xa0;: voit {seen} ({cover} à couvert), {hidden} hors de vue</translation>
    </message>
    <message>
        <source>{figure}: sees {seen} ({cover} in cover), {hidden} out of sight; {n} within command</source>
        <translation>{figure}&#xa0;: voit {seen} ({cover} à couvert), {hidden} hors de vue&#xa0;; {n} à portée de commandement</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Superpositions</translation>
    </message>
    <message>
        <source>Range rings</source>
        <translation>Cercles de portée</translation>
    </message>
    <message>
        <source>Sight lines</source>
        <translation>Lignes de vue</translation>
    </message>
    <message>
        <source>What it sees</source>
        <translation>Ce qu&apos;elle voit</translation>
    </message>
    <message>
        <source>Move reach and path</source>
        <translation>Portée de déplacement et chemin</translation>
    </message>
    <message>
        <source>Command radius</source>
        <translation>Rayon de commandement</translation>
    </message>
    <message>
        <source>Moving: {length}</source>
        <translation>Déplacement&#xa0;: {length}</translation>
    </message>
    <message>
        <source>Carrying: {length}</source>
        <translation>En portant&#xa0;: {length}</translation>
    </message>
    <message>
        <source>On skates: {length}</source>
        <translation>En patins&#xa0;: {length}</translation>
    </message>
    <message>
        <source>Vehicle: {length}</source>
        <translation>Véhicule&#xa0;: {length}</translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <source>Terrain rules could not be read: {error}</source>
        <translation>Les règles de terrain n&apos;ont pas pu être lues&#xa0;: {error}</translation>
    </message>
    <message>
        <source>Double-click a kind to draw it. Hover for the rule.</source>
        <translation>Double-cliquez sur un type pour le dessiner. Survolez pour la règle.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>A zone: marks an area of the table; no effect on sight or movement.</source>
        <translation>Une zone&#xa0;: marque une partie de la table&#xa0;; sans effet sur la vue ni le déplacement.</translation>
    </message>
    <message>
        <source>A piece on the table.</source>
        <translation>Une pièce sur la table.</translation>
    </message>
</context>
<context>
    <name>PdfExport</name>
    <message>
        <source>page {n} of {count} (A1 to {last}), 1:1 on {paper} {orientation}</source>
        <translation>page {n} sur {count} (A1 à {last}), 1:1 sur {paper} {orientation}</translation>
    </message>
    <message>
        <source>{cm} cm: check this bar with a ruler before cutting</source>
        <translation>{cm} cm&#xa0;: vérifiez cette barre à la règle avant de découper</translation>
    </message>
    <message>
        <source>landscape</source>
        <translation>paysage</translation>
    </message>
    <message>
        <source>portrait</source>
        <translation>portrait</translation>
    </message>
</context>
<context>
    <name>PhaseStrip</name>
    <message>
        <source>Delivery</source>
        <translation>Livraison</translation>
    </message>
    <message>
        <source>Black market</source>
        <translation>Marché noir</translation>
    </message>
    <message>
        <source>Resale</source>
        <translation>Revente</translation>
    </message>
    <message>
        <source>Recruitment</source>
        <translation>Recrutement</translation>
    </message>
    <message>
        <source>Laundering and salaries</source>
        <translation>Blanchiment et salaires</translation>
    </message>
    <message>
        <source>End of turn: 4 goods at most</source>
        <translation>Fin du tour&#xa0;: 4 marchandises au plus</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>Players&apos; phones</source>
        <translation>Téléphones des joueurs</translation>
    </message>
    <message>
        <source>Show one player his code at a time: whoever scans it takes that seat. The phones must be on the laptop&apos;s Wi-Fi, and its firewall must let port %1 in.</source>
        <translation>Montrez son code à un seul joueur à la fois&#xa0;: qui le scanne prend cette place. Les téléphones doivent être sur le Wi-Fi de l&apos;ordinateur, et son pare-feu doit laisser entrer le port %1.</translation>
    </message>
    <message>
        <source>Show his code</source>
        <translation>Montrer son code</translation>
    </message>
    <message>
        <source>Hide the code</source>
        <translation>Cacher le code</translation>
    </message>
    <message>
        <source>Cut his phone off and make a new code</source>
        <translation>Couper son téléphone et faire un nouveau code</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>%1 scans this code</source>
        <translation>%1 scanne ce code</translation>
    </message>
    <message>
        <source>No code shown</source>
        <translation>Aucun code affiché</translation>
    </message>
    <message>
        <source>Address of the pages: %1</source>
        <translation>Adresse des pages&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cut a phone off</source>
        <translation>Couper un téléphone</translation>
    </message>
    <message>
        <source>Cut %1&apos;s phone off? His page stops at once and his code no longer works; a new code is made.</source>
        <translation>Couper le téléphone de %1&#xa0;? Sa page s&apos;arrête aussitôt et son code ne marche plus&#xa0;; un nouveau code est fait.</translation>
    </message>
    <message>
        <source>%1: connected</source>
        <translation>%1&#xa0;: connecté</translation>
    </message>
    <message>
        <source>%1: not connected</source>
        <translation>%1&#xa0;: non connecté</translation>
    </message>
</context>
<context>
    <name>PlaceTool</name>
    <message>
        <source>Figure</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <source>Civilian</source>
        <translation>Civil</translation>
    </message>
    <message>
        <source>Entry point</source>
        <translation>Point d&apos;entrée</translation>
    </message>
</context>
<context>
    <name>PlayDialog</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Eliminated</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <source>Record a play by hand</source>
        <translation>Inscrire une partie à la main</translation>
    </message>
    <message>
        <source>Edit the play</source>
        <translation>Modifier la partie</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>not noted</source>
        <translation>non notée</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Date and time</source>
        <translation>Date et heure</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Referee</source>
        <translation>Arbitre</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Add a participant</source>
        <translation>Ajouter un participant</translation>
    </message>
    <message>
        <source>Remove the selected one</source>
        <translation>Retirer le participant choisi</translation>
    </message>
    <message>
        <source>Participants (rank 1 wins; every player ranked 1 wins a tie)</source>
        <translation>Participants (le rang 1 gagne&#xa0;; à égalité, chaque joueur classé 1 gagne)</translation>
    </message>
    <message>
        <source>the seat of participant %1 must be a number, not “%2”</source>
        <translation>la place du participant %1 doit être un nombre, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the seat of participant %1 must be a whole number</source>
        <translation>la place du participant %1 doit être un nombre entier</translation>
    </message>
    <message>
        <source>the rank of participant %1 must be a number, not “%2”</source>
        <translation>le rang du participant %1 doit être un nombre, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>the rank of participant %1 must be a whole number</source>
        <translation>le rang du participant %1 doit être un nombre entier</translation>
    </message>
    <message>
        <source>the score of participant %1 must be a number, not “%2”</source>
        <translation>le score du participant %1 doit être un nombre, pas «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>participant %1 has no name</source>
        <translation>le participant %1 n&apos;a pas de nom</translation>
    </message>
</context>
<context>
    <name>PlayDocument</name>
    <message>
        <source>New %1 play</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>%1 play</source>
        <translation>Partie de %1</translation>
    </message>
    <message>
        <source>the play has not started yet: name the players first</source>
        <translation>la partie n&apos;a pas encore commencé&#xa0;: nommez d&apos;abord les joueurs</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <source>New player</source>
        <translation>Nouveau joueur</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Surnom</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Nickname</source>
        <translation>Surnom</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Also known as</source>
        <translation>Aussi appelé</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Edit or rename…</source>
        <translation>Modifier ou renommer…</translation>
    </message>
    <message>
        <source>Merge two players…</source>
        <translation>Fusionner deux joueurs…</translation>
    </message>
    <message>
        <source>Edit player %1</source>
        <translation>Modifier le joueur %1</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Renommer %1 en %2</translation>
    </message>
    <message>
        <source>Choose two different players to merge.</source>
        <translation>Choisissez deux joueurs différents à fusionner.</translation>
    </message>
    <message>
        <source>Merge “%2” into “%1”? Every play and campaign of “%2” moves to “%1”, and “%2” becomes another name of “%1”. This cannot be undone.</source>
        <translation>Fusionner «&#xa0;%2&#xa0;» dans «&#xa0;%1&#xa0;»&#xa0;? Chaque partie et campagne de «&#xa0;%2&#xa0;» passe à «&#xa0;%1&#xa0;», et «&#xa0;%2&#xa0;» devient un autre nom de «&#xa0;%1&#xa0;». Cela ne peut pas être annulé.</translation>
    </message>
    <message>
        <source>Merge two players</source>
        <translation>Fusionner deux joueurs</translation>
    </message>
    <message>
        <source>Select a player first.</source>
        <translation>Choisissez d&apos;abord un joueur.</translation>
    </message>
    <message>
        <source>The book needs two players to merge.</source>
        <translation>Le livre doit avoir deux joueurs à fusionner.</translation>
    </message>
</context>
<context>
    <name>PlaysModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players (score, rank)</source>
        <translation>Joueurs (score, rang)</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
</context>
<context>
    <name>PlaysPage</name>
    <message>
        <source>Search the table…</source>
        <translation>Chercher dans le tableau…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Show more</source>
        <translation>Afficher plus</translation>
    </message>
    <message>
        <source>Record a play by hand…</source>
        <translation>Inscrire une partie à la main…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Open the saved game</source>
        <translation>Ouvrir la partie enregistrée</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>All players</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>Any or none</source>
        <translation>N&apos;importe laquelle ou aucune</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln plays</source>
        <translation>
            <numerusform>%1 partie sur %Ln</numerusform>
            <numerusform>%1 parties sur %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>This play has no saved game file.</source>
        <translation>Cette partie n&apos;a pas de fichier enregistré.</translation>
    </message>
    <message>
        <source>Record a play of %1</source>
        <translation>Inscrire une partie de %1</translation>
    </message>
    <message>
        <source>Edit a play of %1</source>
        <translation>Modifier une partie de %1</translation>
    </message>
    <message>
        <source>Delete the play of %1 on %2 (%3)? It leaves the book and its statistics (Edit → Undo brings it back).</source>
        <translation>Supprimer la partie de %1 du %2 (%3)&#xa0;? Elle quitte le livre et ses statistiques (Édition → Annuler la fait revenir).</translation>
    </message>
    <message>
        <source>Delete a play</source>
        <translation>Supprimer une partie</translation>
    </message>
    <message>
        <source>Delete a play of %1</source>
        <translation>Supprimer une partie de %1</translation>
    </message>
    <message>
        <source>Select a play first.</source>
        <translation>Choisissez d&apos;abord une partie.</translation>
    </message>
    <message>
        <source>The saved game “%1” is no longer there.</source>
        <translation>La partie enregistrée «&#xa0;%1&#xa0;» n&apos;est plus là.</translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
    <message>
        <source>Open: sight and movement pass</source>
        <translation>Ouverte&#xa0;: la vue et le déplacement passent</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Sélection</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>Table width</source>
        <translation>Largeur de la table</translation>
    </message>
    <message>
        <source>Table depth</source>
        <translation>Profondeur de la table</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Floors</source>
        <translation>Étages</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Socle</translation>
    </message>
    <message>
        <source>Thickness</source>
        <translation>Épaisseur</translation>
    </message>
    <message>
        <source>Door</source>
        <translation>Porte</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Rien de sélectionné</translation>
    </message>
    <message>
        <source>{n} features</source>
        <translation>{n} éléments</translation>
    </message>
    <message>
        <source>(several)</source>
        <translation>(plusieurs)</translation>
    </message>
    <message>
        <source>Set the type of vehicle</source>
        <translation>Choisir le type de véhicule</translation>
    </message>
    <message>
        <source>Set kind</source>
        <translation>Changer le type</translation>
    </message>
    <message>
        <source>A building with doors or windows must stay a building</source>
        <translation>Un bâtiment avec des portes ou fenêtres doit rester un bâtiment</translation>
    </message>
    <message>
        <source>Some features would be off a table of that size</source>
        <translation>Des éléments seraient hors d&apos;une table de cette taille</translation>
    </message>
    <message>
        <source>Scenario settings</source>
        <translation>Réglages du scénario</translation>
    </message>
    <message>
        <source>Figures and HQs must belong to a gang</source>
        <translation>Les figurines et les QG doivent appartenir à une bande</translation>
    </message>
    <message>
        <source>A civilian&apos;s role is one of: {roles}</source>
        <translation>Le rôle d&apos;un civil est l&apos;un de&#xa0;: {roles}</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>car</source>
        <translation>voiture</translation>
    </message>
    <message>
        <source>motorbike</source>
        <translation>moto</translation>
    </message>
    <message>
        <source>truck</source>
        <translation>camion</translation>
    </message>
    <message>
        <source>Vehicle type</source>
        <translation>Type de véhicule</translation>
    </message>
    <message>
        <source>Set the floors</source>
        <translation>Changer les étages</translation>
    </message>
    <message>
        <source>Set the gang</source>
        <translation>Changer la bande</translation>
    </message>
    <message>
        <source>Set the role</source>
        <translation>Changer le rôle</translation>
    </message>
    <message>
        <source>Set the base</source>
        <translation>Changer le socle</translation>
    </message>
    <message>
        <source>Set the thickness</source>
        <translation>Changer l&apos;épaisseur</translation>
    </message>
    <message>
        <source>Open or close the door</source>
        <translation>Ouvrir ou fermer la porte</translation>
    </message>
    <message>
        <source>Change the properties</source>
        <translation>Changer les propriétés</translation>
    </message>
</context>
<context>
    <name>ReputationForm</name>
    <message>
        <source>Change reputation</source>
        <translation>Changer la réputation</translation>
    </message>
</context>
<context>
    <name>ResaleForm</name>
    <message>
        <source>Resale (once a turn, goods of different kinds)</source>
        <translation>Revente (une fois par tour, marchandises de natures différentes)</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Vendre</translation>
    </message>
    <message>
        <source>The scale stops at %1 kinds</source>
        <translation>L&apos;échelle s&apos;arrête à %1 natures</translation>
    </message>
    <message>
        <source>Brings %1 red</source>
        <translation>Rapporte %1 rouges</translation>
    </message>
</context>
<context>
    <name>ResolveBox</name>
    <message>
        <source>⚄ Roll (virtual dice)</source>
        <translation>⚄ Lancer (dés virtuels)</translation>
    </message>
    <message>
        <source>Dice drawn from the game&apos;s seed: the same log always draws the same</source>
        <translation>Dés tirés de la graine de la partie&#xa0;: le même journal tire toujours les mêmes</translation>
    </message>
    <message>
        <source>✎ Enter dice</source>
        <translation>✎ Saisir les dés</translation>
    </message>
    <message>
        <source>Type or click the faces rolled on the real dice</source>
        <translation>Tapez ou cliquez les faces obtenues sur les vrais dés</translation>
    </message>
    <message>
        <source>✔ Apply</source>
        <translation>✔ Appliquer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Drag the purple ring on the map to move the figure elsewhere.&lt;/i&gt;</source>
        <translation>&lt;br&gt;&lt;i&gt;Faites glisser l&apos;anneau violet sur la carte pour placer la figurine ailleurs.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <source>3. After the games</source>
        <translation>3. Après les parties</translation>
    </message>
    <message>
        <source>Look in the book again</source>
        <translation>Regarder de nouveau dans le livre</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Confirm every line</source>
        <translation>Confirmer chaque ligne</translation>
    </message>
    <message>
        <source>the live game of {table} is not over</source>
        <translation>la partie en cours de {table} n&apos;est pas finie</translation>
    </message>
    <message>
        <source>Record the live game of {table}</source>
        <translation>Inscrire la partie en cours de {table}</translation>
    </message>
    <message>
        <source>Waiting for the finished games of: {tables}</source>
        <translation>En attente des parties finies de&#xa0;: {tables}</translation>
    </message>
    <message>
        <source>Every table&apos;s game is in.</source>
        <translation>La partie de chaque table est là.</translation>
    </message>
    <message>
        <source>yes, its HQ was lost</source>
        <translation>oui, son QG est perdu</translation>
    </message>
    <message>
        <source>yes, it holds the city hospital</source>
        <translation>oui, elle tient l&apos;hôpital de la ville</translation>
    </message>
    <message>
        <source>Each table&apos;s game is read from the book: correct a value, then confirm each line.</source>
        <translation>La partie de chaque table est lue dans le livre&#xa0;: corrigez une valeur, puis confirmez chaque ligne.</translation>
    </message>
</context>
<context>
    <name>RosterBuilder</name>
    <message>
        <source>Roster builder — Peur sur la Ville</source>
        <translation>Composition de bande — Peur sur la Ville</translation>
    </message>
    <message>
        <source>#</source>
        <translation>n°</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <source>Free weapons of the figure</source>
        <translation>Armes gratuites de la figurine</translation>
    </message>
    <message>
        <source>Give these weapons</source>
        <translation>Donner ces armes</translation>
    </message>
    <message>
        <source>Price list</source>
        <translation>Liste de prix</translation>
    </message>
    <message>
        <source>Bitcoins</source>
        <translation>Bitcoins</translation>
    </message>
    <message>
        <source>Ability: %1</source>
        <translation>Capacité&#xa0;: %1</translation>
    </message>
    <message>
        <source>The weapon this line buys</source>
        <translation>L&apos;arme achetée par cette ligne</translation>
    </message>
    <message>
        <source>Buy for the selected figure</source>
        <translation>Acheter pour la figurine choisie</translation>
    </message>
    <message>
        <source>Give back the selected purchase</source>
        <translation>Rendre l&apos;achat choisi</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>▶ New game with this roster</source>
        <translation>▶ Nouvelle partie avec cette bande</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>Bought</source>
        <translation>Achats</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Build a gang&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Composer une bande&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; of %2 bitcoins spent, %3 left</source>
        <translation>Bitcoins dépensés&#xa0;: &lt;b&gt;%1&lt;/b&gt; sur %2&#xa0;; reste&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>Vehicles: %1</source>
        <translation>Véhicules&#xa0;: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>What is wrong:</source>
        <translation>Ce qui ne va pas&#xa0;:</translation>
    </message>
    <message>
        <source>✔ Ready to play.</source>
        <translation>✔ Prête à jouer.</translation>
    </message>
    <message>
        <source>This gang&apos;s weapons are given by the rulebook.</source>
        <translation>Les armes de cette bande sont fixées par la règle.</translation>
    </message>
    <message>
        <source>new roster</source>
        <translation>nouvelle bande</translation>
    </message>
    <message>
        <source>%1%2 — Roster builder</source>
        <translation>%1%2 — Composition de bande</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>Choisir %1</translation>
    </message>
    <message>
        <source>Choose a line of the price list first.</source>
        <translation>Choisissez d&apos;abord une ligne de la liste de prix.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation>Acheter %1</translation>
    </message>
    <message>
        <source>Choose a purchase to give back first.</source>
        <translation>Choisissez d&apos;abord un achat à rendre.</translation>
    </message>
    <message>
        <source>Give back %1</source>
        <translation>Rendre %1</translation>
    </message>
    <message>
        <source>Weapons of figure %1</source>
        <translation>Armes de la figurine %1</translation>
    </message>
    <message>
        <source>Save the roster</source>
        <translation>Enregistrer la bande</translation>
    </message>
    <message>
        <source>Rosters %1</source>
        <translation>Bandes %1</translation>
    </message>
    <message>
        <source>Open a roster</source>
        <translation>Ouvrir une bande</translation>
    </message>
    <message>
        <source>“%1” could not be saved: %2</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;a pas pu être enregistré&#xa0;: %2</translation>
    </message>
    <message>
        <source>Unsaved roster</source>
        <translation>Bande non enregistrée</translation>
    </message>
    <message>
        <source>The roster has changes that are not saved. Discard them?</source>
        <translation>La bande a des modifications non enregistrées. Les abandonner&#xa0;?</translation>
    </message>
    <message>
        <source>New &amp;roster…</source>
        <translation>Nouvelle &amp;bande…</translation>
    </message>
</context>
<context>
    <name>RotateTool</name>
    <message>
        <source>Rotate {angle:+.0f}°</source>
        <translation>Rotation {angle:+.0f}°</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Faire pivoter</translation>
    </message>
    <message>
        <source>The rotated selection would leave the table</source>
        <translation>La sélection pivotée sortirait de la table</translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>Untitled scenario</source>
        <translation>Scénario sans titre</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Final score sheet</source>
        <translation>Feuille de score finale</translation>
    </message>
    <message>
        <source>Record in the book</source>
        <translation>Inscrire dans le livre</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>%1 (out)</source>
        <translation>%1 (hors jeu)</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>hors de la partie</translation>
    </message>
    <message>
        <source>Ranking: %1</source>
        <translation>Classement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Update in the book</source>
        <translation>Mettre à jour dans le livre</translation>
    </message>
    <message>
        <source>In the book; the play file keeps the link.</source>
        <translation>Dans le livre&#xa0;; le fichier de la partie garde le lien.</translation>
    </message>
    <message>
        <source>In the book; save the play to keep the link in its file.</source>
        <translation>Dans le livre&#xa0;; enregistrez la partie pour garder le lien dans son fichier.</translation>
    </message>
</context>
<context>
    <name>Screen</name>
    <message>
        <source>%1&apos;s screen</source>
        <translation>Écran de %1</translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
</context>
<context>
    <name>SettingsBox</name>
    <message>
        <source>Rule settings of this play (house rules change their defaults)</source>
        <translation>Réglages de cette partie (les règles maison changent leurs valeurs par défaut)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>Dossier…</translation>
    </message>
    <message>
        <source>Change…</source>
        <translation>Changer…</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Applies at the next start.</source>
        <translation>S&apos;applique au prochain démarrage.</translation>
    </message>
    <message>
        <source>Units:</source>
        <translation>Unités&#xa0;:</translation>
    </message>
    <message>
        <source>Applies at once to the rulers, the pointer and every measure shown; files stay in cm.</source>
        <translation>S&apos;applique aussitôt aux règles, au pointeur et à chaque mesure affichée&#xa0;; les fichiers restent en cm.</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dés&#xa0;:</translation>
    </message>
    <message>
        <source>What a game or play opened from now on offers first; the other way stays one click away.</source>
        <translation>Ce que propose d&apos;abord une partie ouverte désormais&#xa0;; l&apos;autre façon reste à un clic.</translation>
    </message>
    <message>
        <source>House rules folder:</source>
        <translation>Dossier des règles maison&#xa0;:</translation>
    </message>
    <message>
        <source>Rule files of the same name here replace the shipped ones. Applies at the next start.</source>
        <translation>Les fichiers de règles du même nom placés ici remplacent ceux fournis. S&apos;applique au prochain démarrage.</translation>
    </message>
    <message>
        <source>Book:</source>
        <translation>Livre&#xa0;:</translation>
    </message>
    <message>
        <source>Applies at once: the book is tried before it is kept.</source>
        <translation>S&apos;applique aussitôt&#xa0;: le livre est essayé avant d&apos;être retenu.</translation>
    </message>
    <message>
        <source>Map labels:</source>
        <translation>Étiquettes de la carte&#xa0;:</translation>
    </message>
    <message>
        <source>Applies to the maps opened from now on.</source>
        <translation>S&apos;applique aux cartes ouvertes désormais.</translation>
    </message>
    <message>
        <source>House rules folder</source>
        <translation>Dossier des règles maison</translation>
    </message>
    <message>
        <source>Players&apos; phones:</source>
        <translation>Téléphones des joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>The network and port the phones join on; the phones must be on the same Wi-Fi, and the firewall must let that port in (a guest Wi-Fi often keeps devices apart).</source>
        <translation>Le réseau et le port où les téléphones se connectent&#xa0;; ils doivent être sur le même Wi-Fi, et le pare-feu doit laisser entrer ce port (un Wi-Fi invité isole souvent les appareils).</translation>
    </message>
    <message>
        <source>every network (%1)</source>
        <translation>tous les réseaux (%1)</translation>
    </message>
</context>
<context>
    <name>SetupChoices</name>
    <message>
        <source>Clans</source>
        <translation>Clans</translation>
    </message>
    <message>
        <source>Seat %1 plays</source>
        <translation>La place %1 joue</translation>
    </message>
</context>
<context>
    <name>SetupForm</name>
    <message>
        <source>Narcopolis set-up</source>
        <translation>Mise en place de Narcopolis</translation>
    </message>
    <message>
        <source>Classic; Furi&apos;s game for two players</source>
        <translation>Classique&#xa0;; le jeu de Furi à deux joueurs</translation>
    </message>
    <message>
        <source>Classic (scenario 1&apos;s ten event cards)</source>
        <translation>Classique (les dix cartes événement du scénario 1)</translation>
    </message>
    <message>
        <source>Two players against Furi</source>
        <translation>Deux joueurs contre Furi</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>any</source>
        <translation>n&apos;importe lequel</translation>
    </message>
    <message>
        <source>first businesses on quartier</source>
        <translation>premiers business sur le quartier</translation>
    </message>
    <message>
        <source>The quartier of the zone (1 to 7) where this business starts</source>
        <translation>Le quartier de la zone (1 à 7) où ce business commence</translation>
    </message>
    <message>
        <source>role drawn from the seed</source>
        <translation>rôle tiré depuis la graine</translation>
    </message>
    <message>
        <source>The Rôle card this player drew (advanced module 7)</source>
        <translation>La carte Rôle tirée par ce joueur (module avancé 7)</translation>
    </message>
    <message>
        <source>Seat %1 plays</source>
        <translation>La place %1 joue</translation>
    </message>
    <message>
        <source>as the rule data places them, e.g. NB6 NB7 EI6 EI7 …</source>
        <translation>comme les données de règles les placent, par ex. NB6 NB7 EI6 EI7 …</translation>
    </message>
    <message>
        <source>Furi&apos;s quartiers (2 a zone, « au choix »)</source>
        <translation>Quartiers de Furi (2 par zone, «&#xa0;au choix&#xa0;»)</translation>
    </message>
    <message>
        <source>Blocked quartiers (2 a zone)</source>
        <translation>Quartiers bloqués (2 par zone)</translation>
    </message>
    <message>
        <source>Advanced level: « Un ou plusieurs points peuvent être alors, à loisir, introduits dans les règles »</source>
        <translation>Niveau avancé&#xa0;: «&#xa0;Un ou plusieurs points peuvent être alors, à loisir, introduits dans les règles&#xa0;»</translation>
    </message>
    <message>
        <source>1. Baron jobs</source>
        <translation>1. Jobs Baron</translation>
    </message>
    <message>
        <source>2. Development gap</source>
        <translation>2. Écart de développement</translation>
    </message>
    <message>
        <source>3. Under-announcing is no bluff</source>
        <translation>3. Sous-annoncer n&apos;est pas bluffer</translation>
    </message>
    <message>
        <source>4. Side bet</source>
        <translation>4. Pari</translation>
    </message>
    <message>
        <source>5. All the event cards</source>
        <translation>5. Toutes les cartes Évènement</translation>
    </message>
    <message>
        <source>6. Armement cards</source>
        <translation>6. Cartes Armement</translation>
    </message>
    <message>
        <source>7. Rôle cards</source>
        <translation>7. Cartes Rôle</translation>
    </message>
    <message>
        <source>Rôle cards: enter every player&apos;s role, or let the seed draw them all.</source>
        <translation>Cartes Rôle&#xa0;: entrez le rôle de chaque joueur, ou laissez la graine les tirer tous.</translation>
    </message>
</context>
<context>
    <name>ShellDialogs</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them before closing?</source>
        <translation>«&#xa0;%1&#xa0;» a des modifications non enregistrées. Les enregistrer avant de fermer&#xa0;?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation>Impossible d&apos;ouvrir le fichier</translation>
    </message>
    <message>
        <source>“%1” cannot be opened:</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être ouvert&#xa0;:</translation>
    </message>
    <message>
        <source>Rules refused</source>
        <translation>Règles refusées</translation>
    </message>
    <message>
        <source>The rule file “%1” is refused, so the play cannot be set up:</source>
        <translation>Le fichier de règles «&#xa0;%1&#xa0;» est refusé, la partie ne peut donc pas être préparée&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (see details)</source>
        <translation>
            <numerusform>… et %n autre (voir les détails)</numerusform>
            <numerusform>… et %n autres (voir les détails)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Récupérer le travail non enregistré</translation>
    </message>
    <message>
        <source>Tabletop did not close normally. It kept unsaved changes to:</source>
        <translation>Tabletop ne s&apos;est pas fermé normalement. Il a gardé des modifications non enregistrées de&#xa0;:</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>jamais enregistré</translation>
    </message>
    <message>
        <source>• %1 (%2), kept %3</source>
        <translation>• %1 (%2), gardé le %3</translation>
    </message>
    <message>
        <source>• %1 (%2), kept %3 — %4</source>
        <translation>• %1 (%2), gardé le %3 — %4</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restaurer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <source>Recovered with problems</source>
        <translation>Récupéré avec des problèmes</translation>
    </message>
    <message>
        <source>“%1” was recovered, but it has problems to fix before it is saved:</source>
        <translation>«&#xa0;%1&#xa0;» a été récupéré, mais il a des problèmes à corriger avant d&apos;être enregistré&#xa0;:</translation>
    </message>
    <message>
        <source>Tabletop will follow the system&apos;s language from its next start.</source>
        <translation>Tabletop suivra la langue du système à son prochain démarrage.</translation>
    </message>
    <message>
        <source>Tabletop will be in %1 from its next start.</source>
        <translation>Tabletop sera en %1 à son prochain démarrage.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation>À propos de Tabletop</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop %1&lt;/h3&gt;&lt;p&gt;A referee&apos;s assistant for &lt;i&gt;Peur sur la Ville&lt;/i&gt; and four gangster card games: Camorra, Mafia Story, Narcopolis and Gangster Paradise.&lt;/p&gt;&lt;p&gt;Scenario maps in centimetres, with the measurements a referee settles disputes with: sight, cover, ranges and templates.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop %1&lt;/h3&gt;&lt;p&gt;L&apos;assistant de l&apos;arbitre pour &lt;i&gt;Peur sur la Ville&lt;/i&gt; et quatre jeux de cartes de gangsters&#xa0;: Camorra, Mafia Story, Narcopolis et Gangster Paradise.&lt;/p&gt;&lt;p&gt;Des cartes de scénario en centimètres, avec les mesures qui tranchent les disputes&#xa0;: vue, couvert, portées et gabarits.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>SideForm</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Caporegime</source>
        <translation>Caporegime</translation>
    </message>
    <message>
        <source>its side&apos;s role</source>
        <translation>le rôle de son camp</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>défense</translation>
    </message>
    <message>
        <source>Polyvalent&apos;s +3</source>
        <translation>+3 du Polyvalent</translation>
    </message>
    <message>
        <source>values, e.g. 3 2</source>
        <translation>valeurs, par ex. 3 2</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Municipalities</source>
        <translation>Municipalités</translation>
    </message>
    <message>
        <source>Soutien cards</source>
        <translation>Cartes Soutien</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>%1: weapons are whole numbers, e.g. 3 2</source>
        <translation>%1&#xa0;: les armes sont des nombres entiers, par ex. 3 2</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Winning score</source>
        <translation>Score gagnant</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>σ</source>
        <translation>σ</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>Statistiques de</translation>
    </message>
    <message>
        <source>Head to head and winning streaks</source>
        <translation>Face-à-face et séries de victoires</translation>
    </message>
    <message>
        <source>against</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Joueurs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Games&lt;/b&gt;</source>
        <translation>&lt;b&gt;Jeux&lt;/b&gt;</translation>
    </message>
    <message>
        <source>every game</source>
        <translation>tous les jeux</translation>
    </message>
    <message>
        <source>Choose two players.</source>
        <translation>Choisissez deux joueurs.</translation>
    </message>
    <message>
        <source>Winning streaks: %1 %2 now, longest %3; %4 %5 now, longest %6.</source>
        <translation>Séries de victoires&#xa0;: %1 %2 en cours, la plus longue %3&#xa0;; %4 %5 en cours, la plus longue %6.</translation>
    </message>
    <message>
        <source>%1 and %2 have never played together.</source>
        <translation>%1 et %2 n&apos;ont jamais joué ensemble.</translation>
    </message>
    <message>
        <source>%1 plays together. Wins: %2 %3, %4 %5. Ranked ahead: %2 %6, %4 %7; level %8.</source>
        <translation>%1 parties ensemble. Victoires&#xa0;: %2 %3, %4 %5. Classé devant&#xa0;: %2 %6, %4 %7&#xa0;; à égalité %8.</translation>
    </message>
</context>
<context>
    <name>SummaryDialog</name>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <source>6. The turn before it is closed</source>
        <translation>6. Le tour avant sa clôture</translation>
    </message>
    <message>
        <source>Read it aloud to the players; Finish writes it to the book.</source>
        <translation>Lisez-le aux joueurs&#xa0;; «&#xa0;Terminer&#xa0;» l&apos;inscrit dans le livre.</translation>
    </message>
    <message numerus="yes">
        <source>Bitcoins before the turn: {before}; after it: %n.</source>
        <translation>
            <numerusform>Trésor avant le tour&#xa0;: {before}&#xa0;; après&#xa0;: %n bitcoin.</numerusform>
            <numerusform>Trésor avant le tour&#xa0;: {before}&#xa0;; après&#xa0;: %n bitcoins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reputation before the turn: {before}; after it: %n.</source>
        <translation>
            <numerusform>Réputation avant le tour&#xa0;: {before}&#xa0;; après&#xa0;: %n point.</numerusform>
            <numerusform>Réputation avant le tour&#xa0;: {before}&#xa0;; après&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{what} (bitcoins: %n)</source>
        <translation>
            <numerusform>{what} (%n bitcoin)</numerusform>
            <numerusform>{what} (%n bitcoins)</numerusform>
        </translation>
    </message>
    <message>
        <source>Purchases: {items}.</source>
        <translation>Achats&#xa0;: {items}.</translation>
    </message>
    <message>
        <source>No purchase.</source>
        <translation>Aucun achat.</translation>
    </message>
    <message>
        <source>its HQ is lost</source>
        <translation>son QG est perdu</translation>
    </message>
    <message>
        <source>Losses:</source>
        <translation>Pertes&#xa0;:</translation>
    </message>
    <message>
        <source>No loss.</source>
        <translation>Aucune perte.</translation>
    </message>
</context>
<context>
    <name>TableScreenPanel</name>
    <message>
        <source>Table screen</source>
        <translation>Écran de table</translation>
    </message>
    <message>
        <source>Offer the laptop&apos;s own screen too</source>
        <translation>Proposer aussi l&apos;écran de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Open on this screen</source>
        <translation>Ouvrir sur cet écran</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
    <message>
        <source>Black out the table</source>
        <translation>Éteindre la table</translation>
    </message>
    <message>
        <source>Shows nothing on the table screen until clicked again (%1)</source>
        <translation>N&apos;affiche plus rien sur l&apos;écran de table jusqu&apos;au prochain clic (%1)</translation>
    </message>
    <message>
        <source>TV laid on the table</source>
        <translation>Téléviseur posé sur la table</translation>
    </message>
    <message>
        <source>Projector over the table</source>
        <translation>Projecteur au-dessus de la table</translation>
    </message>
    <message>
        <source>TV</source>
        <translation>Téléviseur</translation>
    </message>
    <message>
        <source>Width of the picture</source>
        <translation>Largeur de l&apos;image</translation>
    </message>
    <message>
        <source>%1°</source>
        <translation>%1°</translation>
    </message>
    <message>
        <source>Turn the table</source>
        <translation>Tourner la table</translation>
    </message>
    <message>
        <source>Show the calibration page</source>
        <translation>Afficher la page d&apos;étalonnage</translation>
    </message>
    <message>
        <source>The ruler measures</source>
        <translation>La règle mesure</translation>
    </message>
    <message>
        <source>The square&apos;s side measures</source>
        <translation>Le côté du carré mesure</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Étalonner</translation>
    </message>
    <message>
        <source>Projector</source>
        <translation>Projecteur</translation>
    </message>
    <message>
        <source>Drag the four markers shown on the table onto these points of the table, in order, then place them.</source>
        <translation>Faites glisser les quatre repères affichés sur la table jusqu&apos;à ces points de la table, dans l&apos;ordre, puis placez-les.</translation>
    </message>
    <message>
        <source>Marker %1</source>
        <translation>Repère %1</translation>
    </message>
    <message>
        <source>Show the markers</source>
        <translation>Afficher les repères</translation>
    </message>
    <message>
        <source>Place the corners</source>
        <translation>Placer les coins</translation>
    </message>
    <message>
        <source>The table shows</source>
        <translation>La table montre</translation>
    </message>
    <message>
        <source>the referee&apos;s side</source>
        <translation>le côté de l&apos;arbitre</translation>
    </message>
    <message>
        <source>the right-hand side</source>
        <translation>le côté droit</translation>
    </message>
    <message>
        <source>the far side</source>
        <translation>le côté opposé</translation>
    </message>
    <message>
        <source>the left-hand side</source>
        <translation>le côté gauche</translation>
    </message>
    <message>
        <source>The banner reads from</source>
        <translation>Le bandeau se lit depuis</translation>
    </message>
    <message>
        <source>No other screen is plugged in: plug the TV or the projector in, or offer the laptop&apos;s own screen.</source>
        <translation>Aucun autre écran n&apos;est branché&#xa0;: branchez le téléviseur ou le projecteur, ou proposez l&apos;écran de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Close the table screen</source>
        <translation>Fermer l&apos;écran de table</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>Size of the words and lines</source>
        <translation>Taille des mots et des traits</translation>
    </message>
</context>
<context>
    <name>TablesPage</name>
    <message>
        <source>2. Choosing tables</source>
        <translation>2. Choix des tables</translation>
    </message>
    <message>
        <source>Each player picks a table and locks it: the choice stays hidden until every gang has chosen and the choices are revealed together.</source>
        <translation>Chaque joueur choisit une table et la verrouille&#xa0;: le choix reste caché jusqu&apos;à ce que toutes les bandes aient choisi et les choix sont révélés ensemble.</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Verrouiller</translation>
    </message>
    <message>
        <source>chosen — hidden</source>
        <translation>choisi — caché</translation>
    </message>
    <message>
        <source>Reveal the choices</source>
        <translation>Révéler les choix</translation>
    </message>
    <message>
        <source>{table}: {gangs}</source>
        <translation>{table}&#xa0;: {gangs}</translation>
    </message>
    <message>
        <source>Open the live game of {table}</source>
        <translation>Ouvrir la partie en cours de {table}</translation>
    </message>
</context>
<context>
    <name>ToolOptionsBar</name>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source> mm</source>
        <translation> mm</translation>
    </message>
    <message>
        <source> cm</source>
        <translation> cm</translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Polygon</source>
        <translation>Polygone</translation>
    </message>
    <message>
        <source>Click corners; double-click or Enter closes; right click drops a corner; drag: rectangle</source>
        <translation>Cliquez les coins&#xa0;; double-clic ou Entrée ferme&#xa0;; clic droit retire un coin&#xa0;; glisser&#xa0;: rectangle</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Drag a rectangle or click the zone&apos;s corners; Enter closes it</source>
        <translation>Tracez un rectangle ou cliquez les coins de la zone&#xa0;; Entrée la ferme</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Bâtiment</translation>
    </message>
    <message>
        <source>Drag the footprint, or click its corners and press Enter</source>
        <translation>Tracez l&apos;emprise, ou cliquez ses coins et appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Wall</source>
        <translation>Mur</translation>
    </message>
    <message>
        <source>Click along the wall; double-click or Enter ends it</source>
        <translation>Cliquez le long du mur&#xa0;; double-clic ou Entrée le termine</translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation>Rectangle</translation>
    </message>
    <message>
        <source>Drag from corner to corner, or click two corners</source>
        <translation>Tracez d&apos;un coin à l&apos;autre, ou cliquez deux coins</translation>
    </message>
    <message>
        <source>Click on the edge of a building to put the opening there</source>
        <translation>Cliquez sur le bord d&apos;un bâtiment pour y placer l&apos;ouverture</translation>
    </message>
    <message>
        <source>Click to place; the options bar sets what is placed</source>
        <translation>Cliquez pour placer&#xa0;; la barre d&apos;options règle ce qui est placé</translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation>Véhicule</translation>
    </message>
    <message>
        <source>Click to park a car, or drag its outline</source>
        <translation>Cliquez pour garer une voiture, ou tracez son contour</translation>
    </message>
    <message>
        <source>Edit points</source>
        <translation>Modifier les points</translation>
    </message>
    <message>
        <source>Drag a corner; double-click an edge to add one, right-click a corner to remove it</source>
        <translation>Faites glisser un coin&#xa0;; double-cliquez un bord pour en ajouter un, clic droit sur un coin pour le retirer</translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Blast template</source>
        <translation>Gabarit d&apos;explosion</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>Rafale</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélectionner</translation>
    </message>
    <message>
        <source>Click picks (again: the one below), Shift+click adds; drag moves; drag on the table boxes</source>
        <translation>Un clic choisit (de nouveau&#xa0;: celui du dessous), Maj+clic ajoute&#xa0;; glisser déplace&#xa0;; glisser sur la table encadre</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacer</translation>
    </message>
    <message>
        <source>Drag anywhere to move the selection; hold Ctrl to move freely of the snapping</source>
        <translation>Faites glisser n&apos;importe où pour déplacer la sélection&#xa0;; maintenez Ctrl pour ignorer l&apos;aimantation</translation>
    </message>
    <message>
        <source>Box select</source>
        <translation>Sélection par cadre</translation>
    </message>
    <message>
        <source>Drag a box around features to select them; Shift adds to the selection</source>
        <translation>Tracez un cadre autour des éléments pour les sélectionner&#xa0;; Maj ajoute à la sélection</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Faire pivoter</translation>
    </message>
    <message>
        <source>Drag around the selection to turn it, in 15° steps while snapping</source>
        <translation>Faites glisser autour de la sélection pour la tourner, par pas de 15° avec l&apos;aimantation</translation>
    </message>
    <message>
        <source>Calibrate picture</source>
        <translation>Étalonner l&apos;image</translation>
    </message>
    <message>
        <source>Click two points of the background picture whose distance you know; Esc cancels</source>
        <translation>Cliquez deux points de l&apos;image de fond dont vous connaissez la distance&#xa0;; Échap annule</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Log (Edit → Undo steps back)</source>
        <translation>Journal (Édition → Annuler revient en arrière)</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Chance: roll the virtual die, or enter what the table rolled or revealed.</source>
        <translation>Hasard&#xa0;: lancez le dé virtuel, ou saisissez ce que la table a obtenu ou révélé.</translation>
    </message>
    <message>
        <source>Roll the virtual die</source>
        <translation>Lancer le dé virtuel</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Saisir</translation>
    </message>
    <message>
        <source>%1 decides:</source>
        <translation>%1 décide&#xa0;:</translation>
    </message>
    <message>
        <source>Show the secrets</source>
        <translation>Montrer les secrets</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
</context>
<context>
    <name>TradeForm</name>
    <message>
        <source>Trade with %1</source>
        <translation>Échanger avec %1</translation>
    </message>
    <message>
        <source>With</source>
        <translation>Avec</translation>
    </message>
    <message>
        <source>%1 gives</source>
        <translation>%1 donne</translation>
    </message>
    <message>
        <source>gets</source>
        <translation>reçoit</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouges</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blancs</translation>
    </message>
    <message>
        <source>executant %1</source>
        <translation>exécutant %1</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Échanger</translation>
    </message>
</context>
<context>
    <name>TurnWizard</name>
    <message>
        <source>{name}: campaign turn {n}</source>
        <translation>{name}&#xa0;: tour de campagne {n}</translation>
    </message>
</context>
<context>
    <name>run_app</name>
    <message>
        <source>tabletop: unknown option %1 (tabletop --help lists the commands)</source>
        <translation>tabletop&#xa0;: option inconnue %1 (tabletop --help liste les commandes)</translation>
    </message>
</context>
<context>
    <name>ui.games.tracker</name>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
</context>
<context>
    <name>ui.journal</name>
    <message>
        <source>1 step of the log could not be replayed and was left out; replay it by hand.</source>
        <translation>1 étape du journal n&apos;a pas pu être rejouée et a été laissée de côté&#xa0;; rejouez-la à la main.</translation>
    </message>
    <message>
        <source>%1 steps of the log could not be replayed and were left out; replay them by hand.</source>
        <translation>%1 étapes du journal n&apos;ont pas pu être rejouées et ont été laissées de côté&#xa0;; rejouez-les à la main.</translation>
    </message>
</context>
<context>
    <name>ui.map.panels</name>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Zones</source>
        <translation>Zones</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurines</translation>
    </message>
    <message>
        <source>Civilians</source>
        <translation>Civils</translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation>Superpositions</translation>
    </message>
    <message>
        <source>Sight</source>
        <translation>Vue</translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation>Bloque la ligne de vue</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Couvert</translation>
    </message>
    <message>
        <source>A target behind it is in cover</source>
        <translation>Une cible derrière est à couvert</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <source>Blocks movement</source>
        <translation>Bloque le déplacement</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Crossed with a colour-die roll</source>
        <translation>Franchi sur un jet de dé de couleur</translation>
    </message>
</context>
<context>
    <name>ui.map.style</name>
    <message>
        <source>street</source>
        <translation>rue</translation>
    </message>
    <message>
        <source>building</source>
        <translation>bâtiment</translation>
    </message>
    <message>
        <source>wall</source>
        <translation>mur</translation>
    </message>
    <message>
        <source>low wall</source>
        <translation>muret</translation>
    </message>
    <message>
        <source>fence</source>
        <translation>grillage</translation>
    </message>
    <message>
        <source>barricade</source>
        <translation>barricade</translation>
    </message>
    <message>
        <source>car</source>
        <translation>voiture</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>fumée</translation>
    </message>
    <message>
        <source>gang HQ</source>
        <translation>QG de bande</translation>
    </message>
    <message>
        <source>bank</source>
        <translation>banque</translation>
    </message>
    <message>
        <source>shop</source>
        <translation>boutique</translation>
    </message>
    <message>
        <source>church</source>
        <translation>église</translation>
    </message>
    <message>
        <source>hospital</source>
        <translation>hôpital</translation>
    </message>
    <message>
        <source>town hall</source>
        <translation>mairie</translation>
    </message>
    <message>
        <source>zone</source>
        <translation>zone</translation>
    </message>
    <message>
        <source>door</source>
        <translation>porte</translation>
    </message>
    <message>
        <source>window</source>
        <translation>fenêtre</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>figurine</translation>
    </message>
    <message>
        <source>civilian</source>
        <translation>civil</translation>
    </message>
    <message>
        <source>entry point</source>
        <translation>point d&apos;entrée</translation>
    </message>
</context>
<context>
    <name>ui.map.tool_options</name>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Floors</source>
        <translation>Étages</translation>
    </message>
    <message>
        <source>Thickness</source>
        <translation>Épaisseur</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Gang</source>
        <translation>Bande</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Rôle</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Socle</translation>
    </message>
</context>
<context>
    <name>ui.modules</name>
    <message>
        <source>New &amp;scenario</source>
        <translation>Nouveau &amp;scénario</translation>
    </message>
    <message>
        <source>New &amp;campaign</source>
        <translation>Nouvelle &amp;campagne</translation>
    </message>
    <message>
        <source>New &amp;game</source>
        <translation>Nouvelle &amp;partie</translation>
    </message>
    <message>
        <source>New &amp;Camorra play</source>
        <translation>Nouvelle partie de &amp;Camorra</translation>
    </message>
    <message>
        <source>New &amp;Narcopolis play</source>
        <translation>Nouvelle partie de &amp;Narcopolis</translation>
    </message>
    <message>
        <source>New &amp;Mafia Story play</source>
        <translation>Nouvelle partie de &amp;Mafia Story</translation>
    </message>
    <message>
        <source>New &amp;Gangster Paradise play</source>
        <translation>Nouvelle partie de &amp;Gangster Paradise</translation>
    </message>
    <message>
        <source>Open the &amp;book</source>
        <translation>Ouvrir le &amp;livre</translation>
    </message>
</context>
<context>
    <name>ui.preferences</name>
    <message>
        <source>x {x}   y {y}</source>
        <translation>x {x}   y {y}</translation>
    </message>
</context>
<context>
    <name>ui.shell.language</name>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
</context>
<context>
    <name>ui.shell.settings_dialog</name>
    <message>
        <source>Centimetres (cm)</source>
        <translation>Centimètres (cm)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>Pouces (po)</translation>
    </message>
    <message>
        <source>Virtual dice, drawn from the game&apos;s seed</source>
        <translation>Dés virtuels, tirés de la graine de la partie</translation>
    </message>
    <message>
        <source>The faces rolled on the table, entered by the referee</source>
        <translation>Les faces lancées sur la table, saisies par l&apos;arbitre</translation>
    </message>
    <message>
        <source>All labels</source>
        <translation>Toutes les étiquettes</translation>
    </message>
    <message>
        <source>Some labels</source>
        <translation>Quelques étiquettes</translation>
    </message>
    <message>
        <source>No labels</source>
        <translation>Aucune étiquette</translation>
    </message>
</context>
</TS>
