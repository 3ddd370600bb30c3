"""What crosses the wire between ``loopcraft serve`` and its clients, as strict schemas.

Why strict, and why both ends use them: a recipe server is shared by people and machines that
do not trust each other, so everything it receives or sends is *data* checked field by field
-- known keys only (``extra="forbid"``), bounded string lengths and list sizes, names that
look like loop, array and kernel names, finite numbers in range, recipe steps whose
transformation and parameters the registry knows. Nothing is ever evaluated or unpickled, and
no source code or binary has a field to travel in: a nest is its hash, its features and its
embedding (the printed IR the local database keeps as ``source`` stays on the machine), and a
failed measurement travels as its status, without the compiler's message. The client parses
the server's answers with the same schemas, so a hostile server is held to the same rules.
"""

from __future__ import annotations

import math
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..db.records import STATUSES

__all__ = [
    "MAX_BODY_BYTES", "MAX_RECORDS", "NAME_PATTERN", "EMBEDDING_MAX", "K_MAX", "Name",
    "Hardware", "Features",
    "RecipeData", "Nest", "Measurement", "Record", "RecordBatch", "NeighbourOut",
    "NeighboursOut", "hardware_subset",
]

#: A request body larger than this is refused (413) before it is read.
MAX_BODY_BYTES = 1 << 20
#: Records per POST.
MAX_RECORDS = 64
#: Values of an embedding (the current one has 36).
EMBEDDING_MAX = 256
#: Neighbours per query.
K_MAX = 50

NAME_PATTERN = r"^[A-Za-z_][A-Za-z0-9_]{0,127}(#[0-9]{1,4})?$"
_HEX = r"^[0-9a-f]{16,64}$"
_INT = 2**31 - 1
#: entries of any list or mapping in a nest's features (the shipped seed's largest: 42 loops)
_LIST = 256

#: a loop, array, scalar, kernel or library-call (``op#k``) name
Name = Annotated[str, Field(pattern=NAME_PATTERN, max_length=134)]
Count = Annotated[int, Field(ge=0, le=_INT)]
Small = Annotated[int, Field(ge=0, le=4096)]


def _finite(v: float, lo: float = 0.0, hi: float = 1e18) -> float:
    if not isinstance(v, (int, float)) or isinstance(v, bool) or not math.isfinite(v):
        raise ValueError("a finite number is required")
    if not lo <= v <= hi:
        raise ValueError(f"must lie in [{lo:g}, {hi:g}]")
    return float(v)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class Hardware(_Strict):
    """The facts that identify a machine (``records.FINGERPRINT_KEYS``); nothing else of
    ``describe()`` travels."""

    cpu_model: str = Field(max_length=200, pattern=r"^[\x20-\x7e]*$")
    machine: str = Field(max_length=32, pattern=r"^[A-Za-z0-9_.\-]*$")
    cores: int = Field(ge=1, le=1 << 20)
    caches: dict[Annotated[str, Field(pattern=r"^[A-Za-z0-9]{1,8}$")], Count] = Field(
        max_length=8)
    vector_bytes: int = Field(ge=0, le=1024)
    simd: list[Annotated[str, Field(pattern=r"^[a-z0-9_]{1,32}$")]] = Field(max_length=64)


def hardware_subset(desc: dict[str, Any]) -> dict[str, Any]:
    """A ``describe()`` dict cut to the keys :class:`Hardware` carries."""
    return {k: desc.get(k) for k in Hardware.model_fields}


class _Loop(_Strict):
    label: Name
    position: Small
    trip: float
    innermost: bool
    carries: bool
    reduction: bool
    unit_stride: list[Name] = Field(max_length=_LIST)
    strided: list[Name] = Field(max_length=_LIST)
    reused: list[Name] = Field(max_length=_LIST)

    @field_validator("trip", mode="before")
    @classmethod
    def _trip(cls, v: Any) -> float:
        return _finite(v)


class _NestFeatures(_Strict):
    index: Small
    name: Name
    depth: Small
    loops: list[_Loop] = Field(max_length=_LIST)
    ops: dict[Annotated[str, Field(pattern=r"^[a-z_]{1,16}$")], float] = Field(max_length=16)
    bytes: float
    reductions: Count
    assigns: Count
    control: Count
    float32: bool
    arrays: dict[Name, list[list[Name]]] = Field(max_length=_LIST)
    scalars: list[Name] = Field(max_length=_LIST)

    @field_validator("bytes", mode="before")
    @classmethod
    def _bytes(cls, v: Any) -> float:
        return _finite(v)

    @field_validator("ops", mode="before")
    @classmethod
    def _ops(cls, v: Any) -> Any:
        if isinstance(v, dict):
            return {k: _finite(x) for k, x in v.items()}
        return v

    @field_validator("arrays")
    @classmethod
    def _dims(cls, v: dict[str, list[list[str]]]) -> dict[str, list[list[str]]]:
        if any(len(dims) > 16 or any(len(d) > 64 for d in dims) for dims in v.values()):
            raise ValueError("an array has at most 16 dimensions of at most 64 loops each")
        return v


class _Arg(_Strict):
    shape: list[Count] | None = Field(default=None, max_length=8)
    dtype: str | None = Field(default=None, pattern=r"^[a-z0-9]{1,16}$")
    value: float | int | bool | None = None

    @field_validator("value", mode="before")
    @classmethod
    def _value(cls, v: Any) -> Any:
        if v is None or isinstance(v, bool):
            return v
        return _finite(v, -1e18, 1e18)


class Features(_Strict):
    """A nest's features as ``transfer.ProgramDescription.to_features`` writes them (plus the
    argument shapes the cost model reads): what transfer tuning adapts recipes with."""

    version: Small
    program_hash: str = Field(pattern=_HEX)
    dominant: Small
    libcalls: list[Name] = Field(max_length=_LIST)
    nests: list[_NestFeatures] = Field(max_length=_LIST)
    args: list[_Arg] = Field(default_factory=list, max_length=_LIST)


def _param(v: Any) -> Any:
    if isinstance(v, bool) or v is None:
        return v
    if isinstance(v, int):
        if not -_INT - 1 <= v <= _INT:
            raise ValueError(f"integer parameter {v} is out of range")
        return v
    if isinstance(v, float):
        return _finite(v, -1e9, 1e9)
    if isinstance(v, str):
        if len(v) > 134 or not v.replace("#", "").replace("_", "a").isalnum() \
                or not v.isascii():
            raise ValueError("a string parameter is a name (ASCII letters, digits, _ and #)")
        return v
    raise ValueError(f"parameter of type {type(v).__name__} is not a number, name or bool")


class _Step(_Strict):
    transformation: Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")]
    target: Name
    params: dict[Annotated[str, Field(pattern=r"^[a-z_]{1,40}$")], Any] = Field(max_length=16)

    @field_validator("params")
    @classmethod
    def _params(cls, v: dict[str, Any]) -> dict[str, Any]:
        out = {}
        for key, value in v.items():
            if isinstance(value, list):
                if len(value) > 16:
                    raise ValueError(f"parameter {key!r} lists more than 16 values")
                out[key] = [_param(x) for x in value]  # one level: lists of lists are refused
            else:
                out[key] = _param(value)
        return out


class RecipeData(_Strict):
    """A recipe's JSON form, bounded; :meth:`recipe` also validates it against the
    transformation registry (unknown steps or parameters are refused)."""

    format: int = Field(ge=1, le=1)
    steps: list[_Step] = Field(max_length=64)

    @model_validator(mode="after")
    def _registry(self) -> RecipeData:
        self.recipe()
        return self

    def recipe(self) -> Any:
        from ...transform.recipe import Recipe

        return Recipe.from_dict(self.model_dump())


class Nest(_Strict):
    hash: str = Field(pattern=_HEX)
    kernel: Name | None = None
    features: Features | None = None
    embedding: list[float] | None = Field(default=None, min_length=1, max_length=EMBEDDING_MAX)

    @field_validator("embedding", mode="before")
    @classmethod
    def _embedding(cls, v: Any) -> Any:
        if isinstance(v, list):
            return [_finite(x, -1e6, 1e6) for x in v]
        return v


class Measurement(_Strict):
    """One measured run. ``uid`` (random, chosen by the client) makes a retried write land
    once. Times are seconds; a failed candidate (status other than ``ok``) has no time."""

    uid: str = Field(pattern=r"^[0-9a-f]{32}$")
    status: str
    time_s: float | None = None
    spread_s: float | None = None
    baseline_s: float | None = None
    repeats: Count | None = None
    verified: bool = False
    threads: int | None = Field(default=None, ge=1, le=1 << 16)

    @field_validator("status")
    @classmethod
    def _status(cls, v: str) -> str:
        if v not in STATUSES:
            raise ValueError(f"status must be one of {STATUSES}")
        return v

    @field_validator("time_s", "spread_s", "baseline_s", mode="before")
    @classmethod
    def _seconds(cls, v: Any) -> Any:
        return None if v is None else _finite(v, 0.0, 1e6)

    @model_validator(mode="after")
    def _consistent(self) -> Measurement:
        if self.status == "ok" and not (self.time_s or 0) > 0:
            raise ValueError("an 'ok' measurement needs a positive time_s")
        if self.baseline_s is not None and not self.baseline_s > 0:
            raise ValueError("baseline_s must be positive")
        return self


class Record(_Strict):
    """A nest, a recipe for it and one measurement of that recipe on a machine."""

    hardware: Hardware
    nest: Nest
    recipe: RecipeData
    origin: str = Field(pattern=r"^[a-z_]{1,32}$")
    measurement: Measurement


class RecordBatch(_Strict):
    records: list[Record] = Field(min_length=1, max_length=MAX_RECORDS)


class NeighbourOut(_Strict):
    """A stored nest near the query, with its best verified recipe on the matching machines
    (``RecipeDB.nearest``'s answer, without local ids' meaning: ``nest_id`` is the server's)."""

    nest_id: Count
    nest_hash: str = Field(pattern=_HEX)
    kernel: Name | None = None
    similarity: float = Field(ge=-1.0001, le=1.0001)
    features: Features | None = None
    recipe: RecipeData
    speedup: float | None = None
    time_s: float
    measurements: Count
    origin: str = Field(pattern=r"^[a-z_]{1,32}$")
    exact_hardware: bool

    @field_validator("speedup", "time_s", mode="before")
    @classmethod
    def _positive(cls, v: Any) -> Any:
        return None if v is None else _finite(v, 0.0, 1e9)


class NeighboursOut(_Strict):
    neighbours: list[NeighbourOut] = Field(max_length=K_MAX)
