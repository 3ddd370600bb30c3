"""What a kernel call makes observable, and when two such results agree.

The tuner (a candidate is timed only once its outputs match the reference), the benchmarks (a
time counts only for a checked implementation), the corpus and suite tests and the differential
fuzzer all ask the same question, so they share this one rule: a candidate the tuner accepts is
one the benchmark accepts. The module imports nothing but NumPy, because the tuner's
measurement worker loads it from its file without importing the compiler.

**Outputs** (:func:`collect_outputs`): the return value -- a tuple flattened one level, ``None``
contributing nothing -- followed by every array argument *after* the call, so in-place updates
count. Values are kept as they are (a Python ``float`` stays one): whether a scalar is a "weak"
Python scalar matters to the dtype rule below.

**Agreement** (:func:`compare`), output by output:

* the same number of outputs and the same shapes;
* the same dtype (with ``strict_dtype``, the default), except that a plain Python
  ``bool``/``int``/``float`` -- NumPy's weak scalars (NEP 50) -- only has to match the other
  side's kind: compiled code returns a Python ``float`` where NumPy returns ``np.float64``.
  Without ``strict_dtype`` (for peers such as Numba, whose promotion rules are their own) only
  values are compared;
* booleans and integers exactly equal: no legal transformation changes an integer result;
* floating and complex values within ``|got - want| <= atol * scale + rtol * |want|``, where
  ``scale`` is the largest finite magnitude in that expected output, or 1 if it is smaller.
  Why scaled: a transformation may reorder a floating-point sum (tiling, vectorizing or
  parallelizing a reduction), which moves each element by a few ulps *of the terms summed*, not
  of the element itself -- an element that cancels to nearly 0 is off by about eps times the
  data's magnitude. A purely absolute ``atol`` rejects such legitimate results on large data;
  scaling it with the output means the same tolerance for data of any magnitude. Why the floor
  of 1: below it ``atol`` stays an absolute error bound, as kernels' tolerances were chosen
  (so nothing that one of the earlier rules of the tuner, the corpus, the benchmark harness or
  the fuzzer accepted is rejected now);
* NaNs in the same places (infinities equal with the same sign);
* ``rtol == atol == 0`` means bit-exact, signed zeros told apart (NaN payloads are not): what
  the fuzzer asks of a recipe that does not reassociate.

Default tolerances (``rtol``/``atol`` left ``None``) follow each output's precision:
:data:`DEFAULT_TOLERANCES`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

__all__ = ["DEFAULT_TOLERANCES", "Mismatch", "assert_outputs_match", "collect_outputs",
           "compare"]

#: ``(rtol, atol)`` by the size in bytes of one real component: float64/complex128,
#: float32/complex64, float16. Integer outputs are always compared exactly.
DEFAULT_TOLERANCES: dict[int, tuple[float, float]] = {8: (1e-9, 1e-9), 4: (1e-4, 1e-5),
                                                      2: (1e-2, 1e-3)}

#: Python scalar types whose NumPy dtype is "weak" (NEP 50): only their kind is compared.
_WEAK_SCALARS = (bool, int, float)


@dataclass(frozen=True)
class Mismatch:
    """Why two output lists differ: which output (``None`` when their number differs), what
    differs, and for element differences the first differing position with both values."""

    output: int | None
    reason: str
    index: tuple[int, ...] | None = None
    expected: Any = None
    actual: Any = None

    def __str__(self) -> str:
        return self.describe(None if self.output is None else f"output {self.output}")

    def describe(self, name: str | None) -> str:
        """The one-line message, calling the output ``name`` (a caller may know it by the
        parameter's name)."""
        text = self.reason if name is None else f"{name}: {self.reason}"
        if self.index is not None:
            text += f"; first at {self.index}: expected {self.expected!r}, got {self.actual!r}"
        return text


def collect_outputs(result: Any, args: Sequence[Any]) -> tuple[Any, ...]:
    """A call's observable outputs: its return value(s), then every array argument.

    ``result`` is what ``f(*args)`` returned and ``args`` the arguments *after* the call.
    """
    if isinstance(result, tuple):
        returned: tuple[Any, ...] = result
    else:
        returned = () if result is None else (result,)
    return returned + tuple(a for a in args if isinstance(a, np.ndarray))


def compare(expected: Sequence[Any], actual: Sequence[Any], *, rtol: float | None = None,
            atol: float | None = None, strict_dtype: bool = True) -> Mismatch | None:
    """``None`` when ``actual`` agrees with ``expected`` (two :func:`collect_outputs` results),
    else the first :class:`Mismatch`; the rule is in the module docstring.

    A value rather than an exception because the tuner and the benchmarks record a wrong
    result and go on; :func:`assert_outputs_match` raises for tests.
    """
    if len(actual) != len(expected):
        return Mismatch(None, f"{len(actual)} outputs, expected {len(expected)}")
    for k, (act, exp) in enumerate(zip(actual, expected, strict=True)):
        found = _compare_one(k, exp, act, rtol, atol, strict_dtype)
        if found is not None:
            return found
    return None


def assert_outputs_match(expected: Sequence[Any], actual: Sequence[Any], *,
                         rtol: float | None = None, atol: float | None = None,
                         strict_dtype: bool = True, label: str = "") -> None:
    """Raise ``AssertionError`` (prefixed with ``label``) unless :func:`compare` agrees."""
    found = compare(expected, actual, rtol=rtol, atol=atol, strict_dtype=strict_dtype)
    if found is not None:
        raise AssertionError(f"{label}: {found}" if label else str(found))


def _compare_one(k: int, exp: Any, act: Any, rtol: float | None, atol: float | None,
                 strict_dtype: bool) -> Mismatch | None:
    try:
        a, e = np.asarray(act), np.asarray(exp)
    except Exception as exc:  # e.g. a ragged tuple: a wrong result, not a crash of the caller
        return Mismatch(k, f"cannot be converted to an array ({exc})")
    if a.shape != e.shape:
        return Mismatch(k, f"shape {a.shape}, expected {e.shape}")
    if strict_dtype:
        weak = type(act) in _WEAK_SCALARS or type(exp) in _WEAK_SCALARS
        if (a.dtype.kind != e.dtype.kind) if weak else (a.dtype != e.dtype):
            return Mismatch(k, f"dtype {a.dtype}, expected {e.dtype}")
    if a.dtype.kind not in "biufc" or e.dtype.kind not in "biufc":
        return Mismatch(k, f"non-numeric dtype {a.dtype} / {e.dtype}")
    if a.dtype.kind in "biu" and e.dtype.kind in "biu":
        bad = a != e
        return _elements(k, bad, e, a, "integer elements differ", None) if bad.any() else None
    complex_ = "c" in (a.dtype.kind, e.dtype.kind)
    wide = np.complex128 if complex_ else np.float64
    af, ef = a.astype(wide), e.astype(wide)
    r_default, a_default = _default_tolerances(e.dtype if e.dtype.kind in "fc" else a.dtype)
    rtol = r_default if rtol is None else rtol
    atol = a_default if atol is None else atol
    if rtol == 0 and atol == 0:
        parts = [(af.real, ef.real), (af.imag, ef.imag)] if complex_ else [(af, ef)]
        bad = np.zeros(e.shape, dtype=bool)
        for x, y in parts:
            same = (x == y) & (np.signbit(x) == np.signbit(y))
            bad |= ~(same | (np.isnan(x) & np.isnan(y)))
        what = "elements differ (bit-exact comparison)"
    else:
        finite = np.abs(ef[np.isfinite(ef)])
        scale = max(1.0, float(finite.max()) if finite.size else 1.0)
        bad = ~np.isclose(af, ef, rtol=rtol, atol=atol * scale, equal_nan=True)
        what = f"elements differ beyond rtol={rtol:g}, atol={atol:g} x scale {scale:.3g}"
    if not bad.any():
        return None
    with np.errstate(invalid="ignore"):  # inf - inf
        return _elements(k, bad, e, a, what, np.abs(af - ef))


def _default_tolerances(dtype: np.dtype) -> tuple[float, float]:
    size = dtype.itemsize // 2 if dtype.kind == "c" else dtype.itemsize
    return DEFAULT_TOLERANCES.get(size, DEFAULT_TOLERANCES[8])


def _elements(k: int, bad: np.ndarray, e: np.ndarray, a: np.ndarray, what: str,
              error: np.ndarray | None) -> Mismatch:
    """The mismatch of output ``k`` whose differing elements are ``bad``."""
    reason = f"{int(np.count_nonzero(bad))} of {e.size} {what}"
    if error is not None:
        err = error[bad]
        err = err[np.isfinite(err)]
        if err.size:
            reason += f", max abs error {float(err.max()):.3g}"
    first = tuple(int(i) for i in np.argwhere(bad)[0])
    return Mismatch(k, reason, first, e[first].item(), a[first].item())
