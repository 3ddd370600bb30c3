"""The results store of ``loopcraft bench --suite``: every run, appended to one SQLite file.

Why SQLite: a benchmark is only useful over time -- "did this commit make 2mm slower?" needs the
numbers of earlier runs, with the machine and the versions they were taken with. Each run is one
row of ``runs``; each (kernel, peer) measurement of it one row of ``results``, written as soon as
it is measured (a run that dies half-way keeps what it measured; its ``finished`` stays NULL).
Reports are rebuilt from the store (:func:`load_run`), never from memory only.

A run in memory (and in ``results.json``) is ``{"meta": {...}, "results": [row, ...]}``; a row is
``{"kernel", "category", "style", "peer", "result": ImplResult.to_json(), "machine",
"versions", "load1"}``. :func:`load` reads either form back, from a run id, a ``.sqlite`` file
(its last run, or ``FILE:ID``) or a ``results.json``.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

__all__ = ["SCHEMA_VERSION", "Store", "load"]

#: Bumped when the tables change; stored as ``PRAGMA user_version``.
SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS runs (
    run_id      INTEGER PRIMARY KEY AUTOINCREMENT,
    started     TEXT NOT NULL,
    finished    TEXT,
    suite       TEXT NOT NULL,
    size        TEXT NOT NULL,
    threads     INTEGER,
    peers       TEXT NOT NULL,   -- JSON list, in report order
    kernels     TEXT NOT NULL,   -- JSON list
    machine     TEXT NOT NULL,   -- JSON: loopcraft.target.hardware.describe()
    versions    TEXT NOT NULL,   -- JSON: python, numpy, loopcraft, every peer's packages
    options     TEXT NOT NULL,   -- JSON: the run's options
    git_commit  TEXT,
    load_start  REAL,
    load_end    REAL,
    wall_s      REAL
);
CREATE TABLE IF NOT EXISTS results (
    run_id       INTEGER NOT NULL REFERENCES runs(run_id),
    kernel       TEXT NOT NULL,
    category     TEXT,
    style        TEXT,
    peer         TEXT NOT NULL,
    status       TEXT NOT NULL,  -- ok | error | mismatch | crashed | timeout | unavailable
    reason       TEXT,
    mode         TEXT,
    compile_s    REAL,           -- build step + first call: the wait for the first result
    median_s     REAL,
    ci_low_s     REAL,
    ci_high_s    REAL,
    result       TEXT NOT NULL,  -- JSON: the whole ImplResult (samples, detail, extra)
    machine      TEXT,           -- JSON, as seen by the worker that measured it
    versions     TEXT,           -- JSON, as seen by the worker that measured it
    load1        REAL,
    PRIMARY KEY (run_id, kernel, peer)
);
"""

_RUN_JSON = ("peers", "kernels", "machine", "versions", "options")


class Store:
    """One SQLite results file (created on first use)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(self.path))
        self.db.row_factory = sqlite3.Row
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version not in (0, SCHEMA_VERSION):
            raise ValueError(f"{self.path}: results schema {version}, this loopcraft reads "
                             f"{SCHEMA_VERSION}")
        self.db.executescript(_SCHEMA)
        self.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        self.db.commit()

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ----------------------------------------------------------------------- writing
    def begin_run(self, meta: dict[str, Any]) -> int:
        """Append a run (``finished`` NULL until :meth:`finish_run`); return its id."""
        cols = ["started", "suite", "size", "threads", "git_commit", "load_start", *_RUN_JSON]
        vals = [meta.get(c) for c in cols[:6]] + [json.dumps(meta.get(c)) for c in _RUN_JSON]
        cur = self.db.execute(
            f"INSERT INTO runs ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})", vals)
        self.db.commit()
        assert cur.lastrowid is not None
        return cur.lastrowid

    def add_result(self, run_id: int, row: dict[str, Any]) -> None:
        """Record one (kernel, peer) measurement of ``run_id`` (replacing a previous one)."""
        res = row["result"]
        t = res.get("timing") or {}
        self.db.execute(
            "INSERT OR REPLACE INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            "?, ?)",
            (run_id, row["kernel"], row.get("category"), row.get("style"), row["peer"],
             res["status"], res.get("reason"), res.get("mode"), res.get("compile_s"),
             t.get("median"), t.get("ci_low"), t.get("ci_high"), json.dumps(res),
             json.dumps(row.get("machine")), json.dumps(row.get("versions")), row.get("load1")))
        self.db.commit()

    def finish_run(self, run_id: int, finished: str, load_end: float | None,
                   wall_s: float) -> None:
        self.db.execute("UPDATE runs SET finished = ?, load_end = ?, wall_s = ? "
                        "WHERE run_id = ?", (finished, load_end, wall_s, run_id))
        self.db.commit()

    # ----------------------------------------------------------------------- reading
    def run_ids(self) -> list[int]:
        return [r[0] for r in self.db.execute("SELECT run_id FROM runs ORDER BY run_id")]

    def runs(self) -> list[dict[str, Any]]:
        """One line per run (for ``--list-runs``), oldest first."""
        rows = self.db.execute(
            "SELECT r.run_id, r.started, r.finished, r.suite, r.size, r.threads, r.peers, "
            "COUNT(x.kernel) AS n, SUM(x.status = 'ok') AS ok FROM runs r "
            "LEFT JOIN results x ON x.run_id = r.run_id GROUP BY r.run_id ORDER BY r.run_id")
        return [{**dict(r), "peers": json.loads(r["peers"])} for r in rows]

    def load_run(self, run_id: int | None = None) -> dict[str, Any]:
        """The run ``run_id`` (default: the last one) as ``{"meta": ..., "results": [...]}``."""
        if run_id is None:
            ids = self.run_ids()
            if not ids:
                raise KeyError(f"{self.path} holds no run")
            run_id = ids[-1]
        r = self.db.execute("SELECT * FROM runs WHERE run_id = ?", (run_id,)).fetchone()
        if r is None:
            raise KeyError(f"{self.path} has no run {run_id}; runs: {self.run_ids()}")
        meta = dict(r)
        for c in _RUN_JSON:
            meta[c] = json.loads(meta[c])
        results = [
            {"kernel": x["kernel"], "category": x["category"], "style": x["style"],
             "peer": x["peer"], "result": json.loads(x["result"]),
             "machine": json.loads(x["machine"]) if x["machine"] else None,
             "versions": json.loads(x["versions"]) if x["versions"] else None,
             "load1": x["load1"]}
            for x in self.db.execute("SELECT * FROM results WHERE run_id = ?", (run_id,))]
        return {"meta": meta, "results": results}


def load(ref: str, default_db: str | Path | None = None) -> dict[str, Any]:
    """A run named on the command line.

    ``ref`` is a run id in ``default_db`` (``"12"``), a results file (``results.json``; a
    ``.sqlite`` file means its last run) or ``FILE.sqlite:ID``.
    """
    if ref.isdigit():
        if default_db is None:
            raise ValueError(f"run id {ref} given without a results database")
        with Store(default_db) as s:
            return s.load_run(int(ref))
    path, _, rid = ref.rpartition(":") if ref.rpartition(":")[2].isdigit() else (ref, "", "")
    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(f"no results file {p}")
    if p.suffix == ".json":
        data = json.loads(p.read_text())
        if "results" not in data or "meta" not in data:
            raise ValueError(f"{p} is not a results file of loopcraft bench --suite")
        return data
    with Store(p) as s:
        return s.load_run(int(rid) if rid else None)
