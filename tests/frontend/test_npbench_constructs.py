"""Constructs that NPBench's unchanged NumPy sources use (issue 21): early ``return`` in
helpers, ``np.ndarray(shape, dtype)``, ``np.cov``, ``np.mgrid``/``np.ogrid``, ``@`` of a
4-d array and a matrix, arrays of more than 4 dimensions, constant tuple/None defaults (of
helpers, and of the compiled function when the caller leaves them out), ``import`` inside the
function, a ``lambda`` bound to a name, ``a.shape = ...`` (chained, as mandelbrot2 writes it)
and a ufunc's output passed positionally (``np.multiply(z, z, z)``).

Each kernel runs under NumPy and through ``loopcraft.jit`` (:mod:`.harness`) and combines
several constructs, so that one compile covers them.
"""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft

from .harness import Case, _ids, check, fa, ia

# ============================================================================ early returns


def _match(b1, b2):  # npbench nussinov's helper: a return in each branch
    if b1 + b2 == 3:
        return 1
    else:
        return 0


def _clipped(x, lo):  # an early return, then code that runs only on the other path
    if x[0] < lo:
        return x * 0.0
    y = x + 1.0
    if y[1] > 1.0:
        return y * 2.0
    return y


def _fill_or_skip(a, v):  # a bare early return from a helper that writes its argument
    if v < 0:
        return
    a[:] = v


def _sign(v):  # returns nested in elif chains, none after them
    if v > 0:
        return 1.0
    elif v < 0:
        return -1.0
    else:
        return 0.0


def early_returns(seq, x, a, vals):
    total = 0
    for i in range(seq.shape[0] - 1):
        total += _match(seq[i], seq[i + 1])
    s = 0.0
    for v in vals:
        s += _sign(v)
    _fill_or_skip(a, vals[0])
    return total, s, _clipped(x, 0.5), _clipped(x, -5.0), a


# ============================================================================ local names, defaults


def _reduce(a, axes=(0, 1), scale=None, mode="sum"):  # defaults the caller does not pass
    import numpy as np  # an import inside a helper

    if scale is None:
        s = np.sum(a, axis=axes[1])
    else:
        s = np.sum(a, axis=axes[0]) * scale
    if mode == "sum":
        return s
    return s * 2.0


def local_names(a, b, axes=(1, 0), scale=None):  # defaults the caller leaves out
    import math

    from numpy import sqrt as root

    k = 3.0
    sq = lambda x: x * x + k  # noqa: E731
    add = lambda x, y: x + y  # noqa: E731
    s = 0.0
    for i in range(a.shape[0]):
        s += sq(a[i, 0])
    k = 1.0  # closures bind late: the calls below see k = 1
    return (s, add(sq(a), b), root(np.abs(b)) + math.pi, _reduce(a), _reduce(a, (1, 0), 2.0),
            _reduce(a, mode="twice"), _reduce(b, axes, scale))


# ====================================================================== creation, grids, statistics


def creation_stats(data, x, obs):
    out = np.ndarray((data.shape[0], 3), dtype=data.dtype)
    out[:] = 1.5
    buf = np.ndarray(data.shape[1], np.float32)
    buf[:] = data[0]
    n = data.shape[1]
    yi, xi = np.mgrid[0:7, 0:n]  # npbench's mandelbrot2 and stockham_fft
    oy, ox = np.ogrid[0:7, 1:n + 1]
    grids = (data + xi * yi, np.mgrid[1:3, 0:1:0.25, -2:2:2], oy * ox + data,
             np.mgrid[2:9:3], np.ogrid[0.5:3])
    return (out, buf, np.cov(np.transpose(data)), np.cov(data, rowvar=False, bias=True),
            np.cov(data, ddof=0), np.cov(x), np.cov(obs)) + grids


# ============================================================================ many dimensions


def doitgen_like(NR, NQ, NP, A, C4, B):
    A[:] = np.reshape(np.reshape(A, (NR, NQ, 1, NP)) @ C4, (NR, NQ, NP))
    flat = B.reshape(12, 12).reshape(144)  # a reshape of a reshape is a view, as in NumPy:
    flat[5] = 3.0  # the write reaches B
    c = B * 2.0 + 1.0  # a 5-d argument, computed, reduced, sliced and returned
    c[:, 1:] += B[:, :-1]
    return A, c, c.sum(axis=2), np.transpose(c, (4, 3, 2, 1, 0)) + 0.0, c[0, ..., 1]


def escape_counts(xs, ys, steps):
    """A working set that shrinks: the points still inside are kept, in place reshapes
    (chained ``.shape =``), positional ufunc outputs, a scatter through two index arrays."""
    gi, gj = np.mgrid[0:xs.shape[0], 0:ys.shape[0]]
    c = xs[gi] + ys[gj] * 1j
    count = np.zeros(c.shape, dtype=np.int64)
    gi.shape = gj.shape = c.shape = xs.shape[0] * ys.shape[0]
    z = np.zeros(c.shape, np.complex128)
    for k in range(steps):
        if not len(z):
            break
        np.multiply(z, z, z)
        np.add(z, c, z)
        out = np.abs(z) > 2.0
        count[gi[out], gj[out]] = k + 1
        np.logical_not(out, out)
        z, c = z[out], c[out]
        gi, gj = gi[out], gj[out]
    flat = count.copy()
    flat.shape = (2, -1)
    return count, flat


CASES = [
    Case(early_returns, lambda r: (ia(r, 12, lo=0, hi=4), fa(r, 6), fa(r, 5), fa(r, 7))),
    Case(early_returns, lambda r: (ia(r, 12, lo=0, hi=4), fa(r, 6) + 9.0, fa(r, 5),
                                   -np.abs(fa(r, 7)) - 0.5)),
    Case(local_names, lambda r: (fa(r, 4, 5), fa(r, 4, 5))),
    Case(creation_stats, lambda r: (fa(r, 7, 4), fa(r, 9), ia(r, 3, 11).astype(np.int32))),
    Case(escape_counts, lambda r: (np.linspace(-2.0, 0.5, 12), np.linspace(-1.2, 1.2, 8), 15)),
    Case(escape_counts, lambda r: (np.linspace(3.0, 4.0, 4), np.linspace(3.0, 4.0, 2), 5)),
    Case(doitgen_like, lambda r: (3, 4, 5, fa(r, 3, 4, 5), fa(r, 5, 5), fa(r, 2, 3, 4, 3, 2))),
]


@pytest.mark.parametrize("case", _ids(CASES))
def test_npbench_constructs(case: Case) -> None:
    check(case)


# ============================================================================ refusals


def _first_positive(x):
    for i in range(x.shape[0]):
        if x[i] > 0:
            return i
    return -1


def return_in_helper_loop(x):
    return _first_positive(x)


def cov_of_two(x, y):
    return np.cov(x, y)


def cov_single_row(x):
    return np.cov(x)


def reassigned_lambda(x):
    f = lambda v: v + 1.0  # noqa: E731
    f = x * 2.0
    return f


def lambda_per_branch(x, c):
    if c > 0:
        f = lambda v: v + 1.0  # noqa: E731
    else:
        f = lambda v: v - 1.0  # noqa: E731
    return f(x)


def reshape_of_alias(a):
    b = a * 1.0
    c = b
    b.shape = (b.size,)
    return c


def out_twice(a, b):
    return np.add(a, b, b, out=b)


def test_refusals() -> None:
    with pytest.raises(loopcraft.UnsupportedSyntaxError,
                       match=r"binds 'c' to the same array as 'b'"):
        loopcraft.jit(reshape_of_alias)(np.ones((2, 3)))
    with pytest.raises(loopcraft.UnsupportedSyntaxError, match="one output array"):
        loopcraft.jit(out_twice)(np.ones(3), np.ones(3))
    with pytest.raises(loopcraft.UnsupportedSyntaxError, match="cannot be rebound"):
        loopcraft.jit(lambda_per_branch)(np.ones(3), 1)
    with pytest.raises(loopcraft.UnsupportedSyntaxError, match="cannot be reassigned"):
        loopcraft.jit(reassigned_lambda)(np.ones(3))
    with pytest.raises(loopcraft.UnsupportedSyntaxError, match="must be its last statement"):
        loopcraft.jit(return_in_helper_loop)(np.ones(3))
    with pytest.raises(loopcraft.UnsupportedSyntaxError, match=r"np.cov\(y=...\)"):
        loopcraft.jit(cov_of_two)(np.ones(3), np.ones(3))
    # NumPy squeezes a 1x1 covariance to 0-d; the compiled 2-d signature cannot
    with pytest.raises(ValueError, match="single variable"):
        loopcraft.jit(cov_single_row)(np.ones((1, 4)))
    with pytest.raises(loopcraft.ArgumentError, match="9-d"):
        loopcraft.jit(cov_single_row)(np.ones((1,) * 9))
