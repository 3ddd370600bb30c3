"""``fuse_epilogue(matmul#k | conv2d#k | dwconv2d#k)`` and ``fuse_residual(conv2d#k)``: the
elementwise nest after a matrix product or a convolution joins the call.

::

    T = empty(...)                              # before
    libcall matmul(A, B) -> T
    for i: for j: D[i, j] = max(alpha * T[i, j] + beta * D[i, j] + bias[j], 0)

    libcall matmul(A, B, bias) -> D {alpha=..., beta=..., bias=True, relu=True}   # after

Why: ``relu(A @ B + bias)`` and ``C = alpha * A @ B + beta * C`` otherwise write the product
to a temporary and read it back in a second pass over memory -- for a 1024^2 output that pass
costs as much as a tenth of the product. Fused, the micro-kernel applies the epilogue in the
write-back of its register tile (``codegen/microkernels/gemm.h``), BLAS takes alpha and beta
itself (the bias and relu are one pass over its output), and the ``loops`` implementation
starts the sum from ``beta * D + bias`` and clamps at the end. The temporary disappears.

The epilogue (the nest's one statement) is ``R = S | max(S, 0) | max(0, S)`` where ``S`` is a
sum, in any order, of exactly one ``a * T[i, j]`` (``a``: ``alpha``, a constant or a scalar
variable; absent means 1), at most one ``b * D[i, j]`` (``beta``: C accumulates; ``D[i, j]``
alone means 1) and at most one ``bias[j]`` (a 1-d array indexed by the column: a bias
broadcast along rows). The attributes record what was found: ``alpha``, ``beta`` (a float, or
the name of a scalar variable), ``bias=True`` (the bias is the call's third input) and
``relu=True``.

An activation after a 2-d product (with or without a bias epilogue before it) or after a
``conv2d``/``dwconv2d`` call (the convolution's bias is its third input already, a BatchNorm
after it was folded into its weights before lowering: ``frontend/onnx/graph_passes.py``) is
fused the same way: ``R[idx] = act(T[idx])`` by a perfect nest of loops from 0 with step 1
over all of ``R`` and ``T`` -- each axis indexed by its own loop's variable, or by 0 where
the extent is 1, as a model's nests index them -- where ``act`` is exactly a formula of
:mod:`loopcraft.libops.activations` (ReLU, clip, leaky ReLU, sigmoid, hard swish, GELU in its
erf and tanh forms, tanh: the formulas the ONNX front end lowers those operators to) becomes
``relu=True`` or ``act=...`` with its parameters ``act_a``, ``act_b``: the kernels apply it
while they write the output tile back (``conv2d.h``, ``conv2d_blas.h``, ``dwconv2d.h``; the
GEMM's ReLU in its register tile, another activation on the tile just stored, in L1). Not
after ``beta`` (the call would then read ``R`` as its ``C``) nor a second time.

``fuse_residual(conv2d#k)`` (:class:`FuseResidual`, the fusion level ``residual``) takes
``R[idx] = T[idx] + S[idx]`` after a convolution without an activation yet -- a ResNet
block's skip connection -- the same way: ``S`` (read at the same element, covering the same
extents, not sharing memory with ``R``) becomes the call's last input, ``residual=True``; the
kernels add it before the activation, which ``fuse_epilogue`` may then fuse.

Legality (each failure names its reason): the call is a 2-d ``matmul`` with no epilogue yet (or
as above) whose output ``T`` is a local array used nowhere but in its ``alloc``, the call and
the epilogue; between the call and the nest only run-time checks (``if ...: raise``),
allocations of other arrays and views that do not rebind the call's operands; the nest is a
perfect nest of two loops from 0 with step 1 over exactly ``D.shape[0]`` and ``D.shape[1]`` (or
the extents of the one ``alloc``/``view`` that binds ``D``), so it covers ``D``, which the call
then writes whole; ``T``, ``D`` and ``bias`` are read at ``[i, j]``, ``[i, j]`` and ``[j]`` --
not a shifted element, not the row index -- all of one dtype; alpha and beta are not the nest's
loop variables; ``D`` shares no memory with ``A``, ``B`` or the bias (the call writes ``D``
while it reads them).

Rounding: the kernels add ``beta * D`` and the bias in their own order, and the ``loops``
implementation scales each product by alpha, so floats may differ in the last bits.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from ..errors import NoMatchError, NotApplicableError
from ..ir import nodes as ir
from ..ir.printer import Scope, format_expr
from ..ir.walk import map_blocks, walk_stmts
from ..libops.activations import ACTIVATION_CODES, match_activation
from .base import (
    Transformation,
    arrays_named,
    block_holding,
    find_libcall,
    is_runtime_check,
    libcall_targets,
    register,
)
from .hoist import alias_group

__all__ = ["FuseEpilogue", "FuseResidual", "EPILOGUE_ATTRS"]

#: The attributes an epilogue adds to a ``matmul`` call.
EPILOGUE_ATTRS = ("alpha", "beta", "bias", "relu", "act", "act_a", "act_b")

_ZERO = ir.Const(0, "int64")
_WHAT = {"matmul": "product", "conv2d": "convolution", "dwconv2d": "convolution"}
_ONE = ir.Const(1, "int64")


@dataclass(frozen=True)
class _Epilogue:
    block: ir.Block  # the block holding the call and the nest
    call: ir.LibCall
    nest: ir.Loop
    dest: str
    attrs: dict[str, Any]
    extra: str | None  # the input the call gains: a bias row or a residual


class _Refuse:
    """Builds the step's error; shows expressions with the program's names (loop variables
    added with :meth:`in_loops`)."""

    def __init__(self, name: str, target: str, program: ir.Program) -> None:
        self.name, self.target = name, target
        self.scope = Scope.of_program(program)
        self.loop_vars: set[str] = set()

    def __call__(self, why: str) -> NoMatchError:
        return NoMatchError(self.name, self.target, why)

    def in_loops(self, *loops: ir.Loop) -> None:
        for lp in loops:
            self.scope = self.scope.with_loop_var(lp.var)
            self.loop_vars.add(lp.var)

    def show(self, e: ir.Expr) -> str:
        return format_expr(e, self.scope)


def _scalar(e: ir.Expr, dtype: str, refuse: _Refuse, what: str) -> float | str:
    """alpha or beta: a constant or a scalar variable of the product's dtype that is not one
    of the nest's loop variables (those vary inside the epilogue; the call has one value)."""
    if isinstance(e, ir.Const) and e.dtype == dtype and not isinstance(e.value, bool | complex):
        return float(e.value)
    if isinstance(e, ir.Var) and e.dtype == dtype and e.name not in refuse.loop_vars:
        return e.name
    raise refuse(f"{what} {refuse.show(e)} is not a constant or a scalar variable of dtype "
                 f"{dtype} that is the same for every element")


def _terms(e: ir.Expr) -> list[ir.Expr]:
    if isinstance(e, ir.Binary) and e.op == "add":
        return _terms(e.lhs) + _terms(e.rhs)
    return [e]


def _parse(value: ir.Expr, tmp: str, dest: ir.Access, refuse: _Refuse
           ) -> tuple[dict[str, Any], str | None]:
    """The epilogue's attributes and bias array, or the reason it is not one."""
    attrs: dict[str, Any] = {}
    dt = dest.dtype
    zero = (0.0 if dt.startswith("float") else 0)
    if isinstance(value, ir.Binary) and value.op == "max":
        for x, y in ((value.lhs, value.rhs), (value.rhs, value.lhs)):
            if isinstance(y, ir.Const) and y.value == zero and y.dtype == dt:
                attrs["relu"] = True
                value = x
                break
        else:
            raise refuse("the maximum is not taken with 0 (only relu is fused)")
    row, col = dest.indices
    bias = None
    products = 0
    for term in _terms(value):
        factor, acc = None, term
        if isinstance(term, ir.Binary) and term.op == "mul":
            factor, acc = ((term.lhs, term.rhs) if isinstance(term.rhs, ir.Access)
                           else (term.rhs, term.lhs))
        if not isinstance(acc, ir.Access) or acc.dtype != dt:
            raise refuse(f"the term {refuse.show(term)} is not a * (A @ B), b * {dest.array} or a "
                         f"bias, all of dtype {dt}")
        if acc.array == tmp:
            if acc.indices != dest.indices:
                raise refuse(f"the product is read at {refuse.show(acc)}, not at the element "
                             f"{refuse.show(dest)} it writes")
            products += 1
            if factor is not None:
                attrs["alpha"] = _scalar(factor, dt, refuse, "alpha")
        elif acc.array == dest.array:
            if acc.indices != dest.indices or "beta" in attrs:
                raise refuse(f"the epilogue reads {refuse.show(acc)}, not just the element "
                             f"{refuse.show(dest)} it writes")
            attrs["beta"] = 1.0 if factor is None else _scalar(factor, dt, refuse, "beta")
        elif len(acc.indices) == 1 and factor is None and bias is None:
            if acc.indices[0] != col:
                raise refuse(f"the bias {refuse.show(acc)} is not indexed by the column "
                             f"{refuse.show(col)}: only a bias broadcast along rows is fused")
            bias = acc.array
            attrs["bias"] = True
        else:
            raise refuse(f"the term {refuse.show(term)} is not a * (A @ B), b * {dest.array} or "
                         "one bias row")
    if products != 1:
        raise refuse(f"the epilogue reads the product {products} times, not once")
    return attrs, bias


def _match(program: ir.Program, target: str, name: str) -> _Epilogue:
    refuse = _Refuse(name, target, program)
    call = find_libcall(program, target, name)
    attrs = dict(call.attrs)
    if call.op in ("conv2d", "dwconv2d"):
        return _match_activation(program, call, refuse)
    if call.op != "matmul":
        raise refuse(f"{call.op} has no epilogue to fuse (only matmul, conv2d and dwconv2d)")
    decls = {d.name: d for d in program.params + program.locals}
    operands = (*call.outputs, *call.inputs[:2])
    if any(decls[n].ndim != 2 for n in operands):  # type: ignore[union-attr]
        raise refuse("the product is batched (3-d): only 2-d products are fused")
    if set(attrs) & set(EPILOGUE_ATTRS):
        return _match_activation(program, call, refuse)
    try:
        return _match_product(program, call, refuse)
    except NoMatchError as not_linear:  # an activation right after the product, then
        try:
            return _match_activation(program, call, _Refuse(name, target, program))
        except NoMatchError:
            raise not_linear from None


def _match_product(program: ir.Program, call: ir.LibCall, refuse: _Refuse) -> _Epilogue:
    """The nest ``D[i, j] = max?(a * T[i, j] + b * D[i, j] + bias[j])`` after a 2-d product
    with no epilogue yet (see the module docstring)."""
    (tmp,) = call.outputs
    decls = {d.name: d for d in program.params + program.locals}
    block, nest = _nest_after(program, call, refuse)
    inner = nest.body.body[0] if len(nest.body.body) == 1 else None
    if not isinstance(inner, ir.Loop) or len(inner.body.body) != 1 \
            or not isinstance(inner.body.body[0], ir.Assign):
        raise refuse(f"loop {nest.label} is not a perfect nest of two loops around one "
                     "statement")
    st = inner.body.body[0]
    refuse.in_loops(nest, inner)
    for lp in (nest, inner):
        if lp.start != _ZERO or lp.step != _ONE:
            raise refuse(f"loop {lp.label} does not run from 0 with step 1")
    dest = st.target
    if (st.reduce is not None or not isinstance(dest, ir.Access) or len(dest.indices) != 2
            or {_var(x) for x in dest.indices} != {nest.var, inner.var}):
        raise refuse(f"loop {inner.label}'s statement does not assign D[i, j] of the loops' "
                     "variables")
    stops = {nest.var: nest.stop, inner.var: inner.stop}
    for axis, x in enumerate(dest.indices):
        if stops[_var(x)] not in _extents(program, dest.array, axis):  # type: ignore[index]
            raise refuse(f"the loops do not run over all of {dest.array} (axis {axis} "
                         f"runs to {refuse.show(stops[_var(x)])})")  # type: ignore[index]
    if dest.array == tmp or dest.dtype != decls[tmp].dtype:
        raise refuse(f"the destination {dest.array} is not a different array of the "
                     "product's dtype")
    found, bias = _parse(st.value, tmp, dest, refuse)
    _check_dest(program, call, dest.array, bias, refuse)
    return _Epilogue(block, call, nest, dest.array, found, bias)


def _nest_after(program: ir.Program, call: ir.LibCall, refuse: _Refuse
                ) -> tuple[ir.Block, ir.Loop]:
    """The block holding ``call`` and the loop nest after it, with only run-time checks,
    allocations of other arrays and views that rebind none of the call's operands in between
    (the call moves after them); ``call``'s output must be a temporary."""
    (tmp,) = call.outputs
    decls = {d.name: d for d in program.params + program.locals}
    if not isinstance(decls[tmp], ir.ArrayDecl):
        raise refuse(f"the {_WHAT[call.op]}'s output {tmp} is a parameter, not a temporary")
    block = block_holding(program, call)
    k = next(i for i, s in enumerate(block.body) if s is call)
    e = k + 1
    while e < len(block.body) and not isinstance(block.body[e], ir.Loop):
        s = block.body[e]
        if not (is_runtime_check(s) or isinstance(s, ir.Alloc)
                and not alias_group(program, s.array) & {*call.inputs, tmp}
                or isinstance(s, ir.View) and s.array not in {*call.inputs, tmp}):
            raise refuse("a statement other than a run-time check, an allocation or a view "
                         f"stands between the {_WHAT[call.op]} and the loops after it")
        e += 1
    if e == len(block.body):
        raise refuse(f"no loop nest follows the {_WHAT[call.op]}")
    nest = block.body[e]
    assert isinstance(nest, ir.Loop)
    return block, nest


def _check_dest(program: ir.Program, call: ir.LibCall, dest: str, extra: str | None,
                refuse: _Refuse) -> None:
    """The fused call writes ``dest`` while it reads its inputs and ``extra`` (a bias row, a
    residual): no memory shared; and the temporary it wrote is used by nothing but its
    allocation, the call and the epilogue."""
    (tmp,) = call.outputs
    group = alias_group(program, dest)
    for other in (*call.inputs, extra):
        if other is not None and other in group:
            raise refuse(f"{dest} may share memory with {other}, which the call reads "
                         "while it writes")
    uses = [s for s in walk_stmts(program.body) if tmp in arrays_named(s)]
    if len(uses) != 3 or not any(isinstance(s, ir.Alloc) and s.array == tmp for s in uses):
        raise refuse(f"the {_WHAT[call.op]}'s output {tmp} is used outside the epilogue")


def _elementwise_nest(program: ir.Program, call: ir.LibCall, refuse: _Refuse
                      ) -> tuple[ir.Block, ir.Loop, ir.Access, ir.Expr, dict[str, ir.Expr]]:
    """The nest after ``call`` (which writes ``T``) when it is a perfect nest of loops from 0
    with step 1 around one statement ``R[idx] = value`` over all of ``R`` and ``T`` -- each
    axis indexed by its own loop's variable, or by 0 where the extent is 1: the block, the
    nest, ``R[idx]``, ``value`` and each loop variable's stop."""
    (tmp,) = call.outputs
    block, nest = _nest_after(program, call, refuse)
    loops = [nest]
    while len(loops[-1].body.body) == 1 and isinstance(loops[-1].body.body[0], ir.Loop):
        loops.append(loops[-1].body.body[0])
    st = loops[-1].body.body[0] if len(loops[-1].body.body) == 1 else None
    if not isinstance(st, ir.Assign):
        raise refuse(f"loop {nest.label} is not a perfect nest around one statement")
    refuse.in_loops(*loops)
    for lp in loops:
        if lp.start != _ZERO or lp.step != _ONE:
            raise refuse(f"loop {lp.label} does not run from 0 with step 1")
    dest = st.target
    if st.reduce is not None or not isinstance(dest, ir.Access):
        raise refuse(f"loop {loops[-1].label}'s statement does not assign an array element")
    decls = {d.name: d for d in program.params + program.locals}
    if dest.array == tmp or decls[dest.array].ndim != decls[tmp].ndim:  # type: ignore[union-attr]
        raise refuse(f"the destination {dest.array} is not another array of {tmp}'s shape")
    stops = {lp.var: lp.stop for lp in loops}
    used = [_var(x) for x in dest.indices if _var(x) is not None]
    if sorted(used) != sorted(stops):  # type: ignore[type-var]
        raise refuse("the statement does not index the destination by each loop's variable "
                     "once")
    _check_covers(program, dest, (dest.array, tmp), stops, refuse)
    return block, nest, dest, st.value, stops


def _check_covers(program: ir.Program, dest: ir.Access, arrays: tuple[str, ...],
                  stops: dict[str, ir.Expr], refuse: _Refuse) -> None:
    """Each axis of ``dest`` is indexed by a loop variable running over the whole axis of
    every one of ``arrays`` (or by 0 where their extent is 1)."""
    for axis, x in enumerate(dest.indices):
        want = [stops[x.name]] if isinstance(x, ir.Var) else [_ONE] if x == _ZERO else []
        if not want:
            raise refuse(f"axis {axis} of {dest.array} is indexed by {refuse.show(x)}, not "
                         "a loop variable or 0")
        for arr in arrays:
            if want[0] not in _extents(program, arr, axis):
                raise refuse(f"the loops do not cover all of {arr} (axis {axis} runs to "
                             f"{refuse.show(want[0])})")


def _match_activation(program: ir.Program, call: ir.LibCall, refuse: _Refuse) -> _Epilogue:
    """An activation nest ``R[idx] = act(T[idx])`` over all of ``R`` after a call that writes
    ``T`` (any activation of :mod:`loopcraft.libops.activations`): a convolution, depthwise or
    not, or a 2-d product whose epilogue has no activation and no beta yet (the call would
    read ``R`` as its ``C`` with beta)."""
    attrs = dict(call.attrs)
    if attrs.get("relu") or "beta" in attrs or "act" in attrs:
        raise refuse("the call already has an epilogue")
    (tmp,) = call.outputs
    block, nest, dest, value, _ = _elementwise_nest(program, call, refuse)
    act = match_activation(value, ir.Access(tmp, dest.indices, dest.dtype))
    if act is None:
        raise refuse(f"the statement is not {dest.array}[...] = act({tmp}[...]) at the "
                     f"element it writes, for an activation the call applies (relu, "
                     f"{', '.join(ACTIVATION_CODES)})")
    _check_dest(program, call, dest.array, None, refuse)
    found = ({"relu": True} if act[0] == "relu"
             else {"act": act[0], "act_a": act[1], "act_b": act[2]})
    return _Epilogue(block, call, nest, dest.array, found, None)


def _match_residual(program: ir.Program, target: str, name: str) -> _Epilogue:
    """A residual nest ``R[idx] = T[idx] + S[idx]`` (either order) over all of ``R``, ``T``
    and ``S`` after a ``conv2d`` call writing ``T`` that has no activation yet: ``S`` becomes
    the call's last input (``residual=True``), added before any activation fused later."""
    refuse = _Refuse(name, target, program)
    call = find_libcall(program, target, name)
    attrs = dict(call.attrs)
    if call.op != "conv2d":
        raise refuse(f"{call.op} takes no residual (only conv2d)")
    if attrs.get("relu") or "act" in attrs or attrs.get("residual"):
        raise refuse("the call already has an activation or a residual: the sum would "
                     "come after it")
    (tmp,) = call.outputs
    block, nest, dest, value, stops = _elementwise_nest(program, call, refuse)
    mine = ir.Access(tmp, dest.indices, dest.dtype)
    other = (value.rhs if value.lhs == mine else value.lhs if value.rhs == mine else None
             ) if isinstance(value, ir.Binary) and value.op == "add" else None
    if (not isinstance(other, ir.Access) or other.indices != dest.indices
            or other.dtype != dest.dtype or other.array in (tmp, dest.array)):
        raise refuse(f"the statement is not {dest.array}[...] = {tmp}[...] + S[...] with "
                     f"another array S of dtype {dest.dtype} read at the element it writes")
    _check_covers(program, dest, (other.array,), stops, refuse)
    _check_dest(program, call, dest.array, other.array, refuse)
    return _Epilogue(block, call, nest, dest.array, {"residual": True}, other.array)


def _extents(program: ir.Program, array: str, axis: int) -> list[ir.Expr]:
    """Expressions equal to ``array.shape[axis]``: that, and the extent given where the array
    is bound when one ``alloc`` or ``view`` binds it."""
    out: list[ir.Expr] = [ir.Dim(array, axis)]
    binds = [s for s in walk_stmts(program.body)
             if isinstance(s, (ir.Alloc, ir.View)) and s.array == array]
    if len(binds) == 1:
        b = binds[0]
        out.append(b.shape[axis] if isinstance(b, ir.Alloc) else b.dims[axis].extent)
    return out


def _var(e: ir.Expr) -> str | None:
    return e.name if isinstance(e, ir.Var) else None


@register
class FuseEpilogue(Transformation):
    name = "fuse_epilogue"

    def reassociates(self, program: ir.Program, target: str, **params: Any) -> bool:
        """The sum starts from ``beta * D + bias`` (and the loops scale each product by
        alpha): floats may round differently."""
        return True

    def targets(self, program: ir.Program) -> list[str]:
        out = []
        for target, _ in libcall_targets(program):
            try:
                _match(program, target, self.name)
            except NotApplicableError:
                continue
            out.append(target)
        return out

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        return {}

    def _check(self, program: ir.Program, target: str, *, cheap: bool) -> None:
        _match(program, target, self.name)

    def _rewrite(self, program: ir.Program, target: str) -> ir.Program:
        return _fused(program, _match(program, target, self.name))


def _fused(program: ir.Program, m: _Epilogue) -> ir.Program:
    """``program`` with the call and the nest of ``m`` replaced by one call that writes the
    nest's destination, its attributes and extra input (a bias, a residual) added."""
    (tmp,) = m.call.outputs
    attrs = tuple(sorted({**dict(m.call.attrs), **m.attrs}.items()))
    inputs = m.call.inputs + ((m.extra,) if m.extra else ())
    fused = ir.LibCall(m.call.op, (m.dest,), inputs, attrs)

    state = {"after_call": False}

    def visit(s: ir.Stmt) -> list[ir.Stmt]:
        # (map_blocks rebuilds loops, so the nest is found by equality, the first one
        # after the call)
        if s is m.call:
            state["after_call"] = True
            return []
        if isinstance(s, ir.Alloc) and s.array == tmp:
            return []
        if state["after_call"] and s == m.nest:
            state["after_call"] = False
            return [fused]
        return [s]

    body = map_blocks(program.body, visit)
    locals_ = tuple(d for d in program.locals if d.name != tmp)
    return replace(program, body=body, locals=locals_)


@register
class FuseResidual(Transformation):
    """``fuse_residual(conv2d#k)``: the residual ``Add`` after a convolution (a ResNet
    block's skip connection) joins the call, which reads the skip tensor while it stores
    (:func:`_match_residual`); a ReLU after the sum is then ``fuse_epilogue``'s."""

    name = "fuse_residual"

    def reassociates(self, program: ir.Program, target: str, **params: Any) -> bool:
        """The kernels add the skip tensor before the bias: floats may round differently."""
        return True

    def targets(self, program: ir.Program) -> list[str]:
        out = []
        for target, _ in libcall_targets(program):
            try:
                _match_residual(program, target, self.name)
            except NotApplicableError:
                continue
            out.append(target)
        return out

    def _check(self, program: ir.Program, target: str, *, cheap: bool) -> None:
        _match_residual(program, target, self.name)

    def _rewrite(self, program: ir.Program, target: str) -> ir.Program:
        return _fused(program, _match_residual(program, target, self.name))
