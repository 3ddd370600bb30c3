"""Where the recipe database keeps its tables: one small interface, one module per engine.

The queries (:mod:`.database`, :mod:`.exchange`, :mod:`.copy`) are written once, in the SQL
that SQLite and PostgreSQL both speak (``?`` placeholders, ``INSERT ... ON CONFLICT``,
``RETURNING``), against a :class:`Store`. What differs between engines -- connecting, column
types, schema versions and migrations, locking, damaged files, how an embedding is stored --
lives in the engine's module and nowhere else: :class:`~.sqlite_file.SQLiteFile` (one file,
the default) and :class:`~.postgres.PostgresStore` (a shared server, chosen by a
``postgresql://`` URL). A new engine is a module and one line in :data:`_ENGINES`.
"""

from __future__ import annotations

import importlib
import os
import re
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any, Protocol, TypeVar

import numpy as np

from ...errors import LoopcraftError

__all__ = ["Store", "Conn", "RecipeDBError", "SCHEMA_VERSION", "BUSY_TIMEOUT_S", "TABLES",
           "open_store", "is_database_url", "mask_url", "default_db_path", "DB_FILENAME"]

#: Bumped on every incompatible change of the tables (each engine's module holds its DDL and
#: its migrations). A database of a newer version is refused (an older loopcraft must not
#: scribble on a newer schema). Version 2 added ``cost_features``.
SCHEMA_VERSION = 2

#: Seconds a writer waits for another writer (SQLite's lock, a free pooled connection).
BUSY_TIMEOUT_S = 60.0

#: The record tables, parents first (the order a copy writes them in).
TABLES = ("hardware", "nests", "recipes", "measurements", "cost_features")


T = TypeVar("T")


class RecipeDBError(LoopcraftError):
    """The recipe database cannot be used as asked (newer schema, read-only, bad import,
    unreachable server)."""


class Conn(Protocol):
    """A connection the queries use: ``execute`` takes ``?`` placeholders and returns a
    cursor (``fetchone``, ``fetchall``, iteration, ``rowcount``)."""

    def execute(self, sql: str, params: Sequence[Any] = ...) -> Any: ...


class Store(Protocol):
    """The storage of one recipe database.

    ``connection()`` is for reads; inside a ``transaction()`` of the same thread it is that
    transaction's connection. ``reading(what)`` is ``connection()`` for a lookup that must not
    take the program down: where the engine can detect a damaged database it warns and the
    ``with`` block ends early (the caller's preset miss stands). ``transaction()`` commits all
    or nothing; nested blocks join the outer one. ``snapshot()`` is a read transaction:
    every statement in it sees the same state of the database. ``retrying(body)`` runs
    ``body(conn)`` in a transaction and, where the engine can give a transaction up for a
    conflict with another writer (a deadlock), runs it again; ``body`` must be safe to repeat.
    """

    engine: str
    location: str
    readonly: bool

    def connection(self) -> AbstractContextManager[Conn]: ...
    def reading(self, what: str) -> AbstractContextManager[Conn]: ...
    def transaction(self) -> AbstractContextManager[Conn]: ...
    def snapshot(self) -> AbstractContextManager[Conn]: ...
    def retrying(self, body: Callable[[Conn], T]) -> T: ...
    def embedding_param(self, vec: np.ndarray | None) -> Any: ...
    def embedding_value(self, raw: Any) -> np.ndarray | None: ...
    def vacuum(self) -> None: ...
    def close(self) -> None: ...


#: URL scheme -> (module, class) of its engine, imported when first used (an engine's module
#: imports this one); a location without a scheme is an SQLite file path.
_ENGINES = {
    "postgresql": (".postgres", "PostgresStore"),
    "postgres": (".postgres", "PostgresStore"),
}
_FILE_ENGINE = (".sqlite_file", "SQLiteFile")

_SCHEME = re.compile(r"^([a-z][a-z0-9+.-]*)://", re.IGNORECASE)


def is_database_url(location: str | os.PathLike[str]) -> bool:
    """True for a URL of a database server (``postgresql://...``), False for a file path."""
    m = _SCHEME.match(str(location)) if isinstance(location, str) else None
    return bool(m) and m.group(1).lower() in _ENGINES  # type: ignore[union-attr]


def mask_url(url: str) -> str:
    """``url`` without its password, for messages and reports."""
    return re.sub(r"^([^:/]+://[^:/@]*):[^@]*@", r"\1:***@", url)


#: The file name of the database inside the cache directory.
DB_FILENAME = "recipes.sqlite"


def default_db_path() -> Path | str:
    """``config.db`` (``LOOPCRAFT_DB``) if set -- a file path, or the URL of a database
    server (``postgresql://...``, returned as it is) -- else ``<cache_dir>/recipes.sqlite``;
    read at call time so ``loopcraft.config.patch(db=..., cache_dir=...)`` applies."""
    from ...config import config

    if config.db:
        return config.db if is_database_url(config.db) else Path(config.db).expanduser()
    return Path(config.cache_dir) / DB_FILENAME


def open_store(location: str | os.PathLike[str], readonly: bool, timeout: float,
               on_reset: Callable[[], None]) -> Store:
    """The store of ``location``: a server URL (by its scheme) or an SQLite file path.
    ``on_reset`` is called when the store starts over on a fresh database (ids cached by
    the caller then mean nothing)."""
    m = _SCHEME.match(location) if isinstance(location, str) else None
    if m and m.group(1).lower() not in _ENGINES:
        raise RecipeDBError(f"unknown recipe database URL scheme {m.group(1)!r} in "
                            f"{mask_url(str(location))!r}; use a file path or "
                            "postgresql://user@host/dbname")
    module, cls = _ENGINES[m.group(1).lower()] if m else _FILE_ENGINE
    engine = getattr(importlib.import_module(module, __package__), cls)
    return engine(location if m else Path(location), readonly=readonly, timeout=timeout,
                  on_reset=on_reset)
