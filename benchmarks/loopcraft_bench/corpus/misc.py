"""Assorted kernels: escape-time fractals, scatter/histograms, scans, n-body, geometry,
checksums, sparse matrix-vector products, BLAS-1 style vector kernels, option pricing,
cellular automata and interpolation."""

from __future__ import annotations

import math
import zlib
from typing import Any

import numpy as np

from .suite import CORPUS

_SEED = 7007


def _rng() -> np.random.Generator:
    return np.random.default_rng(_SEED)


# --------------------------------------------------------------------------------- mandelbrot
# Escape-time iteration counts on a height x width grid over [xmin, xmax] x [ymin, ymax]:
# one while loop per pixel, leaving with break once |z| > 2.


def mandelbrot(xmin, xmax, ymin, ymax, width, height, max_iter):
    counts = np.zeros((height, width), dtype=np.int64)
    for py in range(height):
        ci = ymin + (ymax - ymin) * py / (height - 1)
        for px in range(width):
            cr = xmin + (xmax - xmin) * px / (width - 1)
            zr = 0.0
            zi = 0.0
            n = 0
            while n < max_iter:
                zr2 = zr * zr
                zi2 = zi * zi
                if zr2 + zi2 > 4.0:
                    break
                zi = 2.0 * zr * zi + ci
                zr = zr2 - zi2 + cr
                n += 1
            counts[py, px] = n
    return counts


def _mandelbrot_init(width: int, height: int, max_iter: int) -> tuple[Any, ...]:
    return -2.2, 0.8, -1.2, 1.2, width, height, max_iter


def _mandelbrot_ref(
    xmin: float,
    xmax: float,
    ymin: float,
    ymax: float,
    width: int,
    height: int,
    max_iter: int,
) -> np.ndarray:
    # Same floating-point operations in the same order, on all pixels at once.
    cr = (xmin + (xmax - xmin) * np.arange(width) / (width - 1))[None, :]
    ci = (ymin + (ymax - ymin) * np.arange(height) / (height - 1))[:, None]
    zr = np.zeros((height, width))
    zi = np.zeros((height, width))
    counts = np.zeros((height, width), dtype=np.int64)
    active = np.ones((height, width), dtype=bool)
    for _ in range(max_iter):
        zr2 = zr * zr
        zi2 = zi * zi
        active &= ~(zr2 + zi2 > 4.0)
        zi = np.where(active, 2.0 * zr * zi + ci, zi)
        zr = np.where(active, zr2 - zi2 + cr, zr)
        counts += active
    return counts


CORPUS.add(
    mandelbrot,
    init=_mandelbrot_init,
    reference=_mandelbrot_ref,
    style="loops",
    category="misc",
    presets={
        "small": {"width": 40, "height": 30, "max_iter": 30},
        "large": {"width": 560, "height": 420, "max_iter": 40},
        "alt": {"width": 17, "height": 11, "max_iter": 20},
    },
    description="Mandelbrot escape counts: while loop with break per pixel",
)


# ---------------------------------------------------------------------------------- histogram
# Fixed-width histogram of float data; values outside [lo, hi) are skipped with continue.


def histogram(x, lo, hi, nbins):
    hist = np.zeros(nbins, dtype=np.int64)
    scale = nbins / (hi - lo)
    for i in range(len(x)):
        v = x[i]
        if v < lo or v >= hi:
            continue
        b = int((v - lo) * scale)
        if b >= nbins:
            b = nbins - 1
        hist[b] += 1
    return hist


def _histogram_init(n: int, nbins: int) -> tuple[Any, ...]:
    return _rng().standard_normal(n), -2.5, 2.5, nbins


def _histogram_ref(x: np.ndarray, lo: float, hi: float, nbins: int) -> np.ndarray:
    inside = x[(x >= lo) & (x < hi)]
    b = np.minimum(((inside - lo) * (nbins / (hi - lo))).astype(np.int64), nbins - 1)
    return np.bincount(b, minlength=nbins).astype(np.int64)


CORPUS.add(
    histogram,
    init=_histogram_init,
    reference=_histogram_ref,
    style="loops",
    category="misc",
    presets={
        "small": {"n": 5000, "nbins": 32},
        "large": {"n": 4_000_000, "nbins": 256},
        "alt": {"n": 777, "nbins": 7},
    },
    description="fixed-width histogram: int() binning, continue, scatter increment",
)


# -------------------------------------------------------------------------- bincount_weighted
# Group-by count and sum: counts[idx[i]] += 1 and sums[idx[i]] += w[i] (np.bincount-like).


def bincount_weighted(idx, w, nbins):
    counts = np.zeros(nbins, dtype=np.int64)
    sums = np.zeros(nbins)
    for i in range(idx.shape[0]):
        counts[idx[i]] += 1
        sums[idx[i]] += w[i]
    return counts, sums


def _bincount_init(n: int, nbins: int) -> tuple[Any, ...]:
    rng = _rng()
    return rng.integers(0, nbins, n, dtype=np.int64), rng.random(n), nbins


def _bincount_ref(idx: np.ndarray, w: np.ndarray, nbins: int) -> tuple[np.ndarray, np.ndarray]:
    return (
        np.bincount(idx, minlength=nbins).astype(np.int64),
        np.bincount(idx, weights=w, minlength=nbins),
    )


CORPUS.add(
    bincount_weighted,
    init=_bincount_init,
    reference=_bincount_ref,
    style="loops",
    category="misc",
    presets={
        "small": {"n": 4000, "nbins": 50},
        "large": {"n": 5_000_000, "nbins": 1000},
        "alt": {"n": 301, "nbins": 9},
    },
    description="scatter-add through an int64 index array (counts and weighted sums)",
)


# ------------------------------------------------------------------------------------- cumsum
# Inclusive prefix sum with an explicit running total.


def cumsum(x):
    out = np.empty_like(x)
    acc = 0.0
    for i in range(len(x)):
        acc += x[i]
        out[i] = acc
    return out


def _cumsum_init(n: int) -> tuple[Any, ...]:
    return (_rng().random(n) - 0.5,)


def _cumsum_ref(x: np.ndarray) -> np.ndarray:
    return np.cumsum(x)


CORPUS.add(
    cumsum,
    init=_cumsum_init,
    reference=_cumsum_ref,
    style="loops",
    category="misc",
    presets={
        "small": {"n": 20_000},
        "large": {"n": 10_000_000},
        "alt": {"n": 1001},
    },
    description="inclusive prefix sum (loop-carried scalar accumulator)",
)


# -------------------------------------------------------------------------------------- nbody
# Softened gravitational n-body, kick-drift-kick leapfrog; pairwise separations by broadcasting.
# Updates pos and vel in place and returns the final kinetic and potential energies.


def _accelerations(pos, mass, softening):
    x = pos[:, 0]
    y = pos[:, 1]
    z = pos[:, 2]
    dx = x[None, :] - x[:, None]
    dy = y[None, :] - y[:, None]
    dz = z[None, :] - z[:, None]
    inv_r3 = np.power(dx**2 + dy**2 + dz**2 + softening**2, -1.5)
    acc = np.empty_like(pos)
    acc[:, 0] = (dx * inv_r3) @ mass
    acc[:, 1] = (dy * inv_r3) @ mass
    acc[:, 2] = (dz * inv_r3) @ mass
    return acc


def nbody(pos, vel, mass, dt, softening, n_steps):
    acc = _accelerations(pos, mass, softening)
    for _ in range(n_steps):
        vel += 0.5 * dt * acc
        pos += dt * vel
        acc = _accelerations(pos, mass, softening)
        vel += 0.5 * dt * acc
    kinetic = 0.5 * np.sum(mass[:, None] * vel**2)
    dx = pos[:, 0][:, None] - pos[:, 0][None, :]
    dy = pos[:, 1][:, None] - pos[:, 1][None, :]
    dz = pos[:, 2][:, None] - pos[:, 2][None, :]
    inv_r = 1.0 / np.sqrt(dx**2 + dy**2 + dz**2 + softening**2)
    # Sum over pairs i < j: half the full double sum, minus the softened self-terms.
    pair_sum = np.sum(mass[:, None] * mass[None, :] * inv_r) - np.sum(mass * mass) / softening
    potential = -0.5 * pair_sum
    return kinetic, potential


def _nbody_init(n: int, n_steps: int) -> tuple[Any, ...]:
    rng = _rng()
    mass = 20.0 * np.ones(n) / n
    return rng.standard_normal((n, 3)), rng.standard_normal((n, 3)), mass, 0.01, 0.1, n_steps


def _nbody_oracle(
    pos: np.ndarray,
    vel: np.ndarray,
    mass: np.ndarray,
    dt: float,
    softening: float,
    n_steps: int,
) -> tuple[Any, Any]:
    def accelerations(p: np.ndarray) -> np.ndarray:
        d = p[None, :, :] - p[:, None, :]  # d[i, j] = p[j] - p[i]
        inv_r3 = (np.einsum("ijk,ijk->ij", d, d) + softening**2) ** -1.5
        return np.einsum("ij,ijk,j->ik", inv_r3, d, mass)

    acc = accelerations(pos)
    for _ in range(n_steps):
        vel += 0.5 * dt * acc
        pos += dt * vel
        acc = accelerations(pos)
        vel += 0.5 * dt * acc
    kinetic = 0.5 * np.einsum("i,ik,ik->", mass, vel, vel)
    d = pos[None, :, :] - pos[:, None, :]
    r = np.sqrt(np.einsum("ijk,ijk->ij", d, d) + softening**2)
    upper = np.triu_indices(mass.shape[0], 1)
    return kinetic, -np.sum((np.outer(mass, mass) / r)[upper])


CORPUS.add(
    nbody,
    init=_nbody_init,
    reference=nbody,
    oracle=_nbody_oracle,
    style="vectorized",
    category="misc",
    presets={
        "small": {"n": 40, "n_steps": 5},
        "large": {"n": 600, "n_steps": 8},
        "alt": {"n": 9, "n_steps": 2},
    },
    rtol=1e-8,
    atol=1e-10,
    description="n-body leapfrog: x[:, None] - x[None, :] separations, energies",
)


# ------------------------------------------------------------------------------------ go_fast
# The classic "add the tanh-trace to every element" example.


def go_fast(a):
    trace = 0.0
    for i in range(a.shape[0]):
        trace += math.tanh(a[i, i])
    return a + trace


def _go_fast_init(n: int) -> tuple[Any, ...]:
    return (_rng().random((n, n)),)


def _go_fast_ref(a: np.ndarray) -> np.ndarray:
    return a + np.sum(np.tanh(np.diagonal(a)))


CORPUS.add(
    go_fast,
    init=_go_fast_init,
    reference=_go_fast_ref,
    style="loops",
    category="misc",
    presets={
        "small": {"n": 200},
        "large": {"n": 4000},
        "alt": {"n": 37},
    },
    description="trace of tanh(diagonal) via math.tanh loop, added to the matrix",
)


# ------------------------------------------------------------------------------- arc_distance
# Great-circle distances (haversine formula) between paired points on the unit sphere.


def arc_distance(theta_1, phi_1, theta_2, phi_2):
    temp = np.sin((theta_2 - theta_1) / 2) ** 2 + np.cos(theta_1) * np.cos(theta_2) * np.power(
        np.sin((phi_2 - phi_1) / 2), 2
    )
    return 2 * np.arctan2(np.sqrt(temp), np.sqrt(1 - temp))


def _arc_init(n: int) -> tuple[Any, ...]:
    rng = _rng()
    return tuple(np.pi * rng.random(n) - np.pi / 2 for _ in range(4))


def _arc_ref(t1: np.ndarray, p1: np.ndarray, t2: np.ndarray, p2: np.ndarray) -> np.ndarray:
    # Spherical law of cosines through the unit vectors' chord length, another formulation.
    def unit(t: np.ndarray, p: np.ndarray) -> np.ndarray:
        return np.stack([np.cos(t) * np.cos(p), np.cos(t) * np.sin(p), np.sin(t)])

    chord = np.sqrt(((unit(t1, p1) - unit(t2, p2)) ** 2).sum(axis=0))
    return 2.0 * np.arcsin(np.clip(chord / 2.0, 0.0, 1.0))


CORPUS.add(
    arc_distance,
    init=_arc_init,
    reference=arc_distance,
    oracle=_arc_ref,
    style="vectorized",
    category="misc",
    presets={
        "small": {"n": 1000},
        "large": {"n": 600_000},
        "alt": {"n": 77},
    },
    rtol=1e-7,
    atol=1e-7,
    description="haversine great-circle distance (sin, cos, power, arctan2, sqrt)",
)


# ------------------------------------------------------------------------------ azimint_naive
# Azimuthal integration: the mean intensity in each of npt equal-width radius bins, with a
# bool mask and np.where in place of boolean indexing.


def azimint_naive(data, radius, npt):
    rmax = np.max(radius)
    edges = np.linspace(0.0, rmax, npt + 1)
    res = np.zeros(npt)
    for i in range(npt):
        r1 = edges[i]
        r2 = edges[i + 1]
        inside = (radius >= r1) & (radius < r2)
        count = np.sum(inside)
        if count > 0:
            res[i] = np.sum(np.where(inside, data, 0.0)) / count
    return res


def _azimint_init(n: int, npt: int) -> tuple[Any, ...]:
    rng = _rng()
    return rng.random(n), 10.0 * rng.random(n), npt


def _azimint_ref(data: np.ndarray, radius: np.ndarray, npt: int) -> np.ndarray:
    edges = np.linspace(0.0, radius.max(), npt + 1)
    b = np.searchsorted(edges, radius, side="right") - 1  # edges[b] <= r < edges[b + 1]
    keep = b < npt  # the maximum radius itself falls outside every half-open bin
    sums = np.bincount(b[keep], weights=data[keep], minlength=npt)
    counts = np.bincount(b[keep], minlength=npt)
    return np.where(counts > 0, sums / np.maximum(counts, 1), 0.0)


CORPUS.add(
    azimint_naive,
    init=_azimint_init,
    reference=azimint_naive,
    oracle=_azimint_ref,
    style="vectorized",
    category="misc",
    presets={
        "small": {"n": 2000, "npt": 16},
        "large": {"n": 400_000, "npt": 100},
        "alt": {"n": 333, "npt": 5},
    },
    description="radial mean in npt bins: bool masks, np.where, np.linspace edges",
)


# ---------------------------------------------------------------------- azimint_naive_indexed
# NPBench's own azimint_naive: the same radial means by boolean indexing and ``.mean()``
# (``data[mask]`` is a compaction, ``.mean()`` a loop over it: fold_compaction's idiom).


def azimint_naive_indexed(data, radius, npt):
    rmax = radius.max()
    res = np.zeros(npt, dtype=np.float64)
    for i in range(npt):
        r1 = rmax * i / npt
        r2 = rmax * (i + 1) / npt
        mask_r12 = (r1 <= radius) & (radius < r2)  # NPBench: np.logical_and
        values_r12 = data[mask_r12]
        res[i] = values_r12.mean()
    return res


def _azimint_indexed_ref(data: np.ndarray, radius: np.ndarray, npt: int) -> np.ndarray:
    rmax = radius.max()
    edges = rmax * np.arange(npt + 1) / npt  # the kernel's own bin edges, bit for bit
    b = np.searchsorted(edges, radius, side="right") - 1  # edges[b] <= r < edges[b + 1]
    keep = b < npt
    sums = np.bincount(b[keep], weights=data[keep], minlength=npt)
    counts = np.bincount(b[keep], minlength=npt)
    with np.errstate(invalid="ignore", divide="ignore"):
        return sums / counts  # an empty bin is NaN, as the mean of nothing is


CORPUS.add(
    azimint_naive_indexed,
    init=_azimint_init,
    reference=azimint_naive_indexed,
    oracle=_azimint_indexed_ref,
    style="vectorized",
    category="misc",
    presets={
        "small": {"n": 2000, "npt": 16},
        "large": {"n": 400_000, "npt": 100},
        "alt": {"n": 333, "npt": 5},
    },
    description="NPBench's azimint_naive: boolean indexing data[mask] and .mean() per bin",
)


# -------------------------------------------------------------------------------------- crc32
# Bitwise (table-free) CRC-32 of every row of a matrix of bytes stored as int32.


def crc32_rows(msgs):
    m, length = msgs.shape
    out = np.zeros(m, dtype=np.int64)
    for r in range(m):
        crc = 0xFFFFFFFF
        for i in range(length):
            crc = crc ^ int(msgs[r, i])
            for _ in range(8):
                if (crc & 1) == 1:
                    crc = (crc >> 1) ^ 0xEDB88320
                else:
                    crc = crc >> 1
        out[r] = crc ^ 0xFFFFFFFF
    return out


def _crc_init(m: int, length: int) -> tuple[Any, ...]:
    return (_rng().integers(0, 256, (m, length)).astype(np.int32),)


def _crc_ref(msgs: np.ndarray) -> np.ndarray:
    rows = msgs.astype(np.uint8)
    return np.array([zlib.crc32(row.tobytes()) for row in rows], dtype=np.int64)


CORPUS.add(
    crc32_rows,
    init=_crc_init,
    reference=_crc_ref,
    style="loops",
    category="misc",
    presets={
        "small": {"m": 4, "length": 100},
        "large": {"m": 4096, "length": 1024},
        "alt": {"m": 3, "length": 37},
    },
    description="bitwise CRC-32 per row (xor, and, shifts on int64; checked against zlib)",
)


# ----------------------------------------------------------------------------------- spmv_csr
# Sparse matrix-vector product y = A @ x with A in CSR form (int64 indptr, int32 indices).


def spmv_csr(indptr, indices, data, x):
    n = indptr.shape[0] - 1
    y = np.zeros(n)
    for i in range(n):
        s = 0.0
        for k in range(indptr[i], indptr[i + 1]):
            s += data[k] * x[indices[k]]
        y[i] = s
    return y


def _spmv_init(n_rows: int, n_cols: int, avg_nnz: int) -> tuple[Any, ...]:
    rng = _rng()
    row_nnz = rng.integers(0, 2 * avg_nnz + 1, n_rows)  # includes empty rows
    indptr = np.zeros(n_rows + 1, dtype=np.int64)
    indptr[1:] = np.cumsum(row_nnz)
    nnz = int(indptr[-1])
    indices = rng.integers(0, n_cols, nnz).astype(np.int32)
    return indptr, indices, rng.random(nnz), rng.random(n_cols)


def _spmv_ref(
    indptr: np.ndarray, indices: np.ndarray, data: np.ndarray, x: np.ndarray
) -> np.ndarray:
    n = indptr.shape[0] - 1
    rows = np.repeat(np.arange(n), np.diff(indptr))
    return np.bincount(rows, weights=data * x[indices], minlength=n)


CORPUS.add(
    spmv_csr,
    init=_spmv_init,
    reference=_spmv_ref,
    style="loops",
    category="misc",
    presets={
        "small": {"n_rows": 300, "n_cols": 250, "avg_nnz": 8},
        "large": {"n_rows": 400_000, "n_cols": 300_000, "avg_nnz": 10},
        "alt": {"n_rows": 41, "n_cols": 67, "avg_nnz": 3},
    },
    description="CSR sparse matrix-vector product (indirect x[indices[k]] reads)",
)


# ------------------------------------------------------------------------------------- horner
# Polynomial evaluation at many points by Horner's rule (coeffs[0] is the leading coefficient).


def horner(coeffs, x):
    y = np.full_like(x, coeffs[0])
    for k in range(1, coeffs.shape[0]):
        y = y * x + coeffs[k]
    return y


def _horner_init(n: int, degree: int) -> tuple[Any, ...]:
    rng = _rng()
    return rng.standard_normal(degree + 1), 2.0 * rng.random(n) - 1.0


def _horner_ref(coeffs: np.ndarray, x: np.ndarray) -> np.ndarray:
    return np.polyval(coeffs, x)


CORPUS.add(
    horner,
    init=_horner_init,
    reference=horner,
    oracle=_horner_ref,
    style="vectorized",
    category="misc",
    presets={
        "small": {"n": 1000, "degree": 8},
        "large": {"n": 2_000_000, "degree": 12},
        "alt": {"n": 33, "degree": 3},
    },
    description="Horner polynomial evaluation on a vector (loop over coefficients)",
)


# -------------------------------------------------------------------------------------- saxpy


def saxpy(a, x, y):
    y += a * x


def _saxpy_init(n: int) -> tuple[Any, ...]:
    rng = _rng()
    return 2.5, rng.random(n).astype(np.float32), rng.random(n).astype(np.float32)


def _saxpy_ref(a: float, x: np.ndarray, y: np.ndarray) -> None:
    y[:] = (a * x.astype(np.float64) + y).astype(np.float32)


CORPUS.add(
    saxpy,
    init=_saxpy_init,
    reference=saxpy,
    oracle=_saxpy_ref,
    style="vectorized",
    category="misc",
    presets={
        "small": {"n": 1000},
        "large": {"n": 10_000_000},
        "alt": {"n": 31},
    },
    # one float32 rounding of a*x plus one of the sum: <= 2 ulp apart from the float64 path
    rtol=3e-7,
    atol=0.0,
    description="float32 y += a*x in place",
)


# ---------------------------------------------------------------------------------------- dot


def dot(x, y):
    s = 0.0
    for i in range(len(x)):
        s += x[i] * y[i]
    return s


def _dot_init(n: int) -> tuple[Any, ...]:
    rng = _rng()
    return rng.random(n), rng.random(n)


def _dot_ref(x: np.ndarray, y: np.ndarray) -> Any:
    return np.dot(x, y)


CORPUS.add(
    dot,
    init=_dot_init,
    reference=_dot_ref,
    style="loops",
    category="misc",
    presets={
        "small": {"n": 20_000},
        "large": {"n": 10_000_000},
        "alt": {"n": 999},
    },
    blas_bound=True,
    description="dot product with a scalar accumulator (sum reduction)",
)


# -------------------------------------------------------------------------------------- norms
# Vector norms of a matrix's entries: L1, L2 (Frobenius), max and RMS, plus the flat index of
# the entry of largest magnitude.


def norms(A):
    a = np.abs(A)
    l1 = np.sum(a)
    l2 = np.sqrt(np.sum(A * A))
    linf = a.max()
    rms = l2 / np.sqrt(A.size)
    where_max = np.argmax(a)
    return l1, l2, linf, rms, where_max


def _norms_init(m: int, n: int) -> tuple[Any, ...]:
    return (_rng().standard_normal((m, n)),)


def _norms_ref(A: np.ndarray) -> tuple[Any, ...]:
    flat = A.ravel()
    l2 = np.linalg.norm(flat)
    return (
        np.linalg.norm(flat, 1),
        l2,
        np.linalg.norm(flat, np.inf),
        l2 / np.sqrt(flat.size),
        np.argmax(np.abs(flat)),
    )


CORPUS.add(
    norms,
    init=_norms_init,
    reference=norms,
    oracle=_norms_ref,
    style="vectorized",
    category="misc",
    presets={
        "small": {"m": 30, "n": 40},
        "large": {"m": 2000, "n": 2000},
        "alt": {"m": 7, "n": 3},
    },
    description="L1/L2/Linf/RMS norms and argmax of abs(A) (.size, reductions, tuple return)",
)


# --------------------------------------------------------------------------------- clip_where
# Data cleaning: NaNs become 0, values are clipped to [lo, hi] and soft-thresholded; also
# returns how many entries were valid.


def clip_where(x, lo, hi, thresh):
    valid = ~np.isnan(x)
    y = np.where(valid, x, 0.0)
    y = np.clip(y, lo, hi)
    shrunk = np.sign(y) * np.maximum(np.abs(y) - thresh, 0.0)
    return shrunk, np.sum(valid)


def _clip_init(m: int, n: int) -> tuple[Any, ...]:
    rng = _rng()
    x = 3.0 * rng.standard_normal((m, n))
    x[rng.random((m, n)) < 0.05] = np.nan
    return x, -4.0, 5.0, 0.5


def _clip_ref(x: np.ndarray, lo: float, hi: float, thresh: float) -> tuple[Any, Any]:
    y = np.minimum(np.maximum(np.nan_to_num(x, nan=0.0), lo), hi)
    shrunk = np.where(y > thresh, y - thresh, np.where(y < -thresh, y + thresh, 0.0))
    return shrunk, np.count_nonzero(~np.isnan(x))


CORPUS.add(
    clip_where,
    init=_clip_init,
    reference=clip_where,
    oracle=_clip_ref,
    style="vectorized",
    category="misc",
    presets={
        "small": {"m": 40, "n": 50},
        "large": {"m": 1500, "n": 1500},
        "alt": {"m": 3, "n": 19},
    },
    description="NaN cleanup, clipping and soft threshold (isnan, ~, where, clip, sign)",
)


# ------------------------------------------------------------------------------ black_scholes
# European call and put prices. The normal CDF uses the Abramowitz-Stegun 26.2.17 polynomial
# (absolute error < 7.5e-8), so no erf is needed.


def _norm_cdf(x):
    t = 1.0 / (1.0 + 0.2316419 * np.abs(x))
    poly = t * (
        0.319381530 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429)))
    )
    tail = 0.3989422804014327 * np.exp(-0.5 * x * x) * poly
    return np.where(x >= 0.0, 1.0 - tail, tail)


def black_scholes(S, K, T, r, sigma):
    sqrt_t = np.sqrt(T)
    d1 = (np.log(S / K) + (r + 0.5 * sigma * sigma) * T) / (sigma * sqrt_t)
    d2 = d1 - sigma * sqrt_t
    disc = K * np.exp(-r * T)
    call = S * _norm_cdf(d1) - disc * _norm_cdf(d2)
    put = disc * _norm_cdf(-d2) - S * _norm_cdf(-d1)
    return call, put


def _bs_init(n: int) -> tuple[Any, ...]:
    rng = _rng()
    S = 50.0 + 100.0 * rng.random(n)
    K = S * (0.7 + 0.6 * rng.random(n))
    T = 0.1 + 2.0 * rng.random(n)
    sigma = 0.1 + 0.4 * rng.random(n)
    return S, K, T, 0.03, sigma


CORPUS.add(
    black_scholes,
    init=_bs_init,
    reference=black_scholes,
    style="vectorized",
    category="misc",
    presets={
        "small": {"n": 2000},
        "large": {"n": 1_000_000},
        "alt": {"n": 71},
    },
    description="Black-Scholes call/put with a polynomial normal CDF (helper, exp/log/sqrt)",
)


# ------------------------------------------------------------------------------- game_of_life
# Conway's game of life on a bool board with dead borders: neighbour counts (int32) from eight
# shifted slice additions, then the birth/survival rule with & and |. Updates board in place.


def game_of_life(board, steps):
    h, w = board.shape
    for _ in range(steps):
        n = np.zeros((h, w), dtype=np.int32)
        n[1:, :] += board[:-1, :]
        n[:-1, :] += board[1:, :]
        n[:, 1:] += board[:, :-1]
        n[:, :-1] += board[:, 1:]
        n[1:, 1:] += board[:-1, :-1]
        n[1:, :-1] += board[:-1, 1:]
        n[:-1, 1:] += board[1:, :-1]
        n[:-1, :-1] += board[1:, 1:]
        board[:] = (n == 3) | (board & (n == 2))


def _life_init(h: int, w: int, steps: int) -> tuple[Any, ...]:
    return _rng().random((h, w)) < 0.3, steps


def _life_ref(board: np.ndarray, steps: int) -> None:
    h, w = board.shape
    for _ in range(steps):
        padded = np.pad(board.astype(np.int64), 1)
        total = sum(
            padded[1 + di : 1 + di + h, 1 + dj : 1 + dj + w]
            for di in (-1, 0, 1)
            for dj in (-1, 0, 1)
        )
        neighbours = total - board
        board[:] = (neighbours == 3) | ((neighbours == 2) & board)


CORPUS.add(
    game_of_life,
    init=_life_init,
    reference=game_of_life,
    oracle=_life_ref,
    style="vectorized",
    category="misc",
    presets={
        "small": {"h": 30, "w": 40, "steps": 10},
        "large": {"h": 1000, "w": 1000, "steps": 8},
        "alt": {"h": 9, "w": 7, "steps": 3},
    },
    description="game of life steps on a bool board (int32 counts, shifted slices, bitwise &/or)",
)


# ----------------------------------------------------------------------------------- interp1d
# Linear interpolation from a uniform grid x0 + dx * arange(n) (values fp), clamped at the
# ends: floor to a cell index, then gather fp[idx] and fp[idx + 1].


def interp_uniform(xq, x0, dx, fp):
    n = fp.shape[0]
    t = (xq - x0) / dx
    idx = np.clip(np.floor(t).astype(np.int64), 0, n - 2)
    frac = np.clip(t - idx, 0.0, 1.0)
    return fp[idx] * (1.0 - frac) + fp[idx + 1] * frac


def _interp_init(n_query: int, n_grid: int) -> tuple[Any, ...]:
    rng = _rng()
    x0, dx = -1.0, 0.05
    span = dx * (n_grid - 1)
    xq = x0 - 0.1 * span + 1.2 * span * rng.random(n_query)
    return xq, x0, dx, np.sin(3.0 * (x0 + dx * np.arange(n_grid)))


def _interp_ref(xq: np.ndarray, x0: float, dx: float, fp: np.ndarray) -> np.ndarray:
    return np.interp(xq, x0 + dx * np.arange(fp.shape[0]), fp)


CORPUS.add(
    interp_uniform,
    init=_interp_init,
    reference=interp_uniform,
    oracle=_interp_ref,
    style="vectorized",
    category="misc",
    presets={
        "small": {"n_query": 2000, "n_grid": 100},
        "large": {"n_query": 1_000_000, "n_grid": 10_000},
        "alt": {"n_query": 57, "n_grid": 9},
    },
    rtol=1e-9,
    atol=1e-12,
    description="uniform-grid linear interpolation (floor, astype, integer-array gathers)",
)
