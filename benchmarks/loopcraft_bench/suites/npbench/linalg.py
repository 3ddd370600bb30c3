"""Linear algebra (NPBench's PolyBench-derived BLAS kernels) in whole-array NumPy.

k2mm, k3mm, bicg, gesummv and syr2k are the corpus kernels; the others are written here from
the kernels' definitions. Triangular and symmetric kernels work one row at a time with slices
and matrix-vector products, as NumPy users write them.
"""

from __future__ import annotations

from typing import Any

from .suite import add, reuse, rng

_CAT = "linear-algebra"
_SEED = 6101

reuse("2mm", name="k2mm", category=_CAT, presets={
    "XS": {"ni": 7, "nj": 13, "nk": 5, "nl": 9},
    "S": {"ni": 460, "nj": 520, "nk": 630, "nl": 680},
    "M": {"ni": 1120, "nj": 1260, "nk": 1500, "nl": 1620},
})
reuse("3mm", name="k3mm", category=_CAT, presets={
    "XS": {"ni": 5, "nj": 9, "nk": 7, "nl": 3, "nm": 11},
    "S": {"ni": 360, "nj": 410, "nk": 460, "nl": 500, "nm": 550},
    "M": {"ni": 1020, "nj": 1120, "nk": 1200, "nl": 1290, "nm": 1390},
})
reuse("bicg", name="bicg", category=_CAT, presets={
    "XS": {"m": 23, "n": 17},
    "S": {"m": 4000, "n": 3600},
    "M": {"m": 12000, "n": 11000},
})
reuse("gesummv", name="gesummv", category=_CAT, presets={
    "XS": {"n": 27},
    "S": {"n": 3500},
    "M": {"n": 11000},
})
reuse("syr2k", name="syr2k", category=_CAT, presets={
    "XS": {"n": 21, "m": 8},
    "S": {"n": 620, "m": 540},
    "M": {"n": 1280, "m": 1140},
})


# --------------------------------------------------------------------------------------- gemm
# C = alpha * A @ B + beta * C, in place.


def gemm(alpha, beta, C, A, B):
    C[:] = alpha * A @ B + beta * C


def _gemm_init(ni: int, nj: int, nk: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return 1.5, 1.2, g.random((ni, nj)), g.random((ni, nk)), g.random((nk, nj))


add(gemm, name="gemm", category=_CAT, init=_gemm_init, presets={
    "XS": {"ni": 11, "nj": 13, "nk": 7},
    "S": {"ni": 630, "nj": 690, "nk": 760},
    "M": {"ni": 1420, "nj": 1560, "nk": 1700},
}, description="C = alpha*A@B + beta*C in place")


# ------------------------------------------------------------------------------------- gemver
# Rank-2 update of A, then two matrix-vector products.


def gemver(alpha, beta, A, u1, v1, u2, v2, w, x, y, z):
    A += u1[:, None] * v1[None, :] + u2[:, None] * v2[None, :]
    x += beta * (y @ A) + z
    w += alpha * (A @ x)


def _gemver_init(n: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    vecs = [g.random(n) for _ in range(8)]
    return 1.5, 1.2, g.random((n, n)), *vecs[:4], *vecs[4:]


add(gemver, name="gemver", category=_CAT, init=_gemver_init, presets={
    "XS": {"n": 19},
    "S": {"n": 1200},
    "M": {"n": 3900},
}, description="A += u1 v1^T + u2 v2^T; x += beta*A^T@y + z; w += alpha*A@x")


# --------------------------------------------------------------------------------------- atax


def atax(A, x):
    return (A @ x) @ A


def _atax_init(m: int, n: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return g.random((m, n)), g.random(n)


add(atax, name="atax", category=_CAT, init=_atax_init, presets={
    "XS": {"m": 17, "n": 23},
    "S": {"m": 3700, "n": 4200},
    "M": {"m": 11900, "n": 13100},
}, description="y = A.T @ (A @ x)")


# ---------------------------------------------------------------------------------------- mvt


def mvt(x1, x2, y1, y2, A):
    x1 += A @ y1
    x2 += y2 @ A


def _mvt_init(n: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return g.random(n), g.random(n), g.random(n), g.random(n), g.random((n, n))


add(mvt, name="mvt", category=_CAT, init=_mvt_init, presets={
    "XS": {"n": 21},
    "S": {"n": 4300},
    "M": {"n": 12000},
}, description="x1 += A@y1 and x2 += A.T@y2")


# --------------------------------------------------------------------------------------- syrk
# Lower triangle of C = alpha * A @ A.T + beta * C, one row at a time.


def syrk(alpha, beta, C, A):
    for i in range(C.shape[0]):
        C[i, : i + 1] = beta * C[i, : i + 1] + alpha * (A[: i + 1, :] @ A[i, :])


def _syrk_init(n: int, m: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return 1.5, 1.2, g.random((n, n)), g.random((n, m))


add(syrk, name="syrk", category=_CAT, init=_syrk_init, presets={
    "XS": {"n": 13, "m": 7},
    "S": {"n": 480, "m": 380},
    "M": {"n": 1000, "m": 880},
}, description="lower triangle of C = alpha*A@A.T + beta*C, row by row")


# --------------------------------------------------------------------------------------- symm
# C = alpha * S @ B + beta * C where S is symmetric and only its lower triangle (of A) is read.


def symm(alpha, beta, C, A, B):
    for i in range(C.shape[0]):
        row = A[i, : i + 1] @ B[: i + 1, :] + A[i + 1 :, i] @ B[i + 1 :, :]
        C[i, :] = beta * C[i, :] + alpha * row


def _symm_init(m: int, n: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return 1.5, 1.2, g.random((m, n)), g.random((m, m)), g.random((m, n))


add(symm, name="symm", category=_CAT, init=_symm_init, presets={
    "XS": {"m": 11, "n": 9},
    "S": {"m": 370, "n": 440},
    "M": {"m": 700, "n": 800},
}, description="C = alpha*S@B + beta*C, S symmetric given by the lower triangle of A")


# --------------------------------------------------------------------------------------- trmm
# B = alpha * L.T @ B with L unit lower triangular (lower triangle of A), in place; row i only
# reads the rows below it, which are still unmodified when processed top-down.


def trmm(alpha, A, B):
    for i in range(B.shape[0]):
        B[i, :] = alpha * (B[i, :] + A[i + 1 :, i] @ B[i + 1 :, :])


def _trmm_init(m: int, n: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return 1.5, g.random((m, m)), g.random((m, n))


add(trmm, name="trmm", category=_CAT, init=_trmm_init, presets={
    "XS": {"m": 11, "n": 9},
    "S": {"m": 450, "n": 540},
    "M": {"m": 950, "n": 1080},
}, description="B = alpha*L.T@B, L unit lower triangular, row by row in place")


# ------------------------------------------------------------------------------------ doitgen
# Multiresolution analysis kernel: every (r, q) row of the 3-D array times C4.


def doitgen(A, C4):
    for r in range(A.shape[0]):
        A[r, :, :] = A[r, :, :] @ C4


def _doitgen_init(nr: int, nq: int, np_: int) -> tuple[Any, ...]:
    g = rng(_SEED)
    return g.random((nr, nq, np_)), g.random((np_, np_))


add(doitgen, name="doitgen", category=_CAT, init=_doitgen_init, presets={
    "XS": {"nr": 5, "nq": 4, "np_": 6},
    "S": {"nr": 120, "nq": 120, "np_": 128},
    "M": {"nr": 256, "nq": 240, "np_": 256},
}, description="A[r] = A[r] @ C4 for every r (3-D tensor times matrix)")
