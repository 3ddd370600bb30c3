"""``torch.compile(model, backend="loopcraft")`` against eager PyTorch.

Small models with random weights, one compile each: an MLP (and a weight changed in place
after compiling), a CNN (Conv, BatchNorm, ReLU, MaxPool, Linear), a transformer block
(LayerNorm, attention products, softmax, causal SDPA, GELU, residuals) served at two batch
sizes by one compile, an operator loopcraft lacks (``torch.sort``) running eagerly between
two compiled parts with one warning, the options, and how torch finds the backend.

Tolerance: float32, rtol 1e-4 / atol 1e-5 (sums of at most 64 products, softmax, norms).
"""

from __future__ import annotations

import tomllib
import warnings
from pathlib import Path

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed (pip install "
                                            "'loopcraft[torch]')")

import loopcraft.torch as lct  # noqa: E402
from loopcraft.errors import PerformanceWarning  # noqa: E402
from loopcraft.torch import compiler  # noqa: E402

F = torch.nn.functional
RTOL, ATOL = 1e-4, 1e-5


@pytest.fixture(autouse=True)
def cache_dir(module_private_cache: Path) -> Path:
    """Overrides the driver tests' per-test cache (see ``tests/driver/conftest.py``)."""
    return module_private_cache


@pytest.fixture(autouse=True)
def fresh_dynamo():
    """Each test starts with dynamo's caches empty (no graph compiled by another test) and
    no eager-fallback warning given yet."""
    torch._dynamo.reset()
    compiler._WARNED.clear()
    yield
    torch._dynamo.reset()


@pytest.fixture
def compiles(monkeypatch: pytest.MonkeyPatch) -> list:
    """The ONNX models the backend hands ``compile_model``, in order."""
    seen: list = []
    real = compiler.compile_model

    def spy(model, **kwargs):
        seen.append(model)
        return real(model, **kwargs)

    monkeypatch.setattr(compiler, "compile_model", spy)
    return seen


def _check(compiled, model, x: torch.Tensor) -> None:
    with torch.no_grad():
        got, want = compiled(x), model(x)
    torch.testing.assert_close(got, want, rtol=RTOL, atol=ATOL)


class MLP(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1, self.fc2 = torch.nn.Linear(12, 32), torch.nn.Linear(32, 5)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.tanh(self.fc2(F.relu(self.fc1(x))))


def test_mlp_matches_eager_and_sees_new_weights(compiles: list) -> None:
    torch.manual_seed(0)
    model = MLP().eval()
    compiled = torch.compile(model, backend="loopcraft")
    x = torch.randn(8, 12)  # more rows than the few-row path takes: B is read pre-packed
    with torch.no_grad():
        first = compiled(x)
    _check(compiled, model, torch.randn(8, 12))  # a later call leaves ``first`` alone
    torch.testing.assert_close(first, model(x).detach(), rtol=RTOL, atol=ATOL)
    assert len(compiles) == 1  # the whole graph is one loopcraft model
    ops = {n.op_type for n in compiles[0].graph.node}
    assert {"Gemm", "Relu", "Tanh"} <= ops
    with torch.no_grad():  # an in-place change to a frozen weight rebuilds the subgraph,
        model.fc2.weight.mul_(-2.0)  # its weight pools and its packed weights
    _check(compiled, model, x)
    assert len(compiles) == 2


class CNN(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.bn = torch.nn.BatchNorm2d(8)
        self.fc = torch.nn.Linear(8 * 4 * 4, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = F.max_pool2d(F.relu(self.bn(self.conv(x))), 2)
        return self.fc(torch.flatten(y, 1))


def test_cnn_matches_eager(compiles: list) -> None:
    torch.manual_seed(1)
    model = CNN().eval()
    with torch.no_grad():  # statistics other than the initial 0 and 1
        model.bn.running_mean.uniform_(-0.5, 0.5)
        model.bn.running_var.uniform_(0.5, 2.0)
    _check(torch.compile(model, backend="loopcraft"), model, torch.randn(2, 3, 8, 8))
    assert len(compiles) == 1
    ops = {n.op_type for n in compiles[0].graph.node}
    assert {"Conv", "BatchNormalization", "Relu", "MaxPool", "Gemm"} <= ops


class Block(torch.nn.Module):
    """A pre-norm transformer block: attention with 2 heads (written out, plus a causal
    ``scaled_dot_product_attention``, which is decomposed), then a GELU MLP."""

    def __init__(self, d: int = 16, heads: int = 2) -> None:
        super().__init__()
        self.heads = heads
        self.ln1, self.ln2 = torch.nn.LayerNorm(d), torch.nn.LayerNorm(d)
        self.qkv, self.proj = torch.nn.Linear(d, 3 * d), torch.nn.Linear(d, d)
        self.fc1, self.fc2 = torch.nn.Linear(d, 4 * d), torch.nn.Linear(4 * d, d)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, t, d = x.shape
        h = d // self.heads
        q, k, v = (z.view(b, t, self.heads, h).transpose(1, 2)
                   for z in self.qkv(self.ln1(x)).split(d, dim=-1))
        a = torch.softmax(q @ k.transpose(-2, -1) / h ** 0.5, dim=-1)
        y = a @ v + F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


def test_transformer_block_serves_every_batch_size_with_one_compile(compiles: list) -> None:
    torch.manual_seed(2)
    model = Block().eval()
    compiled = torch.compile(model, backend="loopcraft")
    x = torch.randn(2, 8, 16)
    torch._dynamo.mark_dynamic(x, 0)
    _check(compiled, model, x)
    assert len(compiles) == 1
    (batch,) = [d.dim_param for d in compiles[0].graph.input[0].type.tensor_type.shape.dim[:1]]
    assert batch  # the batch dimension is dynamic in the ONNX model
    ops = {n.op_type for n in compiles[0].graph.node}
    assert {"LayerNormalization", "MatMul", "Softmax", "Gelu", "Add", "Where"} <= ops
    for n in (3, 5):
        _check(compiled, model, torch.randn(n, 8, 16))
    assert len(compiles) == 1


class Sorted(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.a, self.b = torch.nn.Linear(8, 8), torch.nn.Linear(8, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.sort(F.relu(self.a(x)), dim=-1).values
        z = self.b(y)
        return z[:, -1] * 2.0 + z.sum(-1)  # a select (0-d index) and a scalar constant


def test_unsupported_operator_runs_eagerly_with_one_warning(compiles: list) -> None:
    torch.manual_seed(3)
    model = Sorted().eval()
    x = torch.randn(3, 8)
    with pytest.warns(PerformanceWarning, match=r"run eagerly.*aten\.sort \(no translation"):
        _check(torch.compile(model, backend="loopcraft"), model, x)
    assert len(compiles) == 2  # the parts before and after the sort
    torch._dynamo.reset()
    with warnings.catch_warnings():
        warnings.simplefilter("error", PerformanceWarning)  # the same operators: no warning
        _check(torch.compile(model, backend="loopcraft"), model, x)


def test_unknown_option_and_mode_are_refused() -> None:
    compiled = torch.compile(torch.sin, backend="loopcraft", options={"thread": 2})
    with pytest.raises(Exception, match="unknown option.*thread.*accepted: num_threads"):
        compiled(torch.ones(3))
    compiled = torch.compile(torch.cos, backend="loopcraft", mode="max-autotune")
    with pytest.raises(Exception, match="no mode 'max-autotune'"):
        compiled(torch.ones(3))


def test_torch_finds_the_backend_by_name_and_by_entry_point() -> None:
    from importlib.metadata import EntryPoint

    from torch._dynamo.backends import registry

    assert torch._dynamo.lookup_backend("loopcraft") is lct.backend
    pyproject = Path(__file__).parents[2] / "pyproject.toml"
    eps = tomllib.loads(pyproject.read_text())["project"]["entry-points"]
    value = eps["torch_dynamo_backends"]["loopcraft"]
    saved = dict(registry._BACKENDS), dict(registry._COMPILER_FNS)
    try:  # as in a process where torch discovered the entry point before loopcraft.torch ran
        del registry._COMPILER_FNS["loopcraft"]
        registry._BACKENDS["loopcraft"] = EntryPoint("loopcraft", value,
                                                     "torch_dynamo_backends")
        lct._register()  # leaves the name to the entry point (a second one would be an error)
        assert "loopcraft" not in registry._COMPILER_FNS
        assert torch._dynamo.lookup_backend("loopcraft") is lct.backend
    finally:
        registry._BACKENDS.clear()
        registry._BACKENDS.update(saved[0])
        registry._COMPILER_FNS.clear()
        registry._COMPILER_FNS.update(saved[1])


class Ops(torch.nn.Module):
    """A little of every translation family in one graph (one compile)."""

    def __init__(self) -> None:
        super().__init__()
        self.w = torch.nn.Parameter(torch.randn(2, 6, 6))
        self.conv = torch.nn.Conv1d(4, 4, 3, padding=1)

    def forward(self, x: torch.Tensor, i: torch.Tensor) -> tuple[torch.Tensor, ...]:
        a = x[:, -1] + x[:, 0, ::2].sum(-1, keepdim=True)
        b = torch.where(x > 0.1, x.pow(2), torch.rsqrt(x.abs() + 1))
        c = F.leaky_relu(b, 0.2) + F.elu(b) + F.hardsigmoid(b) + b.clamp(min=-0.3)
        d = F.log_softmax(c, dim=1).amax(dim=(1,), keepdim=True)
        e = torch.baddbmm(x, x, self.w, alpha=0.5, beta=2.0)
        f = F.avg_pool2d(e.unsqueeze(1), 2).squeeze(1).permute(0, 2, 1)
        g = self.conv(x[:, :4, :]).mean((1, 2)).unsqueeze(-1)
        h = torch.cat([a, d.squeeze(1), f.flatten(1), g], dim=-1)
        k = (i * 3 - 1).float() / 2 + (i == 2).float()
        return h * 2 - 1, k, torch.minimum(b, c).mean(), F.silu(h).sum(0)


@pytest.mark.slow
def test_operator_families_match_eager(compiles: list) -> None:
    torch.manual_seed(4)
    model = Ops().eval()
    x, i = torch.randn(2, 6, 6), torch.randint(0, 5, (2, 3))
    with warnings.catch_warnings():
        warnings.simplefilter("error", PerformanceWarning)  # everything is compiled
        with torch.no_grad():
            got, want = torch.compile(model, backend="loopcraft")(x, i), model(x, i)
    assert len(compiles) == 1
    for g, w in zip(got, want, strict=True):
        torch.testing.assert_close(g, w, rtol=RTOL, atol=ATOL)
