"""Tabletop's Qt layer: the shell, the map editor and the game panels. Only draws, edits and calls the core."""
