"""The SQLite file under the recipe database: schema, versions, transactions, damage.

Storage is one SQLite file (stdlib ``sqlite3``) in WAL mode: readers never block the writer,
and every write is one ``BEGIN IMMEDIATE`` transaction that waits (``busy_timeout``) for the
write lock, so several tuning processes can share one file without losing a record.

A damaged file must not take the user's program down ("a corrupt entry is a miss with a
warning"): a file SQLite cannot read is moved aside with a warning and a fresh database is
started; a read that meets corruption later is a miss with a warning. This module knows
nothing of what the tables mean; :mod:`.database` does. It is one of the engines behind
:class:`~.store.Store`.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from .store import BUSY_TIMEOUT_S, SCHEMA_VERSION, RecipeDBError

__all__ = ["SQLiteFile"]

T = TypeVar("T")

# A file of an older version is migrated when every step is registered in ``_MIGRATIONS``,
# else moved aside and rebuilt with a warning (a file is the user's own cache of results).

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS hardware (
    id          INTEGER PRIMARY KEY,
    fingerprint TEXT NOT NULL UNIQUE,
    compat_key  TEXT NOT NULL,
    description TEXT NOT NULL,   -- JSON: loopcraft.target.hardware.describe()
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
CREATE TABLE IF NOT EXISTS cost_features (
    tag         TEXT NOT NULL,            -- feature version, names and machine roofs
    nest_hash   TEXT NOT NULL,
    recipe_hash TEXT NOT NULL,
    value       TEXT NOT NULL,            -- JSON: [design row, predicted s, shapes] or []
    PRIMARY KEY (tag, nest_hash, recipe_hash)
);
"""

_COST_FEATURES = _SCHEMA[_SCHEMA.index("CREATE TABLE IF NOT EXISTS cost_features"):]

#: ``from_version -> function(conn)`` upgrading a file one version.
_MIGRATIONS: dict[int, Callable[[sqlite3.Connection], Any]] = {
    1: lambda conn: conn.execute(_COST_FEATURES),  # the cost model's derived rows
}


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


class SQLiteFile:
    """One recipe database file, opened, versioned and guarded: the SQLite :class:`Store
    <.store.Store>`. ``readonly=True`` opens an existing file without ever writing to it;
    writes then raise :class:`RecipeDBError`. Calls are serialized by a lock, and after
    ``fork`` the child reopens the file instead of reusing the parent's connection.
    """

    engine = "sqlite"

    def __init__(self, path: str | os.PathLike[str], readonly: bool = False,
                 timeout: float = BUSY_TIMEOUT_S,
                 on_reset: Callable[[], None] = lambda: None) -> None:
        self.path = Path(path).expanduser()
        self.location = str(self.path)
        self.readonly = readonly
        self.timeout = timeout
        self._on_reset = on_reset
        self._lock = threading.RLock()
        self._depth = 0  # nesting of transaction() blocks
        self._conn_obj: sqlite3.Connection | None = None
        self._pid = os.getpid()
        self._open()

    @staticmethod
    def embedding_param(vec: np.ndarray | None) -> bytes | None:
        return None if vec is None else np.asarray(vec, dtype="<f4").tobytes()

    @staticmethod
    def embedding_value(raw: bytes | None) -> np.ndarray | None:
        return None if raw is None else np.frombuffer(raw, dtype="<f4").astype(np.float32)

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
                          stacklevel=5)
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
                      f"version {version} to {SCHEMA_VERSION}", RuntimeWarning, stacklevel=5)
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
                      f"{why}; starting a fresh one", RuntimeWarning, stacklevel=6)

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

    def __repr__(self) -> str:
        ro = ", readonly=True" if self.readonly else ""
        return f"{type(self).__name__}({str(self.path)!r}{ro})"

    @contextlib.contextmanager
    def connection(self) -> Iterator[sqlite3.Connection]:
        """The connection, for reads (under the lock: one statement at a time)."""
        with self._lock:
            yield self._conn

    @contextlib.contextmanager
    def snapshot(self) -> Iterator[sqlite3.Connection]:
        """The connection inside a read transaction: every statement sees the same state of
        the file, however other processes write meanwhile (an export, a copy)."""
        with self._lock:
            conn = self._conn
            if conn.in_transaction:
                yield conn
                return
            conn.execute("BEGIN")
            try:
                yield conn
            finally:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("COMMIT")

    def retrying(self, body: Callable[[sqlite3.Connection], T]) -> T:
        """``body(conn)`` in one transaction. ``BEGIN IMMEDIATE`` takes the write lock up
        front, so SQLite never gives a transaction up half-way: nothing to run again."""
        with self.transaction() as conn:
            return body(conn)

    def vacuum(self) -> None:
        """Compact the file."""
        with self._lock:
            self._conn.execute("VACUUM")

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
        self._on_reset()
        self._quarantine(f"it is damaged ({exc})")
        self._open()

    @contextlib.contextmanager
    def reading(self, what: str) -> Iterator[sqlite3.Connection]:
        """The connection for a lookup; on a damaged file, warn and end the ``with`` block
        early, so the caller's preset miss stands."""
        with self._lock:
            try:
                yield self._conn
            except sqlite3.DatabaseError as exc:
                if not _is_corruption(exc):
                    raise
                warnings.warn(f"loopcraft: recipe database {self.path} is damaged ({exc}); "
                              f"{what} is treated as a miss", RuntimeWarning, stacklevel=4)
                self._reset_after_corruption(exc)


class _Rebuild(Exception):  # noqa: N818 - control flow inside SQLiteFile._open only
    """The file is readable but of an older schema that no migration reads."""

