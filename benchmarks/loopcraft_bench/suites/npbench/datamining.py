"""Data mining: correlation (the corpus kernel) and covariance of the columns of a data matrix."""

from __future__ import annotations

from typing import Any

import numpy as np

from .suite import add, reuse, rng

_CAT = "datamining"

reuse("correlation", name="correlation", category=_CAT, presets={
    "XS": {"n": 19, "m": 7},
    "S": {"n": 720, "m": 600},
    "M": {"n": 1900, "m": 1600},
})


# --------------------------------------------------------------------------------- covariance
# Sample covariance of the m columns of an n x m data matrix (float_n = n).


def covariance(float_n, data):
    mean = np.sum(data, axis=0) / float_n
    d = data - mean
    return (d.T @ d) / (float_n - 1.0)


def _covariance_init(n: int, m: int) -> tuple[Any, ...]:
    return float(n), rng(6201).random((n, m))


def _covariance_oracle(float_n: float, data: np.ndarray) -> np.ndarray:
    return np.cov(data, rowvar=False)


add(covariance, name="covariance", category=_CAT, init=_covariance_init, presets={
    "XS": {"n": 19, "m": 7},
    "S": {"n": 720, "m": 600},
    "M": {"n": 1900, "m": 1600},
}, oracle=_covariance_oracle, description="sample covariance matrix of the columns")
