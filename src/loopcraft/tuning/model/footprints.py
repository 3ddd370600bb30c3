"""Cache footprints of simulated loop nests: how many cache lines a subtree touches, and the
traffic each cache level sees.

Apart from :mod:`.simulator` (which builds the :class:`~.simulator.SimLoop` trees these walk)
because it is the one self-contained piece of cache arithmetic: spans of loop variables, boxes
of array elements, lines per box, and the traffic above a capacity.
"""

from __future__ import annotations

import math
from typing import Any

from .simulator import LINE, Access, SimEnv, SimLoop, SimStmt, c_strides

__all__ = ["footprint_lines", "traffic_lines"]


def _spans(loops: dict[str, tuple[float, int, dict[str, int]]]) -> dict[str, float]:
    """How far each loop variable moves over one execution of the subtree: its own
    ``step * (trip - 1)`` plus how far the variables its start depends on move."""
    spans: dict[str, float] = {}

    def span(v: str, depth: int = 0) -> float:
        if v not in spans:
            trip, step, coeffs = loops[v]
            own = abs(step) * max(trip - 1, 0.0)
            if depth < 8:
                own += sum(abs(c) * span(u, depth + 1) for u, c in coeffs.items()
                           if u in loops and u != v)
            spans[v] = own
        return spans[v]

    for v in loops:
        span(v)
    return spans


def footprint_lines(node: SimLoop | SimStmt, env: SimEnv,
                    loops: dict[str, tuple[float, int, dict[str, int]]] | None = None,
                    varying: str | None = None, invariant: bool = False) -> float:
    """Cache lines one whole execution of ``node`` touches (see the module docstring).
    ``loops``: variable -> (trip, step, start coefficients) of the loops that vary inside
    (default: those in ``node``). With ``varying`` (an enclosing loop's variable), only the
    references that move with it count -- or, with ``invariant``, only those that do not."""
    if loops is None:
        loops = {}
        _collect_loops(node, loops)
    spans = _spans(loops)
    moves = None
    if varying is not None:
        moves = {varying}
        grew = True
        while grew:  # a loop starting at a variable that moves moves too (transitively)
            more = {v for v, (_, _, co) in loops.items() if moves & co.keys()} - moves
            moves |= more
            grew = bool(more)
    groups: dict[tuple[Any, ...], list[list[float]]] = {}
    itemsizes: dict[str, int] = {}
    for acc in _all_accesses(node):
        if moves is not None:
            dep = any(d is None or moves & d[0].keys() for d in acc.dims)
            if dep == invariant:
                continue
        itemsizes[acc.array] = acc.itemsize
        key: list[Any] = [acc.array]
        box: list[list[float]] = []
        for k, d in enumerate(acc.dims):
            if d is None:  # indirect: anywhere along this axis
                shape = env.shapes.get(acc.array, ())
                ext = shape[k] if k < len(shape) else 1.0
                key.append(("?", k))
                box.append([0.0, max(ext - 1, 0.0)])
                continue
            coeffs, const = d
            lo = hi = float(const)
            outer = []
            for v, c in coeffs.items():
                if v in loops:
                    span = c * spans[v]
                    lo += min(0.0, span)
                    hi += max(0.0, span)
                else:
                    outer.append((v, c))
            key.append(tuple(sorted(outer)))
            box.append([lo, hi])
        kt = tuple(key)
        if kt in groups:
            for b, nb in zip(groups[kt], box, strict=True):
                b[0] = min(b[0], nb[0])
                b[1] = max(b[1], nb[1])
        else:
            groups[kt] = box
    total = 0.0
    for key, box in groups.items():
        name = key[0]
        total += _box_lines(box, env.strides.get(name, ()), env.shapes.get(name, ()),
                            itemsizes[name])
    return total


def _box_lines(box: list[list[float]], strides: tuple[float, ...], shape: tuple[float, ...],
               itemsize: int) -> float:
    extents = [b[1] - b[0] + 1.0 for b in box]
    if shape and len(shape) == len(extents):
        extents = [min(e, max(s, 1.0)) for e, s in zip(extents, shape, strict=True)]
    if not extents:
        return 1.0
    if not strides or len(strides) != len(extents):
        strides = c_strides(tuple(extents))
    # the dimension of smallest non-zero stride is the contiguous one
    order = sorted(range(len(extents)), key=lambda k: strides[k] if strides[k] else math.inf)
    c = order[0]
    lines = 1.0
    for k in order[1:]:
        if strides[k]:
            lines *= extents[k]
    cstride = strides[c] * itemsize if strides[c] else 0.0
    if cstride == 0.0:
        return lines
    if cstride >= LINE:
        return lines * extents[c]
    return lines * math.ceil(extents[c] * cstride / LINE + (LINE - cstride) / LINE)


def _collect_loops(node: SimLoop | SimStmt,
                   out: dict[str, tuple[float, int, dict[str, int]]]) -> None:
    if isinstance(node, SimLoop):
        if node.var not in out or node.trip > out[node.var][0]:
            out[node.var] = (node.trip, node.step, node.start_coeffs)
        for c in node.children:
            _collect_loops(c, out)


def _all_accesses(node: SimLoop | SimStmt) -> list[Access]:
    if isinstance(node, SimStmt):
        return node.accesses
    out: list[Access] = []
    for c in node.children:
        out.extend(_all_accesses(c))
    return out


def traffic_lines(nodes: list[SimLoop | SimStmt], env: SimEnv, capacity: float,
                  memo: dict[int, float]) -> float:
    """Lines moved into a cache of ``capacity`` bytes by ``nodes`` (each executed its own
    ``count`` times): the footprint of each largest subtree that fits, times its count.
    Inside a loop that does not fit, a child subtree that fits loads the data that does not
    move with the loop once per execution of the loop, not once per iteration (``x`` of a
    matrix-vector product stays cached while the rows stream); when two iterations' data fit,
    the data that moves is loaded once per distinct line over the whole loop (consecutive
    iterations share lines: a loop split by 3 streams like the loop it was)."""
    total = 0.0
    for n in nodes:
        if isinstance(n, SimStmt):
            total += n.count * len(n.accesses) + n.alloc_bytes / LINE * n.count
            continue
        fp = memo.get(id(n))
        if fp is None:
            fp = memo[id(n)] = footprint_lines(n, env)
        if fp * LINE <= capacity or not n.children:
            total += n.count * fp
            continue
        loop_only = {n.var: (n.trip, n.step, n.start_coeffs)}
        direct = [c for c in n.children if isinstance(c, SimStmt)]
        if direct:  # all of them together: unrolled copies touch the same lines
            merged = SimStmt(0.0, 0.0, 0, 0, [a for c in direct for a in c.accesses], 8)
            total += n.count * footprint_lines(merged, env, loop_only)
            total += sum(c.alloc_bytes / LINE * c.count for c in direct)
        variant_all: float | None = None
        for c in n.children:
            if isinstance(c, SimStmt):
                continue
            fc = memo.get(id(c))
            if fc is None:
                fc = memo[id(c)] = footprint_lines(c, env)
            if fc * LINE > capacity:
                total += traffic_lines([c], env, capacity, memo)
                continue
            invariant = footprint_lines(c, env, None, n.var, True)
            if 2 * fc * LINE <= capacity:  # the previous iteration's data is still cached
                if variant_all is None:
                    variant_all = footprint_lines(n, env, None, n.var)
                total += n.count * (invariant + variant_all)
            else:
                total += n.count * (invariant + n.trip * footprint_lines(c, env, None, n.var))
    return total
