"""Transfer tuning (tune/transfer.py): loop matching by role, recipe adaptation, the search
through the database, and the guarantees that a missing, foreign or damaged database never
breaks tuning or a ``jit(tune="transfer")`` call."""

from __future__ import annotations

import warnings
from pathlib import Path

import numpy as np
import pytest

import loopcraft
from loopcraft.target.hardware import describe as describe_machine
from loopcraft.transform import Recipe, Step
from loopcraft.tuning import RecipeDB
from loopcraft.tuning.api import nest_key
from loopcraft.tuning.db import database as dbmod
from loopcraft.tuning.executors.local import MeasureSettings
from loopcraft.tuning.transfer import adapt, describe, match_loops, transfer_candidates
from loopcraft_bench.corpus import get_kernel


def matmul_ijk(A, B, C):
    for i in range(A.shape[0]):
        for j in range(B.shape[1]):
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j]


def matmul_acb(X, Y, Z):  # other names, other loop order: rows a, reduction c, columns b
    for a in range(X.shape[0]):
        for c in range(X.shape[1]):
            for b in range(Y.shape[1]):
                Z[a, b] += X[a, c] * Y[c, b]


def gemm_abc(alpha, beta, C, A, B):  # the corpus gemm with other loop names
    for a in range(C.shape[0]):
        for b in range(C.shape[1]):
            C[a, b] *= beta
        for c in range(A.shape[1]):
            t = alpha * A[a, c]
            for b in range(C.shape[1]):
                C[a, b] += t * B[c, b]


#: short timing for tests that only check what tuning does, not how fast
FAST = MeasureSettings(max_seconds=0.1, settle_s=0.05)


def mm_args(m: int, k: int, n: int, seed: int = 0) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(seed)
    return rng.random((m, k)), rng.random((k, n)), rng.random((m, n))


def lowered(f, args):
    return loopcraft.jit(f).lowered(*args)


def test_loops_are_matched_by_role_not_name_or_position() -> None:
    a1, a2 = mm_args(20, 22, 24), mm_args(30, 26, 18)
    src, dst = describe(lowered(matmul_ijk, a1), a1), describe(lowered(matmul_acb, a2), a2)
    # i: rows, j: unit-stride columns, k: the reduction -- whatever depth they sit at
    assert match_loops(src.nests[0], dst.nests[0]) == {"i": "a", "j": "b", "k": "c"}


def test_adapted_recipe_is_renamed_drops_what_does_not_apply_and_is_correct() -> None:
    a1, a2 = mm_args(20, 22, 24), mm_args(33, 17, 29)  # remainder shapes on the new side
    p1, p2 = lowered(matmul_ijk, a1), lowered(matmul_acb, a2)
    recipe = Recipe([Step("parallelize", "i"), Step("split", "j", factor=8),
                     Step("scalar_replace", "k", array="C"), Step("unroll", "k", factor=2)])
    recipe.check(p1)  # legal where it was found
    got = adapt(recipe, describe(p1, a1), p2, describe(p2, a2))
    assert got.labels == {"i": "a", "j": "b", "k": "c"}
    assert got.arrays == {"A": "X", "B": "Y", "C": "Z"}
    assert list(got.recipe) == [Step("parallelize", "a"), Step("split", "b", factor=8),
                                Step("unroll", "c", factor=2)]
    # Z[a, b] varies inside c (loop b is inside it): nothing to keep in a register there
    (dropped, why), = got.skipped
    assert dropped == Step("scalar_replace", "k", array="C") and "c" in why
    for dtype in (np.float64, np.float32):
        X, Y, Z = (x.astype(dtype) for x in a2)
        want = Z + X @ Y
        loopcraft.jit(matmul_acb, recipe=got.recipe)(X, Y, Z)
        np.testing.assert_allclose(Z, want, rtol=1e-5 if dtype == np.float32 else 1e-12)


def test_derived_labels_and_parameters_follow_the_mapping() -> None:
    k = get_kernel("gemm")
    args = k.args("small")
    p1, p2 = lowered(k.func, args), lowered(gemm_abc, args)
    recipe = loopcraft.jit(k.func).recipe(*args)  # tile, reorder of the tiles, pack, ...
    got = adapt(recipe, describe(p1, args), p2, describe(p2, args))
    assert got.labels == {"i": "a", "j": "b", "j_2": "b_2", "k": "c"}
    assert not got.skipped and len(got.recipe) == len(recipe)
    reorder = next(s for s in got.recipe if s.transformation == "reorder")
    assert all(x.startswith(("a", "b", "c")) for x in reorder.kwargs["order"])
    C = args[2].copy()
    loopcraft.jit(gemm_abc, recipe=got.recipe)(args[0], args[1], C, args[3], args[4])
    np.testing.assert_allclose(C, args[0] * args[3] @ args[4] + args[1] * args[2],
                               rtol=1e-12)


def test_a_step_on_a_loop_without_counterpart_is_dropped() -> None:
    k = get_kernel("gemm")  # 4 loops: i, j (C *= beta), k, j_2
    args, a2 = k.args("small"), mm_args(20, 22, 24)
    p1, p2 = lowered(k.func, args), lowered(matmul_ijk, a2)  # 3 loops
    recipe = Recipe([Step("unroll", lb, factor=2) for lb in ("i", "j", "k", "j_2")])
    recipe.check(p1)
    got = adapt(recipe, describe(p1, args), p2, describe(p2, a2))
    (lost,) = {"i", "j", "k", "j_2"} - set(got.labels)
    why = dict((s.target, w) for s, w in got.skipped)[lost]
    assert "plays the role" in why  # not applied to matmul_ijk's loop of the same name


def mm_expr(A, B):
    return A @ B


def test_a_library_call_recipe_reaches_a_loop_nest_through_recognize() -> None:
    k = get_kernel("matmul_loops")  # the textbook triple loop, no library call
    args = k.args("small")
    recipe = Recipe([Step("implement", "matmul#0", impl="blas")])
    src_args = args[:2]
    p1, p2 = lowered(mm_expr, src_args), lowered(k.func, args)
    recipe.check(p1)
    got = adapt(recipe, describe(p1, src_args), p2, describe(p2, args))
    assert list(got.recipe) == [Step("recognize", "i", op="matmul"),
                                Step("implement", "matmul#0", impl="blas")]
    out = loopcraft.jit(k.func, recipe=got.recipe)(*args)
    np.testing.assert_allclose(out, k.reference(*k.args("small")), rtol=1e-12)


def _fake_record(db: RecipeDB, f, args, recipe: Recipe, hardware: dict | None = None) -> None:
    """One verified 2x measurement of ``recipe`` for ``f`` at ``args``, with its features."""
    program = lowered(f, args)
    desc = describe(program, args)
    hid = db.hardware_id(hardware)
    db.record(nest_key(program, args), recipe, features=desc.to_features(),
              embedding=desc.embedding, kernel=f.__name__, time_s=1.0, baseline_s=2.0,
              verified=True, hardware_id=hid)


def test_nearest_neighbour_recipe_is_adapted(db_location: str) -> None:
    a1, a2 = mm_args(20, 22, 24), mm_args(30, 26, 18)
    with RecipeDB(db_location) as db:
        _fake_record(db, matmul_ijk, a1, Recipe([Step("parallelize", "i")]))
        (cand,) = transfer_candidates(db, lowered(matmul_acb, a2), a2)
        assert cand.neighbour.kernel == "matmul_ijk" and cand.neighbour.similarity > 0.5
        assert list(cand.recipe) == [Step("parallelize", "a")]


# tunes: its PostgreSQL run (2 s more) is in make test-slow
@pytest.mark.parametrize("engine", ["sqlite", pytest.param("postgresql",
                                                          marks=pytest.mark.slow)])
def test_records_of_another_cpu_give_no_neighbour(db_location: str) -> None:
    other = {**describe_machine(), "cpu_model": "Imaginary CPU 9000", "machine": "riscv64",
             "simd": ["rvv"], "vector_bytes": 64}
    a = mm_args(20, 22, 24)
    with RecipeDB(db_location) as db:
        _fake_record(db, matmul_ijk, a, Recipe([Step("parallelize", "i")]), other)
        assert db.stats()["verified"] == 1
        assert transfer_candidates(db, lowered(matmul_acb, a), a) == []
        res = loopcraft.tune(matmul_acb, *a, strategy="transfer", db=db)
    assert res.recipe == res.default_recipe and res.speedup == 1.0
    assert res.transferred == 0 and any("no similar nest" in n for n in res.notes)


@pytest.mark.parametrize("state", ["missing", "empty", "corrupt", "server", "no server"])
def test_jit_transfer_never_breaks_the_call(tmp_path: Path, state: str,
                                            monkeypatch: pytest.MonkeyPatch,
                                            request: pytest.FixtureRequest) -> None:
    # no shipped seed either: on the machine that built it, it would offer neighbours
    monkeypatch.setattr(dbmod, "SEED_PATH", tmp_path / "no-seed.jsonl")
    path: Path | str = tmp_path / "recipes.sqlite"
    if state == "empty":
        RecipeDB(path).close()
    elif state == "corrupt":
        path.write_bytes(b"this is not an SQLite file" * 100)  # type: ignore[union-attr]
    elif state == "server":  # an empty database on a PostgreSQL server
        path = request.getfixturevalue("postgres_cluster").new_database()
    elif state == "no server":
        path = f"postgresql://postgres@/recipes?host={tmp_path}&port=1"
    A, B, C = mm_args(21, 13, 17)
    want = C + A @ B
    f = loopcraft.jit(matmul_acb, tune="transfer")
    with loopcraft.config.patch(db=str(path)), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # the corrupt file is moved aside
        f(A, B, C)
    np.testing.assert_allclose(C, want, rtol=1e-12)
    assert f.tuned_recipe(A, B, C) is None  # nothing to transfer from: the default recipe


def test_jit_rejects_unknown_tune_mode() -> None:
    with pytest.raises(ValueError, match="tune="):
        loopcraft.jit(matmul_acb, tune="search")


@pytest.mark.slow
def test_transfer_from_a_tuned_kernel_to_a_similar_one(tmp_path: Path) -> None:
    k = get_kernel("gemm")
    args = k.args("small")
    with RecipeDB(tmp_path / "db.sqlite") as db:
        tuned = loopcraft.tune(k.func, *args, budget=2, db=db)
        assert db.nest(nest_key(lowered(k.func, args), args))["embedding"] is not None
        res = loopcraft.tune(gemm_abc, *args, strategy="transfer", db=db)
        assert res.transferred >= 1
        assert any(n.startswith("transfer: from gemm") for n in res.notes)
        kept = [c for c in res.candidates if c.origin == "transfer"]
        assert kept and all(c.status in ("ok", "wrong", "crash", "timeout", "compile_error")
                            for c in kept)
        if res.improved:  # kept only when verified and clearly faster
            assert res.speedup >= 1.1
        C = args[2].copy()
        loopcraft.jit(gemm_abc, recipe=res.recipe)(args[0], args[1], C, args[3], args[4])
        np.testing.assert_allclose(C, args[0] * args[3] @ args[4] + args[1] * args[2],
                                   rtol=1e-12)
        # the transfer run's measurements went back into the database
        assert db.stats()["by_origin"].get("transfer", 0) >= 1
    assert tuned.speedup >= 1.0


def test_shipped_seed_imports_with_embeddings(db_location: str) -> None:
    if not dbmod.SEED_PATH.is_file():
        pytest.skip("no seed file shipped")
    with RecipeDB(db_location) as db:
        added = db.import_seed(dbmod.SEED_PATH)
        assert added is not None and added["nest"] > 0
        stats = db.stats()
        assert stats["nests_with_embedding"] == stats["nests"]
        assert stats["measurements"] == stats["verified"]  # failed ones were pruned


@pytest.mark.slow
def test_seed_and_leave_one_out_commands(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    from loopcraft.cli import main

    db, seed = tmp_path / "seed.sqlite", tmp_path / "seed.jsonl"
    assert main(["db", "--db", str(db), "seed", "--kernels", "gemm", "matmul_loops",
                 "--budget", "2", "--export", str(seed)]) == 0
    out = capsys.readouterr().out
    assert "tuned 2 kernel(s)" in out and seed.is_file()
    with RecipeDB(tmp_path / "copy.sqlite") as copy:
        copy.import_jsonl(seed)
        stats = copy.stats()
        assert stats["nests"] == stats["nests_with_embedding"] == 2
        assert stats["measurements"] == stats["verified"]
    assert main(["db", "--db", str(db), "seed", "--kernels", "gemm", "--reuse",
                 "--no-export"]) == 0
    assert "already tuned" in capsys.readouterr().out
    table = tmp_path / "loo.md"
    assert main(["tune-eval", "transfer", "--db", str(db), "--out", str(table)]) == 0
    text = table.read_text()
    assert "| gemm | linalg |" in text and "| matmul_loops | linalg |" in text
    assert "geomean recovered:" in text and "full search (now)" in text
    from loopcraft_bench.experiments.transfer_eval import evaluate_transfer

    rows = evaluate_transfer(db, ["gemm"], settings=FAST)
    assert [r.kernel for r in rows] == ["gemm"] and rows[0].error is None
    r = rows[0]
    assert r.full >= 1.0 and r.transfer >= 1.0 and r.neighbour != "gemm"
    assert r.recovered == pytest.approx(r.transfer / r.full)
