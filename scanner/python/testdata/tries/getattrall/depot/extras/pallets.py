from fastmcp import FastMCP


def register_pallets(mcp: FastMCP, store) -> None:
    # Never run: the server only reads the docstrings of depot.extras' functions.
    @mcp.tool(name="stack_pallet")
    def _stack_pallet(pallet: str) -> dict[str, str]:
        if not pallet:
            return {"result": "error", "message": "pallet cannot be empty"}
        store.stack(pallet)
        return {"result": "success"}

