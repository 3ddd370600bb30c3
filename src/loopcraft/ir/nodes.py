"""Immutable IR nodes: a schedule tree (control flow) whose leaves hold explicit array accesses.

Why this shape: transformations need loops they can name (``Loop.label``), statements whose
reads and writes are visible without pointer analysis (``Access``), and structural equality and
hashing for cache keys. Every node is a frozen dataclass; use :func:`dataclasses.replace`.

Arrays are *runtime descriptors* (data pointer, shape, strides), so views, swaps and
reassignments of array variables work like NumPy. ``Dim(A, k)`` reads an extent.
``ArrayDecl.inner_contiguous`` records statically that the last axis has unit stride, which is
what lets the C compiler vectorize.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .dtypes import COMPLEX_DTYPES, DTYPES, FLOAT_DTYPES, INT_DTYPES

__all__ = [
    "DTYPES",
    "INT_DTYPES",
    "FLOAT_DTYPES",
    "COMPLEX_DTYPES",
    "Expr",
    "Const",
    "Var",
    "Dim",
    "Access",
    "Unary",
    "Binary",
    "Call",
    "Select",
    "Cast",
    "Stmt",
    "Block",
    "Assign",
    "Loop",
    "If",
    "While",
    "Break",
    "Continue",
    "Return",
    "Alloc",
    "View",
    "ViewDim",
    "LibCall",
    "Raise",
    "ArrayParam",
    "ScalarParam",
    "ArrayDecl",
    "ScalarDecl",
    "Program",
    "MAX_NDIM",
    "LOOP_KINDS",
    "LOOP_ATTRS",
    "SCHEDULES",
    "UNARY_OPS",
    "BINARY_OPS",
    "CALL_FUNCS",
    "REDUCE_OPS",
    "replace",
]


#: The most axes an array may have (the runtime's result descriptors hold this many extents;
#: NPBench's physics kernels take 5- and 6-d arrays).
MAX_NDIM = 8
LOOP_KINDS = ("serial", "parallel", "vector", "unrolled")
#: The attributes each loop kind accepts, and their value types.
LOOP_ATTRS: dict[str, dict[str, type]] = {
    "serial": {},
    "parallel": {"collapse": int, "schedule": str, "chunk": int, "simd": bool},
    "vector": {"simdlen": int},
    "unrolled": {"factor": int},
}
#: OpenMP schedule kinds a parallel loop may name.
SCHEDULES = ("static", "dynamic", "guided")
UNARY_OPS = ("neg", "not", "invert")
#: ``floordiv``/``mod`` follow Python semantics; ``div`` is C division of the operands' dtype
#: (the frontend casts to float first for true division).
BINARY_OPS = (
    "add", "sub", "mul", "div", "floordiv", "mod", "pow",
    "lt", "le", "eq", "ne", "gt", "ge",
    "and", "or", "bitand", "bitor", "bitxor", "lshift", "rshift",
    "min", "max",
)
CALL_FUNCS = (
    "exp", "log", "log2", "log10", "log1p", "expm1", "sqrt", "cbrt", "abs",
    "sin", "cos", "tan", "arcsin", "arccos", "arctan", "sinh", "cosh", "tanh",
    "arcsinh", "arccosh", "arctanh", "arctan2", "hypot",
    "floor", "ceil", "trunc", "rint", "sign", "isnan", "isinf", "isfinite",
    "copysign", "fmod", "erf", "erfc",
    # complex numbers: the parts, the conjugate, the argument, and ``complex(re, im)``
    "real", "imag", "conj", "angle", "complex",
)
#: Operators allowed in ``Assign.reduce``: ``target = target <op> value``.
REDUCE_OPS = ("add", "mul", "min", "max", "bitor", "bitand")


# ----------------------------------------------------------------------------- expressions


@dataclass(frozen=True)
class Const:
    """A literal. ``value`` is a Python bool/int/float matching ``dtype`` (a complex for the
    complex dtypes)."""

    value: bool | int | float | complex
    dtype: str


@dataclass(frozen=True)
class Var:
    """A scalar variable: a parameter, a local, or a loop variable."""

    name: str
    dtype: str


@dataclass(frozen=True)
class Dim:
    """The extent of axis ``axis`` of array variable ``array`` (always int64)."""

    array: str
    axis: int
    dtype: str = "int64"


@dataclass(frozen=True)
class Access:
    """Element ``array[indices]``: a load when used as an expression, a store as a target."""

    array: str
    indices: tuple[Expr, ...]
    dtype: str


@dataclass(frozen=True)
class Unary:
    op: str
    operand: Expr
    dtype: str


@dataclass(frozen=True)
class Binary:
    op: str
    lhs: Expr
    rhs: Expr
    dtype: str


@dataclass(frozen=True)
class Call:
    """An elementwise math function from :data:`CALL_FUNCS`."""

    func: str
    args: tuple[Expr, ...]
    dtype: str


@dataclass(frozen=True)
class Select:
    """``cond ? if_true : if_false`` (both branches are side-effect free)."""

    cond: Expr
    if_true: Expr
    if_false: Expr
    dtype: str


@dataclass(frozen=True)
class Cast:
    expr: Expr
    dtype: str


Expr = Const | Var | Dim | Access | Unary | Binary | Call | Select | Cast


# ------------------------------------------------------------------------------ statements


@dataclass(frozen=True)
class Block:
    body: tuple[Stmt, ...] = ()


@dataclass(frozen=True)
class Assign:
    """``target = value`` or, with ``reduce``, ``target = target <reduce> value``.

    Marking reductions explicitly lets codegen emit OpenMP reduction clauses and lets analyses
    recognise them without pattern matching.
    """

    target: Var | Access
    value: Expr
    reduce: str | None = None
    #: the user's source line (0: unknown); not part of the structure (equality, hash, text),
    #: only of messages, such as an out-of-bounds index's IndexError
    line: int = field(default=0, compare=False, repr=False)


@dataclass(frozen=True)
class Loop:
    """``for var in range(start, stop, step)``; bounds are evaluated once, on entry.

    ``label`` is unique within a program and stable, so recipes can name the loop.
    ``attrs`` are sorted (key, value) pairs refining ``kind`` (see :data:`LOOP_ATTRS`), e.g.
    ``collapse``/``schedule``/``chunk`` of a parallel loop, ``simdlen`` of a vector loop.
    """

    var: str
    start: Expr
    stop: Expr
    step: Expr
    body: Block
    label: str
    kind: str = "serial"
    attrs: tuple[tuple[str, str | int | float | bool], ...] = ()
    line: int = field(default=0, compare=False, repr=False)  # as Assign.line


@dataclass(frozen=True)
class If:
    cond: Expr
    then: Block
    orelse: Block = field(default_factory=Block)
    line: int = field(default=0, compare=False, repr=False)  # as Assign.line


@dataclass(frozen=True)
class While:
    cond: Expr
    body: Block
    line: int = field(default=0, compare=False, repr=False)  # as Assign.line


@dataclass(frozen=True)
class Break:
    pass


@dataclass(frozen=True)
class Continue:
    pass


@dataclass(frozen=True)
class Return:
    """Return the values (scalar expressions or array variable names) of the program."""

    values: tuple[Expr | str, ...] = ()
    line: int = field(default=0, compare=False, repr=False)  # as Assign.line


@dataclass(frozen=True)
class Alloc:
    """Bind array variable ``array`` to a new C-contiguous buffer of ``shape``.

    ``fill`` (optional) initialises every element. The previous buffer of the variable, if it
    owned one, is released when no other variable refers to it.
    """

    array: str
    shape: tuple[Expr, ...]
    fill: Expr | None = None


@dataclass(frozen=True)
class ViewDim:
    """One axis of a view: taken from ``source_axis`` of the source with ``step`` (in units of
    that axis), or, when ``source_axis`` is None, an axis whose stride is ``step`` elements of a
    source whose last axis has unit stride (0 for ``None``/newaxis and broadcasting, the
    C-order strides for a reshape)."""

    source_axis: int | None
    extent: Expr
    step: Expr


@dataclass(frozen=True)
class View:
    """Bind array variable ``array`` to a view of ``source`` (no copy).

    The view starts at element ``offset`` (one index per source axis) and has axes ``dims``.
    Covers slicing, integer indexing of leading axes, ``None``/newaxis, transposes and
    broadcasting (stride 0).
    """

    array: str
    source: str
    offset: tuple[Expr, ...]
    dims: tuple[ViewDim, ...]


@dataclass(frozen=True)
class LibCall:
    """A library operation (``matmul``, ...) on array variables; see ``loopcraft.libops``.

    ``outputs`` are written, ``inputs`` only read; ``attrs`` are sorted (key, value) pairs.
    """

    op: str
    outputs: tuple[str, ...]
    inputs: tuple[str, ...]
    attrs: tuple[tuple[str, str | int | float | bool], ...] = ()


@dataclass(frozen=True)
class Raise:
    """Abort the call with a Python exception (``kind`` is ``ValueError``/``IndexError``/...).

    Each ``{}`` in ``message`` is replaced by the run-time value of the next of ``values``
    (integers), as NumPy's messages show the shapes involved."""

    kind: str
    message: str
    values: tuple[Expr, ...] = ()


Stmt = (
    Block | Assign | Loop | If | While | Break | Continue | Return | Alloc | View | LibCall | Raise
)


# -------------------------------------------------------------------------------- program


@dataclass(frozen=True)
class ArrayParam:
    """An array argument. ``layout`` is ``"C"`` (C-contiguous) or ``"A"`` (any strides).

    ``broadcast_axes`` are the axes whose extent decides a broadcast; ``unit_axes`` (a subset)
    are those of extent 1 in this specialization. Knowing them statically keeps broadcasting
    free of run-time index selects; the entry point checks both.
    """

    name: str
    dtype: str
    ndim: int
    layout: str = "C"
    broadcast_axes: tuple[int, ...] = ()
    unit_axes: tuple[int, ...] = ()
    #: the call passes overlapping arguments; all ``aliased`` parameters may share memory
    aliased: bool = False


@dataclass(frozen=True)
class ScalarParam:
    name: str
    dtype: str


@dataclass(frozen=True)
class ArrayDecl:
    """A local array variable (bound by ``Alloc`` or ``View``)."""

    name: str
    dtype: str
    ndim: int
    inner_contiguous: bool = True


@dataclass(frozen=True)
class ScalarDecl:
    name: str
    dtype: str


@dataclass(frozen=True)
class Program:
    """A compiled function specialised for one argument signature.

    ``returns`` describes the result: each entry is ``("scalar", dtype)`` or
    ``("array", dtype, ndim)``; ``returns_tuple`` says whether Python sees a tuple.

    ``broadcast_extents`` are derived extents (int64 expressions of argument extents and
    scalar arguments only, e.g. ``len(c[::2])``) that decide a broadcast, as
    ``ArrayParam.broadcast_axes`` are for an argument's own axes; ``unit_extents`` (a subset)
    are those that are 1 in this specialization and were lowered as the constant 1, so that
    they broadcast as NumPy does at run time. The entry point checks both.
    """

    name: str
    params: tuple[ArrayParam | ScalarParam, ...]
    locals: tuple[ArrayDecl | ScalarDecl, ...]
    body: Block
    returns: tuple[tuple, ...] = ()
    returns_tuple: bool = False
    broadcast_extents: tuple[Expr, ...] = ()
    unit_extents: tuple[Expr, ...] = ()
