"""Registers the tools each glaze module lists, in a loop over the modules."""

from . import batches, orders, recipes

_GLAZE_MODULES = [recipes, batches, orders]


def register_glazes(server):
    for mod in _GLAZE_MODULES:
        for fn in mod.GLAZE_TOOLS:
            server.tool()(fn)
