"""``loopcraft.tune(f, *args, ...)``: the user's entry point to tuning.

Why in the driver: it accepts a plain function as well as a :func:`~loopcraft.jit` one, and
jitting is the driver's job; the tuning package itself works only through the compiled
function's public ``specialize`` and never imports the driver.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .jit import JitFunction

if TYPE_CHECKING:
    from ..tuning.api import TuneResult

__all__ = ["tune"]


def tune(f: JitFunction | Callable, *args: Any, **options: Any) -> TuneResult:
    """Search for a recipe that makes ``f(*args)`` faster, measuring every candidate.

    ``f``: a :func:`loopcraft.jit` function or a plain one (jitted here with the default
    options); ``options``: those of :func:`loopcraft.tuning.api.tune` (``budget``,
    ``time_limit``, ``db``, ``strategy``, ``seed``, ``progress`` and the settings groups
    ``search=``, ``transfer=``, ``check=``, ``measure=``). ``f.with_recipe(result.recipe)``
    is the tuned function. See ``docs/tuning.md``.
    """
    from ..tuning.api import tune as tune_compiled  # the tuner loads when first used

    jf = f if isinstance(f, JitFunction) else JitFunction(f)
    return tune_compiled(jf, *args, **options)
