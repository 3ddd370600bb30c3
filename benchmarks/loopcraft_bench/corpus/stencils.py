"""Stencil kernels: Jacobi/heat/Gauss-Seidel iterations, FDTD, weather-code stencils
(horizontal diffusion, vertical advection), incompressible-flow steps and 2-D smoothing."""

from __future__ import annotations

from typing import Any

import numpy as np

from .suite import CORPUS

_SEED = 3003


def _rng() -> np.random.Generator:
    return np.random.default_rng(_SEED)


# ---------------------------------------------------------------------------------- jacobi_1d
# Three-point averaging; the two buffers swap roles every step (tuple swap of names).


def jacobi_1d(tsteps, A, B):
    n = A.shape[0]
    for _ in range(tsteps):
        for i in range(1, n - 1):
            B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0
        A, B = B, A
    return A


def _jacobi_1d_init(n: int, tsteps: int) -> tuple[Any, ...]:
    rng = _rng()
    return tsteps, rng.random(n), rng.random(n)


def _jacobi_1d_ref(tsteps: int, A: np.ndarray, B: np.ndarray) -> np.ndarray:
    for _ in range(tsteps):
        B[1:-1] = (A[:-2] + A[1:-1] + A[2:]) / 3.0
        A, B = B, A
    return A


CORPUS.add(
    jacobi_1d,
    init=_jacobi_1d_init,
    reference=_jacobi_1d_ref,
    style="loops",
    category="stencil",
    presets={
        "small": {"n": 400, "tsteps": 20},
        "large": {"n": 400_000, "tsteps": 50},
        "alt": {"n": 97, "tsteps": 7},
    },
    description="1-D 3-point Jacobi with buffer swap (A, B = B, A)",
)


# ---------------------------------------------------------------------------------- jacobi_2d


def jacobi_2d(tsteps, A, B):
    for _ in range(tsteps):
        B[1:-1, 1:-1] = 0.2 * (
            A[1:-1, 1:-1] + A[1:-1, :-2] + A[1:-1, 2:] + A[2:, 1:-1] + A[:-2, 1:-1]
        )
        A[1:-1, 1:-1] = 0.2 * (
            B[1:-1, 1:-1] + B[1:-1, :-2] + B[1:-1, 2:] + B[2:, 1:-1] + B[:-2, 1:-1]
        )


def _jacobi_2d_init(n: int, tsteps: int) -> tuple[Any, ...]:
    rng = _rng()
    return tsteps, rng.random((n, n)), rng.random((n, n))


def _jacobi_2d_oracle(tsteps: int, A: np.ndarray, B: np.ndarray) -> None:
    for _ in range(tsteps):
        for src, dst in ((A, B), (B, A)):
            neighbours = src[:-2, 1:-1] + src[2:, 1:-1] + src[1:-1, :-2] + src[1:-1, 2:]
            dst[1:-1, 1:-1] = (src[1:-1, 1:-1] + neighbours) / 5.0


CORPUS.add(
    jacobi_2d,
    init=_jacobi_2d_init,
    reference=jacobi_2d,
    oracle=_jacobi_2d_oracle,
    style="vectorized",
    category="stencil",
    presets={
        "small": {"n": 30, "tsteps": 10},
        "large": {"n": 1000, "tsteps": 10},
        "alt": {"n": 13, "tsteps": 3},
    },
    description="2-D 5-point Jacobi, two half-steps per iteration, slice expressions",
)


# ------------------------------------------------------------------------------------ heat_3d


def _heat_step(src, dst):
    c = src[1:-1, 1:-1, 1:-1]
    dst[1:-1, 1:-1, 1:-1] = (
        c
        + 0.125 * (src[2:, 1:-1, 1:-1] - 2.0 * c + src[:-2, 1:-1, 1:-1])
        + 0.125 * (src[1:-1, 2:, 1:-1] - 2.0 * c + src[1:-1, :-2, 1:-1])
        + 0.125 * (src[1:-1, 1:-1, 2:] - 2.0 * c + src[1:-1, 1:-1, :-2])
    )


def heat_3d(tsteps, A, B):
    for _ in range(tsteps):
        _heat_step(A, B)
        _heat_step(B, A)


def _heat_3d_init(n: int, tsteps: int) -> tuple[Any, ...]:
    rng = _rng()
    return tsteps, rng.random((n, n, n)), rng.random((n, n, n))


def _heat_3d_ref(tsteps: int, A: np.ndarray, B: np.ndarray) -> None:
    for _ in range(tsteps):
        for src, dst in ((A, B), (B, A)):
            lap = (
                src[2:, 1:-1, 1:-1] + src[:-2, 1:-1, 1:-1]
                + src[1:-1, 2:, 1:-1] + src[1:-1, :-2, 1:-1]
                + src[1:-1, 1:-1, 2:] + src[1:-1, 1:-1, :-2]
                - 6.0 * src[1:-1, 1:-1, 1:-1]
            )
            dst[1:-1, 1:-1, 1:-1] = src[1:-1, 1:-1, 1:-1] + 0.125 * lap


CORPUS.add(
    heat_3d,
    init=_heat_3d_init,
    reference=heat_3d,
    oracle=_heat_3d_ref,
    style="vectorized",
    category="stencil",
    presets={
        "small": {"n": 12, "tsteps": 5},
        "large": {"n": 100, "tsteps": 5},
        "alt": {"n": 7, "tsteps": 2},
    },
    description="3-D heat equation (7-point), explicit Euler via a slice-update helper",
)


# ---------------------------------------------------------------------------------- seidel_2d
# In-place 9-point Gauss-Seidel sweeps: every update sees the already-updated neighbours.


def seidel_2d(tsteps, A):
    n = A.shape[0]
    for _ in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i, j] = (
                    A[i - 1, j - 1] + A[i - 1, j] + A[i - 1, j + 1]
                    + A[i, j - 1] + A[i, j] + A[i, j + 1]
                    + A[i + 1, j - 1] + A[i + 1, j] + A[i + 1, j + 1]
                ) / 9.0


def _seidel_2d_init(n: int, tsteps: int) -> tuple[Any, ...]:
    return tsteps, _rng().random((n, n))


# Row i of a sweep solves x[j] = (c[j] + x[j-1]) / 9, where c holds the other 8 terms (the
# updated row above, the old row below). Unrolled from the fixed left boundary, x = h * c' (a
# convolution) with h[k] = 9**-(k+1); terms beyond 9**-20 are below double precision.
_SEIDEL_TAPS = 9.0 ** -np.arange(1, 21)


def _seidel_2d_ref(tsteps: int, A: np.ndarray) -> None:
    n = A.shape[0]
    for _ in range(tsteps):
        for i in range(1, n - 1):
            up, row, down = A[i - 1], A[i], A[i + 1]
            c = np.empty(n - 1)
            c[0] = 9.0 * row[0]
            c[1:] = (
                up[:-2] + up[1:-1] + up[2:]
                + row[1:-1] + row[2:]
                + down[:-2] + down[1:-1] + down[2:]
            )
            row[1:-1] = np.convolve(c, _SEIDEL_TAPS)[1 : n - 1]


CORPUS.add(
    seidel_2d,
    init=_seidel_2d_init,
    reference=_seidel_2d_ref,
    style="loops",
    category="stencil",
    presets={
        "small": {"n": 40, "tsteps": 3},
        "large": {"n": 500, "tsteps": 6},
        "alt": {"n": 23, "tsteps": 2},
    },
    description="in-place 9-point Gauss-Seidel sweeps (loop-carried dependences)",
)


# ----------------------------------------------------------------------------------- fdtd_2d
# 2-D finite-difference time domain (Yee scheme, TE mode) with a hard source on row 0 of ey.


def fdtd_2d(ex, ey, hz, fict):
    nx, ny = ex.shape
    tmax = fict.shape[0]
    for t in range(tmax):
        for j in range(ny):
            ey[0, j] = fict[t]
        for i in range(1, nx):
            for j in range(ny):
                ey[i, j] -= 0.5 * (hz[i, j] - hz[i - 1, j])
        for i in range(nx):
            for j in range(1, ny):
                ex[i, j] -= 0.5 * (hz[i, j] - hz[i, j - 1])
        for i in range(nx - 1):
            for j in range(ny - 1):
                hz[i, j] -= 0.7 * (ex[i, j + 1] - ex[i, j] + ey[i + 1, j] - ey[i, j])


def _fdtd_2d_init(nx: int, ny: int, tmax: int) -> tuple[Any, ...]:
    rng = _rng()
    return (
        rng.random((nx, ny)),
        rng.random((nx, ny)),
        rng.random((nx, ny)),
        np.sin(0.1 * np.arange(tmax)),
    )


def _fdtd_2d_ref(ex: np.ndarray, ey: np.ndarray, hz: np.ndarray, fict: np.ndarray) -> None:
    for t in range(fict.shape[0]):
        ey[0, :] = fict[t]
        ey[1:, :] -= 0.5 * (hz[1:, :] - hz[:-1, :])
        ex[:, 1:] -= 0.5 * (hz[:, 1:] - hz[:, :-1])
        hz[:-1, :-1] -= 0.7 * (ex[:-1, 1:] - ex[:-1, :-1] + ey[1:, :-1] - ey[:-1, :-1])


CORPUS.add(
    fdtd_2d,
    init=_fdtd_2d_init,
    reference=_fdtd_2d_ref,
    style="loops",
    category="stencil",
    presets={
        "small": {"nx": 20, "ny": 24, "tmax": 6},
        "large": {"nx": 800, "ny": 1000, "tmax": 10},
        "alt": {"nx": 9, "ny": 5, "tmax": 3},
    },
    description="2-D FDTD electromagnetics: ex/ey/hz leapfrog updates",
)


# -------------------------------------------------------------------------------------- hdiff
# Fourth-order horizontal diffusion with a monotonic flux limiter (weather-model style).
# in_field carries a halo of 2 in i and j; the k (vertical) axis is innermost.


def hdiff(in_field, out_field, coeff):
    lap = 4.0 * in_field[1:-1, 1:-1, :] - (
        in_field[2:, 1:-1, :] + in_field[:-2, 1:-1, :]
        + in_field[1:-1, 2:, :] + in_field[1:-1, :-2, :]
    )
    flx = lap[1:, 1:-1, :] - lap[:-1, 1:-1, :]
    flx = np.where(flx * (in_field[2:-1, 2:-2, :] - in_field[1:-2, 2:-2, :]) > 0.0, 0.0, flx)
    fly = lap[1:-1, 1:, :] - lap[1:-1, :-1, :]
    fly = np.where(fly * (in_field[2:-2, 2:-1, :] - in_field[2:-2, 1:-2, :]) > 0.0, 0.0, fly)
    out_field[:] = in_field[2:-2, 2:-2, :] - coeff * (
        flx[1:, :, :] - flx[:-1, :, :] + fly[:, 1:, :] - fly[:, :-1, :]
    )


def _hdiff_init(ni: int, nj: int, nk: int) -> tuple[Any, ...]:
    rng = _rng()
    return (
        rng.random((ni + 4, nj + 4, nk)),
        np.zeros((ni, nj, nk)),
        0.025 * rng.random((ni, nj, nk)),
    )


def _hdiff_oracle(in_field: np.ndarray, out_field: np.ndarray, coeff: np.ndarray) -> None:
    # The same scheme through np.diff; a limited flux is multiplied by 0 instead of replaced.
    f = in_field
    lap = 4.0 * f[1:-1, 1:-1] - f[2:, 1:-1] - f[:-2, 1:-1] - f[1:-1, 2:] - f[1:-1, :-2]
    flx = np.diff(lap, axis=0)[:, 1:-1]
    flx = flx * (flx * np.diff(in_field, axis=0)[1:-1, 2:-2] <= 0.0)
    fly = np.diff(lap, axis=1)[1:-1, :]
    fly = fly * (fly * np.diff(in_field, axis=1)[2:-2, 1:-1] <= 0.0)
    out_field[:] = in_field[2:-2, 2:-2] - coeff * (np.diff(flx, axis=0) + np.diff(fly, axis=1))


CORPUS.add(
    hdiff,
    init=_hdiff_init,
    reference=hdiff,
    oracle=_hdiff_oracle,
    style="vectorized",
    category="stencil",
    presets={
        "small": {"ni": 12, "nj": 10, "nk": 6},
        "large": {"ni": 256, "nj": 256, "nk": 32},
        "alt": {"ni": 5, "nj": 7, "nk": 3},
    },
    description="horizontal diffusion: Laplacian, limited fluxes (np.where), update",
)


# --------------------------------------------------------------------------------------- vadv
# Implicit vertical advection: per (i, j) column, a tridiagonal system in k is built from the
# staggered vertical velocity and solved with the Thomas algorithm (forward sweep, then back
# substitution with a negative-step loop). Writes the tendency into utens_stage.


def vadv(utens_stage, u_stage, wcon, u_pos, utens, dtr_stage):
    ni, nj, nk = u_stage.shape
    cp = np.empty(nk)
    dp = np.empty(nk)
    x = np.empty(nk)
    for i in range(ni):
        for j in range(nj):
            for k in range(nk):
                w_lo = 0.5 * (wcon[i, j, k] + wcon[i + 1, j, k])
                w_hi = 0.5 * (wcon[i, j, k + 1] + wcon[i + 1, j, k + 1])
                if k == 0:
                    a = 0.0
                    c = 0.25 * w_hi
                elif k == nk - 1:
                    a = -0.25 * w_lo
                    c = 0.0
                else:
                    a = -0.25 * w_lo
                    c = 0.25 * w_hi
                b = dtr_stage + abs(a) + abs(c)
                d = dtr_stage * u_pos[i, j, k] + utens[i, j, k]
                if k > 0:
                    d -= a * (u_stage[i, j, k - 1] - u_stage[i, j, k])
                if k < nk - 1:
                    d -= c * (u_stage[i, j, k + 1] - u_stage[i, j, k])
                if k == 0:
                    cp[k] = c / b
                    dp[k] = d / b
                else:
                    m = b - a * cp[k - 1]
                    cp[k] = c / m
                    dp[k] = (d - a * dp[k - 1]) / m
            x[nk - 1] = dp[nk - 1]
            for k in range(nk - 2, -1, -1):
                x[k] = dp[k] - cp[k] * x[k + 1]
            for k in range(nk):
                utens_stage[i, j, k] = dtr_stage * (x[k] - u_pos[i, j, k])


def _vadv_init(ni: int, nj: int, nk: int) -> tuple[Any, ...]:
    rng = _rng()
    return (
        np.zeros((ni, nj, nk)),
        rng.random((ni, nj, nk)),
        2.0 * rng.random((ni + 1, nj, nk + 1)) - 1.0,
        rng.random((ni, nj, nk)),
        rng.random((ni, nj, nk)),
        3.0,
    )


def _vadv_ref(
    utens_stage: np.ndarray,
    u_stage: np.ndarray,
    wcon: np.ndarray,
    u_pos: np.ndarray,
    utens: np.ndarray,
    dtr_stage: float,
) -> None:
    nk = u_stage.shape[2]
    w = 0.5 * (wcon[:-1] + wcon[1:])  # (ni, nj, nk + 1): velocity at the k faces
    a = -0.25 * w[:, :, :-1]
    c = 0.25 * w[:, :, 1:]
    a[:, :, 0] = 0.0
    c[:, :, -1] = 0.0
    b = dtr_stage + np.abs(a) + np.abs(c)
    d = dtr_stage * u_pos + utens
    d[:, :, 1:] -= a[:, :, 1:] * (u_stage[:, :, :-1] - u_stage[:, :, 1:])
    d[:, :, :-1] -= c[:, :, :-1] * (u_stage[:, :, 1:] - u_stage[:, :, :-1])
    cp = np.empty_like(d)
    dp = np.empty_like(d)
    cp[:, :, 0] = c[:, :, 0] / b[:, :, 0]
    dp[:, :, 0] = d[:, :, 0] / b[:, :, 0]
    for k in range(1, nk):
        m = b[:, :, k] - a[:, :, k] * cp[:, :, k - 1]
        cp[:, :, k] = c[:, :, k] / m
        dp[:, :, k] = (d[:, :, k] - a[:, :, k] * dp[:, :, k - 1]) / m
    x = np.empty_like(d)
    x[:, :, -1] = dp[:, :, -1]
    for k in range(nk - 2, -1, -1):
        x[:, :, k] = dp[:, :, k] - cp[:, :, k] * x[:, :, k + 1]
    utens_stage[:] = dtr_stage * (x - u_pos)


CORPUS.add(
    vadv,
    init=_vadv_init,
    reference=_vadv_ref,
    style="loops",
    category="stencil",
    presets={
        "small": {"ni": 6, "nj": 5, "nk": 20},
        "large": {"ni": 128, "nj": 128, "nk": 60},
        "alt": {"ni": 3, "nj": 2, "nk": 9},
    },
    description="vertical advection: per-column tridiagonal (Thomas) solve with if/elif/else",
)


# -------------------------------------------------------------------------------- cavity_flow
# Lid-driven cavity: nt explicit steps of the incompressible Navier-Stokes equations, each with
# nit Jacobi iterations of the pressure Poisson equation.


def _cavity_rhs(b, rho, dt, u, v, dx, dy):
    dudx = (u[1:-1, 2:] - u[1:-1, :-2]) / (2.0 * dx)
    dvdy = (v[2:, 1:-1] - v[:-2, 1:-1]) / (2.0 * dy)
    dudy = (u[2:, 1:-1] - u[:-2, 1:-1]) / (2.0 * dy)
    dvdx = (v[1:-1, 2:] - v[1:-1, :-2]) / (2.0 * dx)
    b[1:-1, 1:-1] = rho * ((dudx + dvdy) / dt - dudx**2 - 2.0 * dudy * dvdx - dvdy**2)


def _cavity_pressure(nit, p, dx, dy, b):
    denom = 2.0 * (dx**2 + dy**2)
    for _ in range(nit):
        pn = p.copy()
        p[1:-1, 1:-1] = (
            (pn[1:-1, 2:] + pn[1:-1, :-2]) * dy**2 + (pn[2:, 1:-1] + pn[:-2, 1:-1]) * dx**2
        ) / denom - dx**2 * dy**2 / denom * b[1:-1, 1:-1]
        p[:, -1] = p[:, -2]
        p[0, :] = p[1, :]
        p[:, 0] = p[:, 1]
        p[-1, :] = 0.0


def cavity_flow(nt, nit, u, v, p, dt, dx, dy, rho, nu):
    b = np.zeros_like(p)
    for _ in range(nt):
        un = u.copy()
        vn = v.copy()
        _cavity_rhs(b, rho, dt, u, v, dx, dy)
        _cavity_pressure(nit, p, dx, dy, b)
        uc = un[1:-1, 1:-1]
        vc = vn[1:-1, 1:-1]
        u[1:-1, 1:-1] = (
            uc
            - uc * dt / dx * (uc - un[1:-1, :-2])
            - vc * dt / dy * (uc - un[:-2, 1:-1])
            - dt / (2.0 * rho * dx) * (p[1:-1, 2:] - p[1:-1, :-2])
            + nu * dt / dx**2 * (un[1:-1, 2:] - 2.0 * uc + un[1:-1, :-2])
            + nu * dt / dy**2 * (un[2:, 1:-1] - 2.0 * uc + un[:-2, 1:-1])
        )
        v[1:-1, 1:-1] = (
            vc
            - uc * dt / dx * (vc - vn[1:-1, :-2])
            - vc * dt / dy * (vc - vn[:-2, 1:-1])
            - dt / (2.0 * rho * dy) * (p[2:, 1:-1] - p[:-2, 1:-1])
            + nu * dt / dx**2 * (vn[1:-1, 2:] - 2.0 * vc + vn[1:-1, :-2])
            + nu * dt / dy**2 * (vn[2:, 1:-1] - 2.0 * vc + vn[:-2, 1:-1])
        )
        u[0, :] = 0.0
        u[:, 0] = 0.0
        u[:, -1] = 0.0
        u[-1, :] = 1.0
        v[0, :] = 0.0
        v[-1, :] = 0.0
        v[:, 0] = 0.0
        v[:, -1] = 0.0


def _stable_dt(h: float, nu: float) -> float:
    # explicit diffusion needs nu * dt / h**2 well below 1/4
    return min(0.001, 0.2 * h * h / nu)


def _cavity_flow_init(n: int, nt: int, nit: int) -> tuple[Any, ...]:
    h = 2.0 / (n - 1)
    nu = 0.1
    return (
        nt,
        nit,
        np.zeros((n, n)),
        np.zeros((n, n)),
        np.zeros((n, n)),
        _stable_dt(h, nu),
        h,
        h,
        1.0,
        nu,
    )


CORPUS.add(
    cavity_flow,
    init=_cavity_flow_init,
    reference=cavity_flow,
    style="vectorized",
    category="stencil",
    presets={
        "small": {"n": 21, "nt": 10, "nit": 20},
        "large": {"n": 201, "nt": 15, "nit": 20},
        "alt": {"n": 12, "nt": 4, "nit": 5},
    },
    description="lid-driven cavity Navier-Stokes steps with a pressure-Poisson inner loop",
)


# ------------------------------------------------------------------------------- channel_flow
# Channel flow driven by a body force F, periodic in x: the periodic neighbours come from a
# copy of each field padded with one ghost column on either side.


def _pad_periodic(a, out):
    out[:, 1:-1] = a
    out[:, 0] = a[:, -1]
    out[:, -1] = a[:, 0]


def channel_flow(nt, nit, u, v, p, dt, dx, dy, rho, nu, F):
    ny, nx = u.shape
    b = np.zeros((ny, nx))
    U = np.empty((ny, nx + 2))
    V = np.empty((ny, nx + 2))
    P = np.empty((ny, nx + 2))
    denom = 2.0 * (dx**2 + dy**2)
    for _ in range(nt):
        _pad_periodic(u, U)
        _pad_periodic(v, V)
        dudx = (U[1:-1, 2:] - U[1:-1, :-2]) / (2.0 * dx)
        dvdy = (V[2:, 1:-1] - V[:-2, 1:-1]) / (2.0 * dy)
        dudy = (U[2:, 1:-1] - U[:-2, 1:-1]) / (2.0 * dy)
        dvdx = (V[1:-1, 2:] - V[1:-1, :-2]) / (2.0 * dx)
        b[1:-1, :] = rho * ((dudx + dvdy) / dt - dudx**2 - 2.0 * dudy * dvdx - dvdy**2)
        for _ in range(nit):
            _pad_periodic(p, P)
            p[1:-1, :] = (
                (P[1:-1, 2:] + P[1:-1, :-2]) * dy**2 + (P[2:, 1:-1] + P[:-2, 1:-1]) * dx**2
            ) / denom - dx**2 * dy**2 / denom * b[1:-1, :]
            p[-1, :] = p[-2, :]
            p[0, :] = p[1, :]
        _pad_periodic(p, P)
        uc = U[1:-1, 1:-1]
        vc = V[1:-1, 1:-1]
        u[1:-1, :] = (
            uc
            - uc * dt / dx * (uc - U[1:-1, :-2])
            - vc * dt / dy * (uc - U[:-2, 1:-1])
            - dt / (2.0 * rho * dx) * (P[1:-1, 2:] - P[1:-1, :-2])
            + nu * dt / dx**2 * (U[1:-1, 2:] - 2.0 * uc + U[1:-1, :-2])
            + nu * dt / dy**2 * (U[2:, 1:-1] - 2.0 * uc + U[:-2, 1:-1])
            + F * dt
        )
        v[1:-1, :] = (
            vc
            - uc * dt / dx * (vc - V[1:-1, :-2])
            - vc * dt / dy * (vc - V[:-2, 1:-1])
            - dt / (2.0 * rho * dy) * (P[2:, 1:-1] - P[:-2, 1:-1])
            + nu * dt / dx**2 * (V[1:-1, 2:] - 2.0 * vc + V[1:-1, :-2])
            + nu * dt / dy**2 * (V[2:, 1:-1] - 2.0 * vc + V[:-2, 1:-1])
        )
        u[0, :] = 0.0
        u[-1, :] = 0.0
        v[0, :] = 0.0
        v[-1, :] = 0.0


def _channel_flow_init(nx: int, ny: int, nt: int, nit: int) -> tuple[Any, ...]:
    rng = _rng()
    u = 0.01 * rng.random((ny, nx))
    u[0, :] = 0.0
    u[-1, :] = 0.0
    dx, dy, nu = 2.0 / (nx - 1), 2.0 / (ny - 1), 0.1
    return (
        nt,
        nit,
        u,
        np.zeros((ny, nx)),
        np.zeros((ny, nx)),
        _stable_dt(min(dx, dy), nu),
        dx,
        dy,
        1.0,
        nu,
        1.0,
    )


def _channel_flow_ref(
    nt: int,
    nit: int,
    u: np.ndarray,
    v: np.ndarray,
    p: np.ndarray,
    dt: float,
    dx: float,
    dy: float,
    rho: float,
    nu: float,
    F: float,
) -> None:
    # The same scheme with periodic shifts written as np.roll (axis 1).
    def right(a: np.ndarray) -> np.ndarray:  # a[i, j + 1]
        return np.roll(a, -1, axis=1)

    def left(a: np.ndarray) -> np.ndarray:  # a[i, j - 1]
        return np.roll(a, 1, axis=1)

    for _ in range(nt):
        un, vn = u.copy(), v.copy()
        ur, ul, vr, vl = right(un), left(un), right(vn), left(vn)
        dudx = (ur[1:-1] - ul[1:-1]) / (2.0 * dx)
        dvdy = (vn[2:] - vn[:-2]) / (2.0 * dy)
        dudy = (un[2:] - un[:-2]) / (2.0 * dy)
        dvdx = (vr[1:-1] - vl[1:-1]) / (2.0 * dx)
        b = np.zeros_like(u)
        b[1:-1] = rho * ((dudx + dvdy) / dt - dudx**2 - 2.0 * dudy * dvdx - dvdy**2)
        for _ in range(nit):
            pn = p.copy()
            p[1:-1] = (
                (right(pn)[1:-1] + left(pn)[1:-1]) * dy**2 + (pn[2:] + pn[:-2]) * dx**2
            ) / (2.0 * (dx**2 + dy**2)) - dx**2 * dy**2 / (2.0 * (dx**2 + dy**2)) * b[1:-1]
            p[-1] = p[-2]
            p[0] = p[1]
        uc, vc = un[1:-1], vn[1:-1]
        dpdx = (right(p)[1:-1] - left(p)[1:-1]) / (2.0 * rho * dx)
        dpdy = (p[2:] - p[:-2]) / (2.0 * rho * dy)
        u[1:-1] = (
            uc
            - uc * dt / dx * (uc - ul[1:-1])
            - vc * dt / dy * (uc - un[:-2])
            - dt * dpdx
            + nu * dt / dx**2 * (ur[1:-1] - 2.0 * uc + ul[1:-1])
            + nu * dt / dy**2 * (un[2:] - 2.0 * uc + un[:-2])
            + F * dt
        )
        v[1:-1] = (
            vc
            - uc * dt / dx * (vc - vl[1:-1])
            - vc * dt / dy * (vc - vn[:-2])
            - dt * dpdy
            + nu * dt / dx**2 * (vr[1:-1] - 2.0 * vc + vl[1:-1])
            + nu * dt / dy**2 * (vn[2:] - 2.0 * vc + vn[:-2])
        )
        u[0] = 0.0
        u[-1] = 0.0
        v[0] = 0.0
        v[-1] = 0.0


CORPUS.add(
    channel_flow,
    init=_channel_flow_init,
    reference=channel_flow,
    oracle=_channel_flow_ref,
    style="vectorized",
    category="stencil",
    presets={
        "small": {"nx": 24, "ny": 16, "nt": 8, "nit": 15},
        "large": {"nx": 301, "ny": 201, "nt": 10, "nit": 20},
        "alt": {"nx": 9, "ny": 13, "nt": 3, "nit": 4},
    },
    rtol=1e-8,
    atol=1e-11,
    description="channel flow, periodic in x via ghost-column padding helper",
)


# ------------------------------------------------------------------------------ conv2d_smooth
# 'valid' 2-D correlation of an image with a small (odd, normalized) smoothing kernel.


def conv2d_smooth(img, weights):
    h, w = img.shape
    kh, kw = weights.shape
    ho = h - kh + 1
    wo = w - kw + 1
    out = np.zeros((ho, wo))
    for i in range(ho):
        for j in range(wo):
            acc = 0.0
            for a in range(kh):
                for b in range(kw):
                    acc += weights[a, b] * img[i + a, j + b]
            out[i, j] = acc
    return out


def _conv2d_smooth_init(h: int, w: int, k: int) -> tuple[Any, ...]:
    rng = _rng()
    g = np.exp(-0.5 * ((np.arange(k) - (k - 1) / 2.0) / (k / 4.0)) ** 2)
    weights = np.outer(g, g)
    return rng.random((h, w)), weights / weights.sum()


def _conv2d_smooth_ref(img: np.ndarray, weights: np.ndarray) -> np.ndarray:
    kh, kw = weights.shape
    ho, wo = img.shape[0] - kh + 1, img.shape[1] - kw + 1
    out = np.zeros((ho, wo))
    for a in range(kh):
        for b in range(kw):
            out += weights[a, b] * img[a : a + ho, b : b + wo]
    return out


CORPUS.add(
    conv2d_smooth,
    init=_conv2d_smooth_init,
    reference=_conv2d_smooth_ref,
    style="loops",
    category="stencil",
    presets={
        "small": {"h": 30, "w": 32, "k": 5},
        "large": {"h": 1200, "w": 1600, "k": 5},
        "alt": {"h": 17, "w": 11, "k": 3},
    },
    description="Gaussian smoothing: 'valid' 2-D convolution, four nested loops",
)
