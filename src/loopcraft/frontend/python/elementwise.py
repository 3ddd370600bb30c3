"""Scalar operators with NumPy semantics, and their lifting to lazy arrays with broadcasting.

Every operator is defined once on scalar IR expressions (with explicit casts to the promoted
dtype, because C's implicit conversions differ from NumPy's) and lifted to arrays by
:func:`lift`, which also broadcasts shapes.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from ...ir import nodes as ir
from ...ir.dtypes import SIGNED_DTYPES, complex_part_dtype, fits
from ...ir.walk import stmt_exprs, subexprs, walk_stmts
from .types import ScalarType, float_result_dtype, kind_of, promote, true_div_dtype
from .values import AVal, SVal, Value, cast, const, i64, is_const

__all__ = ["binary", "unary", "call_func", "complex_part", "make_complex", "lift",
           "broadcast_shapes", "scalar_type", "select", "nan_ignoring", "unordered_complex",
           "UFUNC1", "UFUNC2"]

Typed = tuple[ir.Expr, ScalarType]

#: NumPy / math elementwise functions of one and of two arguments -> IR call names
UFUNC1 = {
    "exp": "exp", "log": "log", "log2": "log2", "log10": "log10", "log1p": "log1p",
    "expm1": "expm1", "sqrt": "sqrt", "cbrt": "cbrt", "abs": "abs", "absolute": "abs",
    "fabs": "abs", "sin": "sin", "cos": "cos", "tan": "tan", "arcsin": "arcsin",
    "arccos": "arccos", "arctan": "arctan", "asin": "arcsin", "acos": "arccos", "atan": "arctan",
    "sinh": "sinh", "cosh": "cosh", "tanh": "tanh", "arcsinh": "arcsinh", "arccosh": "arccosh",
    "arctanh": "arctanh", "asinh": "arcsinh", "acosh": "arccosh", "atanh": "arctanh",
    "floor": "floor", "ceil": "ceil", "trunc": "trunc", "rint": "rint", "sign": "sign",
    "isnan": "isnan", "isinf": "isinf", "isfinite": "isfinite", "erf": "erf", "erfc": "erfc",
}
UFUNC2 = {"arctan2": "arctan2", "atan2": "arctan2", "hypot": "hypot", "copysign": "copysign",
           "fmod": "fmod"}

_COMPARE = {"lt", "le", "eq", "ne", "gt", "ge"}
_LOGICAL = {"and", "or"}
_BITWISE = {"bitand", "bitor", "bitxor", "lshift", "rshift"}

#: functions whose result keeps an integer input's dtype (NumPy 2)
_INT_PRESERVING = {"abs", "sign", "floor", "ceil", "trunc", "rint"}
_BOOL_RESULT = {"isnan", "isinf", "isfinite"}


#: functions of a complex argument: C99's <complex.h> has them (NumPy's agree within rounding)
_COMPLEX_FUNCS = {"exp", "log", "sqrt", "sin", "cos", "tan", "sinh", "cosh", "tanh", "arcsin",
                  "arccos", "arctan", "arcsinh", "arccosh", "arctanh"}
#: what complex numbers have no meaning for: an order (NumPy sorts them lexicographically)
_UNORDERED = {"lt": "<", "le": "<=", "gt": ">", "ge": ">=", "min": "min", "max": "max",
              "floordiv": "//", "mod": "%"}


def unordered_complex(stmt: ir.Stmt) -> str | None:
    """The operator of ``stmt`` (or its nested statements) that orders complex numbers, if any:
    the NumPy functions that compare (``np.max``, ``np.sort``, ...) build their IR directly, so
    the lowering checks every statement it emits, and refuses at the user's line."""
    for s in walk_stmts(ir.Block((stmt,))):
        if isinstance(s, ir.Assign) and s.reduce in _UNORDERED and \
                s.target.dtype in ir.COMPLEX_DTYPES:
            return _UNORDERED[s.reduce]
        for top in stmt_exprs(s):
            for e in subexprs(top):
                if isinstance(e, ir.Binary) and e.op in _UNORDERED and \
                        e.lhs.dtype in ir.COMPLEX_DTYPES:
                    return _UNORDERED[e.op]
    return None


def scalar_type(v: SVal | AVal) -> ScalarType:
    return v.type if isinstance(v, SVal) else ScalarType(v.dtype)


def binary(op: str, a: Typed, b: Typed) -> Typed:
    """``a <op> b`` on scalars with NumPy promotion; ``op`` is an IR op or ``truediv``."""
    (ea, ta), (eb, tb) = a, b
    if ta.weak and tb.weak and ta.dtype == tb.dtype == "bool" and op in _PY_INT_OF_BOOLS:
        # two Python bools compute as Python ints: True + True == 2, True % True == 0
        weak_int = ScalarType("int64", True)
        return binary(op, (cast(ea, "int64"), weak_int), (cast(eb, "int64"), weak_int))
    if op in _UNORDERED and "c" in (kind_of(ta.dtype), kind_of(tb.dtype)):
        raise ValueError(f"`{_UNORDERED[op]}` of complex numbers is not supported (they have no "
                         "order; NumPy's is lexicographic); hint: compare parts explicitly, "
                         "e.g. a.real < b.real, or magnitudes with abs(a) < abs(b)")
    if op in _COMPARE:
        return _compare(op, a, b), ScalarType("bool")
    _check_weak_int(a, tb)
    _check_weak_int(b, ta)
    t = promote(ta, tb)
    if op == "truediv":
        t = true_div_dtype(t)
        return _fold(ir.Binary("div", cast(ea, t.dtype), cast(eb, t.dtype), t.dtype)), t
    if op in _LOGICAL:
        return ir.Binary(op, cast(ea, "bool"), cast(eb, "bool"), "bool"), ScalarType("bool")
    if op in _BITWISE and t.dtype == "bool":
        logical = {"bitand": "and", "bitor": "or", "bitxor": "ne"}.get(op, op)
        return ir.Binary(logical, ea, eb, "bool"), t
    if t.dtype == "bool" and op in _INT8_OF_BOOLS:
        t = ScalarType("int8")
    if op == "pow":
        if isinstance(eb, ir.Const) and eb.value in (1, 2, 3) and kind_of(tb.dtype) != "f":
            base = cast(ea, t.dtype)
            r: ir.Expr = base
            for _ in range(int(eb.value) - 1):
                r = ir.Binary("mul", r, base, t.dtype)
            return r, t
        if isinstance(eb, ir.Const) and eb.value == 2.0:
            base = cast(ea, t.dtype)
            return ir.Binary("mul", base, base, t.dtype), t
        if isinstance(eb, ir.Const) and eb.value == 0.5 and kind_of(t.dtype) == "f":
            return ir.Call("sqrt", (cast(ea, t.dtype),), t.dtype), t
    if t.dtype == "bool" and op in ("add", "mul", "sub"):
        # NumPy: bool + bool is logical or, bool * bool logical and
        logical = {"add": "or", "mul": "and", "sub": "ne"}[op]
        return ir.Binary(logical, ea, eb, "bool"), t
    return _fold(ir.Binary(op, cast(ea, t.dtype), cast(eb, t.dtype), t.dtype)), t


def _check_weak_int(w: Typed, strong: ScalarType) -> None:
    """NEP 50: a Python int literal takes the dtype of the NumPy integer it meets, and NumPy
    raises OverflowError when it does not fit (``uint8_array + 300``), where a cast would wrap
    it silently."""
    e, t = w
    if (t.weak and isinstance(e, ir.Const) and t.dtype in ir.INT_DTYPES and not strong.weak
            and strong.dtype in ir.INT_DTYPES and not fits(int(e.value), strong.dtype)):
        raise ValueError(f"Python integer {e.value} out of bounds for {strong.dtype} (NumPy "
                         f"raises OverflowError); write np.{strong.dtype}(...) to wrap it, or "
                         "cast the other operand to a wider dtype")


def _compare(op: str, a: Typed, b: Typed) -> ir.Expr:
    """A comparison, exact as NumPy 2's: a signed and an unsigned 64-bit integer compare by
    value (not in float64, their promoted dtype, which rounds both), and a Python int compares
    by value with a NumPy integer it does not fit (``uint8_array < 300`` is all True)."""
    (ea, ta), (eb, tb) = a, b
    for left, (ew, tw), ts in ((True, a, tb), (False, b, ta)):
        if (tw.weak and isinstance(ew, ir.Const) and tw.dtype in ir.INT_DTYPES
                and not ts.weak and ts.dtype in ir.INT_DTYPES
                and not fits(int(ew.value), ts.dtype)):
            if ts.dtype != "uint64" and fits(int(ew.value), "int64"):
                # every value of the NumPy integer fits int64 too
                return _fold(ir.Binary(op, cast(ea, "int64"), cast(eb, "int64"), "bool"))
            # the constant lies beyond every value of the NumPy integer: the order is known
            return const(_ORDER_OUTCOME[op][(ew.value > 0) == left], "bool")
    signed = {ta.dtype, tb.dtype} & set(SIGNED_DTYPES)
    if not (ta.weak or tb.weak) and signed and {ta.dtype, tb.dtype} & {"uint64"}:
        s_first = ta.dtype in signed
        se = cast(ea if s_first else eb, "int64")
        ue = cast(eb if s_first else ea, "uint64")
        lhs, rhs = (cast(se, "uint64"), ue) if s_first else (ue, cast(se, "uint64"))
        negative = ir.Binary("lt", se, const(0, "int64"), "bool")
        return ir.Select(negative, const(_ORDER_OUTCOME[op][not s_first], "bool"),
                         ir.Binary(op, lhs, rhs, "bool"), "bool")
    t = promote(ta, tb)
    return _fold(ir.Binary(op, cast(ea, t.dtype), cast(eb, t.dtype), "bool"))


#: ``x <op> y`` where the left operand is smaller than the right one (False) or larger (True)
_ORDER_OUTCOME = {"lt": (True, False), "le": (True, False), "gt": (False, True),
                  "ge": (False, True), "eq": (False, False), "ne": (True, True)}


#: arithmetic that Python computes on two bools as on ints
_PY_INT_OF_BOOLS = {"add", "sub", "mul", "truediv", "floordiv", "mod", "pow"}
#: operations NumPy computes on two booleans in int8 (it has no bool loop for them)
_INT8_OF_BOOLS = {"floordiv", "mod", "pow"}


def _fold(e: ir.Binary) -> ir.Expr:
    """Fold operations on two constants (keeps generated index code readable)."""
    a, b = e.lhs, e.rhs
    if not (isinstance(a, ir.Const) and isinstance(b, ir.Const)):
        if e.op == "mul" and (is_const(a, 1) or is_const(b, 1)) and e.dtype != "bool":
            return b if is_const(a, 1) else a
        if e.op in ("add", "sub") and is_const(b, 0):
            return a
        return e
    x, y = a.value, b.value
    try:
        value = {
            "add": lambda: x + y,
            "sub": lambda: x - y,
            "mul": lambda: x * y,
            "lt": lambda: x < y,
            "le": lambda: x <= y,
            "eq": lambda: x == y,
            "ne": lambda: x != y,
            "gt": lambda: x > y,
            "ge": lambda: x >= y,
            "min": lambda: min(x, y),
            "max": lambda: max(x, y),
        }[e.op]()
    except KeyError:
        return e
    return const(value, e.dtype)


def unary(op: str, a: Typed) -> Typed:
    e, t = a
    if op == "not":
        return ir.Unary("not", cast(e, "bool"), "bool"), ScalarType("bool")
    if op == "invert":
        if kind_of(t.dtype) in "fc":
            raise ValueError(f"`~` of a {t.dtype} number (NumPy: TypeError)")
        if t.dtype == "bool":
            return ir.Unary("not", e, "bool"), t
        return ir.Unary("invert", e, t.dtype), t
    if op == "pos":
        return e, t
    if isinstance(e, ir.Const):
        return const(-e.value, t.dtype), t
    return ir.Unary("neg", e, t.dtype), t


def call_func(func: str, args: Sequence[Typed], weak_result: bool = False) -> Typed:
    """An elementwise math function; ``weak_result`` for ``math.*`` (returns Python floats)."""
    if func == "fmod" and not weak_result and promote(args[0][1], args[1][1]).dtype in (
            *ir.INT_DTYPES, "bool"):  # two booleans: int8, as NumPy (_int_fmod casts)
        return _int_fmod(args[0], args[1])
    if func in ("arctan2", "hypot", "copysign", "fmod"):
        t = promote(args[0][1], args[1][1])
        t = float_result_dtype(t)
        if weak_result:
            t = ScalarType("float64", True)
        return ir.Call(func, tuple(cast(e, t.dtype) for e, _ in args), t.dtype), t
    (e, t) = args[0]
    if kind_of(t.dtype) == "c":
        return _complex_call(func, e, t)
    if func in _BOOL_RESULT:
        if kind_of(t.dtype) != "f":
            return const(func == "isfinite", "bool"), ScalarType("bool")
        return ir.Call(func, (e,), "bool"), ScalarType("bool")
    if func in _INT_PRESERVING and kind_of(t.dtype) in "ib":
        if func in ("floor", "ceil", "trunc", "rint"):
            return e, t
        if t.dtype == "bool":
            return e, t
        return ir.Call(func, (e,), t.dtype), t
    rt = float_result_dtype(t)
    if weak_result:
        rt = ScalarType("float64", True)
    return ir.Call(func, (cast(e, rt.dtype),), rt.dtype), rt


def _complex_call(func: str, e: ir.Expr, t: ScalarType) -> Typed:
    """A math function of a complex number: C99's, NumPy's predicates on both parts, log2/log10
    as NumPy computes them (the natural log times log2(e) / log10(e))."""
    part = ScalarType(complex_part_dtype(t.dtype), t.weak)
    if func == "abs":
        return ir.Call("abs", (e,), part.dtype), part
    if func in _COMPLEX_FUNCS:
        return ir.Call(func, (e,), t.dtype), t
    if func in ("log2", "log10"):
        scale = const(1 / math.log(2.0 if func == "log2" else 10.0), t.dtype)
        return ir.Binary("mul", ir.Call("log", (e,), t.dtype), scale, t.dtype), t
    if func in _BOOL_RESULT:
        parts = [ir.Call(func, (ir.Call(p, (e,), part.dtype),), "bool") for p in ("real", "imag")]
        return ir.Binary("and" if func == "isfinite" else "or", *parts, "bool"), ScalarType("bool")
    raise ValueError(f"{func}() of a complex number is not supported; hint: apply it to the "
                     "parts (z.real, z.imag) or to abs(z)")


def complex_part(func: str, a: Typed) -> Typed:
    """``real``, ``imag``, ``conj`` or ``angle`` of any number, as NumPy's functions: the
    imaginary part of a real number is 0, its conjugate itself, its angle 0 or pi."""
    e, t = a
    if kind_of(t.dtype) == "c":
        if func == "conj":
            return ir.Call("conj", (e,), t.dtype), t
        part = ScalarType(complex_part_dtype(t.dtype), t.weak)
        return ir.Call(func, (e,), part.dtype), part
    if func in ("real", "conj"):
        return e, t
    if func == "imag":
        return const(0, t.dtype), t
    rt = float_result_dtype(t)
    return ir.Call("arctan2", (const(0.0, rt.dtype), cast(e, rt.dtype)), rt.dtype), rt


def make_complex(re: Typed, im: Typed) -> Typed:
    """Python's ``complex(re, im)`` of two real numbers: a (weak) complex128."""
    x, y = (cast(v, "float64") for v, _ in (re, im))
    t = ScalarType("complex128", True)
    if isinstance(x, ir.Const) and isinstance(y, ir.Const):
        return const(complex(float(x.value), float(y.value)), t.dtype), t
    return ir.Call("complex", (x, y), t.dtype), t


def nan_ignoring(op: str, a: Typed, b: Typed) -> Typed:
    """``np.fmax``/``np.fmin`` (``op`` "max"/"min"): a NaN operand loses to a number (only
    two NaNs give NaN), unlike ``np.maximum``, where NaN wins."""
    e, t = binary(op, a, b)
    if kind_of(t.dtype) != "f":
        return e, t
    x, y = cast(a[0], t.dtype), cast(b[0], t.dtype)
    nan_x, nan_y = ir.Call("isnan", (x,), "bool"), ir.Call("isnan", (y,), "bool")
    return ir.Select(nan_x, y, ir.Select(nan_y, x, e, t.dtype), t.dtype), t


def _int_fmod(a: Typed, b: Typed) -> Typed:
    """``np.fmod`` of integers stays integer and takes the dividend's sign (C's ``%``; 0 for a
    zero divisor, as NumPy gives): Python's modulo, moved by one divisor where the signs of
    dividend and divisor differ."""
    t = promote(a[1], b[1])
    if t.dtype == "bool":
        t = ScalarType("int8")
    x, y = cast(a[0], t.dtype), cast(b[0], t.dtype)
    r = ir.Binary("mod", x, y, t.dtype)
    zero = const(0, t.dtype)
    differ = ir.Binary("ne", ir.Binary("lt", x, zero, "bool"), ir.Binary("lt", y, zero, "bool"),
                       "bool")
    fix = ir.Binary("and", ir.Binary("ne", r, zero, "bool"), differ, "bool")
    return ir.Select(fix, ir.Binary("sub", r, y, t.dtype), r, t.dtype), t


def select(c: Typed, a: Typed, b: Typed) -> Typed:
    t = promote(a[1], b[1])
    return ir.Select(cast(c[0], "bool"), cast(a[0], t.dtype), cast(b[0], t.dtype), t.dtype), t


def unit_like(e: ir.Expr) -> bool:
    """An extent that is 1 or 0 (a unit slice such as ``a[j:j+1]``): it broadcasts."""
    return is_const(e, 1) or (isinstance(e, ir.Binary) and e.op == "min" and is_const(e.rhs, 1))


def broadcast_shapes(
    shapes: Sequence[tuple[ir.Expr, ...]],
) -> tuple[tuple[ir.Expr, ...], list[tuple[ir.Expr, ir.Expr]]]:
    """NumPy broadcasting on symbolic shapes.

    Returns the result shape and the pairs of extents that must be equal at run time (neither
    is statically 1); the caller emits the check.
    """
    ndim = max((len(s) for s in shapes), default=0)
    out: list[ir.Expr] = []
    checks: list[tuple[ir.Expr, ir.Expr]] = []
    for k in range(ndim):
        extents = [s[len(s) - ndim + k] for s in shapes if len(s) - ndim + k >= 0]
        non_one = [e for e in extents if not unit_like(e)]
        units = [e for e in extents if unit_like(e) and not is_const(e, 1)]
        if not non_one:
            out.append(units[0] if units else i64(1))
            for u in units[1:]:
                if u != units[0]:
                    checks.append((units[0], u))
            continue
        first = non_one[0]
        for u in units:  # a unit slice broadcasts when it is 1, else must match
            checks.append((ir.Binary("or", ir.Binary("eq", u, i64(1), "bool"),
                                     ir.Binary("eq", u, first, "bool"), "bool"),
                           ir.Const(True, "bool")))
        for e in non_one[1:]:
            if e != first:
                if isinstance(e, ir.Const) and isinstance(first, ir.Const):
                    raise ValueError(
                        f"operands could not be broadcast together (extent {first.value} vs "
                        f"{e.value})"
                    )
                if (e, first) not in checks:
                    checks.append((first, e))
        out.append(first)
    return tuple(out), checks


def lift(
    fn: Callable[[list[Typed]], Typed],
    args: Sequence[Value],
    on_checks: Callable[[list[tuple[ir.Expr, ir.Expr]], list[tuple[ir.Expr, ...]]], None],
) -> SVal | AVal:
    """Apply the scalar function ``fn`` elementwise over scalars and lazy arrays."""
    if all(isinstance(a, SVal) for a in args):
        e, t = fn([(a.expr, a.type) for a in args])  # type: ignore[union-attr]
        return SVal(e, t)
    arrays = [a for a in args if isinstance(a, AVal)]
    shape, checks = broadcast_shapes([a.shape for a in arrays])
    if checks:
        on_checks(checks, [a.shape for a in arrays])
    ndim = len(shape)
    # the result type, from placeholder operands
    probe = [
        (ir.Var("_", a.dtype), ScalarType(a.dtype)) if isinstance(a, AVal) else (a.expr, a.type)
        for a in args
    ]
    _, rtype = fn(probe)
    reads: frozenset[str] = frozenset()
    for a in arrays:
        reads |= a.reads

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        operands: list[Typed] = []
        for a in args:
            if isinstance(a, SVal):
                operands.append((a.expr, a.type))
                continue
            off = ndim - a.ndim
            sub_idx = tuple(
                i64(0) if unit_like(a.shape[k]) and a.shape[k] != shape[off + k]
                else idx[off + k]
                for k in range(a.ndim)
            )
            operands.append((a.load(sub_idx), ScalarType(a.dtype)))
        return fn(operands)[0]

    return AVal(rtype.dtype, shape, load, reads)
