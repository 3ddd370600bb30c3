"""The text form of the IR: a small, indented, Python-like language.

Why a text form at all: people debug compilers by reading IR, tests pin it down as golden files,
and the structural hash is the hash of this text. So the printer must show *every* field
(nothing a transformation changes may be invisible) and :mod:`loopcraft.ir.parser` must read it
back to an equal :class:`~loopcraft.ir.nodes.Program`.

Example::

    def axpy(A: array(f64, 2d, C), B: array(f64, 2d, A), alpha: f64) -> array(f64, 2d):
        local C: array(f64, 2d)
        C = empty((A.shape[0], A.shape[1]))
        for i in parallel(0, A.shape[0]) @axpy_d0:
            for j in vector(0, A.shape[1]) @axpy_d1:
                C[i, j] = alpha * A[i, j] + B[i, j]
        return C

Dtypes are spelled ``bool i32 i64 f32 f64``. Every expression node has a *natural* dtype that
the parser infers (see :func:`natural_dtype`): a literal's from its spelling (``1`` is i64,
``1.0`` f64, ``True`` bool), a variable's from its declaration (loop variables are i64), an
access's from its array, ``A.shape[k]`` is i64, comparisons/``and``/``or``/``not`` and
``isnan``-style calls are bool, and everything else takes the wider operand dtype in the order
bool < i32 < i64 < f32 < f64. Only when a node's dtype differs from the natural one is it written
out, as an *ascription* ``x:f32``, ``1.5:f32`` or ``(a + b):f32``. Casts are ``f32(x)``.

Names that are not plain identifiers, or that collide with a keyword or builtin, are quoted as
``$"name"``; invalid operators print through ``__unary__("op", x)``-style escapes. Neither occurs
in IR that passes :func:`loopcraft.ir.verify.verify`, but printing must never hide a bug.
"""

from __future__ import annotations

import json
import operator
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from .dtypes import COMPLEX_DTYPES, DTYPE_INFO, FLOAT_DTYPES, INT_DTYPES, complex_part_dtype
from .nodes import (
    Access,
    Alloc,
    ArrayDecl,
    ArrayParam,
    Assign,
    Binary,
    Block,
    Break,
    Call,
    Cast,
    Const,
    Continue,
    Dim,
    Expr,
    If,
    LibCall,
    Loop,
    Program,
    Raise,
    Return,
    ScalarDecl,
    ScalarParam,
    Select,
    Stmt,
    Unary,
    Var,
    View,
    While,
)

__all__ = [
    "Scope",
    "format_expr",
    "format_stmt",
    "format_program",
    "natural_dtype",
    "promote",
    "DTYPE_SHORT",
    "DTYPE_LONG",
    "RESERVED",
]

INDENT = "    "

#: Spelling of each dtype in the text form, and back.
DTYPE_SHORT = {name: info.short for name, info in DTYPE_INFO.items()}
DTYPE_LONG = {v: k for k, v in DTYPE_SHORT.items()}
#: bool < integers by width (signed before unsigned) < floats < complex by width: ``promote``
_RANK = {name: ("bifc".index(info.kind.replace("u", "i")), info.itemsize, info.kind == "u")
         for name, info in DTYPE_INFO.items()}

#: Words a variable/array name may not be spelled as without ``$"..."`` quoting, because the
#: parser gives them a meaning where a name could stand.
RESERVED = frozenset(
    {
        "def", "local", "for", "in", "if", "elif", "else", "while", "block", "break",
        "continue", "pass", "return", "raise", "libcall", "and", "or", "not", "True",
        "False", "inf", "nan", "select", "min", "max", "cast", "empty", "full", "view",
        "array", "assume", "__unary__", "__binary__", "__call__", "complex", *DTYPE_LONG,
    }
)
IDENT_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")

# Precedence levels, loosest first (Python's order).
P_OR, P_AND, P_NOT, P_CMP, P_BOR, P_BXOR, P_BAND, P_SHIFT, P_ARITH, P_TERM = range(10)
P_UNARY, P_POW, P_ATOM = 10, 11, 12

#: op -> (symbol, precedence) for the infix binary operators.
BINARY_SYNTAX = {
    "or": ("or", P_OR),
    "and": ("and", P_AND),
    "lt": ("<", P_CMP), "le": ("<=", P_CMP), "eq": ("==", P_CMP),
    "ne": ("!=", P_CMP), "gt": (">", P_CMP), "ge": (">=", P_CMP),
    "bitor": ("|", P_BOR),
    "bitxor": ("^", P_BXOR),
    "bitand": ("&", P_BAND),
    "lshift": ("<<", P_SHIFT), "rshift": (">>", P_SHIFT),
    "add": ("+", P_ARITH), "sub": ("-", P_ARITH),
    "mul": ("*", P_TERM), "div": ("/", P_TERM), "floordiv": ("//", P_TERM), "mod": ("%", P_TERM),
    "pow": ("**", P_POW),
}
UNARY_SYNTAX = {"neg": "-", "invert": "~", "not": "not "}
#: Reduction operator -> augmented-assignment spelling.
REDUCE_SYNTAX = {"add": "+=", "mul": "*=", "bitor": "|=", "bitand": "&=", "min": "min=",
                 "max": "max="}
BOOL_RESULT_OPS = frozenset({"lt", "le", "eq", "ne", "gt", "ge", "and", "or"})
BOOL_RESULT_FUNCS = frozenset({"isnan", "isinf", "isfinite"})
#: functions of a complex number whose result is its parts' float dtype
PART_FUNCS = frozenset({"real", "imag", "abs", "angle"})
_NEEDS_NEG_PARENS = re.compile(r"(\d|-|inf\b|nan\b)")


# --------------------------------------------------------------------------------- helpers


def promote(a: str, b: str) -> str:
    """The wider of two dtypes (bool < integers by width < floats by width; of two integers of
    one width, the unsigned); ``a`` when either is unknown.

    This only decides when an ascription is printed, so it must be total and deterministic, not
    NumPy-exact; it matches what the frontend produces after its explicit casts.
    """
    if a in _RANK and b in _RANK:
        return a if _RANK[a] >= _RANK[b] else b
    return a


def natural_dtype(e: Expr, scope: Scope) -> str | None:
    """The dtype the parser infers for ``e`` when no ascription is written (None: unknown)."""
    if isinstance(e, Const):
        return _const_text(e)[1]
    if isinstance(e, Var):
        return scope.scalars.get(e.name)
    if isinstance(e, Access):
        return scope.arrays.get(e.array)
    if isinstance(e, Dim):
        return "int64"
    if isinstance(e, Unary):
        return "bool" if e.op == "not" else e.operand.dtype
    if isinstance(e, Binary):
        return "bool" if e.op in BOOL_RESULT_OPS else promote(e.lhs.dtype, e.rhs.dtype)
    if isinstance(e, Call):
        if e.func in BOOL_RESULT_FUNCS:
            return "bool"
        if not e.args:
            return "float64"
        dt = e.args[0].dtype
        for a in e.args[1:]:
            dt = promote(dt, a.dtype)
        if e.func in PART_FUNCS and dt in COMPLEX_DTYPES:
            return complex_part_dtype(dt)
        if e.func == "complex":
            return "complex64" if dt == "float32" else "complex128"
        return dt
    if isinstance(e, Select):
        return promote(e.if_true.dtype, e.if_false.dtype)
    if isinstance(e, Cast):
        return e.dtype
    raise TypeError(f"not an IR expression: {e!r}")


@dataclass(frozen=True)
class Scope:
    """What the printer and parser know about names: scalar and array dtypes.

    A bare name is printed only when the scope gives it the node's dtype, so printer and parser
    must walk the program with identical scopes: program scalars/arrays plus the enclosing loop
    variables (int64, shadowing).
    """

    scalars: Mapping[str, str] = field(default_factory=dict)
    arrays: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def of_program(cls, p: Program) -> Scope:
        scalars: dict[str, str] = {}
        arrays: dict[str, str] = {}
        for d in (*p.params, *p.locals):
            if isinstance(d, (ArrayParam, ArrayDecl)):
                arrays[d.name] = d.dtype
            else:
                scalars[d.name] = d.dtype
        return cls(scalars, arrays)

    def with_loop_var(self, name: str) -> Scope:
        return Scope({**self.scalars, name: "int64"}, self.arrays)

    def is_array_name(self, name: str) -> bool:
        """Whether a bare ``name`` in a return statement means the array, not a scalar."""
        return name in self.arrays and name not in self.scalars


def _quote(text: str) -> str:
    """A JSON string literal; non-ASCII stays readable, control characters are escaped."""
    return json.dumps(text, ensure_ascii=False)


def fmt_name(name: str) -> str:
    """A variable/array/program name: bare when unambiguous, else ``$"..."``."""
    if IDENT_RE.match(name) and name not in RESERVED:
        return name
    return "$" + _quote(name)


def fmt_word(word: str) -> str:
    """A label, loop kind, layout, op, key or exception kind: an identifier or a string."""
    return word if IDENT_RE.match(word) else _quote(word)


def fmt_dtype(dtype: str) -> str:
    short = DTYPE_SHORT.get(dtype)
    return short if short is not None else "$" + _quote(dtype)


def fmt_float(v: float) -> str:
    """Exact: ``repr`` round-trips every double; also gives ``inf``/``-inf``/``nan``."""
    return float.__repr__(float(v))


def _python_scalar(v: object) -> bool | int | float | complex:
    if isinstance(v, (bool, int, float, complex)):
        return v
    if type(v).__name__.startswith("bool"):  # numpy.bool_
        return bool(v)  # type: ignore[arg-type]
    try:
        return operator.index(v)  # type: ignore[arg-type]
    except TypeError:
        return float(v)  # type: ignore[arg-type]


def _const_text(c: Const) -> tuple[str, str]:
    """(literal, natural dtype). Values are normalised to the dtype when that loses nothing, so
    ``Const(1, "float64")`` and ``Const(1.0, "float64")`` (which are ==) print alike."""
    v, dt = _python_scalar(c.value), c.dtype
    if dt in COMPLEX_DTYPES or isinstance(v, complex):
        z = complex(v)
        return f"complex({fmt_float(z.real)}, {fmt_float(z.imag)})", "complex128"
    if dt == "bool" and (isinstance(v, bool) or (isinstance(v, int) and v in (0, 1))):
        return ("True" if v else "False"), "bool"
    if dt in INT_DTYPES:
        if isinstance(v, int):
            return str(int(v)), "int64"
        if v == v and v not in (float("inf"), float("-inf")) and float(v).is_integer():
            return str(int(v)), "int64"
    if dt in FLOAT_DTYPES:
        try:
            f = float(v)
        except OverflowError:
            f = None
        if f is not None and (f == v or f != f):
            return fmt_float(f), "float64"
    if isinstance(v, bool):
        return ("True" if v else "False"), "bool"
    if isinstance(v, int):
        return str(v), "int64"
    return fmt_float(v), "float64"


def fmt_attr_value(v: object) -> str:
    if isinstance(v, str):
        return _quote(v)
    if isinstance(v, bool):
        return "True" if v else "False"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return fmt_float(v)
    raise ValueError(f"cannot print LibCall attribute value {v!r} (str/int/float/bool only)")


# ------------------------------------------------------------------------------ expressions


def _ascribe(text: str, prec: int, dtype: str, natural: str | None) -> tuple[str, int]:
    if dtype == natural:
        return text, prec
    if prec == P_ATOM:
        return f"{text}:{fmt_dtype(dtype)}", P_ATOM
    return f"({text}):{fmt_dtype(dtype)}", P_ATOM


def _paren(part: tuple[str, int], need: bool) -> str:
    return f"({part[0]})" if need else part[0]


def _args(args: tuple[Expr, ...], scope: Scope) -> str:
    return ", ".join(_fmt(a, scope)[0] for a in args)


def _fmt(e: Expr, scope: Scope) -> tuple[str, int]:
    """Print ``e``; returns (text, precedence of its outermost operator)."""
    if isinstance(e, Const):
        text, natural = _const_text(e)
        if text.startswith("-"):  # a negative literal binds like unary minus
            return (text if e.dtype == natural else f"{text}:{fmt_dtype(e.dtype)}"), P_UNARY
        return _ascribe(text, P_ATOM, e.dtype, natural)
    if isinstance(e, Var):
        return _ascribe(fmt_name(e.name), P_ATOM, e.dtype, scope.scalars.get(e.name))
    if isinstance(e, Dim):
        return _ascribe(f"{fmt_name(e.array)}.shape[{e.axis}]", P_ATOM, e.dtype, "int64")
    if isinstance(e, Access):
        text = f"{fmt_name(e.array)}[{_args(e.indices, scope)}]"
        return _ascribe(text, P_ATOM, e.dtype, scope.arrays.get(e.array))
    natural = natural_dtype(e, scope)
    if isinstance(e, Unary):
        sym = UNARY_SYNTAX.get(e.op)
        operand = _fmt(e.operand, scope)
        if sym is None:
            text, prec = f"__unary__({_quote(e.op)}, {operand[0]})", P_ATOM
        elif e.op == "not":
            text, prec = sym + _paren(operand, operand[1] < P_NOT), P_NOT
        else:
            need = operand[1] < P_UNARY or (
                e.op == "neg"
                and (isinstance(e.operand, Const) or _NEEDS_NEG_PARENS.match(operand[0]))
            )
            text, prec = sym + _paren(operand, bool(need)), P_UNARY
        return _ascribe(text, prec, e.dtype, natural)
    if isinstance(e, Binary):
        lhs, rhs = _fmt(e.lhs, scope), _fmt(e.rhs, scope)
        if e.op in ("min", "max"):
            text, prec = f"{e.op}({lhs[0]}, {rhs[0]})", P_ATOM
        elif e.op in BINARY_SYNTAX:
            sym, prec = BINARY_SYNTAX[e.op]
            if prec == P_POW:  # right-associative; the exponent may be a unary expression
                need_l, need_r = lhs[1] <= prec, rhs[1] < P_UNARY
            elif prec == P_CMP:  # comparisons do not chain
                need_l, need_r = lhs[1] <= prec, rhs[1] <= prec
            else:  # left-associative
                need_l, need_r = lhs[1] < prec, rhs[1] <= prec
            text = f"{_paren(lhs, need_l)} {sym} {_paren(rhs, need_r)}"
        else:
            text, prec = f"__binary__({_quote(e.op)}, {lhs[0]}, {rhs[0]})", P_ATOM
        return _ascribe(text, prec, e.dtype, natural)
    if isinstance(e, Call):
        if IDENT_RE.match(e.func) and e.func not in RESERVED:
            text = f"{e.func}({_args(e.args, scope)})"
        else:
            parts = [_quote(e.func), *(_fmt(a, scope)[0] for a in e.args)]
            text = f"__call__({', '.join(parts)})"
        return _ascribe(text, P_ATOM, e.dtype, natural)
    if isinstance(e, Select):
        text = f"select({_args((e.cond, e.if_true, e.if_false), scope)})"
        return _ascribe(text, P_ATOM, e.dtype, natural)
    if isinstance(e, Cast):
        inner = _fmt(e.expr, scope)[0]
        if e.dtype in DTYPE_SHORT:
            return f"{DTYPE_SHORT[e.dtype]}({inner})", P_ATOM
        return f"cast[{fmt_dtype(e.dtype)}]({inner})", P_ATOM
    raise TypeError(f"not an IR expression: {e!r}")


def format_expr(e: Expr, scope: Scope | None = None) -> str:
    """Print one expression.

    Without a ``scope`` nothing is known about names, so every variable and access carries its
    dtype (``x:f64``) and the text still parses back exactly with
    :func:`loopcraft.ir.parser.parse_expr`.
    """
    return _fmt(e, scope if scope is not None else Scope())[0]


# ------------------------------------------------------------------------------- statements


def _tuple(items: list[str]) -> str:
    if len(items) == 1:
        return f"({items[0]},)"
    return f"({', '.join(items)})"


def _attrs(attrs: tuple[tuple[str, str | int | float | bool], ...]) -> str:
    """`` {key=value, ...}`` (empty when there are none): the syntax of loop/libcall attrs."""
    if not attrs:
        return ""
    return " {" + ", ".join(f"{fmt_word(k)}={fmt_attr_value(v)}" for k, v in attrs) + "}"


def _suite(block: Block, scope: Scope, depth: int, out: list[str]) -> None:
    if not block.body:
        out.append(INDENT * depth + "pass")
    for s in block.body:
        _stmt(s, scope, depth, out)


def _return_value(v: Expr | str, scope: Scope) -> str:
    if isinstance(v, str):
        return fmt_name(v) if scope.is_array_name(v) else f"array({fmt_name(v)})"
    return _fmt(v, scope)[0]


def _stmt(s: Stmt, scope: Scope, depth: int, out: list[str]) -> None:
    pad = INDENT * depth
    if isinstance(s, Assign):
        target = _fmt(s.target, scope)[0]
        if s.reduce is None:
            op = "="
        else:
            op = REDUCE_SYNTAX.get(s.reduce) or fmt_word(s.reduce) + "="
        out.append(f"{pad}{target} {op} {_fmt(s.value, scope)[0]}")
    elif isinstance(s, Loop):
        if s.kind == "serial":
            kind = "range"
        elif IDENT_RE.match(s.kind) and s.kind != "range":
            kind = s.kind
        else:
            kind = _quote(s.kind)
        bounds = [s.start, s.stop] if s.step == Const(1, "int64") else [s.start, s.stop, s.step]
        inner = scope.with_loop_var(s.var)
        out.append(
            f"{pad}for {fmt_name(s.var)} in {kind}({_args(tuple(bounds), scope)}) "
            f"@{fmt_word(s.label)}{_attrs(s.attrs)}:"
        )
        _suite(s.body, inner, depth + 1, out)
    elif isinstance(s, If):
        keyword = "if"
        while True:
            out.append(f"{pad}{keyword} {_fmt(s.cond, scope)[0]}:")
            _suite(s.then, scope, depth + 1, out)
            rest = s.orelse.body
            if len(rest) == 1 and isinstance(rest[0], If):
                s, keyword = rest[0], "elif"
                continue
            if rest:
                out.append(f"{pad}else:")
                _suite(s.orelse, scope, depth + 1, out)
            break
    elif isinstance(s, While):
        out.append(f"{pad}while {_fmt(s.cond, scope)[0]}:")
        _suite(s.body, scope, depth + 1, out)
    elif isinstance(s, Block):
        out.append(f"{pad}block:")
        _suite(s, scope, depth + 1, out)
    elif isinstance(s, Break):
        out.append(f"{pad}break")
    elif isinstance(s, Continue):
        out.append(f"{pad}continue")
    elif isinstance(s, Return):
        values = ", ".join(_return_value(v, scope) for v in s.values)
        out.append(f"{pad}return {values}" if values else f"{pad}return")
    elif isinstance(s, Alloc):
        shape = _tuple([_fmt(d, scope)[0] for d in s.shape])
        if s.fill is None:
            out.append(f"{pad}{fmt_name(s.array)} = empty({shape})")
        else:
            out.append(f"{pad}{fmt_name(s.array)} = full({shape}, {_fmt(s.fill, scope)[0]})")
    elif isinstance(s, View):
        dims = []
        for d in s.dims:
            ext_step = _args((d.extent, d.step), scope)
            if d.source_axis is None:
                dims.append(f"newaxis({ext_step})")
            else:
                dims.append(f"axis({d.source_axis}, {ext_step})")
        offset = _tuple([_fmt(o, scope)[0] for o in s.offset])
        out.append(
            f"{pad}{fmt_name(s.array)} = view({fmt_name(s.source)}, at={offset}, "
            f"dims={_tuple(dims)})"
        )
    elif isinstance(s, LibCall):
        ins = ", ".join(fmt_name(a) for a in s.inputs)
        outs = (
            fmt_name(s.outputs[0])
            if len(s.outputs) == 1
            else _tuple([fmt_name(a) for a in s.outputs])
        )
        out.append(f"{pad}libcall {fmt_word(s.op)}({ins}) -> {outs}{_attrs(s.attrs)}")
    elif isinstance(s, Raise):
        values = "".join(f", {_fmt(v, scope)[0]}" for v in s.values)
        out.append(f"{pad}raise {fmt_word(s.kind)}({_quote(s.message)}{values})")
    else:
        raise TypeError(f"not an IR statement: {s!r}")


def format_stmt(s: Stmt, scope: Scope | None = None, depth: int = 0) -> str:
    """Print one statement (several lines for compound ones), indented ``depth`` levels."""
    out: list[str] = []
    _stmt(s, scope if scope is not None else Scope(), depth, out)
    return "\n".join(out)


# --------------------------------------------------------------------------------- program


def fmt_type(decl: ArrayParam | ScalarParam | ArrayDecl | ScalarDecl) -> str:
    if isinstance(decl, ArrayParam):
        extra = ""
        for key, axes in (("bcast", decl.broadcast_axes), ("unit", decl.unit_axes)):
            if axes:
                extra += f", {key}=(" + ", ".join(str(a) for a in axes) + ",)"
        if decl.aliased:
            extra += ", aliased"
        return f"array({fmt_dtype(decl.dtype)}, {decl.ndim}d, {fmt_word(decl.layout)}{extra})"
    if isinstance(decl, ArrayDecl):
        strided = "" if decl.inner_contiguous else ", strided"
        return f"array({fmt_dtype(decl.dtype)}, {decl.ndim}d{strided})"
    return fmt_dtype(decl.dtype)


def _fmt_return_type(entry: tuple) -> str:
    if len(entry) == 2 and entry[0] == "scalar":
        return fmt_dtype(entry[1])
    if len(entry) == 3 and entry[0] == "array":
        return f"array({fmt_dtype(entry[1])}, {entry[2]}d)"
    raise ValueError(f"cannot print return entry {entry!r}: expected ('scalar', dtype) or "
                     "('array', dtype, ndim)")


def format_program(p: Program) -> str:
    """Print a whole program; the result ends with a newline and parses back to ``p``."""
    params = ", ".join(f"{fmt_name(d.name)}: {fmt_type(d)}" for d in p.params)
    rets = [_fmt_return_type(r) for r in p.returns]
    if p.returns_tuple:
        arrow = f" -> {_tuple(rets) if rets else '()'}"
    else:
        arrow = f" -> {', '.join(rets)}" if rets else ""
    out = [f"def {fmt_name(p.name)}({params}){arrow}:"]
    scope = Scope.of_program(p)
    for d in p.locals:
        out.append(f"{INDENT}local {fmt_name(d.name)}: {fmt_type(d)}")
    for e in p.broadcast_extents:  # the specialization's premise: `assume e == 1` or `!= 1`
        premise = Binary("eq" if e in p.unit_extents else "ne", e, Const(1, "int64"), "bool")
        out.append(f"{INDENT}assume {format_expr(premise, scope)}")
    _suite(p.body, scope, 1, out)
    return "\n".join(out) + "\n"
