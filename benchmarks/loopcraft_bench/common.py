"""Pieces shared by the benchmark commands (``bench-corpus`` and ``bench --suite``).

* :class:`ImplResult`: what happened to one implementation of one kernel (validated and timed,
  or failed with a reason);
* :func:`short_reason`: an exception as a one-line reason (ANSI colours and Numba's generic
  lines removed) plus its full text;
* :func:`numba_tree`: ``numba.njit`` of a function *and* the module-level helpers it calls;
* worker processes: :func:`child_env` (thread counts and loopcraft options for a child),
  :func:`run_worker` (run one, with a time-out, and read its result line or the stage it died
  in), and the line protocol (:func:`emit_stage`, :func:`emit_result`).

Why workers: generated native code that crashes (a segfault cannot be caught) or hangs would
otherwise take the whole run with it, and a fresh process is the only way to give NumPy's BLAS a
thread count (BLAS reads its environment variables once, at import).
"""

from __future__ import annotations

import contextlib
import inspect
import json
import os
import re
import signal
import subprocess
import types
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from loopcraft.cli.plugins import UsageError  # the command's own: reported cleanly
from loopcraft_bench.harness import Timing

__all__ = [
    "ImplResult",
    "UsageError",
    "WorkerOutcome",
    "child_env",
    "emit_result",
    "emit_stage",
    "load_average",
    "numba_available",
    "numba_signature",
    "numba_tree",
    "quiet",
    "run_worker",
    "short_reason",
]

#: Prefixes of the lines a worker subprocess writes on stdout for its parent.
STAGE_PREFIX = "@@stage "
RESULT_PREFIX = "@@result "
_ANSI = re.compile(r"\x1b\[[0-9;]*m")
#: ``<function max at 0x7f...>`` in Numba's messages: the address changes every run.
_ADDRESS = re.compile(r"<(?:built-in )?function (\w+) at 0x[0-9a-f]+>")
#: The variables that set a thread count, for every library a peer may load.
THREAD_VARS = ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS",
               "NUMBA_NUM_THREADS", "LOOPCRAFT_NUM_THREADS")


# --------------------------------------------------------------------------- results
@dataclass
class ImplResult:
    """What happened to one implementation of one kernel.

    ``status`` is ``"ok"`` (validated and timed), ``"error"`` (it raised: compile or run),
    ``"mismatch"`` (ran, wrong outputs), ``"crashed"``/``"timeout"`` (the worker process died
    or ran out of time in this implementation's stage), ``"unavailable"`` (the peer is not
    installed) or ``"skipped"``.
    """

    status: str
    reason: str = ""
    detail: str = ""
    #: Seconds to compile (loopcraft: frontend + C compiler; Numba: ``dispatcher.compile``).
    compile_s: float | None = None
    #: Numba: ``"parallel"`` or ``"serial"``; loopcraft: ``"default"``; NumPy: ``"reference"``.
    mode: str = ""
    timing: Timing | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return self.status == "ok" and self.timing is not None

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["timing"] = self.timing.to_json() if self.timing else None
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> ImplResult:
        t = d.get("timing")
        return cls(**{**d, "timing": Timing(**t) if t else None})


# --------------------------------------------------------------------------- helpers
def short_reason(exc: BaseException) -> tuple[str, str]:
    """(one-line reason, full message) of an exception, ANSI colours removed.

    Numba's messages start with a generic line ("Failed in nopython mode pipeline"), so the
    first line that says something specific is used instead.
    """
    from loopcraft.errors import UnsupportedSyntaxError

    text = _ADDRESS.sub(r"\1", _ANSI.sub("", str(exc))).strip()
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    generic = ("Failed in ", "During: ", "File ", "^")
    specific = [ln for ln in lines if not ln.startswith(generic)]
    pool = specific or lines or [""]
    first = pool[0]
    if first.endswith(":") and len(pool) > 1:  # "... found for signature:" + the signature
        first += " " + pool[1]
    if isinstance(exc, UnsupportedSyntaxError):
        first += f" ({Path(exc.filename).name}:{exc.lineno})"
    reason = f"{type(exc).__name__}: {first}"
    return (reason[:237] + "...") if len(reason) > 240 else reason, text[:4000]


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    """Silence peers' warnings (Numba's performance hints) so progress output stays readable."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


def load_average() -> float | None:
    """The 1-minute load average, recorded with results because the machines are shared."""
    try:
        return os.getloadavg()[0]
    except OSError:  # not available on this platform
        return None


def numba_available() -> bool:
    try:
        import numba  # noqa: F401
    except Exception:
        return False
    return True


def numba_tree(func: Callable[..., Any], opts: dict[str, Any],
               done: dict[Any, Any] | None = None) -> tuple[Any, list[str]]:
    """``numba.njit(**opts)`` of ``func`` with its same-module helper functions jitted too.

    Numba cannot call plain Python functions from compiled code, so a user would decorate the
    helpers as well; this rebuilds ``func`` over a copy of its globals in which every helper it
    names is replaced by its jitted version (recursively). The kernel modules are not modified.
    """
    import numba

    done = {} if done is None else done
    if func in done:
        return done[func], []
    helpers: list[str] = []
    g = dict(func.__globals__)
    for name in func.__code__.co_names:
        obj = g.get(name)
        if (inspect.isfunction(obj) and obj is not func
                and obj.__module__ == func.__module__):
            g[name], sub = numba_tree(obj, opts, done)
            helpers += [name, *sub]
    clone = types.FunctionType(func.__code__, g, func.__name__, func.__defaults__,
                               func.__closure__)
    clone.__qualname__ = func.__qualname__
    disp = numba.njit(**opts)(clone)
    done[func] = disp
    return disp, helpers


def numba_signature(args: Sequence[Any]) -> tuple[Any, ...]:
    """Numba types of concrete arguments, so compilation can be timed without running."""
    import numba

    return tuple(numba.typeof(a) for a in args)


# --------------------------------------------------------------------------- workers
def child_env(threads: int | None, cache_dir: str) -> dict[str, str]:
    """Environment for a worker: this process's loopcraft options, and thread counts for all."""
    import loopcraft
    from loopcraft.config import config

    env = dict(os.environ)
    src = str(Path(loopcraft.__file__).resolve().parents[1])
    env["PYTHONPATH"] = os.pathsep.join(p for p in (src, env.get("PYTHONPATH", "")) if p)
    env["LOOPCRAFT_CACHE_DIR"] = cache_dir
    env["LOOPCRAFT_CC"] = config.cc
    env["LOOPCRAFT_CFLAGS"] = config.cflags
    env["LOOPCRAFT_PARALLEL_THRESHOLD"] = str(config.parallel_threshold)
    env["LOOPCRAFT_DISABLE_CACHE"] = "1" if config.disable_cache else "0"
    env["LOOPCRAFT_DEBUG_PRINT_AFTER"] = ""
    if threads is not None:
        for var in THREAD_VARS:
            env[var] = str(threads)
    return env


def emit_stage(name: str) -> None:
    """Worker side: tell the parent what is about to run (so a crash is blamed on it)."""
    print(STAGE_PREFIX + name, flush=True)


def emit_result(payload: dict[str, Any]) -> None:
    """Worker side: hand the result to the parent (the last such line wins)."""
    print(RESULT_PREFIX + json.dumps(payload), flush=True)


@dataclass
class WorkerOutcome:
    """What a worker process left: its result (if it printed one), else why it died."""

    result: dict[str, Any] | None
    last_stage: str
    #: ``"timed out after N s"``, ``"killed by SIGSEGV"``, ``"exit status 1: ..."``; or "".
    why: str = ""
    stderr: str = ""

    @property
    def status(self) -> str:
        """``"timeout"`` or ``"crashed"`` for a worker without a result."""
        return "timeout" if self.why.startswith("timed out") else "crashed"


def last_stage(out: str) -> str:
    """The last stage a worker announced on ``out`` (``"start"`` if none)."""
    stages = [ln[len(STAGE_PREFIX):].strip() for ln in out.splitlines()
              if ln.startswith(STAGE_PREFIX)]
    return stages[-1] if stages else "start"


def run_worker(cmd: Sequence[str], env: dict[str, str], timeout: float) -> WorkerOutcome:
    """Run one worker process; return its result line's JSON, or how and where it died.

    A worker that outlives ``timeout`` seconds is killed (its whole process group, so threads
    or grandchildren a peer started go too).
    """
    proc = subprocess.Popen(list(cmd), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        return WorkerOutcome(None, last_stage(out or ""), f"timed out after {timeout:g} s",
                             err or "")
    except BaseException:  # Ctrl-C: the worker is in its own session, so end it here
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        raise
    for line in reversed(out.splitlines()):
        if line.startswith(RESULT_PREFIX):
            return WorkerOutcome(json.loads(line[len(RESULT_PREFIX):]), last_stage(out), "",
                                 err)
    rc = proc.returncode
    if rc < 0:
        try:
            why = f"killed by {signal.Signals(-rc).name}"
        except ValueError:
            why = f"killed by signal {-rc}"
    else:
        tail = " | ".join(err.strip().splitlines()[-3:])
        why = f"exit status {rc}: {tail[-300:]}"
    return WorkerOutcome(None, last_stage(out), why, err)
