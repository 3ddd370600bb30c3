"""Analyses of the IR (read-only): parallelism of loops, aliasing of array variables, and
isl-based data dependences of loop nests (affine forms live in :mod:`loopcraft.ir.affine`).

The dependence names load lazily (PEP 562) so that compiling a function, which imports
this package for the parallelism test, does not pay for importing islpy.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .parallel import (
    LoopParallelism,
    alias_roots,
    analyze_loop,
    breaks_out,
    scalar_effects,
    var_occurrences,
)

if TYPE_CHECKING:
    from .dependence import (
        Dependence,
        dependences,
        interchange_is_legal,
        is_reduction,
        loop_carries,
    )

__all__ = [
    "LoopParallelism",
    "alias_roots",
    "analyze_loop",
    "breaks_out",
    "scalar_effects",
    "var_occurrences",
]
__all__ += [
    "Dependence",
    "dependences",
    "interchange_is_legal",
    "is_reduction",
    "loop_carries",
]

_LAZY = {
    "Dependence": "dependence",
    "dependences": "dependence",
    "interchange_is_legal": "dependence",
    "is_reduction": "dependence",
    "loop_carries": "dependence",
}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
