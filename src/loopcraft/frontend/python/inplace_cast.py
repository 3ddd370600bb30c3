"""NumPy's ``same_kind`` rule for in-place ufuncs (``b += x``, ``b[i, :] /= 2``, ``b[m] *= x``,
``np.add(b, x, out=b)``), checked where the statement runs.

Why at run time: NumPy decides that ``b += 1.5`` on an int64 array is an error when the
statement executes -- it raises ``_UFuncOutputCastingError`` (a ``TypeError``) then, and a
function whose loop never runs returns normally. Refusing such a function at compile time
rejected programs NumPy runs (the front-end fuzzer's ``--seed 4 --case 1386``). So an update
whose result dtype NumPy cannot cast back to the target's under ``same_kind`` is lowered to an
unconditional ``Raise`` at the statement: the statement and everything after it never run,
and a statement that never executes raises nothing. The message is NumPy's, word for word;
the C runtime reads the ufunc and the dtypes back from it and raises NumPy's own exception
class. Updates whose cast is allowed get no code at all.

Element updates (``b[i, j] += 1.5``) are NumPy's scalar ``__setitem__``, which casts without a
rule, and ``ufunc.at`` casts unsafely: neither comes here."""

from __future__ import annotations

import numpy as np

from ...ir import nodes as ir
from .types import NUMPY_DTYPE

__all__ = ["CAST_ERROR_KIND", "cast_error", "same_kind", "ufunc_name"]

#: the ``Raise`` kind the C runtime turns into ``numpy._core._exceptions._UFuncOutputCastingError``
CAST_ERROR_KIND = "UFuncOutputCastingError"

#: NumPy's ufunc (``__name__``) of each augmented-assignment operator of the front end
_UFUNCS = {"add": "add", "sub": "subtract", "mul": "multiply", "truediv": "divide",
           "floordiv": "floor_divide", "mod": "remainder", "pow": "power",
           "bitand": "bitwise_and", "bitor": "bitwise_or", "bitxor": "bitwise_xor",
           "lshift": "left_shift", "rshift": "right_shift"}


def ufunc_name(op: str) -> str:
    """NumPy's name of the ufunc an in-place operator calls (``"truediv"`` -> ``"divide"``),
    as its error message spells it."""
    return _UFUNCS.get(op, op)


def same_kind(src: str, dst: str) -> bool:
    """Whether NumPy stores a ``src`` result into a ``dst`` array in place (its rule, not an
    approximation: int64 into uint8 is refused, uint8 into int8 allowed)."""
    return bool(np.can_cast(NUMPY_DTYPE[src], NUMPY_DTYPE[dst], "same_kind"))


def cast_error(ufunc: str, src: str, dst: str) -> ir.Raise:
    """NumPy's error for storing a ``src`` result of ``ufunc`` into a ``dst`` array."""
    return ir.Raise(CAST_ERROR_KIND,
                    f"Cannot cast ufunc {ufunc!r} output from {NUMPY_DTYPE[src]!r} to "
                    f"{NUMPY_DTYPE[dst]!r} with casting rule 'same_kind'")
