"""The lowerer of one Python function: its parameters in scope, its body lowered to a block.

The layers it combines each keep one concern (context, indexing, expressions, calls, control
flow, statements); the NumPy functions are free functions in :mod:`.numpy_functions`, which
take this lowerer as their first argument.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from typing import Any

from ...errors import InternalError
from ...ir import nodes as ir
from .calls import CallLowerer
from .context import ArrayBinding, Hints, ScalarBinding
from .control_flow import ControlFlowLowerer, globals_of
from .expressions import ExpressionLowerer
from .indexing import IndexingLowerer
from .local_defs import LocalDefLowerer
from .source import FunctionSource
from .statements import StatementLowerer
from .types import ScalarType

__all__ = ["ALIASED_ROOT", "ArgSpec", "Lowerer"]

#: the buffer that overlapping arguments are assumed to share
ALIASED_ROOT = "<aliased arguments>"


@dataclass(frozen=True)
class ArgSpec:
    """The compile-time description of one argument (what a specialization is keyed on).

    ``kind`` is ``"array"`` or ``"scalar"``; arrays carry ``ndim`` and ``layout`` ("C" or "A");
    scalars carry ``weak`` (a Python number rather than a NumPy scalar).
    """

    kind: str
    dtype: str
    ndim: int = 0
    layout: str = "C"
    weak: bool = False
    unit_axes: tuple[int, ...] = ()
    aliased: bool = False
    #: derived extents (``Program.broadcast_extents`` of the generic specialization) that are
    #: 1 in this call: the whole call's, carried by its first argument's spec
    unit_extents: tuple[ir.Expr, ...] = ()


class Lowerer(StatementLowerer, ControlFlowLowerer, CallLowerer, ExpressionLowerer,
               IndexingLowerer, LocalDefLowerer):
    """Lowers one function: the core layers, each a module beside this one, combined (no
    method is defined by two of them); NumPy functions are looked up in
    :data:`.numpy_functions.NUMPY_FUNCTIONS` by the call layer."""

    def __init__(self, src: FunctionSource, func: Any, args: tuple[ArgSpec, ...],
                 hints: Hints) -> None:
        super().__init__(src, hints)
        self.globals = globals_of(func)
        self.returns = []
        self.inline_stack = []
        self.code = func.__code__
        self.loop_vars: set[str] = set()
        #: the statement of each loop in ``loop_vars``, by its variable's Python name
        self.loop_nodes: dict[str, ast.For] = {}
        fdef = src.tree
        a = fdef.args
        if a.vararg or a.kwarg or a.kwonlyargs or a.posonlyargs:
            raise src.error(fdef, "compiled functions cannot take *args, **kwargs or "
                            "keyword-only parameters", hint="use plain positional parameters")
        names = [p.arg for p in a.args]
        self.unit_extents = tuple(dict.fromkeys(e for s in args for e in s.unit_extents))
        defaults = func.__defaults__ or ()
        if len(args) > len(names) or len(names) - len(args) > len(defaults):
            raise InternalError(f"{len(args)} argument specs for {len(names)} parameters")
        for k, name in enumerate(names[len(args):], len(args)):
            # a trailing default the caller left out (``out=None``, ``axes=(0, 1)``): a
            # compile-time constant, not a parameter of the compiled code (driver/jit.py)
            default = defaults[k - (len(names) - len(defaults))]
            self.pinned = {**self.pinned, name: self.global_value(default, name, fdef)}
        for name, spec in zip(names, args, strict=False):
            if spec.kind == "array":
                self.params.append(ir.ArrayParam(name, spec.dtype, spec.ndim, spec.layout,
                                                 unit_axes=spec.unit_axes,
                                                 aliased=spec.aliased))
                self.seen.roots[name] = frozenset({ALIASED_ROOT if spec.aliased else name})
                self.seen.shapes[name] = tuple(
                    ir.Const(1, "int64") if k in spec.unit_axes else None
                    for k in range(spec.ndim))
                self.scope[name] = ArrayBinding(name)
            else:
                self.params.append(ir.ScalarParam(name, spec.dtype))
                t = ScalarType(spec.dtype, spec.weak)
                self.scope[name] = ScalarBinding(name, t)

    def run(self) -> ir.Block:
        self.push()
        for p in self.params:
            if isinstance(p, ir.ArrayParam) and p.name in self.hints.rebound:
                # the function assigns this parameter: work on a rebindable local alias
                alias = f"{p.name}_"
                self.declare_array(alias, p.dtype, p.ndim, p.layout == "C" or p.ndim == 0,
                                   self.roots_of(p.name))
                value = self.array_value(p.name)
                assert value.view is not None
                self.emit(ir.View(alias, p.name, value.view.offset, value.view.dims))
                self.scope[p.name] = ArrayBinding(alias)
        self.body(self.src.tree.body)
        return self.pop()
