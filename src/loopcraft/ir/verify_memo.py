"""What the verifier remembers between the programs of a recipe.

A recipe is verified after every step, and a step rebuilds only the statements it changes
(nodes are immutable, so the rest of the tree is shared with the program before it). A
:class:`VerifyMemo` passed along remembers each loop that passed in a given context -- the
declarations, the enclosing loop variables and kinds -- and the labels inside it, so the next
step re-checks only the loops it rebuilt (a model's 160-step schedule spent a minute verifying
the same unchanged loops again).
"""

from __future__ import annotations

from .nodes import Loop, Program

__all__ = ["VerifyMemo"]


class VerifyMemo:
    """Loops that passed verification, by identity and context (see the module docstring).

    Held by whoever verifies a sequence of programs that share subtrees (a recipe's steps);
    entries keep their loop alive, so the memo is dropped with its owner or when it reaches
    ``limit`` entries."""

    def __init__(self, limit: int = 20000) -> None:
        self.limit = limit
        #: id(loop) -> (the loop, its context, the labels of the loop and the loops inside it)
        self.loops: dict[int, tuple[Loop, tuple[object, ...], frozenset[str]]] = {}
        #: the declarations (params, locals, returns) seen -> their number (never reused)
        self.decls: dict[tuple[object, ...], int] = {}
        self._next = 0

    def version(self, p: Program) -> int:
        """A number naming ``p``'s declarations: equal declarations, equal number."""
        decls = (p.params, p.locals, p.returns)
        if decls not in self.decls:
            self.decls[decls] = self._next
            self._next += 1
        return self.decls[decls]

    def remember(self, s: Loop, context: tuple[object, ...], labels: frozenset[str]) -> None:
        if len(self.loops) >= self.limit:
            self.loops.clear()
            self.decls.clear()
        self.loops[id(s)] = (s, context, labels)
