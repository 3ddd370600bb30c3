"""The table of NumPy functions the Python front end lowers, filled by the modules beside it.

Each entry is ``fn(lowerer, name, call)``: ``name`` is the function's ``__name__`` (a ufunc
method is ``"add.outer"``), ``call`` the ``ast.Call`` whose arguments it reads with
``lowerer.args_kwargs``. It returns the call's value.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...registry import Registry

if TYPE_CHECKING:
    from ..lowerer import Lowerer
    from ..values import Value

__all__ = ["NUMPY_FUNCTIONS", "numpy_function"]

NumpyFunction = Callable[["Lowerer", str, ast.Call], "Value"]

NUMPY_FUNCTIONS: Registry[NumpyFunction] = Registry("NumPy function")

#: decorator: ``@numpy_function("sort")`` lowers ``np.sort`` with the decorated function
numpy_function = NUMPY_FUNCTIONS.register
