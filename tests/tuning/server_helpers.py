"""Shared by the recipe server's tests: records in wire form (from the shipped seed), a
server on a real socket (uvicorn in a thread on a free port), and the test token."""

from __future__ import annotations

import contextlib
import copy
import json
import socket
import threading
import time
import uuid
from collections.abc import Iterator
from typing import Any

from loopcraft.tuning.db.database import SEED_PATH
from loopcraft.tuning.server.auth import TokenSet, hash_token

TOKEN = "test-token-0123456789"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


def tokens() -> TokenSet:
    return TokenSet([hash_token(TOKEN), hash_token("another-team-member")])


def seed_wire_records(n: int) -> list[dict[str, Any]]:
    """The first ``n`` verified measurements of the shipped seed as ``POST /records``
    records (what a client sends: no source, no failure message)."""
    recs = [json.loads(line) for line in SEED_PATH.read_text().splitlines() if line.strip()]
    by = {kind: {r["id"]: r for r in recs if r["kind"] == kind}
          for kind in ("hardware", "nest", "recipe")}
    out = []
    for m in recs:
        if m["kind"] != "measurement" or m["status"] != "ok" or not m["verified"]:
            continue
        r = by["recipe"][m["recipe"]]
        nest = by["nest"][r["nest"]]
        out.append({
            "hardware": by["hardware"][m["hardware"]]["description"],
            "nest": {"hash": nest["hash"], "kernel": nest["kernel"],
                     "features": nest["features"], "embedding": nest["embedding"]},
            "recipe": r["recipe"], "origin": r["origin"],
            "measurement": {"uid": m["uid"], "status": "ok", "time_s": m["time_s"],
                            "baseline_s": m["baseline_s"], "spread_s": m["spread_s"],
                            "repeats": m["repeats"], "verified": True,
                            "threads": m["threads"]}})
        if len(out) == n:
            break
    return out


def fresh(record: dict[str, Any]) -> dict[str, Any]:
    """A copy of ``record`` with a new measurement uid (a new measurement of it)."""
    rec = copy.deepcopy(record)
    rec["measurement"]["uid"] = uuid.uuid4().hex
    return rec


def query(record: dict[str, Any], k: int = 5) -> dict[str, Any]:
    """``GET /neighbours`` parameters for the nest and machine of ``record``."""
    return {"embedding": ",".join(repr(float(x)) for x in record["nest"]["embedding"]),
            "hardware": json.dumps(record["hardware"]), "k": k}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def serving(app: Any) -> Iterator[str]:
    """``app`` served by uvicorn on a free local port in a thread; yields its URL."""
    import uvicorn

    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, log_level="error", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(10)
        sock.close()
