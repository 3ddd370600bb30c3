"""The one configuration module: typed options, each overridable by a ``LOOPCRAFT_*`` variable.

Options are read from the environment when the module is imported and may be changed at run time
with :func:`patch` (a context manager, used by tests). Every option is documented in the README.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
from collections.abc import Iterator

import platformdirs

__all__ = ["Config", "config", "patch"]


def _env(name: str, default: str) -> str:
    return os.environ.get(f"LOOPCRAFT_{name}", default)


@dataclasses.dataclass
class Config:
    """All options. Field docs are the README's option table."""

    #: Where compiled artifacts live (LOOPCRAFT_CACHE_DIR).
    cache_dir: str = dataclasses.field(
        default_factory=lambda: _env("CACHE_DIR", platformdirs.user_cache_dir("loopcraft"))
    )
    #: The C compiler command (LOOPCRAFT_CC, else CC, else gcc).
    cc: str = dataclasses.field(
        default_factory=lambda: _env("CC", os.environ.get("CC", "gcc"))
    )
    #: Optimization flags passed to the C compiler (LOOPCRAFT_CFLAGS).
    cflags: str = dataclasses.field(
        default_factory=lambda: _env("CFLAGS", "-O3 -march=native -fopenmp -fno-math-errno")
    )
    #: Threads for parallel loops; 0 = OMP_NUM_THREADS, else all cores (LOOPCRAFT_NUM_THREADS).
    num_threads: int = dataclasses.field(
        default_factory=lambda: int(_env("NUM_THREADS", "0") or 0)
    )
    #: Disable the on-disk cache entirely (LOOPCRAFT_DISABLE_CACHE=1).
    disable_cache: bool = dataclasses.field(
        default_factory=lambda: _env("DISABLE_CACHE", "0") not in ("", "0", "false")
    )
    #: Print the IR after these comma-separated stages (LOOPCRAFT_DEBUG_PRINT_AFTER=frontend).
    debug_print_after: str = dataclasses.field(
        default_factory=lambda: _env("DEBUG_PRINT_AFTER", "")
    )
    #: Trip count (elements) above which the default schedule parallelizes a loop nest
    #: (LOOPCRAFT_PARALLEL_THRESHOLD).
    parallel_threshold: int = dataclasses.field(
        default_factory=lambda: int(_env("PARALLEL_THRESHOLD", "100000"))
    )
    #: How the default recipe implements matrix products and convolutions: microkernel
    #: (loopcraft's own), loops (direct emission, scheduled like user loops) or blas
    #: (LOOPCRAFT_LIBOP_IMPL); a call the choice cannot carry out (integers) gets loops.
    libop_impl: str = dataclasses.field(
        default_factory=lambda: _env("LIBOP_IMPL", "microkernel")
    )
    #: The recipe database file; empty = recipes.sqlite in cache_dir (LOOPCRAFT_DB).
    db: str = dataclasses.field(default_factory=lambda: _env("DB", ""))
    #: "full" keeps loopcraft's internal frames in the traceback of a user-facing error
    #: (LOOPCRAFT_TRACEBACK); by default they are hidden.
    traceback: str = dataclasses.field(default_factory=lambda: _env("TRACEBACK", "filtered"))


config = Config()


@contextlib.contextmanager
def patch(**changes: object) -> Iterator[Config]:
    """Temporarily change options: ``with loopcraft.config.patch(cache_dir=tmp): ...``."""
    old = {k: getattr(config, k) for k in changes}
    for k, v in changes.items():
        if not hasattr(config, k):
            raise AttributeError(f"loopcraft has no option {k!r}")
        setattr(config, k, v)
    try:
        yield config
    finally:
        for k, v in old.items():
            setattr(config, k, v)
