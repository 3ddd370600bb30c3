"""The stages after the frontend, as plain functions: schedule, finish, emit and build.

Why here and not in the driver: the tuner compiles its candidates exactly the way a call does
(so that ``f.with_recipe(best)`` is then a cache hit), and the driver calls the tuner for
``jit(tune="transfer")``; both use these functions, which know nothing of either.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

from ..codegen.c_module import emit_module
from ..config import config, patch
from ..frontend.python.lower import ArgSpec, lower_function
from ..ir import nodes as ir
from ..ir.printer import format_program
from ..libops import expand_libcalls
from ..schedule.graph_fusion import DEFAULT_FUSION
from ..schedule.scheduler import heuristic_schedule
from ..transform import Recipe
from . import cache, kernel_library, precompiled_header
from .operator_schedule import fusion_groups, replay_by_operator, schedule_by_operator

__all__ = ["compile_program", "schedule_program", "finish_schedule", "build_program",
           "emit_source", "weak_flags"]


def compile_program(py_func: Callable, specs: tuple[ArgSpec, ...],
                    recipe: Recipe | None = None) -> tuple[ir.Program, Recipe]:
    """Frontend, then the recipe (the heuristic scheduler's when None), then the default
    ``loops`` implementation of library calls no step implemented: what codegen receives."""
    return schedule_program(lower_function(py_func, specs), recipe)


def schedule_program(program: ir.Program, recipe: Recipe | None = None,
                     by_operator: bool = False, fusion: str = DEFAULT_FUSION
                     ) -> tuple[ir.Program, Recipe]:
    """The recipe (the heuristic scheduler's when None, with fusion across operators up to
    ``fusion``: see :mod:`loopcraft.schedule.graph_fusion`) applied to a front end's
    program, then :func:`finish_schedule`; every front end (Python, ONNX) goes through
    here. ``by_operator``: the heuristic chooses the recipe one operator at a time (an
    operator with the elementwise ones that consume it, which it may fuse with), or a given
    recipe is replayed one operator at a time when it was made so (:mod:`.operator_schedule`:
    linear in the size of a model, for the ONNX front end)."""
    if recipe is None and by_operator:
        recipe, program, _ = schedule_by_operator(
            program, functools.partial(heuristic_schedule, fusion=fusion),
            fusion_groups(program, fusion))
    elif recipe is None:
        recipe, program = heuristic_schedule(program, fusion=fusion)
    elif by_operator:
        program = replay_by_operator(program, recipe, fusion_groups(program, fusion))
    else:
        program = recipe.apply(program)
    program = finish_schedule(program)
    if "frontend" in config.debug_print_after.split(","):
        print(format_program(program))
    return program, recipe


def finish_schedule(program: ir.Program) -> ir.Program:
    """What follows the recipe: library calls no step implemented get their ``loops``
    expansion."""
    return expand_libcalls(program)


def weak_flags(specs: tuple[ArgSpec, ...]) -> tuple[bool, ...]:
    """Per scalar parameter, whether its argument is a Python number (NEP 50 weak type)."""
    return tuple(a.weak for a in specs if a.kind == "scalar")


def emit_source(program: ir.Program, key: str, weak: tuple[bool, ...],
                boundscheck: bool) -> str:
    """The C source of the extension module that :func:`build_program` builds under ``key``."""
    return emit_module(program, cache.module_name_for(key), weak, config.parallel_threshold,
                       boundscheck)


def build_program(program: ir.Program, weak: tuple[bool, ...] | None = None,
                  use_cache: bool = True, boundscheck: bool | None = None
                  ) -> tuple[str, ModuleType]:
    """Compile (or load from the cache) the extension module for a scheduled program.

    ``weak`` flags, per scalar parameter, that the argument is a Python number (NEP 50 weak
    type); by default none is. ``boundscheck`` (default: ``config.boundscheck``) checks every
    element index. The module's ``run`` takes the program's parameters.
    """
    if weak is None:
        weak = tuple(False for p in program.params if isinstance(p, ir.ScalarParam))
    if boundscheck is None:
        boundscheck = config.boundscheck
    text = format_program(program)
    threshold = config.parallel_threshold
    key = cache.cache_key(text, f"parallel_threshold={threshold}", f"weak={weak}",
                          f"boundscheck={boundscheck}")

    def make_source(module_name: str) -> str:
        return emit_module(program, module_name, weak, threshold, boundscheck)

    if use_cache:
        return key, cache.get_or_build(key, make_source, _module_flags)
    with patch(disable_cache=True):
        return key, cache.get_or_build(key, make_source, _module_flags)


def _module_flags(source: str, root: Path) -> tuple[str, ...]:
    """The precompiled runtime header and the kernel libraries ``source`` calls."""
    return (*precompiled_header.include_flags(root), *kernel_library.link_flags(source, root))
