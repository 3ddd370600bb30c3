"""``tune(executor="ray")`` against the local executor on corpus kernels, same budget and seed:
the best time each found (confirmed side by side with the default, as ``tune`` reports it)
and the tuning wall time. Each run starts from an empty recipe database and an artifact cache
without compiled kernels (:func:`~loopcraft.pipeline.cache.clear_cache`, then the micro-kernel
libraries an untimed ``budget=0`` run built are put back), so both pay for their compiles.
Ray is started for each run (its worker processes remember the modules they loaded), and its
start-up is reported apart from the tuning time.

    python -m loopcraft_bench.experiments.ray_vs_local --budget 16 matmul_loops:m=256,n=256,k=256

Ray runs as ``ray.init(num_cpus=N)``: one node, this machine. Results go in docs/results/.
"""

from __future__ import annotations

import argparse
import logging
import shutil
import tempfile
import time
from pathlib import Path

import loopcraft
from loopcraft.config import config
from loopcraft.pipeline.cache import clear_cache
from loopcraft.tuning import TuneResult

from ..corpus import get_kernel


def _parse(spec: str) -> tuple[str, dict[str, int]]:
    name, _, dims = spec.partition(":")
    return name, {k: int(v) for k, v in (d.split("=") for d in dims.split(",") if d)}


def _recipe_note(res: TuneResult, found: dict[str, loopcraft.Recipe]) -> str:
    """Which recipe the run kept: the default, or a tuned one (the same as the local run's?)."""
    found.setdefault("local", res.recipe)
    what = "default" if not res.improved else f"tuned ({len(res.recipe)} steps)"
    return what if res.recipe is found["local"] else \
        f"{what}, {'same as' if res.recipe == found['local'] else 'not'} local's"


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("kernels", nargs="+", help="NAME:dim=value,... (corpus kernel and sizes)")
    ap.add_argument("--budget", type=int, default=16)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--ray-cpus", type=int, default=2)
    opts = ap.parse_args(argv)
    import ray

    print(f"{'kernel':<28} {'executor':<6} {'default':>10} {'best':>10} {'speedup':>8} "
          f"{'measured':>8} {'wall s':>7} {'ray.init s':>10}  recipe")
    with tempfile.TemporaryDirectory() as tmp:
        for spec in opts.kernels:
            name, dims = _parse(spec)
            kernel = get_kernel(name)
            f = loopcraft.jit(kernel.func)
            loopcraft.tune(f, *kernel.init(**dims), budget=0, db=False)  # untimed warm-up
            kernels = Path(config.cache_dir) / "kernels"
            saved = Path(tmp) / f"kernels-{name}"
            if kernels.is_dir():
                shutil.copytree(kernels, saved)
            found: dict[str, loopcraft.Recipe] = {}
            for executor in ("local", "ray"):
                clear_cache()
                if saved.is_dir():
                    shutil.copytree(saved, kernels)
                start = "-"
                if executor == "ray":
                    t0 = time.monotonic()
                    ray.init(num_cpus=opts.ray_cpus, include_dashboard=False,
                             logging_level=logging.WARNING)
                    start = f"{time.monotonic() - t0:.1f}"
                f = loopcraft.jit(kernel.func)
                args = kernel.init(**dims)
                t0 = time.monotonic()
                res = loopcraft.tune(f, *args, budget=opts.budget, seed=opts.seed,
                                     executor=executor, db=Path(tmp) / f"{name}-{executor}.db")
                wall = time.monotonic() - t0
                if executor == "ray":
                    ray.shutdown()
                print(f"{spec:<28} {executor:<6} {res.baseline_s * 1e3:>8.3f}ms "
                      f"{res.best_s * 1e3:>8.3f}ms {res.speedup:>7.2f}x {res.measurements:>8} "
                      f"{wall:>7.1f} {start:>10}  {_recipe_note(res, found)}", flush=True)


if __name__ == "__main__":
    main()
