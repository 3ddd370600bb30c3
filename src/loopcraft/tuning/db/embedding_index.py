"""The embeddings the similarity search ranks, kept in memory between searches.

Why: :meth:`RecipeDB.nearest` ranks every nest with a verified recipe on the matching
machines. Fetching and decoding those embeddings is nearly all of a search's cost (1.2 s of
SQL and decoding at 100k records, against milliseconds for the product that ranks them), and
a recipe server answers many searches against a database that changes far less often. So the
decoded, normalized matrix is kept per (machines, embedding length) and reused while the
database's *change mark* is the same: the largest id and the count of measurements and nests.
Records are only ever added or pruned, and each addition inserts a measurement, so any change
that can add or remove a candidate moves the mark. (An embedding replaced for an existing nest
without a new measurement is picked up with the next measurement; until then that nest ranks
by its old embedding, which can change the order of suggestions, never a result: every
suggested recipe is verified before use.)
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

__all__ = ["Candidates", "EmbeddingIndex", "most_similar_first"]

_MARK = ("SELECT (SELECT MAX(id) FROM measurements), (SELECT COUNT(*) FROM measurements), "
         "(SELECT MAX(id) FROM nests), (SELECT COUNT(*) FROM nests)")


@dataclass(frozen=True)
class Candidates:
    """The nests a search ranks: ids, hashes, kernel names, and their embeddings as unit
    rows of a matrix (zero rows for zero embeddings, which then rank last)."""

    ids: tuple[int, ...]
    hashes: tuple[str, ...]
    kernels: tuple[str | None, ...]
    unit: np.ndarray

    def similarities(self, query: np.ndarray) -> np.ndarray:
        """Cosine similarity of each candidate to ``query``."""
        q = query.astype(np.float64)
        n = float(np.linalg.norm(q))
        return self.unit @ (q / n) if n > 0 else np.zeros(len(self.ids))


def most_similar_first(sims: np.ndarray, first: int) -> Iterator[int]:
    """Positions by descending similarity, ties by position. The ``first`` best are found by
    a partition (a search usually needs no more); the rest are sorted only if asked for."""
    n = len(sims)
    if n == 0:
        return
    first = min(max(first, 1), n)
    threshold = np.partition(sims, n - first)[n - first]
    for part in (np.flatnonzero(sims >= threshold), np.flatnonzero(sims < threshold)):
        yield from part[np.lexsort((part, -sims[part]))].tolist()


class EmbeddingIndex:
    """Candidates per (machines, embedding length), reused while the database's change mark
    stands. Thread-safe; one per :class:`RecipeDB`."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: dict[tuple[tuple[int, ...], int], tuple[Any, Candidates]] = {}

    def candidates(self, conn: Any, hw_ids: Sequence[int], dim: int,
                   fetch: Callable[[], list[tuple[Any, ...]]],
                   decode: Callable[[Any], np.ndarray | None]) -> Candidates:
        """The candidates for ``hw_ids`` and ``dim``: from memory when nothing was added or
        pruned since they were fetched, else ``fetch()`` rows ``(id, hash, kernel, raw
        embedding)`` decoded with ``decode``."""
        key = (tuple(sorted(int(h) for h in hw_ids)), int(dim))
        mark = tuple(conn.execute(_MARK).fetchone())
        with self._lock:
            hit = self._entries.get(key)
        if hit is not None and hit[0] == mark:
            return hit[1]
        rows = fetch()
        matrix = (np.stack([decode(r[3]) for r in rows]).astype(np.float64) if rows
                  else np.zeros((0, dim)))
        norms = np.linalg.norm(matrix, axis=1, keepdims=True)
        unit = np.divide(matrix, norms, out=np.zeros_like(matrix), where=norms > 0)
        found = Candidates(tuple(int(r[0]) for r in rows), tuple(r[1] for r in rows),
                           tuple(r[2] for r in rows), unit)
        with self._lock:
            self._entries[key] = (mark, found)
        return found

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
