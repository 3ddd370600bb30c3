"""Facts about loop nests that the default scheduler's heuristics ask (read-only, no
legality: the transformations check that): which arrays a loop reads and writes, which loop
walks an access with unit stride, whether a nest is a matrix product or a matrix-vector
accumulation."""

from __future__ import annotations

from collections.abc import Iterator

from ..ir import nodes as ir
from ..ir.walk import expr_accesses, expr_vars, stmt_exprs, subexprs, walk_stmts
from ..transform.base import subtracted
from ..transform.fuse import may_stand_between


def holds_product_nest(loop: ir.Loop) -> bool:
    """Whether three nested loops in ``loop`` end in a single accumulation (a matrix-product
    nest, perhaps still imperfect: ``for i: for j: C[i, j] = 0; for k: C[i, j] += ...``),
    which distribution and register blocking would turn into a BLIS kernel."""
    def depth(s: ir.Loop) -> int:
        inner = [x for x in s.body.body if isinstance(x, ir.Loop)]
        if not inner:
            body = s.body.body
            return 1 if (len(body) == 1 and isinstance(body[0], ir.Assign)
                         and body[0].reduce == "add") else 0
        best = max(depth(x) for x in inner)
        return best + 1 if best else 0
    return any(isinstance(s, ir.Loop) and depth(s) >= 3 for s in walk_stmts(ir.Block((loop,))))


def perfect_nest(loop: ir.Loop) -> list[ir.Loop]:
    """``loop`` and the loops perfectly nested in it, outermost first."""
    nest = [loop]
    while len(nest[-1].body.body) == 1 and isinstance(nest[-1].body.body[0], ir.Loop):
        nest.append(nest[-1].body.body[0])
    return nest


def has_loop(b: ir.Block) -> bool:
    return any(isinstance(s, (ir.Loop, ir.While)) for s in walk_stmts(b))


def adjacent_loop_pairs(b: ir.Block) -> Iterator[tuple[ir.Loop, ir.Loop]]:
    for s in walk_stmts(b):
        blocks = ([s.then, s.orelse] if isinstance(s, ir.If) else
                  [s.body] if isinstance(s, (ir.Loop, ir.While)) else [])
        for blk in blocks:
            yield from _pairs_in(blk)
    yield from _pairs_in(b)


def _pairs_in(b: ir.Block) -> Iterator[tuple[ir.Loop, ir.Loop]]:
    """Loops of ``b`` with only statements ``fuse`` may move between them (allocations,
    views, checks, scalar assignments; :func:`~loopcraft.transform.fuse.may_stand_between`)."""
    for k, x in enumerate(b.body):
        if not isinstance(x, ir.Loop):
            continue
        e = k + 1
        while e < len(b.body) and may_stand_between(b.body[e]):
            e += 1
        if e < len(b.body) and isinstance(b.body[e], ir.Loop):
            yield x, b.body[e]  # type: ignore[misc]


def accumulated_scalars(loop: ir.Loop) -> list[str]:
    """The scalars ``loop`` (a nest) accumulates into: ``s += ...``, and ``s = s - ...``
    (how ``s -= ...`` is lowered; LU's and the triangular solves' updates)."""
    return [s.target.name for s in walk_stmts(loop.body) if isinstance(s, ir.Assign)
            and isinstance(s.target, ir.Var)
            and (s.reduce is not None or subtracted(s) is not None)]


def indirect_access(loop: ir.Loop) -> bool:
    """Whether ``loop`` reads or writes an element through an index loaded from an array
    (``x[indices[k]]``, CSR's gather): vectorized, each becomes a gather or a scatter, which
    costs more than the scalar loads (corpus spmv_csr at 400k rows, 10 per row, 2 threads:
    16.3 ms with ``vectorize(k)``, 5.3 ms without)."""
    return any(isinstance(x, ir.Access) for a in band_accesses(loop.body)
               for i in a.indices for x in subexprs(i))


def written_arrays(loop: ir.Loop) -> set[str]:
    return {s.target.array for s in walk_stmts(loop.body)
            if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access)}


def read_arrays(loop: ir.Loop) -> set[str]:
    out: set[str] = set()
    for s in walk_stmts(loop.body):
        for e in stmt_exprs(s):
            out |= {a.array for a in expr_accesses(e)}
    return out


def band_accesses(b: ir.Block) -> list[ir.Access]:
    out: list[ir.Access] = []
    for s in walk_stmts(b):
        for e in stmt_exprs(s):
            out += expr_accesses(e)
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
            out.append(s.target)
    return out


def index_vars(a: ir.Access) -> set[str]:
    return set().union(*(expr_vars(i) for i in a.indices)) if a.indices else set()


def last_index_var(a: ir.Access) -> str | None:
    """The variable of the last index when it is ``v``, ``v + c`` or ``v - c``."""
    if not a.indices:
        return None
    e = a.indices[-1]
    if isinstance(e, ir.Binary) and e.op in ("add", "sub") and isinstance(e.rhs, ir.Const):
        e = e.lhs
    if isinstance(e, ir.Binary) and e.op == "add" and isinstance(e.lhs, ir.Const):
        e = e.rhs
    return e.name if isinstance(e, ir.Var) else None


def unit_stride_scores(band: list[ir.Loop]) -> dict[str, int]:
    """Per loop variable: accesses it walks with unit stride minus those it walks along an
    earlier (strided) axis -- the loop with the highest score belongs innermost."""
    accesses = band_accesses(band[-1].body)
    return {lp.var: stride_score(accesses, lp.var) for lp in band}


def stride_score(accesses: list[ir.Access], var: str) -> int:
    """How many of ``accesses`` a loop over ``var`` walks with unit stride, minus those it
    walks along an earlier (strided) axis."""
    score = 0
    for a in accesses:
        last = last_index_var(a)
        for k, idx in enumerate(a.indices):
            if var in expr_vars(idx):
                if k == len(a.indices) - 1 and var == last:
                    score += 1
                elif k < len(a.indices) - 1:
                    score -= 1
    return score


def is_matrix_vector(body: ir.Block, row: str, col: str) -> bool:
    """Whether ``body`` (of a ``row``, ``col`` band) is one matrix-vector accumulation: a
    matrix walked along rows, ``M[row, col]``, next to a vector every row reuses, read
    (``y[row] += M[row, col] * x[col]``, A @ x) or accumulated into (``y[col] += M[row, col] *
    x[row]``, x @ A; or ``-=``, LU's row update). Then rows taken GEMV_ROWS at a time share
    each load of the vector (and each store, for x @ A) and run that many independent
    streams. Not an elementwise update with a broadcast vector (``C[row, col] = M[row, col] -
    m[col]``): nothing is shared."""
    if len(body.body) != 1 or not isinstance(body.body[0], ir.Assign) or not (
            body.body[0].reduce == "add" or subtracted(body.body[0]) is not None):
        return False
    accesses = band_accesses(body)
    target = body.body[0].target
    matrix = any(last_index_var(a) == col and row in index_vars(a) for a in accesses)
    vector = any(index_vars(a) == {col} for a in accesses)
    along = isinstance(target, ir.Access) and (index_vars(target) <= {row}
                                               or index_vars(target) == {col})
    return matrix and vector and along
