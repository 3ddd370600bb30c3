"""The runtime header every module starts with, precompiled once per cache directory.

Why: every generated module begins with the same prelude (``codegen/runtime/runtime.h``:
Python's and NumPy's headers, OpenMP's, the runtime helpers), and parsing it is a fifth to a
third of a typical module's compile time. GCC reads a precompiled header instead of the text
when a file is compiled with ``-include <header>`` and ``<header>.gch`` lies beside it, built
with the same flags; the prelude in the module itself is then skipped by its include guard.
The generated C file stays self-contained: without the flag it compiles from its own text.

The pair lives in ``<cache>/kernels/`` beside the kernel libraries, named by the cache key of
the header (compiler flags, CPU, loopcraft's sources are in that key), built under a file lock
and published by rename like every cache artifact. GCC ignores a ``.gch`` built with other
flags, but fails on a damaged one, so, like a module's ``meta.json``, a ``.sha256`` file beside
it must match the ``.gch`` byte for byte before a process first uses it; one that does not is
rebuilt, with a warning.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import warnings
from collections.abc import Sequence
from pathlib import Path

import filelock

from ..codegen.c_module import RUNTIME_PRELUDE
from ..config import config
from ..errors import CompilerError
from ..target import toolchain
from .cache import KERNELS_DIR, atomic_write, cache_key

__all__ = ["include_flags"]

#: precompiled headers this process has verified (their ``.sha256`` matched)
_verified: set[Path] = set()


def include_flags(root: Path) -> Sequence[str]:
    """``("-include", <header>)`` with its precompiled form built under ``root/kernels`` (the
    cache directory), or nothing where it would not pay: a compiler other than GCC, or a
    cache-less build (its directory is thrown away, the header would be built for one
    module)."""
    if config.disable_cache or not toolchain.supports_precompiled_headers():
        return ()
    key = cache_key(RUNTIME_PRELUDE, f"compiler={toolchain.compiler_identity()}")[:16]
    header = root / KERNELS_DIR / f"lc_runtime_{key}.h"
    gch = header.with_name(header.name + ".gch")
    if gch not in _verified or not header.exists():  # (a cache cleared since: rebuilt)
        if not header.exists() or not _intact(gch):
            try:
                _build(header, gch)
            except CompilerError as e:  # the modules still compile, from the header's text
                warnings.warn(f"loopcraft: the runtime header could not be precompiled, "
                              f"modules compile without it (slower): {e}", RuntimeWarning,
                              stacklevel=2)
                return ()
        _verified.add(gch)
    return ("-include", str(header))


def _digest_path(gch: Path) -> Path:
    return gch.with_name(gch.name + ".sha256")


def _intact(gch: Path) -> bool:
    try:
        data, digest = gch.read_bytes(), _digest_path(gch).read_text()
    except OSError:
        return False
    return hashlib.sha256(data).hexdigest() == digest


def _build(header: Path, gch: Path) -> None:
    header.parent.mkdir(parents=True, exist_ok=True)
    with filelock.FileLock(f"{gch}.lock"):
        if header.exists() and _intact(gch):  # another process built it while we waited
            return
        if gch.exists():
            warnings.warn(f"loopcraft: the precompiled header {gch} does not match its "
                          f"checksum; building it again", RuntimeWarning, stacklevel=3)
        atomic_write(header, RUNTIME_PRELUDE.encode())
        tmp = header.parent / f".{gch.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
        try:
            toolchain.precompile_header(header, tmp)
            digest = hashlib.sha256(tmp.read_bytes()).hexdigest()
            os.replace(tmp, gch)
        finally:
            tmp.unlink(missing_ok=True)
        atomic_write(_digest_path(gch), digest.encode())
