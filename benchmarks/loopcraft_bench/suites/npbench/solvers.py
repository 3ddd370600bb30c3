"""Solvers: Cholesky, LU, LU solve, forward substitution, Levinson-Durbin and modified
Gram-Schmidt (the corpus kernel). The factorizations are sequential in the row index; each row
is computed with slices and dot products, as in NPBench's NumPy versions.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .suite import add, reuse, rng

_CAT = "solvers"
_SEED = 6301
_SOLVER_TOL = {"rtol": 1e-8, "atol": 1e-10}

reuse("gramschmidt", name="gramschmidt", category=_CAT, presets={
    "XS": {"m": 13, "n": 7},
    "S": {"m": 240, "n": 160},
    "M": {"m": 560, "n": 360},
})


def _spd(n: int) -> np.ndarray:
    """Symmetric positive definite, condition number below ~5: B B^T / n + I, B in [0, 1)."""
    B = rng(_SEED).random((n, n))
    A = B @ B.T / n + np.eye(n)
    return np.ascontiguousarray((A + A.T) / 2)


def _lower(n: int) -> np.ndarray:
    """Diagonally dominant lower-triangular matrix (forward substitution is stable on it)."""
    L = np.tril(rng(_SEED).random((n, n)) / n)
    return L + np.eye(n) * 2.0


# ----------------------------------------------------------------------------------- cholesky
# In-place Cholesky A = L @ L.T into the lower triangle (the strict upper triangle is kept).


def cholesky(A):
    A[0, 0] = np.sqrt(A[0, 0])
    for i in range(1, A.shape[0]):
        for j in range(i):
            A[i, j] = (A[i, j] - A[i, :j] @ A[j, :j]) / A[j, j]
        A[i, i] = np.sqrt(A[i, i] - A[i, :i] @ A[i, :i])


def _cholesky_init(n: int) -> tuple[Any, ...]:
    return (_spd(n),)


def _cholesky_oracle(A: np.ndarray) -> None:
    A[:] = np.tril(np.linalg.cholesky(A)) + np.triu(A, 1)


add(cholesky, name="cholesky", category=_CAT, init=_cholesky_init, presets={
    "XS": {"n": 13},
    "S": {"n": 115},
    "M": {"n": 360},
}, oracle=_cholesky_oracle, **_SOLVER_TOL, description="in-place Cholesky, row by row")


# ----------------------------------------------------------------------------------------- lu
# In-place LU without pivoting (Doolittle): row i of L from the rows above, then row i of U.


def lu(A):
    for i in range(A.shape[0]):
        for j in range(i):
            A[i, j] = (A[i, j] - A[i, :j] @ A[:j, j]) / A[j, j]
        A[i, i:] = A[i, i:] - A[i, :i] @ A[:i, i:]


def _lu_init(n: int) -> tuple[Any, ...]:
    return (_spd(n),)


add(lu, name="lu", category=_CAT, init=_lu_init, presets={
    "XS": {"n": 13},
    "S": {"n": 115},
    "M": {"n": 360},
}, **_SOLVER_TOL, description="in-place LU without pivoting, row by row")


# ------------------------------------------------------------------------------------- ludcmp
# Solve A x = b: LU factorization as in ``lu``, then forward (y) and back (x) substitution.


def ludcmp(A, b):
    n = A.shape[0]
    x = np.zeros_like(b)
    y = np.zeros_like(b)
    for i in range(n):
        for j in range(i):
            A[i, j] = (A[i, j] - A[i, :j] @ A[:j, j]) / A[j, j]
        A[i, i:] = A[i, i:] - A[i, :i] @ A[:i, i:]
    for i in range(n):
        y[i] = b[i] - A[i, :i] @ y[:i]
    for i in range(n - 1, -1, -1):
        x[i] = (y[i] - A[i, i + 1 :] @ x[i + 1 :]) / A[i, i]
    return x, y


def _ludcmp_init(n: int) -> tuple[Any, ...]:
    return _spd(n), rng(_SEED + 1).random(n)


def _ludcmp_oracle(A: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    # LU from Cholesky (A = C C^T): L = C / diag(C) by column, U = diag(C) C^T; y = U x
    C = np.linalg.cholesky(A)
    dc = np.diag(C)
    L = C / dc[None, :]
    U = dc[:, None] * C.T
    x = np.linalg.solve(A, b)
    A[:] = np.tril(L, -1) + U
    return x, U @ x


add(ludcmp, name="ludcmp", category=_CAT, init=_ludcmp_init, presets={
    "XS": {"n": 13},
    "S": {"n": 115},
    "M": {"n": 360},
}, oracle=_ludcmp_oracle, **_SOLVER_TOL,
    description="solve A@x = b by in-place LU and two triangular solves")


# ------------------------------------------------------------------------------------ trisolv


def trisolv(L, x, b):
    for i in range(x.shape[0]):
        x[i] = (b[i] - L[i, :i] @ x[:i]) / L[i, i]


def _trisolv_init(n: int) -> tuple[Any, ...]:
    return _lower(n), np.zeros(n), rng(_SEED + 2).random(n)


add(trisolv, name="trisolv", category=_CAT, init=_trisolv_init, presets={
    "XS": {"n": 17},
    "S": {"n": 3500},
    "M": {"n": 14000},
}, **_SOLVER_TOL, description="x = solve(L, b) by forward substitution with dot products")


# ------------------------------------------------------------------------------------- durbin
# Levinson-Durbin recursion for the Yule-Walker system of autocorrelations r.


def durbin(r):
    n = r.shape[0]
    y = np.empty_like(r)
    y[0] = -r[0]
    beta = 1.0
    alpha = -r[0]
    for k in range(1, n):
        beta = beta * (1.0 - alpha * alpha)
        alpha = -(r[k] + r[k - 1 :: -1] @ y[:k]) / beta
        z = y[:k] + alpha * y[k - 1 :: -1]
        y[:k] = z
        y[k] = alpha
    return y


def _durbin_init(n: int) -> tuple[Any, ...]:
    # decaying autocorrelations of an AR(1)-like process: the Toeplitz matrix stays definite
    return (0.5 ** np.arange(1, n + 1) * (1.0 + 0.1 * rng(_SEED + 3).random(n)) * 0.9,)


def _durbin_oracle(r: np.ndarray) -> np.ndarray:
    n = r.shape[0]
    lag = np.abs(np.arange(n)[:, None] - np.arange(n)[None, :])
    T = np.where(lag == 0, 1.0, r[np.maximum(lag - 1, 0)])
    return np.linalg.solve(T, -r)


add(durbin, name="durbin", category=_CAT, init=_durbin_init, presets={
    "XS": {"n": 17},
    "S": {"n": 1600},
    "M": {"n": 7000},
}, oracle=_durbin_oracle, **_SOLVER_TOL, description="Levinson-Durbin Toeplitz solve")


# ---------------------------------------------------------------------------------- cholesky2
# NPBench's second Cholesky variant: the factor from the library, strict upper triangle kept.


def cholesky2(A):
    A[:] = np.linalg.cholesky(A) + np.triu(A, k=1)


def _cholesky2_init(n: int) -> tuple[Any, ...]:
    return (_spd(n),)


add(cholesky2, name="cholesky2", category=_CAT, init=_cholesky2_init, presets={
    "XS": {"n": 13},
    "S": {"n": 700},
    "M": {"n": 2000},
}, oracle=_cholesky_oracle, **_SOLVER_TOL, description="Cholesky by np.linalg.cholesky")
