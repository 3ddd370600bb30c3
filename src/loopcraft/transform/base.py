"""What every transformation shares: the base class, the registry, and IR surgery helpers.

Why a class per transformation: a recipe step names a transformation by string, so the
registry maps names to objects that know their parameters (for JSON validation and the
search space), their legality check and their rewrite. ``apply`` always checks first, so a
caller cannot produce wrong code by forgetting to; ``check(..., cheap=True)`` runs only the
structural and parameter tests (no dependence analysis), which search uses to prune before
paying for the exact check.

Targets are loop labels; a library call is named ``op#k`` (the k-th ``libcall op`` in
program order).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import lru_cache
from typing import Any, ClassVar

from ..errors import (
    CarriedScalarError,
    InvalidParameterError,
    LoopNotFoundError,
    NotPerfectlyNestedError,
    StepError,
    UnknownTransformationError,
    VariantBoundsError,
)
from ..ir import nodes as ir
from ..ir.index_guard import is_guard_raise
from ..ir.walk import expr_vars, same_block, stmt_exprs, subexprs, walk_stmts
from ..libops import is_implemented

__all__ = [
    "Transformation",
    "register",
    "TRANSFORMATIONS",
    "get_transformation",
    "find_loop",
    "locate_loop",
    "enclosing_loops",
    "replace_loop",
    "perfect_band",
    "fresh_label",
    "fresh_name",
    "add_locals",
    "const_step",
    "loop_dependences",
    "has_exit",
    "bounds_invariant",
    "iadd",
    "imul",
    "imin",
    "imax",
    "int_const",
    "fold_multiple",
    "uses_vars",
    "subtracted",
    "find_libcall",
    "libcall_targets",
]

#: name -> transformation; filled by :func:`register` as the modules of this package load.
TRANSFORMATIONS: dict[str, Transformation] = {}


class Transformation:
    """A named, parameterised rewrite of one target with a legality check.

    Subclasses set ``name``, ``params`` (parameter name -> type, or a tuple of types, used to
    validate recipes read from JSON; ``defaults`` for optional ones) and implement
    ``_check`` and ``_rewrite``.
    """

    name: ClassVar[str] = ""
    params: ClassVar[dict[str, Any]] = {}
    defaults: ClassVar[dict[str, Any]] = {}

    def check(self, program: ir.Program, target: str, *, cheap: bool = False,
              **params: Any) -> None:
        """Raise the :class:`~loopcraft.errors.ScheduleError` subclass that says why the step
        is illegal; return None when it is legal. ``cheap`` skips dependence analysis."""
        params = self.normalize(target, params)
        self._check(program, target, cheap=cheap, **params)

    def apply(self, program: ir.Program, target: str, **params: Any) -> ir.Program:
        """The transformed program (after a full :meth:`check`)."""
        params = self.normalize(target, params)
        self._check(program, target, cheap=False, **params)
        return self._rewrite(program, target, **params)

    def normalize(self, target: str, params: dict[str, Any]) -> dict[str, Any]:
        """``params`` with defaults filled in, unknown names and wrong types rejected."""
        unknown = sorted(set(params) - set(self.params))
        if unknown:
            raise InvalidParameterError(
                self.name, target, f"unknown parameter(s) {', '.join(unknown)} (takes "
                f"{', '.join(self.params) or 'none'})")
        out = dict(self.defaults)
        out.update(params)
        for key, want in self.params.items():
            if key not in out:
                raise InvalidParameterError(self.name, target, f"missing parameter {key!r}")
            value = out[key]
            if isinstance(value, list):
                out[key] = value = _freeze(value)
            if not _has_type(value, want):
                raise InvalidParameterError(
                    self.name, target, f"parameter {key}={value!r} must be {_type_name(want)}")
        return out

    def targets(self, program: ir.Program) -> list[str]:
        """The targets this transformation may name in ``program`` (loop labels by default;
        library-call transformations override this). Used by search and the fuzzer."""
        return [s.label for s in walk_stmts(program.body) if isinstance(s, ir.Loop)]

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        """Random parameters worth trying on ``target`` (not necessarily legal: callers
        :meth:`check` them). Used by the differential fuzzer and random search."""
        return {}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, **params: Any) -> None:
        raise NotImplementedError

    def _rewrite(self, program: ir.Program, target: str, **params: Any) -> ir.Program:
        raise NotImplementedError


class ScalarStep(Transformation):
    """A step on one local scalar assigned by a top-level statement of a loop's body
    (``forward_substitute``, ``expand_scalar``): the parameter sampling and the checks they
    share; subclasses say why a scalar is refused (``_problem``) and name the action."""

    params = {"scalar": str}
    action: ClassVar[str] = ""

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        loop = find_loop(program, target, self.name)
        local = {d.name for d in program.locals if isinstance(d, ir.ScalarDecl)}
        names = [s.target.name for s in loop.body.body if isinstance(s, ir.Assign)
                 and isinstance(s.target, ir.Var) and s.target.name in local]
        return {"scalar": rng.choice(names)} if names else {}

    def _check(self, program: ir.Program, target: str, *, cheap: bool, scalar: str) -> None:
        loop = find_loop(program, target, self.name)
        if not any(d.name == scalar and isinstance(d, ir.ScalarDecl) for d in program.locals):
            raise InvalidParameterError(self.name, target, f"{scalar!r} is not a local scalar")
        why = self._problem(program, loop, scalar)
        if why is not None:
            raise CarriedScalarError(self.name, target, f"cannot {self.action} {scalar}: {why}",
                                     scalar=scalar)

    def _problem(self, program: ir.Program, loop: ir.Loop, scalar: str) -> str | None:
        raise NotImplementedError


def _freeze(v: Any) -> Any:
    return tuple(_freeze(x) for x in v) if isinstance(v, (list, tuple)) else v


def _has_type(value: Any, want: Any) -> bool:
    if isinstance(want, tuple) and want and want[0] == "tuple":  # ("tuple", element type)
        return isinstance(value, tuple) and all(_has_type(x, want[1]) for x in value)
    if isinstance(want, tuple):
        return any(_has_type(value, w) for w in want)
    if want is None:
        return value is None
    if want is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, want)


def _type_name(want: Any) -> str:
    if isinstance(want, tuple) and want and want[0] == "tuple":
        return f"a list of {_type_name(want[1])}"
    if isinstance(want, tuple):
        return " or ".join(_type_name(w) for w in want)
    return "None" if want is None else f"a {want.__name__}"


def register(cls: type[Transformation]) -> type[Transformation]:
    """Class decorator: instantiate and record the transformation under ``cls.name``."""
    if not cls.name or cls.name in TRANSFORMATIONS:
        raise ValueError(f"transformation name {cls.name!r} is empty or taken")
    TRANSFORMATIONS[cls.name] = cls()
    return cls


def get_transformation(name: str) -> Transformation:
    """The registered transformation called ``name`` (UnknownTransformationError, a
    ScheduleError and a KeyError, lists the known ones)."""
    from . import load_all

    load_all()
    try:
        return TRANSFORMATIONS[name]
    except KeyError:
        raise UnknownTransformationError(name, TRANSFORMATIONS) from None


# ------------------------------------------------------------------------ finding targets


def find_loop(program: ir.Program, label: str, transformation: str) -> ir.Loop:
    """The loop labelled ``label``; LoopNotFoundError names the labels there are."""
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Loop) and s.label == label:
            return s
    labels = [s.label for s in walk_stmts(program.body) if isinstance(s, ir.Loop)]
    raise LoopNotFoundError(transformation, label,
                            f"no loop labelled {label!r} (loops: {', '.join(labels) or 'none'})")


def locate_loop(b: ir.Block, label: str) -> tuple[ir.Block, int] | None:
    """The block holding loop ``label`` (directly) and its index there, if there is one."""
    for k, s in enumerate(b.body):
        if isinstance(s, ir.Loop) and s.label == label:
            return b, k
        inner = ((s.body,) if isinstance(s, (ir.Loop, ir.While)) else
                 (s.then, s.orelse) if isinstance(s, ir.If) else
                 (s,) if isinstance(s, ir.Block) else ())
        for blk in inner:
            found = locate_loop(blk, label)
            if found is not None:
                return found
    return None


def enclosing_loops(program: ir.Program, label: str) -> list[ir.Loop]:
    """The loops around the loop ``label``, outermost first (not including it)."""
    def search(b: ir.Block, outer: list[ir.Loop]) -> list[ir.Loop] | None:
        for s in b.body:
            if isinstance(s, ir.Loop):
                if s.label == label:
                    return outer
                found = search(s.body, [*outer, s])
            elif isinstance(s, ir.If):
                found = search(s.then, outer) or search(s.orelse, outer)
            elif isinstance(s, (ir.While, ir.Block)):
                found = search(s.body if isinstance(s, ir.While) else s, outer)
            else:
                continue
            if found is not None:
                return found
        return None
    return search(program.body, []) or []


def replace_loop(program: ir.Program, label: str,
                 fn: Callable[[ir.Loop], ir.Stmt | tuple[ir.Stmt, ...]]) -> ir.Program:
    """``program`` with the loop ``label`` replaced by ``fn(loop)`` (one statement, or several
    spliced into the enclosing block). Statements around it stay the same objects, so what
    is remembered about them (:class:`~loopcraft.ir.verify.VerifyMemo`) stays valid."""
    def visit(b: ir.Block) -> ir.Block:
        out: list[ir.Stmt] = []
        for s in b.body:
            if isinstance(s, ir.Loop) and s.label == label:
                new = fn(s)
                out.extend(new if isinstance(new, tuple) else (new,))
                continue
            if isinstance(s, (ir.Loop, ir.While)):
                body = visit(s.body)
                s = s if body is s.body else replace(s, body=body)
            elif isinstance(s, ir.If):
                then, orelse = visit(s.then), visit(s.orelse)
                if then is not s.then or orelse is not s.orelse:
                    s = replace(s, then=then, orelse=orelse)
            elif isinstance(s, ir.Block):
                s = visit(s)
            out.append(s)
        return same_block(b, out)
    body = visit(program.body)
    return program if body is program.body else replace(program, body=body)


def perfect_band(loop: ir.Loop, depth: int, transformation: str) -> list[ir.Loop]:
    """``loop`` and the ``depth - 1`` loops perfectly nested inside it, outermost first."""
    band = [loop]
    while len(band) < depth:
        body = band[-1].body.body
        if len(body) != 1 or not isinstance(body[0], ir.Loop):
            raise NotPerfectlyNestedError(
                transformation, loop.label,
                f"loop {band[-1].label!r} does not contain exactly one loop (it has "
                f"{len(body)} statement(s)), so loops {loop.label!r}.. are not {depth} "
                "perfectly nested loops")
        band.append(body[0])
    return band


def libcall_targets(program: ir.Program) -> Iterator[tuple[str, ir.LibCall]]:
    """``("op#k", libcall)`` for every library call not yet implemented (a BLAS call is kept
    as a marked ``LibCall``), in program order."""
    counts: dict[str, itertools.count[int]] = {}
    for s in walk_stmts(program.body):
        if isinstance(s, ir.LibCall) and not is_implemented(s):
            k = next(counts.setdefault(s.op, itertools.count()))
            yield f"{s.op}#{k}", s


def find_libcall(program: ir.Program, target: str, transformation: str) -> ir.LibCall:
    for name, s in libcall_targets(program):
        if name == target:
            return s
    names = [n for n, _ in libcall_targets(program)]
    raise LoopNotFoundError(transformation, target, f"no library call {target!r} (there are: "
                            f"{', '.join(names) or 'none'})")


# --------------------------------------------------------------------------- fresh names


#: the names and labels of the last programs asked about (id -> program, names, labels):
#: a transformation asks for several fresh names of one program, each a walk of all of it
_NAMES: dict[int, tuple[ir.Program, frozenset[str], frozenset[str]]] = {}


def _names_and_labels(program: ir.Program) -> tuple[frozenset[str], frozenset[str]]:
    known = _NAMES.get(id(program))
    if known is not None and known[0] is program:
        return known[1], known[2]
    names = {p.name for p in program.params} | {d.name for d in program.locals}
    labels = set()
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Loop):
            names.add(s.var)
            labels.add(s.label)
    if len(_NAMES) >= 8:
        _NAMES.clear()
    _NAMES[id(program)] = (program, frozenset(names), frozenset(labels))
    return frozenset(names), frozenset(labels)


def fresh_label(program: ir.Program, base: str, taken: set[str] = frozenset()) -> str:
    """A loop label not used in ``program`` (nor in ``taken``): ``base``, ``base_2``, ..."""
    return _first_free(base, _names_and_labels(program)[1] | set(taken))


def fresh_name(program: ir.Program, base: str, taken: set[str] = frozenset()) -> str:
    """A variable name not used in ``program`` (params, locals, loop variables) nor ``taken``."""
    return _first_free(base, _names_and_labels(program)[0] | set(taken))


def _first_free(base: str, used: set[str]) -> str:
    if base not in used:
        return base
    for k in itertools.count(2):
        if f"{base}_{k}" not in used:
            return f"{base}_{k}"
    raise AssertionError("unreachable")


def add_locals(program: ir.Program, *decls: ir.ArrayDecl | ir.ScalarDecl) -> ir.Program:
    return replace(program, locals=program.locals + tuple(decls))


# ------------------------------------------------------------------------- loop facts


def const_step(loop: ir.Loop, transformation: str) -> int:
    """The loop's step as an int; StepError when it is not a constant."""
    if isinstance(loop.step, ir.Const) and loop.step.value != 0:
        return int(loop.step.value)
    raise StepError(transformation, loop.label,
                             "the loop's step is not a constant, so its iterations cannot be "
                             "regrouped")


def arrays_named(s: ir.Stmt) -> set[str]:
    """The array variables the statement itself (not its nested blocks) names: read, written,
    allocated, viewed, passed to a library call or returned."""
    out = {e.array for x in stmt_exprs(s) for e in subexprs(x)
           if isinstance(e, (ir.Access, ir.Dim))}
    if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
        out.add(s.target.array)
    if isinstance(s, ir.Alloc):
        out.add(s.array)
    if isinstance(s, ir.View):
        out |= {s.array, s.source}
    if isinstance(s, ir.LibCall):
        out |= {*s.outputs, *s.inputs}
    if isinstance(s, ir.Return):
        out |= {v for v in s.values if isinstance(v, str)}
    return out


def block_holding(program: ir.Program, stmt: ir.Stmt) -> ir.Block:
    """The block whose own statements include ``stmt`` (the object itself): where a step that
    moves or joins statements (``fuse_epilogue``, ``fuse_gemv``) looks for its neighbours."""
    blocks = [program.body]
    for s in walk_stmts(program.body):
        if isinstance(s, (ir.Loop, ir.While)):
            blocks.append(s.body)
        elif isinstance(s, ir.If):
            blocks += [s.then, s.orelse]
    return next(b for b in blocks if any(x is stmt for x in b.body))


def is_runtime_check(s: ir.Stmt) -> bool:
    """``if ...: raise ...``: a check that only stops the call, reading no array element's
    value a step could move past it."""
    return isinstance(s, ir.If) and all(isinstance(t, ir.Raise)
                                        for t in (*s.then.body, *s.orelse.body))


def has_exit(b: ir.Block) -> str | None:
    """The first statement kind that leaves ``b``'s iterations early (break, continue,
    return, raise) or runs an unknown number of times (while), or None."""
    for s in walk_stmts(b):
        if isinstance(s, (ir.Break, ir.Continue, ir.Return, ir.Raise, ir.While)) and \
                not is_guard_raise(s):  # (an index guard becomes a bounds check)
            return type(s).__name__.lower()
    return None


def bounds_invariant(loop: ir.Loop, transformation: str) -> None:
    """Raise VariantBoundsError unless the loop's bounds mean the same in every iteration.

    Why: a loop evaluates its bounds once, on entry; transformations that re-evaluate them
    (``min(i_o + 32, stop)`` per tile, a remainder loop after an unrolled one) are only right
    when the body does not change what the bounds read.
    """
    written_scalars = {s.var for s in walk_stmts(loop.body) if isinstance(s, ir.Loop)}
    stored = False  # any array element written (it may alias what a bound reads)
    rebound: set[str] = set()
    for s in walk_stmts(loop.body):
        if isinstance(s, ir.Assign):
            if isinstance(s.target, ir.Var):
                written_scalars.add(s.target.name)
            else:
                stored = True
        elif isinstance(s, (ir.Alloc, ir.View)):
            rebound.add(s.array)
        elif isinstance(s, ir.LibCall):
            stored = True
    for what, e in (("start", loop.start), ("stop", loop.stop), ("step", loop.step)):
        changed = expr_vars(e) & written_scalars
        for x in subexprs(e):
            if isinstance(x, ir.Dim) and x.array in rebound:
                changed.add(f"the shape of {x.array}")
            elif isinstance(x, ir.Access) and (stored or x.array in rebound):
                changed.add(f"{x.array}[...]")
        if changed:
            raise VariantBoundsError(
                transformation, loop.label,
                f"the loop's {what} reads {', '.join(sorted(changed))}, which its body "
                "changes, so it cannot be re-evaluated", bound=what,
                variables=tuple(sorted(changed)))


def reads_scalar(stmts: tuple[ir.Stmt, ...], name: str) -> bool:
    """Whether ``stmts`` (nested statements included) read the scalar ``name``."""
    return any(stmt_reads_scalar(s, name) for s in walk_stmts(ir.Block(stmts)))


def stmt_reads_scalar(s: ir.Stmt, name: str) -> bool:
    """Whether ``s`` itself (not the statements nested in it) reads the scalar ``name``: in
    an expression, as the running value of a reduction (``name += ...``) or as a returned
    name."""
    return (any(name in expr_vars(e) for e in stmt_exprs(s))
            or (isinstance(s, ir.Assign) and isinstance(s.target, ir.Var)
                and s.target.name == name and s.reduce is not None)
            or (isinstance(s, ir.Return) and name in s.values))


def uses_vars(node: ir.Expr | ir.Stmt | ir.Block, names: set[str]) -> bool:
    """Whether ``node`` reads any of the scalar variables ``names`` (nested code included)."""
    if not names:
        return False
    if isinstance(node, ir.Block):
        return any(uses_vars(s, names) for s in node.body)
    if isinstance(node, (ir.Const, ir.Var, ir.Dim, ir.Access, ir.Unary, ir.Binary, ir.Call,
                         ir.Select, ir.Cast)):
        return bool(expr_vars(node) & names)
    for s in walk_stmts(ir.Block((node,))):
        if any(expr_vars(e) & names for e in stmt_exprs(s)):
            return True
    return False


def subtracted(s: ir.Assign) -> ir.Expr | None:
    """``e`` when ``s`` is ``t = t - e`` (a scalar or an array element ``t``, how ``t -= e``
    lowers) with ``e`` not reading ``t``: an accumulation like ``t += e``; else None."""
    v, t = s.value, s.target
    if not (s.reduce is None and isinstance(v, ir.Binary) and v.op == "sub" and v.lhs == t):
        return None
    reads = t.name in expr_vars(v.rhs) if isinstance(t, ir.Var) else any(
        x == t for x in subexprs(v.rhs))
    return None if reads else v.rhs


@lru_cache(maxsize=256)
def loop_dependences(program: ir.Program, label: str, levels: int | None = None,
                     split: int | None = None) -> tuple[Any, ...]:
    """:func:`loopcraft.analysis.dependences` of the loop ``label``, memoised: search checks
    many steps against the same program."""
    from ..analysis.dependence import dependences

    return tuple(dependences(program, label, levels, split))


# ------------------------------------------------------------- integer expression builders


def int_const(v: int) -> ir.Const:
    return ir.Const(int(v), "int64")


def _const(e: ir.Expr) -> int | None:
    return int(e.value) if isinstance(e, ir.Const) and e.dtype in ir.INT_DTYPES else None


def iadd(a: ir.Expr, b: ir.Expr | int) -> ir.Expr:
    """``a + b`` in int64, folded when constant."""
    b = int_const(b) if isinstance(b, int) else b
    ca, cb = _const(a), _const(b)
    if ca is not None and cb is not None:
        return int_const(ca + cb)
    if cb == 0:
        return a
    if ca == 0:
        return b
    if cb is not None and cb < 0:
        return ir.Binary("sub", a, int_const(-cb), "int64")
    return ir.Binary("add", a, b, "int64")


def imul(a: ir.Expr, b: ir.Expr | int) -> ir.Expr:
    b = int_const(b) if isinstance(b, int) else b
    ca, cb = _const(a), _const(b)
    if ca is not None and cb is not None:
        return int_const(ca * cb)
    if cb == 1:
        return a
    if ca == 1:
        return b
    return ir.Binary("mul", a, b, "int64")


def imin(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    ca, cb = _const(a), _const(b)
    if ca is not None and cb is not None:
        return int_const(min(ca, cb))
    return a if a == b else ir.Binary("min", a, b, "int64")


def imax(a: ir.Expr, b: ir.Expr) -> ir.Expr:
    ca, cb = _const(a), _const(b)
    if ca is not None and cb is not None:
        return int_const(max(ca, cb))
    return a if a == b else ir.Binary("max", a, b, "int64")


def fold_multiple(b: ir.Block, var: str, start: ir.Expr, modulus: int) -> ir.Block:
    """``b`` with ``(var - start + c) // w`` folded to ``(var - start) // w + c // w`` and
    ``(var - start + c) % w`` to ``c % w`` (``c`` a constant, ``w`` a positive constant that
    divides ``modulus``), for a block that runs only where ``var - start`` is a multiple of
    ``modulus`` (the main loop of ``unroll_and_jam``: ``var`` steps by ``modulus`` from
    ``start``, whose variables the loop does not write).

    Why: indices into a buffer packed in panels (:mod:`pack` with ``panel``) are of this
    form; folded, the ``w`` copies of an unrolled body read ``[p, k, 0]``, ..., ``[p, k, w -
    1]`` of one panel ``p``, which gcc vectorizes as whole loads. Python's ``//`` and ``%``
    floor, so the identities hold for any sign of ``c``: exact, not an approximation.
    """
    from ..ir.affine import to_affine
    from ..ir.rewrite import map_expr, map_stmt_exprs

    base_form = to_affine(ir.Binary("sub", ir.Var(var, "int64"), start, "int64"))
    if base_form is None:
        return b
    c0 = _const(start)
    base = iadd(ir.Var(var, "int64"), -c0) if c0 is not None else \
        ir.Binary("sub", ir.Var(var, "int64"), start, "int64")

    def fold(e: ir.Expr) -> ir.Expr:
        if not (isinstance(e, ir.Binary) and e.op in ("floordiv", "mod")
                and e.dtype in ir.INT_DTYPES):
            return e
        w = _const(e.rhs)
        if w is None or w <= 0 or modulus % w:
            return e
        num = to_affine(e.lhs)
        if num is None:
            return e
        rest = num - base_form
        if not rest.is_const():
            return e
        c = rest.const
        if e.op == "mod":
            return ir.Const(c % w, e.dtype)
        return iadd(ir.Binary("floordiv", base, int_const(w), "int64"), c // w)

    return ir.Block(tuple(map_stmt_exprs(s, lambda x: map_expr(x, fold)) for s in b.body))
