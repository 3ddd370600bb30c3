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

from typing import TYPE_CHECKING

import numpy as np

from ...ir import nodes as ir
from ...ir.walk import expr_accesses
from . import elementwise as ew
from .types import NUMPY_DTYPE
from .values import AVal, SVal, Value

if TYPE_CHECKING:
    from .lowerer import Lowerer

__all__ = ["CAST_ERROR_KIND", "cast_error", "cast_like", "inplace_result", "same_kind",
           "ufunc_name"]

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


def inplace_result(lw: Lowerer, op: str, dest: AVal, rhs: Value) -> SVal | AVal:
    """``dest <op> rhs`` cast to ``dest``'s dtype, as NumPy's in-place ufunc computes it: the
    operand is evaluated, then the result dtype resolved (a ``same_kind`` refusal raised), then
    the operands broadcast, so ``a += x`` wrong both ways raises NumPy's casting error."""
    x, y = lw._operand(dest), lw._operand(rhs)
    tx, ty = ew.scalar_type(x), ew.scalar_type(y)
    _, t = ew.binary(op, (ir.Var("_x", tx.dtype), tx), (ir.Var("_y", ty.dtype), ty))
    if not same_kind(t.dtype, dest.dtype):
        # the operand's own errors come first (``a[i, :] -= t[i, 0, 0]`` with an empty ``t``:
        # IndexError, fuzz seed 4 case 3539); only this error path pays for evaluating it here
        if isinstance(y, SVal) and expr_accesses(y.expr):
            temp = ir.Var(lw.scalar_temp(ty.dtype), ty.dtype)
            lw.emit(ir.Assign(temp, y.expr))
            rhs = SVal(temp, y.type)
        elif isinstance(y, AVal) and y.var is None:
            rhs = lw.array_value(lw.materialize(y))
        lw.emit(cast_error(ufunc_name(op), t.dtype, dest.dtype))
    new = lw.arith(op, dest, rhs)
    if ew.scalar_type(new).dtype != t.dtype:  # resolved otherwise after all: check it again
        return cast_like(lw, new, dest, ufunc_name(op))
    return lw.astype(new, dest.dtype) if isinstance(new, AVal) and t.dtype != dest.dtype \
        else new


def cast_like(lw: Lowerer, v: SVal | AVal, like: AVal, ufunc: str) -> SVal | AVal:
    """The result ``v`` of the in-place ufunc ``ufunc``, cast to the target's dtype; where
    ``same_kind`` refuses the cast, NumPy's run-time error first (the store after it is
    dead)."""
    dt = ew.scalar_type(v).dtype
    if not same_kind(dt, like.dtype):
        lw.emit(cast_error(ufunc, dt, like.dtype))
    if isinstance(v, AVal) and v.dtype != like.dtype:
        return lw.astype(v, like.dtype)
    return v
