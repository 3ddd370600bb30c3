"""Helpers shared by the PolyBench ``init`` factories: index grids and well-conditioned matrices.

PolyBench initialises its arrays with closed-form integer formulas such as
``A[i][j] = ((i*j + 1) % n) / n``; broadcasting integer index grids evaluates them in NumPy at
LARGE sizes in milliseconds and gives exactly the same doubles as the C loops would.
"""

from __future__ import annotations

import numpy as np


def grid(*shape: int) -> tuple[np.ndarray, ...]:
    """Broadcastable int64 index arrays for ``shape`` (like ``np.ogrid``, one per axis)."""
    return tuple(
        np.arange(n, dtype=np.int64).reshape([n if a == k else 1 for a in range(len(shape))])
        for k, n in enumerate(shape)
    )


def spd(n: int) -> np.ndarray:
    """A symmetric positive definite ``n x n`` matrix with condition number about ``n / 4``.

    ``B B^T / n + I`` with PolyBench-style entries ``B[i][j] = ((i*j + 1) % n) / n``: LU without
    pivoting and Cholesky are both stable on it, so their results are meaningful to ~1e-13.
    (PolyBench's own construction is also ``B B^T``; the identity shift bounds the condition.)
    """
    i, j = grid(n, n)
    B = ((i * j + 1) % n) / n
    A = B @ B.T / n + np.eye(n)
    return np.ascontiguousarray((A + A.T) / 2)
