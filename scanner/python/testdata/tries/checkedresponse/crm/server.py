from mcp.server.fastmcp import FastMCP

from crm.client import Client, LooseClient
from crm.contacts import contact_details, loose_details, remove_contact, unwatch, unwatch_loose

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


@mcp.tool()
def forget(contact_id: int) -> dict:
    try:
        resp = Client("https://crm.example").get(f"/forget/{contact_id}")
        # Fine: get raised for every failed status; the flag is false only for a 1xx or 3xx.
        return {"success": resp.status_code in (200, 204), "status": resp.status_code}
    except Exception as e:
        return {"success": False, "error": str(e)}  # want: softerror


@mcp.tool()
async def archive(deal_id: int) -> dict:
    r = await Client("https://crm.example").fetch(f"/archive/{deal_id}")
    return {"ok": r.is_success}  # Fine: fetch raised for every status that is not a success.


@mcp.tool()
def pin(contact_id: int) -> dict:
    resp = LooseClient("https://crm.example").post(f"/pin/{contact_id}")
    # Not fine: post swallows the HTTPError, so the flag is false on a failed status.
    return {"success": resp.status_code == 200, "status": resp.status_code}  # want: softerror


@mcp.tool()
def tag(contact_id: int, label: str) -> dict:
    resp = Client("https://crm.example").get(f"/tag/{contact_id}")
    # Not fine: the flag reads more than the status.
    return {"success": resp.status_code == 200 and bool(label), "status": resp.status_code}  # want: softerror


mcp.tool()(unwatch)
mcp.tool()(unwatch_loose)


from crm.contacts import refresh_contact, refresh_loose, refresh_retried  # noqa: E402

mcp.tool()(refresh_contact)
mcp.tool()(refresh_loose)
mcp.tool()(refresh_retried)
