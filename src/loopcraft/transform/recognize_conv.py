"""The conv2d idiom of ``recognize(loop, op="conv2d")``: an explicit-loop convolution becomes
``libcall conv2d`` with the bias fused.

The nest recognized is the one users write (the corpus' ``conv2d_nchw``)::

    for n, k, i, j (any order):                      # the output's four axes
        acc = bias[k]                                # or acc = 0.0: no bias
        for c, r, s (any order):
            acc += x[n, c, i*sh + r, j*sw + s] * w[k, c, r, s]   # factors in either order
        out[n, k, i, j] = acc                        # or max(acc, 0.0): ReLU, fused too

with constant strides ``sh, sw >= 1`` and no padding (a padded input is an array of its own
in loop code). Why: the loops then get the three conv2d implementations
(``implement("conv2d#k", loops | microkernel | blas)``), the direct micro-kernel with the bias
(and ReLU) applied in its write-back, instead of only what loop transformations make of a
7-deep nest.

Like the matmul idiom, the call computes the whole output, so the rewrite is *versioned*:
``if <bounds are the extents>: libcall conv2d(x, w, bias) -> out  else: <the loops>``, where
the run-time test compares each loop's bound with the extent it stands for (the output's
four extents, w's C, R, S, x's N and C, bias's length) and the output's height and width
with ``(H - R) // sh + 1`` and ``(W - S) // sw + 1``; tests that hold structurally are left out.

Legality: seven serial loops from 0 with step 1, the four outer ones perfectly nested, their
body exactly the three statements above; one float dtype throughout; ``acc`` a local scalar
read nowhere outside the nest (its value after the nest is not the call's business); loop
bounds that do not depend on the nest's variables; ``out`` not sharing memory with ``x``,
``w`` or ``bias`` (the loops would read values they wrote).
Summation order: the implementations sum over (c, r, s) in their own order, so results may
differ from the loops in the last bits.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import NoMatchError
from ..ir import nodes as ir
from ..ir.affine import Affine, to_affine
from ..ir.printer import Scope, format_expr
from ..ir.walk import expr_accesses, expr_vars
from ..libops.conv2d import conv2d_call, output_extent
from .base import replace_loop, uses_vars
from .hoist import alias_group

__all__ = ["ConvNest", "match_conv2d", "rewrite_conv2d"]

_ZERO = ir.Const(0, "int64")
_ONE = ir.Const(1, "int64")
_SHAPE = ("acc = bias[k]; for c, r, s: acc += x[n, c, i*sh + r, j*sw + s] * w[k, c, r, s]; "
          "out[n, k, i, j] = acc (or max(acc, 0))")


@dataclass(frozen=True)
class ConvNest:
    """The matched nest: the loop bound of each role (``n k i j c r s``), the arrays, the
    strides."""

    stop: dict[str, ir.Expr]
    out: str
    x: str
    w: str
    bias: str | None
    stride: tuple[int, int]
    relu: bool


def _relu_of(value: ir.Expr, acc: ir.Var) -> bool:
    """Whether ``value`` is ``max(acc, 0)`` (either order): ReLU, with the NaN and -0.0
    behaviour of the kernels' write-back (``v < 0 ? 0 : v``)."""
    if not isinstance(value, ir.Binary) or value.op != "max":
        return False
    ops = (value.lhs, value.rhs)
    zero = [o for o in ops if isinstance(o, ir.Const) and o.value == 0 and o.dtype == acc.dtype]
    return acc in ops and len(zero) == 1


def _vars(acc: ir.Access) -> list[str | None]:
    return [e.name if isinstance(e, ir.Var) else None for e in acc.indices]


def match_conv2d(program: ir.Program, loop: ir.Loop, name: str, target: str) -> ConvNest:
    """The convolution ``loop`` computes; NoMatchError saying what does not match."""
    def refuse(why: str) -> NoMatchError:
        return NoMatchError(name, target, why)

    outer = [loop]
    while len(outer) < 4:
        body = outer[-1].body.body
        if len(body) != 1 or not isinstance(body[0], ir.Loop):
            raise refuse(f"loop {outer[-1].label} does not hold exactly one loop: not four "
                         "perfectly nested loops over the output")
        outer.append(body[0])
    body = outer[-1].body.body
    if (len(body) != 3 or not isinstance(body[0], ir.Assign) or not isinstance(body[1], ir.Loop)
            or not isinstance(body[2], ir.Assign)):
        raise refuse(f"the body of loop {outer[-1].label} is not {_SHAPE}")
    init, inner0, store = body
    inner = [inner0]
    while len(inner) < 3:
        b = inner[-1].body.body
        if len(b) != 1 or not isinstance(b[0], ir.Loop):
            raise refuse(f"loop {inner[-1].label} does not hold exactly one loop: not three "
                         "perfectly nested loops over c, r, s")
        inner.append(b[0])
    (update,) = inner[-1].body.body if len(inner[-1].body.body) == 1 else (None,)
    loops = outer + inner
    for lp in loops:
        if lp.kind != "serial":
            raise refuse(f"loop {lp.label} is {lp.kind}, not serial")
        if lp.start != _ZERO or lp.step != _ONE:
            raise refuse(f"loop {lp.label} does not run from 0 with step 1")
    if not (isinstance(init.target, ir.Var) and init.reduce is None
            and isinstance(update, ir.Assign) and update.target == init.target
            and update.reduce == "add" and isinstance(store.target, ir.Access)
            and store.reduce is None
            and (store.value == init.target or _relu_of(store.value, init.target))
            and isinstance(update.value, ir.Binary) and update.value.op == "mul"
            and isinstance(update.value.lhs, ir.Access)
            and isinstance(update.value.rhs, ir.Access)):
        raise refuse(f"the nest is not {_SHAPE}")
    acc, out = init.target, store.target
    outer_vars = [lp.var for lp in outer]
    inner_vars = [lp.var for lp in inner]
    ovars = _vars(out)
    if len(ovars) != 4 or sorted(map(str, ovars)) != sorted(outer_vars):
        raise refuse(f"{out.array} is not indexed by the four outer loops' variables")
    n, k, i, j = ovars
    fx, fw = update.value.lhs, update.value.rhs
    wv = _vars(fw)
    if len(wv) != 4 or wv[0] != k:
        fx, fw = fw, fx
        wv = _vars(fw)
    if len(wv) != 4 or wv[0] != k or sorted(map(str, wv[1:])) != sorted(inner_vars):
        raise refuse(f"no factor is w[{k}, c, r, s] with c, r, s the inner loops' variables")
    c, r, s = wv[1:]
    if len(fx.indices) != 4 or _vars(fx)[:2] != [n, c]:
        raise refuse(f"the other factor is not x[{n}, {c}, {i}*sh + {r}, {j}*sw + {s}]")
    scope = Scope.of_program(program)
    for lp in loops:
        scope = scope.with_loop_var(lp.var)
    stride = []
    for e, outv, tap in ((fx.indices[2], i, r), (fx.indices[3], j, s)):
        aff = to_affine(e)
        coeffs = aff.as_dict() if aff is not None else {}
        st = coeffs.get(str(outv), 0)
        if aff != Affine.make({str(outv): st, str(tap): 1}) or st < 1:
            raise refuse(f"x's index {format_expr(e, scope)} is not {outv}*stride + {tap} "
                         "with a constant stride >= 1 (and no offset)")
        stride.append(st)
    if isinstance(init.value, ir.Access) and _vars(init.value) == [k]:
        bias: str | None = init.value.array
    elif isinstance(init.value, ir.Const) and init.value.value == 0:
        bias = None
    else:
        raise refuse(f"{acc.name} does not start at bias[{k}] or 0")
    arrays = [out, fx, fw, *([init.value] if bias else [])]
    dtypes = {a.dtype for a in arrays} | {acc.dtype}
    if len(dtypes) != 1 or acc.dtype not in ("float32", "float64"):
        raise refuse(f"the operands and {acc.name} have the dtypes {', '.join(sorted(dtypes))}, "
                     "not one float32 or float64 dtype")
    if any(d.name == acc.name for d in program.params):
        raise refuse(f"{acc.name} is a parameter: its value after the nest would be lost")
    elsewhere = replace_loop(program, loop.label, lambda _: ())
    if uses_vars(elsewhere.body, {acc.name}):
        raise refuse(f"{acc.name} is read outside the nest: its value after the nest would "
                     "be lost")
    nest_vars = set(outer_vars) | set(inner_vars) | {acc.name}
    for lp in loops:
        if expr_vars(lp.stop) & nest_vars or any(a.array == out.array
                                                  for a in expr_accesses(lp.stop)):
            raise refuse(f"the bound of loop {lp.label} depends on the nest")
    group = alias_group(program, out.array)
    for a in (fx.array, fw.array, bias):
        if a is not None and a in group:
            raise refuse(f"{out.array} may share memory with {a}: the loops would read values "
                         "they wrote")
    roles = dict(zip("nkijcrs", (n, k, i, j, c, r, s), strict=True))
    by_var = {lp.var: lp.stop for lp in loops}
    return ConvNest({role: by_var[str(v)] for role, v in roles.items()}, out.array, fx.array,
                    fw.array, bias, (stride[0], stride[1]), store.value != acc)


def rewrite_conv2d(program: ir.Program, target: str, m: ConvNest) -> ir.Program:
    """``program`` with loop ``target`` replaced by the versioned library call."""
    d = ir.Dim
    conds = [(m.stop["n"], d(m.out, 0)), (d(m.out, 0), d(m.x, 0)),
             (m.stop["k"], d(m.out, 1)), (d(m.out, 1), d(m.w, 0)),
             (m.stop["c"], d(m.w, 1)), (d(m.w, 1), d(m.x, 1)),
             (m.stop["r"], d(m.w, 2)), (m.stop["s"], d(m.w, 3)),
             (m.stop["i"], d(m.out, 2)), (m.stop["j"], d(m.out, 3)),
             (d(m.out, 2), output_extent(d(m.x, 2), d(m.w, 2), m.stride[0], 0)),
             (d(m.out, 3), output_extent(d(m.x, 3), d(m.w, 3), m.stride[1], 0))]
    if m.bias:
        conds.append((d(m.bias, 0), d(m.out, 1)))
    seen: set[frozenset[ir.Expr]] = set()
    tests = []
    for a, b in conds:
        if a != b and frozenset((a, b)) not in seen:  # (x == y and y == x: once)
            seen.add(frozenset((a, b)))
            tests.append(ir.Binary("eq", a, b, "bool"))
    call = conv2d_call(m.out, m.x, m.w, m.bias, m.stride, relu=m.relu)
    if not tests:
        return replace_loop(program, target, lambda _: call)
    cond = tests[0]
    for t in tests[1:]:
        cond = ir.Binary("and", cond, t, "bool")
    return replace_loop(program, target,
                        lambda loop: ir.If(cond, ir.Block((call,)), ir.Block((loop,))))
