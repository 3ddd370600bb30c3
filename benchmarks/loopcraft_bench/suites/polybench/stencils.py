"""PolyBench stencils: adi, fdtd-2d, heat-3d, jacobi-1d, jacobi-2d, seidel-2d.

Every kernel takes its number of time steps as its first argument (PolyBench's TSTEPS/TMAX).
The Jacobi-type references are the same updates as whole-array slice expressions; adi and
seidel-2d carry dependences along a row, so their references vectorize across the lines that
are independent (adi: all lines of a sweep; seidel-2d: a wavefront of rows over time steps).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...corpus.stencils import seidel_2d
from ._init import grid
from .suite import POLYBENCH

_CAT = "stencils"


# ---------------------------------------------------------------------------------------- adi
# Alternating-direction implicit solver for 2-D heat diffusion on an n x n grid with boundary
# value 1: each time step solves one tridiagonal system per column (implicit in the first index,
# into v), then one per row (into u), by the Thomas algorithm; p and q hold its forward-sweep
# coefficients.


def adi(tsteps, u, v, p, q):
    n = u.shape[0]
    dx = 1.0 / n
    dy = 1.0 / n
    dt = 1.0 / tsteps
    mul1 = 2.0 * dt / (dx * dx)
    mul2 = 1.0 * dt / (dy * dy)
    a = -mul1 / 2.0
    b = 1.0 + mul1
    c = a
    d = -mul2 / 2.0
    e = 1.0 + mul2
    f = d
    for _ in range(tsteps):
        for i in range(1, n - 1):
            v[0, i] = 1.0
            p[i, 0] = 0.0
            q[i, 0] = 1.0
            for j in range(1, n - 1):
                den = a * p[i, j - 1] + b
                p[i, j] = -c / den
                rhs = -d * u[j, i - 1] + (1.0 + 2.0 * d) * u[j, i] - f * u[j, i + 1]
                q[i, j] = (rhs - a * q[i, j - 1]) / den
            v[n - 1, i] = 1.0
            for j in range(n - 2, 0, -1):
                v[j, i] = p[i, j] * v[j + 1, i] + q[i, j]
        for i in range(1, n - 1):
            u[i, 0] = 1.0
            p[i, 0] = 0.0
            q[i, 0] = 1.0
            for j in range(1, n - 1):
                den = d * p[i, j - 1] + e
                p[i, j] = -f / den
                rhs = -a * v[i - 1, j] + (1.0 + 2.0 * a) * v[i, j] - c * v[i + 1, j]
                q[i, j] = (rhs - d * q[i, j - 1]) / den
            u[i, n - 1] = 1.0
            for j in range(n - 2, 0, -1):
                u[i, j] = p[i, j] * u[i, j + 1] + q[i, j]


def _adi_init(tsteps: int, n: int) -> tuple[Any, ...]:
    i, j = grid(n, n)
    u = (i + n - j) / n
    return tsteps, u, np.zeros((n, n)), np.zeros((n, n)), np.zeros((n, n))


def _thomas_lines(
    rhs: np.ndarray, lower: float, diag: float, upper: float, out: np.ndarray
) -> tuple[np.ndarray, np.ndarray]:
    """Solve ``lower*x[j-1] + diag*x[j] + upper*x[j+1] = rhs[j-1]`` for j = 1..n-2 with
    x[0] = x[n-1] = 1, for all lines (axis 1 of ``rhs``) at once; ``out[j]`` gets x[j].

    Returns the forward-sweep coefficients (p by j, and q as [j, line]) the loop code stores.
    """
    n = out.shape[0]
    pj = np.zeros(n - 1)
    den = np.empty(n - 1)
    for j in range(1, n - 1):
        den[j] = lower * pj[j - 1] + diag
        pj[j] = -upper / den[j]
    qj = np.empty((n - 1, rhs.shape[1]))
    qj[0] = 1.0
    for j in range(1, n - 1):
        qj[j] = (rhs[j - 1] - lower * qj[j - 1]) / den[j]
    out[n - 1] = 1.0
    for j in range(n - 2, 0, -1):
        out[j] = pj[j] * out[j + 1] + qj[j]
    out[0] = 1.0
    return pj, qj


def _adi_ref(tsteps: int, u: np.ndarray, v: np.ndarray, p: np.ndarray, q: np.ndarray) -> None:
    n = u.shape[0]
    dx = dy = 1.0 / n
    dt = 1.0 / tsteps
    mul1 = 2.0 * dt / (dx * dx)
    mul2 = 1.0 * dt / (dy * dy)
    a = c = -mul1 / 2.0
    b = 1.0 + mul1
    d = f = -mul2 / 2.0
    e = 1.0 + mul2
    lines = np.empty((n, n - 2))  # [position along the line, line]
    for _ in range(tsteps):
        # column sweep: line i runs over the first index j of u, into v[:, i]
        rhs = -d * u[1:-1, :-2] + (1.0 + 2.0 * d) * u[1:-1, 1:-1] - f * u[1:-1, 2:]
        _thomas_lines(rhs, a, b, c, lines)
        v[:, 1:-1] = lines
        # row sweep: line i runs over the second index j of v, into u[i, :]
        rhs = (-a * v[:-2, 1:-1] + (1.0 + 2.0 * a) * v[1:-1, 1:-1] - c * v[2:, 1:-1]).T
        pj, qj = _thomas_lines(rhs, d, e, f, lines)
        u[1:-1, :] = lines.T
    if tsteps > 0:
        p[1:-1, : n - 1] = pj
        q[1:-1, : n - 1] = qj.T


POLYBENCH.add(
    adi,
    name="adi",
    category=_CAT,
    init=_adi_init,
    reference=_adi_ref,
    presets={
        "mini": {"tsteps": 20, "n": 20},
        "small": {"tsteps": 40, "n": 60},
        "medium": {"tsteps": 100, "n": 200},
        "large": {"tsteps": 500, "n": 1000},
    },
    description="ADI heat diffusion: tridiagonal (Thomas) solves along columns, then rows",
)


# ------------------------------------------------------------------------------------ fdtd-2d
# 2-D finite-difference time-domain electromagnetics (TE mode): per step a source row for ey,
# then leapfrog updates of ey, ex from the curl of hz, and of hz from the curl of (ex, ey).


def fdtd_2d(tmax, ex, ey, hz, fict):
    nx, ny = ex.shape
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


def _fdtd_2d_init(tmax: int, nx: int, ny: int) -> tuple[Any, ...]:
    i, j = grid(nx, ny)
    ex = i * (j + 1) / nx
    ey = i * (j + 2) / ny
    hz = i * (j + 3) / nx
    return tmax, ex, ey, hz, np.arange(tmax, dtype=np.float64)


def _fdtd_2d_ref(
    tmax: int, ex: np.ndarray, ey: np.ndarray, hz: np.ndarray, fict: np.ndarray
) -> None:
    for t in range(tmax):
        ey[0, :] = fict[t]
        ey[1:, :] -= 0.5 * (hz[1:, :] - hz[:-1, :])
        ex[:, 1:] -= 0.5 * (hz[:, 1:] - hz[:, :-1])
        hz[:-1, :-1] -= 0.7 * (ex[:-1, 1:] - ex[:-1, :-1] + ey[1:, :-1] - ey[:-1, :-1])


POLYBENCH.add(
    fdtd_2d,
    name="fdtd-2d",
    category=_CAT,
    init=_fdtd_2d_init,
    reference=_fdtd_2d_ref,
    presets={
        "mini": {"tmax": 20, "nx": 20, "ny": 30},
        "small": {"tmax": 40, "nx": 60, "ny": 80},
        "medium": {"tmax": 100, "nx": 200, "ny": 240},
        "large": {"tmax": 500, "nx": 1000, "ny": 1200},
    },
    description="2-D FDTD electromagnetics: ey/ex/hz leapfrog updates with a source row",
)


# ------------------------------------------------------------------------------------ heat-3d
# 3-D heat equation, explicit 7-point stencil, ping-ponging between A and B each half step.


def heat_3d(tsteps, A, B):
    n = A.shape[0]
    for _ in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                for k in range(1, n - 1):
                    B[i, j, k] = (
                        0.125 * (A[i + 1, j, k] - 2.0 * A[i, j, k] + A[i - 1, j, k])
                        + 0.125 * (A[i, j + 1, k] - 2.0 * A[i, j, k] + A[i, j - 1, k])
                        + 0.125 * (A[i, j, k + 1] - 2.0 * A[i, j, k] + A[i, j, k - 1])
                        + A[i, j, k]
                    )
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                for k in range(1, n - 1):
                    A[i, j, k] = (
                        0.125 * (B[i + 1, j, k] - 2.0 * B[i, j, k] + B[i - 1, j, k])
                        + 0.125 * (B[i, j + 1, k] - 2.0 * B[i, j, k] + B[i, j - 1, k])
                        + 0.125 * (B[i, j, k + 1] - 2.0 * B[i, j, k] + B[i, j, k - 1])
                        + B[i, j, k]
                    )


def _heat_3d_init(tsteps: int, n: int) -> tuple[Any, ...]:
    # PolyBench's (i + j + (n - k)) * 10 / n is linear, hence a fixed point of the stencil
    # (the kernel would change nothing); the modulus makes the field non-harmonic.
    i, j, k = grid(n, n, n)
    A = ((i * j + (n - k) * i + j * k) % n) * 10.0 / n
    return tsteps, A, A.copy()


def _heat_3d_step(src: np.ndarray, dst: np.ndarray) -> None:
    c = src[1:-1, 1:-1, 1:-1]
    dst[1:-1, 1:-1, 1:-1] = (
        0.125 * (src[2:, 1:-1, 1:-1] - 2.0 * c + src[:-2, 1:-1, 1:-1])
        + 0.125 * (src[1:-1, 2:, 1:-1] - 2.0 * c + src[1:-1, :-2, 1:-1])
        + 0.125 * (src[1:-1, 1:-1, 2:] - 2.0 * c + src[1:-1, 1:-1, :-2])
        + c
    )


def _heat_3d_ref(tsteps: int, A: np.ndarray, B: np.ndarray) -> None:
    for _ in range(tsteps):
        _heat_3d_step(A, B)
        _heat_3d_step(B, A)


POLYBENCH.add(
    heat_3d,
    name="heat-3d",
    category=_CAT,
    init=_heat_3d_init,
    reference=_heat_3d_ref,
    presets={
        "mini": {"tsteps": 20, "n": 10},
        "small": {"tsteps": 40, "n": 20},
        "medium": {"tsteps": 100, "n": 40},
        "large": {"tsteps": 500, "n": 120},
    },
    description="3-D heat equation, 7-point explicit stencil, A -> B -> A per step",
)


# ---------------------------------------------------------------------------------- jacobi-1d
# 1-D 3-point Jacobi smoothing, two half steps (A -> B -> A) per time step.


def jacobi_1d(tsteps, A, B):
    n = A.shape[0]
    for _ in range(tsteps):
        for i in range(1, n - 1):
            B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1])
        for i in range(1, n - 1):
            A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1])


def _jacobi_1d_init(tsteps: int, n: int) -> tuple[Any, ...]:
    # Not PolyBench's linear (i + 2) / n, which the 3-point mean leaves (almost) unchanged.
    i = np.arange(n)
    return tsteps, ((i * i + 2) % n) / n, ((i * i + 3) % n) / n


def _jacobi_1d_ref(tsteps: int, A: np.ndarray, B: np.ndarray) -> None:
    for _ in range(tsteps):
        B[1:-1] = 0.33333 * (A[:-2] + A[1:-1] + A[2:])
        A[1:-1] = 0.33333 * (B[:-2] + B[1:-1] + B[2:])


POLYBENCH.add(
    jacobi_1d,
    name="jacobi-1d",
    category=_CAT,
    init=_jacobi_1d_init,
    reference=_jacobi_1d_ref,
    presets={
        "mini": {"tsteps": 20, "n": 30},
        "small": {"tsteps": 40, "n": 120},
        "medium": {"tsteps": 100, "n": 400},
        "large": {"tsteps": 500, "n": 2000},
    },
    description="1-D 3-point Jacobi, A -> B -> A per step",
)


# ---------------------------------------------------------------------------------- jacobi-2d
# 2-D 5-point Jacobi smoothing, two half steps (A -> B -> A) per time step.


def jacobi_2d(tsteps, A, B):
    n = A.shape[0]
    for _ in range(tsteps):
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                B[i, j] = 0.2 * (A[i, j] + A[i, j - 1] + A[i, j + 1] + A[i + 1, j] + A[i - 1, j])
        for i in range(1, n - 1):
            for j in range(1, n - 1):
                A[i, j] = 0.2 * (B[i, j] + B[i, j - 1] + B[i, j + 1] + B[i + 1, j] + B[i - 1, j])


def _jacobi_2d_init(tsteps: int, n: int) -> tuple[Any, ...]:
    # PolyBench's (i * (j + 2) + 2) / n is bilinear, a fixed point of the 5-point mean; taken
    # modulo n it is not.
    i, j = grid(n, n)
    return tsteps, ((i * (j + 2) + 2) % n) / n, ((i * (j + 3) + 3) % n) / n


def _jacobi_2d_ref(tsteps: int, A: np.ndarray, B: np.ndarray) -> None:
    for _ in range(tsteps):
        B[1:-1, 1:-1] = 0.2 * (
            A[1:-1, 1:-1] + A[1:-1, :-2] + A[1:-1, 2:] + A[2:, 1:-1] + A[:-2, 1:-1]
        )
        A[1:-1, 1:-1] = 0.2 * (
            B[1:-1, 1:-1] + B[1:-1, :-2] + B[1:-1, 2:] + B[2:, 1:-1] + B[:-2, 1:-1]
        )


POLYBENCH.add(
    jacobi_2d,
    name="jacobi-2d",
    category=_CAT,
    init=_jacobi_2d_init,
    reference=_jacobi_2d_ref,
    presets={
        "mini": {"tsteps": 20, "n": 30},
        "small": {"tsteps": 40, "n": 90},
        "medium": {"tsteps": 100, "n": 250},
        "large": {"tsteps": 500, "n": 1300},
    },
    description="2-D 5-point Jacobi, A -> B -> A per step",
)


# ---------------------------------------------------------------------------------- seidel-2d
# In-place 9-point Gauss-Seidel sweeps: each interior point becomes the mean of its 3 x 3
# neighbourhood, reading the already-updated values above and to the left. The code is the
# corpus kernel's; the data and the (wavefront) reference, fast for PolyBench's many sweeps,
# are this suite's.


def _seidel_2d_init(tsteps: int, n: int) -> tuple[Any, ...]:
    # PolyBench's (i * (j + 2) + 2) / n is bilinear, a fixed point of the 9-point mean (the
    # sweeps would change nothing); taken modulo n it is not.
    i, j = grid(n, n)
    return tsteps, ((i * (j + 2) + 2) % n) / n


def _seidel_2d_ref(tsteps: int, A: np.ndarray) -> None:
    # Row i of sweep t needs row i-1 of sweep t and row i+1 of sweep t-1, so all (i, t) with
    # i + 2t = w form a wavefront of independent rows (every other row). Within a row the new
    # values obey x[j] = (x[j-1] + r[j]) / 9, r the sum of the 8 other neighbours: a linear
    # recurrence solved by a doubling scan, stopped once 9^-s is below 1e-10 (the terms left
    # out weigh 9^-32 ~ 1e-31 relative).
    n = A.shape[0]
    if tsteps <= 0 or n < 3:
        return
    for w in range(1, n - 2 + 2 * (tsteps - 1) + 1):
        t_lo = max(0, -((n - 2 - w) // 2))
        t_hi = min(tsteps - 1, (w - 1) // 2)
        lo, hi = w - 2 * t_hi, w - 2 * t_lo
        up, mid, down = A[lo - 1 : hi : 2], A[lo : hi + 1 : 2], A[lo + 1 : hi + 2 : 2]
        x = (
            up[:, :-2] + up[:, 1:-1] + up[:, 2:] + mid[:, 1:-1] + mid[:, 2:]
            + down[:, :-2] + down[:, 1:-1] + down[:, 2:]
        )
        x[:, 0] += mid[:, 0]
        x /= 9.0
        s, coef = 1, 1.0 / 9.0
        while s < x.shape[1]:
            x[:, s:] = x[:, s:] + coef * x[:, :-s]
            if coef < 1e-10:
                break
            s, coef = 2 * s, coef * coef
        mid[:, 1:-1] = x


POLYBENCH.add(
    seidel_2d,
    name="seidel-2d",
    category=_CAT,
    init=_seidel_2d_init,
    reference=_seidel_2d_ref,
    presets={
        "mini": {"tsteps": 20, "n": 40},
        "small": {"tsteps": 40, "n": 120},
        "medium": {"tsteps": 100, "n": 400},
        "large": {"tsteps": 500, "n": 2000},
    },
    description="in-place 9-point Gauss-Seidel sweeps",
)
