"""The recipe server's client (tuning/server/client.py): the local database as a cache when
the server is down or slow, a hostile server's answers refused, and every recipe from a
server taking transfer tuning's path -- replayed through the legality checks and measured
against the default recipe's outputs before use."""

from __future__ import annotations

import json
import socket
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import numpy as np
import pytest

import loopcraft
from loopcraft.transform import Recipe, Step
from loopcraft.transform.base import get_transformation
from loopcraft.tuning.api import open_recipe_db, tune
from loopcraft.tuning.db.database import RecipeDB
from loopcraft.tuning.executors.local import MeasureSettings
from loopcraft.tuning.server.app import create_app
from loopcraft.tuning.server.client import RemoteRecipeDB
from loopcraft.tuning.transfer import describe, transfer_candidates

from .server_helpers import AUTH, TOKEN, free_port, seed_wire_records, serving, tokens

with warnings.catch_warnings():
    warnings.simplefilter("ignore")  # starlette's deprecation note on httpx
    from fastapi.testclient import TestClient

RECORDS = seed_wire_records(12)
REC = RECORDS[0]
FAST = MeasureSettings(max_seconds=0.1, settle_s=0.05)


def shift(A):  # row i reads row i-1 one column to the right: i and j must not be swapped
    for i in range(1, A.shape[0]):
        for j in range(A.shape[1] - 1):
            A[i, j] = A[i - 1, j + 1] + 1.0


def shift_reference(A: np.ndarray) -> np.ndarray:
    A = A.copy()
    for i in range(1, A.shape[0]):
        A[i, :-1] = A[i - 1, 1:] + 1.0
    return A


class Flaky(httpx.BaseTransport):
    """A transport that fails to connect while ``down``, else hands requests to ``inner``."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.down = False
        self.calls = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.calls += 1
        if self.down:
            raise httpx.ConnectError("connection refused", request=request)
        return self.inner.handle_request(request)


def _in_process(app: Any) -> httpx.BaseTransport:
    return TestClient(app)._transport


def _record(db: Any, rec: dict[str, Any], **changes: Any) -> int:
    """``rec`` (a wire record) written with the RecipeDB API, as the tuner writes."""
    m = rec["measurement"]
    return db.record(rec["nest"]["hash"], json.dumps(rec["recipe"]), origin=rec["origin"],
                     features=rec["nest"]["features"], embedding=rec["nest"]["embedding"],
                     kernel=rec["nest"]["kernel"], status="ok", time_s=m["time_s"],
                     baseline_s=m["baseline_s"], verified=True, threads=m["threads"],
                     **changes)


@pytest.fixture
def local(tmp_path: Path) -> Iterator[RecipeDB]:
    with RecipeDB(tmp_path / "local.sqlite") as d:
        _record(d, REC)  # measured on this machine
        yield d


def _nearest(db: Any) -> list[tuple[str, float]]:
    got = db.nearest(REC["nest"]["embedding"], 3, similar_hardware=True)  # on this machine
    return [(n.nest_hash, round(n.similarity, 6)) for n in got]


def test_unreachable_server_falls_back_to_the_local_database(local: RecipeDB) -> None:
    client = RemoteRecipeDB(f"http://127.0.0.1:{free_port()}", local, token=TOKEN, timeout=1,
                            retries=1)
    with pytest.warns(RuntimeWarning, match="local recipe database answers alone"):
        assert _nearest(client) == _nearest(local) and _nearest(local)
    t0 = time.monotonic()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # one warning per outage, not one per call
        assert _nearest(client) == _nearest(local)
    assert time.monotonic() - t0 < 0.5  # the server is left alone for a while
    with pytest.warns(RuntimeWarning, match="sent when the server answers again"):
        rid = _record(client, RECORDS[1])
    assert rid > 0 and local.stats()["measurements"] == 2 and len(client._pending) == 1


def test_writes_kept_while_down_are_sent_when_the_server_is_back(local: RecipeDB,
                                                                 tmp_path: Path) -> None:
    with RecipeDB(tmp_path / "server.sqlite") as server_db:
        flaky = Flaky(_in_process(create_app(server_db, tokens())))
        client = RemoteRecipeDB("http://team.example", local, token=TOKEN, transport=flaky,
                                retries=0)
        flaky.down = True
        with pytest.warns(RuntimeWarning, match="no answer"):
            _record(client, RECORDS[1])
        flaky.down = False
        client._down_until = 0.0  # the back-off is over
        _record(client, RECORDS[2])
        _record(client, RECORDS[2])  # measured twice: two measurements, one recipe
        assert not client._pending
        stats = server_db.stats()
        assert stats["measurements"] == 3 and stats["recipes"] == 2
        # the server's answer and the local one, merged: each nest once
        assert {h for h, _ in _nearest(client)} >= {REC["nest"]["hash"],
                                                    RECORDS[1]["nest"]["hash"]}


def test_a_server_that_never_answers_times_out_into_the_local_database(
        local: RecipeDB) -> None:
    with socket.socket() as silent:  # accepts connections (the backlog), never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        client = RemoteRecipeDB(f"http://127.0.0.1:{silent.getsockname()[1]}", local,
                                timeout=0.3, retries=1)
        t0 = time.monotonic()
        with pytest.warns(RuntimeWarning, match="ReadTimeout"):
            assert _nearest(client) == _nearest(local)
        assert time.monotonic() - t0 < 3.0


def _answer(**changes: Any) -> dict[str, Any]:
    good = {"nest_id": 1, "nest_hash": RECORDS[3]["nest"]["hash"], "kernel": "k",
            "similarity": 0.99, "features": RECORDS[3]["nest"]["features"],
            "recipe": RECORDS[3]["recipe"], "speedup": 2.0, "time_s": 1e-3, "measurements": 1,
            "origin": "search", "exact_hardware": True}
    return {"neighbours": [good | changes]}


HOSTILE_ANSWERS: dict[str, tuple[int, bytes]] = {
    "unknown step": (200, json.dumps(_answer(recipe={"format": 1, "steps": [
        {"transformation": "system", "target": "i", "params": {}}]})).encode()),
    "giant factor": (200, json.dumps(_answer(recipe={"format": 1, "steps": [
        {"transformation": "split", "target": "i", "params": {"factor": 10**30}}]})).encode()),
    "NaN similarity": (200, json.dumps(_answer(similarity=float("nan"))).encode()),
    "source code": (200, json.dumps(_answer(source="import os")).encode()),
    "SQL in the kernel": (200, json.dumps(_answer(kernel="k'; DROP TABLE nests")).encode()),
    "51 neighbours": (200, json.dumps({"neighbours": _answer()["neighbours"] * 51}).encode()),
    "5 MB answer": (200, b'{"neighbours": [' + b" " * (5 << 20) + b"]}"),
    "not JSON": (200, b"<html>maintenance</html>"),
    "deep nesting": (200, b'{"neighbours": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"),
    "a pickle": (200, b"\x80\x04\x95\x1e\x00\x00\x00\x00\x00\x00\x00\x8c\x05posix"),
    "server error": (500, b"{}"),
    "a redirect elsewhere": (302, b""),
}


@pytest.mark.parametrize("name", sorted(HOSTILE_ANSWERS))
def test_a_hostile_servers_answer_is_no_answer(name: str, local: RecipeDB) -> None:
    status, body = HOSTILE_ANSWERS[name]

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(status, content=body, headers={"Location": "http://evil/"})

    client = RemoteRecipeDB("http://team.example", local, transport=httpx.MockTransport(handler),
                            retries=0)
    with pytest.warns(RuntimeWarning, match="recipe server"):
        got = _nearest(client)
    assert got == _nearest(local)  # the local records only
    assert client._remote_nests == {}


def test_open_recipe_db_takes_a_url(tmp_path: Path) -> None:
    with loopcraft.config.patch(db="http://127.0.0.1:9/recipes", cache_dir=str(tmp_path)):
        db, owned = open_recipe_db(None)
    assert isinstance(db, RemoteRecipeDB) and owned
    assert db.url == "http://127.0.0.1:9/recipes" and db.path == tmp_path / "recipes.sqlite"
    db.close()
    db, owned = open_recipe_db(RemoteRecipeDB("https://recipes.example", None))
    assert not owned and db.path is None


def _neighbour_record(db: Any, program: Any, args: tuple, recipe: Recipe) -> None:
    """A record for ``program``'s own features in ``db`` (a server's client without a local
    cache, or a local database), 10x faster than its default there: the nearest neighbour
    transfer tuning can find."""
    desc = describe(program, args)
    db.record("ab" * 32, recipe, origin="search", features=desc.to_features(),
              embedding=desc.embedding, kernel="shift_elsewhere", time_s=1e-4,
              baseline_s=1e-3, verified=True, threads=1)


def _server_only(transport: httpx.BaseTransport) -> RemoteRecipeDB:
    return RemoteRecipeDB("http://team.example", None, token=TOKEN, transport=transport)


def test_server_recipes_are_replayed_through_the_legality_checks(tmp_path: Path) -> None:
    A = np.random.default_rng(0).random((24, 20))
    program = loopcraft.jit(shift).lowered(A)
    with RecipeDB(tmp_path / "server.sqlite") as server_db:
        client = _server_only(_in_process(create_app(server_db, tokens())))
        _neighbour_record(client, program, (A,), Recipe([
            Step("interchange", "i", inner="j"),  # legal for the registry, illegal here
            Step("split", "nowhere", factor=4),  # names no loop
            Step("split", "j", factor=4)]))
        (cand,) = transfer_candidates(client, program, (A,), 3)
    assert cand.neighbour.nest_id < 0 and cand.neighbour.kernel == "shift_elsewhere"
    assert list(cand.recipe) == [Step("split", "j", factor=4)]
    dropped = {s.transformation + ":" + s.target for s, _ in cand.adapted.skipped}
    assert dropped == {"interchange:i", "split:nowhere"}
    assert client.nest(cand.neighbour.nest_id)["source"] is None


def test_a_legal_but_wrong_server_recipe_is_refused_by_verification(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The one end-to-end test: a server hands out an interchange that reverses a dependence
    and (simulating a legality check with a bug) the replay lets it through: measuring it
    against the default recipe's outputs refuses it, and the result stays correct."""
    A = np.random.default_rng(1).random((24, 20))
    want = shift_reference(A)
    program = loopcraft.jit(shift).lowered(A)
    monkeypatch.setattr(type(get_transformation("interchange")), "_check",
                        lambda self, *a, **k: None)
    with RecipeDB(tmp_path / "server.sqlite") as server_db, \
            RecipeDB(tmp_path / "local.sqlite") as local:
        transport = _in_process(create_app(server_db, tokens()))
        _neighbour_record(_server_only(transport), program, (A,),
                          Recipe([Step("interchange", "i", inner="j")]))
        assert local.stats()["measurements"] == 0  # the recipe is on the server alone
        client = RemoteRecipeDB("http://team.example", local, token=TOKEN, transport=transport)
        before = A.copy()
        res = tune(loopcraft.jit(shift), A, strategy="transfer", budget=2, db=client,
                   measure=FAST)
        np.testing.assert_array_equal(A, before)  # the user's array is never touched
        assert any(n.startswith("transfer: from shift_elsewhere") for n in res.notes)
        (cand,) = [c for c in res.candidates if c.origin == "transfer"]
        assert cand.status == "wrong" and list(cand.recipe) == [Step("interchange", "i",
                                                                     inner="j")]
        assert res.recipe == res.default_recipe and not res.improved
        # the refusal went back to the server and the local cache, as a disqualification
        assert server_db.stats()["by_status"].get("wrong") == 1
        assert local.stats()["by_status"].get("wrong") == 1
        assert res.db_path == "http://team.example"
    B = A.copy()
    loopcraft.jit(shift, recipe=res.recipe)(B)
    np.testing.assert_allclose(B, want, rtol=0, atol=0)


@pytest.mark.slow  # two tuning runs with compiles: ~10 s
def test_tune_and_jit_finish_when_the_server_is_down(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    A = np.random.default_rng(2).random((24, 20))
    program = loopcraft.jit(shift).lowered(A)
    url = f"http://127.0.0.1:{free_port()}/team"
    with RecipeDB(tmp_path / "recipes.sqlite") as cache:  # LOOPCRAFT_DB=url's local cache
        _neighbour_record(cache, program, (A,), Recipe([Step("split", "j", factor=4)]))
    with loopcraft.config.patch(db=url, cache_dir=str(tmp_path)), \
            warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        res = tune(loopcraft.jit(shift), A, strategy="transfer", budget=2, measure=FAST)
        B = A.copy()
        loopcraft.jit(shift, tune="transfer")(B)
    assert any("recipe server" in str(w.message) for w in caught)
    assert res.transferred == 1 and any("shift_elsewhere" in n for n in res.notes)
    np.testing.assert_allclose(B, shift_reference(A), rtol=0, atol=0)


def test_a_write_through_a_socket_is_what_the_next_query_finds(tmp_path: Path) -> None:
    """A client's write is what the next client's query finds (a real server)."""
    with RecipeDB(tmp_path / "server.sqlite") as server_db, \
            serving(create_app(server_db, tokens())) as url:
        writer = RemoteRecipeDB(url, None, token=TOKEN)
        for rec in RECORDS[:4]:
            _record(writer, rec)
        reader = RemoteRecipeDB(url, None)
        got = _nearest(reader)
        assert got[0] == (REC["nest"]["hash"], 1.0)
        assert httpx.post(f"{url}/records", json={"records": RECORDS[:1]}).status_code == 401
        assert httpx.post(f"{url}/records", json={"records": RECORDS[:1]},
                          headers=AUTH).status_code == 201
