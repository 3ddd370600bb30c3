"""The knobs of :func:`loopcraft.tune`, grouped by what they steer.

Why groups: a call names the few things users change (``budget``, ``time_limit``, ``db``,
``strategy``, ``seed``, ``progress``) directly; everything else has a sound default and is
given as one settings object per concern, so the signature stays readable and a setting
cannot be mistaken for another. How candidates are *timed* is
:class:`~loopcraft.tuning.executors.local.MeasureSettings` (``measure=``).

The old flat keywords (``population=``, ``k=``, ``rtol=``, ``settings=``, ...) are still
accepted: :func:`merge_legacy` folds them into their group, and giving a keyword together
with its group's object is an error (which one should win is not guessable).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..transform import Recipe
from .executors.local import MeasureSettings
from .search import RankFn
from .space import SearchSpace

__all__ = ["SearchSettings", "TransferSettings", "CheckSettings", "MeasureSettings",
           "merge_legacy"]


@dataclass(frozen=True)
class SearchSettings:
    """How the search proposes, ranks and confirms candidates (``search=``).

    ``population``/``children``: parents kept and children proposed per generation;
    ``rank``: the cost-model hook ``rank(candidates) -> order`` (None: the cost model, see
    ``docs/tuning.md``); ``oversample``: proposals per measured candidate (None: 3 with the
    default rank, 1 with a given one); ``space``: the :class:`SearchSpace` (None: derived from
    the program); ``recipes``: recipes measured before anything else (origin ``"given"``;
    they count against the budget); ``confirm``: rounds of the final side-by-side comparison
    of the default with the ``confirm_top`` best candidates.
    """

    population: int = 4
    children: int = 8
    rank: RankFn | None = None
    oversample: int | None = None
    space: SearchSpace | None = None
    recipes: tuple[Recipe, ...] = ()
    confirm: int = 3
    confirm_top: int = 3

    def __post_init__(self) -> None:
        object.__setattr__(self, "recipes", tuple(self.recipes))


@dataclass(frozen=True)
class TransferSettings:
    """Which stored recipes transfer tuning adapts (``transfer=``; strategies ``"transfer"``
    and ``"auto"``): those of the ``k`` most similar nests, never of the ``exclude``\\ d ones
    (leave-one-out evaluation); ``similar_hardware`` also admits records of machines with the
    same architecture and SIMD extensions."""

    k: int = 3
    exclude: tuple[Any, ...] = ()
    similar_hardware: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "exclude", tuple(self.exclude))


@dataclass(frozen=True)
class CheckSettings:
    """What a candidate's outputs must reproduce (``check=``): ``reference``, a function with
    ``f``'s signature whose outputs are the truth (None: the default recipe's outputs);
    ``rtol``/``atol`` the comparison (None: 1e-7/1e-9, or 1e-4/1e-5 with float32 arrays;
    ``atol`` scales with each output's magnitude)."""

    reference: Callable[..., Any] | None = None
    rtol: float | None = None
    atol: float | None = None


#: the old flat keywords of ``tune()``: keyword -> (its group's keyword, the field)
_LEGACY: dict[str, tuple[str, str]] = {
    **{name: ("search", name) for name in ("population", "children", "rank", "oversample",
                                            "space", "recipes", "confirm", "confirm_top")},
    **{name: ("transfer", name) for name in ("k", "exclude", "similar_hardware")},
    **{name: ("check", name) for name in ("reference", "rtol", "atol")},
}
_GROUPS: dict[str, type] = {"search": SearchSettings, "transfer": TransferSettings,
                            "check": CheckSettings}


def merge_legacy(groups: dict[str, Any], legacy: dict[str, Any]) -> dict[str, Any]:
    """``groups`` (``search``/``transfer``/``check``/``measure`` -> object or None) with the
    old flat keywords of ``legacy`` folded in; every group filled with its default.

    Raises TypeError for a keyword ``tune()`` never had, and ValueError for a keyword given
    together with its group's object (or ``settings=`` together with ``measure=``)."""
    out = dict(groups)
    if "settings" in legacy:  # the old name of measure=
        if out.get("measure") is not None:
            raise ValueError("give measure= or settings= (its old name), not both")
        out["measure"] = legacy.pop("settings")
    fields: dict[str, dict[str, Any]] = {}
    for name, value in legacy.items():
        if name not in _LEGACY:
            raise TypeError(f"tune() got an unexpected keyword argument {name!r}")
        group, field = _LEGACY[name]
        if out.get(group) is not None:
            raise ValueError(f"give {group}={_GROUPS[group].__name__}(...) or {name}=, not "
                             f"both (put {field}= into the {_GROUPS[group].__name__})")
        fields.setdefault(group, {})[field] = value
    for group, cls in _GROUPS.items():
        if out.get(group) is None:
            out[group] = cls(**fields.get(group, {}))
        elif not isinstance(out[group], cls):
            raise TypeError(f"{group}= expects a {cls.__name__}, got {out[group]!r}")
    if out.get("measure") is None:
        out["measure"] = MeasureSettings()
    elif not isinstance(out["measure"], MeasureSettings):
        raise TypeError(f"measure= expects a MeasureSettings, got {out['measure']!r}")
    return out

