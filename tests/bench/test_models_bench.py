"""``loopcraft bench models``: FLOP counts, the single-operator graphs, the ablation's
settings, the report's tables, and the quick command end to end on the MLP. Speed is what
the benchmark measures, not what the tests check."""

from __future__ import annotations

import json

import numpy as np
import pytest
from onnx import TensorProto, helper, numpy_helper

from loopcraft_bench.models import graphs, peers, report


def test_flops_of_a_grouped_conv_and_a_batched_matmul() -> None:
    w = numpy_helper.from_array(np.zeros((8, 2, 3, 3), np.float32), "w")  # 4 groups of 2
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"], kernel_shape=[3, 3], strides=[2, 2],
                              pads=[1, 1, 1, 1], group=4),
             helper.make_node("Reshape", ["c", "s"], ["r"]),
             helper.make_node("MatMul", ["r", "b"], ["y"])]
    shape = numpy_helper.from_array(np.array([2, 8, 16], np.int64), "s")
    g = helper.make_graph(nodes, "g",
                          [helper.make_tensor_value_info("x", TensorProto.FLOAT, (2, 8, 8, 8)),
                           helper.make_tensor_value_info("b", TensorProto.FLOAT, (2, 16, 5))],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                          [w, shape])
    model = helper.make_model(g, opset_imports=[helper.make_opsetid("", 20)])
    conv = 2 * (2 * 8 * 4 * 4) * (2 * 3 * 3)  # output elements x weights per group
    matmul = 2 * (2 * 8 * 5) * 16
    assert graphs.count_flops(model) == conv + matmul


def test_operator_graphs_compute_what_they_say() -> None:
    """The full-size rows have the FLOPs of the layer they name; the quick ones run in
    onnxruntime (a valid graph whose output shape is declared right)."""
    import onnxruntime as ort

    assert graphs.count_flops(graphs.operator_graph("conv3x3-64x56", False)) == (
        2 * 64 * 64 * 9 * 56 * 56)
    assert graphs.count_flops(graphs.operator_graph("dw3x3-144x56", False)) == (
        2 * 144 * 9 * 56 * 56)
    assert graphs.count_flops(graphs.operator_graph("attn-qk-12x128x64", False)) == (
        2 * 12 * 128 * 128 * 64)
    for name in graphs.OPERATORS:
        model = graphs.operator_graph(name, True)
        sess = ort.InferenceSession(model.SerializeToString(),
                                    providers=["CPUExecutionProvider"])
        feeds = {i.name: np.ones([d or 1 for d in i.shape], np.float32)
                 for i in sess.get_inputs()}
        (y,) = sess.run(None, feeds)
        declared = [d.dim_value for d in model.graph.output[0].type.tensor_type.shape.dim]
        assert list(y.shape) == declared, name


def test_ablation_takes_a_setting_once_compile_model_accepts_it(monkeypatch) -> None:
    import inspect

    import loopcraft.driver.models as models

    take, skip = peers.ablation_settings()
    has_fusion = "fusion" in inspect.signature(models.compile_model).parameters
    assert ("fusion=none" in take) == has_fusion and ("fusion=none" in skip) != has_fusion
    assert {"impl=loops", "impl=microkernel", "impl=blas"} <= set(take)
    assert "default" not in take

    def with_fusion(model, *, num_threads=None, fusion="block"):  # the setting's future form
        raise AssertionError("not called")

    monkeypatch.setattr(models, "compile_model", with_fusion)
    take, skip = peers.ablation_settings()
    assert take[:5] == ["fusion=none", "fusion=epilogue", "fusion=residual", "fusion=producer",
                        "fusion=block"]
    assert not skip


def test_peer_names_put_the_reference_first() -> None:
    assert peers.peer_names(["loopcraft", "torch"]) == ["onnxruntime", "loopcraft", "torch"]
    with pytest.raises(ValueError, match="no peer.*tvm.*known: onnxruntime"):
        peers.peer_names(["tvm"])


def _rec(model: str, peer: str, ms: float | None, setting: str = "default",
         kind: str = "net", threads: int = 1) -> dict:
    if ms is None:
        result = {"status": "mismatch", "reason": "output 0 differs", "extra": {}}
    else:
        s = ms / 1e3
        result = {"status": "ok", "reason": "", "compile_s": 2.0,
                  "timing": {"median": s, "ci_low": s * 0.95, "ci_high": s * 1.05,
                             "samples": [s * 0.5, s, s * 2]},
                  "extra": {"ort_version": "9.9"} if peer == "onnxruntime" else {}}
    return {"model": model, "kind": kind, "batch": 1, "threads": threads, "peer": peer,
            "setting": setting, "flops": 2e9, "items": 1, "unit": "images", "result": result}


def test_report_tables_ratios_and_failures() -> None:
    data = {"started": "t0", "finished": "t1", "load_start": 1.0, "load_end": 2.0,
            "machine": {"cpu_model": "cpu", "cores": 2, "vector_bytes": 64},
            "options": {"seed": 0, "min_repeats": 5, "quick": False},
            "peak_gflops": {"1": 100.0}, "ablation_skipped": {"fusion=none": "no argument"},
            "records": [
                _rec("resnet18", "onnxruntime", 40.0), _rec("resnet18", "loopcraft", 20.0),
                _rec("bert", "onnxruntime", 10.0), _rec("bert", "loopcraft", 40.0),
                _rec("bert", "torch", None),
                _rec("resnet18", "loopcraft", 80.0, setting="impl=loops"),
                _rec("conv3x3-64x56", "onnxruntime", 4.0, kind="operator"),
                _rec("conv3x3-64x56", "loopcraft", 5.0, kind="operator")]}
    text = report.render(data)
    # 2 GFLOP in 20 ms = 100 GFLOP/s = the whole peak; twice as fast as onnxruntime
    assert ("| resnet18 | loopcraft | 20 | 19-21 | 10 | 50 images | 100.0 | 100 | 2.00 | 2.00 "
            "| 2.0 |") in text
    assert "| bert | loopcraft | 40 |" in text and "| 0.25 |" in text
    assert "| loopcraft | 0.71 | 0.71 | 2 |" in text  # geomean of 2.0 and 0.25
    assert "loopcraft vs onnxruntime: faster on 1, tie on 0, slower on 1 (bert)." in text
    assert "| impl=loops |" in text and "| 0.25 |" in text
    assert "fusion=none (no argument)" in text
    assert "| 1 | 500.0 | 500 | 400.0 | 400 | 0.80 | slower | 0.80 | 1000.0, 800.0 |" in text
    assert "bert batch 1, 1 thread(s), torch: **mismatch**: output 0 differs" in text


@pytest.mark.slow
def test_quick_command_end_to_end_on_the_mlp(tmp_path) -> None:
    from loopcraft.cli import main

    assert main(["bench", "models", "--quick", "--models", "mlp", "--batch", "1",
                 "--threads", "1", "--peers", "onnxruntime", "loopcraft", "--no-ablation",
                 "--out", str(tmp_path)]) == 0
    data = json.loads((tmp_path / "results.json").read_text())
    assert [(r["peer"], r["result"]["status"]) for r in data["records"]] == [
        ("onnxruntime", "ok"), ("loopcraft", "ok")]
    assert "| mlp | loopcraft |" in (tmp_path / "results.md").read_text()


def test_an_unknown_setting_or_model_is_refused_before_anything_runs() -> None:
    from loopcraft_bench.models.run import RunOptions, run

    with pytest.raises(ValueError, match="no ablation setting.*fusion-max.*known: .*impl=blas"):
        run(RunOptions(settings=["fusion-max"]), log=lambda m: None)
    with pytest.raises(ValueError, match="no model 'resnet101'; networks: mlp, resnet18"):
        run(RunOptions(models=["resnet101"]), log=lambda m: None)


def test_command_line_errors_exit_2_with_the_reason(capsys, tmp_path) -> None:
    from loopcraft.cli import main

    assert main(["bench", "models", "--threads", "0", "--out", str(tmp_path)]) == 2
    assert "--threads and --batch take numbers >= 1" in capsys.readouterr().err
    assert main(["bench", "models", "--peers", "tvm", "--out", str(tmp_path)]) == 2
    assert "no peer(s) tvm" in capsys.readouterr().err
    assert not (tmp_path / "results.json").exists()


def test_a_given_peak_replaces_the_measured_one_in_a_rebuilt_report(tmp_path, capsys) -> None:
    from loopcraft.cli import main

    data = {"started": "t0", "finished": "t1", "load_start": 9.0, "load_end": 9.0,
            "machine": {}, "options": {"seed": 0, "min_repeats": 5, "ablation": False},
            "peak_gflops": {"1": 40.0},
            "records": [_rec("resnet18", "onnxruntime", 20.0)]}
    (tmp_path / "r.json").write_text(json.dumps(data))
    out = tmp_path / "out"
    assert main(["bench", "models", "--report", str(tmp_path / "r.json"), "--peak-gflops",
                 "1=200", "--out", str(out)]) == 0
    text = (out / "results.md").read_text()
    assert "1 thread(s) 200.0 (given)" in text
    assert "| resnet18 | onnxruntime | 20 | 19-21 | 10 | 50 images | 100.0 | 50 |" in text
    capsys.readouterr()
    assert main(["bench", "models", "--peak-gflops", "1:200", "--out", str(out)]) == 2
    assert "--peak-gflops takes THREADS=GFLOPS" in capsys.readouterr().err
