"""``loopcraft serve``: a recipe database behind HTTP, for a team or a cluster.

It stores and answers recipes and measurements, nothing else: ``GET /neighbours`` (a nest
embedding and a machine -> the nearest stored nests with their best verified recipes, exactly
what :meth:`RecipeDB.nearest` answers locally), ``POST /records`` (write; a bearer token is
required), ``GET /health``, and FastAPI's OpenAPI docs (``/docs``, ``/openapi.json``).

Why so little: the server is shared by people who do not trust each other's machines, so it
neither compiles nor runs anything, and whatever it receives is checked against the strict
schemas of :mod:`.schema` before it reaches the database. A recipe the server hands out is
still only a *proposal*: the client replays it through the legality checks and measures it
against the default recipe's outputs before using it (:mod:`.client`). Writes go through
:meth:`RecipeDB.import_jsonl`, one transaction per request, and are keyed by the client's
random measurement uid, so a retried or interrupted write lands once or not at all.
"""

from __future__ import annotations

import io
import json
import logging
import time
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Annotated, Any

from fastapi import Depends, FastAPI, HTTPException, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from pydantic import ValidationError

from ..db.database import RecipeDB
from ..db.records import canonical
from ..db.sqlite_file import RecipeDBError
from .auth import TokenSet
from .schema import (
    EMBEDDING_MAX,
    K_MAX,
    MAX_BODY_BYTES,
    Features,
    Hardware,
    NeighbourOut,
    NeighboursOut,
    RecordBatch,
)

__all__ = ["create_app", "serve", "BodyLimit"]

log = logging.getLogger("loopcraft.server")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


#: the Authorization header, parsed; module-level because FastAPI resolves the (string)
#: annotations of the route functions in this module's globals
_bearer = HTTPBearer(auto_error=False)


class BodyLimit:
    """ASGI middleware: a body over ``limit`` bytes is answered 413 without being read --
    at once when ``Content-Length`` says so, else (a chunked body) as soon as the chunks
    received pass it; the connection is then closed."""

    def __init__(self, app: Callable[..., Awaitable[None]], limit: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers", ()))
        declared = headers.get(b"content-length")
        if declared is not None:  # the server reads no more than declared
            if not declared.isdigit() or int(declared) > self.limit:
                await self._refuse(send)
            else:
                await self.app(scope, receive, send)
            return
        if scope.get("method") in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:  # a body of unknown length: read it here, up to the limit
            msg = await receive()
            if msg["type"] != "http.request":
                return  # the client went away
            size += len(msg.get("body", b""))
            if size > self.limit:
                await self._refuse(send)
                return
            chunks.append(msg.get("body", b""))
            if not msg.get("more_body"):
                break
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return {"type": "http.request", "body": b"".join(chunks), "more_body": False}

        await self.app(scope, replay, send)

    async def _refuse(self, send: Send) -> None:
        body = json.dumps({"detail": f"request body over {self.limit} bytes"}).encode()
        await send({"type": "http.response.start", "status": 413,
                    "headers": [(b"content-type", b"application/json"),
                                (b"content-length", str(len(body)).encode()),
                                (b"connection", b"close")]})
        await send({"type": "http.response.body", "body": body})


def _as_jsonl(batch: RecordBatch) -> str:
    """The batch in :meth:`RecipeDB.export_jsonl`'s format (ids local to the batch), which
    :meth:`RecipeDB.import_jsonl` adds in one transaction, re-keyed by content."""
    now = time.time()
    lines = [{"kind": "header", "format": "loopcraft-recipes", "schema_version": 1}]
    for i, rec in enumerate(batch.records, 1):
        m = rec.measurement
        lines += [
            {"kind": "hardware", "id": i, "description": rec.hardware.model_dump(),
             "probe": None, "created": now},
            {"kind": "nest", "id": i, "hash": rec.nest.hash, "kernel": rec.nest.kernel,
             "features": None if rec.nest.features is None else rec.nest.features.model_dump(
                 exclude_none=True),
             "embedding": rec.nest.embedding, "source": None, "created": now},
            {"kind": "recipe", "id": i, "nest": i, "recipe": rec.recipe.model_dump(),
             "origin": rec.origin, "created": now},
            {"kind": "measurement", "uid": m.uid, "recipe": i, "hardware": i,
             "time_s": m.time_s if m.status == "ok" else None, "spread_s": m.spread_s,
             "repeats": m.repeats, "verified": m.verified, "baseline_s": m.baseline_s,
             "status": m.status, "reason": None, "threads": m.threads, "created": now},
        ]
    return "".join(canonical(line) + "\n" for line in lines)


def _embedding(text: str) -> list[float]:
    parts = text.split(",")
    if not 1 <= len(parts) <= EMBEDDING_MAX:
        raise HTTPException(422, f"embedding: 1 to {EMBEDDING_MAX} comma-separated numbers")
    try:
        vec = [float(p) for p in parts]
    except ValueError:
        raise HTTPException(422, "embedding: comma-separated decimal numbers") from None
    if not all(-1e6 <= v <= 1e6 for v in vec):  # also refuses nan and inf
        raise HTTPException(422, "embedding: finite numbers within +-1e6")
    return vec


def create_app(db: RecipeDB, tokens: TokenSet, *, read_token: bool = False,
               max_body: int = MAX_BODY_BYTES) -> Any:
    """The ASGI application serving ``db``. Writes need a token in ``tokens``; reads too
    when ``read_token``. The body limit wraps everything (FastAPI reads a body before any
    route code runs, so the limit cannot be a route's concern)."""
    app = FastAPI(title="loopcraft recipe server", version="1",
                  description="Recipes and measurements of loopcraft's tuner; data only.")
    def require_token(creds: Annotated[HTTPAuthorizationCredentials | None,
                                       Depends(_bearer)]) -> None:
        if creds is None or creds.scheme.lower() != "bearer":
            raise HTTPException(401, "a bearer token is required",
                                headers={"WWW-Authenticate": "Bearer"})
        if not tokens.accepts(creds.credentials):
            raise HTTPException(403, "the token is not accepted")

    def reader(creds: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]) -> None:
        if read_token:
            require_token(creds)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        # the errors without the offending input: a hostile payload is not echoed back
        errors = [{"loc": list(e.get("loc", ())), "msg": str(e.get("msg", ""))[:300]}
                  for e in exc.errors()[:20]]
        return JSONResponse({"detail": errors}, status_code=422)

    @app.get("/health")
    def health() -> dict[str, Any]:
        try:
            db.nest("0" * 64)  # a lookup: the database answers
        except Exception as exc:  # noqa: BLE001 - health reports, never raises
            log.warning("health check: %s", exc)
            raise HTTPException(503, "the recipe database does not answer") from None
        return {"status": "ok"}

    @app.get("/neighbours", response_model=NeighboursOut, response_model_exclude_none=True,
             dependencies=[Depends(reader)])
    def neighbours(
        embedding: Annotated[str, Query(max_length=EMBEDDING_MAX * 32,
                                        description="comma-separated floats")],
        hardware: Annotated[str, Query(max_length=4096, description="JSON of the machine")],
        k: Annotated[int, Query(ge=1, le=K_MAX)] = 5,
        similar_hardware: bool = True,
        exclude: Annotated[list[str] | None, Query(max_length=64)] = None,
    ) -> NeighboursOut:
        vec = _embedding(embedding)
        try:
            machine = Hardware.model_validate(json.loads(hardware))
        except (ValueError, RecursionError, ValidationError):  # deep nesting: RecursionError
            raise HTTPException(422, "hardware: the JSON of a machine description") from None
        excl = [h for h in exclude or () if isinstance(h, str) and len(h) <= 64
                and all(c in "0123456789abcdef" for c in h) and h]
        try:
            near = db.nearest(vec, k=k, hardware=machine.model_dump(),
                              similar_hardware=similar_hardware, exclude=excl)
            out = [_neighbour(db, n) for n in near]
        except Exception as exc:  # noqa: BLE001 - a database failure is a 503, never a crash
            log.warning("neighbours: %s", exc)
            raise HTTPException(503, "the recipe database failed to answer") from None
        return NeighboursOut(neighbours=[n for n in out if n is not None])

    @app.post("/records", dependencies=[Depends(require_token)], status_code=201)
    def records(batch: RecordBatch) -> dict[str, Any]:
        try:
            added = db.import_jsonl(io.StringIO(_as_jsonl(batch)))
        except RecipeDBError as exc:
            raise HTTPException(422, f"records refused: {exc!s:.300}") from None
        except Exception as exc:  # noqa: BLE001
            log.warning("records: %s", exc)
            raise HTTPException(503, "the recipe database failed to write") from None
        return {"added": added}

    return BodyLimit(app, max_body)


def _neighbour(db: RecipeDB, n: Any) -> NeighbourOut | None:
    """A stored neighbour in wire form; a stored record the schema refuses (written before
    the rules, or damaged) is left out rather than served."""
    stored = db.nest(n.nest_id) or {}
    try:
        feats = stored.get("features")
        features = Features.model_validate(feats) if feats else None
    except ValidationError:
        features = None
    try:
        return NeighbourOut.model_validate({
            "nest_id": n.nest_id, "nest_hash": n.nest_hash, "kernel": n.kernel,
            "similarity": n.similarity, "features": features,
            "recipe": n.best.recipe.to_dict(), "speedup": n.best.speedup,
            "time_s": n.best.time_s, "measurements": n.best.measurements,
            "origin": n.best.origin, "exact_hardware": n.best.exact_hardware})
    except ValidationError as exc:
        log.warning("stored nest %s not served: %s", n.nest_hash[:12], exc)
        return None


def serve(db: str | None, host: str = "127.0.0.1", port: int = 8734, *,
          token_file: str | None = None, read_token: bool = False,
          max_body: int = MAX_BODY_BYTES, log_level: str = "info") -> None:
    """Run the server until interrupted: ``db`` (a database path or URL; None: the default
    database) with the tokens of ``token_file`` (else ``LOOPCRAFT_SERVER_TOKEN_HASHES``).
    Plain HTTP: put it behind a TLS reverse proxy (docs/team-server.md)."""
    import uvicorn

    tokens = TokenSet.load(token_file)
    if not tokens:
        log.warning("no token hashes given: every write will be refused (read-only server)")
    database = RecipeDB(db) if db else RecipeDB()
    try:
        uvicorn.run(create_app(database, tokens, read_token=read_token, max_body=max_body),
                    host=host, port=port, log_level=log_level, proxy_headers=True,
                    server_header=False, timeout_keep_alive=15, limit_concurrency=256)
    finally:
        database.close()
