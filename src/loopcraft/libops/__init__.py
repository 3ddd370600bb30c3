"""Library operations (matmul, ...) and their implementations; ``loops`` expands into IR."""

from __future__ import annotations

from ..ir import nodes as ir
from ..ir.walk import map_blocks
from .matmul import expand_matmul

__all__ = ["expand_libcalls"]


def expand_libcalls(program: ir.Program) -> ir.Program:
    """Replace every ``LibCall`` by its ``loops`` implementation (the default choice)."""
    dtypes: dict[str, tuple[str, int]] = {}
    for d in program.params + program.locals:
        if isinstance(d, (ir.ArrayParam, ir.ArrayDecl)):
            dtypes[d.name] = (d.dtype, d.ndim)
    counter = [0]

    def expand(s: ir.Stmt) -> list[ir.Stmt]:
        if not isinstance(s, ir.LibCall):
            return [s]
        if s.op != "matmul":
            raise NotImplementedError(f"library operation {s.op!r}")
        counter[0] += 1
        return list(expand_matmul(s, dtypes, f"mm{counter[0]}").body)

    return ir.replace(program, body=map_blocks(program.body, expand))
