"""``np.mgrid`` and ``np.ogrid``: the coordinate grids written as subscripts
(``i, j = np.mgrid[0:n, 0:m]``).

Each slice is an ``np.arange`` (so a float step gives float coordinates, as NumPy); ``mgrid``
gives every coordinate over the whole grid, ``ogrid`` each along its own axis with extent 1
elsewhere (they broadcast). The grids are lazy: they fuse into their consumers and nothing is
stored. NumPy stacks ``mgrid``'s coordinates into one array; here they are a tuple, which is
what unpacking and indexing by a constant read. A complex step (``0:1:5j``, NumPy's number of
points) is refused.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

import numpy as np

from .. import elementwise as ew
from ..types import ScalarType, kind_of
from ..values import AVal, TVal, Value, cast, i64
from .creation import arange

if TYPE_CHECKING:
    from ..lowerer import Lowerer

__all__ = ["index_grid", "is_index_grid"]


def index_grid(lw: Lowerer, open_grid: bool, index: ast.expr) -> Value:
    """``np.mgrid[index]`` (``open_grid`` False) or ``np.ogrid[index]``."""
    name = "ogrid" if open_grid else "mgrid"
    slices = index.elts if isinstance(index, ast.Tuple) else [index]
    axes: list[AVal] = []
    for s in slices:
        if not isinstance(s, ast.Slice) or s.upper is None:
            raise lw.error(f"np.{name} takes slices start:stop[:step]", s)
        if s.step is not None and kind_of(lw.scalar(s.step).type.dtype) == "c":
            raise lw.error(f"np.{name} with a complex step (a number of points) is not "
                           "supported", s, hint="use np.linspace for a number of points")
        zero = ast.copy_location(ast.Constant(0), s)
        args = [s.lower or zero, s.upper, *([s.step] if s.step is not None else [])]
        axes.append(arange(lw, "arange", ast.copy_location(ast.Call(
            ast.Name("arange", ast.Load()), args, []), s)))
    t = ScalarType(axes[0].dtype)
    for a in axes[1:]:
        t = ew.promote(t, ScalarType(a.dtype))
    if not isinstance(index, ast.Tuple):
        return AVal(t.dtype, axes[0].shape, lambda idx: cast(axes[0].load(idx), t.dtype))
    extents = tuple(a.shape[0] for a in axes)
    grids = []
    for k, a in enumerate(axes):
        shape = tuple(e if j == k or not open_grid else i64(1) for j, e in enumerate(extents))
        grids.append(AVal(t.dtype, shape, lambda idx, a=a, k=k: cast(a.load((idx[k],)),
                                                                    t.dtype)))
    return TVal(tuple(grids))


def is_index_grid(obj: object) -> bool | None:
    """True for ``np.ogrid``, False for ``np.mgrid``, None for anything else."""
    if obj is np.mgrid:
        return False
    return True if obj is np.ogrid else None
