"""Copying a recipe database to another engine (SQLite <-> PostgreSQL), and proving nothing
was lost.

A team moving its SQLite file onto a server, or a user taking a snapshot of the server home,
must get every record, unchanged. Ids differ between databases (each engine numbers its rows),
so the copy goes by content, through the export format that import re-keys
(:meth:`~.exchange.RecordExchange.export_jsonl` / ``import_jsonl``: records already in the
destination are skipped), plus the cost model's derived rows. The proof is a checksum per
table computed on content, ids replaced by what they point to (a recipe's nest hash, a
measurement's recipe and machine fingerprint), floats at full precision: the same records give
the same checksum in any engine.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
from dataclasses import dataclass
from typing import Any

from .records import canonical
from .store import TABLES, Conn

__all__ = ["TableSum", "table_sums", "missing_rows", "copy_records"]

#: Per table: the content of a row, ids replaced by the keys they point to.
_CONTENT = {
    "hardware": "SELECT fingerprint, compat_key, description, probe, created FROM hardware",
    "nests": "SELECT hash, kernel, features, embedding, embedding_dim, source, created "
             "FROM nests",
    "recipes": "SELECT n.hash, r.recipe_hash, r.recipe, r.origin, r.created FROM recipes r "
               "JOIN nests n ON n.id = r.nest_id",
    "measurements": "SELECT m.uid, n.hash, r.recipe_hash, h.fingerprint, m.time_s, m.spread_s, "
                    "m.repeats, m.verified, m.baseline_s, m.status, m.reason, m.threads, "
                    "m.created FROM measurements m JOIN recipes r ON r.id = m.recipe_id "
                    "JOIN nests n ON n.id = r.nest_id JOIN hardware h ON h.id = m.hardware_id",
    "cost_features": "SELECT tag, nest_hash, recipe_hash, value FROM cost_features",
}
#: Columns holding JSON text, compared as parsed values (not as spelled).
_JSON_COLUMNS = {"hardware": (2, 3), "nests": (2,), "recipes": (2,), "cost_features": (3,)}


@dataclass(frozen=True)
class TableSum:
    """A table's row count and the SHA-256 (first 16 hex digits) of its sorted content."""

    table: str
    rows: int
    checksum: str


def _content(db: Any, conn: Conn, table: str) -> list[str]:
    lines = []
    for row in conn.execute(_CONTENT[table]):
        values = list(row)
        for i in _JSON_COLUMNS.get(table, ()):
            values[i] = None if values[i] is None else json.loads(values[i])
        if table == "nests":
            emb = db.store.embedding_value(values[3])
            values[3] = None if emb is None else [float(x) for x in emb]
        lines.append(canonical(values))
    return sorted(lines)


def table_sums(db: Any) -> dict[str, TableSum]:
    """Count and checksum of every record table of ``db`` (a :class:`~.database.RecipeDB`),
    read in one snapshot."""
    out = {}
    with db.store.snapshot() as conn:
        for table in TABLES:
            lines = _content(db, conn, table)
            digest = hashlib.sha256("\n".join(lines).encode("utf-8")).hexdigest()[:16]
            out[table] = TableSum(table, len(lines), digest)
    return out


def missing_rows(src: Any, dst: Any) -> dict[str, int]:
    """Per table, how many of ``src``'s rows (by content) ``dst`` lacks."""
    with src.store.snapshot() as a, dst.store.snapshot() as b:
        return {t: len(set(_content(src, a, t)) - set(_content(dst, b, t))) for t in TABLES}


def copy_records(src: Any, dst: Any) -> dict[str, int]:
    """Copy every record of ``src`` into ``dst`` (both :class:`~.database.RecipeDB`), in one
    transaction on ``dst`` (all or nothing); records already there are skipped. Returns how
    many of each kind were added."""
    with tempfile.TemporaryFile("w+", encoding="utf-8") as tmp:
        src.export_jsonl(tmp)
        tmp.seek(0)
        with src.store.snapshot() as c:
            features = c.execute("SELECT tag, nest_hash, recipe_hash, value "
                                 "FROM cost_features").fetchall()
        with dst.store.transaction() as conn:
            added = dst.import_jsonl(tmp)
            added["cost_features"] = 0
            for row in features:  # copied as text: their reader checks them
                added["cost_features"] += conn.execute(
                    "INSERT INTO cost_features (tag, nest_hash, recipe_hash, value) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING", tuple(row)).rowcount
    return added
