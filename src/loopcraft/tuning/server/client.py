"""The recipe server's client: ``db="https://host/..."`` in ``tune`` and ``jit(tune="transfer")``.

:class:`RemoteRecipeDB` answers the part of :class:`RecipeDB`'s API the tuner uses, from a
``loopcraft serve`` server *and* the local database, which it keeps as a cache:

- ``nearest`` asks the server and the local database and merges the answers (the server knows
  the team's records, the local file what this machine measured, also while offline);
- ``record`` writes to the local database first, then to the server (a write the server did
  not take is kept and sent with the next one);
- ``measurements``, ``hardware``, ``hardware_id``, ``path`` (what the search recalls and the
  cost model trains on) are the local database's: they describe this machine.

Tuning never fails because of the server: a connection error, a timeout (after ``retries``
retries with back-off) or a 5xx answer is one warning, the server is left alone for
:data:`DOWN_S` seconds, and the local database answers meanwhile. Nothing the server sends is
trusted: answers are parsed with the strict schemas of :mod:`.schema` (a refused answer is
no answer), and a recipe from the server is only a candidate -- transfer tuning replays it
through every step's legality check and measures it against the default recipe's outputs,
keeping it only when verified and faster (:mod:`loopcraft.tuning.transfer`,
:func:`loopcraft.tuning.api.tune`); nothing here hands a recipe to the compiler directly.
"""

from __future__ import annotations

import json
import os
import re
import time
import uuid
import warnings
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from pydantic import ValidationError

from ...errors import ConfigError
from ..db.database import BestRecipe, Neighbor, RecipeDB
from ..db.records import nest_identity, this_machine
from ..db.store import DB_FILENAME
from . import is_server_url
from .schema import (
    K_MAX,
    MAX_RECORDS,
    NAME_PATTERN,
    Features,
    NeighboursOut,
    Record,
    hardware_subset,
)

__all__ = ["RemoteRecipeDB", "open_database", "TOKEN_ENV", "DOWN_S"]

#: The client's bearer token (never in the URL, never in ``loopcraft.config``).
TOKEN_ENV = "LOOPCRAFT_SERVER_TOKEN"
#: Seconds the client leaves an unreachable server alone before trying it again.
DOWN_S = 30.0
#: An answer larger than this is refused (a hostile server cannot exhaust memory).
MAX_ANSWER_BYTES = 4 << 20
#: Writes kept while the server is down, sent with the next successful write.
MAX_PENDING = 1024

_NAME = re.compile(NAME_PATTERN)


class _Unavailable(Exception):
    """The server did not answer usably (down, timing out, 5xx, a refused answer)."""


class RemoteRecipeDB:
    """A recipe server at ``url`` with the local database ``local`` as its cache (None: no
    cache; offline lookups then find nothing). ``token`` defaults to :data:`TOKEN_ENV`;
    ``timeout`` is per request (seconds), ``retries`` how often a failed request is retried.
    ``transport`` replaces httpx's (tests)."""

    def __init__(self, url: str, local: RecipeDB | None = None, *, token: str | None = None,
                 timeout: float = 5.0, retries: int = 2, transport: Any = None) -> None:
        import httpx

        if not is_server_url(url):
            raise ValueError(f"a recipe server URL starts with http:// or https://, got {url!r}")
        self.url = url.rstrip("/")
        self.local = local
        self.readonly = False
        self.retries = max(0, int(retries))
        token = os.environ.get(TOKEN_ENV) if token is None else token
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        self._http = httpx.Client(base_url=self.url, headers=headers, transport=transport,
                                  timeout=httpx.Timeout(timeout, connect=min(timeout, 2.0)),
                                  follow_redirects=False)
        self._down_until = 0.0
        self._warned: set[str] = set()
        self._pending: list[dict[str, Any]] = []
        self._remote_nests: dict[int, dict[str, Any]] = {}
        self._machine: dict[str, Any] | None = None

    # ------------------------------------------------------------------ plumbing
    @property
    def location(self) -> str:
        """The server's URL (what a tuning result names as its database)."""
        return self.url

    @property
    def path(self) -> Path | None:
        """The local cache's file (the cost model trains on this machine's records)."""
        return self.local.path if self.local is not None else None

    def close(self) -> None:
        self._http.close()
        if self.local is not None:
            self.local.close()

    def __enter__(self) -> RemoteRecipeDB:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _warn(self, kind: str, message: str) -> None:
        if kind not in self._warned:
            self._warned.add(kind)
            warnings.warn(f"loopcraft: recipe server {self.url}: {message}", RuntimeWarning,
                          stacklevel=3)

    def _request(self, method: str, path: str, **kwargs: Any) -> Any:
        """The decoded JSON answer, or :class:`_Unavailable`. Retries connection errors,
        timeouts, 429 and 5xx with back-off; a 4xx is the server refusing (not retried)."""
        import httpx

        if time.monotonic() < self._down_until:
            raise _Unavailable("unreachable a moment ago")
        last = ""
        for attempt in range(self.retries + 1):
            if attempt:
                time.sleep(min(0.2 * 2 ** (attempt - 1), 2.0))
            try:
                with self._http.stream(method, path, **kwargs) as resp:
                    body = bytearray()
                    for chunk in resp.iter_bytes():
                        body += chunk
                        if len(body) > MAX_ANSWER_BYTES:
                            raise _Unavailable(f"answer over {MAX_ANSWER_BYTES} bytes")
                    status = resp.status_code
            except httpx.HTTPError as exc:
                last = f"{type(exc).__name__}: {exc}"
                continue
            if status == 429 or status >= 500:
                last = f"HTTP {status}"
                continue
            if status >= 400:
                raise _Refused(status, bytes(body[:300]).decode("utf-8", "replace"))
            try:
                return json.loads(body)
            except (ValueError, RecursionError):  # RecursionError: nesting too deep
                raise _Unavailable("an answer that is not JSON") from None
        self._down_until = time.monotonic() + DOWN_S
        raise _Unavailable(last)

    def _this_machine(self) -> dict[str, Any]:
        if self._machine is None:
            self._machine = hardware_subset(this_machine())
        return self._machine

    # ------------------------------------------------------------------ reads
    def nearest(self, embedding: Sequence[float] | np.ndarray, k: int = 5,
                hardware: Any = None, *, similar_hardware: bool = False,
                exclude: Iterable[Any] = (), min_similarity: float | None = None
                ) -> list[Neighbor]:
        """:meth:`RecipeDB.nearest` over the server's records and the local ones, merged
        (each nest once, most similar first). ``hardware`` is a description or None (this
        machine); the server is not asked for a local hardware id or fingerprint."""
        excl = list(exclude)
        found: list[Neighbor] = []
        if self.local is not None:
            found += self.local.nearest(embedding, k, hardware, similar_hardware=similar_hardware,
                                        exclude=excl, min_similarity=min_similarity)
        if hardware is None or isinstance(hardware, Mapping):
            found += self._remote_nearest(embedding, k, hardware, similar_hardware, excl,
                                          min_similarity)
        found.sort(key=lambda n: -n.similarity)
        out: list[Neighbor] = []
        seen: set[str] = set()
        for n in found:
            if n.nest_hash not in seen:
                seen.add(n.nest_hash)
                out.append(n)
        return out[:k]

    def _remote_nearest(self, embedding: Any, k: int, hardware: Mapping[str, Any] | None,
                        similar: bool, exclude: list[Any], min_similarity: float | None
                        ) -> list[Neighbor]:
        vec = np.asarray(embedding, dtype=np.float64).ravel()
        if k <= 0 or vec.size == 0 or not np.all(np.isfinite(vec)):
            return []
        machine = self._this_machine() if hardware is None else hardware_subset(dict(hardware))
        hashes = [nest_identity(x)[0] for x in exclude if not isinstance(x, int)][:64]
        params: dict[str, Any] = {
            "embedding": ",".join(repr(float(x)) for x in vec),
            "hardware": json.dumps(machine, sort_keys=True), "k": min(k, K_MAX),
            "similar_hardware": "true" if similar else "false", "exclude": hashes}
        try:
            answer = NeighboursOut.model_validate(self._request("GET", "/neighbours",
                                                                params=params))
        except (_Unavailable, ValidationError) as exc:
            self._warn("read", f"no answer ({_short(exc)}); the local recipe database "
                               "answers alone")
            return []
        except _Refused as exc:
            self._warn("read-refused", f"refused the query ({exc}); the local recipe "
                                       "database answers alone")
            return []
        out = []
        for n in answer.neighbours:
            if min_similarity is not None and n.similarity < min_similarity:
                continue
            rid = -(len(self._remote_nests) + 1)  # ids < 0: the server's nests, see nest()
            self._remote_nests[rid] = {
                "id": rid, "hash": n.nest_hash, "kernel": n.kernel, "source": None,
                "features": None if n.features is None else n.features.model_dump(
                    exclude_none=True),
                "embedding": None, "created": None}
            best = BestRecipe(recipe=n.recipe.recipe(), speedup=n.speedup, time_s=n.time_s,
                              nest_id=rid, nest_hash=n.nest_hash, recipe_id=-1, hardware_id=-1,
                              exact_hardware=n.exact_hardware, measurements=n.measurements,
                              origin=n.origin)
            out.append(Neighbor(rid, n.nest_hash, n.kernel, n.similarity, best))
        return out

    def nest(self, nest: int | str) -> dict[str, Any] | None:
        """A nest by id or hash: negative ids are the server's neighbours of this object
        (their features, never source), others the local database's."""
        if isinstance(nest, int) and nest < 0:
            return self._remote_nests.get(nest)
        return self.local.nest(nest) if self.local is not None else None

    def measurements(self, nest: Any, recipe: Any, hardware: Any = None) -> list[dict[str, Any]]:
        return self.local.measurements(nest, recipe, hardware) if self.local is not None else []

    def hardware_id(self, desc: Mapping[str, Any] | None = None,
                    probe: Mapping[str, Any] | None = None) -> int:
        if self.local is None:
            raise KeyError("no local recipe database")
        return self.local.hardware_id(desc, probe)

    def hardware(self, hardware_id: int) -> dict[str, Any]:
        if self.local is None:
            raise KeyError(hardware_id)
        return self.local.hardware(hardware_id)

    # ------------------------------------------------------------------ writes
    def record(self, nest: Any, recipe: Any, *, origin: str = "search",
               features: Mapping[str, Any] | None = None,
               embedding: Sequence[float] | np.ndarray | None = None,
               source: str | None = None, kernel: str | None = None,
               **measurement: Any) -> int:
        """:meth:`RecipeDB.record` into the local database (its id is returned; -1 without
        one), then the same record to the server -- without ``source`` and the failure's
        ``reason`` (no code crosses the wire). A server that does not take it is a warning."""
        rid = -1
        if self.local is not None:
            rid = self.local.record(nest, recipe, origin=origin, features=features,
                                    embedding=embedding, source=source, kernel=kernel,
                                    **dict(measurement))
        wire = self._wire_record(nest, recipe, origin, features, embedding, kernel, measurement)
        if wire is not None:
            self._pending.append(wire)
            del self._pending[:-MAX_PENDING]
        self.flush()
        return rid

    def flush(self) -> None:
        """Send the writes the server has not taken yet (in batches of
        :data:`~.schema.MAX_RECORDS`); kept for later when it is unreachable."""
        while self._pending:
            batch = self._pending[:MAX_RECORDS]
            try:
                self._request("POST", "/records", json={"records": batch})
            except _Unavailable as exc:
                self._warn("write", f"no answer ({_short(exc)}); records stay in the local "
                                    "database and are sent when the server answers again")
                return
            except _Refused as exc:
                self._warn(f"write-{exc.status}", f"refused records ({exc})")
            del self._pending[:len(batch)]

    def _wire_record(self, nest: Any, recipe: Any, origin: str, features: Any, embedding: Any,
                     kernel: str | None, m: Mapping[str, Any]) -> dict[str, Any] | None:
        """The record as :class:`~.schema.Record` accepts it, or None (with a warning) when
        it does not fit the schema; features that do not fit are left out alone."""
        from ...transform.recipe import Recipe

        if m.get("hardware_id") is not None:
            return None  # a record for another machine: only this machine's go to the server
        feats = None
        if features:
            try:
                # through JSON, as the database stores them: tuples become lists
                feats = Features.model_validate(json.loads(json.dumps(dict(features)))
                                                ).model_dump(exclude_none=True)
            except ValidationError as exc:
                self._warn("features", f"features not sent (the schema refuses them: "
                                       f"{_short(exc)})")
        status = m.get("status", "ok")
        rec = {
            "hardware": self._this_machine(),
            "nest": {"hash": nest_identity(nest)[0],
                     "kernel": kernel if kernel and _NAME.match(kernel) else None,
                     "features": feats,
                     "embedding": None if embedding is None else
                     [float(x) for x in np.asarray(embedding, dtype=np.float64).ravel()]},
            "recipe": (recipe if isinstance(recipe, Recipe) else Recipe.from_json(
                recipe if isinstance(recipe, str) else json.dumps(recipe))).to_dict(),
            "origin": origin,
            "measurement": {"uid": uuid.uuid4().hex, "status": status,
                            "time_s": m.get("time_s") if status == "ok" else None,
                            "spread_s": m.get("spread_s"), "baseline_s": m.get("baseline_s"),
                            "repeats": m.get("repeats"),
                            "verified": bool(m.get("verified", False)),
                            "threads": m.get("threads")},
        }
        try:
            return Record.model_validate(rec).model_dump(exclude_none=True)
        except ValidationError as exc:
            self._warn("schema", f"a record was not sent: {_short(exc)}")
            return None


class _Refused(Exception):
    def __init__(self, status: int, detail: str) -> None:
        super().__init__(f"HTTP {status}: {detail}")
        self.status = status


def _short(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:200]


def open_database(spec: str, local: RecipeDB | None | bool = True, **kwargs: Any
                  ) -> RemoteRecipeDB:
    """The server at URL ``spec`` with the user's local database as its cache
    (``local=True``; or a :class:`RecipeDB`, or None for none)."""
    try:
        import httpx  # noqa: F401
    except ImportError:
        raise ConfigError(f"db={spec!r} is a recipe server; its client needs httpx "
                          "(pip install 'loopcraft[server]')") from None
    if local is True:
        from ...config import config

        local = RecipeDB.try_open_default(Path(config.cache_dir) / DB_FILENAME)
    return RemoteRecipeDB(spec, local or None, **kwargs)
