from fastmcp import FastMCP

from depot import extras, tools


class DepotServer:
    def __init__(self, store, wanted: str = "*"):
        self.mcp = FastMCP("depot")
        self.store = store
        self.wanted = wanted
        self.mount()

    def mount(self) -> None:
        if self.wanted == "*":
            for name in tools.__all__:
                register = getattr(tools, name)
                register(self.mcp, self.store)
        else:
            for name in self.wanted.split(","):
                if hasattr(tools, name.strip()):
                    getattr(tools, name.strip())(self.mcp, self.store)

    def help(self) -> list[str]:
        return [getattr(extras, name).__doc__ or name for name in extras.__all__]

    def run(self) -> None:
        self.mcp.run()
