"""``python -m loopcraft``: the same as the ``loopcraft`` command."""

from .cli import main

raise SystemExit(main())
