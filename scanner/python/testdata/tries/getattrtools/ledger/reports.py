"""Methods registered in a loop over a mapping the class fills from names it is given: the
file does not spell them, so the class's public methods stand for them."""

from fastmcp import FastMCP


class ReportTools:
    def __init__(self, enabled: list[str]) -> None:
        self._tools: dict[str, dict] = {}
        for name in enabled:
            self._tools[name] = {"description": f"The {name} report."}

    def register(self, mcp: FastMCP, prefix: str | None = None) -> int:
        count = 0
        for method_name, config in self._tools.items():
            method = getattr(self, method_name)
            if prefix:
                mcp.tool(method, name=f"{prefix}_{method_name}", description=config["description"])
            else:
                mcp.tool(method, description=config["description"])
            count += 1
        return count

    def _format_error(self, message: str) -> str:
        return f"Error: {message}"

    def balance(self, account: str) -> str:
        if self.closed_reason(account):
            return self._format_error("account is closed")  # want: softerror
        return "0.00"

    def audit(self, year: int) -> str:
        if year < 2000:
            return f"Error: no books before 2000, got {year}"  # want: softerror
        return "clean"

    @property
    def ready(self) -> bool:
        return bool(self._tools)

    def closed_reason(self, account: str) -> str:
        # Fine: balance's helper, which the class calls itself: no tool.
        return f"Error: {account} is closed" if account.startswith("x") else ""
