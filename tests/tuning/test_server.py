"""The recipe server (tuning/server/app.py): round trip, tokens, hostile payloads, the body
limit on a real socket, concurrent writers, and a server killed in the middle of writes.

Most tests use FastAPI's TestClient (no socket); the body limit, the concurrent writers and
the kill need a real server: uvicorn in a thread, or ``loopcraft serve`` in a process."""

from __future__ import annotations

import copy
import json
import os
import signal
import subprocess
import sys
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from loopcraft.errors import ConfigError
from loopcraft.tuning.db.database import RecipeDB
from loopcraft.tuning.server.app import create_app
from loopcraft.tuning.server.auth import TokenSet, hash_token
from loopcraft.tuning.server.client import RemoteRecipeDB

from .server_helpers import AUTH, TOKEN, free_port, fresh, query, seed_wire_records, serving, tokens

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # starlette's deprecation note on httpx
    from fastapi.testclient import TestClient

RECORDS = seed_wire_records(40)


@pytest.fixture
def db(db_location: str) -> Iterator[RecipeDB]:
    """The server's database, on each engine (SQLite file, PostgreSQL)."""
    with RecipeDB(db_location) as d:
        yield d


def _answer(resp: httpx.Response) -> list[tuple[str, float, str]]:
    return [(n["nest_hash"], round(n["similarity"], 6), json.dumps(n["recipe"], sort_keys=True))
            for n in resp.json()["neighbours"]]


def test_round_trip_gives_what_recipedb_nearest_gives(db: RecipeDB) -> None:
    client = TestClient(create_app(db, tokens()))
    resp = client.post("/records", json={"records": RECORDS}, headers=AUTH)
    assert resp.status_code == 201, resp.text
    assert resp.json()["added"]["measurement"] == len(RECORDS)
    again = client.post("/records", json={"records": RECORDS}, headers=AUTH)  # a retry
    assert again.json()["added"] == {"hardware": 0, "nest": 0, "recipe": 0, "measurement": 0}
    rec = RECORDS[0]
    got = client.get("/neighbours", params=query(rec, k=4))
    assert got.status_code == 200
    first = got.json()["neighbours"][0]
    assert first["nest_hash"] == rec["nest"]["hash"] and first["similarity"] > 0.9999
    assert first["features"] == rec["nest"]["features"]
    local = db.nearest(rec["nest"]["embedding"], 4, rec["hardware"], similar_hardware=True)
    assert _answer(got) == [(n.nest_hash, round(n.similarity, 6), n.recipe.to_json())
                            for n in local]
    # nothing of the record is code: the server's nests hold no source
    assert all(db.nest(n.nest_id)["source"] is None for n in local)


def test_health_and_openapi(db: RecipeDB) -> None:
    client = TestClient(create_app(db, tokens()))
    assert client.get("/health").json() == {"status": "ok"}
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/health", "/neighbours", "/records"} <= set(paths)
    assert client.get("/docs").status_code == 200


@pytest.mark.parametrize("read_token", [False, True])
def test_tokens(db: RecipeDB, read_token: bool) -> None:
    client = TestClient(create_app(db, tokens(), read_token=read_token))
    body = {"records": RECORDS[:2]}
    missing = client.post("/records", json=body)
    assert missing.status_code == 401 and missing.headers["www-authenticate"] == "Bearer"
    assert client.post("/records", json=body,
                       headers={"Authorization": "Bearer " + TOKEN[:-1] + "X"}).status_code == 403
    assert client.post("/records", json=body,
                       headers={"Authorization": f"Basic {TOKEN}"}).status_code in (401, 403)
    assert client.post("/records", json=body,
                       headers={"Authorization": f"Bearer {hash_token(TOKEN)}"}).status_code \
        == 403  # the stored hash is not a token
    assert db.stats()["measurements"] == 0
    assert client.post("/records", json=body, headers=AUTH).status_code == 201
    read = client.get("/neighbours", params=query(RECORDS[0]))
    assert read.status_code == (401 if read_token else 200)
    assert client.get("/neighbours", params=query(RECORDS[0]), headers=AUTH).status_code == 200


def test_token_file_holds_hashes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "tokens"
    path.write_text(f"# the team\n{hash_token('alice')}  # alice\n\n{hash_token('bob')}\n")
    ts = TokenSet.load(path)
    assert len(ts) == 2 and ts.accepts("bob") and not ts.accepts("carol")
    assert not ts.accepts(hash_token("alice"))
    path.write_text("alice\n")  # a token, not its hash
    with pytest.raises(ConfigError, match="not a hex SHA-256"):
        TokenSet.load(path)
    monkeypatch.setenv("LOOPCRAFT_SERVER_TOKEN_HASHES", f"{hash_token('x')}, {hash_token('y')}")
    assert TokenSet.load().accepts("y")


# ---------------------------------------------------------------------------- hostile input

def _set(path: str, value: Any) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """A mutation of the base record: ``path`` (dotted, ints index lists) set to ``value``."""
    def mutate(rec: dict[str, Any]) -> dict[str, Any]:
        obj: Any = rec
        keys = [int(k) if k.isdigit() else k for k in path.split(".")]
        for k in keys[:-1]:
            obj = obj[k]
        obj[keys[-1]] = value
        return {"records": [rec]}
    return mutate


def _deep(depth: int) -> Any:
    v: Any = 1
    for _ in range(depth):
        v = [v]
    return v


def _step(**kw: Any) -> dict[str, Any]:
    return {"format": 1, "steps": [{"transformation": "split", "target": "i",
                                    "params": {"factor": 4}} | kw]}


SQL = "x'; DROP TABLE measurements; --"

#: name -> the request body (a dict sent as JSON, or raw bytes)
HOSTILE: dict[str, Callable[[dict[str, Any]], Any]] = {
    "unknown step": _set("recipe", _step(transformation="exec_shell")),
    "unknown parameter": _set("recipe", _step(params={"factor": 4, "evil": 1})),
    "parameter of the wrong type": _set("recipe", _step(params={"factor": "four"})),
    "giant factor": _set("recipe", _step(params={"factor": 10**40})),
    "float overflow in a parameter": _set("recipe", _step(params={"factor": 1e308})),
    "nested parameter lists": _set("recipe", _step(params={"factor": _deep(50)})),
    "recipe of another format": _set("recipe.format", 2),
    "steps not a list": _set("recipe.steps", "split i 4"),
    "65 steps": _set("recipe.steps", _step()["steps"] * 65),
    "negative time": _set("measurement.time_s", -1.0),
    "NaN time": _set("measurement.time_s", float("nan")),
    "infinite baseline": _set("measurement.baseline_s", float("inf")),
    "giant time": _set("measurement.time_s", 1e300),
    "ok without a time": _set("measurement.time_s", None),
    "unknown status": _set("measurement.status", "verified_by_me"),
    "verified as a string": _set("measurement.verified", "yes"),
    "uid not hex": _set("measurement.uid", "../../etc/passwd" + "0" * 16),
    "threads out of range": _set("measurement.threads", 10**12),
    "negative repeats": _set("measurement.repeats", -5),
    "zero cores": _set("hardware.cores", 0),
    "cores as a string": _set("hardware.cores", "8"),
    "control characters in the cpu": _set("hardware.cpu_model", "AMD\x00\x1b[2J"),
    "1000 simd flags": _set("hardware.simd", ["avx"] * 1000),
    "SQL in the kernel name": _set("nest.kernel", SQL),
    "SQL in the nest hash": _set("nest.hash", SQL),
    "SQL in the origin": _set("origin", SQL),
    "SQL in a step target": _set("recipe", _step(target=SQL)),
    "SQL in a parameter": _set("recipe", {"format": 1, "steps": [
        {"transformation": "scalar_replace", "target": "k", "params": {"array": SQL}}]}),
    "unicode look-alike name": _set("recipe", _step(target="\u0456")),
    "source code beside the nest": _set("nest.source", "import os; os.system('rm -rf /')"),
    "a binary beside the recipe": _set("recipe.module", "f0VMRgIBAQAAAAAAAAAAAAMAPgAB"),
    "a pickle as the features": _set("nest.features", "gASVJgAAAAAAAACMBXBvc2l4lIwGc3lzdGVtlJOU"),
    "NaN in the embedding": _set("nest.embedding", [float("nan")] * 36),
    "10000-value embedding": _set("nest.embedding", [0.5] * 10000),
    "deep nesting in the features": lambda rec: json.dumps(_set("nest.features", "DEEP")(rec)
                                                           ).replace('"DEEP"', "[" * 100_000
                                                                     + "]" * 100_000).encode(),
    "65 records": lambda rec: {"records": [fresh(rec) for _ in range(65)]},
    "no records": lambda rec: {"records": []},
    "records not a list": lambda rec: {"records": rec},
    "a JSON array": lambda rec: [rec],
    "not JSON": lambda rec: b"{\"records\": [",
    "1.5 MB body": lambda rec: {"records": [rec], "pad": "x" * 1_500_000},
}


@pytest.fixture(scope="module")
def hostile_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, RecipeDB]]:
    with RecipeDB(tmp_path_factory.mktemp("hostile") / "server.sqlite") as d:
        client = TestClient(create_app(d, tokens()))
        assert client.post("/records", json={"records": RECORDS[:20]}, headers=AUTH
                           ).status_code == 201
        yield client, d


def test_at_least_30_hostile_payloads() -> None:
    assert len(HOSTILE) >= 30


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_payload_is_refused_and_changes_nothing(name: str, hostile_server: Any) -> None:
    client, d = hostile_server
    before = (d.stats(), _answer(client.get("/neighbours", params=query(RECORDS[0]))))
    body = HOSTILE[name](fresh(RECORDS[0]))
    if isinstance(body, bytes):
        resp = client.post("/records", content=body, headers=AUTH | {
            "Content-Type": "application/json"})
    else:
        resp = client.post("/records", content=json.dumps(body).encode(), headers=AUTH | {
            "Content-Type": "application/json"})
    assert 400 <= resp.status_code < 500 and resp.status_code not in (401, 403), resp.text
    assert SQL not in resp.text and "rm -rf" not in resp.text  # the payload is not echoed
    assert client.get("/health").json() == {"status": "ok"}
    assert (d.stats(), _answer(client.get("/neighbours", params=query(RECORDS[0])))) == before


@pytest.mark.parametrize("params", [
    {"embedding": "nan,1,2"}, {"embedding": "1e400"}, {"embedding": "1," * 300 + "1"},
    {"embedding": "__import__('os')"}, {"k": 0}, {"k": 10**6}, {"hardware": "{"},
    {"hardware": json.dumps({"cpu_model": SQL})}, {"hardware": "[" * 2000 + "]" * 2000},
    {"hardware": "1" * 4000}, {"exclude": [SQL]},
])
def test_hostile_queries_are_refused_or_harmless(params: dict[str, Any],
                                                 hostile_server: Any) -> None:
    client, d = hostile_server
    stats = d.stats()
    resp = client.get("/neighbours", params=query(RECORDS[0]) | params)
    if "exclude" in params:  # not a nest hash: ignored, the answer is the usual one
        assert resp.status_code == 200 and resp.json()["neighbours"]
    else:
        assert resp.status_code == 422, resp.text
    assert d.stats() == stats and client.get("/health").status_code == 200


# ---------------------------------------------------------------------------- a real socket

def test_a_100_mb_body_is_refused_without_being_read(db: RecipeDB) -> None:
    sent = {"declared": 0, "chunked": 0}
    with serving(create_app(db, tokens())) as url:
        for how in ("declared", "chunked"):
            def body(how: str = how) -> Iterator[bytes]:
                for _ in range(100):
                    sent[how] += 1
                    yield b"[" * (1 << 20)
            headers = AUTH | {"Content-Type": "application/json"}
            if how == "declared":
                headers["Content-Length"] = str(100 << 20)
            try:
                with httpx.Client(timeout=10) as c:
                    status = c.post(f"{url}/records", content=body(), headers=headers).status_code
            except httpx.TransportError:
                status = 413  # the server answered and closed while the client still wrote
            assert status == 413
        assert httpx.get(f"{url}/health").json() == {"status": "ok"}
    # the server stopped reading after ~1 MB; what else left the client sat in socket buffers
    assert sent["declared"] < 30 and sent["chunked"] < 30, sent
    assert db.stats()["measurements"] == 0


def test_eight_clients_writing_at_once(db: RecipeDB) -> None:
    per_client = 12
    with serving(create_app(db, tokens())) as url:
        def write(k: int) -> None:
            with RemoteRecipeDB(url, None, token=TOKEN, timeout=20) as client:
                for j in range(per_client):
                    rec = RECORDS[(k * per_client + j) % len(RECORDS)]
                    m = rec["measurement"]
                    client.record(rec["nest"]["hash"], json.dumps(rec["recipe"]),
                                  origin=rec["origin"], features=rec["nest"]["features"],
                                  embedding=rec["nest"]["embedding"], kernel=rec["nest"]["kernel"],
                                  source="def secret(): pass", reason="gcc: error in secret.c",
                                  status="ok", time_s=m["time_s"], baseline_s=m["baseline_s"],
                                  verified=True, threads=m["threads"])
                assert not client._pending  # every write was taken
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # a refused or failed write would warn
            threads = [threading.Thread(target=write, args=(k,)) for k in range(8)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
    stats = db.stats()
    assert stats["measurements"] == 8 * per_client
    with db.store.connection() as conn:
        uids = [r[0] for r in conn.execute("SELECT uid FROM measurements")]
    assert len(set(uids)) == len(uids)
    # the same nest and recipe sent by several clients is stored once
    assert 8 * per_client > len(RECORDS)  # every record was sent, most by several clients
    assert stats["recipes"] == len({(r["nest"]["hash"], json.dumps(r["recipe"], sort_keys=True))
                                    for r in RECORDS})
    # what the clients were given as source and failure message never left them
    with db.store.connection() as conn:
        assert conn.execute("SELECT COUNT(*) FROM nests WHERE source IS NOT NULL"
                            ).fetchone()[0] == 0
        assert conn.execute("SELECT COUNT(*) FROM measurements WHERE reason IS NOT NULL"
                            ).fetchone()[0] == 0


@pytest.mark.slow  # starts `loopcraft serve` in a process: ~6 s on a loaded 2-core machine
def test_server_killed_mid_write_leaves_no_partial_record(tmp_path: Path) -> None:
    path = tmp_path / "server.sqlite"
    RecipeDB(path).close()
    port = free_port()
    env = {**os.environ, "LOOPCRAFT_SERVER_TOKEN_HASHES": hash_token(TOKEN),
           "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.Popen([sys.executable, "-m", "loopcraft.cli", "serve", "--db", str(path),
                             "--port", str(port), "--log-level", "error"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if httpx.get(f"{url}/health", timeout=1).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.05)
        batches: list[list[str]] = []
        stop = threading.Event()

        def writer() -> None:
            with httpx.Client(timeout=5) as c:
                while not stop.is_set():
                    batch = [fresh(r) for r in RECORDS[:40]]
                    batches.append([r["measurement"]["uid"] for r in batch])
                    try:
                        c.post(f"{url}/records", json={"records": batch}, headers=AUTH)
                    except httpx.TransportError:
                        return
        t = threading.Thread(target=writer)
        t.start()
        time.sleep(1.0)
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
        stop.set()
        t.join(10)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert len(batches) >= 2
    with RecipeDB(path) as d, d.store.connection() as conn:
        stored = {r[0] for r in conn.execute("SELECT uid FROM measurements")}
        orphans = conn.execute(
            "SELECT COUNT(*) FROM measurements m LEFT JOIN recipes r ON r.id = m.recipe_id "
            "LEFT JOIN nests n ON n.id = r.nest_id WHERE n.id IS NULL").fetchone()[0]
    counts = [len(stored & set(b)) for b in batches]
    assert all(c in (0, 40) for c in counts), counts  # a batch lands whole or not at all
    assert sum(counts) == len(stored) and counts[0] == 40 and orphans == 0


def test_serve_command_prints_a_token_and_its_hash(capsys: pytest.CaptureFixture[str]) -> None:
    from loopcraft.cli import main

    assert main(["serve", "--new-token"]) == 0
    out = capsys.readouterr().out.splitlines()
    token, digest = out[0].rsplit(" ", 1)[1], out[1].rsplit(" ", 1)[1]
    assert hash_token(token) == digest and TokenSet([digest]).accepts(token)


def test_records_round_trip_through_copy(db: RecipeDB) -> None:
    """The wire form is exactly what the schema re-emits (a record is not altered)."""
    from loopcraft.tuning.server.schema import Record

    rec = copy.deepcopy(RECORDS[3])
    assert Record.model_validate(rec).model_dump(exclude_none=True) == {
        **rec, "measurement": {k: v for k, v in rec["measurement"].items() if v is not None}}
