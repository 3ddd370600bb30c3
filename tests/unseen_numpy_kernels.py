"""Everyday NumPy kernels for ``test_unseen_numpy.py``, written for it without looking at the
other suites (normalization, softmax, gathers, einsum, scans, masks and compaction, Python
integer semantics, float32 pipelines, stacking, helpers). Kept apart from the test file so that
each stays short; the kernels live at module level because loopcraft compiles from source.
"""

from __future__ import annotations

import numpy as np

import loopcraft

# ============================================================================ first sweep


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
    return (
        np.einsum("ij,jk->ik", a, b),
        np.einsum("i,i->", x, x),
        np.einsum("ij->ji", a),
        np.einsum("bij,bjk->bik", batch_a, batch_b),
    )


def row_norms(x):
    return np.linalg.norm(x, axis=1), np.linalg.norm(x), np.linalg.norm(x, axis=0)


def normalized_outer(u, v):
    return np.outer(u, v) / np.linalg.norm(u)


def gelu_tanh(x):
    return 0.5 * x * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (x + 0.044715 * x**3)))


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
    return (
        np.concatenate([a, b]),
        np.concatenate((a, b), axis=1),
        np.stack([a, b]),
        np.stack([a, b], axis=-1),
        np.vstack([a, b]),
        np.hstack([a, b]),
    )


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


def round_to_cents(x, xi):
    return np.round(x, 2), np.round(x, -1), np.round(xi, -2), x.round(1), np.around(xi, 1)


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
    return np.sqrt(a), a / 2, np.abs(a), a**2, np.exp(a * 0.1), np.mean(a), a.max(axis=0)


def int32_reductions(a):
    return a.sum(), a.max(), np.sum(a, axis=0), a.prod(axis=1), np.cumsum(a), a.mean(axis=1)


def bool_logic(p, q):
    return (
        np.logical_and(p, q),
        ~p,
        p ^ q,
        np.logical_xor(p, q),
        np.cumsum(p),
        p.sum(axis=1),
        (p | q).all(axis=0),
    )


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
    return (
        np.take(table, ids, axis=0),
        np.take(table, 1),
        np.take(table[0], ids),
        np.broadcast_to(row, (3, row.shape[0])) + 0.0,
        np.column_stack([row, row * 2]),
    )


def einsum_implicit(a, b, v):
    return (
        np.einsum("ij,jk", a, b),
        np.einsum("ii", a @ b.T),
        np.einsum("ij,ij->i", a, a),
        np.einsum("i,j->ij", v, v),
        np.einsum("ii->i", a @ a.T),
    )


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


# ---------------------------------------------------------------- second sweep


def py_scalar_semantics(n, x):
    a = n**2
    b = n**-1
    c = int(-2.7) + int(x)
    d = round(2.5) + round(-0.5) + round(x)
    e = abs(-3) + max(n, 4) + min(x, 1.5)
    return a, b, c, d, e, 7 // -2, -7.5 // 2, 7 % -2.5


def where_dtypes(x, xi):
    return (
        np.where(x > 0, 1, -1),
        np.where(x > 0, x, 0),
        np.maximum(xi, 0),
        np.clip(xi, 0, 5),
        np.clip(x, -0.5, 0.5),
    )


def mixed_promotion(a32, a64, f32, f64):
    return (
        a32 + a64,
        a32 + 2,
        a32 * 2.5,
        f32 + np.float64(1.0),
        f32 * 2,
        f32 + a32,
        a32 // 2,
        f32**2,
        f32**0.5,
        a32**2,
        2**a64,
    )


def reductions_dtypes(f32, i32, b):
    return (
        f32.max(axis=0),
        np.std(f32),
        i32.mean(axis=0),
        np.prod(i32),
        np.sum(b),
        b.mean(),
        np.sum(f32, axis=0, dtype=np.float64),
        np.mean(f32, dtype=np.float64),
        (f32 > 0).sum(axis=1),
    )


def normalize_rows(x):
    return x / np.linalg.norm(x, axis=-1, keepdims=True), x.sum(axis=-1, keepdims=True)


def int_matmul(a, b, a32, b32):
    return a @ b, np.dot(a, b), a32 @ b32, np.einsum("ij,j->i", a, b[:, 0])


def while_any(x):
    n = 0
    while np.any(np.abs(x) > 1.0):
        x = x / 2.0
        n += 1
    return x, n


def _helper_pair(v, s):
    return v * s, v.sum() * s


def helper_tuple(x, alpha=0.5):
    y, t = _helper_pair(x, alpha)
    return y, t


def _scale_inplace(v, s):
    v *= s


def inplace_helper(a):
    _scale_inplace(a[1:], 2.0)
    _scale_inplace(a[:, ::2] if a.ndim == 2 else a, 3.0)
    return a


def linspace_arange(n):
    return (
        np.linspace(0.0, 1.0, n, endpoint=False),
        np.linspace(-1, 1, n, dtype=np.float32),
        np.arange(0.0, 1.0, 0.1),
        np.arange(n, 0, -2),
        np.arange(0.5, n),
        np.zeros((n, 2), dtype=np.int32),
        np.ones(n, dtype=bool),
        np.full_like(np.zeros(n), np.nan),
    )


def half_split(x):
    n = x.shape[0]
    return x[: n // 2], x[n // 2 :][::-1], x[-(n // 2) :]


def mask_counts(x):
    return np.sum(x > 0), (x > 0).mean(), np.count_nonzero(x > 0, axis=0), np.mean(x > 0, axis=1)


def floor_div_mod_zero(a, b):
    return a // b, a % b, np.floor_divide(a, b)


def sign_heaviside(x, xi):
    return np.sign(x), np.sign(xi), np.heaviside(x, 0.5), np.abs(xi), -xi


def scan_reversed(x):
    return x[::-1].cumsum(), np.cumsum(x)[::-1], np.cumprod(x[::2])


def recurrence(x):
    y = np.zeros_like(x)
    y[-1] = 1.0
    for i in range(x.shape[0]):
        y[i] = 0.5 * y[i - 1] + x[i]
    return y


def early_exit(x, t):
    for i in range(x.shape[0]):
        if x[i] > t:
            return i
    return -1


def exp_f32(x):
    return (
        np.exp(x),
        np.log(np.abs(x) + 1),
        np.tanh(x),
        np.sqrt(np.abs(x)),
        1.0 / (1.0 + np.exp(-x)),
    )


def logsumexp_axis0(x):
    m = x.max(axis=0)
    return m + np.log(np.exp(x - m).sum(axis=0))


def pairwise_dist(X, Y):
    d2 = (X * X).sum(1)[:, None] + (Y * Y).sum(1)[None, :] - 2.0 * X @ Y.T
    return np.sqrt(np.maximum(d2, 0.0))


def one_hot(labels, k):
    out = np.zeros((labels.shape[0], k))
    out[np.arange(labels.shape[0]), labels] = 1.0
    return out


def scatter_add(idx, w, n):
    out = np.zeros(n)
    for i in range(idx.shape[0]):
        out[idx[i]] += w[i]
    return out


def diag_ops(a):
    return np.diag(a), np.trace(a), np.diag(np.diag(a)), np.tril(a, -1), np.triu(a, 1)


def cov_matrix(X):
    Xc = X - X.mean(axis=0)
    return Xc.T @ Xc / (X.shape[0] - 1)


def batched_transpose(a):
    return a.transpose(0, 2, 1) @ a, np.einsum("bij->bji", a)


def cross_entropy(logits, labels):
    m = logits.max(axis=1, keepdims=True)
    lse = np.log(np.exp(logits - m).sum(axis=1)) + m[:, 0]
    return np.mean(lse - logits[np.arange(logits.shape[0]), labels])


def chained_compare_scalar(x):
    c = 0
    for i in range(x.shape[0]):
        if 0.0 < x[i] < 1.0:
            c += 1
    return c


def int_shift_bits(a):
    return a << 2, a >> 1, a & 7, a | 8, a ^ 5, ~a


def minmax_nan(x):
    return np.max(x), np.min(x, axis=0), np.maximum(x, 0.0), np.nanmax(x), np.fmax(x, 0.0)


def unique_values(a):
    return np.unique(a)


# ============================================================================ third sweep


def fancy_scatter_dups(x, idx, v):
    x[idx] += 1.0
    x[idx] = v
    return x


def fancy_scatter_add_dups(x, idx):
    x[idx] += 1.0
    return x


def fancy_self_gather_store(a, i, j):
    a[i] = a[j]
    return a


def add_at(x, idx, w):
    np.add.at(x, idx, w)
    return x


def view_alias_writes(a):
    b = a
    b += 1.0
    t = a.T
    t[0] = 5.0
    a[:] = a[::-1]
    return a


def int_dtype_funcs(a):
    return np.rint(a), np.fabs(a), np.reciprocal(a), np.round(a), np.trunc(a), np.cbrt(a)


def argmax_nan(x):
    return np.argmax(x), np.argmin(x), x.argmax(axis=0) if x.ndim == 2 else np.argmax(x[::-1])


def slicing_edges(a):
    return a[-3::-2], a[5:1:-1], a[:-10], a[10:], a[::3], a[-1:-5:-1]


def stepped_stores(a):
    a[::3] = -1.0
    a[1::2] *= 2.0
    a[-1:0:-4] = 7.0
    return a


def stores_2d(A):
    A[1::2, ::-1] = 0.0
    A[:, 0] = A[:, -1]
    A[0] = np.arange(A.shape[1])
    return A


def fill_loop(n):
    x = np.empty(n)
    for i in range(n):
        x[i] = i * i
    return x


def reshape_transposed(a):
    return (
        a.T.reshape(-1),
        a.reshape(a.shape[0], -1).sum(axis=1),
        np.ascontiguousarray(a.T),
        a.T.copy(),
    )


def view_reductions(A):
    return np.mean(A[::2, 1:]), A[:, ::-1].max(axis=1), A[1:, :].std(axis=0)


def concat_mixed(a, b):
    return np.concatenate([a, b]), np.stack([a, a], axis=1), np.hstack([a, b.astype(np.float64)])


def int_float_funcs(a, b):
    return (
        np.linalg.norm(a),
        np.exp(a),
        np.true_divide(a, b),
        np.dot(a, b),
        a.mean(),
        np.dot(a * 1.0, b),
    )


def f32_scalars(x):
    y = np.float32(0.1) * x
    z = x * np.float32(3)
    return y, z, x / 3, x - np.float64(1.0), np.float32(2.0) ** 2


def return_same_twice(a):
    b = a * 2
    return b, b, a


def bool_arith(m, x):
    return m * 1.0, m + m, m * m, x[m.nonzero()], (m & ~m).any(), m.astype(np.int32) * 3


def outer_products(u, v):
    return np.multiply.outer(u, v), u[:, None] * v[None, :], np.einsum("i,j", u, v)


def gather_2d_pairs(A, r, c):
    return A[r, c], A[r][:, c], A[r[:, None], c[None, :]], A[[0, -1]]


def rev_self(a):
    a[::-1] = a
    return a
