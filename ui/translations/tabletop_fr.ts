<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message>
        <source>Activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Climb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rob</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrest / kidnap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody to choose here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cm:.1f} cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burst (5 dice under 30 cm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aimed (Sniper&apos;s first action)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no target in sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 shooting die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} shooting dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, burst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} is in the line of fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>burst order: {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} shoots {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To arrest or kidnap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody in contact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 combat die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} combat dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dice} against {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} fights {b}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explosive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launcher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U-turn instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a U-turn takes the action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>click the table to choose where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cm:.1f} cm of {allowance:g} cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} obstacle(s) to cross, 1 colour die each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing left to throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lands on {face}: {n} caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cm:.1f} cm away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} throws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} fires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yamakasi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ladder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boost (courte échelle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {v} and its passengers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to {n} others may act with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activates {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wounded, tests morale first: {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gang} activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prisoner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} face(s) more than the rules ask for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lot among {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;no die entered yet&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⌫ Last face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Die {n}&lt;/b&gt; — {die}: &lt;i&gt;{purpose}&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All the dice are in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIRE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: blocks sight until the end of turn {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tear gas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMOKE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>broken (HS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knocked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KO for the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds after saves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firing incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds after parries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrest or kidnap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 hits unparried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds on each figure caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Molotov</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not explode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{r} (net)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morale, {n} fate dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in cover ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cm:.1f} cm, out of sight (blocked by {what})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hiding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cm:.1f} cm, {band}, {cover}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cm:.1f} of {allowance:g} cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, crosses {what} (1 colour die each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, stops short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in {v}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>captive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stabilised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Act</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explosives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions left this turn (✔ activated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⟳ to reload · ⚙ to repair · ✖ broken (HS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Civilians ({n} alive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of {total} up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bavures {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy as placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deploy at HQ / entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚄ Roll initiative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End activation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gangs: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{gang}&lt;/b&gt; to activate: select a figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting: {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bavures: {n} / {gangs} gangs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>THE NATIONAL GUARD INTERVENES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cm:.1f} cm, {band}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target}: hidden (the figure is hiding; a detection test is needed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target}: out of sight, blocked by {what} ({where})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an obstacle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target}: in cover behind {what} ({where})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>part of it is hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target}: clear ({where})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cm:g} cm: 1 die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cm:g} cm: {dice} dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of reach: more than {cm:g} cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no way there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{id}: caught, in cover behind {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{id}: caught, no cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} caught ({k} in cover)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burst: select the shooter first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>burst of {n}: {hit} on figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {lost} lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw: select the thrower first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (stopped by {what})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionPanel</name>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Select a figure on the map or in the rosters.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 action left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 actions left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do for it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go: roll the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>morale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BaseGameView</name>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CamorraView</name>
    <message>
        <source>Attaque</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Immunité</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recrutement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ravitaillement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attaque à la bombe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sacrifice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prise de terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chasse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send to the duel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corruption police</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Corruption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soutien</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more Soutien</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This one dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paralyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caporegime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sournois discards a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card given to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laid by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, turn %2: %3 plays (%4 of %5 Action cards laid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attaque: %1&apos;s %2 on %3 (%4) — %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals: attacker %1, defender %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; rerolls: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recrutement: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw pile %1, discard %2, unused Caporegimes %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — paralysed until the end of turn %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caporegimes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terrains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Municipalities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until turn %1 begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended the game; scores nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Caporegime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has %2 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: the remaining gangs count their points.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CityPanel</name>
    <message>
        <source>End of turn: the city moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Confirm the city&apos;s moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Untick a move to keep the piece where it is; drag a green ring to change where it goes.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody in the city moves this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 attacks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ending the turn&lt;/b&gt;: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CombatCalculator</name>
    <message>
        <source>Load the combat in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the order laid: d2 a3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Corruption card in the order laid: d for the defender, a for the attacker, then its value; d2 a3 is the defender&apos;s 2 covered by the attacker&apos;s 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corruption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corruption: write each card as a or d and its value, e.g. d2 a3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker wins: the defending Caporegime dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the attacker wins and takes the unguarded terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the defender wins: the attacking Caporegime dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tie: both dice are rolled again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeployPanel</name>
    <message>
        <source>Deployment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its HQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>street entry %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Drag a ring to place a figure elsewhere, then “Deploy at HQ / entries” in the turn bar; or “Deploy as placed” keeps the scenario&apos;s positions.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DrawTool</name>
    <message>
        <source>Add {kind}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export or print the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF at 1:1, tiled over pages (to print)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (true size in mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the view shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> px per cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} pages ({columns} across, {rows} down), labelled A1 to {last}; lay them out by their labels and line up the crosses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export or print…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game has not started yet: choose the scenario and the gangs first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameMap</name>
    <message>
        <source>Fit the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range rings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x {x:.1f} cm   y {y:.1f} cm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePanel</name>
    <message>
        <source>Start of the turn: death tests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initiative: 1 d6 per gang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ended by the referee</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>&lt;h1&gt;Tabletop&lt;/h1&gt;&lt;p&gt;The referee&apos;s assistant for gangster tabletop games.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Modules&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Recent files&lt;/h3&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files yet: open a file or start a new one above.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>&lt;b&gt;Log&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>↶ Undo last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop does not open this type of file; it opens %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” could not be saved: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message>
        <source>Could not keep a recovery copy: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap to grid, corners and edges (Shift+S); hold Ctrl to invert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn 90° left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn 90° right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid step {step:g} cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snap to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Properties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Palette</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 cm = {px:.1f} px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>x {x:.1f} cm   y {y:.1f} cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to paste onto this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The turned selection would leave the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nudge</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModuleCard</name>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>&lt;h2&gt;New game of Peur sur la Ville&lt;/h2&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other scenario file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The virtual dice are drawn from this number: the same seed and the same decisions give the same game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gangs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario maps (*.geojson *.scenario.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;small&gt;roster file: %1 bitcoins left&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;small&gt;the rulebook&apos;s roster&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rosters (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a roster: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a scenario.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game needs two gangs or more: tick at least two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each gang plays as a different gang of the rulebook.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewPlayPage</name>
    <message>
        <source>Players, in seat order (the first one starts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the virtual dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule settings in force (change them as house rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NodeTool</name>
    <message>
        <source>Move corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add corner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A shape needs at least three corners, a line two points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove corner</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpeningTool</name>
    <message>
        <source>Door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click on the edge of a building</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OverlayController</name>
    <message>
        <source>{figure}: sees {seen} ({cover} in cover), {hidden} out of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; {n} within command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range rings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sight lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move reach and path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command radius</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving: {cm:g} cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carrying: {cm:g} cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On skates: {cm:g} cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vehicle: {cm:g} cm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PalettePanel</name>
    <message>
        <source>Terrain rules could not be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a kind to draw it. Hover for the rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A zone: marks an area of the table; no effect on sight or movement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A piece on the table.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PdfExport</name>
    <message>
        <source>page {n} of {count} (A1 to {last}), 1:1 on {paper} {orientation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cm} cm: check this bar with a ruler before cutting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>landscape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>portrait</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlaceTool</name>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Civilian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entry point</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayDocument</name>
    <message>
        <source>New %1 play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the play has not started yet: name the players first</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PropertiesPanel</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open: sight and movement pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thickness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(several)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A building with doors or windows must stay a building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some features would be off a table of that size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures and HQs must belong to a gang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A civilian&apos;s role is one of: {roles}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResolveBox</name>
    <message>
        <source>⚄ Roll (virtual dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice drawn from the game&apos;s seed: the same log always draws the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✎ Enter dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or click the faces rolled on the real dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;i&gt;Drag the purple ring on the map to move the figure elsewhere.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RotateTool</name>
    <message>
        <source>Rotate {angle:+.0f}°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rotated selection would leave the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulerCorner</name>
    <message>
        <source>cm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScenarioDocument</name>
    <message>
        <source>Untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranking: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SelectTool</name>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShellDialogs</name>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Save them before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot be opened:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (see details)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop did not close normally. It kept unsaved changes to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1 (%2), kept %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop will follow the system&apos;s language from its next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop will be in %1 from its next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop %1&lt;/h3&gt;&lt;p&gt;A referee&apos;s assistant for &lt;i&gt;Peur sur la Ville&lt;/i&gt; and four gangster card games: Camorra, Mafia Story, Narcopolis and Gangster Paradise.&lt;/p&gt;&lt;p&gt;Scenario maps in centimetres, with the measurements a referee settles disputes with: sight, cover, ranges and templates.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SideForm</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caporegime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its side&apos;s role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>defence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polyvalent&apos;s +3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>values, e.g. 3 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Municipalities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soutien cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: weapons are whole numbers, e.g. 3 2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolOptionsBar</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> mm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> cm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Tools</name>
    <message>
        <source>Polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click corners; double-click or Enter closes; right click drops a corner; drag: rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a rectangle or click the zone&apos;s corners; Enter closes it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the footprint, or click its corners and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click along the wall; double-click or Enter ends it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag from corner to corner, or click two corners</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click on the edge of a building to put the opening there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to place; the options bar sets what is placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vehicle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to park a car, or drag its outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a corner; double-click an edge to add one, right-click a corner to remove it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blast template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click picks (again: the one below), Shift+click adds; drag moves; drag on the table boxes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag anywhere to move the selection; hold Ctrl to move freely of the snapping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a box around features to select them; Shift adds to the selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag around the selection to turn it, in 15° steps while snapping</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log (Edit → Undo steps back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The game is over: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance: roll the virtual die, or enter what the table rolled or revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the virtual die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decides:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>page</name>
    <message>
        <source>Gang %1 (%2 figures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roster file…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>run_app</name>
    <message>
        <source>tabletop: no display found (DISPLAY and WAYLAND_DISPLAY are unset). Run it from a desktop session, or on a server with: xvfb-run -a tabletop FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tabletop: unknown option %1 (tabletop --help lists the commands)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.map.items</name>
    <message>
        <source>HQ %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.map.panels</name>
    <message>
        <source>Terrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Civilians</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks line of sight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A target behind it is in cover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crossed with a colour-die roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.map.style</name>
    <message>
        <source>street</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>barricade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gang HQ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>church</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hospital</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>town hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>door</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>civilian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>entry point</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.map.tool_options</name>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thickness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.modules</name>
    <message>
        <source>New &amp;scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Camorra play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ui.shell.language</name>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
