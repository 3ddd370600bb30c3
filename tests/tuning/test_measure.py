"""Measurement: a real candidate is timed and checked; a crash, a hang, a wrong result and a
compiler error are each recorded with their status, and the worker recovers every time."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

import loopcraft
from loopcraft.tuning.executors.local import Compiled, Measurer, MeasureSettings, compile_candidates
from loopcraft.tuning.executors.worker import outputs
from loopcraft_bench.corpus import get_kernel

from .fake_modules import fake_module

FAST = MeasureSettings(max_seconds=0.2, min_timeout=0.5, timeout_factor=5.0)


def smooth(a, b):
    n = a.shape[0]
    for i in range(1, n - 1):
        b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0


@pytest.fixture(scope="module")
def jacobi() -> tuple[loopcraft.JitFunction, tuple, Compiled]:
    k = get_kernel("jacobi_1d")
    f = loopcraft.jit(k.func)
    args = k.args("small")
    module = f.specialize(args).module
    return f, args, Compiled(module.__file__, module.__name__)


@pytest.fixture(scope="module")
def smoother() -> tuple[tuple, Compiled]:
    f = loopcraft.jit(smooth)
    args = (np.linspace(0.0, 1.0, 500) ** 2, np.zeros(500))
    module = f.specialize(args).module
    return args, Compiled(module.__file__, module.__name__)


def test_a_real_candidate_is_timed_and_checked(jacobi) -> None:
    f, args, compiled = jacobi
    k = get_kernel("jacobi_1d")
    copies = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    want = outputs(k.reference(*copies), tuple(copies))
    with Measurer(args, 1, FAST, reference=want) as m:
        r = m.measure(compiled, best=None)
        assert r.status == "ok", r.reason
        assert r.time_s and r.time_s > 0 and r.repeats >= FAST.min_repeats
        assert r.spread_s is not None and len(r.times) == r.repeats
    # the arguments of the tuner are never modified
    again = k.args("small")
    assert all(np.array_equal(a, b) for a, b in zip(args, again, strict=True)
               if isinstance(a, np.ndarray))


def test_outputs_can_be_returned_for_the_baseline(jacobi) -> None:
    _, args, compiled = jacobi
    with Measurer(args, 1, FAST) as m:
        r = m.measure(compiled, return_outputs=True)
    assert r.status == "ok" and r.outputs is not None
    assert len(r.outputs) == 1 + sum(isinstance(a, np.ndarray) for a in args)  # + the return


def test_large_outputs_come_back_whole(smoother) -> None:
    # 2 x 16 MB of outputs in one reply: read in many pipe chunks
    _, compiled = smoother
    args = (np.random.default_rng(3).random(2_000_000), np.zeros(2_000_000))
    with Measurer(args, 1, FAST) as m:
        r = m.measure(compiled, return_outputs=True)
    assert r.status == "ok" and r.outputs is not None
    b = args[1].copy()
    smooth(args[0], b)
    np.testing.assert_allclose(r.outputs[1], b, rtol=1e-15)
    np.testing.assert_array_equal(r.outputs[0], args[0])


def test_crash_wrong_and_hang_are_recorded_and_the_worker_recovers(smoother, tmp_path: Path
                                                                   ) -> None:
    args, good = smoother
    with Measurer(args, 1, FAST) as m:
        base = m.measure(good, return_outputs=True)
        m.set_reference(base.outputs)
        crash = m.measure(fake_module("crash", tmp_path), best=base.time_s)
        assert crash.status == "crash"
        assert "SIGSEGV" in (crash.reason or "")
        ok = m.measure(good, best=base.time_s)
        assert ok.status == "ok"
        wrong = m.measure(fake_module("noop", tmp_path), best=base.time_s)
        assert wrong.status == "wrong"
        assert "output 1: 498 of 500 elements differ" in (wrong.reason or "")
        t0 = time.monotonic()
        hang = m.measure(fake_module("hang", tmp_path), best=base.time_s)
        took = time.monotonic() - t0
        assert hang.status == "timeout"
        assert "killed after" in (hang.reason or "")
        assert took < 2.0 + 3 * FAST.min_timeout + FAST.max_seconds + 5
        assert m.measure(good, best=base.time_s).status == "ok"
        assert m.restarts == 2


def test_compile_errors_are_a_status_not_an_exception(jacobi) -> None:
    f, args, _ = jacobi
    program = f.lowered(*args)
    broken = Compiled(error="CompilerError: boom")
    out = compile_candidates([program, program], weak=(True,), jobs=2)
    assert all(c.path and c.error is None for c in out)
    with Measurer(args, 1, FAST) as m:
        r = m.measure(broken)
    assert r.status == "compile_error" and r.reason == "CompilerError: boom"


def test_timeout_is_a_multiple_of_the_best_time() -> None:
    m = Measurer((), 1, MeasureSettings(timeout_factor=10, min_timeout=0.5))
    assert m.timeout_for(1.0) == 10.0
    assert m.timeout_for(1e-4) == 0.5
    assert m.timeout_for(None) == m.settings.baseline_timeout


_ORPHAN_SCRIPT = """
import sys, threading
import numpy as np
from loopcraft.tuning.executors.local import Compiled, Measurer, MeasureSettings
m = Measurer((np.zeros(3),), 1, MeasureSettings(min_timeout=600))
m._start()
print(m.proc.pid, flush=True)
m.measure(Compiled(sys.argv[1], sys.argv[2]), best=100.0)
"""


def test_a_killed_tuner_leaves_no_worker_behind(tmp_path: Path) -> None:
    """The worker dies with the tuner, even while it is stuck in a hung candidate."""
    import os
    import signal
    import subprocess
    import sys

    hang = fake_module("hang", tmp_path)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    tuner = subprocess.Popen([sys.executable, "-c", _ORPHAN_SCRIPT, hang.path, hang.name],
                             stdout=subprocess.PIPE, env=env, text=True)
    assert tuner.stdout is not None
    worker_pid = int(tuner.stdout.readline())
    time.sleep(0.5)  # the worker is now spinning in the candidate
    os.kill(tuner.pid, signal.SIGKILL)
    tuner.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(worker_pid, 0)
        except ProcessLookupError:
            return
        try:  # reap it if it is our zombie (it is not our child, but be safe)
            with open(f"/proc/{worker_pid}/status") as fh:
                if "State:\tZ" in fh.read():
                    return
        except OSError:
            return
        time.sleep(0.1)
    os.kill(worker_pid, signal.SIGKILL)
    pytest.fail("the worker outlived the tuner")


def test_calls_hit_by_stolen_cpu_time_are_timed_again(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """A timed call during which the hypervisor's steal counter moved is discarded."""
    from loopcraft.tuning.executors import worker

    ticks = iter([0, 5, 5, 9] + [9] * 1000)  # the first two timed calls see steal
    monkeypatch.setattr(worker, "steal_ticks", lambda: next(ticks))
    w = worker.Worker()
    w.setup({"args": (), "reference": None, "rtol": 1e-7, "atol": 1e-9, "threads": 1})
    noop = fake_module("noop", tmp_path)
    reply = w.measure({"path": noop.path, "name": noop.name, "best": None,
                       "min_repeats": 3, "max_repeats": 5, "stable": 1e9, "max_seconds": 1.0,
                       "abort_ratio": 2.0})
    assert reply["status"] == "ok" and reply["disturbed"] == 2
    assert reply["repeats"] == 3 == len(reply["times"])
