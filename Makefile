PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test test-slow lint bench fuzz peers clean

# Python's bytecode cache on, whatever the machine says (some images set
# PYTHONDONTWRITEBYTECODE=1): without it every interpreter the tests start (the subprocesses
# of the peers, CLI, server and bounds-check tests) compiles loopcraft's sources again,
# ~0.7 s of CPU each in a fresh clone.
unexport PYTHONDONTWRITEBYTECODE

# uv installs the same pinned set as pip in ~15 s instead of ~95 s (it unpacks in parallel);
# it reads no pip.conf, so the wheel folders pip is told about (env or config) are passed on.
# Where uv cannot be had or cannot resolve, pip does the install as before.
UV := uv==0.13.8
FIND_LINKS = $(strip $(PIP_FIND_LINKS) $(shell $(PY) -m pip config get global.find-links 2>/dev/null))

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	( $(BIN)/pip install -q $(UV) && $(BIN)/uv pip install -q --python $(BIN)/python \
		$(foreach d,$(sort $(FIND_LINKS)),--find-links $(d)) -e '.[test,peers]' ) || \
	( $(BIN)/pip install -q --upgrade pip && $(BIN)/pip install -q -e '.[test,peers]' )
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/loopcraft demo

test: $(STAMP)
	$(BIN)/ruff check src benchmarks tests
	$(BIN)/lint-imports --no-cache
	$(BIN)/python -m pytest -q -n 2 --dist loadscope

test-slow: $(STAMP)
	$(BIN)/python -m pytest -q -n 2 --dist loadscope -m slow

# differential fuzzing of the loop transformations: 10,000 (program, recipe) cases, fixed seed;
# then of the Python front end: 10,000 random NumPy functions, compiled vs run by NumPy
fuzz: $(STAMP)
	$(BIN)/python -m loopcraft_bench.testing.fuzz --cases 10000 --seed 1 --workers 2
	$(BIN)/python -m loopcraft_bench.testing.frontend_fuzz --cases 10000 --seed 1 --workers 2

lint: $(STAMP)
	$(BIN)/ruff check src benchmarks tests
	$(BIN)/lint-imports --no-cache

# the heavier benchmark peers (jax, torch.compile, pythran); `make test` needs none of them.
# pythran is installed without its dependency metadata: on Python 3.11 it asks for
# setuptools<60, torch for setuptools>=77, and pythran compiles fine with the newer one.
peers: $(STAMP)
	$(BIN)/pip install -q -e '.[test,peers,peers-full]'
	$(BIN)/pip install -q --no-deps pythran==0.19.0 beniget==0.5.0 gast==0.7.0 ply==3.11 \
		scipy-openblas64==0.3.34.481.3

bench: $(STAMP)
	$(BIN)/loopcraft bench-corpus --size large

clean:
	rm -rf $(VENV) build *.egg-info
