"""Dynamic-programming kernels over integer tables: all-pairs shortest paths, longest common
subsequence, RNA folding (Nussinov) and 0/1 knapsack."""

from __future__ import annotations

from typing import Any

import numpy as np

from .suite import CORPUS

_SEED = 6006


def _rng() -> np.random.Generator:
    return np.random.default_rng(_SEED)


# ----------------------------------------------------------------------------- floyd_warshall
# All-pairs shortest path lengths, in place, on an int64 weight matrix (missing edges carry a
# large finite weight so that sums cannot overflow).


def floyd_warshall(dist):
    n = dist.shape[0]
    for k in range(n):
        for i in range(n):
            dik = dist[i, k]
            for j in range(n):
                through = dik + dist[k, j]
                if through < dist[i, j]:
                    dist[i, j] = through


def _floyd_init(n: int) -> tuple[Any, ...]:
    rng = _rng()
    dist = rng.integers(1, 100, size=(n, n), dtype=np.int64)
    dist[rng.random((n, n)) < 0.7] = 1_000_000_000
    np.fill_diagonal(dist, 0)
    return (dist,)


def _floyd_ref(dist: np.ndarray) -> None:
    # Row k and column k do not change during step k, so the whole update is one broadcast.
    for k in range(dist.shape[0]):
        np.minimum(dist, dist[:, k, None] + dist[None, k, :], out=dist)


CORPUS.add(
    floyd_warshall,
    init=_floyd_init,
    reference=_floyd_ref,
    style="loops",
    category="dp",
    presets={
        "small": {"n": 36},
        "large": {"n": 400},
        "alt": {"n": 13},
    },
    description="Floyd-Warshall all-pairs shortest paths on int64 weights, in place",
)


# ---------------------------------------------------------------------------------------- lcs
# Longest common subsequence of two int32 sequences; returns the length and the full int32 table.


def lcs(a, b):
    n = a.shape[0]
    m = b.shape[0]
    L = np.zeros((n + 1, m + 1), dtype=np.int32)
    for i in range(1, n + 1):
        ai = a[i - 1]
        for j in range(1, m + 1):
            if ai == b[j - 1]:
                L[i, j] = L[i - 1, j - 1] + 1
            else:
                L[i, j] = max(L[i - 1, j], L[i, j - 1])
    return L[n, m], L


def _lcs_init(n: int, m: int, alphabet: int) -> tuple[Any, ...]:
    rng = _rng()
    return (
        rng.integers(0, alphabet, n).astype(np.int32),
        rng.integers(0, alphabet, m).astype(np.int32),
    )


def _lcs_ref(a: np.ndarray, b: np.ndarray) -> tuple[Any, np.ndarray]:
    # L[i, j] = max(L[i-1, j], L[i, j-1], L[i-1, j-1] + match) unrolls, along a row, into a
    # running maximum of the candidates that only involve row i - 1.
    n, m = a.shape[0], b.shape[0]
    L = np.zeros((n + 1, m + 1), dtype=np.int32)
    for i in range(1, n + 1):
        match = (b == a[i - 1]).astype(np.int32)
        cand = np.maximum(L[i - 1, 1:], L[i - 1, :-1] + match)
        L[i, 1:] = np.maximum.accumulate(cand)
    return L[n, m], L


CORPUS.add(
    lcs,
    init=_lcs_init,
    reference=_lcs_ref,
    style="loops",
    category="dp",
    presets={
        "small": {"n": 90, "m": 110, "alphabet": 4},
        "large": {"n": 3000, "m": 3000, "alphabet": 4},
        "alt": {"n": 31, "m": 17, "alphabet": 3},
    },
    description="longest common subsequence table over int32 sequences (builtin max)",
)


# ----------------------------------------------------------------------------------- nussinov
# Maximum number of nested complementary base pairs of an RNA sequence (bases coded 0..3 as
# A, C, G, U; A-U and C-G pair, i.e. codes summing to 3). T[i, j] covers bases i..j.


def _can_pair(x, y):
    return x + y == 3


def nussinov(seq):
    n = seq.shape[0]
    T = np.zeros((n, n), dtype=np.int64)
    for i in range(n - 2, -1, -1):
        for j in range(i + 1, n):
            best = max(T[i, j - 1], T[i + 1, j])
            if _can_pair(seq[i], seq[j]):
                best = max(best, T[i + 1, j - 1] + 1)
            for k in range(i + 1, j):
                best = max(best, T[i, k] + T[k + 1, j])
            T[i, j] = best
    return T


def _nussinov_init(n: int) -> tuple[Any, ...]:
    return (_rng().integers(0, 4, n).astype(np.int32),)


def _nussinov_ref(seq: np.ndarray) -> np.ndarray:
    # Fill by diagonals (interval length); each diagonal depends only on shorter ones.
    n = seq.shape[0]
    T = np.zeros((n, n), dtype=np.int64)
    for d in range(1, n):
        i = np.arange(n - d)
        j = i + d
        best = np.maximum(T[i, j - 1], T[i + 1, j])
        pair = np.where(seq[i] + seq[j] == 3, T[i + 1, j - 1] + 1, 0)
        best = np.maximum(best, pair)
        if d > 1:
            k = i[:, None] + np.arange(1, d)[None, :]
            best = np.maximum(best, (T[i[:, None], k] + T[k + 1, j[:, None]]).max(axis=1))
        T[i, j] = best
    return T


CORPUS.add(
    nussinov,
    init=_nussinov_init,
    reference=_nussinov_ref,
    style="loops",
    category="dp",
    presets={
        "small": {"n": 40},
        "large": {"n": 250},
        "alt": {"n": 17},
    },
    description="Nussinov RNA folding: O(n^3) interval DP, helper predicate, reverse loop",
)


# ----------------------------------------------------------------------------------- knapsack
# 0/1 knapsack over int64 weights/values; best[c] = best value within capacity c. The capacity
# loop runs downwards (negative step, data-dependent bound) so each item is used at most once.


def knapsack(weights, values, capacity):
    n = weights.shape[0]
    best = np.zeros(capacity + 1, dtype=np.int64)
    for i in range(n):
        wi = weights[i]
        vi = values[i]
        for c in range(capacity, wi - 1, -1):
            cand = best[c - wi] + vi
            if cand > best[c]:
                best[c] = cand
    return best[capacity], best


def _knapsack_init(n: int, capacity: int, max_weight: int) -> tuple[Any, ...]:
    rng = _rng()
    weights = rng.integers(1, max_weight, n, dtype=np.int64)
    values = weights + rng.integers(0, max_weight, n, dtype=np.int64)
    return weights, values, capacity


def _knapsack_ref(weights: np.ndarray, values: np.ndarray, capacity: int) -> tuple[Any, Any]:
    best = np.zeros(capacity + 1, dtype=np.int64)
    for wi, vi in zip(weights.tolist(), values.tolist(), strict=True):
        if wi <= capacity:
            best[wi:] = np.maximum(best[wi:], best[: capacity + 1 - wi] + vi)
    return best[capacity], best


CORPUS.add(
    knapsack,
    init=_knapsack_init,
    reference=_knapsack_ref,
    style="loops",
    category="dp",
    presets={
        "small": {"n": 40, "capacity": 500, "max_weight": 60},
        "large": {"n": 1000, "capacity": 40_000, "max_weight": 2000},
        "alt": {"n": 13, "capacity": 97, "max_weight": 40},
    },
    description="0/1 knapsack DP on int64 (downward range with data-dependent stop)",
)
