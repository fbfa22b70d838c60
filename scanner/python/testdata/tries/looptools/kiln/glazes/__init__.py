"""Registers the tools each glaze module lists, in a loop over the modules."""

from . import batches, recipes

_GLAZE_MODULES = [recipes, batches]


def register_glazes(server):
    for mod in _GLAZE_MODULES:
        for fn in mod.GLAZE_TOOLS:
            server.tool()(fn)
