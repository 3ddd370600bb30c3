"""How many threads a parallel kernel may use.

One resolution order for every kernel, so loopcraft never runs more threads than the user (or
the OpenMP convention they already follow) allowed, and by default never more than the cores
this process may run on. A default (no ``num_threads=``, no ``LOOPCRAFT_NUM_THREADS``) is also
capped, in the kernel, by the calling thread's OpenMP limit, so ``threadpoolctl``'s limits apply
to loopcraft as they do to the OpenMP libraries around NumPy; an explicit count wins.
"""

from __future__ import annotations

import contextlib
import ctypes
import os

from loopcraft.config import config
from loopcraft.errors import ArgumentError
from loopcraft.target import hardware

__all__ = ["resolve_num_threads", "thread_request"]

#: The OpenMP runtime gcc's ``-fopenmp`` links. Loaded with loopcraft (not with the first
#: kernel) so that threadpoolctl lists it as an "openmp" library and applies a limit set before
#: the first kernel loads; kernels then bind to this same copy. Absent: nothing to preload.
_OPENMP_RUNTIME = "libgomp.so.1"
with contextlib.suppress(OSError):
    ctypes.CDLL(_OPENMP_RUNTIME)


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


def thread_request(explicit: int | None = None) -> int:
    """What a jit function passes to its module's ``run_threads`` on every call: the explicit
    count (``num_threads=`` or ``LOOPCRAFT_NUM_THREADS``) as is, else minus the default, which
    the kernel lowers to the calling thread's OpenMP limit (see ``lc_begin_call``)."""
    n = resolve_num_threads(explicit)
    return n if explicit is not None or config.num_threads > 0 else -n
