"""Kernels shared by the band-transformation tests (reorder, tile, unroll-and-jam)."""

from __future__ import annotations

import numpy as np

RNG = np.random.default_rng(0)


def gemm(A, B, C):
    for i in range(A.shape[0]):
        for j in range(B.shape[1]):
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j]


def skewed(A):
    for i in range(1, A.shape[0]):
        for j in range(A.shape[1] - 1):
            A[i, j] = A[i - 1, j + 1] + 0.5 * A[i, j]


def jacobi(A, B):
    for i in range(1, A.shape[0] - 1):
        for j in range(1, A.shape[1] - 1):
            B[i, j] = (A[i - 1, j] + A[i + 1, j] + A[i, j - 1] + A[i, j + 1]) * 0.25


def imperfect(A):
    for i in range(A.shape[0]):
        A[i, 0] = 0.0
        for j in range(1, A.shape[1]):
            A[i, j] = A[i, j - 1] + 1.0


def early_exit(A):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            if A[i, j] < 0.0:
                break
            A[i, j] = 1.0


def array_expr(A, B):
    B[:, :] = A * 2.0


def gemm_args(n: int, m: int, k: int) -> tuple[np.ndarray, ...]:
    """Small integers: every product and partial sum is exact, so the comparison is not at
    the mercy of where the C compiler contracts ``c + a * b`` into an FMA."""
    return tuple(RNG.integers(-8, 9, shape).astype(np.float64)
                 for shape in ((n, k), (k, m), (n, m)))


def seidel5(A):
    for i in range(1, A.shape[0] - 1):
        for j in range(1, A.shape[1] - 1):
            A[i, j] = (A[i - 1, j] + A[i + 1, j] + A[i, j - 1] + A[i, j + 1]) * 0.25


def triangular(A):
    for i in range(A.shape[0]):
        for j in range(i):
            A[i, j] = A[j, i]

