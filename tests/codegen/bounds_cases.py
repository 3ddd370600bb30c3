"""Out-of-bounds patterns, run by ``test_bounds.py`` in a child process (a regression must not
take pytest down with it). Prints one JSON line per case: the exception type and message, or
the result."""

from __future__ import annotations

import json
import sys

import numpy as np

import loopcraft


@loopcraft.jit
def read_const(a):
    return a[10]


@loopcraft.jit
def read_far(a):
    return a[1000000]


@loopcraft.jit
def copy_loop(a, b):
    for i in range(b.shape[0]):
        a[i] = b[i]


@loopcraft.jit
def gather(x, idx):
    s = 0.0
    for i in range(idx.shape[0]):
        s += x[idx[i]]
    return s


@loopcraft.jit
def scatter(h, idx):
    for i in range(idx.shape[0]):
        h[idx[i]] += 1


@loopcraft.jit
def slice_then_index(a):
    x = a[5:]
    return x[3]


@loopcraft.jit
def negative(a, k):
    return a[k]


@loopcraft.jit
def parallel_gather(out, x, idx):
    for i in range(idx.shape[0]):
        out[i] = x[idx[i]] * 2.0


@loopcraft.jit
def matmul_loops(C, A, B, n, m, p):
    for i in range(n):
        for j in range(m):
            s = 0.0
            for k in range(p):
                s += A[i, k] * B[k, j]
            C[i, j] = s


def _cases():
    n = 1_000_000
    bad = np.arange(n)
    bad[n // 2] = n + 5
    a5 = np.zeros(5)
    yield "read", read_const, (np.ones(5),), None
    yield "read_far", read_far, (np.ones(5),), None
    yield "write_loop", copy_loop, (a5, np.ones(8)), a5
    yield "gather", gather, (np.ones(5), np.array([0, 1, 7])), None
    yield "scatter", scatter, (np.zeros(5, np.int64), np.array([1, 2, 9])), None
    yield "slice", slice_then_index, (np.ones(6),), None
    yield "negative", negative, (np.ones(5), -7), None
    yield "parallel", parallel_gather, (np.zeros(n), np.ones(n), bad), None
    yield "microkernel_operands", matmul_loops, (np.zeros((50, 70)), np.ones((50, 60)),
                                                 np.ones((60, 70)), 80, 70, 60), None


def main() -> None:
    for name, f, args, watched in _cases():
        try:
            r = f(*args)
            out = {"case": name, "result": repr(r)}
        except Exception as exc:  # the type is the test's subject
            out = {"case": name, "type": type(exc).__name__, "message": str(exc)}
        if watched is not None:
            out["untouched"] = bool(not watched.any())
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    sys.exit(main())
