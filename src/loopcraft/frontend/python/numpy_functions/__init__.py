"""NumPy functions, one module per family, each function registered by name in
:data:`.table.NUMPY_FUNCTIONS` (the call lowering looks a call up there, in one place).

Importing this package imports every family, which fills the table.
"""

from . import (  # noqa: F401  (imported for their registrations)
    compaction,
    complex_numbers,
    composites,
    creation,
    histograms,
    interpolation,
    linalg,
    lu,
    reductions,
    shapes,
    sorting,
    statistics,
    ufuncs,
)
from .table import NUMPY_FUNCTIONS, numpy_function

__all__ = ["NUMPY_FUNCTIONS", "numpy_function"]
