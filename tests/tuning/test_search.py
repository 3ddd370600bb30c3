"""The search and ``loopcraft.tune``: a real search returns a verified recipe that replays;
broken candidates are recorded with their status while the search goes on; a seed reproduces
the candidates; a second run with the same database measures nothing again; the API's shape."""

from __future__ import annotations

import importlib
import inspect
import sys
from pathlib import Path

import numpy as np
import pytest

import loopcraft
from loopcraft import Recipe, Step
from loopcraft.errors import ConfigError
from loopcraft.ir.hashing import structural_hash
from loopcraft.tuning.api import TuneError, TuneResult, nest_key
from loopcraft.tuning.db.database import RecipeDB
from loopcraft.tuning.executors import local as local_executor
from loopcraft.tuning.executors.local import Compiled, Measurement, MeasureSettings
from loopcraft.tuning.search import Search, identity_rank
from loopcraft.tuning.settings import CheckSettings, SearchSettings, TransferSettings
from loopcraft_bench.corpus import get_kernel

from .fake_modules import fake_module

#: short timing; the default timeouts (a loaded machine must not turn a candidate into a timeout)
FAST = MeasureSettings(max_seconds=0.1, settle_s=0.05)

#: A tuning test on each engine: the database is incidental to its compiles and
#: measurements, so its PostgreSQL run (2-6 s more) is in make test-slow.
postgres_is_slow = pytest.mark.parametrize(
    "engine", ["sqlite", pytest.param("postgresql", marks=pytest.mark.slow)])
#: a hanging candidate is killed within seconds
SHORT_TIMEOUT = MeasureSettings(max_seconds=0.1, min_timeout=0.5, timeout_factor=5.0)


def blur(a, b):
    n, m = a.shape
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            b[i, j] = 0.25 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])


def blur_args() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    return rng.random((40, 50)), np.zeros((40, 50))


def recipes(res: TuneResult) -> list[str]:
    return [c.recipe.to_json() for c in res.candidates[1:]]


@postgres_is_slow
def test_search_returns_a_verified_recipe_that_replays(db_location: str) -> None:
    k = get_kernel("mvt")
    f = loopcraft.jit(k.func)
    args = k.args("small")
    db_path = db_location
    res = loopcraft.tune(f, *args, budget=6, db=db_path, seed=0, settings=FAST)
    assert res.measurements == 6 and res.recalled == 0
    assert len(res.candidates) == 7 and res.candidates[0].origin == "heuristic"
    assert res.candidates[0].speedup == 1.0
    assert all(c.status == "ok" for c in res.candidates), [c.reason for c in res.candidates]
    assert res.speedup >= 1.0
    assert [n.kind for n in res.nests] and all(n.loops for n in res.nests)
    # the recipe replays through the public API and computes what NumPy computes
    tuned = f.with_recipe(res.recipe)
    k.assert_matches(k.outputs(k.reference, "small"), k.outputs(tuned, "small"), "tuned")
    # every measurement, the baseline's included, is in the database
    with RecipeDB(db_path) as db:
        assert db.measurement_count() == 7
        key = nest_key(f.lowered(*args), args)
        rows = db.measurements(key, res.candidates[3].recipe)
        assert len(rows) == 1 and rows[0]["status"] == "ok" and rows[0]["verified"]
        # the baseline the candidate was compared with: the default measured again after the
        # generation's compiles (and a settling run)
        c = res.candidates[3]
        assert rows[0]["baseline_s"] == pytest.approx(c.time_s * c.speedup)
    text = res.report()
    assert "speedup" in text and "best recipe" in text and "ok 6" in text


@postgres_is_slow
def test_broken_candidates_are_recorded_and_the_search_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, db_location: str) -> None:
    real = local_executor.compile_candidates
    broken = {1: fake_module("crash", tmp_path), 2: fake_module("noop", tmp_path),
              3: fake_module("hang", tmp_path), 4: Compiled(error="CompilerError: injected")}
    calls = []

    def compile_some_broken(programs, weak, use_cache=True, jobs=None):
        out = real(programs, weak, use_cache, jobs)
        calls.append(len(programs))  # the first generation's builds are broken
        return [broken.get(k, c) if len(calls) == 1 else c for k, c in enumerate(out)]

    monkeypatch.setattr(local_executor, "compile_candidates", compile_some_broken)
    db_path = db_location
    res = loopcraft.tune(loopcraft.jit(blur), *blur_args(), budget=6, db=db_path, seed=0,
                         settings=SHORT_TIMEOUT)
    status = [c.status for c in res.candidates]
    assert status == ["ok", "ok", "crash", "wrong", "timeout", "compile_error", "ok"], \
        [(c.status, c.reason) for c in res.candidates]
    assert "SIGSEGV" in res.candidates[2].reason
    assert "differ" in res.candidates[3].reason
    assert "injected" in res.candidates[5].reason
    assert res.measurements == 6
    assert res.recipe in {c.recipe for c in res.candidates if c.ok}
    with RecipeDB(db_path) as db:
        key = nest_key(loopcraft.jit(blur).lowered(*blur_args()), blur_args())
        for c in res.candidates[2:6]:
            (row,) = db.measurements(key, c.recipe)
            assert row["status"] == c.status and not row["verified"]
            assert row["time_s"] is None and row["reason"]
    assert "crash 1" in res.report()


def test_a_seed_reproduces_the_candidates() -> None:
    f = loopcraft.jit(blur)
    runs = [loopcraft.tune(f, *blur_args(), budget=5, db=False, seed=s, settings=FAST)
            for s in (7, 7, 8)]
    assert recipes(runs[0]) == recipes(runs[1])
    assert recipes(runs[0]) != recipes(runs[2])


class _FakeMeasurer:
    """Deterministic 'times' from the program, so that later generations (which depend on
    the ranking of times) are reproducible too."""

    def __init__(self) -> None:
        self.calls = 0
        self.settled = 0

    def settle(self, compiled: Compiled) -> None:
        self.settled += 1

    def baseline(self, compiled: Compiled, best: float | None) -> Measurement:
        self.settle(compiled)
        return self.measure(compiled, best)

    def measure_each(self, compiled, best, stop):
        for comp in compiled:
            if stop():
                return
            yield self.measure(comp, best())

    def measure(self, compiled: Compiled, best: float | None = None,
                return_outputs: bool = False) -> Measurement:
        self.calls += 1
        if compiled.path == "base":
            return Measurement("ok", 0.002, 0.0, 3)
        return Measurement("ok", int(compiled.path[:8], 16) / 1e9 + 1e-3, 0.0, 3)


def _fake_compile(programs):
    from loopcraft.pipeline import finish_schedule

    return [Compiled(structural_hash(finish_schedule(p)), "fake") for p in programs]


def test_several_generations_are_reproducible_given_the_times() -> None:
    f = loopcraft.jit(blur)
    args = blur_args()
    program, default = f.lowered(*args), f.recipe(*args)

    def run(seed: int) -> list[str]:
        m = _FakeMeasurer()
        s = Search(program, default, m, budget=20, seed=seed, children=6,
                   compile_fn=_fake_compile)
        s.start(Measurement("ok", 0.002, 0.0, 3), Compiled("base", "base"))
        s.run()
        assert s.measured == 20 and m.calls == 20 + len(s.baselines) - 1
        # every generation compiled something: the default settles and is measured again
        assert m.settled == len(s.baselines) - 1 >= 4
        parents = {c.parent for c in s.candidates[7:]}
        assert parents - {0}, "later generations breed from candidates other than the default"
        return [c.recipe.to_json() for c in s.candidates]

    assert run(3) == run(3)


def test_the_rank_hook_orders_the_measurements() -> None:
    seen: list[list[str]] = []

    def reverse(cands):
        seen.append([c.recipe.to_json() for c in cands])
        return list(range(len(cands)))[::-1]

    res = loopcraft.tune(loopcraft.jit(blur), *blur_args(), budget=3, db=False, seed=2,
                         rank=reverse, settings=FAST)
    assert len(seen) == 1 and len(seen[0]) == 3
    assert recipes(res) == seen[0][::-1]
    # oversampling: twice the proposals are ranked, the first three measured
    seen.clear()
    res = loopcraft.tune(loopcraft.jit(blur), *blur_args(), budget=3, db=False, seed=2,
                         rank=reverse, oversample=2, settings=FAST)
    assert len(seen) == 1 and len(seen[0]) == 6
    assert recipes(res) == seen[0][::-1][:3] and res.measurements == 3


@postgres_is_slow
def test_a_second_run_with_the_same_database_resumes(db_location: str) -> None:
    f = loopcraft.jit(blur)
    db_path = db_location
    first = loopcraft.tune(f, *blur_args(), budget=4, db=db_path, seed=1, settings=FAST)
    assert first.measurements == 4
    again = loopcraft.tune(f, *blur_args(), budget=4, db=db_path, seed=1, settings=FAST)
    assert again.measurements == 0 and again.recalled == 4
    assert recipes(again) == recipes(first)
    assert all(c.recalled for c in again.candidates[1:])
    more = loopcraft.tune(f, *blur_args(), budget=6, db=db_path, seed=1, settings=FAST)
    assert more.recalled == 4 and more.measurements == 2
    with RecipeDB(db_path) as db:
        assert db.measurement_count() == 4 + 2 + 3  # candidates + one baseline per run


def test_given_recipes_are_measured_first_and_confirmed() -> None:
    f = loopcraft.jit(blur)
    args = blur_args()
    hand = Recipe([Step("unroll", "j", factor=2)])
    res = loopcraft.tune(f, *args, budget=1, recipes=[hand], db=False, settings=FAST,
                         rank=identity_rank)
    assert res.measurements == 1 and len(res.candidates) == 2
    given = res.candidates[1]
    assert given.origin == "given" and given.recipe == hand and given.status == "ok"
    assert res.speedup >= 1.0 and res.recipe in (hand, res.default_recipe)
    # the default recipe is not measured again as a candidate (the budget goes to the search)
    res = loopcraft.tune(f, *args, budget=1, recipes=[res.default_recipe], db=False,
                         settings=FAST, rank=identity_rank)
    assert not [c for c in res.candidates if c.origin == "given"]


def test_time_limit_stops_the_search() -> None:
    res = loopcraft.tune(loopcraft.jit(blur), *blur_args(), budget=50, time_limit=0.0,
                         db=False, settings=FAST)
    assert res.measurements == 0 and res.recipe == res.default_recipe and res.speedup == 1.0


def test_api_shape(tmp_path: Path) -> None:
    # loopcraft.tune is a plain function (the driver's); the package is loopcraft.tuning
    assert inspect.isfunction(loopcraft.tune)
    assert "tune" in loopcraft.__all__
    database = importlib.import_module("loopcraft.tuning.db.database")
    import loopcraft.tuning.db.database as db_alias

    assert db_alias is database and loopcraft.tuning.RecipeDB is database.RecipeDB
    assert loopcraft.RecipeDB is database.RecipeDB
    from loopcraft.tuning import SearchSettings
    from loopcraft.tuning import tune as tune_fn

    assert tune_fn is loopcraft.tuning.api.tune and loopcraft.SearchSettings is SearchSettings
    f = loopcraft.jit(blur)
    res = loopcraft.tune(f, *blur_args(), budget=0, db=tmp_path / "r.sqlite")
    assert isinstance(res, TuneResult)
    assert isinstance(res.recipe, Recipe) and res.recipe == f.recipe(*blur_args())
    assert res.speedup == 1.0 and res.measurements == 0 and isinstance(res.measurements, int)
    assert isinstance(res.nests, list) and res.nests[0].name == "i"
    assert isinstance(res.report(), str)
    args = blur_args()
    f.with_recipe(res.recipe)(*args)  # replays
    for strategy in ("transfer", "auto"):  # tests/tuning/test_transfer.py tests them fully
        res = loopcraft.tune(f, *blur_args(), budget=0, strategy=strategy,
                             db=tmp_path / "r.sqlite")
        assert res.strategy == strategy and res.speedup == 1.0 and res.transferred == 0
    with pytest.raises(ConfigError, match="executor='dask'.*'local', 'ray' or 'ray://"):
        loopcraft.tune(f, *blur_args(), executor="dask")
    with pytest.raises(TuneError, match="strategy"):
        loopcraft.tune(f, *blur_args(), strategy="guess")
    with pytest.raises(TuneError, match="budget"):
        loopcraft.tune(f, *blur_args(), budget=-1)


def test_settings_groups_and_their_old_keywords() -> None:
    f = loopcraft.jit(blur)
    given = SearchSettings(population=2, children=2, rank=identity_rank)
    res = loopcraft.tune(f, *blur_args(), budget=2, db=False, search=given, measure=FAST)
    assert res.measurements <= 2 and res.speedup >= 1.0
    with pytest.raises(TuneError, match="not both"):
        loopcraft.tune(f, *blur_args(), search=given, population=3)
    with pytest.raises(TuneError, match="not both"):
        loopcraft.tune(f, *blur_args(), measure=FAST, settings=FAST)
    with pytest.raises(TuneError, match="not both"):
        loopcraft.tune(f, *blur_args(), check=CheckSettings(rtol=1e-3), atol=1e-3)
    with pytest.raises(TypeError, match="unexpected keyword argument 'populaton'"):
        loopcraft.tune(f, *blur_args(), populaton=3)
    with pytest.raises(TypeError, match="expects a SearchSettings"):
        loopcraft.tune(f, *blur_args(), search=TransferSettings())


def test_a_plain_function_is_jitted_by_loopcraft_tune_only() -> None:
    res = loopcraft.tune(blur, *blur_args(), budget=0, db=False, measure=FAST)
    assert res.kernel == "blur" and res.speedup == 1.0
    with pytest.raises(TuneError, match="loopcraft.jit function"):
        loopcraft.tuning.tune(blur, *blur_args(), budget=0, db=False)


def test_a_reference_is_checked_against_the_default_first() -> None:
    f = loopcraft.jit(blur)

    def right(a, b):
        b[1:-1, 1:-1] = 0.25 * (a[:-2, 1:-1] + a[2:, 1:-1] + a[1:-1, :-2] + a[1:-1, 2:])

    def wrong(a, b):
        b[:] = 1.0

    res = loopcraft.tune(f, *blur_args(), budget=2, db=False, measure=FAST,
                         check=CheckSettings(reference=right))
    assert all(c.status == "ok" for c in res.candidates)
    with pytest.raises(TuneError, match="cannot be the baseline: wrong: output 1"):
        loopcraft.tune(f, *blur_args(), budget=2, db=False, reference=wrong, settings=FAST)


def test_plot_when_matplotlib_is_installed(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    res = loopcraft.tune(loopcraft.jit(blur), *blur_args(), budget=2, db=False,
                         settings=FAST)
    text = res.report(plot=tmp_path / "conv.png")
    assert (tmp_path / "conv.png").stat().st_size > 1000
    assert "convergence plot" in text


_USER_FILE = """
import numpy as np

def blur(a, b):
    n, m = a.shape
    for i in range(1, n - 1):
        for j in range(1, m - 1):
            b[i, j] = 0.25 * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])

def blur_args():
    rng = np.random.default_rng(0)
    return rng.random((40, 50)), np.zeros((40, 50))
"""


def test_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str], db_location: str) -> None:
    from loopcraft.cli import main

    src = tmp_path / "user_blur.py"
    src.write_text(_USER_FILE)
    db_path = db_location
    out_recipe = tmp_path / "best.json"
    rc = main(["tune", f"{src}:blur", "--args", f"{src}:blur_args", "--budget", "2",
               "--db", str(db_path), "--no-plot", "--save", str(out_recipe)])
    sys.modules.pop("_loopcraft_user_user_blur", None)
    assert rc == 0
    captured = capsys.readouterr()
    assert "tuned blur" in captured.out and "2 measured" in captured.out
    assert "2/2" in captured.err  # plain progress lines (not a TTY)
    Recipe.from_json(out_recipe.read_text())
    with RecipeDB(db_path) as db:
        assert db.measurement_count() == 3
