"""The cost model's derived training rows, kept in the recipe database as JSON.

Deriving a row replays a stored recipe (seconds per nest), so
:func:`~loopcraft.tuning.model.training_data.load_rows` keeps what it derived. The rows live in
the database's ``cost_features`` table, keyed by a tag (the feature version and names and the
machine's roofs: rows derived under another one are never read), the nest hash and the
recipe's hash. They are plain JSON, checked for shape when read: what comes from a file or a
shared server is data, so a value of the wrong shape is a miss (derived again), never run.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

__all__ = ["load_cost_features", "save_cost_features"]

#: A derived row: (design row, the analytical model's seconds, the shapes text), or ``()``
#: for a candidate that cannot be re-derived.
Derived = tuple[list[float], float, str] | tuple[()]


def _parse(text: str) -> Derived | None:
    """A stored value, or None when it is not the shape :func:`save_cost_features` writes."""
    try:
        value = json.loads(text)
    except (ValueError, TypeError):
        return None
    if value == []:
        return ()
    if not (isinstance(value, list) and len(value) == 3):
        return None
    row, pred, shapes = value
    numbers = (int, float)
    if (isinstance(row, list) and all(isinstance(x, numbers) and not isinstance(x, bool)
                                      for x in row)
            and isinstance(pred, numbers) and not isinstance(pred, bool)
            and isinstance(shapes, str)):
        return [float(x) for x in row], float(pred), shapes
    return None


def load_cost_features(db: Any, tag: str, nest_hashes: set[str]) -> dict[tuple[str, str],
                                                                          Derived]:
    """The rows stored under ``tag`` for these nests: ``(nest hash, recipe hash) -> row``.
    ``db`` is a :class:`~.database.RecipeDB`; malformed values are left out."""
    out: dict[tuple[str, str], Derived] = {}
    if not nest_hashes:
        return out
    with db.store.reading("the cost features lookup") as c:
        rows = c.execute("SELECT nest_hash, recipe_hash, value FROM cost_features "
                         "WHERE tag = ?", (tag,)).fetchall()
        for nhash, rhash, text in rows:
            if nhash in nest_hashes and (got := _parse(text)) is not None:
                out[(nhash, rhash)] = got
    return out


def save_cost_features(db: Any, tag: str,
                       rows: Mapping[tuple[str, str], Derived]) -> None:
    """Store derived rows (``(nest hash, recipe hash) -> row``) under ``tag``, in one
    transaction; a read-only database keeps nothing (the rows are derived again next time)."""
    if db.readonly or not rows:
        return
    with db.store.transaction() as conn:
        for (nhash, rhash), value in rows.items():
            conn.execute(
                "INSERT INTO cost_features (tag, nest_hash, recipe_hash, value) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (tag, nest_hash, recipe_hash) "
                "DO UPDATE SET value = excluded.value",
                (tag, nhash, rhash, json.dumps(list(value))))
