"""loopcraft: an optimizing compiler for numerical Python.

Decorate a NumPy-style function with :func:`jit`; it is parsed into a loop-nest IR, scheduled,
emitted as C with OpenMP/SIMD, compiled, cached on disk and run::

    import loopcraft

    @loopcraft.jit
    def saxpy(a, x, y):
        return a * x + y
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from .driver.explain import explain
from .driver.jit import JitFunction, jit
from .driver.tune import tune
from .errors import (
    ArgumentError,
    CompilerError,
    ConfigError,
    InternalError,
    LoopcraftError,
    PerformanceWarning,
    ScheduleError,
    UnsupportedSyntaxError,
)
from .transform import Recipe, Step
from .tuning.db.database import RecipeDB
from .tuning.settings import CheckSettings, MeasureSettings, SearchSettings, TransferSettings

try:
    __version__ = version("loopcraft")
except PackageNotFoundError:  # running from a source tree without installation
    __version__ = "0+unknown"

__all__ = [
    "jit",
    "JitFunction",
    "Recipe",
    "Step",
    "explain",
    "tune",
    "RecipeDB",
    "SearchSettings",
    "TransferSettings",
    "CheckSettings",
    "MeasureSettings",
    "LoopcraftError",
    "UnsupportedSyntaxError",
    "ArgumentError",
    "CompilerError",
    "ConfigError",
    "ScheduleError",
    "InternalError",
    "PerformanceWarning",
    "__version__",
]
