"""The ONNX operators, one module per family; importing this package registers them all."""

from . import (  # noqa: F401
    conv,
    elementwise,
    matmul,
    normalization,
    pooling,
    reductions,
    softmax,
    tensors,
)
