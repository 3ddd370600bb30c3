"""Thread count resolution: explicit > LOOPCRAFT_NUM_THREADS > OMP_NUM_THREADS > cores."""

from __future__ import annotations

import pytest

from loopcraft import config as lc_config
from loopcraft.errors import ArgumentError
from loopcraft.target import hardware
from loopcraft.target.threads import resolve_num_threads


def test_resolution_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OMP_NUM_THREADS", "3")
    with lc_config.patch(num_threads=5):
        assert resolve_num_threads(7) == 7
        assert resolve_num_threads(None) == 5
    with lc_config.patch(num_threads=0):
        assert resolve_num_threads() == 3
        monkeypatch.setenv("OMP_NUM_THREADS", "6,2")  # nested levels: the outer one counts
        assert resolve_num_threads() == 6
        for unusable in ("", "zero", "0"):
            monkeypatch.setenv("OMP_NUM_THREADS", unusable)
            assert resolve_num_threads() == hardware.num_cores()
        monkeypatch.delenv("OMP_NUM_THREADS")
        assert resolve_num_threads() == hardware.num_cores()


@pytest.mark.parametrize("bad", [0, -2, 1.5, True])
def test_rejects_bad_explicit(bad: object) -> None:
    with pytest.raises(ArgumentError, match="num_threads"):
        resolve_num_threads(bad)  # type: ignore[arg-type]
