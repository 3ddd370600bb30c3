"""The harness of the front-end tests: each kernel runs under NumPy and through ``loopcraft.jit``
on arguments built from the same seed, and the results and the arguments afterwards
must agree (see :func:`check`).
"""


from __future__ import annotations

import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pytest

import loopcraft

# ----------------------------------------------------------------------------- harness

#: Tolerances by result dtype. float64: loopcraft compiles with -O3 -march=native, so FMA
#: contraction and a different summation order may change the last bits (a few ulp, relative
#: 1e-15 per operation); 1e-11 leaves room for reductions over the small sizes used here.
#: float32: the same effects at 6e-8 per ulp, plus libm vs NumPy's SIMD transcendentals
#: (≤ 4 ulp); 2e-5 relative covers that with margin.
TOL = {
    np.dtype(np.float64): dict(rtol=1e-11, atol=1e-12),
    np.dtype(np.float32): dict(rtol=2e-5, atol=1e-6),
}


def fa(r: np.random.Generator, *shape: int, dtype: Any = np.float64) -> np.ndarray:
    """Random floats in [-2, 2)."""
    return (r.random(shape) * 4.0 - 2.0).astype(dtype)


def pos(r: np.random.Generator, *shape: int, dtype: Any = np.float64) -> np.ndarray:
    """Random floats in [0.1, 2.1)."""
    return (r.random(shape) * 2.0 + 0.1).astype(dtype)


def ia(r: np.random.Generator, *shape: int, lo: int = -9, hi: int = 10,
       dtype: Any = np.int64) -> np.ndarray:
    return r.integers(lo, hi, size=shape).astype(dtype)


def ba(r: np.random.Generator, *shape: int) -> np.ndarray:
    return r.random(shape) < 0.5


def assert_same(got: Any, exp: Any, where: str = "result", check_dtype: bool = True,
                tol: dict | None = None) -> None:
    """``got`` (loopcraft) equals ``exp`` (NumPy): structure, shape, dtype, values."""
    if isinstance(exp, tuple):
        assert isinstance(got, tuple), f"{where}: expected a tuple, got {type(got).__name__}"
        assert len(got) == len(exp), f"{where}: expected {len(exp)} values, got {len(got)}"
        for k, (g, e) in enumerate(zip(got, exp, strict=True)):
            assert_same(g, e, f"{where}[{k}]", check_dtype, tol)
        return
    if exp is None:
        assert got is None, f"{where}: expected None, got {got!r}"
        return
    assert got is not None, f"{where}: expected a value, got None"
    if isinstance(exp, np.ndarray) and exp.ndim > 0:
        assert isinstance(got, np.ndarray), f"{where}: expected an array, got {type(got)}"
    g, e = np.asarray(got), np.asarray(exp)
    assert g.shape == e.shape, f"{where}: shape {g.shape} != NumPy's {e.shape}"
    if check_dtype:
        assert g.dtype == e.dtype, f"{where}: dtype {g.dtype} != NumPy's {e.dtype}"
    if e.dtype.kind == "f" or g.dtype.kind == "f":
        t = tol or TOL.get(e.dtype, TOL[np.dtype(np.float32)])
        np.testing.assert_allclose(g, e, equal_nan=True, err_msg=where, **t)
    else:
        np.testing.assert_array_equal(g, e, err_msg=where)


@dataclass
class Case:
    func: Callable
    make: Callable[[np.random.Generator], tuple]
    ref: Callable | None = None  # reference when it differs from ``func`` itself
    check_dtype: bool = True
    tol: dict | None = None
    marks: list = field(default_factory=list)


def both_ways(fn: Callable, *args: Any) -> tuple[tuple, tuple]:
    """``fn`` under NumPy and through ``jit``, each on its own copies of ``args``: per side,
    (the exception or None, the result, the arguments afterwards)."""
    compiled = loopcraft.jit(fn)
    outcomes = []
    for f in (fn, compiled):
        copies = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
        try:
            outcomes.append((None, f(*copies), copies))
        except Exception as exc:  # noqa: BLE001 - the caller compares them
            outcomes.append((exc, None, copies))
    return outcomes[0], outcomes[1]


def assert_same_arguments(got_args: list, want_args: list) -> None:
    for k, (g, w) in enumerate(zip(got_args, want_args, strict=True)):
        if isinstance(w, np.ndarray):
            assert_same(g, w, f"argument {k} afterwards")


def check(case: Case) -> None:
    args_np = case.make(np.random.default_rng(1234))
    args_lc = case.make(np.random.default_rng(1234))
    expected = (case.ref or case.func)(*args_np)
    got = loopcraft.jit(case.func)(*args_lc)
    assert_same(got, expected, check_dtype=case.check_dtype, tol=case.tol)
    for k, (a_np, a_lc) in enumerate(zip(args_np, args_lc, strict=True)):
        if isinstance(a_np, np.ndarray):
            assert_same(a_lc, a_np, f"argument {k} after the call", tol=case.tol)
            if a_np.base is not None and isinstance(a_np.base, np.ndarray):
                assert_same(a_lc.base, a_np.base, f"base of argument {k} after the call",
                            tol=case.tol)


def bind(fn: Callable) -> Callable[..., Callable[[np.random.Generator], tuple]]:
    """``bind(lambda dt, r: ...)(dt)``: an argument factory with ``dt`` fixed (loop-safe)."""

    def with_params(*ps: Any) -> Callable[[np.random.Generator], tuple]:
        return lambda r: fn(*ps, r)

    return with_params


def params(*cases: Case, suffix: str = "") -> list:
    return [pytest.param(c, id=c.func.__name__ + suffix, marks=c.marks) for c in cases]


def _ids(cases: list[Case]) -> list:
    seen: dict[str, int] = {}
    out = []
    for c in cases:
        n = seen.get(c.func.__name__, 0)
        seen[c.func.__name__] = n + 1
        out.append(pytest.param(c, id=f"{c.func.__name__}-{n}" if n else c.func.__name__,
                                marks=c.marks))
    return out


F64, F32, I64, I32 = np.float64, np.float32, np.int64, np.int32


def _arr(dt: Any, r: np.random.Generator, *shape: int) -> np.ndarray:
    if dt is np.bool_:
        return ba(r, *shape)
    if np.dtype(dt).kind == "i":
        return ia(r, *shape, dtype=dt)
    return fa(r, *shape, dtype=dt)


def _promo_ids(cases: list[Case]) -> list:
    """Ids ``kernel[arg dtypes]`` (``-1``, ``-2``... for repeats), stable under reordering."""
    out = []
    seen: dict[str, int] = {}
    for c in cases:
        args = c.make(np.random.default_rng(0))
        sig = ",".join(a.dtype.name if isinstance(a, np.ndarray) else
                       (f"np.{a.dtype.name}" if isinstance(a, np.generic) else
                        f"{type(a).__name__}{a}") for a in args)
        name = f"{c.func.__name__}[{sig}]"
        n = seen.get(name, 0)
        seen[name] = n + 1
        out.append(pytest.param(c, id=f"{name}-{n}" if n else name, marks=c.marks))
    return out


def quiet(fn: Callable) -> Callable:
    """``fn`` without NumPy's RuntimeWarnings (all-NaN slices, inf - inf): the reference."""

    def ref(*args: Any) -> Any:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            return fn(*args)

    return ref
