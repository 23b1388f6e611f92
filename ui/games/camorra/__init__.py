"""Camorra's Qt side: its ``GameView`` for the shared play tracker and the combat calculator."""
