"""The card games' table screens: each game's public board (``tabletop.games.public_board``) painted for a TV laid
on the table, sized in millimetres of the glass (``drawing``), in a window of its own with the referee's controls
(``screen``), and by ``tabletop render PLAY.ttplay.json --table-screen WxH`` (``render``)."""
