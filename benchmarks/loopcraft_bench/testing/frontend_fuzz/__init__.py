"""Differential fuzzing of the Python front end: random NumPy functions, run by NumPy and
compiled by loopcraft, must agree.

:mod:`.grammar` writes each case as Python source (slicing with steps and negative indices,
``None`` axes, broadcasting, reductions with ``axis``/``keepdims``, mixed dtypes with weak
Python and strong NumPy scalars, views and in-place updates, ``out[...] =``, explicit ``for``
and ``while`` loops with data-dependent bounds, ufuncs and common functions, and indices out
of bounds that must raise IndexError) plus the code that builds its arguments; :mod:`.runner`
compiles a chunk of cases into one C translation unit and compares returns, dtypes, shapes,
the arguments afterwards and raised exceptions; :mod:`.cli` runs chunks on a process pool
(``python -m loopcraft_bench.testing.frontend_fuzz --cases 10000 --seed 1``, in ``make fuzz``).
A failure is printed as a script that reproduces it.
"""

from .cli import case, fuzz, run_chunk
from .grammar import Case, generate_case
from .runner import KNOWN, FrontendStats, check_cases

__all__ = ["Case", "FrontendStats", "KNOWN", "case", "check_cases", "fuzz", "generate_case",
           "run_chunk"]
