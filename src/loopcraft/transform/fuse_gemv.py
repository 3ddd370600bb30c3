"""``fuse_gemv(gemv#k)``: a matrix-vector product and the next one over the same matrix become
one ``gemv2`` call, which streams the matrix from memory once instead of twice.

::

    libcall gemv(A, p) -> q                     # before (NPBench bicg: r @ A, A @ p)
    if A.shape[1] != r.shape[0]: raise ...
    s = empty((A.shape[1],))
    libcall gemv(A, r) -> s {trans=True}

    if A.shape[1] != r.shape[0]: raise ...      # after
    s = empty((A.shape[1],))
    libcall gemv2(A, p, r) -> (q, s)

Why: a matrix-vector product does two flops per element of ``A`` it loads, so it runs at the
speed memory delivers ``A``; two products over one matrix (bicg's ``A @ p`` and ``r @ A``,
mvt's ``A @ y1`` and ``y2 @ A``) read it twice, as NumPy does, one BLAS call after the other.
Fused, each row of ``A`` serves both while it is in registers (:mod:`loopcraft.libops.
vector_ops`). The chained form ``q = A @ p; s = q @ A`` (atax's ``(A @ x) @ A``) fuses too
(``chain=True``): a row's dot product is complete before the row updates ``s``, so each row is
loaded once from memory and once more from cache.

Legality (:class:`NoMatchError` naming the reason): the second call is the next ``gemv`` of
the same block over the same matrix, one of the two is transposed (``x @ A``) and the other
not; between them only run-time checks (``if ...: raise``) and allocations or views of other
arrays; both results are local arrays that share no memory with each other or with an input,
and nothing between the calls reads the first result (it is computed later). The transposed
product may read the other's result only as the chain (``A @ p`` first): ``p @ A`` is needed
whole before the first row of ``A @ (p @ A)``. The ``loops`` implementation of ``gemv2`` is the
two products' loops, unchanged: fusing alone changes no result.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..analysis.parallel import alias_roots
from ..errors import NoMatchError
from ..ir import nodes as ir
from ..ir.walk import map_blocks
from .base import (
    Transformation,
    arrays_named,
    block_holding,
    find_libcall,
    is_runtime_check,
    libcall_targets,
    register,
)

__all__ = ["FuseGemv"]


@dataclass(frozen=True)
class _Pair:
    first: ir.LibCall
    second: ir.LibCall
    fused: ir.LibCall


def _whole(view: ir.View) -> bool:
    """Whether the 1-d ``view`` is its source itself: from element 0, step 1, one axis."""
    zero, one = ir.Const(0, "int64"), ir.Const(1, "int64")
    return (view.offset == (zero,) and len(view.dims) == 1
            and view.dims[0].source_axis == 0 and view.dims[0].step == one)


def _match(program: ir.Program, target: str, name: str) -> _Pair:
    def refuse(why: str) -> NoMatchError:
        return NoMatchError(name, target, why)

    first = find_libcall(program, target, name)
    if first.op != "gemv":
        raise refuse(f"{target} is a {first.op}, not a gemv")
    block = block_holding(program, first)
    k = next(i for i, s in enumerate(block.body) if s is first)
    (y,), (a, x) = first.outputs, first.inputs
    second: ir.LibCall | None = None
    same_as_y = {y}  # y and the whole-array views of it bound between the calls (``t = A @ x``)
    for s in block.body[k + 1:]:
        if isinstance(s, ir.LibCall) and s.op == "gemv" and s.inputs[0] == a \
                and not any(key == "impl" for key, _ in s.attrs):
            second = s
            break
        if isinstance(s, ir.View) and s.source in same_as_y and _whole(s) \
                and s.array not in (a, x):
            same_as_y.add(s.array)  # a name for y, no read of it
            continue
        if arrays_named(s) & same_as_y:
            raise refuse(f"a statement between the products uses {y}, the first's result")
        if is_runtime_check(s):
            continue
        if isinstance(s, (ir.Alloc, ir.View)) and s.array not in (a, x):
            continue
        raise refuse(f"between the products: a {type(s).__name__.lower()} that is not a "
                     "run-time check or the allocation of another array")
    if second is None:
        raise refuse(f"no gemv over {a} follows {target} in its block")
    (z,), (_, v) = second.outputs, second.inputs
    if z in same_as_y:
        raise refuse(f"the second product writes {z}, a name for the first's result")
    trans = [bool(dict(c.attrs).get("trans", False)) for c in (first, second)]
    if trans[0] == trans[1]:
        raise refuse("both products run along the same axis of "
                     f"{a} ({'x @ A' if trans[0] else 'A @ x'} twice)")
    chain = v in same_as_y
    if chain and trans[0]:
        raise refuse(f"the second product reads {y} = {x} @ {a}, needed whole before "
                     f"its first row")
    if x == z:
        raise refuse(f"the second product overwrites {z}, the first's input")
    locals_ = {d.name for d in program.locals if isinstance(d, ir.ArrayDecl)}
    roots = alias_roots(program)
    root = {n: roots.get(n) or frozenset({n}) for n in {a, x, v, y, z}}
    if chain:
        v = y
    inputs = {a, x} | (set() if chain else {v})
    for out, other in ((y, z), (z, y)):
        if out not in locals_:
            raise refuse(f"{out} is not a local array (its writing would move)")
        if any(root[out] & root[n] for n in inputs | {other}):
            raise refuse(f"{out} may share memory with another operand")
    rows, cols = (first, second) if not trans[0] else (second, first)
    (y_rows,), (_, x_rows) = rows.outputs, rows.inputs
    (z_cols,), (_, r_cols) = cols.outputs, cols.inputs
    if chain:
        fused = ir.LibCall("gemv2", (y_rows, z_cols), (a, x_rows), (("chain", True),))
    else:
        fused = ir.LibCall("gemv2", (y_rows, z_cols), (a, x_rows, r_cols))
    return _Pair(first, second, fused)


@register
class FuseGemv(Transformation):
    name = "fuse_gemv"

    def reassociates(self, program: ir.Program, target: str, **params: Any) -> bool:
        """The ``loops`` of ``gemv2`` are the two products' loops: no result changes (the
        micro-kernel's blocked sums are ``implement``'s to declare)."""
        return False

    def targets(self, program: ir.Program) -> list[str]:
        out = []
        for target, call in libcall_targets(program):
            if call.op != "gemv":
                continue
            try:
                _match(program, target, self.name)
            except NoMatchError:
                continue
            out.append(target)
        return out

    def _check(self, program: ir.Program, target: str, *, cheap: bool) -> None:
        _match(program, target, self.name)

    def _rewrite(self, program: ir.Program, target: str) -> ir.Program:
        m = _match(program, target, self.name)

        def visit(s: ir.Stmt) -> list[ir.Stmt]:
            if s is m.first:
                return []
            if s is m.second:
                return [m.fused]
            return [s]

        return replace(program, body=map_blocks(program.body, visit))
