"""Measurement grounded in truth: compile candidates in parallel, time them one at a time in
an isolated worker process, and check every candidate's outputs before its time counts.

* **Compile** (:func:`compile_candidates`): each candidate program goes through exactly the
  path ``f.with_recipe(recipe)`` takes (``finish_schedule``, then ``build_program`` into the
  artifact cache), on a thread pool -- the compiler runs as a subprocess, so several compile
  at once; the recipe ``f.with_recipe`` later replays is then a cache hit. A compiler error or
  an internal error is status ``compile_error``.
* **Measure** (:class:`Measurer`): one worker process (:mod:`.worker`, started as a script so
  it imports only NumPy) loads each compiled module and runs it on fresh copies of the
  arguments: a warm-up call whose outputs are compared with the reference (status ``wrong``
  on a mismatch, no time is taken), then timed calls until the median is stable. The worker
  never shares the tuner's process: a segfault is status ``crash`` (the worker is restarted
  for the next candidate), and a candidate that runs past its time limit -- a multiple of the
  best time so far -- is killed: status ``timeout``.

Only one candidate runs at a time (timing two at once on a shared machine would measure the
contention), and the worker's threads are the compiled function's.
"""

from __future__ import annotations

import concurrent.futures as cf
import os
import select
import signal
import struct
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...errors import LoopcraftError, ScheduleError
from ...ir import nodes as ir
from . import worker as _worker_module

__all__ = ["Measurement", "Measurer", "Compiled", "compile_candidates", "compile_one",
           "STATUSES", "MeasureSettings", "Placement"]

#: what a candidate can come to (the database's ``measurements.status``)
STATUSES = ("ok", "wrong", "crash", "timeout", "compile_error")

_WORKER_SCRIPT = Path(_worker_module.__file__).resolve()
#: run the worker file as ``__main__`` without putting its folder on ``sys.path`` (its
#: neighbours' names would shadow modules NumPy imports) and without importing loopcraft
_LAUNCH = "import runpy, sys; runpy.run_path(sys.argv[1], run_name='__main__')"


@dataclass(frozen=True)
class MeasureSettings:
    """How a candidate is timed (see the module docstring).

    ``min_repeats``/``max_repeats``: timed calls after the warm-up; ``stable``: stop once the
    interquartile range is within this fraction of the median; ``max_seconds``: stop after
    this much timed work; ``abort_ratio``: stop after two calls whose median is this many
    times the best time so far. ``timeout_factor`` x the best time (at least ``min_timeout``
    seconds) bounds one call; ``baseline_timeout`` bounds the default recipe's calls.
    ``rtol``/``atol``: the output comparison (``atol`` is relative to each output's largest
    magnitude). ``settle_s``: seconds the default recipe runs, untimed, after a batch of
    compiles and before the baseline that the batch is compared with (:meth:`Measurer.settle`).
    """

    min_repeats: int = 3
    max_repeats: int = 30
    stable: float = 0.03
    max_seconds: float = 1.0
    abort_ratio: float = 2.0
    timeout_factor: float = 10.0
    min_timeout: float = 2.0
    baseline_timeout: float = 600.0
    rtol: float = 1e-7
    atol: float = 1e-9
    settle_s: float = 1.0


@dataclass(frozen=True)
class Placement:
    """Where a measurement ran, for an executor with several machines (:mod:`.ray_executor`):
    the node, its hardware description (:func:`loopcraft.target.hardware.describe`; the
    record is filed under that machine class), wall-clock start and end on that node (None for
    a candidate that never ran), and the default recipe's time measured on that node before
    the batch (None: the run's baseline), which the candidate's speedup is computed against."""

    node: str
    hardware: dict[str, Any]
    started: float | None = None
    ended: float | None = None
    baseline_s: float | None = None


@dataclass
class Measurement:
    """The outcome of measuring one candidate (``where``: None on the local executor)."""

    status: str
    time_s: float | None = None
    spread_s: float | None = None
    repeats: int = 0
    reason: str | None = None
    times: list[float] = field(default_factory=list)
    outputs: list[Any] | None = None
    wall_s: float = 0.0  # seconds the measurement took, loading and warm-up included
    where: Placement | None = None

    @property
    def ok(self) -> bool:
        return self.status == "ok"


@dataclass
class Compiled:
    """A candidate's compiled module (its file and name), or why there is none."""

    path: str | None = None
    name: str | None = None
    error: str | None = None
    seconds: float = 0.0


def compile_one(program: ir.Program, weak: tuple[bool, ...], use_cache: bool) -> Compiled:
    """Build one candidate (a program scheduled by its recipe, before ``finish_schedule``)
    into the artifact cache, as ``f.with_recipe`` would; failures are a :class:`Compiled`
    with ``error``, never an exception (a bad candidate must not stop the search)."""
    from ...pipeline import build_program, finish_schedule

    t0 = time.perf_counter()
    try:
        _, module = build_program(finish_schedule(program), weak, use_cache=use_cache)
    except ScheduleError as exc:
        return Compiled(error=f"does not apply: {exc}", seconds=time.perf_counter() - t0)
    except LoopcraftError as exc:  # CompilerError, InternalError
        return Compiled(error=f"{type(exc).__name__}: {str(exc)[:2000]}",
                        seconds=time.perf_counter() - t0)
    except Exception as exc:  # a bug in codegen must not stop the search
        return Compiled(error=f"{type(exc).__name__} while compiling: {exc}",
                        seconds=time.perf_counter() - t0)
    return Compiled(str(module.__file__), module.__name__, seconds=time.perf_counter() - t0)


def compile_candidates(programs: list[ir.Program], weak: tuple[bool, ...],
                       use_cache: bool = True, jobs: int | None = None) -> list[Compiled]:
    """Compile scheduled-by-recipe programs (before ``finish_schedule``) in parallel, in order."""
    if not programs:
        return []
    jobs = jobs or max(1, min(len(programs), os.cpu_count() or 1))
    if jobs == 1 or not use_cache:  # without the cache, build_program patches the config
        return [compile_one(p, weak, use_cache) for p in programs]
    with cf.ThreadPoolExecutor(jobs, thread_name_prefix="loopcraft-compile") as pool:
        return list(pool.map(lambda p: compile_one(p, weak, use_cache), programs))


class _WorkerDied(Exception):
    pass


class _WorkerTimeout(Exception):
    pass


def _read_exact(fd: int, size: int, deadline: float) -> bytearray:
    """``size`` bytes from the pipe ``fd`` by ``deadline`` (a reply may hold a kernel's
    outputs, hundreds of MB: a growing ``bytearray``, not ``bytes +=``, whose copies made
    reading one such reply take minutes)."""
    buf = bytearray()
    while len(buf) < size:
        left = deadline - time.monotonic()
        if left <= 0:
            raise _WorkerTimeout
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        chunk = os.read(fd, min(size - len(buf), 1 << 22))
        if not chunk:
            raise _WorkerDied("the worker closed its pipe")
        buf += chunk
    return buf


class Measurer:
    """Owns the worker process; measures compiled candidates one at a time.

    ``args``: the arguments (copied for every call, never modified); ``reference``: the
    outputs a candidate must reproduce (None: set later with :meth:`set_reference`, e.g. from
    the baseline's outputs); ``threads``: OpenMP threads of every candidate.
    """

    def __init__(self, args: tuple[Any, ...], threads: int,
                 settings: MeasureSettings | None = None,
                 reference: list[Any] | None = None) -> None:
        self.args = tuple(args)
        self.threads = threads
        self.settings = settings or MeasureSettings()
        self.reference = reference
        self.proc: subprocess.Popen[bytes] | None = None
        self._stderr: Any = None
        self.restarts = 0

    # ------------------------------------------------------------------ process
    def _start(self) -> None:
        self._stderr = tempfile.TemporaryFile()
        # the worker inherits the environment, so kernels run as in the user's process
        # (libgomp's active wait, the short GOMP_SPINCOUNT loopcraft.driver sets). A passive wait
        # policy made every parallel region pay two thread wake-ups, 0.1-1 ms each on a VM,
        # where the user's back-to-back regions cost a few microseconds: the tuner then
        # measured small parallel candidates up to 300x slower than they run.
        self.proc = subprocess.Popen(
            [sys.executable, "-c", _LAUNCH, str(_WORKER_SCRIPT)], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, stderr=self._stderr, start_new_session=True)
        s = self.settings
        self._call("setup", {"args": self.args, "reference": self.reference,
                             "rtol": s.rtol, "atol": s.atol, "threads": self.threads},
                   timeout=120.0)

    def _stop(self, kill: bool) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        if kill:
            try:
                os.killpg(proc.pid, signal.SIGKILL)  # its OpenMP threads and anything it started
            except (ProcessLookupError, PermissionError):
                proc.kill()
        else:
            try:
                assert proc.stdin is not None
                proc.stdin.close()
            except OSError:
                pass
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        for stream in (proc.stdout, proc.stdin):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass

    def close(self) -> None:
        """Stop the worker (also done on garbage collection and at exit)."""
        self._stop(kill=False)
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None

    def __enter__(self) -> Measurer:
        return self

    def __exit__(self, exc_type: object, *exc: object) -> None:
        if exc_type is not None:  # interrupted, maybe while a candidate hangs: do not wait
            self._stop(kill=True)
        self.close()

    def __del__(self) -> None:
        try:
            self._stop(kill=True)
        except Exception:
            pass

    def _stderr_tail(self, n: int = 600) -> str:
        if self._stderr is None:
            return ""
        try:
            self._stderr.seek(0, os.SEEK_END)
            size = self._stderr.tell()
            self._stderr.seek(max(0, size - n))
            text = self._stderr.read().decode(errors="replace").strip()
            self._stderr.seek(0)
            self._stderr.truncate()
        except OSError:
            return ""
        return text

    def _call(self, cmd: str, req: dict[str, Any], timeout: float) -> dict[str, Any]:
        proc = self.proc
        assert proc is not None and proc.stdin is not None and proc.stdout is not None
        try:
            _worker_module.write_message(proc.stdin, (cmd, req))
        except (BrokenPipeError, OSError) as exc:
            raise _WorkerDied(str(exc)) from None
        fd = proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        (size,) = struct.unpack("<Q", _read_exact(fd, 8, deadline))
        import pickle

        reply: dict[str, Any] = pickle.loads(_read_exact(fd, size, deadline))
        return reply

    def _died(self) -> str:
        proc = self.proc
        code = None
        if proc is not None:
            try:
                code = proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                code = None
        self._stop(kill=True)
        self.restarts += 1
        if code is not None and code < 0:
            try:
                what = f"killed by signal {signal.Signals(-code).name}"
            except ValueError:
                what = f"killed by signal {-code}"
        else:
            what = f"exited with status {code}"
        tail = self._stderr_tail()
        return f"the worker {what}" + (f": {tail}" if tail else "")

    # ------------------------------------------------------------------ the executor's face
    #: the machine the measurements run on (None: this one); the Ray executor names its own
    hardware: dict[str, Any] | None = None

    def compiler(self, weak: tuple[bool, ...], use_cache: bool
                 ) -> Callable[[list[ir.Program]], list[Compiled]]:
        """The search's ``compile_fn``: :func:`compile_candidates` on this machine."""
        return lambda programs: compile_candidates(programs, weak, use_cache)

    def default_compiled(self, compiled: Compiled, program: ir.Program,
                         weak: tuple[bool, ...]) -> Compiled:
        """The default recipe's build to measure: the one the call compiled (``program``, the
        default-scheduled program, is what an executor on other machines builds instead)."""
        return compiled

    def baseline(self, compiled: Compiled, best: float | None) -> Measurement:
        """The default recipe measured again after a batch of compiles: :meth:`settle`, then
        :meth:`measure`."""
        self.settle(compiled)
        return self.measure(compiled, best=best)

    def measure_each(self, compiled: list[Compiled], best: Callable[[], float | None],
                     stop: Callable[[], bool]) -> Iterator[Measurement]:
        """Measure ``compiled`` one at a time, lazily: each ``next()`` measures the next one
        with the best time so far (``best()``), so the caller may stop between any two. The
        same contract as the Ray executor's, which runs one per node at once (``stop()`` is
        what it checks before starting another)."""
        for comp in compiled:
            if stop():
                return
            yield self.measure(comp, best=best())

    # ------------------------------------------------------------------ measuring
    def set_reference(self, reference: list[Any] | None) -> None:
        """Compare every later candidate with ``reference`` (restarts the worker)."""
        self.reference = reference
        self._stop(kill=False)

    def timeout_for(self, best: float | None) -> float:
        """Seconds one call may take: ``timeout_factor`` x the best time so far."""
        s = self.settings
        if best is None:
            return s.baseline_timeout
        return max(s.min_timeout, s.timeout_factor * best)

    def settle(self, compiled: Compiled) -> None:
        """Run ``compiled`` (the default recipe) for ``settings.settle_s`` seconds and drop
        the times. Right after a batch of compiles the first measurements run slow: on the
        2-core build machine the default recipe of ``matmul_loops`` took 41 ms, and the next
        candidate 56 ms, where every other measurement of the generation took 20-21 ms. A
        baseline taken then is a false speedup for every candidate compared with it."""
        t0 = time.monotonic()
        for _ in range(50):
            if time.monotonic() - t0 >= self.settings.settle_s:
                return
            self.measure(compiled, best=None)

    def measure(self, compiled: Compiled, best: float | None = None,
                return_outputs: bool = False) -> Measurement:
        """Time one compiled candidate. ``best``: the best time so far (None for the
        baseline, which then gets ``baseline_timeout``); ``return_outputs``: also return the
        warm-up call's outputs instead of comparing them."""
        if compiled.path is None:
            return Measurement("compile_error", reason=compiled.error)
        s = self.settings
        t0 = time.monotonic()
        try:
            if self.proc is None:
                self._start()
        except (_WorkerDied, _WorkerTimeout) as exc:
            why = self._died() if isinstance(exc, _WorkerDied) else "setup timed out"
            self._stop(kill=True)
            return Measurement("crash", reason=f"the measurement worker did not start: {why}")
        per_call = self.timeout_for(best)
        # warm-up + the timed calls: ``max_seconds`` of work plus the call that crosses it,
        # or two calls above the abort ratio; copies of the arguments are extra
        limit = 2.0 + 2 * per_call + s.max_seconds + per_call
        req = {"path": compiled.path, "name": compiled.name, "best": best,
               "return_outputs": return_outputs, "min_repeats": s.min_repeats,
               "max_repeats": s.max_repeats, "stable": s.stable, "max_seconds": s.max_seconds,
               "abort_ratio": s.abort_ratio}
        try:
            reply = self._call("measure", req, limit)
        except _WorkerTimeout:
            self._stop(kill=True)
            self.restarts += 1
            self._stderr_tail()
            return Measurement("timeout", reason=f"killed after {limit:.1f} s (a call may take "
                               f"{per_call:.3g} s: {s.timeout_factor:g} x the best time so "
                               "far)", wall_s=time.monotonic() - t0)
        except _WorkerDied:
            return Measurement("crash", reason=self._died(), wall_s=time.monotonic() - t0)
        status = reply.get("status", "crash")
        m = Measurement(status, reason=reply.get("reason"), wall_s=time.monotonic() - t0)
        if status == "ok":
            m.time_s, m.spread_s = reply["time_s"], reply["spread_s"]
            m.repeats, m.times = reply["repeats"], list(reply["times"])
            m.outputs = reply.get("outputs")
        return m
