"""The driver: ``loopcraft.jit`` specializes, schedules, generates, compiles, caches, loads and
calls (the top of the pipeline)."""

import os

# libgomp's default wait policy spins up to ~300k iterations between parallel regions; on a
# loaded 2-core machine that spinning costs milliseconds per region. A short spin keeps the
# wake-up fast on a quiet machine. Set before any kernel loads libgomp; the user's value wins.
os.environ.setdefault("GOMP_SPINCOUNT", "10000")
