"""``np.cov``: the covariance matrix, written with the pieces it is made of in NumPy.

Why not loops of its own: NumPy computes ``X = m - mean`` and ``X @ X.T / (N - ddof)``; the
mean is a reduction, the centring a lazy value and the product a ``LibCall("matmul")``, so
the scheduler and BLAS do for it what they do for any user matrix product (npbench's
``covariance2`` is exactly ``np.cov(data.T)``).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from ..types import ScalarType, kind_of
from ..values import SVal, Value, cast, i64, imax, static_value
from .linalg import matmul
from .reductions import reduce_axis, variance
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


@numpy_function("cov")
def np_cov(lw: Lowerer, name: str, node: ast.Call) -> Value:
    """``np.cov(m, rowvar=True, bias=False, ddof=None)`` of a 1-d or 2-d real array, in
    float64 as NumPy (``np.result_type(m, np.float64)``); ``y`` and the weights are refused."""
    a = lw.args_kwargs(node, ["m", "y", "rowvar", "bias", "ddof", "fweights", "aweights",
                              "dtype"])
    for k in ("y", "fweights", "aweights", "dtype"):
        if k in a and not lw.is_none(a[k]):
            raise lw.error(f"np.cov({k}=...) is not supported", a[k],
                           hint="stack the variables into one array first")
    x = lw.as_array(lw.expr(a["m"]), node)
    if x.ndim > 2 or kind_of(x.dtype) not in "biuf":
        raise lw.error(f"np.cov of a {x.ndim}-d {x.dtype} array is not supported "
                       "(1-d or 2-d real arrays)", node)
    rowvar = _const_bool(lw, a.get("rowvar"), True)
    bias = _const_bool(lw, a.get("bias"), False)
    ddof = 1 - int(bias) if lw.is_none(a.get("ddof")) else lw.const_int(a["ddof"])
    if x.dtype != "float64":
        x = lw.astype(x, "float64")
    if x.ndim == 1:  # one variable: NumPy's 0-d result, its variance
        return variance(lw, x, None, False, ddof, False)
    if not rowvar:
        x = lw.transpose(x, (1, 0))
    if static_value(x.shape[0]) == 1:  # NumPy squeezes a 1x1 result to 0-d
        return variance(lw, lw.transpose(x, (1, 0)), None, False, ddof, False)
    lw.raise_if(ir.Binary("eq", x.shape[0], i64(1), "bool"), "ValueError",
                "np.cov of a single variable of a 2-d array: NumPy returns a 0-d array, "
                "which a compiled function of this signature cannot")
    mean = lw.materialize(reduce_axis(lw, "mean", x, 1, True))
    dev = lw.arith("sub", x, lw.array_value(mean))
    centred = lw.array_value(lw.materialize(dev))  # type: ignore[arg-type]
    prod = matmul(lw, centred, lw.transpose(centred, (1, 0)), node)
    fact = SVal(cast(imax(ir.Binary("sub", x.shape[1], i64(ddof), "int64"), i64(0)),
                     "float64"), ScalarType("float64"))
    return lw.arith("truediv", prod, lw.hoist(fact))


def _const_bool(lw: Lowerer, node: ast.expr | None, default: bool) -> bool:
    """A flag that must be known at compile time (it changes the result's shape or formula)."""
    if node is None:
        return default
    v = lw.scalar(node)
    if not isinstance(v.expr, ir.Const):
        raise lw.error("this flag must be a constant (True or False)", node)
    return bool(v.expr.value)

