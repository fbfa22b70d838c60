from mcp.server.fastmcp import FastMCP

from crm.client import Client, LooseClient
from crm.contacts import contact_details, loose_details, remove_contact

mcp = FastMCP("crm")

mcp.tool()(contact_details)
mcp.tool()(remove_contact)
mcp.tool()(loose_details)


@mcp.tool()
async def deal(deal_id: int) -> dict:
    response = await Client("https://crm.example").fetch(f"/deals/{deal_id}")
    if response.is_error:
        # Fine: fetch raised for every status that is not a success.
        raise RuntimeError(f"deal failed: {response.status_code}")
    return response.json()


@mcp.tool()
def create_note(text: str) -> dict:
    response = LooseClient("https://crm.example").post("/notes")
    if not response.ok:
        raise RuntimeError(f"note failed: {response.status_code}")  # want: raisederror
    return response.json()


@mcp.tool()
def update_note(note_id: int) -> dict:
    response = LooseClient("https://crm.example").put(f"/notes/{note_id}")
    if not response.ok:
        raise RuntimeError("update failed")  # want: raisederror
    return response.json()


@mcp.tool()
def probe(path: str) -> str:
    response = LooseClient("https://crm.example").head(path)
    if not response.ok:
        raise RuntimeError("probe failed")  # want: raisederror
    return "up"
