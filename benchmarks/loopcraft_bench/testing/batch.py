"""Compile many programs in one C translation unit, for the throughput of the fuzzer and of
the corpus-recipes check.

Why: each generated module costs ~0.2 s of gcc, most of it parsing Python.h and the NumPy
headers, while one more kernel in the same file costs ~0.06 s. So the fuzzer puts a program
and all its transformed variants (and several programs) into one file: the shared runtime
prelude once, then each module's code with its module-level names (``lc_kernel``, ``lc_call``,
``lc_run``, ``lc_run_threads``, ``lc_methods``, ``lc_module``) suffixed, and one
``PyInit_<name>`` per program; each module is then loaded from the same shared object under its
own name.

The code of every kernel is exactly what :func:`loopcraft.pipeline.build_program`
compiles (same :func:`~loopcraft.codegen.c_module.emit_module`, same compiler command and
flags from :mod:`loopcraft.config`) with two exceptions. The parallel threshold is the
fuzzer's, low, so that parallel loops really run on several threads at the fuzzer's small
sizes. And ``-ffp-contract=off`` is added unless the flags already choose a contraction mode:
gcc's default for GNU C (``fast``) fuses ``a * b + c`` into an FMA wherever the code's shape
allows, so two correct schedules of one program round differently in the last bit (the
fuzzer found this; see tests/fuzz/test_regressions.py), which would drown real miscompiles.
A mismatch is confirmed with ``build_program`` (same flags) before it is reported.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import re
import tempfile
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from types import ModuleType

from loopcraft import config as _config
from loopcraft.codegen.c_module import RUNTIME_PRELUDE, emit_module
from loopcraft.errors import CompilerError
from loopcraft.ir import nodes as ir
from loopcraft.pipeline import kernel_library
from loopcraft.target import toolchain

__all__ = ["compile_batch", "build_batch", "weak_flags", "fuzz_flags", "FUZZ_PARALLEL_THRESHOLD",
           "FUZZ_THREADS"]

#: work (iterations) from which a parallel loop runs on threads: low, so the fuzzer's small
#: sizes exercise both the threaded and the serial copy of parallel loops
FUZZ_PARALLEL_THRESHOLD = 8
#: threads for parallel loops
FUZZ_THREADS = 2

#: module-level C names each module defines: suffixed per module in a batch (the BLAS
#: helpers are guarded, so a second module's copy of them is skipped); the ``lc_site_*``
#: tables and ``lc_oob_fail`` are the bounds checks' report (a module with checks left)
_RENAME = re.compile(r"\b(lc_kernel|lc_call|lc_run|lc_run_threads|lc_methods|lc_module|"
                     r"lc_site_text|lc_site_axis|lc_site_hoisted|lc_oob_fail)\b")
_serial = itertools.count()


@contextlib.contextmanager
def fuzz_flags() -> Iterator[None]:
    """The project's compiler flags, plus ``-ffp-contract=off`` unless they set a mode."""
    cflags = _config.config.cflags
    if "-ffp-contract" not in cflags:
        cflags += " -ffp-contract=off"
    with _config.patch(cflags=cflags, parallel_threshold=FUZZ_PARALLEL_THRESHOLD):
        yield


def weak_flags(program: ir.Program) -> tuple[bool, ...]:
    """The fuzzer passes its scalar arguments (``n``) as Python ints: weak scalars."""
    return tuple(True for p in program.params if isinstance(p, ir.ScalarParam))


def _module_code(program: ir.Program, name: str, k: int, weak: tuple[bool, ...],
                 threshold: int) -> str:
    text = emit_module(program, name, weak, threshold)
    if not text.startswith(RUNTIME_PRELUDE):
        raise AssertionError("emit_module no longer starts with RUNTIME_PRELUDE")
    return _RENAME.sub(lambda m: f"{m.group(1)}_{k}", text[len(RUNTIME_PRELUDE):])


def _compile(programs: list[ir.Program], names: list[str],
             weak: Callable[[ir.Program], tuple[bool, ...]], threshold: int, threads: int,
             flags: Callable[[], AbstractContextManager[None]]) -> list[ModuleType]:
    code = [RUNTIME_PRELUDE]
    code += [_module_code(p, n, k, weak(p), threshold)
             for k, (p, n) in enumerate(zip(programs, names, strict=True))]
    with tempfile.TemporaryDirectory(prefix="lcbatch_") as tmp:
        c_path, so_path = Path(tmp) / "batch.c", Path(tmp) / "batch.so"
        c_path.write_text("\n".join(code))
        with flags():  # the kernel libraries too are built under these flags
            toolchain.compile_extension(
                c_path, so_path, kernel_library.link_flags(c_path.read_text(),
                                                           Path(_config.config.cache_dir)))
        try:
            modules = [toolchain.load_extension(so_path, n) for n in names]
        except ImportError as exc:  # e.g. an undefined symbol: as bad as not compiling
            raise CompilerError(f"the compiled module does not load: {exc}") from exc
    for m in modules:  # the mapping stays valid after the file is gone
        m.set_num_threads(threads)
    return modules


def compile_batch(programs: list[ir.Program], weak: Callable[[ir.Program], tuple[bool, ...]],
                  threshold: int, threads: int,
                  flags: Callable[[], AbstractContextManager[None]], prefix: str
                  ) -> list[ModuleType | CompilerError]:
    """A loaded module per program (in order), or the CompilerError of that program.

    One gcc run for all (under the compiler settings ``flags()``, with parallel ``threshold``
    and ``threads``; ``weak(program)``: which scalar arguments are Python numbers); when it
    fails, each program is compiled alone to find which ones the compiler rejects (a bug of
    codegen or of a transformation; a module that compiles but does not load, e.g. for an
    undefined symbol, counts as rejected). Module names start with ``prefix``."""
    def names(n: int) -> list[str]:
        tag = f"{prefix}{os.getpid()}_{next(_serial)}"
        return [f"{tag}_{k}" for k in range(n)]

    settings = (weak, threshold, threads, flags)
    if not programs:
        return []
    try:
        return list(_compile(programs, names(len(programs)), *settings))
    except CompilerError as exc:
        if len(programs) == 1:
            return [exc]
    out: list[ModuleType | CompilerError] = []
    for p in programs:
        try:
            out.append(_compile([p], names(1), *settings)[0])
        except CompilerError as exc:
            out.append(exc)
    return out


def build_batch(programs: list[ir.Program]) -> list[ModuleType | CompilerError]:
    """The fuzzer's :func:`compile_batch`: its flags, threshold and threads."""
    return compile_batch(programs, weak_flags, FUZZ_PARALLEL_THRESHOLD, FUZZ_THREADS,
                         fuzz_flags, "lcfz")
