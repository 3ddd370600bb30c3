"""accumulate_in_place: golden IR, illegal cases, compiled results equal to the original,
and the interchange it enables with the outer loops still parallel."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.errors import InvalidParameterError, NotApplicableError
from loopcraft.transform import Recipe, Step

from .util import assert_same_results, before_after, lowered, roundtrip


def smooth(out, img, w):  # a 'valid' 2-D correlation, written as most people write it
    for i in range(out.shape[0]):
        for j in range(out.shape[1]):
            acc = 0.0
            for a in range(w.shape[0]):
                for b in range(w.shape[1]):
                    acc += w[a, b] * img[i + a, j + b]
            out[i, j] = acc


def window_max_minus(out, img):  # a max over a window, then a difference: not a sum
    for i in range(out.shape[0]):
        for j in range(out.shape[1]):
            m = img[i, j]
            for a in range(3):
                m = max(m, img[i + a, j])
            m = m - img[i, j + 1]
            out[i, j] = m


def reads_its_output(out, img):
    for i in range(1, out.shape[0]):
        acc = 0.0
        for k in range(img.shape[1]):
            acc += img[i, k] * out[i - 1]
        out[i] = acc


def live_after(out, img):
    acc = 0.0
    for i in range(out.shape[0]):
        acc = 0.0
        for k in range(img.shape[1]):
            acc += img[i, k]
        out[i] = acc
    out[0] = acc


def scaled_store(out, img):  # covariance's `cov[i, j] = s / (n - 1)`
    for i in range(out.shape[0]):
        acc = 0.0
        for k in range(img.shape[1]):
            acc += img[i, k]
        out[i] = acc / (img.shape[1] - 1.0)
        img[i, 0] = out[i] * 2.0


def scaled_into_old(out, img):  # gemm's `C = beta * C + s`: the store reads the old element
    for i in range(out.shape[0]):
        acc = 0.0
        for k in range(img.shape[1]):
            acc += img[i, k]
        out[i] = 0.5 * out[i] + acc


def kept_in_scalar(out, img):
    t = 0.0
    for i in range(out.shape[0]):
        acc = 0.0
        for k in range(img.shape[1]):
            acc += img[i, k]
        t = acc
        out[i] = t


def moving_index(out, img):
    for i in range(out.shape[0] // 2):
        acc = 0.0
        m = 2 * i
        for k in range(img.shape[1]):
            acc += img[i, k]
        out[m] = acc


def narrower_output(out, img):  # a float32 output of a float64 sum
    for i in range(out.shape[0]):
        acc = 0.0
        for k in range(img.shape[1]):
            acc += img[i, k]
        out[i] = acc


def carried(out, img):
    acc = 0.0
    for i in range(out.shape[0]):
        for k in range(img.shape[1]):
            acc += img[i, k]
        out[i] = acc


RNG = np.random.default_rng(29)


def test_accumulate_in_place_golden_and_results(golden) -> None:
    img, w = RNG.random((9, 11)), RNG.random((3, 4))
    out = np.zeros((7, 8))
    p = lowered(smooth, out, img, w)
    q = Step("accumulate_in_place", "j", scalar="acc").apply(p)
    golden("transform/accumulate_in_place.txt",
           before_after(p, q, "accumulate_in_place('j', acc)"))
    assert "acc" not in {d.name for d in q.locals}
    assert_same_results(p, q, out, img, w)


@pytest.mark.parametrize("h,wd,k", [(9, 11, 3), (5, 5, 5), (4, 7, 5), (30, 37, 5), (12, 40, 1)])
def test_the_window_moves_outside_the_row_with_rows_in_parallel(h: int, wd: int, k: int
                                                                 ) -> None:
    # the conv2d schedule: `for i (parallel): for a: for b: for j (vector): out[i, j] += ...`
    img, w = RNG.random((h, wd)), RNG.random((k, k))
    out = np.zeros((max(h - k + 1, 0), max(wd - k + 1, 0)))
    p = lowered(smooth, out, img, w)
    q = Recipe([Step("accumulate_in_place", "j", scalar="acc"),
                Step("distribute", "j", at=(1,)),
                Step("reorder", "j_2", order=("a", "b", "j_2")),
                Step("parallelize", "i"),
                Step("vectorize", "j_2")]).apply(p)
    assert_same_results(p, q, out, img, w)  # each sum's terms in the same order: bit-exact


def test_any_update_of_the_scalar_becomes_an_update_of_the_element() -> None:
    img = RNG.random((8, 9))
    out = np.zeros((6, 8))
    p = lowered(window_max_minus, out, img)
    q = Step("accumulate_in_place", "j", scalar="m").apply(p)
    assert_same_results(p, q, out, img)


def test_a_stored_function_of_the_sum_is_applied_to_the_element() -> None:
    img, out = RNG.random((6, 5)), np.zeros(6)
    p = lowered(scaled_store, out, img)
    q = Step("accumulate_in_place", "i", scalar="acc").apply(p)
    assert "out[i] = out[i] / " in roundtrip(q)
    assert_same_results(p, q, out, img)


@pytest.mark.parametrize("fn,out,why", [
    (reads_its_output, np.zeros(6), r"accumulate_in_place\(i\): cannot accumulate in place acc: "
     r"the statements before the store, or the stored expression, use out, the stored array "
     r"or one that may share its memory: they would see the partial sums"),
    (scaled_into_old, np.zeros(6), r"the statements before the store, or the stored "
     r"expression, use out"),
    (live_after, np.zeros(6), r"the value acc holds after the loop may be read"),
    (kept_in_scalar, np.zeros(6), r"the last statement that uses acc does not store it to an "
     r"array element"),
    (narrower_output, np.zeros(6, np.float32), r"out holds float32 and acc float64: the "
     r"partial sums would be rounded"),
    (moving_index, np.zeros(6), r"the store's index reads m, which the loop changes"),
    (carried, np.zeros(6), r"the first statement that uses acc does not define it"),
])
def test_accumulate_in_place_illegal_cases(fn, out: np.ndarray, why: str) -> None:
    with pytest.raises(NotApplicableError, match=why):
        Step("accumulate_in_place", "i", scalar="acc").apply(
            lowered(fn, out, RNG.random((6, 5))))


def test_only_a_local_scalar_is_accumulated_in_place() -> None:
    img, out = RNG.random((6, 5)), np.zeros(6)
    with pytest.raises(InvalidParameterError, match=r"'k' is not a local scalar"):
        Step("accumulate_in_place", "i", scalar="k").apply(lowered(carried, out, img))
