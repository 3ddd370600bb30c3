"""What is particular to each engine of the recipe database: the database is chosen by its
URL; a PostgreSQL schema is created and migrated once under the advisory lock, and an old or
newer one is refused, never rebuilt; an SQLite file of schema 1 is migrated; a server that
cannot be reached is a clear error (a warning on the compile path); and ``loopcraft db
migrate`` copies SQLite -> PostgreSQL -> SQLite with nothing lost."""

from __future__ import annotations

import gc
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import loopcraft
from loopcraft import Recipe, Step
from loopcraft.tuning.db import database as dbmod
from loopcraft.tuning.db import postgres as pgmod
from loopcraft.tuning.db.copying import table_sums
from loopcraft.tuning.db.cost_features import load_cost_features, save_cost_features
from loopcraft.tuning.db.database import SCHEMA_VERSION, RecipeDB, RecipeDBError
from loopcraft.tuning.db.store import TABLES

from .test_database import TILE, fill, run_cli

# ---------------------------------------------------------------------------- choosing


def test_the_url_chooses_the_engine(postgres_cluster: Any, tmp_path: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    url = postgres_cluster.new_database()
    monkeypatch.setattr(loopcraft.config.config, "db", url)  # as LOOPCRAFT_DB=url sets it
    assert dbmod.default_db_path() == url
    with RecipeDB() as db:
        assert db.store.engine == "postgresql" and db.path is None
        assert db.location == url
        db.add_nest("n")
    with RecipeDB(tmp_path / "x.sqlite") as db:
        assert db.store.engine == "sqlite" and db.path == tmp_path / "x.sqlite"
    with pytest.raises(RecipeDBError, match="unknown recipe database URL scheme 'mysql'"):
        RecipeDB("mysql://u:pw@host/db")


def test_an_unreachable_server_is_a_clear_error(tmp_path: Path) -> None:
    url = f"postgresql://me:s3cret@/recipes?host={tmp_path}&port=1"  # no server there
    with pytest.raises(RecipeDBError, match="cannot connect to the recipe database") as err:
        RecipeDB(url)
    assert "s3cret" not in str(err.value) and "me:***@" in str(err.value)
    with pytest.warns(RuntimeWarning, match="not used: cannot connect"):
        assert RecipeDB.try_open_default(url) is None  # the compile path carries on


# ---------------------------------------------------------------------------- schema versions


def _set_version(db: RecipeDB, version: int) -> None:
    with db.store.transaction() as c:
        c.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(version),))


def test_postgres_migrates_once_under_the_advisory_lock(postgres_cluster: Any,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    url = postgres_cluster.new_database()
    with RecipeDB(url) as db:
        db.add_nest("kept")
        with db.store.transaction() as c:
            c.execute("DROP TABLE cost_features")
        _set_version(db, 1)
    # no migration from version 1: refused, and the shared database is left as it is
    with pytest.raises(RecipeDBError, match="schema version 1, older .* no migration"):
        RecipeDB(url)
    calls: list[int] = []

    def to_2(conn: Any) -> None:
        calls.append(1)
        time.sleep(0.3)  # a slow migration: the other openers arrive while it runs
        conn.execute("CREATE TABLE cost_features (tag TEXT NOT NULL, nest_hash TEXT NOT NULL, "
                     "recipe_hash TEXT NOT NULL, value TEXT NOT NULL, "
                     "PRIMARY KEY (tag, nest_hash, recipe_hash))")

    monkeypatch.setattr(pgmod, "_MIGRATIONS", {1: to_2})
    barrier, opened, errors = threading.Barrier(6), [], []

    def open_it() -> None:
        barrier.wait()
        try:
            with RecipeDB(url) as db:
                opened.append(db.nest("kept") is not None)
        except Exception as exc:  # noqa: BLE001 - collected and asserted below
            errors.append(exc)

    threads = [threading.Thread(target=open_it) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert errors == [] and opened == [True] * 6
    assert calls == [1]  # once, whoever got the lock first
    with RecipeDB(url) as db:
        assert db.stats()["schema_version"] == SCHEMA_VERSION
        _set_version(db, SCHEMA_VERSION + 1)
    with pytest.raises(RecipeDBError, match=f"schema version {SCHEMA_VERSION + 1}, newer"):
        RecipeDB(url)
    with pytest.raises(RecipeDBError, match="newer"):
        RecipeDB(url, readonly=True)


def test_postgres_refuses_foreign_tables(postgres_cluster: Any) -> None:
    import psycopg

    url = postgres_cluster.new_database()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("CREATE TABLE nests (x int)")  # another application's table
    with pytest.raises(RecipeDBError, match="already has tables named nests"):
        RecipeDB(url)


def test_an_sqlite_file_of_schema_1_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    with RecipeDB(path) as db:
        db.add_nest("kept")
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE cost_features")
    conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    with pytest.warns(RuntimeWarning, match="migrated from schema version 1 to 2"):
        db = RecipeDB(path)
    with db:
        assert db.nest("kept") is not None
        save_cost_features(db, "tag", {("kept", "r"): ([1.0, 2.0], 0.5, "3x4")})
        assert load_cost_features(db, "tag", {"kept"}) == {("kept", "r"): ([1.0, 2.0], 0.5,
                                                                           "3x4")}


# ---------------------------------------------------------------------------- migrate


def _fill_all(db: RecipeDB) -> None:
    """Every kind of record, cost features and embeddings that float32 rounds included."""
    fill(db)
    db.add_nest("n0", embedding=np.array([0.1, 1 / 3, -2.5e-8], dtype=np.float64))
    save_cost_features(db, "t1", {("n0", "r0"): ([0.1, 1e300, -3.0], 1 / 3, "3x4"),
                                  ("n1", "r1"): ()})


def _migrate(src: str, dst: str) -> tuple[int, str]:
    return run_cli("db", "migrate", src, dst)


def test_migrate_between_sqlite_and_postgres_loses_nothing(postgres_cluster: Any,
                                                           tmp_path: Path) -> None:
    first, back = str(tmp_path / "first.sqlite"), str(tmp_path / "back.sqlite")
    server = postgres_cluster.new_database()
    with RecipeDB(first) as db:
        _fill_all(db)
        want, want_stats = table_sums(db), db.stats()
        query = db.nest("n0")["embedding"]  # type: ignore[index]
        want_near = [(n.nest_hash, n.similarity, n.recipe) for n in db.nearest(query, 5)]
    assert want["measurements"].rows == 15 and want["cost_features"].rows == 2
    for src, dst in ((first, server), (server, back)):  # SQLite -> PostgreSQL -> SQLite
        status, text = _migrate(src, dst)
        assert status == 0, text
        for t in TABLES:  # counts and checksums of both sides, identical
            line = next(ln for ln in text.splitlines() if ln.startswith(t + " "))
            assert line.split() == [t, str(want[t].rows), want[t].checksum,
                                    str(want[t].rows), want[t].checksum, "same"]
        with RecipeDB(dst) as db:
            assert table_sums(db) == want and db.stats() == want_stats
            assert [(n.nest_hash, n.similarity, n.recipe)
                    for n in db.nearest(query, 5)] == want_near
            assert db.best("n3").recipe == TILE  # type: ignore[union-attr]
    status, text = _migrate(first, server)  # again: nothing to add, still the same
    assert status == 0 and "copied" in text and ": 0 hardware, 0 nest, 0 recipe, " in text


def test_migrate_reports_what_the_destination_lacks(tmp_path: Path, postgres_cluster: Any
                                                    ) -> None:
    src, dst = str(tmp_path / "src.sqlite"), postgres_cluster.new_database()
    with RecipeDB(src) as db:
        _fill_all(db)
    with RecipeDB(dst) as db:  # the same nest hash, other content: import keeps this one
        db.add_nest("n2", kernel="not k2")
        db.add_recipe(db.add_nest("n2"), Recipe([Step("unroll", "k", factor=3)]), "x")
    status, text = _migrate(src, dst)
    assert status == 1
    line = next(ln for ln in text.splitlines() if ln.startswith("nests "))
    assert line.endswith("1 source row(s) MISSING")


# ---------------------------------------------------------------------------- processes, threads


def _child_writes(db: RecipeDB) -> None:
    db.add_nest("child")  # through a pool of its own: the parent's is not usable here
    db.close()
    gc.collect()  # the parent's connections, copied here, must not be closed from here


def test_postgres_store_after_fork_and_across_threads(postgres_cluster: Any) -> None:
    import multiprocessing

    with RecipeDB(postgres_cluster.new_database()) as db:
        db.add_nest("parent")
        child = multiprocessing.get_context("fork").Process(target=_child_writes, args=(db,))
        child.start()
        child.join(60)
        assert child.exitcode == 0
        assert db.nest("child") is not None
        db.add_nest("after")  # the parent's pool is unharmed by the child's exit
        # threads share one RecipeDB; each thread's transaction is its own
        errors: list[BaseException] = []

        def write(t: int) -> None:
            try:
                for j in range(20):
                    db.record(f"t{t}-{j}", TILE, time_s=0.5, baseline_s=1.0, verified=True)
            except BaseException as exc:  # noqa: BLE001 - asserted below
                errors.append(exc)

        threads = [threading.Thread(target=write, args=(t,)) for t in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        assert errors == []
        assert db.stats()["measurements"] == 6 * 20 and db.stats()["nests"] == 3 + 6 * 20


def test_postgres_store_survives_a_server_restart(postgres_cluster: Any) -> None:
    with RecipeDB(postgres_cluster.new_database()) as db:
        db.record("before", TILE, time_s=0.5, baseline_s=1.0, verified=True)
        postgres_cluster.restart()  # the pooled connection is dead now
        db.record("after", TILE, time_s=0.5, baseline_s=1.0, verified=True)
        assert db.best("before") is not None and db.best("after") is not None


def test_writes_during_a_server_restart_are_retried_and_stored_once(
        postgres_cluster: Any) -> None:
    """A writer keeps recording while the server restarts: the writes in flight or refused
    meanwhile are run again once it is back, each stored once (the measurement's uid)."""
    import threading

    url = postgres_cluster.new_database()
    written: list[int] = []
    errors: list[BaseException] = []
    restarted = threading.Event()

    def writer() -> None:
        try:
            with RecipeDB(url) as db:
                k = 0
                while not restarted.is_set() or k < len(written) + 20:
                    written.append(db.record(f"n{k % 7}", TILE, time_s=0.5, baseline_s=1.0,
                                             verified=True))
                    k += 1
                    if k > 5000:
                        break
        except BaseException as e:  # noqa: BLE001 - reported by the assertion below
            errors.append(e)

    t = threading.Thread(target=writer)
    t.start()
    while len(written) < 20 and t.is_alive():
        time.sleep(0.01)
    postgres_cluster.restart()
    restarted.set()
    t.join(120)
    assert not errors, errors
    with RecipeDB(url) as db:
        assert db.stats()["measurements"] == len(written) == len(set(written))


def test_a_read_only_postgres_store_is_read_only_on_the_server(postgres_cluster: Any) -> None:
    import psycopg

    url = postgres_cluster.new_database()
    with RecipeDB(url) as db:
        db.record("n", TILE, time_s=0.5, baseline_s=1.0, verified=True)
    with RecipeDB(url, readonly=True) as ro:
        assert ro.best("n").recipe == TILE  # type: ignore[union-attr]
        with pytest.raises(RecipeDBError, match="read-only"):
            ro.add_nest("m")
        with ro.store.connection() as c, pytest.raises(psycopg.errors.ReadOnlySqlTransaction):
            c.execute("DELETE FROM measurements")
        assert ro.stats()["measurements"] == 1


def test_a_deadlocked_write_is_run_again(postgres_cluster: Any) -> None:
    """Two writers lock two nests in opposite orders: the server aborts one of them as the
    deadlock's victim, and ``retrying`` runs it again, so both complete."""
    with RecipeDB(postgres_cluster.new_database()) as db:
        db.add_nest("a")
        db.add_nest("b")
        barrier, runs, errors = threading.Barrier(2), [0, 0], []

        def writer(i: int, first: str, second: str) -> None:
            def body(conn: Any) -> None:
                runs[i] += 1
                conn.execute("UPDATE nests SET kernel = ? WHERE hash = ?", (f"w{i}", first))
                if runs[i] == 1:
                    barrier.wait(10)  # both hold their first row: now a cycle
                conn.execute("UPDATE nests SET kernel = ? WHERE hash = ?", (f"w{i}", second))

            try:
                db.store.retrying(body)
            except Exception as exc:  # noqa: BLE001 - asserted below
                errors.append(exc)

        threads = [threading.Thread(target=writer, args=(0, "a", "b")),
                   threading.Thread(target=writer, args=(1, "b", "a"))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(60)
        assert errors == [] and sorted(runs) == [1, 2]  # the victim ran twice
        kernels = {db.nest(h)["kernel"] for h in ("a", "b")}  # type: ignore[index]
        assert len(kernels) == 1  # both rows written by whichever committed last
