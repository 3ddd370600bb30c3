"""The recipe database: what tuning measured, kept so it is never measured twice.

Why a database and not a cache: tuning is the expensive step (hundreds of compiled and timed
candidates per loop nest), and its results are knowledge worth keeping beyond one process --
for the same nest next time (:meth:`RecipeDB.best`) and for *similar* nests never seen before
(:meth:`RecipeDB.nearest`, the input of transfer tuning). So it stores the facts, not binaries:
the machine (:func:`hardware_fingerprint`), the loop nest (structural hash, features, embedding,
source), the recipe (its JSON form, which replays and is validated against the registry) and
each measurement (median time, spread, verified or not, the default recipe's time measured in
the same run, and why a candidate failed).

The database is built in layers, each a module: the storage behind one small interface
(:mod:`.store`), one module per engine -- an SQLite file by default (:mod:`.sqlite_file`), a
shared PostgreSQL server for a ``postgresql://`` URL (:mod:`.postgres`) -- each with its schema,
versions, transactions and failure handling; how records are keyed and encoded
(:mod:`.records`); export, import and pruning (:mod:`.exchange`); and here the queries the
tuner asks, written once for every engine.

Two rules keep a stored recipe from being misapplied:

- A recipe's time is only meaningful on the machine that measured it, so every query takes a
  machine and matches measurements by *fingerprint* (CPU model, architecture, cores, caches,
  SIMD width and extensions). ``similar_hardware=True`` widens the match, explicitly, to
  machines with the same architecture, vector width and SIMD extensions; the exact machine's
  records still win when there are any.
- A damaged file must not take the user's program down: it is moved aside with a warning
  (:mod:`.sqlite_file`), and a lookup that meets damage is a miss.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import os
import sqlite3
import statistics
import time
import uuid
import warnings
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Self

import numpy as np

from .embedding_index import EmbeddingIndex, most_similar_first
from .exchange import SEED_PATH, RecordExchange
from .records import (
    DISQUALIFYING,
    STATUSES,
    canonical,
    checked_embedding,
    chunks,
    embedding_vector,
    hardware_compat_key,
    hardware_fingerprint,
    nest_identity,
    recipe_json,
    sha,
    this_machine,
)
from .store import (
    BUSY_TIMEOUT_S,
    SCHEMA_VERSION,
    Conn,
    RecipeDBError,
    default_db_path,
    open_store,
)

__all__ = [
    "RecipeDB",
    "RecipeDBError",
    "BestRecipe",
    "Neighbor",
    "SCHEMA_VERSION",
    "STATUSES",
    "SEED_PATH",
    "default_db_path",
    "hardware_fingerprint",
    "hardware_compat_key",
]


@dataclasses.dataclass(frozen=True)
class BestRecipe:
    """The best verified recipe known for a nest on a machine (:meth:`RecipeDB.best`).

    ``speedup`` is the median over this recipe's verified measurements of baseline time /
    time, both measured in the same run, so it compares across runs and machines where raw
    times do not (None when no measurement recorded a baseline). ``exact_hardware`` is False
    when the record came from a similar machine, not this one.
    """

    recipe: Any  # loopcraft.transform.recipe.Recipe (imported lazily)
    speedup: float | None
    time_s: float
    nest_id: int
    nest_hash: str
    recipe_id: int
    hardware_id: int
    exact_hardware: bool
    measurements: int
    origin: str


@dataclasses.dataclass(frozen=True)
class Neighbor:
    """A stored nest similar to a query embedding, with its best recipe (:meth:`nearest`)."""

    nest_id: int
    nest_hash: str
    kernel: str | None
    similarity: float
    best: BestRecipe

    @property
    def recipe(self) -> Any:
        return self.best.recipe

    @property
    def speedup(self) -> float | None:
        return self.best.speedup


# ---------------------------------------------------------------------------- the database


class RecipeDB(RecordExchange):
    """One recipe database. Use as a context manager, or call :meth:`close`.

    ``location`` is an SQLite file path or a ``postgresql://user@host/dbname`` URL; it
    defaults to :func:`default_db_path`. ``readonly=True`` opens an existing database without
    ever writing to it (a shipped or shared one); writes then raise :class:`RecipeDBError`.
    One object may be shared by threads; after ``fork`` the child reconnects instead of
    reusing the parent's connections.
    """

    def __init__(self, location: str | os.PathLike[str] | None = None, readonly: bool = False,
                 timeout: float = BUSY_TIMEOUT_S) -> None:
        self._hw_cache: dict[str, int] = {}
        self._embeddings = EmbeddingIndex()
        self.store = open_store(location if location is not None else default_db_path(),
                                readonly, timeout, self._forget_ids)

    def _forget_ids(self) -> None:  # the store started over on a fresh database
        self._hw_cache.clear()
        self._embeddings.clear()

    @property
    def readonly(self) -> bool:
        return self.store.readonly

    @property
    def location(self) -> str:
        """The file path, or the server URL without its password."""
        return self.store.location

    @property
    def path(self) -> Path | None:
        """The SQLite file, or None for a database on a server."""
        return getattr(self.store, "path", None)

    def close(self) -> None:
        """Close the connections (idempotent)."""
        self.store.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        ro = ", readonly=True" if self.readonly else ""
        return f"RecipeDB({self.location!r}{ro})"

    @classmethod
    def open_default(cls, path: str | os.PathLike[str] | None = None) -> RecipeDB:
        """The user's database, with the shipped seed (:data:`SEED_PATH`) imported into it
        the first time (and again after an upgrade ships a different seed; import skips
        what is already there). A broken seed is reported and skipped, never fatal."""
        db = cls(path)
        if SEED_PATH.is_file():
            try:
                db.import_seed(SEED_PATH)
            except (RecipeDBError, OSError, ValueError) as exc:
                warnings.warn(f"loopcraft: the seed recipe database {SEED_PATH} was not "
                              f"imported: {exc}", RuntimeWarning, stacklevel=2)
        return db

    @classmethod
    def try_open_default(cls, path: str | os.PathLike[str] | None = None) -> RecipeDB | None:
        """:meth:`open_default` for the compile path (``jit(tune="transfer")``): a database
        that cannot be opened (newer schema, unwritable directory, ...) is a warning and None,
        so the user's program runs on untuned code instead of failing."""
        try:
            return cls.open_default(path)
        except (RecipeDBError, OSError, sqlite3.Error) as exc:
            warnings.warn(f"loopcraft: the recipe database is not used: {exc}", RuntimeWarning,
                          stacklevel=2)

    # ------------------------------------------------------------------ hardware
    def hardware_id(self, desc: Mapping[str, Any] | None = None,
                    probe: Mapping[str, Any] | None = None) -> int:
        """The id of machine ``desc`` (default: this one), creating its row on first use
        (a read-only database answers only for a machine it holds). ``probe`` (peak FLOP/s,
        bandwidths) replaces the stored probe results when given."""
        desc = this_machine() if desc is None else dict(desc)
        fp = hardware_fingerprint(desc)
        if probe is None and fp in self._hw_cache:
            return self._hw_cache[fp]
        if self.readonly and probe is None:  # a lookup: the stored row, never a new one
            with self.store.connection() as c:
                row = c.execute("SELECT id FROM hardware WHERE fingerprint = ?",
                                (fp,)).fetchone()
            if row is not None:
                self._hw_cache[fp] = int(row[0])
                return int(row[0])
        with self.transaction() as conn:
            conn.execute(
                "INSERT INTO hardware (fingerprint, compat_key, description, probe, created) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (fp, hardware_compat_key(desc), canonical(desc),
                 None if probe is None else canonical(dict(probe)), time.time()))
            if probe is not None:
                conn.execute("UPDATE hardware SET probe = ? WHERE fingerprint = ?",
                             (canonical(dict(probe)), fp))
            hid = conn.execute("SELECT id FROM hardware WHERE fingerprint = ?",
                               (fp,)).fetchone()[0]
        self._hw_cache[fp] = hid
        return int(hid)

    def hardware(self, hardware_id: int) -> dict[str, Any]:
        """A stored machine: ``{"id", "fingerprint", "description", "probe", "created"}``."""
        with self.store.connection() as c:
            row = c.execute(
                "SELECT id, fingerprint, description, probe, created FROM hardware "
                "WHERE id = ?", (hardware_id,)).fetchone()
        if row is None:
            raise KeyError(hardware_id)
        return {"id": row[0], "fingerprint": row[1], "description": json.loads(row[2]),
                "probe": json.loads(row[3]) if row[3] else None, "created": row[4]}

    @staticmethod
    def _matching_hardware(conn: Conn, hardware: int | str | Mapping[str, Any] | None,
                           similar: bool) -> tuple[list[int], set[int]]:
        """(ids of machines whose records may be used, ids of the exact machine). Never
        creates a row, so lookups work on read-only databases."""
        if isinstance(hardware, int):
            row = conn.execute("SELECT fingerprint, compat_key FROM hardware WHERE id = ?",
                               (hardware,)).fetchone()
            if row is None:
                return [], set()
            fp, compat = row
        elif isinstance(hardware, str):  # a fingerprint
            fp = hardware
            row = conn.execute("SELECT compat_key FROM hardware WHERE fingerprint = ?",
                               (fp,)).fetchone()
            compat = row[0] if row else None
        else:
            desc = this_machine() if hardware is None else hardware
            fp, compat = hardware_fingerprint(desc), hardware_compat_key(desc)
        exact = {r[0] for r in conn.execute("SELECT id FROM hardware WHERE fingerprint = ?",
                                            (fp,))}
        ids = set(exact)
        if similar and compat is not None:
            ids |= {r[0] for r in conn.execute(
                "SELECT id FROM hardware WHERE compat_key = ?", (compat,))}
        return sorted(ids), exact

    # ------------------------------------------------------------------ nests and recipes
    def add_nest(self, nest: Any, *, features: Mapping[str, Any] | None = None,
                 embedding: Sequence[float] | np.ndarray | None = None,
                 source: str | None = None, kernel: str | None = None) -> int:
        """The id of loop nest ``nest`` (an ``ir.Program`` or its structural hash), created
        on first use. Features and embedding given here replace stored ones (the newest
        embedding function wins); source and kernel name only fill in what is missing."""
        nest_hash, text = nest_identity(nest)
        source = source if source is not None else text
        vec = embedding_vector(embedding)
        dim = None if vec is None else int(vec.size)
        feats = None if features is None else canonical(dict(features))
        with self.transaction() as conn:
            conn.execute(
                "INSERT INTO nests (hash, kernel, features, embedding, embedding_dim, source, "
                "created) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (hash) DO UPDATE SET "
                "kernel = COALESCE(nests.kernel, excluded.kernel), "
                "features = COALESCE(excluded.features, nests.features), "
                "embedding = COALESCE(excluded.embedding, nests.embedding), "
                "embedding_dim = COALESCE(excluded.embedding_dim, nests.embedding_dim), "
                "source = COALESCE(nests.source, excluded.source)",
                (nest_hash, kernel, feats, self.store.embedding_param(vec), dim, source,
                 time.time()))
            return int(conn.execute("SELECT id FROM nests WHERE hash = ?",
                                    (nest_hash,)).fetchone()[0])

    def nest(self, nest: int | str) -> dict[str, Any] | None:
        """A stored nest by id or structural hash (embedding as a float32 array), or None."""
        col = "id" if isinstance(nest, int) else "hash"
        with self.store.connection() as c:
            row = c.execute(
                "SELECT id, hash, kernel, features, embedding, embedding_dim, source, created "
                f"FROM nests WHERE {col} = ?", (nest,)).fetchone()
        if row is None:
            return None
        return {"id": row[0], "hash": row[1], "kernel": row[2],
                "features": json.loads(row[3]) if row[3] else None,
                "embedding": checked_embedding(self.store.embedding_value(row[4]), row[5]),
                "source": row[6],
                "created": row[7]}

    def nest_ids(self, kernel: str) -> list[int]:
        """Ids of the stored nests of kernel ``kernel`` (every size it was tuned at): what a
        leave-one-out evaluation excludes from :meth:`nearest`."""
        found: list[int] = []
        with self.store.reading("the nest lookup") as c:
            found = [int(r[0]) for r in c.execute(
                "SELECT id FROM nests WHERE kernel = ? ORDER BY id", (kernel,))]
        return found

    def kernels(self) -> list[str]:
        """The kernel names of the stored nests, sorted."""
        found: list[str] = []
        with self.store.reading("the kernel list") as c:
            found = [str(r[0]) for r in c.execute(
                "SELECT DISTINCT kernel FROM nests WHERE kernel IS NOT NULL ORDER BY kernel")]
        return found

    def add_recipe(self, nest_id: int, recipe: Any, origin: str = "search") -> int:
        """The id of ``recipe`` (a ``Recipe`` or its JSON) for nest ``nest_id``; the same
        recipe for the same nest is stored once (keyed by a hash of its canonical JSON).

        ``origin`` says where it came from: "search", "transfer", "heuristic", "seed", ...
        A JSON string is validated against the transformation registry first.
        """
        text = recipe_json(recipe)
        if not origin or not isinstance(origin, str):
            raise ValueError("a recipe's origin is a non-empty string such as 'search'")
        with self.transaction() as conn:
            conn.execute(
                "INSERT INTO recipes (nest_id, recipe, recipe_hash, origin, created) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (nest_id, text, sha(text), origin, time.time()))
            return int(conn.execute(
                "SELECT id FROM recipes WHERE nest_id = ? AND recipe_hash = ?",
                (nest_id, sha(text))).fetchone()[0])

    def recipe(self, recipe_id: int) -> Any:
        """The stored recipe ``recipe_id`` as a ``Recipe``."""
        from ...transform.recipe import Recipe

        with self.store.connection() as c:
            row = c.execute("SELECT recipe FROM recipes WHERE id = ?", (recipe_id,)).fetchone()
        if row is None:
            raise KeyError(recipe_id)
        return Recipe.from_json(row[0])

    def add_measurement(self, recipe_id: int, *, time_s: float | None, status: str = "ok",
                        verified: bool = False, baseline_s: float | None = None,
                        spread_s: float | None = None, repeats: int | None = None,
                        reason: str | None = None, threads: int | None = None,
                        hardware_id: int | None = None, timestamp: float | None = None,
                        uid: str | None = None) -> int:
        """Record one measured run of recipe ``recipe_id`` (on this machine unless
        ``hardware_id``). ``time_s`` is the median; ``spread_s`` its interquartile range;
        ``baseline_s`` the default recipe's median measured in the same run, which is what
        makes speedups comparable. A failed candidate is recorded too (``status`` one of
        :data:`STATUSES`, with ``reason``), so search never measures it again; it is never
        "verified". Writing a ``uid`` (default: a new one) again stores nothing and returns
        its id, so a write whose commit was lost with its connection can be repeated."""
        if status not in STATUSES:
            raise ValueError(f"measurement status {status!r} is not one of {STATUSES}")
        if status == "ok":
            if time_s is None or not time_s > 0:
                raise ValueError(f"an 'ok' measurement needs a positive time, got {time_s!r}")
        else:
            verified = False
        if baseline_s is not None and not baseline_s > 0:
            raise ValueError(f"baseline time must be positive, got {baseline_s!r}")
        hid = self.hardware_id() if hardware_id is None else hardware_id
        uid = uuid.uuid4().hex if uid is None else uid
        with self.transaction() as conn:
            conn.execute(
                "INSERT INTO measurements (uid, recipe_id, hardware_id, time_s, spread_s, "
                "repeats, verified, baseline_s, status, reason, threads, created) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (uid) DO NOTHING",
                (uid, recipe_id, hid, time_s if status == "ok" else None,
                 spread_s, repeats, int(bool(verified)), baseline_s, status, reason, threads,
                 time.time() if timestamp is None else timestamp))
            return int(conn.execute("SELECT id FROM measurements WHERE uid = ?",
                                    (uid,)).fetchone()[0])

    def record(self, nest: Any, recipe: Any, *, origin: str = "search",
               features: Mapping[str, Any] | None = None,
               embedding: Sequence[float] | np.ndarray | None = None,
               source: str | None = None, kernel: str | None = None,
               **measurement: Any) -> int:
        """Nest, recipe and one measurement in a single transaction (the tuner's write-back),
        run again if the engine gave it up for a conflict with another writer or lost its
        connection (see :meth:`.store.Store.retrying`; every part of it is idempotent, the
        measurement by its uid); returns the measurement id. ``measurement`` takes
        :meth:`add_measurement`'s keywords."""
        hid = measurement.pop("hardware_id", None)
        hid = self.hardware_id() if hid is None else hid
        measurement.setdefault("uid", uuid.uuid4().hex)  # the same on a repeated write

        def write(_: Conn) -> int:
            nid = self.add_nest(nest, features=features, embedding=embedding, source=source,
                                kernel=kernel)
            rid = self.add_recipe(nid, recipe, origin)
            return self.add_measurement(rid, hardware_id=hid, **measurement)

        return self.store.retrying(write)

    # ------------------------------------------------------------------ lookups
    def best(self, nest: Any, hardware: int | str | Mapping[str, Any] | None = None, *,
             similar_hardware: bool = False) -> BestRecipe | None:
        """The best verified recipe for ``nest`` (a Program, structural hash or nest id) on
        ``hardware`` (default: this machine; or a description, fingerprint or hardware id),
        or None.

        Only verified ``ok`` measurements on matching machines count; a recipe that gave a
        wrong result, crashed or failed to compile on a matching machine is never returned.
        By default only the exact fingerprint matches; ``similar_hardware=True`` also uses
        machines of the same architecture, vector width and SIMD extensions, preferring the
        exact machine's records when it has any. Best = highest median speedup over the
        baseline (then lowest time).
        """
        found: BestRecipe | None = None
        with self.store.reading("the recipe lookup") as c:
            if isinstance(nest, int):
                nest_id: int | None = nest
            else:
                row = c.execute("SELECT id FROM nests WHERE hash = ?",
                                (nest_identity(nest)[0],)).fetchone()
                nest_id = row[0] if row else None
            if nest_id is None:
                return None
            hw_ids, exact = self._matching_hardware(c, hardware, similar_hardware)
            found = self._best_by_nest(c, [nest_id], hw_ids, exact).get(nest_id)
        return found

    @staticmethod
    def _best_by_nest(conn: Conn, nest_ids: Sequence[int], hw_ids: Sequence[int],
                      exact: set[int]) -> dict[int, BestRecipe]:
        if not nest_ids or not hw_ids:
            return {}
        from ...transform.recipe import Recipe

        hw_list = ",".join(str(int(h)) for h in hw_ids)
        found: dict[int, BestRecipe] = {}
        for chunk in chunks(list(nest_ids), 500):
            nest_list = ",".join(str(int(n)) for n in chunk)
            rows = conn.execute(
                "SELECT r.nest_id, n.hash, r.id, r.recipe, r.origin, m.hardware_id, m.time_s, "
                "m.baseline_s FROM measurements m JOIN recipes r ON r.id = m.recipe_id "
                f"JOIN nests n ON n.id = r.nest_id WHERE r.nest_id IN ({nest_list}) "
                # "+m.hardware_id": not by the hardware index (every measurement of the
                # machine), by the nests' recipes (SQLite picks the former without ANALYZE)
                f"AND +m.hardware_id IN ({hw_list}) AND m.status = 'ok' AND m.verified = 1 "
                "AND NOT EXISTS (SELECT 1 FROM measurements bad WHERE bad.recipe_id = r.id "
                f"AND bad.hardware_id IN ({hw_list}) AND bad.status IN "
                f"({','.join(repr(s) for s in DISQUALIFYING)}))").fetchall()
            # group by (nest, recipe, exact-or-similar): exact records are never averaged
            # with a similar machine's
            groups: dict[tuple[int, int, bool], list[tuple[Any, ...]]] = {}
            for row in rows:
                groups.setdefault((row[0], row[2], row[5] in exact), []).append(row)
            scored: dict[int, tuple[tuple[Any, ...], BestRecipe]] = {}
            for (nid, rid, is_exact), ms in groups.items():
                speedups = [m[7] / m[6] for m in ms if m[7]]
                speedup = statistics.median(speedups) if speedups else None
                t = statistics.median(m[6] for m in ms)
                key = (is_exact, speedup if speedup is not None else float("-inf"), -t, -rid)
                if nid in scored and scored[nid][0] >= key:
                    continue
                hw = next((m[5] for m in ms if m[5] in exact), ms[0][5])
                scored[nid] = (key, BestRecipe(
                    recipe=ms[0][3], speedup=speedup, time_s=t, nest_id=nid, nest_hash=ms[0][1],
                    recipe_id=rid, hardware_id=hw, exact_hardware=is_exact,
                    measurements=len(ms), origin=ms[0][4]))
            for nid, (_, b) in scored.items():
                found[nid] = dataclasses.replace(b, recipe=Recipe.from_json(b.recipe))
        return found

    def nearest(self, embedding: Sequence[float] | np.ndarray, k: int = 5,
                hardware: int | str | Mapping[str, Any] | None = None, *,
                similar_hardware: bool = False, exclude: Iterable[Any] = (),
                min_similarity: float | None = None) -> list[Neighbor]:
        """The ``k`` stored nests most similar to ``embedding`` (exact cosine similarity in
        NumPy), most similar first, among nests with a verified recipe on the matching
        machines (see :meth:`best`); each with that best recipe.

        ``exclude`` takes nest hashes, Programs or ids to leave out (leave-one-out
        evaluation, or the query nest itself). Stored embeddings of another length than the
        query's (an older embedding function) are ignored.
        """
        query = np.asarray(embedding, dtype=np.float32).ravel()
        if k <= 0 or query.size == 0:
            return []
        excluded_ids = {x for x in exclude if isinstance(x, int)}
        excluded_hashes = {nest_identity(x)[0] for x in exclude if not isinstance(x, int)}
        with self.store.reading("the similarity search") as c:
            hw_ids, exact = self._matching_hardware(c, hardware, similar_hardware)
            if not hw_ids:
                return []
            hw_list = ",".join(str(int(h)) for h in hw_ids)

            def fetch() -> list[tuple[Any, ...]]:
                return c.execute(
                    "SELECT n.id, n.hash, n.kernel, n.embedding FROM nests n WHERE "
                    "n.embedding_dim = ? AND EXISTS (SELECT 1 FROM recipes r JOIN measurements "
                    "m ON m.recipe_id = r.id WHERE r.nest_id = n.id AND m.status = 'ok' AND "
                    f"m.verified = 1 AND +m.hardware_id IN ({hw_list})) "  # see _best_by_nest
                    "ORDER BY n.id", (int(query.size),)).fetchall()

            cands = self._embeddings.candidates(c, hw_ids, int(query.size), fetch,
                                                self.store.embedding_value)
            sims = cands.similarities(query)
            chunk = max(k, 16)  # best recipes are fetched only for what may be returned
            order = (i for i in most_similar_first(sims, 4 * chunk) if cands.ids[i]
                     not in excluded_ids and cands.hashes[i] not in excluded_hashes)
            out: list[Neighbor] = []
            while idx := list(itertools.islice(order, chunk)):
                bests = self._best_by_nest(c, [cands.ids[i] for i in idx], hw_ids, exact)
                for i in idx:
                    if min_similarity is not None and sims[i] < min_similarity:
                        return out
                    b = bests.get(cands.ids[i])
                    if b is None:  # every verified recipe was disqualified
                        continue
                    out.append(Neighbor(cands.ids[i], cands.hashes[i], cands.kernels[i],
                                        float(sims[i]), b))
                    if len(out) == k:
                        return out
            return out

    # ------------------------------------------------------------------ reporting
    def stats(self) -> dict[str, Any]:
        """Counts of every table, measurements by status and recipes by origin; the same
        records give the same stats in any file (nothing here depends on ids or paths)."""
        with self.store.snapshot() as c:

            def one(sql: str) -> int:
                return int(c.execute(sql).fetchone()[0])

            return {
                "schema_version": SCHEMA_VERSION,
                "hardware": one("SELECT COUNT(*) FROM hardware"),
                "nests": one("SELECT COUNT(*) FROM nests"),
                "nests_with_embedding": one(
                    "SELECT COUNT(*) FROM nests WHERE embedding IS NOT NULL"),
                "recipes": one("SELECT COUNT(*) FROM recipes"),
                "measurements": one("SELECT COUNT(*) FROM measurements"),
                "verified": one("SELECT COUNT(*) FROM measurements "
                                "WHERE status = 'ok' AND verified = 1"),
                "by_status": dict(c.execute(
                    "SELECT status, COUNT(*) FROM measurements GROUP BY status "
                    "ORDER BY status").fetchall()),
                "by_origin": dict(c.execute(
                    "SELECT origin, COUNT(*) FROM recipes GROUP BY origin "
                    "ORDER BY origin").fetchall()),
            }

    def measurement_count(self, hardware: int | str | Mapping[str, Any] | None = None, *,
                          similar_hardware: bool = False) -> int:
        """Measurements taken on ``hardware`` (default: this machine), matched as in
        :meth:`best`; tells a user whether the database knows their machine at all."""
        with self.store.connection() as c:
            hw_ids, _ = self._matching_hardware(c, hardware, similar_hardware)
            if not hw_ids:
                return 0
            return int(c.execute(
                "SELECT COUNT(*) FROM measurements WHERE hardware_id IN "
                f"({','.join(str(int(h)) for h in hw_ids)})").fetchone()[0])

    def measurements(self, nest: Any, recipe: Any,
                     hardware: int | str | Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
        """Every measurement of ``recipe`` for ``nest`` on exactly ``hardware`` (default:
        this machine), oldest first, as dicts of the ``measurements`` columns. The search
        uses it to skip candidates measured before (resumption). Never writes."""
        found: list[dict[str, Any]] = []
        with self.store.reading("the measurement lookup") as c:
            hw_ids, exact = self._matching_hardware(c, hardware, False)
            row = c.execute(
                "SELECT r.id FROM recipes r JOIN nests n ON n.id = r.nest_id "
                "WHERE n.hash = ? AND r.recipe_hash = ?",
                (nest_identity(nest)[0], sha(recipe_json(recipe)))).fetchone()
            if row is None or not exact:
                return []
            cols = ("time_s", "spread_s", "repeats", "verified", "baseline_s", "status",
                    "reason", "threads", "created")
            rows = c.execute(
                f"SELECT {', '.join(cols)} FROM measurements WHERE recipe_id = ? AND "
                f"hardware_id IN ({','.join(str(int(h)) for h in exact)}) ORDER BY created, id",
                (row[0],)).fetchall()
            found = [dict(zip(cols, r, strict=True)) for r in rows]
        return found
