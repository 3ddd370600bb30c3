"""Scheduling a model one operator at a time (``pipeline/operator_schedule.py``): the work
grows with the number of *distinct* operators, not with the model; the recipe replays on the
whole lowered program to the same program; the compiled model still computes the model."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from onnx import helper
from tests.frontend.onnx.helpers import model, reference

import loopcraft.onnx as lco
from loopcraft.errors import ScheduleError
from loopcraft.frontend.onnx import lower_model
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts
from loopcraft.pipeline.operator_schedule import (
    fusion_groups,
    operator_units,
    replay_by_operator,
    schedule_by_operator,
)
from loopcraft.pipeline.stages import schedule_program
from loopcraft.schedule.scheduler import heuristic_schedule
from loopcraft.transform import Recipe, Step

RNG = np.random.default_rng(23)
W = RNG.standard_normal((4, 16)).astype(np.float32)
B = RNG.standard_normal(16).astype(np.float32)


def _blocks(n: int):
    """x[4, 16] through ``n`` identical blocks Mul(W) -> Add(b) -> Relu -> Softmax."""
    nodes, h = [], "x"
    for k in range(n):
        nodes += [helper.make_node("Mul", [h, "W"], [f"m{k}"]),
                  helper.make_node("Add", [f"m{k}", "b"], [f"a{k}"]),
                  helper.make_node("Relu", [f"a{k}"], [f"r{k}"]),
                  helper.make_node("Softmax", [f"r{k}"], [f"s{k}"])]
        h = f"s{k}"
    return model(nodes, {"x": ("float32", [4, 16])}, [h], {"W": W, "b": B})


def _counted(program: ir.Program):
    """:func:`schedule_by_operator` with the heuristic's invocations counted."""
    calls = []

    def counting(p: ir.Program):
        calls.append(p)
        return heuristic_schedule(p)

    recipe, out, stats = schedule_by_operator(program, counting)
    return recipe, out, stats, len(calls)


@pytest.fixture(scope="module")
def two_blocks():
    m = _blocks(2)
    program = lower_model(m).program
    return m, program, _counted(program)


def test_identical_blocks_are_scheduled_once(two_blocks) -> None:
    _, _, (_, _, stats2, calls2) = two_blocks
    program = lower_model(_blocks(5)).program
    _, _, stats, calls = _counted(program)
    # one unit per operator; the heuristic runs once per distinct operator (the first block
    # reads the input, the others a temporary): the same count for 5 blocks as for 2
    assert stats.units == len(operator_units(program)) >= 20
    assert calls == calls2 == stats.scheduled == stats2.scheduled <= 8
    assert stats.replayed == stats.units - stats.trivial - calls
    assert stats2.replayed == stats2.units - stats2.trivial - calls
    assert not stats.whole


def test_recipe_replays_on_the_whole_program(two_blocks) -> None:
    _, program, (recipe, scheduled, _, _) = two_blocks
    assert len(recipe) > 0
    assert recipe.apply(program) == scheduled


def test_units_are_scheduled_in_their_context(two_blocks) -> None:
    """Every array one unit writes and another reads survives (no unit treats it as dead),
    and every loop of the lowered program is still there under its label or a new one."""
    _, program, (_, scheduled, _, _) = two_blocks
    kept = {d.name for d in scheduled.locals}
    for k in range(1, 3):
        assert {f"mul{k}_out", f"add{k}_out", f"relu{k}_out"} <= kept
    top = [s for s in scheduled.body.body if isinstance(s, ir.Loop)]
    assert any(s.kind == "parallel" for s in top), "the heuristic's steps were kept"


def test_model_scheduled_by_operator_computes_the_model(two_blocks) -> None:
    """A model is scheduled by operator with the consumers it may fuse with (the fusion
    groups): here a chain of elementwise operators, fused across operators."""
    m, program, _ = two_blocks
    cm = lco.compile(m)
    assert cm.recipe == schedule_program(program, None, by_operator=True)[1]
    assert Step("fuse", "mul1_d0", other="add1_d0") in cm.recipe.steps
    x = RNG.standard_normal((4, 16)).astype(np.float32)
    (got,) = cm(x)
    (want,) = reference(m, {"x": x})
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_a_return_inside_a_unit_schedules_the_whole_program() -> None:
    """A unit cannot be cut out of a program that may return from inside it: the whole
    program is one unit, scheduled by the plain heuristic."""
    program = lower_model(_blocks(1)).program
    loop = next(s for s in program.body.body if isinstance(s, ir.Loop))
    final = program.body.body[-1]
    assert isinstance(final, ir.Return)
    early = dataclasses.replace(loop, body=ir.Block((*loop.body.body, final)))
    odd = dataclasses.replace(program, body=ir.Block(
        tuple(early if s is loop else s for s in program.body.body)))
    recipe, out, stats = schedule_by_operator(odd)
    assert stats.units == 1 and "return" in stats.whole
    assert recipe.apply(odd) == out


def test_units_cover_the_program_one_operator_each(two_blocks) -> None:
    _, program, _ = two_blocks
    body = program.body.body
    units = operator_units(program)
    assert units[0].start == 0 and units[-1].stop == len(body)
    assert all(a.stop == b.start for a, b in zip(units, units[1:], strict=False))
    owners = []
    for unit in units:
        labels = {s.label.split("_")[0] for i in unit for s in walk_stmts(ir.Block((body[i],)))
                  if isinstance(s, ir.Loop)}
        assert len(labels) <= 1
        owners += labels
    assert len(owners) == len(set(owners)) == 8  # mul, add, relu, softmax per block
    # a caller (a fusion pass) may ask for operators to be scheduled together
    together = operator_units(program, groups=[range(units[0].start, units[2].stop)])
    assert together[0] == range(0, units[2].stop) and together[1:] == units[3:]


def test_replay_by_operator_gives_the_whole_replay(two_blocks) -> None:
    """Replaying unit by unit gives ``recipe.apply``'s program; a recipe whose steps are not
    grouped unit by unit (here: reversed) is replayed on the whole program instead, with the
    same result as ``recipe.apply``, or the same error."""
    _, program, (recipe, scheduled, _, _) = two_blocks
    assert replay_by_operator(program, recipe) == scheduled
    independent = Recipe([s for s in recipe if s.transformation in ("parallelize", "vectorize")
                          and "softmax" not in s.target])
    backwards = Recipe(list(independent)[::-1])
    assert replay_by_operator(program, backwards) == backwards.apply(program)
    bad = Recipe([*recipe, Step("parallelize", "no_such_loop")])
    with pytest.raises(ScheduleError, match="no_such_loop"):
        replay_by_operator(program, bad)


def test_fusion_groups_join_consumers_to_their_producer(two_blocks) -> None:
    """From the epilogue level on, an operator of loop nests joins the one it reads from;
    with fusion off, every operator is scheduled alone."""
    _, program, _ = two_blocks
    assert fusion_groups(program, "none") == fusion_groups(program, "fold") == []
    units = operator_units(program, fusion_groups(program, "epilogue"))
    labels = [{s.label.split("_")[0] for i in u for s in walk_stmts(ir.Block(
        (program.body.body[i],))) if isinstance(s, ir.Loop)} for u in units]
    assert any({"mul1", "add1", "relu1"} <= group for group in labels)
