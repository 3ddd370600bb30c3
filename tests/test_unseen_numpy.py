"""NumPy written the way scientists and ML engineers write it, compiled and compared with NumPy.

These kernels were written for this file without looking at the other suites: everyday idioms
(normalization, softmax, gathers, einsum, scans, masks, compaction, Python integer semantics,
float32 pipelines, stacking, small helper functions). Each runs under NumPy and through
``loopcraft.jit`` on the same random inputs, at several shapes including size 1 and odd sizes,
and must agree in values, dtype and shape (and in the arguments after the call). What loopcraft
does not support must fail with a clear ``UnsupportedSyntaxError`` pointing at the line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import loopcraft
from loopcraft.errors import UnsupportedSyntaxError

TOL = {
    np.dtype(np.float64): dict(rtol=1e-10, atol=1e-12),
    np.dtype(np.float32): dict(rtol=2e-5, atol=1e-5),
}


#: float64 results computed from float32 intermediates: one float32 rounding difference (powf
#: vs a product) is amplified by cancellation (``1 + tanh(..)`` near -1)
LOOSE = {"gelu_tanh": dict(rtol=1e-5, atol=1e-7)}


def _same(got: Any, exp: Any, where: str = "result", tol: dict | None = None) -> None:
    if isinstance(exp, tuple):
        assert isinstance(got, tuple) and len(got) == len(exp), f"{where}: {got!r}"
        for k, (g, e) in enumerate(zip(got, exp, strict=True)):
            _same(g, e, f"{where}[{k}]", tol)
        return
    g, e = np.asarray(got), np.asarray(exp)
    assert g.shape == e.shape, f"{where}: shape {g.shape} != NumPy's {e.shape}"
    assert g.dtype == e.dtype, f"{where}: dtype {g.dtype} != NumPy's {e.dtype}"
    if e.dtype.kind == "f":
        np.testing.assert_allclose(g, e, equal_nan=True, err_msg=where, **(tol or TOL[e.dtype]))
    else:
        np.testing.assert_array_equal(g, e, err_msg=where)


def _f(r: np.random.Generator, *shape: int, dtype: Any = np.float64) -> np.ndarray:
    return (r.standard_normal(shape) * 2.0).astype(dtype)


def _i(r: np.random.Generator, *shape: int, lo: int = -20, hi: int = 21,
       dtype: Any = np.int64) -> np.ndarray:
    return r.integers(lo, hi, size=shape).astype(dtype)


# ============================================================================ kernels


def where_above_row_threshold(x, t):
    return np.where(x > t[:, None], x, 0.0)


def standardize_clip(x):
    z = (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-8)
    return np.clip(z, -2.5, 2.5)


def running_max_of_rows(a):
    return np.maximum.reduce(a, axis=0), np.minimum.reduce(a, axis=1)


def center_and_scale_rows(a):
    c = a - a.mean(axis=1, keepdims=True)
    return c / np.abs(c).max(axis=-1, keepdims=True)


def best_class(scores):
    return np.argmax(scores, axis=1), np.argmin(scores, axis=0), scores.argmax()


def scans(a):
    return np.cumsum(a, axis=0), np.cumprod(1.0 + 0.1 * a, axis=1), a.cumsum()


def embedding_lookup(table, ids):
    e = table[ids]
    return e * 2.0, table[ids, 0], table[ids[::-1], 1:]


def einsum_forms(a, b, x, batch_a, batch_b):
    return (np.einsum("ij,jk->ik", a, b), np.einsum("i,i->", x, x),
            np.einsum("ij->ji", a), np.einsum("bij,bjk->bik", batch_a, batch_b))


def row_norms(x):
    return np.linalg.norm(x, axis=1), np.linalg.norm(x), np.linalg.norm(x, axis=0)


def normalized_outer(u, v):
    return np.outer(u, v) / np.linalg.norm(u)


def gelu_tanh(x):
    return 0.5 * x * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (x + 0.044715 * x ** 3)))


def float32_pipeline(x, w):
    y = x * 2.0 + 1
    h = np.exp(-y * y) @ w
    return y, h, y.sum(), y.mean(axis=0), np.float32(0.5) * h


def int_bool_mix(a, m):
    pos = (a > 0).astype(np.int32)
    return a * m + m.sum(), pos + a, m & (a < 5), np.count_nonzero(m), np.sum(m, axis=0)


def alloc_forms(n):
    idx = np.arange(n)
    grid = np.linspace(0.0, 1.0, n)
    f = np.full((n, 2), 3.5)
    z = np.zeros_like(grid)
    e = np.empty_like(f)
    e[:] = 1.0
    return idx * 2, grid, f + e, z + idx, np.arange(1, n, 2, dtype=np.float64)


def reshape_forms(a, c):
    flat = a.ravel()
    pairs = flat.reshape(-1, 2)
    return pairs.T, np.swapaxes(c, 0, 2), a.T @ a, np.transpose(c, (1, 0, 2)), flat[::-1]


def negative_steps(a):
    return a[::-2], a[::-1, 1::2], a[-1:0:-1, :]


def stacking(a, b):
    return (np.concatenate([a, b]), np.concatenate((a, b), axis=1), np.stack([a, b]),
            np.stack([a, b], axis=-1), np.vstack([a, b]), np.hstack([a, b]))


def smooth_in_place(a):
    a[1:-1] += 0.25 * (a[:-2] - 2.0 * a[1:-1] + a[2:])
    a[::2] *= 2.0
    a[-1] = a[0]
    return a.sum()


def newton_sqrt(x):
    g = x / 2.0 + 1.0
    it = 0
    while abs(g * g - x) > 1e-12 * x and it < 100:
        g = 0.5 * (g + x / g)
        it += 1
    return g, it


def _squared_distance(a, b):
    d = a - b
    return np.sum(d * d, axis=-1)


_squared_distance_jit = loopcraft.jit(_squared_distance)


def nearest_center(points, centers):
    d = _squared_distance_jit(points[:, None, :], centers[None, :, :])
    return np.argmin(d, axis=1), d.min(axis=1)


def summary_stats(x):
    n = x.shape[0]
    return x.mean(), x.std(), n, x.max() - x.min()


def dot_forms(a, b, v):
    return np.dot(a, b), a.dot(b) + 1.0, np.dot(a, v), v @ a.T @ v


def batched_matmul(a, b):
    return a @ b, np.matmul(a, b[0])


def softmax_logsumexp(x):
    m = np.max(x, axis=-1, keepdims=True)
    e = np.exp(x - m)
    p = e / e.sum(axis=-1, keepdims=True)
    lse = m[:, 0] + np.log(np.sum(e, axis=-1))
    return p, lse


def nan_cleanup(x):
    bad = np.isnan(x) | ~np.isfinite(x)
    clean = np.where(bad, 0.0, x)
    return clean, bad.sum(), np.all(np.isfinite(clean)), np.any(x > 3.0), bad.any(axis=0)


def rounding(x):
    return np.round(x), np.floor(x), np.ceil(x), np.trunc(x), x.round(), np.rint(x * 10) / 10


def python_int_semantics(a, b):
    return a % 3, a % -3, a // 4, -a // 4, np.mod(a, b), a // b, np.fmod(a, b)


def python_float_mod(x, y):
    return x % 1.5, x % -1.5, x // 0.75, np.mod(x, y), np.floor_divide(x, y)


def scalar_int_semantics(n, k):
    s = 0
    for i in range(-n, n):
        s += (i % k) * 10 + (i // k)
    return s, -7 // 2, -7 % 2, n % -k


def int_math(a):
    return np.sqrt(a), a / 2, np.abs(a), a ** 2, np.exp(a * 0.1), np.mean(a), a.max(axis=0)


def int32_reductions(a):
    return a.sum(), a.max(), np.sum(a, axis=0), a.prod(axis=1), np.cumsum(a), a.mean(axis=1)


def bool_logic(p, q):
    return (np.logical_and(p, q), ~p, p ^ q, np.logical_xor(p, q), np.cumsum(p),
            p.sum(axis=1), (p | q).all(axis=0))


def compact_positive(x):
    return x[x > 0], np.flatnonzero(x > 0)


def mandelbrot_escape(cr, ci, maxiter):
    idx = np.arange(cr.shape[0])
    zr = np.zeros_like(cr)
    zi = np.zeros_like(ci)
    counts = np.zeros(cr.shape[0], dtype=np.int64)
    for n in range(maxiter):
        zr, zi = zr * zr - zi * zi + cr, 2.0 * zr * zi + ci
        out = zr * zr + zi * zi > 4.0
        counts[idx[out]] = n + 1
        keep = ~out
        idx, zr, zi, cr, ci = idx[keep], zr[keep], zi[keep], cr[keep], ci[keep]
    return counts


def nonzero_coords(a):
    rows, cols = np.nonzero(a > 0.5)
    return rows, cols, a[a > 0.5], a[a > 0.5].sum()


def select_rows(x, keep):
    return x[keep], x[keep].mean(axis=0)


def var_ddof(x):
    return np.var(x, ddof=1), x.std(axis=0, ddof=1), np.var(x, axis=1)


def axis_tuple_sum(a):
    return a.sum(axis=(0, 2)), np.mean(a, axis=(1, 2)), a.max(axis=(0, 1), keepdims=True)


def sorted_ranks(x):
    order = np.argsort(x)
    return np.sort(x), order, x[order]


def axis_moves(c):
    return np.swapaxes(c, 0, 2), np.moveaxis(c, 0, -1), c.swapaxes(1, 2), np.moveaxis(c, -1, 0)


def squeeze_named(a):
    return np.squeeze(a, axis=1), a.squeeze(1) * 2.0, np.atleast_2d(a[:, 0, 0])


def squeeze_all(a):
    return np.squeeze(a)


def top_k_rows(x, k):
    order = np.argsort(x, axis=1)
    top = np.take_along_axis(x, order[:, -k:], axis=1)
    return order, top, np.argsort(x[0]), x.argsort(axis=0), np.sort(x, axis=1)[:, ::-1]


def take_and_broadcast(table, ids, row):
    return (np.take(table, ids, axis=0), np.take(table, 1), np.take(table[0], ids),
            np.broadcast_to(row, (3, row.shape[0])) + 0.0, np.column_stack([row, row * 2]))


def einsum_implicit(a, b, v):
    return (np.einsum("ij,jk", a, b), np.einsum("ii", a @ b.T), np.einsum("ij,ij->i", a, a),
            np.einsum("i,j->ij", v, v), np.einsum("ii->i", a @ a.T))


def reset_cluster_rows(X, labels, k):
    X[labels == k] = 0.0
    X[labels > k] *= 2.0
    X[labels < 0] = X[labels < 0] - 1.0
    return X.sum(axis=0)


def mask_selection_into_slice(x, m):
    out = np.zeros(x.shape[0])
    n = np.count_nonzero(m)
    out[:n] = x[m]
    y = x[m]
    y[0] = 100.0  # the selection is a copy: x is untouched
    return out, x[m].shape[0], x[m].astype(np.int64), -x[m][::-1]


def sqrt_where_positive(x, y):
    x[x > 0] = np.sqrt(x[x > 0])
    y[y < 0] += np.arange(np.count_nonzero(y < 0)) * 1.0
    y[y > 1] = y[y > 1][::-1]
    return x, y


def mask_length_mismatch(x, m):
    return x[m]


def store_through_other_mask(a, b):
    a[a > 0] = b[b > 0]
    return a


def store_array_through_mask(a, b):
    a[a > 0] = b


def unique_values(a):
    return np.unique(a)


# ============================================================================ cases

Make = Callable[[np.random.Generator], tuple]

CASES: list[tuple[Callable, list[Make]]] = [
    (where_above_row_threshold, [lambda r: (_f(r, 5, 3), _f(r, 5)),
                                 lambda r: (_f(r, 1, 1), _f(r, 1))]),
    (standardize_clip, [lambda r: (_f(r, 7, 3),), lambda r: (_f(r, 2, 1),)]),
    (running_max_of_rows, [lambda r: (_f(r, 4, 5),), lambda r: (_i(r, 1, 3),)]),
    (center_and_scale_rows, [lambda r: (_f(r, 3, 6),), lambda r: (_f(r, 5, 2, dtype=np.float32),)]),
    (best_class, [lambda r: (_f(r, 6, 4),), lambda r: (_i(r, 1, 1),), lambda r: (_i(r, 3, 7),)]),
    (scans, [lambda r: (_f(r, 4, 3),), lambda r: (_f(r, 1, 5, dtype=np.float32),)]),
    (embedding_lookup, [lambda r: (_f(r, 10, 4), _i(r, 7, lo=-10, hi=10)),
                        lambda r: (_f(r, 1, 2), _i(r, 3, lo=0, hi=1))]),
    (einsum_forms, [lambda r: (_f(r, 3, 4), _f(r, 4, 5), _f(r, 7), _f(r, 2, 3, 4), _f(r, 2, 4, 2)),
                    lambda r: (_f(r, 1, 1), _f(r, 1, 3), _f(r, 1), _f(r, 1, 1, 1),
                               _f(r, 1, 1, 1))]),
    (row_norms, [lambda r: (_f(r, 5, 3),), lambda r: (_f(r, 1, 1, dtype=np.float32),)]),
    (normalized_outer, [lambda r: (_f(r, 5), _f(r, 3)), lambda r: (_f(r, 1), _f(r, 1))]),
    (gelu_tanh, [lambda r: (_f(r, 9),), lambda r: (_f(r, 3, 5, dtype=np.float32),)]),
    (float32_pipeline, [lambda r: (_f(r, 5, 3, dtype=np.float32), _f(r, 3, 4, dtype=np.float32)),
                        lambda r: (_f(r, 1, 1, dtype=np.float32),
                                   _f(r, 1, 1, dtype=np.float32))]),
    (int_bool_mix, [lambda r: (_i(r, 4, 5), r.random((4, 5)) < 0.5),
                    lambda r: (_i(r, 1, 1), np.ones((1, 1), dtype=bool))]),
    (alloc_forms, [lambda r: (7,), lambda r: (1,), lambda r: (2,)]),
    (reshape_forms, [lambda r: (_f(r, 4, 3), _f(r, 2, 3, 5)), lambda r: (_f(r, 2, 1),
                                                                        _f(r, 1, 1, 1))]),
    (negative_steps, [lambda r: (_f(r, 7, 5),), lambda r: (_f(r, 1, 1),),
                      lambda r: (_f(r, 2, 4),)]),
    (stacking, [lambda r: (_f(r, 3, 2), _f(r, 3, 2)), lambda r: (_i(r, 1, 1), _i(r, 1, 1))]),
    (smooth_in_place, [lambda r: (_f(r, 9),), lambda r: (_f(r, 2),), lambda r: (_f(r, 3),)]),
    (newton_sqrt, [lambda r: (2.0,), lambda r: (1e6,), lambda r: (0.25,)]),
    (nearest_center, [lambda r: (_f(r, 8, 3), _f(r, 4, 3)), lambda r: (_f(r, 1, 2), _f(r, 1, 2))]),
    (summary_stats, [lambda r: (_f(r, 11),), lambda r: (_i(r, 1),)]),
    (dot_forms, [lambda r: (_f(r, 4, 4), _f(r, 4, 4), _f(r, 4)),
                 lambda r: (_f(r, 1, 1), _f(r, 1, 1), _f(r, 1))]),
    (batched_matmul, [lambda r: (_f(r, 3, 2, 4), _f(r, 3, 4, 5)),
                      lambda r: (_f(r, 1, 1, 1), _f(r, 1, 1, 1))]),
    (softmax_logsumexp, [lambda r: (_f(r, 4, 7),), lambda r: (_f(r, 1, 1, dtype=np.float32),)]),
    (nan_cleanup, [lambda r: (np.where(_f(r, 5, 4) > 1.5, np.nan, _f(r, 5, 4)),),
                   lambda r: (np.array([[np.inf, -np.inf, 1.0]]),),
                   lambda r: (np.full((1, 1), np.nan),)]),
    (rounding, [lambda r: (_f(r, 13) * 3,), lambda r: (np.array([0.5, 1.5, 2.5, -0.5, -1.5]),),
                lambda r: (_f(r, 2, 3, dtype=np.float32),)]),
    (python_int_semantics, [lambda r: (_i(r, 12), _i(r, 12, lo=1, hi=5) * r.choice([-1, 1], 12)),
                            lambda r: (_i(r, 3, 4, dtype=np.int32),
                                       _i(r, 3, 4, lo=1, hi=6, dtype=np.int32))]),
    (python_float_mod, [lambda r: (_f(r, 9), _f(r, 9) + 5.0), lambda r: (_f(r, 1), -_f(r, 1) ** 2
                                                                        - 0.5)]),
    (scalar_int_semantics, [lambda r: (5, 3), lambda r: (1, 1), lambda r: (7, 4)]),
    (int_math, [lambda r: (_i(r, 6, lo=0),), lambda r: (_i(r, 3, 1, lo=0, dtype=np.int32),)]),
    (int32_reductions, [lambda r: (_i(r, 4, 3, lo=-3, hi=4, dtype=np.int32),),
                        lambda r: (_i(r, 1, 1, dtype=np.int32),)]),
    (bool_logic, [lambda r: (r.random((3, 4)) < 0.5, r.random((3, 4)) < 0.5),
                  lambda r: (np.ones((1, 1), bool), np.zeros((1, 1), bool))]),
    (var_ddof, [lambda r: (_f(r, 6, 3),), lambda r: (_f(r, 2, 2, dtype=np.float32),)]),
    (axis_tuple_sum, [lambda r: (_f(r, 2, 3, 4),), lambda r: (_i(r, 1, 1, 1),)]),
    (sorted_ranks, [lambda r: (_f(r, 9),), lambda r: (_f(r, 1),)]),
    (axis_moves, [lambda r: (_f(r, 2, 3, 4),), lambda r: (_i(r, 1, 1, 3),)]),
    (squeeze_named, [lambda r: (_f(r, 4, 1, 3),), lambda r: (_f(r, 1, 1, 1),)]),
    (top_k_rows, [lambda r: (_f(r, 5, 6), 3), lambda r: (_f(r, 1, 1), 1),
                  lambda r: (_f(r, 3, 17, dtype=np.float32), 4)]),
    (take_and_broadcast, [lambda r: (_f(r, 6, 3), _i(r, 4, lo=-3, hi=3), _f(r, 5)),
                          lambda r: (_f(r, 1, 2), _i(r, 1, lo=0, hi=1), _f(r, 1))]),
    (einsum_implicit, [lambda r: (_f(r, 3, 3), _f(r, 3, 3), _f(r, 4)),
                       lambda r: (_f(r, 1, 1), _f(r, 1, 1), _f(r, 1))]),
    (reset_cluster_rows, [lambda r: (_f(r, 7, 3), _i(r, 7, lo=-1, hi=3), 1),
                          lambda r: (_f(r, 1, 1), _i(r, 1, lo=0, hi=1), 0)]),
    (mask_selection_into_slice, [lambda r: (_f(r, 8), np.arange(8) % 3 != 1),
                                 lambda r: (_f(r, 1), np.ones(1, bool))]),
    (sqrt_where_positive, [lambda r: (_f(r, 9), _f(r, 11)), lambda r: (_f(r, 1), _f(r, 1)),
                           lambda r: (-np.ones(3), np.full(2, 3.0))]),
    (compact_positive, [lambda r: (_f(r, 13),), lambda r: (-np.ones(3),), lambda r: (_f(r, 1),)]),
    (mandelbrot_escape, [lambda r: (np.linspace(-2.0, 0.6, 17), np.linspace(-1.2, 1.2, 17), 12),
                         lambda r: (np.zeros(1), np.zeros(1), 3)]),
    (nonzero_coords, [lambda r: (r.random((4, 5)),), lambda r: (np.zeros((1, 1)),)]),
    (select_rows, [lambda r: (_f(r, 6, 3), r.random(6) < 0.5),
                   lambda r: (_f(r, 1, 2), np.ones(1, bool))]),
]

#: kernels loopcraft rejects, and a word of the message it must give
UNSUPPORTED: list[tuple[Callable, Make, str]] = [
    (unique_values, lambda r: (_i(r, 9),), "np.unique"),
    (squeeze_all, lambda r: (_f(r, 3, 1),), "axis="),
]


def _ids(cases: list) -> list[str]:
    return [c[0].__name__ for c in cases]


def _copy(args: tuple) -> tuple:
    return tuple(a.copy() if isinstance(a, np.ndarray) else a for a in args)


@pytest.mark.parametrize("func,makers", CASES, ids=_ids(CASES))
def test_matches_numpy(func: Callable, makers: list[Make]) -> None:
    compiled = loopcraft.jit(func)
    for k, make in enumerate(makers):
        args = make(np.random.default_rng(100 + k))
        mine = _copy(args)
        expected = func(*args)
        got = compiled(*mine)
        _same(got, expected, f"{func.__name__} inputs #{k}", LOOSE.get(func.__name__))
        for j, (a, b) in enumerate(zip(mine, args, strict=True)):
            if isinstance(b, np.ndarray):
                _same(a, b, f"{func.__name__} inputs #{k}: argument {j} after the call")


def test_mask_of_another_length_is_numpys_index_error() -> None:
    x, m = np.ones(4), np.ones(3, dtype=bool)
    with pytest.raises(IndexError):
        mask_length_mismatch(x, m)
    with pytest.raises(IndexError, match="boolean index did not match"):
        loopcraft.jit(mask_length_mismatch)(x, m)


def test_stores_of_arrays_through_masks_follow_numpy() -> None:
    a, b = np.arange(4.0) - 1.0, np.arange(4.0) - 2.0  # two positive elements each
    _same(loopcraft.jit(store_through_other_mask)(a.copy(), b.copy()),
          store_through_other_mask(a.copy(), b.copy()))
    b = np.arange(3.0)  # three values for two selected elements
    with pytest.raises(ValueError):
        store_array_through_mask(a.copy(), b)
    with pytest.raises(ValueError, match="boolean array indexing assignment"):
        loopcraft.jit(store_array_through_mask)(a.copy(), b)


@pytest.mark.parametrize("func,make,word", UNSUPPORTED, ids=_ids(UNSUPPORTED))
def test_unsupported_is_a_clear_error(func: Callable, make: Make, word: str) -> None:
    with pytest.raises(UnsupportedSyntaxError) as info:
        loopcraft.jit(func)(*make(np.random.default_rng(0)))
    err = info.value
    text = str(err)
    assert word in text
    assert err.filename.endswith("test_unseen_numpy.py")
    assert err.lineno and err.source_line.strip()
    assert "^" in text
