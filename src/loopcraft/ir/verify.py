"""The IR verifier: catch malformed programs where they are made, not where they crash.

Why: every pass (frontend, transformations, libop expansion) builds IR by hand, and a wrong
dtype or a missing declaration otherwise surfaces much later as a C compiler error, a wrong
result or a segfault in generated code. ``verify`` checks the invariants that the later stages
rely on and names the first violation precisely: the program, the path of enclosing
statements, the statement as printed, and what is wrong.

Checked invariants (everything else is the job of a stage's own legality checks):

* names: every Var/array is declared (params, locals, or an enclosing loop's variable); no name
  is declared twice; scalars are not used as arrays or vice versa; loop variables are not
  re-bound by a nested loop nor assigned inside their loop;
* vocabulary: unary/binary ops, math functions (and their arity), reduce ops, loop kinds and
  dtypes are the ones in :mod:`loopcraft.ir.nodes`; loop labels are unique;
* shapes: an access has one index per array axis; ``Dim`` axes, ``Alloc`` shapes and ``View``
  offsets/axes match the arrays' ranks;
* dtypes that are fixed by construction: an access has its array's dtype, loop variables and
  ``Dim`` are int64, indices/bounds/extents are integers, conditions and comparisons are bool,
  bitwise operators take no floats, a view has its source's dtype, returns match
  ``Program.returns``; constants fit their dtype;
* control flow: ``break``/``continue`` only inside a loop, and neither ``break`` nor ``return``
  inside a parallel/vector loop (OpenMP forbids leaving those regions).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..errors import InternalError
from .dtypes import fits
from .nodes import (
    BINARY_OPS,
    CALL_FUNCS,
    COMPLEX_DTYPES,
    DTYPES,
    FLOAT_DTYPES,
    INT_DTYPES,
    LOOP_ATTRS,
    LOOP_KINDS,
    REDUCE_OPS,
    SCHEDULES,
    UNARY_OPS,
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
from .printer import Scope, format_expr, format_stmt
from .verify_memo import VerifyMemo
from .walk import subexprs

__all__ = ["IRVerifyError", "VerifyMemo", "verify"]

_COMPARE = frozenset({"lt", "le", "eq", "ne", "gt", "ge"})
_BITWISE = frozenset({"bitand", "bitor", "bitxor", "lshift", "rshift"})
_TWO_ARG_FUNCS = frozenset({"arctan2", "hypot", "copysign", "fmod", "complex"})
#: what complex numbers have no meaning for: an order (NumPy's is lexicographic, C has none)
_UNORDERED = frozenset({"lt", "le", "gt", "ge", "min", "max", "floordiv", "mod"})
_PREDICATES = frozenset({"isnan", "isinf", "isfinite"})
_ARRAY_LAYOUTS = ("C", "A")


class IRVerifyError(InternalError):
    """The IR breaks an invariant; this is a bug in whichever pass produced it."""


class _Verifier:
    def __init__(self, p: Program, memo: VerifyMemo | None = None) -> None:
        self.p = p
        self.memo = memo
        self.version = memo.version(p) if memo is not None else -1
        self.scalars: dict[str, str] = {}
        self.arrays: dict[str, tuple[str, int]] = {}
        self.loop_vars: list[str] = []
        #: innermost-last stack of enclosing loops: a Loop, or None for a While
        self.loops: list[Loop | None] = []
        self.labels: set[str] = set()
        self.path: list[str] = []
        self.current: Stmt | None = None

    # -------------------------------------------------------------------- reporting
    def scope(self) -> Scope:
        scalars = dict(self.scalars)
        scalars.update((v, "int64") for v in self.loop_vars)
        return Scope(scalars, {k: v[0] for k, v in self.arrays.items()})

    def fail(self, problem: str) -> IRVerifyError:
        where = f"program {self.p.name!r}"
        if self.path:
            where += ", in " + " > ".join(self.path)
        if self.current is not None:
            try:
                line = format_stmt(self.current, self.scope()).splitlines()[0]
            except (TypeError, ValueError, AttributeError):
                line = type(self.current).__name__
            where += f", at `{line.strip()}`"
        return IRVerifyError(f"IR verification failed: {problem} ({where})")

    def show(self, e: object) -> str:
        try:
            return format_expr(e, self.scope())  # type: ignore[arg-type]
        except (TypeError, ValueError, AttributeError):
            return repr(e)

    @contextmanager
    def nested(self, what: str) -> Iterator[None]:
        self.path.append(what)
        try:
            yield
        finally:
            self.path.pop()

    # -------------------------------------------------------------------- program
    def run(self) -> None:
        p = self.p
        if not isinstance(p, Program):
            raise IRVerifyError(f"IR verification failed: expected a Program, got {p!r}")
        if not isinstance(p.name, str) or not p.name:
            raise self.fail("the program name must be a non-empty string")
        for d in p.params:
            if not isinstance(d, (ArrayParam, ScalarParam)):
                raise self.fail(f"parameter {d!r} is not an ArrayParam or ScalarParam")
            if isinstance(d, ArrayParam) and d.layout not in _ARRAY_LAYOUTS:
                raise self.fail(f"array parameter {d.name!r} has unknown layout {d.layout!r} "
                                f"(expected one of {', '.join(_ARRAY_LAYOUTS)})")
            self.declare(d, "parameter")
        for d in p.locals:
            if not isinstance(d, (ArrayDecl, ScalarDecl)):
                raise self.fail(f"local {d!r} is not an ArrayDecl or ScalarDecl")
            self.declare(d, "local")
        for entry in p.returns:
            ok = isinstance(entry, tuple) and (
                (len(entry) == 2 and entry[0] == "scalar" and entry[1] in DTYPES)
                or (len(entry) == 3 and entry[0] == "array" and entry[1] in DTYPES
                    and isinstance(entry[2], int) and entry[2] >= 0)
            )
            if not ok:
                raise self.fail(f"malformed return entry {entry!r}: expected ('scalar', dtype) "
                                "or ('array', dtype, ndim) with a known dtype")
        if not p.returns_tuple and len(p.returns) > 1:
            raise self.fail(f"{len(p.returns)} return entries but returns_tuple is False")
        if not isinstance(p.body, Block):
            raise self.fail("the program body must be a Block")
        self.block(p.body)

    def declare(self, d: ArrayParam | ScalarParam | ArrayDecl | ScalarDecl, what: str) -> None:
        if not isinstance(d.name, str) or not d.name:
            raise self.fail(f"{what} with an empty or non-string name: {d!r}")
        if d.name in self.scalars or d.name in self.arrays:
            raise self.fail(f"{d.name!r} is declared more than once")
        self.check_dtype(d.dtype, f"{what} {d.name!r}")
        if isinstance(d, (ArrayParam, ArrayDecl)):
            if not isinstance(d.ndim, int) or isinstance(d.ndim, bool) or d.ndim < 0:
                raise self.fail(f"{what} {d.name!r} has invalid ndim {d.ndim!r}")
            self.arrays[d.name] = (d.dtype, d.ndim)
        else:
            self.scalars[d.name] = d.dtype

    def check_dtype(self, dtype: object, what: str | Callable[[], str]) -> None:
        """``what`` names the checked node; a callable is formatted only on failure (every
        expression of every verified program passes through here)."""
        if dtype not in DTYPES:
            what = what() if callable(what) else what
            raise self.fail(f"{what} has unknown dtype {dtype!r} (expected one of "
                            f"{', '.join(DTYPES)})")

    def array(self, name: object, what: str | Callable[[], str]) -> tuple[str, int]:
        info = self.arrays.get(name) if isinstance(name, str) else None
        if info is not None:
            return info
        what = what() if callable(what) else what
        if not isinstance(name, str):
            raise self.fail(f"{what}: array name {name!r} is not a string")
        info = self.arrays.get(name)
        if info is None:
            if name in self.scalars or name in self.loop_vars:
                raise self.fail(f"{what}: {name!r} is a scalar, not an array")
            raise self.fail(f"{what}: undeclared array {name!r}")
        return info

    # -------------------------------------------------------------------- statements
    def block(self, b: Block) -> None:
        if not isinstance(b.body, tuple):
            raise self.fail(f"Block.body must be a tuple, got {type(b.body).__name__}")
        for s in b.body:
            self.stmt(s)

    def stmt(self, s: Stmt) -> None:
        self.current = s
        if isinstance(s, Assign):
            self.assign(s)
        elif isinstance(s, Loop):
            self.memo_loop(s)
        elif isinstance(s, If):
            self.cond(s.cond, "if condition")
            self.current = None
            with self.nested(f"if {self.show(s.cond)}"):
                self.block(s.then)
            with self.nested(f"else of if {self.show(s.cond)}"):
                self.block(s.orelse)
        elif isinstance(s, While):
            self.cond(s.cond, "while condition")
            self.current = None
            self.loops.append(None)
            with self.nested(f"while {self.show(s.cond)}"):
                self.block(s.body)
            self.loops.pop()
        elif isinstance(s, Block):
            self.current = None
            with self.nested("block"):
                self.block(s)
        elif isinstance(s, (Break, Continue)):
            word = "break" if isinstance(s, Break) else "continue"
            if not self.loops:
                raise self.fail(f"'{word}' outside a loop")
            inner = self.loops[-1]
            if isinstance(s, Break) and inner is not None and inner.kind in ("parallel", "vector"):
                raise self.fail(f"'break' directly inside {inner.kind} loop {inner.label!r} "
                                "(an OpenMP loop cannot be left early)")
        elif isinstance(s, Return):
            self.ret(s)
        elif isinstance(s, Alloc):
            self.alloc(s)
        elif isinstance(s, View):
            self.view(s)
        elif isinstance(s, LibCall):
            self.libcall(s)
        elif isinstance(s, Raise):
            if not isinstance(s.kind, str) or not s.kind.isidentifier():
                raise self.fail(f"Raise kind {s.kind!r} is not an exception class name")
            if not isinstance(s.message, str):
                raise self.fail(f"Raise message {s.message!r} is not a string")
            if s.message.count("{}") != len(s.values):
                raise self.fail(f"Raise message {s.message!r} has {s.message.count('{}')} "
                                f"placeholders for {len(s.values)} values")
            for v in s.values:
                self.expr(v)
                if v.dtype not in INT_DTYPES:
                    raise self.fail(f"Raise value {v!r} is not an integer")
        else:
            raise self.fail(f"{s!r} is not a statement node")
        self.current = None

    def assign(self, s: Assign) -> None:
        t = s.target
        if isinstance(t, Var):
            if t.name in self.loop_vars:
                raise self.fail(f"assignment to loop variable {t.name!r} inside its loop")
        elif not isinstance(t, Access):
            raise self.fail(f"assignment target {t!r} is not a Var or an Access")
        self.expr(t)
        self.expr(s.value)
        if s.reduce is not None and s.reduce not in REDUCE_OPS:
            raise self.fail(f"unknown reduce op {s.reduce!r} (expected one of "
                            f"{', '.join(REDUCE_OPS)})")

    def loop(self, s: Loop) -> None:
        if s.kind not in LOOP_KINDS:
            raise self.fail(f"unknown loop kind {s.kind!r} (expected one of "
                            f"{', '.join(LOOP_KINDS)})")
        if not isinstance(s.label, str) or not s.label:
            raise self.fail(f"loop label {s.label!r} must be a non-empty string")
        self.loop_attrs(s)
        if s.label in self.labels:
            raise self.fail(f"duplicate loop label {s.label!r}")
        self.labels.add(s.label)
        if not isinstance(s.var, str) or not s.var:
            raise self.fail(f"loop variable {s.var!r} must be a non-empty string")
        if s.var in self.arrays:
            raise self.fail(f"loop variable {s.var!r} is declared as an array")
        if s.var in self.loop_vars:
            raise self.fail(f"loop variable {s.var!r} is already the variable of an "
                            "enclosing loop")
        declared = self.scalars.get(s.var)
        if declared is not None and declared != "int64":
            raise self.fail(f"loop variable {s.var!r} is declared {declared}; loop variables "
                            "are int64")
        for what, e in (("start", s.start), ("stop", s.stop), ("step", s.step)):
            self.expr(e)
            if e.dtype not in INT_DTYPES:
                raise self.fail(f"loop {what} {self.show(e)} is {e.dtype}, not an integer")
        if not isinstance(s.body, Block):
            raise self.fail("a loop body must be a Block")
        self.current = None
        self.loop_vars.append(s.var)
        self.loops.append(s)
        try:
            with self.nested(f"loop {s.label!r}"):
                self.block(s.body)
        finally:
            self.loops.pop()
            self.loop_vars.pop()

    def memo_loop(self, s: Loop) -> None:
        """:meth:`loop`, skipped for a loop the memo saw pass in the same context."""
        if self.memo is None:
            self.loop(s)
            return
        context = (self.version, tuple(self.loop_vars),
                   tuple(None if x is None else x.kind for x in self.loops))
        seen = self.memo.loops.get(id(s))
        if seen is not None and seen[0] is s and seen[1] == context \
                and not (seen[2] & self.labels):
            self.labels |= seen[2]
            return
        before = set(self.labels)
        self.loop(s)
        self.memo.remember(s, context, frozenset(self.labels - before))

    def ret(self, s: Return) -> None:
        for loop in self.loops:
            if loop is not None and loop.kind in ("parallel", "vector"):
                raise self.fail(f"'return' inside {loop.kind} loop {loop.label!r} (an OpenMP "
                                "loop cannot be left early)")
        if not isinstance(s.values, tuple):
            raise self.fail("Return.values must be a tuple")
        if len(s.values) != len(self.p.returns):
            raise self.fail(f"returns {len(s.values)} value(s) but Program.returns declares "
                            f"{len(self.p.returns)}")
        for k, (v, entry) in enumerate(zip(s.values, self.p.returns, strict=True)):
            if isinstance(v, str):
                dtype, ndim = self.array(v, f"return value {k}")
                if entry != ("array", dtype, ndim):
                    raise self.fail(f"return value {k} is the {ndim}-d {dtype} array {v!r} but "
                                    f"Program.returns[{k}] is {entry!r}")
            else:
                self.expr(v)
                if entry != ("scalar", v.dtype):
                    raise self.fail(f"return value {k} is a {v.dtype} scalar but "
                                    f"Program.returns[{k}] is {entry!r}")

    def alloc(self, s: Alloc) -> None:
        _, ndim = self.array(s.array, "Alloc")
        if not isinstance(s.shape, tuple) or len(s.shape) != ndim:
            raise self.fail(f"Alloc of {ndim}-d array {s.array!r} has a shape of "
                            f"{len(s.shape)} extent(s)")
        for d in s.shape:
            self.index_like(d, "Alloc extent")
        if s.fill is not None:
            self.expr(s.fill)

    def view(self, s: View) -> None:
        dtype, ndim = self.array(s.array, "View")
        sdtype, sndim = self.array(s.source, "View source")
        if dtype != sdtype:
            raise self.fail(f"View binds {dtype} array {s.array!r} to {sdtype} array "
                            f"{s.source!r}; a view cannot change the dtype")
        if not isinstance(s.offset, tuple) or len(s.offset) != sndim:
            raise self.fail(f"View offset has {len(s.offset)} index(es) but source "
                            f"{s.source!r} is {sndim}-d")
        for o in s.offset:
            self.index_like(o, "View offset")
        if not isinstance(s.dims, tuple) or len(s.dims) != ndim:
            raise self.fail(f"View has {len(s.dims)} dim(s) but {s.array!r} is {ndim}-d")
        for k, d in enumerate(s.dims):
            ax = d.source_axis
            if ax is not None and (not isinstance(ax, int) or not 0 <= ax < sndim):
                raise self.fail(f"View dim {k} takes source axis {ax!r} but source "
                                f"{s.source!r} is {sndim}-d")
            self.index_like(d.extent, f"View dim {k} extent")
            self.index_like(d.step, f"View dim {k} step")

    def libcall(self, s: LibCall) -> None:
        if not isinstance(s.op, str) or not s.op.isidentifier():
            raise self.fail(f"LibCall op {s.op!r} is not an identifier")
        if not isinstance(s.outputs, tuple) or not isinstance(s.inputs, tuple):
            raise self.fail("LibCall outputs and inputs must be tuples of array names")
        for name in s.outputs:
            self.array(name, f"LibCall {s.op} output")
        for name in s.inputs:
            self.array(name, f"LibCall {s.op} input")
        self.attrs(s.attrs, "LibCall")

    def attrs(self, attrs: object, what: str) -> list[str]:
        """Check sorted, unique ``(key, value)`` pairs; returns the keys."""
        if not isinstance(attrs, tuple):
            raise self.fail(f"{what} attrs must be a tuple of (key, value) pairs")
        keys: list[str] = []
        for item in attrs:
            if not (isinstance(item, tuple) and len(item) == 2 and isinstance(item[0], str)):
                raise self.fail(f"{what} attr {item!r} is not a (str, value) pair")
            if not isinstance(item[1], (str, int, float, bool)):
                raise self.fail(f"{what} attr {item[0]!r} has value {item[1]!r} of type "
                                f"{type(item[1]).__name__} (str/int/float/bool only)")
            keys.append(item[0])
        if len(set(keys)) != len(keys):
            raise self.fail(f"{what} attrs repeat a key: {keys}")
        if keys != sorted(keys):
            raise self.fail(f"{what} attrs must be sorted by key, got {keys}")
        return keys

    def loop_attrs(self, s: Loop) -> None:
        self.attrs(s.attrs, f"loop {s.label!r}")
        allowed = LOOP_ATTRS[s.kind]
        for key, value in s.attrs:
            if key not in allowed:
                raise self.fail(f"loop {s.label!r} ({s.kind}) does not take attr {key!r} "
                                f"(allowed: {', '.join(allowed) or 'none'})")
            want = allowed[key]
            if type(value) is not want:
                raise self.fail(f"loop {s.label!r} attr {key}={value!r} must be a "
                                f"{want.__name__}")
            if want is int and value < 1:
                raise self.fail(f"loop {s.label!r} attr {key}={value} must be positive")
        collapse = dict(s.attrs).get("collapse", 1)
        band, inner = [s.var], s
        for _ in range(collapse - 1):
            if len(inner.body.body) != 1 or not isinstance(inner.body.body[0], Loop):
                raise self.fail(f"loop {s.label!r} collapses {collapse} loops but loop "
                                f"{inner.label!r} is not perfectly nested around one loop")
            inner = inner.body.body[0]
            used = {x.name for e in (inner.start, inner.stop, inner.step) for x in subexprs(e)
                    if isinstance(x, Var)}
            if used & set(band):
                raise self.fail(f"loop {s.label!r} collapses loop {inner.label!r} whose bounds "
                                "depend on an outer collapsed loop")
            if not (isinstance(inner.step, Const) and inner.step.value > 0):
                raise self.fail(f"loop {s.label!r} collapses loop {inner.label!r}, whose step "
                                "is not a positive constant")
            band.append(inner.var)
        sched = dict(s.attrs).get("schedule")
        if sched is not None and sched not in SCHEDULES:
            raise self.fail(f"loop {s.label!r} schedule {sched!r} is not one of "
                            f"{', '.join(SCHEDULES)}")

    # -------------------------------------------------------------------- expressions
    def cond(self, e: Expr, what: str) -> None:
        self.expr(e)
        if e.dtype != "bool":
            raise self.fail(f"{what} {self.show(e)} is {e.dtype}, not bool")

    def index_like(self, e: Expr, what: str) -> None:
        self.expr(e)
        if e.dtype not in INT_DTYPES:
            raise self.fail(f"{what} {self.show(e)} is {e.dtype}, not an integer")

    def expr(self, e: Expr) -> None:
        if not isinstance(e, (Const, Var, Dim, Access, Unary, Binary, Call, Select, Cast)):
            raise self.fail(f"{e!r} is not an expression node")
        self.check_dtype(e.dtype, lambda: type(e).__name__ + " " + self.show(e))
        if isinstance(e, Const):
            self.const(e)
        elif isinstance(e, Var):
            if e.name in self.loop_vars:
                if e.dtype != "int64":
                    raise self.fail(f"loop variable {e.name!r} is used as {e.dtype}; loop "
                                    "variables are int64")
            elif e.name in self.scalars:
                if e.dtype != self.scalars[e.name]:
                    raise self.fail(f"variable {e.name!r} is declared {self.scalars[e.name]} "
                                    f"but used as {e.dtype}")
            elif e.name in self.arrays:
                raise self.fail(f"{e.name!r} is an array, used as a scalar variable")
            else:
                raise self.fail(f"undeclared variable {e.name!r}")
        elif isinstance(e, Dim):
            _, ndim = self.array(e.array, lambda: self.show(e))
            if not isinstance(e.axis, int) or not 0 <= e.axis < ndim:
                raise self.fail(f"{self.show(e)}: axis {e.axis!r} out of range for "
                                f"{ndim}-d array {e.array!r}")
            if e.dtype != "int64":
                raise self.fail(f"{self.show(e)} is {e.dtype}; Dim is always int64")
        elif isinstance(e, Access):
            self.access(e)
        elif isinstance(e, Unary):
            self.unary(e)
        elif isinstance(e, Binary):
            self.binary(e)
        elif isinstance(e, Call):
            self.call(e)
        elif isinstance(e, Select):
            self.cond(e.cond, "select condition")
            self.expr(e.if_true)
            self.expr(e.if_false)
        else:  # Cast
            self.expr(e.expr)

    def const(self, e: Const) -> None:
        v, dt = e.value, e.dtype
        if type(v) not in (bool, int, float, complex):
            raise self.fail(f"constant {v!r} is a {type(v).__module__}.{type(v).__name__}, not "
                            "a Python bool/int/float/complex")
        if isinstance(v, complex) and dt not in COMPLEX_DTYPES:
            raise self.fail(f"complex constant {v!r} typed {dt}")
        if dt == "bool":
            ok = isinstance(v, bool)
        elif dt in INT_DTYPES:
            ok = isinstance(v, int) and not isinstance(v, bool) and fits(v, dt)
        elif dt in COMPLEX_DTYPES:  # a real value is a complex one with no imaginary part
            ok = not isinstance(v, bool)
        else:
            ok = isinstance(v, (int, float)) and not isinstance(v, bool)
        if not ok:
            raise self.fail(f"constant {v!r} ({type(v).__name__}) does not fit dtype {dt}")

    def access(self, e: Access) -> None:
        dtype, ndim = self.array(e.array, lambda: f"access {self.show(e)}")
        if not isinstance(e.indices, tuple):
            raise self.fail(f"access {self.show(e)}: indices must be a tuple")
        if len(e.indices) != ndim:
            raise self.fail(f"access {self.show(e)} has {len(e.indices)} index(es) but "
                            f"{e.array!r} is {ndim}-d")
        for i in e.indices:
            self.index_like(i, f"index of {e.array!r}")
        if e.dtype != dtype:
            raise self.fail(f"access {self.show(e)} is typed {e.dtype} but {e.array!r} is "
                            f"{dtype}")

    def unary(self, e: Unary) -> None:
        if e.op not in UNARY_OPS:
            raise self.fail(f"unknown unary op {e.op!r} (expected one of "
                            f"{', '.join(UNARY_OPS)})")
        self.expr(e.operand)
        if e.op == "not" and e.dtype != "bool":
            raise self.fail(f"'not' yields bool, but {self.show(e)} is typed {e.dtype}")
        if e.op == "invert" and (e.operand.dtype in FLOAT_DTYPES
                                 or e.operand.dtype in COMPLEX_DTYPES):
            raise self.fail(f"'~' of a {e.operand.dtype} operand in {self.show(e)}")

    def binary(self, e: Binary) -> None:
        if e.op not in BINARY_OPS:
            raise self.fail(f"unknown binary op {e.op!r} (expected one of "
                            f"{', '.join(BINARY_OPS)})")
        self.expr(e.lhs)
        self.expr(e.rhs)
        if (e.op in _COMPARE or e.op in ("and", "or")) and e.dtype != "bool":
            raise self.fail(f"{e.op!r} yields bool, but {self.show(e)} is typed {e.dtype}")
        if e.op in _UNORDERED and e.lhs.dtype in COMPLEX_DTYPES:
            raise self.fail(f"{e.op!r} of complex operands in {self.show(e)}")
        if e.op in _BITWISE:
            for side in (e.lhs, e.rhs):
                if side.dtype in FLOAT_DTYPES or side.dtype in COMPLEX_DTYPES:
                    raise self.fail(f"bitwise {e.op!r} of a {side.dtype} operand in "
                                    f"{self.show(e)}")

    def call(self, e: Call) -> None:
        if e.func not in CALL_FUNCS:
            raise self.fail(f"unknown function {e.func!r}")
        want = 2 if e.func in _TWO_ARG_FUNCS else 1
        if not isinstance(e.args, tuple) or len(e.args) != want:
            raise self.fail(f"{e.func}() takes {want} argument(s), got {len(e.args)}")
        for a in e.args:
            self.expr(a)
        if e.func == "complex" and e.dtype not in COMPLEX_DTYPES:
            raise self.fail(f"complex() yields a complex dtype, but {self.show(e)} is typed "
                            f"{e.dtype}")
        if e.func in _PREDICATES and e.dtype != "bool":
            raise self.fail(f"{e.func}() yields bool, but {self.show(e)} is typed {e.dtype}")


def verify(p: Program, memo: VerifyMemo | None = None) -> None:
    """Raise :class:`IRVerifyError` naming the first broken invariant of ``p``; else return.
    ``memo``: skip the loops it saw pass in the same context (and remember this run's)."""
    _Verifier(p, memo).run()
