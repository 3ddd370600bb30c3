"""What a compiled function made of one argument signature, as data.

:class:`Specialization` is one compiled signature (kept by the function, shared by every call
with that signature); :class:`SpecializedCall` is what ``JitFunction.specialize(*args)``
returns: one call's arguments bound to their specialization. The tuner, ``explain`` and the
benchmarks read these public fields instead of the function's internals, so they need not
import the driver.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from ..frontend.python.lower import ArgSpec
from ..ir import nodes as ir
from ..transform import Recipe
from .stages import emit_source, weak_flags

__all__ = ["Specialization", "SpecializedCall"]


@dataclass
class Specialization:
    """One compiled signature: the IR that was compiled and the loaded module."""

    args: tuple[ArgSpec, ...]
    program: ir.Program
    key: str
    module: ModuleType
    compile_seconds: float
    #: the recipe that scheduled ``program`` (the heuristic one unless the user gave one)
    recipe: Recipe = dataclasses.field(default_factory=Recipe)
    #: whether every element index is checked (``jit(boundscheck=...)``)
    boundscheck: bool = True

    @property
    def c_source(self) -> str:
        path = getattr(self.module, "__file__", None)
        if path:
            c_path = Path(path).with_name("module.c")
            if c_path.exists():
                return c_path.read_text()
        return emit_source(self.program, self.key, weak_flags(self.args), self.boundscheck)


@dataclass(frozen=True, eq=False)  # eq=False: ``args`` holds arrays, which do not compare
class SpecializedCall:
    """One call's arguments and the specialization they select.

    ``args``: the bound arguments as the compiled code receives them (defaults filled in; an
    array loopcraft works on a copy of is that copy); ``signature``: their :class:`ArgSpec`
    per parameter (unit broadcast axes included); ``lowered``: the frontend's program for the
    signature, before any recipe step; ``compiled``: the :class:`Specialization` (None when
    ``specialize(..., compile=False)`` was asked not to compile). ``threads``: the OpenMP
    threads the function runs with; ``use_cache``: whether it builds into the artifact cache.
    """

    name: str
    args: tuple[Any, ...]
    signature: tuple[ArgSpec, ...]
    lowered: ir.Program
    threads: int
    use_cache: bool
    boundscheck: bool
    compiled: Specialization | None = None

    @property
    def weak(self) -> tuple[bool, ...]:
        """Per scalar parameter, whether its argument is a Python number (NEP 50)."""
        return weak_flags(self.signature)

    def _specialization(self) -> Specialization:
        if self.compiled is None:
            raise ValueError(f"{self.name}: specialize(..., compile=False) compiled nothing")
        return self.compiled

    @property
    def recipe(self) -> Recipe:
        """The recipe that scheduled the compiled program."""
        return self._specialization().recipe

    @property
    def program(self) -> ir.Program:
        """The scheduled program codegen received."""
        return self._specialization().program

    @property
    def module(self) -> ModuleType:
        """The loaded extension module (its ``run`` takes the program's parameters)."""
        return self._specialization().module
