"""How much fusion across operators the default schedule does: the ``fusion`` levels.

Why levels: the network benchmark's ablation (no fusion -> epilogue fusion -> producer-
consumer fusion) must be able to switch each graph-level optimization off, and each level
is a set of recipe steps the scheduler emits or not -- the steps themselves (``fuse``,
``fuse_epilogue``, ``contract``) are the ordinary primitives with their legality checks.
Each level includes the ones before it:

- ``none``: every operator is its own nest or call, with its own temporary;
- ``fold``: constant per-channel maps after a convolution (BatchNormalization, Mul/Add by a
  constant) are folded into its weights before lowering (``frontend/onnx/graph_passes.py``;
  a model-only level: a program has no weights to fold);
- ``epilogue``: ``fuse_epilogue``: a bias, alpha/beta and ReLU after a matrix product, and
  an activation (ReLU, Clip/ReLU6, HardSwish, ...) after a convolution, depthwise or not, are
  applied by the call while it writes its output tile;
- ``residual``: ``fuse_residual``: the residual ``Add`` after a convolution (ResNet's and
  MobileNetV2's skip connections: conv -> folded BatchNorm -> Add(skip) -> Relu) is read by
  the call while it stores, before the activation, which ``fuse_epilogue`` then adds;
- ``producer``: ``fuse`` adjacent nests over the same iterations when the second reads what
  the first writes (elementwise chains, the passes of a normalization), then ``contract``
  each temporary that became private to one iteration -- it is no longer allocated.

``producer`` is the default: each step is only taken when legal, and the scheduler keeps a
fusion only when it does not cost the loops their parallelism.
"""

from __future__ import annotations

__all__ = ["FUSION_LEVELS", "DEFAULT_FUSION", "check_fusion", "fuses"]

#: The levels, in increasing order (each includes the ones before it).
FUSION_LEVELS = ("none", "fold", "epilogue", "residual", "producer")
DEFAULT_FUSION = "producer"


def check_fusion(level: str) -> str:
    """``level`` if it is one of :data:`FUSION_LEVELS`, else ``ValueError`` naming them."""
    if level not in FUSION_LEVELS:
        raise ValueError(f"fusion={level!r}: expected one of {', '.join(FUSION_LEVELS)}")
    return level


def fuses(level: str, kind: str) -> bool:
    """Whether fusion ``level`` includes the optimization of level ``kind``."""
    return FUSION_LEVELS.index(check_fusion(level)) >= FUSION_LEVELS.index(kind)
