"""PolyBench datamining: correlation and covariance of the m columns of an n x m data matrix."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ._init import grid
from .suite import POLYBENCH

_CAT = "datamining"


# -------------------------------------------------------------------------------- correlation
# Pearson correlation matrix of the columns of data (n samples x m variables): column means and
# standard deviations (a deviation <= 0.1 counts as 1 to avoid dividing by ~0), data normalized
# in place, then corr = data^T @ data, symmetric with a unit diagonal.


def correlation(float_n, data, corr, mean, stddev):
    n, m = data.shape
    eps = 0.1
    for j in range(m):
        s = 0.0
        for i in range(n):
            s += data[i, j]
        mean[j] = s / float_n
    for j in range(m):
        s = 0.0
        for i in range(n):
            d = data[i, j] - mean[j]
            s += d * d
        sd = math.sqrt(s / float_n)
        if sd <= eps:
            sd = 1.0
        stddev[j] = sd
    for i in range(n):
        for j in range(m):
            data[i, j] = (data[i, j] - mean[j]) / (math.sqrt(float_n) * stddev[j])
    for i in range(m - 1):
        corr[i, i] = 1.0
        for j in range(i + 1, m):
            s = 0.0
            for k in range(n):
                s += data[k, i] * data[k, j]
            corr[i, j] = s
            corr[j, i] = s
    corr[m - 1, m - 1] = 1.0


def _correlation_init(m: int, n: int) -> tuple[Any, ...]:
    i, j = grid(n, m)
    data = (i * j) / m + i
    return float(n), data, np.zeros((m, m)), np.zeros(m), np.zeros(m)


def _correlation_ref(
    float_n: float, data: np.ndarray, corr: np.ndarray, mean: np.ndarray, stddev: np.ndarray
) -> None:
    mean[:] = data.sum(axis=0) / float_n
    data -= mean
    sd = np.sqrt((data * data).sum(axis=0) / float_n)
    stddev[:] = np.where(sd <= 0.1, 1.0, sd)
    data /= np.sqrt(float_n) * stddev
    corr[:] = data.T @ data
    np.fill_diagonal(corr, 1.0)


def _correlation_oracle(
    float_n: float, data: np.ndarray, corr: np.ndarray, mean: np.ndarray, stddev: np.ndarray
) -> None:
    # np.corrcoef and np.std: independent of the reference's formulation (no column has a
    # deviation <= 0.1 with this init, so the guard does not apply).
    raw = data.copy()
    mean[:] = raw.mean(axis=0)
    stddev[:] = raw.std(axis=0)
    data[:] = (raw - mean) / (np.sqrt(float_n) * stddev)
    corr[:] = np.corrcoef(raw, rowvar=False)


POLYBENCH.add(
    correlation,
    name="correlation",
    category=_CAT,
    init=_correlation_init,
    reference=_correlation_ref,
    oracle=_correlation_oracle,
    presets={
        "mini": {"m": 28, "n": 32},
        "small": {"m": 80, "n": 100},
        "medium": {"m": 240, "n": 260},
        "large": {"m": 1200, "n": 1400},
    },
    description="correlation matrix of the columns (means, deviations, normalize, data.T@data)",
)


# --------------------------------------------------------------------------------- covariance
# Sample covariance matrix of the columns of data (n samples x m variables): data is centred in
# place, then cov = data^T @ data / (n - 1), computed for j >= i and mirrored.


def covariance(float_n, data, cov, mean):
    n, m = data.shape
    for j in range(m):
        s = 0.0
        for i in range(n):
            s += data[i, j]
        mean[j] = s / float_n
    for i in range(n):
        for j in range(m):
            data[i, j] -= mean[j]
    for i in range(m):
        for j in range(i, m):
            s = 0.0
            for k in range(n):
                s += data[k, i] * data[k, j]
            s /= float_n - 1.0
            cov[i, j] = s
            cov[j, i] = s


def _covariance_init(m: int, n: int) -> tuple[Any, ...]:
    i, j = grid(n, m)
    data = (i * j) / m
    return float(n), data, np.zeros((m, m)), np.zeros(m)


def _covariance_ref(float_n: float, data: np.ndarray, cov: np.ndarray, mean: np.ndarray) -> None:
    mean[:] = data.sum(axis=0) / float_n
    data -= mean
    cov[:] = (data.T @ data) / (float_n - 1.0)


def _covariance_oracle(
    float_n: float, data: np.ndarray, cov: np.ndarray, mean: np.ndarray
) -> None:
    raw = data.copy()
    mean[:] = raw.mean(axis=0)
    data[:] = raw - mean
    cov[:] = np.cov(raw, rowvar=False)


POLYBENCH.add(
    covariance,
    name="covariance",
    category=_CAT,
    init=_covariance_init,
    reference=_covariance_ref,
    oracle=_covariance_oracle,
    presets={
        "mini": {"m": 28, "n": 32},
        "small": {"m": 80, "n": 100},
        "medium": {"m": 240, "n": 260},
        "large": {"m": 1200, "n": 1400},
    },
    description="sample covariance matrix of the columns (centre, data.T@data / (n-1))",
)
