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
def scatter_statement(x, idx, v):
    x[idx] = v


@loopcraft.jit
def scatter_add(x, idx, v):
    x[idx] += v


@loopcraft.jit
def add_at(x, idx, v):
    np.add.at(x, idx, v)


@loopcraft.jit
def scatter_rows(A, idx, B):
    A[idx, :] = B  # the row index is fixed in the inner loop, data in the outer one


@loopcraft.jit
def scatter_loop(x, idx, v):
    for i in range(idx.shape[0]):
        x[idx[i]] = v[i]


@loopcraft.jit
def index_written(x, idx):
    for i in range(idx.shape[0]):
        idx[i] = idx[i] * 2  # the index array changes in the loop: checked where it is used
        x[idx[i]] = 1.0


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
    x5 = [np.zeros(5) for _ in range(5)]
    h5 = np.zeros(5, np.int64)
    out = np.zeros(n)
    yield "read", read_const, (np.ones(5),), None
    yield "read_far", read_far, (np.ones(5),), None
    yield "write_loop", copy_loop, (a5, np.ones(8)), a5
    yield "gather", gather, (np.ones(5), np.array([0, 1, 7])), None
    # a bad index in the middle: NumPy writes nothing, and reports the first bad one
    yield "scatter", scatter, (h5, np.array([1, 9, 2])), h5
    yield "scatter_statement", scatter_statement, (x5[0], np.array([1, 9, 2, 12]),
                                                   np.ones(4)), x5[0]
    yield "scatter_add", scatter_add, (x5[1], np.array([0, -6, 1]), np.ones(3)), x5[1]
    yield "add_at", add_at, (x5[2], np.array([2, 2, 5, 1]), np.ones(4)), x5[2]
    rows = np.zeros((4, 3))
    yield "scatter_rows", scatter_rows, (rows, np.array([0, 5, 2]), np.ones((3, 3))), rows
    yield "scatter_loop", scatter_loop, (x5[3], np.array([3, 0, 7, 1]), np.ones(4)), x5[3]
    yield "index_written", index_written, (x5[4], np.array([0, 1, 3, 2])), x5[4]
    yield "slice", slice_then_index, (np.ones(6),), None
    yield "negative", negative, (np.ones(5), -7), None
    # unsigned indices never wrap around: still checked against the extent
    yield "gather_uint32", gather, (np.ones(5), np.array([0, 1, 7], np.uint32)), None
    yield "scatter_uint8", scatter, (np.zeros(5, np.int64), np.array([1, 9, 2], np.uint8)), None
    yield "unsigned_scalar", negative, (np.ones(5), np.uint16(9)), None
    yield "uint64_past_int64", gather, (np.ones(5), np.array([2**64 - 1], np.uint64)), None
    yield "parallel", parallel_gather, (out, np.ones(n), bad), out
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
            if watched.ndim == 1 and watched.size <= 5:
                out["state"] = watched.tolist()
        print(json.dumps(out), flush=True)


if __name__ == "__main__":
    sys.exit(main())
