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


# ---------------------------------------------------------------------------------------- adi
# Alternating-direction implicit heat diffusion (PolyBench's definition, boundary value 1): per
# time step a tridiagonal solve along every column (into v), then along every row (into u), by
# the Thomas algorithm, vectorized across the independent lines of a sweep.


def adi(tsteps, u, v, p, q):
    n = u.shape[0]
    dx = 1.0 / n
    dt = 1.0 / tsteps
    mul1 = 2.0 * dt / (dx * dx)
    mul2 = dt / (dx * dx)
    a = -mul1 / 2.0
    b = 1.0 + mul1
    c = a
    d = -mul2 / 2.0
    e = 1.0 + mul2
    f = d
    for _ in range(tsteps):
        v[0, 1 : n - 1] = 1.0
        p[1 : n - 1, 0] = 0.0
        q[1 : n - 1, 0] = 1.0
        for j in range(1, n - 1):
            den = a * p[1 : n - 1, j - 1] + b
            p[1 : n - 1, j] = -c / den
            rhs = -d * u[j, 0 : n - 2] + (1.0 + 2.0 * d) * u[j, 1 : n - 1] - f * u[j, 2:n]
            q[1 : n - 1, j] = (rhs - a * q[1 : n - 1, j - 1]) / den
        v[n - 1, 1 : n - 1] = 1.0
        for j in range(n - 2, 0, -1):
            v[j, 1 : n - 1] = p[1 : n - 1, j] * v[j + 1, 1 : n - 1] + q[1 : n - 1, j]
        u[1 : n - 1, 0] = 1.0
        p[1 : n - 1, 0] = 0.0
        q[1 : n - 1, 0] = 1.0
        for j in range(1, n - 1):
            den = d * p[1 : n - 1, j - 1] + e
            p[1 : n - 1, j] = -f / den
            rhs = -a * v[0 : n - 2, j] + (1.0 + 2.0 * a) * v[1 : n - 1, j] - c * v[2:n, j]
            q[1 : n - 1, j] = (rhs - d * q[1 : n - 1, j - 1]) / den
        u[1 : n - 1, n - 1] = 1.0
        for j in range(n - 2, 0, -1):
            u[1 : n - 1, j] = p[1 : n - 1, j] * u[1 : n - 1, j + 1] + q[1 : n - 1, j]


def _adi_init(n: int, tsteps: int) -> tuple[Any, ...]:
    i = np.arange(n)[:, None]
    j = np.arange(n)[None, :]
    u = (i + n - j) / n + 0.1 * rng(_SEED).random((n, n))
    return tsteps, u, np.zeros((n, n)), np.zeros((n, n)), np.zeros((n, n))


def _adi_oracle(tsteps: int, u: np.ndarray, v: np.ndarray, p: np.ndarray, q: np.ndarray) -> None:
    # PolyBench's explicit-loop adi (the polybench suite's kernel), same definition
    from ..polybench import POLYBENCH

    POLYBENCH["adi"].func(tsteps, u, v, p, q)


add(adi, name="adi", category=_CAT, init=_adi_init, presets={
    "XS": {"n": 9, "tsteps": 3},
    "S": {"n": 70, "tsteps": 8},
    "M": {"n": 250, "tsteps": 18},
}, oracle=_adi_oracle, description="ADI heat diffusion, Thomas solves vectorized across lines")


# ------------------------------------------------------------------------------------ deriche
# Deriche recursive edge filter (PolyBench's definition): a causal and an anti-causal
# second-order IIR filter along each row, summed, then the same along each column; the
# recursions run over one index with all rows (columns) at once.


def deriche(alpha, imgIn, imgOut, y1, y2):
    w = imgIn.shape[0]
    h = imgIn.shape[1]
    ea = np.exp(-alpha)
    e2a = np.exp(-2.0 * alpha)
    k = (1.0 - ea) * (1.0 - ea) / (1.0 + 2.0 * alpha * ea - e2a)
    a1 = k
    a2 = k * ea * (alpha - 1.0)
    a3 = k * ea * (alpha + 1.0)
    a4 = -k * e2a
    b1 = 2.0 * ea
    b2 = -e2a
    # along rows
    y1[:, 0] = a1 * imgIn[:, 0]
    y1[:, 1] = a1 * imgIn[:, 1] + a2 * imgIn[:, 0] + b1 * y1[:, 0]
    for j in range(2, h):
        y1[:, j] = a1 * imgIn[:, j] + a2 * imgIn[:, j - 1] + b1 * y1[:, j - 1] + b2 * y1[:, j - 2]
    y2[:, h - 1] = 0.0
    y2[:, h - 2] = a3 * imgIn[:, h - 1]
    for j in range(h - 3, -1, -1):
        x = a3 * imgIn[:, j + 1] + a4 * imgIn[:, j + 2]
        y2[:, j] = x + b1 * y2[:, j + 1] + b2 * y2[:, j + 2]
    imgOut[:, :] = y1 + y2
    # along columns
    y1[0, :] = a1 * imgOut[0, :]
    y1[1, :] = a1 * imgOut[1, :] + a2 * imgOut[0, :] + b1 * y1[0, :]
    for i in range(2, w):
        y1[i, :] = a1 * imgOut[i, :] + a2 * imgOut[i - 1, :] + b1 * y1[i - 1, :] + b2 * y1[i - 2, :]
    y2[w - 1, :] = 0.0
    y2[w - 2, :] = a3 * imgOut[w - 1, :]
    for i in range(w - 3, -1, -1):
        x = a3 * imgOut[i + 1, :] + a4 * imgOut[i + 2, :]
        y2[i, :] = x + b1 * y2[i + 1, :] + b2 * y2[i + 2, :]
    imgOut[:, :] = y1 + y2


def _deriche_init(w: int, h: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return 0.25, g.random((w, h)), np.zeros((w, h)), np.zeros((w, h)), np.zeros((w, h))


def _deriche_oracle(alpha: float, imgIn: np.ndarray, imgOut: np.ndarray, y1: np.ndarray,
                    y2: np.ndarray) -> None:
    from ..polybench import POLYBENCH

    POLYBENCH["deriche"].func(alpha, imgIn, imgOut, y1, y2)


add(deriche, name="deriche", category=_CAT, init=_deriche_init, presets={
    "XS": {"w": 11, "h": 9},
    "S": {"w": 340, "h": 250},
    "M": {"w": 1500, "h": 1000},
}, oracle=_deriche_oracle, description="Deriche recursive edge filter, rows then columns")
