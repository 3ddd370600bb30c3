"""How many threads a parallel kernel may use.

One resolution order for every kernel, so loopcraft never runs more threads than the user (or
the OpenMP convention they already follow) allowed, and by default never more than the cores
this process may run on.
"""

from __future__ import annotations

import os

from loopcraft.config import config
from loopcraft.errors import ArgumentError
from loopcraft.runtime import hardware

__all__ = ["resolve_num_threads"]


def _omp_num_threads() -> int | None:
    """The first level of ``OMP_NUM_THREADS`` (it may list nested levels: ``"8,2"``), if valid."""
    first = os.environ.get("OMP_NUM_THREADS", "").split(",")[0].strip()
    try:
        n = int(first)
    except ValueError:
        return None
    return n if n > 0 else None


def resolve_num_threads(explicit: int | None = None) -> int:
    """Threads to use: ``explicit`` (a ``num_threads=`` argument), else ``LOOPCRAFT_NUM_THREADS``
    (``config.num_threads`` when > 0), else ``OMP_NUM_THREADS``, else :func:`hardware.num_cores`.
    """
    if explicit is not None:
        if isinstance(explicit, bool) or not isinstance(explicit, int) or explicit < 1:
            raise ArgumentError(f"num_threads must be a positive int, got {explicit!r}")
        return explicit
    if config.num_threads > 0:
        return config.num_threads
    return _omp_num_threads() or hardware.num_cores()
