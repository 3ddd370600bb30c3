"""IR expressions -> C expressions, with NumPy's semantics where C's differ.

A part of :class:`~.c_kernel.KernelEmitter` (its base class), apart because what one
expression means in C is its own concern: C computes 8- and 16-bit integers in ``int`` (NumPy
keeps their dtype and wraps around), shifts past the width are undefined in C (NumPy shifts
every bit out), integer ``//`` and ``%`` floor where C truncates, and ``float16`` is a storage
type whose every operation NumPy computes in float32 and rounds back to half. Complex numbers
are C99 ``_Complex`` values; their product, quotient and power are NumPy's formulas
(``runtime.h``).
"""

from __future__ import annotations

import math

from ..errors import InternalError
from ..ir import nodes as ir
from ..ir.dtypes import COMPLEX_DTYPES, DTYPE_INFO, complex_part_dtype
from .c_libcalls import C_SUFFIX
from .index_ranges import children

__all__ = ["CTYPE", "ExprEmission", "c_literal", "scalar_field"]

CTYPE = {name: info.ctype for name, info in DTYPE_INFO.items()}
_INFIX = {"add": "+", "sub": "-", "mul": "*", "div": "/", "lt": "<", "le": "<=", "eq": "==",
          "ne": "!=", "gt": ">", "ge": ">=", "and": "&&", "or": "||", "bitand": "&",
          "bitor": "|", "bitxor": "^", "lshift": "<<", "rshift": ">>"}
_LIBM = {"arcsin": "asin", "arccos": "acos", "arctan": "atan", "arcsinh": "asinh",
         "arccosh": "acosh", "arctanh": "atanh", "arctan2": "atan2", "abs": "fabs"}
#: operators whose result is bool (a float16 comparison is exact: no rounding to mirror)
_BOOL_OPS = frozenset({"lt", "le", "eq", "ne", "gt", "ge", "and", "or"})


class ExprEmission:
    """The expressions of the kernel emitter (which provides ``stride`` and ``var``)."""

    def expr(self, e: ir.Expr) -> str:
        return getattr(self, f"expr_{type(e).__name__}")(e)

    def expr_Const(self, e: ir.Const) -> str:
        return c_literal(e.value, e.dtype)

    def expr_Var(self, e: ir.Var) -> str:
        return self.var(e.name)

    def expr_Dim(self, e: ir.Dim) -> str:
        return f"a_{e.array}_n{e.axis}"

    def expr_Access(self, e: ir.Access) -> str:
        return f"a_{e.array}[{self._offset(e)}]"

    def _offset(self, e: ir.Access) -> str:
        """The element offset of ``e`` in its array's buffer, in elements."""
        if not e.indices:
            return "0"
        terms = []
        for k, i in enumerate(e.indices):
            st = self.stride(e.array, k)
            ie = self.expr(i)
            terms.append(f"({ie})" if st == "1" else f"({ie}) * {st}")
        return " + ".join(terms)

    def expr_Unary(self, e: ir.Unary) -> str:
        op = {"neg": "-", "not": "!", "invert": "~"}[e.op]
        return _narrow(f"({op}{self.expr(e.operand)})", e.dtype)

    def expr_Binary(self, e: ir.Binary) -> str:
        if e.lhs.dtype == "float16" and e.op not in _BOOL_OPS:
            # NumPy's half loops: compute in float, round each operation's result to half
            wide = ir.Binary(e.op, ir.Cast(e.lhs, "float32"), ir.Cast(e.rhs, "float32"),
                             "float32")
            return f"((_Float16){self.expr_Binary(wide)})"
        a, b = self.expr(e.lhs), self.expr(e.rhs)
        sfx = C_SUFFIX[e.lhs.dtype]
        if e.lhs.dtype in COMPLEX_DTYPES and e.op in _COMPLEX_HELPERS:
            return f"lc_{_COMPLEX_HELPERS[e.op]}_{sfx}({a}, {b})"
        if e.op in ("lshift", "rshift") and not _shift_in_range(e):
            return f"lc_{e.op}_{sfx}({a}, {b})"
        if e.op in ("and", "or") and _speculatable(e.rhs, e.lhs):
            return f"({a} {'&' if e.op == 'and' else '|'} {b})"
        if e.op in _INFIX:
            return _narrow(f"({a} {_INFIX[e.op]} {b})", e.dtype)
        if e.op in ("min", "max", "floordiv", "mod"):
            return f"lc_{e.op}_{sfx}({a}, {b})"
        if e.op == "pow":
            if e.dtype == "float64":
                return f"pow({a}, {b})"
            if e.dtype == "float32":
                return f"powf({a}, {b})"
            power = f"lc_ipow({a}, {b})"
            return power if e.dtype == "int64" else f"(({CTYPE[e.dtype]}){power})"
        raise InternalError(f"binary op {e.op}")

    def expr_Call(self, e: ir.Call) -> str:
        argdt = e.args[0].dtype
        if argdt == "float16":
            # as float16 arithmetic: computed in float, rounded once
            wide = ir.Call(e.func, tuple(ir.Cast(a, "float32") for a in e.args),
                           "bool" if e.dtype == "bool" else "float32")
            text = self.expr_Call(wide)
            return text if e.dtype == "bool" else f"((_Float16){text})"
        args = ", ".join(self.expr(a) for a in e.args)
        if e.func == "complex":
            part = CTYPE[complex_part_dtype(e.dtype)]
            x, y = (self.expr(a) for a in e.args)
            return f"__builtin_complex(({part})({x}), ({part})({y}))"
        if argdt in COMPLEX_DTYPES:
            if e.func == "abs":
                return f"lc_cabs_{C_SUFFIX[argdt]}({args})"
            name = _COMPLEX_LIBM.get(e.func, "c" + _LIBM.get(e.func, e.func))
            return f"{name}{'f' if argdt == 'complex64' else ''}({args})"
        if e.func in ("isnan", "isinf", "isfinite"):
            return f"({e.func}({args}) != 0)"
        if e.func == "sign":
            return f"lc_sign_{C_SUFFIX[argdt]}({args})"
        if argdt in ir.INT_DTYPES or argdt == "bool":
            if e.func == "abs":
                return f"lc_abs_{C_SUFFIX[argdt]}({args})"
            raise InternalError(f"{e.func} on {argdt}")
        name = _LIBM.get(e.func, e.func)
        if argdt == "float32":
            name += "f"
        return f"{name}({args})"

    def expr_Select(self, e: ir.Select) -> str:
        return f"({self.expr(e.cond)} ? {self.expr(e.if_true)} : {self.expr(e.if_false)})"

    def expr_Cast(self, e: ir.Cast) -> str:
        if e.dtype == "bool":
            return f"({self.expr(e.expr)} != 0)"
        if isinstance(e.expr, ir.Access) and e.expr.dtype == "bool":
            # a bool element read as the byte it is (0 or 1, NumPy's bool): gcc has no vector
            # type for _Bool, so `s += (int64_t)mask[i]` (np.sum of a mask, the count before
            # a boolean index) stayed a scalar loop -- 40% of azimint_naive's time
            byte = f"((const uint8_t*)a_{e.expr.array})[{self._offset(e.expr)}]"
            return f"(({CTYPE[e.dtype]}){byte})"
        return f"(({CTYPE[e.dtype]}){self.expr(e.expr)})"


#: binary operators on complex numbers computed by NumPy's formulas (``lc_cmul_c128``)
_COMPLEX_HELPERS = {"mul": "cmul", "div": "cdiv", "pow": "cpow"}
#: <complex.h> names of the functions of a complex argument that are not ``c`` + libm name
_COMPLEX_LIBM = {"real": "creal", "imag": "cimag", "conj": "conj", "angle": "carg"}


def scalar_field(dtype: str) -> str:
    """The member of the runtime's ``lc_scalar_out`` union a returned scalar travels in."""
    if dtype in COMPLEX_DTYPES:
        return "c"
    return "f" if dtype.startswith("float") else ("b" if dtype == "bool" else "i")


def _speculatable(rhs: ir.Expr, lhs: ir.Expr) -> bool:
    """Whether ``lhs and rhs`` may evaluate ``rhs`` even where ``lhs`` decides the result, so
    that C's ``&`` can replace ``&&``: ``rhs`` cannot fault and is cheap -- no integer
    division, no call, and no element read that ``lhs`` does not read unconditionally (its
    index was then valid). Why: ``&&`` is a branch, and a branch in a loop body stops gcc
    from vectorizing it ("control flow in loop"); ``(r >= r1) & (r < r2)`` over an array
    ran 5x slower than NumPy. Both sides are 0 or 1 (comparisons, ``bool`` values), so the
    bitwise operator gives the same result."""
    safe = set(_unconditional_reads(lhs))

    def ok(e: ir.Expr) -> bool:
        if isinstance(e, ir.Access):
            return e in safe
        if isinstance(e, ir.Call) or (isinstance(e, ir.Binary) and e.op in (
                "floordiv", "mod", "div", "pow") and e.lhs.dtype not in ir.FLOAT_DTYPES):
            return False
        if isinstance(e, ir.Select):
            return ok(e.cond) and ok(e.if_true) and ok(e.if_false)
        return all(ok(c) for c in children(e))

    return ok(rhs)


def _unconditional_reads(e: ir.Expr) -> list[ir.Access]:
    """The element reads ``e`` always makes (not those under a select's branch or the right
    side of ``and``/``or``)."""
    if isinstance(e, ir.Access):
        return [e]
    if isinstance(e, ir.Select):
        return _unconditional_reads(e.cond)
    if isinstance(e, ir.Binary) and e.op in ("and", "or"):
        return _unconditional_reads(e.lhs)
    return [a for c in children(e) for a in _unconditional_reads(c)]


def _narrow(text: str, dtype: str) -> str:
    """C computes 8- and 16-bit integers in ``int``; NumPy keeps their dtype and wraps around,
    so the result is converted back (``-fwrapv`` makes the ``int`` arithmetic wrap too)."""
    if dtype in ir.INT_DTYPES and DTYPE_INFO[dtype].itemsize < 4:
        return f"(({CTYPE[dtype]}){text})"
    return text


def _shift_in_range(e: ir.Binary) -> bool:
    """A shift by a constant count within the width: C's operator means NumPy's."""
    c = e.rhs
    return isinstance(c, ir.Const) and 0 <= int(c.value) < 8 * DTYPE_INFO[e.lhs.dtype].itemsize


def c_literal(value: bool | int | float | complex, dtype: str) -> str:
    if dtype in COMPLEX_DTYPES:
        part = complex_part_dtype(dtype)
        z = complex(value)
        re, im = c_literal(z.real, part), c_literal(z.imag, part)
        return f"__builtin_complex(({CTYPE[part]}){re}, ({CTYPE[part]}){im})"
    if dtype == "bool":
        return "1" if value else "0"
    if dtype in ir.INT_DTYPES:
        v = int(value)
        if v == -(2**63):
            return "(-9223372036854775807LL - 1)"
        return {"int64": f"{v}LL", "uint32": f"{v}U", "uint64": f"{v}ULL"}.get(dtype, str(v))
    if dtype == "float16":
        return f"((_Float16){c_literal(value, 'float64')})"
    f = float(value)
    if math.isnan(f):
        return "NAN" if dtype == "float64" else "((float)NAN)"
    if math.isinf(f):
        s = "INFINITY" if f > 0 else "(-INFINITY)"
        return s if dtype == "float64" else f"((float){s})"
    text = repr(f)
    if "e" not in text and "." not in text and "n" not in text:
        text += ".0"
    return text if dtype == "float64" else f"{text}f"
