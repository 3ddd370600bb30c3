"""The runtimes ``loopcraft bench models`` compares, and loopcraft's ablation settings.

==================  ===========================================================================
``onnxruntime``     an ``InferenceSession`` of the ONNX export: CPU provider,
                    ``ORT_ENABLE_ALL`` graph optimizations, ``intra_op_num_threads`` = the
                    run's threads (one inter-op thread). Its outputs are the reference.
``torch``           the torch module itself, eager, under ``torch.inference_mode``,
                    ``torch.set_num_threads``
``torch-compile``   ``torch.compile(module, backend="inductor", dynamic=False)``: Inductor's
                    C++/OpenMP code (gcc); compiled in the first call
``loopcraft``       ``loopcraft.onnx.compile(export, num_threads=...)`` with a named
                    :data:`SETTINGS` entry (``default``: the compiler's defaults)
==================  ===========================================================================

The torch peers need the module, so they run the networks of :mod:`.nets` and not the onnx
wheel's ``light`` models or the operator table (ONNX files, no torch definition).

Why the ablation is a list of named settings, each a set of ``loopcraft.config`` options and
``compile_model`` arguments: the graph optimizations are switched by options of the compiler,
so a setting is exactly what a user would pass. A setting whose argument ``compile_model``
does not take (the ``fusion=`` levels, before that option exists) is left out of the run and
the report says so; it is included as soon as the signature has it.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

__all__ = ["NOT_YET", "PEERS", "SETTINGS", "Built", "Case", "ModelPeer", "Setting",
           "ablation_settings", "blas_libraries", "peer_names"]


@dataclass(frozen=True)
class Case:
    """What a peer builds: the ONNX file, and the torch network it was exported from (None for
    ONNX-only models), at a thread count, with a loopcraft setting."""

    onnx_path: str
    net: str | None
    quick: bool
    layers: int
    seed: int
    threads: int
    setting: str = "default"


@dataclass
class Built:
    """A callable model: ``call(*args)`` runs it on ``args`` (inputs already converted to
    what the runtime takes, outside the clock) and ``outputs(result)`` gives NumPy arrays."""

    call: Callable[..., Any]
    convert: Callable[[list[np.ndarray]], tuple[Any, ...]]
    outputs: Callable[[Any], list[np.ndarray]]
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ModelPeer:
    name: str
    description: str
    build: Callable[[Case], Built]
    #: Whether it runs the torch module (so not ONNX-only models).
    needs_torch_module: bool = False


# --------------------------------------------------------------------------- onnxruntime


def _build_ort(case: Case) -> Built:
    import onnxruntime as ort

    opts = ort.SessionOptions()
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    opts.intra_op_num_threads = case.threads
    opts.inter_op_num_threads = 1
    opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    sess = ort.InferenceSession(case.onnx_path, opts, providers=["CPUExecutionProvider"])
    names = [i.name for i in sess.get_inputs()]

    def convert(inputs: list[np.ndarray]) -> tuple[Any, ...]:
        return (dict(zip(names, inputs, strict=True)),)

    return Built(lambda feeds: sess.run(None, feeds), convert, list,
                 {"providers": sess.get_providers(), "ort_version": ort.__version__})


# --------------------------------------------------------------------------- torch


def _torch_module(case: Case) -> Any:
    import torch

    from .nets import build_module

    torch.set_num_threads(case.threads)
    assert case.net is not None
    return build_module(case.net, case.quick, case.layers, case.seed)


def _torch_io() -> tuple[Callable[[list[np.ndarray]], tuple[Any, ...]],
                         Callable[[Any], list[np.ndarray]]]:
    import torch

    def convert(inputs: list[np.ndarray]) -> tuple[Any, ...]:
        return tuple(torch.from_numpy(x) for x in inputs)

    def outputs(result: Any) -> list[np.ndarray]:
        rs = result if isinstance(result, tuple | list) else (result,)
        return [r.detach().numpy() for r in rs]

    return convert, outputs


def _build_torch(case: Case) -> Built:
    import torch

    module = _torch_module(case)

    def call(*args: Any) -> Any:
        with torch.inference_mode():
            return module(*args)

    return Built(call, *_torch_io(), {"torch_threads": torch.get_num_threads(),
                                      "torch_version": torch.__version__})


def _build_torch_compile(case: Case) -> Built:
    import torch

    module = _torch_module(case)
    compiled = torch.compile(module, backend="inductor", dynamic=False)

    def call(*args: Any) -> Any:
        with torch.inference_mode():
            return compiled(*args)

    return Built(call, *_torch_io(), {"torch_threads": torch.get_num_threads(),
                                      "torch_version": torch.__version__})


# --------------------------------------------------------------------------- loopcraft


@dataclass(frozen=True)
class Setting:
    """A named loopcraft configuration: ``config`` options (``loopcraft.config.patch``) and
    ``compile_model`` keyword arguments."""

    name: str
    description: str
    config: tuple[tuple[str, Any], ...] = ()
    kwargs: tuple[tuple[str, Any], ...] = ()

    def missing(self) -> str | None:
        """Why this loopcraft cannot take the setting (None if it can)."""
        from loopcraft.driver.models import compile_model

        params = inspect.signature(compile_model).parameters
        absent = [k for k, _ in self.kwargs if k not in params]
        if absent:
            return f"compile_model has no {', '.join(absent)} argument in this version"
        return None


#: The ablation, in the order of the issue's chain: the fusion levels (none -> epilogue ->
#: producer-consumer -> whole block), then the products and convolutions implemented three
#: ways with the default fusion. ``default`` is the ``loopcraft`` column itself.
SETTINGS: dict[str, Setting] = {s.name: s for s in (
    Setting("default", "the compiler's defaults (heuristic recipe; micro-kernels)"),
    Setting("fusion=none", "no cross-operator fusion", kwargs=(("fusion", "none"),)),
    Setting("fusion=epilogue", "bias/activation epilogues fused into the producing kernel",
            kwargs=(("fusion", "epilogue"),)),
    Setting("fusion=residual", "+ skip-connection Adds fused into the convolutions' store",
            kwargs=(("fusion", "residual"),)),
    Setting("fusion=producer", "+ producer-consumer fusion of loop nests",
            kwargs=(("fusion", "producer"),)),
    Setting("fusion=block", "+ whole blocks in one parallel region",
            kwargs=(("fusion", "block"),)),
    Setting("impl=loops", "convolutions and products as loops (direct emission, scheduled "
            "like user code)", config=(("libop_impl", "loops"),)),
    Setting("impl=microkernel", "convolutions and products by loopcraft's C micro-kernels",
            config=(("libop_impl", "microkernel"),)),
    Setting("impl=blas", "products by OpenBLAS, convolutions by im2col + OpenBLAS",
            config=(("libop_impl", "blas"),)),
)}

#: What the issue's chain also names and loopcraft cannot yet be told to do or not to do.
NOT_YET = ("layout choice (NCHW / NHWC / blocked channels): no such option yet",
           "tuned recipe: loopcraft.tune of a whole model is not wired into compile_model")


def ablation_settings() -> tuple[list[str], dict[str, str]]:
    """The ablation settings this loopcraft takes (``default`` excluded: it is the loopcraft
    column), and why each other one is left out."""
    take, skip = [], {}
    for name, s in SETTINGS.items():
        if name == "default":
            continue
        why = s.missing()
        if why is None:
            take.append(name)
        else:
            skip[name] = why
    return take, skip


def _build_loopcraft(case: Case) -> Built:
    import loopcraft.onnx
    from loopcraft.config import patch
    from loopcraft.target import toolchain

    setting = SETTINGS[case.setting]
    why = setting.missing()
    if why is not None:
        raise ValueError(f"setting {setting.name!r}: {why}")
    before = toolchain.compile_count
    with patch(**dict(setting.config)):
        model = loopcraft.onnx.compile(case.onnx_path, num_threads=case.threads,
                                       **dict(setting.kwargs))
    timings = dict(model.timings)
    extra = {"compile_timings": timings,
             "cold": "schedule" in timings,  # the schedule memo missed: scheduled and built
             "compiler_invocations": toolchain.compile_count - before}
    return Built(model, lambda inputs: tuple(inputs), list, extra)


def blas_libraries() -> list[dict[str, Any]]:
    """The BLAS libraries loaded in this process as threadpoolctl sees them (file, version,
    the kernel it chose: ``architecture``, threads)."""
    try:
        from threadpoolctl import threadpool_info
    except ImportError:
        return []
    return [{k: lib.get(k) for k in ("filepath", "version", "architecture", "num_threads",
                                     "internal_api")}
            for lib in threadpool_info() if lib.get("user_api") == "blas"]


PEERS: dict[str, ModelPeer] = {p.name: p for p in (
    ModelPeer("onnxruntime", "onnxruntime, CPU provider, ORT_ENABLE_ALL", _build_ort),
    ModelPeer("torch", "PyTorch eager, torch.inference_mode", _build_torch, True),
    ModelPeer("torch-compile", "torch.compile(backend='inductor', dynamic=False)",
              _build_torch_compile, True),
    ModelPeer("loopcraft", "loopcraft.onnx.compile, default settings", _build_loopcraft),
)}


def peer_names(names: Sequence[str]) -> list[str]:
    """``names`` checked against :data:`PEERS`, onnxruntime first (it is the reference)."""
    unknown = [n for n in names if n not in PEERS]
    if unknown:
        raise ValueError(f"no peer(s) {', '.join(unknown)}; known: {', '.join(PEERS)}")
    return ["onnxruntime", *[n for n in dict.fromkeys(names) if n != "onnxruntime"]]
