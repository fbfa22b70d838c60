from fastmcp import FastMCP

from garden.tools import register_garden_tools

mcp = FastMCP("garden")


class GardenApi:
    def get(self, path):
        return {"path": path}

    def post(self, path, body):
        return {"path": path, "body": body}

    def waterer(self, bed):
        return lambda b: {"watered": b}


register_garden_tools(mcp, GardenApi())

if __name__ == "__main__":
    mcp.run()
