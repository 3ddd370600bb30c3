"""Stencils: Jacobi 1-D/2-D, heat-3d and hdiff (corpus), FDTD-2D, Gauss-Seidel 2-D and the
COSMO vertical advection ``vadv`` (a tridiagonal solve per column, vectorized across columns).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .suite import add, reuse, rng

_CAT = "stencils"
_SEED = 6401

reuse("jacobi_2d", name="jacobi_2d", category=_CAT, presets={
    "XS": {"n": 13, "tsteps": 3},
    "S": {"n": 300, "tsteps": 12},
    "M": {"n": 920, "tsteps": 12},
})
reuse("heat_3d", name="heat_3d", category=_CAT, presets={
    "XS": {"n": 7, "tsteps": 2},
    "S": {"n": 40, "tsteps": 10},
    "M": {"n": 70, "tsteps": 10},
})
reuse("hdiff", name="hdiff", category=_CAT, presets={
    "XS": {"ni": 5, "nj": 7, "nk": 3},
    "S": {"ni": 128, "nj": 128, "nk": 24},
    "M": {"ni": 256, "nj": 256, "nk": 40},
})


# ---------------------------------------------------------------------------------- jacobi_1d


def jacobi_1d(tsteps, A, B):
    for _ in range(tsteps):
        B[1:-1] = (A[:-2] + A[1:-1] + A[2:]) / 3.0
        A[1:-1] = (B[:-2] + B[1:-1] + B[2:]) / 3.0


def _jacobi_1d_init(n: int, tsteps: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return tsteps, g.random(n), g.random(n)


add(jacobi_1d, name="jacobi_1d", category=_CAT, init=_jacobi_1d_init, presets={
    "XS": {"n": 19, "tsteps": 4},
    "S": {"n": 20000, "tsteps": 120},
    "M": {"n": 100000, "tsteps": 250},
}, description="1-D 3-point Jacobi with slices, A -> B -> A")


# ------------------------------------------------------------------------------------ fdtd_2d
# 2-D finite-difference time domain (Yee) leapfrog of ey, ex and hz with a source row.


def fdtd_2d(tmax, ex, ey, hz, fict):
    for t in range(tmax):
        ey[0, :] = fict[t]
        ey[1:, :] -= 0.5 * (hz[1:, :] - hz[:-1, :])
        ex[:, 1:] -= 0.5 * (hz[:, 1:] - hz[:, :-1])
        hz[:-1, :-1] -= 0.7 * (ex[:-1, 1:] - ex[:-1, :-1] + ey[1:, :-1] - ey[:-1, :-1])


def _fdtd_2d_init(tmax: int, nx: int, ny: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return tmax, g.random((nx, ny)), g.random((nx, ny)), g.random((nx, ny)), g.random(tmax)


add(fdtd_2d, name="fdtd_2d", category=_CAT, init=_fdtd_2d_init, presets={
    "XS": {"tmax": 4, "nx": 9, "ny": 11},
    "S": {"tmax": 28, "nx": 200, "ny": 220},
    "M": {"tmax": 32, "nx": 500, "ny": 600},
}, description="2-D FDTD electromagnetics, ey/ex/hz leapfrog with slices")


# ---------------------------------------------------------------------------------- seidel_2d
# 9-point Gauss-Seidel sweeps in place: the neighbours not yet updated in the row are summed
# with a slice, the left-neighbour dependence is the scalar loop.


def seidel_2d(tsteps, A):
    n = A.shape[0]
    for _ in range(tsteps):
        for i in range(1, n - 1):
            A[i, 1:-1] += (
                A[i - 1, :-2] + A[i - 1, 1:-1] + A[i - 1, 2:] + A[i, 2:]
                + A[i + 1, :-2] + A[i + 1, 1:-1] + A[i + 1, 2:]
            )
            for j in range(1, n - 1):
                A[i, j] = (A[i, j] + A[i, j - 1]) / 9.0


def _seidel_2d_init(n: int, tsteps: int) -> tuple[Any, ...]:
    return tsteps, rng(_SEED).random((n, n))


add(seidel_2d, name="seidel_2d", category=_CAT, init=_seidel_2d_init, presets={
    "XS": {"n": 9, "tsteps": 2},
    "S": {"n": 60, "tsteps": 5},
    "M": {"n": 180, "tsteps": 7},
}, description="in-place 9-point Gauss-Seidel, row slices plus the left-neighbour recurrence")


# --------------------------------------------------------------------------------------- vadv
# Vertical advection (COSMO dynamical core): per column (i, j), an implicit tridiagonal system
# along k built from the vertical wind wcon (staggered in i), solved by the Thomas algorithm
# (forward sweep into ccol/dcol, then back substitution), all columns at once.


def vadv(utens_stage, u_stage, wcon, u_pos, utens, dtr_stage):
    nk = utens_stage.shape[2]
    ccol = np.empty_like(utens_stage)
    dcol = np.empty_like(utens_stage)
    bet_m = 0.5
    bet_p = 0.5
    # k = 0: no lower neighbour
    gcv = 0.25 * (wcon[1:, :, 1] + wcon[:-1, :, 1])
    cs = gcv * bet_m
    ccol[:, :, 0] = gcv * bet_p
    bcol = dtr_stage - ccol[:, :, 0]
    correction = -cs * (u_stage[:, :, 1] - u_stage[:, :, 0])
    dcol[:, :, 0] = dtr_stage * u_pos[:, :, 0] + utens[:, :, 0] + utens_stage[:, :, 0] + correction
    divided = 1.0 / bcol
    ccol[:, :, 0] = ccol[:, :, 0] * divided
    dcol[:, :, 0] = dcol[:, :, 0] * divided
    for k in range(1, nk - 1):
        gav = -0.25 * (wcon[1:, :, k] + wcon[:-1, :, k])
        gcv = 0.25 * (wcon[1:, :, k + 1] + wcon[:-1, :, k + 1])
        as_ = gav * bet_m
        cs = gcv * bet_m
        acol = gav * bet_p
        ccol[:, :, k] = gcv * bet_p
        bcol = dtr_stage - acol - ccol[:, :, k]
        correction = -as_ * (u_stage[:, :, k - 1] - u_stage[:, :, k]) - cs * (
            u_stage[:, :, k + 1] - u_stage[:, :, k]
        )
        forcing = utens[:, :, k] + utens_stage[:, :, k]
        dcol[:, :, k] = dtr_stage * u_pos[:, :, k] + forcing + correction
        divided = 1.0 / (bcol - ccol[:, :, k - 1] * acol)
        ccol[:, :, k] = ccol[:, :, k] * divided
        dcol[:, :, k] = (dcol[:, :, k] - dcol[:, :, k - 1] * acol) * divided
    # k = nk - 1: no upper neighbour
    kl = nk - 1
    gav = -0.25 * (wcon[1:, :, kl] + wcon[:-1, :, kl])
    as_ = gav * bet_m
    acol = gav * bet_p
    bcol = dtr_stage - acol
    correction = -as_ * (u_stage[:, :, kl - 1] - u_stage[:, :, kl])
    forcing = utens[:, :, kl] + utens_stage[:, :, kl]
    dcol[:, :, kl] = dtr_stage * u_pos[:, :, kl] + forcing + correction
    divided = 1.0 / (bcol - ccol[:, :, kl - 1] * acol)
    dcol[:, :, kl] = (dcol[:, :, kl] - dcol[:, :, kl - 1] * acol) * divided
    # back substitution
    datacol = dcol[:, :, kl]
    utens_stage[:, :, kl] = dtr_stage * (datacol - u_pos[:, :, kl])
    for k in range(nk - 2, -1, -1):
        datacol = dcol[:, :, k] - ccol[:, :, k] * datacol
        utens_stage[:, :, k] = dtr_stage * (datacol - u_pos[:, :, k])


def _vadv_init(ni: int, nj: int, nk: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return (
        g.random((ni, nj, nk)),
        g.random((ni, nj, nk)),
        g.random((ni + 1, nj, nk)),
        g.random((ni, nj, nk)),
        g.random((ni, nj, nk)),
        3.0,
    )


add(vadv, name="vadv", category=_CAT, init=_vadv_init, presets={
    "XS": {"ni": 5, "nj": 4, "nk": 6},
    "S": {"ni": 64, "nj": 64, "nk": 40},
    "M": {"ni": 140, "nj": 140, "nk": 60},
}, rtol=1e-8, atol=1e-10, description="COSMO vertical advection: Thomas solve per column")
