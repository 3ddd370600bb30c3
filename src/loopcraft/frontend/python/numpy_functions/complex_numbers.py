"""The NumPy functions of complex numbers: ``np.real``, ``np.imag``, ``np.conj`` /
``np.conjugate`` and ``np.angle``.

Each is elementwise (lifted, so it fuses into its consumer) and, as in NumPy, also takes real
numbers: their imaginary part is 0, their conjugate themselves, their angle 0 or pi. The
arithmetic, ``abs`` and the math functions of complex numbers are the ordinary operators and
ufuncs (:mod:`..elementwise`).
"""

from __future__ import annotations

import ast
import math
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from .. import elementwise as ew
from ..types import ScalarType
from ..values import SVal, Value, const
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer

_PART = {"real": "real", "imag": "imag", "conj": "conj", "conjugate": "conj", "angle": "angle"}


#: each function's parameter names, as NumPy spells them
_PARAMS = {"real": ["val"], "imag": ["val"], "conj": ["x"], "conjugate": ["x"],
           "angle": ["z", "deg"]}


@numpy_function(*_PART)
def np_complex_part(lw: Lowerer, name: str, node: ast.Call) -> Value:
    names = _PARAMS[name]
    a = lw.args_kwargs(node, names)
    if names[0] not in a:
        raise lw.error(f"np.{name} needs an argument", node)
    x = lw._operand(lw.expr(a[names[0]]))
    r = lw.lift(lambda xs: ew.complex_part(_PART[name], xs[0]), [x])
    if "deg" in a:
        deg = lw.scalar(a["deg"], "deg")
        if not isinstance(deg.expr, ir.Const):
            raise lw.error("np.angle(deg=...) must be a constant", a["deg"])
        if deg.expr.value:
            degrees = SVal(const(180.0 / math.pi, "float64"), ScalarType("float64", True))
            return lw.arith("mul", r, degrees)
    return r
