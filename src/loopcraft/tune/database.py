"""The recipe database: what tuning measured, kept so it is never measured twice.

Why a database and not a cache: tuning is the expensive step (hundreds of compiled and timed
candidates per loop nest), and its results are knowledge worth keeping beyond one process --
for the same nest next time (:meth:`RecipeDB.best`) and for *similar* nests never seen before
(:meth:`RecipeDB.nearest`, the input of transfer tuning). So it stores the facts, not binaries:
the machine (:func:`hardware_fingerprint`), the loop nest (structural hash, features, embedding,
source), the recipe (its JSON form, which replays and is validated against the registry) and
each measurement (median time, spread, verified or not, the default recipe's time measured in
the same run, and why a candidate failed).

Storage is one SQLite file (stdlib ``sqlite3``) in WAL mode: readers never block the writer,
and every write is one ``BEGIN IMMEDIATE`` transaction that waits (``busy_timeout``) for the
write lock, so several tuning processes can share one file without losing a record.

Two rules keep a stored recipe from being misapplied:

- A recipe's time is only meaningful on the machine that measured it, so every query takes a
  machine and matches measurements by *fingerprint* (CPU model, architecture, cores, caches,
  SIMD width and extensions). ``similar_hardware=True`` widens the match, explicitly, to
  machines with the same architecture, vector width and SIMD extensions; the exact machine's
  records still win when there are any.
- A damaged file must not take the user's program down ("a corrupt entry is a miss with a
  warning"): a file SQLite cannot read is moved aside with a warning and a fresh database is
  started; a read that meets corruption later is a miss with a warning.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import functools
import hashlib
import json
import os
import sqlite3
import statistics
import threading
import time
import uuid
import warnings
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import IO, Any

import numpy as np

from ..errors import LoopcraftError

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

#: Bumped on every incompatible change of the tables below. A file of a newer version is
#: refused (an older loopcraft must not scribble on a newer schema); an older one is migrated
#: when a step is registered in ``_MIGRATIONS``, else moved aside and rebuilt with a warning.
SCHEMA_VERSION = 1

#: Outcomes of a measured candidate. Only ``ok`` measurements that were verified count as times.
STATUSES = ("ok", "wrong", "crash", "timeout", "compile_error")

#: Statuses that disqualify a recipe on the machines they were recorded on: the candidate gave
#: a wrong answer, crashed or did not compile there, so a good time elsewhere proves nothing.
_DISQUALIFYING = ("wrong", "crash", "compile_error")

#: The seed database shipped with the package (JSON lines, as :meth:`RecipeDB.export_jsonl`
#: writes them); imported into the user's database by :meth:`RecipeDB.open_default`.
SEED_PATH = Path(__file__).parent / "seed" / "recipes.jsonl"

#: The file name of the database inside the cache directory.
DB_FILENAME = "recipes.sqlite"

#: Seconds a writer waits for another process's write transaction before giving up.
BUSY_TIMEOUT_S = 60.0

#: ``describe()`` keys that identify a machine: the fingerprint is a hash of exactly these.
_FINGERPRINT_KEYS = ("cpu_model", "machine", "cores", "caches", "vector_bytes", "simd")
#: The keys two machines must share for ``similar_hardware=True``: same code runs on both.
_COMPAT_KEYS = ("machine", "vector_bytes", "simd")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hardware (
    id          INTEGER PRIMARY KEY,
    fingerprint TEXT NOT NULL UNIQUE,
    compat_key  TEXT NOT NULL,
    description TEXT NOT NULL,   -- JSON: loopcraft.runtime.hardware.describe()
    probe       TEXT,            -- JSON: peak FLOP/s, bandwidths (loopcraft hw --probe)
    created     REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS hardware_compat ON hardware (compat_key);
CREATE TABLE IF NOT EXISTS nests (
    id            INTEGER PRIMARY KEY,
    hash          TEXT NOT NULL UNIQUE,   -- loopcraft.ir.hashing.structural_hash
    kernel        TEXT,
    features      TEXT,                   -- JSON
    embedding     BLOB,                   -- float32, little-endian
    embedding_dim INTEGER,
    source        TEXT,
    created       REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS recipes (
    id          INTEGER PRIMARY KEY,
    nest_id     INTEGER NOT NULL REFERENCES nests (id) ON DELETE CASCADE,
    recipe      TEXT NOT NULL,            -- Recipe.to_json()
    recipe_hash TEXT NOT NULL,
    origin      TEXT NOT NULL,
    created     REAL NOT NULL,
    UNIQUE (nest_id, recipe_hash)
);
CREATE TABLE IF NOT EXISTS measurements (
    id          INTEGER PRIMARY KEY,
    uid         TEXT NOT NULL UNIQUE,     -- random, makes import idempotent
    recipe_id   INTEGER NOT NULL REFERENCES recipes (id) ON DELETE CASCADE,
    hardware_id INTEGER NOT NULL REFERENCES hardware (id) ON DELETE CASCADE,
    time_s      REAL,                     -- median, NULL unless status = 'ok'
    spread_s    REAL,                     -- interquartile range of the repeats
    repeats     INTEGER,
    verified    INTEGER NOT NULL,
    baseline_s  REAL,                     -- the default recipe's median, same run
    status      TEXT NOT NULL,
    reason      TEXT,
    threads     INTEGER,
    created     REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS measurements_recipe ON measurements (recipe_id, hardware_id);
CREATE INDEX IF NOT EXISTS measurements_hardware ON measurements (hardware_id);
"""

#: ``from_version -> function(conn)`` upgrading a file one version; none exist yet.
_MIGRATIONS: dict[int, Any] = {}


class RecipeDBError(LoopcraftError):
    """The recipe database cannot be used as asked (newer schema, read-only, bad import)."""


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


# ---------------------------------------------------------------------------- machines


def _canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _this_machine() -> dict[str, Any]:
    from ..runtime.hardware import describe

    return dict(describe())


def hardware_fingerprint(desc: Mapping[str, Any] | None = None) -> str:
    """Stable hash of the facts that make a time comparable: CPU model, architecture, cores,
    data caches, vector width and SIMD extensions (of ``desc``, or of this machine).

    Probe results and any other keys are left out on purpose: re-probing a machine, or a newer
    ``describe()`` with more fields, must not make its old records unreachable.
    """
    desc = _this_machine() if desc is None else desc
    facts = {k: desc.get(k) for k in _FINGERPRINT_KEYS}
    facts["simd"] = sorted(facts["simd"] or [])  # a set: its order must not matter
    return _sha(_canonical(facts))[:32]


def hardware_compat_key(desc: Mapping[str, Any] | None = None) -> str:
    """Hash of architecture, vector width and SIMD extensions: machines sharing it run the same
    generated code, so ``similar_hardware=True`` lets them share recipes."""
    desc = _this_machine() if desc is None else desc
    simd = sorted(desc.get("simd") or [])
    return _sha(_canonical({"machine": desc.get("machine"),
                            "vector_bytes": desc.get("vector_bytes"), "simd": simd}))[:32]


# ---------------------------------------------------------------------------- paths


def default_db_path() -> Path:
    """``config.db`` (``LOOPCRAFT_DB``) if set, else ``<cache_dir>/recipes.sqlite``; read at
    call time so ``loopcraft.config.patch(db=..., cache_dir=...)`` applies."""
    from ..config import config

    if config.db:
        return Path(config.db).expanduser()
    return Path(config.cache_dir) / DB_FILENAME


@functools.cache
def _file_digest(path: Path, mtime_ns: int, size: int) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# ---------------------------------------------------------------------------- errors


def _is_corruption(exc: BaseException) -> bool:
    """SQLITE_CORRUPT or SQLITE_NOTADB: the file's bytes are damaged, not merely busy."""
    if not isinstance(exc, sqlite3.DatabaseError) or isinstance(
            exc, (sqlite3.OperationalError, sqlite3.IntegrityError)):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return (code & 0xFF) in (11, 26)
    text = str(exc)
    return "malformed" in text or "not a database" in text


def _is_busy(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.OperationalError) and (
        "locked" in str(exc) or "busy" in str(exc))


@contextlib.contextmanager
def _file_lock(path: Path) -> Iterator[None]:
    """An advisory lock on ``<db>.lock``, so only one process moves a damaged file aside (a
    second one would otherwise move the fresh database the first one just created)."""
    try:
        import fcntl
    except ImportError:  # not POSIX: no lock, the race is only a lost fresh file
        yield
        return
    lock = path.with_name(path.name + ".lock")
    with open(lock, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _as_time(value: dt.datetime | dt.timedelta | float | None) -> float | None:
    """A cutoff as epoch seconds: a datetime, a float (epoch), or a timedelta (that long ago)."""
    if value is None:
        return None
    if isinstance(value, dt.timedelta):
        return time.time() - value.total_seconds()
    if isinstance(value, dt.datetime):
        return value.timestamp()
    return float(value)


# ---------------------------------------------------------------------------- the database


class RecipeDB:
    """One recipe database file. Use as a context manager, or call :meth:`close`.

    ``path`` defaults to :func:`default_db_path`. ``readonly=True`` opens an existing file
    without ever writing to it (a shipped or shared database); writes then raise
    :class:`RecipeDBError`. One object may be shared by threads (calls are serialized); after
    ``fork`` the child reopens the file instead of reusing the parent's connection.
    """

    def __init__(self, path: str | os.PathLike[str] | None = None, readonly: bool = False,
                 timeout: float = BUSY_TIMEOUT_S) -> None:
        self.path = Path(path).expanduser() if path is not None else default_db_path()
        self.readonly = readonly
        self.timeout = timeout
        self._lock = threading.RLock()
        self._depth = 0  # nesting of transaction() blocks
        self._conn_obj: sqlite3.Connection | None = None
        self._pid = os.getpid()
        self._hw_cache: dict[str, int] = {}
        self._open()

    # ------------------------------------------------------------------ opening
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
            return None

    def _connect(self) -> sqlite3.Connection:
        if self.readonly:
            if not self.path.exists():
                raise RecipeDBError(f"recipe database {self.path} does not exist "
                                    "(opened read-only, so it is not created)")
            conn = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True,
                                   timeout=self.timeout, isolation_level=None,
                                   check_same_thread=False)
        else:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None,
                                   check_same_thread=False)
        conn.execute(f"PRAGMA busy_timeout = {int(self.timeout * 1000)}")
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _open(self) -> None:
        """Connect and bring the schema to :data:`SCHEMA_VERSION`. A damaged file, or one of
        an older schema that no migration reads, is moved aside (with a warning) and replaced
        by a fresh one; a newer schema raises :class:`RecipeDBError`."""
        for attempt in range(3):
            conn = self._connect()
            try:
                self._prepare(conn)
            except _Rebuild as why:
                conn.close()
                if self.readonly or attempt == 2:
                    raise RecipeDBError(f"recipe database {self.path}: {why}") from None
                self._quarantine(str(why))
                continue
            except sqlite3.DatabaseError as exc:
                conn.close()
                if not _is_corruption(exc) or attempt == 2:
                    raise
                if self.readonly:
                    raise RecipeDBError(f"recipe database {self.path} is damaged: "
                                        f"{exc}") from None
                self._quarantine(f"it is damaged ({exc})")
                continue
            except BaseException:
                conn.close()
                raise
            self._conn_obj = conn
            return

    def _prepare(self, conn: sqlite3.Connection) -> None:
        if self.readonly:
            version = self._stored_version(conn)
            if version is None:
                raise RecipeDBError(f"{self.path} is not a loopcraft recipe database")
            self._check_version(version)
            if version < SCHEMA_VERSION:
                raise _Rebuild(f"its schema version {version} is older than this loopcraft's "
                               f"({SCHEMA_VERSION}); open it writable to upgrade it")
            return
        # WAL: readers do not block the writer; NORMAL sync is safe in WAL (a power cut may
        # lose the last commits, never corrupt the file). Switching to WAL takes the write
        # lock, which busy_timeout waits for.
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            warnings.warn(f"loopcraft: recipe database {self.path} is not in WAL mode "
                          f"({mode}); concurrent writers will wait longer", RuntimeWarning,
                          stacklevel=4)
        conn.execute("PRAGMA synchronous = NORMAL")
        version = self._stored_version(conn)
        if version is None:
            self._create(conn)
            version = self._stored_version(conn)
        assert version is not None
        self._check_version(version)  # raises if newer
        if version < SCHEMA_VERSION and not self._migrate(conn, version):
            raise _Rebuild(f"its schema version {version} is older than this loopcraft's "
                           f"({SCHEMA_VERSION}) and no migration reads it")

    def _create(self, conn: sqlite3.Connection) -> None:
        """Create the tables, unless another process did it first (checked under the lock)."""
        conn.execute("BEGIN IMMEDIATE")
        try:
            tables = {r[0] for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
            if tables and "meta" not in tables:
                raise RecipeDBError(f"{self.path} is an SQLite file but not a loopcraft "
                                    f"recipe database (tables: {', '.join(sorted(tables))})")
            if "meta" not in tables:
                for stmt in _SCHEMA.split(";\n"):
                    if stmt.strip():
                        conn.execute(stmt)
                conn.execute("INSERT INTO meta VALUES ('schema_version', ?)",
                             (str(SCHEMA_VERSION),))
                conn.execute("INSERT INTO meta VALUES ('created', ?)", (str(time.time()),))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    @staticmethod
    def _stored_version(conn: sqlite3.Connection) -> int | None:
        has_meta = conn.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").fetchone()
        if not has_meta:
            return None
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        return int(row[0]) if row else 0

    def _check_version(self, version: int) -> None:
        if version > SCHEMA_VERSION:
            raise RecipeDBError(
                f"recipe database {self.path} has schema version {version}, newer than this "
                f"loopcraft understands ({SCHEMA_VERSION}); upgrade loopcraft, or point "
                "LOOPCRAFT_DB at another file")

    def _migrate(self, conn: sqlite3.Connection, version: int) -> bool:
        """Upgrade step by step inside one transaction; False when a step is missing."""
        if any(v not in _MIGRATIONS for v in range(version, SCHEMA_VERSION)):
            return False
        conn.execute("BEGIN IMMEDIATE")
        try:
            current = self._stored_version(conn) or 0
            for v in range(current, SCHEMA_VERSION):
                _MIGRATIONS[v](conn)
            conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'",
                         (str(SCHEMA_VERSION),))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        warnings.warn(f"loopcraft: recipe database {self.path} migrated from schema "
                      f"version {version} to {SCHEMA_VERSION}", RuntimeWarning, stacklevel=4)
        return True

    def _quarantine(self, why: str) -> None:
        """Move the file (and its WAL and shared-memory files) aside, under the file lock;
        the records stay on disk for a human to inspect."""
        with _file_lock(self.path):
            if not self._still_bad():
                return  # another process already replaced it
            stamp = time.strftime("%Y%m%d-%H%M%S")
            aside = self.path.with_name(f"{self.path.name}.bad-{stamp}-{os.getpid()}")
            for suffix in ("", "-wal", "-shm"):
                src = Path(str(self.path) + suffix)
                if src.exists():
                    os.replace(src, Path(str(aside) + suffix))
        warnings.warn(f"loopcraft: recipe database {self.path} was moved to {aside} because "
                      f"{why}; starting a fresh one", RuntimeWarning, stacklevel=5)

    def _still_bad(self) -> bool:
        """Under the lock: is the file at ``path`` still the one to move aside?"""
        if not self.path.exists():
            return False
        try:
            conn = sqlite3.connect(self.path, timeout=self.timeout)
            try:
                version = self._stored_version(conn)
                check = conn.execute("PRAGMA quick_check").fetchall()
            finally:
                conn.close()
        except sqlite3.DatabaseError as exc:
            return _is_corruption(exc)
        if check != [("ok",)]:
            return True
        return version is not None and version < SCHEMA_VERSION

    # ------------------------------------------------------------------ connection
    @property
    def _conn(self) -> sqlite3.Connection:
        if self._conn_obj is None:
            raise RecipeDBError(f"recipe database {self.path} is closed")
        if os.getpid() != self._pid:  # forked: the parent's connection must not be used
            self._pid = os.getpid()
            self._conn_obj = None
            self._open()
            assert self._conn_obj is not None
        return self._conn_obj

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with self._lock:
            if self._conn_obj is not None and os.getpid() == self._pid:
                self._conn_obj.close()
            self._conn_obj = None

    def __enter__(self) -> RecipeDB:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"RecipeDB({str(self.path)!r}{', readonly=True' if self.readonly else ''})"

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (``BEGIN IMMEDIATE``): it takes the write lock up front, so
        it never fails half-way on a lock, and it commits all or nothing. Nested blocks join
        the outer transaction."""
        if self.readonly:
            raise RecipeDBError(f"recipe database {self.path} is open read-only")
        with self._lock:
            conn = self._conn
            if self._depth:
                self._depth += 1
                try:
                    yield conn
                finally:
                    self._depth -= 1
                return
            self._begin(conn)
            self._depth = 1
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException as exc:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                if _is_corruption(exc):
                    self._reset_after_corruption(exc)
                raise
            finally:
                self._depth = 0

    def _begin(self, conn: sqlite3.Connection) -> None:
        """``BEGIN IMMEDIATE``, retried if SQLite gives up on the busy handler early."""
        deadline = time.monotonic() + self.timeout
        while True:
            try:
                conn.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as exc:
                if not _is_busy(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.01)

    def _reset_after_corruption(self, exc: BaseException) -> None:
        """A damaged page met mid-use: move the file aside, continue on a fresh one (a
        read-only database keeps its connection: every lookup that meets the damage is a
        miss)."""
        if self.readonly:
            return
        if self._conn_obj is not None:
            self._conn_obj.close()
            self._conn_obj = None
        self._hw_cache.clear()
        self._quarantine(f"it is damaged ({exc})")
        self._open()

    @contextlib.contextmanager
    def _reading(self, what: str, miss: Any) -> Iterator[list[Any]]:
        """Run a lookup; on a damaged file, warn and make it a miss (``box[0] = miss``)."""
        box: list[Any] = [None]
        with self._lock:
            try:
                yield box
            except sqlite3.DatabaseError as exc:
                if not _is_corruption(exc):
                    raise
                warnings.warn(f"loopcraft: recipe database {self.path} is damaged ({exc}); "
                              f"{what} is treated as a miss", RuntimeWarning, stacklevel=4)
                self._reset_after_corruption(exc)
                box[0] = miss

    # ------------------------------------------------------------------ hardware
    def hardware_id(self, desc: Mapping[str, Any] | None = None,
                    probe: Mapping[str, Any] | None = None) -> int:
        """The id of machine ``desc`` (default: this one), creating its row on first use
        (a read-only database answers only for a machine it holds). ``probe`` (peak FLOP/s,
        bandwidths) replaces the stored probe results when given."""
        desc = _this_machine() if desc is None else dict(desc)
        fp = hardware_fingerprint(desc)
        if probe is None and fp in self._hw_cache:
            return self._hw_cache[fp]
        if self.readonly and probe is None:  # a lookup: the stored row, never a new one
            row = self._conn.execute("SELECT id FROM hardware WHERE fingerprint = ?",
                                     (fp,)).fetchone()
            if row is not None:
                self._hw_cache[fp] = int(row[0])
                return int(row[0])
        with self.transaction() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO hardware (fingerprint, compat_key, description, probe, "
                "created) VALUES (?, ?, ?, ?, ?)",
                (fp, hardware_compat_key(desc), _canonical(desc),
                 None if probe is None else _canonical(dict(probe)), time.time()))
            if probe is not None:
                conn.execute("UPDATE hardware SET probe = ? WHERE fingerprint = ?",
                             (_canonical(dict(probe)), fp))
            hid = conn.execute("SELECT id FROM hardware WHERE fingerprint = ?",
                               (fp,)).fetchone()[0]
        self._hw_cache[fp] = hid
        return int(hid)

    def hardware(self, hardware_id: int) -> dict[str, Any]:
        """A stored machine: ``{"id", "fingerprint", "description", "probe", "created"}``."""
        with self._lock:
            row = self._conn.execute(
                "SELECT id, fingerprint, description, probe, created FROM hardware "
                "WHERE id = ?", (hardware_id,)).fetchone()
        if row is None:
            raise KeyError(hardware_id)
        return {"id": row[0], "fingerprint": row[1], "description": json.loads(row[2]),
                "probe": json.loads(row[3]) if row[3] else None, "created": row[4]}

    def _matching_hardware(self, hardware: int | str | Mapping[str, Any] | None,
                           similar: bool) -> tuple[list[int], set[int]]:
        """(ids of machines whose records may be used, ids of the exact machine). Never
        creates a row, so lookups work on read-only files."""
        conn = self._conn
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
            desc = _this_machine() if hardware is None else hardware
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
        nest_hash, text = _nest_hash(nest)
        source = source if source is not None else text
        blob, dim = _embedding_blob(embedding)
        feats = None if features is None else _canonical(dict(features))
        with self.transaction() as conn:
            conn.execute(
                "INSERT INTO nests (hash, kernel, features, embedding, embedding_dim, source, "
                "created) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (hash) DO UPDATE SET "
                "kernel = COALESCE(nests.kernel, excluded.kernel), "
                "features = COALESCE(excluded.features, nests.features), "
                "embedding = COALESCE(excluded.embedding, nests.embedding), "
                "embedding_dim = COALESCE(excluded.embedding_dim, nests.embedding_dim), "
                "source = COALESCE(nests.source, excluded.source)",
                (nest_hash, kernel, feats, blob, dim, source, time.time()))
            return int(conn.execute("SELECT id FROM nests WHERE hash = ?",
                                    (nest_hash,)).fetchone()[0])

    def nest(self, nest: int | str) -> dict[str, Any] | None:
        """A stored nest by id or structural hash (embedding as a float32 array), or None."""
        col = "id" if isinstance(nest, int) else "hash"
        with self._lock:
            row = self._conn.execute(
                "SELECT id, hash, kernel, features, embedding, embedding_dim, source, created "
                f"FROM nests WHERE {col} = ?", (nest,)).fetchone()
        if row is None:
            return None
        return {"id": row[0], "hash": row[1], "kernel": row[2],
                "features": json.loads(row[3]) if row[3] else None,
                "embedding": _embedding_array(row[4], row[5]), "source": row[6],
                "created": row[7]}

    def nest_ids(self, kernel: str) -> list[int]:
        """Ids of the stored nests of kernel ``kernel`` (every size it was tuned at): what a
        leave-one-out evaluation excludes from :meth:`nearest`."""
        with self._reading("the nest lookup", []) as box:
            box[0] = [int(r[0]) for r in self._conn.execute(
                "SELECT id FROM nests WHERE kernel = ? ORDER BY id", (kernel,))]
        return box[0]

    def kernels(self) -> list[str]:
        """The kernel names of the stored nests, sorted."""
        with self._reading("the kernel list", []) as box:
            box[0] = [str(r[0]) for r in self._conn.execute(
                "SELECT DISTINCT kernel FROM nests WHERE kernel IS NOT NULL ORDER BY kernel")]
        return box[0]

    def add_recipe(self, nest_id: int, recipe: Any, origin: str = "search") -> int:
        """The id of ``recipe`` (a ``Recipe`` or its JSON) for nest ``nest_id``; the same
        recipe for the same nest is stored once (keyed by a hash of its canonical JSON).

        ``origin`` says where it came from: "search", "transfer", "heuristic", "seed", ...
        A JSON string is validated against the transformation registry first.
        """
        text = _recipe_json(recipe)
        if not origin or not isinstance(origin, str):
            raise ValueError("a recipe's origin is a non-empty string such as 'search'")
        with self.transaction() as conn:
            conn.execute(
                "INSERT OR IGNORE INTO recipes (nest_id, recipe, recipe_hash, origin, created) "
                "VALUES (?, ?, ?, ?, ?)", (nest_id, text, _sha(text), origin, time.time()))
            return int(conn.execute(
                "SELECT id FROM recipes WHERE nest_id = ? AND recipe_hash = ?",
                (nest_id, _sha(text))).fetchone()[0])

    def recipe(self, recipe_id: int) -> Any:
        """The stored recipe ``recipe_id`` as a ``Recipe``."""
        from ..transform.recipe import Recipe

        with self._lock:
            row = self._conn.execute("SELECT recipe FROM recipes WHERE id = ?",
                                     (recipe_id,)).fetchone()
        if row is None:
            raise KeyError(recipe_id)
        return Recipe.from_json(row[0])

    def add_measurement(self, recipe_id: int, *, time_s: float | None, status: str = "ok",
                        verified: bool = False, baseline_s: float | None = None,
                        spread_s: float | None = None, repeats: int | None = None,
                        reason: str | None = None, threads: int | None = None,
                        hardware_id: int | None = None, timestamp: float | None = None) -> int:
        """Record one measured run of recipe ``recipe_id`` (on this machine unless
        ``hardware_id``). ``time_s`` is the median; ``spread_s`` its interquartile range;
        ``baseline_s`` the default recipe's median measured in the same run, which is what
        makes speedups comparable. A failed candidate is recorded too (``status`` one of
        :data:`STATUSES`, with ``reason``), so search never measures it again; it is never
        "verified"."""
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
        with self.transaction() as conn:
            cur = conn.execute(
                "INSERT INTO measurements (uid, recipe_id, hardware_id, time_s, spread_s, "
                "repeats, verified, baseline_s, status, reason, threads, created) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (uuid.uuid4().hex, recipe_id, hid, time_s if status == "ok" else None,
                 spread_s, repeats, int(bool(verified)), baseline_s, status, reason, threads,
                 time.time() if timestamp is None else timestamp))
            return int(cur.lastrowid or 0)

    def record(self, nest: Any, recipe: Any, *, origin: str = "search",
               features: Mapping[str, Any] | None = None,
               embedding: Sequence[float] | np.ndarray | None = None,
               source: str | None = None, kernel: str | None = None,
               **measurement: Any) -> int:
        """Nest, recipe and one measurement in a single transaction (the tuner's write-back);
        returns the measurement id. ``measurement`` takes :meth:`add_measurement`'s keywords."""
        hid = measurement.pop("hardware_id", None)
        hid = self.hardware_id() if hid is None else hid
        with self.transaction():
            nid = self.add_nest(nest, features=features, embedding=embedding, source=source,
                                kernel=kernel)
            rid = self.add_recipe(nid, recipe, origin)
            return self.add_measurement(rid, hardware_id=hid, **measurement)

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
        with self._reading("the recipe lookup", None) as box:
            if isinstance(nest, int):
                nest_id: int | None = nest
            else:
                row = self._conn.execute("SELECT id FROM nests WHERE hash = ?",
                                         (_nest_hash(nest)[0],)).fetchone()
                nest_id = row[0] if row else None
            if nest_id is None:
                return None
            hw_ids, exact = self._matching_hardware(hardware, similar_hardware)
            box[0] = self._best_by_nest([nest_id], hw_ids, exact).get(nest_id)
        return box[0]

    def _best_by_nest(self, nest_ids: Sequence[int], hw_ids: Sequence[int],
                      exact: set[int]) -> dict[int, BestRecipe]:
        if not nest_ids or not hw_ids:
            return {}
        from ..transform.recipe import Recipe

        conn = self._conn
        hw_list = ",".join(str(int(h)) for h in hw_ids)
        found: dict[int, BestRecipe] = {}
        for chunk in _chunks(list(nest_ids), 500):
            nest_list = ",".join(str(int(n)) for n in chunk)
            rows = conn.execute(
                "SELECT r.nest_id, n.hash, r.id, r.recipe, r.origin, m.hardware_id, m.time_s, "
                "m.baseline_s FROM measurements m JOIN recipes r ON r.id = m.recipe_id "
                f"JOIN nests n ON n.id = r.nest_id WHERE r.nest_id IN ({nest_list}) "
                f"AND m.hardware_id IN ({hw_list}) AND m.status = 'ok' AND m.verified = 1 "
                "AND NOT EXISTS (SELECT 1 FROM measurements bad WHERE bad.recipe_id = r.id "
                f"AND bad.hardware_id IN ({hw_list}) AND bad.status IN "
                f"({','.join(repr(s) for s in _DISQUALIFYING)}))").fetchall()
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
        excluded_hashes = {_nest_hash(x)[0] for x in exclude if not isinstance(x, int)}
        with self._reading("the similarity search", []) as box:
            hw_ids, exact = self._matching_hardware(hardware, similar_hardware)
            if not hw_ids:
                box[0] = []
                return box[0]
            hw_list = ",".join(str(int(h)) for h in hw_ids)
            rows = self._conn.execute(
                "SELECT n.id, n.hash, n.kernel, n.embedding FROM nests n WHERE "
                "n.embedding_dim = ? AND EXISTS (SELECT 1 FROM recipes r JOIN measurements m "
                "ON m.recipe_id = r.id WHERE r.nest_id = n.id AND m.status = 'ok' AND "
                f"m.verified = 1 AND m.hardware_id IN ({hw_list}))",
                (int(query.size),)).fetchall()
            rows = [r for r in rows if r[0] not in excluded_ids and r[1] not in excluded_hashes]
            box[0] = self._rank(query, rows, k, hw_ids, exact, min_similarity)
        return box[0]

    def _rank(self, query: np.ndarray, rows: list[tuple[Any, ...]], k: int,
              hw_ids: Sequence[int], exact: set[int],
              min_similarity: float | None) -> list[Neighbor]:
        if not rows:
            return []
        matrix = np.stack([np.frombuffer(r[3], dtype="<f4") for r in rows]).astype(np.float64)
        q = query.astype(np.float64)
        norms = np.linalg.norm(matrix, axis=1) * np.linalg.norm(q)
        sims = np.divide(matrix @ q, norms, out=np.zeros(len(rows)), where=norms > 0)
        # best recipes only for the candidates we may return: rank, then fetch lazily
        order = np.lexsort((np.arange(len(rows)), -sims))
        out: list[Neighbor] = []
        for start in range(0, len(order), max(k, 16)):
            idx = order[start:start + max(k, 16)]
            bests = self._best_by_nest([rows[i][0] for i in idx], hw_ids, exact)
            for i in idx:
                if min_similarity is not None and sims[i] < min_similarity:
                    return out
                b = bests.get(rows[i][0])
                if b is None:  # every verified recipe was disqualified
                    continue
                out.append(Neighbor(rows[i][0], rows[i][1], rows[i][2], float(sims[i]), b))
                if len(out) == k:
                    return out
        return out

    # ------------------------------------------------------------------ reporting
    def stats(self) -> dict[str, Any]:
        """Counts of every table, measurements by status and recipes by origin; the same
        records give the same stats in any file (nothing here depends on ids or paths)."""
        with self._lock:
            c = self._conn

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
        with self._lock:
            hw_ids, _ = self._matching_hardware(hardware, similar_hardware)
            if not hw_ids:
                return 0
            return int(self._conn.execute(
                "SELECT COUNT(*) FROM measurements WHERE hardware_id IN "
                f"({','.join(str(int(h)) for h in hw_ids)})").fetchone()[0])

    def measurements(self, nest: Any, recipe: Any,
                     hardware: int | str | Mapping[str, Any] | None = None) -> list[dict[str, Any]]:
        """Every measurement of ``recipe`` for ``nest`` on exactly ``hardware`` (default:
        this machine), oldest first, as dicts of the ``measurements`` columns. The search
        uses it to skip candidates measured before (resumption). Never writes."""
        with self._reading("the measurement lookup", []) as box:
            hw_ids, exact = self._matching_hardware(hardware, False)
            row = self._conn.execute(
                "SELECT r.id FROM recipes r JOIN nests n ON n.id = r.nest_id "
                "WHERE n.hash = ? AND r.recipe_hash = ?",
                (_nest_hash(nest)[0], _sha(_recipe_json(recipe)))).fetchone()
            if row is None or not exact:
                box[0] = []
                return box[0]
            cols = ("time_s", "spread_s", "repeats", "verified", "baseline_s", "status",
                    "reason", "threads", "created")
            rows = self._conn.execute(
                f"SELECT {', '.join(cols)} FROM measurements WHERE recipe_id = ? AND "
                f"hardware_id IN ({','.join(str(int(h)) for h in exact)}) ORDER BY created, id",
                (row[0],)).fetchall()
            box[0] = [dict(zip(cols, r, strict=True)) for r in rows]
        return box[0]

    # ------------------------------------------------------------------ export / import
    def export_jsonl(self, dest: str | os.PathLike[str] | IO[str]) -> int:
        """Write every record as JSON lines (``{"kind": "hardware"|"nest"|"recipe"|
        "measurement", ...}``), parents before children, after a ``header`` line; returns the
        number of records. Ids in the file only link its records to each other."""
        with _text_out(dest) as out, self._lock:
            c = self._conn
            out.write(_canonical({"kind": "header", "format": "loopcraft-recipes",
                                  "schema_version": SCHEMA_VERSION}) + "\n")
            n = 0
            for row in c.execute("SELECT id, fingerprint, description, probe, created "
                                 "FROM hardware ORDER BY id"):
                out.write(_canonical({
                    "kind": "hardware", "id": row[0], "fingerprint": row[1],
                    "description": json.loads(row[2]),
                    "probe": json.loads(row[3]) if row[3] else None, "created": row[4]}) + "\n")
                n += 1
            for row in c.execute("SELECT id, hash, kernel, features, embedding, embedding_dim, "
                                 "source, created FROM nests ORDER BY id"):
                emb = _embedding_array(row[4], row[5])
                out.write(_canonical({
                    "kind": "nest", "id": row[0], "hash": row[1], "kernel": row[2],
                    "features": json.loads(row[3]) if row[3] else None,
                    "embedding": None if emb is None else [float(x) for x in emb],
                    "source": row[6], "created": row[7]}) + "\n")
                n += 1
            for row in c.execute("SELECT id, nest_id, recipe, origin, created FROM recipes "
                                 "ORDER BY id"):
                out.write(_canonical({
                    "kind": "recipe", "id": row[0], "nest": row[1],
                    "recipe": json.loads(row[2]), "origin": row[3], "created": row[4]}) + "\n")
                n += 1
            for row in c.execute(
                    "SELECT uid, recipe_id, hardware_id, time_s, spread_s, repeats, verified, "
                    "baseline_s, status, reason, threads, created FROM measurements "
                    "ORDER BY id"):
                out.write(_canonical({
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

    def _import_hardware(self, conn: sqlite3.Connection, rec: dict[str, Any],
                         maps: dict[str, dict[int, int]]) -> int:
        desc = rec["description"]
        fp = hardware_fingerprint(desc)
        probe = rec.get("probe")
        cur = conn.execute(
            "INSERT OR IGNORE INTO hardware (fingerprint, compat_key, description, probe, "
            "created) VALUES (?, ?, ?, ?, ?)",
            (fp, hardware_compat_key(desc), _canonical(desc),
             None if probe is None else _canonical(probe), float(rec["created"])))
        if probe is not None:  # fill in probe results the local row lacks
            conn.execute("UPDATE hardware SET probe = ? WHERE fingerprint = ? AND probe IS NULL",
                         (_canonical(probe), fp))
        maps["hardware"][int(rec["id"])] = conn.execute(
            "SELECT id FROM hardware WHERE fingerprint = ?", (fp,)).fetchone()[0]
        return cur.rowcount

    def _import_nest(self, conn: sqlite3.Connection, rec: dict[str, Any],
                     maps: dict[str, dict[int, int]]) -> int:
        blob, dim = _embedding_blob(rec.get("embedding"))
        feats = rec.get("features")
        cur = conn.execute(
            "INSERT OR IGNORE INTO nests (hash, kernel, features, embedding, embedding_dim, "
            "source, created) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (str(rec["hash"]), rec.get("kernel"), None if feats is None else _canonical(feats),
             blob, dim, rec.get("source"), float(rec["created"])))
        maps["nest"][int(rec["id"])] = conn.execute(
            "SELECT id FROM nests WHERE hash = ?", (str(rec["hash"]),)).fetchone()[0]
        return cur.rowcount

    def _import_recipe(self, conn: sqlite3.Connection, rec: dict[str, Any],
                       maps: dict[str, dict[int, int]]) -> int:
        nest_id = _mapped(maps, "nest", rec["nest"])
        text = _recipe_json(rec["recipe"])
        cur = conn.execute(
            "INSERT OR IGNORE INTO recipes (nest_id, recipe, recipe_hash, origin, created) "
            "VALUES (?, ?, ?, ?, ?)",
            (nest_id, text, _sha(text), str(rec["origin"]), float(rec["created"])))
        maps["recipe"][int(rec["id"])] = conn.execute(
            "SELECT id FROM recipes WHERE nest_id = ? AND recipe_hash = ?",
            (nest_id, _sha(text))).fetchone()[0]
        return cur.rowcount

    def _import_measurement(self, conn: sqlite3.Connection, rec: dict[str, Any],
                            maps: dict[str, dict[int, int]]) -> int:
        status = rec["status"]
        if status not in STATUSES:
            raise ValueError(f"measurement status {status!r} is not one of {STATUSES}")
        cur = conn.execute(
            "INSERT OR IGNORE INTO measurements (uid, recipe_id, hardware_id, time_s, spread_s, "
            "repeats, verified, baseline_s, status, reason, threads, created) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
        with self._lock:  # the common case, already imported: no write lock taken
            row = self._conn.execute("SELECT value FROM meta WHERE key = 'seed'").fetchone()
        if row and row[0] == digest:
            return None
        with self.transaction() as conn:
            row = conn.execute("SELECT value FROM meta WHERE key = 'seed'").fetchone()
            if row and row[0] == digest:
                return None
            added = self.import_jsonl(path)
            conn.execute("INSERT OR REPLACE INTO meta VALUES ('seed', ?)", (digest,))
        return added

    # ------------------------------------------------------------------ pruning
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
            for chunk in _chunks(sorted(doomed), 500):
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
            with self._lock:
                self._conn.execute("VACUUM")
        return {"measurements": len(doomed), "recipes": len(recipes_gone), "nests": nests_gone}

    @staticmethod
    def _beyond_best(conn: sqlite3.Connection, keep: int) -> set[int]:
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
                if any(m[4] in _DISQUALIFYING for m in ms):
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


class _Rebuild(Exception):  # noqa: N818 - control flow inside RecipeDB._open only
    """The file is readable but of an older schema that no migration reads."""


# ---------------------------------------------------------------------------- helpers


def _nest_hash(nest: Any) -> tuple[str, str | None]:
    """(structural hash, printed IR or None) of a Program, or a hash given as a string."""
    if isinstance(nest, str):
        if not nest:
            raise ValueError("an empty string is not a nest hash")
        return nest, None
    from ..ir.hashing import structural_hash
    from ..ir.nodes import Program
    from ..ir.printer import format_program

    if not isinstance(nest, Program):
        raise TypeError(f"a nest is an ir.Program or its structural hash, got {nest!r:.80}")
    return structural_hash(nest), format_program(nest)


def _recipe_json(recipe: Any) -> str:
    """Canonical JSON of a Recipe, or of its JSON text/dict after validating it against the
    transformation registry (what the database stores must replay)."""
    from ..transform.recipe import Recipe

    if isinstance(recipe, str):
        recipe = Recipe.from_json(recipe)
    elif isinstance(recipe, dict):
        recipe = Recipe.from_dict(recipe)
    if not isinstance(recipe, Recipe):
        raise TypeError(f"expected a Recipe or its JSON, got {recipe!r:.80}")
    return recipe.to_json()


def _embedding_blob(embedding: Sequence[float] | np.ndarray | None
                    ) -> tuple[bytes | None, int | None]:
    if embedding is None:
        return None, None
    vec = np.asarray(embedding, dtype="<f4").ravel()
    if vec.size == 0 or not np.all(np.isfinite(vec)):
        raise ValueError("an embedding is a non-empty vector of finite numbers")
    return vec.tobytes(), int(vec.size)


def _embedding_array(blob: bytes | None, dim: int | None) -> np.ndarray | None:
    if blob is None:
        return None
    vec = np.frombuffer(blob, dtype="<f4").astype(np.float32)
    if dim is not None and vec.size != dim:
        raise RecipeDBError(f"stored embedding has {vec.size} values, expected {dim}")
    return vec


def _mapped(maps: dict[str, dict[int, int]], kind: str, old: Any) -> int:
    try:
        return maps[kind][int(old)]
    except KeyError:
        raise ValueError(f"refers to {kind} {old}, which no earlier line defines") from None


def _chunks(items: list[int], size: int) -> Iterator[list[int]]:
    for i in range(0, len(items), size):
        yield items[i:i + size]


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
