"""Mafia Story in the shared play tracker: the city grid as the table lays it out, the reveal, the piles."""
