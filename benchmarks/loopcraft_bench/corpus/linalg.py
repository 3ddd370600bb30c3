"""Dense linear algebra kernels: BLAS-like products and matrix-vector kernels."""

from __future__ import annotations

from typing import Any

import numpy as np

from .suite import CORPUS

_SEED = 1001


def _rng() -> np.random.Generator:
    return np.random.default_rng(_SEED)


# --------------------------------------------------------------------------------------- gemm
# C := alpha * A @ B + beta * C, written as the textbook triple loop (i-k-j order).


def gemm(alpha, beta, C, A, B):
    ni, nk = A.shape
    nj = B.shape[1]
    for i in range(ni):
        for j in range(nj):
            C[i, j] *= beta
        for k in range(nk):
            a = alpha * A[i, k]
            for j in range(nj):
                C[i, j] += a * B[k, j]


def _gemm_init(ni: int, nj: int, nk: int) -> tuple[Any, ...]:
    rng = _rng()
    return 1.5, 1.2, rng.random((ni, nj)), rng.random((ni, nk)), rng.random((nk, nj))


def _gemm_ref(alpha: float, beta: float, C: np.ndarray, A: np.ndarray, B: np.ndarray) -> None:
    C[:] = alpha * (A @ B) + beta * C


CORPUS.add(
    gemm,
    init=_gemm_init,
    reference=_gemm_ref,
    style="loops",
    category="linalg",
    presets={
        "small": {"ni": 20, "nj": 24, "nk": 22},
        "large": {"ni": 1000, "nj": 1100, "nk": 1200},
        "alt": {"ni": 13, "nj": 9, "nk": 17},
    },
    blas_bound=True,
    description="C = alpha*A@B + beta*C, in place, explicit triple loop",
)


# ---------------------------------------------------------------------------- matmul_loops
# C = A @ B as the textbook triple loop (i-j-k order, the sum innermost).


def matmul_loops(A, B):
    m, nk = A.shape
    n = B.shape[1]
    C = np.zeros((m, n))
    for i in range(m):
        for j in range(n):
            for k in range(nk):
                C[i, j] += A[i, k] * B[k, j]
    return C


def _matmul_loops_init(m: int, n: int, k: int) -> tuple[Any, ...]:
    rng = _rng()
    return rng.random((m, k)), rng.random((k, n))


def _matmul_loops_ref(A: np.ndarray, B: np.ndarray) -> np.ndarray:
    return A @ B


CORPUS.add(
    matmul_loops,
    init=_matmul_loops_init,
    reference=_matmul_loops_ref,
    style="loops",
    category="linalg",
    presets={
        "small": {"m": 20, "n": 24, "k": 22},
        "large": {"m": 1000, "n": 1000, "k": 1000},
        "alt": {"m": 13, "n": 9, "k": 17},
    },
    blas_bound=True,
    description="C = A @ B, the textbook i-j-k triple loop with the sum innermost",
)


# --------------------------------------------------------------------------------------- gemv


def gemv(alpha, beta, A, x, y):
    return alpha * (A @ x) + beta * y


def _gemv_init(m: int, n: int) -> tuple[Any, ...]:
    rng = _rng()
    return 0.5, -1.5, rng.random((m, n)), rng.random(n), rng.random(m)


def _gemv_ref(alpha: float, beta: float, A: np.ndarray, x: np.ndarray, y: np.ndarray) -> Any:
    return alpha * np.dot(A, x) + beta * y


CORPUS.add(
    gemv,
    init=_gemv_init,
    reference=gemv,
    oracle=_gemv_ref,
    style="vectorized",
    category="linalg",
    presets={
        "small": {"m": 40, "n": 30},
        "large": {"m": 5000, "n": 4000},
        "alt": {"m": 17, "n": 51},
    },
    blas_bound=True,
    description="y = alpha*A@x + beta*y (returned)",
)


# --------------------------------------------------------------------------------------- syrk
# Symmetric rank-k update of the lower triangle: C := alpha*A@A.T + beta*C for j <= i.


def syrk(alpha, beta, C, A):
    n, m = A.shape
    for i in range(n):
        for j in range(i + 1):
            C[i, j] *= beta
        for k in range(m):
            a = alpha * A[i, k]
            for j in range(i + 1):
                C[i, j] += a * A[j, k]


def _syrk_init(n: int, m: int) -> tuple[Any, ...]:
    rng = _rng()
    return 1.5, 1.2, rng.random((n, n)), rng.random((n, m))


def _syrk_ref(alpha: float, beta: float, C: np.ndarray, A: np.ndarray) -> None:
    lower = np.tril(np.ones(C.shape, dtype=bool))
    C[:] = np.where(lower, alpha * (A @ A.T) + beta * C, C)


CORPUS.add(
    syrk,
    init=_syrk_init,
    reference=_syrk_ref,
    style="loops",
    category="linalg",
    presets={
        "small": {"n": 24, "m": 20},
        "large": {"n": 1200, "m": 1000},
        "alt": {"n": 15, "m": 31},
    },
    blas_bound=True,
    description="lower triangle of C = alpha*A@A.T + beta*C, in place",
)


# -------------------------------------------------------------------------------------- syr2k
# Symmetric rank-2k update of the lower triangle, with a broadcast triangle mask.


def syr2k(alpha, beta, C, A, B):
    n = C.shape[0]
    idx = np.arange(n)
    lower = idx[:, None] >= idx[None, :]
    C[:] = np.where(lower, alpha * (A @ B.T + B @ A.T) + beta * C, C)


def _syr2k_init(n: int, m: int) -> tuple[Any, ...]:
    rng = _rng()
    return 1.5, 1.2, rng.random((n, n)), rng.random((n, m)), rng.random((n, m))


def _syr2k_ref(
    alpha: float, beta: float, C: np.ndarray, A: np.ndarray, B: np.ndarray
) -> None:
    update = alpha * np.dot(A, B.T) + alpha * np.dot(B, A.T) + beta * C
    C[:] = np.tril(update) + np.triu(C, 1)


CORPUS.add(
    syr2k,
    init=_syr2k_init,
    reference=syr2k,
    oracle=_syr2k_ref,
    style="vectorized",
    category="linalg",
    presets={
        "small": {"n": 30, "m": 20},
        "large": {"n": 1000, "m": 800},
        "alt": {"n": 21, "m": 8},
    },
    blas_bound=True,
    description="lower triangle of C = alpha*(A@B.T + B@A.T) + beta*C via np.where mask",
)


# --------------------------------------------------------------------------------------- trmm
# B := alpha * L @ B with L unit lower triangular (strict lower part of A, implicit 1 diagonal).
# Rows are produced bottom-up so that the rows still needed are not yet overwritten.


def trmm(alpha, A, B):
    m, n = B.shape
    for i in range(m - 1, -1, -1):
        for k in range(i):
            a = A[i, k]
            for j in range(n):
                B[i, j] += a * B[k, j]
        for j in range(n):
            B[i, j] *= alpha


def _trmm_init(m: int, n: int) -> tuple[Any, ...]:
    rng = _rng()
    return 1.5, rng.random((m, m)) / m, rng.random((m, n))


def _trmm_ref(alpha: float, A: np.ndarray, B: np.ndarray) -> None:
    L = np.tril(A, -1) + np.eye(A.shape[0])
    B[:] = alpha * (L @ B)


CORPUS.add(
    trmm,
    init=_trmm_init,
    reference=_trmm_ref,
    style="loops",
    category="linalg",
    presets={
        "small": {"m": 24, "n": 28},
        "large": {"m": 1200, "n": 1400},
        "alt": {"m": 11, "n": 19},
    },
    blas_bound=True,
    description="B = alpha*L@B, L unit lower triangular from A; in place, backward row loop",
)


# ---------------------------------------------------------------------------------------- 2mm


def two_mm(alpha, beta, A, B, C, D):
    tmp = alpha * A @ B
    D *= beta
    D += tmp @ C


def _2mm_init(ni: int, nj: int, nk: int, nl: int) -> tuple[Any, ...]:
    rng = _rng()
    return (
        1.5,
        1.2,
        rng.random((ni, nk)),
        rng.random((nk, nj)),
        rng.random((nj, nl)),
        rng.random((ni, nl)),
    )


def _2mm_ref(
    alpha: float, beta: float, A: np.ndarray, B: np.ndarray, C: np.ndarray, D: np.ndarray
) -> None:
    D[:] = alpha * np.linalg.multi_dot([A, B, C]) + beta * D


CORPUS.add(
    two_mm,
    name="2mm",
    init=_2mm_init,
    reference=two_mm,
    oracle=_2mm_ref,
    style="vectorized",
    category="linalg",
    presets={
        "small": {"ni": 16, "nj": 18, "nk": 22, "nl": 24},
        "large": {"ni": 800, "nj": 900, "nk": 1100, "nl": 1200},
        "alt": {"ni": 7, "nj": 13, "nk": 5, "nl": 9},
    },
    blas_bound=True,
    description="D = alpha*A@B@C + beta*D, two chained products, in place",
)


# ---------------------------------------------------------------------------------------- 3mm


def three_mm(A, B, C, D):
    E = A @ B
    F = np.matmul(C, D)
    return E @ F


def _3mm_init(ni: int, nj: int, nk: int, nl: int, nm: int) -> tuple[Any, ...]:
    rng = _rng()
    return (
        rng.random((ni, nk)),
        rng.random((nk, nj)),
        rng.random((nj, nm)),
        rng.random((nm, nl)),
    )


def _3mm_ref(A: np.ndarray, B: np.ndarray, C: np.ndarray, D: np.ndarray) -> np.ndarray:
    return np.dot(np.dot(A, B), np.dot(C, D))


CORPUS.add(
    three_mm,
    name="3mm",
    init=_3mm_init,
    reference=three_mm,
    oracle=_3mm_ref,
    style="vectorized",
    category="linalg",
    presets={
        "small": {"ni": 16, "nj": 18, "nk": 20, "nl": 22, "nm": 24},
        "large": {"ni": 800, "nj": 900, "nk": 1000, "nl": 1100, "nm": 1200},
        "alt": {"ni": 5, "nj": 9, "nk": 7, "nl": 3, "nm": 11},
    },
    blas_bound=True,
    description="G = (A@B) @ (C@D) with @ and np.matmul",
)


# --------------------------------------------------------------------------------------- atax


def atax(A, x):
    m, n = A.shape
    y = np.zeros(n)
    for i in range(m):
        t = 0.0
        for j in range(n):
            t += A[i, j] * x[j]
        for j in range(n):
            y[j] += A[i, j] * t
    return y


def _atax_init(m: int, n: int) -> tuple[Any, ...]:
    rng = _rng()
    return rng.random((m, n)), rng.random(n)


def _atax_ref(A: np.ndarray, x: np.ndarray) -> np.ndarray:
    return A.T @ (A @ x)


CORPUS.add(
    atax,
    init=_atax_init,
    reference=_atax_ref,
    style="loops",
    category="linalg",
    presets={
        "small": {"m": 38, "n": 42},
        "large": {"m": 4000, "n": 5000},
        "alt": {"m": 9, "n": 70},
    },
    blas_bound=True,
    description="y = A.T @ (A @ x), fused row loop",
)


# --------------------------------------------------------------------------------------- bicg


def bicg(A, p, r):
    s = np.transpose(A) @ r
    q = np.dot(A, p)
    return s, q


def _bicg_init(m: int, n: int) -> tuple[Any, ...]:
    rng = _rng()
    return rng.random((m, n)), rng.random(n), rng.random(m)


def _bicg_ref(A: np.ndarray, p: np.ndarray, r: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    return r @ A, A @ p


CORPUS.add(
    bicg,
    init=_bicg_init,
    reference=bicg,
    oracle=_bicg_ref,
    style="vectorized",
    category="linalg",
    presets={
        "small": {"m": 40, "n": 36},
        "large": {"m": 5000, "n": 4000},
        "alt": {"m": 66, "n": 7},
    },
    blas_bound=True,
    description="BiCG sub-kernel: s = A.T @ r and q = A @ p",
)


# ---------------------------------------------------------------------------------------- mvt


def mvt(x1, x2, y1, y2, A):
    n = x1.shape[0]
    for i in range(n):
        for j in range(n):
            x1[i] += A[i, j] * y1[j]
    for i in range(n):
        for j in range(n):
            x2[i] += A[j, i] * y2[j]


def _mvt_init(n: int) -> tuple[Any, ...]:
    rng = _rng()
    return rng.random(n), rng.random(n), rng.random(n), rng.random(n), rng.random((n, n))


def _mvt_ref(
    x1: np.ndarray, x2: np.ndarray, y1: np.ndarray, y2: np.ndarray, A: np.ndarray
) -> None:
    x1 += A @ y1
    x2 += A.T @ y2


CORPUS.add(
    mvt,
    init=_mvt_init,
    reference=_mvt_ref,
    style="loops",
    category="linalg",
    presets={
        "small": {"n": 40},
        "large": {"n": 5000},
        "alt": {"n": 23},
    },
    blas_bound=True,
    description="x1 += A@y1 and x2 += A.T@y2 (column-order inner loop for the transpose)",
)


# ------------------------------------------------------------------------------------ gesummv


def gesummv(alpha, beta, A, B, x):
    return alpha * (A @ x) + beta * (B @ x)


def _gesummv_init(n: int) -> tuple[Any, ...]:
    rng = _rng()
    return 1.5, 1.2, rng.random((n, n)), rng.random((n, n)), rng.random(n)


def _gesummv_ref(
    alpha: float, beta: float, A: np.ndarray, B: np.ndarray, x: np.ndarray
) -> np.ndarray:
    return (alpha * A + beta * B) @ x


CORPUS.add(
    gesummv,
    init=_gesummv_init,
    reference=gesummv,
    oracle=_gesummv_ref,
    style="vectorized",
    category="linalg",
    presets={
        "small": {"n": 40},
        "large": {"n": 3000},
        "alt": {"n": 27},
    },
    blas_bound=True,
    description="y = alpha*A@x + beta*B@x",
)


# ------------------------------------------------------------------------------------ doitgen
# Multi-resolution analysis kernel: every row A[r, q, :] is replaced by A[r, q, :] @ C4.


def doitgen(A, C4):
    nr, nq, ns = A.shape
    tmp = np.empty(ns)
    for r in range(nr):
        for q in range(nq):
            for p in range(ns):
                acc = 0.0
                for s in range(ns):
                    acc += A[r, q, s] * C4[s, p]
                tmp[p] = acc
            for p in range(ns):
                A[r, q, p] = tmp[p]


def _doitgen_init(nr: int, nq: int, ns: int) -> tuple[Any, ...]:
    rng = _rng()
    return rng.random((nr, nq, ns)), rng.random((ns, ns))


def _doitgen_ref(A: np.ndarray, C4: np.ndarray) -> None:
    A[:] = A @ C4


CORPUS.add(
    doitgen,
    init=_doitgen_init,
    reference=_doitgen_ref,
    style="loops",
    category="linalg",
    presets={
        "small": {"nr": 6, "nq": 5, "ns": 14},
        "large": {"nr": 128, "nq": 128, "ns": 256},
        "alt": {"nr": 3, "nq": 7, "ns": 9},
    },
    blas_bound=True,
    description="A[r, q, :] = A[r, q, :] @ C4 for every (r, q), through a temporary row",
)
