"""bicg and atax (two matrix-vector products over one matrix) against NumPy, with loopcraft's
default schedule (``fuse_gemv``: one pass over the matrix) and with the two products
implemented one after the other (the schedule before ``fuse_gemv``), interleaved in one
process. Run it under ``env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE``: the report names the
BLAS kernel NumPy uses (threadpoolctl).

    python -m loopcraft_bench.experiments.gemv_pairs --threads 1 --rows 4000 --cols 4100
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from threadpoolctl import threadpool_info, threadpool_limits

import loopcraft
from loopcraft.transform import Recipe, Step


def bicg(A, p, r):  # noqa: ANN001, ANN201 - NPBench's kernel
    return r @ A, A @ p


def atax(A, x):  # noqa: ANN001, ANN201
    return (A @ x) @ A


_UNFUSED = Recipe([Step("implement", "gemv#0", impl="microkernel"),
                   Step("implement", "gemv#0", impl="microkernel")])


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--rows", type=int, default=4000)
    ap.add_argument("--cols", type=int, default=4100)
    ap.add_argument("--rounds", type=int, default=15)
    args = ap.parse_args(argv)
    th, m, n = args.threads, args.rows, args.cols
    rng = np.random.default_rng(0)
    A = rng.random((m, n))
    p, r = rng.random(n), rng.random(m)
    blas = [(i["internal_api"], i.get("architecture"), i["version"]) for i in threadpool_info()
            if i["user_api"] == "blas"]
    print(f"A {m} x {n} float64, {th} thread(s), BLAS {blas}")
    # one thread: CPU time of the calling thread (robust to other load); more: wall clock
    clock = time.thread_time if th == 1 else time.perf_counter
    with threadpool_limits(th):
        for name, fn, inputs in (("bicg", bicg, (A, p, r)), ("atax", atax, (A, p))):
            peers: list[tuple[str, Callable[..., Any]]] = [
                ("numpy", fn), ("unfused", loopcraft.jit(fn, num_threads=th).with_recipe(
                    _UNFUSED)), ("fused", loopcraft.jit(fn, num_threads=th))]
            for _, f in peers:
                f(*inputs)
            times: dict[str, list[float]] = {k: [] for k, _ in peers}
            for _ in range(args.rounds):
                for k, f in peers:
                    t = clock()
                    f(*inputs)
                    times[k].append(clock() - t)
            ms = {k: float(np.median(v)) * 1e3 for k, v in times.items()}
            print(f"{name}: " + ", ".join(f"{k} {v:.2f} ms" for k, v in ms.items())
                  + f"; fused x NumPy {ms['numpy'] / ms['fused']:.2f}, unfused x NumPy "
                  f"{ms['numpy'] / ms['unfused']:.2f}; fused reads A at "
                  f"{m * n * 8 / 1e9 / ms['fused'] * 1e3:.1f} GB/s")


if __name__ == "__main__":
    main()
