"""The onnx wheel's backend test data (someone else's tests): every case passes or is refused
with ``UnsupportedOperatorError``; none gives a wrong result or crashes. A few cases run in
``make test``; the rest (each a compile, the ``light`` networks several seconds each) are
``slow``. Tolerances: see :mod:`.conformance`."""

from __future__ import annotations

import pytest

from .conformance import FOLDERS, cases, run_case

#: the cases make test runs: one per family of operators the networks lean on
FAST = {("simple", "test_single_relu_model"), ("simple", "test_sequence_model1"),
        ("pytorch-operator", "test_operator_addmm"), ("pytorch-operator", "test_operator_pad"),
        ("pytorch-converted", "test_Conv2d_depthwise_padded"),
        ("pytorch-converted", "test_MaxPool2d_stride_padding_dilation"),
        ("pytorch-converted", "test_BatchNorm2d_eval"),
        ("pytorch-converted", "test_softmax_lastdim")}

ALL = [(f, c) for f in FOLDERS for c in cases(f)]


@pytest.mark.parametrize("folder, case", [
    pytest.param(f, c, marks=() if (f, c) in FAST else pytest.mark.slow) for f, c in ALL])
def test_backend_case_passes_or_is_refused(folder: str, case: str) -> None:
    status, detail = run_case(folder, case)
    assert status in ("pass", "refused"), f"{folder}/{case}: {detail}"


def test_fast_subset_exists() -> None:
    assert FAST <= set(ALL)
