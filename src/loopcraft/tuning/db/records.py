"""How the recipe database keys and encodes its records: machines, nests, recipes, embeddings.

Kept apart from the storage (:mod:`.store`) and the queries (:mod:`.database`) because the
same keys must be computed identically when a record is written, looked up, exported and
imported on another machine: a fingerprint or a recipe hash that differed between two of those
paths would silently make records unreachable.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np

from .store import RecipeDBError

__all__ = [
    "STATUSES", "DISQUALIFYING", "FINGERPRINT_KEYS", "COMPAT_KEYS", "canonical", "sha",
    "this_machine", "hardware_fingerprint", "hardware_compat_key", "nest_identity",
    "recipe_json", "embedding_vector", "checked_embedding", "chunks",
]

#: Outcomes of a measured candidate. Only ``ok`` measurements that were verified count as times.
STATUSES = ("ok", "wrong", "crash", "timeout", "compile_error")

#: Statuses that disqualify a recipe on the machines they were recorded on: the candidate gave
#: a wrong answer, crashed or did not compile there, so a good time elsewhere proves nothing.
DISQUALIFYING = ("wrong", "crash", "compile_error")


#: ``describe()`` keys that identify a machine: the fingerprint is a hash of exactly these.
FINGERPRINT_KEYS = ("cpu_model", "machine", "cores", "caches", "vector_bytes", "simd")
#: The keys two machines must share for ``similar_hardware=True``: same code runs on both.
COMPAT_KEYS = ("machine", "vector_bytes", "simd")


def canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


def sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def this_machine() -> dict[str, Any]:
    from ...target.hardware import describe

    return dict(describe())


def hardware_fingerprint(desc: Mapping[str, Any] | None = None) -> str:
    """Stable hash of the facts that make a time comparable: CPU model, architecture, cores,
    data caches, vector width and SIMD extensions (of ``desc``, or of this machine).

    Probe results and any other keys are left out on purpose: re-probing a machine, or a newer
    ``describe()`` with more fields, must not make its old records unreachable.
    """
    desc = this_machine() if desc is None else desc
    facts = {k: desc.get(k) for k in FINGERPRINT_KEYS}
    facts["simd"] = sorted(facts["simd"] or [])  # a set: its order must not matter
    return sha(canonical(facts))[:32]


def hardware_compat_key(desc: Mapping[str, Any] | None = None) -> str:
    """Hash of architecture, vector width and SIMD extensions: machines sharing it run the same
    generated code, so ``similar_hardware=True`` lets them share recipes."""
    desc = this_machine() if desc is None else desc
    facts = {k: desc.get(k) for k in COMPAT_KEYS}
    facts["simd"] = sorted(facts["simd"] or [])
    return sha(canonical(facts))[:32]


def nest_identity(nest: Any) -> tuple[str, str | None]:
    """(structural hash, printed IR or None) of a Program, or a hash given as a string."""
    if isinstance(nest, str):
        if not nest:
            raise ValueError("an empty string is not a nest hash")
        return nest, None
    from ...ir.hashing import structural_hash
    from ...ir.nodes import Program
    from ...ir.printer import format_program

    if not isinstance(nest, Program):
        raise TypeError(f"a nest is an ir.Program or its structural hash, got {nest!r:.80}")
    return structural_hash(nest), format_program(nest)


def recipe_json(recipe: Any) -> str:
    """Canonical JSON of a Recipe, or of its JSON text/dict after validating it against the
    transformation registry (what the database stores must replay)."""
    from ...transform.recipe import Recipe

    if isinstance(recipe, str):
        recipe = Recipe.from_json(recipe)
    elif isinstance(recipe, dict):
        recipe = Recipe.from_dict(recipe)
    if not isinstance(recipe, Recipe):
        raise TypeError(f"expected a Recipe or its JSON, got {recipe!r:.80}")
    return recipe.to_json()


def embedding_vector(embedding: Sequence[float] | np.ndarray | None) -> np.ndarray | None:
    """An embedding as the float32 vector every engine stores (None stays None)."""
    if embedding is None:
        return None
    vec = np.asarray(embedding, dtype=np.float32).ravel()
    if vec.size == 0 or not np.all(np.isfinite(vec)):
        raise ValueError("an embedding is a non-empty vector of finite numbers")
    return vec


def checked_embedding(vec: np.ndarray | None, dim: int | None) -> np.ndarray | None:
    """A stored embedding, refused when its length is not the one stored beside it."""
    if vec is not None and dim is not None and vec.size != dim:
        raise RecipeDBError(f"stored embedding has {vec.size} values, expected {dim}")
    return vec


def chunks(items: list[int], size: int) -> Iterator[list[int]]:
    for i in range(0, len(items), size):
        yield items[i:i + size]

