"""``python -m loopcraft.cli``: the same as the ``loopcraft`` command."""

from . import main

raise SystemExit(main())
