"""Linear solvers and factorizations: LU, Cholesky, triangular solve, Levinson-Durbin,
Gram-Schmidt QR and conjugate gradients."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from .suite import CORPUS

_SEED = 2002


def _rng() -> np.random.Generator:
    return np.random.default_rng(_SEED)


def _diag_dominant(n: int) -> np.ndarray:
    rng = _rng()
    return rng.random((n, n)) + n * np.eye(n)


def _spd(n: int) -> np.ndarray:
    rng = _rng()
    M = rng.standard_normal((n, n))
    return M @ M.T / n + np.eye(n)


# ----------------------------------------------------------------------------------------- lu
# In-place LU factorization without pivoting (right-looking Doolittle): L below the diagonal
# (unit diagonal implied), U on and above it.


def lu(A):
    n = A.shape[0]
    for k in range(n):
        pivot = A[k, k]
        for i in range(k + 1, n):
            A[i, k] /= pivot
        for i in range(k + 1, n):
            l = A[i, k]
            for j in range(k + 1, n):
                A[i, j] -= l * A[k, j]


def _lu_init(n: int) -> tuple[Any, ...]:
    return (_diag_dominant(n),)


def _lu_ref(A: np.ndarray) -> None:
    # Same right-looking elimination, one rank-1 update per pivot.
    n = A.shape[0]
    for k in range(n - 1):
        A[k + 1 :, k] /= A[k, k]
        A[k + 1 :, k + 1 :] -= np.outer(A[k + 1 :, k], A[k, k + 1 :])


CORPUS.add(
    lu,
    init=_lu_init,
    reference=_lu_ref,
    style="loops",
    category="solver",
    presets={
        "small": {"n": 30},
        "large": {"n": 500},
        "alt": {"n": 17},
    },
    description="in-place LU factorization without pivoting (k-i-j elimination)",
)


# ----------------------------------------------------------------------------------- cholesky
# In-place Cholesky A = L @ L.T: L overwrites the lower triangle, the strict upper part is kept.


def cholesky(A):
    n = A.shape[0]
    for i in range(n):
        for j in range(i):
            s = A[i, j]
            for k in range(j):
                s -= A[i, k] * A[j, k]
            A[i, j] = s / A[j, j]
        s = A[i, i]
        for k in range(i):
            s -= A[i, k] * A[i, k]
        A[i, i] = math.sqrt(s)


def _cholesky_init(n: int) -> tuple[Any, ...]:
    return (_spd(n),)


def _cholesky_ref(A: np.ndarray) -> None:
    A[:] = np.linalg.cholesky(A) + np.triu(A, 1)


CORPUS.add(
    cholesky,
    init=_cholesky_init,
    reference=_cholesky_ref,
    style="loops",
    category="solver",
    presets={
        "small": {"n": 30},
        "large": {"n": 1500},
        "alt": {"n": 19},
    },
    rtol=1e-8,
    atol=1e-10,
    description="in-place Cholesky factorization (row-oriented, math.sqrt on the diagonal)",
)


# ------------------------------------------------------------------------------------ trisolv
# Back substitution for an upper-triangular system U x = b (the strict lower part of U is
# ignored), with a negative-step outer loop.


def trisolv(U, b):
    n = b.shape[0]
    x = np.empty_like(b)
    for i in range(n - 1, -1, -1):
        s = b[i]
        for j in range(i + 1, n):
            s -= U[i, j] * x[j]
        x[i] = s / U[i, i]
    return x


def _trisolv_init(n: int) -> tuple[Any, ...]:
    rng = _rng()
    U = rng.random((n, n)) / n + 2.0 * np.eye(n)
    return U, rng.random(n)


def _trisolv_ref(U: np.ndarray, b: np.ndarray) -> np.ndarray:
    # Blocked back substitution: small dense solves on diagonal blocks, gemv for the rest.
    n = b.shape[0]
    x = np.empty_like(b)
    bs = 64
    for hi in range(n, 0, -bs):
        lo = max(0, hi - bs)
        rhs = b[lo:hi] - U[lo:hi, hi:] @ x[hi:]
        x[lo:hi] = np.linalg.solve(np.triu(U[lo:hi, lo:hi]), rhs)
    return x


CORPUS.add(
    trisolv,
    init=_trisolv_init,
    reference=_trisolv_ref,
    style="loops",
    category="solver",
    presets={
        "small": {"n": 150},
        "large": {"n": 4000},
        "alt": {"n": 77},
    },
    description="x = solve(triu(U), b) by back substitution",
)


# ------------------------------------------------------------------------------------- durbin
# Levinson-Durbin recursion for the Yule-Walker system T y = -r, where T is the symmetric
# Toeplitz matrix with unit diagonal and off-diagonals r[0], r[1], ... (r has length n).


def durbin(r):
    n = r.shape[0]
    y = np.zeros(n)
    z = np.zeros(n)
    alpha = -r[0]
    beta = 1.0
    y[0] = alpha
    for k in range(1, n):
        beta = (1.0 - alpha * alpha) * beta
        s = r[k]
        for i in range(k):
            s += r[k - 1 - i] * y[i]
        alpha = -s / beta
        for i in range(k):
            z[i] = y[i] + alpha * y[k - 1 - i]
        for i in range(k):
            y[i] = z[i]
        y[k] = alpha
    return y


def _durbin_init(n: int) -> tuple[Any, ...]:
    # Autocorrelations of a mix of two AR(1) processes: T is positive definite.
    rng = _rng()
    a, b = 0.5 + 0.3 * rng.random(), -0.2 - 0.4 * rng.random()
    w = 0.3 + 0.4 * rng.random()
    k = np.arange(1, n + 1)
    return (w * a**k + (1.0 - w) * b**k,)


def _durbin_ref(r: np.ndarray) -> np.ndarray:
    # The same recursion with the inner loops as vector operations.
    n = r.shape[0]
    y = np.zeros(n)
    alpha = -r[0]
    beta = 1.0
    y[0] = alpha
    for k in range(1, n):
        beta = (1.0 - alpha * alpha) * beta
        alpha = -(r[k] + r[k - 1 :: -1] @ y[:k]) / beta
        y[:k] = y[:k] + alpha * y[k - 1 :: -1]
        y[k] = alpha
    return y


CORPUS.add(
    durbin,
    init=_durbin_init,
    reference=_durbin_ref,
    style="loops",
    category="solver",
    presets={
        "small": {"n": 120},
        "large": {"n": 3000},
        "alt": {"n": 41},
    },
    description="Levinson-Durbin solve of a Toeplitz (Yule-Walker) system",
)


# -------------------------------------------------------------------------------- gramschmidt
# Modified Gram-Schmidt QR of a tall matrix: A = Q @ R, Q orthonormal columns, R upper.


def gramschmidt(A):
    m, n = A.shape
    V = A.copy()
    Q = np.zeros((m, n))
    R = np.zeros((n, n))
    for k in range(n):
        nrm = np.sqrt(np.sum(V[:, k] * V[:, k]))
        R[k, k] = nrm
        Q[:, k] = V[:, k] / nrm
        R[k, k + 1 :] = Q[:, k] @ V[:, k + 1 :]
        V[:, k + 1 :] -= np.outer(Q[:, k], R[k, k + 1 :])
    return Q, R


def _gramschmidt_init(m: int, n: int) -> tuple[Any, ...]:
    return (_rng().random((m, n)),)


def _gramschmidt_ref(A: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    Q, R = np.linalg.qr(A)
    signs = np.sign(np.diag(R))
    return Q * signs, R * signs[:, None]


CORPUS.add(
    gramschmidt,
    init=_gramschmidt_init,
    reference=gramschmidt,
    oracle=_gramschmidt_ref,
    style="vectorized",
    category="solver",
    presets={
        "small": {"m": 40, "n": 20},
        "large": {"m": 600, "n": 300},
        "alt": {"m": 33, "n": 7},
    },
    rtol=1e-8,
    atol=1e-10,
    description="modified Gram-Schmidt QR (column loop, np.outer rank-1 updates)",
)


# ------------------------------------------------------------------------- conjugate_gradient
# Conjugate gradients on an SPD system, stopping early (return inside a while) once the
# residual norm drops below tol.


def conjugate_gradient(A, b, tol, max_iter):
    x = np.zeros_like(b)
    r = b - A @ x
    p = r.copy()
    rs = np.dot(r, r)
    it = 0
    while it < max_iter:
        Ap = A @ p
        step = rs / np.dot(p, Ap)
        x += step * p
        r -= step * Ap
        rs_new = np.dot(r, r)
        if np.sqrt(rs_new) < tol:
            return x
        p = r + (rs_new / rs) * p
        rs = rs_new
        it += 1
    return x


def _cg_init(n: int) -> tuple[Any, ...]:
    return _spd(n), _rng().random(n), 1e-11, 500


def _cg_ref(A: np.ndarray, b: np.ndarray, tol: float, max_iter: int) -> np.ndarray:
    return np.linalg.solve(A, b)


CORPUS.add(
    conjugate_gradient,
    init=_cg_init,
    reference=conjugate_gradient,
    oracle=_cg_ref,
    style="vectorized",
    category="solver",
    presets={
        "small": {"n": 60},
        "large": {"n": 1500},
        "alt": {"n": 25},
    },
    blas_bound=True,
    rtol=1e-7,
    atol=1e-9,
    description="conjugate gradients with while loop and early return on convergence",
)
