"""PolyBench linear-algebra/solvers: cholesky, durbin, gramschmidt, lu, ludcmp, trisolv.

The matrices are built so that every factorization is numerically meaningful: SPD with a
bounded condition number for cholesky, lu and ludcmp (LU without pivoting is stable on SPD
matrices), diagonally dominant triangular matrices for trisolv, a positive definite Toeplitz
system for durbin and a full-column-rank tall matrix for gramschmidt. The references take a
different numerical route (LAPACK, blocked elimination), hence ``rtol`` 1e-8 on those kernels.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ...corpus import CORPUS
from ._init import grid, spd
from .suite import POLYBENCH

_CAT = "linear-algebra/solvers"
_BLOCK = 64


def _lu_blocked(A: np.ndarray) -> None:
    """In-place LU without pivoting (unit L below the diagonal, U on and above), blocked.

    Right-looking: eliminate a panel of ``_BLOCK`` columns with rank-1 updates, solve for the
    block row of U, then update the trailing matrix with one matrix product.
    """
    n = A.shape[0]
    for k0 in range(0, n, _BLOCK):
        k1 = min(k0 + _BLOCK, n)
        for k in range(k0, k1):
            A[k + 1 :, k] /= A[k, k]
            A[k + 1 :, k + 1 : k1] -= np.outer(A[k + 1 :, k], A[k, k + 1 : k1])
        if k1 < n:
            L11 = np.tril(A[k0:k1, k0:k1], -1) + np.eye(k1 - k0)
            A[k0:k1, k1:] = np.linalg.solve(L11, A[k0:k1, k1:])
            A[k1:, k1:] -= A[k1:, k0:k1] @ A[k0:k1, k1:]


def _solve_lower(L: np.ndarray, b: np.ndarray, unit: bool) -> np.ndarray:
    """Blocked forward substitution ``L x = b`` reading only the lower triangle of ``L``."""
    n = b.shape[0]
    x = np.empty_like(b)
    for lo in range(0, n, _BLOCK):
        hi = min(lo + _BLOCK, n)
        rhs = b[lo:hi] - L[lo:hi, :lo] @ x[:lo]
        T = np.tril(L[lo:hi, lo:hi], -1 if unit else 0)
        if unit:
            T += np.eye(hi - lo)
        x[lo:hi] = np.linalg.solve(T, rhs)
    return x


def _solve_upper(U: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Blocked back substitution ``U x = b`` reading only the upper triangle of ``U``."""
    n = b.shape[0]
    x = np.empty_like(b)
    for hi in range(n, 0, -_BLOCK):
        lo = max(0, hi - _BLOCK)
        rhs = b[lo:hi] - U[lo:hi, hi:] @ x[hi:]
        x[lo:hi] = np.linalg.solve(np.triu(U[lo:hi, lo:hi]), rhs)
    return x


_N_PRESETS = {
    "mini": {"n": 40},
    "small": {"n": 120},
    "medium": {"n": 400},
    "large": {"n": 2000},
}


# ----------------------------------------------------------------------------------- cholesky
# In-place Cholesky factorization A = L @ L^T of an SPD matrix: L overwrites the lower triangle
# (row by row), the strict upper triangle is left as it was. The corpus kernel (code, reference,
# tolerances), adopted with a PolyBench-style matrix.


def _cholesky_init(n: int) -> tuple[Any, ...]:
    return (spd(n),)


POLYBENCH.adopt(CORPUS["cholesky"], name="cholesky", category=_CAT, presets=_N_PRESETS,
                init=_cholesky_init)


# ------------------------------------------------------------------------------------- durbin
# Levinson-Durbin recursion: solves the Yule-Walker system T y = -r, T the symmetric Toeplitz
# matrix with unit diagonal and off-diagonals r[0], r[1], ..., in O(n^2).


def durbin(r, y):
    n = r.shape[0]
    z = np.empty(n)
    y[0] = -r[0]
    beta = 1.0
    alpha = -r[0]
    for k in range(1, n):
        beta = (1.0 - alpha * alpha) * beta
        s = 0.0
        for i in range(k):
            s += r[k - i - 1] * y[i]
        alpha = -(r[k] + s) / beta
        for i in range(k):
            z[i] = y[i] + alpha * y[k - i - 1]
        for i in range(k):
            y[i] = z[i]
        y[k] = alpha


def _durbin_init(n: int) -> tuple[Any, ...]:
    # r[k] = autocorrelation at lag k+1 of an AR(1) process with coefficient 0.6 plus a 0.3
    # share of one with coefficient -0.4: a valid autocorrelation sequence, so T is positive
    # definite for every n and the recursion's reflection coefficients stay inside (-1, 1).
    # (PolyBench's r[i] = n + 1 - i would make T indefinite and the result meaningless.)
    k = np.arange(1, n + 1)
    return 0.7 * 0.6**k + 0.3 * (-0.4) ** k, np.zeros(n)


def _durbin_ref(r: np.ndarray, y: np.ndarray) -> None:
    # The same recursion with the inner loops as vector operations.
    n = r.shape[0]
    y[0] = -r[0]
    beta = 1.0
    alpha = -r[0]
    for k in range(1, n):
        beta = (1.0 - alpha * alpha) * beta
        alpha = -(r[k] + r[k - 1 :: -1] @ y[:k]) / beta
        y[:k] = y[:k] + alpha * y[k - 1 :: -1]
        y[k] = alpha


def _durbin_oracle(r: np.ndarray, y: np.ndarray) -> None:
    n = r.shape[0]
    lag = np.abs(np.arange(n)[:, None] - np.arange(n)[None, :])
    T = np.where(lag == 0, 1.0, r[np.maximum(lag - 1, 0)])
    y[:] = np.linalg.solve(T, -r)


POLYBENCH.add(
    durbin,
    name="durbin",
    category=_CAT,
    init=_durbin_init,
    reference=_durbin_ref,
    oracle=_durbin_oracle,
    presets=_N_PRESETS,
    rtol=1e-8,
    atol=1e-10,
    description="Levinson-Durbin solve of a Toeplitz (Yule-Walker) system",
)


# -------------------------------------------------------------------------------- gramschmidt
# Modified Gram-Schmidt QR of an m x n matrix (m >= n): A = Q @ R with orthonormal columns in Q
# and R upper triangular; A is overwritten by the orthogonalized columns (Q scaled by diag(R)).


def gramschmidt(A, R, Q):
    m, n = A.shape
    for k in range(n):
        nrm = 0.0
        for i in range(m):
            nrm += A[i, k] * A[i, k]
        R[k, k] = math.sqrt(nrm)
        for i in range(m):
            Q[i, k] = A[i, k] / R[k, k]
        for j in range(k + 1, n):
            s = 0.0
            for i in range(m):
                s += Q[i, k] * A[i, j]
            R[k, j] = s
            for i in range(m):
                A[i, j] -= Q[i, k] * s


def _gramschmidt_init(m: int, n: int) -> tuple[Any, ...]:
    # 2 on the diagonal plus PolyBench-style entries of size < 1/m: singular values in [1, 3].
    i, j = grid(m, n)
    A = ((i * j + 1) % m) / (m * m) + np.where(i == j, 2.0, 0.0)
    return A, np.zeros((n, n)), np.zeros((m, n))


def _gramschmidt_ref(A: np.ndarray, R: np.ndarray, Q: np.ndarray) -> None:
    # Householder QR, signs fixed so that diag(R) > 0 (then the factorization is unique).
    q, r = np.linalg.qr(A)
    signs = np.sign(np.diag(r))
    Q[:] = q * signs
    R[:] = r * signs[:, None]
    A[:] = Q * np.diag(R)


POLYBENCH.add(
    gramschmidt,
    name="gramschmidt",
    category=_CAT,
    init=_gramschmidt_init,
    reference=_gramschmidt_ref,
    # PolyBench's presets (M, N) = (20, 30) ... (1000, 1200) describe a wide matrix, whose
    # last N - M columns are rank-deficient (their Q columns would be round-off noise); the
    # same two numbers are used here with rows = PolyBench's N and columns = PolyBench's M.
    presets={
        "mini": {"m": 30, "n": 20},
        "small": {"m": 80, "n": 60},
        "medium": {"m": 240, "n": 200},
        "large": {"m": 1200, "n": 1000},
    },
    rtol=1e-8,
    atol=1e-10,
    description="modified Gram-Schmidt QR of a tall full-rank matrix",
)


# ----------------------------------------------------------------------------------------- lu
# In-place LU factorization without pivoting, row by row (Doolittle): row i of L from the rows
# of U above it, then row i of U. L (unit diagonal implied) below, U on and above the diagonal.


def lu(A):
    n = A.shape[0]
    for i in range(n):
        for j in range(i):
            w = A[i, j]
            for k in range(j):
                w -= A[i, k] * A[k, j]
            A[i, j] = w / A[j, j]
        for j in range(i, n):
            w = A[i, j]
            for k in range(i):
                w -= A[i, k] * A[k, j]
            A[i, j] = w


def _lu_init(n: int) -> tuple[Any, ...]:
    return (spd(n),)


def _lu_ref(A: np.ndarray) -> None:
    _lu_blocked(A)


POLYBENCH.add(
    lu,
    name="lu",
    category=_CAT,
    init=_lu_init,
    reference=_lu_ref,
    presets=_N_PRESETS,
    rtol=1e-8,
    atol=1e-10,
    description="in-place LU factorization without pivoting (Doolittle, row by row)",
)


# ------------------------------------------------------------------------------------- ludcmp
# Solve A x = b: LU factorization in place (as in lu), forward substitution L y = b, back
# substitution U x = y.


def ludcmp(A, b, x, y):
    n = A.shape[0]
    for i in range(n):
        for j in range(i):
            w = A[i, j]
            for k in range(j):
                w -= A[i, k] * A[k, j]
            A[i, j] = w / A[j, j]
        for j in range(i, n):
            w = A[i, j]
            for k in range(i):
                w -= A[i, k] * A[k, j]
            A[i, j] = w
    for i in range(n):
        w = b[i]
        for j in range(i):
            w -= A[i, j] * y[j]
        y[i] = w
    for i in range(n - 1, -1, -1):
        w = y[i]
        for j in range(i + 1, n):
            w -= A[i, j] * x[j]
        x[i] = w / A[i, i]


def _ludcmp_init(n: int) -> tuple[Any, ...]:
    b = (np.arange(n) + 1.0) / n / 2.0 + 4.0
    return spd(n), b, np.zeros(n), np.zeros(n)


def _ludcmp_ref(A: np.ndarray, b: np.ndarray, x: np.ndarray, y: np.ndarray) -> None:
    _lu_blocked(A)
    y[:] = _solve_lower(A, b, unit=True)
    x[:] = _solve_upper(A, y)


def _ludcmp_oracle(A: np.ndarray, b: np.ndarray, x: np.ndarray, y: np.ndarray) -> None:
    x[:] = np.linalg.solve(A, b)
    _lu_blocked(A)
    y[:] = np.triu(A) @ x


POLYBENCH.add(
    ludcmp,
    name="ludcmp",
    category=_CAT,
    init=_ludcmp_init,
    reference=_ludcmp_ref,
    oracle=_ludcmp_oracle,
    presets=_N_PRESETS,
    rtol=1e-8,
    atol=1e-10,
    description="solve A@x = b by LU factorization and two triangular solves",
)


# ------------------------------------------------------------------------------------ trisolv
# Forward substitution: x = solve(L, b) for L lower triangular (the strict upper part of L is
# garbage and is not read).


def trisolv(L, x, b):
    n = b.shape[0]
    for i in range(n):
        s = b[i]
        for j in range(i):
            s -= L[i, j] * x[j]
        x[i] = s / L[i, i]


def _trisolv_init(n: int) -> tuple[Any, ...]:
    # Off-diagonal row sums < 1 < diagonal: strictly diagonally dominant, well conditioned.
    i, j = grid(n, n)
    L = np.where(j < i, ((i + n - j + 1) % n) / (n * n), np.where(j == i, 2.0, -999.0))
    return L, np.zeros(n), np.arange(n, dtype=np.float64)


def _trisolv_ref(L: np.ndarray, x: np.ndarray, b: np.ndarray) -> None:
    x[:] = _solve_lower(L, b, unit=False)


def _trisolv_oracle(L: np.ndarray, x: np.ndarray, b: np.ndarray) -> None:
    x[:] = np.linalg.solve(np.tril(L), b)


POLYBENCH.add(
    trisolv,
    name="trisolv",
    category=_CAT,
    init=_trisolv_init,
    reference=_trisolv_ref,
    oracle=_trisolv_oracle,
    presets=_N_PRESETS,
    rtol=1e-8,
    atol=1e-10,
    description="x = solve(L, b) by forward substitution, L lower triangular",
)
