"""PolyBench medley: deriche (recursive edge filter), floyd-warshall, nussinov.

floyd-warshall and nussinov are integer kernels in PolyBench and stay integer here (int32, as C
``int``): their results compare exactly.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ._init import grid
from .suite import POLYBENCH

# ------------------------------------------------------------------------------------ deriche
# Deriche's recursive Gaussian-derivative filter on a w x h image: along every row a causal and
# an anti-causal second-order IIR pass whose sum is the row-filtered image, then the same along
# every column. alpha sets the filter width. Coefficients after Deriche (1993):
# k = (1 - e^-a)^2 / (1 + 2 a e^-a - e^-2a), feedback b1 = 2 e^-a, b2 = -e^-2a.


def deriche(alpha, imgIn, imgOut, y1, y2):
    w, h = imgIn.shape
    ea = math.exp(-alpha)
    e2a = math.exp(-2.0 * alpha)
    k = (1.0 - ea) * (1.0 - ea) / (1.0 + 2.0 * alpha * ea - e2a)
    a1 = k
    a2 = k * ea * (alpha - 1.0)
    a3 = k * ea * (alpha + 1.0)
    a4 = -k * e2a
    b1 = 2.0 * ea
    b2 = -e2a
    for i in range(w):
        ym1 = 0.0
        ym2 = 0.0
        xm1 = 0.0
        for j in range(h):
            y1[i, j] = a1 * imgIn[i, j] + a2 * xm1 + b1 * ym1 + b2 * ym2
            xm1 = imgIn[i, j]
            ym2 = ym1
            ym1 = y1[i, j]
    for i in range(w):
        yp1 = 0.0
        yp2 = 0.0
        xp1 = 0.0
        xp2 = 0.0
        for j in range(h - 1, -1, -1):
            y2[i, j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2
            xp2 = xp1
            xp1 = imgIn[i, j]
            yp2 = yp1
            yp1 = y2[i, j]
    for i in range(w):
        for j in range(h):
            imgOut[i, j] = y1[i, j] + y2[i, j]
    for j in range(h):
        tm1 = 0.0
        ym1 = 0.0
        ym2 = 0.0
        for i in range(w):
            y1[i, j] = a1 * imgOut[i, j] + a2 * tm1 + b1 * ym1 + b2 * ym2
            tm1 = imgOut[i, j]
            ym2 = ym1
            ym1 = y1[i, j]
    for j in range(h):
        tp1 = 0.0
        tp2 = 0.0
        yp1 = 0.0
        yp2 = 0.0
        for i in range(w - 1, -1, -1):
            y2[i, j] = a3 * tp1 + a4 * tp2 + b1 * yp1 + b2 * yp2
            tp2 = tp1
            tp1 = imgOut[i, j]
            yp2 = yp1
            yp1 = y2[i, j]
    for i in range(w):
        for j in range(h):
            imgOut[i, j] = y1[i, j] + y2[i, j]


def _deriche_init(w: int, h: int) -> tuple[Any, ...]:
    i, j = grid(w, h)
    img = ((313 * i + 991 * j) % 65536) / 65535.0
    return 0.25, img, np.zeros((w, h)), np.zeros((w, h)), np.zeros((w, h))


def _iir_pair(x: np.ndarray, coef: tuple[float, ...], y1: np.ndarray, y2: np.ndarray) -> None:
    """Causal and anti-causal passes along axis 0 of ``x``, vectorized over axis 1."""
    a1, a2, a3, a4, b1, b2 = coef
    n = x.shape[0]
    zero = np.zeros(x.shape[1:])
    xm1, ym1, ym2 = zero, zero, zero
    for t in range(n):
        y1[t] = a1 * x[t] + a2 * xm1 + b1 * ym1 + b2 * ym2
        xm1, ym2, ym1 = x[t], ym1, y1[t]
    xp1, xp2, yp1, yp2 = zero, zero, zero, zero
    for t in range(n - 1, -1, -1):
        y2[t] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2
        xp2, xp1, yp2, yp1 = xp1, x[t], yp1, y2[t]


def _deriche_ref(
    alpha: float, imgIn: np.ndarray, imgOut: np.ndarray, y1: np.ndarray, y2: np.ndarray
) -> None:
    ea, e2a = math.exp(-alpha), math.exp(-2.0 * alpha)
    k = (1.0 - ea) * (1.0 - ea) / (1.0 + 2.0 * alpha * ea - e2a)
    coef = (k, k * ea * (alpha - 1.0), k * ea * (alpha + 1.0), -k * e2a, 2.0 * ea, -e2a)
    # rows: recurse along j with all rows at once (transposed copies keep the vectors contiguous)
    w, h = imgIn.shape
    r1, r2 = np.empty((h, w)), np.empty((h, w))
    _iir_pair(np.ascontiguousarray(imgIn.T), coef, r1, r2)
    imgOut[:] = (r1 + r2).T
    # columns: recurse along i, vectors are rows
    _iir_pair(imgOut.copy(), coef, y1, y2)
    imgOut[:] = y1 + y2


POLYBENCH.add(
    deriche,
    name="deriche",
    category="medley",
    init=_deriche_init,
    reference=_deriche_ref,
    presets={
        "mini": {"w": 64, "h": 64},
        "small": {"w": 192, "h": 128},
        "medium": {"w": 720, "h": 480},
        "large": {"w": 4096, "h": 2160},
    },
    description="Deriche recursive edge filter: causal + anti-causal IIR along rows, columns",
)


# ----------------------------------------------------------------------------- floyd-warshall
# All-pairs shortest paths: paths[i, j] = min(paths[i, j], paths[i, k] + paths[k, j]) for every
# intermediate vertex k (int32 weights; 999 stands for "no edge").


def floyd_warshall(paths):
    n = paths.shape[0]
    for k in range(n):
        for i in range(n):
            for j in range(n):
                paths[i, j] = min(paths[i, j], paths[i, k] + paths[k, j])


def _floyd_warshall_init(n: int) -> tuple[Any, ...]:
    i, j = grid(n, n)
    paths = i * j % 7 + 1
    s = i + j
    paths = np.where((s % 13 == 0) | (s % 7 == 0) | (s % 11 == 0), 999, paths)
    return (paths.astype(np.int32),)


def _floyd_warshall_ref(paths: np.ndarray) -> None:
    # Row and column k do not change during step k (weights are positive), so the whole
    # matrix can be updated at once per k.
    for k in range(paths.shape[0]):
        np.minimum(paths, paths[:, k, None] + paths[None, k, :], out=paths)


POLYBENCH.add(
    floyd_warshall,
    name="floyd-warshall",
    category="medley",
    init=_floyd_warshall_init,
    reference=_floyd_warshall_ref,
    presets={
        "mini": {"n": 60},
        "small": {"n": 180},
        "medium": {"n": 500},
        "large": {"n": 2800},
    },
    description="all-pairs shortest paths (int32), in place",
)


# ----------------------------------------------------------------------------------- nussinov
# Nussinov RNA folding: table[i, j] = the largest number of non-crossing base pairs in
# seq[i..j], where bases a, b pair when a + b == 3 (bases 0..3). Intervals are filled from the
# bottom row up, each row left to right:
# table[i, j] = max(table[i, j-1], table[i+1, j], table[i+1, j-1] + pair(i, j) [only if
# i < j-1], max_k table[i, k] + table[k+1, j]).


def nussinov(seq, table):
    n = seq.shape[0]
    for i in range(n - 1, -1, -1):
        for j in range(i + 1, n):
            best = max(table[i, j], table[i, j - 1])
            best = max(best, table[i + 1, j])
            if i < j - 1:
                pair = 0
                if seq[i] + seq[j] == 3:
                    pair = 1
                best = max(best, table[i + 1, j - 1] + pair)
            else:
                best = max(best, table[i + 1, j - 1])
            for k in range(i + 1, j):
                best = max(best, table[i, k] + table[k + 1, j])
            table[i, j] = best


def _nussinov_init(n: int) -> tuple[Any, ...]:
    seq = ((np.arange(n) + 1) % 4).astype(np.int32)
    return seq, np.zeros((n, n), dtype=np.int32)


def _nussinov_ref(seq: np.ndarray, table: np.ndarray) -> None:
    # By diagonals d = j - i: every cell of diagonal d depends only on shorter intervals. With
    # G[t, i] = table[i, i+t] (row-anchored) and F[t, c] = table[c-t, c] (column-anchored),
    # the split term table[i, i+t] + table[i+t+1, i+d] over t = 1..d-1 is G[1:d, i] +
    # F[d-2..0, i+d]: two plain 2-D slices, so each diagonal is one vectorized maximum.
    n = seq.shape[0]
    G = np.zeros((n, n), dtype=np.int32)
    F = np.zeros((n, n), dtype=np.int32)
    idx = np.arange(n)
    G[0] = F[0] = np.diagonal(table)
    pairs = ((seq[:, None] + seq[None, :]) == 3).astype(np.int32)
    for d in range(1, n):
        m = n - d
        i = idx[:m]
        best = np.maximum(table[i, i + d], G[d - 1, :m])  # table[i, j-1]
        best = np.maximum(best, G[d - 1, 1 : m + 1])  # table[i+1, j]
        if d == 1:
            best = np.maximum(best, table[i + 1, i])  # below the diagonal, never written
        else:
            best = np.maximum(best, G[d - 2, 1 : m + 1] + pairs[i, i + d])
            split = G[1:d, :m] + F[d - 2 :: -1, d:]  # (d-1) x m: all t at once
            best = np.maximum(best, split.max(axis=0))
        G[d, :m] = best
        F[d, d:] = best
        table[i, i + d] = best


POLYBENCH.add(
    nussinov,
    name="nussinov",
    category="medley",
    init=_nussinov_init,
    reference=_nussinov_ref,
    presets={
        "mini": {"n": 60},
        "small": {"n": 180},
        "medium": {"n": 500},
        "large": {"n": 2500},
    },
    description="Nussinov RNA folding: O(n^3) interval DP (int32), in place",
)
