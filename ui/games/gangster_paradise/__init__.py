"""Gangster Paradise in the shared card-game tracker."""
