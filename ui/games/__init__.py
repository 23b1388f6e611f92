"""The Qt side of each game, one sub-package per game, named as its core in ``tabletop/games/``."""
