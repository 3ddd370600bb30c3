"""Drive the system C compiler and load what it builds.

Generated code is a complete CPython extension module (not a plain shared library called through
ctypes) because the extension's own argument parsing is ~20x cheaper per call; see DESIGN.md. This
module knows nothing about caching: :mod:`loopcraft.pipeline.cache` decides *whether* to compile.
"""

from __future__ import annotations

import ctypes.util
import functools
import importlib.machinery
import importlib.util
import os
import shlex
import shutil
import subprocess
import sysconfig
import threading
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

import numpy

from loopcraft.config import config
from loopcraft.errors import CompilerError

__all__ = [
    "FIXED_FLAGS",
    "compile_count",
    "thread_compile_count",
    "compiler_identity",
    "installed_compiler_identity",
    "compile_command",
    "compile_extension",
    "precompile_header",
    "supports_precompiled_headers",
    "blas_flags",
    "load_extension",
]

#: Flags loopcraft always adds after the user's cflags. ``-fwrapv`` because generated index
#: arithmetic must wrap like NumPy's integers instead of being undefined behaviour that -O3
#: exploits. Part of the cache key, so changing them here invalidates old artifacts.
FIXED_FLAGS: tuple[str, ...] = ("-fwrapv", "-shared", "-fPIC")

#: Compiler invocations in this process; tests read it to prove a cache hit did not compile.
compile_count = 0
_count_lock = threading.Lock()
#: The same count per thread, so a caller can attribute invocations to its own work (a jit
#: function's stats) while other threads compile other things.
_per_thread = threading.local()


def thread_compile_count() -> int:
    """Compiler invocations made by the calling thread."""
    return getattr(_per_thread, "count", 0)

#: Compiler output beyond this is cut: the first errors are the useful ones.
_MAX_OUTPUT = 4000


def _compiler_argv(cc: str) -> list[str]:
    argv = shlex.split(cc)
    if not argv:
        raise CompilerError("no C compiler configured (set LOOPCRAFT_CC or CC)")
    return argv


@functools.cache
def _identity(cc: str) -> str:
    argv = _compiler_argv(cc)
    path = shutil.which(argv[0])
    if path is None:
        raise CompilerError(f"C compiler {argv[0]!r} not found (set LOOPCRAFT_CC or CC)")
    try:
        proc = subprocess.run([*argv, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as e:
        raise CompilerError(f"cannot run C compiler {cc!r}: {e}") from e
    version = (proc.stdout or proc.stderr).strip().splitlines()
    return f"{cc} [{os.path.realpath(path)}] {version[0] if version else '?'}"


def compiler_identity() -> str:
    """``"<cc> [<resolved path>] <first line of --version>"`` for the configured compiler.

    Recorded with each cache entry and compared when it loads: a compiler upgrade (or a
    different ``CC``) must not reuse objects built by another. Memoized per ``cc`` string since
    spawning ``cc --version`` costs milliseconds. Raises :class:`CompilerError` when the compiler
    is missing.
    """
    return _identity(config.cc)


def installed_compiler_identity() -> str | None:
    """:func:`compiler_identity`, or None when the configured compiler cannot be run."""
    try:
        return compiler_identity()
    except CompilerError:
        return None


@functools.cache
def _include_flags() -> tuple[str, ...]:
    return (f"-I{sysconfig.get_paths()['include']}", f"-I{numpy.get_include()}")


@functools.cache
def vector_math_flags() -> tuple[str, ...]:
    """Flags that let vectorized loops call glibc's SIMD math library (libmvec) when present.

    NumPy evaluates exp/log/sin... with SIMD code; without libmvec a vectorized loop would call
    the scalar libm function per element. Part of the cache key.
    """
    if ctypes.util.find_library("mvec") is None:
        return ()
    return ("-DLC_HAVE_MVEC", "-lmvec")


@functools.cache
def blas_flags() -> tuple[str, ...]:
    """Compile and link flags for OpenBLAS from the ``scipy-openblas32`` wheel.

    Linked ``--as-needed``: only kernels that call BLAS (``implement(..., "blas")``) record the
    library, so the others load no extra shared object. The rpath lets the kernel find the
    library inside the wheel. Part of the cache key (the path names the installed wheel).
    """
    try:
        import scipy_openblas32 as ob  # type: ignore[import-untyped]
    except ImportError:  # the dependency is pinned; a broken install only loses BLAS
        return ()
    lib = ob.get_lib_dir()
    return (f"-I{ob.get_include_dir()}", "-Wl,--as-needed", f"-L{lib}",
            f"-l{ob.get_library()}", "-Wl,--no-as-needed", f"-Wl,-rpath,{lib}")


def compile_command(c_path: Path, so_path: Path, extra: Sequence[str] = ()) -> list[str]:
    """The exact argv :func:`compile_extension` runs (exposed for error messages and tooling).
    ``extra``: more linker inputs and flags (the kernel libraries a module calls)."""
    return [
        *_compiler_argv(config.cc),
        *shlex.split(config.cflags),
        *FIXED_FLAGS,
        *_include_flags(),
        str(c_path),
        "-o",
        str(so_path),
        *extra,
        *vector_math_flags(),
        *blas_flags(),
        "-lm",
    ]


def _trim(text: str) -> str:
    text = text.strip()
    if len(text) <= _MAX_OUTPUT:
        return text
    return f"{text[:_MAX_OUTPUT]}\n... ({len(text) - _MAX_OUTPUT} more characters)"


def compile_extension(c_path: Path, so_path: Path, extra: Sequence[str] = ()) -> None:
    """Compile the extension source ``c_path`` into the shared object ``so_path`` (``extra``:
    see :func:`compile_command`).

    Raises :class:`CompilerError` carrying the compiler's (trimmed) output and ``c_path``, which
    the caller must leave on disk so the user can read the code the compiler rejected.
    """
    _run_compiler(compile_command(c_path, so_path, extra), c_path)


def _run_compiler(argv: list[str], c_path: Path) -> None:
    global compile_count
    with _count_lock:
        compile_count += 1
    _per_thread.count = thread_compile_count() + 1
    try:
        proc = subprocess.run(argv, capture_output=True, text=True)
    except OSError as e:
        raise CompilerError(
            f"cannot run C compiler {argv[0]!r}: {e}\ngenerated C kept at: {c_path}",
            c_path=str(c_path),
        ) from e
    if proc.returncode != 0:
        output = _trim(proc.stderr or proc.stdout)
        raise CompilerError(
            f"C compiler failed (exit {proc.returncode}): {shlex.join(argv)}\n{output}\n"
            f"generated C kept at: {c_path}",
            c_path=str(c_path),
            compiler_output=output,
        )


def supports_precompiled_headers() -> bool:
    """Whether the configured compiler is GCC, whose ``-include h`` reads ``h.gch`` when that
    was built with matching flags (and the header text otherwise, so a stale one is harmless).
    Other compilers get no precompiled header: clang's work differently."""
    try:
        identity = compiler_identity()
    except CompilerError:
        return False
    return "gcc" in identity.lower() and "clang" not in identity.lower()


def precompile_header(h_path: Path, gch_path: Path) -> None:
    """Compile the C header ``h_path`` into ``gch_path`` with the compile flags of
    :func:`compile_command` (not its link flags), so that modules compiled with
    ``-include h_path`` can use it. Raises :class:`CompilerError` as
    :func:`compile_extension` does."""
    compile_flags = [f for f in (*FIXED_FLAGS, *vector_math_flags(), *blas_flags())
                     if f.startswith(("-D", "-I", "-f"))]
    argv = [*_compiler_argv(config.cc), *shlex.split(config.cflags), *compile_flags,
            *_include_flags(), "-x", "c-header", str(h_path), "-o", str(gch_path)]
    _run_compiler(argv, h_path)


def load_extension(so_path: Path, module_name: str) -> ModuleType:
    """Import the extension at ``so_path`` (which defines ``PyInit_<module_name>``).

    The module is deliberately not put in ``sys.modules``: it is owned by the cache's memo, and
    its name is a hash that no ``import`` statement will ever ask for.
    """
    loader = importlib.machinery.ExtensionFileLoader(module_name, str(so_path))
    spec = importlib.util.spec_from_file_location(module_name, so_path, loader=loader)
    if spec is None:  # pragma: no cover - only for paths importlib cannot describe
        raise ImportError(f"cannot describe extension {so_path}")
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module
