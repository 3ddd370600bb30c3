"""Library operations (matmul, ...) and their implementations; ``loops`` expands into IR."""

from __future__ import annotations

from ..ir import nodes as ir
from .matmul import expand_matmul

__all__ = ["expand_libcalls"]


def expand_libcalls(program: ir.Program) -> ir.Program:
    """Replace every ``LibCall`` by its ``loops`` implementation (the default choice)."""
    dtypes: dict[str, tuple[str, int]] = {}
    for d in program.params + program.locals:
        if isinstance(d, (ir.ArrayParam, ir.ArrayDecl)):
            dtypes[d.name] = (d.dtype, d.ndim)
    counter = [0]

    def fix(b: ir.Block) -> ir.Block:
        out: list[ir.Stmt] = []
        for s in b.body:
            if isinstance(s, ir.LibCall):
                if s.op != "matmul":
                    raise NotImplementedError(f"library operation {s.op!r}")
                counter[0] += 1
                out.extend(expand_matmul(s, dtypes, f"mm{counter[0]}").body)
                continue
            if isinstance(s, (ir.Loop, ir.While)):
                s = ir.replace(s, body=fix(s.body))
            elif isinstance(s, ir.If):
                s = ir.replace(s, then=fix(s.then), orelse=fix(s.orelse))
            elif isinstance(s, ir.Block):
                s = fix(s)
            out.append(s)
        return ir.Block(tuple(out))

    return ir.replace(program, body=fix(program.body))
