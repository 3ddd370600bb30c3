"""PolyBench linear-algebra/kernels: 2mm, 3mm, atax, bicg, doitgen, mvt."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._init import grid
from .suite import POLYBENCH

_CAT = "linear-algebra/kernels"


# ---------------------------------------------------------------------------------------- 2mm
# tmp := alpha * A @ B, then D := tmp @ C + beta * D (two chained matrix products).


def mm2(alpha, beta, tmp, A, B, C, D):
    ni, nk = A.shape
    nj = B.shape[1]
    nl = C.shape[1]
    for i in range(ni):
        for j in range(nj):
            tmp[i, j] = 0.0
            for k in range(nk):
                tmp[i, j] += alpha * A[i, k] * B[k, j]
    for i in range(ni):
        for j in range(nl):
            D[i, j] *= beta
            for k in range(nj):
                D[i, j] += tmp[i, k] * C[k, j]


def _mm2_init(ni: int, nj: int, nk: int, nl: int) -> tuple[Any, ...]:
    i, k = grid(ni, nk)
    A = ((i * k + 1) % ni) / ni
    k, j = grid(nk, nj)
    B = (k * (j + 1) % nj) / nj
    j, l = grid(nj, nl)
    C = ((j * (l + 3) + 1) % nl) / nl
    i, l = grid(ni, nl)
    D = (i * (l + 2) % nk) / nk
    return 1.5, 1.2, np.zeros((ni, nj)), A, B, C, D


def _mm2_ref(
    alpha: float, beta: float, tmp: np.ndarray, A: np.ndarray, B: np.ndarray, C: np.ndarray,
    D: np.ndarray,
) -> None:
    tmp[:] = alpha * (A @ B)
    D *= beta
    D += tmp @ C


POLYBENCH.add(
    mm2,
    name="2mm",
    category=_CAT,
    init=_mm2_init,
    reference=_mm2_ref,
    presets={
        "mini": {"ni": 16, "nj": 18, "nk": 22, "nl": 24},
        "small": {"ni": 40, "nj": 50, "nk": 70, "nl": 80},
        "medium": {"ni": 180, "nj": 190, "nk": 210, "nl": 220},
        "large": {"ni": 800, "nj": 900, "nk": 1100, "nl": 1200},
    },
    description="D = alpha*A@B@C + beta*D via tmp = alpha*A@B",
)


# ---------------------------------------------------------------------------------------- 3mm
# G := (A @ B) @ (C @ D) with the two inner products kept in E and F.


def mm3(E, A, B, F, C, D, G):
    ni, nk = A.shape
    nj = B.shape[1]
    nm = C.shape[1]
    nl = D.shape[1]
    for i in range(ni):
        for j in range(nj):
            E[i, j] = 0.0
            for k in range(nk):
                E[i, j] += A[i, k] * B[k, j]
    for i in range(nj):
        for j in range(nl):
            F[i, j] = 0.0
            for k in range(nm):
                F[i, j] += C[i, k] * D[k, j]
    for i in range(ni):
        for j in range(nl):
            G[i, j] = 0.0
            for k in range(nj):
                G[i, j] += E[i, k] * F[k, j]


def _mm3_init(ni: int, nj: int, nk: int, nl: int, nm: int) -> tuple[Any, ...]:
    i, k = grid(ni, nk)
    A = ((i * k + 1) % ni) / (5 * ni)
    k, j = grid(nk, nj)
    B = ((k * (j + 1) + 2) % nj) / (5 * nj)
    j, m = grid(nj, nm)
    C = (j * (m + 3) % nl) / (5 * nl)
    m, l = grid(nm, nl)
    D = ((m * (l + 2) + 2) % nk) / (5 * nk)
    E, F, G = np.zeros((ni, nj)), np.zeros((nj, nl)), np.zeros((ni, nl))
    return E, A, B, F, C, D, G


def _mm3_ref(
    E: np.ndarray, A: np.ndarray, B: np.ndarray, F: np.ndarray, C: np.ndarray, D: np.ndarray,
    G: np.ndarray,
) -> None:
    np.matmul(A, B, out=E)
    np.matmul(C, D, out=F)
    np.matmul(E, F, out=G)


POLYBENCH.add(
    mm3,
    name="3mm",
    category=_CAT,
    init=_mm3_init,
    reference=_mm3_ref,
    presets={
        "mini": {"ni": 16, "nj": 18, "nk": 20, "nl": 22, "nm": 24},
        "small": {"ni": 40, "nj": 50, "nk": 60, "nl": 70, "nm": 80},
        "medium": {"ni": 180, "nj": 190, "nk": 200, "nl": 210, "nm": 220},
        "large": {"ni": 800, "nj": 900, "nk": 1000, "nl": 1100, "nm": 1200},
    },
    description="G = (A@B) @ (C@D), three matrix products",
)


# --------------------------------------------------------------------------------------- atax
# y := A^T @ (A @ x) for A: m x n, one pass over the rows of A (tmp = A @ x).


def atax(A, x, y, tmp):
    m, n = A.shape
    for j in range(n):
        y[j] = 0.0
    for i in range(m):
        s = 0.0
        for j in range(n):
            s += A[i, j] * x[j]
        tmp[i] = s
        for j in range(n):
            y[j] += A[i, j] * s


def _atax_init(m: int, n: int) -> tuple[Any, ...]:
    i, j = grid(m, n)
    A = ((i + j) % n) / (5 * m)
    x = 1.0 + np.arange(n) / n
    return A, x, np.zeros(n), np.zeros(m)


def _atax_ref(A: np.ndarray, x: np.ndarray, y: np.ndarray, tmp: np.ndarray) -> None:
    tmp[:] = A @ x
    y[:] = tmp @ A


POLYBENCH.add(
    atax,
    name="atax",
    category=_CAT,
    init=_atax_init,
    reference=_atax_ref,
    presets={
        "mini": {"m": 38, "n": 42},
        "small": {"m": 116, "n": 124},
        "medium": {"m": 390, "n": 410},
        "large": {"m": 1900, "n": 2100},
    },
    description="y = A.T @ (A @ x)",
)


# --------------------------------------------------------------------------------------- bicg
# The BiCG sub-kernel: s := A^T @ r and q := A @ p for A: n x m, in one sweep over A.


def bicg(A, s, q, p, r):
    n, m = A.shape
    for j in range(m):
        s[j] = 0.0
    for i in range(n):
        acc = 0.0
        for j in range(m):
            s[j] += r[i] * A[i, j]
            acc += A[i, j] * p[j]
        q[i] = acc


def _bicg_init(m: int, n: int) -> tuple[Any, ...]:
    i, j = grid(n, m)
    A = (i * (j + 1) % n) / n
    p = (np.arange(m) % m) / m
    r = (np.arange(n) % n) / n
    return A, np.zeros(m), np.zeros(n), p, r


def _bicg_ref(A: np.ndarray, s: np.ndarray, q: np.ndarray, p: np.ndarray, r: np.ndarray) -> None:
    s[:] = r @ A
    q[:] = A @ p


POLYBENCH.add(
    bicg,
    name="bicg",
    category=_CAT,
    init=_bicg_init,
    reference=_bicg_ref,
    presets={
        "mini": {"m": 38, "n": 42},
        "small": {"m": 116, "n": 124},
        "medium": {"m": 390, "n": 410},
        "large": {"m": 1900, "n": 2100},
    },
    description="s = A.T @ r and q = A @ p in one sweep",
)


# ------------------------------------------------------------------------------------ doitgen
# Multiresolution analysis kernel: every row A[r, q, :] := A[r, q, :] @ C4, through the
# temporary row acc (which keeps the last row's product).


def doitgen(A, C4, acc):
    nr, nq, np_ = A.shape
    for r in range(nr):
        for q in range(nq):
            for p in range(np_):
                s = 0.0
                for t in range(np_):
                    s += A[r, q, t] * C4[t, p]
                acc[p] = s
            for p in range(np_):
                A[r, q, p] = acc[p]


def _doitgen_init(nr: int, nq: int, np_: int) -> tuple[Any, ...]:
    r, q, p = grid(nr, nq, np_)
    A = ((r * q + p) % np_) / np_
    s, p = grid(np_, np_)
    C4 = (s * p % np_) / np_
    return A, C4, np.zeros(np_)


def _doitgen_ref(A: np.ndarray, C4: np.ndarray, acc: np.ndarray) -> None:
    nr, nq, np_ = A.shape
    A[:] = (A.reshape(nr * nq, np_) @ C4).reshape(nr, nq, np_)
    acc[:] = A[-1, -1]


POLYBENCH.add(
    doitgen,
    name="doitgen",
    category=_CAT,
    init=_doitgen_init,
    reference=_doitgen_ref,
    presets={
        "mini": {"nq": 8, "nr": 10, "np_": 12},
        "small": {"nq": 20, "nr": 25, "np_": 30},
        "medium": {"nq": 40, "nr": 50, "np_": 60},
        "large": {"nq": 140, "nr": 150, "np_": 160},
    },
    description="A[r, q, :] = A[r, q, :] @ C4 for every (r, q)",
)


# ---------------------------------------------------------------------------------------- mvt
# x1 += A @ y1 and x2 += A^T @ y2.


def mvt(x1, x2, y1, y2, A):
    n = A.shape[0]
    for i in range(n):
        for j in range(n):
            x1[i] += A[i, j] * y1[j]
    for i in range(n):
        for j in range(n):
            x2[i] += A[j, i] * y2[j]


def _mvt_init(n: int) -> tuple[Any, ...]:
    i = np.arange(n)
    i2, j2 = grid(n, n)
    A = (i2 * j2 % n) / n
    return (i % n) / n, ((i + 1) % n) / n, ((i + 3) % n) / n, ((i + 4) % n) / n, A


def _mvt_ref(
    x1: np.ndarray, x2: np.ndarray, y1: np.ndarray, y2: np.ndarray, A: np.ndarray
) -> None:
    x1 += A @ y1
    x2 += y2 @ A


POLYBENCH.add(
    mvt,
    name="mvt",
    category=_CAT,
    init=_mvt_init,
    reference=_mvt_ref,
    presets={
        "mini": {"n": 40},
        "small": {"n": 120},
        "medium": {"n": 400},
        "large": {"n": 2000},
    },
    description="x1 += A@y1 and x2 += A.T@y2",
)
