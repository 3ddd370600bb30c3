"""The kernel libraries in the artifact cache: each variant compiled once, linked by modules.

The runtime library (``codegen/runtime/runtime_lib.c``: buffers, result arrays, the error
path) is built and linked the same way, by every module.

A module that calls ``lc_mk_gemm_avx512_f64`` (say) is linked against
``<cache>/kernels/libloopcraft_gemm_avx512_f64_<key>.so``, built here on first use under a file
lock and published atomically (temp file + rename), like a cache entry. The key is the cache's
own (:func:`~loopcraft.pipeline.cache.cache_key` of the library's source: compiler, flags, CPU
features and loopcraft's codegen sources), so a change to any of them builds a new library and
old modules keep theirs. Modules find the library through their run path, relative to their
own location first (``$ORIGIN/../../kernels``: a cache directory that is copied elsewhere keeps
working, without a compiler) and then by absolute path (modules built outside the cache).
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Sequence
from pathlib import Path

import filelock

from ..codegen.kernel_library import (
    calls_runtime,
    library_source,
    runtime_library_source,
    variants_called,
)
from ..target import toolchain
from .cache import KERNELS_DIR, atomic_write, cache_key

__all__ = ["LIBRARY_FLAGS", "link_flags"]

#: Flags added after the user's for the kernel libraries. ``-fno-unswitch-loops``: the macro
#: kernels test run-time flags (``beta``, ``bias``, the activation, a packed operand) inside
#: their tile loops, and -O3's unswitching copies each loop nest once per combination of them,
#: with every copy's micro-kernels inlined and vectorized again: a GEMM library took 9.7 s of
#: gcc instead of 3.8 s. The branches are taken the same way for a whole call, so the
#: predictor hides them; the micro-kernels' inner loops have none (measurement:
#: docs/results/2026-11-27-kernel-library-compile.md).
LIBRARY_FLAGS: tuple[str, ...] = ("-fno-unswitch-loops",)


def link_flags(c_source: str, root: Path) -> Sequence[str]:
    """Linker inputs and flags for the kernel libraries ``c_source`` calls, building any that
    ``root/kernels`` lacks (``root``: the cache directory, or a build's own temporary one)."""
    libraries = [(v.name, library_source(v)) for v in variants_called(c_source)]
    if calls_runtime(c_source):
        libraries.append(("runtime", runtime_library_source()))
    if not libraries:
        return ()
    libdir = root / KERNELS_DIR
    paths = [str(_ensure(name, source, libdir)) for name, source in libraries]
    return (*paths, f"-Wl,-rpath,$ORIGIN/../../{KERNELS_DIR}", f"-Wl,-rpath,{libdir}")


def _ensure(name: str, source: str, libdir: Path) -> Path:
    key = cache_key(source, " ".join(LIBRARY_FLAGS))[:16]
    so_path = libdir / f"libloopcraft_{name}_{key}.so"
    if so_path.exists():  # published by rename: present means complete
        return so_path
    libdir.mkdir(parents=True, exist_ok=True)
    with filelock.FileLock(f"{so_path}.lock"):
        if so_path.exists():
            return so_path
        c_path = so_path.with_suffix(".c")
        atomic_write(c_path, source.encode())
        tmp = libdir / f".{so_path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
        try:
            toolchain.compile_extension(c_path, tmp,
                                        [*LIBRARY_FLAGS, f"-Wl,-soname,{so_path.name}"])
            os.replace(tmp, so_path)
        finally:
            tmp.unlink(missing_ok=True)
    return so_path
