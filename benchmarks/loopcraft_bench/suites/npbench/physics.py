"""Physics: n-body, azimuthal integration (naive masks and histogram), and the cavity and
channel flow Navier-Stokes solvers (all but azimint_hist are corpus kernels)."""

from __future__ import annotations

from typing import Any

import numpy as np

from .suite import add, reuse, rng

_CAT = "physics"

reuse("nbody", name="nbody", category=_CAT, presets={
    "XS": {"n": 9, "n_steps": 2},
    "S": {"n": 270, "n_steps": 10},
    "M": {"n": 650, "n_steps": 15},
})
reuse("azimint_naive", name="azimint_naive", category=_CAT, presets={
    "XS": {"n": 333, "npt": 5},
    "S": {"n": 100000, "npt": 50},
    "M": {"n": 310000, "npt": 100},
})
reuse("cavity_flow", name="cavity_flow", category=_CAT, presets={
    "XS": {"n": 12, "nt": 4, "nit": 5},
    "S": {"n": 61, "nt": 10, "nit": 30},
    "M": {"n": 161, "nt": 12, "nit": 50},
})
reuse("channel_flow", name="channel_flow", category=_CAT, presets={
    "XS": {"nx": 9, "ny": 13, "nt": 3, "nit": 4},
    "S": {"nx": 61, "ny": 41, "nt": 10, "nit": 30},
    "M": {"nx": 161, "ny": 101, "nt": 20, "nit": 50},
})


# ------------------------------------------------------------------------------ azimint_hist
# Azimuthal integration: mean of the data over npt equal-width radial bins, by two histograms.


def azimint_hist(data, radius, npt):
    histu = np.histogram(radius, npt)[0]
    histw = np.histogram(radius, npt, weights=data)[0]
    return histw / histu


def _azimint_hist_init(n: int, npt: int) -> tuple[Any, ...]:
    g = rng(6501)
    return g.random(n), g.random(n), npt


add(azimint_hist, name="azimint_hist", category=_CAT, init=_azimint_hist_init, presets={
    "XS": {"n": 333, "npt": 5},
    "S": {"n": 600000, "npt": 100},
    "M": {"n": 5000000, "npt": 1000},
}, description="azimuthal integration by np.histogram (counts and weighted sums)")
