from fastmcp import FastMCP

from reels.services import cut_video, scale_video, trim_video

mcp = FastMCP(name="reels")

mcp.tool(name_or_fn=cut_video)
mcp.tool(name_or_fn=scale_video)
mcp.tool(name_or_fn=trim_video)

if __name__ == "__main__":
    mcp.run()
