"""The driver: the user's entry points on top of everything -- ``loopcraft.jit`` (one
specialization per argument signature, built by :mod:`loopcraft.pipeline`, then called),
``loopcraft.tune`` (hands a compiled function to :mod:`loopcraft.tuning`) and ``explain``."""

import os

# libgomp's default wait policy spins up to ~300k iterations between parallel regions; on a
# loaded 2-core machine that spinning costs milliseconds per region. A short spin keeps the
# wake-up fast on a quiet machine. Set before any kernel loads libgomp; the user's value wins.
os.environ.setdefault("GOMP_SPINCOUNT", "10000")
