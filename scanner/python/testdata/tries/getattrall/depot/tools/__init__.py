"""The package's register functions, listed in __all__; the server registers each by name
(getattr over __all__)."""

from depot.tools.bins import register_bins
from depot.tools.crates import register_crates
from depot.tools.labels import describe

__all__ = ["register_bins", "register_crates", "describe"]
