from fastmcp import FastMCP
from fastmcp.exceptions import ToolError

from shop.actions import Actions

mcp = FastMCP("shop")


class Registry:
    def __init__(self, server: FastMCP):
        self.mcp = server
        self.actions = Actions()

    def register_all(self):
        @self.mcp.tool()
        async def lookup(sku: str) -> str:
            action = self.actions.get_action("lookup")
            return await action.safe_run(sku=sku)  # want: softerror related=shop/base.py:15,shop/base.py:17,shop/base.py:23,shop/lookup.py:14,shop/lookup.py:18

        @self.mcp.tool()
        async def plain_lookup(sku: str) -> str:
            # only the override's returns fail here
            return await self.actions.get_action("lookup").run_plain(sku=sku)  # want: softerror related=shop/base.py:20,shop/base.py:23,shop/lookup.py:14,shop/lookup.py:18

        @self.mcp.tool()
        async def checked_lookup(sku: str) -> str:
            # fine: the result is tested before it is returned
            out = await self.actions.get_action("lookup").safe_run(sku=sku)
            if out.startswith("Error"):
                raise ToolError(out)  # want: raisederror
            return out

        @self.mcp.tool()
        def totals() -> str:
            # fine: the only render there is succeeds
            return self.actions.get_report("totals").show()


Registry(mcp).register_all()
