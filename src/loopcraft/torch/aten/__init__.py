"""ATen operators -> ONNX: the translation table (:mod:`.registry`) and one module per family,
each registering its entries with ``@aten_op`` (importing this package fills the table)."""

from . import elementwise, movement, nn  # noqa: F401  (register the entries)
from .registry import (
    ATEN_OPS,
    CONSTANT_META,
    ONNX_DTYPES,
    AtenOp,
    aten_op,
    lookup_aten,
    node_args,
    packet_name,
    tensor_meta,
)

__all__ = ["ATEN_OPS", "CONSTANT_META", "ONNX_DTYPES", "AtenOp", "aten_op", "lookup_aten",
           "node_args", "packet_name", "tensor_meta"]
