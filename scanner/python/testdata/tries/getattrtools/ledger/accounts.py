"""Methods registered in a loop over a literal tuple of their names."""

from fastmcp import FastMCP

_ACCOUNTS = {"cash": 100, "bank": 2500}


class AccountTools:
    _TOOL_NAMES = ("open_account", "close_account")

    def register(self, mcp: FastMCP) -> None:
        for name in self._TOOL_NAMES:
            mcp.tool(getattr(self, name))

    def open_account(self, name: str) -> str:
        if name in _ACCOUNTS:
            return f"Error: account {name} already exists"  # want: softerror
        return "opened"

    def close_account(self, name: str) -> str:
        return "closed"

    def rename_account(self, old: str, new: str) -> str:
        # Fine: the tuple does not name it, so nothing registers it.
        return f"Error: cannot rename {old}"
