"""The recipe API users see: f.recipe, f.with_recipe, jit(recipe=...), loopcraft.explain, the
``loopcraft explain`` command, and Recipe's JSON and Python forms."""

from __future__ import annotations

import io
import json

import numpy as np
import pytest

import loopcraft
from loopcraft import Recipe, Step
from loopcraft.cli import main
from loopcraft.errors import InvalidParameterError, LoopNotFoundError


def stencil(a, b):
    for i in range(1, a.shape[0] - 1):
        for j in range(a.shape[1]):
            b[i, j] = a[i - 1, j] + a[i + 1, j]


def _args():
    a = np.random.default_rng(3).random((37, 29))
    return a, np.zeros_like(a)


def test_with_recipe_matches_default_and_reports_its_recipe() -> None:
    f = loopcraft.jit(stencil)
    a, b = _args()
    f(a, b)
    assert isinstance(f.recipe(a, b), Recipe)
    r = Recipe([Step("split", "i", factor=8), Step("split", "j", factor=4)])
    g = f.with_recipe(r)
    b2 = np.zeros_like(a)
    g(a, b2)
    np.testing.assert_array_equal(b2, b)
    assert g.recipe(a, b2) == r
    assert "for i_o in" in g.inspect_ir(a, b2) and "for j_o in" in g.inspect_ir(a, b2)
    h = loopcraft.jit(recipe=r)(stencil)
    b3 = np.zeros_like(a)
    h(a, b3)
    np.testing.assert_array_equal(b3, b)


def test_illegal_recipe_raises_schedule_error_on_first_call() -> None:
    a, b = _args()
    g = loopcraft.jit(stencil).with_recipe(Recipe([Step("split", "x", factor=8)]))
    with pytest.raises(LoopNotFoundError, match=r"split\(x\): no loop labelled 'x'"):
        g(a, b)
    with pytest.raises(loopcraft.ScheduleError):
        loopcraft.jit(stencil).with_recipe(Recipe([Step("split", "i", factor=0)]))(a, b)
    with pytest.raises(TypeError, match="expects a loopcraft.Recipe"):
        loopcraft.jit(stencil, recipe=[Step("split", "i", factor=2)])


def test_explain_prints_each_step_and_the_illegal_one() -> None:
    a, b = _args()
    r = Recipe([Step("split", "i", factor=8), Step("split", "i", factor=1)])
    out = io.StringIO()
    with pytest.raises(InvalidParameterError):
        loopcraft.explain(stencil, a, b, recipe=r, file=out)
    text = out.getvalue()
    assert "== stencil: lowered by the frontend ==" in text
    assert "== step 1/2: Step('split', 'i', factor=8) ==" in text
    assert "for i_o in range(1, a.shape[0] - 1, 8) @i_o:" in text
    assert "== step 2/2: Step('split', 'i', factor=1) ==\nILLEGAL: split(i): factor=1" in text


def test_recipe_forms_round_trip_and_are_validated() -> None:
    r = Recipe([Step("split", "i", factor=8), Step("split", "j", factor=4)])
    assert Recipe.from_json(r.to_json()) == r
    assert Recipe.from_python(r.to_python()) == r
    assert json.loads(r.to_json())["steps"][0] == {
        "transformation": "split", "target": "i", "params": {"factor": 8}}
    with pytest.raises(ValueError, match="unknown transformation 'spilt'"):
        Recipe.from_json(json.dumps({"format": 1, "steps": [
            {"transformation": "spilt", "target": "i", "params": {}}]}))
    with pytest.raises(ValueError, match="must be a int"):
        Recipe.from_python("Recipe([Step('split', 'i', factor='8')])")
    with pytest.raises(ValueError, match="must be literals"):
        Recipe.from_python("Recipe([Step('split', 'i', factor=__import__('os'))])")
    with pytest.raises(ValueError, match="not a loopcraft recipe"):
        Recipe.from_json('{"steps": []}')


def test_transfer_maps_labels_and_reports_skipped_steps() -> None:
    a, b = _args()
    p = loopcraft.jit(stencil).lowered(a, b)
    r = Recipe([Step("split", "i_2", factor=8), Step("split", "q", factor=2),
                Step("split", "j", factor=1)])
    res = r.transfer(p)
    assert res.applied == Recipe([Step("split", "i", factor=8)])
    assert [s for s, _ in res.skipped] == [Step("split", "q", factor=2),
                                          Step("split", "j", factor=1)]
    assert "no loop or library call like 'q'" in res.report()
    assert res.program == Step("split", "i", factor=8).apply(p)


def test_cli_explain(tmp_path, capsys) -> None:
    src = tmp_path / "user.py"
    src.write_text(
        "import numpy as np\n"
        "def scale(x):\n"
        "    for i in range(x.shape[0]):\n"
        "        x[i] = x[i] * 2.0\n"
        "def init():\n"
        "    return (np.ones(10),)\n")
    rec = tmp_path / "r.json"
    rec.write_text(Recipe([Step("split", "i", factor=4)]).to_json())
    assert main(["explain", f"{src}:scale", "--args", f"{src}:init", "--recipe", str(rec)]) == 0
    out = capsys.readouterr().out
    assert "== step 1/1: Step('split', 'i', factor=4) ==" in out
    assert main(["explain", f"{src}:nope", "--args", f"{src}:init"]) == 2
    assert "has no 'nope'" in capsys.readouterr().err
    assert main(["explain", "--kernel", "gemm"]) == 0
    assert "== gemm: lowered by the frontend ==" in capsys.readouterr().out
