"""Entry point of the frontend: a Python function + argument types -> an IR ``Program``."""

from __future__ import annotations

import ast
from typing import Any

from ...errors import InternalError, LoopcraftError
from ...ir import nodes as ir
from ...ir.walk import map_blocks
from .context import Hints, _join
from .control_flow import falls_through
from .lowerer import ALIASED_ROOT, ArgSpec, Lowerer
from .source import FunctionSource, get_source
from .types import ScalarType

__all__ = ["ArgSpec", "lower_function", "ALIASED_ROOT"]

_MAX_PASSES = 6


def _return_signature(returns: list, src: FunctionSource) -> tuple[tuple[tuple, ...], bool]:
    """Unify the return statements' types (scalars promote; kinds and array types must match).

    ``returns`` holds ``(descs or None, is_tuple, node)`` per return statement; an implicit
    ``return None`` at the end of the body has node None.
    """
    sigs = [r for r in returns if r[0] is not None]
    if not sigs:
        return (), False
    nones = [r for r in returns if r[0] is None]
    if nones:
        where = nones[0][2] if nones[0][2] is not None else src.tree
        raise src.error(where, "function returns a value on some paths and None on others",
                        hint="return a value on every path, including the end of the function")
    descs0, is_tuple, _ = sigs[0]
    merged = list(descs0)
    for descs, tup, node in sigs[1:]:
        if tup != is_tuple or len(descs) != len(merged):
            raise src.error(node, f"this return gives {_kinds(descs, tup)}, another gives "
                            f"{_kinds(descs0, is_tuple)}",
                            hint="return the same number and kinds of values everywhere")
        for k, (a, b) in enumerate(zip(merged, descs, strict=True)):
            if a[0] != b[0] or (a[0] == "array" and a != b):
                raise src.error(node, f"return value {k} is {_kind(b)} here but {_kind(a)} on "
                                "another path",
                                hint="return values of the same kind, dtype and rank everywhere")
            if a[0] == "scalar" and a[1] != b[1]:
                j = _join(ScalarType(a[1], a[2]), ScalarType(b[1], b[2]))
                merged[k] = ("scalar", j.dtype, j.weak)
    return tuple(merged), is_tuple


def _kind(d: tuple) -> str:
    return f"a {d[2]}-d {d[1]} array" if d[0] == "array" else f"a {d[1]} scalar"


def _kinds(descs: tuple, is_tuple: bool) -> str:
    if not is_tuple:
        return _kind(descs[0])
    return f"a tuple of {len(descs)}"


def _unify_returns(body: ir.Block, returns: tuple[tuple, ...]) -> ir.Block:
    """Cast every returned scalar to the unified return dtype."""
    def fix(s: ir.Stmt) -> list[ir.Stmt]:
        if isinstance(s, ir.Return) and s.values:
            s = ir.replace(s, values=tuple(
                v if isinstance(v, str) or d[0] != "scalar" or v.dtype == d[1]
                else ir.Cast(v, d[1])
                for v, d in zip(s.values, returns, strict=True)
            ))
        return [s]

    return map_blocks(body, fix)


def lower_function(func: Any, args: tuple[ArgSpec, ...]) -> ir.Program:
    """Lower ``func`` specialised for ``args``.

    Raises ``UnsupportedSyntaxError`` for code outside the supported language; any other
    failure is a bug and becomes ``InternalError``.
    """
    src = get_source(func)
    hints = Hints()
    try:
        for _ in range(_MAX_PASSES):
            lw = Lowerer(src, func, args, hints)
            body = lw.run()
            if hints.merged(lw.seen).snapshot() == hints.snapshot():
                break
            hints = hints.merged(lw.seen)
        else:
            raise InternalError(f"type inference of {func.__name__!r} did not converge")
    except LoopcraftError:
        raise
    except RecursionError:
        raise src.error(src.tree, "expression nesting too deep") from None
    except Exception as exc:  # a bug: say so, with the user's location
        node = getattr(lw, "current_node", None) if "lw" in locals() else None
        where = ""
        if isinstance(node, ast.AST):
            where = f" at {src.filename}:{getattr(node, 'lineno', 0) + src.first_line - 1}"
        raise InternalError(
            f"loopcraft failed while compiling {func.__name__!r}{where}: "
            f"{type(exc).__name__}: {exc}"
        ) from exc
    if falls_through(src.tree.body):
        lw.returns.append((None, False, None))
    returns, is_tuple = _return_signature(lw.returns, src)
    returns_ir = tuple(r[:2] if r[0] == "scalar" else r for r in returns)
    body = _unify_returns(body, returns_ir)
    param_names = {p.name for p in lw.params}
    decls = tuple(sorted((d for d in lw.decls.values() if d.name not in param_names),
                         key=lambda d: d.name))
    params = tuple(
        ir.replace(p, broadcast_axes=tuple(sorted(lw.broadcast_axes.get(p.name, set())
                                                  | set(p.unit_axes))))
        if isinstance(p, ir.ArrayParam) else p
        for p in lw.params
    )
    return ir.Program(func.__name__, params, decls, body, returns_ir,
                      is_tuple or len(returns) > 1,
                      tuple(dict.fromkeys((*lw.broadcast_extents, *lw.unit_extents))),
                      lw.unit_extents)
