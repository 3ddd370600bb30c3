"""Transformations of the IR; for now the default (heuristic) schedule."""

from .default_schedule import default_schedule

__all__ = ["default_schedule"]
