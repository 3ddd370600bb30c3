"""Data-mining kernels: covariance, correlation, k-means, logistic regression, distances."""

from __future__ import annotations

from typing import Any

import numpy as np

from .suite import CORPUS

_SEED = 4004


def _rng() -> np.random.Generator:
    return np.random.default_rng(_SEED)


# --------------------------------------------------------------------------------- covariance
# Sample covariance of the columns of data (n samples x m features), exploiting symmetry.


def covariance(data):
    n, m = data.shape
    mean = np.zeros(m)
    for j in range(m):
        for i in range(n):
            mean[j] += data[i, j]
        mean[j] /= n
    centered = np.empty_like(data)
    for i in range(n):
        for j in range(m):
            centered[i, j] = data[i, j] - mean[j]
    cov = np.zeros((m, m))
    for i in range(m):
        for j in range(i, m):
            s = 0.0
            for k in range(n):
                s += centered[k, i] * centered[k, j]
            s /= n - 1.0
            cov[i, j] = s
            cov[j, i] = s
    return cov


def _covariance_init(n: int, m: int) -> tuple[Any, ...]:
    return (_rng().random((n, m)),)


def _covariance_ref(data: np.ndarray) -> np.ndarray:
    return np.cov(data, rowvar=False)


CORPUS.add(
    covariance,
    init=_covariance_init,
    reference=_covariance_ref,
    style="loops",
    category="datamining",
    presets={
        "small": {"n": 32, "m": 24},
        "large": {"n": 1400, "m": 1200},
        "alt": {"n": 9, "m": 13},
    },
    blas_bound=True,
    description="sample covariance matrix of the columns (symmetric fill)",
)


# -------------------------------------------------------------------------------- correlation
# Pearson correlation of the columns; near-constant columns (std <= 0.1) are not rescaled.


def correlation(data):
    n = data.shape[0]
    mean = np.mean(data, axis=0)
    std = data.std(axis=0)
    std = np.where(std <= 0.1, 1.0, std)
    z = (data - mean) / (np.sqrt(float(n)) * std)
    corr = z.T @ z
    for i in range(corr.shape[0]):
        corr[i, i] = 1.0
    return corr


def _correlation_init(n: int, m: int) -> tuple[Any, ...]:
    return (_rng().random((n, m)),)


def _correlation_ref(data: np.ndarray) -> np.ndarray:
    # The columns of uniform[0, 1) data have std ~0.29, so the guard never triggers.
    corr = np.corrcoef(data, rowvar=False)
    np.fill_diagonal(corr, 1.0)
    return corr


CORPUS.add(
    correlation,
    init=_correlation_init,
    reference=correlation,
    oracle=_correlation_ref,
    style="vectorized",
    category="datamining",
    presets={
        "small": {"n": 40, "m": 30},
        "large": {"n": 1400, "m": 1200},
        "alt": {"n": 19, "m": 7},
    },
    blas_bound=True,
    description="correlation matrix: mean/std reductions, np.where guard, z.T @ z",
)


# ------------------------------------------------------------------------------- kmeans_step
# One Lloyd iteration: nearest-centroid labels (int64), updated centroids (empty clusters keep
# their old centroid) and the inertia (sum of squared distances to the chosen centroid).


def kmeans_step(X, centroids):
    n, d = X.shape
    k = centroids.shape[0]
    labels = np.zeros(n, dtype=np.int64)
    sums = np.zeros((k, d))
    counts = np.zeros(k, dtype=np.int64)
    inertia = 0.0
    for i in range(n):
        best = 0
        best_dist = -1.0
        for c in range(k):
            dist = 0.0
            for j in range(d):
                diff = X[i, j] - centroids[c, j]
                dist += diff * diff
            if best_dist < 0.0 or dist < best_dist:
                best_dist = dist
                best = c
        labels[i] = best
        inertia += best_dist
        counts[best] += 1
        for j in range(d):
            sums[best, j] += X[i, j]
    new_centroids = centroids.copy()
    for c in range(k):
        if counts[c] > 0:
            for j in range(d):
                new_centroids[c, j] = sums[c, j] / counts[c]
    return labels, new_centroids, inertia


def _kmeans_init(n: int, d: int, k: int) -> tuple[Any, ...]:
    rng = _rng()
    centers = 4.0 * rng.random((k, d))
    X = centers[rng.integers(0, k, n)] + 0.5 * rng.standard_normal((n, d))
    # Start from perturbed centres; one far-away centroid stays empty.
    start = centers + 0.3 * rng.standard_normal((k, d))
    start[-1] = 100.0
    return X, start


def _kmeans_ref(X: np.ndarray, centroids: np.ndarray) -> tuple[np.ndarray, np.ndarray, float]:
    k = centroids.shape[0]
    d2 = ((X[:, None, :] - centroids[None, :, :]) ** 2).sum(axis=2)
    labels = np.argmin(d2, axis=1)
    counts = np.bincount(labels, minlength=k)
    onehot = labels[:, None] == np.arange(k)[None, :]
    sums = onehot.T.astype(np.float64) @ X
    new = centroids.copy()
    nonempty = counts > 0
    new[nonempty] = sums[nonempty] / counts[nonempty, None]
    inertia = float(d2[np.arange(X.shape[0]), labels].sum())
    return labels.astype(np.int64), new, inertia


CORPUS.add(
    kmeans_step,
    init=_kmeans_init,
    reference=_kmeans_ref,
    style="loops",
    category="datamining",
    presets={
        "small": {"n": 200, "d": 4, "k": 6},
        "large": {"n": 20_000, "d": 16, "k": 24},
        "alt": {"n": 53, "d": 3, "k": 4},
    },
    description="k-means assignment + centroid update (scatter into sums/counts)",
)


# ------------------------------------------------------------------------ logistic_regression
# Full-batch gradient descent for logistic regression; labels arrive as a bool array.
# Returns the final mean cross-entropy; w is updated in place.


def _sigmoid(z):
    return 1.0 / (1.0 + np.exp(-z))


def logistic_regression(X, y, w, lr, n_iter):
    n = X.shape[0]
    t = y.astype(np.float64)
    for _ in range(n_iter):
        p = _sigmoid(X @ w)
        grad = X.T @ (p - t) / n
        w -= lr * grad
    z = X @ w
    loss = np.mean(t * np.log1p(np.exp(-z)) + (1.0 - t) * np.log1p(np.exp(z)))
    return loss


def _logreg_init(n: int, d: int, n_iter: int) -> tuple[Any, ...]:
    rng = _rng()
    X = rng.standard_normal((n, d))
    w_true = rng.standard_normal(d)
    y = X @ w_true + 0.5 * rng.standard_normal(n) > 0.0
    return X, y, np.zeros(d), 0.5, n_iter


def _logreg_ref(X: np.ndarray, y: np.ndarray, w: np.ndarray, lr: float, n_iter: int) -> Any:
    t = np.where(y, 1.0, 0.0)
    for _ in range(n_iter):
        p = 0.5 * (1.0 + np.tanh(0.5 * (X @ w)))  # the logistic function, other formula
        w -= lr * (X.T @ (p - t)) / X.shape[0]
    z = X @ w
    # softplus(-z) for positives, softplus(z) for negatives
    return np.mean(np.logaddexp(0.0, np.where(y, -z, z)))


CORPUS.add(
    logistic_regression,
    init=_logreg_init,
    reference=logistic_regression,
    oracle=_logreg_ref,
    style="vectorized",
    category="datamining",
    presets={
        "small": {"n": 200, "d": 8, "n_iter": 20},
        "large": {"n": 20_000, "d": 64, "n_iter": 40},
        "alt": {"n": 37, "d": 3, "n_iter": 5},
    },
    blas_bound=True,
    rtol=1e-8,
    atol=1e-10,
    description="logistic-regression gradient descent (bool labels, np.log1p loss)",
)


# ------------------------------------------------------------------------- pairwise_distances
# Euclidean distance matrix via the |x|^2 + |y|^2 - 2 x.y expansion, plus each row's nearest
# column.


def pairwise_distances(X, Y):
    xx = (X * X).sum(axis=1)
    yy = np.sum(Y * Y, axis=1)
    d2 = xx[:, np.newaxis] + yy[np.newaxis, :] - 2.0 * (X @ Y.T)
    D = np.sqrt(np.maximum(d2, 0.0))
    nearest = np.argmin(D, axis=1)
    return D, nearest


def _pairwise_init(n: int, m: int, d: int) -> tuple[Any, ...]:
    rng = _rng()
    return rng.random((n, d)), rng.random((m, d))


def _pairwise_ref(X: np.ndarray, Y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    xx = np.einsum("ij,ij->i", X, X)
    yy = np.einsum("ij,ij->i", Y, Y)
    D = np.sqrt(np.clip(np.add.outer(xx, yy) - 2.0 * np.dot(X, Y.T), 0.0, None))
    return D, np.argmin(D, axis=1)


CORPUS.add(
    pairwise_distances,
    init=_pairwise_init,
    reference=pairwise_distances,
    oracle=_pairwise_ref,
    style="vectorized",
    category="datamining",
    presets={
        "small": {"n": 40, "m": 30, "d": 8},
        "large": {"n": 1500, "m": 1000, "d": 32},
        "alt": {"n": 7, "m": 19, "d": 3},
    },
    blas_bound=True,
    description="Euclidean distance matrix (newaxis broadcasting) and argmin per row",
)
