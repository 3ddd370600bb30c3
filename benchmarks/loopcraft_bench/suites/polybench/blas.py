"""PolyBench linear-algebra/blas: gemm, gemver, gesummv, symm, syr2k, syrk, trmm."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._init import grid
from .suite import POLYBENCH

_CAT = "linear-algebra/blas"


# --------------------------------------------------------------------------------------- gemm
# C := alpha * A @ B + beta * C (A: ni x nk, B: nk x nj), in place, row-wise i-k-j order.


def gemm(alpha, beta, C, A, B):
    ni, nk = A.shape
    nj = B.shape[1]
    for i in range(ni):
        for j in range(nj):
            C[i, j] *= beta
        for k in range(nk):
            for j in range(nj):
                C[i, j] += alpha * A[i, k] * B[k, j]


def _gemm_init(ni: int, nj: int, nk: int) -> tuple[Any, ...]:
    i, j = grid(ni, nj)
    C = ((i * j + 1) % ni) / ni
    i, k = grid(ni, nk)
    A = (i * (k + 1) % nk) / nk
    k, j = grid(nk, nj)
    B = (k * (j + 2) % nj) / nj
    return 1.5, 1.2, C, A, B


def _gemm_ref(alpha: float, beta: float, C: np.ndarray, A: np.ndarray, B: np.ndarray) -> None:
    C *= beta
    C += alpha * (A @ B)


POLYBENCH.add(
    gemm,
    name="gemm",
    category=_CAT,
    init=_gemm_init,
    reference=_gemm_ref,
    presets={
        "mini": {"ni": 20, "nj": 25, "nk": 30},
        "small": {"ni": 60, "nj": 70, "nk": 80},
        "medium": {"ni": 200, "nj": 220, "nk": 240},
        "large": {"ni": 1000, "nj": 1100, "nk": 1200},
    },
    description="C = alpha*A@B + beta*C",
)


# ------------------------------------------------------------------------------------- gemver
# A += u1 v1^T + u2 v2^T;  x += beta * A^T y + z;  w += alpha * A x  (all n x n / length n).


def gemver(alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
    n = A.shape[0]
    for i in range(n):
        for j in range(n):
            A[i, j] += u1[i] * v1[j] + u2[i] * v2[j]
    for i in range(n):
        for j in range(n):
            x[i] += beta * A[j, i] * y[j]
    for i in range(n):
        x[i] += z[i]
    for i in range(n):
        for j in range(n):
            w[i] += alpha * A[i, j] * x[j]


def _gemver_init(n: int) -> tuple[Any, ...]:
    i, j = grid(n, n)
    A = (i * j % n) / n
    f = (np.arange(n) + 1.0) / n
    u1 = np.arange(n, dtype=np.float64)
    return (1.5, 1.2, A, u1, f / 4, f / 2, f / 6, np.zeros(n), np.zeros(n), f / 8, f / 9)


def _gemver_ref(
    alpha: float, beta: float, A: np.ndarray, u1: np.ndarray, v1: np.ndarray, u2: np.ndarray,
    v2: np.ndarray, w: np.ndarray, x: np.ndarray, y: np.ndarray, z: np.ndarray,
) -> None:
    A += np.outer(u1, v1) + np.outer(u2, v2)
    x += beta * (y @ A)
    x += z
    w += alpha * (A @ x)


POLYBENCH.add(
    gemver,
    name="gemver",
    category=_CAT,
    init=_gemver_init,
    reference=_gemver_ref,
    presets={
        "mini": {"n": 40},
        "small": {"n": 120},
        "medium": {"n": 400},
        "large": {"n": 2000},
    },
    description="rank-2 update of A, then x = x + beta*A^T@y + z and w = w + alpha*A@x",
)


# ------------------------------------------------------------------------------------ gesummv
# y := alpha * A @ x + beta * B @ x, keeping A @ x in tmp.


def gesummv(alpha, beta, A, B, tmp, x, y):
    n = A.shape[0]
    for i in range(n):
        tmp[i] = 0.0
        y[i] = 0.0
        for j in range(n):
            tmp[i] += A[i, j] * x[j]
            y[i] += B[i, j] * x[j]
        y[i] = alpha * tmp[i] + beta * y[i]


def _gesummv_init(n: int) -> tuple[Any, ...]:
    i, j = grid(n, n)
    A = ((i * j + 1) % n) / n
    B = ((i * j + 2) % n) / n
    x = (np.arange(n) % n) / n
    return 1.5, 1.2, A, B, np.zeros(n), x, np.zeros(n)


def _gesummv_ref(
    alpha: float, beta: float, A: np.ndarray, B: np.ndarray, tmp: np.ndarray, x: np.ndarray,
    y: np.ndarray,
) -> None:
    tmp[:] = A @ x
    y[:] = alpha * tmp + beta * (B @ x)


POLYBENCH.add(
    gesummv,
    name="gesummv",
    category=_CAT,
    init=_gesummv_init,
    reference=_gesummv_ref,
    presets={
        "mini": {"n": 30},
        "small": {"n": 90},
        "medium": {"n": 250},
        "large": {"n": 1300},
    },
    description="y = alpha*A@x + beta*B@x (two matrix-vector products)",
)


# --------------------------------------------------------------------------------------- symm
# C := alpha * S @ B + beta * C, S the symmetric m x m matrix of which only the lower triangle
# of A is stored (the strict upper part of A holds garbage that must not be read).


def symm(alpha, beta, C, A, B):
    m, n = C.shape
    for i in range(m):
        for j in range(n):
            s = 0.0
            for k in range(i + 1):
                s += A[i, k] * B[k, j]
            for k in range(i + 1, m):
                s += A[k, i] * B[k, j]
            C[i, j] = beta * C[i, j] + alpha * s


def _symm_init(m: int, n: int) -> tuple[Any, ...]:
    i, j = grid(m, n)
    C = ((i + j) % 100) / m
    B = ((n + i - j) % 100) / m
    i, k = grid(m, m)
    A = np.where(k <= i, ((i + k) % 100) / m, -999.0)
    return 1.5, 1.2, C, A, B


def _symm_ref(alpha: float, beta: float, C: np.ndarray, A: np.ndarray, B: np.ndarray) -> None:
    S = np.tril(A) + np.tril(A, -1).T
    C[:] = beta * C + alpha * (S @ B)


POLYBENCH.add(
    symm,
    name="symm",
    category=_CAT,
    init=_symm_init,
    reference=_symm_ref,
    presets={
        "mini": {"m": 20, "n": 30},
        "small": {"m": 60, "n": 80},
        "medium": {"m": 200, "n": 240},
        "large": {"m": 1000, "n": 1200},
    },
    description="C = alpha*S@B + beta*C, S symmetric stored as its lower triangle",
)


# -------------------------------------------------------------------------------------- syr2k
# Lower triangle of C := alpha * (A @ B^T + B @ A^T) + beta * C (A, B: n x m), in place.


def syr2k(alpha, beta, C, A, B):
    n, m = A.shape
    for i in range(n):
        for j in range(i + 1):
            C[i, j] *= beta
        for k in range(m):
            for j in range(i + 1):
                C[i, j] += A[j, k] * alpha * B[i, k] + B[j, k] * alpha * A[i, k]


def _syr2k_init(n: int, m: int) -> tuple[Any, ...]:
    i, j = grid(n, m)
    A = ((i * j + 1) % n) / n
    B = ((i * j + 2) % m) / m
    i, j = grid(n, n)
    C = ((i * j + 3) % n) / m
    return 1.5, 1.2, C, A, B


def _syr2k_ref(
    alpha: float, beta: float, C: np.ndarray, A: np.ndarray, B: np.ndarray
) -> None:
    P = A @ B.T
    C[:] = np.where(np.tri(C.shape[0], dtype=bool), beta * C + alpha * (P + P.T), C)


POLYBENCH.add(
    syr2k,
    name="syr2k",
    category=_CAT,
    init=_syr2k_init,
    reference=_syr2k_ref,
    presets={
        "mini": {"n": 30, "m": 20},
        "small": {"n": 80, "m": 60},
        "medium": {"n": 240, "m": 200},
        "large": {"n": 1200, "m": 1000},
    },
    description="lower triangle of C = alpha*(A@B.T + B@A.T) + beta*C",
)


# --------------------------------------------------------------------------------------- syrk
# Lower triangle of C := alpha * A @ A^T + beta * C (A: n x m), in place.


def syrk(alpha, beta, C, A):
    n, m = A.shape
    for i in range(n):
        for j in range(i + 1):
            C[i, j] *= beta
        for k in range(m):
            for j in range(i + 1):
                C[i, j] += alpha * A[i, k] * A[j, k]


def _syrk_init(n: int, m: int) -> tuple[Any, ...]:
    i, j = grid(n, m)
    A = ((i * j + 1) % n) / n
    i, j = grid(n, n)
    C = ((i * j + 2) % m) / m
    return 1.5, 1.2, C, A


def _syrk_ref(alpha: float, beta: float, C: np.ndarray, A: np.ndarray) -> None:
    C[:] = np.where(np.tri(C.shape[0], dtype=bool), beta * C + alpha * (A @ A.T), C)


POLYBENCH.add(
    syrk,
    name="syrk",
    category=_CAT,
    init=_syrk_init,
    reference=_syrk_ref,
    presets={
        "mini": {"n": 30, "m": 20},
        "small": {"n": 80, "m": 60},
        "medium": {"n": 240, "m": 200},
        "large": {"n": 1200, "m": 1000},
    },
    description="lower triangle of C = alpha*A@A.T + beta*C",
)


# --------------------------------------------------------------------------------------- trmm
# B := alpha * L^T @ B with L the unit lower triangular m x m matrix stored in the strict lower
# part of A (diagonal implicitly 1, upper part garbage). Rows are updated top-down: row i reads
# only rows k > i, which are still the original ones.


def trmm(alpha, A, B):
    m, n = B.shape
    for i in range(m):
        for j in range(n):
            s = B[i, j]
            for k in range(i + 1, m):
                s += A[k, i] * B[k, j]
            B[i, j] = alpha * s


def _trmm_init(m: int, n: int) -> tuple[Any, ...]:
    i, k = grid(m, m)
    A = np.where(k < i, ((i + k) % m) / m, np.where(k == i, 1.0, -999.0))
    i, j = grid(m, n)
    B = ((n + (i - j)) % n) / n
    return 1.5, A, B


def _trmm_ref(alpha: float, A: np.ndarray, B: np.ndarray) -> None:
    B[:] = alpha * (B + np.tril(A, -1).T @ B)


POLYBENCH.add(
    trmm,
    name="trmm",
    category=_CAT,
    init=_trmm_init,
    reference=_trmm_ref,
    presets={
        "mini": {"m": 20, "n": 30},
        "small": {"m": 60, "n": 80},
        "medium": {"m": 200, "n": 240},
        "large": {"m": 1000, "n": 1200},
    },
    description="B = alpha*L.T@B, L unit lower triangular (strict lower part of A)",
)
