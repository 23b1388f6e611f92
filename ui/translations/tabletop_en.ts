<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
<context>
    <name></name>
    <message numerus="yes">
        <source>%n obstacles to cross, 1 colour die each</source>
        <translation>
            <numerusform>%n obstacle to cross, 1 colour die</numerusform>
            <numerusform>%n obstacles to cross, 1 colour die each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>lands on {face}: %n caught</source>
        <translation>
            <numerusform>lands on {face}: %n caught</numerusform>
            <numerusform>lands on {face}: %n caught</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wounded, tests morale first: {who}</source>
        <translation>
            <numerusform>wounded, tests morale first: {who}</numerusform>
            <numerusform>wounded, test morale first: {who}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{rider}&apos;s horse — %n wounds</source>
        <translation>
            <numerusform>{rider}&apos;s horse — %n wound</numerusform>
            <numerusform>{rider}&apos;s horse — %n wounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>deployed, %n check-points per table</source>
        <translation>
            <numerusform>deployed, %n check-point per table</numerusform>
            <numerusform>deployed, %n check-points per table</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n faces more than the rules ask for</source>
        <translation>
            <numerusform>%n face more than the rules ask for</numerusform>
            <numerusform>%n faces more than the rules ask for</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n caught</source>
        <translation>
            <numerusform>%n caught</numerusform>
            <numerusform>%n caught</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n caught ({k} in cover)</source>
        <translation>
            <numerusform>%n caught ({k} in cover)</numerusform>
            <numerusform>%n caught ({k} in cover)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>burst of {n}: {hit} on figures, %n lost</source>
        <translation>
            <numerusform>burst of {n}: {hit} on figures, %n lost</numerusform>
            <numerusform>burst of {n}: {hit} on figures, %n lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bavures</source>
        <translation>
            <numerusform>%n bavure</numerusform>
            <numerusform>%n bavures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bavures committed, more than one per gang: THE NATIONAL GUARD INTERVENES</source>
        <translation>
            <numerusform>%n bavure committed, more than one per gang: THE NATIONAL GUARD INTERVENES</numerusform>
            <numerusform>%n bavures committed, more than one per gang: THE NATIONAL GUARD INTERVENES</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bavures committed; the National Guard intervenes beyond {limit}, one per gang</source>
        <translation>
            <numerusform>%n bavure committed; the National Guard intervenes beyond {limit}, one per gang</numerusform>
            <numerusform>%n bavures committed; the National Guard intervenes beyond {limit}, one per gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>seat %1
%n plays</source>
        <translation>
            <numerusform>seat %1
%n play</numerusform>
            <numerusform>seat %1
%n plays</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CampaignsPage</name>
    <message numerus="yes">
        <source>&lt;b&gt;Ledger of %1&lt;/b&gt; (%Ln entries)</source>
        <translation>
            <numerusform>&lt;b&gt;Ledger of %1&lt;/b&gt; (%Ln entry)</numerusform>
            <numerusform>&lt;b&gt;Ledger of %1&lt;/b&gt; (%Ln entries)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GangsterParadiseView</name>
    <message numerus="yes">
        <source>Set-up: turn up %n black-market cards</source>
        <translation>
            <numerusform>Set-up: turn up %n black-market card</numerusform>
            <numerusform>Set-up: turn up %n black-market cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Black market: turn up %n cards for the next turn</source>
        <translation>
            <numerusform>Black market: turn up %n card for the next turn</numerusform>
            <numerusform>Black market: turn up %n cards for the next turn</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InvestmentsPage</name>
    <message numerus="yes">
        <source>{gang}: {what} — price in bitcoins: %n</source>
        <translation>
            <numerusform>{gang}: {what} — %n bitcoin</numerusform>
            <numerusform>{gang}: {what} — %n bitcoins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{gang}: bitcoins left: %n</source>
        <translation>
            <numerusform>{gang}: %n bitcoin left</numerusform>
            <numerusform>{gang}: %n bitcoins left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NarcopolisView</name>
    <message numerus="yes">
        <source>%n developments</source>
        <translation>
            <numerusform>%n development</numerusform>
            <numerusform>%n developments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n jobs</source>
        <translation>
            <numerusform>%n job</numerusform>
            <numerusform>%n jobs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaysPage</name>
    <message numerus="yes">
        <source>%1 of %Ln plays</source>
        <translation>
            <numerusform>%1 of %Ln play</numerusform>
            <numerusform>%1 of %Ln plays</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShellDialogs</name>
    <message numerus="yes">
        <source>… and %n more (see details)</source>
        <translation>
            <numerusform>… and %n more (see details)</numerusform>
            <numerusform>… and %n more (see details)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message numerus="yes">
        <source>Bitcoins before the turn: {before}; after it: %n.</source>
        <translation>
            <numerusform>Bitcoins before the turn: {before}; after it: %n bitcoin.</numerusform>
            <numerusform>Bitcoins before the turn: {before}; after it: %n bitcoins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reputation before the turn: {before}; after it: %n.</source>
        <translation>
            <numerusform>Reputation before the turn: {before}; after it: %n point.</numerusform>
            <numerusform>Reputation before the turn: {before}; after it: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{what} (bitcoins: %n)</source>
        <translation>
            <numerusform>{what} (%n bitcoin)</numerusform>
            <numerusform>{what} (%n bitcoins)</numerusform>
        </translation>
    </message>
</context>
</TS>
