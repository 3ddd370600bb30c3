"""More everyday NumPy kernels for ``test_unseen_numpy.py`` (the fourth to sixth sweeps and
the kernels loopcraft rejects); see ``unseen_numpy_kernels.py``.
"""

from __future__ import annotations

import math

import numpy as np

# ============================================================================ fourth sweep


def forward_subst(L, b):
    n = b.shape[0]
    x = np.zeros(n)
    for i in range(n):
        x[i] = (b[i] - L[i, :i] @ x[:i]) / L[i, i]
    return x


def nearest_row(X, y):
    return np.linalg.norm(X - y, axis=1).argmin(), np.sum((X - y) ** 2, axis=1).min()


def clip_forms(x):
    return x.clip(min=0), np.clip(x, 0, None), x.clip(-1, 1), np.log(np.clip(x, 1e-12, 1.0))


def ellipsis_forms(a):
    return a[..., 0], a[..., None].shape[-1], a[0, ...], a[..., 1:] * 2


def where_index(x):
    return np.where(x > 0)[0], len(x[x > 0]), x.size, x.shape[-1]


def builtin_sum(x):
    return sum(x)


def conversions(x):
    return float(x.sum()), int(np.argmax(x)), np.float64(x.sum()), x[np.argmax(x)]


def positional_axes(A):
    return np.sum(A, 0), A.mean(0), A.std(1), np.cumsum(A, 0), np.argmax(A, axis=-1), np.max(A, 1)


def string_dtypes(x):
    return (
        x.astype("float32"),
        x.astype(float),
        x.astype(int),
        np.zeros(3, "int32"),
        np.zeros(2, np.int64),
    )


def array_literals(x):
    w = np.array([1.0, 2.0, 3.0])
    return w * x[:3], np.array([0.5, 1]) + 1


def nested_literal():
    return np.array([[1.0, 2.0], [3.0, 4.0]])


def shape_prod(A):
    return np.prod(A.shape), A.sum(keepdims=True), np.all(A == A), np.isclose(A, A + 1e-12).all()


def array_equal(a, b):
    return np.array_equal(a, b)


def inplace_with_reductions(x):
    x -= x.mean(axis=0)
    x /= np.linalg.norm(x)
    x[1:] += x[:-1]
    return x


def row_recurrence(A):
    for i in range(1, A.shape[0]):
        A[i] += A[i - 1]
    return A


def powers(x, n):
    return (
        np.power(x, 3),
        np.power(2.0, x),
        x**-1,
        1 / n,
        np.arange(n) ** 2,
        (np.arange(n) / 2).astype(int),
    )


def multi_target():
    a = b = np.zeros(3)
    a[0] = 1.0
    return b


def out_kwarg(x):
    np.maximum(x, 0, out=x)
    return x


def matrix_power_loop(A, k):
    R = np.eye(A.shape[0])
    for _ in range(k):
        R = R @ A
    return R


def mean_of_ints_keep(a):
    return a.mean(axis=1, keepdims=True), np.median(a), np.average(a, weights=np.ones_like(a) * 2.0)


def tuple_shape_loops(A):
    n, m = A.shape
    s = 0.0
    for i in range(n):
        for j in range(m):
            if (i + j) % 2 == 0:
                s += A[i, j]
            else:
                s -= A[i, j] * 0.5
    return s


def sigmoid_bce(z, y):
    p = 1.0 / (1.0 + np.exp(-z))
    return -np.mean(y * np.log(p + 1e-12) + (1 - y) * np.log(1 - p + 1e-12))


def layer_norm(x, g, b):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return (x - mu) / np.sqrt(var + 1e-5) * g + b


def attention(q, k, v):
    s = q @ k.T / np.sqrt(q.shape[-1])
    s = s - s.max(axis=-1, keepdims=True)
    w = np.exp(s)
    w /= w.sum(axis=-1, keepdims=True)
    return w @ v


def array_equal_shapes(a, b, c):
    return (
        np.array_equal(a, b),
        np.array_equal(a, c),
        np.array_equal(a, a[:, :1]),
        np.array_equal(a, a[0]),
    )


def sum_builtin_forms(x, i32, m, A):
    return sum(x), sum(i32), sum(m), sum(A)


# ============================================================================ unsupported


def python_round_digits(x):
    return round(x, 2)


def ragged_literal():
    return np.array([[1.0, 2.0], [3.0]])


def mask_and_column(A):
    return A[A[:, 0] > 0, 1]


# ============================================================================ fifth sweep


def fortran_order(a, c):
    return (
        a.ravel("F"),
        a.flatten(order="F"),
        np.reshape(a, (2, -1), order="F"),
        a.reshape(3, -1, order="F"),
        c.reshape((c.shape[0], -1), order="F"),
        np.ravel(c, order="F"),
        a.astype(np.float32, copy=False),
    )


def offset_identities(n, k):
    return np.eye(n, k=1), np.eye(n, n + 1, k=-1), np.eye(n, k=k, dtype=np.int64), np.identity(n)


def closeness_with_specials(a, b):
    return (
        np.isclose(a, b),
        np.isclose(a, b, equal_nan=True),
        np.allclose(a, a),
        np.allclose(a, b, equal_nan=True),
        np.allclose(a[:1], b[:1]),
        np.isclose(a, 1.0),
    )


# ============================================================================ sixth sweep


SCALE = 2.5
EPS = 1e-6


def constants(x):
    return (
        x * np.pi + math.pi,
        np.where(x > 0, np.inf, -np.inf),
        np.full(2, np.nan),
        x * SCALE + EPS,
        np.e,
    )


def ndim_branch(x):
    if x.ndim == 1:
        return x.sum()
    return x.sum(axis=1).sum()


def dtype_branch(x):
    if x.dtype == np.float32:
        return x * 2
    return x * 3


def backwards_loop(x):
    out = np.empty_like(x)
    acc = 0.0
    for i in range(len(x) - 1, -1, -1):
        acc += x[i]
        out[i] = acc
    return out


def enumerate_loop(x):
    s = 0.0
    for i, v in enumerate(x):
        s += i * v
    return s


def zip_loop(x, y):
    s = 0.0
    for a, b in zip(x, y, strict=True):
        s += a * b
    return s


def inner_in_loops(A, B):
    n, m = A.shape[0], B.shape[1]
    C = np.zeros((n, m))
    for i in range(n):
        for j in range(m):
            C[i, j] = np.sum(A[i, :] * B[:, j])
    return C


def while_break(x):
    i = 0
    while True:
        if i >= x.shape[0] or x[i] < 0:
            break
        i += 1
    return i


def min_shape(A):
    return min(A.shape), max(A.shape[0], 3), len(A.shape)


def int_overflow32(a):
    return a * a, a + np.int32(2147483647)


def kw_call(x, scale=2.0, shift=0.0):
    return x * scale + shift


def nested_def(x):
    def sq(v):
        return v * v

    return sq(x)


def isinstance_check(x):
    if isinstance(x, float):
        return x
    return 0.0


def float_cast_scalars(x, n):
    return np.float32(n) * x, float(n) / 3, np.int64(x[0]), int(n // 2)


def tuple_return_helper(x):
    lo, hi = _bounds(x)
    return hi - lo


def _bounds(x):
    return x.min(), x.max()


def clamp_loop(x, lo, hi):
    y = x.copy()
    for i in range(y.shape[0]):
        if y[i] < lo:
            y[i] = lo
        elif y[i] > hi:
            y[i] = hi
    return y


def bool_scalar_ops(x):
    ok = x.sum() > 0 and x.max() < 10
    flag = not ok
    return ok, flag, bool(x[0]), x[0] != 0 or x[1] != 0


def var_reassign_dtype(x):
    y = x
    y = y.astype(np.int64)
    return y


def cum_loop_2d(A):
    out = np.zeros_like(A)
    out[0] = A[0]
    for i in range(1, A.shape[0]):
        out[i] = np.maximum(out[i - 1], A[i])
    return out


def loops_over_sequences(x, A):
    s = 0.0
    for v in x:
        s += v
    rows = np.zeros(A.shape[1])
    for row in A:
        rows += row
    t = 0.0
    for k in reversed(range(x.shape[0])):
        t = t * 0.5 + x[k]
    for j in reversed(range(1, 3)):
        t += j
    m = 0.0
    for a, b in zip(x, A[:, 0]):  # noqa: B905 (zip without strict: the shortest wins)
        m += a * b
    for v in np.arange(3):
        m += v
    for v in np.sin(x[:2]):
        m -= v
    return s, rows, t, m


def running_extremes(x, A, i32):
    return (
        np.maximum.accumulate(x),
        np.minimum.accumulate(A, axis=1),
        np.add.accumulate(i32),
        np.multiply.accumulate(A),
        np.maximum.accumulate(A, axis=-1),
    )


def row_positive_stats(A):
    n = A.shape[0]
    out = np.zeros(n)
    cnt = np.zeros(n, dtype=np.int64)
    for i in range(n):
        row = A[i]
        pos = row[row > 0]
        out[i] = pos.sum() if pos.shape[0] > 0 else 0.0
        cnt[i] = np.flatnonzero(row > 0).shape[0]
    return out, cnt


def label_counts(labels, w, k):
    return np.bincount(labels), np.bincount(labels, minlength=k), np.bincount(labels, weights=w)


def quantiles(x):
    return np.percentile(x, 90)


def std_keep(x):
    return np.std(x, axis=0, keepdims=True), np.cumsum(x, axis=-1), np.log1p(-np.abs(x) * 0.5)
