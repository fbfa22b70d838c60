"""Argument checks the tools call; no MCP import."""


def check_name(name: str) -> str:
    if not name.strip():
        # Fine: every tool that reaches it is wrapped in atlas_tool, whose wrapper answers a ValueError.
        raise ValueError("name must not be blank")
    return name.strip()


def check_zoom(zoom: int) -> int:
    if zoom > 20:
        # Fine: atlas_tool answers it too.
        raise ValueError("zoom must be at most 20")
    return zoom
