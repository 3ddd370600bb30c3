"""Moving recipe records in and out of a database: JSON-lines export and import, the
shipped seed, and pruning.

Records travel between machines and installs (the shipped seed, a team sharing results), so
the file format links records by ids local to the file and import re-keys them by content:
a fingerprint, a nest hash, a recipe hash, a measurement's random uid. Importing a file twice
therefore adds nothing, and two processes importing the seed at once import it once.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import functools
import hashlib
import json
import os
import statistics
import time
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from ...errors import LoopcraftError
from .records import (
    DISQUALIFYING,
    STATUSES,
    canonical,
    checked_embedding,
    chunks,
    embedding_vector,
    hardware_compat_key,
    hardware_fingerprint,
    recipe_json,
    sha,
)
from .store import SCHEMA_VERSION, Conn, RecipeDBError, Store

__all__ = ["RecordExchange", "SEED_PATH"]

#: The seed database shipped with the package (JSON lines, as :meth:`RecipeDB.export_jsonl`
#: writes them); imported into the user's database by :meth:`RecipeDB.open_default`.
SEED_PATH = Path(__file__).parent / "seed" / "recipes.jsonl"


@functools.cache
def _file_digest(path: Path, mtime_ns: int, size: int) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _as_time(value: dt.datetime | dt.timedelta | float | None) -> float | None:
    """A cutoff as epoch seconds: a datetime, a float (epoch), or a timedelta (that long ago)."""
    if value is None:
        return None
    if isinstance(value, dt.timedelta):
        return time.time() - value.total_seconds()
    if isinstance(value, dt.datetime):
        return value.timestamp()
    return float(value)


class RecordExchange:
    """Export, import and pruning of a recipe database; the base of
    :class:`~.database.RecipeDB`, which opens ``store``."""

    store: Store

    def transaction(self) -> contextlib.AbstractContextManager[Conn]:
        """One write transaction, all or nothing; nested blocks join the outer one."""
        return self.store.transaction()

    def export_jsonl(self, dest: str | os.PathLike[str] | IO[str]) -> int:
        """Write every record as JSON lines (``{"kind": "hardware"|"nest"|"recipe"|
        "measurement", ...}``), parents before children, after a ``header`` line; returns the
        number of records. Ids in the file only link its records to each other."""
        with _text_out(dest) as out, self.store.snapshot() as c:
            out.write(canonical({"kind": "header", "format": "loopcraft-recipes",
                                  "schema_version": SCHEMA_VERSION}) + "\n")
            n = 0
            for row in c.execute("SELECT id, fingerprint, description, probe, created "
                                 "FROM hardware ORDER BY id"):
                out.write(canonical({
                    "kind": "hardware", "id": row[0], "fingerprint": row[1],
                    "description": json.loads(row[2]),
                    "probe": json.loads(row[3]) if row[3] else None, "created": row[4]}) + "\n")
                n += 1
            for row in c.execute("SELECT id, hash, kernel, features, embedding, embedding_dim, "
                                 "source, created FROM nests ORDER BY id"):
                emb = checked_embedding(self.store.embedding_value(row[4]), row[5])
                out.write(canonical({
                    "kind": "nest", "id": row[0], "hash": row[1], "kernel": row[2],
                    "features": json.loads(row[3]) if row[3] else None,
                    "embedding": None if emb is None else [float(x) for x in emb],
                    "source": row[6], "created": row[7]}) + "\n")
                n += 1
            for row in c.execute("SELECT id, nest_id, recipe, origin, created FROM recipes "
                                 "ORDER BY id"):
                out.write(canonical({
                    "kind": "recipe", "id": row[0], "nest": row[1],
                    "recipe": json.loads(row[2]), "origin": row[3], "created": row[4]}) + "\n")
                n += 1
            for row in c.execute(
                    "SELECT uid, recipe_id, hardware_id, time_s, spread_s, repeats, verified, "
                    "baseline_s, status, reason, threads, created FROM measurements "
                    "ORDER BY id"):
                out.write(canonical({
                    "kind": "measurement", "uid": row[0], "recipe": row[1], "hardware": row[2],
                    "time_s": row[3], "spread_s": row[4], "repeats": row[5],
                    "verified": bool(row[6]), "baseline_s": row[7], "status": row[8],
                    "reason": row[9], "threads": row[10], "created": row[11]}) + "\n")
                n += 1
        return n

    def import_jsonl(self, src: str | os.PathLike[str] | IO[str]) -> dict[str, int]:
        """Add the records of an :meth:`export_jsonl` file, in one transaction (all or
        nothing). Records already present (same fingerprint, nest hash, recipe for that
        nest, measurement uid) are skipped and their ids remapped, so importing a file twice
        adds nothing. Returns how many records of each kind were added. A malformed line, a
        dangling reference or a recipe the transformation registry rejects raises
        :class:`RecipeDBError` naming the line."""
        added = {"hardware": 0, "nest": 0, "recipe": 0, "measurement": 0}
        maps: dict[str, dict[int, int]] = {"hardware": {}, "nest": {}, "recipe": {}}
        with _text_in(src) as lines, self.transaction() as conn:
            for lineno, line in enumerate(lines, 1):
                if not line.strip():
                    continue
                try:
                    rec = json.loads(line)
                    kind = rec["kind"]
                    if kind == "header":
                        if int(rec.get("schema_version", 0)) > SCHEMA_VERSION:
                            raise ValueError(f"written by a newer loopcraft (schema "
                                             f"{rec['schema_version']})")
                        continue
                    if kind not in added:
                        raise ValueError(f"unknown record kind {kind!r}")
                    new = getattr(self, f"_import_{kind}")(conn, rec, maps)
                except (ValueError, KeyError, TypeError, LoopcraftError) as exc:
                    raise RecipeDBError(f"{_name_of(src)}, line {lineno}: {exc!s:.300}") from None
                added[kind] += new
        return added

    def _import_hardware(self, conn: Conn, rec: dict[str, Any],
                         maps: dict[str, dict[int, int]]) -> int:
        desc = rec["description"]
        fp = hardware_fingerprint(desc)
        probe = rec.get("probe")
        cur = conn.execute(
            "INSERT INTO hardware (fingerprint, compat_key, description, probe, created) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (fp, hardware_compat_key(desc), canonical(desc),
             None if probe is None else canonical(probe), float(rec["created"])))
        if probe is not None:  # fill in probe results the local row lacks
            conn.execute("UPDATE hardware SET probe = ? WHERE fingerprint = ? AND probe IS NULL",
                         (canonical(probe), fp))
        maps["hardware"][int(rec["id"])] = conn.execute(
            "SELECT id FROM hardware WHERE fingerprint = ?", (fp,)).fetchone()[0]
        return cur.rowcount

    def _import_nest(self, conn: Conn, rec: dict[str, Any],
                     maps: dict[str, dict[int, int]]) -> int:
        vec = embedding_vector(rec.get("embedding"))
        feats = rec.get("features")
        cur = conn.execute(
            "INSERT INTO nests (hash, kernel, features, embedding, embedding_dim, source, "
            "created) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (str(rec["hash"]), rec.get("kernel"), None if feats is None else canonical(feats),
             self.store.embedding_param(vec), None if vec is None else int(vec.size),
             rec.get("source"), float(rec["created"])))
        maps["nest"][int(rec["id"])] = conn.execute(
            "SELECT id FROM nests WHERE hash = ?", (str(rec["hash"]),)).fetchone()[0]
        return cur.rowcount

    def _import_recipe(self, conn: Conn, rec: dict[str, Any],
                       maps: dict[str, dict[int, int]]) -> int:
        nest_id = _mapped(maps, "nest", rec["nest"])
        text = recipe_json(rec["recipe"])
        cur = conn.execute(
            "INSERT INTO recipes (nest_id, recipe, recipe_hash, origin, created) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (nest_id, text, sha(text), str(rec["origin"]), float(rec["created"])))
        maps["recipe"][int(rec["id"])] = conn.execute(
            "SELECT id FROM recipes WHERE nest_id = ? AND recipe_hash = ?",
            (nest_id, sha(text))).fetchone()[0]
        return cur.rowcount

    def _import_measurement(self, conn: Conn, rec: dict[str, Any],
                            maps: dict[str, dict[int, int]]) -> int:
        status = rec["status"]
        if status not in STATUSES:
            raise ValueError(f"measurement status {status!r} is not one of {STATUSES}")
        cur = conn.execute(
            "INSERT INTO measurements (uid, recipe_id, hardware_id, time_s, spread_s, "
            "repeats, verified, baseline_s, status, reason, threads, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
            (str(rec["uid"]), _mapped(maps, "recipe", rec["recipe"]),
             _mapped(maps, "hardware", rec["hardware"]), rec.get("time_s"),
             rec.get("spread_s"), rec.get("repeats"),
             int(bool(rec.get("verified")) and status == "ok"), rec.get("baseline_s"), status,
             rec.get("reason"), rec.get("threads"), float(rec["created"])))
        return cur.rowcount

    def import_seed(self, seed: str | os.PathLike[str] = SEED_PATH) -> dict[str, int] | None:
        """Import a seed file unless this exact file (by content hash) was imported before;
        None when it was. The check and the import are one transaction, so two processes
        starting at once import it once."""
        path = Path(seed)
        st = path.stat()
        digest = _file_digest(path, st.st_mtime_ns, st.st_size)
        with self.store.connection() as c:  # the common case, already imported: no write
            row = c.execute("SELECT value FROM meta WHERE key = 'seed'").fetchone()
        if row and row[0] == digest:
            return None
        with self.transaction() as conn:
            row = conn.execute("SELECT value FROM meta WHERE key = 'seed'").fetchone()
            if row and row[0] == digest:
                return None
            added = self.import_jsonl(path)
            conn.execute("INSERT INTO meta (key, value) VALUES ('seed', ?) ON CONFLICT (key) "
                         "DO UPDATE SET value = excluded.value", (digest,))
        return added

    def prune(self, *, failed: bool = False, keep_best: int | None = None,
              older_than: dt.datetime | dt.timedelta | float | None = None,
              vacuum: bool = False) -> dict[str, int]:
        """Delete measurements, then the recipes and nests this left without any.

        - ``failed``: measurements that are not verified ``ok`` ones (wrong results, crashes,
          timeouts, compile errors, unverified times). Note that search then may measure
          such a candidate again.
        - ``keep_best=N``: per nest and machine, only the measurements of the N best recipes
          (ranked as :meth:`best` ranks them) are kept.
        - ``older_than``: measurements taken before a datetime, an epoch time, or a
          timedelta ago.

        Only recipes and nests that lost measurements in this call are removed when left
        empty; a recipe stored without any measurement (e.g. a hand-written seed) stays.
        Returns the counts removed.
        """
        if keep_best is not None and keep_best < 1:
            raise ValueError(f"keep_best must be at least 1, got {keep_best}")
        cutoff = _as_time(older_than)
        doomed: set[int] = set()
        with self.transaction() as conn:
            if failed:
                doomed |= {r[0] for r in conn.execute(
                    "SELECT id FROM measurements WHERE status != 'ok' OR verified = 0")}
            if cutoff is not None:
                doomed |= {r[0] for r in conn.execute(
                    "SELECT id FROM measurements WHERE created < ?", (cutoff,))}
            if keep_best is not None:
                doomed |= self._beyond_best(conn, keep_best)
            touched: set[int] = set()
            for chunk in chunks(sorted(doomed), 500):
                marks = ",".join("?" * len(chunk))
                touched |= {r[0] for r in conn.execute(
                    f"SELECT DISTINCT recipe_id FROM measurements WHERE id IN ({marks})", chunk)}
                conn.execute(f"DELETE FROM measurements WHERE id IN ({marks})", chunk)
            recipes_gone: list[int] = []
            nests_touched: set[int] = set()
            for rid in sorted(touched):
                left = conn.execute("SELECT COUNT(*) FROM measurements WHERE recipe_id = ?",
                                    (rid,)).fetchone()[0]
                if not left:
                    nests_touched.add(conn.execute("SELECT nest_id FROM recipes WHERE id = ?",
                                                   (rid,)).fetchone()[0])
                    conn.execute("DELETE FROM recipes WHERE id = ?", (rid,))
                    recipes_gone.append(rid)
            nests_gone = 0
            for nid in sorted(nests_touched):
                if not conn.execute("SELECT 1 FROM recipes WHERE nest_id = ?",
                                    (nid,)).fetchone():
                    conn.execute("DELETE FROM nests WHERE id = ?", (nid,))
                    nests_gone += 1
        if vacuum:
            self.store.vacuum()
        return {"measurements": len(doomed), "recipes": len(recipes_gone), "nests": nests_gone}

    @staticmethod
    def _beyond_best(conn: Conn, keep: int) -> set[int]:
        """Measurement ids of recipes ranked below the ``keep`` best per (nest, machine)."""
        rows = conn.execute(
            "SELECT m.id, r.nest_id, m.hardware_id, r.id, m.status, m.verified, m.time_s, "
            "m.baseline_s FROM measurements m JOIN recipes r ON r.id = m.recipe_id").fetchall()
        per: dict[tuple[int, int], dict[int, list[tuple[Any, ...]]]] = {}
        for row in rows:
            per.setdefault((row[1], row[2]), {}).setdefault(row[3], []).append(row)
        doomed: set[int] = set()
        for recipes in per.values():
            def score(ms: list[tuple[Any, ...]]) -> tuple[float, float]:
                if any(m[4] in DISQUALIFYING for m in ms):
                    return (float("-inf"), float("-inf"))
                good = [m for m in ms if m[4] == "ok" and m[5]]
                if not good:
                    return (float("-inf"), float("-inf"))
                sp = [m[7] / m[6] for m in good if m[7]]
                return (statistics.median(sp) if sp else float("-inf"),
                        -statistics.median(m[6] for m in good))

            ranked = sorted(recipes, key=lambda rid: (score(recipes[rid]), -rid), reverse=True)
            for rid in ranked[keep:]:
                doomed |= {m[0] for m in recipes[rid]}
        return doomed


def _mapped(maps: dict[str, dict[int, int]], kind: str, old: Any) -> int:
    try:
        return maps[kind][int(old)]
    except KeyError:
        raise ValueError(f"refers to {kind} {old}, which no earlier line defines") from None


def _name_of(f: Any) -> str:
    return str(getattr(f, "name", f))


@contextlib.contextmanager
def _text_out(dest: str | os.PathLike[str] | IO[str]) -> Iterator[IO[str]]:
    """A text stream to write to; a path is written to a temporary file and renamed, so a
    reader never sees half an export."""
    if hasattr(dest, "write"):
        yield dest  # type: ignore[misc]
        return
    path = Path(dest)  # type: ignore[arg-type]
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        try:
            f = open(tmp, "w", encoding="utf-8", newline="\n")
        except OSError as exc:
            raise RecipeDBError(f"cannot write {path}: {exc.strerror}") from None
        with f:
            yield f
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


@contextlib.contextmanager
def _text_in(src: str | os.PathLike[str] | IO[str]) -> Iterator[Iterable[str]]:
    if hasattr(src, "read"):
        yield src  # type: ignore[misc]
        return
    try:
        f = open(src, encoding="utf-8")  # type: ignore[arg-type]
    except OSError as exc:
        raise RecipeDBError(f"cannot read {src}: {exc.strerror}") from None
    with f:
        yield f
