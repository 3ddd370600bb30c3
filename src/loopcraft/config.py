"""The one configuration module: typed options, each overridable by a ``LOOPCRAFT_*`` variable.

Options are read from the environment when the module is imported and may be changed at run time
with :func:`patch` (a context manager, used by tests). Every option is documented in the README.
A value loopcraft cannot use is a :class:`~loopcraft.errors.ConfigError` naming the variable (or
the ``jit`` option) and what it accepts, raised where it is set: at import for a variable, at
decoration for a ``jit`` option, instead of a bare ``ValueError`` somewhere later.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
from collections.abc import Callable, Iterator
from typing import Any

import platformdirs

from loopcraft.errors import ConfigError

__all__ = ["Config", "config", "patch", "JIT_OPTIONS", "check_jit_options"]


def _env(name: str, default: str, parse: Callable[[str], Any] | None = None) -> Any:
    """``LOOPCRAFT_<name>`` (else ``default``), converted by ``parse`` when given; an empty
    variable then counts as unset. ``parse`` raises ValueError saying what it accepts."""
    raw = os.environ.get(f"LOOPCRAFT_{name}", default)
    if parse is None:
        return raw
    try:
        return parse(raw or default)
    except ValueError as exc:
        raise ConfigError(f"LOOPCRAFT_{name}={raw!r}: expected {exc}") from None


def _int_at_least(minimum: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = minimum - 1
        if value < minimum:
            raise ValueError(f"an integer >= {minimum}")
        return value
    return parse


def _flag(text: str) -> bool:
    value = {"0": False, "false": False, "no": False, "off": False,
             "1": True, "true": True, "yes": True, "on": True}.get(text.strip().lower())
    if value is None:
        raise ValueError("1, true, yes, on or 0, false, no, off")
    return value


def _one_of(*choices: str) -> Callable[[str], str]:
    def parse(text: str) -> str:
        if text not in choices:
            raise ValueError(f"one of {', '.join(choices)}")
        return text
    return parse


@dataclasses.dataclass
class Config:
    """All options. Field docs are the README's option table."""

    #: Where compiled artifacts live (LOOPCRAFT_CACHE_DIR).
    cache_dir: str = dataclasses.field(
        default_factory=lambda: _env("CACHE_DIR", platformdirs.user_cache_dir("loopcraft"))
    )
    #: Bytes the artifact cache may hold before its least recently used entries are deleted;
    #: 0 = no limit (LOOPCRAFT_CACHE_MAX_BYTES).
    cache_max_bytes: int = dataclasses.field(
        default_factory=lambda: _env("CACHE_MAX_BYTES", str(1 << 30), _int_at_least(0))
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
        default_factory=lambda: _env("NUM_THREADS", "0", _int_at_least(0))
    )
    #: Disable the on-disk cache entirely (LOOPCRAFT_DISABLE_CACHE=1).
    disable_cache: bool = dataclasses.field(
        default_factory=lambda: _env("DISABLE_CACHE", "0", _flag)
    )
    #: Print the IR after these comma-separated stages (LOOPCRAFT_DEBUG_PRINT_AFTER=frontend).
    debug_print_after: str = dataclasses.field(
        default_factory=lambda: _env("DEBUG_PRINT_AFTER", "")
    )
    #: Trip count (elements) above which the default schedule parallelizes a loop nest
    #: (LOOPCRAFT_PARALLEL_THRESHOLD).
    parallel_threshold: int = dataclasses.field(
        default_factory=lambda: _env("PARALLEL_THRESHOLD", "100000", _int_at_least(0))
    )
    #: How the default recipe implements matrix products and convolutions: microkernel
    #: (loopcraft's own), loops (direct emission, scheduled like user loops) or blas
    #: (LOOPCRAFT_LIBOP_IMPL); a call the choice cannot carry out (integers) gets loops.
    libop_impl: str = dataclasses.field(
        default_factory=lambda: _env("LIBOP_IMPL", "microkernel",
                                     _one_of("microkernel", "loops", "blas"))
    )
    #: Check every element index; an out-of-bounds one raises IndexError
    #: (LOOPCRAFT_BOUNDSCHECK=0 turns the checks off, as Numba's default).
    boundscheck: bool = dataclasses.field(
        default_factory=lambda: _env("BOUNDSCHECK", "1", _flag)
    )
    #: The recipe database: a file, or a postgresql:// URL; empty = recipes.sqlite in
    #: cache_dir (LOOPCRAFT_DB).
    db: str = dataclasses.field(default_factory=lambda: _env("DB", ""))
    #: "full" keeps loopcraft's internal frames in the traceback of a user-facing error
    #: (LOOPCRAFT_TRACEBACK); by default they are hidden.
    traceback: str = dataclasses.field(default_factory=lambda: _env("TRACEBACK", "filtered"))


config = Config()

#: ``jit(...)`` options: name -> (test of a value, what the test accepts); checked when the
#: function is decorated, so a typo fails where it is written rather than at the first call.
JIT_OPTIONS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "num_threads": (lambda v: v is None or (type(v) is int and v >= 1), "None or an int >= 1"),
    "cache": (lambda v: isinstance(v, bool), "True or False"),
    "tune": (lambda v: v is None or (isinstance(v, str) and v == "transfer"),
             "None or 'transfer'"),
    "boundscheck": (lambda v: v is None or isinstance(v, bool), "None, True or False"),
}


def check_jit_options(**options: Any) -> None:
    """Raise :class:`ConfigError` for the first option :data:`JIT_OPTIONS` rejects."""
    for name, value in options.items():
        accepts, accepted = JIT_OPTIONS[name]
        if not accepts(value):
            raise ConfigError(f"jit({name}={value!r}): expected {accepted}")


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
