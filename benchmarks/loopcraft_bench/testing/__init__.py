"""Testing tools that ship with loopcraft: the differential fuzzers of loop transformations
and of the Python front end.

:mod:`.progen` writes random affine loop nests as Python source; :mod:`.fuzz` lowers them,
applies random sequences of transformations that ``check`` accepts, compiles original and
transformed programs and compares what they compute (``python -m loopcraft_bench.testing.fuzz``).
:mod:`.frontend_fuzz` writes random NumPy functions and checks that ``loopcraft.jit`` computes
what NumPy does (``python -m loopcraft_bench.testing.frontend_fuzz``).
Nothing here needs hypothesis; the pytest suite drives the same code with it.
"""
