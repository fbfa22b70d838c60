from fastmcp import Context

from forge.client import Forge


def forge(ctx: Context) -> Forge:
    return Forge(url="http://forge")


def forge_name(ctx: Context) -> str:
    return "forge"
