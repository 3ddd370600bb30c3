"""Throughput of the recipe server's ``GET /neighbours`` on a database of generated records.

Why generated records: the question is how the server scales with the size of a team's
database, long before a team has measured 100k nests. Each record is a nest (a random
unit-norm embedding of the real dimension, and the features of a real seed nest, so that
answers carry what real answers carry), one recipe from the seed and one verified
measurement on this machine; they are added with :meth:`RecipeDB.import_jsonl`, as the
server's own writes are.

The server runs as ``loopcraft serve`` in its own process; ``--clients`` threads each send
queries (the embedding of a random stored nest, slightly perturbed, and this machine) for
``--seconds``, one at a time. Reported: requests per second over the whole run, and the
latency percentiles of single requests, next to :meth:`RecipeDB.nearest` timed in-process on
the same file (what each request costs without HTTP).

    python -m loopcraft_bench.experiments.server_throughput --records 100000 --seconds 20
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
import uuid
from pathlib import Path
from typing import Any

import numpy as np

from loopcraft.analysis.features import EMBEDDING_DIM
from loopcraft.target.hardware import describe
from loopcraft.tuning.db.database import SEED_PATH, RecipeDB
from loopcraft.tuning.db.records import canonical
from loopcraft.tuning.server.auth import hash_token
from loopcraft.tuning.server.schema import hardware_subset


def _seed_examples() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The smallest seed nest's features and the seed's recipes."""
    recs = [json.loads(line) for line in SEED_PATH.read_text().splitlines() if line.strip()]
    nests = [r for r in recs if r["kind"] == "nest" and r.get("features")]
    small = min(nests, key=lambda r: len(canonical(r["features"])))
    return small["features"], [r["recipe"] for r in recs if r["kind"] == "recipe"]


def generate(path: Path, n: int, seed: int = 0) -> float:
    """``n`` records into a new database at ``path``; returns the seconds it took."""
    t0 = time.perf_counter()
    rng = np.random.default_rng(seed)
    features, recipes = _seed_examples()
    machine = hardware_subset(describe())
    tmp = path.with_suffix(".jsonl")
    with tmp.open("w") as out:
        out.write(canonical({"kind": "header", "format": "loopcraft-recipes",
                             "schema_version": 1}) + "\n")
        out.write(canonical({"kind": "hardware", "id": 1, "description": machine,
                             "probe": None, "created": time.time()}) + "\n")
        for i in range(1, n + 1):
            emb = rng.standard_normal(EMBEDDING_DIM)
            emb /= np.linalg.norm(emb)
            base = float(rng.uniform(1e-5, 1e-2))
            out.write(canonical({"kind": "nest", "id": i, "hash": uuid.UUID(int=i).hex * 2,
                                 "kernel": f"k{i}", "features": features,
                                 "embedding": [round(float(x), 6) for x in emb],
                                 "source": None, "created": time.time()}) + "\n")
            out.write(canonical({"kind": "recipe", "id": i, "nest": i,
                                 "recipe": recipes[i % len(recipes)], "origin": "search",
                                 "created": time.time()}) + "\n")
            out.write(canonical({"kind": "measurement", "uid": uuid.uuid4().hex, "recipe": i,
                                 "hardware": 1, "time_s": base / rng.uniform(1.0, 3.0),
                                 "spread_s": None, "repeats": 10, "verified": True,
                                 "baseline_s": base, "status": "ok", "reason": None,
                                 "threads": 2, "created": time.time()}) + "\n")
    with RecipeDB(path) as db:
        db.import_jsonl(tmp)
    tmp.unlink()
    return time.perf_counter() - t0


def _queries(path: Path, count: int, seed: int = 1) -> list[np.ndarray]:
    """Embeddings near stored ones (a new nest resembles some stored nest)."""
    import sqlite3

    rng = np.random.default_rng(seed)
    conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    rows = conn.execute("SELECT embedding FROM nests ORDER BY random() LIMIT ?",
                        (count,)).fetchall()
    conn.close()
    out = []
    for (blob,) in rows:
        v = np.frombuffer(blob, dtype="<f4").astype(np.float64)
        v = v + 0.05 * rng.standard_normal(v.size)
        out.append(v / np.linalg.norm(v))
    return out


def _percentiles(xs: list[float]) -> dict[str, float]:
    a = np.asarray(xs) * 1e3
    return {"p50_ms": float(np.percentile(a, 50)), "p99_ms": float(np.percentile(a, 99)),
            "mean_ms": float(a.mean()), "n": int(a.size)}


def in_process(path: Path, queries: list[np.ndarray], k: int) -> dict[str, float]:
    """:meth:`RecipeDB.nearest` itself, timed on the same file and queries."""
    lat = []
    machine = hardware_subset(describe())  # as the server is asked: a description
    with RecipeDB(path, readonly=True) as db:
        for q in queries:
            t = time.perf_counter()
            db.nearest(q, k, machine, similar_hardware=True)
            lat.append(time.perf_counter() - t)
    return _percentiles(lat)


def over_http(path: Path, queries: list[np.ndarray], k: int, clients: int, seconds: float,
              port: int) -> dict[str, float]:
    import httpx

    env = {**os.environ, "LOOPCRAFT_SERVER_TOKEN_HASHES": hash_token(uuid.uuid4().hex)}
    proc = subprocess.Popen([sys.executable, "-m", "loopcraft.cli", "serve", "--db", str(path),
                             "--port", str(port), "--log-level", "warning"], env=env)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the server did not start")
            time.sleep(0.2)
        machine = json.dumps(hardware_subset(describe()))
        lat: list[float] = []
        errors = [0]
        stop = time.monotonic() + seconds

        def client(idx: int) -> None:
            with httpx.Client(base_url=url, timeout=60) as c:
                j = idx
                while time.monotonic() < stop:
                    q = queries[j % len(queries)]
                    j += clients
                    params = {"embedding": ",".join(repr(float(x)) for x in q),
                              "hardware": machine, "k": k}
                    t = time.perf_counter()
                    r = c.get("/neighbours", params=params)
                    dt = time.perf_counter() - t
                    if r.status_code == 200 and len(r.json()["neighbours"]) == k:
                        lat.append(dt)
                    else:
                        errors[0] += 1

        t0 = time.perf_counter()
        threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        wall = time.perf_counter() - t0
    finally:
        proc.terminate()
        proc.wait(30)
    return {"rps": len(lat) / wall, "errors": errors[0], "clients": clients, "wall_s": wall,
            **_percentiles(lat)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--records", type=int, default=100_000)
    p.add_argument("--db", type=Path, default=Path("/tmp/loopcraft-server-bench.sqlite"),
                   help="reused when it exists with the asked number of records")
    p.add_argument("--seconds", type=float, default=20.0)
    p.add_argument("--clients", type=int, default=4)
    p.add_argument("--k", type=int, default=5)
    p.add_argument("--port", type=int, default=8799)
    p.add_argument("--json", type=Path, help="write the results here too")
    args = p.parse_args(argv)
    result: dict[str, Any] = {"records": args.records, "k": args.k}
    have = 0
    if args.db.exists():
        with RecipeDB(args.db, readonly=True) as db:
            have = db.stats()["measurements"]
    if have != args.records:
        args.db.unlink(missing_ok=True)
        result["generate_s"] = generate(args.db, args.records)
    result["db_bytes"] = args.db.stat().st_size
    queries = _queries(args.db, 200)
    result["nearest_in_process"] = in_process(args.db, queries[:30], args.k)
    result["http"] = over_http(args.db, queries, args.k, args.clients, args.seconds, args.port)
    print(json.dumps(result, indent=1))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
