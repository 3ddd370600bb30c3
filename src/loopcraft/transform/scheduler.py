"""The default (heuristic) scheduler: a recipe per program, without measurement.

Placeholder until the transformations it composes land: returns the empty recipe, and
:func:`loopcraft.runtime.dispatch.compile_program` still applies the fixed default schedule.
"""

from __future__ import annotations

from ..ir import nodes as ir
from .recipe import Recipe

__all__ = ["heuristic_recipe"]


def heuristic_recipe(program: ir.Program) -> Recipe:
    return Recipe()
