"""``tile(loop, sizes)``: rectangular tiling of a perfect band (blocking for cache reuse).

``sizes`` has one entry per loop of the band that starts at ``loop`` (so its length is the
band depth); ``0`` or ``1`` leaves that loop untiled. Each tiled loop is strip-mined
(:func:`~loopcraft.transform.split.split_loop`: tile loop ``<label>_o`` stepping by
``size * step``, point loop keeping the original variable, label and body) and then the
band is reordered: the leading untiled loops stay where they are, then come all tile loops,
then all point loops (untiled ones among them) in the original order::

    for i, j in (range(n), range(m))          for i_o in range(0, n, 32):
        S(i, j)                      ->         for j_o in range(0, m, 32):
                                                  for i in range(i_o, min(i_o + 32, n)):
                                                    for j in range(j_o, min(j_o + 32, m)):
                                                      S(i, j)

Multi-level tiling is tiling again: ``tile`` the point band (target: the first point loop,
which kept its label) with smaller sizes for the next cache level, or the tile loops with
larger ones.

Legality: a tile loop runs a group of consecutive iterations of its loop, so its direction
for a dependence is ``'='`` or the loop's own; the step is refused when some dependence could
then lead with ``'>'`` (:func:`~loopcraft.analysis.dependence.band_schedule_violation`).
When all loops are tiled this is the classic rule: every dependence carried in the band must
have only ``'<'``/``'='`` components on the band (the band is fully permutable). Reduction
dependences count too (results stay bit-exact); per-iteration scalar temporaries are
privatised as for :mod:`reorder`. Tiled loops need constant steps, bounds that read no
variable of a reordered band loop (rectangular) and mean the same each time, and no
``break``/``return``/``raise``.

Kinds: a parallel loop that is the first tiled loop keeps ``parallel`` on its tile loop (the
tiles are as independent as its iterations were); every other parallel loop of the reordered
part becomes serial. Vector and unrolled kinds stay on the point loops (each point loop is
still enclosed by every loop that enclosed it, so it carries no new dependence).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..analysis.dependence import band_schedule_violation, describe_dependence
from ..errors import DependenceViolationError, InvalidParameterError, NonRectangularError
from ..ir import nodes as ir
from ..ir.walk import expr_vars
from .base import (
    Transformation,
    find_loop,
    fresh_label,
    fresh_name,
    perfect_band,
    register,
    replace_loop,
)
from .reorder import (
    band_dependences,
    check_band_bounds,
    check_band_exits,
    check_enclosing_collapse,
    nest,
    perfect_depth,
)
from .split import check_regroupable, split_loop

__all__ = ["Tile"]


@register
class Tile(Transformation):
    name = "tile"
    params = {"sizes": ("tuple", int)}

    def _band(self, program: ir.Program, target: str, sizes: tuple[int, ...]
              ) -> tuple[list[ir.Loop], int]:
        """The band and the number of leading untiled loops (left in place)."""
        loop = find_loop(program, target, self.name)
        text = f"sizes=({', '.join(map(str, sizes))})"
        if not sizes:
            raise InvalidParameterError(self.name, target, f"{text} names no loops")
        if any(s < 0 for s in sizes):
            raise InvalidParameterError(self.name, target, f"{text} must be >= 0")
        if all(s < 2 for s in sizes):
            raise InvalidParameterError(self.name, target,
                                        f"{text} tiles no loop (0 or 1 leaves a loop untiled)")
        band = perfect_band(loop, len(sizes), self.name)
        return band, next(k for k, s in enumerate(sizes) if s >= 2)

    def _check(self, program: ir.Program, target: str, *, cheap: bool,
               sizes: tuple[int, ...]) -> None:
        band, prefix = self._band(program, target, sizes)
        tiled = [lp for lp, s in zip(band, sizes, strict=True) if s >= 2]
        moved = {lp.var: lp for lp in band[prefix:]}
        for lp in tiled:
            check_regroupable(lp, self.name)
            used = set().union(*(expr_vars(e) for e in (lp.start, lp.stop, lp.step)))
            for v in sorted(used & set(moved)):
                raise NonRectangularError(
                    self.name, target,
                    f"the bounds of loop {lp.label!r} read {v}, the variable of loop "
                    f"{moved[v].label!r}, so its tiles would not be rectangular",
                    inner=lp.label, variable=v, outer=moved[v].label)
        check_band_bounds(band, [lp.label for lp in band], prefix, self.name, target)
        check_band_exits(band, self.name, target)
        check_enclosing_collapse(program, band, prefix, self.name, target)
        if cheap:
            return
        labels = [lp.label for lp in band]
        schedule = [("point", lab) for lab in labels[:prefix]] + \
            [("tile", lp.label) for lp in tiled] + [("point", lab) for lab in labels[prefix:]]
        d = band_schedule_violation(band_dependences(program, band), labels, schedule)
        if d is not None:
            raise DependenceViolationError(
                self.name, target, f"tiling loops {', '.join(lp.label for lp in tiled)} would "
                f"reverse the dependence {describe_dependence(d)}", dependence=d)

    def sample_params(self, program: ir.Program, target: str,
                      rng: random.Random) -> dict[str, Any]:
        loop = find_loop(program, target, self.name)
        depth = rng.randint(1, min(4, perfect_depth(loop)))
        sizes = [rng.choice((0, 2, 3, 4, 8, 16, 32, 64)) for _ in range(depth)]
        if all(s < 2 for s in sizes):
            sizes[rng.randrange(depth)] = rng.choice((4, 16, 32))
        return {"sizes": tuple(sizes)}

    def _rewrite(self, program: ir.Program, target: str, *,
                 sizes: tuple[int, ...]) -> ir.Program:
        band, prefix = self._band(program, target, sizes)
        headers: list[ir.Loop] = []
        for p, lp in enumerate(band[:prefix]):
            c = dict(lp.attrs).get("collapse", 1)
            if isinstance(c, int) and p + c > prefix:  # it would collapse tile loops
                lp = replace(lp, attrs=tuple(a for a in lp.attrs if a[0] != "collapse"))
            headers.append(lp)
        names: set[str] = set()
        labels: set[str] = set()
        tiles: list[ir.Loop] = []
        points: list[ir.Loop] = []
        for k in range(prefix, len(band)):
            lp = band[k]
            if sizes[k] < 2:
                points.append(replace(lp, kind="serial", attrs=())
                              if lp.kind == "parallel" else lp)
                continue
            var = fresh_name(program, f"{lp.var}_o", names)
            label = fresh_label(program, f"{lp.label}_o", labels)
            names.add(var)
            labels.add(label)
            tile = split_loop(lp, sizes[k], var, label)
            points.append(tile.body.body[0])  # type: ignore[arg-type]
            tiles.append(tile if k == prefix else replace(tile, kind="serial", attrs=()))
        new = nest([*headers, *tiles, *points], band[-1].body)
        return replace_loop(program, target, lambda _: new)
