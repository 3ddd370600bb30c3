"""User programs that must fail to compile (imported by tests/test_errors.py)."""
