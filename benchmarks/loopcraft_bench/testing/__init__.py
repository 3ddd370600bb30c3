"""Testing tools that ship with loopcraft: the differential fuzzer of loop transformations.

:mod:`.progen` writes random affine loop nests as Python source; :mod:`.fuzz` lowers them,
applies random sequences of transformations that ``check`` accepts, compiles original and
transformed programs and compares what they compute (``python -m loopcraft_bench.testing.fuzz``).
Nothing here needs hypothesis; the pytest suite drives the same code with it.
"""
