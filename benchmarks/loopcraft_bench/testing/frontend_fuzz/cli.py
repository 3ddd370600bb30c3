"""The front-end fuzzer's driver: chunks of cases on a process pool, and the command line.

``python -m loopcraft_bench.testing.frontend_fuzz --cases 10000 --seed 1 --workers 2`` (part
of ``make fuzz``); ``--case K`` reruns one case in-process and prints its source and inputs.
Case ``K`` of seed ``S`` is drawn from its own random stream, so it is the same whatever the
chunking or the number of workers.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import faulthandler
import multiprocessing
import os
import random
import sys
import time
import traceback
from typing import Any

from ..fuzz import cpu_seconds, print_outcome
from .grammar import Case, generate_case
from .runner import FrontendStats, check_cases

__all__ = ["case", "run_chunk", "fuzz", "main"]

#: seconds a worker may spend on one chunk before it is presumed hung and killed
CHUNK_TIMEOUT = 900
_IN_WORKER = False


def case(seed: int, index: int) -> tuple[Case, str]:
    """Case ``index`` of ``seed`` and the command line that reruns it."""
    rng = random.Random(f"loopcraft-frontend-fuzz:{seed}:{index}")
    return generate_case(rng, f"f{index}"), f"--seed {seed} --case {index}"


def _init_worker() -> None:
    global _IN_WORKER
    _IN_WORKER = True
    faulthandler.enable()


def run_chunk(seed: int, start: int, count: int) -> FrontendStats:
    """Cases ``start..start+count-1`` of ``seed``, compiled together."""
    if _IN_WORKER:  # a hung kernel would hold the pool forever: die loudly instead
        faulthandler.dump_traceback_later(CHUNK_TIMEOUT, exit=True)
    stats = FrontendStats()
    cpu0 = cpu_seconds()
    cases = []
    for k in range(start, start + count):
        try:
            cases.append(case(seed, k))
        except Exception:  # noqa: BLE001 - a bug of the generator: report it, go on
            stats.failures.append(f"GENERATOR (--seed {seed} --case {k}) raised:\n"
                                  f"{traceback.format_exc(limit=-4)}")
            stats.failure_kinds["GENERATOR"] += 1
    try:
        check_cases(cases, stats)
    except Exception:  # noqa: BLE001 - a bug of the fuzzer's own code: report it, go on
        stats.failures.append(f"RUNNER (--seed {seed}, cases {start}..{start + count - 1}) "
                              f"raised:\n{traceback.format_exc(limit=-6)}")
        stats.failure_kinds["RUNNER"] += 1
    stats.cpu = cpu_seconds() - cpu0
    if _IN_WORKER:
        faulthandler.cancel_dump_traceback_later()
    return stats


def fuzz(seed: int, cases: int, workers: int = 2, chunk: int = 24, log: Any = None,
         max_seconds: float | None = None) -> FrontendStats:
    """Cases ``0..cases-1`` of ``seed`` in chunks of ``chunk`` (one compile each); with
    ``max_seconds``, the chunks finished by then (the report says how many cases ran)."""
    total = FrontendStats()
    t0 = last = time.monotonic()
    starts = list(range(0, cases, chunk))

    def done(s: FrontendStats) -> None:
        nonlocal last
        total.merge(s)
        total.seconds = time.monotonic() - t0
        for f in s.failures if log is not None else ():
            print(f"  !! {f.splitlines()[0]}", file=log, flush=True)
        if log is not None and time.monotonic() - last > 20:
            last = time.monotonic()
            print(f"  ... {total.cases} cases, {len(total.failures)} failures, "
                  f"{total.seconds:.0f} s", file=log, flush=True)

    def out_of_time() -> bool:
        return max_seconds is not None and time.monotonic() - t0 > max_seconds

    if workers <= 0:
        for s in starts:
            if out_of_time():
                break
            done(run_chunk(seed, s, min(chunk, cases - s)))
        return total
    os.environ.setdefault("OMP_WAIT_POLICY", "passive")  # workers share the cores
    ctx = multiprocessing.get_context("spawn")
    with cf.ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init_worker) as pool:
        futures = {pool.submit(run_chunk, seed, s, min(chunk, cases - s)): s for s in starts}
        for fut in cf.as_completed(futures):
            s = futures[fut]
            try:
                done(fut.result())
            except Exception as exc:  # noqa: BLE001 - a worker died (a crash in a kernel)
                total.failures.append(
                    f"WORKER DIED ({type(exc).__name__}: {exc}) while running cases "
                    f"{s}..{s + chunk - 1}: rerun them one by one with --seed {seed} --case K")
                total.failure_kinds["WORKER DIED"] += 1
                pool.shutdown(cancel_futures=True)
                break
            if out_of_time():
                if log is not None:
                    print(f"  stopping: --max-seconds {max_seconds:g} passed", file=log)
                pool.shutdown(cancel_futures=True)
                break
    total.seconds = time.monotonic() - t0
    return total


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m loopcraft_bench.testing.frontend_fuzz",
                                 description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cases", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--chunk", type=int, default=24, help="cases compiled together")
    ap.add_argument("--case", type=int, default=None, help="rerun this case only")
    ap.add_argument("--show", type=int, default=5, help="failures printed in full")
    ap.add_argument("--max-seconds", type=float, default=None,
                    help="stop after this long with the chunks finished by then")
    a = ap.parse_args(argv)
    if a.case is not None:
        c, label = case(a.seed, a.case)
        print(c.reproducer(label))
        stats = run_chunk(a.seed, a.case, 1)
    else:
        stats = fuzz(a.seed, a.cases, a.workers, a.chunk, sys.stdout, a.max_seconds)
    return 1 if print_outcome(stats, a.show) else 0
