"""Transfer tuning: recipes found for one loop nest, reused on nests never seen before.

For a new function and arguments:

1. :func:`describe` the program: features of each outermost loop nest (library calls
   expanded as loops) and an embedding of each (:mod:`loopcraft.analysis.features`);
2. :func:`neighbours`: for each nest, the stored nests nearest by cosine similarity that have
   a verified recipe on this machine or a similar one (:meth:`.database.RecipeDB.nearest`);
3. :func:`adapt` each neighbour's recipe: the stored nest's loops are matched to the new
   program's loops *by role* -- an optimal assignment (Hungarian method,
   ``scipy.optimize.linear_sum_assignment``) on per-loop vectors (depth position, trip count,
   stride-1 arrays, reuse, carried dependences) -- then every step is renamed (its target, the
   loop labels and array names in its parameters) and replayed in the recipe's transfer mode,
   which skips and reports the steps that are illegal or name nothing on the new program;
4. the caller (:func:`loopcraft.tune` with ``strategy="transfer"`` or ``"auto"``) measures at
   most ``k`` adapted candidates with the verified measurement harness, next to the default
   recipe, and keeps one only if it is verified and clearly faster; the result is written
   back to the database (origin ``"transfer"``), which closes the loop.

Labels that recipe steps create (``i_o`` after a split of ``i``, ``i_2`` after a
distribution) are renamed through their prefix: the longest original label a target starts
with decides, so ``j_2_o`` follows ``j_2``.
"""

from __future__ import annotations

import math
import re
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..analysis.features import FEATURES_VERSION, LoopFeatures, NestFeatures, embed, nest_features
from ..ir import nodes as ir
from ..ir.hashing import structural_hash
from ..transform import Recipe, Step
from ..transform.base import libcall_targets
from .db.database import Neighbor, RecipeDB

__all__ = [
    "ProgramDescription",
    "Adapted",
    "TransferCandidate",
    "describe",
    "adapt",
    "neighbours",
    "transfer_candidates",
    "MIN_SPEEDUP",
    "DEFAULT_K",
]

#: A transferred recipe replaces the default only when at least this much faster, measured
#: side by side: a recipe from another nest must clearly earn its place.
MIN_SPEEDUP = 1.1

#: Adapted candidates measured per tuning call at most.
DEFAULT_K = 3

#: Parameters that name loops (renamed with the target) and arrays / scalars.
_LABEL_PARAMS = {"order", "inner", "other"}
_ARRAY_PARAMS = {"array"}
_SCALAR_PARAMS = {"scalar"}


@dataclass(frozen=True)
class ProgramDescription:
    """What transfer tuning knows about a program at given argument shapes: the features
    of each nest, the library calls (``op#k`` targets, in order), the index of the dominant
    nest (most work) and its embedding, which is what the database stores for the program."""

    nests: tuple[NestFeatures, ...]
    libcalls: tuple[str, ...]
    dominant: int
    program_hash: str

    @property
    def embedding(self) -> np.ndarray | None:
        return embed(self.nests[self.dominant]) if self.nests else None

    def embeddings(self) -> list[np.ndarray]:
        return [embed(n) for n in self.nests]

    def weights(self) -> list[float]:
        """Each nest's share of the program's work (operations plus accesses)."""
        work = [n.flops + n.iterations for n in self.nests]
        total = sum(work) or 1.0
        return [w / total for w in work]

    def to_features(self) -> dict[str, Any]:
        """The JSON stored in the database's ``features`` column."""
        return {"version": FEATURES_VERSION, "program_hash": self.program_hash,
                "dominant": self.dominant, "libcalls": list(self.libcalls),
                "nests": [n.to_dict() for n in self.nests]}

    @classmethod
    def from_features(cls, d: dict[str, Any]) -> ProgramDescription | None:
        """The stored form back, or None for records without (or with older) features."""
        if not isinstance(d, dict) or d.get("version") != FEATURES_VERSION or "nests" not in d:
            return None
        try:
            nests = tuple(NestFeatures.from_dict(n) for n in d["nests"])
        except (KeyError, TypeError, ValueError):
            return None
        return cls(nests, tuple(d.get("libcalls", ())), int(d.get("dominant", 0)),
                   str(d.get("program_hash", "")))


def describe(program: ir.Program, args: Sequence[Any]) -> ProgramDescription:
    """Features of ``program`` (the frontend's, unscheduled) at the shapes of ``args`` (the
    call's arguments in parameter order)."""
    from ..libops import expand_libcalls

    calls = tuple(name for name, _ in libcall_targets(program))
    nests = tuple(nest_features(expand_libcalls(program), args))
    work = [n.flops + n.iterations for n in nests]
    dominant = int(np.argmax(work)) if work else 0
    return ProgramDescription(nests, calls, dominant, structural_hash(program))


# ------------------------------------------------------------------------ adaptation


@dataclass(frozen=True)
class Adapted:
    """A neighbour's recipe adapted to a new program: ``recipe`` the steps that applied (as
    renamed), ``skipped`` those dropped with the reason, ``labels`` the loop mapping used."""

    recipe: Recipe
    program: ir.Program
    skipped: tuple[tuple[Step, str], ...]
    labels: dict[str, str]
    arrays: dict[str, str]

    def report(self) -> str:
        lines = [f"{len(self.recipe)} step(s) kept, {len(self.skipped)} dropped; loops "
                 + ", ".join(f"{a}->{b}" for a, b in sorted(self.labels.items()))]
        lines += [f"  dropped {s.to_python()}: {why}" for s, why in self.skipped]
        return "\n".join(lines)


def _assignment(cost: np.ndarray) -> list[tuple[int, int]]:
    from scipy.optimize import linear_sum_assignment

    if cost.size == 0:
        return []
    rows, cols = linear_sum_assignment(cost)
    return [(int(r), int(c)) for r, c in zip(rows, cols, strict=True)]


def _loop_cost(a: LoopFeatures, da: int, b: LoopFeatures, db: int) -> float:
    return float(np.abs(a.vector(da) - b.vector(db)).sum())


def match_loops(src: NestFeatures, dst: NestFeatures) -> dict[str, str]:
    """Source loop label -> new loop label, an optimal assignment by role (unequal depths:
    the extra loops stay unmatched)."""
    cost = np.array([[_loop_cost(a, src.depth, b, dst.depth) for b in dst.loops]
                     for a in src.loops]).reshape(len(src.loops), len(dst.loops))
    return {src.loops[r].label: dst.loops[c].label for r, c in _assignment(cost)}


def match_nests(src: ProgramDescription, dst: ProgramDescription,
                recipe: Recipe | None = None) -> list[tuple[int, int]]:
    """Pairs (source nest, new nest), an optimal assignment on embedding distance plus the
    difference in work share (so the heavy nests pair up). With ``recipe``, source nests
    are also favoured by the share of its steps that target them: when the new program has
    fewer nests, the ones the recipe works on are the ones to keep."""
    es, ed = src.embeddings(), dst.embeddings()
    ws, wd = src.weights(), dst.weights()
    steps = _step_shares(src, recipe) if recipe is not None else [0.0] * len(es)
    cost = np.array([[1.0 - float(a @ b) + abs(x - y) - st for b, y in zip(ed, wd, strict=True)]
                     for a, x, st in zip(es, ws, steps, strict=True)]).reshape(len(es), len(ed))
    return _assignment(cost)


def _step_shares(src: ProgramDescription, recipe: Recipe) -> list[float]:
    """Per source nest, the fraction of ``recipe``'s steps whose target is one of its loops
    (or a label derived from one)."""
    owner = {lf.label: i for i, n in enumerate(src.nests) for lf in n.loops}
    keys = sorted(owner, key=len, reverse=True)
    counts = [0] * len(src.nests)
    for step in recipe:
        key = next((k for k in keys if step.target == k or step.target.startswith(k + "_")),
                   None)
        if key is not None:
            counts[owner[key]] += 1
    return [c / max(len(recipe), 1) for c in counts]


def _array_map(src: NestFeatures, dst: NestFeatures, loops: dict[str, str]) -> dict[str, str]:
    """Source array -> new array with the same index pattern under the loop mapping (same
    number of dimensions, each indexed by the mapped loops)."""
    out: dict[str, str] = {}
    used: set[str] = set()
    for name, pattern in src.arrays.items():
        want = tuple(tuple(sorted(loops.get(x, "?") for x in dim)) for dim in pattern)
        for cand, pat in dst.arrays.items():
            if cand in used or len(pat) != len(pattern):
                continue
            if tuple(tuple(sorted(d)) for d in pat) == want:
                out[name] = cand
                used.add(cand)
                break
    return out


class _Renamer:
    """Renames step targets and parameters through the loop, array and scalar maps."""

    def __init__(self, labels: dict[str, str], arrays: dict[str, str],
                 scalars: dict[str, str], calls: dict[str, str], known: set[str]) -> None:
        self.labels = labels
        self.arrays = arrays
        self.scalars = scalars
        self.calls = calls
        # every source loop label, longest first, so "j_2" wins over "j" for "j_2_o"
        self._keys = sorted(known | set(labels), key=len, reverse=True)

    def root(self, name: str) -> str | None:
        """The source loop ``name`` is (or was derived from by earlier steps), if any."""
        for key in self._keys:
            if name == key or (name.startswith(key + "_")
                               and re.fullmatch(r"(_[a-z0-9]+)+", name[len(key):])):
                return key
        return None

    def label(self, name: Any) -> Any:
        if not isinstance(name, str):  # pack's order=(1, 0) shares the name "order"
            return name
        if name in self.calls:
            return self.calls[name]
        key = self.root(name)
        if key is None or key not in self.labels:
            return name
        return self.labels[key] + name[len(key):]

    def unmatched(self, step: Step) -> str | None:
        """The source loop ``step`` works on when no loop of the new program plays its
        role (the step is then dropped rather than applied to whatever loop shares its
        name)."""
        key = self.root(step.target)
        return key if key is not None and key not in self.labels else None

    def step(self, step: Step) -> Step:
        params: dict[str, Any] = {}
        for k, v in step.kwargs.items():
            if k in _LABEL_PARAMS:
                v = ([self.label(x) for x in v] if isinstance(v, (list, tuple))
                     else self.label(v))
            elif k in _ARRAY_PARAMS and isinstance(v, str):
                v = self.arrays.get(v, v)
            elif k in _SCALAR_PARAMS and isinstance(v, str):
                v = self.scalars.get(v, v)
            params[k] = v
        return Step(step.transformation, self.label(step.target), **params)


def adapt(recipe: Recipe, source: ProgramDescription, program: ir.Program,
          target: ProgramDescription) -> Adapted:
    """``recipe`` (found for the program ``source`` describes) renamed for ``program``
    (described by ``target``) and replayed on it in transfer mode: steps that are illegal
    or name nothing there are dropped and reported."""
    labels: dict[str, str] = {}
    arrays: dict[str, str] = {}
    scalars: dict[str, str] = {}
    for i, j in match_nests(source, target, recipe):
        s, d = source.nests[i], target.nests[j]
        loops = match_loops(s, d)
        labels.update(loops)
        arrays.update(_array_map(s, d, loops))
        scalars.update(dict(zip(s.scalars, d.scalars, strict=False)))
    bridge, bridged = _bridge_calls(recipe, program, target)
    calls = _call_map(source.libcalls, [name for name, _ in libcall_targets(bridged)])
    known = {lf.label for n in source.nests for lf in n.loops}
    renamer = _Renamer(labels, arrays, scalars, calls, known)
    kept, unmatched = [], []
    for step in recipe:
        loop = renamer.unmatched(step)
        if loop is None:
            kept.append(step)
        else:
            unmatched.append((step, f"no loop of {program.name} plays the role of {loop!r}"))
    renamed = Recipe([*bridge, *(renamer.step(s) for s in kept)])
    result = renamed.transfer(program)
    back = dict(zip(renamed.steps[len(bridge):], kept, strict=True))
    skipped = tuple(unmatched) + tuple((back.get(s, s), why) for s, why in result.skipped)
    return Adapted(result.applied, result.program, skipped, labels, arrays)


def _bridge_calls(recipe: Recipe, program: ir.Program, target: ProgramDescription
                  ) -> tuple[list[Step], ir.Program]:
    """``recognize`` steps that turn loop nests of ``program`` into the library calls that
    ``recipe`` implements but ``program`` lacks, and the program after them.

    Why: a recipe that learned "this product runs fastest as BLAS" was found on a program
    that wrote ``A @ B``; a program that writes the same product as a triple loop benefits
    only once the loop nest is recognized as that call. Heaviest nests are tried first;
    a nest that is not the operation is left alone (the step's legality check says so)."""
    from collections import Counter

    from ..errors import LoopcraftError

    wanted = Counter(s.target.split("#")[0] for s in recipe
                     if s.transformation == "implement" and "#" in s.target)
    have = Counter(name.split("#")[0] for name, _ in libcall_targets(program))
    weights = target.weights()
    roots = [target.nests[i].loops[0].label
             for i in sorted(range(len(target.nests)), key=lambda i: -weights[i])
             if target.nests[i].loops]
    steps: list[Step] = []
    for op, n in sorted(wanted.items()):
        missing = n - have.get(op, 0)
        for root in roots:
            if missing <= 0:
                break
            step = Step("recognize", root, op=op)
            try:
                program = step.apply(program)
            except (LoopcraftError, KeyError):
                continue
            steps.append(step)
            missing -= 1
    return steps, program


def _call_map(src: Iterable[str], dst: Iterable[str]) -> dict[str, str]:
    """``op#k`` -> ``op#k'``: the k-th call of an op to the k-th call of the same op."""
    by_op: dict[str, list[str]] = {}
    for name in dst:
        by_op.setdefault(name.split("#")[0], []).append(name)
    out, seen = {}, {}
    for name in src:
        op = name.split("#")[0]
        k = seen.get(op, 0)
        seen[op] = k + 1
        if k < len(by_op.get(op, [])):
            out[name] = by_op[op][k]
    return out


# ------------------------------------------------------------------------ neighbours


@dataclass
class TransferCandidate:
    """An adapted recipe ready to measure, with where it came from."""

    neighbour: Neighbor
    adapted: Adapted
    nest: int  # the new program's nest whose embedding found the neighbour
    notes: list[str] = field(default_factory=list)

    @property
    def recipe(self) -> Recipe:
        return self.adapted.recipe

    def describe(self) -> str:
        sp = self.neighbour.speedup
        there = f"{sp:.2f}x" if sp else "?"
        return (f"from {self.neighbour.kernel or self.neighbour.nest_hash[:8]} (similarity "
                f"{self.neighbour.similarity:.2f}, {there} there): "
                f"{len(self.recipe)} step(s), {len(self.adapted.skipped)} dropped")


def neighbours(db: RecipeDB, desc: ProgramDescription, k: int = DEFAULT_K, *,
               exclude: Iterable[Any] = (), similar_hardware: bool = True,
               min_share: float = 0.1) -> list[tuple[int, Neighbor]]:
    """``(new nest index, neighbour)`` pairs, most similar first, for the nests holding at
    least ``min_share`` of the work; each stored nest once. Database failures are warnings
    and no neighbours (transfer then has nothing to offer; it never stops the caller)."""
    excl = list(exclude)
    weights = desc.weights()
    best: dict[int, tuple[float, int, Neighbor]] = {}  # stored nest -> (score, new nest, n)
    for idx, emb in enumerate(desc.embeddings()):
        if weights[idx] < min_share:
            continue
        try:
            near = db.nearest(emb, k=k, similar_hardware=similar_hardware, exclude=excl)
        except Exception as exc:  # noqa: BLE001 - a damaged database is "no neighbour"
            warnings.warn(f"loopcraft: transfer tuning's database lookup failed: {exc}",
                          RuntimeWarning, stacklevel=2)
            return []
        for n in near:
            score = n.similarity * math.sqrt(weights[idx])  # similar, and where the work is
            if n.nest_id not in best or score > best[n.nest_id][0]:
                best[n.nest_id] = (score, idx, n)
    return [(idx, n) for _, idx, n in sorted(best.values(), key=lambda t: -t[0])]


def transfer_candidates(db: RecipeDB, program: ir.Program, args: Sequence[Any],
                        k: int = DEFAULT_K, *, exclude: Iterable[Any] = (),
                        similar_hardware: bool = True, desc: ProgramDescription | None = None
                        ) -> list[TransferCandidate]:
    """Up to ``k`` adapted recipes from the nearest stored nests, best neighbour first
    (two neighbours adapting to the same recipe count once). Neighbours whose best recipe
    was not at least :data:`MIN_SPEEDUP` times faster than their default there are passed
    over: what they teach is the default, which the new program has anyway."""
    desc = desc or describe(program, args)
    out: list[TransferCandidate] = []
    seen: set[str] = set()
    for idx, n in neighbours(db, desc, k=max(k, 1) * 4, exclude=exclude,
                             similar_hardware=similar_hardware):
        if len(out) >= k:
            break
        if (n.speedup or 1.0) < MIN_SPEEDUP:
            continue  # its best is (about) its default: nothing learned worth transferring
        stored = db.nest(n.nest_id)
        src = ProgramDescription.from_features((stored or {}).get("features") or {})
        if src is None:
            continue
        try:
            adapted = adapt(n.recipe, src, program, desc)
        except Exception as exc:  # noqa: BLE001 - one bad neighbour must not stop the rest
            warnings.warn(f"loopcraft: adapting the recipe of {n.kernel} failed: {exc}",
                          RuntimeWarning, stacklevel=2)
            continue
        key = adapted.recipe.to_json()
        if key in seen:
            continue
        seen.add(key)
        out.append(TransferCandidate(n, adapted, idx))
    return out
