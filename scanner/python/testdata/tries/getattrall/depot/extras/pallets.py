from fastmcp import FastMCP


def register_pallets(mcp: FastMCP, store) -> None:
    # Never run: the server only reads the docstrings of depot.extras' functions.
    @mcp.tool(name="stack_pallet")
    def _stack_pallet(pallet: str) -> dict[str, str]:
        if not pallet:
            return {"result": "error", "message": "pallet cannot be empty"}
        store.stack(_height(pallet))
        return {"result": "success"}


def _height(pallet: str) -> int:
    if not pallet[-1].isdigit():
        raise ValueError(f"Invalid pallet {pallet}")
    return int(pallet[-1])
