PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test test-slow lint bench fuzz clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[test,peers]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/loopcraft demo

test: $(STAMP)
	$(BIN)/ruff check src tests
	$(BIN)/python -m pytest -q -n 2

test-slow: $(STAMP)
	$(BIN)/python -m pytest -q -n 2 -m slow

# differential fuzzing of the loop transformations: 10,000 (program, recipe) cases, fixed seed
fuzz: $(STAMP)
	$(BIN)/python -m loopcraft.testing.fuzz --cases 10000 --seed 1 --workers 2

lint: $(STAMP)
	$(BIN)/ruff check src tests

bench: $(STAMP)
	$(BIN)/loopcraft bench-corpus --size large

clean:
	rm -rf $(VENV) build *.egg-info
