"""``loopcraft bench models``: whole networks, loopcraft against onnxruntime, PyTorch eager
and ``torch.compile``; the ablation of loopcraft's settings; the operator table.

:mod:`.nets` defines the networks (torch modules, seeded random weights), :mod:`.graphs` their
ONNX exports, the ``light`` models and the single-operator graphs, and counts FLOPs;
:mod:`.peers` builds each runtime; :mod:`.run` runs each (model, batch, threads, peer) in a
worker process; :mod:`.report` writes Markdown and a PNG; :mod:`.cli` is the command.
"""
