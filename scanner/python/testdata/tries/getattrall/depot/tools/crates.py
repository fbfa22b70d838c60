from fastmcp import FastMCP

from depot.tools.naming import split_path


def register_crates(mcp: FastMCP, store) -> None:
    @mcp.tool(name="open_crate")
    def _open_crate(path: str) -> dict[str, str]:
        aisle, shelf, crate = split_path(path)
        store.open(aisle, shelf, crate)
        return {"result": "success"}
