from mcp.server.fastmcp import FastMCP
from mcp.types import TextContent

from plotter.jobs import list_jobs

mcp = FastMCP("plotter-extra")


@mcp.tool()
def job_states() -> list[TextContent]:
    """Fine: one block per job, each a text of the tool's own, not the job itself."""
    blocks = []
    for job in list_jobs():
        blocks.append(TextContent(type="text", text=f"{job['id']}: {job['state']}"))
    return blocks


@mcp.tool()
def echo_jobs(names: list[str]) -> list[TextContent]:
    """Fine: the items walked are the caller's names, no failure of the tool's."""
    picked = [n.strip() for n in names]
    blocks = []
    for name in picked:
        blocks.append(TextContent(type="text", text=name))
    return blocks


@mcp.tool()
def park_pen(fast: bool) -> str:
    """Fine: every tuple the branches build holds a success at 0."""
    if fast:
        output = "Pen parked quickly", 0.0
    else:
        output = ("Pen parked", 0.1)
    return output[0]


@mcp.tool()
def grid_report(size: int) -> str:
    """Fine: the text opens with a success held in a variable."""
    msg = "Drew the grid.\n"
    if size > 10:
        msg = "Drew a large grid.\n"
    return msg + f"Cells: {size * size}"
