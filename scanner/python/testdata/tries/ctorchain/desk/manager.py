import json


class Manager:
    def __init__(self, config):
        self.config = config

    async def call_tool(self, name, arguments) -> str:
        if name == "open_ticket":
            return json.dumps({"ticket": arguments.get("title", "")})
        return json.dumps(
            {"success": False, "error": f"Unknown tool: {name}"}
        )
