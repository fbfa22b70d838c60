from mcp.server.fastmcp import FastMCP

from .handlers import ReplaceHandler, TouchHandler

app = FastMCP("pad")
replace_handler = ReplaceHandler()
touch_handler = TouchHandler()


@app.tool()
async def replace_text(path: str, text: str) -> list:
    return await replace_handler.run_tool({"path": path, "text": text})  # want: softerror related=pad/handlers/replace.py:13,pad/editor.py:11,pad/editor.py:16,pad/editor.py:7,pad/editor.py:6


@app.tool()
async def touch_file(path: str) -> list:
    return await touch_handler.run_tool({"path": path})


@app.tool()
async def check_outcome(job: str) -> dict:
    if not job:
        return {"outcome": "failure", "detail": "job is required"}  # want: softerror
    return {"outcome": "success", "detail": job}
