"""Miscellaneous: arc distance (corpus), go_fast (trace of tanh), compute (clip and
multiply-add on int64), CSR sparse matrix-vector product, vectorized Mandelbrot with masks and
Floyd-Warshall shortest paths (whole-matrix ``np.minimum`` per pivot). NPBench's crc16 is a
scalar integer loop, not a vectorized kernel, and is left out."""

from __future__ import annotations

from typing import Any

import numpy as np

from .suite import add, reuse, rng

_CAT = "misc"
_SEED = 6701

reuse("arc_distance", name="arc_distance", category=_CAT, presets={
    "XS": {"n": 77},
    "S": {"n": 120000},
    "M": {"n": 1450000},
})


# ------------------------------------------------------------------------------------ go_fast


def go_fast(a):
    trace = 0.0
    for i in range(a.shape[0]):
        trace += np.tanh(a[i, i])
    return a + trace


def _go_fast_init(n: int) -> tuple[Any, ...]:
    return (rng(_SEED).random((n, n)),)


add(go_fast, name="go_fast", category=_CAT, init=_go_fast_init, presets={
    "XS": {"n": 9},
    "S": {"n": 1900},
    "M": {"n": 6000},
}, description="a + sum(tanh(diag(a))) with a scalar loop over the diagonal")


# ------------------------------------------------------------------------------------ compute


def compute(array_1, array_2, a, b, c):
    return np.clip(array_1, 2, 10) * a + array_2 * b + c


def _compute_init(m: int, n: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return g.integers(0, 15, (m, n)), g.integers(0, 15, (m, n)), 4, 3, 9


add(compute, name="compute", category=_CAT, init=_compute_init, presets={
    "XS": {"m": 5, "n": 7},
    "S": {"m": 1200, "n": 1200},
    "M": {"m": 3250, "n": 3250},
}, description="np.clip(a1, 2, 10)*a + a2*b + c on int64 matrices")


# --------------------------------------------------------------------------------------- spmv
# y = A @ x for A in CSR form (row pointers, column indices, values): one gathered dot product
# per row.


def spmv(A_row, A_col, A_val, x):
    y = np.empty(A_row.shape[0] - 1)
    for i in range(A_row.shape[0] - 1):
        cols = A_col[A_row[i] : A_row[i + 1]]
        y[i] = A_val[A_row[i] : A_row[i + 1]] @ x[cols]
    return y


def _spmv_init(m: int, n: int, nnz_row: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    counts = g.integers(0, 2 * nnz_row + 1, m)
    row = np.zeros(m + 1, dtype=np.int64)
    row[1:] = np.cumsum(counts)
    col = np.concatenate([np.sort(g.choice(n, k, replace=False)) for k in counts]).astype(np.int64)
    return row, col, g.random(int(row[-1])), g.random(n)


def _spmv_oracle(A_row: np.ndarray, A_col: np.ndarray, A_val: np.ndarray, x: np.ndarray) -> Any:
    rows = np.repeat(np.arange(A_row.shape[0] - 1), np.diff(A_row))
    return np.bincount(rows, weights=A_val * x[A_col], minlength=A_row.shape[0] - 1)


add(spmv, name="spmv", category=_CAT, init=_spmv_init, presets={
    "XS": {"m": 13, "n": 11, "nnz_row": 3},
    "S": {"m": 3500, "n": 3500, "nnz_row": 8},
    "M": {"m": 48000, "n": 48000, "nnz_row": 8},
}, oracle=_spmv_oracle, description="CSR sparse matrix-vector product, a gathered dot per row")


# --------------------------------------------------------------------------------- mandelbrot
# Escape-time counts on a grid, all points at once: z = z^2 + c (real and imaginary parts)
# only where |z| is still below the horizon; the count is the last iteration a point was inside.


def mandelbrot(xmin, xmax, ymin, ymax, xn, yn, maxiter, horizon):
    cr = np.linspace(xmin, xmax, xn)[None, :] + np.zeros((yn, 1))
    ci = np.linspace(ymin, ymax, yn)[:, None] + np.zeros((1, xn))
    zr = np.zeros((yn, xn))
    zi = np.zeros((yn, xn))
    counts = np.zeros((yn, xn), dtype=np.int64)
    h2 = horizon * horizon
    for n in range(maxiter):
        inside = zr * zr + zi * zi < h2
        counts = np.where(inside, n, counts)
        zr_new = np.where(inside, zr * zr - zi * zi + cr, zr)
        zi = np.where(inside, 2.0 * zr * zi + ci, zi)
        zr = zr_new
    return counts, zr, zi


def _mandelbrot_init(xn: int, yn: int, maxiter: int) -> tuple[Any, ...]:
    return -2.25, 0.75, -1.25, 1.25, xn, yn, maxiter, 2.0


add(mandelbrot, name="mandelbrot", category=_CAT, init=_mandelbrot_init, presets={
    "XS": {"xn": 11, "yn": 9, "maxiter": 8},
    "S": {"xn": 250, "yn": 180, "maxiter": 30},
    "M": {"xn": 500, "yn": 400, "maxiter": 50},
}, description="vectorized Mandelbrot with np.where masks (real arithmetic)")


# ----------------------------------------------------------------------------- floyd_warshall


def floyd_warshall(path):
    for k in range(path.shape[0]):
        path[:] = np.minimum(path, path[:, k, None] + path[None, k, :])


def _floyd_warshall_init(n: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    w = g.integers(1, 100, (n, n))
    w[g.random((n, n)) < 0.7] = 999
    np.fill_diagonal(w, 0)
    return (w.astype(np.int64),)


add(floyd_warshall, name="floyd_warshall", category=_CAT, init=_floyd_warshall_init, presets={
    "XS": {"n": 11},
    "S": {"n": 200},
    "M": {"n": 360},
}, description="all-pairs shortest paths, np.minimum over the whole matrix per pivot (int64)")


# -------------------------------------------------------------------------------- mandelbrot2
# NPBench's second Mandelbrot: index compaction, only the points still inside are iterated
# (boolean-mask selection shrinks the working arrays every step); the count is the iteration
# a point escaped at (0: never escaped).


def mandelbrot2(xmin, xmax, ymin, ymax, xn, yn, maxiter, horizon):
    cr = (np.linspace(xmin, xmax, xn)[None, :] + np.zeros((yn, 1))).ravel()
    ci = (np.linspace(ymin, ymax, yn)[:, None] + np.zeros((1, xn))).ravel()
    idx = np.arange(xn * yn)
    zr = np.zeros(xn * yn)
    zi = np.zeros(xn * yn)
    counts = np.zeros(xn * yn, dtype=np.int64)
    h2 = horizon * horizon
    for n in range(maxiter):
        zr_new = zr * zr - zi * zi + cr
        zi = 2.0 * zr * zi + ci
        zr = zr_new
        out = zr * zr + zi * zi > h2
        counts[idx[out]] = n + 1
        keep = ~out
        idx = idx[keep]
        zr = zr[keep]
        zi = zi[keep]
        cr = cr[keep]
        ci = ci[keep]
    return counts


add(mandelbrot2, name="mandelbrot2", category=_CAT, init=_mandelbrot_init, presets={
    "XS": {"xn": 11, "yn": 9, "maxiter": 8},
    "S": {"xn": 250, "yn": 180, "maxiter": 30},
    "M": {"xn": 700, "yn": 560, "maxiter": 50},
}, description="Mandelbrot with index compaction (boolean-mask selection each step)")
