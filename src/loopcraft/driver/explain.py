"""``loopcraft.explain``: the IR of a function before and after each step of its recipe.

Why: a recipe is only trustworthy if a person can see what each step did; this prints the
program the frontend produced, then the program after every step (the step in its Python
form as the heading), then what codegen receives.
"""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from ..errors import ScheduleError
from ..ir.printer import format_program
from ..pipeline import finish_schedule
from ..schedule.scheduler import heuristic_recipe
from ..transform import Recipe
from .jit import JitFunction

__all__ = ["explain", "load_callable"]


def explain(f: JitFunction | Callable, *args: Any, recipe: Recipe | None = None,
            file: TextIO | None = None, **kwargs: Any) -> str:
    """Print (to ``file``, default stdout) and return the IR after each recipe step.

    ``recipe`` defaults to the function's own (a fixed one given to ``jit``/``with_recipe``,
    else the heuristic scheduler's for these arguments). An illegal step is shown with its
    error, and the :class:`~loopcraft.errors.ScheduleError` is raised after printing.
    """
    jf = f if isinstance(f, JitFunction) else JitFunction(f)
    program = jf.specialize(args, kwargs, compile=False).lowered
    if recipe is None:
        recipe = jf.fixed_recipe or heuristic_recipe(program)
    parts = [f"== {jf.__name__}: lowered by the frontend ==\n{format_program(program)}"]
    failure: ScheduleError | None = None
    for k, step in enumerate(recipe.steps, 1):
        try:
            program = Recipe([step]).apply(program)
        except ScheduleError as exc:
            parts.append(f"== step {k}/{len(recipe)}: {step.to_python()} ==\nILLEGAL: {exc}")
            failure = exc
            break
        parts.append(f"== step {k}/{len(recipe)}: {step.to_python()} ==\n"
                     f"{format_program(program)}")
    if failure is None:
        final = finish_schedule(program)
        if final != program:
            parts.append(f"== after the recipe: library calls as loops ==\n"
                         f"{format_program(final)}")
    text = "\n".join(parts)
    print(text, file=file if file is not None else sys.stdout)
    if failure is not None:
        raise failure
    return text


def load_callable(spec: str) -> Callable:
    """``FILE.py:NAME`` or ``package.module:NAME`` -> the object (for the command line)."""
    where, sep, name = spec.rpartition(":")
    if not sep or not where or not name:
        raise ValueError(f"expected FILE.py:NAME or module:NAME, got {spec!r}")
    if where.endswith(".py") or Path(where).exists():
        path = Path(where)
        if not path.is_file():
            raise ValueError(f"no such file: {path}")
        mod_name = f"_loopcraft_user_{path.stem}"
        mod_spec = importlib.util.spec_from_file_location(mod_name, path)
        assert mod_spec is not None and mod_spec.loader is not None
        module = importlib.util.module_from_spec(mod_spec)
        sys.modules[mod_name] = module  # inspect.getsource needs to find it
        mod_spec.loader.exec_module(module)
    else:
        module = importlib.import_module(where)
    try:
        return getattr(module, name)
    except AttributeError:
        raise ValueError(f"{where} has no {name!r}") from None
